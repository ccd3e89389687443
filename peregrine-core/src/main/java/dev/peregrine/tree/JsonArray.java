package dev.peregrine.tree;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;

/** A JSON array in the tree model: a {@code List} with typed getters, as {@link JsonObject} has. */
public class JsonArray extends ArrayList<Object> {
  /** An empty array. */
  public JsonArray() {}

  /** An empty array sized for {@code expected} elements. */
  public JsonArray(int expected) {
    super(expected);
  }

  /** A copy of {@code values}, in order. */
  public JsonArray(Collection<?> values) {
    super(values);
  }

  /** The element as a String, or null. */
  public String getString(int index) {
    return TreeValues.asString(get(index), index);
  }

  /** The element as an Integer, or null. */
  public Integer getInteger(int index) {
    return TreeValues.asInteger(get(index), index);
  }

  /** The element as a Long, or null. */
  public Long getLong(int index) {
    return TreeValues.asLong(get(index), index);
  }

  /** The element as a Double, or null. */
  public Double getDouble(int index) {
    return TreeValues.asDouble(get(index), index);
  }

  /** The element as a BigDecimal, or null. */
  public BigDecimal getBigDecimal(int index) {
    return TreeValues.asBigDecimal(get(index), index);
  }

  /** The element as a BigInteger, or null. */
  public BigInteger getBigInteger(int index) {
    return TreeValues.asBigInteger(get(index), index);
  }

  /** The element as a Boolean, or null. */
  public Boolean getBoolean(int index) {
    return TreeValues.asBoolean(get(index), index);
  }

  /** The element as an object, or null. */
  public JsonObject getObject(int index) {
    return TreeValues.asObject(get(index), index);
  }

  /** The element as an array, or null. */
  public JsonArray getArray(int index) {
    return TreeValues.asArray(get(index), index);
  }

  /**
   * The array as compact JSON, {@code [1,{"b":"x"},null]}, with every value, nulls too: strings escaped as
   * RFC 8259 asks, numbers as Java prints them, NaN and the infinities (which JSON cannot hold) as
   * {@code null}, {@code byte[]} as base64, any other value as the string of its {@code toString()}. For
   * output with the library's options (pretty printing, nulls left out), use {@code Json.write}.
   */
  @Override
  public String toString() {
    return TreeText.of(this);
  }
}
