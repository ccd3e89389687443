package dev.peregrine.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/** ASCII byte ranges: checked 8 bytes at a time, and made into Strings without a charset; JSON's plain bytes. */
public final class Ascii {
  private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final long HIGH = 0x8080808080808080L;
  private static final long ONES = 0x0101010101010101L;

  private Ascii() {}

  /**
   * The top bit of each byte of {@code w} that a JSON string cannot hold as it is: below 0x20, a quote, a
   * backslash, or 0x80 and up (not ASCII); zero when all eight bytes are plain. Two terms: a quote and the
   * control chars are the bytes x with x ^ 0x02 below 0x21 (the xor swaps 0x22 and 0x20 and keeps 0x00-0x1f
   * among themselves), so the top bit of (x ^ 0x02) - 0x21 is set for them and for x ^ 0x02 from 0xa1 up; that
   * of (x ^ 0x5c) - 1 for a backslash and for every x from 0x80 up but 0xdc, which the first term flags
   * (0xde). A borrow into a byte comes only from a lower byte that was flagged, so the lowest flag is exact.
   * (Three terms before, x - 0x20 for the control chars and a quote's term like the backslash's: a third
   * fewer operations on the scan every string read takes.)
   */
  public static long jsonSpecials(long w) {
    return (((w ^ 0x02 * ONES) - 0x21 * ONES) | ((w ^ '\\' * ONES) - ONES)) & HIGH;
  }

  /**
   * As {@link #jsonSpecials}, with a question mark flagged too: in a String's Latin-1 bytes one may stand for
   * a char past U+00FF. The third term, (x ^ 0x3f) - 1, sets the top bit for a question mark and otherwise
   * only for bytes from 0x80 up (flagged already); a borrow comes only from a flagged byte, as there.
   */
  public static long latin1JsonSpecials(long w) {
    return (((w ^ 0x02 * ONES) - 0x21 * ONES) | ((w ^ '\\' * ONES) - ONES) | ((w ^ '?' * ONES) - ONES)) & HIGH;
  }

  /** Whether a byte of {@code w} is a question mark. */
  public static boolean hasQuestionMark(long w) {
    long x = w ^ '?' * ONES;
    return ((x - ONES) & ~x & HIGH) != 0;
  }

  /**
   * As {@link #jsonSpecials} for UTF-8 bytes, where bytes from 0x80 up are plain, with a question mark
   * flagged too: the JDK's encoder writes one for a lone surrogate. The same two terms and a third for '?',
   * masked to the bytes below 0x80, which subtract without a borrow unless flagged.
   */
  public static long utf8JsonSpecials(long w) {
    return (((w ^ 0x02 * ONES) - 0x21 * ONES) | ((w ^ '\\' * ONES) - ONES) | ((w ^ '?' * ONES) - ONES)) & ~w & HIGH;
  }

  /**
   * As {@link #utf8JsonSpecials} without the question mark: the bytes that end a run of UTF-8 text inside a
   * JSON string (below 0x20, a quote, a backslash); bytes from 0x80 up are text.
   */
  public static long utf8StringEnds(long w) {
    return (((w ^ 0x02 * ONES) - 0x21 * ONES) | ((w ^ '\\' * ONES) - ONES)) & ~w & HIGH;
  }

  /**
   * Whether {@code b[off, off + len)} holds only bytes below 0x80 (so Latin-1 decoding is exact). Reads
   * whole words only, and no loop up to 32 bytes: 8 to 16 bytes as the first and the last word (overlapping),
   * 17 to 32 as the first two and the last two, longer ranges those four and a loop over the middle; a range
   * under 8 bytes as the masked word that starts it when the array has one; a byte loop only for a short
   * range at the very end of the array. (A loop from the first word, as before, cost a CBOR reader about
   * 4 ns on each of the Eishay value's strings, most of them 10 to 40 bytes: the loop's exit is a branch
   * mispredicted as lengths vary. This shape won back about 60% of it: map-mode reads of that value went from
   * 0.73 to 0.83 of fastjson2's JSONB, and to 0.89 with no check at all, which is no option.)
   */
  public static boolean isAscii(byte[] b, int off, int len) {
    if (len >= 8) {
      int last = off + len - 8;
      long any = (long) LONG.get(b, off) | (long) LONG.get(b, last);
      if (len > 16) {
        any |= (long) LONG.get(b, off + 8) | (long) LONG.get(b, last - 8);
        for (int i = off + 16; i < last - 8; i += 8) any |= (long) LONG.get(b, i);
      }
      return (any & HIGH) == 0;
    }
    if (b.length - off >= 8) return ((long) LONG.get(b, off) & HIGH & ((1L << (8 * len)) - 1)) == 0;
    for (int i = off; i < off + len; i++) {
      if (b[i] < 0) return false;
    }
    return true;
  }

  /**
   * The String of ASCII bytes {@code b[from, from + len)}. The old {@code String(byte[], hibyte, ...)}
   * constructor is deprecated because it ignores encodings, which is exactly right for ASCII; with hibyte 0
   * it copies the bytes straight into a Latin-1 String, and is small enough for HotSpot to inline, where
   * {@code new String(b, from, len, ISO_8859_1)} goes through the charset dispatch (840 bytes on JDK 17, not
   * inlined) and costs ~4 ns more per string.
   */
  @SuppressWarnings("deprecation")
  public static String string(byte[] b, int from, int len) {
    return new String(b, 0, from, len);
  }
}
