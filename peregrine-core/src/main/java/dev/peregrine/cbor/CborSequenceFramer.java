package dev.peregrine.cbor;

import dev.peregrine.CborException;
import dev.peregrine.internal.InputStreams;
import dev.peregrine.stream.Limits;
import java.io.InputStream;
import java.util.Arrays;

/**
 * Cuts a stream of CBOR into its elements without decoding them: the elements of a top-level array (the
 * stream starts with an array head, definite or indefinite length), or consecutive data items (a CBOR
 * sequence, RFC 8742). Each element's bytes are then decoded on their own by the byte[] reader, so memory
 * holds one element and a read-ahead chunk, never the stream.
 *
 * <p>The framer reads heads only, to know where an item ends (its arguments, string lengths and the items
 * a container or tag holds); it judges nothing else. Where a head is not well-formed (a reserved
 * additional-information value, a break outside an indefinite-length item), or nesting passes the depth
 * limit, the element ends there and the reader reports the problem. A declared length is never allocated:
 * the bytes are read as they come, and an element past the document-size limit is an error.
 */
public final class CborSequenceFramer {
  private static final int CHUNK = 64 * 1024;

  private final InputStream in;
  private final Limits limits;
  private byte[] buf = new byte[CHUNK];
  private int pos;
  private int limit;
  private long base;
  private boolean eof;
  // 0 not known yet, 1 items follow one another, 2 in a definite-length array, 3 in an indefinite one, 4 ended.
  private int mode;
  private long remaining; // elements left in a definite-length top-level array
  // Per open container while framing: the items it still holds, or -1 for an indefinite length.
  private long[] open = new long[16];

  private int elementStart;
  private int elementEnd;
  private long elementOffset;

  // The elements of one document's top-level array (arrayOfDocument): the size limit applies to the whole
  // stream, and the array's own errors are the byte[] reader's (see documentError).
  private boolean document;
  private long declared; // a definite-length array's declared length
  private long headEnd; // the stream offset after the array's head

  /** Frames {@code in}, which is read as far as the elements taken need and never closed. */
  public CborSequenceFramer(InputStream in, Limits limits) {
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

  /**
   * For reading one document whose root is an array, element by element: true when the stream's first
   * byte is an array head without tags, whole (taken; {@link #next()} then gives the elements), else
   * false, having taken nothing ({@link #rest()} gives the stream whole). The document-size limit then
   * applies to the whole stream, as when it is read at once, and the errors of the array itself are the
   * byte[] reader's: where an element is missing, {@code next()} gives an empty one, for the reader to
   * report; {@link #documentError} gives what the byte[] reader reports before any element.
   */
  public boolean arrayOfDocument() {
    document = true;
    if (!ahead(1)) return false;
    int ib = buf[pos] & 0xFF;
    if (ib >>> 5 != 4) return false;
    if ((ib & 31) != 31) {
      int n = headLength(ib);
      if (n < 0 || !ahead(n)) return false;
      declared = argument(pos, ib);
      if (declared < 0) return false;
    }
    return true;
  }

  /** After {@link #arrayOfDocument()} said false: the stream as it was, none of it taken. */
  public InputStream rest() {
    return dev.peregrine.internal.InputStreams.prefixed(buf, limit, eof ? InputStream.nullInputStream() : in);
  }

  /**
   * In a document's array, before throwing {@code e} (found in an element or between elements): what the
   * byte[] reader would report first, having the whole input. The rest of the stream is read (and dropped)
   * to learn its length: past the document-size limit, that is the error; a definite length larger than the
   * bytes after the head is refused at the head; else {@code e} stands.
   */
  public RuntimeException documentError(RuntimeException e) {
    try {
      while (!eof) {
        pos = limit;
        ahead(1);
      }
    } catch (CborException sizeError) {
      return sizeError;
    }
    // The byte[] reader compares the length with the bytes after the head, and reports it at the head, with
    // the bytes from there (the head at offset 0: all of them).
    if (mode == 2 && Long.compareUnsigned(declared, base + limit - headEnd) > 0) {
      return new CborException("array of " + Long.toUnsignedString(declared) + " items is longer than the remaining "
          + (base + limit) + " bytes", 0, null);
    }
    return e;
  }

  /** Drops the buffer: the framer takes nothing more. */
  public void release() {
    buf = null;
    mode = 4;
  }

  /**
   * Finds the next element: true when there is one (then {@link #start()} to {@link #end()} hold it, maybe
   * cut short by the end of the stream, which the reader reports), false at the end of the sequence.
   */
  public boolean next() {
    if (buf == null) throw new IllegalStateException("the sequence is closed");
    if (mode == 4) return false;
    if (mode == 0) {
      if (!ahead(1)) {
        mode = 4;
        return false;
      }
      int ib = buf[pos] & 0xFF;
      if (ib >>> 5 == 4) {
        if ((ib & 31) == 31) {
          mode = 3;
          pos++;
        } else {
          int n = headLength(ib);
          if (n < 0 || !ahead(n)) throw error("malformed array head", pos);
          remaining = argument(pos, ib);
          if (remaining < 0) throw error("array length out of range", pos);
          pos += n;
          mode = 2;
          headEnd = base + pos;
        }
      } else {
        mode = 1;
      }
    }
    if (mode == 1) {
      if (!ahead(1)) {
        mode = 4;
        return false;
      }
    } else if (mode == 2) {
      if (remaining == 0) return endOfArray();
      remaining--;
      if (!ahead(1)) {
        if (!document) throw error("unexpected end of input: the array's elements are missing", pos);
        elementStart = elementEnd = pos; // an empty element: the reader says that the input ended
        elementOffset = base + pos;
        return true;
      }
    } else {
      if (!ahead(1)) {
        throw error(document ? "unexpected end of input in an indefinite-length array" : "unexpected end of input: the array has no break", pos);
      }
      if ((buf[pos] & 0xFF) == 0xff) {
        pos++;
        return endOfArray();
      }
    }
    frame();
    return true;
  }

  private boolean endOfArray() {
    if (ahead(1)) {
      throw error(document ? "unexpected bytes after the end of the data item" : "unexpected bytes after the end of the array", pos);
    }
    mode = 4;
    return false;
  }

  // Whether n bytes from pos are in the buffer (reading more; pos may move down).
  private boolean ahead(int n) {
    elementStart = pos;
    boolean ok = need(0, n);
    pos = elementStart;
    return ok;
  }

  // Frames the data item at pos, leaving pos after it. Offsets are relative to the element's start, which
  // a refill may move to the front of the buffer.
  private void frame() {
    elementStart = pos;
    elementOffset = base + pos;
    int end = frameInBuffer(pos);
    if (end >= 0) {
      elementEnd = end;
      pos = end;
      return;
    }
    int depth = 0; // open containers
    int rel = 0;
    boolean done = false;
    while (!done) {
      if (!need(rel, 1)) break;
      int ib = buf[elementStart + rel] & 0xFF;
      int major = ib >>> 5;
      int ai = ib & 31;
      if (ib == 0xff) { // a break ends the innermost indefinite container
        rel++;
        if (depth == 0 || open[depth - 1] != -1) { // not well-formed: the reader reports it
          if (document) rel = toEnd(rel);
          break;
        }
        depth = itemEnded(depth - 1);
        done = depth == 0;
        continue;
      }
      int n = headLength(ib);
      if (n < 0) { // reserved additional information: the reader reports it
        rel++;
        if (document) rel = toEnd(rel);
        break;
      }
      if (!need(rel, n)) {
        rel = limit - elementStart;
        break;
      }
      long arg = ai == 31 ? -1 : argument(elementStart + rel, ib);
      rel += n;
      if (major == 2 || major == 3) {
        if (ai == 31) { // an indefinite-length string: its chunks, up to a break
          if (!push(depth++, -1)) {
            if (document) rel = toEnd(rel);
            break;
          }
          continue;
        }
        if (document && (arg < 0 || arg >= limits.maxDocumentSize() || arg > Integer.MAX_VALUE - 16)) {
          // longer than the document can be: cut short by the stream's end, which the reader reports
          rel = toEnd(rel);
          break;
        }
        if (arg < 0 || arg >= limits.maxDocumentSize() || arg > Integer.MAX_VALUE - 16) {
          throw error("string of " + Long.toUnsignedString(arg) + " bytes, past the size limit of "
              + limits.maxDocumentSize(), elementStart + rel - n);
        }
        if (!need(rel, (int) arg)) {
          rel = limit - elementStart;
          break;
        }
        rel += (int) arg;
        depth = itemEnded(depth);
        done = depth == 0;
      } else if (major == 4 || major == 5) {
        if (ai == 31) {
          if (!push(depth++, -1)) {
            if (document) rel = toEnd(rel);
            break;
          }
          continue;
        }
        long items = major == 5 ? 2 * arg : arg;
        if (document && (arg < 0 || items < 0)) { // longer than any stream: the reader refuses it
          rel = toEnd(rel);
          break;
        }
        if (arg < 0 || items < 0) throw error("container length out of range", elementStart + rel - n);
        if (items == 0) {
          depth = itemEnded(depth);
          done = depth == 0;
        } else if (!push(depth++, items)) {
          if (document) rel = toEnd(rel);
          break;
        }
      } else if (major != 6) { // (a tag's content is the next item, in the tag's place)
        depth = itemEnded(depth); // an integer, a simple value or a float
        done = depth == 0;
      }
    }
    elementEnd = Math.min(elementStart + rel, limit);
    pos = elementEnd;
  }

  /**
   * The common case of {@link #frame()}, kept apart so that its state lives in locals: the element starting
   * at {@code p} lies whole in the buffer and holds only definite lengths, arguments in range, no break
   * and no nesting past the limit. Returns where it ends; -1 when any of that does not hold, and frame()
   * then frames it from its start the general way (which refills, and decides what the reader is to see).
   */
  private int frameInBuffer(int p) {
    byte[] b = buf;
    int lim = limit;
    long[] counts = open;
    int maxDepth = Math.min(limits.maxDepth(), counts.length);
    long maxString = Math.min(limits.maxDocumentSize(), Integer.MAX_VALUE - 16);
    int depth = 0;
    while (true) {
      if (p >= lim) return -1;
      int ib = b[p] & 0xFF;
      int ai = ib & 31;
      long arg;
      if (ai < 24) {
        arg = ai;
        p++;
      } else {
        if (ai > 27) return -1; // reserved, indefinite length or a break
        int n = 1 << (ai - 24);
        if (p + n >= lim) return -1;
        arg = 0;
        for (int i = 1; i <= n; i++) arg = (arg << 8) | (b[p + i] & 0xFF);
        p += 1 + n;
      }
      switch (ib >>> 5) {
        case 2, 3 -> {
          if (arg < 0 || arg >= maxString || arg > lim - p) return -1;
          p += (int) arg;
        }
        case 4, 5 -> {
          long items = ib >>> 5 == 5 ? 2 * arg : arg;
          if (arg < 0 || items < 0) return -1;
          if (items > 0) {
            if (depth >= maxDepth) return -1;
            counts[depth++] = items;
            continue;
          }
        }
        case 6 -> {
          continue; // a tag: its content is the next item, in the tag's place
        }
        default -> { } // an integer, a simple value or a float
      }
      // An item ended: it counts in its container, closing each container it fills.
      while (depth > 0 && --counts[depth - 1] == 0) depth--;
      if (depth == 0) return p;
    }
  }

  // Reads the stream to its end into the element: a document's element that is not well-formed or declares
  // more than any stream holds, which the reader then refuses seeing what the byte[] reader sees (it judges a
  // declared length against all the bytes after it, not the element's); returns the element's length.
  private int toEnd(int rel) {
    while (!eof) need(rel, limit - elementStart - rel + 1);
    return limit - elementStart;
  }

  // Opens a container at depth d; false past the depth limit (the reader reports it).
  private boolean push(int d, long items) {
    if (d >= limits.maxDepth()) return false;
    if (d == open.length) open = Arrays.copyOf(open, d * 2);
    open[d] = items;
    return true;
  }

  // An item ended inside depth containers: counts it in its container, closing each container it fills;
  // the containers still open after it (0: the element itself has ended).
  private int itemEnded(int depth) {
    while (depth > 0) {
      if (open[depth - 1] == -1) return depth; // an indefinite container ends at its break
      if (--open[depth - 1] > 0) return depth;
      depth--;
    }
    return 0;
  }

  // The bytes of a head: 1 plus its argument's, -1 for reserved additional information (28 to 30).
  private static int headLength(int ib) {
    int ai = ib & 31;
    if (ai < 24 || ai == 31) return 1;
    if (ai <= 27) return 1 + (1 << (ai - 24));
    return -1;
  }

  // The head's argument (unsigned; negative when past Long.MAX_VALUE); the head is in the buffer at p.
  private long argument(int p, int ib) {
    int ai = ib & 31;
    if (ai < 24) return ai;
    int n = 1 << (ai - 24);
    long v = 0;
    for (int i = 1; i <= n; i++) v = (v << 8) | (buf[p + i] & 0xFF);
    return v;
  }

  /**
   * Whether n bytes from elementStart + rel are in the buffer, reading more if not: the element's bytes
   * move to the front when that frees room (elementStart and pos become 0), the buffer grows when the
   * element fills it, up to the document-size limit. False when the stream ends first.
   */
  private boolean need(int rel, int n) {
    while (limit - elementStart - rel < n) {
      if (eof) return false;
      if (elementStart > 0 && limit - elementStart < buf.length / 2) {
        System.arraycopy(buf, elementStart, buf, 0, limit - elementStart);
        base += elementStart;
        limit -= elementStart;
        pos -= elementStart;
        elementStart = 0;
      } else if (limit == buf.length) {
        if (!document && (long) limit - elementStart >= limits.maxDocumentSize()) {
          throw error("element larger than the limit of " + limits.maxDocumentSize() + " bytes", elementStart);
        }
        buf = Arrays.copyOf(buf, (int) Math.min(Integer.MAX_VALUE - 8, buf.length * 2L));
      }
      int r = InputStreams.read(in, buf, limit);
      if (r < 0) {
        eof = true;
      } else {
        limit += r;
      }
      if (document && base + limit > limits.maxDocumentSize()) {
        throw new CborException("document larger than the limit of " + limits.maxDocumentSize() + " bytes",
            limits.maxDocumentSize(), null);
      }
    }
    return true;
  }

  private CborException error(String reason, int at) {
    return new CborException(reason, base + at, null);
  }
}
