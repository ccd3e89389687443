package dev.peregrine;

import dev.peregrine.bind.Binder;
import dev.peregrine.json.JsonStreamReader;
import java.io.Closeable;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * A pull reader of one JSON document, token by token, for documents too large to hold: begin and end
 * objects and arrays, take names and typed values, skip what is not wanted, and bind any value at the cursor
 * to a type with {@link #read(Class)}. Get one from {@link Json#reader(java.io.InputStream)} (or over a
 * byte array or a String). Over a stream it reads through a buffer that holds the next token whole, so its
 * memory is the buffer plus the largest single token, plus whatever {@code read} binds.
 *
 * <pre>{@code
 * try (JsonReader r = json.reader(in)) {        // {"batch": 7, "items": [ {...}, {...}, ... ]}
 *   r.beginObject();
 *   while (r.hasNext()) {
 *     switch (r.nextName()) {
 *       case "batch" -> batch = r.nextInt();
 *       case "items" -> {
 *         r.beginArray();
 *         while (r.hasNext()) ledger.add(r.read(Item.class));  // one element bound at a time
 *         r.endArray();
 *       }
 *       default -> r.skipValue();
 *     }
 *   }
 *   r.endObject();
 * }
 * }</pre>
 *
 * <p>The grammar, the limits (depth, string, number and name length) and the error messages are those of
 * {@link Json#read(byte[], Class)}: a malformed document raises {@link JsonException} with its offset, line
 * and column in the input and the {@link #path()} where it was found. When the document holds something
 * other than what a method reads (a string where {@link #nextInt()} is called, the end of an array where
 * a value is asked for), that is a {@code JsonException} too. Calling a method where no document could
 * answer it (a name inside an array, {@code endArray} in an object) is an {@link IllegalStateException}.
 * After an exception the reader is not to be used further. An {@code IOException} of the stream surfaces as
 * an {@code UncheckedIOException}. Not thread-safe.
 */
public final class JsonReader extends AbstractTokenReader<JsonToken> implements Closeable {
  private final JsonStreamReader stream; // the same reader as the base's, for what only a stream of JSON says

  JsonReader(JsonStreamReader in, Binder binder) {
    super(in, binder, TokenWords.JSON, JsonToken.NAME, JsonToken.END_OBJECT, JsonToken.END_ARRAY,
        JsonToken.END_DOCUMENT);
    this.stream = in;
  }

  /** The kind of the next token, without consuming anything the other methods would then not see. */
  public JsonToken peek() {
    return peekToken();
  }

  /** True when the current object or array has another property or element (false also at the document's end). */
  public boolean hasNext() {
    return hasNextToken();
  }

  /** Consumes the start of an object. */
  public void beginObject() {
    beginObjectToken();
  }

  /** Consumes the end of the current object: all its properties must have been read or skipped. */
  public void endObject() {
    endObjectToken();
  }

  /** Consumes the start of an array. */
  public void beginArray() {
    beginArrayToken();
  }

  /** Consumes the end of the current array: all its elements must have been read or skipped. */
  public void endArray() {
    endArrayToken();
  }

  /** The next property name of the current object; its value is read next. */
  public String nextName() {
    return nameOfNextValue();
  }

  /** A string value (a number or another kind is an error: nothing is converted). */
  public String nextString() {
    return stringValue("a string");
  }

  /** A number that is an integer within int range. */
  public int nextInt() {
    return intValue();
  }

  /** A number that is an integer within long range. */
  public long nextLong() {
    return longValue();
  }

  /** A number, correctly rounded to the nearest double. */
  public double nextDouble() {
    return doubleValue();
  }

  /** A number with every digit kept. */
  public BigDecimal nextBigDecimal() {
    return bigDecimalValue();
  }

  /**
   * A number in its natural form, as {@link Json#parse(byte[])} reads it: Integer, Long or BigInteger (the
   * smallest that holds it) for an integer; Double for another number, or BigDecimal when no double holds it
   * or the Json reads decimals as BigDecimal ({@link Json.Builder#bigDecimals(boolean)}).
   */
  public Number nextNumber() {
    return numberValue(binder.config().bigDecimals());
  }

  /** A number that is an integer, of any size. */
  public BigInteger nextBigInteger() {
    return bigIntegerValue();
  }

  /** {@code true} or {@code false}. */
  public boolean nextBoolean() {
    return booleanValue();
  }

  /** Consumes a {@code null}; anything else is an error. */
  public void nextNull() {
    nullValue();
  }

  /**
   * Skips the next value with everything inside it, reading it token by token (a skipped array larger than
   * memory takes the buffer's memory). After {@link #nextName()}, skips that property's value; where a name
   * is next, skips the name and its value.
   */
  public void skipValue() {
    skipToken();
  }

  /**
   * Binds the value at the cursor to {@code type}, as {@link Json#read(byte[], Class)} would bind that value
   * alone (with this Json's options), and moves past it. The depth limit counts the containers around it.
   */
  public <T> T read(Class<T> type) {
    return bound(type);
  }

  /** {@link #read(Class)} for a generic type. */
  public <T> T read(TypeRef<T> type) {
    return bound(type);
  }

  /**
   * Where the cursor is in the document: {@code $}, then {@code .name} for the property last named and
   * {@code [index]} for the element being read (or to be read next) in each open container.
   */
  public String path() {
    return cursorPath();
  }

  /** The byte offset in the input of the next byte to read: just after the last token consumed. */
  public long offset() {
    return stream.offset();
  }

  /** The 1-based line of {@link #offset()}. */
  public long line() {
    return stream.line();
  }

  /** The 1-based column, in bytes, of {@link #offset()}. */
  public long column() {
    return stream.column();
  }

  /** Releases the buffer. The stream the reader was made from is left open, as {@link Json#read} leaves it. */
  @Override
  public void close() {
    stream.release();
  }

  @Override
  JsonToken valueToken() {
    return switch (in.peek()) {
      case OBJECT -> JsonToken.BEGIN_OBJECT;
      case ARRAY -> JsonToken.BEGIN_ARRAY;
      case STRING -> JsonToken.STRING;
      case NUMBER -> JsonToken.NUMBER;
      case BOOLEAN -> JsonToken.BOOLEAN;
      case NULL -> JsonToken.NULL;
      case BINARY -> throw new IllegalStateException("binary value in JSON");
    };
  }

  @Override
  String describe(JsonToken t) {
    return switch (t) {
      case BEGIN_OBJECT -> "an object";
      case BEGIN_ARRAY -> "an array";
      case STRING -> "a string";
      case NUMBER -> "a number";
      case BOOLEAN -> "a boolean";
      default -> t.name().toLowerCase();
    };
  }

  @Override
  void finishDocument() {
    stream.finish();
  }
}
