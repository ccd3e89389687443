package dev.peregrine.bench.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Results for the format's tests, built by following {@link Results}'s fields and records: every list holds
 * two elements (the second with null texts), every map two entries, every double one of the values JSON has
 * trouble with (NaN, the infinities, the smallest and largest), every enum its last constant. A field or record
 * added to Results is filled without a line here; {@link #assertSame} compares two Results field by field.
 */
final class SampleResults {
  private static final double[] DOUBLES = {1.5, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
      Double.MIN_VALUE, Double.MAX_VALUE, -0.0, 0.1};

  private int counter;
  private boolean nulls;

  /** A Results with every field filled. */
  static Results full(Profile profile) {
    Results results = new Results(profile);
    new SampleResults().fill(results);
    return results;
  }

  private void fill(Object target) {
    for (Field f : target.getClass().getFields()) {
      if (Modifier.isStatic(f.getModifiers())) {
        continue;
      }
      try {
        Object held = f.get(target);
        if (Modifier.isFinal(f.getModifiers())) {
          if (held instanceof Collection<?> || held instanceof Map<?, ?>) {
            fillContainer(held, f.getGenericType());
          } else if (held != null && !(held instanceof Enum<?>) && !(held instanceof String)) {
            fill(held);
          }
        } else {
          f.set(target, value(f.getGenericType()));
        }
      } catch (ReflectiveOperationException e) {
        throw new AssertionError(e);
      }
    }
  }

  @SuppressWarnings("unchecked")
  private void fillContainer(Object container, Type type) {
    Type[] args = ((ParameterizedType) type).getActualTypeArguments();
    for (int i = 0; i < 2; i++) {
      boolean before = nulls;
      nulls = i == 1;
      if (container instanceof Map<?, ?> map) {
        nulls = false;
        Object key = value(args[0]);
        nulls = i == 1;
        ((Map<Object, Object>) map).put(key, value(args[1]));
      } else {
        ((Collection<Object>) container).add(value(args[0]));
      }
      nulls = before;
    }
  }

  private Object value(Type type) {
    counter++;
    if (type instanceof ParameterizedType p) {
      Object container = p.getRawType() == Map.class ? new LinkedHashMap<>() : new ArrayList<>();
      fillContainer(container, p);
      return container;
    }
    Class<?> c = (Class<?>) type;
    if (c == String.class) {
      // keys are never null; texts in the second element of a list are
      return nulls && counter % 3 != 0 ? null : "text " + counter + " «quoted \"·\" \\ \n»";
    } else if (c == int.class || c == Integer.class) {
      return counter;
    } else if (c == long.class || c == Long.class) {
      return Long.MAX_VALUE - counter;
    } else if (c == double.class || c == Double.class) {
      return DOUBLES[counter % DOUBLES.length];
    } else if (c == boolean.class || c == Boolean.class) {
      return counter % 2 == 0;
    } else if (c.isEnum()) {
      Object[] constants = c.getEnumConstants();
      return constants[counter % constants.length];
    } else if (c.isRecord()) {
      RecordComponent[] components = c.getRecordComponents();
      Class<?>[] types = new Class<?>[components.length];
      Object[] values = new Object[components.length];
      for (int i = 0; i < components.length; i++) {
        types[i] = components[i].getType();
        values[i] = value(components[i].getGenericType());
      }
      try {
        Constructor<?> canonical = c.getDeclaredConstructor(types);
        return canonical.newInstance(values);
      } catch (ReflectiveOperationException e) {
        throw new AssertionError(e);
      }
    }
    throw new AssertionError("the sample results cannot make a " + c + ": teach SampleResults its kind");
  }

  /**
   * Fails unless {@code a} and {@code b} hold the same values: records and lists by their equals (a NaN
   * equals a NaN there), the other objects (Results and the experiments' result classes) field by field.
   */
  static void assertSame(Object a, Object b, String path) {
    if (a == null || b == null || a.getClass().isRecord() || a instanceof Collection<?> || a instanceof Map<?, ?>
        || a instanceof String || a instanceof Number || a instanceof Enum<?> || a instanceof Boolean) {
      assertEquals(a, b, path);
      return;
    }
    if (a.getClass() != b.getClass()) {
      fail(path + ": " + a.getClass() + " against " + b.getClass());
    }
    for (Field f : a.getClass().getFields()) {
      if (!Modifier.isStatic(f.getModifiers())) {
        try {
          assertSame(f.get(a), f.get(b), path + "." + f.getName());
        } catch (IllegalAccessException e) {
          throw new AssertionError(e);
        }
      }
    }
  }
}
