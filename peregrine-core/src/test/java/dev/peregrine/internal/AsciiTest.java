package dev.peregrine.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class AsciiTest {
  /**
   * Every range of arrays up to 24 bytes, with one non-ASCII byte at each position or none: isAscii reads
   * whole words that reach past the range, so a byte just outside it must not count, and one anywhere
   * inside must.
   */
  @Test
  void everyRangeWithOneHighByteAnywhere() {
    for (int size = 0; size <= 24; size++) {
      for (int high = -1; high < size; high++) {
        byte[] b = new byte[size];
        for (int i = 0; i < size; i++) b[i] = (byte) ('a' + i % 26);
        if (high >= 0) b[high] = (byte) (0x80 | high);
        for (int off = 0; off <= size; off++) {
          for (int len = 0; off + len <= size; len++) {
            boolean expected = high < off || high >= off + len;
            assertEquals(expected, Ascii.isAscii(b, off, len), "size " + size + " high " + high + " range " + off + "+" + len);
          }
        }
      }
    }
  }

  @Test
  void stringKeepsTheBytesAsChars() {
    byte[] b = "xxHello, world!yy".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    assertEquals("Hello, world!", Ascii.string(b, 2, 13));
    assertEquals("", Ascii.string(b, 0, 0));
  }
}
