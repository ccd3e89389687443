package dev.peregrine.tree;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * The compact JSON text of a tree, for {@link JsonObject#toString()} and {@link JsonArray#toString()}. The
 * tree imports nothing of the library, so this is a printer of its own, small and slow enough for logs and
 * debuggers; {@code Json.write} is the fast and configurable way. Every value prints, none throws:
 *
 * <ul>
 *   <li>maps as objects (keys as their text), lists, sets and {@code Object[]} as arrays, null properties
 *       and elements included, as they are in the tree;
 *   <li>strings escaped per RFC 8259: the quote, the backslash and control characters, and a lone surrogate
 *       as its six-character escape (<code>&#92;ud800</code>); every other character as it is;
 *   <li>integers and {@code BigDecimal} as Java prints them (valid JSON); a finite double or float as Java
 *       prints it ({@code 1.0E10}, also valid JSON); NaN and the infinities, which JSON cannot hold, as
 *       {@code null}, as JavaScript's {@code JSON.stringify} writes them; any other number in the form of a
 *       {@code BigDecimal} when it is one, else as a string;
 *   <li>booleans as literals, {@code byte[]} as a base64 string (as {@code Json.write} writes it), anything
 *       else (a CBOR tag, an enum, a date) as the string of its {@code toString()};
 *   <li>a container inside itself (a cycle) as the string {@code "(cycle)"}.
 * </ul>
 *
 * <p>Iterative, with a stack of its own, so that a tree nested deeper than the thread's stack prints too.
 */
final class TreeText {
  private TreeText() {}

  /** An open container: what is left of it and whether it is an object. */
  private static final class Level {
    final Object container;
    final Iterator<?> items;
    final boolean object;
    boolean first = true;

    Level(Object container, Iterator<?> items, boolean object) {
      this.container = container;
      this.items = items;
      this.object = object;
    }
  }

  static String of(Object root) {
    StringBuilder out = new StringBuilder();
    List<Level> stack = new ArrayList<>();
    Map<Object, Boolean> open = new IdentityHashMap<>();
    value(root, out, stack, open);
    while (!stack.isEmpty()) {
      Level top = stack.get(stack.size() - 1);
      if (!top.items.hasNext()) {
        out.append(top.object ? '}' : ']');
        open.remove(top.container);
        stack.remove(stack.size() - 1);
        continue;
      }
      if (!top.first) out.append(',');
      top.first = false;
      Object item = top.items.next();
      if (top.object) {
        Map.Entry<?, ?> e = (Map.Entry<?, ?>) item;
        string(e.getKey() instanceof String s ? s : scalarText(e.getKey()), out);
        out.append(':');
        item = e.getValue();
      }
      value(item, out, stack, open);
    }
    return out.toString();
  }

  // Writes a scalar, or opens a container (its items are written by the loop in of).
  private static void value(Object v, StringBuilder out, List<Level> stack, Map<Object, Boolean> open) {
    Object identity = v; // an array is known by itself, not by the list that wraps it here
    if (v instanceof Object[] array) v = Arrays.asList(array);
    if (v instanceof Map<?, ?> || v instanceof Collection<?>) {
      if (open.put(identity, Boolean.TRUE) != null) {
        string("(cycle)", out);
      } else if (v instanceof Map<?, ?> map) {
        out.append('{');
        stack.add(new Level(identity, map.entrySet().iterator(), true));
      } else {
        out.append('[');
        stack.add(new Level(identity, ((Collection<?>) v).iterator(), false));
      }
    } else if (v == null) {
      out.append("null");
    } else if (v instanceof String s) {
      string(s, out);
    } else if (v instanceof Boolean || v instanceof Integer || v instanceof Long || v instanceof BigInteger
        || v instanceof BigDecimal || v instanceof Short || v instanceof Byte) {
      out.append(v);
    } else if (v instanceof Double || v instanceof Float) {
      double d = ((Number) v).doubleValue();
      out.append(Double.isFinite(d) ? v.toString() : "null");
    } else if (v instanceof Number n) {
      String text = n.toString();
      try {
        out.append(new BigDecimal(text));
      } catch (NumberFormatException e) {
        string(text, out);
      }
    } else {
      string(scalarText(v), out);
    }
  }

  private static String scalarText(Object v) {
    return v instanceof byte[] bytes ? Base64.getEncoder().encodeToString(bytes) : String.valueOf(v);
  }

  private static final char[] HEX = "0123456789abcdef".toCharArray();

  private static void string(String s, StringBuilder out) {
    out.append('"');
    int n = s.length();
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        case '\b' -> out.append("\\b");
        case '\f' -> out.append("\\f");
        default -> {
          if (c < 0x20 || (Character.isSurrogate(c) && !pairAt(s, i))) {
            out.append("\\u").append(HEX[c >> 12]).append(HEX[(c >> 8) & 15]).append(HEX[(c >> 4) & 15])
                .append(HEX[c & 15]);
          } else {
            out.append(c);
            if (Character.isHighSurrogate(c)) out.append(s.charAt(++i)); // its low half, checked by pairAt
          }
        }
      }
    }
    out.append('"');
  }

  // Whether the surrogate at i is the high half of a pair (a low half alone is not one).
  private static boolean pairAt(String s, int i) {
    return Character.isHighSurrogate(s.charAt(i)) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1));
  }
}
