package dev.peregrine.json;

import dev.peregrine.Codec;
import dev.peregrine.JsonException;
import dev.peregrine.PeregrineException;
import dev.peregrine.internal.Ascii;
import dev.peregrine.internal.BigNumberParser;
import dev.peregrine.internal.DoubleParser;
import dev.peregrine.internal.Utf8;
import dev.peregrine.stream.Limits;
import dev.peregrine.stream.internal.NameTable;
import dev.peregrine.stream.internal.TextParser;
import dev.peregrine.stream.ValueReader;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;

/**
 * The JSON reader over UTF-8 bytes: the one parser every input form (String, byte[], stream) reaches. A
 * String comes as its Latin-1 bytes instead ({@link #overLatin1}), which differ only inside strings, until
 * a char past U+00FF shows (then it is read again as UTF-8).
 *
 * <p>It validates as it goes: the RFC 8259 grammar, strict UTF-8 inside strings (never replaced), number
 * syntax and the limits. It tracks no line numbers or paths on the happy path: line and column are
 * recounted from the start of the input only when an error is raised, and paths are prepended by the
 * codecs while the exception unwinds.
 *
 * <p>Separators are checked with a single {@code first} flag instead of a stack: {@code beginObject} and
 * {@code beginArray} set it, the first {@code nextName}/{@code hasNextElement} of the container clears it,
 * and a nested container always clears it again before it ends, so after any complete value it is false.
 */
public final class Utf8JsonReader extends ValueReader {
  // Not final for JsonStreamReader, which moves the window between calls (refilled); no read changes them.
  private byte[] buf;
  private final int start;
  private int end;
  private final Limits limits;
  // Over a String's Latin-1 bytes (overLatin1): bytes from 0x80 up in strings are chars, not UTF-8.
  private final boolean latin1Input;
  // Latin-1 mode over a String not checked first (the overLatin1 that takes it): the String itself, which
  // tells a question mark of its own from one its Latin-1 encoder wrote for a char past U+00FF (wideText);
  // null otherwise.
  private final String text;
  // Latin-1 mode over a String: the surrogate pairs in the text before pos. The Latin-1 encoder writes one
  // question mark for a pair, so the text's index of buf[i] is i + shift (text.charAt is asked only here and
  // in strings, which are read from the text where they hold a wide char: wideString, decodeStringByChar).
  private int shift;
  // Latin-1 mode: whether the read gave up on the text (a lone surrogate; see overLatin1).
  private boolean wideTextMet;
  private int pos;
  private int depth;
  // Per nesting depth, the JsonNames index of the name matched last (0 at the start of an object): its
  // learned successor (JsonNames.Name.next) is the name expected next, which one comparison confirms.
  private int[] lastNames = new int[16];
  private boolean first;
  private String lastName;

  // The number token last scanned by scanNumber: [numStart, numEnd), whether it has a fraction or an
  // exponent, and its value when it is an integer within long range (else numLongValid is false).
  private int numStart;
  private int numEnd;
  private boolean numIsInteger;
  private boolean numLongValid;
  private long numLong;

  /** A reader over {@code buf[off, off + len)}, which it never modifies. */
  public Utf8JsonReader(byte[] buf, int off, int len, Limits limits) {
    this(buf, off, len, limits, false, null);
  }

  /**
   * A reader over the Latin-1 bytes of a String whose chars are all at most U+00FF
   * ({@code String.getBytes(ISO_8859_1)}, one byte a char): a byte from 0x80 up inside a string is that char,
   * with no UTF-8 to decode. Limits, offsets and columns count the bytes of the text's UTF-8 form, as for
   * any other input: two for each of those chars.
   */
  public static Utf8JsonReader overLatin1(byte[] latin1, Limits limits) {
    return checkedSize(new Utf8JsonReader(latin1, 0, latin1.length, limits, true, null));
  }

  /**
   * As {@link #overLatin1(byte[], Limits)} over {@code latin1}, the bytes {@code String.getBytes(ISO_8859_1)}
   * made of {@code text}, but for text that may hold chars past U+00FF, which the encoder wrote as question
   * marks (one for each surrogate pair: one byte for two chars). The reader tells them from the text's own
   * question marks where it meets one inside a string, and reads such a string from the text itself (one
   * anywhere else is an error anyway). What the caller sees must be what the same text as UTF-8 gives: it
   * takes this reader's value only when {@link #wideTextMet()} is false (it is true when the read gave up on
   * the text: a lone surrogate, which has no UTF-8 form), and its exception only when the text is Latin-1
   * ({@code Utf8.isLatin1}): errors are placed by the bytes, which are not the UTF-8 form of other text,
   * so the caller reads that text again as UTF-8 for the error.
   */
  public static Utf8JsonReader overLatin1(String text, byte[] latin1, Limits limits) {
    if (latin1.length > text.length()) throw new IllegalArgumentException("not the Latin-1 bytes of the text");
    return checkedSize(new Utf8JsonReader(latin1, 0, latin1.length, limits, true, text));
  }

  private static Utf8JsonReader checkedSize(Utf8JsonReader reader) {
    Limits limits = reader.limits;
    byte[] latin1 = reader.buf;
    // Within the limit as chars, but maybe not as UTF-8 (kept out of the constructor, which every read runs):
    // a char is at most two bytes of UTF-8 in Latin-1 text, three past U+00FF (a pair's one byte here, four).
    long most = reader.text == null ? 2L * latin1.length : 4L * latin1.length;
    if (most > limits.maxDocumentSize()) {
      long size = reader.text == null || Utf8.isLatin1(reader.text, latin1)
          ? latin1.length + reader.highBytes(0, latin1.length) : Utf8.length(reader.text, latin1);
      if (size > limits.maxDocumentSize() || size == Utf8.LONE_SURROGATE) {
        throw reader.error("document larger than the limit of " + limits.maxDocumentSize() + " bytes");
      }
    }
    return reader;
  }

  private Utf8JsonReader(byte[] buf, int off, int len, Limits limits, boolean latin1, String text) {
    this.latin1Input = latin1;
    this.text = text;
    this.buf = buf;
    this.start = off;
    this.pos = off;
    this.end = off + len;
    this.limits = limits;
    if (len > limits.maxDocumentSize()) {
      throw error("document larger than the limit of " + limits.maxDocumentSize() + " bytes");
    }
  }

  @Override
  public Limits limits() {
    return limits;
  }

  /** Latin-1 mode: whether the read gave up on the text (see {@link #overLatin1}); the read is void then. */
  public boolean wideTextMet() {
    return wideTextMet;
  }

  // Latin-1 mode: the text at i is no text for this reader (a lone surrogate). Ends the read: see overLatin1.
  private PeregrineException wideText(int i) {
    wideTextMet = true;
    pos = i;
    return error("text with no UTF-8 form (a lone surrogate) in Latin-1 mode");
  }

  // Latin-1 mode over a String: whether a question mark in buf[from, to) stands for a char past U+00FF.
  private boolean wideIn(int from, int to) {
    for (int i = from; i < to; i++) {
      if (buf[i] == '?' && text.charAt(i + shift) != '?') return true;
    }
    return false;
  }

  // plainRun over the input; over a String not checked first, past the text's own question marks too.
  private int run(int q) {
    return text != null ? latin1Run(q) : plainRun(buf, q, end);
  }

  // plainRun in Latin-1 mode, where a question mark may stand for a char past U+00FF: the text's own are
  // passed over, any other ends the run (the string is read from the text: scanString). One pass: the check
  // is a fourth term of each word's.
  private int latin1Run(int q) {
    q = questionRun(buf, q, end);
    return q < end && buf[q] == '?' ? pastOwnQuestionMarks(q) : q;
  }

  // latin1Run from a question mark at q.
  private int pastOwnQuestionMarks(int q) {
    byte[] b = buf;
    while (q < end && b[q] == '?') {
      if (text.charAt(q + shift) != '?') return q;
      q = questionRun(b, q + 1, end);
    }
    return q;
  }

  // plainRun that stops at a question mark too (Ascii.latin1JsonSpecials). A twin on purpose: a flag for the
  // fourth term in plainRun would put a branch on the UTF-8 path, which every other input takes.
  private static int questionRun(byte[] b, int q, int end) {
    if (q + 32 <= end) {
      long flags = Ascii.latin1JsonSpecials((long) LONG_LE.get(b, q));
      if (flags != 0) return q + (Long.numberOfTrailingZeros(flags) >>> 3);
      flags = Ascii.latin1JsonSpecials((long) LONG_LE.get(b, q + 8));
      if (flags != 0) return q + 8 + (Long.numberOfTrailingZeros(flags) >>> 3);
      flags = Ascii.latin1JsonSpecials((long) LONG_LE.get(b, q + 16));
      if (flags != 0) return q + 16 + (Long.numberOfTrailingZeros(flags) >>> 3);
      return questionLongRun(b, q + 24, end);
    }
    while (q + 8 <= end) {
      long flags = Ascii.latin1JsonSpecials((long) LONG_LE.get(b, q));
      if (flags != 0) return q + (Long.numberOfTrailingZeros(flags) >>> 3);
      q += 8;
    }
    return questionTail(b, q, end);
  }

  // questionRun past its first 24 bytes, as longRun is plainRun's: two words a step while 16 bytes are left.
  // longRun's twin on purpose, for questionRun's reason (a flag for the '?' term would be a branch in the UTF-8
  // path's loop).
  private static int questionLongRun(byte[] b, int q, int end) {
    for (int last = end - 16; q <= last; q += 16) {
      long f0 = Ascii.latin1JsonSpecials((long) LONG_LE.get(b, q));
      long f1 = Ascii.latin1JsonSpecials((long) LONG_LE.get(b, q + 8));
      if ((f0 | f1) != 0) {
        return f0 != 0 ? q + (Long.numberOfTrailingZeros(f0) >>> 3) : q + 8 + (Long.numberOfTrailingZeros(f1) >>> 3);
      }
    }
    for (int last = end - 8; q <= last; q += 8) {
      long flags = Ascii.latin1JsonSpecials((long) LONG_LE.get(b, q));
      if (flags != 0) return q + (Long.numberOfTrailingZeros(flags) >>> 3);
    }
    return questionTail(b, q, end);
  }

  // questionRun's last bytes, fewer than 8 before the end of input.
  private static int questionTail(byte[] b, int q, int end) {
    for (int c; q < end && (c = b[q]) != '"' && c != '\\' && c >= 0x20 && c != '?'; ) q++;
    return q;
  }

  /**
   * Reads a value that lies {@code levels} containers deep in a larger document (an element of a top-level
   * array, read on its own): the depth limit counts those containers too, as when the document is read whole.
   */
  public Utf8JsonReader nestedIn(int levels) {
    depth = levels;
    if (depth >= lastNames.length) lastNames = java.util.Arrays.copyOf(lastNames, depth * 2);
    return this;
  }

  /**
   * At the start of a document: skips a UTF-8 byte order mark ({@code EF BB BF}), which some editors and
   * Windows tools write before the text, as Jackson skips it. RFC 8259 lets a parser ignore it. Offsets,
   * lines and columns still count its bytes: they are where the input has them.
   */
  public Utf8JsonReader skipByteOrderMark() {
    int p = pos;
    if (p == start && end - p >= 3 && isByteOrderMark(buf, p)) pos = p + 3;
    return this;
  }

  /** Whether {@code b[at, at + 3)}, which must be there, is a UTF-8 byte order mark. */
  private static boolean isByteOrderMark(byte[] b, int at) {
    return b[at] == (byte) 0xEF && b[at + 1] == (byte) 0xBB && b[at + 2] == (byte) 0xBF;
  }

  /** For JsonStreamReader: the index in the buffer of the next byte to read. */
  int position() {
    return pos;
  }

  /**
   * For JsonStreamReader, between two calls: the bytes from the current position on are now in {@code buf},
   * moved {@code shift} bytes towards its start, and the input known so far ends at {@code end}. The reader
   * must have been built with offset 0.
   */
  void refilled(byte[] buf, int end, int shift) {
    this.buf = buf;
    this.end = end;
    this.pos -= shift;
  }

  /**
   * For JsonStreamReader, before a call it may take back (see restoreState): what one call may change, into
   * {@code saved}: the position, the depth (a call goes at most one level in or out), whether the container
   * is at its first item, and the names matched last at the depth and one level in; the last name is read
   * with {@link #lastName()}.
   */
  void saveState(int[] saved) {
    int d = depth;
    saved[0] = pos;
    saved[1] = d;
    saved[2] = first ? 1 : 0;
    saved[3] = lastNames[d];
    saved[4] = d + 1 < lastNames.length ? lastNames[d + 1] : 0;
  }

  /** For JsonStreamReader: takes back the calls made since saveState, which read nothing else. */
  void restoreState(int[] saved, String lastName) {
    int d = saved[1];
    pos = saved[0];
    depth = d;
    first = saved[2] != 0;
    lastNames[d] = saved[3];
    if (d + 1 < lastNames.length) lastNames[d + 1] = saved[4];
    this.lastName = lastName;
  }

  /** For JsonStreamReader: skips {@code n} bytes it has seen to be whitespace before the next token. */
  void advance(int n) {
    pos += n;
  }

  /**
   * Checks that only whitespace follows an element of a top-level array read on its own (see
   * {@link #nestedIn}), up to {@code elementEnd} (the reader may hold a few bytes after the element, which
   * are not its to judge): anything else is what the array's reader would refuse after an element.
   */
  public void finishElement(int elementEnd) {
    while (pos < elementEnd) {
      int c = buf[pos] & 0xFF;
      if (c != ' ' && c != '\n' && c != '\r' && c != '\t') throw unexpected(c, "',' or ']'");
      pos++;
    }
  }

  /** Checks that only whitespace follows the root value. */
  public void finish() {
    if (nextToken() >= 0) throw error("unexpected content after the end of the document");
  }

  // Returns the next non-whitespace byte (0-255) leaving pos on it, or -1 at the end of input. Small enough
  // to inline everywhere: compact input has no whitespace between tokens, so one compare usually decides.
  private int nextToken() {
    int p = pos;
    if (p < end) {
      int c = buf[p] & 0xFF;
      return c > ' ' ? c : skipWhitespace(p);
    }
    // The end of input, as skipWhitespace answers it. Not through skipWhitespace: every document's end is
    // checked here, so in compact input that call was taken once a document, and C2 inlined the whitespace
    // loop (a VarHandle word read) under every nextToken of a generated codec (PrintInlining, a codec of 12
    // booleans), spending the budget that decides how many of its properties are inlined.
    return -1;
  }

  private static final long SPACES = 0x2020202020202020L;

  // The slow half of nextToken. After each whitespace byte, the spaces that follow (pretty-printed
  // indentation) are skipped 8 at a time: the lowest non-zero byte of word ^ SPACES is the first byte that
  // is not a space.
  private int skipWhitespace(int p) {
    byte[] b = buf;
    while (p < end) {
      int c = b[p] & 0xFF;
      if (c > ' ' || (c != ' ' && c != '\n' && c != '\r' && c != '\t')) {
        pos = p;
        return c;
      }
      p++;
      if (p + 8 <= end) {
        long x = (long) LONG_LE.get(b, p) ^ SPACES;
        p += x == 0 ? 8 : Long.numberOfTrailingZeros(x) >>> 3;
      }
    }
    pos = p;
    return -1;
  }

  @Override
  public Kind peek() {
    int c = nextToken();
    switch (c) {
      case '{': return Kind.OBJECT;
      case '[': return Kind.ARRAY;
      case '"': return Kind.STRING;
      case 't': case 'f': return Kind.BOOLEAN;
      case 'n': return Kind.NULL;
      case '-': case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': case '8': case '9':
        return Kind.NUMBER;
      default:
        throw unexpected(c, "a value");
    }
  }

  @Override
  public void beginObject() {
    int c = nextToken();
    if (c != '{') throw unexpected(c, "an object");
    enter();
  }

  @Override
  public void beginArray() {
    int c = nextToken();
    if (c != '[') throw unexpected(c, "an array");
    enter();
  }

  private void enter() {
    if (++depth > limits.maxDepth()) throw error("nesting deeper than the limit of " + limits.maxDepth());
    if (depth == lastNames.length) lastNames = java.util.Arrays.copyOf(lastNames, depth * 2);
    lastNames[depth] = 0;
    pos++;
    first = true;
  }

  @Override
  public boolean hasNextElement() {
    int c = nextToken();
    if (first) {
      first = false;
      if (c != ']') return true;
    } else if (c == ',') {
      pos++;
      return true;
    } else if (c != ']') {
      throw unexpected(c, "',' or ']'");
    }
    pos++;
    depth--;
    return false;
  }

  // Moves to the opening quote of the next name; false when the object ended (its '}' consumed).
  private boolean toNextName() {
    int c = nextToken();
    if (first) {
      first = false;
      if (c == '}') {
        pos++;
        depth--;
        return false;
      }
    } else if (c == ',') {
      pos++;
      c = nextToken();
    } else if (c == '}') {
      pos++;
      depth--;
      return false;
    } else {
      throw unexpected(c, "',' or '}'");
    }
    if (c != '"') throw unexpected(c, "a property name");
    return true;
  }

  private void expectColon() {
    int c = nextToken();
    if (c != ':') throw unexpected(c, "':'");
    pos++;
  }

  @Override
  public String nextName() {
    if (!toNextName()) return null;
    byte[] b = buf;
    int p = pos;
    int q = run(p + 1);
    String name;
    if (q < end && b[q] == '"' && q - p - 1 <= Math.min(JsonKeys.MAX_LENGTH, limits.maxNameLength()) && p + 8 <= end) {
      name = JsonKeys.key(b, p, q, end, (long) LONG_LE.get(b, p) & keyMask(q - p + 1));
      pos = q + 1;
    } else {
      name = scanString(limits.maxNameLength(), "property name");
    }
    expectColon();
    return name;
  }

  // The mask of the first n bytes of a little-endian word (all of it from 8 on).
  private static long keyMask(int n) {
    return n >= 8 ? -1L : (1L << (8 * n)) - 1;
  }

  @Override
  public int nextName(NameTable names) {
    if (!toNextName()) return END_OF_OBJECT;
    return nameAtQuote(names);
  }

  // The name as both compact and pretty output lay it out: a comma unless it is the object's first, any
  // whitespace, then the quoted name and its colon with nothing between them. A name is at most 16 bytes
  // here, so 19 bytes from the quote hold the words read and the colon.
  @Override
  public int nextNameQuick(NameTable names, int entry, int slot, int length, long w0, long w1) {
    byte[] b = buf;
    int q = pos;
    int e = end;
    if (!first) {
      if (q >= e || b[q] != ',') return ASK_AGAIN;
      q++;
    }
    if (q < e && b[q] != '"') q = spacesFrom(b, q, e);
    if (q + 19 > e || b[q] != '"' || b[q + 1 + length] != '"' || b[q + 2 + length] != ':'
        || !nameAt(b, q + 1, length, w0, w1)) { // no question mark in the name: see ValueReader
      return ASK_AGAIN;
    }
    first = false;
    lastNames[depth] = entry + 1; // JsonNames.byIndex holds entry e at e + 1
    pos = q + length + 3;
    return slot;
  }

  // The index of the first byte at or after q that is not JSON whitespace (end if none); a method of its own,
  // so that its bytes count only where input has whitespace before names.
  private static int spacesFrom(byte[] b, int q, int end) {
    int c;
    while (q < end && ((c = b[q]) == ' ' || c == '\n' || c == '\r' || c == '\t')) q++;
    return q;
  }

  // Consumes the ':' after a name that ends before p: at p itself on the common path, else after whitespace.
  private void colonAfterName(int p) {
    if (p < end && buf[p] == ':') {
      pos = p + 1;
    } else {
      pos = p;
      expectColon();
    }
  }

  // nextName(names) from the opening quote of a name.
  private int nameAtQuote(NameTable names) {
    JsonNames json = JsonNames.of(names);
    int d = depth;
    JsonNames.Name[] byIndex = json.byIndex;
    int i = lastNames[d];
    // The index of another table's name at this depth (a codec that reads one object through two tables) is
    // only a guess like any other, but it must be in range.
    JsonNames.Name last = byIndex[i < byIndex.length ? i : 0];
    JsonNames.Name expected = last.next;
    int p = pos;
    if (expected.matchesAt(buf, p, end)
        && !(text != null && expected.questionMark && wideIn(p, p + expected.quotedLength))) {
      lastNames[d] = expected.index;
      colonAfterName(p + expected.quotedLength);
      return expected.slot;
    }
    return nextNameLookedUp(names, json, last);
  }

  // nextName when the name is not the one expected: plain ASCII names are compared as bytes without building
  // a String; names with escapes or non-ASCII bytes are decoded (and validated) first, then looked up by
  // String. pos is on the opening quote.
  private int nextNameLookedUp(NameTable names, JsonNames json, JsonNames.Name last) {
    byte[] b = buf;
    long run = JsonNames.scanPlain(b, pos + 1, end);
    int q = (int) run;
    int slot;
    if (q < end && b[q] == '"') {
      if (q - pos - 1 > limits.maxNameLength()) throw tooLong(pos + 1, limits.maxNameLength(), "property name");
      JsonNames.Name found = json.find(b, pos + 1, q, (int) (run >>> 32));
      // A question mark for a wide char: not the table's name with a question mark there; a name of the
      // table with wide chars is found by its String.
      boolean wide = text != null && (found == null || found.questionMark) && wideIn(pos + 1, q);
      if (found != null && !wide) {
        last.next = found; // learn this order for the next object
        lastNames[depth] = found.index;
        pos = q + 1;
        slot = found.slot;
      } else {
        lastName = scanString(limits.maxNameLength(), "property name");
        slot = wide ? names.index(lastName) : UNKNOWN_NAME;
      }
    } else {
      lastName = scanString(limits.maxNameLength(), "property name");
      slot = names.index(lastName);
    }
    expectColon();
    return slot;
  }

  @Override
  public String lastName() {
    return lastName;
  }

  @Override
  public boolean readNull() {
    if (nextToken() != 'n') return false;
    if (threeAfter(ULL)) {
      pos += 4;
    } else {
      expectLiteral("null");
    }
    return true;
  }

  @Override
  public boolean readBoolean() {
    int c = nextToken();
    if (c == 't') {
      if (threeAfter(RUE)) {
        pos += 4;
      } else {
        expectLiteral("true");
      }
      return true;
    }
    if (c == 'f') {
      if (pos + 5 <= end && (int) INT_LE.get(buf, pos + 1) == ALSE) {
        pos += 5;
      } else {
        expectLiteral("false");
      }
      return false;
    }
    throw unexpected(c, "a boolean");
  }

  // The typed property reads (see ValueReader.readInt(Codec)): the first byte of the value decides; null
  // and every other kind take the default steps.

  private static boolean startsNumber(int c) {
    return (c >= '0' && c <= '9') || c == '-';
  }

  @Override
  public int readInt(Codec<Object> codec) {
    int c = nextToken();
    return startsNumber(c) ? intValue(readLong(c)) : super.readInt(codec);
  }

  @Override
  public long readLong(Codec<Object> codec) {
    int c = nextToken();
    return startsNumber(c) ? readLong(c) : super.readLong(codec);
  }

  @Override
  public double readDouble(Codec<Object> codec) {
    int c = nextToken();
    return startsNumber(c) ? readDouble(c) : super.readDouble(codec);
  }

  @Override
  public float readFloat(Codec<Object> codec) {
    return startsNumber(nextToken()) ? readFloat() : super.readFloat(codec);
  }

  @Override
  public boolean readBoolean(Codec<Object> codec) {
    int c = nextToken();
    // Where 8 bytes are left, "true" and "false" told apart by comparing a word with both, no branch taken on
    // which it is: a branch on the first byte of values that go either way is mispredicted half the time,
    // which cost more than the rest of the read (random booleans, 12 to a bean). (Their bytes compared one by
    // one from 5 bytes left instead, so that C2 could inline more properties of a codec, was slower.)
    int p = pos;
    if (p + 8 <= end) {
      long w = (long) LONG_LE.get(buf, p);
      boolean isTrue = (int) w == TRUE_WORD;
      boolean isFalse = (w & 0xFF_FFFF_FFFFL) == FALSE_WORD;
      if (isTrue | isFalse) {
        pos = p + (isTrue ? 4 : 5);
        return isTrue;
      }
    }
    return c == 't' || c == 'f' ? readBoolean() : super.readBoolean(codec);
  }

  private static final int TRUE_WORD = 't' | 'r' << 8 | 'u' << 16 | 'e' << 24;
  private static final long FALSE_WORD = 'f' | 'a' << 8 | 'l' << 16 | 's' << 24 | (long) 'e' << 32;

  @Override
  public String readString(Codec<Object> codec) {
    return nextToken() == '"' ? scanString(limits.maxStringLength(), "string") : super.readString(codec);
  }

  // The literals' bytes after their first as little-endian ints ("true" whole, "false" from its 'a'), compared
  // as one word where 4 bytes of input are there; expectLiteral finds where any other input goes wrong.
  private static final int RUE = 'r' | 'u' << 8 | 'e' << 16;
  private static final int ALSE = 'a' | 'l' << 8 | 's' << 16 | 'e' << 24;
  private static final int ULL = 'u' | 'l' << 8 | 'l' << 16;
  private static final VarHandle INT_LE = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

  // Whether the 3 bytes after pos are those of word (in its low 24 bits); reads a 4th only when the input has one.
  private boolean threeAfter(int word) {
    return pos + 4 <= end && ((int) INT_LE.get(buf, pos) & 0xFFFFFF00) == word << 8;
  }

  private void expectLiteral(String word) {
    int n = word.length();
    if (end - pos < n) throw error("invalid literal, expected '" + word + "'");
    for (int i = 1; i < n; i++) {
      if (buf[pos + i] != word.charAt(i)) {
        pos += i;
        throw error("invalid literal, expected '" + word + "'");
      }
    }
    pos += n;
  }

  @Override
  public String readString() {
    int c = nextToken();
    if (c != '"') throw unexpected(c, "a string");
    return scanString(limits.maxStringLength(), "string");
  }

  @Override
  public int readString(NameTable names) {
    int c = nextToken();
    if (c != '"') throw unexpected(c, "a string");
    return stringSlot(names);
  }

  @Override
  public int readStringIfText(NameTable names) {
    return nextToken() == '"' ? stringSlot(names) : NOT_TEXT;
  }

  // readString(NameTable) from the opening quote at pos.
  private int stringSlot(NameTable names) {
    JsonNames.Name found = JsonNames.of(names).matchString(buf, pos, end);
    if (found != null && found.quotedLength - 2 <= limits.maxStringLength()
        && !(text != null && found.questionMark && wideIn(pos, pos + found.quotedLength))) {
      pos += found.quotedLength;
      return found.slot;
    }
    String s = scanString(limits.maxStringLength(), "string");
    int slot = names.index(s);
    if (slot >= 0) return slot;
    unmatchedString(s);
    return UNKNOWN_NAME;
  }

  /**
   * Small, so that it inlines into a codec's read, where the parser is often a constant: the parser's calls
   * are then bound to it and inlined. The bulk of the work, which makes no call of the parser, is in
   * {@link #textEnd}; the rare rest is {@link #readTextFully}.
   */
  @Override
  public <T> T readText(TextParser<T> parser) {
    int c = nextToken();
    if (c != '"') throw unexpected(c, "a string");
    int from = pos + 1;
    int to = textEnd(from, parser.fixedLength(), text != null && parser.takesQuestionMarks());
    if (to >= 0) {
      T value = parser.parse(buf, from, to);
      if (value != null) {
        pos = to + 1;
        return value;
      }
    }
    return readTextFully(parser, to);
  }

  /**
   * Where the text from {@code from} ends for its parser (the index of its closing quote), else -1: at the
   * parser's fixed length {@code n} when a quote is there (no scan for it), else {@link #runEnd}. Over a
   * String, {@code checkQuestionMarks} (a parser that may take one) makes sure of every question mark: one
   * that stands for a wide char is no text for a parser.
   */
  private int textEnd(int from, int n, boolean checkQuestionMarks) {
    if (n >= 0 && n < end - from && buf[from + n] == '"' && n <= limits.maxStringLength()
        && !(checkQuestionMarks && questionMarkIn(from, from + n))) {
      return from + n;
    }
    return runEnd(from, checkQuestionMarks);
  }

  // The closing quote of a plain ASCII run from `from` within the limits, else -1.
  private int runEnd(int from, boolean checkQuestionMarks) {
    byte[] b = buf;
    int q = checkQuestionMarks ? latin1Run(from) : plainRun(b, from, end);
    return q < end && b[q] == '"' && q - from <= Math.min(MAX_PARSED_TEXT, limits.maxStringLength()) ? q : -1;
  }

  /**
   * readText from the opening quote at pos when the parser declined the text that ends at {@code declined}
   * ({@link #textEnd}'s answer), or there was none (-1): the text up to its first quote is tried unless that
   * is the one declined (parsers are pure: asked again, one declines again); anything else (escapes, other
   * text, a string the parser declines) is read as any string is and handed back as the unmatched text.
   */
  private <T> T readTextFully(TextParser<T> parser, int declined) {
    int from = pos + 1;
    int to = runEnd(from, text != null && parser.takesQuestionMarks());
    if (to >= 0 && to != declined) {
      T value = parser.parse(buf, from, to);
      if (value != null) {
        pos = to + 1;
        return value;
      }
    }
    unmatchedString(scanString(limits.maxStringLength(), "string"));
    return null;
  }

  // Whether buf[from, to) has a question mark (Latin-1 mode: maybe a char past U+00FF).
  private boolean questionMarkIn(int from, int to) {
    int i = from;
    for (; i + 8 <= to; i += 8) {
      if (Ascii.hasQuestionMark((long) LONG_LE.get(buf, i))) return true;
    }
    for (; i < to; i++) {
      if (buf[i] == '?') return true;
    }
    return false;
  }

  /**
   * Reads the string whose opening quote is at {@code pos}, leaving pos after the closing quote. Plain ASCII
   * (the common case) becomes a Latin-1 String straight from the bytes. The common string with text that is
   * not ASCII and no escape up to its closing quote is made here too: in Latin-1 mode the bytes are the chars
   * (a copy), else the JDK's UTF-8 decoder (vectorized) builds it, and writes U+FFFD for any malformed
   * sequence, so a string holding U+FFFD, malformed or not, goes on to the decoder of ours, which tells the
   * two apart and reports. Wide text in Latin-1 mode, the common escapes and everything else go to their
   * decoders, the last of which ({@link #decodeStringByChar}) reads from the start and reports.
   *
   * <p>One method, and a large one, on purpose: its bytecode is above C2's FreqInlineSize (325), so C2
   * compiles it once and every codec calls it. While it was small, whether C2 inlined it (with the plain
   * run's word loops under it) into a codec's read method depended on which of the two C2 compiled first, a
   * race: inlined, a bean of many properties used up C2's inlining budget (DesiredMethodLimit) before its
   * last properties, and the Eishay ParseStringPretty ran 10-15% slower in 2-4 of 8 JVMs (Peregrine ÷
   * fastjson2 0.86-0.99 across JVMs; with the string out of line 0.93-0.99 in 23 of 24). What it holds is
   * straight-line code: the escapes' loop stays a method of its own (escapedLatin1), which read escaped
   * strings 15-35% slower when it was part of this one. A test (Utf8JsonReaderShapeTest) keeps it above
   * that size.
   */
  private String scanString(int maxLength, String what) {
    byte[] b = buf;
    int from = pos + 1;
    int q = run(from);
    if (q < end && b[q] == '"') {
      if (q - from > maxLength) throw tooLong(from, maxLength, what);
      pos = q + 1;
      return Ascii.string(b, from, q - from);
    }
    // Bytes [from, plainEnd) are plain ASCII. The plain run may end at the end of input (an unterminated
    // string) past the limit: that is checked before anything is copied, so the copies stay within the buffer.
    int plainEnd = q;
    if (plainEnd < end && b[plainEnd] == '?' && text != null) { // a wide char (latin1Run passes the text's own)
      String s = wideString(from, textRunEnd(plainEnd), maxLength);
      return s != null ? s : decodeStringByChar(from, plainEnd, maxLength, what);
    }
    if (plainEnd < end && b[plainEnd] < 0) { // text that is not ASCII, up to a quote if no escape comes first
      q = textRunEnd(plainEnd);
      if (q < end && b[q] == '"' && q - from <= maxLength) {
        if (latin1Input) {
          if (text != null && questionMarkIn(plainEnd, q)) { // maybe wide
            String s = wideString(from, q, maxLength);
            return s != null ? s : decodeStringByChar(from, plainEnd, maxLength, what);
          }
          if (2L * (q - from) <= maxLength || q - from + highBytes(from, q) <= maxLength) {
            pos = q + 1;
            return new String(b, from, q - from, StandardCharsets.ISO_8859_1);
          }
        } else {
          String s = new String(b, from, q - from, StandardCharsets.UTF_8);
          if (s.indexOf('\uFFFD') < 0) {
            pos = q + 1;
            return s;
          }
        }
      }
    }
    if (plainEnd < end && b[plainEnd] == '\\') {
      String s = escapedLatin1(from, plainEnd, maxLength);
      if (s != null) return s;
    }
    return decodeStringByChar(from, plainEnd, maxLength, what);
  }

  private static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  /**
   * The index of the first byte at or after {@code q} that ends a plain ASCII run inside a string: a quote,
   * a backslash, a control character or a non-ASCII byte; {@code end} if none. Looks at 8 bytes per step
   * ({@link Ascii#jsonSpecials}).
   */
  private static int plainRun(byte[] b, int q, int end) {
    // The first 32 bytes, where short strings (names, most values) end, word by word, then a counted loop
    // (longRun), which ran a fifth faster over 400-byte strings; all of it counted parsed the Eishay
    // document's short strings 5-7% slower (C2's pre- and post-loops), and a while loop that switched to it
    // after 32 bytes 2% slower.
    if (q + 32 <= end) { // the first four words one after the other, no loop
      long flags = Ascii.jsonSpecials((long) LONG_LE.get(b, q));
      if (flags != 0) return q + (Long.numberOfTrailingZeros(flags) >>> 3);
      flags = Ascii.jsonSpecials((long) LONG_LE.get(b, q + 8));
      if (flags != 0) return q + 8 + (Long.numberOfTrailingZeros(flags) >>> 3);
      flags = Ascii.jsonSpecials((long) LONG_LE.get(b, q + 16));
      if (flags != 0) return q + 16 + (Long.numberOfTrailingZeros(flags) >>> 3);
      flags = Ascii.jsonSpecials((long) LONG_LE.get(b, q + 24));
      if (flags != 0) return q + 24 + (Long.numberOfTrailingZeros(flags) >>> 3);
      return longRun(b, q + 32, end);
    }
    while (q + 8 <= end) {
      long flags = Ascii.jsonSpecials((long) LONG_LE.get(b, q));
      if (flags != 0) return q + (Long.numberOfTrailingZeros(flags) >>> 3);
      q += 8;
    }
    return plainTail(b, q, end);
  }

  // plainRun past its first 32 bytes: two words a step while 16 bytes are left (one branch for both), then one.
  private static int longRun(byte[] b, int q, int end) {
    for (int last = end - 16; q <= last; q += 16) {
      long f0 = Ascii.jsonSpecials((long) LONG_LE.get(b, q));
      long f1 = Ascii.jsonSpecials((long) LONG_LE.get(b, q + 8));
      if ((f0 | f1) != 0) {
        return f0 != 0 ? q + (Long.numberOfTrailingZeros(f0) >>> 3) : q + 8 + (Long.numberOfTrailingZeros(f1) >>> 3);
      }
    }
    for (int last = end - 8; q <= last; q += 8) {
      long flags = Ascii.jsonSpecials((long) LONG_LE.get(b, q));
      if (flags != 0) return q + (Long.numberOfTrailingZeros(flags) >>> 3);
    }
    return plainTail(b, q, end);
  }

  // plainRun's last bytes, fewer than 8 before the end of input.
  private static int plainTail(byte[] b, int q, int end) {
    while (q < end) {
      int c = b[q];
      if (c == '"' || c == '\\' || c < 0x20) return q; // c < 0x20 includes non-ASCII (negative) bytes
      q++;
    }
    return q;
  }

  /** Scratch for {@link #escapedLatin1}, kept for the next string of this document. */
  private byte[] latin1;

  /**
   * The common escaped string: ASCII text with the short escapes ({@code \" \\ \/ \b \f \n \r \t}), within
   * the limit, decoded into bytes (plain runs copied whole) and made a String without the compression pass a
   * char[] would take. Null, pos untouched, for anything else (a backslash-u escape, text that is not ASCII, an
   * error of any kind), which decodeStringByChar then reads from the start and reports as it does.
   */
  private String escapedLatin1(int from, int plainEnd, int maxLength) {
    byte[] b = buf;
    byte[] out = latin1;
    int n = plainEnd - from;
    if (n > maxLength) return null; // the char-by-char decoder reports it
    if (out == null || out.length < n + 16) out = new byte[Math.max(64, n * 2 + 16)];
    System.arraycopy(b, from, out, 0, n);
    int q = plainEnd;
    while (q < end) {
      int c = b[q];
      if (c == '"') {
        if (q - from > maxLength) return null;
        latin1 = out;
        pos = q + 1;
        return new String(out, 0, n, StandardCharsets.ISO_8859_1);
      }
      if (c != '\\' || q + 1 >= end) return null;
      byte e;
      switch (b[q + 1]) {
        case '"': e = '"'; break;
        case '\\': e = '\\'; break;
        case '/': e = '/'; break;
        case 'b': e = '\b'; break;
        case 'f': e = '\f'; break;
        case 'n': e = '\n'; break;
        case 'r': e = '\r'; break;
        case 't': e = '\t'; break;
        default: return null;
      }
      int run = run(q + 2);
      int len = run - (q + 2);
      if (n + 1 + len > out.length) {
        if (run - from > maxLength + 2) return null;
        out = Arrays.copyOf(out, Math.max(out.length * 2, n + 1 + len + 16));
      }
      out[n++] = e;
      System.arraycopy(b, q + 2, out, n, len);
      n += len;
      q = run;
    }
    return null;
  }

  // The general decoder: escapes and UTF-8 a char at a time, with every check and error.
  private String decodeStringByChar(int from, int plainEnd, int maxLength, String what) {
    if (plainEnd - from > maxLength) throw tooLong(from, maxLength, what);
    byte[] b = buf;
    char[] out = new char[Math.min(Math.max(16, (plainEnd - from) * 2), maxLength + 2)];
    int n = 0;
    for (int i = from; i < plainEnd; i++) out[n++] = (char) b[i];
    int q = plainEnd;
    int wide = 0; // Latin-1 mode: chars from U+0080 so far, each one byte here and two in UTF-8
    while (true) {
      if (q >= end) {
        pos = q;
        throw error("unterminated " + what);
      }
      if (q - from + wide > maxLength) throw tooLong(from, maxLength, what);
      if (n + 2 > out.length) out = java.util.Arrays.copyOf(out, Math.max(out.length * 2, n + 2));
      int c = b[q] & 0xFF;
      if (c == '"') {
        pos = q + 1;
        return new String(out, 0, n);
      }
      if (c == '\\') {
        q = decodeEscape(q, out, n);
        n += escapeWidth;
      } else if (c < 0x20) {
        pos = q;
        throw error("unescaped control character U+" + hex4(c) + " in " + what);
      } else if (c < 0x80) {
        if (c == '?' && text != null && text.charAt(q + shift) != '?') {
          wide += wideChar(q, out, n);
          n += escapeWidth;
        } else {
          out[n++] = (char) c;
        }
        q++;
      } else if (latin1Input) {
        out[n++] = (char) c;
        q++;
        wide++;
      } else {
        q = decodeUtf8(q, out, n);
        n += escapeWidth;
      }
    }
  }

  // Chars written by the last decodeEscape/decodeUtf8/wideChar call (1 or 2); avoids returning a pair.
  private int escapeWidth;

  /**
   * Latin-1 mode over a String: the string from {@code from} (after its opening quote) read from the text,
   * where it holds a char past U+00FF: its chars up to the closing quote, the String a substring of the text,
   * when it has no escape or control char and is within the limit in UTF-8 bytes; null otherwise, pos
   * untouched (decodeStringByChar then reads it). Its end is found in the bytes ({@code q}, textRunEnd's, 8
   * at a time: a loop over the text's chars for it was half of reading short CJK strings); the text is asked
   * only where the bytes have a question mark, for a surrogate: a pair (one byte, two chars) moves the
   * string's end in the text, a lone one ends the read (wideText: the text has no UTF-8 form). Moves past the
   * pairs (shift).
   */
  private String wideString(int from, int q, int maxLength) {
    byte[] b = buf;
    if (q >= end || b[q] != '"') return null;
    String s = text;
    int t0 = from + shift;
    // The chars past U+00FF are where the bytes have a question mark: a surrogate there must be a pair's first.
    int pairs = 0;
    for (int i = from; i < q; i++) {
      if (b[i] != '?') continue;
      int t = i + shift + pairs;
      char c = s.charAt(t);
      if (Character.isSurrogate(c)) {
        if (!Character.isHighSurrogate(c) || t + 1 >= s.length() || !Character.isLowSurrogate(s.charAt(t + 1))) {
          throw wideText(i);
        }
        pairs++;
      }
    }
    int tq = q + shift + pairs;
    if (s.charAt(tq) != '"') throw wideText(q); // cannot be: the encoder's one byte a pair
    if (3L * (tq - t0) > maxLength && utf8Length(s, t0, tq) > maxLength) return null; // at most 3 bytes a char
    shift += pairs;
    pos = q + 1;
    return s.substring(t0, tq);
  }

  // The first quote, backslash or control byte at or after q, end if none: where a run of a string's text ends
  // (bytes from 0x80 up are text), 8 bytes at a time.
  private int textRunEnd(int q) {
    byte[] b = buf;
    long flags = 0;
    while (q + 8 <= end && (flags = Ascii.utf8StringEnds((long) LONG_LE.get(b, q))) == 0) q += 8;
    if (flags != 0) return q + (Long.numberOfTrailingZeros(flags) >>> 3);
    for (int c; q < end && (c = b[q]) != '"' && c != '\\' && (c < 0 || c >= 0x20); ) q++;
    return q;
  }

  // The UTF-8 length of s[from, to), which holds no lone surrogate.
  private static long utf8Length(String s, int from, int to) {
    long n = 0;
    for (int t = from; t < to; t++) {
      char c = s.charAt(t);
      n += c < 0x80 ? 1 : c < 0x800 || Character.isSurrogate(c) ? 2 : 3; // a pair's two chars, 4 bytes
    }
    return n;
  }

  /**
   * decodeStringByChar's char past U+00FF at q (Latin-1 mode over a String: its byte a question mark), from
   * the text into out[n]: one char, or a surrogate pair (shift moves past it). Answers the bytes its UTF-8
   * form has beyond the one byte q stands for (for the limit); a lone surrogate ends the read (wideText).
   */
  private int wideChar(int q, char[] out, int n) {
    int t = q + shift;
    char c = text.charAt(t);
    if (!Character.isSurrogate(c)) {
      out[n] = c;
      escapeWidth = 1;
      return c < 0x800 ? 1 : 2;
    }
    if (Character.isHighSurrogate(c) && t + 1 < text.length() && Character.isLowSurrogate(text.charAt(t + 1))) {
      out[n] = c;
      out[n + 1] = text.charAt(t + 1);
      escapeWidth = 2;
      shift++;
      return 3;
    }
    throw wideText(q);
  }

  private int decodeEscape(int q, char[] out, int n) {
    if (q + 1 >= end) {
      pos = q;
      throw error("unterminated escape");
    }
    int e = buf[q + 1];
    char ch;
    switch (e) {
      case '"': ch = '"'; break;
      case '\\': ch = '\\'; break;
      case '/': ch = '/'; break;
      case 'b': ch = '\b'; break;
      case 'f': ch = '\f'; break;
      case 'n': ch = '\n'; break;
      case 'r': ch = '\r'; break;
      case 't': ch = '\t'; break;
      case 'u': {
        if (q + 6 > end) {
          pos = q;
          throw error("incomplete \\u escape");
        }
        int v = 0;
        for (int i = q + 2; i < q + 6; i++) {
          int d = Character.digit(buf[i], 16);
          if (d < 0) {
            pos = i;
            throw error("invalid hex digit in \\u escape");
          }
          v = (v << 4) | d;
        }
        out[n] = (char) v;
        escapeWidth = 1;
        return q + 6;
      }
      default:
        pos = q;
        throw error("invalid escape '\\" + (e >= 0x20 && e < 0x7F ? String.valueOf((char) e) : "U+" + hex4(utf8Lead(e & 0xFF))) + "'");
    }
    out[n] = ch;
    escapeWidth = 1;
    return q + 2;
  }

  // Decodes one multi-byte UTF-8 sequence at q (lead byte >= 0x80), rejecting overlongs, surrogates,
  // values past U+10FFFF and truncated sequences (RFC 3629).
  private int decodeUtf8(int q, char[] out, int n) {
    byte[] b = buf;
    int c = b[q] & 0xFF;
    int need;
    int cp;
    int lo = 0x80;
    int hi = 0xBF;
    if (c >= 0xC2 && c <= 0xDF) {
      need = 1;
      cp = c & 0x1F;
    } else if (c >= 0xE0 && c <= 0xEF) {
      need = 2;
      cp = c & 0x0F;
      if (c == 0xE0) lo = 0xA0;
      if (c == 0xED) hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
      need = 3;
      cp = c & 0x07;
      if (c == 0xF0) lo = 0x90;
      if (c == 0xF4) hi = 0x8F;
    } else {
      pos = q;
      throw error("invalid UTF-8 byte 0x" + Integer.toHexString(c));
    }
    if (q + need >= end) {
      pos = q;
      throw error("truncated UTF-8 sequence");
    }
    for (int i = 1; i <= need; i++) {
      int d = b[q + i] & 0xFF;
      if (d < lo || d > hi) {
        pos = q + i;
        throw error("invalid UTF-8 continuation byte 0x" + Integer.toHexString(d));
      }
      lo = 0x80;
      hi = 0xBF;
      cp = (cp << 6) | (d & 0x3F);
    }
    if (cp >= 0x10000) {
      out[n] = Character.highSurrogate(cp);
      out[n + 1] = Character.lowSurrogate(cp);
      escapeWidth = 2;
    } else {
      out[n] = (char) cp;
      escapeWidth = 1;
    }
    return q + need + 1;
  }

  /**
   * Scans and validates a number token at pos (RFC 8259 grammar), leaving pos after it and describing it in
   * the num* fields. The common token goes through {@link #plainInteger}; anything else (and every error)
   * through {@link #scanAnyNumber}, which holds the whole grammar.
   */
  private void scanNumber() {
    int c = nextToken();
    int start = pos;
    long value = plainInteger(c);
    if (value == NOT_PLAIN) {
      scanAnyNumber(c);
      return;
    }
    numStart = start;
    numEnd = pos;
    numIsInteger = true;
    numLongValid = true;
    numLong = value;
  }

  /**
   * What {@link #plainInteger} answers for any other token; the one integer in long range that is this,
   * -2^63, goes to the scanner too.
   */
  private static final long NOT_PLAIN = Long.MIN_VALUE;

  /**
   * The common number token at pos, whose first byte is c: an integer within long range (1 to 19 digits)
   * without a leading zero, within the length limit. Its value, with pos moved past it; else
   * {@link #NOT_PLAIN}, pos where it was. Small enough to inline, and it stores nothing else, so an int or long read costs no more.
   *
   * <p>Where 8 bytes of input are left, the digits among them are found and converted as one word. Less
   * '0', a digit byte is its value, below 10; any other byte has its top bit set there (below '0') or after
   * adding 0x76 (from ':' up), and as a borrow or carry comes only from such a byte, the lowest flag is
   * exact. Shifted so that the k digits are the word's top bytes (the zero bytes below are leading zeros),
   * the value is made from pairs of digits, then fours, then the whole, one multiply each. The loop takes
   * any digits after the first 8, and numbers in the last 7 bytes of the input.
   */
  private long plainInteger(int c) {
    byte[] b = buf;
    int p = pos;
    if (c == '-') p++;
    int digits = p;
    long value = 0;
    if (p <= end - 8) {
      long t = (long) LONG_LE.get(b, p) - 0x3030303030303030L;
      int k = Long.numberOfTrailingZeros((t | (t + 0x7676767676767676L)) & 0x8080808080808080L) >>> 3;
      if (k > 0) {
        t <<= 64 - 8 * k;
        t = (t * 10 + (t >>> 8)) & 0x00FF00FF00FF00FFL;
        t = (t * 100 + (t >>> 16)) & 0x0000FFFF0000FFFFL;
        value = (t & 0xFFFF) * 10000 + (t >>> 32);
        p += k;
      }
    }
    int d;
    while (p < end && (d = b[p] - '0') >= 0 && d <= 9) {
      value = value * 10 + d;
      p++;
    }
    int n = p - digits;
    if (n == 0 || (n > 18 && beyondLong(n, value)) || (n > 1 && b[digits] == '0')
        || (p < end && (b[p] == '.' || (b[p] | 0x20) == 'e'))
        || p - pos > limits.maxNumberLength()) {
      return NOT_PLAIN;
    }
    pos = p;
    return c == '-' ? -value : value;
  }

  // For plainInteger: whether n digits (more than 18) that made value are beyond what it answers. 19 digits
  // are below 2^64, so value read unsigned is exact (a random long has 19 digits). -2^63 would be NOT_PLAIN
  // itself: it is left to the scanner, as everything past 2^63 - 1 is.
  private static boolean beyondLong(int n, long value) {
    return n > 19 || Long.compareUnsigned(value, Long.MAX_VALUE) > 0;
  }

  // The whole number grammar, for the token at pos whose first byte is c. The token is judged only up to one
  // byte past the length limit (stop): once it is that long it is too long whatever follows, so a reader
  // that sees only that much of it (JsonStreamReader) answers as this one does over the whole input. A
  // grammar error found there is the length limit's too.
  private void scanAnyNumber(int c) {
    byte[] b = buf;
    int p = pos;
    numStart = p;
    int stop = (int) Math.min(end, (long) p + limits.maxNumberLength() + 1);
    boolean negative = false;
    if (c == '-') {
      negative = true;
      p++;
    } else if (c < '0' || c > '9') {
      throw unexpected(c, "a number");
    }
    int digitsStart = p;
    long value = 0;
    if (p < stop && b[p] == '0') {
      p++;
      if (p < stop && b[p] >= '0' && b[p] <= '9') throw numberError(p, "leading zero in number");
    } else {
      while (p < stop && b[p] >= '0' && b[p] <= '9') {
        value = value * 10 + (b[p] - '0'); // exact for up to 18 digits, checked below
        p++;
      }
      if (p == digitsStart) throw numberError(p, "expected a digit");
    }
    int intDigits = p - digitsStart;
    boolean integer = true;
    if (p < stop && b[p] == '.') {
      integer = false;
      int f = ++p;
      while (p < stop && b[p] >= '0' && b[p] <= '9') p++;
      if (p == f) throw numberError(p, "expected a digit after the decimal point");
    }
    if (p < stop && (b[p] == 'e' || b[p] == 'E')) {
      integer = false;
      p++;
      if (p < stop && (b[p] == '+' || b[p] == '-')) p++;
      int f = p;
      while (p < stop && b[p] >= '0' && b[p] <= '9') p++;
      if (p == f) throw numberError(p, "expected a digit in the exponent");
    }
    if (p - numStart > limits.maxNumberLength()) throw numberError(p, null);
    pos = p;
    numEnd = p;
    numIsInteger = integer;
    // Up to 18 digits the value is exact. 19 digits are below 2^64, so the loop's value, read unsigned, is
    // exact too (a random long has 19 digits): within range when at most 2^63 - 1, or 2^63 for a negative.
    numLongValid = integer && (intDigits <= 18
        || intDigits == 19 && Long.compareUnsigned(value, negative ? Long.MIN_VALUE : Long.MAX_VALUE) <= 0);
    numLong = negative ? -value : value;
  }

  // The number token's grammar error at p, or the length limit's (at the token's start) when the token is
  // already past it there; a null reason is the length limit's.
  private PeregrineException numberError(int p, String reason) {
    if (p - numStart > limits.maxNumberLength() || reason == null) {
      pos = numStart;
      return error("number longer than the limit of " + limits.maxNumberLength());
    }
    pos = p;
    return error(reason);
  }

  private String numberText() {
    return Ascii.string(buf, numStart, numEnd - numStart);
  }

  @Override
  public long readLong() {
    return readLong(nextToken());
  }

  // readLong for the token at pos whose first byte is c.
  private long readLong(int c) {
    long value = plainInteger(c);
    if (value != NOT_PLAIN) return value;
    scanAnyNumber(c);
    if (numLongValid) return numLong;
    return longOfToken();
  }

  // readLong for a token that is no plain long: an integer beyond the range, or a decimal that may be whole
  // (1.0, 15e-1 or 1e400), judged from its text before any arithmetic, whatever its exponent.
  private long longOfToken() {
    if (numIsInteger) throw beyondLongRange(numberText());
    int digits = BigNumberParser.integerDigits(buf, numStart, numEnd - numStart);
    if (digits < 0) throw notAnInteger(numberText());
    if (digits > 19) throw beyondLongRange(numberText());
    if (digits == 0) return 0; // 0.0, or 0e99999999999, whose exponent no BigDecimal holds
    try {
      // A whole number of at most 19 digits has a small exponent, so its BigDecimal is small too.
      return BigNumberParser.parseDecimal(buf, numStart, numEnd - numStart).longValueExact();
    } catch (ArithmeticException e) {
      throw beyondLongRange(numberText());
    }
  }

  @Override
  public double readDouble() {
    return readDouble(nextToken());
  }

  // readDouble for the token at pos whose first byte is c: the common decimal in one pass, else the
  // scanner and the parser.
  private double readDouble(int c) {
    int from = pos;
    if (plainDecimal(c, true)) {
      return DoubleParser.toDouble(c == '-', plainSignificand, -plainFractionDigits, buf, from, pos - from);
    }
    scanNumber();
    // Exact when it fits 53 bits; zero goes to the parser, which keeps the sign of -0.
    if (numLongValid && numLong != 0 && Math.abs(numLong) < (1L << 53)) return (double) numLong;
    return DoubleParser.parseDouble(buf, numStart, numEnd - numStart);
  }

  // What plainDecimal took apart: the digits, point left out, as one unsigned number, and how many follow the
  // point less the exponent: the value is plainSignificand / 10^plainFractionDigits.
  private long plainSignificand;
  private int plainFractionDigits;

  /**
   * Whether the token at pos, whose first byte is c, is the common decimal {@code -?(0|[1-9][0-9]*)\.[0-9]+}
   * with at most 19 digits, within the length limit, and with no exponent unless {@code exponent} allows one
   * of up to three digits ({@code [eE][+-]?[0-9]{1,3}}, as floats and doubles print theirs); if so, it is
   * read in one pass (the digits become {@link #plainSignificand} as they are validated) and pos moves past
   * it. Else pos stays, and the scanner validates and reports, and the parser converts.
   */
  private boolean plainDecimal(int c, boolean exponent) {
    byte[] b = buf;
    int p = pos;
    if (c == '-') p++;
    int start = p;
    long w = 0;
    int d;
    while (p < end && (d = b[p] - '0') >= 0 && d <= 9) {
      w = w * 10 + d;
      p++;
    }
    int intDigits = p - start;
    if (intDigits == 0 || (intDigits > 1 && b[start] == '0') || p >= end || b[p] != '.') return false;
    int fraction = ++p;
    while (p < end && (d = b[p] - '0') >= 0 && d <= 9) {
      w = w * 10 + d;
      p++;
    }
    int fractionDigits = p - fraction;
    if (fractionDigits == 0 || intDigits + fractionDigits > 19) return false;
    int scale = fractionDigits;
    if (p < end && (b[p] | 0x20) == 'e') {
      if (!exponent) return false;
      int e = ++p;
      boolean negative = p < end && b[p] == '-';
      if (p < end && (b[p] == '-' || b[p] == '+')) e = ++p;
      int x = 0;
      while (p < end && (d = b[p] - '0') >= 0 && d <= 9 && p - e < 3) {
        x = x * 10 + d;
        p++;
      }
      // No digit, or more than three: the scanner's (an error, or a rare exponent).
      if (p == e || (p < end && b[p] >= '0' && b[p] <= '9')) return false;
      scale -= negative ? -x : x;
    }
    if (p - pos > limits.maxNumberLength()) return false;
    plainSignificand = w;
    plainFractionDigits = scale;
    pos = p;
    return true;
  }

  @Override
  public float readFloat() {
    int c = nextToken();
    int from = pos;
    if (plainDecimal(c, true)) {
      return DoubleParser.toFloat(c == '-', plainSignificand, -plainFractionDigits, buf, from, pos - from);
    }
    scanNumber();
    if (numLongValid && numLong != 0 && Math.abs(numLong) < (1L << 24)) return (float) numLong;
    return DoubleParser.parseFloat(buf, numStart, numEnd - numStart);
  }

  @Override
  public BigInteger readBigInteger() {
    scanNumber();
    if (numLongValid) return BigInteger.valueOf(numLong);
    if (numIsInteger) return bigIntegerOfToken();
    // The exponent first: 1e-10000000 is a fraction, but the limit is what it must hear about.
    checkExponent();
    if (BigNumberParser.integerDigits(buf, numStart, numEnd - numStart) < 0) throw notAnInteger(numberText());
    return bigDecimalOfToken().toBigIntegerExact();
  }

  /**
   * The integer token num* describes, beyond a long: up to 36 digits from two longs of 18 digits each and one
   * 128-bit multiply-add, as a magnitude of 16 bytes (where the String constructor would build a String, a
   * char[] and parse nine digits at a time); longer ones through {@link BigNumberParser}. The token is validated.
   */
  private BigInteger bigIntegerOfToken() {
    byte[] b = buf;
    int p = numStart;
    boolean negative = b[p] == '-';
    if (negative) p++;
    int n = numEnd - p;
    if (n > 36) return BigNumberParser.parseInteger(b, numStart, numEnd - numStart);
    int split = numEnd - 18;
    long high = digitsValue(b, p, split);
    long low = digitsValue(b, split, numEnd);
    // high * 10^18 + low, below 10^36 < 2^120.
    long lo = high * TEN_18;
    long hi = Math.multiplyHigh(high, TEN_18);
    long sum = lo + low;
    if (Long.compareUnsigned(sum, lo) < 0) hi++;
    byte[] magnitude = new byte[16];
    LONG_BE.set(magnitude, 0, hi);
    LONG_BE.set(magnitude, 8, sum);
    return new BigInteger(negative ? -1 : 1, magnitude);
  }

  private static final long TEN_18 = 1_000_000_000_000_000_000L;
  private static final VarHandle LONG_BE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

  // The value of the decimal digits b[from, to), at most 18 of them.
  private static long digitsValue(byte[] b, int from, int to) {
    long v = 0;
    for (int i = from; i < to; i++) v = v * 10 + (b[i] - '0');
    return v;
  }

  @Override
  public BigDecimal readBigDecimal() {
    // The common decimal (a price) in one pass, when its digits fit a long; else the scanner validates.
    int c = nextToken();
    int from = pos;
    if (plainDecimal(c, false)) {
      long w = plainSignificand;
      if (w >= 0) return BigDecimal.valueOf(c == '-' ? -w : w, plainFractionDigits);
      pos = from; // 19 digits beyond a long
    }
    scanNumber();
    if (numLongValid) return BigDecimal.valueOf(numLong);
    return bigDecimalOfToken();
  }

  private BigDecimal bigDecimalOfToken() {
    BigDecimal plain = plainDecimal(buf, numStart, numEnd);
    if (plain != null) return plain;
    checkExponent();
    try {
      return BigNumberParser.parseDecimal(buf, numStart, numEnd - numStart);
    } catch (ArithmeticException e) {
      // A scale beyond int range, possible only under an exponent limit raised about that far.
      throw error("number " + numberText() + " is out of range for a BigDecimal", e);
    }
  }

  // The number token's exponent against the limit, before anything makes a BigInteger or BigDecimal of it.
  private void checkExponent() {
    long exponent = BigNumberParser.exponent(buf, numStart, numEnd - numStart);
    if (Math.abs(exponent) > limits.maxNumberExponent()) throw exponentBeyondLimit(exponent);
  }

  /**
   * The decimal b[from, to) when it has a point, no exponent and at most 18 digits (the common price or
   * amount), from its digits as a long and its scale, as the String constructor would give it; else null.
   * The token is already validated.
   */
  private static BigDecimal plainDecimal(byte[] b, int from, int to) {
    boolean negative = b[from] == '-';
    int p = negative ? from + 1 : from;
    if (to - p > 19) return null;
    long unscaled = 0;
    int scale = -1;
    for (; p < to; p++) {
      int c = b[p];
      if (c == '.') {
        scale = to - p - 1;
      } else if (c >= '0' && c <= '9') {
        unscaled = unscaled * 10 + (c - '0');
      } else {
        return null; // an exponent
      }
    }
    return scale < 0 ? null : BigDecimal.valueOf(negative ? -unscaled : unscaled, scale);
  }

  @Override
  public Number readNumber(boolean bigDecimals) {
    int c = nextToken();
    long v = plainInteger(c);
    if (v == NOT_PLAIN) {
      scanAnyNumber(c);
      if (!numLongValid) return otherNumber(bigDecimals);
      v = numLong;
    }
    return (int) v == v ? (Number) (int) v : (Number) v;
  }

  // readNumber for a token scanAnyNumber found to be no long: a big integer or a decimal.
  private Number otherNumber(boolean bigDecimals) {
    if (numIsInteger) {
      BigInteger big = BigNumberParser.parseInteger(buf, numStart, numEnd - numStart);
      return big.bitLength() < 64 ? (Number) big.longValue() : big;
    }
    if (bigDecimals) return bigDecimalOfToken();
    double d = DoubleParser.parseDouble(buf, numStart, numEnd - numStart);
    if (!Double.isInfinite(d) && (d != 0 || zeroMantissa())) return d;
    // A decimal the double cannot hold reads as the exact BigDecimal (see Json's class comment): beyond the
    // double range, rather than an Infinity no JSON can carry; below it, rather than a zero the literal is not.
    // With an exponent past the limit it stays the double it rounds to, infinity or zero, as Jackson reads it:
    // an exact value that far out costs seconds to use, and past 2^31 no BigDecimal holds it at all.
    long exponent = BigNumberParser.exponent(buf, numStart, numEnd - numStart);
    if (Math.abs(exponent) > limits.maxNumberExponent()) return d;
    try {
      return BigNumberParser.parseDecimal(buf, numStart, numEnd - numStart);
    } catch (ArithmeticException e) {
      return d; // a scale beyond int range, under an exponent limit raised about that far
    }
  }

  // Whether the number token's digits before any exponent are all zeros (0.0, -0e5): a true zero.
  private boolean zeroMantissa() {
    for (int i = numStart; i < numEnd; i++) {
      int c = buf[i];
      if (c == 'e' || c == 'E') break;
      if (c >= '1' && c <= '9') return false;
    }
    return true;
  }

  @Override
  public byte[] readBinary() {
    int c = nextToken();
    if (c != '"') throw unexpected(c, "a string");
    byte[] b = buf;
    int from = pos + 1;
    int q = run(from);
    try {
      if (q < end && b[q] == '"' && q - from <= limits.maxStringLength()) {
        // Plain ASCII, the only form base64 text has unescaped: decoded where it lies, with no String between.
        pos = q + 1;
        java.nio.ByteBuffer decoded = Base64.getDecoder().decode(java.nio.ByteBuffer.wrap(b, from, q - from));
        byte[] out = decoded.array();
        return decoded.remaining() == out.length ? out : Arrays.copyOf(out, decoded.remaining());
      }
      return Base64.getDecoder().decode(scanString(limits.maxStringLength(), "string"));
    } catch (IllegalArgumentException e) {
      throw error("invalid base64: " + e.getMessage(), e);
    }
  }

  @Override
  public void skipValue() {
    switch (peek()) {
      case OBJECT -> {
        beginObject();
        while (toNextName()) {
          skipString("property name", limits.maxNameLength());
          expectColon();
          skipValue();
        }
      }
      case ARRAY -> {
        beginArray();
        while (hasNextElement()) skipValue();
      }
      case STRING -> skipString("string", limits.maxStringLength());
      case NUMBER -> scanNumber();
      case BOOLEAN -> readBoolean();
      case NULL -> readNull();
    }
  }

  // Skips a string at pos, validating it as readString would, without keeping the text when plain.
  private void skipString(String what, int maxLength) {
    int q = run(pos + 1);
    if (q < end && buf[q] == '"') {
      if (q - pos - 1 > maxLength) throw tooLong(pos + 1, maxLength, what);
      pos = q + 1;
      return;
    }
    scanString(maxLength, what);
  }

  /**
   * A string or name whose text starts at {@code from} is longer than {@code maxLength}: reported at the
   * first byte past the limit, whether or not its end is in sight, so that a reader that sees only part of
   * the input (JsonStreamReader) reports it where this one does over the whole.
   */
  private PeregrineException tooLong(int from, int maxLength, String what) {
    pos = from + maxLength;
    if (latin1Input) {
      // The char that holds the UTF-8 form's byte at the limit, and that byte's place in it (0 or 1).
      int bytes = 0;
      int i = from;
      while (i < end && bytes + (buf[i] < 0 ? 2 : 1) <= maxLength) bytes += buf[i++] < 0 ? 2 : 1;
      pos = i;
      errorBytesIntoChar = i < end ? maxLength - bytes : 0;
    }
    return error(what + " longer than the limit of " + maxLength);
  }

  @Override
  public PeregrineException error(String reason) {
    return error(reason, null);
  }

  @Override
  public PeregrineException error(String reason, Throwable cause) {
    int at = Math.min(pos, end);
    long line = 1;
    int lineStart = start;
    for (int i = start; i < at; i++) {
      if (buf[i] == '\n') {
        line++;
        lineStart = i + 1;
      }
    }
    long offset = at - start;
    long column = at - lineStart + 1;
    if (latin1Input) { // in UTF-8 bytes, as for any other input
      offset += highBytes(start, at) + errorBytesIntoChar;
      column += highBytes(lineStart, at) + errorBytesIntoChar;
      errorBytesIntoChar = 0;
    }
    return new JsonException(reason, offset, line, column, cause);
  }

  // Latin-1 mode, for an error: the byte of the UTF-8 form within the char at pos that it is reported at.
  private int errorBytesIntoChar;

  // The bytes from 0x80 up in buf[from, to): in Latin-1 mode, the chars whose UTF-8 form is a byte longer.
  private int highBytes(int from, int to) {
    int count = 0;
    int i = from;
    for (; i + 8 <= to; i += 8) count += Long.bitCount((long) LONG_LE.get(buf, i) & 0x8080808080808080L);
    for (; i < to; i++) {
      if (buf[i] < 0) count++;
    }
    return count;
  }

  private PeregrineException unexpected(int c, String expected) {
    if (c < 0) return error("unexpected end of input, expected " + expected);
    String seen = c >= 0x20 && c < 0x7F ? "'" + (char) c + "'" : "byte 0x" + Integer.toHexString(utf8Lead(c));
    return error("unexpected " + seen + ", expected " + expected);
  }

  // A byte to report: in Latin-1 mode one from 0x80 up is a char, reported as its UTF-8 form's first byte, as
  // the same text given as bytes reports it.
  private int utf8Lead(int b) {
    return latin1Input && b >= 0x80 ? 0xC0 | b >> 6 : b;
  }

  private static String hex4(int c) {
    String h = Integer.toHexString(c).toUpperCase();
    return "0000".substring(h.length()) + h;
  }
}
