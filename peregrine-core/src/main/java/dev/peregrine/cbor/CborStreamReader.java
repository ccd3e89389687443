package dev.peregrine.cbor;

import dev.peregrine.CborException;
import dev.peregrine.Codec;
import dev.peregrine.PeregrineException;
import dev.peregrine.internal.InputStreams;
import dev.peregrine.stream.Limits;
import dev.peregrine.stream.internal.NameTable;
import dev.peregrine.stream.internal.TextParser;
import dev.peregrine.stream.ValueReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.function.IntFunction;

/**
 * The CBOR reader over a stream, in bounded memory: a buffer refilled from the stream, holding at least the
 * next item as a call reads it. Every call is made by one {@link CborBytesReader} over the buffer, so
 * well-formedness, numbers, limits, string references, name lookup and error text are the byte[] path's;
 * this class only makes sure, before each call, that the buffer holds what the call reads: the next item's
 * tags and head, a string whole, a container's head alone (its items come with the calls that read them),
 * except the content of a decimal fraction or bigfloat (tags 4 and 5), which is read whole; or all that is
 * left of the stream. The byte[] reader never reads past those bytes but for fast paths that it takes only
 * when the bytes are there, so seeing them it decides as it does over the whole document. (As
 * {@link dev.peregrine.json.JsonStreamReader} does for JSON; CborSequenceFramer frames whole items the same
 * way, head by head.)
 *
 * <p>Memory: the buffer, which grows only for an item longer than it, up to the document-size limit, which
 * applies to the whole stream. While a string-reference namespace (tag 256) is open, nothing is dropped
 * from the buffer: its references point back into it, so a document written with string references is held
 * from the tag on.
 *
 * <p>Errors: the byte[] reader's, at their stream offset (the reader counts the bytes dropped). One check of the byte[] reader needs the
 * whole input: a container's declared length against the bytes left after its head (each item takes at
 * least one), which it makes at the head. Over a stream the reader cannot know that there; so when a read
 * fails, {@link #documentError} reads the stream to its end and gives what the byte[] reader would have
 * reported first: the document-size limit, or the first open container that declared more than the rest of
 * the document holds.
 */
public final class CborStreamReader extends ValueReader {
  private static final int CHUNK = 16 * 1024;
  // Bytes past an item that the byte[] reader may look at on a fast path (nextNameQuick compares a head
  // and up to 16 bytes of name in place): held when the stream has them at hand (see ensureItem).
  private static final int LOOKAHEAD = 17;

  private final InputStream in;
  private final Limits limits;
  private final CborBytesReader reader;
  private byte[] buf;
  private int limit; // bytes of buf read from the stream
  private boolean eof;
  private long base; // the stream offset of buf[0]

  // The containers open, outermost first: the stream offset of each head (after its tags) and after it,
  // the items (pairs) it declared, -1 for an indefinite length, and whether it is a map; for documentError.
  private int open;
  private long[] headAt = new long[16];
  private long[] headEnd = new long[16];
  private long[] declared = new long[16];
  private boolean[] isMap = new boolean[16];
  // Per nesting level while framing an item whole: the items still to come, -1 for indefinite length.
  private long[] counts = new long[16];
  private int headRel; // where the last framed item's head is, past its tags, relative to the position
  // When the last framed item is a container whose head alone was framed: where its head ends (relative)
  // and the items (pairs) it declares, -1 for indefinite; else headEndRel is -1.
  private int headEndRel;
  private long headItems;
  private boolean headMap;
  private int tagsFramed; // the tags before the item framed last (at its top level)
  // The container a call is opening (its head's stream offset, -1 when none): documentError judges it too,
  // when the byte[] reader refused it for something it checks after the length (the depth limit).
  private long pendingAt = -1;
  private long pendingEnd;
  private long pendingItems;
  private boolean pendingMap;
  // The run of tags framed last, in stream offsets: from runFrom (-1: none) to runTo, where the item after
  // them starts (or where framing stopped at the depth limit), and what frame() found there. The tree takes
  // nested tags one at a time, framing again from each: the same item, so its frame is taken from here
  // instead of scanning the rest of the run once per tag, which cost the run's length times its depth.
  private long runFrom = -1;
  private long runTo;
  private long runEnd;
  private long runHead;
  private long runHeadEnd;
  private long runHeadItems;
  private boolean runHeadMap;

  /**
   * A reader of the one CBOR data item in {@code in}, which it reads as far as the calls need and never
   * closes; the document-size limit applies to the whole stream. With {@code references}, tags 28 and 29
   * are native references, as for {@link CborBytesReader}.
   */
  public CborStreamReader(InputStream in, Limits limits, boolean references) {
    this.in = in;
    this.limits = limits;
    this.buf = new byte[CHUNK];
    this.reader = new CborBytesReader(buf, limits, references, this);
  }

  // ---- keeping the next item in the buffer

  // Whether the byte rel bytes past the reader's position is in the buffer, reading more if needed; false
  // at the end of the stream.
  private boolean has(long rel) {
    while (reader.position() + rel >= limit) {
      if (eof) return false;
      fill();
    }
    return true;
  }

  private int at(int rel) {
    return buf[reader.position() + rel] & 0xFF;
  }

  // Reads more of the stream, keeping the bytes from the reader's position (all of them while string
  // references are open): moves them to the front when that frees room, else grows the buffer.
  private void fill() {
    int keep = reader.position();
    int shift = 0;
    if (keep > 0 && limit - keep < buf.length / 2 && !reader.inStringRefs()) {
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
    reader.refilled(buf, limit, shift, eof);
    if (base + limit > limits.maxDocumentSize()) throw sizeError();
  }

  private CborException sizeError() {
    return new CborException("document larger than the limit of " + limits.maxDocumentSize() + " bytes",
        limits.maxDocumentSize(), null);
  }

  /**
   * Makes sure the buffer holds the next item as a read takes it (see the class comment), and LOOKAHEAD
   * bytes after it when the stream has them at hand: they only let the reader take its fast paths, which
   * give the same answers, so they are not waited for (on a live stream, an item is read when its last byte
   * arrives, not when bytes of the next one do). But for a container's head of definite length: the byte[]
   * reader refuses one that declares more items than bytes follow it, so as many bytes, up to LOOKAHEAD, are
   * waited for, and a stream that ends within them is refused at the head as on byte[]. (Past LOOKAHEAD,
   * documentError finds it once the read fails.)
   */
  private void ensureItem() {
    int rel = frame();
    if (headEndRel >= 0 && headItems > 0) {
      has(headEndRel + Math.min(headMap ? 2 * headItems : headItems, LOOKAHEAD) - 1);
    }
    while (!eof && reader.position() + rel + LOOKAHEAD > limit && availableWithoutBlocking()) fill();
  }

  private boolean availableWithoutBlocking() {
    try {
      return in.available() > 0;
    } catch (IOException e) {
      return false; // a read that needs the bytes reports it
    }
  }

  // Where the innermost container is of definite length and all its items are taken: the call ending it
  // reads no byte, so it waits for none.
  private void ensureItemUnlessEnded() {
    if (!reader.definiteContainerEnded()) ensureItem();
  }

  // Frames the item at the reader's position: the relative offset where what a read takes of it ends (the
  // item's end; a container's head's end, unless it is a decimal fraction's or bigfloat's content), or
  // where the stream ended. Anything not well-formed ends the framing there: the reader reports it.
  private int frame() {
    long at = offset();
    if (at >= runFrom && at < runTo) { // in the run framed last: more of its tags, then the same item
      headRel = runHead >= 0 ? (int) (runHead - at) : -1;
      headEndRel = runHeadEnd >= 0 ? (int) (runHeadEnd - at) : -1;
      headItems = runHeadItems;
      headMap = runHeadMap;
      return (int) (runEnd - at);
    }
    int rel = frameItem();
    if (tagsFramed > 0) {
      runFrom = at;
      runTo = at + (headRel >= 0 ? headRel : rel); // (where framing stopped, when it found no head)
      runEnd = at + rel;
      runHead = headRel >= 0 ? at + headRel : -1;
      runHeadEnd = headEndRel >= 0 ? at + headEndRel : -1;
      runHeadItems = headItems;
      runHeadMap = headMap;
    }
    return rel;
  }

  private int frameItem() {
    int rel = 0;
    int depth = 0; // levels open inside an item framed whole
    long tag = -1;
    headRel = -1;
    headEndRel = -1;
    tagsFramed = 0;
    while (true) {
      if (!has(rel)) return rel;
      int ib = at(rel);
      int major = ib >>> 5;
      int ai = ib & 31;
      // Each tag of the run before the item nests a level, so the reader refuses a run longer than the depth
      // limit at the tag past it: the frame ends there (the buffer then holds the tag, see ensureItem).
      if (depth == 0 && major == 6 && ++tagsFramed > limits.maxDepth()) {
        // The reader refuses this tag at its head: the head is held whole (it is not waited for as lookahead
        // is), so that the reader finds the tag and not the end of the buffer.
        has(rel + (ai < 24 ? 0 : ai == 24 ? 1 : ai == 25 ? 2 : ai == 26 ? 4 : ai == 27 ? 8 : 0));
        return rel;
      }
      if (depth == 0 && major != 6 && headRel < 0) headRel = rel;
      if (ib == 0xff) { // a break ends the innermost indefinite item
        rel++;
        if (depth == 0 || counts[depth - 1] != -1) return rel;
        depth = itemEnded(depth - 1);
        if (depth == 0) return rel;
        continue;
      }
      int n = ai < 24 || ai == 31 ? 1 : ai <= 27 ? 1 + (1 << (ai - 24)) : -1;
      if (n < 0) return rel + 1; // reserved additional information
      if (!has(rel + n - 1L)) return limit - reader.position();
      long arg = ai < 24 ? ai : ai == 31 ? -1 : argument(rel, n);
      rel += n;
      if (major == 6) {
        if (depth == 0) tag = arg;
        continue; // the tag's content is the next item
      }
      if (ai == 31 && major >= 2 && major <= 5) { // indefinite length: items (or chunks) up to a break
        if (major >= 4 && depth == 0 && tag != 4 && tag != 5) return containerHead(rel, -1, major);
        if (!push(depth++, -1)) return rel;
        continue;
      }
      if (major == 2 || major == 3) {
        if (arg < 0 || arg > Integer.MAX_VALUE - 16) {
          toEnd(); // longer than any buffer: the reader judges it against the whole rest of the stream
          return limit - reader.position();
        }
        if (!has(rel + arg - 1)) return limit - reader.position();
        rel += (int) arg;
      } else if (major == 4 || major == 5) {
        if (arg < 0 || arg > Long.MAX_VALUE / 16) {
          // A length the reader refuses at once, telling the bytes left in the input: all of them, then.
          toEnd();
          return limit - reader.position();
        }
        if (depth == 0 && tag != 4 && tag != 5) return containerHead(rel, arg, major);
        long items = major == 5 ? 2 * arg : arg;
        if (items > 0) {
          if (!push(depth++, items)) return rel;
          continue;
        }
      }
      depth = itemEnded(depth); // an item ended: an integer, a simple value, a float, a string, an empty container
      if (depth == 0) return rel;
    }
  }

  private int containerHead(int rel, long items, int major) {
    headEndRel = rel;
    headItems = items;
    headMap = major == 5;
    return rel;
  }

  // Before a call that may open the framed container: remembers it for documentError, when it is of the
  // major type the call expects (4 or 5; -1 any), as the byte[] reader checks the type before the length.
  private void opening(int major) {
    if (headEndRel < 0 || (major >= 0 && headMap != (major == 5))) {
      pendingAt = -1;
      return;
    }
    pendingAt = offset() + headRel;
    pendingEnd = offset() + headEndRel;
    pendingItems = headItems;
    pendingMap = headMap;
  }

  // The reader refused the container being opened: documentError still judges its length only when the
  // reader refused it past the head (the depth limit), not at its tags or its head, which it checks first.
  private PeregrineException refused(PeregrineException e) {
    if (offset() != pendingEnd) pendingAt = -1;
    return e;
  }

  private long argument(int rel, int n) {
    long v = 0;
    for (int i = 1; i < n; i++) v = (v << 8) | at(rel + i);
    return v;
  }

  // Opens a level at depth d; false past the depth limit (the reader reports it).
  private boolean push(int d, long items) {
    if (d >= limits.maxDepth()) return false;
    if (d == counts.length) counts = Arrays.copyOf(counts, d * 2);
    counts[d] = items;
    return true;
  }

  // An item ended inside depth levels: counts it in its level, closing each level it fills; the levels
  // still open after it. (CborSequenceFramer.itemEnded is its twin.)
  private int itemEnded(int depth) {
    while (depth > 0) {
      if (counts[depth - 1] == -1) return depth;
      if (--counts[depth - 1] > 0) return depth;
      depth--;
    }
    return 0;
  }

  private void toEnd() {
    while (!eof) fill();
  }

  // ---- the open containers, for documentError

  private void opened(long at) {
    int i = open;
    if (i == headAt.length) {
      headAt = Arrays.copyOf(headAt, 2 * i);
      headEnd = Arrays.copyOf(headEnd, 2 * i);
      declared = Arrays.copyOf(declared, 2 * i);
      isMap = Arrays.copyOf(isMap, 2 * i);
    }
    headAt[i] = at;
    headEnd[i] = offset();
    declared[i] = reader.declaredItems();
    open = i + 1;
  }

  /** The stream offset of the next byte to read. */
  public long offset() {
    return base + reader.position();
  }

  /**
   * When a read of this document failed with {@code e}: what the byte[] reader, having the whole input,
   * would have reported first. It reads the rest of the stream (dropping it) to learn the document's length:
   * past the document-size limit, that error; else the first open container, outermost first, whose
   * declared length is longer than the bytes after its head, reported at its head as the byte[] reader
   * reports it (its path is then the first {@link #errorDepth()} segments of {@code e}'s); else {@code e}.
   */
  public PeregrineException documentError(PeregrineException e) {
    errorDepth = -1;
    long length = base + limit;
    if (!eof) {
      byte[] scratch = new byte[8192];
      try {
        int n;
        while ((n = in.read(scratch)) >= 0) {
          length += n;
          if (length > limits.maxDocumentSize()) return sizeError();
        }
      } catch (IOException io) {
        throw new UncheckedIOException(io);
      }
      eof = true;
    }
    for (int i = 0; i < open; i++) {
      if (tooLong(declared[i], isMap[i], headEnd[i], length)) {
        errorDepth = i;
        return lengthError(declared[i], isMap[i], headAt[i], length);
      }
    }
    if (pendingAt >= 0 && tooLong(pendingItems, pendingMap, pendingEnd, length)) {
      errorDepth = open;
      return lengthError(pendingItems, pendingMap, pendingAt, length);
    }
    return e;
  }

  // CborBytesReader's check in beginObject and beginArray, against the whole document.
  private static boolean tooLong(long items, boolean map, long headEnd, long length) {
    return items >= 0 && (map ? items > (length - headEnd) / 2 : items > length - headEnd);
  }

  // CborBytesReader's error for it, at the head.
  private static CborException lengthError(long items, boolean map, long headAt, long length) {
    return new CborException((map ? "map of " + items + " pairs" : "array of " + items + " items")
        + " is longer than the remaining " + (length - headAt) + " bytes", headAt, null);
  }

  private int errorDepth = -1;

  /** After documentError gave a container's error: how deep the container is (0 the root), else -1. */
  public int errorDepth() {
    return errorDepth;
  }

  /** After the root item: checks that nothing follows it, to the end of the stream. */
  public void finish() {
    has(0);
    reader.finish();
  }

  /** Drops the buffer; the reader reads nothing more. */
  public void release() {
    buf = null;
  }

  // ---- ValueReader: each call makes sure its bytes are in the buffer, then hands over to the byte[] reader

  @Override
  public Kind peek() {
    ensureItem();
    return reader.peek();
  }

  @Override
  public void beginObject() {
    ensureItem();
    opening(5);
    long at = offset() + Math.max(headRel, 0);
    try {
      reader.beginObject();
    } catch (PeregrineException e) {
      throw refused(e);
    }
    openContainer(at, true);
  }

  @Override
  public void beginArray() {
    ensureItem();
    opening(4);
    long at = offset() + Math.max(headRel, 0);
    try {
      reader.beginArray();
    } catch (PeregrineException e) {
      throw refused(e);
    }
    openContainer(at, false);
  }

  private void openContainer(long at, boolean map) {
    pendingAt = -1;
    opened(at);
    isMap[open - 1] = map;
  }

  private void closed() {
    if (open > 0) open--;
  }

  @Override
  public String nextName() {
    ensureItemUnlessEnded();
    String name = reader.nextName();
    if (name == null) closed();
    return name;
  }

  @Override
  public int nextName(NameTable names) {
    ensureItemUnlessEnded();
    int slot = reader.nextName(names);
    if (slot == END_OF_OBJECT) closed();
    return slot;
  }

  @Override
  public int nextNameQuick(NameTable names, int entry, int slot, int length, long w0, long w1) {
    ensureItemUnlessEnded();
    return reader.nextNameQuick(names, entry, slot, length, w0, w1);
  }

  @Override
  public String lastName() {
    return reader.lastName();
  }

  @Override
  public boolean nextKeyIsValue() {
    ensureItemUnlessEnded();
    return reader.nextKeyIsValue();
  }

  @Override
  public boolean hasNextElement() {
    if (!reader.definiteContainerEnded()) has(0);
    boolean more = reader.hasNextElement();
    if (!more) closed();
    return more;
  }

  @Override
  public boolean takeElements(int n) {
    return reader.takeElements(n);
  }

  @Override
  public int knownLength() {
    return reader.knownLength();
  }

  @Override
  public boolean readNull() {
    ensureItem();
    return reader.readNull();
  }

  @Override
  public String readString() {
    ensureItem();
    return reader.readString();
  }

  @Override
  public int readString(NameTable names) {
    ensureItem();
    int slot = reader.readString(names);
    if (slot == UNKNOWN_NAME) unmatchedString(reader.unmatchedString());
    return slot;
  }

  @Override
  public <T> T readText(TextParser<T> parser) {
    ensureItem();
    T value = reader.readText(parser);
    if (value == null) unmatchedString(reader.unmatchedString());
    return value;
  }

  @Override
  public boolean readBoolean() {
    ensureItem();
    return reader.readBoolean();
  }

  @Override
  public int readInt() {
    ensureItem();
    return reader.readInt();
  }

  @Override
  public long readLong() {
    ensureItem();
    return reader.readLong();
  }

  @Override
  public double readDouble() {
    ensureItem();
    return reader.readDouble();
  }

  @Override
  public float readFloat() {
    ensureItem();
    return reader.readFloat();
  }

  @Override
  public BigInteger readBigInteger() {
    ensureItem();
    return reader.readBigInteger();
  }

  @Override
  public BigDecimal readBigDecimal() {
    ensureItem();
    return reader.readBigDecimal();
  }

  @Override
  public Number readNumber(boolean bigDecimals) {
    ensureItem();
    return reader.readNumber(bigDecimals);
  }

  @Override
  public byte[] readBinary() {
    ensureItem();
    return reader.readBinary();
  }

  /**
   * Skips the next item level by level, as the byte[] reader skips it (it opens a container, then skips
   * its items), so that skipping an item larger than memory takes the buffer's memory.
   */
  @Override
  public void skipValue() {
    ensureItem();
    opening(-1);
    long at = offset() + Math.max(headRel, 0);
    int major;
    try {
      major = reader.skipOrOpen();
    } catch (PeregrineException e) {
      throw refused(e);
    }
    pendingAt = -1;
    if (major < 0) return;
    openContainer(at, major == 5);
    if (major == 4) {
      while (hasNextElement()) skipValue();
      return;
    }
    while (nextKeyToSkip()) {
      skipValue();
      skipValue();
    }
    closed();
  }

  /** For the token reader (CborTokens): whether the next item starts with a tag. */
  boolean atTag() {
    ensureItem();
    return reader.atTag();
  }

  /** For the token reader (CborTokens): consumes one tag head and returns the tag. */
  long takeTag() {
    ensureItem();
    return reader.takeTag();
  }

  private boolean nextKeyToSkip() {
    if (!reader.definiteContainerEnded()) has(0);
    return reader.nextKeyToSkip();
  }

  @Override
  public boolean peekFormatValue() {
    ensureItem();
    return reader.peekFormatValue();
  }

  @Override
  public Object readFormatValue(Codec<Object> content) {
    ensureItem();
    return reader.readFormatValue(content); // the content is read through this reader (outerReader)
  }

  @Override
  public boolean readsReferencesNatively() {
    return reader.readsReferencesNatively();
  }

  @Override
  public Object readSharedReference(IntFunction<Object> sharedValues) {
    ensureItem();
    return reader.readSharedReference(sharedValues);
  }

  @Override
  public int readShareMark() {
    ensureItem();
    return reader.readShareMark();
  }

  @Override
  public Limits limits() {
    return limits;
  }

  @Override
  public PeregrineException error(String reason) {
    return reader.error(reason);
  }

  @Override
  public PeregrineException error(String reason, Throwable cause) {
    return reader.error(reason, cause);
  }
}
