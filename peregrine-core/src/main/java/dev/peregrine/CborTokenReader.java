package dev.peregrine;

import dev.peregrine.bind.Binder;
import dev.peregrine.cbor.CborSimple;
import dev.peregrine.cbor.CborTokens;
import dev.peregrine.stream.ValueReader;
import java.io.Closeable;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;

/**
 * A pull reader of one CBOR data item, token by token, for documents too large to hold: begin and end maps
 * and arrays, take keys and typed values, byte strings and tags, skip what is not wanted, and bind any item
 * at the cursor to a type with {@link #read(Class)}. The CBOR twin of {@link JsonReader}, with the same
 * methods where CBOR has the same thing. Get one from {@link Cbor#reader(java.io.InputStream)} or
 * {@link Cbor#reader(byte[])}. Over a stream it reads through a buffer that holds the next item's head (a
 * string whole), so its memory is the buffer plus the largest single string, plus whatever {@code read}
 * binds; a document written with string references (tag 256) is held from that tag on, as their references
 * point back into it.
 *
 * <pre>{@code
 * try (CborTokenReader r = cbor.reader(in)) {   // {"batch": 7, "items": [ {...}, {...}, ... ]}
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
 * <p>Definite and indefinite lengths read alike: {@link #hasNext()} says whether another item follows.
 * Map keys are read with {@link #nextName()}: text, or an integer as its decimal text (as binding reads
 * them); another kind of key is an error here ({@link #read(Class)} of the whole map as {@code Object} takes
 * any key). Tags that the reader resolves itself (bignums and decimal fractions are numbers, string
 * references are strings, and tags 28 and 29 with {@code references(true)}) are never seen; any other tag
 * is a {@link CborToken#TAG}, taken with {@link #nextTag()}, after which the tagged item is read as any
 * item. The typed reads skip tags before their value as binding does ({@link #nextString()} reads an epoch
 * date-time, tag 1, as its ISO-8601 text).
 *
 * <p>The well-formedness checks, the limits and the error messages are those of {@link Cbor#read(byte[],
 * Class)}: a malformed document raises {@link CborException} with its byte offset and the {@link #path()}
 * where it was found. Over a stream, an error is the one the byte[] reader gives for the same bytes: a
 * container that declares more items than the document holds, which the byte[] reader refuses at its head,
 * is refused at its head here too, once a read has failed: its items are read as they come until then (the
 * reader then reads the stream to its end to know its length; inside a value bound with {@code read}, its path is built as {@code Cbor.read(InputStream)}
 * builds it, one segment per container, so a container that is a map key other than text, or a tag's
 * content, may get a longer path than on byte[]). The document-size limit applies to the whole stream, as in
 * {@link Cbor#read(java.io.InputStream, Class)}: raise it to read larger documents. When the document holds
 * something other than what a method reads, that is a {@code CborException} too. Calling a method where no
 * document could answer it (a name inside an array, {@code endArray} in a map) is an
 * {@link IllegalStateException}. After an exception the reader is not to be used further. An
 * {@code IOException} of the stream surfaces as an {@code UncheckedIOException}. Not thread-safe.
 */
public final class CborTokenReader implements Closeable {
  private static final byte ROOT = 0, OBJECT = 1, ARRAY = 2;
  // A container's state, as in JsonReader: nothing known past the last item read (ASK); a value follows, its
  // key taken (VALUE); a key taken from the input, not yet handed out (NAME); the end taken (END). The
  // root's: its item not read yet (ASK), read (VALUE), and the end of the input checked (END).
  private static final byte ASK = 0, VALUE = 1, NAME = 2, END = 3;

  private final CborTokens tokens;
  private final ValueReader in;
  private final Binder binder;
  // Open containers, the root at 0 and the innermost at depth: kind, state, and the index of the element
  // (arrays) or the last key read (maps), for the path.
  private byte[] kinds = new byte[16];
  private byte[] states = new byte[16];
  private int[] indexes = new int[16];
  private String[] names = new String[16];
  private int depth;

  CborTokenReader(CborTokens tokens, Binder binder) {
    this.tokens = tokens;
    this.in = tokens.reader();
    this.binder = binder;
    kinds[0] = ROOT;
  }

  /** The kind of the next token, without consuming anything the other methods would then not see. */
  public CborToken peek() {
    try {
      switch (kinds[depth]) {
        case ROOT -> {
          if (states[0] == ASK) return valueToken();
          if (states[0] != END) {
            tokens.finish();
            states[0] = END;
          }
          return CborToken.END_DOCUMENT;
        }
        case ARRAY -> {
          if (states[depth] == ASK) states[depth] = in.hasNextElement() ? VALUE : END;
          return states[depth] == END ? CborToken.END_ARRAY : valueToken();
        }
        default -> {
          if (states[depth] == ASK) takeName();
          return switch (states[depth]) {
            case NAME -> CborToken.NAME;
            case END -> CborToken.END_OBJECT;
            default -> valueToken();
          };
        }
      }
    } catch (PeregrineException e) {
      throw failed(e);
    }
  }

  /** True when the current map or array has another entry or element (false also at the document's end). */
  public boolean hasNext() {
    CborToken t = peek();
    return t != CborToken.END_OBJECT && t != CborToken.END_ARRAY && t != CborToken.END_DOCUMENT;
  }

  private CborToken valueToken() {
    if (in.peekFormatValue()) return tokens.atTag() ? CborToken.TAG : CborToken.SIMPLE;
    return switch (in.peek()) {
      case OBJECT -> CborToken.BEGIN_OBJECT;
      case ARRAY -> CborToken.BEGIN_ARRAY;
      case STRING -> CborToken.STRING;
      case NUMBER -> CborToken.NUMBER;
      case BOOLEAN -> CborToken.BOOLEAN;
      case NULL -> CborToken.NULL;
      case BINARY -> CborToken.BYTES;
    };
  }

  // In a map whose state is ASK: takes the next key, or the map's end.
  private void takeName() {
    String name = in.nextName();
    if (name == null) {
      states[depth] = END;
    } else {
      names[depth] = name;
      states[depth] = NAME;
    }
  }

  /** Consumes the start of a map. */
  public void beginObject() {
    try {
      toValue("a map");
      in.beginObject();
    } catch (PeregrineException e) {
      throw failed(e);
    }
    push(OBJECT);
  }

  /** Consumes the end of the current map: all its entries must have been read or skipped. */
  public void endObject() {
    if (kinds[depth] != OBJECT) throw new IllegalStateException("endObject() outside a map, at " + path());
    try {
      if (states[depth] == ASK) takeName();
      if (states[depth] == VALUE) throw new IllegalStateException("endObject() before the value of " + path());
      if (states[depth] == NAME) throw in.error("expected the end of the map, found the key '" + names[depth] + "'");
    } catch (PeregrineException e) {
      throw failed(e);
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
      throw failed(e);
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
      throw failed(e);
    }
    depth--;
    afterValue();
  }

  /** The next key of the current map (text, or an integer as its decimal text); its value is read next. */
  public String nextName() {
    if (kinds[depth] != OBJECT) throw new IllegalStateException("nextName() outside a map, at " + path());
    if (states[depth] == VALUE) throw new IllegalStateException("nextName() before the value of " + path());
    try {
      toName();
    } catch (PeregrineException e) {
      throw failed(e);
    }
    return names[depth];
  }

  // In a map, before its value has been asked for: takes the next key, which must be there.
  private void toName() {
    if (states[depth] == ASK) takeName();
    if (states[depth] == END) throw in.error("expected a key, found the end of the map");
    states[depth] = VALUE;
  }

  /** A text string (a number or another kind is an error: nothing is converted). */
  public String nextString() {
    try {
      toValue("a text string");
      String s = in.readString();
      afterValue();
      return s;
    } catch (PeregrineException e) {
      throw failed(e);
    }
  }

  /** A byte string (text is an error: no base64 is decoded). */
  public byte[] nextBytes() {
    try {
      toValue("a byte string");
      if (in.peek() != ValueReader.Kind.BINARY) throw in.error("expected a byte string, found " + describe(valueToken()));
      byte[] v = in.readBinary();
      afterValue();
      return v;
    } catch (PeregrineException e) {
      throw failed(e);
    }
  }

  /** An integer within int range. */
  public int nextInt() {
    try {
      toValue("a number");
      int v = in.readInt();
      afterValue();
      return v;
    } catch (PeregrineException e) {
      throw failed(e);
    }
  }

  /** An integer within long range. */
  public long nextLong() {
    try {
      toValue("a number");
      long v = in.readLong();
      afterValue();
      return v;
    } catch (PeregrineException e) {
      throw failed(e);
    }
  }

  /** A number as a double (a half, single or double float exactly; an integer or decimal rounded). */
  public double nextDouble() {
    try {
      toValue("a number");
      double v = in.readDouble();
      afterValue();
      return v;
    } catch (PeregrineException e) {
      throw failed(e);
    }
  }

  /** A number as a float (a half or single float exactly; another number rounded). */
  public float nextFloat() {
    try {
      toValue("a number");
      float v = in.readFloat();
      afterValue();
      return v;
    } catch (PeregrineException e) {
      throw failed(e);
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
      throw failed(e);
    }
  }

  /** An integer of any size (bignums included). */
  public BigInteger nextBigInteger() {
    try {
      toValue("a number");
      BigInteger v = in.readBigInteger();
      afterValue();
      return v;
    } catch (PeregrineException e) {
      throw failed(e);
    }
  }

  /**
   * A number in the kind the document gives it, as {@link Cbor#parse(byte[])} reads it: Integer, Long or
   * BigInteger (the smallest that holds it) for an integer, Float for a half or single float, Double for a
   * double, BigDecimal for a decimal fraction.
   */
  public Number nextNumber() {
    try {
      toValue("a number");
      Number v = in.readNumber(false);
      afterValue();
      return v;
    } catch (PeregrineException e) {
      throw failed(e);
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
      throw failed(e);
    }
  }

  /** Consumes a {@code null}; anything else is an error. */
  public void nextNull() {
    try {
      toValue("null");
      if (!in.readNull()) throw in.error("expected null, found " + describe(valueToken()));
      afterValue();
    } catch (PeregrineException e) {
      throw failed(e);
    }
  }

  /**
   * Consumes a tag ({@link CborToken#TAG}) and returns its number; the item it tags is read next, with any
   * method, and counts as the element or value the tag stood before.
   */
  public long nextTag() {
    try {
      toValue("a tag");
      CborToken t = valueToken();
      if (t != CborToken.TAG) throw in.error("expected a tag, found " + describe(t));
      return tokens.takeTag();
    } catch (PeregrineException e) {
      throw failed(e);
    }
  }

  /** A simple value other than true, false and null ({@link CborToken#SIMPLE}): its number (23 for undefined). */
  public int nextSimple() {
    try {
      toValue("a simple value");
      CborToken t = valueToken();
      if (t != CborToken.SIMPLE) throw in.error("expected a simple value, found " + describe(t));
      int v = ((CborSimple) in.readFormatValue(r -> {
        throw r.error("a simple value holds no item");
      })).value();
      afterValue();
      return v;
    } catch (PeregrineException e) {
      throw failed(e);
    }
  }

  /**
   * Skips the next item with everything inside it (its tags included), reading it head by head (a skipped
   * array larger than memory takes the buffer's memory). After {@link #nextName()}, skips that key's value;
   * where a key is next, skips the key and its value.
   */
  public void skipValue() {
    try {
      if (kinds[depth] == OBJECT && states[depth] != VALUE) toName();
      toValue("a value");
      in.skipValue();
      afterValue();
    } catch (PeregrineException e) {
      throw failed(e);
    }
  }

  /**
   * Binds the item at the cursor to {@code type}, as {@link Cbor#read(byte[], Class)} would bind that item
   * alone (with this Cbor's options), and moves past it. The depth limit counts the containers around it.
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
      throw failed(e);
    }
  }

  /**
   * Where the cursor is in the document: {@code $}, then {@code .key} for the key last read and
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
    return tokens.offset();
  }

  /** Releases the buffer. The stream the reader was made from is left open, as {@link Cbor#read} leaves it. */
  @Override
  public void close() {
    tokens.release();
  }

  // Before a value: where the input must hold one, takes the element or the key before it.
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
        if (state == END) throw in.error("expected " + expected + ", found the end of the map");
        if (state == NAME) throw new IllegalStateException("a value read before its key, at " + path());
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

  private static String describe(CborToken t) {
    return switch (t) {
      case BEGIN_OBJECT -> "a map";
      case BEGIN_ARRAY -> "an array";
      case STRING -> "a text string";
      case BYTES -> "a byte string";
      case NUMBER -> "a number";
      case BOOLEAN -> "a boolean";
      case TAG -> "a tag";
      case SIMPLE -> "a simple value";
      default -> t.name().toLowerCase();
    };
  }

  // An exception raised at the cursor: its path prepended (the binder's has the bound value's own), then,
  // over a stream, replaced by what the byte[] reader would have raised first for these bytes.
  private PeregrineException failed(PeregrineException e) {
    for (int d = depth; d >= 1; d--) {
      if (kinds[d] == ARRAY) {
        e.prependIndex(indexes[d]);
      } else if (names[d] != null) {
        e.prependProperty(names[d]);
      }
    }
    PeregrineException first = tokens.documentError(e);
    if (first != e && tokens.errorDepth() >= 0) first.withPathPrefixOf(e, tokens.errorDepth());
    return first;
  }
}
