package dev.peregrine.bind;

import dev.peregrine.Codec;
import dev.peregrine.CodecContext;
import dev.peregrine.CodecFactory;
import dev.peregrine.EnumFallback;
import dev.peregrine.PeregrineException;
import dev.peregrine.Property;
import dev.peregrine.stream.internal.NameTable;
import dev.peregrine.stream.ValueReader.Kind;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import java.lang.annotation.Annotation;
import java.lang.reflect.Field;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import static dev.peregrine.bind.NumericText.describe;
import static dev.peregrine.bind.NumericText.quote;

/**
 * The codec of every enum type, {@code java.time.DayOfWeek} and {@code Month} included.
 *
 * <p>A constant is written as its name, or as the {@link Property#value()} (or Jackson's {@code @JsonProperty})
 * on its field, or as what the enum's Jackson {@code @JsonValue} method returns for it; it is read from that
 * name or any of the {@link Property#aliases()} (or Jackson's {@code @JsonAlias}). A name the enum does not
 * have reads as the constant marked {@link EnumFallback} (or Jackson's {@code @JsonEnumDefaultValue}, which
 * Jackson honours only with {@code READ_UNKNOWN_ENUM_VALUES_USING_DEFAULT_VALUE} on; Peregrine needs no
 * switch: the mark is the choice) if there is one, and is an error otherwise. By default ordinals are not
 * accepted: a number where a constant belongs is an error, because reordering constants would silently
 * change what old documents mean.
 *
 * <p>With {@link BindConfig#enumsAsOrdinals()} (an explicit choice, as positional beans are), or Jackson's
 * {@code @JsonFormat(shape = NUMBER)} on the enum or the property, a constant is
 * written as its ordinal, whatever its {@link Property} name, and an integer reads as the constant with that
 * ordinal. An integer that is no ordinal of the enum is treated as an unknown name is: the fallback if there
 * is one (a newer writer's added constant is the case it is for), an error otherwise. Text still reads by
 * name and alias, so documents written before the option was turned on stay readable.
 */
final class EnumCodecs implements CodecFactory {
  /** Most constant names listed in an error before the list is cut. */
  private static final int LISTED_NAMES = 32;

  @Override
  @SuppressWarnings({"unchecked", "rawtypes"})
  public Codec<?> create(Type type, Set<? extends Annotation> annotations, CodecContext context) {
    if (!(type instanceof Class<?> c) || c == Enum.class || !Enum.class.isAssignableFrom(c)) return null;
    // A constant with a body is an instance of an anonymous subclass, for which isEnum() is false; the
    // codec is that of the enum it belongs to.
    Class<?> e = c;
    while (!e.isEnum()) e = e.getSuperclass();
    JacksonAnnotations.check(e);
    return new EnumCodec(e, JacksonValues.enumAsOrdinals(e, annotations, Binder.config(context).enumsAsOrdinals()));
  }

  // Each enum's codec for map keys, whose names depend on the class alone (keys never use ordinals): one
  // per class, for declared enum keys and for enum constants met as keys of an undeclared type alike.
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static final ClassValue<EnumCodec<?>> KEYS = new ClassValue<>() {
    @Override
    protected EnumCodec<?> computeValue(Class<?> type) {
      return new EnumCodec(type, false);
    }
  };

  /** The codec that names map keys of enum {@code type} ({@link EnumCodec#keyName}, {@link EnumCodec#ofKey}). */
  static EnumCodec<?> forKeys(Class<?> type) {
    return KEYS.get(type);
  }

  /** The name {@code constant} is written as when it is a map key: its written name, as for values. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static String keyName(Enum<?> constant) {
    return ((EnumCodec) forKeys(constant.getDeclaringClass())).keyName(constant);
  }

  static final class EnumCodec<E extends Enum<E>> implements Codec<E> {
    private final Class<E> type;
    private final E[] constants;
    private final String[] written;
    // The written names, then the aliases, each read into the slot of its constant's ordinal: a reader
    // matches the text against it in its own encoding, without building a String.
    private final NameTable names;
    private final E fallback;
    private final String expected;
    private final boolean ordinals;

    EnumCodec(Class<E> type, boolean ordinals) {
      this.type = type;
      this.ordinals = ordinals;
      E[] constants = type.getEnumConstants();
      this.constants = constants;
      this.written = new String[constants.length];
      Map<String, E> byName = new HashMap<>(constants.length * 2);
      List<List<String>> aliases = new ArrayList<>();
      for (int i = 0; i < constants.length; i++) aliases.add(new ArrayList<>());
      E fallback = null;
      String[] jsonValues = JacksonValues.enumValues(type);
      for (Field f : type.getDeclaredFields()) {
        if (!f.isEnumConstant()) continue;
        E constant = Enum.valueOf(type, f.getName());
        Property p = f.getAnnotation(Property.class);
        String jackson = JacksonValues.constantName(f);
        String name = jsonValues != null ? jsonValues[constant.ordinal()]
            : p != null && !p.value().isEmpty() ? p.value() : jackson != null ? jackson : constant.name();
        written[constant.ordinal()] = name;
        add(byName, name, constant);
        if (p != null) {
          for (String alias : p.aliases()) {
            if (add(byName, alias, constant)) aliases.get(constant.ordinal()).add(alias);
          }
        }
        for (String alias : JacksonValues.constantAliases(f)) {
          if (add(byName, alias, constant)) aliases.get(constant.ordinal()).add(alias);
        }
        if (f.isAnnotationPresent(EnumFallback.class) || JacksonValues.defaultConstant(f)) {
          if (fallback != null) {
            throw new PeregrineException("enum " + type.getName() + " marks both " + fallback.name() + " and "
                + constant.name() + " @EnumFallback", null);
          }
          fallback = constant;
        }
      }
      this.fallback = fallback;
      String[][] aliasArrays = new String[constants.length][];
      for (int i = 0; i < constants.length; i++) {
        aliasArrays[i] = aliases.get(i).toArray(new String[0]);
      }
      this.names = new NameTable(written, aliasArrays);
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < written.length && i < LISTED_NAMES; i++) {
        if (i > 0) sb.append(", ");
        sb.append(written[i]);
      }
      if (written.length > LISTED_NAMES) sb.append(", ... (").append(written.length).append(" in all)");
      this.expected = sb.toString();
    }

    /** The name a map key of this constant is written as: its written name (keys stay names with ordinals on). */
    String keyName(E constant) {
      return written[constant.ordinal()];
    }

    /** The constant a map key names, by name or alias, else the fallback; IllegalArgumentException if none. */
    E ofKey(String name) {
      int slot = names.index(name);
      if (slot >= 0) return constants[slot];
      if (fallback != null) return fallback;
      throw new IllegalArgumentException("no constant of enum " + type.getName() + " is named '" + name
          + "'; expected one of " + expected);
    }

    // Whether the name is new (a repeat for the same constant is allowed and ignored).
    private boolean add(Map<String, E> byName, String name, E constant) {
      E previous = byName.putIfAbsent(name, constant);
      if (previous != null && previous != constant) {
        throw new PeregrineException("enum " + type.getName() + ": the name '" + name + "' is used by both "
            + previous.name() + " and " + constant.name(), null);
      }
      return previous == null;
    }

    @Override
    public E read(ValueReader in) {
      int slot = in.readStringIfText(names);
      if (slot >= 0) return constants[slot];
      if (slot == ValueReader.NOT_TEXT) return readOther(in);
      if (fallback != null) return fallback;
      throw in.error("unknown constant " + quote(in.unmatchedString()) + " of enum " + type.getName()
          + "; expected one of " + expected);
    }

    // Not text: an ordinal where they are on, else the error.
    private E readOther(ValueReader in) {
      Kind k = in.peek();
      if (ordinals && k == Kind.NUMBER) return readOrdinal(in);
      throw in.error("expected a constant of enum " + type.getName()
          + (ordinals ? " as a string or an ordinal, found " : " as a string, found ") + describe(k)
          + (k == Kind.NUMBER ? " (ordinals are not accepted)" : ""));
    }

    // readLong takes what an int property takes (an integral float such as 1.0 too) and rejects the rest
    // whether or not there is a fallback: a number that is no integer within long range is no ordinal at
    // all, as a boolean is none, so it is not an unknown constant either.
    private E readOrdinal(ValueReader in) {
      long ordinal = in.readLong();
      if (ordinal >= 0 && ordinal < constants.length) return constants[(int) ordinal];
      if (fallback != null) return fallback;
      throw in.error("ordinal " + ordinal + " is out of range for enum " + type.getName() + ", which has "
          + constants.length + " constants");
    }

    @Override
    public void write(ValueWriter out, E value) {
      if (ordinals) {
        out.value(value.ordinal());
      } else {
        out.value(names, value.ordinal()); // entry i is written[i]: the format may have it pre-encoded
      }
    }
  }
}
