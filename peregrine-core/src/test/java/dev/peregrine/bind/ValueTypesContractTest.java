package dev.peregrine.bind;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.peregrine.JsonException;
import dev.peregrine.TypeRef;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.JsonContractTest;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;
import dev.peregrine.model.Media;
import dev.peregrine.model.Models.Arrays;
import dev.peregrine.model.Models.Color;
import dev.peregrine.model.Models.Point;
import dev.peregrine.model.Models.Scalars;
import dev.peregrine.model.Models.Times;
import dev.peregrine.model.Models.WithObject;
import dev.peregrine.model.Models.WithOptional;
import dev.peregrine.tree.JsonObject;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.Date;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/** Every scalar and leaf type the binder supports: written form, hand-written input, round trip. */
class ValueTypesContractTest {
  static final UUID ID = UUID.fromString("123e4567-e89b-12d3-a456-426614174000");

  @ContractTest
  void primitivesAndBoxes(Variant v) {
    assertEquals(42, v.read("42", int.class));
    assertEquals(42, v.read("42", Integer.class));
    assertEquals(Long.MAX_VALUE, v.read("9223372036854775807", long.class));
    assertEquals(Long.MIN_VALUE, v.read("-9223372036854775808", Long.class));
    assertEquals((short) -7, v.read("-7", short.class));
    assertEquals((byte) 127, v.read("127", byte.class));
    assertEquals(1.5f, v.read("1.5", float.class));
    assertEquals(0.1, v.read("0.1", double.class));
    assertEquals(100.0, v.read("1e2", Double.class));
    assertEquals(3.0, v.read("3", double.class), "an integer literal read as double");
    assertEquals(true, v.read("true", boolean.class));
    assertEquals(false, v.read("false", Boolean.class));
    assertEquals('x', v.read("\"x\"", char.class));
    assertEquals('\u00e9', v.read("\"\u00e9\"", Character.class));
    assertEquals("hi", v.read("\"hi\"", String.class));
  }

  @ContractTest
  void writtenFormOfScalars(Variant v) {
    assertEquals("42", v.write(42));
    assertEquals("-9223372036854775808", v.write(Long.MIN_VALUE));
    assertEquals("true", v.write(true));
    assertEquals("\"x\"", v.write('x'));
    assertEquals("\"hi\"", v.write("hi"));
    assertEquals("null", v.write(null));
    assertEquals("1.5", v.write(1.5));
    assertEquals("0.1", v.write(0.1));
    assertEquals("\"RED\"", v.write(Color.RED));
  }

  public record Chars(char a, Character b, char c) {}

  @ContractTest
  void everyCharRoundTripsAloneAndBetweenOthers(Variant v) {
    // One ASCII char is read and written without a String; the rest (controls, quote, backslash, beyond
    // ASCII) as a String: every char below 0x800, and some beyond. (A lone surrogate has no UTF-8 form, so
    // only JSON writes it, escaped: see the JSON writer's tests.)
    for (int i = 0; i < 0x10000; i++) {
      if (i >= 0x800 && i % 97 != 0 || Character.isSurrogate((char) i)) continue;
      char c = (char) i;
      assertEquals(c, v.roundTrip(c, char.class), () -> "char " + (int) c);
      Chars chars = new Chars(c, c, 'z');
      assertEquals(chars, v.roundTrip(chars, Chars.class), () -> "char " + (int) c);
    }
    for (char c : new char[] {'\uFFFF', '\u2028', '\uFEFF'}) {
      assertEquals(c, v.roundTrip(c, char.class), () -> "char " + (int) c);
    }
    assertEquals("\"\\\"\"", v.write('"'));
    assertEquals("\"\\\\\"", v.write('\\'));
  }

  @JsonContractTest
  void aUuidWithEscapedDigitsIsTheSameUuid(Variant v) {
    String text = ID.toString();
    assertEquals(ID, v.read("\"\\u0031" + text.substring(1) + "\"", UUID.class));
    assertEquals(ID, v.read("\"" + text.substring(0, 35) + "\\u0030\"", UUID.class));
    assertThrows(v.error(), () -> v.read("\"" + text.substring(0, 35) + "\\u00e9\"", UUID.class));
    assertThrows(v.error(), () -> v.read("\"" + text.substring(0, 35) + "\"\"", UUID.class));
  }

  @ContractTest
  void nullReadsAsNullForReferenceTypes(Variant v) {
    assertNull(v.read("null", String.class));
    assertNull(v.read("null", Integer.class));
    assertNull(v.read("null", Point.class));
    assertNull(v.read("null", new TypeRef<List<String>>() {}));
  }

  @ContractTest
  void outOfRangeIntegersAreErrors(Variant v) {
    assertThrows(v.error(), () -> v.read("2147483648", int.class));
    assertThrows(v.error(), () -> v.read("9223372036854775808", long.class));
    assertThrows(v.error(), () -> v.read("128", byte.class));
    assertThrows(v.error(), () -> v.read("1.5", int.class));
  }

  @ContractTest
  void typeMismatchesAreFormatExceptions(Variant v) {
    assertThrows(v.error(), () -> v.read("\"abc\"", int.class));
    assertThrows(v.error(), () -> v.read("{}", new TypeRef<List<String>>() {}));
    assertThrows(v.error(), () -> v.read("\"not-a-uuid\"", UUID.class));
    assertThrows(v.error(), () -> v.read("\"2024-13-45\"", LocalDate.class));
    assertThrows(v.error(), () -> v.read("\"PURPLE\"", Color.class));
    assertThrows(v.error(), () -> v.read("\"xy\"", char.class));
  }

  // Array mode reads a bean from an array, so there [1] is a Point.
  @NamedContractTest
  void anArrayIsNoBeanWhereBeansAreObjects(Variant v) {
    assertThrows(v.error(), () -> v.read("[1]", Point.class));
  }

  @ContractTest
  void doublesRoundTripBitForBit(Variant v) {
    double[] values = {0.0, -0.0, 1.0, -1.5, 0.1, 1e-300, 4.9e-324, Double.MIN_NORMAL, Double.MAX_VALUE,
        123456789.123456789, 1e23, 2.2250738585072011e-308, 9007199254740993.0, Math.PI, -Math.E};
    for (double d : values) {
      double back = v.roundTrip(d, double.class);
      assertEquals(Double.doubleToRawLongBits(d), Double.doubleToRawLongBits(back), () -> "for " + d);
    }
    float[] floats = {0.1f, -3.4028235e38f, 1.4e-45f, 16777217f, 3.3333333f};
    for (float f : floats) {
      assertEquals(Float.floatToRawIntBits(f), Float.floatToRawIntBits(v.roundTrip(f, float.class)), () -> "for " + f);
    }
  }

  // CBOR has NaN and the infinities (CborBindingTest).
  @JsonContractTest
  void nonFiniteDoublesCannotBeWritten(Variant v) {
    assertThrows(JsonException.class, () -> v.write(Double.NaN));
    assertThrows(JsonException.class, () -> v.write(Double.POSITIVE_INFINITY));
    assertThrows(JsonException.class, () -> v.write(List.of(Float.NEGATIVE_INFINITY)));
  }

  @ContractTest
  void bigNumbersKeepEveryDigit(Variant v) {
    String digits = "123456789012345678901234567890.123456789012345678901234567890";
    BigDecimal d = v.read(digits, BigDecimal.class);
    assertEquals(new BigDecimal(digits), d);
    assertEquals(new BigDecimal("1.10"), v.read("1.10", BigDecimal.class), "scale kept");
    assertEquals(new BigDecimal("1E+400"), v.read("1e400", BigDecimal.class));
    assertEquals(new BigDecimal(digits), v.roundTrip(new BigDecimal(digits), BigDecimal.class));
    assertEquals(new BigDecimal("-0.000000000000000000001"),
        v.roundTrip(new BigDecimal("-0.000000000000000000001"), BigDecimal.class));
    BigInteger big = new BigInteger("-98765432109876543210987654321098765432109876543210");
    assertEquals(big, v.read(big.toString(), BigInteger.class));
    assertEquals(big.toString(), v.write(big));
    assertEquals(big, v.roundTrip(big, BigInteger.class));
  }

  @ContractTest
  void aRecordOfEveryKindRoundTrips(Variant v) {
    Media m = Media.sample();
    assertEquals(m, v.roundTrip(m, Media.class));
    assertEquals(List.of(m, m), v.roundTrip(List.of(m, m), new TypeRef<List<Media>>() {}));
  }

  @ContractTest
  void scalarsRecordRoundTrips(Variant v) {
    Scalars s = new Scalars(-1, Long.MAX_VALUE, (short) 300, (byte) -128, 2.5f, -1e-10, true, '\u4e2d',
        7, -7L, 0.5, false, 'q', "text", new BigDecimal("3.14159265358979323846264338327950288"),
        BigInteger.TWO.pow(100), ID, URI.create("https://example.com/a?b=c#d"), Color.GREEN);
    assertEquals(s, v.roundTrip(s, Scalars.class));
  }

  @NamedContractTest
  void scalarsRecordFromHandWrittenJson(Variant v) {
    String text = "{\"i\":-1,\"l\":9223372036854775807,\"s\":300,\"b\":-128,\"f\":2.5,\"d\":-1e-10,\"z\":true,"
        + "\"c\":\"\u4e2d\",\"boxedI\":7,\"boxedL\":-7,\"boxedD\":0.5,\"boxedZ\":false,\"boxedC\":\"q\","
        + "\"str\":\"text\",\"decimal\":3.14159265358979323846264338327950288,"
        + "\"bigInt\":1267650600228229401496703205376,\"uuid\":\"" + ID + "\","
        + "\"uri\":\"https://example.com/a?b=c#d\",\"color\":\"GREEN\"}";
    Scalars expected = new Scalars(-1, Long.MAX_VALUE, (short) 300, (byte) -128, 2.5f, -1e-10, true, '\u4e2d',
        7, -7L, 0.5, false, 'q', "text", new BigDecimal("3.14159265358979323846264338327950288"),
        BigInteger.TWO.pow(100), ID, URI.create("https://example.com/a?b=c#d"), Color.GREEN);
    assertEquals(expected, v.read(text, Scalars.class));
  }

  @NamedContractTest
  void missingPrimitivesAreZeroAndMissingReferencesNull(Variant v) {
    Scalars s = v.read("{}", Scalars.class);
    assertEquals(0, s.i());
    assertEquals(0L, s.l());
    assertEquals(0.0, s.d());
    assertEquals(false, s.z());
    assertEquals('\0', s.c());
    assertNull(s.boxedI());
    assertNull(s.str());
    assertNull(s.uuid());
  }

  @ContractTest
  void uuidUriAndEnumAreStrings(Variant v) {
    assertEquals("\"" + ID + "\"", v.write(ID));
    assertEquals(ID, v.read("\"" + ID + "\"", UUID.class));
    assertEquals(ID, v.read("\"" + ID.toString().toUpperCase() + "\"", UUID.class));
    assertEquals("\"urn:isbn:0451450523\"", v.write(URI.create("urn:isbn:0451450523")));
    assertEquals(URI.create("urn:isbn:0451450523"), v.read("\"urn:isbn:0451450523\"", URI.class));
    assertEquals(Color.BLUE, v.read("\"BLUE\"", Color.class));
    assertEquals(Color.BLUE, v.roundTrip(Color.BLUE, Color.class));
  }

  @ContractTest
  void javaTimeIsIso8601(Variant v) {
    assertEquals("\"2024-02-29\"", v.write(LocalDate.of(2024, 2, 29)));
    assertEquals("\"13:45:30\"", v.write(LocalTime.of(13, 45, 30)));
    assertEquals("\"2024-02-29T13:45:30\"", v.write(LocalDateTime.of(2024, 2, 29, 13, 45, 30)));
    assertEquals("\"2024-02-29T13:45:30Z\"", v.write(Instant.parse("2024-02-29T13:45:30Z")));
    assertEquals("\"2024-02-29T13:45:30+05:30\"",
        v.write(OffsetDateTime.of(2024, 2, 29, 13, 45, 30, 0, ZoneOffset.ofHoursMinutes(5, 30))));
    assertEquals("\"PT1H30M\"", v.write(Duration.ofMinutes(90)));

    assertEquals(LocalDate.of(2024, 2, 29), v.read("\"2024-02-29\"", LocalDate.class));
    assertEquals(LocalTime.of(13, 45, 30, 123_000_000), v.read("\"13:45:30.123\"", LocalTime.class));
    assertEquals(LocalDateTime.of(2024, 2, 29, 13, 45), v.read("\"2024-02-29T13:45\"", LocalDateTime.class));
    assertEquals(Instant.parse("2024-02-29T13:45:30.5Z"), v.read("\"2024-02-29T13:45:30.500Z\"", Instant.class));
    assertEquals(OffsetDateTime.parse("2024-02-29T13:45:30-08:00"),
        v.read("\"2024-02-29T13:45:30-08:00\"", OffsetDateTime.class));
    assertEquals(Duration.ofSeconds(1, 5), v.read("\"PT1.000000005S\"", Duration.class));
  }

  @ContractTest
  void timesRecordRoundTrips(Variant v) {
    Times t = new Times(LocalDate.of(1, 1, 1), LocalTime.of(23, 59, 59, 999_999_999),
        LocalDateTime.of(2038, 1, 19, 3, 14, 8, 1000), Instant.ofEpochSecond(-1, 7),
        OffsetDateTime.of(2024, 2, 29, 0, 0, 0, 0, ZoneOffset.ofHours(-12)),
        ZonedDateTime.of(2024, 3, 31, 2, 30, 0, 0, ZoneId.of("Europe/Paris")), Duration.ofDays(-3));
    Times back = v.roundTrip(t, Times.class);
    assertEquals(t.date(), back.date());
    assertEquals(t.time(), back.time());
    assertEquals(t.dateTime(), back.dateTime());
    assertEquals(t.instant(), back.instant());
    assertEquals(t.offsetDateTime(), back.offsetDateTime());
    assertEquals(t.zonedDateTime().toInstant(), back.zonedDateTime().toInstant(), "same instant");
    assertEquals(t.duration(), back.duration());
  }

  @ContractTest
  void javaUtilDateRoundTripsToTheMillisecond(Variant v) {
    Date d = new Date(1_709_214_330_123L);
    assertEquals(d, v.roundTrip(d, Date.class));
    assertEquals(new Date(0), v.roundTrip(new Date(0), Date.class));
    assertEquals(new Date(-86_400_001L), v.roundTrip(new Date(-86_400_001L), Date.class));
  }

  // CBOR writes a byte string, which the harness renders in base64 as Jackson does; base64 text reads as bytes.
  @ContractTest
  void byteArraysAreBase64(Variant v) {
    byte[] bytes = {1, 2, 3, (byte) 0xff};
    assertEquals("\"AQID/w==\"", v.write(bytes));
    assertArrayEquals(bytes, v.read("\"AQID/w==\"", byte[].class));
    assertArrayEquals(new byte[0], v.read("\"\"", byte[].class));
    byte[] all = new byte[256];
    for (int i = 0; i < all.length; i++) all[i] = (byte) i;
    assertArrayEquals(all, v.roundTrip(all, byte[].class));
    assertThrows(v.error(), () -> v.read("\"not base64!\"", byte[].class));
    // Escapes are text too: a writer that escapes '/' as "\/" (JSON allows it) still gives the bytes.
    assertArrayEquals(bytes, v.read("\"AQID\\/w==\"", byte[].class));
    byte[] large = new byte[300_001];
    new java.util.Random(3).nextBytes(large);
    assertArrayEquals(large, v.roundTrip(large, byte[].class));
  }

  @ContractTest
  void arraysOfEveryKind(Variant v) {
    Arrays a = new Arrays(new int[] {1, -2, Integer.MIN_VALUE}, new long[] {Long.MIN_VALUE, 0},
        new double[] {0.5, -1e300}, new boolean[] {true, false}, new byte[] {9, 8, 7},
        new String[] {"a", null, "\u00e9"}, new Point[] {new Point(1, 2), null},
        new int[][] {{1}, {}, {2, 3}});
    Arrays back = v.roundTrip(a, Arrays.class);
    assertArrayEquals(a.ints(), back.ints());
    assertArrayEquals(a.longs(), back.longs());
    assertArrayEquals(a.doubles(), back.doubles());
    assertArrayEquals(a.booleans(), back.booleans());
    assertArrayEquals(a.bytes(), back.bytes());
    assertArrayEquals(a.strings(), back.strings());
    assertArrayEquals(a.points(), back.points());
    assertArrayEquals(a.matrix(), back.matrix());
    assertEquals("[1,2,3]", v.write(new int[] {1, 2, 3}));
    assertArrayEquals(new int[] {1, 2, 3}, v.read("[1,2,3]", int[].class));
    assertArrayEquals(new String[] {"x", "y"}, v.read("[\"x\",\"y\"]", String[].class));
    assertArrayEquals(new long[0], v.read("[]", long[].class));
  }

  @NamedContractTest
  void optionalTreatsNullAsEmpty(Variant v) {
    WithOptional present = new WithOptional(Optional.of("n"), Optional.of(new Point(1, 2)));
    assertEquals("{\"name\":\"n\",\"point\":{\"x\":1,\"y\":2}}", v.write(present));
    assertEquals(new WithOptional(Optional.empty(), Optional.empty()),
        v.read("{\"name\":null,\"point\":null}", WithOptional.class));
  }

  @ContractTest
  void optionalsRoundTrip(Variant v) {
    WithOptional present = new WithOptional(Optional.of("n"), Optional.of(new Point(1, 2)));
    assertEquals(present, v.roundTrip(present, WithOptional.class));
    assertEquals(Optional.of(5), v.read("5", new TypeRef<Optional<Integer>>() {}));
  }

  @NamedContractTest
  void objectPropertiesHoldTrees(Variant v) {
    WithObject w = v.read("{\"kind\":\"k\",\"any\":{\"n\":[1,2.5,\"s\",null,true]}}", WithObject.class);
    JsonObject any = assertInstanceOf(JsonObject.class, w.any());
    assertEquals(List.of(1, 2.5, "s", true), any.getArray("n").stream().filter(java.util.Objects::nonNull).toList());
    assertEquals(Map.of("n", 1), v.read("{\"any\":{\"n\":1}}", WithObject.class).any());
  }

  // CBOR writes 2.5 as a half float, which its tree reads back as a Float (see Cbor's class comment).
  @JsonContractTest
  void objectPropertiesRoundTripTheirTrees(Variant v) {
    WithObject w = v.read("{\"kind\":\"k\",\"any\":{\"n\":[1,2.5,\"s\",null,true]}}", WithObject.class);
    assertEquals(w, v.roundTrip(w, WithObject.class));
  }
}
