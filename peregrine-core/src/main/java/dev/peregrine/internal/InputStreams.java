package dev.peregrine.internal;

import dev.peregrine.PeregrineException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.Objects;

/** Reads a whole stream into memory, bounded by the document size limit. */
public final class InputStreams {
  /** Builds a format's exception for a reason found at a byte offset. */
  public interface Errors {
    PeregrineException at(String reason, long offset);
  }

  private InputStreams() {}

  /**
   * All bytes of {@code in} up to its end. Fails with the format's exception once more than {@code maxSize}
   * bytes arrive, before buffering them. Works with streams that return one byte per read.
   */
  public static byte[] readAll(InputStream in, long maxSize, Errors errors) {
    Objects.requireNonNull(in, "in");
    // One byte past the limit is enough to tell that the limit was passed.
    long cap = Math.min(maxSize + 1, Integer.MAX_VALUE - 16);
    byte[] buf = new byte[(int) Math.min(8192, cap)];
    int n = 0;
    try {
      while (true) {
        if (n == buf.length) {
          if (n >= cap) throw errors.at("document larger than the limit of " + maxSize + " bytes", n);
          buf = Arrays.copyOf(buf, (int) Math.min((long) n * 2, cap));
        }
        int r = in.read(buf, n, buf.length - n);
        if (r < 0) break;
        n += r;
        if (n > maxSize) throw errors.at("document larger than the limit of " + maxSize + " bytes", maxSize);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return n == buf.length ? buf : Arrays.copyOf(buf, n);
  }

  /**
   * The first {@code max} bytes of {@code in}, or all of them when it ends before (then the result is
   * shorter than {@code max}).
   */
  public static byte[] readUpTo(InputStream in, int max) {
    byte[] buf = new byte[Math.min(max, 8192)];
    int n = 0;
    try {
      while (n < max) {
        if (n == buf.length) buf = Arrays.copyOf(buf, (int) Math.min(max, buf.length * 2L));
        int r = in.read(buf, n, buf.length - n);
        if (r < 0) break;
        n += r;
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return n == buf.length ? buf : Arrays.copyOf(buf, n);
  }

  /**
   * Reads what the stream gives into {@code buf} from {@code from} to its end: the count, or -1 at the
   * stream's end; an IOException surfaces as UncheckedIOException (the refill of every stream reader and
   * framer).
   */
  public static int read(InputStream in, byte[] buf, int from) {
    try {
      return in.read(buf, from, buf.length - from);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * {@code ahead[0, aheadEnd)}, bytes already read from {@code in}, followed by the rest of {@code in}, which
   * is never closed (a SequenceInputStream would close it).
   */
  public static InputStream prefixed(byte[] ahead, int aheadEnd, InputStream in) {
    return new InputStream() {
      private int at;

      @Override
      public int read() throws IOException {
        return at < aheadEnd ? ahead[at++] & 0xFF : in.read();
      }

      @Override
      public int available() throws IOException {
        return at < aheadEnd ? aheadEnd - at : in.available();
      }

      @Override
      public int read(byte[] b, int off, int len) throws IOException {
        if (len == 0) return 0;
        if (at < aheadEnd) {
          int n = Math.min(len, aheadEnd - at);
          System.arraycopy(ahead, at, b, off, n);
          at += n;
          return n;
        }
        return in.read(b, off, len);
      }
    };
  }
}
