package dev.peregrine.bind;

import dev.peregrine.Codec;
import dev.peregrine.stream.internal.NameTable;
import java.lang.reflect.AccessibleObject;
import java.lang.reflect.Executable;
import java.util.List;

/**
 * What a generated codec is made from: the reflective codec's model of a bean, its property codecs and
 * name table (shared with it), slot by slot. Internal: not for applications.
 *
 * @param type the bean class
 * @param creator the constructor or static factory that creates instances; a no-argument constructor means
 *     "create first, then set each property as it is read"
 * @param properties the properties in slot order (the order of {@code names} and {@code codecs})
 * @param names the name table, slot i being property i
 * @param codecs the codec of each property's value
 * @param creatorDefaults the argument for each creator parameter absent from the input
 * @param asArray array mode: the bean is an array of its properties in slot order (nulls included, null
 *     for a property with no getter); elements past the last property go to the twin
 */
public record BeanPlan(Class<?> type, Executable creator, List<Slot> properties, NameTable names,
    Codec<Object>[] codecs, Object[] creatorDefaults, boolean asArray) {

  /**
   * One property.
   *
   * @param name its name, as used in error paths
   * @param type the raw class of its (resolved) type: what its codec reads
   * @param getter the field or method that reads it, or null when it is not written
   * @param setter the field or method that sets it, or null when it is read only through the creator (or not at all)
   * @param creatorIndex its creator parameter, or -1
   * @param includeNulls whether a null value is written
   * @param mayWriteNull whether its codec writes some values as null ({@code NullableCodec.writesNull}), which
   *     are then skipped as nulls are
   * @param fillsInPlace whether it is read by filling the Collection or Map the bean holds (no setter, and a
   *     final field or none), which the twin does ({@link BeanTwin#set})
   */
  public record Slot(String name, Class<?> type, AccessibleObject getter, AccessibleObject setter, int creatorIndex,
      boolean includeNulls, boolean mayWriteNull, boolean fillsInPlace) {}
}
