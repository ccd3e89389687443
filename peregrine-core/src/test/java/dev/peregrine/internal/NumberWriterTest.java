package dev.peregrine.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * Checks the printer three ways: against an independent BigDecimal model of the JDK 19+ specification (shortest
 * round-tripping digits, at least two, closest to the exact value; the JDK's layout rules), and, when the running
 * JDK has the Schubfach printer itself, against {@code Double.toString} and {@code Float.toString} directly.
 */
class NumberWriterTest {
  /** JDK 19 replaced the old printer, which sometimes gave more digits than needed, with Schubfach. */
  private static final boolean JDK_IS_SHORTEST = Runtime.version().feature() >= 19;

  // ---- the model ----

  /** The decimal the specification picks for a finite nonzero {@code v}, as a BigDecimal without sign. */
  private static BigDecimal modelDigits(BigDecimal exact, java.util.function.Predicate<BigDecimal> roundTrips) {
    for (int m = 1; m <= 20; m++) {
      List<BigDecimal> candidates = candidates(exact, m);
      // With one digit enough, the spec still considers two-digit decimals, which may lie closer.
      if (m == 1) candidates.addAll(candidates(exact, 2));
      BigDecimal best = null;
      for (BigDecimal d : candidates) {
        if (!roundTrips.test(d)) continue;
        if (best == null) {
          best = d;
          continue;
        }
        int cmp = d.subtract(exact).abs().compareTo(best.subtract(exact).abs());
        if (cmp < 0 || cmp == 0 && lastDigitEven(d) && !lastDigitEven(best)) best = d;
      }
      if (best != null) return best;
    }
    throw new AssertionError("nothing round-trips for " + exact);
  }

  /** The two decimals of m significant digits either side of {@code exact}. */
  private static List<BigDecimal> candidates(BigDecimal exact, int m) {
    List<BigDecimal> list = new ArrayList<>();
    list.add(exact.round(new MathContext(m, RoundingMode.FLOOR)));
    list.add(exact.round(new MathContext(m, RoundingMode.CEILING)));
    return list;
  }

  private static boolean lastDigitEven(BigDecimal d) {
    BigInteger unscaled = d.stripTrailingZeros().unscaledValue();
    return !unscaled.testBit(0);
  }

  /** The JDK's layout of a positive decimal, built from its digit string alone. */
  private static String modelLayout(BigDecimal d) {
    BigDecimal s = d.stripTrailingZeros();
    String digits = s.unscaledValue().toString();
    int sciExp = digits.length() - 1 - s.scale();
    if (sciExp >= 0 && sciExp < 7) {
      String plain = s.toPlainString();
      return plain.contains(".") ? plain : plain + ".0";
    }
    if (sciExp >= -3 && sciExp < 0) return s.toPlainString();
    String frac = digits.length() > 1 ? digits.substring(1) : "0";
    return digits.charAt(0) + "." + frac + "E" + sciExp;
  }

  private static String modelDouble(double v) {
    if (v == 0) return Double.doubleToRawLongBits(v) < 0 ? "-0.0" : "0.0";
    BigDecimal exact = new BigDecimal(Math.abs(v));
    double abs = Math.abs(v);
    BigDecimal d = modelDigits(exact, c -> Double.parseDouble(c.toString()) == abs);
    return (v < 0 ? "-" : "") + modelLayout(d);
  }

  private static String modelFloat(float v) {
    if (v == 0) return Float.floatToRawIntBits(v) < 0 ? "-0.0" : "0.0";
    BigDecimal exact = new BigDecimal(Math.abs(v));
    float abs = Math.abs(v);
    BigDecimal d = modelDigits(exact, c -> Float.parseFloat(c.toString()) == abs);
    return (v < 0 ? "-" : "") + modelLayout(d);
  }

  // ---- checks ----

  private static String written(double v) {
    byte[] buf = new byte[40];
    int end = NumberWriter.writeDouble(buf, 3, v);
    return new String(buf, 3, end - 3, StandardCharsets.US_ASCII);
  }

  private static String written(float v) {
    byte[] buf = new byte[40];
    int end = NumberWriter.writeFloat(buf, 3, v);
    return new String(buf, 3, end - 3, StandardCharsets.US_ASCII);
  }

  private static void checkDouble(double v) {
    if (!Double.isFinite(v)) return; // the writers' callers never pass these
    String s = written(v);
    assertEquals(Double.doubleToRawLongBits(v), Double.doubleToRawLongBits(Double.parseDouble(s)), s);
    assertEquals(modelDouble(v), s, () -> "bits " + Long.toHexString(Double.doubleToRawLongBits(v)));
    if (JDK_IS_SHORTEST) assertEquals(Double.toString(v), s);
    assertEquals(s, NumberWriter.toString(v));
  }

  private static void checkFloat(float v) {
    if (!Float.isFinite(v)) return;
    String s = written(v);
    assertEquals(Float.floatToRawIntBits(v), Float.floatToRawIntBits(Float.parseFloat(s)), s);
    assertEquals(modelFloat(v), s, () -> "bits " + Integer.toHexString(Float.floatToRawIntBits(v)));
    if (JDK_IS_SHORTEST) assertEquals(Float.toString(v), s);
    assertEquals(s, NumberWriter.toString(v));
  }

  @Test
  void modelMatchesKnownJdkOutputs() {
    // Outputs of JDK 19+ written down, so that the model itself is pinned even on JDK 17.
    assertEquals("4.9E-324", modelDouble(Double.MIN_VALUE));
    assertEquals("1.7976931348623157E308", modelDouble(Double.MAX_VALUE));
    assertEquals("0.001", modelDouble(0.001));
    assertEquals("1.0E-4", modelDouble(1e-4));
    assertEquals("1.2345678E7", modelDouble(1.2345678e7));
    assertEquals("9999999.0", modelDouble(9999999.0));
    assertEquals("1.0E23", modelDouble(1e23));
    assertEquals("1.4E-45", modelFloat(Float.MIN_VALUE));
    assertEquals("3.4028235E38", modelFloat(Float.MAX_VALUE));
    assertEquals("0.002", modelLayout(new BigDecimal("0.002")));
    assertEquals("1.0E7", modelLayout(new BigDecimal("1E+7")));
    assertEquals("-1.0E-5", modelDouble(-1e-5));
  }

  @Test
  void doubleEdgeCases() {
    List<Double> values = new ArrayList<>(List.of(
        0.0, -0.0, 1.0, -1.0, 0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, 100.0, 1e7, 9999999.999, 1e-3, 9.99e-4, 1e-4,
        Double.MIN_VALUE, -Double.MIN_VALUE, 2 * Double.MIN_VALUE, 3 * Double.MIN_VALUE, Double.MIN_NORMAL,
        Math.nextDown(Double.MIN_NORMAL), Math.nextUp(Double.MIN_NORMAL), Double.MAX_VALUE,
        Math.nextDown(Double.MAX_VALUE), 9.999999999999999E22, 1e23, 8.41e21, 5e-324, 0x1p63, 0x1p64, 0x1p53,
        0x1p53 + 2, 0x1p52 + 1, 0x1p-1022, 1.2345678e7, 123456789012345680.0, 2.2250738585072014E-308,
        2.225073858507201E-308, 1.0E22, 1.0E21, 5.0E-324, 1.0E-323, 9007199254740991.0, 4.35679845E-315,
        2.98023223876953125E-8, 1.9156918820264798E-56, 5.960464477539062E-8, 2.82879384806159E17));
    for (int e = -1074; e <= 1023; e++) values.add(Math.scalb(1.0, e));
    for (int e = -325; e <= 309; e++) {
      double p = Double.parseDouble("1e" + e);
      values.add(p);
      values.add(Math.nextUp(p));
      values.add(Math.nextDown(p));
    }
    // Small subnormals are where the two-digit rule and the scaling by ten come in.
    for (long bits = 1; bits <= 200; bits++) values.add(Double.longBitsToDouble(bits));
    for (double v : values) {
      checkDouble(v);
      checkDouble(-v);
    }
  }

  @Test
  void floatEdgeCases() {
    List<Float> values = new ArrayList<>(List.of(
        0.0f, -0.0f, 1.0f, 0.1f, 0.2f, 0.3f, 1.0f / 3, 1e7f, 1e-3f, 1e-4f, Float.MIN_VALUE, Float.MIN_NORMAL,
        Math.nextDown(Float.MIN_NORMAL), Float.MAX_VALUE, Math.nextDown(Float.MAX_VALUE), 1.0E10f, 16777216f,
        16777217f, 1.17549435E-38f, 8.5070587E37f, 2.0E-45f, 3.4E38f, 1.2345678e7f, 0x1p63f, 0x1p24f));
    for (int e = -149; e <= 127; e++) values.add(Math.scalb(1.0f, e));
    for (int e = -46; e <= 39; e++) {
      float p = Float.parseFloat("1e" + e);
      values.add(p);
      values.add(Math.nextUp(p));
      values.add(Math.nextDown(p));
    }
    for (int bits = 1; bits <= 500; bits++) values.add(Float.intBitsToFloat(bits));
    for (float v : values) {
      checkFloat(v);
      checkFloat(-v);
    }
  }

  @Property(tries = 3000)
  void anyDoubleBitsAgainstModel(@ForAll long bits) {
    double v = Double.longBitsToDouble(bits);
    if (Double.isFinite(v)) checkDouble(v);
  }

  @Property(tries = 3000)
  void anyFloatBitsAgainstModel(@ForAll int bits) {
    float v = Float.intBitsToFloat(bits);
    if (Float.isFinite(v)) checkFloat(v);
  }

  @Property(tries = 1000)
  void shortDecimalsAgainstModel(@ForAll int digits, @ForAll byte exponent) {
    // Values that came from short decimals stress the case where the shorter candidate wins.
    double v = Double.parseDouble(Math.abs((long) digits % 100_000) + "e" + (exponent % 40));
    checkDouble(v);
    checkFloat((float) v);
  }

  /** Many more values, with the cheaper checks: round trip always, exact JDK text where the JDK is shortest. */
  @Test
  void manyRandomValues() {
    SplittableRandom rnd = new SplittableRandom(42);
    byte[] buf = new byte[40];
    int n = JDK_IS_SHORTEST ? 1_000_000 : 200_000;
    for (int i = 0; i < n; i++) {
      double d = Double.longBitsToDouble(rnd.nextLong());
      if (Double.isFinite(d)) {
        String s = new String(buf, 0, NumberWriter.writeDouble(buf, 0, d), StandardCharsets.US_ASCII);
        if (JDK_IS_SHORTEST) {
          assertEquals(Double.toString(d), s);
        } else {
          assertEquals(Double.doubleToRawLongBits(d), Double.doubleToRawLongBits(Double.parseDouble(s)), s);
        }
      }
      float f = Float.intBitsToFloat(rnd.nextInt());
      if (Float.isFinite(f)) {
        String s = new String(buf, 0, NumberWriter.writeFloat(buf, 0, f), StandardCharsets.US_ASCII);
        if (JDK_IS_SHORTEST) {
          assertEquals(Float.toString(f), s);
        } else {
          assertEquals(Float.floatToRawIntBits(f), Float.floatToRawIntBits(Float.parseFloat(s)), s);
        }
      }
    }
  }

  /**
   * Values in the plain notation's range (10^-3 to 10^7) with every number of digits from 1 to 17, and their
   * neighbours: the digits are written in words of eight from the right, so each length puts the words' edges
   * somewhere else in the text, around the point or the leading zeros.
   */
  @Test
  void plainNotationWithEveryNumberOfDigits() {
    SplittableRandom rnd = new SplittableRandom(17);
    byte[] buf = new byte[40];
    for (int i = 0; i < 300_000; i++) {
      int digits = 1 + rnd.nextInt(17);
      long unscaled = (long) (rnd.nextDouble() * POW10[digits]);
      double d = new java.math.BigDecimal(unscaled).scaleByPowerOfTen(-rnd.nextInt(digits + 4)).doubleValue();
      if (rnd.nextBoolean()) d = Math.nextUp(d);
      if (rnd.nextInt(4) == 0) d = -d;
      String s = new String(buf, 0, NumberWriter.writeDouble(buf, 0, d), StandardCharsets.US_ASCII);
      if (JDK_IS_SHORTEST) {
        assertEquals(Double.toString(d), s);
      } else {
        assertEquals(Double.doubleToRawLongBits(d), Double.doubleToRawLongBits(Double.parseDouble(s)), s);
      }
    }
  }

  private static final long[] POW10 = {1L, 10L, 100L, 1_000L, 10_000L, 100_000L, 1_000_000L, 10_000_000L,
    100_000_000L, 1_000_000_000L, 10_000_000_000L, 100_000_000_000L, 1_000_000_000_000L, 10_000_000_000_000L,
    100_000_000_000_000L, 1_000_000_000_000_000L, 10_000_000_000_000_000L, 100_000_000_000_000_000L};

  /** The word of eight digits, for every seventh value below 10^8 and those around each power of ten. */
  @Test
  void eightDigitsWords() {
    for (int v = 0; v < 100_000_000; v += v % 1000 == 999 ? 1 : 7) checkEightDigits(v);
    for (int p = 1; p < 100_000_000; p *= 10) {
      for (int v = Math.max(0, p - 3); v <= p + 3; v++) checkEightDigits(v);
    }
    checkEightDigits(99_999_999);
  }

  private static void checkEightDigits(int v) {
    long w = NumberWriter.eightDigits(v);
    int rest = v;
    for (int i = 7; i >= 0; i--, rest /= 10) {
      if ((w >>> (8 * i) & 0xff) != '0' + rest % 10) assertEquals(String.format("%08d", v), Long.toHexString(w));
    }
  }

  @Test
  void integers() {
    int[] ints = {0, 1, -1, 9, 10, 99, 100, 101, 999, 1000, 65535, 99_999_999, 100_000_000, 999_999_999,
      1_000_000_000, Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE + 1, -10, -100};
    byte[] buf = new byte[40];
    for (int v : ints) assertEquals(Integer.toString(v), intText(buf, v));
    long p = 1;
    for (int i = 0; i < 19; i++, p *= 10) {
      for (long v : new long[] {p - 1, p, p + 1, -p, -(p - 1), -(p + 1)}) {
        assertEquals(Long.toString(v), longText(buf, v));
        if (v == (int) v) assertEquals(Integer.toString((int) v), intText(buf, (int) v));
      }
    }
    for (long v : new long[] {Long.MAX_VALUE, Long.MIN_VALUE, Long.MIN_VALUE + 1, Integer.MAX_VALUE + 1L,
      Integer.MIN_VALUE - 1L, Integer.MIN_VALUE}) {
      assertEquals(Long.toString(v), longText(buf, v));
    }
    SplittableRandom rnd = new SplittableRandom(7);
    for (int i = 0; i < 200_000; i++) {
      int v = rnd.nextInt() >> rnd.nextInt(32);
      assertEquals(Integer.toString(v), intText(buf, v));
      long w = rnd.nextLong() >> rnd.nextInt(64);
      assertEquals(Long.toString(w), longText(buf, w));
    }
  }

  @Test
  void everyIntUpToSevenDigitsBothSigns() {
    // Up to six digits are written from the table of triples, in one group or two; seven as a word.
    byte[] buf = new byte[40];
    for (int v = 0; v <= 1_100_000; v++) {
      assertEquals(Integer.toString(v), intText(buf, v));
      assertEquals(Integer.toString(-v), intText(buf, -v));
      assertEquals(Long.toString(v * 100_000_007L), longText(buf, v * 100_000_007L));
    }
  }

  @Test
  void integersFitAnArrayOfExactlyTheirLength() {
    // Up to 8 digits go as one word when 8 bytes of room are left, else two digits a step.
    SplittableRandom rnd = new SplittableRandom(11);
    for (int i = 0; i < 50_000; i++) {
      long w = rnd.nextLong() >> rnd.nextInt(64);
      String expected = Long.toString(w);
      byte[] exact = new byte[expected.length()];
      assertEquals(exact.length, NumberWriter.writeLong(exact, 0, w), expected);
      assertEquals(expected, new String(exact, StandardCharsets.US_ASCII));
      if (w == (int) w) {
        byte[] exactInt = new byte[expected.length()];
        assertEquals(exactInt.length, NumberWriter.writeInt(exactInt, 0, (int) w), expected);
        assertEquals(expected, new String(exactInt, StandardCharsets.US_ASCII));
      }
    }
  }

  private static String intText(byte[] buf, int v) {
    int end = NumberWriter.writeInt(buf, 5, v);
    return new String(buf, 5, end - 5, StandardCharsets.US_ASCII);
  }

  private static String longText(byte[] buf, long v) {
    int end = NumberWriter.writeLong(buf, 5, v);
    return new String(buf, 5, end - 5, StandardCharsets.US_ASCII);
  }

  // ---- the fixed-point logarithms, over every exponent the printer feeds them ----

  /** floor(log10(num / den)) for positive integers, exactly. */
  private static int floorLog10(BigInteger num, BigInteger den) {
    int r = (int) Math.floor((num.bitLength() - den.bitLength()) * 0.30102999566398);
    while (compare(num, den, r) < 0) r--;
    while (compare(num, den, r + 1) >= 0) r++;
    return r;
  }

  /** Sign of num/den - 10^r. */
  private static int compare(BigInteger num, BigInteger den, int r) {
    return r >= 0
        ? num.compareTo(den.multiply(BigInteger.TEN.pow(r)))
        : num.multiply(BigInteger.TEN.pow(-r)).compareTo(den);
  }

  private static BigInteger pow2(int e) {
    return BigInteger.ONE.shiftLeft(e);
  }

  @Test
  void fixedPointLogarithms() {
    for (int e = -1200; e <= 1200; e++) {
      BigInteger num = e >= 0 ? pow2(e) : BigInteger.ONE;
      BigInteger den = e >= 0 ? BigInteger.ONE : pow2(-e);
      assertEquals(floorLog10(num, den), NumberWriter.floorLog10Pow2(e), "log10 2^" + e);
      BigInteger num3 = e >= 2 ? BigInteger.valueOf(3).shiftLeft(e - 2) : BigInteger.valueOf(3);
      BigInteger den3 = e >= 2 ? BigInteger.ONE : pow2(2 - e);
      assertEquals(floorLog10(num3, den3), NumberWriter.floorLog10ThreeQuartersPow2(e), "log10 3/4 2^" + e);
    }
    for (int e = -400; e <= 400; e++) {
      // floor(log2(10^e)): bit length minus one for e >= 0; for e < 0 minus the bit length of 10^-e.
      int expected = e >= 0 ? BigInteger.TEN.pow(e).bitLength() - 1 : -BigInteger.TEN.pow(-e).bitLength();
      assertEquals(expected, NumberWriter.floorLog2Pow10(e), "log2 10^" + e);
    }
  }

  @Test
  void bufferBoundsAreRespected() {
    // The widest outputs must fit the 32 bytes the caller promises.
    double[] wide = {-2.2250738585072014E-308, -1.0000000000000002E-100, -0.0012345678901234567,
      -1234567.8901234567};
    for (double v : wide) {
      byte[] buf = new byte[32];
      int end = NumberWriter.writeDouble(buf, 0, v);
      assertTrue(end <= 32);
      assertEquals(Double.parseDouble(new String(buf, 0, end, StandardCharsets.US_ASCII)), v);
    }
  }
}
