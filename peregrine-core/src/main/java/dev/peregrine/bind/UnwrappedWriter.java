package dev.peregrine.bind;

import dev.peregrine.Codec;
import dev.peregrine.PeregrineException;
import dev.peregrine.stream.Limits;
import dev.peregrine.stream.internal.NameTable;
import dev.peregrine.stream.internal.TextPrinter;
import dev.peregrine.stream.ValueWriter;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * Writes a nested bean's properties into the object being written, as Jackson's {@code @JsonUnwrapped} does:
 * the nested codec's own object start and end are dropped, and each of its property names gets the prefix and
 * suffix. Everything else goes to the writer around it unchanged, so any codec (reflective or generated, with
 * its own unwrapped properties) writes through it.
 */
final class UnwrappedWriter extends ValueWriter {
  private final ValueWriter out;
  private final String prefix;
  private final String suffix;
  private int depth; // containers open in the nested value; 1 inside its own object

  UnwrappedWriter(ValueWriter out, String prefix, String suffix) {
    this.out = out;
    this.prefix = prefix;
    this.suffix = suffix;
    bindingState(out.bindingState());
  }

  @Override
  public void beginObject() {
    if (depth++ > 0) out.beginObject();
  }

  @Override
  public void beginObject(int size) {
    if (depth++ > 0) out.beginObject(size);
  }

  @Override
  public void endObject() {
    if (--depth > 0) out.endObject();
  }

  @Override
  public void beginArray() {
    if (depth == 0) throw out.error("@JsonUnwrapped needs a value written as an object, not an array");
    depth++;
    out.beginArray();
  }

  @Override
  public void beginArray(int size) {
    if (depth == 0) throw out.error("@JsonUnwrapped needs a value written as an object, not an array");
    depth++;
    out.beginArray(size);
  }

  @Override
  public void endArray() {
    depth--;
    out.endArray();
  }

  @Override
  public void name(String name) {
    out.name(depth == 1 ? prefix + name + suffix : name);
  }

  @Override
  public void name(NameTable names, int index) {
    if (depth == 1) {
      out.name(prefix + names.name(index) + suffix);
    } else {
      out.name(names, index);
    }
  }

  @Override
  public void value(String value) {
    scalar();
    out.value(value);
  }

  @Override
  public void value(boolean value) {
    scalar();
    out.value(value);
  }

  @Override
  public void value(int value) {
    scalar();
    out.value(value);
  }

  @Override
  public void value(long value) {
    scalar();
    out.value(value);
  }

  @Override
  public void value(double value) {
    scalar();
    out.value(value);
  }

  @Override
  public void value(float value) {
    scalar();
    out.value(value);
  }

  @Override
  public void value(BigInteger value) {
    scalar();
    out.value(value);
  }

  @Override
  public void value(BigDecimal value) {
    scalar();
    out.value(value);
  }

  @Override
  public void binaryValue(byte[] value) {
    scalar();
    out.binaryValue(value);
  }

  @Override
  public <T> void textValue(T value, int maxLength, TextPrinter<T> printer) {
    scalar();
    out.textValue(value, maxLength, printer);
  }

  @Override
  public void nullValue() {
    scalar();
    out.nullValue();
  }

  /** A value of the nested bean itself (not of its properties) cannot be written flat. */
  private void scalar() {
    if (depth == 0) throw out.error("@JsonUnwrapped needs a value written as an object");
  }

  @Override
  public Limits limits() {
    return out.limits();
  }

  @Override
  public PeregrineException error(String reason) {
    return out.error(reason);
  }

  @Override
  public PeregrineException error(String reason, Throwable cause) {
    return out.error(reason, cause);
  }

  @Override
  public boolean acceptsValueKeys() {
    return false; // keys must pass through name(...) to get their prefix
  }

  @Override
  public boolean writeFormatValue(Object value, Codec<Object> content) {
    return depth > 0 && out.writeFormatValue(value, content);
  }
}
