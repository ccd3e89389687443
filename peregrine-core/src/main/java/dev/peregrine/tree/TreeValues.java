package dev.peregrine.tree;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Collection;
import java.util.Map;

/** Conversions behind the typed getters of {@link JsonObject} and {@link JsonArray}; exist once for both. */
final class TreeValues {
  private TreeValues() {}

  /**
   * Bounds on a numeric string the getters convert, the readers' default limits (the tree does not know the
   * limits of the reader that made it): BigDecimal parsing is superlinear in the digits, and a BigDecimal
   * with a huge exponent costs seconds to turn into a BigInteger.
   */
  private static final int MAX_NUMERIC_STRING = 1000;

  private static final int MAX_SCALE = 100_000;

  static String asString(Object v, Object key) {
    if (v == null || v instanceof String) return (String) v;
    if (v instanceof Number || v instanceof Boolean) return v.toString();
    throw mismatch(v, key, "a string");
  }

  static Integer asInteger(Object v, Object key) {
    if (v == null || v instanceof Integer) return (Integer) v;
    long l = exactLong(v, key, "an int");
    if ((int) l != l) throw mismatch(v, key, "an int");
    return (int) l;
  }

  static Long asLong(Object v, Object key) {
    if (v == null || v instanceof Long) return (Long) v;
    return exactLong(v, key, "a long");
  }

  static Double asDouble(Object v, Object key) {
    if (v == null || v instanceof Double) return (Double) v;
    if (v instanceof Number n) return n.doubleValue();
    if (v instanceof String s) {
      try {
        return Double.valueOf(s.trim());
      } catch (NumberFormatException e) {
        throw mismatch(v, key, "a double");
      }
    }
    throw mismatch(v, key, "a double");
  }

  static BigDecimal asBigDecimal(Object v, Object key) {
    if (v == null || v instanceof BigDecimal) return (BigDecimal) v;
    if (v instanceof BigInteger b) return new BigDecimal(b);
    if (v instanceof Integer || v instanceof Long) return BigDecimal.valueOf(((Number) v).longValue());
    if (v instanceof Double || v instanceof Float) {
      double d = ((Number) v).doubleValue();
      if (Double.isFinite(d)) return new BigDecimal(Double.toString(d));
    }
    if (v instanceof String s) {
      String t = s.trim();
      if (t.length() > MAX_NUMERIC_STRING) throw mismatch(v, key, "a decimal of at most 1000 characters");
      BigDecimal d;
      try {
        d = new BigDecimal(t);
      } catch (NumberFormatException e) {
        throw mismatch(v, key, "a decimal");
      }
      if (Math.abs((long) d.scale()) > MAX_SCALE) throw mismatch(v, key, "a decimal with an exponent of at most 100000");
      return d;
    }
    throw mismatch(v, key, "a decimal");
  }

  static BigInteger asBigInteger(Object v, Object key) {
    if (v == null || v instanceof BigInteger) return (BigInteger) v;
    try {
      return asBigDecimal(v, key).toBigIntegerExact();
    } catch (ArithmeticException e) {
      throw mismatch(v, key, "an integer");
    }
  }

  static Boolean asBoolean(Object v, Object key) {
    if (v == null || v instanceof Boolean) return (Boolean) v;
    if ("true".equals(v)) return Boolean.TRUE;
    if ("false".equals(v)) return Boolean.FALSE;
    throw mismatch(v, key, "a boolean");
  }

  static JsonObject asObject(Object v, Object key) {
    if (v == null || v instanceof JsonObject) return (JsonObject) v;
    if (v instanceof Map<?, ?> m) {
      JsonObject o = new JsonObject(m.size());
      m.forEach((k, x) -> o.put(String.valueOf(k), x));
      return o;
    }
    throw mismatch(v, key, "an object");
  }

  static JsonArray asArray(Object v, Object key) {
    if (v == null || v instanceof JsonArray) return (JsonArray) v;
    if (v instanceof Collection<?> c) return new JsonArray(c);
    throw mismatch(v, key, "an array");
  }

  private static long exactLong(Object v, Object key, String wanted) {
    if (v instanceof Integer || v instanceof Long || v instanceof Short || v instanceof Byte) {
      return ((Number) v).longValue();
    }
    try {
      return asBigDecimal(v, key).longValueExact();
    } catch (ArithmeticException e) {
      throw mismatch(v, key, wanted);
    }
  }

  private static IllegalStateException mismatch(Object v, Object key, String wanted) {
    String where = key instanceof Integer ? "element " + key : "property '" + key + "'";
    return new IllegalStateException(where + " is " + describe(v) + ", not " + wanted);
  }

  private static String describe(Object v) {
    String s = String.valueOf(v);
    if (s.length() > 40) s = s.substring(0, 40) + "...";
    return v.getClass().getSimpleName() + " " + s;
  }
}
