package dev.peregrine;

import dev.peregrine.bind.BindConfig;
import dev.peregrine.bind.Binder;
import dev.peregrine.bind.Codec;
import dev.peregrine.bind.CodecFactory;
import dev.peregrine.bind.Limits;
import dev.peregrine.internal.InputStreams;
import dev.peregrine.json.JsonFormat;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * JSON (RFC 8259) reading and writing, with data binding. Immutable and thread-safe: build one and share it.
 *
 * <pre>{@code
 * Json json = Json.create();
 * byte[] utf8 = json.writeBytes(media);                       // bean, record, collection or tree
 * MediaContent back = json.read(utf8, MediaContent.class);
 * List<Image> images = json.read(text, new TypeRef<List<Image>>() {});
 * Map<String, Object> tree = (Map<String, Object>) json.parse(text);
 *
 * Json pretty = Json.builder().pretty(true).includeNulls(true).build();
 * }</pre>
 *
 * <p>Untyped values (the tree, or properties declared as {@code Object}) are read as: objects to a
 * {@link dev.peregrine.tree.JsonObject} (a {@code Map} in document order), arrays to a
 * {@link dev.peregrine.tree.JsonArray} (a {@code List}), integers to the smallest of Integer, Long and
 * BigInteger that holds them, other numbers to Double (or BigDecimal when configured), strings, Boolean and
 * null. Every malformed document raises {@link JsonException} with its offset, line, column and path.
 */
public final class Json {
  private final Binder binder;
  private final Limits limits;
  private final boolean pretty;

  private Json(Builder b) {
    this.binder = new Binder(b.config);
    this.limits = b.limits;
    this.pretty = b.pretty;
  }

  /** A Json with the defaults: compact output, nulls skipped, unknown properties ignored, safe limits. */
  public static Json create() {
    return DEFAULT;
  }

  private static final Json DEFAULT = new Builder().build();

  /** A builder starting from the defaults. */
  public static Builder builder() {
    return new Builder();
  }

  /** The value as JSON text. */
  public String write(Object value) {
    return JsonFormat.writeString(binder, value, pretty, limits);
  }

  /** The value as UTF-8 JSON. */
  public byte[] writeBytes(Object value) {
    return JsonFormat.writeBytes(binder, value, pretty, limits);
  }

  /** Writes the value as UTF-8 JSON to {@code out}, which is left open. */
  public void write(Object value, OutputStream out) {
    Objects.requireNonNull(out, "out");
    byte[] bytes = writeBytes(value);
    try {
      out.write(bytes);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Reads a value of {@code type} from JSON text. */
  public <T> T read(String json, Class<T> type) {
    return cast(type, readValue(utf8(json), type));
  }

  /** Reads a value of {@code type} from UTF-8 JSON. The array is not modified. */
  public <T> T read(byte[] json, Class<T> type) {
    return cast(type, readValue(Objects.requireNonNull(json, "json"), type));
  }

  /** Reads a value of {@code type} from a stream of UTF-8 JSON, to its end. The stream is left open. */
  public <T> T read(InputStream json, Class<T> type) {
    return cast(type, readValue(InputStreams.readAll(json, limits.maxDocumentSize(), JsonFormat.ERRORS), type));
  }

  /** Reads a value of a generic type from JSON text. */
  @SuppressWarnings("unchecked")
  public <T> T read(String json, TypeRef<T> type) {
    return (T) readValue(utf8(json), type.type());
  }

  /** Reads a value of a generic type from UTF-8 JSON. The array is not modified. */
  @SuppressWarnings("unchecked")
  public <T> T read(byte[] json, TypeRef<T> type) {
    return (T) readValue(Objects.requireNonNull(json, "json"), type.type());
  }

  /** Reads a value of a generic type from a stream of UTF-8 JSON, to its end. The stream is left open. */
  @SuppressWarnings("unchecked")
  public <T> T read(InputStream json, TypeRef<T> type) {
    return (T) readValue(InputStreams.readAll(json, limits.maxDocumentSize(), JsonFormat.ERRORS), type.type());
  }

  /** The tree of a JSON text. */
  public Object parse(String json) {
    return readValue(utf8(json), Object.class);
  }

  /** The tree of a UTF-8 JSON document. The array is not modified. */
  public Object parse(byte[] json) {
    return readValue(Objects.requireNonNull(json, "json"), Object.class);
  }

  /** The tree of a stream of UTF-8 JSON, read to its end. The stream is left open. */
  public Object parse(InputStream json) {
    return readValue(InputStreams.readAll(json, limits.maxDocumentSize(), JsonFormat.ERRORS), Object.class);
  }

  private Object readValue(byte[] utf8, Type type) {
    return JsonFormat.read(binder, utf8, utf8.length, type, limits);
  }

  // String input reaches the byte[] parser through the JDK's intrinsic encoder: one parser, not two. The
  // encoder replaces a lone surrogate with '?'; rather than let input change silently, such text is
  // rejected. Only text with non-ASCII characters (its UTF-8 is longer than its chars) can hold one.
  private static byte[] utf8(String json) {
    byte[] bytes = Objects.requireNonNull(json, "json").getBytes(StandardCharsets.UTF_8);
    if (bytes.length != json.length()) rejectLoneSurrogates(json);
    return bytes;
  }

  private static void rejectLoneSurrogates(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (!Character.isSurrogate(c)) continue;
      if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
        i++;
        continue;
      }
      String before = s.substring(0, i);
      long line = before.chars().filter(ch -> ch == '\n').count() + 1;
      int lineStart = before.lastIndexOf('\n') + 1;
      long offset = before.getBytes(StandardCharsets.UTF_8).length;
      long column = offset - before.substring(0, lineStart).getBytes(StandardCharsets.UTF_8).length + 1;
      throw new JsonException("lone surrogate U+" + Integer.toHexString(c).toUpperCase()
          + " in the text: it has no UTF-8 form", offset, line, column, null);
    }
  }

  @SuppressWarnings("unchecked")
  private static <T> T cast(Class<T> type, Object value) {
    return type.isPrimitive() ? (T) value : type.cast(value);
  }

  /** Configures a {@link Json}. Not thread-safe; the {@code Json} it builds is. */
  public static final class Builder {
    private BindConfig config = BindConfig.DEFAULT;
    private Limits limits = Limits.DEFAULT;
    private boolean pretty;

    private Builder() {}

    /** Indents output with two spaces, one property or element per line (default off). */
    public Builder pretty(boolean on) {
      this.pretty = on;
      return this;
    }

    /** Writes null properties instead of skipping them (default off, as fastjson2). */
    public Builder includeNulls(boolean on) {
      config = config.withIncludeNulls(on);
      return this;
    }

    /** Fails on a property the target type does not have (default off: such properties are skipped). */
    public Builder failOnUnknownProperties(boolean on) {
      config = config.withFailOnUnknownProperties(on);
      return this;
    }

    /** Reads untyped decimals (tree, {@code Object}) as BigDecimal, keeping every digit (default: Double). */
    public Builder bigDecimals(boolean on) {
      config = config.withBigDecimals(on);
      return this;
    }

    /**
     * Writes an object met again (shared or circular) as {@code {"$ref": "<path>"}} and resolves such
     * references on read, as fastjson does (default off; then a cycle on write is a {@link JsonException}).
     */
    public Builder references(boolean on) {
      config = config.withReferences(on);
      return this;
    }

    /** The default name of the property that carries a subtype's id (default {@code "@type"}). */
    public Builder typeProperty(String name) {
      config = config.withTypeProperty(name);
      return this;
    }

    /** Declares a subtype of {@code base}; its id is its {@link TypeName} or its simple name. */
    public Builder subtype(Class<?> base, Class<?> subtype) {
      TypeName n = subtype.getAnnotation(TypeName.class);
      return subtype(base, subtype, n != null ? n.value() : subtype.getSimpleName());
    }

    /** Declares a subtype of {@code base} under the type id {@code id}. */
    public Builder subtype(Class<?> base, Class<?> subtype, String id) {
      config = config.withSubtype(base, subtype, id);
      return this;
    }

    /** Declares several subtypes of {@code base}, ids as in {@link #subtype(Class, Class)}. */
    public Builder subtypes(Class<?> base, Class<?>... subtypes) {
      for (Class<?> s : subtypes) subtype(base, s);
      return this;
    }

    /** Uses {@code codec} for exactly {@code type}, before any built-in. */
    public <T> Builder register(Class<T> type, Codec<T> codec) {
      return register(Binder.exactFactory(type, codec));
    }

    /** Uses {@code codec} for exactly the generic type {@code type}, before any built-in. */
    public <T> Builder register(TypeRef<T> type, Codec<T> codec) {
      return register(Binder.exactFactory(type.type(), codec));
    }

    /** Adds a codec factory, asked before the built-ins and after factories added earlier. */
    public Builder register(CodecFactory factory) {
      config = config.withFactory(factory);
      return this;
    }

    /** Replaces all limits at once. */
    public Builder limits(Limits limits) {
      this.limits = Objects.requireNonNull(limits, "limits");
      return this;
    }

    /** Deepest nesting of arrays and objects accepted on read and written (default 1000). */
    public Builder maxDepth(int depth) {
      Limits l = limits;
      return limits(new Limits(depth, l.maxStringLength(), l.maxNumberLength(), l.maxNameLength(), l.maxDocumentSize()));
    }

    /** Longest string value accepted, in bytes (default 20,000,000). */
    public Builder maxStringLength(int length) {
      Limits l = limits;
      return limits(new Limits(l.maxDepth(), length, l.maxNumberLength(), l.maxNameLength(), l.maxDocumentSize()));
    }

    /** Longest number literal accepted, in characters (default 1,000). */
    public Builder maxNumberLength(int length) {
      Limits l = limits;
      return limits(new Limits(l.maxDepth(), l.maxStringLength(), length, l.maxNameLength(), l.maxDocumentSize()));
    }

    /** Longest property name accepted, in bytes (default 50,000). */
    public Builder maxNameLength(int length) {
      Limits l = limits;
      return limits(new Limits(l.maxDepth(), l.maxStringLength(), l.maxNumberLength(), length, l.maxDocumentSize()));
    }

    /** Largest document accepted, in bytes (default 256 MiB). */
    public Builder maxDocumentSize(long bytes) {
      Limits l = limits;
      return limits(new Limits(l.maxDepth(), l.maxStringLength(), l.maxNumberLength(), l.maxNameLength(), bytes));
    }

    /** The configured, immutable {@link Json}. */
    public Json build() {
      return new Json(this);
    }
  }
}
