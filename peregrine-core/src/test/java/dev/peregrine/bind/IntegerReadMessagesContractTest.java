package dev.peregrine.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.PeregrineException;
import dev.peregrine.TypeRef;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.JsonContractTest;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;
import java.math.BigInteger;
import java.util.List;
import java.util.function.Supplier;

/**
 * What an integer read says when the number is no integer of its type. A user found {@code 1.5} into an int
 * called "not an integer within long range", {@code 1e99999999999} into a long leaking the JDK's
 * "NumberFormatException: Too many nonzero exponent digits.", and {@code 1e1000000000} into a BigInteger
 * called "not an integer" where its exponent is past the limit.
 */
class IntegerReadMessagesContractTest {
  public record Counts(int i, long l, Short s, BigInteger big) {}

  private static String message(Variant v, Supplier<?> read) {
    PeregrineException e = assertThrows(v.error(), read::get);
    assertFalse(e.getMessage().contains("Exception"), e.getMessage());
    assertFalse(e.getCause() instanceof NumberFormatException, e.getMessage());
    return e.getMessage();
  }

  @ContractTest
  void aFractionIntoAnIntegerSaysItHasAFraction(Variant v) {
    for (String n : List.of("1.5", "-0.25", "12345678.9")) {
      for (Class<?> type : List.of(int.class, Integer.class, long.class, short.class, byte.class, BigInteger.class)) {
        String m = message(v, () -> v.read(n, type));
        assertTrue(m.contains("is not an integer: it has a fraction"), type + " " + m);
        assertFalse(m.contains("range"), type + " " + m);
      }
      String m = message(v, () -> v.read("[" + n + "]", int[].class));
      assertTrue(m.contains("has a fraction"), m);
    }
  }

  @NamedContractTest
  void aFractionInABeanPropertySaysItHasAFraction(Variant v) {
    for (String property : List.of("i", "l", "s", "big")) {
      String m = message(v, () -> v.read("{\"" + property + "\":1.5}", Counts.class));
      assertTrue(m.contains("has a fraction") && m.contains("$." + property), m);
    }
  }

  @ContractTest
  void anIntegerPastLongRangeSaysSo(Variant v) {
    for (String n : List.of("1e400", "-1e400", "9223372036854775808", "1.5e30")) {
      String m = message(v, () -> v.read(n, long.class));
      assertTrue(m.contains("is out of long range"), m);
      m = message(v, () -> v.read(n, int.class));
      assertTrue(m.contains("out of long range"), m);
    }
  }

  // Beyond what a BigDecimal holds: text only (the harness makes CBOR's decimal fractions with BigDecimal).
  @JsonContractTest
  void hugeExponentsIntoIntegersSayWhatTheyAre(Variant v) {
    String m = message(v, () -> v.read("1e99999999999", long.class));
    assertTrue(m.contains("1e99999999999 is out of long range"), m);
    m = message(v, () -> v.read("-1e99999999999", Long.class));
    assertTrue(m.contains("out of long range"), m);
    m = message(v, () -> v.read("1e-99999999999", int.class));
    assertTrue(m.contains("has a fraction"), m);
    m = message(v, () -> v.read("4E-2147483674", long.class));
    assertTrue(m.contains("has a fraction"), m);
    m = message(v, () -> v.read("[1e99999999999]", long[].class));
    assertTrue(m.contains("out of long range"), m);
    assertTrue(java.util.Arrays.equals(new long[] {0, 1200}, v.read("[0.0e99999999999,1.2e3]", long[].class)));
    m = message(v, () -> v.read("1e1000000000", BigInteger.class));
    assertTrue(m.contains("maxNumberExponent"), m);
    assertFalse(m.contains("not an integer"), m);
  }

  @ContractTest
  void hugeExponentIntoABigIntegerNamesTheLimit(Variant v) {
    String m = message(v, () -> v.read("1e1000000000", BigInteger.class));
    assertTrue(m.contains("beyond the limit of 100000 (maxNumberExponent)"), m);
    m = message(v, () -> v.read("[1e-1000000000]", new TypeRef<List<BigInteger>>() {}));
    assertTrue(m.contains("maxNumberExponent"), m);
  }

  @ContractTest
  void wholeDecimalsStillReadAsIntegers(Variant v) {
    assertEquals(15, v.read("1.5e1", int.class));
    assertEquals(-1200L, v.read("-1.2e3", long.class));
    assertEquals(BigInteger.TEN.pow(30), v.read("1.0e30", BigInteger.class));
  }
}
