package dev.peregrine;

import dev.peregrine.bind.BindConfig;
import dev.peregrine.bind.Binder;
import dev.peregrine.bind.gen.CodecGenerator;
import dev.peregrine.stream.Limits;
import java.util.Objects;

/**
 * The options that {@link Json.Builder} and {@link Cbor.Builder} share: data binding and input limits,
 * which are the same for every format. Each builder adds its format's own options. Not thread-safe; what
 * it builds is.
 *
 * @param <B> the concrete builder, returned by every option so that calls chain
 */
public abstract class BindingBuilder<B extends BindingBuilder<B>> {
  BindConfig config = BindConfig.DEFAULT;
  Limits limits = Limits.DEFAULT;

  BindingBuilder() {}

  /**
   * The binder for {@code config}, with code generation plugged in when it is on. Only then is the
   * generator's package loaded: the JVM resolves the reference when this line runs, not before.
   */
  static Binder binder(BindConfig config) {
    return new Binder(config, config.codegen() ? CodecGenerator.INSTANCE : null);
  }

  @SuppressWarnings("unchecked")
  private B self() {
    return (B) this;
  }

  /** Writes null properties instead of skipping them (default off, as fastjson2). */
  public B includeNulls(boolean on) {
    config = config.withIncludeNulls(on);
    return self();
  }

  /** Fails on a property the target type does not have (default off: such properties are skipped). */
  public B failOnUnknownProperties(boolean on) {
    config = config.withFailOnUnknownProperties(on);
    return self();
  }

  /**
   * Reads untyped JSON decimals (tree, {@code Object}) as BigDecimal, keeping every digit (default: Double,
   * or BigDecimal for a decimal no double holds: see {@link Json}). CBOR carries the choice in the document:
   * decimal fractions (tag 4) always read as BigDecimal and binary floats as Float or Double, so the option
   * changes nothing there.
   */
  public B bigDecimals(boolean on) {
    config = config.withBigDecimals(on);
    return self();
  }

  /**
   * Writes an object met again (shared or circular) as a reference to its first occurrence and resolves
   * such references on read (default off; then a cycle on write is an error, not a StackOverflowError).
   * JSON writes {@code {"$ref": "<path>"}} as fastjson does; CBOR uses tags 28 and 29.
   */
  public B references(boolean on) {
    config = config.withReferences(on);
    return self();
  }

  /**
   * Generates a codec class per bean type at runtime (default on); off uses reflection only. The system
   * property {@code peregrine.codegen=false} turns the default off. Generated and reflective codecs read
   * and write the same documents; a type that cannot get a generated codec quietly stays reflective.
   */
  public B codegen(boolean on) {
    config = config.withCodegen(on);
    return self();
  }

  /**
   * Reads scalars across kinds (default on, as Jackson and fastjson2 do): a number or boolean target also
   * reads a string holding one ({@code "13"}, {@code "true"}), and a String target also reads a number's or
   * a boolean's text. The rule is the same for every target of a type: properties, creator parameters,
   * elements of collections and of primitive arrays, map values, Optionals. Off, each target reads only its
   * own kind of token, and anything else is an error ("expected an int, found a string"). {@code char},
   * enums, dates and other types written as text read text either way.
   */
  public B coerceScalars(boolean on) {
    config = config.withCoerceScalars(on);
    return self();
  }

  /**
   * Writes a bean value as the type its property, element or map value is declared as, even when the value's
   * class is a subclass or an implementation of it (default off, as Jackson's {@code USE_STATIC_TYPING}).
   * Off, an {@code Event event = new Click()} is written with all of Click's properties, as Jackson and
   * fastjson2 write it; on, with Event's alone. Declared subtypes ({@link #subtype}, sealed types) are
   * written with their type id either way.
   */
  public B staticTyping(boolean on) {
    config = config.withStaticTyping(on);
    return self();
  }

  /**
   * Makes every non-public field a property of its own (default off). Off, as Jackson's users expect, a class's
   * properties are its public getters and setters, its public fields and its members annotated
   * {@link Property}; a non-public field serves the property of its name (as its backing field) but is not a
   * property by itself, unless the class (with its superclasses) has no getter or setter at all. On, every
   * non-static, non-transient field is a property, as in a class without accessors.
   */
  public B privateFields(boolean on) {
    config = config.withPrivateFields(on);
    return self();
  }

  /**
   * Reads an integer {@code Instant}, {@code OffsetDateTime} or {@code ZonedDateTime} as seconds since the epoch,
   * as Jackson does (default off: as milliseconds, as fastjson2 does). A decimal number
   * ({@code 1700000000.123456789}) is seconds with a fraction either way; a {@code Duration}'s integer is always
   * seconds, and {@code Date}, {@code Calendar} and the {@code java.sql} types always read milliseconds.
   */
  public B epochSeconds(boolean on) {
    config = config.withEpochSeconds(on);
    return self();
  }

  /**
   * Writes dates and times as Jackson does by default ({@code WRITE_DATES_AS_TIMESTAMPS}): {@code Instant},
   * {@code OffsetDateTime}, {@code ZonedDateTime} and {@code Duration} as decimal seconds
   * ({@code 1700000000.123456789}), {@code Date}, {@code Calendar}, {@code java.sql.Timestamp} and
   * {@code java.sql.Date} as epoch milliseconds, {@code LocalDate}, {@code LocalDateTime}, {@code LocalTime},
   * {@code OffsetTime} and {@code YearMonth} as arrays of their fields ({@code [2024,1,2]}), {@code Year} as a
   * number. Default off: ISO-8601 text. Every one of these forms is read whichever way this is set; {@code @Format} still wins.
   */
  public B datesAsTimestamps(boolean on) {
    config = config.withDatesAsTimestamps(on);
    return self();
  }

  /**
   * How a property's Java name becomes its name in documents (default {@link Naming#LOWER_CAMEL_CASE}, the Java
   * name as it is): one of {@link Naming}, Jackson's strategies, or a function of the Java name. A name given
   * explicitly ({@code @Property("id")}, {@code @JsonProperty("id")}) is never renamed, and a class that names
   * its own strategy ({@link NamingStrategy}, Jackson's {@code @JsonNaming}) uses that one.
   *
   * <pre>{@code
   * Json json = Json.builder().naming(Naming.SNAKE_CASE).build();   // createdAt <-> "created_at"
   * }</pre>
   */
  public B naming(java.util.function.UnaryOperator<String> strategy) {
    config = config.withNaming(strategy);
    return self();
  }

  /** The default name of the property that carries a subtype's id (default {@code "@type"}). */
  public B typeProperty(String name) {
    config = config.withTypeProperty(name);
    return self();
  }

  /** Declares a subtype of {@code base}; its id is its {@link TypeName} or its simple name. */
  public B subtype(Class<?> base, Class<?> subtype) {
    TypeName n = subtype.getAnnotation(TypeName.class);
    return subtype(base, subtype, n != null ? n.value() : subtype.getSimpleName());
  }

  /** Declares a subtype of {@code base} under the type id {@code id}. */
  public B subtype(Class<?> base, Class<?> subtype, String id) {
    config = config.withSubtype(base, subtype, id);
    return self();
  }

  /** Declares several subtypes of {@code base}, ids as in {@link #subtype(Class, Class)}. */
  public B subtypes(Class<?> base, Class<?>... subtypes) {
    for (Class<?> s : subtypes) subtype(base, s);
    return self();
  }

  /** Uses {@code codec} for exactly {@code type}, before any built-in. */
  public <T> B register(Class<T> type, Codec<T> codec) {
    return register(Binder.exactFactory(type, codec));
  }

  /** Uses {@code codec} for exactly the generic type {@code type}, before any built-in. */
  public <T> B register(TypeRef<T> type, Codec<T> codec) {
    return register(Binder.exactFactory(type.type(), codec));
  }

  /** Adds a codec factory, asked before the built-ins and after factories added earlier. */
  public B register(CodecFactory factory) {
    config = config.withFactory(factory);
    return self();
  }

  /** Replaces all limits at once. */
  public B limits(Limits limits) {
    this.limits = Objects.requireNonNull(limits, "limits");
    return self();
  }

  /** Deepest nesting of arrays and objects accepted on read and written (default 1000). */
  public B maxDepth(int depth) {
    return limits(limits.withMaxDepth(depth));
  }

  /** Longest string value accepted, in bytes (default 20,000,000). */
  public B maxStringLength(int length) {
    return limits(limits.withMaxStringLength(length));
  }

  /** Longest number literal accepted, in characters (default 1,000). */
  public B maxNumberLength(int length) {
    return limits(limits.withMaxNumberLength(length));
  }

  /**
   * Largest magnitude of a number's exponent accepted where a BigInteger or BigDecimal is made (default
   * 100,000): {@code 1e100000} reads as a BigInteger, {@code 1e100001} fails, naming this limit. A double or
   * float target is not bounded by it (beyond their range a number reads as infinity or zero), nor is an
   * untyped decimal read as Double (see {@link dev.peregrine.Json}).
   */
  public B maxNumberExponent(int exponent) {
    return limits(limits.withMaxNumberExponent(exponent));
  }

  /** Longest property name accepted, in bytes (default 50,000). */
  public B maxNameLength(int length) {
    return limits(limits.withMaxNameLength(length));
  }

  /** Largest document accepted, in bytes (default 256 MiB). */
  public B maxDocumentSize(long bytes) {
    return limits(limits.withMaxDocumentSize(bytes));
  }

  /**
   * Most keys of one map that share a {@code hashCode()}, where a map's keys may be any value (CBOR read into
   * the tree; default 64): a bound on hash flooding, see {@link Limits#maxKeysPerHash()}.
   */
  public B maxKeysPerHash(int keys) {
    return limits(limits.withMaxKeysPerHash(keys));
  }
}
