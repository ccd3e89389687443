package dev.peregrine.bind;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.PeregrineException;
import dev.peregrine.TypeRef;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * One rule of scalar coercion for every target. A user found {@code "13"} accepted for {@code long},
 * {@code Long} and {@code List<Long>} but rejected for the elements of {@code long[]} and {@code int[]}. With
 * {@code coerceScalars} on (the default) every numeric target reads a numeric string, and a String reads a
 * number's text; off, every target reads only its own token.
 */
class ScalarCoercionContractTest {
  public record Numbers(int i, long l, Integer boxed, double d, short s, BigDecimal dec, int[] ints, long[] longs,
      double[] doubles, float[] floats, short[] shorts, boolean[] flags, List<Long> list, Map<String, Integer> map,
      OptionalInt opt, boolean b, String text) {}

  static final String QUOTED = "{\"i\":\"1\",\"l\":\"13\",\"boxed\":\"2\",\"d\":\"1.5\",\"s\":\"-3\",\"dec\":\"0.1\","
      + "\"ints\":[\"13\",4],\"longs\":[\"13\"],\"doubles\":[\"2.5\"],\"floats\":[\"0.5\"],\"shorts\":[\"7\"],"
      + "\"flags\":[\"true\",false],\"list\":[\"13\"],\"map\":{\"k\":\"5\"},\"opt\":\"6\",\"b\":\"true\",\"text\":42}";

  @NamedContractTest
  void numericStringsReadTheSameForEveryTarget(Variant v) {
    Numbers n = v.read(QUOTED, Numbers.class);
    assertEquals(1, n.i());
    assertEquals(13L, n.l());
    assertEquals(2, n.boxed());
    assertEquals(1.5, n.d());
    assertEquals((short) -3, n.s());
    assertEquals(new BigDecimal("0.1"), n.dec());
    assertArrayEquals(new int[] {13, 4}, n.ints());
    assertArrayEquals(new long[] {13}, n.longs());
    assertArrayEquals(new double[] {2.5}, n.doubles());
    assertArrayEquals(new float[] {0.5f}, n.floats());
    assertArrayEquals(new short[] {7}, n.shorts());
    assertArrayEquals(new boolean[] {true, false}, n.flags());
    assertEquals(List.of(13L), n.list());
    assertEquals(Map.of("k", 5), n.map());
    assertEquals(OptionalInt.of(6), n.opt());
    assertTrue(n.b());
    assertEquals("42", n.text());
  }

  @ContractTest
  void numericStringsInArraysAndListsAlike(Variant v) {
    assertArrayEquals(new long[] {13, 14}, v.read("[\"13\",14]", long[].class));
    assertArrayEquals(new int[] {13, 14}, v.read("[\"13\",14]", int[].class));
    assertEquals(List.of(13L, 14L), v.read("[\"13\",14]", new TypeRef<List<Long>>() {}));
    assertEquals(13L, v.read("\"13\"", long.class));
    // the range and syntax checks of the scalar hold in arrays too
    assertThrows(v.error(), () -> v.read("[\"40000\"]", short[].class));
    assertThrows(v.error(), () -> v.read("[40000]", short[].class));
    assertThrows(v.error(), () -> v.read("[\"1.5\"]", int[].class));
    assertThrows(v.error(), () -> v.read("[\"x\"]", long[].class));
    assertThrows(v.error(), () -> v.read("[null]", int[].class));
  }

  @NamedContractTest
  void withCoercionOffEachTargetReadsOnlyItsOwnToken(Variant v) {
    Variant strict = v.with(b -> b.coerceScalars(false));
    String[][] cases = {
        {"{\"i\":\"1\"}", "expected an int, found a string"},
        {"{\"l\":\"13\"}", "expected a long, found a string"},
        {"{\"boxed\":\"2\"}", "expected an int, found a string"},
        {"{\"d\":\"1.5\"}", "expected a double, found a string"},
        {"{\"dec\":\"0.1\"}", "expected a BigDecimal, found a string"},
        {"{\"ints\":[\"13\"]}", "expected an int, found a string"},
        {"{\"longs\":[\"13\"]}", "expected a long, found a string"},
        {"{\"doubles\":[\"2.5\"]}", "expected a double, found a string"},
        {"{\"shorts\":[\"7\"]}", "expected a short, found a string"},
        {"{\"flags\":[\"true\"]}", "expected a boolean, found a string"},
        {"{\"list\":[\"13\"]}", "expected a long, found a string"},
        {"{\"map\":{\"k\":\"5\"}}", "expected an int, found a string"},
        {"{\"opt\":\"6\"}", "expected an int, found a string"},
        {"{\"b\":\"true\"}", "expected a boolean, found a string"},
        {"{\"text\":42}", "expected a string, found a number"}};
    for (String[] c : cases) {
      PeregrineException e = assertThrows(v.error(), () -> strict.read(c[0], Numbers.class), c[0]);
      assertTrue(e.reason().startsWith(c[1]), c[0] + ": " + e.getMessage());
    }
    // its own tokens read as ever
    String plain = "{\"i\":1,\"l\":13,\"d\":1.5,\"ints\":[13],\"longs\":[13],\"flags\":[true],\"list\":[13],"
        + "\"map\":{\"k\":5},\"opt\":6,\"b\":true,\"text\":\"t\"}";
    Numbers n = strict.read(plain, Numbers.class);
    assertEquals(13L, n.l());
    assertArrayEquals(new int[] {13}, n.ints());
    assertEquals("t", n.text());
    assertEquals(OptionalInt.of(6), n.opt());
  }

  @ContractTest
  void withCoercionOffRoundTripsHold(Variant v) {
    Variant strict = v.with(b -> b.coerceScalars(false));
    Numbers n = new Numbers(1, 2, 3, 0.5, (short) 4, new BigDecimal("1.25"), new int[] {5}, new long[] {6},
        new double[] {7.5}, new float[] {8.5f}, new short[] {9}, new boolean[] {true}, List.of(10L), Map.of("k", 11),
        OptionalInt.of(12), true, "t");
    Numbers back = strict.roundTrip(n, Numbers.class);
    assertEquals(n.l(), back.l());
    assertArrayEquals(n.ints(), back.ints());
    assertEquals(n.dec(), back.dec());
    assertEquals(n.map(), back.map());
    assertEquals(n.opt(), back.opt());
    assertEquals(BigInteger.TEN, strict.roundTrip(BigInteger.TEN, BigInteger.class));
  }
}
