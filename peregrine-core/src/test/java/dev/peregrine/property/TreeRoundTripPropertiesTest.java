package dev.peregrine.property;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.peregrine.Json;
import dev.peregrine.contract.Format;
import dev.peregrine.contract.InputMode;
import dev.peregrine.tree.JsonArray;
import dev.peregrine.tree.JsonObject;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Any tree survives write then parse, in every format, input mode and engine, compact and (JSON) pretty. */
class TreeRoundTripPropertiesTest {
  static final Json PRETTY_WITH_NULLS = Json.builder().includeNulls(true).pretty(true).build();

  @Provide
  Arbitrary<Facades> facades() {
    return Facades.all();
  }

  @Provide
  Arbitrary<Object> treesWithoutNullProperties() {
    return Generators.trees(4, false);
  }

  @Provide
  Arbitrary<Object> treesWithNullProperties() {
    return Generators.trees(4, true);
  }

  /**
   * The tree as {@code f} reads it back, for comparison with the tree written. CBOR writes each double in the
   * shortest float that holds its value, and its tree reads a half or single float as a Float (see Cbor's class
   * comment): a Float is widened to the Double it came from, exactly, so the value is still compared bit for
   * bit. JSON's tree has no Float, and is compared as read.
   */
  static Object asWritten(Facades f, Object back) {
    return f.format() == Format.JSON ? back : widened(back);
  }

  private static Object widened(Object tree) {
    if (tree instanceof Float x) return x.doubleValue();
    if (tree instanceof JsonArray a) {
      JsonArray w = new JsonArray(a.size());
      for (Object e : a) w.add(widened(e));
      return w;
    }
    if (tree instanceof JsonObject o) {
      JsonObject w = new JsonObject(o.size());
      o.forEach((k, e) -> w.put(k, widened(e)));
      return w;
    }
    return tree;
  }

  @Property(tries = 400)
  void defaultFacadeRoundTrips(@ForAll("treesWithoutNullProperties") Object tree, @ForAll("facades") Facades f) {
    assertEquals(tree, asWritten(f, f.plain().roundTrip(tree, Object.class)));
  }

  @Property(tries = 300)
  void withNullsEveryTreeRoundTrips(@ForAll("treesWithNullProperties") Object tree, @ForAll("facades") Facades f) {
    assertEquals(tree, asWritten(f, f.withNulls().roundTrip(tree, Object.class)));
  }

  @Property(tries = 200)
  void prettyOutputParsesToTheSameTree(@ForAll("treesWithNullProperties") Object tree, @ForAll InputMode mode) {
    assertEquals(tree, mode.roundTrip(PRETTY_WITH_NULLS, tree, Object.class));
  }

  @Property(tries = 300)
  void stringsRoundTripAsValuesAndNames(@ForAll("text") String s, @ForAll("facades") Facades f) {
    assertEquals(s, f.plain().roundTrip(s, String.class));
    assertEquals(java.util.Map.of(s, s), f.plain().roundTrip(java.util.Map.of(s, s), Object.class));
  }

  @Provide
  Arbitrary<String> text() {
    return Generators.text();
  }

  @Property(tries = 1000)
  void doublesRoundTripBitForBit(@ForAll double d, @ForAll("facades") Facades f) {
    if (!Double.isFinite(d)) return;
    double back = f.plain().roundTrip(d, double.class);
    assertEquals(Double.doubleToRawLongBits(d), Double.doubleToRawLongBits(back), () -> d + " in " + f);
  }

  @Property(tries = 500)
  void floatsRoundTripBitForBit(@ForAll float x, @ForAll("facades") Facades f) {
    if (!Float.isFinite(x)) return;
    float back = f.plain().roundTrip(x, float.class);
    assertEquals(Float.floatToRawIntBits(x), Float.floatToRawIntBits(back), () -> x + " in " + f);
  }
}
