package dev.peregrine.cbor;

import dev.peregrine.CborException;
import dev.peregrine.CborSimple;
import dev.peregrine.CborTag;
import dev.peregrine.Codec;
import dev.peregrine.PeregrineException;
import dev.peregrine.internal.KeyCache;
import dev.peregrine.internal.Utf8;
import dev.peregrine.stream.Limits;
import dev.peregrine.stream.internal.NameTable;
import dev.peregrine.stream.internal.TextPrinter;
import dev.peregrine.stream.ValueWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The CBOR writer: RFC 8949 preferred serialization (section 4.1) into a growing byte array. Every
 * argument takes its shortest form, and a float takes the shortest of half, single and double precision
 * that keeps its value (NaN is always the half-precision {@code f97e00}).
 *
 * <p>Arrays and maps get definite lengths although codecs do not announce their sizes: a container's head
 * is written as one placeholder byte and patched when it ends. Up to 23 items it stays one byte, the common
 * case; a larger container shifts its content right by the 1 to 8 bytes its longer head needs. Every value
 * and every name counts as an item of the innermost open container, so a map's length is half its count.
 *
 * <p>A collection, an array or a map announces its size ({@link #beginArray(int)}): its head is then written
 * at once, final. Writing to a stream ({@link #streamTo}), the buffer, when full, hands the stream every byte
 * before the outermost container whose head is still a placeholder (all of it when there is none), so a
 * document whose large containers announce their sizes is written through a bounded buffer.
 *
 * <p>Options: string references (tags 256 and 25: a text string written before is written again as its
 * index) and native references (tags 28 and 29: {@link #markShared()}, {@link #writeSharedReference(int)},
 * where the binding layer decides what is shared).
 */
public final class CborBytesWriter extends ValueWriter {
  private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
  private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
  private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
  // Large enough for most documents at once. A writer kept for reuse keeps a buffer of up to MAX_KEPT, as the
  // JSON writers' buffers (internal.BufferPool) do, so that a document of up to a mebibyte is written without
  // growing the buffer again: kept up to 32 KiB, a CBOR write of twitter.json's tree (400 KB) copied and
  // zeroed it through ten doublings each time, 13% of the write. A pool (CborFormat.Writers, one per Cbor)
  // keeps at most 8 writers.
  private static final int INITIAL = 512;
  private static final int MAX_KEPT = 1024 * 1024;
  // A write to a stream meets its bounds (holdUpTo's limit, the chunks it hands the stream) as the buffer
  // fills, so it starts with a buffer of at most this size; a larger one kept from a write to a byte array is
  // set aside meanwhile (setAside) and back in place at reset.
  private static final int STREAM_KEPT = 32 * 1024;
  private byte[] setAside;

  private final Limits limits;
  private final int maxDepth;
  private byte[] buf = new byte[INITIAL];
  private int pos;
  private int depth;
  // Items in the innermost open container so far (the root's is never read).
  private int count;
  // Per open container at depth d (d >= 1): where its placeholder head is, or -1 - size for a container
  // whose head was written with its announced size; and at d - 1, the count of the container that holds it,
  // set aside while it is open.
  private int[] starts = new int[16];
  private int[] counts = new int[16];

  // String references: index of each text string that qualified, and the next index to give (byte strings
  // qualify too and take indexes, though they are never referred to). Null when off.
  private final Map<String, Integer> stringRefs;
  private int nextStringRef;

  // Native references (tags 28 and 29) on: the binding layer decides what to mark and to refer to.
  private final boolean references;
  // The writer of the first pass a document with native references takes (see rehearsal()), kept for reuse.
  private CborBytesWriter rehearsal;

  // Text keys written lately and their encoded bytes; kept across documents, as the writer is.
  private final KeyCache keys = new KeyCache();

  // Writing to a stream (streamTo): bytes handed to it so far, and how many times the buffer was flushed
  // (a caller that holds a position across a write checks that none came between). Null: one array.
  private OutputStream sink;
  private long flushed;
  private int flushes;
  /** The buffer a writer to a stream keeps at least, so that the stream is written in blocks of this size. */
  private static final int STREAM_BUFFER = 8 * 1024;

  /** A writer with its own buffer. */
  public CborBytesWriter(Limits limits, boolean stringRefs, boolean references) {
    this.limits = limits;
    this.maxDepth = limits.maxDepth();
    this.stringRefs = stringRefs ? new HashMap<>() : null;
    this.references = references;
  }

  @Override
  public Limits limits() {
    return limits;
  }

  /**
   * Makes the writer ready for another document; false when it holds more memory than is worth keeping
   * (a large buffer or reference table), and should be dropped instead.
   */
  boolean reset() {
    if (setAside != null) {
      buf = setAside;
      setAside = null;
    }
    if (buf.length > MAX_KEPT || starts.length > 64
        || (stringRefs != null && stringRefs.size() > 256)) {
      return false;
    }
    pos = 0;
    depth = 0;
    count = 0;
    sink = null;
    flushed = 0;
    plan = null;
    holdLimit = 0;
    heldFor = null;
    nextStringRef = 0;
    marks = 0;
    markBase = 0;
    if (stringRefs != null) stringRefs.clear();
    bindingState(null);
    return true;
  }

  /** The bytes written so far. */
  public byte[] toByteArray() {
    return Arrays.copyOf(buf, pos);
  }

  /** Writes the bytes written so far to {@code out}. */
  public void writeTo(OutputStream out) {
    try {
      out.write(buf, 0, pos);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * From now on, whenever the buffer is full, hands what it can to {@code out} (see the class comment)
   * instead of growing; {@link #writeTo} writes the rest at the end. An IOException surfaces as an
   * UncheckedIOException.
   */
  public void streamTo(OutputStream out) {
    this.sink = out;
    startSmall(STREAM_BUFFER);
    if (buf.length < STREAM_BUFFER && pos == 0) buf = new byte[STREAM_BUFFER];
  }

  // Before a write to a stream, with nothing written yet: a buffer larger than STREAM_KEPT set aside for a new
  // one of the given size.
  private void startSmall(int size) {
    if (buf.length > STREAM_KEPT && pos == 0 && setAside == null) {
      setAside = buf;
      buf = new byte[size];
    }
  }

  // Writing a value to a stream in bounded memory (see CborFormat.write): the large containers' counts,
  // found by a first pass; and before that pass, how many bytes a first attempt may hold.
  private CborCensus.Plan plan;
  private int holdLimit;
  private OutputStream heldFor;

  /**
   * {@link #streamTo(OutputStream)}, with the counts of the value's large containers: when the buffer fills,
   * each open container the plan knows gets its final head, so that it holds nothing back from the stream
   * (only containers smaller than {@link CborCensus#LARGE} can still be held whole).
   */
  void streamTo(OutputStream out, CborCensus.Plan plan) {
    streamTo(out);
    this.plan = plan.isEmpty() ? null : plan;
  }

  /**
   * A first attempt at writing to {@code out}: the writer holds up to {@code limit} bytes without writing
   * any. At the limit, when no open container's head is still a placeholder holding back more than half of
   * them, it writes to {@code out} from then on as {@link #streamTo(OutputStream)} does; else it gives up by
   * throwing {@link Held}, having written nothing, and the value is measured first (see CborFormat.write).
   * A document that ends within the limit is left in the buffer, for {@link #writeTo}.
   */
  void holdUpTo(OutputStream out, int limit) {
    startSmall(INITIAL);
    this.heldFor = out;
    this.holdLimit = limit;
  }

  /** Thrown by a writer that held as much as it may (see holdUpTo). An UncheckedIOException, so that the
   * binding layer passes it on untouched (as a stream's failure). */
  static final class Held extends UncheckedIOException {
    private static final long serialVersionUID = 1;

    Held() {
      super("held too long", new IOException("held too long"));
    }
  }

  // The held attempt reached its limit: goes on to the stream, or gives up.
  private void holdingReachedItsLimit() {
    int f = pos;
    for (int d = 1; d <= depth; d++) {
      if (starts[d] >= 0) {
        f = starts[d];
        break;
      }
    }
    holdLimit = 0;
    if (pos - f > pos / 2) throw new Held();
    streamTo(heldFor);
  }

  // Room for {@code more} bytes (more >= 0) after pos.
  private void ensure(int more) {
    if (buf.length - pos < more) grow(more);
  }

  private void grow(int more) {
    if (holdLimit > 0 && (long) pos + more > holdLimit) holdingReachedItsLimit();
    if (sink != null && flushPrefix() && buf.length - pos >= more) return;
    long size = Math.max(buf.length * 2L, (long) pos + more);
    if (size > Integer.MAX_VALUE - 16) throw error("output larger than 2 GiB");
    buf = Arrays.copyOf(buf, (int) size);
  }

  // Hands the stream the bytes before the outermost open container whose head is a placeholder (all of them
  // when none is), moving the rest to the front; false when there are none.
  private boolean flushPrefix() {
    if (plan != null) settlePlanned();
    int f = pos;
    for (int d = 1; d <= depth; d++) {
      if (starts[d] >= 0) {
        f = starts[d];
        break;
      }
    }
    if (f == 0) return false;
    try {
      sink.write(buf, 0, f);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    System.arraycopy(buf, f, buf, 0, pos - f);
    pos -= f;
    for (int d = 1; d <= depth; d++) if (starts[d] >= 0) starts[d] -= f;
    flushed += f;
    flushes++;
    return true;
  }

  // Writing with a plan: each open container whose head is a placeholder and that the plan knows gets its
  // final head now, with its planned count (checked at its end, as an announced size is), its content moved
  // right by the bytes the head needs beyond one. The plan is walked from the root by each container's index
  // among its parent's items (counts[d - 1] - 1); a container the plan does not know is small, and so is
  // everything inside it.
  private void settlePlanned() {
    CborCensus.Plan node = plan;
    for (int d = 1; d <= depth; d++) {
      node = node.inside(counts[d - 1] - 1);
      if (node == null) return;
      int s = starts[d];
      if (s < 0) continue; // announced, indefinite, or settled before
      int n = node.count;
      int extra = headSize(n) - 1;
      if (buf.length - pos < extra) buf = Arrays.copyOf(buf, buf.length + 16);
      System.arraycopy(buf, s + 1, buf, s + 1 + extra, pos - s - 1);
      pos += extra;
      headAt(buf, s, buf[s] & 0xe0, n);
      for (int e = d + 1; e <= depth; e++) if (starts[e] >= 0) starts[e] += extra;
      starts[d] = -1 - n;
      flushes++; // bytes moved: a position held across a write is stale (see nameToCache)
    }
  }

  // Counts one item in the innermost open container.
  private void item() {
    count++;
  }

  /** Size of a head with argument {@code arg} (unsigned): 1, 2, 3, 5 or 9 bytes. */
  private static int headSize(long arg) {
    if (arg >= 0 && arg < 24) return 1;
    if (arg >= 0 && arg < 0x100) return 2;
    if (arg >= 0 && arg < 0x10000) return 3;
    if (arg >>> 32 == 0) return 5;
    return 9;
  }

  /** Writes a head of major type {@code mt} (already shifted: 0x00, 0x20, ... 0xe0) and argument {@code arg}. */
  private void head(int mt, long arg) {
    ensure(9);
    pos = headAt(buf, pos, mt, arg);
  }

  /** {@link #head(int, long)} for an argument in int range ({@code arg >= 0}), the common case. */
  private void head(int mt, int arg) {
    ensure(5);
    pos = headAt(buf, pos, mt, arg);
  }

  private static int headAt(byte[] b, int p, int mt, int arg) {
    if (arg < 24) {
      b[p] = (byte) (mt | arg);
      return p + 1;
    }
    if (arg < 0x100) {
      b[p] = (byte) (mt | 24);
      b[p + 1] = (byte) arg;
      return p + 2;
    }
    if (arg < 0x10000) {
      b[p] = (byte) (mt | 25);
      SHORT.set(b, p + 1, (short) arg);
      return p + 3;
    }
    b[p] = (byte) (mt | 26);
    INT.set(b, p + 1, arg);
    return p + 5;
  }

  private static int headAt(byte[] b, int p, int mt, long arg) {
    if (arg >= 0 && arg < 24) {
      b[p] = (byte) (mt | (int) arg);
      return p + 1;
    }
    if (arg >= 0 && arg < 0x100) {
      b[p] = (byte) (mt | 24);
      b[p + 1] = (byte) arg;
      return p + 2;
    }
    if (arg >= 0 && arg < 0x10000) {
      b[p] = (byte) (mt | 25);
      b[p + 1] = (byte) (arg >> 8);
      b[p + 2] = (byte) arg;
      return p + 3;
    }
    if (arg >>> 32 == 0) {
      b[p] = (byte) (mt | 26);
      putInt(b, p + 1, (int) arg);
      return p + 5;
    }
    b[p] = (byte) (mt | 27);
    putInt(b, p + 1, (int) (arg >>> 32));
    putInt(b, p + 5, (int) arg);
    return p + 9;
  }

  private static void putInt(byte[] b, int p, int v) {
    INT.set(b, p, v);
  }

  /** A head as its own array (for pre-encoded names). */
  static byte[] encodeHead(int mt, long arg) {
    byte[] b = new byte[9];
    return Arrays.copyOf(b, headAt(b, 0, mt, arg));
  }

  @Override
  public void beginObject() {
    open(0xa0);
  }

  @Override
  public void endObject() {
    int n = count;
    if ((n & 1) != 0) throw error("a map ended after a key with no value");
    close(0xa0, n >>> 1);
  }

  @Override
  public void beginArray() {
    open(0x80);
  }

  @Override
  public void beginArray(int size) {
    openSized(0x80, size);
  }

  @Override
  public void beginObject(int size) {
    openSized(0xa0, size);
  }

  // A container whose size is announced: its final head now, its size kept to be checked at its end.
  private void openSized(int mt, int size) {
    int d = depth;
    if (d >= maxDepth) throw tooDeep();
    if (d == 0 && stringRefs != null) head(0xc0, 256);
    counts[d] = count + 1;
    if (++d == starts.length) growStacks();
    depth = d;
    starts[d] = -1 - size;
    count = 0;
    head(mt, size);
  }

  @Override
  public void endArray() {
    close(0x80, count);
  }

  // In starts: a container of indefinite length (see beginIndefinite). A container announced with
  // Integer.MAX_VALUE items would store the same value; the token writer, the only caller, refuses that size.
  private static final int INDEFINITE = Integer.MIN_VALUE;

  /**
   * Starts a map or an array of indefinite length (0xbf or 0x9f), which {@link #endObject()} or
   * {@link #endArray()} ends with a break (0xff): for the token writer, whose containers' sizes are not
   * known when they start. Its head is final at once, so it never holds the buffer back from the stream.
   */
  public void beginIndefinite(boolean map) {
    int d = depth;
    if (d >= maxDepth) throw tooDeep();
    if (d == 0 && stringRefs != null) head(0xc0, 256);
    ensure(1); // before it is open, as in open
    counts[d] = count + 1;
    if (++d == starts.length) growStacks();
    depth = d;
    starts[d] = INDEFINITE;
    count = 0;
    buf[pos++] = (byte) (map ? 0xbf : 0x9f);
  }

  /**
   * Writing to a stream: hands it every byte before the outermost open container whose head is still a
   * placeholder (all of them when there is none).
   */
  public void flushToStream() {
    if (sink != null && pos > 0) flushPrefix();
  }

  // Kept small enough to inline: the rare cases are calls.
  private void open(int mt) {
    int d = depth;
    if (d >= maxDepth) throw tooDeep();
    if (d == 0 && stringRefs != null) head(0xc0, 256); // the document is one string-reference namespace
    ensure(1); // before this container is open: a flush then sees the containers around it, all set
    counts[d] = count + 1; // this container counts as an item of its parent
    if (++d == starts.length) growStacks();
    depth = d;
    starts[d] = pos;
    count = 0;
    buf[pos++] = (byte) mt; // placeholder, patched by close
  }

  private PeregrineException tooDeep() {
    return error("nesting deeper than the limit of " + maxDepth
        + " while writing (a circular reference? Cbor.builder().references(true) writes cycles as tags 28/29)");
  }

  private void growStacks() {
    starts = Arrays.copyOf(starts, starts.length * 2);
    counts = Arrays.copyOf(counts, counts.length * 2);
  }

  private void close(int mt, int n) {
    int s = starts[depth];
    if (n < 24 && s >= 0) {
      depth--;
      count = counts[depth];
      buf[s] = (byte) (mt | n);
      return;
    }
    closeRare(mt, n, s);
  }

  // A container whose head was written with its size, which must be what it holds; or one of 24 items or
  // more, whose head grows, so its content moves right (room is made while the container is still open, so
  // that a flush keeps its bytes).
  private void closeRare(int mt, int n, int s) {
    if (s == INDEFINITE) {
      ensure(1);
      buf[pos++] = (byte) 0xff;
      depth--;
      count = counts[depth];
      return;
    }
    if (s < 0) {
      if (n != -1 - s) {
        throw error((mt == 0x80 ? "an array announced " : "a map announced ") + (-1 - s) + " items and held " + n
            + " (was the collection changed while it was written?)");
      }
    } else {
      int extra = headSize(n) - 1;
      ensure(extra);
      s = starts[depth];
      if (s < 0) { // the flush that made room gave it its planned head (settlePlanned): check its count
        closeRare(mt, n, s);
        return;
      }
      System.arraycopy(buf, s + 1, buf, s + 1 + extra, pos - s - 1);
      pos += extra;
      headAt(buf, s, mt, n);
    }
    depth--;
    count = counts[depth];
  }

  // A text key: from the key cache when written before (see KeyCache), else as any text value, then kept if
  // it qualifies. Not with string references, where a key's second use is a reference, not its bytes.
  @Override
  public void name(String name) {
    if (stringRefs != null) {
      value(name);
      return;
    }
    int i = keys.find(name);
    if (i < 0) {
      nameToCache(name, -1 - i);
      return;
    }
    count++;
    ensure(keys.room(i)); // the key (two words: bytes past it are overwritten next)
    pos += keys.copy(i, buf, pos);
  }

  private void nameToCache(String name, int i) {
    int from = pos;
    int before = flushes;
    value(name);
    int length = pos - from;
    // Any key whose whole text item (head and UTF-8) fits the cache; not when a flush moved the bytes in between.
    if (length <= KeyCache.MAX_KEPT && flushes == before) {
      keys.keep(i, name, buf, from, length);
    }
  }

  @Override
  public void name(NameTable names, int index) {
    CborNames cbor = CborNames.of(names);
    int n = cbor.itemLength[index];
    if (n <= CborNames.SHORT && stringRefs == null) {
      count++;
      ensure(CborNames.SHORT); // the words' zero padding lands past the item, where the next item goes
      byte[] b = buf;
      int p = pos;
      long[] w = cbor.words;
      CborNames.LONG.set(b, p, w[4 * index]);
      CborNames.LONG.set(b, p + 8, w[4 * index + 2]);
      pos = p + n;
      return;
    }
    nameInGeneral(names, index, cbor, n);
  }

  // The name as constants (see ValueWriter): the text head 0x60 + length, then its words. ensure(17) covers
  // the second word's 8 bytes from p + 9; bytes the words write past the name are overwritten next. With
  // string references on, a first use must be registered: the table's path does that.
  @Override
  public void name(NameTable names, int index, int length, long w0, long w1) {
    if (stringRefs != null) {
      name(names, index);
      return;
    }
    count++;
    ensure(17);
    pos = nameWords(buf, pos, length, w0, w1);
  }

  // The name from its words; the caller has made room for 17 bytes. Returns the position after it.
  private static int nameWords(byte[] b, int p, int length, long w0, long w1) {
    b[p] = (byte) (0x60 + length);
    CborNames.LONG.set(b, p + 1, w0);
    if (length > 8) CborNames.LONG.set(b, p + 9, w1);
    return p + 1 + length;
  }

  // A property as one write: the name and its value count as two items at once, and room for a number is
  // made with the name's.
  @Override
  public void property(NameTable names, int index, int length, long w0, long w1, int value) {
    if (stringRefs != null) {
      super.property(names, index, length, w0, w1, value);
      return;
    }
    int p = nameBeforeNumber(length, w0, w1);
    // Major type 1 holds -1 - n, which is the bitwise complement.
    pos = headAt(buf, p, value >= 0 ? 0x00 : 0x20, value >= 0 ? value : ~value);
  }

  @Override
  public void property(NameTable names, int index, int length, long w0, long w1, long value) {
    if (stringRefs != null) {
      super.property(names, index, length, w0, w1, value);
      return;
    }
    int p = nameBeforeNumber(length, w0, w1);
    pos = headAt(buf, p, value >= 0 ? 0x00 : 0x20, value >= 0 ? value : ~value);
  }

  // The name and the number after it count as two items; room for both, then the name. Returns where the
  // number goes.
  private int nameBeforeNumber(int length, long w0, long w1) {
    count += 2;
    ensure(17 + 9);
    return nameWords(buf, pos, length, w0, w1);
  }

  @Override
  public void property(NameTable names, int index, int length, long w0, long w1, String value) {
    if (stringRefs != null) {
      super.property(names, index, length, w0, w1, value);
      return;
    }
    count += 2;
    ensure(17);
    pos = nameWords(buf, pos, length, w0, w1);
    text(value);
  }

  /**
   * A text value from a name table (an enum constant's name): in CBOR a name and a text value are the same
   * item, so it takes the name's encoded form and skips the UTF-8 check and copy of {@link #value(String)}.
   */
  @Override
  public void value(NameTable names, int index) {
    name(names, index);
  }

  private void nameInGeneral(NameTable names, int index, CborNames cbor, int n) {
    if (stringRefs != null) {
      value(names.name(index));
      return;
    }
    item();
    ensure(n);
    System.arraycopy(cbor.encoded[index], 0, buf, pos, n);
    pos += n;
  }

  @Override
  public void value(String value) {
    item();
    if (stringRefs != null && writeStringRef(value)) return;
    text(value);
  }

  // Printed text: into the buffer after room for its head, the head written once the length is known (a
  // one-byte head moves the text down a byte when room for two was left). String references need the
  // String, so they take the default.
  @Override
  public <T> void textValue(T value, int maxLength, TextPrinter<T> printer) {
    if (stringRefs != null || maxLength > 0xFF) {
      super.textValue(value, maxLength, printer);
      return;
    }
    item();
    ensure(2 + maxLength);
    byte[] b = buf;
    int p = pos;
    int head = maxLength < 24 ? 1 : 2;
    int end = printer.print(value, b, p + head);
    int n = end - p - head;
    if (n >= 24) {
      b[p] = (byte) 0x78;
      b[p + 1] = (byte) n;
    } else {
      if (head == 2) System.arraycopy(b, p + 2, b, p + 1, n);
      b[p] = (byte) (0x60 | n);
    }
    pos = p + headSize(n) + n;
  }

  // Text as UTF-8 with its head: ASCII straight into the buffer (kept small enough to inline), anything
  // else measured first.
  @SuppressWarnings("deprecation") // getBytes(int, int, byte[], int): the low byte of each char, see below
  private void text(String s) {
    int n = s.length();
    if (n < 0x10000) {
      ensure(3 + n);
      byte[] b = buf;
      int p = pos;
      int q;
      if (n < 24) {
        b[p] = (byte) (0x60 | n);
        q = p + 1;
      } else if (n < 0x100) {
        b[p] = (byte) 0x78;
        b[p + 1] = (byte) n;
        q = p + 2;
      } else {
        b[p] = (byte) 0x79;
        SHORT.set(b, p + 1, (short) n);
        q = p + 3;
      }
      // The JDK copies a Latin-1 string's bytes in one block, faster than any loop over charAt; whether
      // every char is ASCII, so that those bytes are the UTF-8, is then a loop without stores. If not,
      // textInGeneral overwrites the head and the bytes.
      s.getBytes(0, n, b, q);
      int any = 0;
      for (int i = 0; i < n; i++) any |= s.charAt(i);
      if (any < 0x80) {
        pos = q + n;
        return;
      }
    }
    textPastAscii(s);
  }

  // Text with a char past ASCII: the JDK's encoder in one call, unless its bytes hold a '?' that may stand for
  // a lone surrogate (it writes one for each), which has no UTF-8 form: then textInGeneral, which refuses it.
  // A char at a time, measuring first, it was a third of a CBOR write of twitter.json's tree.
  private void textPastAscii(String s) {
    byte[] u = Utf8.jdkUtf8(s);
    if (u == null) {
      textInGeneral(s);
      return;
    }
    int len = u.length;
    head(0x60, len);
    ensure(len);
    System.arraycopy(u, 0, buf, pos, len);
    pos += len;
  }

  private void textInGeneral(String s) {
    int n = s.length();
    int len = utf8Length(s);
    head(0x60, len);
    ensure(len);
    byte[] b = buf;
    int p = pos;
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        b[p++] = (byte) c;
      } else if (c < 0x800) {
        b[p++] = (byte) (0xc0 | (c >> 6));
        b[p++] = (byte) (0x80 | (c & 0x3f));
      } else if (Character.isHighSurrogate(c)) {
        int cp = Character.toCodePoint(c, s.charAt(++i)); // paired: utf8Length checked
        b[p++] = (byte) (0xf0 | (cp >> 18));
        b[p++] = (byte) (0x80 | ((cp >> 12) & 0x3f));
        b[p++] = (byte) (0x80 | ((cp >> 6) & 0x3f));
        b[p++] = (byte) (0x80 | (cp & 0x3f));
      } else {
        b[p++] = (byte) (0xe0 | (c >> 12));
        b[p++] = (byte) (0x80 | ((c >> 6) & 0x3f));
        b[p++] = (byte) (0x80 | (c & 0x3f));
      }
    }
    pos = p;
  }

  // UTF-8 length; a lone surrogate has no UTF-8 form and CBOR text must be valid UTF-8.
  private int utf8Length(String s) {
    long len = 0;
    int n = s.length();
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        len++;
      } else if (c < 0x800) {
        len += 2;
      } else if (Character.isSurrogate(c)) {
        if (!Character.isHighSurrogate(c) || i + 1 == n || !Character.isLowSurrogate(s.charAt(i + 1))) {
          throw error("lone surrogate U+" + Integer.toHexString(c).toUpperCase() + " at index " + i + " has no UTF-8 form");
        }
        len += 4;
        i++;
      } else {
        len += 3;
      }
    }
    if (len > Integer.MAX_VALUE - 16) throw error("string too long");
    return (int) len;
  }

  // Minimum length of a string that gets string-reference index n: a reference must be shorter than it.
  static int minStringRefLength(long n) {
    return n < 24 ? 3 : n < 0x100 ? 4 : n < 0x10000 ? 5 : n < 0x100000000L ? 7 : 11;
  }

  // Writes 25(index) for a string written before and returns true; else gives it an index if long enough.
  private boolean writeStringRef(String s) {
    Integer index = stringRefs.get(s);
    if (index != null) {
      head(0xc0, 25);
      head(0x00, index);
      return true;
    }
    if (utf8Length(s) >= minStringRefLength(nextStringRef)) stringRefs.put(s, nextStringRef++);
    return false;
  }

  // A byte string head; a byte string takes a string-reference index as the reader will give it one.
  private void bytesHead(int length) {
    head(0x40, length);
    if (stringRefs != null && length >= minStringRefLength(nextStringRef)) nextStringRef++;
  }

  @Override
  public void value(boolean value) {
    item();
    ensure(1);
    buf[pos++] = (byte) (value ? 0xf5 : 0xf4);
  }

  @Override
  public void value(int value) {
    item();
    // Major type 1 holds -1 - n, which is the bitwise complement.
    if (value >= 0) {
      head(0x00, value);
    } else {
      head(0x20, ~value);
    }
  }

  @Override
  public void value(long value) {
    item();
    if (value >= 0) {
      head(0x00, value);
    } else {
      head(0x20, ~value);
    }
  }

  @Override
  public void value(double value) {
    item();
    float f = (float) value;
    if (f == value || value != value) {
      writeFloat(f); // half or single keeps the value (NaN: canonical)
      return;
    }
    ensure(9);
    buf[pos] = (byte) 0xfb;
    LONG.set(buf, pos + 1, Double.doubleToRawLongBits(value));
    pos += 9;
  }

  @Override
  public void value(float value) {
    item();
    writeFloat(value);
  }

  private void writeFloat(float f) {
    ensure(5);
    int half = f != f ? 0x7e00 : halfBits(f);
    if (half >= 0) {
      buf[pos] = (byte) 0xf9;
      buf[pos + 1] = (byte) (half >> 8);
      buf[pos + 2] = (byte) half;
      pos += 3;
      return;
    }
    buf[pos] = (byte) 0xfa;
    putInt(buf, pos + 1, Float.floatToRawIntBits(f));
    pos += 5;
  }

  /** The half-precision bits of {@code f} when it converts exactly (f is not NaN), else -1. */
  static int halfBits(float f) {
    int bits = Float.floatToRawIntBits(f);
    int sign = (bits >>> 16) & 0x8000;
    int exp = (bits >>> 23) & 0xff;
    int mant = bits & 0x7fffff;
    if (exp == 0xff) return sign | 0x7c00; // infinity
    if (exp == 0) return mant == 0 ? sign : -1; // zero; float subnormals are far below half's range
    int e = exp - 127;
    if (e >= -14 && e <= 15) {
      if ((mant & 0x1fff) != 0) return -1;
      return sign | ((e + 15) << 10) | (mant >>> 13);
    }
    if (e >= -24 && e < -14) { // a half subnormal: m * 2^-24
      int significand = 0x800000 | mant;
      int shift = -e - 1; // 14..23
      if ((significand & ((1 << shift) - 1)) != 0) return -1;
      return sign | (significand >>> shift);
    }
    return -1;
  }

  @Override
  public void value(BigInteger value) {
    item();
    integer(value);
  }

  // Major type 0 or 1 while the value fits 64 bits unsigned, else a bignum (tag 2 or 3).
  private void integer(BigInteger value) {
    boolean negative = value.signum() < 0;
    BigInteger magnitude = negative ? value.not() : value; // -1 - n for negatives
    if (magnitude.bitLength() <= 64) {
      head(negative ? 0x20 : 0x00, magnitude.longValue());
      return;
    }
    byte[] bytes = magnitude.toByteArray();
    int skip = bytes[0] == 0 ? 1 : 0; // the sign byte: preferred bignums have no leading zero
    head(0xc0, negative ? 3 : 2);
    bytesHead(bytes.length - skip);
    ensure(bytes.length);
    System.arraycopy(bytes, skip, buf, pos, bytes.length - skip);
    pos += bytes.length - skip;
  }

  @Override
  public void value(BigDecimal value) {
    item();
    // Tag 4, a decimal fraction: [exponent, mantissa], value = mantissa * 10^exponent.
    head(0xc0, 4);
    head(0x80, 2);
    long exponent = -(long) value.scale();
    if (exponent >= 0) {
      head(0x00, exponent);
    } else {
      head(0x20, ~exponent);
    }
    integer(value.unscaledValue());
  }

  @Override
  public void binaryValue(byte[] value) {
    item();
    bytesHead(value.length);
    ensure(value.length);
    System.arraycopy(value, 0, buf, pos, value.length);
    pos += value.length;
  }

  @Override
  public void nullValue() {
    item();
    ensure(1);
    buf[pos++] = (byte) 0xf6;
  }

  @Override
  public boolean writeFormatValue(Object value, Codec<Object> content) {
    if (value instanceof CborSimple s) {
      simple(s.value());
    } else if (value instanceof CborTag t) {
      tag(t.tag());
      if (t.value() == null) {
        nullValue();
      } else {
        content.write(this, t.value());
      }
    } else {
      return false;
    }
    return true;
  }

  /**
   * A tag; the value it tags is written next. A tag this writer's options give a meaning of their own is
   * refused, as it would read back as something else: 25 and 256 inside the string-reference namespace the
   * document opens (a kept {@code 25([])} would read as a reference, a 256 would start a namespace the
   * writer's indexes do not know), and 28 and 29 with native references (they would shift the indexes).
   */
  public void tag(long tag) {
    if ((tag == 25 || tag == 256) && stringRefs != null && depth > 0) {
      throw error("tag " + tag + " inside the string-reference namespace this writer opens would read as a"
          + " string reference's own tag; write it without string references");
    }
    if ((tag == 28 || tag == 29) && references) {
      throw error("tag " + tag + " with native references on would read as a reference's own tag;"
          + " write it without references");
    }
    head(0xc0, tag);
  }

  /** A simple value with no Java mapping (see {@link CborSimple}). */
  public void simple(int value) {
    item();
    if (value < 24) {
      head(0xe0, value);
    } else {
      ensure(2);
      buf[pos++] = (byte) 0xf8;
      buf[pos++] = (byte) value;
    }
  }

  @Override
  public boolean acceptsValueKeys() {
    return true;
  }

  @Override
  public boolean writesReferencesNatively() {
    return references;
  }

  @Override
  public void markShared() {
    if (!references) super.markShared();
    head(0xc0, 28);
    marks++;
  }

  @Override
  public void writeSharedReference(int index) {
    if (!references) super.writeSharedReference(index);
    item();
    head(0xc0, 29);
    head(0x00, (long) index + markBase);
  }

  // Native references in a document of several bound values (the token writer's): the binding layer numbers
  // the marks of each value from 0, a reader numbers those of the whole document; a value's references are
  // written as its index plus the marks written before it. Both 0 for a document of one value.
  private int marks;
  private int markBase;

  /** The value written next is bound on its own: its references count the marks written before it. */
  public void nextBoundValue() {
    markBase = marks;
  }

  /** A writer with these options, kept with this one: the first pass's buffer is reused, not allocated anew. */
  @Override
  public ValueWriter rehearsal() {
    if (!references) return null;
    if (rehearsal == null || !rehearsal.reset()) rehearsal = new CborBytesWriter(limits, stringRefs != null, true);
    return rehearsal;
  }

  @Override
  public PeregrineException error(String reason) {
    return error(reason, null);
  }

  @Override
  public PeregrineException error(String reason, Throwable cause) {
    return new CborException(reason + " (after " + (flushed + pos) + " bytes of output)", cause);
  }
}
