package dev.peregrine.bench.typematrix;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.math.BigDecimal;
import java.time.ZonedDateTime;
import java.util.Arrays;
import java.util.Collection;
import java.util.Iterator;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Whether a value read back is the value written, field by field through the beans' public fields (the type
 * matrix's beans define no {@code equals}) and through every field of the typed documents' POJOs and records
 * ({@code types.corpora}: a record's {@code equals} would compare an array by identity), and where it first
 * differs.
 *
 * <p>Two leniences, each a value equality rather than a spelling one: a {@link BigDecimal} equals another of the
 * same value whatever its scale ({@code 1.50} and {@code 1.5}), and a {@link ZonedDateTime} equals another at the
 * same local time and offset: JSON's ISO form carries the offset, and most libraries write no region id, so
 * {@code Europe/Paris} reads back as {@code +01:00}. An empty {@code Optional} equals null: a library that omits
 * it writes no member, which the reference mapper leaves null. Everything else must be {@code equals}, floats and doubles
 * bit for bit, offsets of an {@code OffsetDateTime} included.
 */
public final class ValueEquality {
  private ValueEquality() {}

  /** Null when {@code actual} equals {@code expected}; otherwise the path and the two values. */
  public static String difference(Object expected, Object actual) {
    return difference(expected, actual, "$");
  }

  private static String difference(Object e, Object a, String path) {
    if (e instanceof Optional<?> o && o.isEmpty() && a == null) {
      return null; // an empty Optional written as an absent member reads back as the field's null
    }
    if (e == null || a == null) {
      return e == a ? null : path + ": expected " + show(e) + ", got " + show(a);
    }
    if (e instanceof BigDecimal x && a instanceof BigDecimal y) {
      return x.compareTo(y) == 0 ? null : path + ": expected " + x + ", got " + y;
    }
    if (e instanceof ZonedDateTime x && a instanceof ZonedDateTime y) {
      return x.toOffsetDateTime().equals(y.toOffsetDateTime()) ? null : path + ": expected " + x + ", got " + y;
    }
    if (e.getClass().isArray()) {
      if (!a.getClass().isArray()) {
        return path + ": expected an array, got " + show(a);
      }
      if (Objects.deepEquals(e, a)) {
        return null;
      }
      int n = Array.getLength(e);
      if (e.getClass() != a.getClass() || n != Array.getLength(a)) {
        return path + ": expected " + show(e) + ", got " + show(a);
      }
      for (int i = 0; i < n; i++) { // where they differ: canada's double[][][] holds 111,126 numbers
        Object x = Array.get(e, i);
        Object y = Array.get(a, i);
        if (!Objects.deepEquals(x, y)) {
          return difference(x, y, path + "[" + i + "]");
        }
      }
      return path + ": expected " + show(e) + ", got " + show(a);
    }
    if (e instanceof Set<?> x && a instanceof Set<?> y) {
      // A set has no order: the reference mapper reads a HashSet, a library may keep the document's order.
      return x.equals(y) ? null : path + ": expected " + show(x) + ", got " + show(y);
    }
    if (e instanceof Collection<?> x && a instanceof Collection<?> y) {
      if (x.size() != y.size()) {
        return path + ": expected " + x.size() + " elements, got " + y.size();
      }
      Iterator<?> i = x.iterator();
      Iterator<?> j = y.iterator();
      for (int k = 0; i.hasNext(); k++) {
        String d = difference(i.next(), j.next(), path + "[" + k + "]");
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    if (e instanceof Map<?, ?> x && a instanceof Map<?, ?> y) {
      if (!x.keySet().equals(y.keySet())) {
        return path + ": expected keys " + x.keySet() + ", got " + y.keySet();
      }
      for (Map.Entry<?, ?> entry : x.entrySet()) {
        String d = difference(entry.getValue(), y.get(entry.getKey()), path + "." + entry.getKey());
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    if (e.getClass().getPackageName().equals(CORPORA) && !e.getClass().isEnum()) {
      return fieldByField(e, a, path, e.getClass().getDeclaredFields());
    }
    if (e.getClass().getName().startsWith(TypeBeans.class.getName() + "$") && !e.getClass().isEnum()
        && !e.getClass().isRecord()) {
      if (e.getClass() != a.getClass()) {
        return path + ": expected a " + e.getClass().getSimpleName() + ", got " + show(a);
      }
      for (Field f : e.getClass().getFields()) {
        if (Modifier.isStatic(f.getModifiers())) {
          continue;
        }
        try {
          String d = difference(f.get(e), f.get(a), path + "." + f.getName());
          if (d != null) {
            return d;
          }
        } catch (IllegalAccessException ex) {
          throw new IllegalStateException(ex);
        }
      }
      return null;
    }
    return e.equals(a) ? null : path + ": expected " + show(e) + ", got " + show(a);
  }

  /** The typed documents' classes: POJOs with private fields and records, compared through their fields. */
  private static final String CORPORA = "dev.peregrine.bench.typematrix.corpora";

  private static String fieldByField(Object e, Object a, String path, Field[] fields) {
    if (e.getClass() != a.getClass()) {
      return path + ": expected a " + e.getClass().getSimpleName() + ", got " + show(a);
    }
    for (Field f : fields) {
      if (Modifier.isStatic(f.getModifiers())) {
        continue;
      }
      try {
        f.setAccessible(true);
        String d = difference(f.get(e), f.get(a), path + "." + f.getName());
        if (d != null) {
          return d;
        }
      } catch (IllegalAccessException ex) {
        throw new IllegalStateException(ex);
      }
    }
    return null;
  }

  private static String show(Object v) {
    String text = v == null ? "null"
        : v.getClass().isArray() ? Arrays.deepToString(new Object[] {v})
        : v instanceof String s ? '"' + s + '"' : v + " (" + v.getClass().getSimpleName() + ")";
    return text.length() <= 80 ? text : text.substring(0, 77) + "...";
  }
}
