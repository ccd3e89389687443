package dev.peregrine.tree;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A JSON object in the tree model: a {@code Map} in document order, with typed getters that convert
 * numbers between kinds and fail with a clear message when a value has another kind.
 *
 * <p>A string converts to a number too ({@code "12"} for {@link #getLong}); for the numeric getters other
 * than {@link #getDouble} it must be at most 1,000 characters with an exponent of at most 100,000 in
 * magnitude, the readers' default limits, since the tree does not know the limits of the reader that made it
 * (a longer one costs time superlinear in its length). The same holds for {@link JsonArray}'s getters.
 */
public class JsonObject extends LinkedHashMap<String, Object> {
  /** An empty object. */
  public JsonObject() {}

  /** An empty object sized for {@code expected} properties. */
  public JsonObject(int expected) {
    super(Math.max(4, (int) (expected / 0.75f) + 1));
  }

  /** A copy of {@code map}, in its iteration order. */
  public JsonObject(Map<String, ?> map) {
    super(map);
  }

  /** The value as a String, or null when absent or null. */
  public String getString(String name) {
    return TreeValues.asString(get(name), name);
  }

  /** The value as an Integer, or null. */
  public Integer getInteger(String name) {
    return TreeValues.asInteger(get(name), name);
  }

  /** The value as an int; absent or null is 0. */
  public int getIntValue(String name) {
    Integer v = getInteger(name);
    return v == null ? 0 : v;
  }

  /** The value as a Long, or null. */
  public Long getLong(String name) {
    return TreeValues.asLong(get(name), name);
  }

  /** The value as a long; absent or null is 0. */
  public long getLongValue(String name) {
    Long v = getLong(name);
    return v == null ? 0 : v;
  }

  /** The value as a Double, or null. */
  public Double getDouble(String name) {
    return TreeValues.asDouble(get(name), name);
  }

  /** The value as a double; absent or null is 0. */
  public double getDoubleValue(String name) {
    Double v = getDouble(name);
    return v == null ? 0 : v;
  }

  /** The value as a BigDecimal, or null. */
  public BigDecimal getBigDecimal(String name) {
    return TreeValues.asBigDecimal(get(name), name);
  }

  /** The value as a BigInteger, or null. */
  public BigInteger getBigInteger(String name) {
    return TreeValues.asBigInteger(get(name), name);
  }

  /** The value as a Boolean, or null. */
  public Boolean getBoolean(String name) {
    return TreeValues.asBoolean(get(name), name);
  }

  /** The value as a boolean; absent or null is false. */
  public boolean getBooleanValue(String name) {
    Boolean v = getBoolean(name);
    return v != null && v;
  }

  /** The value as an object, or null. */
  public JsonObject getObject(String name) {
    return TreeValues.asObject(get(name), name);
  }

  /** The value as an array, or null. */
  public JsonArray getArray(String name) {
    return TreeValues.asArray(get(name), name);
  }

  /**
   * The object as compact JSON, {@code {"a":1,"b":["x",null]}}, with every value, nulls too: strings escaped as
   * RFC 8259 asks, numbers as Java prints them, NaN and the infinities (which JSON cannot hold) as
   * {@code null}, {@code byte[]} as base64, any other value as the string of its {@code toString()}. For
   * output with the library's options (pretty printing, nulls left out), use {@code Json.write}.
   */
  @Override
  public String toString() {
    return TreeText.of(this);
  }
}
