package dev.peregrine.property;

import dev.peregrine.tree.JsonArray;
import dev.peregrine.tree.JsonObject;
import java.math.BigInteger;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

/** Generators for JSON values, shared by the property suites. */
final class Generators {
  private Generators() {}

  /** Code points of every UTF-8 length, with control characters and quotes weighted up; no lone surrogates. */
  static Arbitrary<Integer> codePoints() {
    return Arbitraries.frequencyOf(
        net.jqwik.api.Tuple.of(4, Arbitraries.integers().between(0x20, 0x7e)),
        net.jqwik.api.Tuple.of(2, Arbitraries.of(0x00, 0x08, 0x09, 0x0a, 0x0c, 0x0d, 0x1f, 0x22, 0x2f, 0x5c, 0x7f,
            0x2028, 0x2029, 0xfeff, 0xfffe, 0xffff)),
        net.jqwik.api.Tuple.of(1, Arbitraries.integers().between(0x00, 0x1f)),
        net.jqwik.api.Tuple.of(2, Arbitraries.integers().between(0x80, 0x7ff)),
        net.jqwik.api.Tuple.of(2, Arbitraries.integers().between(0x800, 0xd7ff)),
        net.jqwik.api.Tuple.of(1, Arbitraries.integers().between(0xe000, 0xffff)),
        net.jqwik.api.Tuple.of(2, Arbitraries.integers().between(0x10000, 0x10ffff)));
  }

  /** Valid Unicode text, surrogate pairs included. */
  static Arbitrary<String> text() {
    return codePoints().list().ofMaxSize(24).map(cps -> {
      StringBuilder sb = new StringBuilder();
      for (int cp : cps) sb.appendCodePoint(cp);
      return sb.toString();
    });
  }

  /**
   * Numbers in the form the tree reads them back: Integer, Long outside int range, BigInteger outside long
   * range, finite Double.
   */
  static Arbitrary<Object> numbers() {
    return Arbitraries.oneOf(
        Arbitraries.integers().map(i -> (Object) i),
        Arbitraries.longs().filter(l -> l.longValue() != l.intValue()).map(l -> (Object) l),
        Arbitraries.bigIntegers().between(BigInteger.TWO.pow(200).negate(), BigInteger.TWO.pow(200))
            .filter(b -> b.bitLength() > 63).map(b -> (Object) b),
        Arbitraries.doubles().ofScale(6).map(d -> (Object) d),
        Arbitraries.longs().map(l -> (Object) Double.longBitsToDouble(l)).filter(d -> Double.isFinite((Double) d)),
        Arbitraries.of(0.0, -0.0, 1.0, -1.0, 1e300, 4.9e-324, Double.MAX_VALUE, Double.MIN_NORMAL, 0.1, 1e21, 1e-7)
            .map(d -> (Object) d));
  }

  static Arbitrary<Object> leaves(boolean nulls) {
    Arbitrary<Object> leaf = Arbitraries.oneOf(text().map(s -> (Object) s), numbers(),
        Arbitraries.of(true, false).map(b -> (Object) b));
    return nulls ? leaf.injectNull(0.1) : leaf;
  }

  /**
   * Trees of JsonObject and JsonArray. Nulls appear as array elements always, and as property values only
   * when {@code nullProperties} (the default facade skips null properties on write, as fastjson2 does).
   */
  static Arbitrary<Object> trees(int depth, boolean nullProperties) {
    if (depth == 0) return leaves(true);
    Arbitrary<Object> child = Arbitraries.lazy(() -> trees(depth - 1, nullProperties));
    Arbitrary<Object> propertyValue = nullProperties ? child : child.filter(java.util.Objects::nonNull);
    Arbitrary<Object> arrays = child.list().ofMaxSize(6).map(l -> (Object) new JsonArray(l));
    Arbitrary<Object> objects = Arbitraries.maps(text(), propertyValue).ofMaxSize(6).map(m -> {
      JsonObject o = new JsonObject();
      o.putAll(m);
      return (Object) o;
    });
    return Arbitraries.frequencyOf(
        net.jqwik.api.Tuple.of(2, leaves(true)),
        net.jqwik.api.Tuple.of(1, arrays),
        net.jqwik.api.Tuple.of(1, objects));
  }
}
