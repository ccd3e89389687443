package dev.peregrine.bench.jvmserializers;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Whether a value read back is the value written, as a graph: the same classes (a {@code Dog} read back as an
 * {@code Animal} is a lost subclass), the same field values, arrays and collections element by element, and the
 * same sharing (an object reached twice in what was written must be one object in what was read, so a cycle
 * broken into copies, or cut, is a difference). JDK value types (strings, boxes, {@code java.time}, ...) compare
 * with {@code equals}, {@code BigDecimal} by {@code compareTo} (a scale is not a value). A {@code Set} compares
 * as a set, a {@code List} or another collection in iteration order, a {@code Map} key by key.
 */
public final class SameValue {
  private final IdentityHashMap<Object, Object> seen = new IdentityHashMap<>();

  private SameValue() {}

  /** Null when {@code actual} is the same graph as {@code expected}; otherwise where and how they differ. */
  public static String difference(Object expected, Object actual) {
    return new SameValue().compare("$", expected, actual);
  }

  private String compare(String path, Object expected, Object actual) {
    if (expected == null || actual == null) {
      return expected == actual ? null : path + ": expected " + show(expected) + ", got " + show(actual);
    }
    if (isValue(expected)) {
      if (expected instanceof BigDecimal e && actual instanceof BigDecimal a) {
        return e.compareTo(a) == 0 ? null : differs(path, expected, actual);
      }
      return expected.equals(actual) && expected.getClass() == actual.getClass() ? null
          : differs(path, expected, actual);
    }
    Object before = seen.get(expected);
    if (before != null) {
      return before == actual ? null
          : path + ": a shared or circular reference read back as a copy (" + show(actual) + ")";
    }
    if (seen.containsValue(actual)) {
      return path + ": two objects written read back as one";
    }
    seen.put(expected, actual);
    if (expected instanceof Optional<?> e) {
      if (!(actual instanceof Optional<?> a)) {
        return differs(path, expected, actual);
      }
      return compare(path + ".get()", e.orElse(null), a.orElse(null));
    }
    if (expected.getClass().isArray()) {
      if (actual.getClass() != expected.getClass()) {
        return path + ": expected " + expected.getClass().getSimpleName() + ", got "
            + actual.getClass().getSimpleName();
      }
      int length = Array.getLength(expected);
      if (Array.getLength(actual) != length) {
        return path + ": expected " + length + " elements, got " + Array.getLength(actual);
      }
      if (expected.getClass().getComponentType().isPrimitive()) {
        // deepEquals compares primitive arrays with Arrays.equals (a 4 MiB byte[] in case 10, unboxed)
        int at = java.util.Objects.deepEquals(expected, actual) ? -1 : firstDifference(expected, actual);
        return at < 0 ? null : differs(path + "[" + at + "]", Array.get(expected, at), Array.get(actual, at));
      }
      for (int i = 0; i < length; i++) {
        String d = compare(path + "[" + i + "]", Array.get(expected, i), Array.get(actual, i));
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    if (expected instanceof Set<?> e) {
      if (!(actual instanceof Set<?> a) || !e.equals(a)) {
        return differs(path, expected, actual);
      }
      return null;
    }
    if (expected instanceof Collection<?> e) {
      boolean listExpected = expected instanceof List;
      if (!(actual instanceof Collection<?> a) || (listExpected && !(actual instanceof List))) {
        return differs(path, expected, actual);
      }
      if (a.size() != e.size()) {
        return path + ": expected " + e.size() + " elements, got " + a.size();
      }
      Iterator<?> ai = a.iterator();
      int i = 0;
      for (Object element : e) {
        String d = compare(path + "[" + i++ + "]", element, ai.next());
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    if (expected instanceof Map<?, ?> e) {
      if (!(actual instanceof Map<?, ?> a) || a.size() != e.size()) {
        return differs(path, expected, actual);
      }
      for (Map.Entry<?, ?> entry : e.entrySet()) {
        if (!a.containsKey(entry.getKey())) {
          return path + ": key " + show(entry.getKey()) + " missing";
        }
        String d = compare(path + "." + entry.getKey(), entry.getValue(), a.get(entry.getKey()));
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    if (actual.getClass() != expected.getClass()) {
      return path + ": expected " + article(expected) + ", got " + article(actual);
    }
    if (expected.getClass().getName().startsWith("java.")) {
      return expected.equals(actual) ? null : differs(path, expected, actual);
    }
    for (Field f : fields(expected.getClass())) {
      try {
        String d = compare(path + "." + f.getName(), f.get(expected), f.get(actual));
        if (d != null) {
          return d;
        }
      } catch (IllegalAccessException x) {
        throw new IllegalStateException(x);
      }
    }
    return null;
  }

  private static int firstDifference(Object expected, Object actual) {
    for (int i = 0; i < Array.getLength(expected); i++) {
      if (!Array.get(expected, i).equals(Array.get(actual, i))) {
        return i;
      }
    }
    return -1;
  }

  /** The instance fields of the class and its superclasses, superclass first. */
  private static List<Field> fields(Class<?> type) {
    List<Field> fields = new ArrayList<>();
    if (type.getSuperclass() != null && type.getSuperclass() != Object.class) {
      fields.addAll(fields(type.getSuperclass()));
    }
    for (Field f : type.getDeclaredFields()) {
      if (!Modifier.isStatic(f.getModifiers()) && !Modifier.isTransient(f.getModifiers())) {
        f.setAccessible(true);
        fields.add(f);
      }
    }
    return fields;
  }

  private static boolean isValue(Object o) {
    return o instanceof CharSequence || o instanceof Number || o instanceof Boolean || o instanceof Character
        || o instanceof Enum<?> || o instanceof java.util.Date || o instanceof java.util.UUID
        || o.getClass().getName().startsWith("java.time.");
  }

  /** "a Dog", "an Animal". */
  private static String article(Object o) {
    String name = o.getClass().getSimpleName();
    return ("AEIOU".indexOf(name.charAt(0)) >= 0 ? "an " : "a ") + name;
  }

  private static String differs(String path, Object expected, Object actual) {
    return path + ": expected " + show(expected) + ", got " + show(actual);
  }

  private static String show(Object o) {
    if (o == null) {
      return "null";
    }
    if (!isValue(o)) {
      return article(o); // a bean's toString says nothing more than its class
    }
    String text = String.valueOf(o);
    if (text.length() > 60) {
      text = text.substring(0, 57) + "...";
    }
    return (o instanceof CharSequence ? "\"" + text + "\"" : text) + " (" + o.getClass().getSimpleName() + ")";
  }
}
