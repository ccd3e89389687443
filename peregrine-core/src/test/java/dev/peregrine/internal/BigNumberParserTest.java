package dev.peregrine.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The split parser must give exactly what the JDK's constructors give (value and scale), at every length: short
 * literals go to the JDK, long ones are split at multiples of the leaf size, so the lengths around those
 * boundaries are where an off-by-one would show.
 */
class BigNumberParserTest {
  private static final int LEAF = 600;

  /** Digits of every length near the cutoff and the split boundaries, with zeros in awkward places. */
  @Test
  void integersAroundTheCutoffAndTheSplitsEqualTheJdks() {
    Random random = new Random(42);
    int cut = BigNumberParser.JDK_DIGITS;
    for (int base : new int[] {1, cut, 2 * LEAF, 4 * LEAF, 8 * LEAF, 16 * LEAF, 32 * LEAF}) {
      for (int n = Math.max(1, base - 3); n <= base + 3; n++) {
        for (String kind : new String[] {"random", "leading zeros", "trailing zeros", "nines"}) {
          String digits = digits(random, n, kind);
          checkInteger(digits);
          checkInteger("-" + digits);
        }
      }
    }
  }

  @Property(tries = 300)
  void integersEqualTheJdks(@ForAll @IntRange(min = 1, max = 12_000) int length, @ForAll long seed) {
    String digits = digits(new Random(seed), length, "random");
    checkInteger(digits);
    checkInteger("-" + digits);
  }

  @Property(tries = 300)
  void decimalsEqualTheJdks(@ForAll("decimals") String literal) {
    byte[] b = ("[" + literal + "]").getBytes(StandardCharsets.US_ASCII);
    BigDecimal expected = new BigDecimal(literal);
    BigDecimal actual = BigNumberParser.parseDecimal(b, 1, literal.length());
    assertEquals(expected.unscaledValue(), actual.unscaledValue(), literal);
    assertEquals(expected.scale(), actual.scale(), literal);
    assertEquals(expected, BigNumberParser.parseDecimal(literal), literal);
  }

  /** integerDigits decides from the text what the BigDecimal would say: whole or not, and how many digits. */
  @Property(tries = 500)
  void integerDigitsAgreeWithTheValue(@ForAll("shortDecimals") String literal) {
    BigDecimal d = new BigDecimal(literal);
    boolean whole = d.signum() == 0 || d.setScale(0, RoundingMode.DOWN).compareTo(d) == 0;
    int expected = !whole ? -1 : d.signum() == 0 ? 0 : d.toBigIntegerExact().abs().toString().length();
    byte[] b = literal.getBytes(StandardCharsets.US_ASCII);
    assertEquals(expected, BigNumberParser.integerDigits(b, 0, b.length), literal);
  }

  /**
   * The exponent judged against the limit is the one BigDecimal writes back: a value read within the limit is
   * written within it, so it reads back the same (the fuzzer's 200099e99999 read as a BigDecimal and came back
   * from its own text as infinity).
   */
  @Property(tries = 500)
  void theExponentIsTheOneWrittenBack(@ForAll("shortDecimals") String literal) {
    BigDecimal d = new BigDecimal(literal);
    if (d.signum() == 0) return;
    assertEquals(BigNumberParser.exponent(literal), BigNumberParser.exponent(d.toString()), literal + " written " + d);
  }

  @Test
  void hugeExponentsAreJudgedWithoutArithmetic() {
    assertEquals(Integer.MAX_VALUE, integerDigits("1e99999999999"));
    assertEquals(Integer.MAX_VALUE, integerDigits("1e" + "9".repeat(40)));
    assertEquals(-1, integerDigits("4E-2147483674"));
    assertEquals(-1, integerDigits("1e-" + "9".repeat(40)));
    assertEquals(0, integerDigits("0.0e99999999999"));
    assertEquals(1, integerDigits("0.0010e3"));
    assertEquals(401, integerDigits("-1.0e400"));
    assertEquals(-2147483674L, BigNumberParser.exponent("4E-2147483674"));
    assertEquals(Long.MAX_VALUE, BigNumberParser.exponent("1e+" + "9".repeat(19)));
    assertEquals(5, BigNumberParser.exponent("1e" + "0".repeat(100) + "5"));
    assertEquals(2, BigNumberParser.exponent("123.5"));
    // The exponent in scientific notation, the one BigDecimal's toString writes back.
    assertEquals(100004, BigNumberParser.exponent("200099e99999"));
    assertEquals(3, BigNumberParser.exponent("0.015e5"));
    assertEquals(-3, BigNumberParser.exponent("-0.00123"));
    assertEquals(99999999, BigNumberParser.exponent("0.000e99999999")); // a zero: the written exponent
  }

  private static int integerDigits(String s) {
    byte[] b = s.getBytes(StandardCharsets.US_ASCII);
    return BigNumberParser.integerDigits(b, 0, b.length);
  }

  @Provide
  Arbitrary<String> decimals() {
    return literals(6_000);
  }

  @Provide
  Arbitrary<String> shortDecimals() {
    return literals(40);
  }

  private static Arbitrary<String> literals(int maxDigits) {
    Arbitrary<String> sign = Arbitraries.of("", "-");
    Arbitrary<String> integer = Arbitraries.oneOf(Arbitraries.just("0"),
        Arbitraries.longs().map(seed -> {
          Random r = new Random(seed);
          return digits(r, 1 + r.nextInt(maxDigits), "no leading zero");
        }));
    Arbitrary<String> fraction = Arbitraries.oneOf(Arbitraries.just(""),
        Arbitraries.longs().map(seed -> {
          Random r = new Random(seed);
          return "." + digits(r, 1 + r.nextInt(maxDigits), r.nextBoolean() ? "random" : "trailing zeros");
        }));
    Arbitrary<String> exponent = Arbitraries.oneOf(Arbitraries.just(""),
        Combinators.combine(Arbitraries.of("e", "E"), Arbitraries.of("", "+", "-"),
            Arbitraries.integers().between(0, 5_000)).as((e, s, x) -> e + s + x));
    return Combinators.combine(sign, integer, fraction, exponent).as((s, i, f, e) -> s + i + f + e);
  }

  private static void checkInteger(String literal) {
    byte[] b = ("[" + literal + "]").getBytes(StandardCharsets.US_ASCII);
    assertEquals(new BigInteger(literal), BigNumberParser.parseInteger(b, 1, literal.length()),
        () -> "length " + literal.length());
    assertEquals(new BigInteger(literal), BigNumberParser.parseInteger(literal), () -> "length " + literal.length());
  }

  private static String digits(Random random, int n, String kind) {
    char[] c = new char[n];
    for (int i = 0; i < n; i++) c[i] = (char) ('0' + random.nextInt(10));
    switch (kind) {
      case "leading zeros" -> {
        for (int i = 0; i < n / 2; i++) c[i] = '0';
      }
      case "trailing zeros" -> {
        for (int i = n / 2; i < n; i++) c[i] = '0';
      }
      case "nines" -> java.util.Arrays.fill(c, '9');
      case "no leading zero" -> c[0] = (char) ('1' + random.nextInt(9));
      default -> { }
    }
    return new String(c);
  }
}
