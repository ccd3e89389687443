package dev.peregrine.fuzz;

import static dev.peregrine.fuzz.FuzzChecks.describe;

import dev.peregrine.CborTag;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Compares two trees from {@code parse} more strictly than {@code equals}: maps in order (a writer that
 * reorders keys changes the document), every value of the same class (a Double that comes back as an
 * Integer is a change), byte strings by content, tags by number and content. Floats compare as
 * {@link Double#equals} does, so -0.0 differs from 0.0 and NaN equals NaN whatever its payload.
 */
final class Trees {
  private Trees() {}

  /** Fails with the first difference between the trees, by its path, naming {@code what} was compared. */
  static void assertSameTree(Object expected, Object actual, String what) {
    String d = difference(expected, actual, "$", false);
    if (d != null) throw new AssertionError(what + " differ at " + d);
  }

  /**
   * As {@link #assertSameTree}, but a Float and a Double of the same value are the same: CBOR's preferred
   * serialization writes each float in the shortest width that keeps its value, so a double 1.5 is written
   * as a half and reads back as a Float (the documented data model: half and single to Float).
   */
  static void assertSameCborTree(Object expected, Object actual, String what) {
    String d = difference(expected, actual, "$", true);
    if (d != null) throw new AssertionError(what + " differ at " + d);
  }

  private static String difference(Object a, Object b, String path, boolean anyWidth) {
    if (anyWidth && isFloat(a) && isFloat(b)) {
      return Double.valueOf(((Number) a).doubleValue()).equals(((Number) b).doubleValue()) ? null
          : path + ": " + describe(a) + " vs " + describe(b);
    }
    if (a == null || b == null || a.getClass() != b.getClass()) {
      return a == b ? null : path + ": " + describe(a) + " vs " + describe(b);
    }
    if (a instanceof Map<?, ?> x) return mapDifference(x, (Map<?, ?>) b, path, anyWidth);
    if (a instanceof List<?> x) {
      List<?> y = (List<?>) b;
      if (x.size() != y.size()) return path + ": " + x.size() + " elements vs " + y.size();
      for (int i = 0; i < x.size(); i++) {
        String d = difference(x.get(i), y.get(i), path + "[" + i + "]", anyWidth);
        if (d != null) return d;
      }
      return null;
    }
    if (a instanceof byte[] x) {
      return Arrays.equals(x, (byte[]) b) ? null : path + ": " + describe(a) + " vs " + describe(b);
    }
    if (a instanceof CborTag x) {
      CborTag y = (CborTag) b;
      String tag = Long.toUnsignedString(x.tag());
      if (x.tag() != y.tag()) return path + ": tag " + tag + " vs " + Long.toUnsignedString(y.tag());
      return difference(x.value(), y.value(), path + "<tag " + tag + ">", anyWidth);
    }
    return a.equals(b) ? null : path + ": " + describe(a) + " vs " + describe(b);
  }

  private static boolean isFloat(Object o) {
    return o instanceof Float || o instanceof Double;
  }

  private static String mapDifference(Map<?, ?> x, Map<?, ?> y, String path, boolean anyWidth) {
    if (x.size() != y.size()) {
      return path + ": " + x.size() + " entries vs " + y.size() + " (" + x.keySet() + " vs " + y.keySet() + ")";
    }
    Iterator<? extends Map.Entry<?, ?>> i = x.entrySet().iterator();
    Iterator<? extends Map.Entry<?, ?>> j = y.entrySet().iterator();
    int n = 0;
    while (i.hasNext()) {
      Map.Entry<?, ?> e = i.next();
      Map.Entry<?, ?> f = j.next();
      String d = difference(e.getKey(), f.getKey(), path + "<key " + n + ">", anyWidth);
      if (d != null) return d;
      d = difference(e.getValue(), f.getValue(), path + "." + e.getKey(), anyWidth);
      if (d != null) return d;
      n++;
    }
    return null;
  }
}
