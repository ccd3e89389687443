package dev.peregrine.limits;

import static dev.peregrine.limits.LimitsContractTest.expectError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Cbor;
import dev.peregrine.CborException;
import dev.peregrine.Json;
import dev.peregrine.PeregrineException;
import dev.peregrine.TypeRef;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.JsonContractTest;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;
import dev.peregrine.stream.Limits;
import dev.peregrine.tree.JsonObject;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * A number's exponent is bounded wherever a BigInteger or BigDecimal is made of it: {@code 1e10000000} is ten
 * bytes of JSON (or a CBOR decimal fraction, tag 4) and took seconds to expand into a BigInteger. The bound
 * ({@link Limits#maxNumberExponent()}, default 100,000 as Jackson's) is checked before any arithmetic, and its
 * error names the limit.
 */
class NumberExponentLimitContractTest {
  public record Amounts(BigInteger b, BigDecimal d) {}

  private static PeregrineException expectLimit(Variant v, Supplier<?> action) {
    PeregrineException e = expectError(v, action);
    assertTrue(e.getMessage().contains("beyond the limit of") && e.getMessage().contains("maxNumberExponent"),
        e.getMessage());
    return e;
  }

  @ContractTest
  void hugeExponentIntoABigIntegerFailsNamingTheLimit(Variant v) {
    // The exponent as the document writes it: -2.5e100002 is a decimal fraction with exponent 100001 in CBOR.
    for (String n : List.of("1e10000000", "1e-10000000", "1e1000000000", "-2.5e100002", "1e-100001")) {
      expectLimit(v, () -> v.read(n, BigInteger.class));
      expectLimit(v, () -> v.read(n, BigDecimal.class));
      expectLimit(v, () -> v.read("[" + n + "]", new TypeRef<List<BigInteger>>() {}));
      expectLimit(v, () -> v.read("{\"k\":" + n + "}", new TypeRef<Map<String, BigDecimal>>() {}));
    }
  }

  @NamedContractTest
  void hugeExponentInABeanPropertyFailsNamingTheLimit(Variant v) {
    PeregrineException e = expectLimit(v, () -> v.read("{\"b\":1e10000000}", Amounts.class));
    assertTrue(e.getMessage().contains("$.b"), e.getMessage());
    expectLimit(v, () -> v.read("{\"d\":1e-10000000}", Amounts.class));
  }

  @ContractTest
  void exponentsUpToTheLimitRead(Variant v) {
    assertEquals(BigInteger.TEN.pow(100_000), v.read("1e100000", BigInteger.class));
    assertEquals(new BigDecimal("-2.5E+100000"), v.read("-2.5e100000", BigDecimal.class));
    assertEquals(new BigDecimal("1E-100000"), v.read("1e-100000", BigDecimal.class));
  }

  @NamedContractTest
  void exponentsUpToTheLimitReadInBeanProperties(Variant v) {
    assertEquals(new Amounts(BigInteger.TEN.pow(100_000), new BigDecimal("1E-100000")),
        v.read("{\"b\":1e100000,\"d\":1e-100000}", Amounts.class));
  }

  // Past the double range, so that CBOR carries these as decimal fractions (tag 4), not as doubles.
  @ContractTest
  void theExponentLimitIsConfigurable(Variant v) {
    Variant limited = v.with(b -> b.maxNumberExponent(400));
    assertEquals(BigInteger.TEN.pow(400), limited.read("1e400", BigInteger.class));
    assertEquals(new BigDecimal("1E-400"), limited.read("1e-400", BigDecimal.class));
    PeregrineException e = expectLimit(v, () -> limited.read("1e401", BigInteger.class));
    assertTrue(e.getMessage().contains("limit of 400 "), e.getMessage());
    expectLimit(v, () -> limited.read("1e-401", BigDecimal.class));
    // The other limits keep their values when this one is set, and the other way round.
    Variant both = v.with(b -> b.maxNumberExponent(400).maxDepth(3));
    expectLimit(v, () -> both.read("[[1e401]]", new TypeRef<List<List<BigDecimal>>>() {}));
    expectError(v, () -> both.parse("[[[[1]]]]"));
    Variant raised = v.with(b -> b.maxNumberExponent(200_000).maxDepth(3));
    assertEquals(new BigDecimal("1E+150000"), raised.read("1e150000", BigDecimal.class));
  }

  /** With bigDecimals every untyped decimal is a BigDecimal, so the limit applies to the tree too. */
  @JsonContractTest
  void untypedBigDecimalsPastTheLimitFailNamingIt(Variant v) {
    Variant big = v.with(b -> b.bigDecimals(true));
    for (String n : List.of("1e10000000", "4E-2147483674", "1e99999999999", "-1e-100001")) {
      expectLimit(v, () -> big.parse(n));
      expectLimit(v, () -> big.parse("{\"b\":" + n + "}"));
      expectLimit(v, () -> big.read(n, Object.class));
      expectLimit(v, () -> big.read(n, Number.class));
    }
    assertEquals(new BigDecimal("1E+100000"), big.parse("1e100000"));
  }

  /** A CBOR decimal fraction's exponent is bounded whatever is asked of it, the tree included. */
  @Test
  void cborDecimalFractionPastTheLimitFailsNamingIt() {
    byte[] tag4 = {(byte) 0xC4, (byte) 0x82, 0x1A, 0x00, (byte) 0x98, (byte) 0x96, (byte) 0x80, 0x01}; // 1e10000000
    byte[] negative = {(byte) 0xC4, (byte) 0x82, 0x3A, 0x00, (byte) 0x98, (byte) 0x96, 0x7F, 0x01}; // 1e-10000000
    byte[] bignumExponent = {(byte) 0xC4, (byte) 0x82, (byte) 0xC2, 0x49, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0x01};
    for (Cbor cbor : List.of(Cbor.create(), Cbor.builder().codegen(false).build())) {
      for (byte[] doc : List.of(tag4, negative, bignumExponent)) {
        for (Supplier<?> read : List.<Supplier<?>>of(() -> cbor.read(doc, BigInteger.class),
            () -> cbor.read(doc, BigDecimal.class), () -> cbor.parse(doc), () -> cbor.read(doc, Object.class),
            () -> cbor.parse(new java.io.ByteArrayInputStream(doc)), () -> cbor.read(doc, long.class),
            () -> cbor.read(doc, double.class))) {
          CborException e = assertThrows(CborException.class, read::get);
          assertTrue(e.getMessage().contains("maxNumberExponent"), e.getMessage());
        }
      }
    }
  }

  /**
   * The tree's getters convert strings too; the tree does not know the reader's limits, so a numeric string is
   * converted only within the default ones.
   */
  @JsonContractTest
  void treeGettersBoundTheNumericStringsTheyConvert(Variant v) {
    JsonObject o = (JsonObject) v.with(b -> b.bigDecimals(true))
        .parse("{\"n\":1e100000,\"s\":\"1e10000000\",\"long\":\"" + "1".repeat(1001) + "\",\"ok\":\"12e2\"}");
    assertEquals(BigInteger.TEN.pow(100_000), o.getBigInteger("n"));
    assertEquals(new BigDecimal("1E+100000"), o.getBigDecimal("n"));
    assertThrows(IllegalStateException.class, () -> o.getBigInteger("s"));
    assertThrows(IllegalStateException.class, () -> o.getBigDecimal("s"));
    assertThrows(IllegalStateException.class, () -> o.getLong("s"));
    assertThrows(IllegalStateException.class, () -> o.getBigInteger("long"));
    assertEquals(BigInteger.valueOf(1200), o.getBigInteger("ok"));
  }

  /** Numeric strings read as numbers under the same limit. */
  @ContractTest
  void numericStringsPastTheLimitFailNamingIt(Variant v) {
    expectLimit(v, () -> v.read("\"1e10000000\"", BigDecimal.class));
    expectLimit(v, () -> v.read("\"-1e-10000000\"", BigDecimal.class));
    expectLimit(v, () -> v.with(b -> b.bigDecimals(true)).read("\"1e10000000\"", Number.class));
    assertEquals(new BigDecimal("1E+100000"), v.read("\"1e100000\"", BigDecimal.class));
  }

  @Test
  void theFiveBoundConstructorKeepsTheDefaultExponentLimit() {
    Limits five = new Limits(10, 20, 30, 40, 50);
    assertEquals(100_000, five.maxNumberExponent());
    assertEquals(new Limits(10, 20, 30, 40, 50, 100_000, 64), five);
    assertEquals(100_000, Limits.DEFAULT.maxNumberExponent());
    assertThrows(IllegalArgumentException.class, () -> new Limits(1, 1, 1, 1, 1, 0, 64));
    assertThrows(IllegalArgumentException.class, () -> Json.builder().maxNumberExponent(-1));
  }
}
