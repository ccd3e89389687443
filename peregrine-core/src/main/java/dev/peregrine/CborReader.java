package dev.peregrine;

import dev.peregrine.bind.Binder;
import dev.peregrine.cbor.CborTokens;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import java.io.Closeable;
import java.math.BigDecimal;
import java.math.BigInteger;

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
 * try (CborReader r = cbor.reader(in)) {   // {"batch": 7, "items": [ {...}, {...}, ... ]}
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
public final class CborReader extends AbstractTokenReader<CborToken> implements Closeable {
  private final CborTokens tokens;

  CborReader(CborTokens tokens, Binder binder) {
    super(tokens.reader(), binder, TokenWords.CBOR, CborToken.NAME, CborToken.END_OBJECT, CborToken.END_ARRAY,
        CborToken.END_DOCUMENT);
    this.tokens = tokens;
  }

  /** The kind of the next token, without consuming anything the other methods would then not see. */
  public CborToken peek() {
    return peekToken();
  }

  /** True when the current map or array has another entry or element (false also at the document's end). */
  public boolean hasNext() {
    return hasNextToken();
  }

  /** Consumes the start of a map. */
  public void beginObject() {
    beginObjectToken();
  }

  /** Consumes the end of the current map: all its entries must have been read or skipped. */
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

  /** The next key of the current map (text, or an integer as its decimal text); its value is read next. */
  public String nextName() {
    return nameOfNextValue();
  }

  /** A text string (a number or another kind is an error: nothing is converted). */
  public String nextString() {
    return stringValue("a text string");
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
    return intValue();
  }

  /** An integer within long range. */
  public long nextLong() {
    return longValue();
  }

  /** A number as a double (a half, single or double float exactly; an integer or decimal rounded). */
  public double nextDouble() {
    return doubleValue();
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
    return bigDecimalValue();
  }

  /** An integer of any size (bignums included). */
  public BigInteger nextBigInteger() {
    return bigIntegerValue();
  }

  /**
   * A number in the kind the document gives it, as {@link Cbor#parse(byte[])} reads it: Integer, Long or
   * BigInteger (the smallest that holds it) for an integer, Float for a half or single float, Double for a
   * double, BigDecimal for a decimal fraction.
   */
  public Number nextNumber() {
    return numberValue(false);
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

  /** The content codec of a simple value, which has none. */
  private static final Codec<Object> NO_CONTENT = new Codec<>() {
    @Override
    public Object read(ValueReader r) {
      throw r.error("a simple value holds no item");
    }

    @Override
    public void write(ValueWriter w, Object value) {
      throw new UnsupportedOperationException();
    }
  };

  /** A simple value other than true, false and null ({@link CborToken#SIMPLE}): its number (23 for undefined). */
  public int nextSimple() {
    try {
      toValue("a simple value");
      CborToken t = valueToken();
      if (t != CborToken.SIMPLE) throw in.error("expected a simple value, found " + describe(t));
      int v = ((CborSimple) in.readFormatValue(NO_CONTENT)).value();
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
    skipToken();
  }

  /**
   * Binds the item at the cursor to {@code type}, as {@link Cbor#read(byte[], Class)} would bind that item
   * alone (with this Cbor's options), and moves past it. The depth limit counts the containers around it.
   */
  public <T> T read(Class<T> type) {
    return bound(type);
  }

  /** {@link #read(Class)} for a generic type. */
  public <T> T read(TypeRef<T> type) {
    return bound(type);
  }

  /**
   * Where the cursor is in the document: {@code $}, then {@code .key} for the key last read and
   * {@code [index]} for the element being read (or to be read next) in each open container.
   */
  public String path() {
    return cursorPath();
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

  @Override
  CborToken valueToken() {
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

  @Override
  String describe(CborToken t) {
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

  @Override
  void finishDocument() {
    tokens.finish();
  }

  // The path prepended (as every format's), then, over a stream, replaced by what the byte[] reader would
  // have raised first for these bytes.
  @Override
  PeregrineException failed(PeregrineException e) {
    super.failed(e);
    PeregrineException first = tokens.documentError(e);
    if (first != e && tokens.errorDepth() >= 0) first.withPathPrefixOf(e, tokens.errorDepth());
    return first;
  }
}
