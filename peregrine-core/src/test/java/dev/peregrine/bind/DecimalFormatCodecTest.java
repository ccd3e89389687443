package dev.peregrine.bind;

import static dev.peregrine.bind.Codecs.read;
import static dev.peregrine.bind.Codecs.readFails;
import static dev.peregrine.bind.Codecs.roundTrip;
import static dev.peregrine.bind.Codecs.writeOne;
import static dev.peregrine.bind.Token.num;
import static dev.peregrine.bind.Token.str;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Codec;
import dev.peregrine.PeregrineException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.Test;

class DecimalFormatCodecTest {
  @Test
  void numbersAreWrittenAsFormattedStrings() {
    assertEquals(str("1,234,567"), writeOne(Codecs.codec(int.class, "#,##0"), 1234567));
    assertEquals(str("1,234.50"), writeOne(Codecs.codec(double.class, "#,##0.00"), 1234.5));
    assertEquals(str("0.10"), writeOne(Codecs.codec(Float.class, "0.00"), 0.1f));
    assertEquals(str("0.1"), writeOne(Codecs.codec(float.class, "0.##########"), 0.1f));
    assertEquals(str("007"), writeOne(Codecs.codec(Long.class, "000"), 7L));
    assertEquals(str("12,345,678,901,234,567,890.123456789"),
        writeOne(Codecs.codec(BigDecimal.class, "#,##0.#########"), new BigDecimal("12345678901234567890.123456789")));
    assertEquals(str("1,000,000,000,000,000,000,000"),
        writeOne(Codecs.codec(BigInteger.class, "#,##0"), BigInteger.TEN.pow(21)));
    assertEquals(str("50%"), writeOne(Codecs.codec(double.class, "0%"), 0.5));
  }

  @Test
  void outputDoesNotDependOnTheDefaultLocale() {
    Locale saved = Locale.getDefault();
    try {
      Locale.setDefault(Locale.GERMANY);
      Codec<Double> c = Codecs.codec(Double.class, "#,##0.00 'EUR'");
      assertEquals(str("1,234.50 EUR"), writeOne(c, 1234.5));
    } finally {
      Locale.setDefault(saved);
    }
  }

  @Test
  void readsFormattedStringsAndPlainNumbers() {
    Codec<Integer> c = Codecs.codec(int.class, "#,##0");
    assertEquals(1234567, read(c, str("1,234,567")));
    assertEquals(1234567, read(c, str("1234567")));
    assertEquals(42, read(c, num("42")));
    Codec<BigDecimal> d = Codecs.codec(BigDecimal.class, "#,##0.00");
    assertEquals(new BigDecimal("0.30"), read(d, num("0.30")));
    // Exact: no pass through double.
    assertEquals(0, new BigDecimal("12345678901234567.89").compareTo(read(d, str("12,345,678,901,234,567.89"))));
    assertEquals(0.5, read(Codecs.codec(double.class, "0%"), str("50%")));
  }

  @Test
  void roundTripsThroughTheFormat() {
    assertEquals(-98765L, roundTrip(Codecs.codec(long.class, "#,##0"), -98765L));
    assertEquals((short) -300, roundTrip(Codecs.codec(short.class, "#,##0"), (short) -300));
    assertEquals((byte) 100, roundTrip(Codecs.codec(Byte.class, "0"), (byte) 100));
    assertEquals(0.1, roundTrip(Codecs.codec(double.class, "0.#################"), 0.1));
    BigInteger big = new BigInteger("-123456789012345678901234567890");
    assertEquals(big, roundTrip(Codecs.codec(BigInteger.class, "#,##0"), big));
  }

  @Test
  void inexactOrOutOfRangeIsAnError() {
    readFails(Codecs.codec(int.class, "#,##0.00"), "'1.50' is not an integer for an int", str("1.50"));
    readFails(Codecs.codec(int.class, "#,##0"), "is out of range for an int", str("3,000,000,000"));
    readFails(Codecs.codec(byte.class, "0"), "'300' is out of range for a byte", str("300"));
    readFails(Codecs.codec(byte.class, "0"), "300 is out of range for a byte", num("300"));
    readFails(Codecs.codec(long.class, "0"), "is out of range for a long", str("NaN".replace("NaN", "\u221e")));
    readFails(Codecs.codec(BigInteger.class, "0.###E0"), "beyond the limit of 100000 (maxNumberExponent)",
        str("1E999999999"));
    readFails(Codecs.codec(double.class, "0.###E0"), "is out of range for a double", str("1E999"));
  }

  /** DecimalFormat wraps exponents past int range silently, or throws ArithmeticException for some. */
  @Test
  void exponentsPastIntRangeAreErrorsNotWrappedValues() {
    for (Class<?> type : List.of(BigDecimal.class, BigInteger.class, double.class, int.class, float.class)) {
      for (String s : List.of("1E9999999999", "1E-9999999999", "1E-2147483648", "9E2147483648", "1E-0009999999999")) {
        readFails(Codecs.codec(type, "0.###E0"), "is out of range", str(s));
      }
    }
    // Within int range, an exponent is still bounded by the limit, as every BigDecimal read's is.
    readFails(Codecs.codec(BigDecimal.class, "0.###E0"), "maxNumberExponent", str("1E999999999"));
    assertEquals(new BigDecimal("1E+100000"), read(Codecs.codec(BigDecimal.class, "0.###E0"), str("1E100000")));
  }

  @Test
  void textThatDoesNotMatchIsAnError() {
    Codec<Integer> c = Codecs.codec(Integer.class, "#,##0");
    readFails(c, "'12abc' does not match the number format \"#,##0\" for an Integer", str("12abc"));
    readFails(c, "does not match", str(""));
    readFails(c, "does not match", str("abc"));
    readFails(c, "expected an Integer as a string or number, found a boolean", Token.bool(true));
  }

  @Test
  void badPatternsAndPatternsOnOtherScalarsFailWhenTheCodecIsMade() {
    PeregrineException e = assertThrows(PeregrineException.class, () -> Codecs.codec(int.class, "#,##0.0.0"));
    assertTrue(e.getMessage().contains("is not a DecimalFormat pattern"), e.getMessage());
    PeregrineException e2 = assertThrows(PeregrineException.class, () -> Codecs.codec(boolean.class, "0"));
    assertTrue(e2.getMessage().contains("@Format does not apply to boolean"), e2.getMessage());
  }

  /** Codecs are shared: formatted ones must give each thread its own formatter state. */
  @Test
  void formattedCodecsAreSafeToShareAcrossThreads() throws Exception {
    Codec<Double> numbers = Codecs.codec(double.class, "#,##0.000");
    Codec<BigDecimal> decimals = Codecs.codec(BigDecimal.class, "#,##0.00####");
    Codec<LocalDateTime> times = Codecs.codec(LocalDateTime.class, "yyyy/MM/dd HH:mm:ss.SSS");
    Codec<Instant> instants = Codecs.codec(Instant.class, "yyyy-MM-dd'T'HH:mm:ss.SSSX");
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      List<Future<Integer>> results = new ArrayList<>();
      for (int t = 0; t < 8; t++) {
        results.add(pool.submit((Callable<Integer>) () -> {
          ThreadLocalRandom r = ThreadLocalRandom.current();
          for (int i = 0; i < 5_000; i++) {
            double d = Math.round(r.nextDouble(-1e9, 1e9) * 1000) / 1000.0;
            assertEquals(d, roundTrip(numbers, d));
            BigDecimal b = BigDecimal.valueOf(r.nextLong(), r.nextInt(2, 7));
            assertEquals(0, b.compareTo(roundTrip(decimals, b)));
            LocalDateTime l = LocalDateTime.ofEpochSecond(r.nextLong(0, 4_000_000_000L), r.nextInt(1000) * 1_000_000,
                ZoneOffset.UTC);
            assertEquals(l, roundTrip(times, l));
            Instant in = Instant.ofEpochMilli(r.nextLong(0, 4_000_000_000_000L));
            assertEquals(in, roundTrip(instants, in));
          }
          return 1;
        }));
      }
      for (Future<Integer> f : results) assertEquals(1, f.get());
    } finally {
      pool.shutdownNow();
    }
  }
}
