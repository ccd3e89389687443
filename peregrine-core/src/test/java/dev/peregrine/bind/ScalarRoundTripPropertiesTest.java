package dev.peregrine.bind;

import static dev.peregrine.bind.Codecs.codec;
import static dev.peregrine.bind.Codecs.read;
import static dev.peregrine.bind.Codecs.roundTrip;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.Date;
import java.util.UUID;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Property-based round trips of the scalar codecs, through both numbers and numeric strings. */
class ScalarRoundTripPropertiesTest {
  @Property
  void ints(@ForAll int v) {
    assertEquals(v, roundTrip(codec(int.class), v));
    assertEquals(v, (int) read(codec(int.class), Token.str(Integer.toString(v))));
  }

  @Property
  void longs(@ForAll long v) {
    assertEquals(v, roundTrip(codec(long.class), v));
    assertEquals(v, (long) read(codec(Long.class), Token.str(Long.toString(v))));
  }

  @Property
  void shortsAndBytes(@ForAll short s, @ForAll byte b) {
    assertEquals(s, roundTrip(codec(short.class), s));
    assertEquals(b, roundTrip(codec(byte.class), b));
  }

  @Property
  void finiteDoubles(@ForAll("finiteDoubles") double v) {
    assertEquals(v, roundTrip(codec(double.class), v));
    assertEquals(v, read(codec(double.class), Token.str(Double.toString(v).replace("E", "e"))));
  }

  @Provide
  Arbitrary<Double> finiteDoubles() {
    return Arbitraries.longs().map(Double::longBitsToDouble).filter(Double::isFinite);
  }

  @Property
  void finiteFloats(@ForAll("finiteFloats") float v) {
    assertEquals(v, roundTrip(codec(float.class), v));
  }

  @Provide
  Arbitrary<Float> finiteFloats() {
    return Arbitraries.integers().map(Float::intBitsToFloat).filter(Float::isFinite);
  }

  @Property
  void strings(@ForAll String v) {
    assertEquals(v, roundTrip(codec(String.class), v));
  }

  @Property
  void bigNumbers(@ForAll BigInteger unscaled, @ForAll("scales") int scale) {
    BigDecimal d = new BigDecimal(unscaled, scale);
    assertEquals(d, roundTrip(codec(BigDecimal.class), d));
    assertEquals(d, read(codec(BigDecimal.class), Token.str(d.toString().replace("E", "e"))));
    assertEquals(unscaled, roundTrip(codec(BigInteger.class), unscaled));
    assertEquals(unscaled, read(codec(BigInteger.class), Token.str(unscaled.toString())));
  }

  @Provide
  Arbitrary<Integer> scales() {
    return Arbitraries.integers().between(-400, 400);
  }

  @Property
  void uuids(@ForAll long high, @ForAll long low) {
    UUID u = new UUID(high, low);
    assertEquals(u, roundTrip(codec(UUID.class), u));
  }

  @Property
  void instantsAndDates(@ForAll("epochMillis") long millis, @ForAll("nanos") int nanos) {
    Instant i = Instant.ofEpochMilli(millis).plusNanos(nanos);
    assertEquals(i, roundTrip(codec(Instant.class), i));
    Date d = new Date(millis);
    assertEquals(d, roundTrip(codec(Date.class), d));
    LocalDateTime l = LocalDateTime.ofInstant(i, ZoneOffset.UTC);
    assertEquals(l, roundTrip(codec(LocalDateTime.class), l));
  }

  @Property
  void formattedLongs(@ForAll long v) {
    assertEquals(v, roundTrip(Codecs.codec(long.class, "#,##0"), v));
  }

  @Provide
  Arbitrary<Long> epochMillis() {
    // Years -9999 to 9999 and beyond, within what ISO text and Date both hold.
    return Arbitraries.longs().between(-400_000_000_000_000L, 400_000_000_000_000L);
  }

  @Provide
  Arbitrary<Integer> nanos() {
    return Arbitraries.integers().between(0, 999_999);
  }
}
