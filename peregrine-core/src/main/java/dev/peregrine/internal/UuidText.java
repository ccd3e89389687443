package dev.peregrine.internal;

import java.util.UUID;

/**
 * A UUID's canonical text, 8-4-4-4-12 hex digits, parsed from and printed to ASCII bytes. Parsing takes
 * either case and nothing else ({@link UUID#fromString} would take {@code "1-2-3-4-5"} and widen it);
 * printing writes lower case, as {@link UUID#toString}.
 */
public final class UuidText {
  private UuidText() {}

  public static final int LENGTH = 36;

  /** The UUID {@code b[from, to)} spells, or null when it is not the canonical form. */
  public static UUID parse(byte[] b, int from, int to) {
    if (to - from != LENGTH || b[from + 8] != '-' || b[from + 13] != '-' || b[from + 18] != '-'
        || b[from + 23] != '-') {
      return null;
    }
    // Eight digits a step, read big-endian so that the first digit is the word's top byte: 8-4-4-4-12 as
    // the first 8, the two 4s, the next 4 and the first 4 of the 12, and the last 8.
    long a = hex8((long) LONG_BE.get(b, from));
    long cd = hex8(words(b, from + 9, from + 14));
    long ef = hex8(words(b, from + 19, from + 24));
    long f = hex8((long) LONG_BE.get(b, from + 28));
    if ((a | cd | ef | f) < 0) return null;
    return new UUID(a << 32 | cd, ef << 32 | f);
  }

  // The 4 bytes at i, then the 4 at j, big-endian in one word. Each get is cast to int, the VarHandle's own
  // type: a cast to long would make the call site's type (byte[], int)long, which the JIT cannot inline
  // (it goes through a generic adapter, 27% of a UUID read in the profile).
  private static long words(byte[] b, int i, int j) {
    int high = (int) INT_BE.get(b, i);
    int low = (int) INT_BE.get(b, j);
    return (long) high << 32 | low & 0xFFFFFFFFL;
  }

  private static final long ONES = 0x0101010101010101L;
  private static final long HIGH = 0x8080808080808080L;

  /**
   * The 8 hex digits in the bytes of {@code w}, the first in the top byte, as a number; -1 when a byte is
   * not a hex digit of either case. Each byte x is judged on its own, with no borrow or carry between bytes
   * (see {@link #between}): a digit when 0x30 <= x <= 0x39, a letter when x | 0x20 is from 'a' to 'f'; its
   * value is its low four bits, plus 9 for a letter. Then the nibbles are packed, pairs, then fours, then
   * eights.
   */
  static long hex8(long w) {
    long lower = w | 0x20 * ONES;
    long digits = between(w, 0x2f, 0x3a);
    long letters = between(lower, 0x60, 0x67);
    if ((w & HIGH) != 0 || (digits | letters) != HIGH) return -1;
    long v = (w & 0x0f * ONES) + (letters >>> 7) * 9;
    v = (v | v >>> 4) & 0x00FF00FF00FF00FFL;
    v = (v | v >>> 8) & 0x0000FFFF0000FFFFL;
    return (v | v >>> 16) & 0xFFFFFFFFL;
  }

  /**
   * The top bit of each byte x of {@code w} with {@code m < x < n}, for bytes below 0x80 and
   * {@code 0 <= m < n <= 0x80}: per byte, (0x7f + n) - x has its top bit set when x < n and x + (0x7f - m)
   * when x > m, and neither borrows nor carries out of its byte.
   */
  private static long between(long w, int m, int n) {
    return (((0x7f + n) * ONES - w) & (w + (0x7f - m) * ONES)) & HIGH;
  }

  private static final java.lang.invoke.VarHandle LONG_BE =
      java.lang.invoke.MethodHandles.byteArrayViewVarHandle(long[].class, java.nio.ByteOrder.BIG_ENDIAN);
  private static final java.lang.invoke.VarHandle INT_BE =
      java.lang.invoke.MethodHandles.byteArrayViewVarHandle(int[].class, java.nio.ByteOrder.BIG_ENDIAN);

  /** Writes the 36 characters of {@code uuid} from {@code p}; returns {@code p + 36}. */
  public static int print(UUID uuid, byte[] b, int p) {
    long high = uuid.getMostSignificantBits();
    long low = uuid.getLeastSignificantBits();
    // Eight digits a step, stored big-endian, as parse reads them; the dashes overwrite nothing.
    LONG_BE.set(b, p, hexDigits(high >>> 32));
    b[p + 8] = '-';
    long cd = hexDigits(high);
    INT_BE.set(b, p + 9, (int) (cd >>> 32));
    b[p + 13] = '-';
    INT_BE.set(b, p + 14, (int) cd);
    b[p + 18] = '-';
    long ef = hexDigits(low >>> 32);
    INT_BE.set(b, p + 19, (int) (ef >>> 32));
    b[p + 23] = '-';
    INT_BE.set(b, p + 24, (int) ef);
    LONG_BE.set(b, p + 28, hexDigits(low));
    return p + LENGTH;
  }

  /**
   * The low 32 bits of {@code v} as 8 lower-case hex digits, the first in the top byte: each nibble spread
   * to a byte of its own (fours, then pairs, then ones), then '0' added, and 39 more ('a' - '0' - 10) where
   * the nibble is 10 or more (its byte plus 6 reaches 0x10).
   */
  static long hexDigits(long v) {
    long t = v & 0xFFFFFFFFL;
    t = (t | t << 16) & 0x0000FFFF0000FFFFL;
    t = (t | t << 8) & 0x00FF00FF00FF00FFL;
    t = (t | t << 4) & 0x0F0F0F0F0F0F0F0FL;
    long letters = ((t + 0x06 * ONES) & 0x10 * ONES) >>> 4;
    return t + '0' * ONES + letters * 39;
  }
}
