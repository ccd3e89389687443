package dev.peregrine.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import java.util.function.IntPredicate;
import java.util.function.LongUnaryOperator;
import org.junit.jupiter.api.Test;

class AsciiTest {
  /**
   * Every range of arrays up to 72 bytes, with one non-ASCII byte at each position or none: isAscii reads
   * whole words that reach past the range, so a byte just outside it must not count, and one anywhere
   * inside must (up to 72: each of its shapes, two words, four, and the loop over the middle, more than once).
   */
  @Test
  void everyRangeWithOneHighByteAnywhere() {
    for (int size = 0; size <= 72; size++) {
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

  /**
   * The word tests against a byte-by-byte reference: the lowest flagged byte is the first byte to stop at,
   * and nothing is flagged when none is. Every byte value at every place, below it bytes the test lets pass
   * and above it any bytes (where a borrow may flag more), then random words of bytes drawn near the ones
   * that matter.
   */
  @Test
  void theWordTestsFlagTheFirstByteToStopAtExactly() {
    IntPredicate controlQuoteBackslash = x -> x < 0x20 || x == '"' || x == '\\';
    checkWordTest("jsonSpecials", Ascii::jsonSpecials, x -> controlQuoteBackslash.test(x) || x >= 0x80);
    checkWordTest("latin1JsonSpecials", Ascii::latin1JsonSpecials,
        x -> controlQuoteBackslash.test(x) || x == '?' || x >= 0x80);
    checkWordTest("utf8JsonSpecials", Ascii::utf8JsonSpecials, x -> controlQuoteBackslash.test(x) || x == '?');
    checkWordTest("utf8StringEnds", Ascii::utf8StringEnds, controlQuoteBackslash);
  }

  private static void checkWordTest(String name, LongUnaryOperator test, IntPredicate stops) {
    Random random = new Random(name.hashCode());
    int[] interesting = {0x00, 0x01, 0x1f, 0x20, 0x21, 0x22, 0x23, 0x3e, 0x3f, 0x40, 0x5b, 0x5c, 0x5d, 0x7f,
        0x80, 0x81, 0xa0, 0xa1, 0xa2, 0xa3, 0xbf, 0xdc, 0xdd, 0xde, 0xff};
    for (int place = 0; place < 8; place++) {
      for (int v = 0; v < 256; v++) {
        for (int repeat = 0; repeat < 20; repeat++) {
          long w = 0;
          for (int i = 0; i < 8; i++) {
            int x;
            if (i == place) {
              x = v;
            } else if (i < place) {
              do { x = random.nextInt(256); } while (stops.test(x));
            } else {
              x = random.nextBoolean() ? interesting[random.nextInt(interesting.length)] : random.nextInt(256);
            }
            w |= (long) x << (8 * i);
          }
          checkWord(name, test, stops, w);
        }
      }
    }
    for (int n = 0; n < 1_000_000; n++) {
      long w = 0;
      for (int i = 0; i < 8; i++) {
        int x = random.nextInt(4) == 0 ? interesting[random.nextInt(interesting.length)] : 0x24 + random.nextInt(0x38);
        w |= (long) x << (8 * i);
      }
      checkWord(name, test, stops, w);
    }
  }

  private static void checkWord(String name, LongUnaryOperator test, IntPredicate stops, long w) {
    int first = 8;
    for (int i = 7; i >= 0; i--) {
      if (stops.test((int) (w >>> (8 * i)) & 0xff)) first = i;
    }
    long flags = test.applyAsLong(w);
    int flagged = flags == 0 ? 8 : Long.numberOfTrailingZeros(flags) >>> 3;
    assertEquals(first, flagged, () -> name + " of " + Long.toHexString(w));
    if (flags != 0) assertEquals(7, Long.numberOfTrailingZeros(flags) & 7, () -> name + " flags a top bit");
  }
}
