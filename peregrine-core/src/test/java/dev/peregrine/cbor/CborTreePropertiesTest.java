package dev.peregrine.cbor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Cbor;
import dev.peregrine.CborSimple;
import dev.peregrine.CborTag;
import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Any tree of the generic data model writes, parses back the same, and re-encodes to the same bytes. */
class CborTreePropertiesTest {
  private static final Cbor PLAIN = Cbor.create();
  private static final Cbor REFS = Cbor.builder().stringRefs(true).build();

  @Property(tries = 300)
  void treesRoundTrip(@ForAll("trees") Object tree) {
    for (Cbor cbor : List.of(PLAIN, REFS)) {
      byte[] bytes = cbor.write(tree);
      Object back = cbor.parse(bytes);
      assertTrue(CborAppendixATest.same(tree, back), () -> CborAppendixATest.show(tree) + " read back as " + CborAppendixATest.show(back));
      assertArrayEquals(bytes, cbor.write(back));
      assertTrue(CborAppendixATest.same(tree, PLAIN.parse(bytes))); // string references need no option to read
    }
  }

  @Provide
  Arbitrary<Object> trees() {
    return tree(3);
  }

  private Arbitrary<Object> tree(int depth) {
    if (depth == 0) return scalars();
    return Arbitraries.frequencyOf(
        net.jqwik.api.Tuple.of(4, scalars()), net.jqwik.api.Tuple.of(1, lists(depth - 1)),
        net.jqwik.api.Tuple.of(1, maps(depth - 1)), net.jqwik.api.Tuple.of(1, intKeyMaps(depth - 1)),
        net.jqwik.api.Tuple.of(1, tags(depth - 1)));
  }

  private Arbitrary<Object> scalars() {
    return Arbitraries.oneOf(
        Arbitraries.integers().map(i -> (Object) i),
        Arbitraries.longs().map(l -> (Object) l),
        Arbitraries.bigIntegers().between(BigInteger.ONE.shiftLeft(70).negate(), BigInteger.ONE.shiftLeft(70))
            .map(b -> (Object) (b.bitLength() < 32 ? (Object) b.intValue() : b.bitLength() < 64 ? (Object) b.longValue() : b)),
        Arbitraries.doubles().map(d -> (Object) d),
        Arbitraries.of(0.0, -0.0, 1.5, 65504.0, Double.NaN, Double.POSITIVE_INFINITY, 1e-300).map(d -> (Object) d),
        Arbitraries.floats().map(f -> (Object) f),
        Arbitraries.strings().ofMaxLength(30).filter(CborTreePropertiesTest::wellFormedUtf16).map(s -> (Object) s),
        Arbitraries.of("key", "another", "key").map(s -> (Object) s),
        Arbitraries.bytes().array(byte[].class).ofMaxSize(10).map(b -> (Object) b),
        Arbitraries.of(Boolean.TRUE, Boolean.FALSE).map(b -> (Object) b),
        Arbitraries.just(null),
        Arbitraries.of(CborSimple.UNDEFINED, new CborSimple(16), new CborSimple(255)).map(s -> (Object) s));
  }

  private Arbitrary<Object> lists(int depth) {
    return tree(depth).list().ofMaxSize(30).map(l -> (Object) new java.util.ArrayList<>(l));
  }

  private Arbitrary<Object> maps(int depth) {
    return Arbitraries.maps(Arbitraries.strings().alpha().ofMaxLength(6), tree(depth)).ofMaxSize(6)
        .map(m -> (Object) new LinkedHashMap<>(m));
  }

  private Arbitrary<Object> intKeyMaps(int depth) {
    return Arbitraries.maps(Arbitraries.integers().between(-30, 30), tree(depth)).ofMinSize(1).ofMaxSize(4)
        .map(m -> (Object) new LinkedHashMap<Object, Object>(m));
  }

  private Arbitrary<Object> tags(int depth) {
    // Tags 0 to 5 say what they enclose (text, a number, a byte string, an array), which the tree checks.
    return Arbitraries.longs().between(6, 100_000).filter(t -> t != 25 && t != 256 && t != 28 && t != 29)
        .flatMap(t -> tree(depth).map(v -> (Object) new CborTag(t, v)));
  }

  private static boolean wellFormedUtf16(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
        i++;
      } else if (Character.isSurrogate(c)) {
        return false;
      }
    }
    return true;
  }
}
