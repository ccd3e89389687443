package dev.peregrine.limits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Cbor;
import dev.peregrine.Json;
import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * The cost of a number grows with its size as one multiplication of that size does, not quadratically, when
 * a user raises the number limits: a BigDecimal of 400k digits took ~100 times what 40k digits took (the JDK's
 * String constructors are quadratic), and an exponent near the limit must not cost more than its size says.
 *
 * <p>Growth, not time: each case is timed at a size and at four times that size (the best of several tries
 * each, in up to eight rounds until one is within the bound, as the machine may be busy with other work),
 * and the ratio is bounded. The bound is set by what the JDK offers: BigInteger's Toom-Cook multiplication,
 * on which every decimal-to-binary conversion and power of ten rests here, itself grows 8-10 times for
 * operands four times larger at these sizes (n^1.465 and cache effects), so a bound of 6 cannot be met
 * without a multiplication of our own (an FFT); a quadratic cost grows 16 times, and measured more (22 times
 * for the JDK's constructor from 25k to 100k digits).
 */
class NumberCostTest {
  private static final double MAX_GROWTH = 12;
  private static final int DIGITS = 25_000;

  private static final Json JSON = Json.builder().maxNumberLength(1_000_000).build();
  private static final Json JSON_REFLECTIVE = Json.builder().codegen(false).maxNumberLength(1_000_000).build();

  @Test
  void bigIntegerDigitsParseInSubquadraticTime() {
    assertGrowth("BigInteger digits", n -> {
      byte[] doc = digits(n).getBytes(StandardCharsets.US_ASCII);
      return () -> JSON.read(doc, BigInteger.class);
    });
    assertGrowth("BigInteger digits in a tree", n -> {
      byte[] doc = ("[" + digits(n) + "]").getBytes(StandardCharsets.US_ASCII);
      return () -> JSON_REFLECTIVE.parse(doc);
    });
    assertGrowth("BigInteger digits as a numeric string", n -> {
      String doc = "\"" + digits(n) + "\"";
      return () -> JSON.read(doc, BigInteger.class);
    });
  }

  @Test
  void bigDecimalDigitsParseInSubquadraticTime() {
    assertGrowth("BigDecimal digits", n -> {
      byte[] doc = (digits(n / 2) + "." + digits(n / 2) + "e-7").getBytes(StandardCharsets.US_ASCII);
      return () -> JSON.read(doc, BigDecimal.class);
    });
    assertGrowth("BigDecimal digits in a bigDecimals tree", n -> {
      byte[] doc = ("{\"d\":" + digits(n / 2) + "." + digits(n / 2) + "}").getBytes(StandardCharsets.US_ASCII);
      Json json = Json.builder().bigDecimals(true).maxNumberLength(1_000_000).build();
      return () -> json.parse(doc);
    });
    assertGrowth("BigDecimal digits as a numeric string", n -> {
      String doc = "\"-0." + digits(n) + "\"";
      Json json = Json.builder().maxNumberLength(1_000_000).maxNumberExponent(1_000_000).build();
      return () -> json.read(doc, BigDecimal.class);
    });
  }

  /** 1e25000 .. 1e100000, the default limit: the BigInteger is the power of ten, made once. */
  @Test
  void exponentsUpToTheLimitCostWhatTheirSizeSays() {
    assertGrowth("JSON exponent into a BigInteger", n -> {
      byte[] doc = ("1e" + n).getBytes(StandardCharsets.US_ASCII);
      return () -> JSON.read(doc, BigInteger.class);
    });
    Cbor cbor = Cbor.create();
    assertGrowth("CBOR decimal fraction into a BigInteger", n -> {
      byte[] doc = cbor.write(new BigDecimal(BigInteger.ONE, -n)); // tag 4: [n, 1]
      return () -> cbor.read(doc, BigInteger.class);
    });
    assertEquals(BigInteger.TEN.pow(DIGITS), JSON.read("1e" + DIGITS, BigInteger.class));
  }

  /** Writing relies on the JDK's toString, recursive (not quadratic) since JDK 8. */
  @Test
  void bigNumbersWriteInSubquadraticTime() {
    assertGrowth("BigInteger written", n -> {
      BigInteger v = new BigInteger(digits(n));
      return () -> JSON.write(v);
    });
    assertGrowth("BigDecimal written to a stream", n -> {
      BigDecimal v = new BigDecimal(new BigInteger(digits(n)), n / 2);
      return () -> JSON.write(v, new ByteArrayOutputStream());
    });
  }

  private static String digits(int n) {
    Random random = new Random(n);
    char[] c = new char[n];
    for (int i = 0; i < n; i++) c[i] = (char) ('0' + random.nextInt(10));
    c[0] = '7';
    return new String(c);
  }

  /** The time at 4 * DIGITS over the time at DIGITS, at its smallest over a few rounds, within the bound. */
  private static void assertGrowth(String what, IntFunction<Runnable> at) {
    Runnable small = at.apply(DIGITS);
    Runnable large = at.apply(4 * DIGITS);
    double best = Double.MAX_VALUE;
    for (int round = 0; round < 8 && best > MAX_GROWTH; round++) {
      best = Math.min(best, (double) bestTime(large) / bestTime(small));
    }
    double growth = best;
    assertTrue(growth <= MAX_GROWTH, () -> what + ": 4x the size took " + String.format("%.1f", growth)
        + "x the time, more than " + MAX_GROWTH + "x");
  }

  private static long bestTime(Runnable r) {
    long best = Long.MAX_VALUE;
    for (int i = 0; i < 7; i++) {
      long t = System.nanoTime();
      r.run();
      best = Math.min(best, System.nanoTime() - t);
    }
    return best;
  }
}
