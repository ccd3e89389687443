package dev.peregrine.internal;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;

/**
 * Correctly rounded (round half to even) conversion of JSON number literals to {@code double} and {@code float}.
 *
 * <p>The result is always the one {@link Double#parseDouble} or {@link Float#parseFloat} gives for the same text.
 * Three tiers, cheapest first:
 *
 * <ol>
 *   <li>Clinger's fast path: a significand and a power of ten that are both exact in the target type need one
 *       correctly rounded multiply or divide.
 *   <li>Eisel-Lemire: the significand times a 128-bit truncation of the power of five, which decides the rounding
 *       for all but a vanishing fraction of inputs.
 *   <li>The JDK's own parser, for literals with more than 19 significant digits whose truncation leaves the
 *       rounding open, and for the product that sits too close to a rounding boundary to call.
 * </ol>
 *
 * <p>A {@code float} is computed directly, never by rounding a {@code double}: rounding twice can land one ulp
 * off when the double lies exactly halfway between two floats.
 */
public final class DoubleParser {
  private DoubleParser() {}

  /** At most this many significant digits fit an unsigned 64-bit significand (10^19 < 2^64). */
  private static final int MAX_DIGITS = 19;

  /** Beyond this magnitude the exponent no longer matters: every nonzero value is infinite or zero. */
  private static final int EXPONENT_CAP = 100_000_000;

  /** Range of the 128-bit power-of-five table; wide enough for doubles, and so for floats too. */
  private static final int MIN_POW5 = -342;

  private static final int MAX_POW5 = 308;

  /**
   * Each 5^q as a 128-bit value with its top bit set, high word at {@code 2*(q-MIN_POW5)}, low word after it.
   * Nonnegative powers are truncated; negative ones are rounded up, so a product never understates the value
   * by more than the error bound the Eisel-Lemire argument assumes.
   */
  private static final class Powers {
    // A holder class: building the table takes milliseconds, which the fast paths (integers, Clinger's
    // exact cases) and a cold start should not pay.
    static final long[] POW5_128 = powersOfFive();
  }

  /** Exact doubles 10^0 .. 10^22 (5^22 < 2^53). */
  private static final double[] DOUBLE_POW10 = {
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
    1e19, 1e20, 1e21, 1e22
  };

  /** Exact floats 10^0 .. 10^10 (5^10 < 2^24). */
  private static final float[] FLOAT_POW10 = {1e0f, 1e1f, 1e2f, 1e3f, 1e4f, 1e5f, 1e6f, 1e7f, 1e8f, 1e9f, 1e10f};

  /** Binary layout of a target type, as the Eisel-Lemire step needs it. */
  private static final class Binary {
    final int mantissaBits;
    final int minExponent;
    final int infinitePower;
    final int minPow10;
    final int maxPow10;
    final int minRoundToEven;
    final int maxRoundToEven;

    Binary(int mantissaBits, int minExponent, int infinitePower, int minPow10, int maxPow10, int minRte, int maxRte) {
      this.mantissaBits = mantissaBits;
      this.minExponent = minExponent;
      this.infinitePower = infinitePower;
      this.minPow10 = minPow10;
      this.maxPow10 = maxPow10;
      this.minRoundToEven = minRte;
      this.maxRoundToEven = maxRte;
    }
  }

  // The round-to-even windows are the only powers of ten for which w * 10^q can be exactly halfway between
  // two representable values; outside them a tie is impossible, so a product that looks exact is not.
  private static final Binary DOUBLE = new Binary(52, -1023, 0x7FF, -342, 308, -4, 23);
  private static final Binary FLOAT = new Binary(23, -127, 0xFF, -65, 38, -17, 10);

  /** Returned by {@link #eiselLemire} when it cannot decide; no real result has this bit pattern. */
  private static final long UNDECIDED = -1L;

  /**
   * Parses a validated JSON number literal as a double.
   *
   * @param b the bytes holding the literal
   * @param off index of its first byte
   * @param len its length; the literal must match {@code -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?}
   * @return the double nearest to the literal's value, ties to even; infinite when it overflows
   */
  public static double parseDouble(byte[] b, int off, int len) {
    Decimal d = Decimal.scan(b, off, len);
    if (!d.truncated) return toDouble(d.negative, d.significand, d.exponent, b, off, len);
    // The true significand lies in (w, w + 1); when both ends round alike, so does everything between.
    long lo = eiselLemire(d.significand, d.exponent, DOUBLE);
    if (lo != UNDECIDED && lo == eiselLemire(d.significand + 1, d.exponent, DOUBLE)) {
      return Double.longBitsToDouble(lo | (d.negative ? Long.MIN_VALUE : 0));
    }
    return Double.parseDouble(new String(b, off, len, StandardCharsets.ISO_8859_1));
  }

  /**
   * The double nearest to {@code ±w × 10^q}, for a literal whose significant digits all fit {@code w} (at
   * most 19, unsigned), as a reader that took the digits apart itself has them; {@code b[off, off + len)} is
   * the literal, for the rare product too close to a rounding boundary to call.
   */
  public static double toDouble(boolean negative, long w, int q, byte[] b, int off, int len) {
    if (w == 0) return negative ? -0.0 : 0.0;
    // Both w and 10^|q| are exact doubles, so one IEEE operation rounds once, correctly.
    if (w >= 0 && w <= (1L << 53) && q >= -22 && q <= 22) {
      double v = (double) w;
      v = q < 0 ? v / DOUBLE_POW10[-q] : v * DOUBLE_POW10[q];
      return negative ? -v : v;
    }
    long bits = eiselLemire(w, q, DOUBLE);
    if (bits != UNDECIDED) return Double.longBitsToDouble(bits | (negative ? Long.MIN_VALUE : 0));
    return Double.parseDouble(new String(b, off, len, StandardCharsets.ISO_8859_1));
  }

  /**
   * Parses a validated JSON number literal as a float, rounding once from the exact decimal value.
   *
   * @param b the bytes holding the literal
   * @param off index of its first byte
   * @param len its length; the literal must match {@code -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?}
   * @return the float nearest to the literal's value, ties to even; infinite when it overflows
   */
  public static float parseFloat(byte[] b, int off, int len) {
    Decimal d = Decimal.scan(b, off, len);
    if (!d.truncated) return toFloat(d.negative, d.significand, d.exponent, b, off, len);
    // The true significand lies in (w, w + 1); when both ends round alike, so does everything between.
    long lo = eiselLemire(d.significand, d.exponent, FLOAT);
    if (lo != UNDECIDED && lo == eiselLemire(d.significand + 1, d.exponent, FLOAT)) {
      return Float.intBitsToFloat((int) lo | (d.negative ? Integer.MIN_VALUE : 0));
    }
    return Float.parseFloat(new String(b, off, len, StandardCharsets.ISO_8859_1));
  }

  /** As {@link #toDouble}, the float nearest to {@code ±w × 10^q}. */
  public static float toFloat(boolean negative, long w, int q, byte[] b, int off, int len) {
    if (w == 0) return negative ? -0.0f : 0.0f;
    // Both w and 10^|q| are exact floats, so one IEEE operation rounds once, correctly.
    if (w >= 0 && w <= (1L << 24) && q >= -10 && q <= 10) {
      float v = (float) w;
      v = q < 0 ? v / FLOAT_POW10[-q] : v * FLOAT_POW10[q];
      return negative ? -v : v;
    }
    long bits = eiselLemire(w, q, FLOAT);
    if (bits != UNDECIDED) return Float.intBitsToFloat((int) bits | (negative ? Integer.MIN_VALUE : 0));
    return Float.parseFloat(new String(b, off, len, StandardCharsets.ISO_8859_1));
  }

  /** A literal reduced to {@code ±significand × 10^exponent}, the significand cut to 19 digits. */
  private static final class Decimal {
    boolean negative;
    /** Unsigned; up to 10^19 - 1 plus the caller's +1, still below 2^64. */
    long significand;
    int exponent;
    /** Nonzero digits were dropped after the first 19 significant ones. */
    boolean truncated;

    static Decimal scan(byte[] b, int off, int len) {
      Decimal d = new Decimal();
      int i = off;
      int end = off + len;
      if (b[i] == '-') {
        d.negative = true;
        i++;
      }
      long w = 0;
      int digits = 0;
      // Kept digits move the exponent only after the point; dropped ones only before it.
      long exp10 = 0;
      int c;
      while (i < end && (c = b[i] - '0') >= 0 && c <= 9) {
        if (digits < MAX_DIGITS) {
          w = w * 10 + c;
          if (w != 0) digits++;
        } else {
          exp10++;
          if (c != 0) d.truncated = true;
        }
        i++;
      }
      if (i < end && b[i] == '.') {
        i++;
        while (i < end && (c = b[i] - '0') >= 0 && c <= 9) {
          if (digits < MAX_DIGITS) {
            w = w * 10 + c;
            if (w != 0) digits++;
            exp10--;
          } else if (c != 0) {
            d.truncated = true;
          }
          i++;
        }
      }
      if (i < end) {
        i++; // 'e' or 'E'
        boolean negExp = false;
        if (b[i] == '-' || b[i] == '+') {
          negExp = b[i] == '-';
          i++;
        }
        // Capped rather than accumulated, so that a billion-digit exponent cannot wrap around.
        long e = 0;
        while (i < end) {
          if (e < EXPONENT_CAP) e = e * 10 + (b[i] - '0');
          i++;
        }
        exp10 += negExp ? -e : e;
      }
      d.significand = w;
      d.exponent = (int) Math.max(-2L * EXPONENT_CAP, Math.min(2L * EXPONENT_CAP, exp10));
      return d;
    }
  }

  /**
   * The bits of the nearest value to {@code w × 10^q} (w unsigned, nonzero) without sign, or {@link #UNDECIDED}.
   *
   * <p>Normalise w to a full 64-bit word, multiply by the 128-bit power of five, and keep the top bits: the
   * power of two folds into the exponent. The high product word alone usually decides; its low bits being all
   * ones is the sign that a carry from further down may flip the result, and only then the second word is used.
   */
  private static long eiselLemire(long w, int q, Binary fmt) {
    if (q < fmt.minPow10) return 0;
    if (q > fmt.maxPow10) return (long) fmt.infinitePower << fmt.mantissaBits;
    int lz = Long.numberOfLeadingZeros(w);
    w <<= lz;
    int index = 2 * (q - MIN_POW5);
    long hiPow = Powers.POW5_128[index];
    long high = unsignedMultiplyHigh(w, hiPow);
    long low = w * hiPow;
    long precisionMask = -1L >>> (fmt.mantissaBits + 3);
    if ((high & precisionMask) == precisionMask) {
      long loPow = Powers.POW5_128[index + 1];
      long secondHigh = unsignedMultiplyHigh(w, loPow);
      low += secondHigh;
      if (Long.compareUnsigned(secondHigh, low) > 0) high++;
      // Still all ones after 128 bits: the ignored tail could carry. Proven harmless only for small |q|.
      if (low == -1L && (q < -27 || q > 55)) return UNDECIDED;
    }
    int upperBit = (int) (high >>> 63);
    int shift = upperBit + 64 - fmt.mantissaBits - 3;
    long mantissa = high >>> shift;
    // floor(q * log2(10)) + 63, the binary exponent of the table entry, in fixed point.
    int power2 = (((152170 + 65536) * q) >> 16) + 63 + upperBit - lz - fmt.minExponent;
    if (power2 <= 0) {
      // Subnormal. No tie is possible this far down, so rounding half up is rounding to nearest.
      if (-power2 + 1 >= 64) return 0;
      mantissa >>>= -power2 + 1;
      mantissa += mantissa & 1;
      mantissa >>>= 1;
      // Rounding may carry into the smallest normal exponent.
      long biased = mantissa < (1L << fmt.mantissaBits) ? 0 : 1;
      return (biased << fmt.mantissaBits) | (mantissa & ((1L << fmt.mantissaBits) - 1));
    }
    // An exact tie (nothing below the kept bits but the halfway bit) rounds to even, not up.
    if (Long.compareUnsigned(low, 1) <= 0
        && q >= fmt.minRoundToEven
        && q <= fmt.maxRoundToEven
        && (mantissa & 3) == 1
        && (mantissa << shift) == high) {
      mantissa &= ~1L;
    }
    mantissa += mantissa & 1;
    mantissa >>>= 1;
    if (mantissa >= (2L << fmt.mantissaBits)) {
      mantissa = 1L << fmt.mantissaBits;
      power2++;
    }
    mantissa &= ~(1L << fmt.mantissaBits);
    if (power2 >= fmt.infinitePower) return (long) fmt.infinitePower << fmt.mantissaBits;
    return ((long) power2 << fmt.mantissaBits) | mantissa;
  }

  /** High word of the unsigned 128-bit product (Math.unsignedMultiplyHigh arrived only in Java 18). */
  static long unsignedMultiplyHigh(long x, long y) {
    return Math.multiplyHigh(x, y) + ((x >> 63) & y) + ((y >> 63) & x);
  }

  private static long[] powersOfFive() {
    long[] table = new long[2 * (MAX_POW5 - MIN_POW5 + 1)];
    BigInteger mask64 = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);
    BigInteger five = BigInteger.valueOf(5);
    for (int q = MIN_POW5; q <= MAX_POW5; q++) {
      BigInteger v;
      if (q >= 0) {
        v = five.pow(q);
        int bits = v.bitLength();
        v = bits <= 128 ? v.shiftLeft(128 - bits) : v.shiftRight(bits - 128);
      } else {
        BigInteger p = five.pow(-q);
        // z = ceil(log2(5^-q)); a quotient of 2^(z+127) lands in [2^127, 2^128). Deeper powers are divided at
        // double width first so that the +1 (rounding up) happens below the kept 128 bits.
        int z = p.bitLength();
        int num = q >= -27 ? z + 127 : 2 * z + 128;
        v = BigInteger.ONE.shiftLeft(num).divide(p).add(BigInteger.ONE);
        int bits = v.bitLength();
        if (bits > 128) v = v.shiftRight(bits - 128);
      }
      int i = 2 * (q - MIN_POW5);
      table[i] = v.shiftRight(64).longValue();
      table[i + 1] = v.and(mask64).longValue();
    }
    return table;
  }
}
