package dev.peregrine.json;

import dev.peregrine.JsonException;
import dev.peregrine.PeregrineException;
import dev.peregrine.internal.Ascii;
import dev.peregrine.internal.BufferPool;
import dev.peregrine.internal.KeyCache;
import dev.peregrine.internal.NumberWriter;
import dev.peregrine.internal.Utf8;
import dev.peregrine.stream.Limits;
import dev.peregrine.stream.internal.NameTable;
import dev.peregrine.stream.internal.TextPrinter;
import dev.peregrine.stream.ValueWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;

/**
 * The JSON writer: UTF-8 bytes into a growing array, compact or pretty (two-space indent, {@code ": "}
 * after names, empty containers as {@code {}} and {@code []}).
 *
 * <p>Separators use a {@code first} flag: a value or a name writes a comma unless it is the first in its
 * container or follows a name (a name sets the flag again). Property names come pre-encoded from
 * {@link EncodedNames}, comma included, and are copied 8 bytes at a time; map keys and tree names, in
 * compact output, are copied from the pooled {@link KeyCache} once written. Non-ASCII text is written as
 * UTF-8, never escaped; control characters, quote, backslash and lone surrogates are escaped, so every Java
 * String round-trips.
 *
 * <p>A writer made for a String result ({@link #forText}) holds Latin-1 in its buffer instead, one byte a
 * char, of which the JDK makes a String with one copy; UTF-8 would be decoded again a char at a time past the
 * first byte that is not ASCII. A char past U+00FF has no Latin-1 byte: it goes, after the buffer's bytes so
 * far, to a char array that holds the text's start (with the rest of its string up to the next char to
 * escape, copied by the JDK from the String at once), and the buffer starts again. Escapes are the same in
 * both encodings, so the text is the UTF-8 output's, decoded.
 *
 * <p>Nesting is bounded by {@link Limits#maxDepth()}: without references a cyclic object graph would nest
 * forever, and this turns it into a {@link JsonException} instead of a StackOverflowError.
 */
public final class Utf8JsonWriter extends ValueWriter {
  private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);
  private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
  private static final long NULL = word("null");
  private static final long TRUE = word("true");
  private static final long FALSE = word("false");
  /**
   * Room a scalar value asks for before its separator: a comma and the longest fixed-size scalar (a
   * double's 25 bytes), plus slack for 8-byte stores of literals.
   */
  private static final int SCALAR = 40;
  // The longest string quoted() encodes whole (a copy of at most three bytes a char); longer ones go in
  // chunks of the scratch chars.
  static final int WHOLE = 1 << 16;
  // The longest string whose encoded bytes are copied a word at a time as they are checked (plainBytes); past
  // it, they are checked first and copied in one (plainBytesLong).
  private static final int SHORT_BYTES = 64;

  private final boolean pretty;
  private final Limits limits;
  // Strings longer than WHOLE are copied here with String.getChars, a chunk at a time, and read from here;
  // see quoted().
  private final char[] chars;
  // Keys written lately and their encoded bytes, for name(String); null for a writer with its own buffer.
  private final KeyCache keys;
  private byte[] buf;
  private int pos;
  private int depth;
  // No comma before the next value or name: at the start, after an opening bracket and after a name.
  private boolean first = true;
  // Pretty printing only: the next value follows a name, so it takes no newline.
  private boolean afterName;
  // Some byte written is not ASCII; only the non-ASCII paths set it, so ASCII output pays nothing. Never set
  // in Latin-1 mode.
  private boolean nonAscii;
  // Latin-1 mode (forText): the buffer holds a char a byte, chars past U+00FF go to `text`.
  private final boolean latin1;
  // Latin-1 mode: the text before the buffer's bytes, text[0, textLength), once a char past U+00FF was
  // written; else null.
  private char[] text;
  private int textLength;
  // Latin-1 mode: a pooled array for `text` (BufferPool.Buffers.text), taken when the first wide char comes
  // if it has room; null for none.
  private char[] spareText;
  // Writing to a stream (streamTo): when the buffer is full, what it holds goes to the stream instead of
  // the buffer growing, so memory stays at the buffer's size (or the largest single token). Null: one array.
  private OutputStream sink;
  // Bytes already handed to the sink (in Latin-1 mode, chars moved to `text`): output offsets are flushed + pos.
  private long flushed;

  /** A writer with its own buffer. */
  public Utf8JsonWriter(boolean pretty, Limits limits) {
    this(pretty, limits, new byte[256]);
  }

  /**
   * A writer that starts in {@code buffer}, for example one from {@link dev.peregrine.internal.BufferPool};
   * {@link #buffer()} gives back the buffer in use at the end, which may be a larger copy.
   */
  public Utf8JsonWriter(boolean pretty, Limits limits, byte[] buffer) {
    this(pretty, limits, buffer, new char[BufferPool.CHARS], null, false);
  }

  /** A writer in pooled buffers, with their scratch chars and their key cache. */
  Utf8JsonWriter(boolean pretty, Limits limits, BufferPool.Buffers buffers) {
    this(pretty, limits, buffers.bytes, buffers.chars, buffers.keys, false);
  }

  private Utf8JsonWriter(boolean pretty, Limits limits, byte[] buffer, char[] chars, KeyCache keys, boolean latin1) {
    this.pretty = pretty;
    this.limits = limits;
    this.buf = buffer;
    this.chars = chars;
    this.keys = keys;
    this.latin1 = latin1;
  }

  /**
   * A writer in pooled buffers whose result is taken as a String ({@link #toText}), in Latin-1 mode (see the
   * class comment); {@link #toByteArray} and the stream methods are not for it.
   */
  static Utf8JsonWriter forText(boolean pretty, Limits limits, BufferPool.Buffers buffers) {
    Utf8JsonWriter writer = new Utf8JsonWriter(pretty, limits, buffers.bytes, buffers.chars, buffers.keys, true);
    writer.spareText = buffers.text;
    return writer;
  }

  /** Latin-1 mode: the text array in use at the end (to give back to the pool), else the spare one, or null. */
  char[] textBuffer() {
    return text != null ? text : spareText;
  }

  private static long word(String literal) {
    byte[] b = Arrays.copyOf(literal.getBytes(StandardCharsets.US_ASCII), 8);
    return (long) LONG.get(b, 0);
  }

  @Override
  public Limits limits() {
    return limits;
  }

  /** The bytes written so far. */
  public byte[] toByteArray() {
    return Arrays.copyOf(buf, pos);
  }

  /** The text written so far; ASCII output, and all of a Latin-1 mode writer's, takes the JDK's Latin-1 copy. */
  public String toText() {
    if (text != null) {
      moveBytesToText();
      return new String(text, 0, textLength);
    }
    return new String(buf, 0, pos, nonAscii ? StandardCharsets.UTF_8 : StandardCharsets.ISO_8859_1);
  }

  /** Writes the bytes written so far to {@code out}. */
  public void writeTo(OutputStream out) throws IOException {
    out.write(buf, 0, pos);
  }

  /**
   * From now on, whenever the buffer is full, writes what it holds to {@code out} and starts it again,
   * instead of growing it: a document of any size is written through a bounded buffer. {@link #writeTo}
   * writes the rest at the end. An IOException surfaces as an UncheckedIOException.
   */
  public void streamTo(OutputStream out) {
    this.sink = out;
  }

  /**
   * After {@link #streamTo}: writes what the buffer holds to the stream and starts it again (between two
   * writes; no position is held across calls).
   */
  public void flushToStream() throws IOException {
    if (sink != null && pos > 0) {
      sink.write(buf, 0, pos);
      flushed += pos;
      pos = 0;
    }
  }

  /** The buffer in use: the constructor's, or a larger copy of it. */
  public byte[] buffer() {
    return buf;
  }

  int size() {
    return pos;
  }

  /** The longest string written: n * 3 + 10 bytes of room for it must not overflow an int. */
  private static final int MAX_CHARS = (Integer.MAX_VALUE - 10) / 3;

  // pos + more may overflow; buf.length - pos cannot.
  private void ensure(int more) {
    if (more > buf.length - pos) grow(more);
  }

  private void grow(int more) {
    if (sink != null && pos > 0) {
      // Safe here: every caller that holds a position across an ensure() reloads it (see nameToCache).
      try {
        sink.write(buf, 0, pos);
      } catch (IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
      flushed += pos;
      pos = 0;
      if (more <= buf.length) return;
    }
    long need = (long) pos + more;
    if (need > MAX_ARRAY) throw error("output larger than 2 GiB");
    buf = Arrays.copyOf(buf, (int) Math.max(Math.min(buf.length * 2L, MAX_ARRAY), need));
  }

  /** The largest array the JVM is sure to allocate. */
  private static final int MAX_ARRAY = Integer.MAX_VALUE - 8;

  // Before a value: the comma and, when pretty, the newline and indent. The caller has made room for
  // `room` bytes, the comma included; the indent makes its own.
  private void separator(int room) {
    if (pretty) {
      prettySeparator(room);
      return;
    }
    if (!first) buf[pos++] = ',';
    first = false;
  }

  private void prettySeparator(int room) {
    if (afterName) {
      afterName = false;
      first = false;
      return;
    }
    ensure(2 + 2 * depth + room);
    if (!first) buf[pos++] = ',';
    first = false;
    if (depth > 0) newline();
  }

  // The caller has made room for the newline and indent.
  private void newline() {
    byte[] b = buf;
    b[pos++] = '\n';
    for (int i = 0; i < depth; i++) {
      b[pos++] = ' ';
      b[pos++] = ' ';
    }
  }

  @Override
  public void beginObject() {
    open((byte) '{');
  }

  @Override
  public void endObject() {
    close((byte) '}');
  }

  @Override
  public void beginArray() {
    open((byte) '[');
  }

  @Override
  public void endArray() {
    close((byte) ']');
  }

  // JSON has no lengths: a container that announces its size (ValueWriter.beginArray(int)) is any container.
  // Overridden only so that the collection codecs' call reaches open() directly, as beginArray() does.
  @Override
  public void beginArray(int size) {
    open((byte) '[');
  }

  @Override
  public void beginObject(int size) {
    open((byte) '{');
  }

  private void open(byte c) {
    ensure(SCALAR);
    separator(SCALAR);
    if (depth >= limits.maxDepth()) {
      throw error("nesting deeper than the limit of " + limits.maxDepth()
          + " while writing (a circular reference? Json.builder().references(true) writes cycles as $ref)");
    }
    depth++;
    buf[pos++] = c;
    first = true;
  }

  private void close(byte c) {
    depth--;
    if (pretty && !first) {
      ensure(1 + 2 * depth);
      newline();
    }
    ensure(1);
    buf[pos++] = c;
    first = false;
  }

  @Override
  public void name(String name) {
    if (pretty) {
      ensure(2 + 2 * depth);
      if (!first) buf[pos++] = ',';
      if (depth > 0) newline();
      rawString(name);
      ensure(2);
      buf[pos++] = ':';
      buf[pos++] = ' ';
      afterName = true;
    } else if (keys == null) {
      compactName(name);
    } else {
      int i = keys.find(name);
      if (i >= 0) {
        ensure(1 + keys.room(i)); // the comma, then the key (two words: bytes past it are overwritten next)
        byte[] b = buf;
        int p = pos;
        if (!first) b[p++] = ',';
        pos = p + keys.copy(i, b, p);
      } else {
        nameToCache(name, -1 - i);
      }
    }
    first = true;
  }

  private void compactName(String name) {
    if (!first) rawByte((byte) ',');
    rawString(name);
    rawByte((byte) ':');
  }

  // A key not in the cache: written as any key is, then kept in slot i if it qualifies (see KeyCache).
  private void nameToCache(String name, int i) {
    int from = first ? pos : pos + 1; // after the comma
    long before = flushed;
    compactName(name);
    if (flushed != before) return; // went to the stream meanwhile: cache it another time
    int length = pos - from;
    // One byte per char, and the quotes and colon: nothing escaped and nothing beyond ASCII (in Latin-1 mode a
    // byte a char is not enough: the cache is shared with UTF-8 writers).
    if (length == name.length() + 3 && length <= KeyCache.MAX_KEPT && (!latin1 || Ascii.isAscii(buf, from, length))) {
      keys.keep(i, name, buf, from, length);
    }
  }

  @Override
  public void name(NameTable names, int index) {
    EncodedNames encoded = EncodedNames.of(names);
    if (latin1 && encoded.nonAscii) {
      name(names.name(index)); // the table's bytes are UTF-8
      return;
    }
    if (pretty || !writeWords(encoded, index, 0)) copyName(encoded, index);
    first = true;
  }

  // The name as constants (see ValueWriter): the opening quote and the name as one or two words (and a
  // byte, for 16), then the closing quote and the colon as one short. The words are constants at generated
  // call sites, so once inlined each store is of a constant. Bytes the words store past the name are
  // overwritten next; ensure(20) covers the short's two bytes at p + 1 + length <= pos + 18.
  @Override
  public void name(NameTable names, int index, int length, long w0, long w1) {
    if (pretty) {
      name(names, index);
      return;
    }
    ensure(20);
    pos = nameWords(buf, pos, length, w0, w1);
    first = true;
  }

  // The comma unless first, then the name from its words, quoted, and the colon; the caller has made room for
  // 20 bytes. Returns the position after the colon.
  private int nameWords(byte[] b, int p, int length, long w0, long w1) {
    if (!first) b[p++] = ',';
    LONG.set(b, p, '"' | w0 << 8);
    if (length > 7) LONG.set(b, p + 8, w0 >>> 56 | w1 << 8);
    if (length == 16) b[p + 16] = (byte) (w1 >>> 56); // the one byte of the name the words leave
    SHORT.set(b, p + 1 + length, (short) ('"' | ':' << 8));
    return p + length + 3;
  }

  // A property as one write: room for the name and the value is made once, and the flag is set once.
  @Override
  public void property(NameTable names, int index, int length, long w0, long w1, int value) {
    if (pretty) {
      super.property(names, index, length, w0, w1, value);
      return;
    }
    int p = nameBeforeScalar(length, w0, w1);
    pos = NumberWriter.writeInt(buf, p, value);
  }

  @Override
  public void property(NameTable names, int index, int length, long w0, long w1, long value) {
    if (pretty) {
      super.property(names, index, length, w0, w1, value);
      return;
    }
    int p = nameBeforeScalar(length, w0, w1);
    pos = NumberWriter.writeLong(buf, p, value);
  }

  // Compact: room for the name and a scalar, then the name; returns where the scalar goes.
  private int nameBeforeScalar(int length, long w0, long w1) {
    ensure(20 + SCALAR);
    int p = nameWords(buf, pos, length, w0, w1);
    first = false;
    return p;
  }

  @Override
  public void property(NameTable names, int index, int length, long w0, long w1, String value) {
    int n = value.length();
    if (pretty || n > MAX_CHARS - 20) {
      super.property(names, index, length, w0, w1, value);
      return;
    }
    ensure(n * 3 + 30); // value(String)'s room and the name's
    pos = nameWords(buf, pos, length, w0, w1);
    first = false;
    quoted(value, n);
  }

  @Override
  public void value(NameTable names, int index) {
    EncodedNames encoded = EncodedNames.of(names);
    if (pretty || !writeWords(encoded, index, 1)) value(names.name(index));
    first = false;
  }

  /**
   * Writes entry {@code index} from its two words, less its last {@code trim} bytes (1 drops the colon to
   * write the name as a text value); false, writing nothing, when it has no words.
   */
  private boolean writeWords(EncodedNames encoded, int index, int trim) {
    long[] words = encoded.words;
    int k = 3 * index;
    int length = (int) words[k + 2];
    if (length < 0) return false;
    ensure(16);
    long w0 = words[k];
    long w1 = words[k + 1];
    // Each entry starts with its comma: the first in its container drops it, one byte in little-endian
    // words. (Entries of non-ASCII tables have no words: copyName records them for toText.)
    if (first) {
      w0 = (w0 >>> 8) | (w1 << 56);
      w1 >>>= 8;
      length--;
    }
    byte[] b = buf;
    int p = pos;
    LONG.set(b, p, w0);
    LONG.set(b, p + 8, w1);
    pos = p + length - trim;
    return true;
  }

  // Names longer than two words, and every name when pretty printing.
  private void copyName(EncodedNames encoded, int index) {
    nonAscii |= encoded.nonAscii;
    int from = encoded.start[index];
    int length = encoded.length[index];
    if (first) {
      from++;
      length--;
    }
    if (pretty) {
      prettyName(encoded.bytes, from, length);
      return;
    }
    ensure(length + 8);
    byte[] src = encoded.bytes;
    byte[] dst = buf;
    int p = pos;
    // Whole words: the names array is padded and ensure() left 8 bytes of room past the name.
    for (int i = 0; i < length; i += 8) LONG.set(dst, p + i, (long) LONG.get(src, from + i));
    pos = p + length;
    first = true;
  }

  private void prettyName(byte[] src, int from, int length) {
    ensure(length + 2 + 2 * depth);
    if (!first) buf[pos++] = src[from++];
    if (depth > 0) newline();
    int rest = first ? length : length - 1;
    System.arraycopy(src, from, buf, pos, rest);
    pos += rest;
    buf[pos++] = ' ';
    first = true;
    afterName = true;
  }

  @Override
  public void value(String value) {
    int n = value.length();
    if (n > MAX_CHARS) throw error("output larger than 2 GiB");
    // Room for the common case: every char at most 3 UTF-8 bytes, and a whole word for a short string
    // (quoted); escapes re-check.
    ensure(n * 3 + 10);
    separator(n * 3 + 10);
    quoted(value, n);
  }

  /**
   * As {@link #value(String)}, but a string of up to 16 chars is copied out with one getChars and checked and
   * stored by a loop over the copy, not gathered into two words by charAt (quoted's plainTwoWords): at the one
   * call site of a collection's, an array's or a map's values, strings of every length come one after the
   * other, and the loop runs as many times as the string has chars; getChars branches on the string's coder
   * once, where each charAt does (on JDK 25, once the JVM has read any UTF-16 String, C2 keeps the UTF-16 path
   * beside every charAt it inlines: List-String write UTF-8 went from 0.55 to 0.83 of fastjson2 there, from
   * 0.77 to 0.83 on JDK 17). The bean properties keep the words, which wrote the Eishay document's fixed
   * strings 2-3% faster than a charAt loop on JDK 17.
   */
  @Override
  public void stringElement(String value) {
    int n = value.length();
    if (n > 16) {
      value(value);
      return;
    }
    ensure(n * 3 + 10);
    separator(n * 3 + 10);
    byte[] b = buf;
    int p = pos;
    b[p++] = '"';
    char[] cs = chars;
    value.getChars(0, n, cs, 0);
    int i = 0;
    for (; i < n; i++) {
      int c = cs[i];
      if (c < 0x20 || c >= 0x80 || c == '"' || c == '\\') break;
      b[p + i] = (byte) c;
    }
    if (i < n) {
      pos = p + i;
      quotedRest(value, i, n);
      return;
    }
    b[p + n] = '"';
    pos = p + n + 1;
  }

  @Override
  public <T> void textValue(T value, int maxLength, TextPrinter<T> printer) {
    ensure(maxLength + SCALAR);
    separator(maxLength + SCALAR);
    byte[] b = buf;
    b[pos] = '"';
    int p = printer.print(value, b, pos + 1);
    b[p] = '"';
    pos = p + 1;
  }

  @Override
  public void value(boolean value) {
    literal(value ? TRUE : FALSE, value ? 4 : 5);
  }

  @Override
  public void nullValue() {
    literal(NULL, 4);
  }

  private void literal(long word, int length) {
    ensure(SCALAR);
    separator(SCALAR);
    LONG.set(buf, pos, word);
    pos += length;
  }

  @Override
  public void value(int value) {
    ensure(SCALAR);
    separator(SCALAR);
    pos = NumberWriter.writeInt(buf, pos, value);
  }

  @Override
  public void value(long value) {
    ensure(SCALAR);
    separator(SCALAR);
    pos = NumberWriter.writeLong(buf, pos, value);
  }

  // Arrays of ints and longs a chunk at a time: room made once a chunk, no separator state per element.
  private static final int BULK_CHUNK = 512;

  @Override
  public void intArray(int[] values) {
    if (pretty) {
      super.intArray(values);
      return;
    }
    open((byte) '[');
    int n = values.length;
    for (int from = 0; from < n; from += BULK_CHUNK) {
      int to = Math.min(n, from + BULK_CHUNK);
      ensure((to - from) * 12 + SCALAR); // 11 chars at most, and the comma
      byte[] b = buf;
      int p = pos;
      for (int i = from; i < to; i++) {
        if (i > 0) b[p++] = ',';
        p = NumberWriter.writeInt(b, p, values[i]);
      }
      pos = p;
    }
    first = n == 0;
    close((byte) ']');
  }

  @Override
  public void longArray(long[] values) {
    if (pretty) {
      super.longArray(values);
      return;
    }
    open((byte) '[');
    int n = values.length;
    for (int from = 0; from < n; from += BULK_CHUNK) {
      int to = Math.min(n, from + BULK_CHUNK);
      ensure((to - from) * 21 + SCALAR); // 20 chars at most, and the comma
      byte[] b = buf;
      int p = pos;
      for (int i = from; i < to; i++) {
        if (i > 0) b[p++] = ',';
        p = NumberWriter.writeLong(b, p, values[i]);
      }
      pos = p;
    }
    first = n == 0;
    close((byte) ']');
  }

  @Override
  public void value(double value) {
    if (!Double.isFinite(value)) throw error(value + " is not a JSON number");
    ensure(SCALAR);
    separator(SCALAR);
    pos = NumberWriter.writeDouble(buf, pos, value);
  }

  @Override
  public void value(float value) {
    if (!Float.isFinite(value)) throw error(value + " is not a JSON number");
    ensure(SCALAR);
    separator(SCALAR);
    pos = NumberWriter.writeFloat(buf, pos, value);
  }

  @Override
  public void value(BigInteger value) {
    if (value.bitLength() < 64) {
      value(value.longValue()); // the same digits as toString, without its division into a new String
    } else {
      ascii(value.toString());
    }
  }

  @Override
  public void value(BigDecimal value) {
    // toString may use exponent notation (1E+3), which is valid JSON and keeps scale and digits.
    ascii(value.toString());
  }

  // An ASCII String (a number's text), copied in one call: the deprecated getBytes copies each char's low byte,
  // exact for ASCII, and for a Latin-1 String is one array copy, where charAt a char branches on the coder each
  // time (and, on JDK 25, carries the UTF-16 path once the JVM has read a UTF-16 String: see stringElement).
  @SuppressWarnings("deprecation")
  private void ascii(String s) {
    int n = s.length();
    ensure(n + 1);
    separator(n + 1);
    s.getBytes(0, n, buf, pos);
    pos += n;
  }

  @Override
  public void binaryValue(byte[] value) {
    byte[] b64 = Base64.getEncoder().encode(value);
    ensure(b64.length + 3);
    separator(b64.length + 3);
    buf[pos++] = '"';
    System.arraycopy(b64, 0, buf, pos, b64.length);
    pos += b64.length;
    buf[pos++] = '"';
  }

  void rawByte(byte b) {
    ensure(1);
    buf[pos++] = b;
  }

  /** Writes {@code s} quoted and escaped, with no separator. */
  void rawString(String s) {
    int n = s.length();
    if (n > MAX_CHARS) throw error("output larger than 2 GiB");
    ensure(n * 3 + 10);
    quoted(s, n);
  }

  // The string in quotes; the caller has made room for n * 3 + 9 bytes. Plain ASCII goes 8 chars at a time;
  // ASCII with escapes goes 8 bytes at a time between them (escapedAscii); from the first group with a char
  // that needs more than one byte, quotedRest writes the rest a char at a time.
  //
  // From 8 chars up the string is encoded first, with String.getBytes(UTF_8): the JDK checks a Latin-1
  // string's bytes with a vector instruction and copies them, which costs less than any loop of ours over
  // its chars. Then each group of 8 bytes is checked for escapes and stored as one word. The encoder writes
  // '?' for a lone surrogate, which JSON must keep as an escape, and every other char that is not ASCII as
  // two bytes or more (a surrogate pair as four): so as many bytes as chars means ASCII, but for the chars
  // at a '?' (plainBytes checks them). UTF-8 from a string with other chars is kept too when nothing in it
  // needs an escape or is a '?'. In Latin-1 mode the string is encoded as Latin-1, a '?' for every char past
  // U+00FF and for each surrogate pair: as many bytes as chars means no pair, and the bytes from 0x80 up are
  // the string's own; the chars at a '?' are checked as in UTF-8 (escapedAscii).
  //
  // Strings of up to 16 chars are gathered with charAt (see plainTwoWords for why), and strings longer than WHOLE (not to encode a copy of a huge
  // string) are copied out a chunk at a time with String.getChars: charAt branches on the string's coder,
  // and that branch's profile is shared by every caller in the JVM; once any code has read a char of a
  // non-Latin-1 string, C2 keeps a call to the UTF-16 path beside every charAt it inlines, which costs a
  // third of the write's speed on JDK 25. getChars branches once per chunk.
  private void quoted(String s, int n) {
    byte[] b = buf;
    int p = pos;
    b[p++] = '"';
    int i;
    if (n <= 16) {
      i = n < 8 ? plainWord(s, n, b, p) : plainTwoWords(s, n, b, p);
      if (i == ESCAPES) {
        pos = p;
        escapedAscii(s, s.getBytes(StandardCharsets.UTF_8), 0, n);
        return;
      }
    } else if (n <= SHORT_BYTES) {
      byte[] u = s.getBytes(StandardCharsets.UTF_8);
      if (u.length != n) {
        quotedUtf8(s, u, p);
        return;
      }
      i = plainBytes(s, u, n, b, p);
      if (i < n) {
        pos = p + i;
        escapedAscii(s, u, i, n);
        return;
      }
    } else {
      quotedLong(s, n, p);
      return;
    }
    if (i < n) {
      pos = p + i;
      quotedRest(s, i, n);
      return;
    }
    b[p + n] = '"';
    pos = p + n + 1;
  }

  /**
   * quoted() for more than SHORT_BYTES chars, after the opening quote (at p - 1), kept out of it so that the
   * code the UTF-8 writes inline for their strings stays as small as it was: up to WHOLE from the encoder's
   * bytes (plainBytesLong), longer ones a chunk of chars at a time.
   */
  private void quotedLong(String s, int n, int p) {
    if (latin1 && n <= WHOLE) { // Latin-1 mode: from the Latin-1 bytes (long text mostly has a char past ASCII)
      quotedLatin1(s, n, p);
      return;
    }
    byte[] b = buf;
    int i;
    if (n <= WHOLE) {
      byte[] u = s.getBytes(StandardCharsets.UTF_8);
      if (u.length != n) {
        quotedUtf8(s, u, p);
        return;
      }
      i = plainBytesLong(s, u, n, b, p);
      if (i < n) {
        pos = p + i;
        escapedAscii(s, u, i, n);
        return;
      }
    } else {
      i = plainChunks(s, n, chars, b, p);
      if (i < n) {
        pos = p + i;
        quotedRest(s, i, n);
        return;
      }
    }
    b[p + n] = '"';
    pos = p + n + 1;
  }

  /**
   * Latin-1 mode, for a string of more than 16 chars with a char past ASCII (quotedUtf8's caller found it in
   * the encoder's UTF-8) or of more than SHORT_BYTES (quotedLong), after its opening quote at p - 1: from the
   * string's Latin-1 bytes as quoted() goes from UTF-8, but a char at a time when it has a surrogate pair (one
   * '?' in Latin-1 for two chars: the chars' indexes no longer match the bytes'), and, once the document has
   * had a char past U+00FF, when its first, middle or last char is one (wide text, CJK or Cyrillic: the
   * Latin-1 encoder would leave its vector loop at every char; text with wide chars in one string mostly has
   * them in others). ASCII strings of up to SHORT_BYTES take quoted()'s UTF-8 paths in both modes, their bytes
   * being the same: so quoted(), which the codecs inline at every string they write, has no branch on the
   * mode, and an application that writes both Strings and bytes does not have both modes' code compiled into
   * every codec (the suite's WriteUTF8Bytes, run in a JVM after WriteString, lost 8-15% that way).
   */
  private void quotedLatin1(String s, int n, int p) {
    pos = p;
    if (text != null && (s.charAt(0) > 0xff || s.charAt(n >>> 1) > 0xff || s.charAt(n - 1) > 0xff)) {
      quotedRest(s, 0, n);
      return;
    }
    byte[] u = s.getBytes(StandardCharsets.ISO_8859_1);
    if (u.length != n) {
      quotedRest(s, 0, n);
      return;
    }
    byte[] b = buf;
    int i = n <= SHORT_BYTES ? plainBytes(s, u, n, b, p) : plainBytesLong(s, u, n, b, p);
    if (i < n) {
      pos = p + i;
      escapedAscii(s, u, i, n);
      return;
    }
    b[p + n] = '"';
    pos = p + n + 1;
  }

  /**
   * Copies the bytes {@code u[0, n)} (at least 8) that the JDK's encoder made of the n chars of {@code s} to
   * {@code b[p]} on, 8 at a time, while they need no escape; returns how many it copied, {@code n} for all.
   * The bytes are all ASCII (as many as chars: see quoted()), and a group with a '?' is copied only if its
   * chars are ASCII, not lone surrogates. The last group overlaps the one before unless n is a multiple of 8.
   */
  private static int plainBytes(String s, byte[] u, int n, byte[] b, int p) {
    int last = n - 8;
    for (int i = 0; ; i += 8) {
      if (i > last) i = last; // the last group overlaps the one before, whose bytes passed
      long w = (long) LONG.get(u, i);
      if (!plain(s, w, i)) return i;
      LONG.set(b, p + i, w);
      if (i == last) return n;
    }
  }

  /**
   * plainBytes for more than SHORT_BYTES bytes: a counted loop that only looks (C2 unrolls it), then what
   * passed in one System.arraycopy: strings of 300-400 chars wrote half as fast again (type probe, String-long);
   * for a few words, plainBytes' loop (the Eishay document's strings of 30 chars wrote 2-3% slower this way).
   */
  private static int plainBytesLong(String s, byte[] u, int n, byte[] b, int p) {
    int last = n - 8;
    int i = 0;
    for (; i <= last; i += 8) {
      long w = (long) LONG.get(u, i);
      if (!plain(s, w, i)) break;
    }
    if (i > last && i < n) { // the last few bytes: the group of the last 8 again, its first ones passed
      long w = (long) LONG.get(u, last);
      if (plain(s, w, last)) i = n;
    }
    System.arraycopy(u, 0, b, p, i);
    return i;
  }

  // Whether the group w of the encoder's bytes of s from i needs no escape: no byte to escape (a '?' is one
  // unless its chars are ASCII, where it is a '?' of the text and not a lone surrogate's).
  private static boolean plain(String s, long w, int i) {
    return Ascii.utf8JsonSpecials(w) == 0 || Ascii.jsonSpecials(w) == 0 && ascii(s, i);
  }

  // Whether chars [i, i + 8) of s are ASCII.
  private static boolean ascii(String s, int i) {
    int any = 0;
    for (int k = i; k < i + 8; k++) any |= s.charAt(k);
    return any < 0x80;
  }

  /** What plainWord and plainTwoWords answer for ASCII that needs an escape (0: not ASCII). */
  private static final int ESCAPES = -1;

  /**
   * The rest of quoted() from char i for a string {@code s} of ASCII chars but for lone surrogates, encoded as
   * {@code u} (a byte a char: a '?' where such a surrogate was), from pos on: the plain runs stored 8 bytes at a
   * time up to the next byte to escape, which {@link Ascii#utf8JsonSpecials} finds (a '?' is checked against
   * its char), then that escape. Where quotedRest would read the rest a char at a time. Room as for quoted():
   * a byte a char plus a word's overshoot, and each escape makes room again for the rest. In Latin-1 mode
   * {@code s} is any string without surrogate pairs, {@code u} its Latin-1 bytes: bytes from 0x80 up are its
   * chars, and a '?' may stand for a char past U+00FF, which goes on as {@link #wideRun}.
   */
  private void escapedAscii(String s, byte[] u, int i, int n) {
    byte[] b = buf;
    int p = pos;
    while (i < n) {
      if (i + 8 <= n) {
        long w = (long) LONG.get(u, i);
        long flags = Ascii.utf8JsonSpecials(w);
        LONG.set(b, p, w);
        if (flags == 0) {
          i += 8;
          p += 8;
          continue;
        }
        int k = Long.numberOfTrailingZeros(flags) >>> 3;
        i += k;
        p += k;
      }
      int c = u[i];
      if (c < 0 || c >= 0x20 && c != '"' && c != '\\' && (c != '?' || s.charAt(i) == '?')) {
        b[p++] = (byte) c; // below 0: a Latin-1 mode char from U+0080 to U+00FF
      } else {
        pos = p;
        char ch = s.charAt(i);
        if (latin1 && ch > 0xff && !Character.isSurrogate(ch)) {
          i = wideRun(s, i, n) - 1;
        } else {
          writeEscape(ch, (n - i) * 3 + 8);
        }
        b = buf;
        p = pos;
      }
      i++;
    }
    b[p++] = '"';
    pos = p;
  }

  /**
   * The rest of quoted() for a string {@code s} with chars that are not ASCII, encoded as {@code u}: copied
   * from {@code b[p]} on 8 bytes at a time if none of them needs an escape or is a question mark
   * ({@link Ascii#utf8JsonSpecials}), else by escapedUtf8.
   */
  private void quotedUtf8(String s, byte[] u, int p) {
    if (latin1) {
      quotedLatin1(s, s.length(), p);
      return;
    }
    byte[] b = buf;
    int m = u.length;
    int last = m - 8;
    for (int i = 0; ; i += 8) {
      if (i > last) i = last;
      long w = (long) LONG.get(u, i);
      if (Ascii.utf8JsonSpecials(w) != 0) {
        escapedUtf8(s, u, p);
        return;
      }
      LONG.set(b, p + i, w);
      if (i == last) break;
    }
    nonAscii = true;
    b[p + m] = '"';
    pos = p + m + 1;
  }

  /**
   * quotedUtf8 for text with a byte to escape or a question mark (a tweet with a line break or a quote):
   * still from the encoder's bytes, 8 at a time between the bytes to escape, as escapedAscii does for ASCII.
   * A byte below 0x80 in UTF-8 is that char, so its escape is the char's. A '?' is kept when the string has
   * as many '?' chars as the encoder wrote; else one stands for a lone surrogate, which must be escaped, and
   * the string goes a char at a time (quotedRest). Going a char at a time whenever such a byte came made the
   * text of a tree write of twitter.json twice as slow as the rest.
   */
  private void escapedUtf8(String s, byte[] u, int p) {
    int m = u.length;
    if (Utf8.replacesAChar(u, s)) {
      pos = p;
      quotedRest(s, 0, s.length());
      return;
    }
    byte[] b = buf;
    int i = 0;
    while (i < m) {
      if (i + 8 <= m) {
        long w = (long) LONG.get(u, i);
        long flags = Ascii.utf8StringEnds(w);
        LONG.set(b, p, w);
        if (flags == 0) {
          i += 8;
          p += 8;
          continue;
        }
        int k = Long.numberOfTrailingZeros(flags) >>> 3;
        i += k;
        p += k;
      }
      int c = u[i];
      if (c < 0 || c >= 0x20 && c != '"' && c != '\\') {
        b[p++] = (byte) c;
      } else {
        pos = p;
        writeEscape((char) c, m - i + 9); // the rest of the bytes, a word's overshoot and the closing quote
        b = buf;
        p = pos;
      }
      i++;
    }
    nonAscii = true;
    b[p++] = '"';
    pos = p;
  }

  // As plainBytes for a string longer than WHOLE, from its chars, a chunk of the scratch chars at a time.
  private static int plainChunks(String s, int n, char[] cs, byte[] b, int p) {
    int i = 0;
    while (i < n) {
      int len = Math.min(n - i, cs.length);
      if (len < 8) { // the last few chars: take the 8 before them again, they passed
        i = n - 8;
        len = 8;
      }
      s.getChars(i, i + len, cs, 0);
      int plain = plainWords(cs, len, b, p + i);
      i += plain;
      if (plain < len) return i;
    }
    return n;
  }

  /**
   * As {@link #plainWords} for fewer than 8 chars: gathered into one word, whose padding (zero bytes, above
   * the chars) is masked out of the check; the caller has made room for the whole word. Returns n when stored,
   * ESCAPES for ASCII that needs an escape (for escapedAscii), 0 for a char past ASCII (for quotedRest).
   */
  private static int plainWord(String s, int n, byte[] b, int p) {
    long w = 0;
    int any = 0;
    for (int i = 0; i < n; i++) {
      int c = s.charAt(i);
      any |= c;
      w |= (long) c << (i << 3);
    }
    if (any >= 0x80) return 0;
    if ((Ascii.jsonSpecials(w) & ((1L << (n << 3)) - 1)) != 0) return ESCAPES;
    LONG.set(b, p, w);
    return n;
  }

  /**
   * As {@link #plainWord} for 8 to 16 chars: the first 8 and the last 8 (overlapping unless n is 16), each
   * gathered into one word, both or neither stored; returns as {@link #plainWord} does. Not
   * encoded first as longer strings are: the encoder's copy is stored with vector instructions, and reading
   * those bytes back right away, 8 at a time, waits for the stores to finish (the profile of a bean of short
   * strings spent a third of its time on those loads).
   */
  private static int plainTwoWords(String s, int n, byte[] b, int p) {
    int k = n - 8;
    int c0 = s.charAt(0), c1 = s.charAt(1), c2 = s.charAt(2), c3 = s.charAt(3);
    int c4 = s.charAt(4), c5 = s.charAt(5), c6 = s.charAt(6), c7 = s.charAt(7);
    int d0 = s.charAt(k), d1 = s.charAt(k + 1), d2 = s.charAt(k + 2), d3 = s.charAt(k + 3);
    int d4 = s.charAt(k + 4), d5 = s.charAt(k + 5), d6 = s.charAt(k + 6), d7 = s.charAt(k + 7);
    long w0 = c0 | c1 << 8 | c2 << 16 | (long) c3 << 24 | ((long) (c4 | c5 << 8 | c6 << 16) << 32) | (long) c7 << 56;
    long w1 = d0 | d1 << 8 | d2 << 16 | (long) d3 << 24 | ((long) (d4 | d5 << 8 | d6 << 16) << 32) | (long) d7 << 56;
    if ((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | d0 | d1 | d2 | d3 | d4 | d5 | d6 | d7) >= 0x80) return 0;
    if ((Ascii.jsonSpecials(w0) | Ascii.jsonSpecials(w1)) != 0) return ESCAPES;
    LONG.set(b, p, w0);
    LONG.set(b, p + k, w1);
    return n;
  }

  /**
   * Copies chars from the start of {@code cs} (at least 8 of them) to {@code b[p]} on, 8 at a time, while
   * they need neither an escape nor more than one byte; returns how many it copied, {@code n} for all. Each
   * group is gathered into one word in registers and stored once: fewer instructions than a store per char,
   * and nothing stored is read back. The last group overlaps the one before unless n is a multiple of 8, so
   * no char is left to a loop of its own. A char above 0xff would spill into the next byte of the word, so
   * the chars' OR is checked; {@link Ascii#jsonSpecials} flags the bytes from 0x80 up.
   */
  private static int plainWords(char[] cs, int n, byte[] b, int p) {
    int last = n - 8;
    for (int i = 0; ; i += 8) {
      if (i > last) i = last; // the last word overlaps the one before, whose chars passed
      int c0 = cs[i], c1 = cs[i + 1], c2 = cs[i + 2], c3 = cs[i + 3];
      int c4 = cs[i + 4], c5 = cs[i + 5], c6 = cs[i + 6], c7 = cs[i + 7];
      long w = c0 | c1 << 8 | c2 << 16 | (long) c3 << 24
          | ((long) (c4 | c5 << 8 | c6 << 16) << 32) | (long) c7 << 56;
      if ((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7) > 0xff || Ascii.jsonSpecials(w) != 0) return i;
      LONG.set(b, p + i, w);
      if (i == last) return n;
    }
  }

  // The rest of a string from index i, and its closing quote; room as for quoted(), which escapes re-check.
  private void quotedRest(String s, int i, int n) {
    byte[] b = buf;
    int p = pos;
    for (; i < n; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        if (c >= 0x20 && c != '"' && c != '\\') {
          b[p++] = (byte) c;
          continue;
        }
        pos = p;
        writeEscape(c, (n - i) * 3 + 1);
        b = buf;
        p = pos;
        continue;
      }
      if (latin1) {
        if (c <= 0xff) {
          b[p++] = (byte) c;
          continue;
        }
        pos = p;
        if (!Character.isSurrogate(c)
            || Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
          i = wideRun(s, i, n) - 1;
        } else {
          writeEscape(c, (n - i) * 3 + 1); // a lone surrogate, as below
        }
        b = buf;
        p = pos;
        continue;
      }
      nonAscii = true;
      if (c < 0x800) {
        b[p++] = (byte) (0xC0 | (c >> 6));
        b[p++] = (byte) (0x80 | (c & 0x3F));
      } else if (!Character.isSurrogate(c)) {
        b[p++] = (byte) (0xE0 | (c >> 12));
        b[p++] = (byte) (0x80 | ((c >> 6) & 0x3F));
        b[p++] = (byte) (0x80 | (c & 0x3F));
      } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
        int cp = Character.toCodePoint(c, s.charAt(++i));
        b[p++] = (byte) (0xF0 | (cp >> 18));
        b[p++] = (byte) (0x80 | ((cp >> 12) & 0x3F));
        b[p++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
        b[p++] = (byte) (0x80 | (cp & 0x3F));
      } else {
        // A lone surrogate has no UTF-8 form; the \\u escape keeps it, and our reader restores it.
        pos = p;
        writeEscape(c, (n - i) * 3 + 1);
        b = buf;
        p = pos;
      }
    }
    b[p++] = '"';
    pos = p;
  }

  /**
   * Latin-1 mode: the chars of {@code s} from {@code i} (one past U+00FF, or a surrogate pair) up to the next
   * one to escape (a control char, a quote, a backslash, a lone surrogate) or the string's end go to
   * {@link #text}, after the buffer's bytes, and the buffer starts again; returns the index after them. Room
   * for the rest is made as writeEscape makes it. (Text with wide chars mixes them with spaces and
   * punctuation: a run that stopped at each of those would move the buffer out at every word.)
   */
  private int wideRun(String s, int i, int n) {
    moveBytesToText();
    int j = i;
    while (j < n) {
      // The string is copied a chunk at a time, then looked at in the copy: what the run keeps stays, the
      // rest is written over (a chunk, not the whole rest: runs that stop early in a long string stay linear).
      // A pair that a chunk's end splits ends the run there; quotedRest starts the next one at it.
      int len = Math.min(n - j, RUN_CHUNK);
      roomInText(len);
      char[] t = text;
      int start = textLength;
      s.getChars(j, j + len, t, start);
      int k = start;
      int end = start + len;
      while (k < end) {
        char c = t[k];
        if (!Character.isSurrogate(c)) {
          if (c < 0x20 || c == '"' || c == '\\') break;
          k++;
        } else if (Character.isHighSurrogate(c) && k + 1 < end && Character.isLowSurrogate(t[k + 1])) {
          k += 2;
        } else {
          break;
        }
      }
      textLength = k;
      flushed += k - start;
      j += k - start;
      if (k < end) break;
    }
    ensure((n - j) * 3 + 8);
    return j;
  }

  // Chars wideRun copies from a String at a time.
  static final int RUN_CHUNK = 256;

  // The fewest bytes moveBytesToText widens through a String.
  private static final int WIDEN_IN_BULK = 32;

  // Latin-1 mode: the buffer's bytes, a char each, to the end of text; the buffer starts again. From a few
  // dozen bytes on through a Latin-1 String of them, whose getChars widens them with the JDK's vectorised
  // inflate (two bulk passes), where a loop here widened a byte at a time (a fifth of writing twitter's
  // records as a String).
  private void moveBytesToText() {
    int p = pos;
    roomInText(p);
    char[] t = text;
    byte[] b = buf;
    int k = textLength;
    if (p >= WIDEN_IN_BULK) {
      new String(b, 0, p, StandardCharsets.ISO_8859_1).getChars(0, p, t, k);
    } else {
      for (int i = 0; i < p; i++) {
        t[k + i] = (char) (b[i] & 0xff);
      }
    }
    textLength = k + p;
    flushed += p;
    pos = 0;
  }

  // Latin-1 mode: room in text for more chars after its textLength.
  private void roomInText(int more) {
    long need = (long) textLength + more;
    if (text != null && need <= text.length) return;
    if (need > MAX_TEXT) throw error("output longer than the longest String");
    if (text == null && spareText != null && need <= spareText.length) { // the pool's, grown by earlier writes
      text = spareText;
      return;
    }
    int size = (int) Math.min(MAX_TEXT, Math.max(need, text == null ? Math.max(pos * 2L, 256) : text.length * 2L));
    text = text == null ? new char[size] : Arrays.copyOf(text, size);
  }

  private static final int MAX_TEXT = Integer.MAX_VALUE - 8;

  // Writes the escape for c, then makes sure `rest` more bytes fit, as rawString's loop assumes.
  private void writeEscape(char c, int rest) {
    ensure(6 + rest);
    byte[] b = buf;
    b[pos++] = '\\';
    switch (c) {
      case '"' -> b[pos++] = '"';
      case '\\' -> b[pos++] = '\\';
      case '\n' -> b[pos++] = 'n';
      case '\r' -> b[pos++] = 'r';
      case '\t' -> b[pos++] = 't';
      case '\b' -> b[pos++] = 'b';
      case '\f' -> b[pos++] = 'f';
      default -> {
        b[pos++] = 'u';
        b[pos++] = HEX[(c >> 12) & 0xF];
        b[pos++] = HEX[(c >> 8) & 0xF];
        b[pos++] = HEX[(c >> 4) & 0xF];
        b[pos++] = HEX[c & 0xF];
      }
    }
  }

  @Override
  public PeregrineException error(String reason) {
    return error(reason, null);
  }

  @Override
  public PeregrineException error(String reason, Throwable cause) {
    return new JsonException(reason + " (after " + (flushed + pos) + " bytes of output)", cause);
  }
}
