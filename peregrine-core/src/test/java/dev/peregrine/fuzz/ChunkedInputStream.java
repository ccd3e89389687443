package dev.peregrine.fuzz;

import java.io.InputStream;

/**
 * Hands out its bytes a few at a time (1, 2, ... 7, then 1 again), as a pipe or a socket does, so that the
 * stream paths run their read loops across many short reads instead of one that returns everything.
 */
final class ChunkedInputStream extends InputStream {
  private final byte[] bytes;
  private int pos;
  private int chunk;

  ChunkedInputStream(byte[] bytes) {
    this.bytes = bytes;
  }

  @Override
  public int read() {
    return pos < bytes.length ? bytes[pos++] & 0xFF : -1;
  }

  @Override
  public int read(byte[] b, int off, int len) {
    if (len == 0) return 0;
    if (pos == bytes.length) return -1;
    chunk = chunk % 7 + 1;
    int n = Math.min(Math.min(len, chunk), bytes.length - pos);
    System.arraycopy(bytes, pos, b, off, n);
    pos += n;
    return n;
  }
}
