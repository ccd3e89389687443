package dev.peregrine.property;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.peregrine.Json;
import dev.peregrine.contract.InputMode;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Any tree survives write then parse, in every input mode, compact and pretty. */
class TreeRoundTripPropertiesTest {
  static final Json DEFAULT = Json.create();
  static final Json WITH_NULLS = Json.builder().includeNulls(true).build();
  static final Json PRETTY_WITH_NULLS = Json.builder().includeNulls(true).pretty(true).build();

  @Provide
  Arbitrary<Object> treesWithoutNullProperties() {
    return Generators.trees(4, false);
  }

  @Provide
  Arbitrary<Object> treesWithNullProperties() {
    return Generators.trees(4, true);
  }

  @Property(tries = 400)
  void defaultFacadeRoundTrips(@ForAll("treesWithoutNullProperties") Object tree, @ForAll InputMode mode) {
    assertEquals(tree, mode.roundTrip(DEFAULT, tree, Object.class));
  }

  @Property(tries = 300)
  void withNullsEveryTreeRoundTrips(@ForAll("treesWithNullProperties") Object tree, @ForAll InputMode mode) {
    assertEquals(tree, mode.roundTrip(WITH_NULLS, tree, Object.class));
  }

  @Property(tries = 200)
  void prettyOutputParsesToTheSameTree(@ForAll("treesWithNullProperties") Object tree, @ForAll InputMode mode) {
    assertEquals(tree, mode.roundTrip(PRETTY_WITH_NULLS, tree, Object.class));
  }

  @Property(tries = 300)
  void stringsRoundTripAsValuesAndNames(@ForAll("text") String s, @ForAll InputMode mode) {
    assertEquals(s, mode.roundTrip(DEFAULT, s, String.class));
    assertEquals(java.util.Map.of(s, s), mode.roundTrip(DEFAULT, java.util.Map.of(s, s), Object.class));
  }

  @Provide
  Arbitrary<String> text() {
    return Generators.text();
  }

  @Property(tries = 1000)
  void doublesRoundTripBitForBit(@ForAll double d) {
    if (!Double.isFinite(d)) return;
    double back = DEFAULT.read(DEFAULT.write(d), double.class);
    assertEquals(Double.doubleToRawLongBits(d), Double.doubleToRawLongBits(back), () -> d + " wrote " + DEFAULT.write(d));
  }

  @Property(tries = 500)
  void floatsRoundTripBitForBit(@ForAll float f) {
    if (!Float.isFinite(f)) return;
    float back = DEFAULT.read(DEFAULT.write(f), float.class);
    assertEquals(Float.floatToRawIntBits(f), Float.floatToRawIntBits(back), () -> f + " wrote " + DEFAULT.write(f));
  }
}
