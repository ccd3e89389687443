package dev.peregrine.bind;

import dev.peregrine.CodecFactory;
import dev.peregrine.Naming;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * The format-neutral binding settings. Immutable: every {@code with...} returns a changed copy.
 *
 * @param includeNulls write null properties (default false, as fastjson2)
 * @param failOnUnknownProperties reject properties the target type does not have (default false)
 * @param bigDecimals untyped decimals (tree, {@code Object}) read as BigDecimal instead of Double
 * @param references write shared and circular objects as {@code {"$ref": path}} and resolve them on read
 * @param typeProperty the default name of the property that carries a subtype's id
 * @param factories user codec factories, asked before the built-ins, first added first asked
 * @param subtypes declared subtypes per base type: id to class, in declaration order
 * @param beansAsArrays write and read beans positionally, as arrays of their property values in model order
 *     (the schema is shared by both ends; a declared subtype's id is the first element)
 * @param enumsAsOrdinals write enum constants as their ordinals and read integers as ordinals (default off:
 *     constants are names, and a number is refused). Documents then depend on the order in which the
 *     constants are declared, so both ends must share the enum classes, as with {@code beansAsArrays}.
 *     The facade offers it on {@code Cbor.Builder} only: JSON stays readable by name
 * @param codegen generate a codec class per bean type at run time (default on, or off with the system
 *     property {@code peregrine.codegen=false}); off binds every bean through reflection only
 * @param coerceScalars read a number or boolean target from a string holding one ({@code "13"}), and a
 *     String target from a number or boolean, the same for every such target: properties, elements of
 *     collections and of primitive arrays, map values (default on); off, each reads only its own token
 * @param staticTyping write a bean value as the property's (element's, map value's) declared type even when
 *     its class is a subclass or an implementation of it (default off: such a value is written by its own
 *     class, with all of its properties, as Jackson does unless {@code MapperFeature.USE_STATIC_TYPING})
 * @param privateFields make every non-public field a property of its own, in classes with getters or setters
 *     too (default off: there, only public fields, getters, setters and {@code @Property} members are
 *     properties, a non-public field joining the property of its name as its backing field)
 * @param epochSeconds read an integer {@code Instant}, {@code OffsetDateTime} or {@code ZonedDateTime} as seconds
 *     since the epoch, as Jackson does (default off: milliseconds, as fastjson2 does). A decimal number is
 *     seconds with a fraction either way, and {@code Date}, {@code Calendar} and the {@code java.sql} types
 *     read integers as milliseconds either way
 * @param datesAsTimestamps write dates and times in Jackson's timestamp forms ({@code WRITE_DATES_AS_TIMESTAMPS}):
 *     instants and durations as decimal seconds, {@code Date} and its kin as epoch milliseconds, local dates and
 *     times as arrays of their fields, a year as a number (default off: ISO-8601 text). Every form is read
 *     either way
 * @param naming how a property's Java name becomes its name in documents, unless the name is given explicitly
 *     or the class names its own strategy (default {@link Naming#LOWER_CAMEL_CASE}: the Java name)
 */
public record BindConfig(
    boolean includeNulls,
    boolean failOnUnknownProperties,
    boolean bigDecimals,
    boolean references,
    String typeProperty,
    List<CodecFactory> factories,
    Map<Class<?>, Map<String, Class<?>>> subtypes,
    boolean beansAsArrays,
    boolean enumsAsOrdinals,
    boolean codegen,
    boolean coerceScalars,
    boolean staticTyping,
    boolean privateFields,
    boolean epochSeconds,
    boolean datesAsTimestamps,
    UnaryOperator<String> naming) {

  /** The defaults. */
  public static final BindConfig DEFAULT = new BindConfig(false, false, false, false, "@type", List.of(), Map.of(),
      false, false, codegenByDefault(), true, false, false, false, false, Naming.LOWER_CAMEL_CASE);

  /** The settings before code generation was a choice; {@code codegen} takes its default. */
  public BindConfig(boolean includeNulls, boolean failOnUnknownProperties, boolean bigDecimals, boolean references,
      String typeProperty, List<CodecFactory> factories, Map<Class<?>, Map<String, Class<?>>> subtypes,
      boolean beansAsArrays) {
    this(includeNulls, failOnUnknownProperties, bigDecimals, references, typeProperty, factories, subtypes,
        beansAsArrays, false, codegenByDefault(), true, false, false, false, false, Naming.LOWER_CAMEL_CASE);
  }

  /** The settings before enum ordinals were a choice; {@code enumsAsOrdinals} is off. */
  public BindConfig(boolean includeNulls, boolean failOnUnknownProperties, boolean bigDecimals, boolean references,
      String typeProperty, List<CodecFactory> factories, Map<Class<?>, Map<String, Class<?>>> subtypes,
      boolean beansAsArrays, boolean codegen) {
    this(includeNulls, failOnUnknownProperties, bigDecimals, references, typeProperty, factories, subtypes,
        beansAsArrays, false, codegen, true, false, false, false, false, Naming.LOWER_CAMEL_CASE);
  }

  /** The settings before scalar coercion was a choice; {@code coerceScalars} is on. */
  public BindConfig(boolean includeNulls, boolean failOnUnknownProperties, boolean bigDecimals, boolean references,
      String typeProperty, List<CodecFactory> factories, Map<Class<?>, Map<String, Class<?>>> subtypes,
      boolean beansAsArrays, boolean enumsAsOrdinals, boolean codegen) {
    this(includeNulls, failOnUnknownProperties, bigDecimals, references, typeProperty, factories, subtypes,
        beansAsArrays, enumsAsOrdinals, codegen, true, false, false, false, false, Naming.LOWER_CAMEL_CASE);
  }

  /** The settings before static typing and private fields were choices; both are off. */
  public BindConfig(boolean includeNulls, boolean failOnUnknownProperties, boolean bigDecimals, boolean references,
      String typeProperty, List<CodecFactory> factories, Map<Class<?>, Map<String, Class<?>>> subtypes,
      boolean beansAsArrays, boolean enumsAsOrdinals, boolean codegen, boolean coerceScalars) {
    this(includeNulls, failOnUnknownProperties, bigDecimals, references, typeProperty, factories, subtypes,
        beansAsArrays, enumsAsOrdinals, codegen, coerceScalars, false, false, false, false, Naming.LOWER_CAMEL_CASE);
  }

  /** The settings before Jackson's forms of dates were a choice; both are off. */
  public BindConfig(boolean includeNulls, boolean failOnUnknownProperties, boolean bigDecimals, boolean references,
      String typeProperty, List<CodecFactory> factories, Map<Class<?>, Map<String, Class<?>>> subtypes,
      boolean beansAsArrays, boolean enumsAsOrdinals, boolean codegen, boolean coerceScalars, boolean staticTyping,
      boolean privateFields) {
    this(includeNulls, failOnUnknownProperties, bigDecimals, references, typeProperty, factories, subtypes,
        beansAsArrays, enumsAsOrdinals, codegen, coerceScalars, staticTyping, privateFields, false, false, Naming.LOWER_CAMEL_CASE);
  }

  /** On unless the system property {@code peregrine.codegen} is {@code false} (to compare both paths). */
  private static boolean codegenByDefault() {
    return !"false".equalsIgnoreCase(System.getProperty("peregrine.codegen"));
  }

  /** The settings before naming strategies were a choice; names are the Java names. */
  public BindConfig(boolean includeNulls, boolean failOnUnknownProperties, boolean bigDecimals, boolean references,
      String typeProperty, List<CodecFactory> factories, Map<Class<?>, Map<String, Class<?>>> subtypes,
      boolean beansAsArrays, boolean enumsAsOrdinals, boolean codegen, boolean coerceScalars, boolean staticTyping,
      boolean privateFields, boolean epochSeconds, boolean datesAsTimestamps) {
    this(includeNulls, failOnUnknownProperties, bigDecimals, references, typeProperty, factories, subtypes,
        beansAsArrays, enumsAsOrdinals, codegen, coerceScalars, staticTyping, privateFields, epochSeconds,
        datesAsTimestamps, Naming.LOWER_CAMEL_CASE);
  }

  /** Copies the collections so that the record stays immutable. */
  public BindConfig {
    java.util.Objects.requireNonNull(naming, "naming");
    factories = List.copyOf(factories);
    Map<Class<?>, Map<String, Class<?>>> copy = new LinkedHashMap<>();
    for (Map.Entry<Class<?>, Map<String, Class<?>>> e : subtypes.entrySet()) {
      copy.put(e.getKey(), Collections.unmodifiableMap(new LinkedHashMap<>(e.getValue())));
    }
    subtypes = Collections.unmodifiableMap(copy);
  }

  public BindConfig withIncludeNulls(boolean on) {
    return new BindConfig(on, failOnUnknownProperties, bigDecimals, references, typeProperty, factories, subtypes, beansAsArrays, enumsAsOrdinals, codegen, coerceScalars, staticTyping, privateFields, epochSeconds, datesAsTimestamps, naming);
  }

  public BindConfig withFailOnUnknownProperties(boolean on) {
    return new BindConfig(includeNulls, on, bigDecimals, references, typeProperty, factories, subtypes, beansAsArrays, enumsAsOrdinals, codegen, coerceScalars, staticTyping, privateFields, epochSeconds, datesAsTimestamps, naming);
  }

  public BindConfig withBigDecimals(boolean on) {
    return new BindConfig(includeNulls, failOnUnknownProperties, on, references, typeProperty, factories, subtypes, beansAsArrays, enumsAsOrdinals, codegen, coerceScalars, staticTyping, privateFields, epochSeconds, datesAsTimestamps, naming);
  }

  public BindConfig withReferences(boolean on) {
    return new BindConfig(includeNulls, failOnUnknownProperties, bigDecimals, on, typeProperty, factories, subtypes, beansAsArrays, enumsAsOrdinals, codegen, coerceScalars, staticTyping, privateFields, epochSeconds, datesAsTimestamps, naming);
  }

  public BindConfig withTypeProperty(String name) {
    if (name == null || name.isEmpty()) throw new IllegalArgumentException("type property name must not be empty");
    return new BindConfig(includeNulls, failOnUnknownProperties, bigDecimals, references, name, factories, subtypes, beansAsArrays, enumsAsOrdinals, codegen, coerceScalars, staticTyping, privateFields, epochSeconds, datesAsTimestamps, naming);
  }

  public BindConfig withBeansAsArrays(boolean on) {
    return new BindConfig(includeNulls, failOnUnknownProperties, bigDecimals, references, typeProperty, factories, subtypes, on, enumsAsOrdinals, codegen, coerceScalars, staticTyping, privateFields, epochSeconds, datesAsTimestamps, naming);
  }

  /**
   * Writes enum constants as their ordinals and reads integers as ordinals, text still by name (off by
   * default). Documents then depend on the declaration order of the constants.
   */
  public BindConfig withEnumsAsOrdinals(boolean on) {
    return new BindConfig(includeNulls, failOnUnknownProperties, bigDecimals, references, typeProperty, factories, subtypes, beansAsArrays, on, codegen, coerceScalars, staticTyping, privateFields, epochSeconds, datesAsTimestamps, naming);
  }

  /** Generates a codec class per bean type at run time (on), or binds beans through reflection only (off). */
  public BindConfig withCodegen(boolean on) {
    return new BindConfig(includeNulls, failOnUnknownProperties, bigDecimals, references, typeProperty, factories, subtypes, beansAsArrays, enumsAsOrdinals, on, coerceScalars, staticTyping, privateFields, epochSeconds, datesAsTimestamps, naming);
  }

  /** Reads scalars across kinds ({@code "13"} for a number, 13 for a String) (on), or each from its own token. */
  public BindConfig withCoerceScalars(boolean on) {
    return new BindConfig(includeNulls, failOnUnknownProperties, bigDecimals, references, typeProperty, factories,
        subtypes, beansAsArrays, enumsAsOrdinals, codegen, on, staticTyping, privateFields, epochSeconds, datesAsTimestamps, naming);
  }

  /**
   * Writes every bean value as its declared type (on), or a value whose class is a subclass or an
   * implementation of a bean's declared type by its own class, with all of its properties (off, the default).
   */
  public BindConfig withStaticTyping(boolean on) {
    return new BindConfig(includeNulls, failOnUnknownProperties, bigDecimals, references, typeProperty, factories,
        subtypes, beansAsArrays, enumsAsOrdinals, codegen, coerceScalars, on, privateFields, epochSeconds, datesAsTimestamps, naming);
  }

  /**
   * Makes every non-public field of a class a property of its own (on), or only the fields of classes that
   * have no getter or setter at all (off, the default); see {@code BeanModel} for the whole rule.
   */
  public BindConfig withPrivateFields(boolean on) {
    return new BindConfig(includeNulls, failOnUnknownProperties, bigDecimals, references, typeProperty, factories,
        subtypes, beansAsArrays, enumsAsOrdinals, codegen, coerceScalars, staticTyping, on, epochSeconds, datesAsTimestamps, naming);
  }

  /**
   * Reads an integer {@code Instant}, {@code OffsetDateTime} or {@code ZonedDateTime} as seconds since the epoch
   * (on, as Jackson), or as milliseconds (off, the default, as fastjson2).
   */
  public BindConfig withEpochSeconds(boolean on) {
    return new BindConfig(includeNulls, failOnUnknownProperties, bigDecimals, references, typeProperty, factories,
        subtypes, beansAsArrays, enumsAsOrdinals, codegen, coerceScalars, staticTyping, privateFields, on,
        datesAsTimestamps, naming);
  }

  /** Writes dates and times in Jackson's timestamp forms (on), or as ISO-8601 text (off, the default). */
  public BindConfig withDatesAsTimestamps(boolean on) {
    return new BindConfig(includeNulls, failOnUnknownProperties, bigDecimals, references, typeProperty, factories,
        subtypes, beansAsArrays, enumsAsOrdinals, codegen, coerceScalars, staticTyping, privateFields, epochSeconds,
        on, naming);
  }

  /** Adds a user factory after the user factories already added. */
  public BindConfig withFactory(CodecFactory factory) {
    List<CodecFactory> list = new ArrayList<>(factories);
    list.add(java.util.Objects.requireNonNull(factory, "factory"));
    return new BindConfig(includeNulls, failOnUnknownProperties, bigDecimals, references, typeProperty, list, subtypes, beansAsArrays, enumsAsOrdinals, codegen, coerceScalars, staticTyping, privateFields, epochSeconds, datesAsTimestamps, naming);
  }

  /** Declares {@code subtype} of {@code base} under the type id {@code id}. */
  public BindConfig withSubtype(Class<?> base, Class<?> subtype, String id) {
    // The base itself may be named, to give its own instances an id of choice (a concrete base is a member
    // of its family under its simple name anyway).
    boolean concreteBase = base == subtype && !base.isInterface() && !java.lang.reflect.Modifier.isAbstract(base.getModifiers());
    if (!base.isAssignableFrom(subtype) || base == subtype && !concreteBase) {
      throw new IllegalArgumentException(subtype.getName() + " is not a subtype of " + base.getName());
    }
    Map<Class<?>, Map<String, Class<?>>> copy = new LinkedHashMap<>(subtypes);
    Map<String, Class<?>> ids = new LinkedHashMap<>(copy.getOrDefault(base, Map.of()));
    Class<?> previous = ids.putIfAbsent(id, subtype);
    if (previous != null && previous != subtype) {
      throw new IllegalArgumentException("type id '" + id + "' of " + base.getName() + " is taken by " + previous.getName());
    }
    copy.put(base, ids);
    return new BindConfig(includeNulls, failOnUnknownProperties, bigDecimals, references, typeProperty, factories, copy, beansAsArrays, enumsAsOrdinals, codegen, coerceScalars, staticTyping, privateFields, epochSeconds, datesAsTimestamps, naming);
  }

  /**
   * Names properties by {@code strategy} ({@link Naming}, or any function of the Java name), except names
   * given explicitly and the properties of classes that name their own strategy.
   */
  public BindConfig withNaming(UnaryOperator<String> strategy) {
    return new BindConfig(includeNulls, failOnUnknownProperties, bigDecimals, references, typeProperty, factories,
        subtypes, beansAsArrays, enumsAsOrdinals, codegen, coerceScalars, staticTyping, privateFields, epochSeconds,
        datesAsTimestamps, java.util.Objects.requireNonNull(strategy, "strategy"));
  }
}
