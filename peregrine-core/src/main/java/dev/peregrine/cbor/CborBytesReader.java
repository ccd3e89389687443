package dev.peregrine.cbor;

import dev.peregrine.CborException;
import dev.peregrine.CborSimple;
import dev.peregrine.CborTag;
import dev.peregrine.Codec;
import dev.peregrine.PeregrineException;
import dev.peregrine.internal.Ascii;
import dev.peregrine.internal.KeyStrings;
import dev.peregrine.internal.Utf8;
import dev.peregrine.stream.Limits;
import dev.peregrine.stream.internal.NameTable;
import dev.peregrine.stream.internal.TextParser;
import dev.peregrine.stream.ValueReader;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Arrays;
import java.util.Base64;
import java.util.function.IntFunction;

/**
 * The CBOR reader over a byte array (RFC 8949), seen as format-neutral tokens.
 *
 * <p>It checks well-formedness (section 3, Appendix F) as it goes: reserved additional information,
 * indefinite lengths where none is allowed, break codes outside an indefinite container or in the value
 * position of a map, chunks of indefinite strings that are not definite strings of the same type, two-byte
 * simple values below 32, truncation, and bytes after the item. A declared length is compared with the
 * bytes remaining before anything is allocated (an array or map needs at least one byte per item), so a
 * forged length fails at once. Text must be valid UTF-8 when it is decoded; skipped text is not decoded,
 * but each chunk of an indefinite-length text string is checked on its own (section 3.2.3).
 *
 * <p>A tag nests a level, as an array of one would: a run of tags counts against the depth limit, and so do
 * the tags before an open container. Tags 0 to 5 must enclose what section 3.4 gives them, on every path
 * that takes a tag (see tagHead).
 *
 * <p>Tags: 2 and 3 (bignums) and 4 (decimal fractions) read as numbers; 0 and 1 (date-times) read as their
 * text and number in typed binding; 256 and 25 (string references) are resolved transparently; 28 and 29
 * are the shared values of native references when those are on. Typed reads skip any other tag; the tree
 * keeps it as a {@link CborTag} through {@link #readFormatValue(Codec)}, as it keeps simple values without
 * a mapping as {@link CborSimple}.
 */
public final class CborBytesReader extends ValueReader {
  private static final int LONG = 0;
  private static final int BIG = 1;
  private static final int FLOAT = 2;
  private static final int DECIMAL = 3;
  private static final VarHandle BE16 = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
  private static final VarHandle BE32 = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
  private static final VarHandle BE64 = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
  // Tables most documents never use start as these, shared (never written: each grows into a copy).
  private static final int[] NO_INTS = new int[0];
  private static final byte[] NO_BYTES = new byte[0];

  // Not final: CborStreamReader moves them along as it refills (see refilled); over a byte[] they never change.
  private byte[] buf;
  private final int start;
  private int end;
  // Where a declared container length is judged against (a container needs a byte per item): end over a
  // byte[]; over a stream, end once the stream has ended and beyond any length before (CborStreamReader
  // judges such lengths against the whole stream when an error ends the read).
  private long lengthEnd;
  // The reader codecs see, which tagged content is read through: this one, or the stream reader around it.
  private ValueReader outerReader = this;
  // Bytes of the stream dropped before buf[0] (CborStreamReader): error offsets are in the stream.
  private long dropped;
  private final Limits limits;
  private final boolean references;
  private final int maxNameLength;
  private final int maxStringLength;
  private final int maxDepth;
  private int pos;

  // The innermost open container (depth >= 1; the root has none): whether it is a map, the items left
  // (pairs for a map) or -1 for indefinite length, and the name-table entry matched last (-1 at the start
  // of a map), which with CborNames.next gives the entry expected next, confirmed by one comparison (as
  // the JSON reader does). In fields, not arrays, as the hot paths read them for every item; the
  // containers around it have theirs set aside in outer, at their depth.
  private int depth;
  private boolean inMap;
  private long items;
  private int lastMatched;
  // The outer containers' items, inMap and lastMatched, two longs a level (one array, not three: a reader
  // is made for every document, and small documents are common).
  private long[] outer = new long[16];
  // Tags nest like containers (a tag holds one item, as an array of one would) and count against the depth
  // limit on every path: tagDepth those being read into the tree (readFormatValue), tagLevels those before
  // the open containers (tagsAt[d] the tags before the container at depth d + 1; allocated when first
  // needed), and the run of tags just taken before the next item (tags(), takeTag): tagRun of them, ending
  // at tagRunEnd (-1: none), so that a run taken one tag at a time counts as the same run read at once.
  private int tagDepth;
  private int tagLevels;
  private int[] tagsAt = NO_INTS;
  private int tagRun;
  private int tagRunEnd = -1;

  private long arg; // the argument of the last head()
  private String lastName;

  // The last string read by stringSpan: its bytes are span[spanOff, spanOff + spanLen).
  private byte[] span;
  private int spanOff;
  private int spanLen;

  // The number read by number(): its kind decides which field holds it.
  private long numLong;
  private BigInteger numBig;
  private double numDouble;
  private boolean numWide; // a double-precision float, not half or single
  private BigDecimal numDecimal;

  // String references (tags 256 and 25): open namespaces, each owning the container at nsDepth, with its
  // strings from nsBase on in the ref* arrays (offsets into buf: only definite strings are recorded).
  private int nsTop;
  private int[] nsDepth = NO_INTS;
  private int[] nsBase = NO_INTS;
  private int refCount;
  private int[] refOff = NO_INTS;
  private int[] refLen = NO_INTS;
  private byte[] refMajor = NO_BYTES;

  // Native references (tags 28 and 29): how many values the document has marked shareable so far. The
  // values themselves are the binding layer's (see readSharedReference).
  private int sharedCount;

  private CharsetDecoder utf8;

  /** A reader over {@code buf[off, off + len)}, which it never modifies. */
  public CborBytesReader(byte[] buf, int off, int len, Limits limits, boolean references) {
    this.buf = buf;
    this.start = off;
    this.pos = off;
    this.end = off + len;
    this.lengthEnd = end;
    this.limits = limits;
    this.references = references;
    this.maxNameLength = limits.maxNameLength();
    this.maxStringLength = limits.maxStringLength();
    this.maxDepth = limits.maxDepth();
    if (len > limits.maxDocumentSize()) {
      throw error("document larger than the limit of " + limits.maxDocumentSize() + " bytes");
    }
  }

  /**
   * For CborStreamReader: a reader over {@code buf}, holding nothing yet; {@link #refilled} brings the bytes,
   * and {@code outerReader} reads tagged content (the stream reader, which keeps it in the buffer).
   */
  CborBytesReader(byte[] buf, Limits limits, boolean references, ValueReader outerReader) {
    this(buf, 0, 0, limits, references);
    this.lengthEnd = Long.MAX_VALUE / 4;
    this.outerReader = outerReader;
  }

  /**
   * For CborStreamReader, between two calls: the input is now {@code buf[0, end)}, its bytes moved
   * {@code shift} places down (the first {@code shift} dropped); {@code ended} once the stream has ended.
   * Never called with a string-reference namespace open and bytes dropped (the references point into buf).
   */
  void refilled(byte[] buf, int end, int shift, boolean ended) {
    this.buf = buf;
    this.end = end;
    this.pos -= shift;
    this.tagRunEnd -= shift;
    this.dropped += shift;
    if (ended) this.lengthEnd = end;
  }

  /** The offset in the buffer of the next byte to read. */
  int position() {
    return pos;
  }

  /** Whether a string-reference namespace is open, whose references point back into the buffer. */
  boolean inStringRefs() {
    return nsTop > 0;
  }

  /** For CborStreamReader: whether the innermost container has a definite length and no items left. */
  boolean definiteContainerEnded() {
    return depth > 0 && items == 0;
  }

  /** Right after beginArray or beginObject: the items (pairs for a map) declared, or -1 for indefinite. */
  long declaredItems() {
    return items;
  }

  /** The entry of the name last matched by nextName(NameTable). */
  int lastMatchedEntry() {
    return lastMatched;
  }

  @Override
  public Limits limits() {
    return limits;
  }

  /**
   * Reads a data item that lies {@code levels} containers deep in a larger document (an element of a
   * top-level array, read on its own): the depth limit counts those containers too, as when the document is
   * read whole.
   */
  public CborBytesReader nestedIn(int levels) {
    if (2 * levels + 2 > outer.length) outer = Arrays.copyOf(outer, 4 * levels + 4);
    depth = levels;
    return this;
  }

  /** Checks that the root item was the whole input. */
  public void finish() {
    if (pos < end) throw error("unexpected bytes after the end of the data item");
  }

  // ---- heads ----

  private int peekByte() {
    if (pos >= end) throw error("unexpected end of input");
    return buf[pos] & 0xFF;
  }

  /** Reads an initial byte and its argument (into {@link #arg}); returns the initial byte. */
  private int head() {
    int p = pos;
    if (p >= end) throw error("unexpected end of input");
    int ib = buf[p] & 0xFF;
    int ai = ib & 31;
    if (ai < 24) {
      arg = ai;
      pos = p + 1;
      return ib;
    }
    return longHead(ib, p);
  }

  private int longHead(int ib, int p) {
    int ai = ib & 31;
    int n;
    switch (ai) {
      case 24: n = 1; break;
      case 25: n = 2; break;
      case 26: n = 4; break;
      case 27: n = 8; break;
      case 31: {
        int major = ib >>> 5;
        if (major == 0 || major == 1 || major == 6) throw error("indefinite length is not allowed for major type " + major);
        arg = -1;
        pos = p + 1;
        return ib;
      }
      default:
        throw error("reserved additional information " + ai + " in initial byte 0x" + Integer.toHexString(ib));
    }
    if (end - p - 1 < n) throw error("unexpected end of input in the argument of initial byte 0x" + Integer.toHexString(ib));
    long v;
    switch (n) {
      case 1: v = buf[p + 1] & 0xFF; break;
      case 2: v = (short) BE16.get(buf, p + 1) & 0xFFFF; break;
      case 4: v = (int) BE32.get(buf, p + 1) & 0xFFFFFFFFL; break;
      default: v = (long) BE64.get(buf, p + 1); break;
    }
    if (ib == 0xf8 && v < 32) throw error("simple value " + v + " in two bytes is not well-formed");
    arg = v;
    pos = p + 1 + n;
    return ib;
  }

  private static boolean indefinite(int ib) {
    return (ib & 31) == 31;
  }

  /**
   * Consumes the tags before a data item, leaving pos on its initial byte; returns the innermost tag, or -1.
   * Tag 256 opens a string-reference namespace; with native references, tag 28 takes a slot that stays
   * empty (a value typed reads do not share).
   */
  private long tags() {
    long tag = -1;
    if (pos >= end || (buf[pos] & 0xE0) != 0xC0) return tag;
    int run = runBefore(pos);
    do {
      // A string reference takes its index as it is: 25(1(-4)) in a namespace read as the date 1(-4).
      if (tag == 25 && nsTop > 0) throw error("a string reference must be an unsigned integer");
      if (nesting() + run >= maxDepth) throw tooDeep();
      long t = tagHead();
      run++;
      if (t == 256) {
        openNamespace();
      } else if (t == 28 && references) {
        sharedCount++; // a mark on a value that typed reads do not share: it still takes an index
      } else {
        tag = t;
      }
    } while (pos < end && (buf[pos] & 0xE0) == 0xC0);
    tagRun = run;
    tagRunEnd = pos;
    return tag;
  }

  // The tags taken just before the item at p (tags(), takeTag), which count as levels while it is read.
  private int runBefore(int p) {
    return p == tagRunEnd ? tagRun : 0;
  }

  // The levels open around the next item: containers and the tags around them.
  private int nesting() {
    return depth + tagDepth + tagLevels;
  }

  private PeregrineException tooDeep() {
    return error("nesting deeper than the limit of " + maxDepth);
  }

  /**
   * Consumes a tag head (pos is on one) and returns the tag, checking that what follows is what the tag
   * must enclose (RFC 8949 section 3.4): text for a date-time string (0), an integer or a float for an
   * epoch date-time (1), a byte string for a bignum (2, 3), an array for a decimal fraction or bigfloat
   * (4, 5). Checked where every path takes a tag (typed reads, the tree, skipping, the token reader), so an
   * item one of them refuses is refused by all: 1(1(0)) read as an Instant and 2("a") was skipped.
   */
  private long tagHead() {
    head();
    long tag = arg;
    if (tag >= 0 && tag <= 5 && pos < end) { // (at the end, the read of the content reports it)
      int ib = buf[pos] & 0xFF;
      int major = ib >>> 5;
      boolean valid;
      String what;
      switch ((int) tag) {
        case 0:
          valid = major == 3 || isTextRef();
          what = "a text string";
          break;
        case 1:
          valid = major <= 1 || (ib >= 0xf9 && ib <= 0xfb);
          what = "an integer or a float";
          break;
        case 2: case 3:
          valid = major == 2;
          what = "a byte string";
          break;
        default:
          valid = major == 4;
          what = "an array";
          break;
      }
      if (!valid) throw error("tag " + tag + " must enclose " + what + ", found " + describe(ib));
    }
    return tag;
  }

  // ---- containers ----

  // The kind of each initial byte that tells it alone (no tag, break or unusual simple value), else null.
  private static final Kind[] KIND_OF_BYTE = new Kind[256];

  static {
    Kind[] byMajor = {Kind.NUMBER, Kind.NUMBER, Kind.BINARY, Kind.STRING, Kind.ARRAY, Kind.OBJECT};
    for (int ib = 0; ib < 0xc0; ib++) {
      int ai = ib & 31;
      if (ai < 28 || (ai == 31 && ib >= 0x40)) KIND_OF_BYTE[ib] = byMajor[ib >>> 5];
    }
    KIND_OF_BYTE[0xf4] = Kind.BOOLEAN;
    KIND_OF_BYTE[0xf5] = Kind.BOOLEAN;
    KIND_OF_BYTE[0xf6] = Kind.NULL;
    KIND_OF_BYTE[0xf9] = Kind.NUMBER;
    KIND_OF_BYTE[0xfa] = Kind.NUMBER;
    KIND_OF_BYTE[0xfb] = Kind.NUMBER;
  }

  @Override
  public Kind peek() {
    // Small enough to inline: generated codecs peek before every boxed-capable number and enum.
    int p = pos;
    if (p < end) {
      Kind k = KIND_OF_BYTE[buf[p] & 0xFF];
      if (k != null) return k;
    }
    return peekInGeneral();
  }

  private Kind peekInGeneral() {
    int p = pos;
    // Past as many tags as the reads would take (they refuse the next): a stream holds no more of a run.
    int room = maxDepth - nesting() - runBefore(p);
    try {
      while (true) {
        int ib = peekByte();
        switch (ib >>> 5) {
          case 0: case 1: return Kind.NUMBER;
          case 2: return Kind.BINARY;
          case 3: return Kind.STRING;
          case 4: return Kind.ARRAY;
          case 5: return Kind.OBJECT;
          case 6: {
            if (--room < 0) throw tooDeep();
            long t = tagHead(); // what the read will refuse, refused here already
            if (t == 2 || t == 3 || t == 4) return Kind.NUMBER;
            if (t == 1) return Kind.STRING; // an epoch date-time reads as its ISO text, see readString
            if (t == 25 && nsTop > 0) {
              if (head() >>> 5 != 0) throw error("a string reference must be an unsigned integer");
              return refEntryMajor(arg) == 2 ? Kind.BINARY : Kind.STRING;
            }
            if (t == 29 && references) return Kind.OBJECT;
            continue; // the kind of the tagged item
          }
          default:
            switch (ib) {
              case 0xf4: case 0xf5: return Kind.BOOLEAN;
              case 0xf6: return Kind.NULL;
              case 0xf9: case 0xfa: case 0xfb: return Kind.NUMBER;
              case 0xff: throw error("unexpected break");
              default:
                head(); // rejects reserved and malformed simple values
                throw error("simple value " + (ib == 0xf8 ? arg : ib & 31) + " has no counterpart in the data model");
            }
        }
      }
    } finally {
      pos = p;
    }
  }

  @Override
  public void beginObject() {
    tags();
    int p = pos;
    int ib = head();
    if (ib >>> 5 != 5) {
      pos = p;
      throw mismatch(ib, "a map");
    }
    long n = indefinite(ib) ? -1 : arg;
    // A definite length of 2^64 - 1 is -1 as a long, which stands for an indefinite length here: it took a
    // map of that many pairs for an indefinite one (found by the sequence fuzz target). Tell them apart.
    if (!indefinite(ib) && (n < 0 || n > (lengthEnd - pos) / 2)) {
      pos = p;
      throw error("map of " + Long.toUnsignedString(n) + " pairs is longer than the remaining " + (end - pos) + " bytes");
    }
    push(true, n, runBefore(p));
  }

  @Override
  public void beginArray() {
    tags();
    int p = pos;
    int ib = head();
    if (ib >>> 5 != 4) {
      pos = p;
      throw mismatch(ib, "an array");
    }
    long n = indefinite(ib) ? -1 : arg;
    if (!indefinite(ib) && (n < 0 || n > lengthEnd - pos)) { // (2^64 - 1 items is no indefinite length: see beginObject)
      pos = p;
      throw error("array of " + Long.toUnsignedString(n) + " items is longer than the remaining " + (end - pos) + " bytes");
    }
    push(false, n, runBefore(p));
  }

  // Opens a container that the tags taken just before it enclose (they count as levels while it is open).
  private void push(boolean map, long n, int tags) {
    int d = depth;
    if (d + tagDepth + tagLevels + tags >= maxDepth) throw tooDeep();
    if (tags > 0 || tagLevels > 0) tagsAround(d, tags);
    long[] o = outer;
    if (2 * d == o.length) outer = o = Arrays.copyOf(o, 4 * d);
    o[2 * d] = items;
    o[2 * d + 1] = (long) lastMatched << 1 | (inMap ? 1 : 0);
    depth = d + 1;
    items = n;
    inMap = map;
    lastMatched = -1;
  }

  private void tagsAround(int d, int tags) {
    if (d >= tagsAt.length) tagsAt = Arrays.copyOf(tagsAt, Math.max(16, 2 * d + 2));
    tagsAt[d] = tags;
    tagLevels += tags;
  }

  private void pop() {
    if (nsTop > 0 && nsDepth[nsTop - 1] == depth) closeNamespace();
    int d = --depth;
    if (tagLevels > 0) tagLevels -= tagsAt[d];
    long[] o = outer;
    items = o[2 * d];
    long m = o[2 * d + 1];
    inMap = (m & 1) != 0;
    lastMatched = (int) (m >> 1);
  }

  @Override
  public boolean hasNextElement() {
    if (depth == 0 || inMap) throw error("not in an array");
    return more();
  }

  @Override
  public boolean takeElements(int n) {
    if (items != n || inMap || depth == 0) return false; // also false for an indefinite array (-1)
    items = 0;
    return true;
  }

  // Whether the innermost container has another item (a pair for maps), counting it; pops it at its end.
  private boolean more() {
    long n = items;
    if (n > 0) {
      items = n - 1;
      return true;
    }
    if (n == 0) {
      pop();
      return false;
    }
    if (pos >= end) throw error("unexpected end of input in an indefinite-length " + (inMap ? "map" : "array"));
    if (buf[pos] == (byte) 0xff) {
      pos++;
      pop();
      return false;
    }
    return true;
  }

  private boolean nextKey() {
    if (!inMap) throw error("not in a map"); // never true at the root
    return more();
  }

  @Override
  public String nextName() {
    if (!nextKey()) return null;
    int ib = peekByte();
    if (ib >= 0x60 && ib <= 0x77 && nsTop == 0) { // a short text key outside string references
      int len = ib - 0x60;
      int p = pos + 1;
      if (end - p < len) throw error("unexpected end of input in a text string");
      if (len > maxNameLength) throw nameTooLong();
      pos = p + len;
      return key(buf, p, len);
    }
    keySpan();
    return key(span, spanOff, spanLen);
  }

  // A text key: a short ASCII one as the shared String of that key (KeyStrings), else as any text.
  private String key(byte[] b, int off, int len) {
    return len <= KeyStrings.MAX_LENGTH && Ascii.isAscii(b, off, len) ? KeyStrings.of(b, off, len) : text(b, off, len);
  }

  @Override
  public int nextName(NameTable names) {
    long left = items;
    if (left <= 0 || !inMap) return nextNameAtEnd(names); // the end, an indefinite map, or misuse
    items = left - 1;
    return nextKnownName(names);
  }

  // The key as a short text item (head 0x60 + length) with the expected bytes, in a definite-length map and
  // outside string references (where a first use must also be registered).
  @Override
  public int nextNameQuick(NameTable names, int entry, int slot, int length, long w0, long w1) {
    long left = items;
    byte[] b = buf;
    int p = pos;
    // A name past the limit goes the general way, which rejects it, as every other path does.
    if (left <= 0 || !inMap || p + (length <= 8 ? 9 : 17) > end || b[p] != (byte) (0x60 + length) || nsTop != 0
        || length > maxNameLength || !nameAt(b, p + 1, length, w0, w1)) {
      return ASK_AGAIN;
    }
    items = left - 1;
    pos = p + 1 + length;
    lastMatched = entry;
    lastName = null;
    return slot;
  }

  // nextName where the map has ended, has indefinite length, or is not a map: out of line, as it holds
  // the error and namespace paths that would keep nextName from inlining.
  private int nextNameAtEnd(NameTable names) {
    return nextKey() ? nextKnownName(names) : END_OF_OBJECT;
  }

  // The key after one has been counted.
  private int nextKnownName(NameTable names) {
    CborNames cbor = CborNames.of(names);
    int last = lastMatched;
    int expected = cbor.next[last < 0 ? cbor.next.length - 1 : last];
    int p = pos;
    // The name expected after the last one, compared with the key's whole item in place: the common case,
    // kept small enough to inline into generated codecs. (An item longer than the name limit may still
    // hold a name within it: the general path decides.)
    if (expected < cbor.itemLength.length && cbor.matchesItem(expected, buf, p, end)) {
      int n = cbor.itemLength[expected];
      if (n <= maxNameLength) {
        pos = p + n;
        if (nsTop > 0) expectedKeyRef(names, expected);
        lastMatched = expected;
        lastName = null;
        return names.slot(expected);
      }
    }
    return nextNameInGeneral(names, cbor, last, expected);
  }

  // A key matched in place joins the open string-reference namespace as stringSpan would add it.
  private void expectedKeyRef(NameTable names, int entry) {
    int len = names.utf8(entry).length;
    addStringRef(3, pos - len, len);
  }

  // Any key: through tags and string references, the expected name, the index, else decoded.
  private int nextNameInGeneral(NameTable names, CborNames cbor, int last, int expected) {
    int ib = peekByte();
    byte[] b;
    int off;
    int len;
    if (ib >= 0x60 && ib <= 0x77 && nsTop == 0) {
      len = ib - 0x60;
      off = pos + 1;
      if (end - off < len) throw error("unexpected end of input in a text string");
      if (len > maxNameLength) throw nameTooLong();
      pos = off + len;
      b = buf;
    } else {
      keySpan();
      b = span;
      off = spanOff;
      len = spanLen;
    }
    int entry = cbor.matches(expected, b, off, len) ? expected : cbor.find(b, off, len);
    if (entry >= 0) {
      if (entry != expected) cbor.next[last < 0 ? cbor.next.length - 1 : last] = entry; // learn the order
      lastMatched = entry;
      lastName = null;
      return names.slot(entry);
    }
    lastName = text(b, off, len);
    int slot = names.index(lastName);
    return slot >= 0 ? slot : UNKNOWN_NAME;
  }

  // A short key (its length in the head) past the name limit; longer ones are checked by stringSpan.
  private PeregrineException nameTooLong() {
    return error("property name longer than the limit of " + maxNameLength);
  }

  // A text key into span, through tags and string references.
  private void keySpan() {
    long tag = tags();
    if (tag == 25 && nsTop > 0) {
      refSpan(3);
      return;
    }
    int ib = peekByte();
    if (ib >>> 5 <= 1 && tag < 0) { // an integer key, as the tree writes a Map<Integer, ...>: its decimal text
      integerKeySpan(ib >>> 5);
      return;
    }
    if (ib >>> 5 != 3) throw mismatch(ib, "a text or integer key (Cbor binds maps with text keys; the tree takes any key)");
    stringSpan(3, limits.maxNameLength(), "property name");
  }

  // An integer key (major type 0 or 1) into span as its decimal text, which a Map<Integer, ...> or a
  // Map<String, ...> reads as JSON's "1" would be read: the generic data model writes such keys as integers.
  private void integerKeySpan(int major) {
    head();
    String text = major == 0 ? Long.toUnsignedString(arg)
        : arg >= 0 ? Long.toString(-1 - arg) : java.math.BigInteger.valueOf(arg).add(TWO_TO_64).negate()
            .subtract(java.math.BigInteger.ONE).toString();
    byte[] digits = text.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    if (digits.length > maxNameLength) throw nameTooLong(); // the name it becomes, as a text key's
    span = digits;
    spanOff = 0;
    spanLen = digits.length;
  }

  private static final java.math.BigInteger TWO_TO_64 = java.math.BigInteger.ONE.shiftLeft(64);

  @Override
  public boolean nextKeyIsValue() {
    if (!inMap || items == 0 || pos >= end) return false; // nextName reports the end or the error
    int ib = buf[pos] & 0xFF;
    if (ib >>> 5 == 3 || (ib == 0xff && items < 0)) return false;
    if (ib >>> 5 == 6 && isTextRef()) return false;
    if (items > 0) items--;
    return true;
  }

  // Whether the tagged item at pos is 25(n) naming a text string.
  private boolean isTextRef() {
    if (nsTop == 0) return false;
    int p = pos;
    try {
      head();
      if (arg != 25) return false;
      head();
      return refEntryMajor(arg) == 3;
    } finally {
      pos = p;
    }
  }

  @Override
  public String lastName() {
    return lastName;
  }

  // ---- strings ----

  /**
   * Reads a string of major type {@code major} (2 bytes, 3 text) at pos into span, leaving pos after it:
   * a definite string in place, an indefinite one concatenated into a new array. A definite string joins
   * the open string-reference namespace when it is long enough.
   */
  private void stringSpan(int major, int maxLength, String what) {
    int p = pos;
    int ib = head();
    if (indefinite(ib)) {
      indefiniteSpan(major, maxLength, what);
      return;
    }
    long len = arg;
    if (len < 0 || len > end - pos) {
      pos = p;
      throw error(what + " of " + Long.toUnsignedString(len) + " bytes is longer than the remaining " + (end - pos - 1) + " bytes");
    }
    if (len > maxLength) {
      pos = p;
      throw error(what + " longer than the limit of " + maxLength);
    }
    span = buf;
    spanOff = pos;
    spanLen = (int) len;
    pos += (int) len;
    if (nsTop > 0) addStringRef(major, spanOff, spanLen);
  }

  private void indefiniteSpan(int major, int maxLength, String what) {
    byte[] out = new byte[16];
    int n = 0;
    while (true) {
      int ib = peekByte();
      if (ib == 0xff) {
        pos++;
        break;
      }
      if (ib >>> 5 != major || indefinite(ib)) {
        throw error("a chunk of an indefinite-length " + what + " must be a definite-length string of the same type");
      }
      int p = pos;
      head();
      long len = arg;
      if (len < 0 || len > end - pos) {
        pos = p;
        throw error("chunk of " + Long.toUnsignedString(len) + " bytes is longer than the remaining " + (end - pos - 1) + " bytes");
      }
      if (n + len > maxLength) throw error(what + " longer than the limit of " + maxLength);
      // RFC 8949 section 3.2.3: each chunk of text is well-formed UTF-8 on its own, so a character split
      // between two chunks is malformed even when the joined text would decode (checked whether the text is
      // decoded or skipped: a chunk's bounds are structure, as a truncated item's are).
      if (major == 3 && !Ascii.isAscii(buf, pos, (int) len) && !Utf8.isWellFormed(buf, pos, (int) len)) {
        pos = p;
        throw error("a chunk of an indefinite-length text string is not well-formed UTF-8 on its own");
      }
      if (n + len > out.length) out = Arrays.copyOf(out, (int) Math.max(out.length * 2L, n + len));
      System.arraycopy(buf, pos, out, n, (int) len);
      n += (int) len;
      pos += (int) len;
    }
    span = out;
    spanOff = 0;
    spanLen = n;
  }

  // The string that tag 25 (consumed) refers to, into span; its index follows at pos.
  private void refSpan(int major) {
    int p = pos;
    int ib = head();
    if (ib >>> 5 != 0) throw error("a string reference must be an unsigned integer");
    int major2 = refEntryMajor(arg);
    if (major2 != major) {
      pos = p;
      throw error("string reference " + arg + " names a " + (major2 == 2 ? "byte" : "text") + " string here");
    }
    int e = nsBase[nsTop - 1] + (int) arg;
    span = buf;
    spanOff = refOff[e];
    spanLen = refLen[e];
  }

  private int refEntryMajor(long index) {
    if (nsTop == 0 || index < 0 || index >= refCount - nsBase[nsTop - 1]) {
      throw error("string reference " + Long.toUnsignedString(index) + " names no string of this namespace");
    }
    return refMajor[nsBase[nsTop - 1] + (int) index];
  }

  private void addStringRef(int major, int off, int len) {
    if (len < CborBytesWriter.minStringRefLength(refCount - nsBase[nsTop - 1])) return;
    if (refCount == refOff.length) {
      int size = Math.max(16, refCount * 2);
      refOff = Arrays.copyOf(refOff, size);
      refLen = Arrays.copyOf(refLen, size);
      refMajor = Arrays.copyOf(refMajor, size);
    }
    refOff[refCount] = off;
    refLen[refCount] = len;
    refMajor[refCount] = (byte) major;
    refCount++;
  }

  private void openNamespace() {
    int ib = peekByte();
    if (ib >>> 5 != 4 && ib >>> 5 != 5) throw error("tag 256 (string references) must enclose an array or a map");
    if (nsTop == nsDepth.length) {
      nsDepth = Arrays.copyOf(nsDepth, Math.max(4, nsTop * 2));
      nsBase = Arrays.copyOf(nsBase, Math.max(4, nsTop * 2));
    }
    nsDepth[nsTop] = depth + 1; // the container about to open
    nsBase[nsTop] = refCount;
    nsTop++;
  }

  private void closeNamespace() {
    nsTop--;
    refCount = nsBase[nsTop];
  }

  private String text(byte[] b, int off, int len) {
    // Mostly ASCII in practice: checked 8 bytes at a time and copied without a charset; anything else is
    // decoded strictly. The empty string (common in real records) is the one constant, not a new String.
    if (len == 0) return "";
    return Ascii.isAscii(b, off, len) ? Ascii.string(b, off, len) : decodeUtf8(b, off, len);
  }

  // Strict UTF-8 (overlongs, surrogates and truncation rejected). The String constructor's decoder replaces
  // every malformed sequence with U+FFFD (checked for each kind in CborFastPathTest), so text without one was
  // valid, and is decoded in one call; with one, the strict decoder decides (U+FFFD may be the text's own).
  private String decodeUtf8(byte[] b, int off, int len) {
    String s = new String(b, off, len, StandardCharsets.UTF_8);
    return s.indexOf('\uFFFD') < 0 ? s : strictUtf8(b, off, len);
  }

  private String strictUtf8(byte[] b, int off, int len) {
    if (utf8 == null) {
      utf8 = StandardCharsets.UTF_8.newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT);
    }
    try {
      CharBuffer chars = utf8.decode(ByteBuffer.wrap(b, off, len));
      return chars.toString();
    } catch (CharacterCodingException e) {
      throw error("invalid UTF-8 in a text string", e);
    }
  }

  // A short text in the head (an enum constant, say) is looked up by its bytes, without a String; string
  // references, tags and anything not in the table take the general path.
  @Override
  public int readString(NameTable names) {
    int ib = peekByte();
    if (ib >= 0x60 && ib <= 0x77 && nsTop == 0) {
      int off = pos + 1;
      int len = ib - 0x60;
      if (end - off >= len) {
        int entry = CborNames.of(names).findItem(buf, pos, len, end);
        if (entry >= 0) {
          pos = off + len;
          return names.slot(entry);
        }
      }
    }
    return super.readString(names);
  }

  // Text with its length in the head or the next byte, outside string references, read in place; null for
  // any other item (and at the end of the input), which the callers read by the general steps.
  private String shortText() {
    int p = pos;
    if (p >= end) return null;
    byte[] b = buf;
    int ib = b[p] & 0xFF;
    if (ib < 0x60 || ib > 0x78 || nsTop != 0) return null;
    p++;
    int len = ib - 0x60;
    if (ib == 0x78) {
      if (p == end) throw error("unexpected end of input in the argument of initial byte 0x78");
      len = b[p++] & 0xFF;
    }
    if (len > maxStringLength) throw error("text string longer than the limit of " + maxStringLength);
    if (end - p < len) throw error("unexpected end of input in a text string");
    pos = p + len;
    return text(b, p, len);
  }

  // A short text with a definite length and no tag (as shortText takes it) goes to the parser where it
  // lies: the parsers take only ASCII, so text they accept needs no UTF-8 check. Anything else, and text the
  // parser declines, is read as readString reads it.
  @Override
  public <T> T readText(TextParser<T> parser) {
    int p = pos;
    if (p < end && nsTop == 0) {
      byte[] b = buf;
      int ib = b[p] & 0xFF;
      int from = p + 1;
      int len = ib - 0x60;
      if (ib == 0x78) len = from < end ? b[from++] & 0xFF : -1;
      if (ib >= 0x60 && ib <= 0x78 && len >= 0 && len <= maxStringLength && end - from >= len) {
        T value = parser.parse(b, from, from + len);
        if (value != null) {
          pos = from + len;
          return value;
        }
      }
    }
    return super.readText(parser);
  }

  @Override
  public String readString() {
    String s = shortText();
    if (s != null) return s;
    long tag = tags();
    if (tag == 25 && nsTop > 0) {
      refSpan(3);
    } else if (tag == 1) {
      return epochText();
    } else {
      int ib = peekByte();
      if (ib >>> 5 != 3) throw mismatch(ib, "a text string");
      stringSpan(3, limits.maxStringLength(), "text string");
    }
    return text(span, spanOff, spanLen);
  }

  // Tag 1 (seconds since the epoch, integer or float) as ISO-8601 text, so that date-time codecs, which
  // read text (a number would be milliseconds), read the instant it names.
  private String epochText() {
    int k = number();
    try {
      if (k == LONG) return Instant.ofEpochSecond(numLong).toString();
      if (k == FLOAT && Double.isFinite(numDouble)) {
        double floor = Math.floor(numDouble);
        long nanos = Math.round((numDouble - floor) * 1e9);
        return Instant.ofEpochSecond((long) floor, nanos).toString();
      }
    } catch (java.time.DateTimeException e) {
      throw error("epoch date-time out of range", e);
    }
    throw error("an epoch date-time (tag 1) must be an integer or a finite float");
  }

  @Override
  public byte[] readBinary() {
    long tag = tags();
    if (tag == 25 && nsTop > 0) {
      int p = pos;
      head();
      if (refEntryMajor(arg) == 3) {
        pos = p;
        refSpan(3);
        return base64(text(span, spanOff, spanLen));
      }
      pos = p;
      refSpan(2);
    } else {
      int ib = peekByte();
      if (ib >>> 5 == 3) { // text: base64, as JSON carries binary
        stringSpan(3, limits.maxStringLength(), "text string");
        return base64(text(span, spanOff, spanLen));
      }
      if (ib >>> 5 != 2) throw mismatch(ib, "a byte string");
      stringSpan(2, limits.maxStringLength(), "byte string");
    }
    return Arrays.copyOfRange(span, spanOff, spanOff + spanLen);
  }

  private byte[] base64(String text) {
    try {
      return Base64.getDecoder().decode(text);
    } catch (IllegalArgumentException e) {
      throw error("invalid base64: " + e.getMessage(), e);
    }
  }

  // ---- scalars ----

  @Override
  public boolean readNull() {
    if (pos < end && buf[pos] == (byte) 0xf6) {
      pos++;
      return true;
    }
    return pos < end && (buf[pos] & 0xE0) == 0xC0 && !peekFormatValue() && taggedNull();
  }

  // A null behind tags that are not a value of their own (a tag the tree keeps is one: peekFormatValue), which
  // peek calls NULL: the tags are taken as any item's are (tags(): tag 256 on it is an error, as on any
  // scalar), and only once it is known that a null follows them, so that a tagged value of another kind is
  // left whole for its reader. Reading nothing here where peek said NULL left the tree's loops taking the
  // same null forever.
  private boolean taggedNull() {
    int p = pos;
    int room = maxDepth - nesting() - runBefore(p);
    try {
      while (pos < end && (buf[pos] & 0xE0) == 0xC0 && room-- > 0) head();
      // (More tags than the depth limit allows: tags() below refuses them.)
      if (room >= 0 && (pos >= end || buf[pos] != (byte) 0xf6)) return false;
    } finally {
      pos = p;
    }
    tags(); // the same heads as above, now with their effects and checks (a bignum's tag refuses null)
    pos++;
    return true;
  }

  @Override
  public boolean readBoolean() {
    tags();
    int ib = peekByte();
    if (ib == 0xf5 || ib == 0xf4) {
      pos++;
      return ib == 0xf5;
    }
    throw mismatch(ib, "a boolean");
  }

  // The typed property reads (see ValueReader.readInt(Codec)): the initial byte decides, when it tells its
  // kind alone; tags, breaks and every other kind take the default steps.

  private Kind kindAlone() {
    int p = pos;
    return p < end ? KIND_OF_BYTE[buf[p] & 0xFF] : null;
  }

  // An int or a long in preferred serialization: an unsigned integer with its argument in the head or in
  // the next 1, 2 or 4 bytes, read in place where the input has room for the longest of those heads.
  // Everything else (negative integers, floats, tags, the last bytes of the input) takes the steps below.

  @Override
  public int readInt(Codec<Object> codec) {
    int p = pos;
    if (end - p > 4) {
      byte[] b = buf;
      int ib = b[p] & 0xFF;
      if (ib < 0x18) {
        pos = p + 1;
        return ib;
      }
      if (ib <= 0x1a) {
        int v = ib == 0x18 ? b[p + 1] & 0xFF : ib == 0x19 ? (short) BE16.get(b, p + 1) & 0xFFFF : (int) BE32.get(b, p + 1);
        if (v >= 0) {
          pos = p + (ib == 0x18 ? 2 : ib == 0x19 ? 3 : 5);
          return v;
        }
      }
    }
    return kindAlone() == Kind.NUMBER ? readInt() : super.readInt(codec);
  }

  @Override
  public long readLong(Codec<Object> codec) {
    int p = pos;
    if (end - p > 4) {
      byte[] b = buf;
      int ib = b[p] & 0xFF;
      if (ib < 0x18) {
        pos = p + 1;
        return ib;
      }
      if (ib <= 0x1a) {
        pos = p + (ib == 0x18 ? 2 : ib == 0x19 ? 3 : 5);
        return ib == 0x18 ? b[p + 1] & 0xFF : ib == 0x19 ? (short) BE16.get(b, p + 1) & 0xFFFF : (int) BE32.get(b, p + 1) & 0xFFFFFFFFL;
      }
    }
    return kindAlone() == Kind.NUMBER ? readLong() : super.readLong(codec);
  }

  @Override
  public double readDouble(Codec<Object> codec) {
    return kindAlone() == Kind.NUMBER ? readDouble() : super.readDouble(codec);
  }

  @Override
  public float readFloat(Codec<Object> codec) {
    return kindAlone() == Kind.NUMBER ? readFloat() : super.readFloat(codec);
  }

  @Override
  public boolean readBoolean(Codec<Object> codec) {
    return kindAlone() == Kind.BOOLEAN ? readBoolean() : super.readBoolean(codec);
  }

  @Override
  public String readString(Codec<Object> codec) {
    String s = shortText();
    if (s != null) return s;
    return kindAlone() == Kind.STRING ? readString() : super.readString(codec);
  }

  /** Reads a number item into the num* fields and returns its kind. */
  private int number() {
    int p0 = pos;
    if (p0 < end) {
      int ib = buf[p0] & 0xFF;
      if (ib < 0x18) { // a small unsigned integer: the common case
        pos = p0 + 1;
        numLong = ib;
        return LONG;
      }
      if (ib <= 0x1a && end - p0 > 4) return unsignedInWords(ib, p0);
    }
    return numberInGeneral();
  }

  // An unsigned integer in 1, 2 or 4 bytes, with room to read it: the next most common numbers, out of
  // numberInGeneral, which is too big to inline.
  private int unsignedInWords(int ib, int p0) {
    switch (ib) {
      case 0x18: numLong = buf[p0 + 1] & 0xFF; pos = p0 + 2; break;
      case 0x19: numLong = (short) BE16.get(buf, p0 + 1) & 0xFFFF; pos = p0 + 3; break;
      default: numLong = (int) BE32.get(buf, p0 + 1) & 0xFFFFFFFFL; pos = p0 + 5; break;
    }
    return LONG;
  }

  private int numberInGeneral() {
    return numberAfter(tags());
  }

  // The number after its tags, the innermost of them given.
  private int numberAfter(long tag) {
    int p = pos;
    int ib = head();
    switch (ib >>> 5) {
      case 0:
        if (arg >= 0) {
          numLong = arg;
          return LONG;
        }
        numBig = unsigned(arg);
        return BIG;
      case 1:
        if (arg >= 0) {
          numLong = -1 - arg;
          return LONG;
        }
        numBig = unsigned(arg).not();
        return BIG;
      case 2:
        if (tag == 2 || tag == 3) {
          pos = p;
          stringSpan(2, limits.maxNumberLength(), "bignum");
          BigInteger v = new BigInteger(1, Arrays.copyOfRange(span, spanOff, spanOff + spanLen));
          numBig = tag == 3 ? v.not() : v;
          return BIG;
        }
        break;
      case 4:
        if (tag == 4) {
          pos = p;
          decimalFraction();
          return DECIMAL;
        }
        break;
      case 7:
        if (ib == 0xf9) {
          numDouble = halfToFloat((int) arg);
          numWide = false;
          return FLOAT;
        }
        if (ib == 0xfa) {
          numDouble = Float.intBitsToFloat((int) arg);
          numWide = false;
          return FLOAT;
        }
        if (ib == 0xfb) {
          numDouble = Double.longBitsToDouble(arg);
          numWide = true;
          return FLOAT;
        }
        break;
      default:
        break;
    }
    pos = p;
    throw mismatch(ib, "a number");
  }

  // Tag 4: [exponent, mantissa], each an integer or a bignum; value = mantissa * 10^exponent.
  private void decimalFraction() {
    int p = pos;
    head();
    if (arg != 2 || buf[p] != (byte) 0x82) {
      pos = p;
      throw error("a decimal fraction (tag 4) must be an array of two integers");
    }
    int k = number();
    if (k != LONG && k != BIG) throw error("a decimal fraction's exponent must be an integer");
    // Checked before anything is made of it: 10^10000000 is cheap to write and costs seconds to expand.
    long exponent = k == BIG ? (numBig.signum() < 0 ? -Long.MAX_VALUE : Long.MAX_VALUE) : numLong;
    if (exponent < -limits.maxNumberExponent() || exponent > limits.maxNumberExponent()) {
      throw exponentBeyondLimit(exponent);
    }
    int scale = (int) -exponent;
    k = number();
    BigInteger mantissa = k == LONG ? BigInteger.valueOf(numLong) : k == BIG ? numBig : null;
    if (mantissa == null) throw error("a decimal fraction's mantissa must be an integer");
    numDecimal = new BigDecimal(mantissa, scale);
  }

  private static BigInteger unsigned(long v) {
    return BigInteger.valueOf(v >>> 1).shiftLeft(1).or(BigInteger.valueOf(v & 1));
  }

  /** A half-precision float, exactly (every half is a float). */
  static float halfToFloat(int h) {
    int sign = (h & 0x8000) << 16;
    int exp = (h >>> 10) & 0x1f;
    int mant = h & 0x3ff;
    if (exp == 0) {
      float v = mant * 0x1p-24f;
      return sign != 0 ? -v : v;
    }
    if (exp == 31) return Float.intBitsToFloat(sign | 0x7f800000 | (mant << 13));
    return Float.intBitsToFloat(sign | ((exp + 112) << 23) | (mant << 13));
  }

  @Override
  public long readLong() {
    int k = number();
    switch (k) {
      case LONG:
        return numLong;
      case FLOAT: {
        double d = numDouble;
        if (d == Math.rint(d) && d >= -0x1p63 && d < 0x1p63) return (long) d;
        throw Double.isFinite(d) && d != Math.rint(d) ? notAnInteger(numberText(k)) : beyondLongRange(numberText(k));
      }
      default: {
        BigDecimal d = readBigDecimalOf(k);
        try {
          return d.longValueExact();
        } catch (ArithmeticException e) {
          throw isWhole(d) ? beyondLongRange(numberText(k)) : notAnInteger(numberText(k));
        }
      }
    }
  }

  @Override
  public double readDouble() {
    switch (number()) {
      case LONG: return numLong;
      case BIG: return numBig.doubleValue();
      case FLOAT: return numDouble;
      default: return numDecimal.doubleValue();
    }
  }

  @Override
  public float readFloat() {
    switch (number()) {
      case LONG: return numLong;
      case BIG: return numBig.floatValue();
      case FLOAT: return (float) numDouble;
      default: return numDecimal.floatValue();
    }
  }

  @Override
  public BigInteger readBigInteger() {
    int k = number();
    if (k == LONG) return BigInteger.valueOf(numLong);
    if (k == BIG) return numBig;
    BigDecimal d = readBigDecimalOf(k);
    if (!isWhole(d)) throw notAnInteger(numberText(k));
    return d.toBigIntegerExact(); // the exponent was bounded when the decimal fraction was read
  }

  // Whether a decimal's value is an integer; its exponent is bounded by the limit, so this costs at most what
  // making the integer would.
  private static boolean isWhole(BigDecimal d) {
    return d.scale() <= 0 || d.signum() == 0 || d.setScale(0, RoundingMode.DOWN).compareTo(d) == 0;
  }

  // The number read last as error text: a float as it was written, in its own width.
  private String numberText(int kind) {
    if (kind == FLOAT) return numWide ? Double.toString(numDouble) : Float.toString((float) numDouble);
    return readBigDecimalOf(kind).toString();
  }

  @Override
  public BigDecimal readBigDecimal() {
    return readBigDecimalOf(number());
  }

  private BigDecimal readBigDecimalOf(int kind) {
    switch (kind) {
      case LONG: return BigDecimal.valueOf(numLong);
      case BIG: return new BigDecimal(numBig);
      case DECIMAL: return numDecimal;
      default: {
        double d = numDouble;
        if (!Double.isFinite(d)) throw error(d + " has no decimal value");
        // The shortest decimal that reads back as the same float, in the width it was written.
        return new BigDecimal(numWide ? Double.toString(d) : Float.toString((float) d));
      }
    }
  }

  /**
   * Integers as the smallest of Integer, Long and BigInteger that holds them; half and single floats as
   * Float, doubles as Double; decimal fractions as BigDecimal. {@code bigDecimals} changes nothing: binary
   * floats have no decimal digits to keep.
   */
  @Override
  public Number readNumber(boolean bigDecimals) {
    switch (number()) {
      case LONG: {
        long v = numLong;
        return (int) v == v ? (Number) (int) v : (Number) v;
      }
      case BIG: {
        BigInteger b = numBig;
        return b.bitLength() < 32 ? (Number) b.intValue() : b.bitLength() < 64 ? (Number) b.longValue() : b;
      }
      case FLOAT:
        return numWide ? (Number) numDouble : (Number) (float) numDouble;
      default:
        return numDecimal;
    }
  }

  // ---- skipping ----

  @Override
  public void skipValue() {
    switch (skipOrOpen()) {
      case 4:
        while (hasNextElement()) skipValue();
        return;
      case 5:
        while (nextKey()) {
          skipValue();
          skipValue();
        }
        return;
      default:
    }
  }

  /**
   * The first step of skipValue, which CborStreamReader takes too: skips the next item when it is not a
   * container and returns -1; else opens it and returns its major type (4 an array, 5 a map).
   */
  int skipOrOpen() {
    long tag = tags();
    if (tag == 2 || tag == 3 || tag == 4) { // checked as a read would take it, so a skip refuses what it refuses
      numberAfter(tag);
      return -1;
    }
    int p = pos;
    int ib = head();
    switch (ib >>> 5) {
      case 0: case 1:
        return -1;
      case 2: case 3:
        if (nsTop == 0 && !indefinite(ib) && arg >= 0 && arg <= end - pos) {
          pos += (int) arg; // skipped text is not decoded, so not checked for UTF-8
          return -1;
        }
        pos = p;
        stringSpan(ib >>> 5, Integer.MAX_VALUE, ib >>> 5 == 2 ? "byte string" : "text string");
        return -1;
      case 4:
        pos = p;
        beginArray();
        return 4;
      case 5:
        pos = p;
        beginObject();
        return 5;
      default:
        if (ib == 0xff) {
          pos = p;
          throw error("unexpected break");
        }
        return -1; // simple values and floats; head() checked them
    }
  }

  /** For the token reader (CborTokens): whether the next item starts with a tag. */
  boolean atTag() {
    return pos < end && (buf[pos] & 0xE0) == 0xC0;
  }

  /** For the token reader (CborTokens): consumes one tag head and returns the tag; its content is read next. */
  long takeTag() {
    int p = pos;
    int ib = peekByte();
    if (ib >>> 5 != 6) throw mismatch(ib, "a tag");
    int run = runBefore(p);
    if (nesting() + run >= maxDepth) throw tooDeep();
    long tag = tagHead();
    tagRun = run + 1;
    tagRunEnd = pos;
    return tag;
  }

  /** While skipping a map (skipOrOpen gave 5): whether another pair follows, counting it. */
  boolean nextKeyToSkip() {
    return nextKey();
  }

  // ---- the tree's own values ----

  @Override
  public boolean peekFormatValue() {
    if (pos >= end) return false;
    int ib = buf[pos] & 0xFF;
    if (ib < 0xc0) return false;
    if (ib >= 0xe0) return ib < 0xf4 || ib == 0xf7 || ib == 0xf8;
    int p = pos;
    try {
      head();
      long t = arg;
      // With native references, tags 28 and 29 are the binding layer's, not tree values.
      return !(t == 2 || t == 3 || t == 4 || t == 256 || (t == 25 && nsTop > 0) || ((t == 28 || t == 29) && references));
    } finally {
      pos = p;
    }
  }

  @Override
  public Object readFormatValue(Codec<Object> content) {
    if (peekByte() >>> 5 == 7) {
      head();
      return (int) arg == 23 ? CborSimple.UNDEFINED : new CborSimple((int) arg);
    }
    // A run of tags taken before this one (by the token reader) encloses it: counted while its content is read.
    int levels = 1 + runBefore(pos);
    if (nesting() + levels - 1 >= maxDepth) throw tooDeep();
    long tag = tagHead();
    tagDepth += levels;
    try {
      return new CborTag(tag, readNull() ? null : content.read(outerReader));
    } finally {
      tagDepth -= levels;
    }
  }

  // ---- native references ----

  @Override
  public boolean readsReferencesNatively() {
    return references;
  }

  // The tag at pos without consuming it, or -1.
  private long peekTag() {
    if (pos >= end || (buf[pos] & 0xE0) != 0xC0) return -1;
    int p = pos;
    head();
    pos = p;
    return arg;
  }

  @Override
  public Object readSharedReference(IntFunction<Object> sharedValues) {
    if (!references || peekTag() != 29) return null;
    head();
    int p = pos;
    int ib = head();
    if (ib >>> 5 != 0 || arg < 0 || arg >= sharedCount) {
      pos = p;
      throw error("tag 29 must hold the index of a shared value read before it (" + sharedCount + " so far)");
    }
    Object v = sharedValues.apply((int) arg);
    if (v == null) {
      pos = p;
      throw error("shared value " + arg + " is not available here (a cycle through a record, a @Creator class"
          + " or an array cannot be rebuilt)");
    }
    return v;
  }

  @Override
  public int readShareMark() {
    if (!references || peekTag() != 28) return -1;
    int run = runBefore(pos); // a level, as any tag of a run
    if (nesting() + run >= maxDepth) throw tooDeep();
    head();
    tagRun = run + 1;
    tagRunEnd = pos;
    return sharedCount++;
  }

  @Override
  public PeregrineException error(String reason) {
    return error(reason, null);
  }

  @Override
  public PeregrineException error(String reason, Throwable cause) {
    return new CborException(reason, dropped + Math.min(pos, end) - start, cause);
  }

  private PeregrineException mismatch(int ib, String expected) {
    return error("expected " + expected + ", found " + describe(ib));
  }

  private static String describe(int ib) {
    switch (ib >>> 5) {
      case 0: return "an unsigned integer";
      case 1: return "a negative integer";
      case 2: return "a byte string";
      case 3: return "a text string";
      case 4: return "an array";
      case 5: return "a map";
      case 6: return "a tag";
      default:
        switch (ib) {
          case 0xf4: case 0xf5: return "a boolean";
          case 0xf6: return "null";
          case 0xf7: return "undefined";
          case 0xf9: case 0xfa: case 0xfb: return "a float";
          case 0xff: return "a break";
          default: return "a simple value";
        }
    }
  }

  // The most a caller is told to presize for: beyond it a collection grows as it fills, paying for its
  // elements as they arrive.
  private static final int MAX_KNOWN_LENGTH = 1024;

  // beginArray accepted the length only if every element could take at least one of the bytes left (and
  // beginObject a pair two), so the hint is at most the input's size, and MAX_KNOWN_LENGTH caps what it can
  // make a caller allocate. For a map, the pairs left: all of them right after beginObject.
  @Override
  public int knownLength() {
    return depth > 0 && items >= 0 ? (int) Math.min(items, MAX_KNOWN_LENGTH) : -1;
  }
}
