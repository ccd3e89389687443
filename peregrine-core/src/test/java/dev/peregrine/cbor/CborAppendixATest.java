package dev.peregrine.cbor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.peregrine.Cbor;
import dev.peregrine.CborException;
import dev.peregrine.CborSimple;
import dev.peregrine.CborTag;
import dev.peregrine.Json;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The examples of RFC 8949 Appendix A, from {@code ../shared/data/cbor-test-vectors/appendix_a.json}
 * (skipped when absent): each decodes to its listed value, and each {@code roundtrip} vector re-encodes to
 * the same bytes. Vectors listed only in diagnostic notation are given their Java value here.
 */
class CborAppendixATest {
  private static final Cbor CBOR = Cbor.create();

  /** Expected values of the vectors that have a diagnostic instead of a decoded value. */
  private static final Map<String, Object> DIAGNOSTIC = new LinkedHashMap<>();

  static {
    DIAGNOSTIC.put("f97c00", Float.POSITIVE_INFINITY);
    DIAGNOSTIC.put("f97e00", Float.NaN);
    DIAGNOSTIC.put("f9fc00", Float.NEGATIVE_INFINITY);
    DIAGNOSTIC.put("fa7f800000", Float.POSITIVE_INFINITY);
    DIAGNOSTIC.put("fa7fc00000", Float.NaN);
    DIAGNOSTIC.put("faff800000", Float.NEGATIVE_INFINITY);
    DIAGNOSTIC.put("fb7ff0000000000000", Double.POSITIVE_INFINITY);
    DIAGNOSTIC.put("fb7ff8000000000000", Double.NaN);
    DIAGNOSTIC.put("fbfff0000000000000", Double.NEGATIVE_INFINITY);
    DIAGNOSTIC.put("f7", CborSimple.UNDEFINED);
    DIAGNOSTIC.put("f0", new CborSimple(16));
    DIAGNOSTIC.put("f8ff", new CborSimple(255));
    DIAGNOSTIC.put("c074323031332d30332d32315432303a30343a30305a", new CborTag(0, "2013-03-21T20:04:00Z"));
    DIAGNOSTIC.put("c11a514b67b0", new CborTag(1, 1363896240));
    DIAGNOSTIC.put("c1fb41d452d9ec200000", new CborTag(1, 1363896240.5));
    DIAGNOSTIC.put("d74401020304", new CborTag(23, Hex.bytes("01020304")));
    DIAGNOSTIC.put("d818456449455446", new CborTag(24, Hex.bytes("6449455446")));
    DIAGNOSTIC.put("d82076687474703a2f2f7777772e6578616d706c652e636f6d", new CborTag(32, "http://www.example.com"));
    DIAGNOSTIC.put("40", new byte[0]);
    DIAGNOSTIC.put("4401020304", Hex.bytes("01020304"));
    Map<Object, Object> intKeys = new LinkedHashMap<>();
    intKeys.put(1, 2);
    intKeys.put(3, 4);
    DIAGNOSTIC.put("a201020304", intKeys);
    DIAGNOSTIC.put("5f42010243030405ff", Hex.bytes("0102030405"));
  }

  /** simple(24) in two bytes was valid in RFC 7049 but is not well-formed under RFC 8949 section 3.3. */
  private static final String NOT_WELL_FORMED_IN_8949 = "f818";

  @TestFactory
  Stream<DynamicTest> appendixA() throws IOException {
    Path file = dev.peregrine.testing.SharedData.require("cbor-test-vectors/appendix_a.json");
    List<?> vectors = (List<?>) Json.create().parse(Files.readAllBytes(file));
    List<DynamicTest> tests = new ArrayList<>();
    for (Object o : vectors) {
      Map<?, ?> v = (Map<?, ?>) o;
      String hex = (String) v.get("hex");
      boolean roundtrip = Boolean.TRUE.equals(v.get("roundtrip"));
      tests.add(DynamicTest.dynamicTest(hex + (roundtrip ? " (roundtrip)" : ""), () -> check(v, hex, roundtrip)));
    }
    return tests.stream();
  }

  private static void check(Map<?, ?> v, String hex, boolean roundtrip) {
    byte[] bytes = Hex.bytes(hex);
    if (hex.equals(NOT_WELL_FORMED_IN_8949)) {
      assertThrows(CborException.class, () -> CBOR.parse(bytes));
      return;
    }
    Object decoded = CBOR.parse(bytes);
    Object expected;
    if (v.containsKey("decoded")) {
      expected = v.get("decoded");
    } else {
      expected = DIAGNOSTIC.get(hex);
      if (expected == null) fail("no expected value for " + hex + " " + v.get("diagnostic"));
    }
    assertTrue(same(expected, decoded), () -> hex + ": expected " + show(expected) + ", decoded " + show(decoded));
    if (roundtrip) assertEquals(hex, Hex.hex(CBOR.write(decoded)), "re-encoded");
  }

  /** Deep equality that compares numbers by value (JSON gives Double where CBOR gives Float) and bytes by content. */
  static boolean same(Object a, Object b) {
    if (a == null || b == null) return a == b;
    if (a instanceof Number x && b instanceof Number y) {
      if (isFloat(x) || isFloat(y)) {
        double dx = x.doubleValue();
        double dy = y.doubleValue();
        return Double.compare(dx, dy) == 0 || dx == dy && dx != 0;
      }
      return new BigDecimal(x.toString()).compareTo(new BigDecimal(y.toString())) == 0;
    }
    if (a instanceof byte[] x && b instanceof byte[] y) return Arrays.equals(x, y);
    if (a instanceof CborTag x && b instanceof CborTag y) return x.tag() == y.tag() && same(x.value(), y.value());
    if (a instanceof Map<?, ?> x && b instanceof Map<?, ?> y) {
      if (x.size() != y.size()) return false;
      Iterator<? extends Map.Entry<?, ?>> i = x.entrySet().iterator();
      Iterator<? extends Map.Entry<?, ?>> j = y.entrySet().iterator();
      while (i.hasNext()) {
        Map.Entry<?, ?> e = i.next();
        Map.Entry<?, ?> f = j.next();
        if (!same(e.getKey(), f.getKey()) || !same(e.getValue(), f.getValue())) return false;
      }
      return true;
    }
    if (a instanceof Collection<?> x && b instanceof Collection<?> y) {
      if (x.size() != y.size()) return false;
      Iterator<?> i = x.iterator();
      Iterator<?> j = y.iterator();
      while (i.hasNext()) if (!same(i.next(), j.next())) return false;
      return true;
    }
    return a.equals(b);
  }

  private static boolean isFloat(Number n) {
    return n instanceof Double || n instanceof Float;
  }

  static String show(Object o) {
    if (o instanceof byte[] b) return "h'" + Hex.hex(b) + "'";
    return o == null ? "null" : o + " (" + o.getClass().getSimpleName() + ")";
  }

  @org.junit.jupiter.api.Test
  void bignumsAtTheEdgeOf64Bits() {
    assertEquals(new BigInteger("18446744073709551615"), CBOR.parse(Hex.bytes("1bffffffffffffffff")));
    assertEquals(new BigInteger("-18446744073709551616"), CBOR.parse(Hex.bytes("3bffffffffffffffff")));
    assertEquals("1bffffffffffffffff", Hex.hex(CBOR.write(new BigInteger("18446744073709551615"))));
    assertEquals("c249010000000000000000", Hex.hex(CBOR.write(new BigInteger("18446744073709551616"))));
    assertEquals(Long.MIN_VALUE, CBOR.parse(Hex.bytes("3b7fffffffffffffff")));
  }
}
