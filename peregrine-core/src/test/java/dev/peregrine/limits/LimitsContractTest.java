package dev.peregrine.limits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.peregrine.Json;
import dev.peregrine.PeregrineException;
import dev.peregrine.TypeRef;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.JsonContractTest;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;
import dev.peregrine.model.Models.Tree;
import dev.peregrine.stream.Limits;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** Hostile input fails fast with the format's exception: depth, sizes, lengths. */
class LimitsContractTest {

  static String nestedArrays(int depth) {
    return "[".repeat(depth) + "]".repeat(depth);
  }

  static String nestedObjects(int depth) {
    return "{\"a\":".repeat(depth) + "1" + "}".repeat(depth);
  }

  /**
   * Runs {@code action}, which must fail with the variant's exception ({@code JsonException} or
   * {@code CborException}) and nothing else (no StackOverflowError).
   */
  static PeregrineException expectError(Variant v, Supplier<?> action) {
    try {
      Object result = action.get();
      String shown = String.valueOf(result);
      return fail("expected a " + v.error().getSimpleName() + ", got "
          + (shown.length() > 40 ? shown.substring(0, 40) + "..." : shown));
    } catch (PeregrineException e) {
      if (!v.error().isInstance(e)) throw e;
      return e;
    } catch (StackOverflowError e) {
      return fail("StackOverflowError instead of a " + v.error().getSimpleName());
    }
  }

  @ContractTest
  void defaultDepthIsAThousand(Variant v) {
    v.parse(nestedArrays(1000));
    v.parse(nestedObjects(1000));
    expectError(v, () -> v.parse(nestedArrays(1001)));
    expectError(v, () -> v.parse(nestedObjects(1001)));
  }

  @ContractTest
  void hundredThousandDeepNestingIsAFormatException(Variant v) {
    expectError(v, () -> v.parse(nestedArrays(100_000)));
    expectError(v, () -> v.parse(nestedObjects(100_000)));
    expectError(v, () -> v.read(nestedArrays(100_000), new TypeRef<List<Object>>() {}));
  }

  // Unclosed: text cut short, which the harness cannot turn into CBOR (CborSafetyTest has CBOR's).
  @JsonContractTest
  void hundredThousandDeepNestingIsAJsonException(Variant v) {
    expectError(v, () -> v.parse("[".repeat(100_000)));
    expectError(v, () -> v.parse("{\"a\":".repeat(100_000)));
    expectError(v, () -> v.read("[".repeat(100_000), new TypeRef<List<Object>>() {}));
    expectError(v, () -> v.read("{\"children\":[".repeat(100_000), Tree.class));
  }

  @NamedContractTest
  void deepNestingWhileSkippingAnUnknownPropertyIsAFormatException(Variant v) {
    String text = "{\"unknown\":" + nestedArrays(100_000) + ",\"x\":1}";
    expectError(v, () -> v.read(text, dev.peregrine.model.Models.Point.class));
  }

  @JsonContractTest
  void deepNestingWhileSkippingUnknownPropertiesIsAJsonException(Variant v) {
    expectError(v, () -> v.read("{\"unknown\":" + "[".repeat(100_000), dev.peregrine.model.Models.Point.class));
  }

  @ContractTest
  void configuredDepth(Variant v) {
    Variant limited = v.with(b -> b.maxDepth(3));
    limited.parse(nestedArrays(3));
    PeregrineException e = expectError(v, () -> limited.parse(nestedArrays(4)));
    assertTrue(e.offset() >= 0 && e.offset() <= 4, "offset " + e.offset());
    limited.parse("[{\"a\":[1]}]");
    expectError(v, () -> limited.parse("[{\"a\":[{}]}]"));
  }

  @ContractTest
  void depthAppliesOnWrite(Variant v) {
    Variant limited = v.with(b -> b.maxDepth(3));
    assertEquals("[[[]]]", limited.write(List.of(List.of(List.of()))));
    expectError(v, () -> limited.write(List.of(List.of(List.of(List.of())))));
    Object deep = List.of();
    for (int i = 0; i < 100_000; i++) deep = List.of(deep);
    Object tooDeep = deep;
    expectError(v, () -> v.write(tooDeep));
  }

  @ContractTest
  void stringLength(Variant v) {
    Variant limited = v.with(b -> b.maxStringLength(5));
    assertEquals("abcde", limited.read("\"abcde\"", String.class));
    expectError(v, () -> limited.read("\"abcdef\"", String.class));
    expectError(v, () -> limited.parse("[\"abcdef\"]"));
  }

  @ContractTest
  void nameLength(Variant v) {
    Variant limited = v.with(b -> b.maxNameLength(3));
    assertEquals(Map.of("abc", 1), limited.parse("{\"abc\":1}"));
    expectError(v, () -> limited.parse("{\"abcd\":1}"));
  }

  // A number's length is that of its text; CBOR's numbers are binary, and a bignum costs no parsing.
  @JsonContractTest
  void numberLengthDefaultsToAThousand(Variant v) {
    String thousand = "1".repeat(1000);
    assertEquals(new BigInteger(thousand), v.parse(thousand));
    expectError(v, () -> v.parse("1".repeat(1001)));
    expectError(v, () -> v.parse("0." + "1".repeat(999)));
    expectError(v, () -> v.read("1".repeat(100_000), BigInteger.class));
    expectError(v, () -> v.read("1".repeat(100_000), java.math.BigDecimal.class));
    expectError(v, () -> v.read("1e" + "1".repeat(1000), double.class));
  }

  @JsonContractTest
  void configuredNumberLength(Variant v) {
    Variant limited = v.with(b -> b.maxNumberLength(5));
    assertEquals(12345, limited.parse("12345"));
    assertEquals(-1.5e7, limited.parse("-15e6"));
    expectError(v, () -> limited.parse("123456"));
  }

  @ContractTest
  void hugeExponentsAreHandledWithoutHanging(Variant v) {
    // A BigDecimal with exponent 10^9 is cheap to hold and ruinous to expand: past the exponent limit it is
    // not made at all (NumberExponentLimitContractTest has the rest).
    assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
      expectError(v, () -> v.with(b -> b.bigDecimals(true)).parse("1e999999999"));
      expectError(v, () -> v.read("1e999999999", BigInteger.class));
      expectError(v, () -> v.read("1e-999999999", BigInteger.class));
    });
  }

  // Sizes of JSON text: the same values take fewer bytes in CBOR (CborSafetyTest checks its limit).
  @JsonContractTest
  void documentSize(Variant v) {
    Variant limited = v.with(b -> b.maxDocumentSize(10));
    assertEquals(List.of(12345678), limited.parse("[12345678]"));
    expectError(v, () -> limited.parse("[123456789]"));
    expectError(v, () -> limited.parse("[" + " ".repeat(10_000) + "]"));
  }

  @ContractTest
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
