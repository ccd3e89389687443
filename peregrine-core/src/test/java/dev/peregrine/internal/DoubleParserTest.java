package dev.peregrine.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** Every parse must agree bit for bit with the JDK's own correctly rounded parsers. */
class DoubleParserTest {
  private static final Pattern JSON_NUMBER = Pattern.compile("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?");

  /** Parses {@code s} placed at an offset inside a larger array, so that off/len are honoured. */
  private static void check(String s) {
    byte[] text = s.getBytes(StandardCharsets.US_ASCII);
    byte[] b = new byte[text.length + 6];
    b[0] = '[';
    b[1] = '7';
    b[2] = '.';
    System.arraycopy(text, 0, b, 3, text.length);
    b[text.length + 3] = 'e';
    b[text.length + 4] = '9';
    b[text.length + 5] = ']';
    assertEquals(
        Double.doubleToRawLongBits(Double.parseDouble(s)),
        Double.doubleToRawLongBits(DoubleParser.parseDouble(b, 3, text.length)),
        () -> "double " + s);
    assertEquals(
        Float.floatToRawIntBits(Float.parseFloat(s)),
        Float.floatToRawIntBits(DoubleParser.parseFloat(b, 3, text.length)),
        () -> "float " + s);
  }

  @Test
  void edgeLiterals() {
    String[] literals = {
      "0", "-0", "0.0", "-0.0", "0e0", "-0e-5", "0.000e99999", "1", "-1", "1.5", "0.1", "0.2", "0.3",
      "9007199254740992", "9007199254740993", "9007199254740995", "18446744073709551615", "18446744073709551616",
      "9999999999999999999", "99999999999999999999", "12345678901234567890123", "1e22", "1e23", "1e-22", "1e-23",
      "9.999999999999999E22", "8.41e21", "1.7976931348623157E308", "1.7976931348623158E308",
      "1.7976931348623159E308", "1.797693134862315807937289714053e308", "2.2250738585072014E-308",
      "2.2250738585072011e-308", "2.2250738585072012e-308", "4.9E-324", "5e-324", "2.4703282292062327e-324",
      "2.4703282292062328e-324", "2.47032822920623272e-324", "1e-324", "3e-324", "1e999999999", "-1e999999999",
      "1e-999999999", "-1e-999999999", "1e9999999999999999999999", "1e-9999999999999999999999",
      "0.00000000000000000000000000000000000001e999999999", "1000000000000000000000000000000e-999999999",
      "3.4028235E38", "3.4028236E38", "3.4028235677973366E38", "3.4028235677973367E38", "1.4E-45",
      "7.006492321624085e-46", "7.006492321624086e-46", "1.17549435E-38", "1.1754942E-38", "16777217",
      "16777216.5", "33554435", "1.00000017881393432617187499", "1.000000178813934326171875", "2.5e-8",
      "9007199254740993.0000000000000000000000001", "0.1e1", "123456789e-5", "1e308", "1e309", "1e-307",
      "4.35679845E-315", "2.98023223876953125E-8", "1.9156918820264798E-56", "7.2057594037927933e16",
      "9.2233720368547758e18", "7.3177701707893310e15", "3.0e-45", "1.0e-45", "7.1e-46", "7.0e-46",
    };
    for (String s : literals) check(s);
  }

  @Test
  void longLiterals() {
    StringBuilder sb = new StringBuilder("0.");
    for (int i = 0; i < 990; i++) sb.append((char) ('0' + i % 10));
    check(sb.toString());
    check("1" + "0".repeat(308));
    check("1" + "0".repeat(309));
    check("9".repeat(400));
    check("0." + "0".repeat(323) + "247032822920623272088284396434110686182529901307162382212792841250337753635104");
    check("0." + "0".repeat(44) + "70064923216240853546186479164495806564013097093825788587853414");
    // Halfway between 1 and its successor, then a nonzero digit far out: only the last digit breaks the tie.
    check("1.00000000000000011102230246251565404236316680908203125");
    check("1.00000000000000011102230246251565404236316680908203124" + "9".repeat(500));
    check("1.00000000000000011102230246251565404236316680908203125" + "0".repeat(500) + "1");
  }

  @Property(tries = 3000)
  void randomLiterals(@ForAll("literals") String s) {
    check(s);
  }

  @Provide
  Arbitrary<String> literals() {
    Arbitrary<String> sign = Arbitraries.of("", "-");
    Arbitrary<String> integer = Arbitraries.oneOf(
        Arbitraries.just("0"),
        Arbitraries.strings().numeric().ofMinLength(0).ofMaxLength(24).map(d -> (1 + (d.hashCode() & 7)) + d));
    Arbitrary<String> fraction = Arbitraries.oneOf(
        Arbitraries.just(""), Arbitraries.strings().numeric().ofMinLength(1).ofMaxLength(30).map(d -> "." + d));
    Arbitrary<String> exponent = Arbitraries.oneOf(
        Arbitraries.just(""),
        Arbitraries.integers().between(-400, 400).map(e -> "e" + e),
        Arbitraries.integers().between(0, 50).map(e -> "E+" + e),
        Arbitraries.integers().between(0, 50).map(e -> "E-0" + e));
    return Combinators.combine(sign, integer, fraction, exponent).as((a, b, c, d) -> a + b + c + d);
  }

  /** Printed values, midpoints between neighbours (the ties), and literals a hair to either side of them. */
  @Test
  void shortestPrintsMidpointsAndNearMisses() {
    SplittableRandom rnd = new SplittableRandom(11);
    for (int i = 0; i < 4000; i++) {
      double d = Double.longBitsToDouble(rnd.nextLong() & Long.MAX_VALUE);
      if (!Double.isFinite(d) || Math.nextUp(d) == Double.POSITIVE_INFINITY) continue;
      check(Double.toString(d));
      check(NumberWriter.toString(d));
      BigDecimal mid = new BigDecimal(d).add(new BigDecimal(Math.nextUp(d))).divide(BigDecimal.valueOf(2));
      checkAround(mid);
      float f = Float.intBitsToFloat(rnd.nextInt() & Integer.MAX_VALUE);
      if (!Float.isFinite(f) || Math.nextUp(f) == Float.POSITIVE_INFINITY) continue;
      check(NumberWriter.toString(f));
      BigDecimal fmid = new BigDecimal(f).add(new BigDecimal(Math.nextUp(f))).divide(BigDecimal.valueOf(2));
      checkAround(fmid);
    }
    // Ties among short integers and small exponents, where the fast paths and round-to-even meet.
    for (long m = (1L << 53) - 20; m < (1L << 53) + 20; m++) {
      check(Long.toString(2 * m + 1));
      check(Long.toString(2 * m + 1) + "e-1");
    }
  }

  private static void checkAround(BigDecimal mid) {
    check(mid.toString());
    BigDecimal ulp = mid.ulp().movePointLeft(3);
    check(mid.add(ulp).toString());
    check(mid.subtract(ulp).toString());
    // The same values cut to 17 significant digits: short, but near a boundary.
    check(mid.round(new java.math.MathContext(17)).toString());
  }

  @Test
  void randomShortLiterals() {
    SplittableRandom rnd = new SplittableRandom(5);
    for (int i = 0; i < 200_000; i++) {
      // Unsigned, so that significands between 2^63 and 2^64 come up too.
      long digits = rnd.nextLong() >>> rnd.nextInt(64);
      int exp = rnd.nextInt(-360, 330);
      check(Long.toUnsignedString(digits) + "e" + exp);
      check((rnd.nextBoolean() ? "-" : "") + Long.remainderUnsigned(digits, 100_000_000L) + "." + rnd.nextInt(1000)
          + "e" + (exp / 10));
    }
  }

  // ---- the shared corpus of literals with known float and double bit patterns ----

  @Test
  void parseNumberFxxTestData() throws IOException {
    Path dir = dev.peregrine.testing.SharedData.require("parse-number-fxx-test-data/data");
    List<Path> files = new ArrayList<>();
    try (Stream<Path> list = Files.list(dir)) {
      list.filter(p -> p.toString().endsWith(".txt")).sorted().forEach(files::add);
    }
    long checked = 0;
    long skipped = 0;
    for (Path file : files) {
      try (Stream<String> lines = Files.lines(file, StandardCharsets.ISO_8859_1)) {
        for (String line : (Iterable<String>) lines::iterator) {
          String[] cols = line.trim().split("\\s+");
          if (cols.length < 4 || !JSON_NUMBER.matcher(cols[3]).matches()) {
            skipped++;
            continue;
          }
          byte[] b = cols[3].getBytes(StandardCharsets.ISO_8859_1);
          long f64 = Long.parseUnsignedLong(cols[2], 16);
          int f32 = Integer.parseUnsignedInt(cols[1], 16);
          String where = file.getFileName() + ": " + line;
          assertEquals(f64, Double.doubleToRawLongBits(DoubleParser.parseDouble(b, 0, b.length)), where);
          assertEquals(f32, Float.floatToRawIntBits(DoubleParser.parseFloat(b, 0, b.length)), where);
          checked++;
        }
      } catch (UncheckedIOException e) {
        throw e.getCause();
      }
    }
    System.out.println("parse-number-fxx-test-data: " + checked + " lines checked, " + skipped
        + " skipped as not JSON numbers, in " + files.size() + " files");
    assertTrue(checked > 0, "no usable lines in " + dir);
  }
}
