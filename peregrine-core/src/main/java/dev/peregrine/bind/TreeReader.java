package dev.peregrine.bind;

import dev.peregrine.PeregrineException;
import dev.peregrine.stream.Limits;
import dev.peregrine.stream.internal.NameTable;
import dev.peregrine.stream.ValueReader;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.Base64;
import java.util.Collection;
import java.util.Deque;
import java.util.Iterator;
import java.util.Map;

/**
 * A {@link ValueReader} over a tree already in memory (maps, lists, numbers, strings), so that any codec
 * can bind from it: used when a polymorphic object's type id comes after other properties. Errors are
 * located at the position of the original reader (the end of the buffered object).
 */
final class TreeReader extends ValueReader {
  private final ValueReader origin;
  private final Deque<Iterator<?>> open = new ArrayDeque<>();
  private Object current;
  private String lastName;

  TreeReader(Object root, ValueReader origin) {
    this.current = root;
    this.origin = origin;
    bindingState(origin.bindingState());
  }

  @Override
  public Kind peek() {
    Object v = current;
    if (v == null) return Kind.NULL;
    if (v instanceof Map) return Kind.OBJECT;
    if (v instanceof Collection) return Kind.ARRAY;
    if (v instanceof String) return Kind.STRING;
    if (v instanceof Number) return Kind.NUMBER;
    if (v instanceof Boolean) return Kind.BOOLEAN;
    if (v instanceof byte[]) return Kind.BINARY;
    throw error("unexpected " + v.getClass().getSimpleName() + " in a tree");
  }

  @Override
  public void beginObject() {
    if (!(current instanceof Map<?, ?> m)) throw mismatch("an object");
    open.push(m.entrySet().iterator());
  }

  @Override
  public String nextName() {
    Iterator<?> it = open.peek();
    if (it == null || !it.hasNext()) {
      open.pop();
      return null;
    }
    Map.Entry<?, ?> e = (Map.Entry<?, ?>) it.next();
    current = e.getValue();
    lastName = String.valueOf(e.getKey());
    return lastName;
  }

  @Override
  public int nextName(NameTable names) {
    String n = nextName();
    if (n == null) return END_OF_OBJECT;
    int slot = names.index(n);
    return slot >= 0 ? slot : UNKNOWN_NAME;
  }

  @Override
  public String lastName() {
    return lastName;
  }

  @Override
  public void beginArray() {
    if (!(current instanceof Collection<?> c)) throw mismatch("an array");
    open.push(c.iterator());
  }

  @Override
  public boolean hasNextElement() {
    Iterator<?> it = open.peek();
    if (it == null || !it.hasNext()) {
      open.pop();
      return false;
    }
    current = it.next();
    return true;
  }

  @Override
  public boolean readNull() {
    return current == null;
  }

  @Override
  public String readString() {
    if (current instanceof String s) return s;
    throw mismatch("a string");
  }

  @Override
  public boolean readBoolean() {
    if (current instanceof Boolean b) return b;
    throw mismatch("a boolean");
  }

  @Override
  public long readLong() {
    if (current instanceof Integer || current instanceof Long) return ((Number) current).longValue();
    BigDecimal d = readBigDecimal();
    try {
      return d.longValueExact();
    } catch (ArithmeticException e) {
      throw isWhole(d) ? beyondLongRange(d.toString()) : notAnInteger(d.toString());
    }
  }

  @Override
  public double readDouble() {
    return number().doubleValue();
  }

  @Override
  public float readFloat() {
    return number() instanceof BigDecimal d ? d.floatValue() : (float) number().doubleValue();
  }

  @Override
  public BigInteger readBigInteger() {
    if (current instanceof BigInteger b) return b;
    BigDecimal d = readBigDecimal();
    if (!isWhole(d)) throw notAnInteger(d.toString());
    return d.toBigIntegerExact();
  }

  // Whether a decimal's value is an integer. The tree's decimals were read under the origin's limits, their
  // exponents bounded, so this costs at most what making the integer would.
  private static boolean isWhole(BigDecimal d) {
    return d.scale() <= 0 || d.signum() == 0 || d.setScale(0, java.math.RoundingMode.DOWN).compareTo(d) == 0;
  }

  @Override
  public BigDecimal readBigDecimal() {
    Number n = number();
    if (n instanceof BigDecimal d) return d;
    if (n instanceof BigInteger b) return new BigDecimal(b);
    if (n instanceof Double || n instanceof Float) {
      // Infinity stands in the tree for a decimal past the exponent limit, read untyped (see Json).
      if (!Double.isFinite(n.doubleValue())) throw error("number " + n + " has no decimal value");
      return new BigDecimal(n.toString());
    }
    return BigDecimal.valueOf(n.longValue());
  }

  @Override
  public Number readNumber(boolean bigDecimals) {
    Number n = number();
    return bigDecimals && n instanceof Double ? readBigDecimal() : n;
  }

  private Number number() {
    if (current instanceof Number n) return n;
    throw mismatch("a number");
  }

  @Override
  public byte[] readBinary() {
    if (current instanceof byte[] b) return b.clone();
    try {
      return Base64.getDecoder().decode(readString());
    } catch (IllegalArgumentException e) {
      throw error("invalid base64: " + e.getMessage());
    }
  }

  @Override
  public void skipValue() {
    // The value is consumed by moving on: nothing to skip in memory.
  }

  @Override
  public Limits limits() {
    return origin.limits();
  }

  @Override
  public PeregrineException error(String reason) {
    return origin.error(reason);
  }

  @Override
  public PeregrineException error(String reason, Throwable cause) {
    return origin.error(reason, cause);
  }

  private PeregrineException mismatch(String expected) {
    String seen = current == null ? "null" : current.getClass().getSimpleName();
    return error("expected " + expected + ", found " + seen);
  }
}
