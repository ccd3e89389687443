package dev.peregrine.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Json;
import dev.peregrine.PeregrineException;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.JsonContractTest;
import dev.peregrine.contract.Variant;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** The untyped tree: kinds of values, document order, typed getters, writing trees and plain maps. */
class TreeContractTest {

  @ContractTest
  void integersTakeTheSmallestBoxThatFits(Variant v) {
    JsonArray a = assertInstanceOf(JsonArray.class, v.parse(
        "[0,-0,2147483647,-2147483648,2147483648,-2147483649,9223372036854775807,-9223372036854775808,"
            + "9223372036854775808,-9223372036854775809,123456789012345678901234567890]"));
    assertEquals(Integer.valueOf(0), a.get(0));
    assertEquals(Integer.valueOf(0), a.get(1));
    assertEquals(Integer.MAX_VALUE, a.get(2));
    assertEquals(Integer.MIN_VALUE, a.get(3));
    assertEquals(2147483648L, a.get(4));
    assertEquals(-2147483649L, a.get(5));
    assertEquals(Long.MAX_VALUE, a.get(6));
    assertEquals(Long.MIN_VALUE, a.get(7));
    assertEquals(new BigInteger("9223372036854775808"), a.get(8));
    assertEquals(new BigInteger("-9223372036854775809"), a.get(9));
    assertEquals(new BigInteger("123456789012345678901234567890"), a.get(10));
  }

  @ContractTest
  void otherNumbersAreDoubles(Variant v) {
    JsonArray a = (JsonArray) v.parse("[1.0,1e2,-0.0,1.5E-3,0.1]");
    assertEquals(1.0, a.get(0));
    assertEquals(100.0, a.get(1), "an exponent makes a double even when the value is integral");
    assertEquals(-0.0, a.get(2));
    assertEquals(0.0015, a.get(3));
    assertEquals(0.1, a.get(4));
  }

  // In CBOR, bigDecimals applies to decimal fractions (tag 4); 0.1 is a binary float there and stays a Double.
  @JsonContractTest
  void bigDecimalsKeepEveryDigit(Variant v) {
    Json json = v.json(b -> b.bigDecimals(true));
    JsonArray a = (JsonArray) v.parse(json, "[0.1,1.10,1e400,3,-0.0,2.718281828459045235360287471352662497757]");
    assertEquals(new BigDecimal("0.1"), a.get(0));
    assertEquals(new BigDecimal("1.10"), a.get(1));
    assertEquals(new BigDecimal("1E+400"), a.get(2));
    assertEquals(3, a.get(3), "integers stay integers");
    assertEquals(0, BigDecimal.ZERO.compareTo((BigDecimal) a.get(4)));
    assertEquals(new BigDecimal("2.718281828459045235360287471352662497757"), a.get(5));
    assertEquals("[0.1,1.10,2.718281828459045235360287471352662497757]",
        v.write(json, List.of(a.get(0), a.get(1), a.get(5))));
  }

  @ContractTest
  void objectsKeepDocumentOrder(Variant v) {
    JsonObject o = (JsonObject) v.parse("{\"z\":1,\"a\":2,\"m\":3,\"\u00e9\":4,\"\":5}");
    assertEquals(List.of("z", "a", "m", "\u00e9", ""), new ArrayList<>(o.keySet()));
    assertEquals("{\"z\":1,\"a\":2,\"m\":3,\"\u00e9\":4,\"\":5}", v.write(o));
  }

  @ContractTest
  void typedGetters(Variant v) {
    JsonObject o = (JsonObject) v.parse(
        "{\"s\":\"t\",\"i\":7,\"l\":8589934592,\"d\":2.5,\"b\":true,\"o\":{\"k\":[1,\"x\"]},\"n\":null,\"big\":1e1}");
    assertEquals("t", o.getString("s"));
    assertEquals(7, o.getIntValue("i"));
    assertEquals(8589934592L, o.getLongValue("l"));
    assertEquals(7L, o.getLong("i"));
    assertEquals(2.5, o.getDoubleValue("d"));
    assertEquals(7.0, o.getDouble("i"));
    assertEquals(new BigDecimal("2.5"), o.getBigDecimal("d"));
    assertEquals(10, o.getInteger("big"), "an integral double converts");
    assertTrue(o.getBooleanValue("b"));
    JsonArray k = o.getObject("o").getArray("k");
    assertEquals(1, k.getInteger(0));
    assertEquals("x", k.getString(1));
    assertEquals(null, o.getString("n"));
    assertEquals(0, o.getIntValue("missing"));
    assertThrows(IllegalStateException.class, () -> o.getInteger("d"));
    assertThrows(IllegalStateException.class, () -> o.getObject("s"));
  }

  @ContractTest
  void readingIntoTreeClasses(Variant v) {
    assertInstanceOf(JsonObject.class, v.read("{\"a\":1}", JsonObject.class));
    assertInstanceOf(JsonArray.class, v.read("[1]", JsonArray.class));
    assertInstanceOf(JsonObject.class, v.read("{\"a\":{}}", Object.class));
    assertInstanceOf(JsonObject.class, v.read("{\"a\":{}}", Map.class).get("a"));
    assertInstanceOf(JsonArray.class, v.read("[[1]]", List.class).get(0));
  }

  @ContractTest
  void treesAndPlainCollectionsAreWritten(Variant v) {
    JsonObject o = new JsonObject();
    o.put("a", new JsonArray(List.of(1, 2_000_000_000_000L, new BigInteger("99999999999999999999"), 2.5, true, "s")));
    o.put("b", Map.of("c", List.of()));
    assertEquals("{\"a\":[1,2000000000000,99999999999999999999,2.5,true,\"s\"],\"b\":{\"c\":[]}}", v.write(o));
    Map<Object, Object> keys = new TreeMap<>(Map.of(1, "x", 2, "y"));
    assertEquals("{\"1\":\"x\",\"2\":\"y\"}", v.write(keys));
  }

  // A failure deep inside a tree being written names its whole path, down to the value that failed, a container
  // it could not open too; a tree past the depth limit fails with the path, not the stack.
  @ContractTest
  void treeWriteErrorsCarryThePath(Variant v) {
    JsonObject inner = new JsonObject();
    inner.put("x", 1);
    inner.put(null, 2);
    JsonObject o = new JsonObject();
    o.put("a", new JsonArray(List.of(1, new JsonObject(Map.of("b", inner)))));
    PeregrineException e = assertThrows(v.error(), () -> v.write(o));
    assertTrue(e.getMessage().contains("null map key"), e.getMessage());
    assertEquals("$.a[1].b", e.path());
    JsonArray top = new JsonArray();
    top.add("s");
    top.add(new JsonArray(List.of(new JsonArray(List.of(new JsonArray(List.of()))))));
    PeregrineException tooDeep = assertThrows(v.error(), () -> v.with(b -> b.maxDepth(3)).write(top));
    assertEquals("$[1][0][0]", tooDeep.path());
    JsonArray fine = new JsonArray(List.of(new JsonArray(List.of(new JsonArray(List.of())))));
    assertEquals(fine, v.with(b -> b.maxDepth(3)).roundTrip(fine, Object.class));
  }

  @JsonContractTest
  void treeWriteErrorsInScalarsCarryThePath(Variant v) {
    JsonObject o = new JsonObject();
    o.put("a", "b");
    o.put("c", new JsonArray(List.of(1.5, Double.NaN)));
    PeregrineException e = assertThrows(v.error(), () -> v.write(o));
    assertEquals("$.c[1]", e.path());
  }

  @ContractTest
  void deepTreesFailAtTheLimitWithTheirPath(Variant v) {
    Object deep = new JsonArray();
    for (int i = 0; i < 100_000; i++) {
      JsonArray outer = new JsonArray();
      outer.add(deep);
      if (i % 2 == 0) {
        JsonObject o = new JsonObject();
        o.put("k", outer);
        deep = o;
      } else {
        deep = outer;
      }
    }
    Object tree = deep;
    PeregrineException e = assertThrows(v.error(), () -> v.write(tree));
    assertTrue(e.path().startsWith("$[0].k[0][0].k[0][0].k"), e.path().substring(0, Math.min(40, e.path().length())));
  }

  // CBOR writes 2.5 as a half float, which its tree reads back as a Float (see Cbor's class comment).
  @JsonContractTest
  void treesRoundTrip(Variant v) {
    JsonObject o = new JsonObject();
    o.put("a", new JsonArray(List.of(1, 2_000_000_000_000L, new BigInteger("99999999999999999999"), 2.5, true, "s")));
    o.put("b", Map.of("c", List.of()));
    assertEquals(o, v.roundTrip(o, Object.class));
  }

  @ContractTest
  void nullsInATree(Variant v) {
    JsonArray arr = (JsonArray) v.parse("[null,{\"a\":null}]");
    assertEquals(null, arr.get(0));
    JsonObject o = arr.getObject(1);
    assertTrue(o.containsKey("a"), "a null property is kept in the tree");
    Variant withNulls = v.with(b -> b.includeNulls(true));
    assertEquals("[null,{\"a\":null}]", withNulls.write(arr));
    assertEquals(arr, withNulls.roundTrip(arr, Object.class));
  }

  @ContractTest
  void writingDoesNotChangeTheValue(Variant v) {
    JsonObject o = (JsonObject) v.parse("{\"a\":[1,{\"b\":null}],\"c\":\"d\"}");
    String before = o.toString();
    v.write(o);
    v.with(b -> b.includeNulls(true)).write(o);
    assertEquals(before, o.toString());
  }

  @JsonContractTest
  void prettyWritingDoesNotChangeTheValue(Variant v) {
    JsonObject o = (JsonObject) v.parse("{\"a\":[1,{\"b\":null}],\"c\":\"d\"}");
    String before = o.toString();
    v.write(v.json(b -> b.pretty(true).includeNulls(true)), o);
    assertEquals(before, o.toString());
  }
}
