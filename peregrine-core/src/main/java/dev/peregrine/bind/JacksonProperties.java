package dev.peregrine.bind;

import dev.peregrine.Codec;
import dev.peregrine.Naming;
import dev.peregrine.NamingStrategy;
import dev.peregrine.PeregrineException;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Array;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Date;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * What Jackson's property annotations say about a class and its members, read by name
 * ({@link JacksonAnnotations#find}) when a bean's model is built, never per value. {@link BeanModel} maps
 * each onto the machinery Peregrine's own annotations use: names and aliases onto a property's names,
 * ignorals and access onto its getter and setter, {@code @JsonInclude} onto its null inclusion plus a
 * {@link PropertyCodec} that writes empty or default values as absent, {@code @JsonSetter(nulls)} onto a
 * {@link PropertyCodec} that reads a null as the annotation says.
 */
final class JacksonProperties {
  private JacksonProperties() {}

  /**
   * Jackson's annotation {@code simpleName} on {@code e} or, for a method, on the nearest method it overrides
   * (Jackson merges the annotations of overridden methods: an {@code @JsonIgnore} on a superclass's getter
   * hides the property of a subclass that overrides the getter without repeating it; see
   * {@link InheritedAnnotations}, which Peregrine's own annotations go through too).
   */
  static Annotation find(AnnotatedElement e, String simpleName) {
    return InheritedAnnotations.findJackson(e, simpleName);
  }

  /** Jackson's annotation on any of {@code parts} (nulls allowed), the first found. */
  static Annotation find(AnnotatedElement[] parts, String simpleName) {
    for (AnnotatedElement p : parts) {
      Annotation a = find(p, simpleName);
      if (a != null) return a;
    }
    return null;
  }

  /** The name {@code @JsonProperty}, {@code @JsonGetter} or {@code @JsonSetter} gives, or null when none or empty. */
  static String explicitName(AnnotatedElement e) {
    for (String n : NAMING) {
      Annotation a = find(e, n);
      if (a != null && !((String) JacksonAnnotations.attribute(a, "value")).isEmpty()) {
        return (String) JacksonAnnotations.attribute(a, "value");
      }
    }
    return null;
  }

  private static final String[] NAMING = {"JsonProperty", "JsonGetter", "JsonSetter"};

  /**
   * Whether {@code e} is made a property by a Jackson annotation whatever its visibility: the naming ones
   * (with or without a name), and those from which Jackson infers a property ({@code @JsonFormat},
   * {@code @JsonUnwrapped}, {@code @JsonRawValue}).
   */
  static boolean marksProperty(AnnotatedElement e) {
    for (String n : NAMING) if (find(e, n) != null) return true;
    return find(e, "JsonFormat") != null || find(e, "JsonUnwrapped") != null || find(e, "JsonRawValue") != null;
  }

  /** Whether {@code e} carries a naming annotation: Jackson keeps such an accessor when others are ignored. */
  static boolean explicit(AnnotatedElement e) {
    for (String n : NAMING) if (find(e, n) != null) return true;
    return false;
  }

  /** True for {@code @JsonIgnore}, false for {@code @JsonIgnore(false)} or none. */
  static boolean ignored(AnnotatedElement e) {
    Annotation a = find(e, "JsonIgnore");
    return a != null && (Boolean) JacksonAnnotations.attribute(a, "value");
  }

  /** {@code @JsonProperty}'s access ({@code READ_ONLY}, {@code WRITE_ONLY}...) on any of the parts, or null. */
  static String access(AnnotatedElement[] parts) {
    for (AnnotatedElement p : parts) {
      Annotation a = find(p, "JsonProperty");
      if (a != null) {
        String access = (String) JacksonAnnotations.attribute(a, "access");
        if (!access.equals("AUTO")) return access;
      }
    }
    return null;
  }

  /** Whether {@code @JsonProperty(required = true)} is on any of the parts. */
  static boolean required(AnnotatedElement[] parts) {
    for (AnnotatedElement p : parts) {
      Annotation a = find(p, "JsonProperty");
      if (a != null && (Boolean) JacksonAnnotations.attribute(a, "required")) return true;
    }
    return false;
  }

  /** {@code @JsonProperty(index)} on any of the parts, or {@code Integer.MAX_VALUE}. */
  static int index(AnnotatedElement[] parts) {
    for (AnnotatedElement p : parts) {
      Annotation a = find(p, "JsonProperty");
      if (a != null && (Integer) JacksonAnnotations.attribute(a, "index") >= 0) {
        return (Integer) JacksonAnnotations.attribute(a, "index");
      }
    }
    return Integer.MAX_VALUE;
  }

  /** The {@code @JsonAlias} names on any of the parts, after {@code aliases}. */
  static String[] aliases(AnnotatedElement[] parts, String[] aliases) {
    Annotation a = find(parts, "JsonAlias");
    if (a == null) return aliases;
    Set<String> all = new LinkedHashSet<>(Arrays.asList(aliases));
    all.addAll(Arrays.asList((String[]) JacksonAnnotations.attribute(a, "value")));
    return all.toArray(new String[0]);
  }

  /** Whether a property of this class is left out: its class carries {@code @JsonIgnoreType}. */
  static boolean ignoredType(Class<?> type) {
    Annotation a = JacksonAnnotations.find(type, "JsonIgnoreType");
    return a != null && (Boolean) JacksonAnnotations.attribute(a, "value");
  }

  /** Jackson's annotation on {@code type} or its nearest superclass that has it (class annotations are inherited). */
  static Annotation onClass(Class<?> type, String simpleName) {
    for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
      Annotation a = JacksonAnnotations.find(c, simpleName);
      if (a != null) return a;
    }
    return null;
  }

  // ---- naming strategies

  /**
   * The naming strategy of {@code type}'s properties: its {@link NamingStrategy} or {@code @JsonNaming} (or
   * a superclass's), else the configuration's.
   */
  static UnaryOperator<String> naming(Class<?> type, BindConfig config) {
    for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
      NamingStrategy own = c.getAnnotation(NamingStrategy.class);
      if (own != null) return own.value();
      Annotation jackson = JacksonAnnotations.find(c, "JsonNaming");
      if (jackson != null) return jacksonStrategy(c, (Class<?>) JacksonAnnotations.attribute(jackson, "value"));
    }
    return config.naming();
  }

  /** Jackson's strategy classes by their name inside databind's package (Jackson 2's or 3's). */
  private static final Map<String, Naming> JACKSON_STRATEGIES = Map.ofEntries(
      Map.entry("PropertyNamingStrategy", Naming.LOWER_CAMEL_CASE),
      Map.entry("PropertyNamingStrategies$LowerCamelCaseStrategy", Naming.LOWER_CAMEL_CASE),
      Map.entry("PropertyNamingStrategies$SnakeCaseStrategy", Naming.SNAKE_CASE),
      Map.entry("PropertyNamingStrategies$UpperSnakeCaseStrategy", Naming.SCREAMING_SNAKE_CASE),
      Map.entry("PropertyNamingStrategies$UpperCamelCaseStrategy", Naming.UPPER_CAMEL_CASE),
      Map.entry("PropertyNamingStrategies$KebabCaseStrategy", Naming.KEBAB_CASE),
      Map.entry("PropertyNamingStrategies$LowerDotCaseStrategy", Naming.LOWER_DOT_CASE),
      Map.entry("PropertyNamingStrategies$LowerCaseStrategy", Naming.LOWER_CASE),
      // Jackson 2's older, deprecated spellings of the same strategies.
      Map.entry("PropertyNamingStrategy$SnakeCaseStrategy", Naming.SNAKE_CASE),
      Map.entry("PropertyNamingStrategy$LowerCaseWithUnderscoresStrategy", Naming.SNAKE_CASE),
      Map.entry("PropertyNamingStrategy$UpperCamelCaseStrategy", Naming.UPPER_CAMEL_CASE),
      Map.entry("PropertyNamingStrategy$PascalCaseStrategy", Naming.UPPER_CAMEL_CASE),
      Map.entry("PropertyNamingStrategy$KebabCaseStrategy", Naming.KEBAB_CASE),
      Map.entry("PropertyNamingStrategy$LowerDotCaseStrategy", Naming.LOWER_DOT_CASE),
      Map.entry("PropertyNamingStrategy$LowerCaseStrategy", Naming.LOWER_CASE));

  private static Naming jacksonStrategy(Class<?> owner, Class<?> strategy) {
    String name = strategy.getName();
    for (String pkg : new String[] {"com.fasterxml.jackson.databind.", "tools.jackson.databind."}) {
      if (name.startsWith(pkg)) {
        Naming n = JACKSON_STRATEGIES.get(name.substring(pkg.length()));
        if (n != null) return n;
      }
    }
    throw new PeregrineException("@JsonNaming on " + owner.getName() + " names " + name + ", which is not one of "
        + "Jackson's own strategies, and Peregrine cannot run a Jackson strategy class: use "
        + "@dev.peregrine.NamingStrategy, or the builder's naming(function) with the same translation", null);
  }

  // ---- inclusion and nulls

  /** {@code @JsonInclude}'s value on {@code e} ({@code NON_NULL}...), null when none or USE_DEFAULTS; refuses what is not honoured. */
  static String inclusion(AnnotatedElement e, String where) {
    Annotation a = e instanceof Class<?> c ? onClass(c, "JsonInclude") : find(e, "JsonInclude");
    if (a == null) return null;
    String value = (String) JacksonAnnotations.attribute(a, "value");
    String content = (String) JacksonAnnotations.attribute(a, "content");
    if (value.equals("CUSTOM") || !content.equals("ALWAYS") && !content.equals("USE_DEFAULTS")) {
      throw new PeregrineException("@JsonInclude on " + where + " is not supported: Peregrine honours its value "
          + "NON_NULL, NON_ABSENT, NON_EMPTY, NON_DEFAULT or ALWAYS, not CUSTOM filters nor the inclusion of a "
          + "map's or container's content", null);
    }
    return value.equals("USE_DEFAULTS") ? null : value;
  }

  /** {@code @JsonSetter(nulls)} on any of the parts ({@code SKIP}, {@code FAIL}, {@code AS_EMPTY}), or null. */
  static String nulls(AnnotatedElement[] parts, String where) {
    Annotation a = find(parts, "JsonSetter");
    if (a == null) return null;
    String nulls = (String) JacksonAnnotations.attribute(a, "nulls");
    if (!JacksonAnnotations.attribute(a, "contentNulls").equals("DEFAULT")) {
      throw new PeregrineException("@JsonSetter(contentNulls) on " + where + " is not supported: Peregrine reads "
          + "the nulls of a container's elements as nulls; use nulls = ... for the property itself", null);
    }
    return nulls.equals("DEFAULT") || nulls.equals("SET") ? null : nulls;
  }

  /** The value {@code @JsonInclude(NON_DEFAULT)} on a property leaves out, as Jackson's BeanUtil.getDefaultValue. */
  static Object typeDefault(Class<?> raw) {
    Class<?> primitive = raw.isPrimitive() ? raw : java.lang.invoke.MethodType.methodType(raw).unwrap().returnType();
    if (primitive.isPrimitive() && primitive != void.class) return BeanModel.defaultOf(primitive);
    if (raw == String.class) return "";
    if (Date.class.isAssignableFrom(raw)) return new Date(0L);
    return null;
  }

  /** Whether Jackson's NON_EMPTY leaves {@code v} out: an empty string, collection, map, array or Optional. */
  static boolean isEmpty(Object v) {
    return v instanceof String s && s.isEmpty() || v instanceof Collection<?> c && c.isEmpty()
        || v instanceof Map<?, ?> m && m.isEmpty() || v.getClass().isArray() && Array.getLength(v) == 0
        || v instanceof Optional<?> o && o.isEmpty() || v instanceof OptionalInt i && i.isEmpty()
        || v instanceof OptionalLong l && l.isEmpty() || v instanceof OptionalDouble d && d.isEmpty();
  }

  /**
   * A property's codec as its Jackson annotations make it: on write, which values count as absent (skipped as
   * nulls are, through {@link NullableCodec#writesNull}, so that generated codecs honour it too); on read,
   * what a null becomes ({@link NullableCodec#readNull}). Built once per property, when its bean's codec is.
   */
  static final class PropertyCodec implements NullableCodec<Object> {
    /** Which values are written as absent. */
    enum Omit { NONE, EMPTY, DEFAULT, NOT_PRESENT }

    private final Codec<Object> inner;
    private final Omit omit;
    private final Object defaultValue; // for DEFAULT: the value left out (compared with equals), or null
    private final String nulls; // FAIL, AS_EMPTY, or null: as the inner codec reads a null
    private final Class<?> raw;
    private final String name;

    PropertyCodec(Codec<Object> inner, Omit omit, Object defaultValue, String nulls, Class<?> raw, String name) {
      this.inner = inner;
      this.omit = omit;
      this.defaultValue = defaultValue;
      this.nulls = nulls;
      this.raw = raw;
      this.name = name;
      if ("AS_EMPTY".equals(nulls)) empty(); // refused when the codec is built, not at the first null
    }

    @Override
    public Object read(ValueReader in) {
      return inner.read(in);
    }

    @Override
    public void write(ValueWriter out, Object value) {
      inner.write(out, value);
    }

    @Override
    public Object readNull() {
      if ("FAIL".equals(nulls)) {
        throw new PeregrineException("null is not accepted for " + name + " (@JsonSetter(nulls = FAIL))", null);
      }
      if ("AS_EMPTY".equals(nulls)) return empty();
      return inner instanceof NullableCodec<Object> n ? n.readNull() : null;
    }

    @Override
    public boolean writesNull(Object value) {
      switch (omit) {
        case EMPTY:
          if (isEmpty(value)) return true;
          break;
        case DEFAULT:
          if (defaultValue == null ? isEmpty(value) : equal(defaultValue, value)) return true;
          break;
        case NOT_PRESENT:
          return false; // NON_NULL: an empty Optional is written, as null
        default:
          break;
      }
      return inner instanceof NullableCodec<Object> n && n.writesNull(value);
    }

    private static boolean equal(Object a, Object b) {
      if (a.getClass().isArray() && b.getClass().isArray()) return Arrays.deepEquals(new Object[] {a}, new Object[] {b});
      return a.equals(b);
    }

    /** A new empty value of the property's type, for {@code AS_EMPTY}: Jackson's empty value of each kind. */
    private Object empty() {
      if (raw == String.class) return "";
      if (raw.isArray()) return Array.newInstance(raw.getComponentType(), 0);
      if (raw == Optional.class) return Optional.empty();
      if (raw == OptionalInt.class) return OptionalInt.empty();
      if (raw == OptionalLong.class) return OptionalLong.empty();
      if (raw == OptionalDouble.class) return OptionalDouble.empty();
      if (raw.isInterface() || Modifier.isAbstract(raw.getModifiers())) {
        if (raw.isAssignableFrom(ArrayList.class)) return new ArrayList<>();
        if (raw.isAssignableFrom(java.util.LinkedHashSet.class)) return new java.util.LinkedHashSet<>();
        if (raw.isAssignableFrom(java.util.TreeSet.class)) return new java.util.TreeSet<>();
        if (raw.isAssignableFrom(java.util.LinkedHashMap.class)) return new java.util.LinkedHashMap<>();
        if (raw.isAssignableFrom(java.util.TreeMap.class)) return new java.util.TreeMap<>();
      } else if (Collection.class.isAssignableFrom(raw) || Map.class.isAssignableFrom(raw)) {
        try {
          return raw.getConstructor().newInstance();
        } catch (ReflectiveOperationException | RuntimeException e) {
          // refused below
        }
      }
      throw new PeregrineException("@JsonSetter(nulls = AS_EMPTY) on " + name + " is not supported for a "
          + raw.getName() + ": Peregrine has an empty value for strings, arrays, collections, maps and Optionals",
          null);
    }
  }

  /** The names listed by an annotation's {@code value}, as a list. */
  static List<String> names(Annotation a) {
    return a == null ? List.of() : Arrays.asList((String[]) JacksonAnnotations.attribute(a, "value"));
  }
}
