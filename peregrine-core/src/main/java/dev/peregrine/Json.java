package dev.peregrine;

import dev.peregrine.bind.Binder;
import dev.peregrine.internal.InputStreams;
import dev.peregrine.internal.Utf8;
import dev.peregrine.json.JsonFormat;
import dev.peregrine.json.JsonSequenceFramer;
import dev.peregrine.json.JsonStreamReader;
import dev.peregrine.json.Utf8JsonReader;
import dev.peregrine.stream.Limits;
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
 * BigInteger that holds them, other numbers to Double, strings, Boolean and null. A decimal that no double
 * holds reads as the exact BigDecimal instead: one beyond the double range ({@code 1e400}, where a Double
 * would be infinity) and one so small that it would round to zero ({@code 1e-400}); {@code 0.0} and
 * {@code -0e5} stay Double. Past the exponent limit ({@link Builder#maxNumberExponent(int)}, 100,000 by
 * default) such a decimal reads as the Double it rounds to, as Jackson reads it: {@code 4E-2147483674} as
 * 0.0 (-0.0 when negative), {@code 1e99999999999} as Infinity, which reads back into a double but which JSON
 * cannot write (writing it fails; CBOR writes it). With {@link Builder#bigDecimals(boolean)} every decimal
 * reads as BigDecimal, and one with an exponent past the limit fails, naming the limit. Typed reads keep
 * their ranges: a number past a long's range is an error for a long, one past the exponent limit for a
 * BigInteger or BigDecimal, and a double or float reads the correctly rounded value (infinity or zero
 * beyond its range). Every malformed document raises {@link JsonException} with its offset, line, column
 * and path.
 */
public final class Json {
  private final Binder binder;
  // The binder's root writer, as the JSON format takes it: the one place where the format meets binding.
  private final Codec<Object> root;
  private final Limits limits;
  private final boolean pretty;

  private Json(Builder b) {
    this.binder = BindingBuilder.binder(b.config);
    this.root = new RootWriter(binder);
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
    return JsonFormat.writeString(root, value, pretty, limits);
  }

  /** The value as UTF-8 JSON. */
  public byte[] writeBytes(Object value) {
    return JsonFormat.writeBytes(root, value, pretty, limits);
  }

  /**
   * Writes the value as UTF-8 JSON to {@code out}, which is left open, as it goes: through a buffer of a
   * few kilobytes that is written to the stream whenever it fills, so memory holds the buffer (or the
   * largest single string), not the document. If the value fails to write half-way, what was written
   * before stays in the stream; an {@code IOException} surfaces as an {@code UncheckedIOException}.
   */
  public void write(Object value, OutputStream out) {
    Objects.requireNonNull(out, "out");
    try {
      JsonFormat.write(root, value, pretty, limits, out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The elements of a JSON sequence in {@code in}, bound to {@code type} one at a time as the stream is
   * consumed: the elements of a top-level array when the stream starts with {@code [}, else consecutive
   * top-level values (JSON Lines, concatenated JSON). Memory holds one element and a read-ahead buffer, not
   * the stream. Close the {@code Stream} (try-with-resources) to release its buffer; {@code in} is left
   * open. A malformed element fails at that element, with its index in the path ({@code $[1234567].name})
   * and its place in the stream, after the elements before it were delivered; an {@code IOException}
   * surfaces as an {@code UncheckedIOException}. The document-size limit applies to each element.
   *
   * <pre>{@code
   * try (Stream<Order> orders = json.readSequence(in, Order.class)) {
   *   orders.filter(Order::paid).forEach(ledger::add);
   * }
   * }</pre>
   */
  public <T> java.util.stream.Stream<T> readSequence(InputStream in, Class<T> type) {
    return Sequences.json(binder, limits, in, Objects.requireNonNull(type, "type"));
  }

  /** {@link #readSequence(InputStream, Class)} for a generic element type. */
  public <T> java.util.stream.Stream<T> readSequence(InputStream in, TypeRef<T> type) {
    return Sequences.json(binder, limits, in, type.type());
  }

  /**
   * A writer of a JSON array to {@code out}, one element at a time: {@code close()} ends the array and
   * flushes; {@code out} is left open. Pretty output indents the elements inside the array.
   */
  public SequenceWriter writeSequence(OutputStream out) {
    byte[] open = pretty ? "[\n  ".getBytes(StandardCharsets.US_ASCII) : new byte[] {'['};
    byte[] separator = pretty ? ",\n  ".getBytes(StandardCharsets.US_ASCII) : new byte[] {','};
    byte[] close = pretty ? new byte[] {'\n', ']'} : new byte[] {']'};
    return new SequenceWriter(out, this::writeBytes, open, separator, close, new byte[] {'[', ']'}, pretty);
  }

  /**
   * A writer of JSON Lines to {@code out}: each element compact, on a line of its own ending with a line
   * feed, whatever {@code pretty} says; {@code out} is left open.
   */
  public SequenceWriter writeLines(OutputStream out) {
    byte[] newline = {'\n'};
    return new SequenceWriter(out, value -> JsonFormat.writeBytes(root, value, false, limits), new byte[0], newline,
        newline, new byte[0], false);
  }

  /**
   * A token reader of the JSON document in {@code in}, for documents too large to hold: it reads the stream
   * through a buffer that holds the next token whole, and binds any value at its cursor to a type with this
   * Json's options ({@link JsonReader#read(Class)}). The stream is left open when the reader is closed. The
   * document-size limit does not apply to the stream (reading documents larger than memory is the point);
   * the depth, string, number and name limits apply as on byte[], and they bound the buffer.
   *
   * <pre>{@code
   * try (JsonReader r = json.reader(in)) {
   *   r.beginObject();
   *   while (r.hasNext()) {
   *     if (r.nextName().equals("items")) {
   *       r.beginArray();
   *       while (r.hasNext()) process(r.read(Item.class));
   *       r.endArray();
   *     } else {
   *       r.skipValue();
   *     }
   *   }
   *   r.endObject();
   * }
   * }</pre>
   */
  public JsonReader reader(InputStream in) {
    return new JsonReader(new JsonStreamReader(Objects.requireNonNull(in, "in"), limits, false), binder);
  }

  /** A token reader of UTF-8 JSON (see {@link #reader(InputStream)}). The array is not modified. */
  public JsonReader reader(byte[] json) {
    Objects.requireNonNull(json, "json");
    return new JsonReader(new JsonStreamReader(json, 0, json.length, limits), binder);
  }

  /** A token reader of JSON text (see {@link #reader(InputStream)}). */
  public JsonReader reader(String json) {
    byte[] utf8 = utf8(json);
    return new JsonReader(new JsonStreamReader(utf8, 0, utf8.length, limits), binder);
  }

  /**
   * A token writer of one JSON document to {@code out}, through a buffer that goes to the stream whenever it
   * fills; {@link JsonWriter#write(Object)} binds any value in the middle, with this Json's options. Compact
   * or pretty as this Json. {@code close()} flushes and leaves {@code out} open.
   */
  public JsonWriter writer(OutputStream out) {
    return new JsonWriter(Objects.requireNonNull(out, "out"), root, pretty, limits);
  }

  /** Reads a value of {@code type} from JSON text. */
  public <T> T read(String json, Class<T> type) {
    return cast(type, readText(json, type));
  }

  /** Reads a value of {@code type} from UTF-8 JSON. The array is not modified. */
  public <T> T read(byte[] json, Class<T> type) {
    return cast(type, readValue(Objects.requireNonNull(json, "json"), type));
  }

  /** Reads a value of {@code type} from a stream of UTF-8 JSON, to its end. The stream is left open. */
  public <T> T read(InputStream json, Class<T> type) {
    return cast(type, readStream(json, type));
  }

  /** Reads a value of a generic type from JSON text. */
  @SuppressWarnings("unchecked")
  public <T> T read(String json, TypeRef<T> type) {
    return (T) readText(json, type.type());
  }

  /** Reads a value of a generic type from UTF-8 JSON. The array is not modified. */
  @SuppressWarnings("unchecked")
  public <T> T read(byte[] json, TypeRef<T> type) {
    return (T) readValue(Objects.requireNonNull(json, "json"), type.type());
  }

  /** Reads a value of a generic type from a stream of UTF-8 JSON, to its end. The stream is left open. */
  @SuppressWarnings("unchecked")
  public <T> T read(InputStream json, TypeRef<T> type) {
    return (T) readStream(json, type.type());
  }

  /** The tree of a JSON text. */
  public Object parse(String json) {
    return readText(json, Object.class);
  }

  /** The tree of a UTF-8 JSON document. The array is not modified. */
  public Object parse(byte[] json) {
    return readValue(Objects.requireNonNull(json, "json"), Object.class);
  }

  /** The tree of a stream of UTF-8 JSON, read to its end. The stream is left open. */
  public Object parse(InputStream json) {
    return readStream(json, Object.class);
  }

  /**
   * A document from a stream, as it arrives, so that memory holds the result and a buffer, not the document
   * as well. A top-level array bound to a collection, an array or the tree is read element by element (each
   * element's bytes parsed on their own by the byte[] parser, at its speed); any other document whole when it
   * ends within its first megabyte, else token by token through {@link JsonStreamReader}, which hands each
   * token to the same parser. Both report every
   * error as the byte[] path does; the document-size limit bounds the whole stream.
   */
  private Object readStream(InputStream in, Type type) {
    Objects.requireNonNull(in, "json");
    Binder.ArrayTarget target = binder.arrayTarget(type);
    if (target == null) return readTokens(in, type);
    JsonSequenceFramer framer = new JsonSequenceFramer(in, limits);
    if (!framer.arrayOfDocument()) return readTokens(framer.rest(), type);
    Object container = target.newContainer();
    for (int index = 0; framer.next(); index++) {
      Utf8JsonReader reader = new Utf8JsonReader(framer.buffer(), framer.start(), framer.lookaheadEnd() - framer.start(),
          limits).nestedIn(1);
      try {
        binder.readElement(reader, target, container);
      } catch (PeregrineException e) {
        throw e.locatedIn(framer.offset(), framer.line(), framer.column()).prependIndex(index);
      }
      try {
        reader.finishElement(framer.end()); // what follows the element is the array's to refuse: no index in the path
      } catch (PeregrineException e) {
        throw e.locatedIn(framer.offset(), framer.line(), framer.column());
      }
    }
    framer.release();
    return target.finish(container);
  }

  // A document that ends within its first WHOLE_BELOW bytes is parsed whole, as byte[]: the token reader
  // costs 1.6-1.8 times the byte[] parser's time (a call per token through it, its state saved to take a call
  // back), which only a document too large to hold is worth paying.
  private static final int WHOLE_BELOW = 1 << 20;

  private Object readTokens(InputStream in, Type type) {
    int cap = (int) Math.min(WHOLE_BELOW, limits.maxDocumentSize() + 1);
    byte[] head = InputStreams.readUpTo(in, cap);
    if (head.length < cap) return readValue(head, type);
    JsonStreamReader reader = new JsonStreamReader(InputStreams.prefixed(head, head.length, in), limits, true);
    Object value = binder.readRoot(reader, type);
    reader.finish();
    reader.release();
    return value;
  }

  private Object readValue(byte[] utf8, Type type) {
    return readWith(new Utf8JsonReader(utf8, 0, utf8.length, limits).skipByteOrderMark(), type);
  }

  // A String is read as its Latin-1 bytes (Utf8JsonReader.overLatin1): a copy of a Latin-1 String, a vector
  // loop for another, where UTF-8 would be encoded a char at a time past ASCII and decoded again in the
  // reader. A char past U+00FF (a question mark among the bytes) is found by the reader where it meets one,
  // not looked for first (that look cost 12-17% of reading a small document), and a string that holds one
  // is read from the String itself. The read's value counts unless it gave up on the text (a lone
  // surrogate), its exception only if the text is Latin-1 (the bytes place it), else the text is read again
  // as UTF-8. Text with wide chars early on (CJK or Cyrillic) is read so too: the type probe's non-ASCII strings
  // 0.35 -> 0.58 of fastjson2 against the JDK's UTF-8 encoder and decoder. Longer text than LAZY_LATIN1 is
  // looked through first: Latin-1 text is then read without the question marks' check.
  private Object readText(String json, Type type) {
    Objects.requireNonNull(json, "json");
    // A byte order mark (U+FEFF) is no Latin-1 char: such text goes as UTF-8, whose reader skips the mark.
    if (!json.isEmpty() && json.charAt(0) == '\uFEFF') return readValue(utf8(json), type);
    byte[] latin1 = Utf8.latin1(json);
    if (latin1.length > LAZY_LATIN1 && Utf8.isLatin1(json, latin1)) { // false for text with a pair: fewer bytes
      return readWith(Utf8JsonReader.overLatin1(latin1, limits), type);
    }
    Utf8JsonReader reader = null;
    Object value;
    try {
      reader = Utf8JsonReader.overLatin1(json, latin1, limits);
      value = readWith(reader, type);
    } catch (PeregrineException e) {
      if ((reader == null || !reader.wideTextMet()) && Utf8.isLatin1(json, latin1)) throw e;
      return readValue(utf8(json, latin1), type);
    }
    // A codec that caught the reader's exception cannot have gone on past the char (the reader stays on it,
    // and finish() refuses it); the flag decides all the same.
    return reader.wideTextMet() ? readValue(utf8(json, latin1), type) : value;
  }

  // The longest text read as Latin-1 without a look for wide chars first (readText).
  static final int LAZY_LATIN1 = 64 * 1024;

  private Object readWith(Utf8JsonReader reader, Type type) {
    Object value = binder.readRoot(reader, type);
    reader.finish();
    return value;
  }

  // String input reaches the byte[] parser as UTF-8 (Utf8: by way of the JDK's Latin-1 encoder, a copy or a
  // vector loop, where String.getBytes(UTF_8) goes a char at a time past ASCII; or, for text with wide chars
  // early on, by the JDK's): one parser, not two. A lone surrogate has no UTF-8 form; rather than let input
  // change silently, such text is rejected.
  private static byte[] utf8(String json) {
    return Utf8.wideEarly(Objects.requireNonNull(json, "json")) ? wideUtf8(json) : utf8(json, Utf8.latin1(json));
  }

  // Text with a wide char early on (Utf8.wideEarly), through the JDK's encoder.
  private static byte[] wideUtf8(String json) {
    byte[] utf8 = Utf8.jdkUtf8(json);
    if (utf8 == null) rejectLoneSurrogates(json);
    return utf8;
  }

  private static byte[] utf8(String json, byte[] latin1) {
    long length = Utf8.length(json, latin1);
    if (length == Utf8.LONE_SURROGATE) rejectLoneSurrogates(json);
    if (length > Integer.MAX_VALUE - 8) {
      throw new JsonException("text larger than 2 GiB as UTF-8", 0, 1, 1, null);
    }
    return Utf8.encode(json, latin1, (int) length);
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

  /** Configures a {@link Json}: the shared binding options and limits, plus pretty printing. */
  public static final class Builder extends BindingBuilder<Builder> {
    private boolean pretty;

    private Builder() {}

    /** Indents output with two spaces, one property or element per line (default off). */
    public Builder pretty(boolean on) {
      this.pretty = on;
      return this;
    }

    /** The configured, immutable {@link Json}. */
    public Json build() {
      return new Json(this);
    }
  }
}
