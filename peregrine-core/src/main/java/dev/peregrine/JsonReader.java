package dev.peregrine;

import dev.peregrine.bind.Binder;
import dev.peregrine.json.JsonStreamReader;
import java.io.Closeable;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;

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
public final class JsonReader implements Closeable {
  private static final byte ROOT = 0, OBJECT = 1, ARRAY = 2;
  // A container's state: nothing known past the last value read (ASK); a value follows, its comma or its
  // name taken (VALUE); a name taken from the input, not yet handed out (NAME); the end taken (END).
  private static final byte ASK = 0, VALUE = 1, NAME = 2, END = 3;
  // The root's: its value not read yet (ASK), read (VALUE), and the end of the input checked (END).

  private final JsonStreamReader in;
  private final Binder binder;
  // Open containers, the root at 0 and the innermost at depth: kind, state, and the index of the element
  // (arrays) or the last name read (objects), for the path.
  private byte[] kinds = new byte[16];
  private byte[] states = new byte[16];
  private int[] indexes = new int[16];
  private String[] names = new String[16];
  private int depth;

  JsonReader(JsonStreamReader in, Binder binder) {
    this.in = in;
    this.binder = binder;
    kinds[0] = ROOT;
  }

  /** The kind of the next token, without consuming anything the other methods would then not see. */
  public JsonToken peek() {
    try {
      switch (kinds[depth]) {
        case ROOT -> {
          if (states[0] == ASK) return valueToken();
          if (states[0] != END) {
            in.finish();
            states[0] = END;
          }
          return JsonToken.END_DOCUMENT;
        }
        case ARRAY -> {
          if (states[depth] == ASK) states[depth] = in.hasNextElement() ? VALUE : END;
          return states[depth] == END ? JsonToken.END_ARRAY : valueToken();
        }
        default -> {
          if (states[depth] == ASK) takeName();
          return switch (states[depth]) {
            case NAME -> JsonToken.NAME;
            case END -> JsonToken.END_OBJECT;
            default -> valueToken();
          };
        }
      }
    } catch (PeregrineException e) {
      throw located(e);
    }
  }

  /** True when the current object or array has another property or element (false also at the document's end). */
  public boolean hasNext() {
    JsonToken t = peek();
    return t != JsonToken.END_OBJECT && t != JsonToken.END_ARRAY && t != JsonToken.END_DOCUMENT;
  }

  private JsonToken valueToken() {
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

  // In an object whose state is ASK: takes the next name, or the object's end.
  private void takeName() {
    String name = in.nextName();
    if (name == null) {
      states[depth] = END;
    } else {
      names[depth] = name;
      states[depth] = NAME;
    }
  }

  /** Consumes the start of an object. */
  public void beginObject() {
    try {
      toValue("an object");
      in.beginObject();
    } catch (PeregrineException e) {
      throw located(e);
    }
    push(OBJECT);
  }

  /** Consumes the end of the current object: all its properties must have been read or skipped. */
  public void endObject() {
    if (kinds[depth] != OBJECT) throw new IllegalStateException("endObject() outside an object, at " + path());
    try {
      if (states[depth] == ASK) takeName();
      if (states[depth] == VALUE) throw new IllegalStateException("endObject() before the value of " + path());
      if (states[depth] == NAME) throw in.error("expected the end of the object, found the property name '" + names[depth] + "'");
    } catch (PeregrineException e) {
      throw located(e);
    }
    depth--;
    afterValue();
  }

  /** Consumes the start of an array. */
  public void beginArray() {
    try {
      toValue("an array");
      in.beginArray();
    } catch (PeregrineException e) {
      throw located(e);
    }
    push(ARRAY);
  }

  /** Consumes the end of the current array: all its elements must have been read or skipped. */
  public void endArray() {
    if (kinds[depth] != ARRAY) throw new IllegalStateException("endArray() outside an array, at " + path());
    try {
      if (states[depth] == ASK) states[depth] = in.hasNextElement() ? VALUE : END;
      if (states[depth] == VALUE) throw in.error("expected the end of the array, found another element");
    } catch (PeregrineException e) {
      throw located(e);
    }
    depth--;
    afterValue();
  }

  /** The next property name of the current object; its value is read next. */
  public String nextName() {
    if (kinds[depth] != OBJECT) throw new IllegalStateException("nextName() outside an object, at " + path());
    if (states[depth] == VALUE) throw new IllegalStateException("nextName() before the value of " + path());
    try {
      toName();
    } catch (PeregrineException e) {
      throw located(e);
    }
    return names[depth];
  }

  // In an object, before its value has been asked for: takes the next name, which must be there.
  private void toName() {
    if (states[depth] == ASK) takeName();
    if (states[depth] == END) throw in.error("expected a property name, found the end of the object");
    states[depth] = VALUE;
  }

  /** A string value (a number or another kind is an error: nothing is converted). */
  public String nextString() {
    try {
      toValue("a string");
      String s = in.readString();
      afterValue();
      return s;
    } catch (PeregrineException e) {
      throw located(e);
    }
  }

  /** A number that is an integer within int range. */
  public int nextInt() {
    try {
      toValue("a number");
      int v = in.readInt();
      afterValue();
      return v;
    } catch (PeregrineException e) {
      throw located(e);
    }
  }

  /** A number that is an integer within long range. */
  public long nextLong() {
    try {
      toValue("a number");
      long v = in.readLong();
      afterValue();
      return v;
    } catch (PeregrineException e) {
      throw located(e);
    }
  }

  /** A number, correctly rounded to the nearest double. */
  public double nextDouble() {
    try {
      toValue("a number");
      double v = in.readDouble();
      afterValue();
      return v;
    } catch (PeregrineException e) {
      throw located(e);
    }
  }

  /** A number with every digit kept. */
  public BigDecimal nextBigDecimal() {
    try {
      toValue("a number");
      BigDecimal v = in.readBigDecimal();
      afterValue();
      return v;
    } catch (PeregrineException e) {
      throw located(e);
    }
  }

  /**
   * A number in its natural form, as {@link Json#parse(byte[])} reads it: Integer, Long or BigInteger (the
   * smallest that holds it) for an integer; Double for another number, or BigDecimal when no double holds it
   * or the Json reads decimals as BigDecimal ({@link Json.Builder#bigDecimals(boolean)}).
   */
  public Number nextNumber() {
    try {
      toValue("a number");
      Number v = in.readNumber(binder.config().bigDecimals());
      afterValue();
      return v;
    } catch (PeregrineException e) {
      throw located(e);
    }
  }

  /** A number that is an integer, of any size. */
  public BigInteger nextBigInteger() {
    try {
      toValue("a number");
      BigInteger v = in.readBigInteger();
      afterValue();
      return v;
    } catch (PeregrineException e) {
      throw located(e);
    }
  }

  /** {@code true} or {@code false}. */
  public boolean nextBoolean() {
    try {
      toValue("a boolean");
      boolean v = in.readBoolean();
      afterValue();
      return v;
    } catch (PeregrineException e) {
      throw located(e);
    }
  }

  /** Consumes a {@code null}; anything else is an error. */
  public void nextNull() {
    try {
      toValue("null");
      if (!in.readNull()) throw in.error("expected null, found " + describe(valueToken()));
      afterValue();
    } catch (PeregrineException e) {
      throw located(e);
    }
  }

  /**
   * Skips the next value with everything inside it, reading it token by token (a skipped array larger than
   * memory takes the buffer's memory). After {@link #nextName()}, skips that property's value; where a name
   * is next, skips the name and its value.
   */
  public void skipValue() {
    try {
      if (kinds[depth] == OBJECT && states[depth] != VALUE) toName();
      toValue("a value");
      in.skipValue();
      afterValue();
    } catch (PeregrineException e) {
      throw located(e);
    }
  }

  /**
   * Binds the value at the cursor to {@code type}, as {@link Json#read(byte[], Class)} would bind that value
   * alone (with this Json's options), and moves past it. The depth limit counts the containers around it.
   */
  public <T> T read(Class<T> type) {
    Object v = readValue(type);
    @SuppressWarnings("unchecked")
    T t = type.isPrimitive() ? (T) v : type.cast(v);
    return t;
  }

  /** {@link #read(Class)} for a generic type. */
  @SuppressWarnings("unchecked")
  public <T> T read(TypeRef<T> type) {
    return (T) readValue(type.type());
  }

  private Object readValue(Type type) {
    try {
      toValue("a value");
      Object v = binder.readRoot(in, type);
      afterValue();
      return v;
    } catch (PeregrineException e) {
      throw located(e);
    }
  }

  /**
   * Where the cursor is in the document: {@code $}, then {@code .name} for the property last named and
   * {@code [index]} for the element being read (or to be read next) in each open container.
   */
  public String path() {
    StringBuilder sb = new StringBuilder("$");
    for (int d = 1; d <= depth; d++) {
      if (kinds[d] == ARRAY) {
        sb.append('[').append(indexes[d]).append(']');
      } else if (names[d] != null) {
        sb.append(PeregrineException.propertySegment(names[d]));
      }
    }
    return sb.toString();
  }

  /** The byte offset in the input of the next byte to read: just after the last token consumed. */
  public long offset() {
    return in.offset();
  }

  /** The 1-based line of {@link #offset()}. */
  public long line() {
    return in.line();
  }

  /** The 1-based column, in bytes, of {@link #offset()}. */
  public long column() {
    return in.column();
  }

  /** Releases the buffer. The stream the reader was made from is left open, as {@link Json#read} leaves it. */
  @Override
  public void close() {
    in.release();
  }

  // Before a value: where the input must hold one, takes the comma or the name before it.
  private void toValue(String expected) {
    byte state = states[depth];
    switch (kinds[depth]) {
      case ROOT -> {
        if (state != ASK) throw in.error("expected " + expected + ", found the end of the document");
      }
      case ARRAY -> {
        if (state == ASK) state = states[depth] = in.hasNextElement() ? VALUE : END;
        if (state == END) throw in.error("expected " + expected + ", found the end of the array");
      }
      default -> {
        if (state == ASK) {
          takeName();
          state = states[depth];
        }
        if (state == END) throw in.error("expected " + expected + ", found the end of the object");
        if (state == NAME) throw new IllegalStateException("a value read before its name, at " + path());
      }
    }
  }

  private void afterValue() {
    if (kinds[depth] == ARRAY) indexes[depth]++;
    states[depth] = kinds[depth] == ROOT ? VALUE : ASK;
  }

  private void push(byte kind) {
    if (++depth == kinds.length) {
      int n = depth * 2;
      kinds = Arrays.copyOf(kinds, n);
      states = Arrays.copyOf(states, n);
      indexes = Arrays.copyOf(indexes, n);
      names = Arrays.copyOf(names, n);
    }
    kinds[depth] = kind;
    states[depth] = ASK;
    indexes[depth] = 0;
    names[depth] = null;
  }

  private static String describe(JsonToken t) {
    return switch (t) {
      case BEGIN_OBJECT -> "an object";
      case BEGIN_ARRAY -> "an array";
      case STRING -> "a string";
      case NUMBER -> "a number";
      case BOOLEAN -> "a boolean";
      default -> t.name().toLowerCase();
    };
  }

  // The path of the cursor, prepended to an exception raised there (the binder's has the bound value's own).
  private PeregrineException located(PeregrineException e) {
    for (int d = depth; d >= 1; d--) {
      if (kinds[d] == ARRAY) {
        e.prependIndex(indexes[d]);
      } else if (names[d] != null) {
        e.prependProperty(names[d]);
      }
    }
    return e;
  }
}
