package dev.peregrine.json;

import dev.peregrine.Codec;
import dev.peregrine.JsonException;
import dev.peregrine.PeregrineException;
import dev.peregrine.internal.InputStreams;
import dev.peregrine.stream.Limits;
import dev.peregrine.stream.internal.NameTable;
import dev.peregrine.stream.internal.TextParser;
import dev.peregrine.stream.ValueReader;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;

/**
 * The JSON reader over a stream, in bounded memory: a buffer refilled from the stream, holding at least the
 * next token whole. Every token is read by one {@link Utf8JsonReader} over the buffer, so the grammar,
 * number parsing, limits, name lookup and error text are the byte[] path's; this class only makes sure that,
 * before each of its calls, the buffer holds the tokens the call will read, whole, and {@value #LOOKAHEAD}
 * bytes after them (or the end of the stream), because the byte[] reader may look that far past a token
 * (validating UTF-8 or an escape just before a closing quote, reading a number's digits a word at a time).
 * Seeing that much, it decides exactly as it does over the whole document. Between calls the buffer may
 * move, grow or be refilled: the byte[] reader keeps no position across calls except its own, which
 * {@link Utf8JsonReader#refilled} moves along.
 *
 * <p>Framing a call's tokens first scans them twice, so a call is made at once when it cannot tell: when
 * the stream has ended (the rest of the document is in the buffer), or when ROOM bytes are ahead (read
 * ahead of it) and the reader then stops LOOKAHEAD bytes or more before the buffer's end, having judged only
 * bytes of the stream. With fewer bytes ahead and none to be had without blocking, the call's tokens are
 * framed first, without the LOOKAHEAD bytes after them, and the call is made at once over them: on a live
 * stream a complete value is answered when its last byte arrives (a number's at the delimiter after it),
 * not when bytes of the next one do. A call that runs past what was judged (a token longer than ROOM), or
 * throws before the stream's end, is taken back (the few fields a call changes, Utf8JsonReader.saveState)
 * and made again framed with the LOOKAHEAD bytes, which gives the byte[] reader's answer.
 *
 * <p>Memory: the buffer, which grows only for a token longer than it; a token is framed up to the longest
 * the limits allow (the byte[] reader then reports the limit as it does on byte[]), so hostile input cannot
 * make it grow further; the byte[] reader judges a string, a name and a number only up to one byte past its
 * limit, so it answers alike. Whitespace is dropped as it comes before a call's first token; between two
 * tokens of one call (a name and its colon) a run of it is held whole, up to the document-size limit.
 *
 * <p>Errors carry the stream offset, line and column: the byte[] reader's are relative to the buffer's
 * start, and {@link #relocated} moves them by what was dropped from the buffer before.
 *
 * <p>Over a byte array the whole input is the buffer and nothing is ever refilled or copied.
 */
public final class JsonStreamReader extends ValueReader {
  private static final int CHUNK = 64 * 1024;
  // Bytes ahead of the position for a call to be made at once (see atOnce): longer than nearly every token,
  // a quarter of the buffer, so that a refill moves the bytes left to the front and reads three quarters.
  private static final int ROOM = CHUNK / 4;
  /** Bytes past a token that the byte[] reader may look at; see the class comment. */
  private static final int LOOKAHEAD = 8;

  private final InputStream in;
  private final Limits limits;
  private final Utf8JsonReader reader;
  // The longest token framed: past the longest name, string or number the limits allow, so that the byte[]
  // reader sees enough to report the limit where it does on byte[].
  private final int maxToken;
  private final int maxWhitespace;
  // Whether the document-size limit applies to the whole stream (a document bound at once), not only to
  // the buffer (the token API, for documents larger than memory).
  private final boolean wholeDocument;
  // Over a stream, before the first call: a byte order mark may still be there to skip.
  private boolean atStart;
  private byte[] buf;
  private int limit; // bytes of buf read from the stream
  private boolean eof;
  private long base; // the stream offset of buf[0]
  // Lines before buf[0]: the 1-based line buf[0] is on and the stream offset where that line starts.
  private long lineAt0 = 1;
  private long lineStart;

  /**
   * A reader of the JSON in {@code in}, which it reads as far as the calls need and never closes. With
   * {@code wholeDocument} the document-size limit applies to the whole stream, else only to the buffer.
   */
  public JsonStreamReader(InputStream in, Limits limits, boolean wholeDocument) {
    this.in = in;
    this.limits = limits;
    this.wholeDocument = wholeDocument;
    this.maxToken = Math.max(limits.maxStringLength(), Math.max(limits.maxNameLength(), limits.maxNumberLength())) + 16;
    this.maxWhitespace = (int) Math.min(limits.maxDocumentSize(), Integer.MAX_VALUE - 64);
    this.buf = new byte[CHUNK];
    this.reader = new Utf8JsonReader(buf, 0, 0, limits);
    this.atStart = true;
  }

  /** A reader of {@code json[off, off + len)}, all of it at hand: nothing is copied or refilled. */
  public JsonStreamReader(byte[] json, int off, int len, Limits limits) {
    this.in = null;
    this.limits = limits;
    this.wholeDocument = true;
    this.maxToken = Integer.MAX_VALUE;
    this.maxWhitespace = Integer.MAX_VALUE;
    this.buf = json;
    this.limit = off + len;
    this.eof = true;
    this.base = -off;
    this.reader = new Utf8JsonReader(json, off, len, limits).skipByteOrderMark();
  }

  // ---- keeping the next tokens in the buffer

  /**
   * Makes sure the buffer holds, from the reader's position, {@code tokens} more tokens (whitespace before
   * each), a comma before the first not counted when {@code commaFree}, and LOOKAHEAD bytes after them; or
   * all that is left of the stream.
   */
  private void ensure(int tokens, boolean commaFree) {
    int rel = frame(tokens, commaFree);
    if (rel >= 0) has(rel + LOOKAHEAD - 1);
  }

  /**
   * Reads until the buffer holds, from the reader's position, {@code tokens} more tokens (whitespace before
   * each), a comma before the first not counted when {@code commaFree}, and nothing past them that they do
   * not need: a number or a literal runs to the delimiter after it, anything else to its last byte. A
   * closing bracket ends the tokens, as no call reads past one. Returns where the tokens end, relative to the
   * position; -1 when the stream has ended (the buffer then holds all of it). A token is a string, a run of
   * bytes up to a delimiter (a number, a literal, or bytes the reader will refuse) or one structural byte.
   */
  private int frame(int tokens, boolean commaFree) {
    if (eof) return -1;
    // Whitespace before the first token is the reader's to skip anyway: it is dropped here as it comes, so
    // that a long run of it takes no memory.
    while (has(0) && isWhitespace(at(0))) reader.advance(1);
    int rel = 0;
    for (int t = 0; t < tokens; t++) {
      // A run of whitespace between the tokens of one call (a name and its colon) is held whole, up to the
      // document-size limit, past which the byte[] path refuses the document anyway.
      int from = rel;
      while (has(rel) && isWhitespace(at(rel)) && rel - from < maxWhitespace) rel++;
      if (!has(rel)) return -1;
      int c = at(rel);
      if (c == '"') {
        rel++;
        int tokenStart = rel;
        while (has(rel) && rel - tokenStart < maxToken) {
          int b = at(rel++);
          if (b == '"') break;
          if (b == '\\') rel++; // the escaped byte, whatever it is
        }
      } else if (c == '{' || c == '}' || c == '[' || c == ']' || c == ':' || c == ',') {
        rel++;
        if (c == '}' || c == ']') break;
        if (c == ',' && commaFree) t--;
        commaFree = false;
      } else {
        // A literal's bytes are all the reader's to judge, delimiters or not, so all of them are held. A
        // whole one ends there: the reader judges what follows it as the next token, so it waits for none.
        int tokenStart = rel;
        int least = c == 't' || c == 'n' ? 4 : c == 'f' ? 5 : 1;
        while (rel - tokenStart < least && has(rel)) rel++;
        int p = reader.position() + tokenStart;
        if (JsonSequenceFramer.wholeLiteral(buf, p, p + rel - tokenStart) == 0) {
          while (has(rel) && rel - tokenStart < maxToken && !isDelimiter(at(rel))) rel++;
        }
      }
      commaFree = false;
    }
    return rel;
  }

  private static boolean isWhitespace(int b) {
    return b == ' ' || b == '\n' || b == '\r' || b == '\t';
  }

  private static boolean isDelimiter(int b) {
    return isWhitespace(b) || b == ',' || b == ']' || b == '}' || b == '[' || b == '{' || b == '"' || b == ':';
  }

  // The byte at rel bytes past the reader's position, which has() has brought into the buffer.
  private int at(int rel) {
    return buf[reader.position() + rel];
  }

  // Whether the byte rel bytes past the reader's position is in the buffer, reading more if needed; false
  // at the end of the stream.
  private boolean has(int rel) {
    while (reader.position() + rel >= limit) {
      if (eof) return false;
      fill();
    }
    return true;
  }

  // Reads more of the stream, keeping the bytes from the reader's position: moves them to the front when
  // that frees room, else grows the buffer.
  private void fill() {
    int keep = reader.position();
    int shift = 0;
    if (keep > 0 && limit - keep < buf.length / 2) {
      for (int i = 0; i < keep; i++) {
        if (buf[i] == '\n') {
          lineAt0++;
          lineStart = base + i + 1;
        }
      }
      System.arraycopy(buf, keep, buf, 0, limit - keep);
      shift = keep;
      base += keep;
      limit -= keep;
    } else if (limit == buf.length) {
      buf = Arrays.copyOf(buf, (int) Math.min(Integer.MAX_VALUE - 8, buf.length * 2L));
    }
    int n = InputStreams.read(in, buf, limit);
    if (n < 0) {
      eof = true;
    } else {
      limit += n;
    }
    reader.refilled(buf, limit, shift);
    if (wholeDocument && base + limit > limits.maxDocumentSize()) {
      throw new JsonException("document larger than the limit of " + limits.maxDocumentSize() + " bytes",
          limits.maxDocumentSize(), -1, -1, null);
    }
  }

  /** The byte[] reader's exception, moved to where it is in the stream. */
  private PeregrineException relocated(PeregrineException e) {
    if (in == null || base == 0 || e.offset() < 0 || !(e instanceof JsonException)) return e;
    long line = e.line();
    long column = e.column();
    if (line >= 0) {
      if (line == 1) column = base - lineStart + column;
      line = lineAt0 + line - 1;
    }
    return new JsonException(e.reason(), base + e.offset(), line, column, e.getCause());
  }

  // ---- calls made at once

  // The reader's state before a call made at once, to take it back (Utf8JsonReader.saveState).
  private final int[] saved = new int[5];
  private String savedName;
  // The position up to which a call made at once has judged only bytes of the stream (see kept).
  private int keepTo;

  /** {@link #atOnce(int, boolean)} for a call that reads one token. */
  private boolean atOnce() {
    return atOnce(1, false);
  }

  /**
   * Before a call: true when it may be made at once, its state saved for {@link #takeBack()}: the stream has
   * ended (the buffer holds the rest of the document, so the reader sees what it sees on byte[]), or ROOM
   * bytes are ahead, or else the call's tokens (as {@link #frame}) are in the buffer. When fewer than ROOM
   * are ahead, it reads more only if the stream has bytes that it can give without blocking, and to frame
   * the tokens only what they need: a token reader over a socket must not wait for bytes its call does not
   * need, such as the LOOKAHEAD bytes after the last token of the stream's latest message. With no tokens
   * (a call that is worth making only at once) it frames nothing and may say false.
   */
  private boolean atOnce(int tokens, boolean commaFree) {
    if (eof) return true;
    if (atStart) skipByteOrderMark();
    if (limit - reader.position() < ROOM) {
      if (availableWithoutBlocking()) {
        fill();
        if (eof) return true;
      }
      if (limit - reader.position() < ROOM) {
        if (tokens == 0) return false;
        int framed = frame(tokens, commaFree);
        if (framed < 0) return true; // the stream has ended
        // A call that stops within its framed tokens judged only bytes of the stream, which decide it as on
        // byte[]. One that throws may have wanted bytes past them, so it is made again, with them (ensure).
        keepTo = Math.max(limit - LOOKAHEAD, reader.position() + framed);
        reader.saveState(saved);
        savedName = reader.lastName();
        return true;
      }
    }
    keepTo = limit - LOOKAHEAD;
    reader.saveState(saved);
    savedName = reader.lastName();
    return true;
  }

  // Before the first call over a stream: skips a UTF-8 byte order mark (Utf8JsonReader.skipByteOrderMark),
  // waiting for its bytes only while they match one, so that a live stream's first token is not held back.
  private void skipByteOrderMark() {
    atStart = false;
    int n = 0;
    while (n < 3 && has(n) && at(n) == BYTE_ORDER_MARK[n]) n++;
    if (n == 3) reader.advance(3);
  }

  private static final byte[] BYTE_ORDER_MARK = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

  private boolean availableWithoutBlocking() {
    try {
      return in.available() > 0;
    } catch (IOException e) {
      return false; // the framed call's read reports it, if it matters
    }
  }

  /**
   * After a call made at once: whether its answer stands, which it does when the reader stopped at keepTo
   * or before (LOOKAHEAD bytes or more before the buffer's end, or within the call's framed tokens: then
   * every byte it judged was the stream's, as on byte[]), or the stream has ended. Else the call ran into
   * the buffer's end (a token longer than ROOM) and is taken back.
   */
  private boolean kept() {
    return eof || reader.position() <= keepTo;
  }

  // Takes back a call made at once, which is then made again with its tokens framed. An exception it threw
  // before the stream's end is dropped the same way: the framed call gives the byte[] reader's answer.
  private void takeBack() {
    reader.restoreState(saved, savedName);
  }

  // ---- where the reader is

  /** The stream offset of the next byte to read (after the last token read and nothing more). */
  public long offset() {
    return base + reader.position();
  }

  /** The 1-based line of {@link #offset()}. */
  public long line() {
    countLines();
    return countedLine;
  }

  /** The 1-based column, in bytes, of {@link #offset()}. */
  public long column() {
    countLines();
    return countedTo - countedLineStart + 1;
  }

  // Lines are counted only when asked, from where they were counted last (or from the buffer's start, when
  // that was dropped or is past the position), so that asking after every token costs what the tokens cost.
  private long countedTo = Long.MIN_VALUE;
  private long countedLine;
  private long countedLineStart;

  private void countLines() {
    long to = offset();
    long from = in == null ? 0 : base; // the first offset still in the buffer
    if (countedTo < from || countedTo > to) {
      countedTo = from;
      countedLine = lineAt0;
      countedLineStart = lineStart;
    }
    for (long at = countedTo; at < to; at++) {
      if (buf[(int) (at - base)] == '\n') {
        countedLine++;
        countedLineStart = at + 1;
      }
    }
    countedTo = to;
  }

  /**
   * After the root value: checks that only whitespace follows it, to the end of the stream. Memory stays
   * bounded: whitespace is dropped as it is read.
   */
  public void finish() {
    ensure(1, false);
    try {
      reader.finish();
    } catch (PeregrineException e) {
      throw relocated(e);
    }
  }

  /** Drops the buffer; the reader reads nothing more. */
  public void release() {
    buf = null;
  }

  // ---- ValueReader: each call is made at once when the buffer has room (see the class comment), else once its
  // tokens are framed in the buffer; either way by the byte[] reader

  @Override
  public Kind peek() {
    if (atOnce()) {
      try {
        Kind value = reader.peek();
        if (kept()) return value;
      } catch (PeregrineException e) {
        if (eof) throw relocated(e);
      }
      takeBack();
    }
    ensure(1, false);
    try {
      return reader.peek();
    } catch (PeregrineException e) {
      throw relocated(e);
    }
  }

  @Override
  public void beginObject() {
    if (atOnce()) {
      try {
        reader.beginObject();
        if (kept()) return;
      } catch (PeregrineException e) {
        if (eof) throw relocated(e);
      }
      takeBack();
    }
    ensure(1, false);
    try {
      reader.beginObject();
    } catch (PeregrineException e) {
      throw relocated(e);
    }
  }

  @Override
  public String nextName() {
    if (atOnce(2, true)) {
      try {
        String value = reader.nextName();
        if (kept()) return value;
      } catch (PeregrineException e) {
        if (eof) throw relocated(e);
      }
      takeBack();
    }
    ensure(2, true);
    try {
      return reader.nextName();
    } catch (PeregrineException e) {
      throw relocated(e);
    }
  }

  @Override
  public int nextName(NameTable names) {
    if (atOnce(2, true)) {
      try {
        int value = reader.nextName(names);
        if (kept()) return value;
      } catch (PeregrineException e) {
        if (eof) throw relocated(e);
      }
      takeBack();
    }
    ensure(2, true);
    try {
      return reader.nextName(names);
    } catch (PeregrineException e) {
      throw relocated(e);
    }
  }

  @Override
  public void beginArray() {
    if (atOnce()) {
      try {
        reader.beginArray();
        if (kept()) return;
      } catch (PeregrineException e) {
        if (eof) throw relocated(e);
      }
      takeBack();
    }
    ensure(1, false);
    try {
      reader.beginArray();
    } catch (PeregrineException e) {
      throw relocated(e);
    }
  }

  @Override
  public boolean hasNextElement() {
    if (atOnce()) {
      try {
        boolean value = reader.hasNextElement();
        if (kept()) return value;
      } catch (PeregrineException e) {
        if (eof) throw relocated(e);
      }
      takeBack();
    }
    ensure(1, false);
    try {
      return reader.hasNextElement();
    } catch (PeregrineException e) {
      throw relocated(e);
    }
  }

  @Override
  public boolean readNull() {
    if (atOnce()) {
      try {
        boolean value = reader.readNull();
        if (kept()) return value;
      } catch (PeregrineException e) {
        if (eof) throw relocated(e);
      }
      takeBack();
    }
    ensure(1, false);
    try {
      return reader.readNull();
    } catch (PeregrineException e) {
      throw relocated(e);
    }
  }

  @Override
  public String readString() {
    if (atOnce()) {
      try {
        String value = reader.readString();
        if (kept()) return value;
      } catch (PeregrineException e) {
        if (eof) throw relocated(e);
      }
      takeBack();
    }
    ensure(1, false);
    try {
      return reader.readString();
    } catch (PeregrineException e) {
      throw relocated(e);
    }
  }

  @Override
  public int readString(NameTable names) {
    if (atOnce()) {
      try {
        int value = matched(reader.readString(names));
        if (kept()) return value;
      } catch (PeregrineException e) {
        if (eof) throw relocated(e);
      }
      takeBack();
    }
    ensure(1, false);
    try {
      return matched(reader.readString(names));
    } catch (PeregrineException e) {
      throw relocated(e);
    }
  }

  @Override
  public <T> T readText(TextParser<T> parser) {
    if (atOnce()) {
      try {
        T value = parsed(reader.readText(parser));
        if (kept()) return value;
      } catch (PeregrineException e) {
        if (eof) throw relocated(e);
      }
      takeBack();
    }
    ensure(1, false);
    try {
      return parsed(reader.readText(parser));
    } catch (PeregrineException e) {
      throw relocated(e);
    }
  }

  @Override
  public boolean readBoolean() {
    if (atOnce()) {
      try {
        boolean value = reader.readBoolean();
        if (kept()) return value;
      } catch (PeregrineException e) {
        if (eof) throw relocated(e);
      }
      takeBack();
    }
    ensure(1, false);
    try {
      return reader.readBoolean();
    } catch (PeregrineException e) {
      throw relocated(e);
    }
  }

  @Override
  public int readInt() {
    if (atOnce()) {
      try {
        int value = reader.readInt();
        if (kept()) return value;
      } catch (PeregrineException e) {
        if (eof) throw relocated(e);
      }
      takeBack();
    }
    ensure(1, false);
    try {
      return reader.readInt();
    } catch (PeregrineException e) {
      throw relocated(e);
    }
  }

  @Override
  public long readLong() {
    if (atOnce()) {
      try {
        long value = reader.readLong();
        if (kept()) return value;
      } catch (PeregrineException e) {
        if (eof) throw relocated(e);
      }
      takeBack();
    }
    ensure(1, false);
    try {
      return reader.readLong();
    } catch (PeregrineException e) {
      throw relocated(e);
    }
  }

  @Override
  public double readDouble() {
    if (atOnce()) {
      try {
        double value = reader.readDouble();
        if (kept()) return value;
      } catch (PeregrineException e) {
        if (eof) throw relocated(e);
      }
      takeBack();
    }
    ensure(1, false);
    try {
      return reader.readDouble();
    } catch (PeregrineException e) {
      throw relocated(e);
    }
  }

  @Override
  public float readFloat() {
    if (atOnce()) {
      try {
        float value = reader.readFloat();
        if (kept()) return value;
      } catch (PeregrineException e) {
        if (eof) throw relocated(e);
      }
      takeBack();
    }
    ensure(1, false);
    try {
      return reader.readFloat();
    } catch (PeregrineException e) {
      throw relocated(e);
    }
  }

  @Override
  public int readInt(Codec<Object> codec) {
    if (atOnce()) {
      try {
        int value = reader.readInt(codec);
        if (kept()) return value;
      } catch (PeregrineException e) {
        if (eof) throw relocated(e);
      }
      takeBack();
    }
    ensure(1, false);
    try {
      return reader.readInt(codec);
    } catch (PeregrineException e) {
      throw relocated(e);
    }
  }

  @Override
  public long readLong(Codec<Object> codec) {
    if (atOnce()) {
      try {
        long value = reader.readLong(codec);
        if (kept()) return value;
      } catch (PeregrineException e) {
        if (eof) throw relocated(e);
      }
      takeBack();
    }
    ensure(1, false);
    try {
      return reader.readLong(codec);
    } catch (PeregrineException e) {
      throw relocated(e);
    }
  }

  @Override
  public double readDouble(Codec<Object> codec) {
    if (atOnce()) {
      try {
        double value = reader.readDouble(codec);
        if (kept()) return value;
      } catch (PeregrineException e) {
        if (eof) throw relocated(e);
      }
      takeBack();
    }
    ensure(1, false);
    try {
      return reader.readDouble(codec);
    } catch (PeregrineException e) {
      throw relocated(e);
    }
  }

  @Override
  public float readFloat(Codec<Object> codec) {
    if (atOnce()) {
      try {
        float value = reader.readFloat(codec);
        if (kept()) return value;
      } catch (PeregrineException e) {
        if (eof) throw relocated(e);
      }
      takeBack();
    }
    ensure(1, false);
    try {
      return reader.readFloat(codec);
    } catch (PeregrineException e) {
      throw relocated(e);
    }
  }

  @Override
  public boolean readBoolean(Codec<Object> codec) {
    if (atOnce()) {
      try {
        boolean value = reader.readBoolean(codec);
        if (kept()) return value;
      } catch (PeregrineException e) {
        if (eof) throw relocated(e);
      }
      takeBack();
    }
    ensure(1, false);
    try {
      return reader.readBoolean(codec);
    } catch (PeregrineException e) {
      throw relocated(e);
    }
  }

  @Override
  public String readString(Codec<Object> codec) {
    if (atOnce()) {
      try {
        String value = reader.readString(codec);
        if (kept()) return value;
      } catch (PeregrineException e) {
        if (eof) throw relocated(e);
      }
      takeBack();
    }
    ensure(1, false);
    try {
      return reader.readString(codec);
    } catch (PeregrineException e) {
      throw relocated(e);
    }
  }

  @Override
  public BigInteger readBigInteger() {
    if (atOnce()) {
      try {
        BigInteger value = reader.readBigInteger();
        if (kept()) return value;
      } catch (PeregrineException e) {
        if (eof) throw relocated(e);
      }
      takeBack();
    }
    ensure(1, false);
    try {
      return reader.readBigInteger();
    } catch (PeregrineException e) {
      throw relocated(e);
    }
  }

  @Override
  public BigDecimal readBigDecimal() {
    if (atOnce()) {
      try {
        BigDecimal value = reader.readBigDecimal();
        if (kept()) return value;
      } catch (PeregrineException e) {
        if (eof) throw relocated(e);
      }
      takeBack();
    }
    ensure(1, false);
    try {
      return reader.readBigDecimal();
    } catch (PeregrineException e) {
      throw relocated(e);
    }
  }

  @Override
  public Number readNumber(boolean bigDecimals) {
    if (atOnce()) {
      try {
        Number value = reader.readNumber(bigDecimals);
        if (kept()) return value;
      } catch (PeregrineException e) {
        if (eof) throw relocated(e);
      }
      takeBack();
    }
    ensure(1, false);
    try {
      return reader.readNumber(bigDecimals);
    } catch (PeregrineException e) {
      throw relocated(e);
    }
  }

  @Override
  public byte[] readBinary() {
    if (atOnce()) {
      try {
        byte[] value = reader.readBinary();
        if (kept()) return value;
      } catch (PeregrineException e) {
        if (eof) throw relocated(e);
      }
      takeBack();
    }
    ensure(1, false);
    try {
      return reader.readBinary();
    } catch (PeregrineException e) {
      throw relocated(e);
    }
  }

  // nextNameQuick at once only: framing first would cost what it saves, and ASK_AGAIN is always an answer.
  @Override
  public int nextNameQuick(NameTable names, int entry, int slot, int length, long w0, long w1) {
    if (atOnce(0, false)) {
      int value = reader.nextNameQuick(names, entry, slot, length, w0, w1);
      if (kept()) return value;
      takeBack();
    }
    return ASK_AGAIN;
  }

  private int matched(int slot) {
    if (slot == UNKNOWN_NAME) unmatchedString(reader.unmatchedString());
    return slot;
  }

  private <T> T parsed(T value) {
    if (value == null) unmatchedString(reader.unmatchedString());
    return value;
  }

  @Override
  public String lastName() {
    return reader.lastName();
  }

  /**
   * Skips the next value token by token, so that skipping a value larger than memory takes the buffer's
   * memory; the byte[] reader skips each scalar as it skips one on byte[].
   */
  @Override
  public void skipValue() {
    switch (peek()) {
      case OBJECT -> {
        beginObject();
        while (nextName() != null) skipValue();
      }
      case ARRAY -> {
        beginArray();
        while (hasNextElement()) skipValue();
      }
      default -> {
        if (atOnce()) {
          try {
            reader.skipValue();
            if (kept()) return;
          } catch (PeregrineException e) {
            if (eof) throw relocated(e);
          }
          takeBack();
        }
        ensure(1, false);
        try {
          reader.skipValue();
        } catch (PeregrineException e) {
          throw relocated(e);
        }
      }
    }
  }

  @Override
  public Limits limits() {
    return limits;
  }

  @Override
  public PeregrineException error(String reason) {
    return relocated(reader.error(reason));
  }

  @Override
  public PeregrineException error(String reason, Throwable cause) {
    return relocated(reader.error(reason, cause));
  }
}
