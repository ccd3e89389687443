package dev.peregrine.bind;

import dev.peregrine.Codec;
import dev.peregrine.PeregrineException;
import dev.peregrine.stream.Limits;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.net.URL;
import java.nio.file.Path;
import java.util.Currency;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import static dev.peregrine.bind.Codecs.codec;
import static dev.peregrine.bind.Codecs.read;
import static dev.peregrine.bind.Codecs.readFails;
import static dev.peregrine.bind.Codecs.roundTrip;
import static dev.peregrine.bind.Codecs.writeOne;
import static dev.peregrine.bind.Token.bool;
import static dev.peregrine.bind.Token.num;
import static dev.peregrine.bind.Token.str;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ScalarCodecsTest {
  @Test
  void primitivesAndBoxesRoundTrip() {
    assertEquals(Integer.MIN_VALUE, roundTrip(codec(int.class), Integer.MIN_VALUE));
    assertEquals(42, roundTrip(codec(Integer.class), 42));
    assertEquals(Long.MAX_VALUE, roundTrip(codec(long.class), Long.MAX_VALUE));
    assertEquals((short) -32768, roundTrip(codec(short.class), (short) -32768));
    assertEquals((byte) 127, roundTrip(codec(Byte.class), (byte) 127));
    assertEquals(0.1, roundTrip(codec(double.class), 0.1));
    assertEquals(-0.0, roundTrip(codec(Double.class), -0.0));
    assertEquals(0.1f, roundTrip(codec(float.class), 0.1f));
    assertEquals(Float.MIN_VALUE, roundTrip(codec(Float.class), Float.MIN_VALUE));
    assertEquals(true, roundTrip(codec(boolean.class), true));
    assertEquals('\u00e9', roundTrip(codec(char.class), '\u00e9'));
    assertEquals('x', roundTrip(codec(Character.class), 'x'));
  }

  @Test
  void numbersAreWrittenAsNumbers() {
    assertEquals(num("300"), writeOne(codec(short.class), (short) 300));
    assertEquals(num("-7"), writeOne(codec(byte.class), (byte) -7));
    assertEquals(num("1.5"), writeOne(codec(double.class), 1.5));
    assertEquals(bool(false), writeOne(codec(Boolean.class), false));
    assertEquals(str("c"), writeOne(codec(char.class), 'c'));
  }

  @Test
  void numericStringsAreAccepted() {
    assertEquals(123, (int) read(codec(int.class), str("123")));
    assertEquals(-9007199254740993L, (long) read(codec(Long.class), str("-9007199254740993")));
    assertEquals((short) 12, (short) read(codec(short.class), str("12")));
    assertEquals((byte) -128, (byte) read(codec(byte.class), str("-128")));
    assertEquals(1.5e300, read(codec(double.class), str("1.5e300")));
    assertEquals(0.1f, (float) read(codec(float.class), str("0.1")));
    assertEquals(new BigDecimal("1.50"), read(codec(BigDecimal.class), str("1.50")));
    assertEquals(new BigInteger("123456789012345678901234567890"),
        read(codec(BigInteger.class), str("123456789012345678901234567890")));
    assertEquals(Double.NaN, read(codec(double.class), str("NaN")));
    assertEquals(Float.NEGATIVE_INFINITY, (float) read(codec(float.class), str("-Infinity")));
  }

  @ParameterizedTest
  @ValueSource(strings = {"", " 1", "1 ", "+1", "01", "0x10", "1d", "1f", "1_000", "--1", "1.", ".5", "1e", "\u0661"})
  void malformedNumericStringsAreRejected(String s) {
    readFails(codec(int.class), "is not a number for an int", str(s));
    readFails(codec(double.class), "is not a number for a double", str(s));
    readFails(codec(BigDecimal.class), "is not a number", str(s));
  }

  @Test
  void fractionsIntoIntegersAreErrors() {
    readFails(codec(int.class), "'1.5' is not an integer for an int", str("1.5"));
    readFails(codec(long.class), "is not an integer", str("1e3"));
    readFails(codec(BigInteger.class), "is not an integer", str("2.0"));
    // The number path is the reader's: it rejects fractions too.
    assertThrows(PeregrineException.class, () -> read(codec(int.class), num("1.5")));
  }

  @Test
  void outOfRangeIsAnErrorNotATruncation() {
    readFails(codec(byte.class), "300 is out of range for a byte", num("300"));
    readFails(codec(Byte.class), "-129 is out of range for a byte", str("-129"));
    readFails(codec(short.class), "40000 is out of range for a short", num("40000"));
    readFails(codec(int.class), "'2147483648' is out of range for an int", str("2147483648"));
    readFails(codec(long.class), "is out of range for a long", str("9223372036854775808"));
    // Beyond the double or float range a number reads as its correctly rounded value, infinity, as
    // Double.parseDouble gives; the shared number vectors expect exactly that.
    assertEquals(Double.POSITIVE_INFINITY, (double) read(codec(double.class), num("1e400")));
    assertEquals(Double.NEGATIVE_INFINITY, (double) read(codec(double.class), str("-1e400")));
    assertEquals(Float.POSITIVE_INFINITY, (float) read(codec(float.class), num("1e39")));
    assertEquals(Float.POSITIVE_INFINITY, (float) read(codec(float.class), str("3.5e38")));
    assertThrows(PeregrineException.class, () -> read(codec(int.class), num("2147483648")));
  }

  @Test
  void numericStringsAreBoundedByTheNumberLimit() {
    String digits = "9".repeat(2000);
    TokenReader r = new TokenReader(List.of(str(digits)), new Limits(1000, 20_000_000, 1000, 50_000, 1 << 20));
    PeregrineException e = assertThrows(PeregrineException.class, () -> codec(BigInteger.class).read(r));
    assertTrue(e.reason().contains("longer than the limit of 1000"), e.reason());
    // The input is quoted in errors only in part.
    PeregrineException e2 = readFails(codec(int.class), "is out of range", str("9".repeat(500)));
    assertTrue(e2.reason().length() < 200, e2.reason());
  }

  @Test
  void wrongKindsAreErrors() {
    readFails(codec(int.class), "expected an int, found a boolean", bool(true));
    readFails(codec(double.class), "expected a double, found an object", new Token.BeginObject());
    readFails(codec(boolean.class), "expected a boolean, found a number", num("1"));
    readFails(codec(String.class), "expected a string, found an array", new Token.BeginArray());
  }

  @Test
  void booleansReadFromTrueAndFalseStrings() {
    assertEquals(true, read(codec(boolean.class), str("true")));
    assertEquals(false, read(codec(Boolean.class), str("false")));
    readFails(codec(boolean.class), "'yes' is not a boolean", str("yes"));
    readFails(codec(boolean.class), "is not a boolean", str("TRUE"));
  }

  @Test
  void charIsAOneCharacterString() {
    readFails(codec(char.class), "found 'ab'", str("ab"));
    readFails(codec(char.class), "found ''", str(""));
    readFails(codec(char.class), "found a number", num("65"));
    // A supplementary character is two UTF-16 units: not one char.
    readFails(codec(Character.class), "one-character", str("\uD83D\uDE00"));
  }

  @Test
  void stringReadsNumbersAndBooleansAsText() {
    assertEquals("abc", read(codec(String.class), str("abc")));
    assertEquals("123", read(codec(String.class), num("123")));
    assertEquals("-1.50", read(codec(String.class), num("-1.50")));
    assertEquals("123456789012345678901234567890", read(codec(String.class), num("123456789012345678901234567890")));
    assertEquals("true", read(codec(String.class), bool(true)));
    assertEquals(str(""), writeOne(codec(String.class), ""));
  }

  @Test
  void bigNumbersKeepEveryDigit() {
    BigDecimal d = new BigDecimal("3.14159265358979323846264338327950288419716939937510");
    assertEquals(d, roundTrip(codec(BigDecimal.class), d));
    assertEquals(num(d.toString()), writeOne(codec(BigDecimal.class), d));
    BigInteger i = BigInteger.TWO.pow(200).negate();
    assertEquals(i, roundTrip(codec(BigInteger.class), i));
  }

  @Test
  void numberReadsTheNaturalForm() {
    Codec<Number> c = codec(Number.class);
    assertEquals(7, read(c, num("7")));
    assertEquals(1L << 40, read(c, num(Long.toString(1L << 40))));
    assertEquals(new BigInteger("99999999999999999999"), read(c, num("99999999999999999999")));
    assertEquals(1.25, read(c, num("1.25")));
    assertEquals(7, read(c, str("7")));
    assertEquals(5_000_000_000L, read(c, str("5000000000")));
    assertEquals(new BigInteger("-99999999999999999999"), read(c, str("-99999999999999999999")));
    assertEquals(0.5, read(c, str("0.5")));

    Codec<Number> big = new Binder(BindConfig.DEFAULT.withBigDecimals(true)).codec(Number.class);
    assertEquals(new BigDecimal("1.10"), read(big, num("1.10")));
    assertEquals(new BigDecimal("1.10"), read(big, str("1.10")));
  }

  @Test
  void numberWritesByRuntimeClass() {
    Codec<Number> c = codec(Number.class);
    assertEquals(num("1"), writeOne(c, (byte) 1));
    assertEquals(num("10000000000"), writeOne(c, 10_000_000_000L));
    assertEquals(num("0.5"), writeOne(c, 0.5f));
    assertEquals(num("1.00"), writeOne(c, new BigDecimal("1.00")));
    assertEquals(num("5"), writeOne(c, new AtomicInteger(5)));
    LongAdder adder = new LongAdder();
    adder.add(3);
    assertEquals(num("3"), writeOne(c, adder));
  }

  @Test
  void atomics() {
    assertEquals(5, roundTrip(codec(AtomicInteger.class), new AtomicInteger(5)).get());
    assertEquals(-5L, roundTrip(codec(AtomicLong.class), new AtomicLong(-5)).get());
    assertTrue(roundTrip(codec(AtomicBoolean.class), new AtomicBoolean(true)).get());
    assertEquals(12, ((AtomicInteger) read(codec(AtomicInteger.class), str("12"))).get());
  }

  @Test
  void uuidInCanonicalFormOnly() {
    UUID u = UUID.fromString("123e4567-e89b-12d3-a456-426614174000");
    assertEquals(str("123e4567-e89b-12d3-a456-426614174000"), writeOne(codec(UUID.class), u));
    assertEquals(u, read(codec(UUID.class), str("123E4567-E89B-12D3-A456-426614174000")));
    UUID random = UUID.randomUUID();
    assertEquals(random, roundTrip(codec(UUID.class), random));
    for (String bad : List.of("1-2-3-4-5", "123e4567e89b12d3a456426614174000", "123e4567-e89b-12d3-a456-42661417400g",
        "123e4567-e89b-12d3-a456_426614174000", "123e4567-e89b-12d3-a456-4266141740000",
        "123e4567-e89b-12d3-a456-42661417400\uff10")) {
      readFails(codec(UUID.class), "is not a UUID", str(bad));
    }
  }

  @Test
  void uri() {
    URI u = URI.create("https://example.com/a%20b?q=1#frag");
    assertEquals(u, roundTrip(codec(URI.class), u));
    readFails(codec(URI.class), "is not a URI", str("http://exa mple.com"));
  }

  @Test
  void localeAsLanguageTag() {
    assertEquals(str("en-US"), writeOne(codec(Locale.class), Locale.US));
    assertEquals(Locale.US, read(codec(Locale.class), str("en_US")));
    assertEquals(Locale.forLanguageTag("zh-Hant-TW"), read(codec(Locale.class), str("zh-Hant-TW")));
    readFails(codec(Locale.class), "is not a language tag", str("!!"));
    readFails(codec(Locale.class), "is not a language tag", str("en-US-x"));
    for (Locale l : Locale.getAvailableLocales()) {
      // no_NO_NY is the JDK's one legacy locale whose tag reads back as a different (equivalent) locale.
      if (l.toString().equals("no_NO_NY")) continue;
      assertEquals(l, roundTrip(codec(Locale.class), l), l::toString);
    }
  }

  @Test
  void currency() {
    assertEquals(Currency.getInstance("EUR"), roundTrip(codec(Currency.class), Currency.getInstance("EUR")));
    readFails(codec(Currency.class), "is not an ISO 4217 currency code", str("XYZQ"));
  }

  @Test
  void bytesAreBinaryAndCharsAreAString() {
    byte[] b = {0, -1, 127, -128};
    assertEquals(new Token.Bin(b), writeOne(codec(byte[].class), b));
    assertArrayEquals(b, roundTrip(codec(byte[].class), b));
    assertArrayEquals(b, read(codec(byte[].class), str("AP9/gA==")));
    char[] c = "h\u00e9llo".toCharArray();
    assertEquals(str("h\u00e9llo"), writeOne(codec(char[].class), c));
    assertArrayEquals(c, roundTrip(codec(char[].class), c));
  }

  @Test
  void primitivesReadNullAsTheirDefault() {
    assertEquals(0, nullOf(int.class));
    assertEquals(0L, nullOf(long.class));
    assertEquals((short) 0, nullOf(short.class));
    assertEquals((byte) 0, nullOf(byte.class));
    assertEquals(0.0, nullOf(double.class));
    assertEquals(0.0f, nullOf(float.class));
    assertEquals(false, nullOf(boolean.class));
    assertEquals('\0', nullOf(char.class));
    assertNull(nullOf(Integer.class));
    assertNull(nullOf(Boolean.class));
    assertNull(nullOf(Character.class));
    assertEquals(0, nullOf(int.class, "#,##0"));
    assertNull(nullOf(Long.class, "#,##0"));
  }

  private static Object nullOf(Class<?> type) {
    return assertInstanceOf(NullableCodec.class, codec(type)).readNull();
  }

  private static Object nullOf(Class<?> type, String pattern) {
    return assertInstanceOf(NullableCodec.class, Codecs.codec(type, pattern)).readNull();
  }

  @Test
  void classIsRefusedSayingWhy() {
    // Binding must never load a class named by its input.
    PeregrineException e = assertThrows(PeregrineException.class, () -> codec(Class.class));
    assertTrue(e.getMessage().startsWith("java.lang.Class is never bound: reading it would load a class the"
        + " document names"), e.getMessage());
    PeregrineException none = assertThrows(PeregrineException.class, () -> codec(Thread.class));
    assertTrue(none.getMessage().startsWith("no codec for java.lang.Thread"), none.getMessage());
  }

  @Test
  void errorsCarryTheReaderLocationAndCause() {
    PeregrineException e = readFails(codec(int.class), "out of range", str("99999999999"));
    assertEquals(1, e.offset());
    assertInstanceOf(NumberFormatException.class, e.getCause());
  }
}
