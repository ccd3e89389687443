package dev.peregrine.sequence;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Objects;
import java.util.Random;
import java.util.function.IntFunction;

/** Input streams for the sequence tests: chunked as slow sockets are, failing, or generated on the fly. */
final class Streams {
  private Streams() {}

  /** How a stream hands out its bytes. */
  enum Chunking {
    WHOLE, ONE_BYTE, RANDOM;

    Tracking over(byte[] bytes) {
      return new Tracking(bytes, this == ONE_BYTE ? 1 : this == RANDOM ? 37 : Integer.MAX_VALUE,
          this == RANDOM ? new Random(bytes.length) : null);
    }
  }

  /** Hands out a byte array in chunks and remembers whether it was closed. */
  static final class Tracking extends InputStream {
    private final byte[] bytes;
    private final int chunk;
    private final Random sizes;
    private int pos;
    boolean closed;

    Tracking(byte[] bytes, int chunk, Random sizes) {
      this.bytes = bytes;
      this.chunk = chunk;
      this.sizes = sizes;
    }

    @Override
    public int read() {
      return pos < bytes.length ? bytes[pos++] & 0xff : -1;
    }

    @Override
    public int read(byte[] b, int off, int len) {
      Objects.checkFromIndexSize(off, len, b.length);
      if (len == 0) return 0;
      if (pos >= bytes.length) return -1;
      int most = sizes == null ? chunk : 1 + sizes.nextInt(chunk);
      int n = Math.min(Math.min(len, most), bytes.length - pos);
      System.arraycopy(bytes, pos, b, off, n);
      pos += n;
      return n;
    }

    @Override
    public void close() {
      closed = true;
    }
  }

  /** A stream of {@code count} pieces, each made when reached: never held whole. */
  static InputStream generated(int count, IntFunction<byte[]> piece) {
    return new InputStream() {
      private int next;
      private byte[] current = new byte[0];
      private int pos;

      @Override
      public int read() {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
      }

      @Override
      public int read(byte[] b, int off, int len) {
        while (pos == current.length) {
          if (next == count) return -1;
          current = piece.apply(next++);
          pos = 0;
        }
        int n = Math.min(len, current.length - pos);
        System.arraycopy(current, pos, b, off, n);
        pos += n;
        return n;
      }
    };
  }

  /** A stream that fails with an IOException after {@code good} bytes. */
  static InputStream failingAfter(byte[] bytes, int good) {
    return new InputStream() {
      private int pos;

      @Override
      public int read() throws IOException {
        if (pos >= good) throw new IOException("the connection broke");
        return pos < bytes.length ? bytes[pos++] & 0xff : -1;
      }
    };
  }

  /** An output stream that remembers whether it was closed. */
  static final class Output extends ByteArrayOutputStream {
    boolean closed;

    @Override
    public void close() {
      closed = true;
    }
  }
}
