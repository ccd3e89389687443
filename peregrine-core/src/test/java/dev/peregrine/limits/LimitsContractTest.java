package dev.peregrine.limits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.peregrine.Json;
import dev.peregrine.JsonException;
import dev.peregrine.TypeRef;
import dev.peregrine.bind.Limits;
import dev.peregrine.contract.JsonContractTest;
import dev.peregrine.contract.Variant;
import dev.peregrine.model.Models.Tree;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** Hostile input fails fast with a JsonException: depth, sizes, lengths. */
class LimitsContractTest {

  static String nestedArrays(int depth) {
    return "[".repeat(depth) + "]".repeat(depth);
  }

  static String nestedObjects(int depth) {
    return "{\"a\":".repeat(depth) + "1" + "}".repeat(depth);
  }

  /** Runs {@code action}, which must fail with a JsonException and nothing else (no StackOverflowError). */
  static JsonException expectJsonException(Supplier<?> action) {
    try {
      Object result = action.get();
      String shown = String.valueOf(result);
      return fail("expected a JsonException, got " + (shown.length() > 40 ? shown.substring(0, 40) + "..." : shown));
    } catch (JsonException e) {
      return e;
    } catch (StackOverflowError e) {
      return fail("StackOverflowError instead of a JsonException");
    }
  }

  @JsonContractTest
  void defaultDepthIsAThousand(Variant v) {
    v.parse(nestedArrays(1000));
    v.parse(nestedObjects(1000));
    expectJsonException(() -> v.parse(nestedArrays(1001)));
    expectJsonException(() -> v.parse(nestedObjects(1001)));
  }

  @JsonContractTest
  void hundredThousandDeepNestingIsAJsonException(Variant v) {
    expectJsonException(() -> v.parse("[".repeat(100_000)));
    expectJsonException(() -> v.parse("{\"a\":".repeat(100_000)));
    expectJsonException(() -> v.parse(nestedArrays(100_000)));
    expectJsonException(() -> v.read("[".repeat(100_000), new TypeRef<List<Object>>() {}));
    expectJsonException(() -> v.read("{\"children\":[".repeat(100_000), Tree.class));
  }

  @JsonContractTest
  void deepNestingWhileSkippingUnknownPropertiesIsAJsonException(Variant v) {
    expectJsonException(() -> v.read("{\"unknown\":" + "[".repeat(100_000), dev.peregrine.model.Models.Point.class));
  }

  @JsonContractTest
  void configuredDepth(Variant v) {
    Json json = v.json(b -> b.maxDepth(3));
    v.parse(json, nestedArrays(3));
    JsonException e = expectJsonException(() -> v.parse(json, nestedArrays(4)));
    assertTrue(e.offset() >= 0 && e.offset() <= 4, "offset " + e.offset());
    v.parse(json, "[{\"a\":[1]}]");
    expectJsonException(() -> v.parse(json, "[{\"a\":[{}]}]"));
  }

  @JsonContractTest
  void depthAppliesOnWrite(Variant v) {
    Json json = v.json(b -> b.maxDepth(3));
    assertEquals("[[[]]]", v.write(json, List.of(List.of(List.of()))));
    expectJsonException(() -> v.write(json, List.of(List.of(List.of(List.of())))));
    Object deep = List.of();
    for (int i = 0; i < 100_000; i++) deep = List.of(deep);
    Object tooDeep = deep;
    expectJsonException(() -> v.write(tooDeep));
  }

  @JsonContractTest
  void stringLength(Variant v) {
    Json json = v.json(b -> b.maxStringLength(5));
    assertEquals("abcde", v.read(json, "\"abcde\"", String.class));
    expectJsonException(() -> v.read(json, "\"abcdef\"", String.class));
    expectJsonException(() -> v.parse(json, "[\"abcdef\"]"));
  }

  @JsonContractTest
  void nameLength(Variant v) {
    Json json = v.json(b -> b.maxNameLength(3));
    assertEquals(Map.of("abc", 1), v.parse(json, "{\"abc\":1}"));
    expectJsonException(() -> v.parse(json, "{\"abcd\":1}"));
  }

  @JsonContractTest
  void numberLengthDefaultsToAThousand(Variant v) {
    String thousand = "1".repeat(1000);
    assertEquals(new BigInteger(thousand), v.parse(thousand));
    expectJsonException(() -> v.parse("1".repeat(1001)));
    expectJsonException(() -> v.parse("0." + "1".repeat(999)));
    expectJsonException(() -> v.read("1".repeat(100_000), BigInteger.class));
    expectJsonException(() -> v.read("1".repeat(100_000), java.math.BigDecimal.class));
    expectJsonException(() -> v.read("1e" + "1".repeat(1000), double.class));
  }

  @JsonContractTest
  void configuredNumberLength(Variant v) {
    Json json = v.json(b -> b.maxNumberLength(5));
    assertEquals(12345, v.parse(json, "12345"));
    assertEquals(-1.5e7, v.parse(json, "-15e6"));
    expectJsonException(() -> v.parse(json, "123456"));
  }

  @JsonContractTest
  void hugeExponentsAreHandledWithoutHanging(Variant v) {
    // A BigDecimal with exponent 10^9 is cheap to hold and ruinous to expand; reading it must not expand it.
    assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
      Object tree = v.parse(v.json(b -> b.bigDecimals(true)), "1e999999999");
      assertTrue(tree instanceof java.math.BigDecimal, String.valueOf(tree));
      expectJsonException(() -> v.read("1e999999999", BigInteger.class));
      expectJsonException(() -> v.read("1e-999999999", BigInteger.class));
    });
  }

  @JsonContractTest
  void documentSize(Variant v) {
    Json json = v.json(b -> b.maxDocumentSize(10));
    assertEquals(List.of(12345678), v.parse(json, "[12345678]"));
    expectJsonException(() -> v.parse(json, "[123456789]"));
    expectJsonException(() -> v.parse(json, "[" + " ".repeat(10_000) + "]"));
  }

  @JsonContractTest
  void manyValuesBelowEveryLimitAreFine(Variant v) {
    List<Integer> big = new ArrayList<>();
    for (int i = 0; i < 200_000; i++) big.add(i);
    assertEquals(big, v.roundTrip(big, new TypeRef<List<Integer>>() {}));
  }

  @Test
  void limitsMustBePositive() {
    assertThrows(IllegalArgumentException.class, () -> new Limits(0, 1, 1, 1, 1));
    assertThrows(IllegalArgumentException.class, () -> Json.builder().maxDepth(-1));
    assertEquals(new Limits(1000, 20_000_000, 1000, 50_000, 256L << 20), Limits.DEFAULT);
  }
}
