package dev.peregrine.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.peregrine.Cbor;
import dev.peregrine.contract.Format;
import dev.peregrine.contract.JsonContractTest;
import dev.peregrine.contract.Variant;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Untyped numbers follow the rule documented on Json: a user found {@code 1E400} and
 * {@code 1.7976931348623159e308} read as BigDecimal (overflow) while {@code 1e-400} read as a Double 0.0
 * (underflow), where the Javadoc promised Double. A decimal no double holds is the exact BigDecimal, on
 * either side of the double range; every other decimal is a Double.
 */
class UntypedNumbersContractTest {
  @JsonContractTest
  void decimalsNoDoubleHoldsReadAsExactBigDecimals(Variant v) {
    for (String big : List.of("1E400", "1.7976931348623159e308", "-1e309", "1e-400", "-2.4E-324", "0.0000e-999999",
        "4.9e-325")) {
      Object n = v.parse(big);
      if (new BigDecimal(big).signum() == 0) {
        assertEquals(0.0, Math.abs((Double) n), big); // all zero digits: a true zero stays a Double
      } else {
        assertEquals(new BigDecimal(big), n, big);
      }
      assertEquals(List.of(n), v.parse("[" + big + "]"), big);
      assertEquals(java.util.Map.of("a", n), v.parse("{\"a\":" + big + "}"), big);
      assertEquals(n, v.read(big, Object.class), big);
      assertEquals(n, v.read(big, Number.class), big);
    }
    for (String small : List.of("0.0", "-0.0", "0e5", "-0E-5", "4.9e-324", "1.7976931348623157e308", "2.2250738585072014E-308",
        "0.1", "1e308")) {
      assertEquals(Double.parseDouble(small), v.parse(small), small);
    }
    // with bigDecimals every decimal is one, integers stay integers
    assertEquals(new BigDecimal("0.1"), v.parse(v.json(b -> b.bigDecimals(true)), "0.1"));
    assertEquals(7, v.parse(v.json(b -> b.bigDecimals(true)), "7"));
    assertEquals(new BigInteger("123456789012345678901234567890"), v.parse("123456789012345678901234567890"));
  }

  /**
   * json-checker's pass25 ({@code 4E-2147483674}) is a valid number that no BigDecimal holds; it was refused
   * as "out of range". Untyped, a decimal whose exponent is past the exponent limit reads as the double it
   * rounds to, as Jackson reads it: zero (signed) below, infinity above. Typed reads keep their ranges.
   */
  @JsonContractTest
  void exponentsPastTheLimitReadAsTheDoubleTheyRoundTo(Variant v) {
    List<Object[]> cases = List.of(
        new Object[] {"4E-2147483674", 0.0}, new Object[] {"-4E-2147483674", -0.0},
        new Object[] {"1e-10000000", 0.0}, new Object[] {"1e99999999999", Double.POSITIVE_INFINITY},
        new Object[] {"-1e99999999999", Double.NEGATIVE_INFINITY}, new Object[] {"4E2147483674", Double.POSITIVE_INFINITY},
        new Object[] {"1.5e100001", Double.POSITIVE_INFINITY}, new Object[] {"0.0e99999999999", 0.0});
    for (Object[] c : cases) {
      String text = (String) c[0];
      Object expected = c[1];
      assertEquals(expected, v.parse(text), text);
      assertEquals(List.of(expected), v.parse("[" + text + "]"), text);
      assertEquals(java.util.Map.of("a", expected), v.parse("{\"a\":" + text + "}"), text);
      assertEquals(expected, v.read(text, Object.class), text);
      assertEquals(expected, v.read(text, Number.class), text);
      assertEquals(expected, v.read(text, double.class), text);
    }
    // Up to the limit the exact value is kept, as for 1e400.
    assertEquals(new BigDecimal("1E+100000"), v.parse("1e100000"));
    assertEquals(new BigDecimal("-1E-100000"), v.parse("-1e-100000"));
    // A raised limit keeps more exact values; JSON cannot write the infinities back.
    assertEquals(new BigDecimal("1E+200000"), v.parse(v.json(b -> b.maxNumberExponent(200_000)), "1e200000"));
    Object infinity = v.parse("1e99999999999");
    assertThrows(dev.peregrine.JsonException.class, () -> v.write(v.json(), infinity));
  }

  @Test
  void cborNumbersKeepTheKindTheDocumentGivesThem() {
    Cbor cbor = Cbor.create();
    assertEquals(new BigDecimal("1E+400"), cbor.parse(Format.CBOR_MAP.document("1e400")), "a decimal fraction");
    assertEquals(new BigDecimal("1E-400"), cbor.parse(Format.CBOR_MAP.document("1e-400")));
    assertEquals(0.1, cbor.parse(Format.CBOR_MAP.document("0.1")), "a float64");
    assertEquals(Float.POSITIVE_INFINITY, cbor.parse(new byte[] {(byte) 0xf9, 0x7c, 0x00}), "a half-float infinity");
    assertEquals(new BigDecimal("1E+400"), Cbor.builder().bigDecimals(true).build().parse(Format.CBOR_MAP.document("1e400")));
  }
}
