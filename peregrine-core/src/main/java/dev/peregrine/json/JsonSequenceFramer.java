package dev.peregrine.json;

import dev.peregrine.JsonException;
import dev.peregrine.internal.InputStreams;
import dev.peregrine.stream.Limits;
import java.io.InputStream;
import java.util.Arrays;

/**
 * Cuts a stream of JSON into its elements without parsing them: the elements of a top-level array (the
 * stream starts with {@code [}), or consecutive top-level values (JSON Lines, concatenated JSON). Each
 * element's bytes are then parsed on their own by the byte[] parser, so a sequence reads at the parser's
 * speed while memory holds one element and a read-ahead chunk, never the stream.
 *
 * <p>The framer only finds where an element ends: brackets and braces outside strings are counted, a
 * string runs to its closing quote, anything else to the next delimiter. It judges nothing inside an
 * element: malformed bytes are handed to the parser, which reports them; what lies between elements (the
 * commas and the closing bracket of the array, whitespace) is the framer's to check. It keeps the stream
 * offset, line and column of each element's start, so that an error inside an element is reported where it
 * is in the stream.
 */
public final class JsonSequenceFramer {
  private static final int CHUNK = 64 * 1024;

  private final InputStream in;
  private final Limits limits;
  private byte[] buf = new byte[CHUNK];
  private int pos; // the next byte to look at
  private int limit; // bytes of buf read from the stream
  private long base; // the stream offset of buf[0]
  private boolean eof;
  // Lines: the count of newlines before pos, and the stream offset where pos's line starts.
  private long line = 1;
  private long lineStart;
  // The top-level array's state: 0 not known yet, 1 values follow one another, 2 in an array, 3 ended.
  private int mode;
  private boolean first = true;
  // Whether the last element was a whole literal, framed without the byte after it (see frame).
  private boolean literalBefore;
  // The elements of one document's top-level array (arrayOfDocument): the size limit applies to the whole
  // stream, and what follows the array is the document's error, as the byte[] reader reports it.
  private boolean document;

  private int elementStart;
  private int elementEnd;
  private long elementOffset;
  private long elementLine;
  private long elementColumn;

  /** Frames {@code in}, which is read as far as the elements taken need and never closed. */
  public JsonSequenceFramer(InputStream in, Limits limits) {
    this.in = in;
    this.limits = limits;
  }

  /** The buffer holding the current element, at {@link #start()} to {@link #end()}. */
  public byte[] buffer() {
    return buf;
  }

  /** Where the current element starts in {@link #buffer()}. */
  public int start() {
    return elementStart;
  }

  /** Where the current element ends (exclusive) in {@link #buffer()}. */
  public int end() {
    return elementEnd;
  }

  /** The stream offset of the current element's first byte. */
  public long offset() {
    return elementOffset;
  }

  /** The 1-based line of the current element's first byte. */
  public long line() {
    return elementLine;
  }

  /** The 1-based column (in bytes) of the current element's first byte. */
  public long column() {
    return elementColumn;
  }

  /**
   * For reading one document whose root is an array, element by element: true when the stream's first
   * byte after whitespace is {@code [} (taken; {@link #next()} then gives the elements), else false, having
   * taken nothing ({@link #rest()} gives the stream whole). The document-size limit then applies to the
   * whole stream, as when it is read at once, and each error between elements is the byte[] reader's.
   */
  public boolean arrayOfDocument() {
    document = true;
    int p = byteOrderMark();
    while (true) {
      if (p == limit) {
        fill(0);
        if (p == limit) return false;
      }
      int b = buf[p];
      if (b == '[') {
        for (int i = 0; i < p; i++) if (buf[i] == '\n') newline(i + 1);
        pos = p + 1;
        mode = 2;
        return true;
      }
      if (b != ' ' && b != '\n' && b != '\r' && b != '\t') return false;
      p++;
    }
  }

  /**
   * After {@link #arrayOfDocument()} said false: the stream as it was, none of it taken (the bytes read
   * ahead, then the caller's stream, which is never closed: a SequenceInputStream would close it).
   */
  public InputStream rest() {
    return dev.peregrine.internal.InputStreams.prefixed(buf, limit, eof ? InputStream.nullInputStream() : in);
  }

  /** Drops the buffer: the framer takes nothing more. */
  public void release() {
    buf = null;
    mode = 3;
  }

  /**
   * Finds the next element: true when there is one (then {@link #start()} to {@link #end()} hold it, maybe
   * cut short by the end of the stream, which the parser reports), false at the end of the sequence.
   */
  public boolean next() {
    if (buf == null) throw new IllegalStateException("the sequence is closed");
    if (mode == 3) return false;
    if (mode == 0 && base + pos == 0) pos = byteOrderMark();
    long before = base + pos;
    int c = skipWhitespace();
    if (literalBefore && mode == 1 && base + pos == before && c >= 0 && !isDelimiter(c)) {
      // What the literal's element would have run into, had the framer waited for the byte after it.
      throw unexpected(c, "whitespace or a delimiter after the literal");
    }
    if (mode == 0) {
      if (c == '[') {
        mode = 2;
        pos++;
        c = skipWhitespace();
      } else {
        mode = 1;
      }
    }
    if (mode == 1) {
      if (c < 0) {
        mode = 3;
        return false;
      }
    } else {
      if (!first) {
        if (c == ',') {
          pos++;
          c = skipWhitespace();
          if (c == ']' || c < 0) throw unexpected(c, "a value");
        } else if (c == ']') {
          return endOfArray();
        } else {
          throw unexpected(c, "',' or ']'");
        }
      } else if (c == ']') {
        return endOfArray();
      } else if (c < 0) {
        throw unexpected(c, "a value");
      }
    }
    first = false;
    frame();
    return true;
  }

  // The array's closing bracket is at pos: only whitespace may follow it.
  private boolean endOfArray() {
    pos++;
    mode = 3;
    int c = skipWhitespace();
    if (c >= 0) {
      if (!document) throw unexpected(c, "the end of the input after the array");
      long at = base + pos;
      throw new JsonException("unexpected content after the end of the document", at, line, at - lineStart + 1, null);
    }
    return false;
  }

  // Frames the element that starts at pos (not whitespace, not the end), leaving pos after it. Offsets are
  // relative to the element's start, which a refill may move to the front of the buffer (see has).
  private void frame() {
    elementStart = pos;
    elementOffset = base + pos;
    elementLine = line;
    elementColumn = elementOffset - lineStart + 1;
    int c = buf[pos] & 0xFF;
    int rel = 0;
    literalBefore = false;
    int whole = c == '{' || c == '[' ? frameInBuffer(pos) : -1;
    if (whole >= 0) {
      rel = whole;
    } else if (c == '{' || c == '[') {
      int depth = 0;
      boolean inString = false;
      while (has(rel)) { // the end of the stream inside the element: the parser says so
        int b = buf[elementStart + rel++];
        if (inString) {
          if (b == '"') {
            inString = false;
          } else if (b == '\\') {
            if (!has(rel)) break;
            rel++; // the escaped byte, whatever it is
          }
        } else if (b == '"') {
          inString = true;
        } else if (b == '{' || b == '[') {
          depth++;
        } else if (b == '}' || b == ']') {
          if (--depth == 0) break;
        } else if (b == '\n') {
          newline(elementStart + rel);
        }
      }
    } else if (c == '"') {
      rel++;
      while (has(rel)) {
        int b = buf[elementStart + rel++];
        if (b == '"') break;
        if (b == '\\') {
          if (!has(rel)) break;
          rel++;
        }
      }
    } else if (c == ',' || c == ']' || c == '}' || c == ':') {
      rel++; // a stray delimiter is one byte, so that the parser names it
    } else {
      // A number, a literal, or bytes the parser will refuse: up to the next delimiter. A literal's bytes
      // are all the parser's to judge, delimiters or not (it reports a wrong one where it differs), so the
      // element holds at least as many bytes as the literal has, as the whole input does. A whole literal
      // ends there: what follows it is the next element's or the array's to judge, so the element is
      // delivered without waiting for it (next() refuses what would have run into it).
      int least = c == 't' || c == 'n' ? 4 : c == 'f' ? 5 : 0;
      while (rel < least && has(rel)) rel++;
      literalBefore = wholeLiteral(buf, elementStart, elementStart + rel) > 0;
      while (!literalBefore && has(rel) && !isDelimiter(buf[elementStart + rel])) rel++;
    }
    elementEnd = Math.min(elementStart + rel, limit);
    pos = elementEnd;
    // Bytes after the element, in the buffer for the parser to look at as a whole-document parse would:
    // validating a UTF-8 sequence or an escape just before a closing quote reads past it. Only for one
    // document's array, which is read to its end before anything is returned: the elements of a sequence
    // are parsed on their own and handed out as they come, so the framer must not wait for bytes after one.
    while (document && limit - elementEnd < LOOKAHEAD && !eof) {
      int moved = fill(elementStart);
      elementStart -= moved;
      elementEnd -= moved;
    }
  }

  /**
   * The common case of frame() for an object or an array, kept apart so that its state lives in locals: the
   * element at {@code from} lies whole in the buffer. Returns its length; -1 when it runs to the buffer's end,
   * and frame() then frames it from its start the general way, which refills (its loop is this one's twin).
   * The lines it passes are counted only when it succeeds, so that the general way does not count them twice.
   */
  private int frameInBuffer(int from) {
    byte[] b = buf;
    int lim = limit;
    int p = from;
    int depth = 0;
    int newlines = 0;
    int lastNewline = -1;
    while (p < lim) {
      int c = b[p++];
      if (c == '"') {
        while (true) { // a string: to its closing quote, an escape taking the byte after it
          if (p >= lim) return -1;
          int d = b[p++];
          if (d == '"') break;
          if (d == '\\') p++;
        }
      } else if (c == '{' || c == '[') {
        depth++;
      } else if (c == '}' || c == ']') {
        if (--depth == 0) {
          if (newlines > 0) {
            line += newlines;
            lineStart = base + lastNewline;
          }
          return p - from;
        }
      } else if (c == '\n') {
        newlines++;
        lastNewline = p;
      }
    }
    return -1;
  }

  /**
   * The length of the literal {@code true}, {@code false} or {@code null} when {@code b[from, to)} is exactly
   * one, else 0. A number or malformed bytes run to the next delimiter, but a whole literal is complete at its
   * last byte, so a reader of a live stream need not wait for the byte after it.
   */
  static int wholeLiteral(byte[] b, int from, int to) {
    int n = to - from;
    if (n == 4 && b[from] == 't' && b[from + 1] == 'r' && b[from + 2] == 'u' && b[from + 3] == 'e') return 4;
    if (n == 4 && b[from] == 'n' && b[from + 1] == 'u' && b[from + 2] == 'l' && b[from + 3] == 'l') return 4;
    if (n == 5 && b[from] == 'f' && b[from + 1] == 'a' && b[from + 2] == 'l' && b[from + 3] == 's'
        && b[from + 4] == 'e') {
      return 5;
    }
    return 0;
  }

  // Whether the element's byte at rel is in the buffer, reading more (and moving the element to the front)
  // if needed; false at the end of the stream.
  private boolean has(int rel) {
    while (elementStart + rel >= limit) {
      if (eof) return false;
      elementStart -= fill(elementStart);
    }
    return true;
  }

  /** How many bytes past an element the buffer holds when the stream has them (see {@link #lookaheadEnd()}). */
  private static final int LOOKAHEAD = 8;

  /**
   * Where the bytes the parser may look at end: the element and up to 8 bytes after it, so that it reports
   * a malformed sequence at the end of the element as a whole-document parse does. What comes after the
   * element itself is the framer's to judge ({@code Utf8JsonReader.finishElement(end())}).
   */
  public int lookaheadEnd() {
    return Math.min(elementEnd + LOOKAHEAD, limit);
  }

  /**
   * At the stream's start, nothing taken yet: 3 when it starts with a UTF-8 byte order mark, which is skipped
   * as the byte[] reader skips it (Utf8JsonReader.skipByteOrderMark), else 0. Its bytes are waited for only
   * while they match one, so that a live stream's first element is not held back.
   */
  private int byteOrderMark() {
    for (int n = 0; n < 3; n++) {
      if (n == limit) {
        fill(0);
        if (n == limit) return 0;
      }
      if (buf[n] != BYTE_ORDER_MARK[n]) return 0;
    }
    return 3;
  }

  private static final byte[] BYTE_ORDER_MARK = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

  private static boolean isDelimiter(int b) {
    return b == ' ' || b == '\n' || b == '\r' || b == '\t' || b == ',' || b == ']' || b == '}' || b == '['
        || b == '{' || b == '"' || b == ':';
  }

  private void newline(int after) {
    line++;
    lineStart = base + after;
  }

  // The first byte that is not JSON whitespace, from pos (which it leaves there), or -1 at the end.
  private int skipWhitespace() {
    while (true) {
      if (pos == limit) {
        fill(pos);
        if (pos == limit) return -1;
      }
      int b = buf[pos];
      if (b == '\n') {
        newline(pos + 1);
      } else if (b != ' ' && b != '\r' && b != '\t') {
        return b & 0xFF;
      }
      pos++;
    }
  }

  /**
   * Reads more of the stream, keeping {@code buf[keep, limit)}: moves it to the front when that frees room,
   * grows the buffer when the element being framed fills it. Returns how far the kept bytes moved down, so
   * the caller can shift its indexes; at the end of the stream nothing is read and {@code limit} stays.
   */
  private int fill(int keep) {
    if (eof) return 0;
    int moved = 0;
    if (keep > 0 && (limit - keep) < buf.length / 2) {
      System.arraycopy(buf, keep, buf, 0, limit - keep);
      moved = keep;
      base += keep;
      limit -= keep;
      pos -= keep;
    } else if (limit == buf.length) {
      long size = (long) limit - keep;
      if (!document && size >= limits.maxDocumentSize()) {
        throw new JsonException("element larger than the limit of " + limits.maxDocumentSize() + " bytes",
            base + keep, -1, -1, null);
      }
      buf = Arrays.copyOf(buf, (int) Math.min(Integer.MAX_VALUE - 8, Math.max(buf.length * 2L, CHUNK)));
    }
    int n = InputStreams.read(in, buf, limit);
    if (n < 0) {
      eof = true;
    } else {
      limit += n;
    }
    if (document && base + limit > limits.maxDocumentSize()) {
      throw new JsonException("document larger than the limit of " + limits.maxDocumentSize() + " bytes",
          limits.maxDocumentSize(), -1, -1, null);
    }
    return moved;
  }

  private JsonException unexpected(int c, String expected) {
    long at = base + pos;
    String seen = c < 0 ? "end of input" : c >= 0x20 && c < 0x7F ? "'" + (char) c + "'" : "byte 0x" + Integer.toHexString(c);
    return new JsonException("unexpected " + seen + ", expected " + expected, at, line, at - lineStart + 1, null);
  }
}
