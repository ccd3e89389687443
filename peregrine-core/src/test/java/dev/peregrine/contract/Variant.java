package dev.peregrine.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.peregrine.BindingBuilder;
import dev.peregrine.Json;
import dev.peregrine.PeregrineException;
import dev.peregrine.TypeRef;
import java.lang.reflect.Type;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;

/**
 * One configuration the contract suite runs against: a format, an input mode and an engine (code generation
 * off or on), plus the test's own settings. Tests state documents as JSON text; {@link Format} turns the
 * text into the variant's format and the written document back into text, so one assertion serves JSON,
 * CBOR map mode and CBOR array mode.
 *
 * @param format JSON, CBOR map mode or CBOR array mode
 * @param mode how documents reach the facade
 * @param engine the engine's name, shown in test names
 * @param engineSettings applied to every builder before the test's own settings
 * @param settings the test's own settings, applied after the engine's ({@link #with})
 */
public record Variant(Format format, InputMode mode, String engine, Consumer<BindingBuilder<?>> engineSettings,
    Consumer<BindingBuilder<?>> settings) {

  /** A variant with the engine's settings and no settings of the test's own. */
  public Variant(Format format, InputMode mode, String engine, Consumer<BindingBuilder<?>> engineSettings) {
    this(format, mode, engine, engineSettings, b -> {});
  }

  /** This variant with {@code more} settings applied after the ones it has (any format's shared options). */
  public Variant with(Consumer<BindingBuilder<?>> more) {
    return new Variant(format, mode, engine, engineSettings, settings.andThen(more));
  }

  /** The exception the variant's facade throws for bad input: {@code JsonException} or {@code CborException}. */
  public Class<? extends PeregrineException> error() {
    return format.error();
  }

  private Facade facade() {
    return format.facade(engineSettings.andThen(settings));
  }

  // ---- format-neutral: documents stated as JSON text

  /** Reads the document with the structure of JSON {@code text} as a {@code type}. */
  public <T> T read(String text, Class<T> type) {
    return mode.read(facade(), format.document(text), type);
  }

  /** Reads the document with the structure of JSON {@code text} as a generic type. */
  public <T> T read(String text, TypeRef<T> type) {
    return mode.read(facade(), format.document(text), type.type());
  }

  /** Reads a document of this variant's format as a {@code type}. */
  public <T> T readDocument(byte[] document, Type type) {
    return mode.read(facade(), document, type);
  }

  /** The tree of the document with the structure of JSON {@code text}. */
  public Object parse(String text) {
    return mode.parse(facade(), format.document(text));
  }

  /** The document this mode's output overload writes, in this variant's format. */
  public byte[] writeDocument(Object value) {
    return mode.write(facade(), value);
  }

  /** What this mode's output overload writes, as JSON text (CBOR rendered through Jackson). */
  public String write(Object value) {
    return format.text(writeDocument(value));
  }

  /** {@code value} written and read back as {@code type} through this mode. */
  public <T> T roundTrip(Object value, Class<T> type) {
    Facade f = facade();
    return mode.read(f, mode.write(f, value), type);
  }

  /** {@code value} written and read back as a generic type through this mode. */
  public <T> T roundTrip(Object value, TypeRef<T> type) {
    Facade f = facade();
    return mode.read(f, mode.write(f, value), type.type());
  }

  /** Asserts that {@code value} reads back equal to itself as {@code type}, and returns what was read. */
  public <T> T assertRoundTrip(T value, Class<T> type) {
    T back = roundTrip(value, type);
    assertEquals(value, back, () -> "round trip in " + this);
    return back;
  }

  /**
   * This variant's facade, built once and used by every call on the result: for tests of what one built
   * facade does over many calls, such as being shared between threads or failing and then working again.
   */
  public Built built() {
    return new Built(this, facade());
  }

  /** One built facade of a variant, reached through the variant's mode. */
  public static final class Built {
    private final Variant variant;
    private final Facade facade;

    private Built(Variant variant, Facade facade) {
      this.variant = variant;
      this.facade = facade;
    }

    /** Reads the document with the structure of JSON {@code text} as a {@code type}. */
    public <T> T read(String text, Class<T> type) {
      return variant.mode.read(facade, variant.format.document(text), type);
    }

    /** What this mode's output overload writes, as JSON text. */
    public String write(Object value) {
      return variant.format.text(variant.mode.write(facade, value));
    }

    /** The variant this facade was built from. */
    public Variant variant() {
      return variant;
    }

    /** {@code value} written and read back as {@code type} through the mode, with this one facade. */
    public <T> T roundTrip(Object value, Class<T> type) {
      return variant.mode.read(facade, variant.mode.write(facade, value), type);
    }

    /** {@code value} written and read back as a generic type through the mode, with this one facade. */
    public <T> T roundTrip(Object value, TypeRef<T> type) {
      return variant.mode.read(facade, variant.mode.write(facade, value), type.type());
    }

    @Override
    public String toString() {
      return variant.toString();
    }
  }

  // ---- JSON alone: tests of the JSON facade's own options (pretty) and of a Json built elsewhere

  /** A JSON facade of this engine with the variant's settings. */
  public Json json() {
    return json(UnaryOperator.identity());
  }

  /** A JSON facade of this engine with the test's own JSON settings applied after the variant's. */
  public Json json(UnaryOperator<Json.Builder> jsonSettings) {
    if (format != Format.JSON) throw new IllegalStateException("a JSON facade asked of " + this);
    Json.Builder b = Json.builder();
    engineSettings.andThen(settings).accept(b);
    return jsonSettings.apply(b).build();
  }

  /** Reads {@code text} as a {@code type} through this variant's mode. */
  public <T> T read(Json json, String text, Class<T> type) {
    return mode.read(json, text, type);
  }

  /** Reads {@code text} as a generic type through this variant's mode. */
  public <T> T read(Json json, String text, TypeRef<T> type) {
    return mode.read(json, text, type);
  }

  /** The tree of {@code text}. */
  public Object parse(Json json, String text) {
    return mode.parse(json, text);
  }

  /** The tree of UTF-8 bytes. */
  public Object parse(Json json, byte[] utf8) {
    return mode.parse(json, utf8);
  }

  /** {@code value} written and read back as {@code type} through this mode. */
  public <T> T roundTrip(Json json, Object value, Class<T> type) {
    return mode.roundTrip(json, value, type);
  }

  /** {@code value} written and read back as a generic type through this mode. */
  public <T> T roundTrip(Json json, Object value, TypeRef<T> type) {
    return mode.roundTrip(json, value, type);
  }

  /** The text this mode's output overload writes. */
  public String write(Json json, Object value) {
    return new String(mode.write(Facade.of(json), value), java.nio.charset.StandardCharsets.UTF_8);
  }

  @Override
  public String toString() {
    return format + "/" + mode + "/" + engine;
  }
}
