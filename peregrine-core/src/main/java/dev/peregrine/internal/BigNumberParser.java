package dev.peregrine.internal;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;

/**
 * Exact conversion of JSON number literals to {@link BigInteger} and {@link BigDecimal}, in time that grows
 * less than quadratically with the number of digits.
 *
 * <p>The JDK's {@code new BigInteger(String)} and {@code new BigDecimal(String)} multiply an accumulator by
 * 10^9 for every nine digits, which is quadratic: a user who raises the number length limit to hundreds of
 * thousands of digits would pay seconds for one number. Long digit strings are split instead: the value of
 * {@code n} digits is {@code high * 10^k + low}, where the low part has {@code k = LEAF * 2^j} digits, the
 * largest such below {@code n}. The powers 10^(LEAF * 2^j) are made by squaring, once per number, and the
 * products are large enough for BigInteger's Karatsuba and Toom-Cook multiplication to apply, so the whole
 * costs a small multiple of one multiplication of the result's size. Up to {@link #JDK_DIGITS} digits the
 * JDK's constructor is faster and is used as it is.
 *
 * <p>Both parsers give exactly what the JDK's constructors give for the same text (the same unscaled value
 * and scale). They take literals that are already validated; the caller checks the exponent against its
 * limit ({@link #exponent}) before asking for a value, since a BigDecimal with a huge exponent is cheap to
 * make and ruinous to use.
 */
public final class BigNumberParser {
  private BigNumberParser() {}

  /**
   * Literals up to this length go to the JDK's constructor. Below about this size the halves are too small
   * for BigInteger's Karatsuba multiplication (80 ints, some 770 digits), so splitting gains nothing.
   */
  static final int JDK_DIGITS = 1200;

  /** Digits in the smallest part the split makes: the low part has this many digits times a power of two. */
  private static final int LEAF = 600;

  /** An exponent with more digits than this is beyond any limit: {@link #exponent} saturates. */
  private static final int EXPONENT_DIGITS = 18;

  /**
   * The exponent of the literal {@code b[off, off + len)} in scientific notation: the power of ten of its first
   * nonzero digit ({@code 15e2}, {@code 1.5e3} and {@code 0.015e5} are all 3), so that a value within the limit
   * is written back (BigDecimal's {@code toString} gives that exponent) within it too; for a zero, the exponent
   * written after its 'e'. 0 when it has no exponent and no digit away from the units; saturated to
   * ±{@link Long#MAX_VALUE} when the written exponent has more than 18 significant digits. The literal must be
   * a valid JSON number.
   */
  public static long exponent(byte[] b, int off, int len) {
    int end = off + len;
    // Where the first nonzero digit stands against the units digit: +k for k places left of it, -k right.
    int point = -1; // digits before the point, once it is passed
    int digit = 0; // digits seen
    int firstNonzero = -1; // its index among the digits
    for (int i = off; i < end && (b[i] | 0x20) != 'e'; i++) {
      int c = b[i];
      if (c == '.') {
        point = digit;
      } else if (c >= '0' && c <= '9') {
        if (c != '0' && firstNonzero < 0) firstNonzero = digit;
        digit++;
      }
    }
    if (point < 0) point = digit;
    long written = writtenExponent(b, off, len);
    if (firstNonzero < 0 || Math.abs(written) == Long.MAX_VALUE) return written;
    return written + point - 1 - firstNonzero;
  }

  /**
   * The exponent written in the literal, the number after its 'e' or 'E' (0 when it has none), saturated to
   * ±{@link Long#MAX_VALUE} when it has more than 18 significant digits.
   */
  private static long writtenExponent(byte[] b, int off, int len) {
    int end = off + len;
    int i = off;
    while (i < end && (b[i] | 0x20) != 'e') i++;
    if (i == end) return 0;
    i++;
    boolean negative = b[i] == '-';
    if (b[i] == '-' || b[i] == '+') i++;
    while (i < end && b[i] == '0') i++;
    if (end - i > EXPONENT_DIGITS) return negative ? -Long.MAX_VALUE : Long.MAX_VALUE;
    long e = 0;
    for (; i < end; i++) e = e * 10 + (b[i] - '0');
    return negative ? -e : e;
  }

  /**
   * Whether the valid literal {@code b[off, off + len)} is an integer, and how large: -1 when its value has a
   * nonzero fraction, else the number of digits of its magnitude (0 for zero), saturated at
   * {@link Integer#MAX_VALUE}. Decided from the text in one pass, so that {@code 1e99999999999} (an
   * integer too long for any long) or {@code 1e-99999999999} (a fraction) costs nothing to judge.
   */
  public static int integerDigits(byte[] b, int off, int len) {
    int end = off + len;
    int i = off;
    if (b[i] == '-') i++;
    // The digits before and after the point as one run; index k counts along it.
    int k = 0;
    int intDigits = -1;
    int firstNonZero = -1;
    int lastNonZero = -1;
    for (; i < end; i++) {
      int c = b[i];
      if (c == '.') {
        intDigits = k;
      } else if (c >= '0' && c <= '9') {
        if (c != '0') {
          if (firstNonZero < 0) firstNonZero = k;
          lastNonZero = k;
        }
        k++;
      } else {
        break; // the exponent
      }
    }
    if (firstNonZero < 0) return 0;
    if (intDigits < 0) intDigits = k;
    // Clamped far beyond any run's length, so that the sum below cannot overflow.
    long exponent = Math.max(-(1L << 40), Math.min(1L << 40, writtenExponent(b, off, len)));
    long point = intDigits + exponent; // the run's digits from index point on are the fraction
    if (lastNonZero >= point) return -1;
    return (int) Math.min(Integer.MAX_VALUE, point - firstNonZero);
  }

  /** {@link #exponent} of a literal held in a String. */
  public static long exponent(String s) {
    return exponent(s.getBytes(StandardCharsets.ISO_8859_1), 0, s.length());
  }

  /**
   * The integer literal {@code b[off, off + len)}, {@code -?[0-9]+} (leading zeros allowed), exactly as
   * {@code new BigInteger(text)} gives it.
   */
  public static BigInteger parseInteger(byte[] b, int off, int len) {
    if (len <= JDK_DIGITS) return new BigInteger(new String(b, off, len, StandardCharsets.ISO_8859_1));
    boolean negative = b[off] == '-';
    BigInteger magnitude = digits(b, negative ? off + 1 : off, off + len);
    return negative ? magnitude.negate() : magnitude;
  }

  /** {@link #parseInteger} of a literal held in a String. */
  public static BigInteger parseInteger(String s) {
    if (s.length() <= JDK_DIGITS) return new BigInteger(s);
    return parseInteger(s.getBytes(StandardCharsets.ISO_8859_1), 0, s.length());
  }

  /**
   * The number literal {@code b[off, off + len)}, a valid JSON number, exactly as {@code new BigDecimal(text)}
   * gives it.
   *
   * @throws ArithmeticException when its scale (digits after the point less the exponent) is beyond int range
   */
  public static BigDecimal parseDecimal(byte[] b, int off, int len) {
    int end = off + len;
    int i = off;
    boolean negative = b[i] == '-';
    if (negative) i++;
    int digitsStart = i;
    while (i < end && b[i] >= '0' && b[i] <= '9') i++;
    int point = i;
    int fractionDigits = 0;
    if (i < end && b[i] == '.') {
      i++;
      while (i < end && b[i] >= '0' && b[i] <= '9') i++;
      fractionDigits = i - point - 1;
    }
    int digitsEnd = i;
    long exponent = i < end ? exponent(b, i, end - i) : 0;
    long scale = fractionDigits - exponent; // no overflow: the exponent saturates at ±Long.MAX_VALUE
    if (scale != (int) scale) throw new ArithmeticException("scale out of range");
    BigInteger unscaled;
    if (fractionDigits == 0) {
      unscaled = digits(b, digitsStart, point);
    } else {
      // The digits without the point between them, to parse as one run.
      int intDigits = point - digitsStart;
      byte[] run = new byte[intDigits + fractionDigits];
      System.arraycopy(b, digitsStart, run, 0, intDigits);
      System.arraycopy(b, point + 1, run, intDigits, fractionDigits);
      unscaled = digits(run, 0, run.length);
    }
    return new BigDecimal(negative ? unscaled.negate() : unscaled, (int) scale);
  }

  /** {@link #parseDecimal} of a literal held in a String. */
  public static BigDecimal parseDecimal(String s) {
    return parseDecimal(s.getBytes(StandardCharsets.ISO_8859_1), 0, s.length());
  }

  // ---- the error text of the reads that use these parsers, the same in every format and for numeric strings

  /** A number with a nonzero fraction where an integer was asked for; {@code number} is its text. */
  public static String notAnInteger(String number) {
    return "number " + shortened(number) + " is not an integer: it has a fraction";
  }

  /** An integer beyond long range where a long (or int) was asked for; {@code number} is its text. */
  public static String beyondLongRange(String number) {
    return "number " + shortened(number) + " is out of long range";
  }

  /**
   * A number whose exponent is beyond the limit where a BigInteger or BigDecimal would be made of it;
   * {@code exponent} as {@link #exponent} gives it (saturated for more than 18 digits).
   */
  public static String exponentBeyondLimit(long exponent, int limit) {
    String shown = Math.abs(exponent) == Long.MAX_VALUE ? "of more than 18 digits" : Long.toString(exponent);
    return "number exponent " + shown + " is beyond the limit of " + limit + " (maxNumberExponent)";
  }

  // A number's text in an error, cut short: a literal may be as long as the number length limit allows.
  private static String shortened(String number) {
    return number.length() <= 64 ? number : number.substring(0, 64) + "... (" + number.length() + " characters)";
  }

  /** The value of the ASCII digits {@code b[from, to)}, at least one. */
  static BigInteger digits(byte[] b, int from, int to) {
    if (to - from <= JDK_DIGITS) return new BigInteger(new String(b, from, to - from, StandardCharsets.ISO_8859_1));
    return split(b, from, to, new BigInteger[32]);
  }

  /**
   * {@code high * 10^k + low} with the low part {@code k = LEAF * 2^j} digits long, the largest such below the
   * length: the high part is then at most as long as the low one, and every power used is one of the few
   * squares in {@code powers} (10^(LEAF * 2^j) at index j, made when first needed).
   */
  private static BigInteger split(byte[] b, int from, int to, BigInteger[] powers) {
    int n = to - from;
    if (n <= JDK_DIGITS) return new BigInteger(new String(b, from, n, StandardCharsets.ISO_8859_1));
    int j = 31 - Integer.numberOfLeadingZeros((n - 1) / LEAF);
    int k = LEAF << j;
    BigInteger high = split(b, from, to - k, powers);
    BigInteger low = split(b, to - k, to, powers);
    return high.multiply(powerOfTen(powers, j)).add(low);
  }

  private static BigInteger powerOfTen(BigInteger[] powers, int j) {
    BigInteger p = powers[j];
    if (p == null) {
      p = j == 0 ? BigInteger.TEN.pow(LEAF) : powerOfTen(powers, j - 1).pow(2);
      powers[j] = p;
    }
    return p;
  }
}
