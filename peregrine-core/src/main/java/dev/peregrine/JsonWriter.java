package dev.peregrine;

import dev.peregrine.json.Utf8JsonWriter;
import dev.peregrine.stream.Limits;
import java.io.Closeable;
import java.io.Flushable;
import java.io.IOException;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Objects;

/**
 * A writer of one JSON document, token by token, to a stream, through a buffer of a few kilobytes that goes
 * to the stream whenever it fills: memory holds the buffer (or the largest single string), not the document.
 * Any value can be bound in the middle with {@link #write(Object)}. Get one from
 * {@link Json#writer(OutputStream)}; output is compact or pretty as that Json's.
 *
 * <pre>{@code
 * try (JsonWriter w = json.writer(out)) {      // {"batch":7,"items":[{...},{...},...]}
 *   w.beginObject();
 *   w.name("batch").value(7);
 *   w.name("items").beginArray();
 *   for (Item item : items) w.write(item);     // each bound as Json.write would
 *   w.endArray();
 *   w.endObject();
 * }
 * }</pre>
 *
 * <p>The writer checks the document's shape: a value inside an object needs a name first, an end must match
 * its start, and the document holds one root value; a call that breaks it is an
 * {@link IllegalStateException}. {@link #close()} requires a complete document, writes what the buffer
 * holds and flushes the stream, which it leaves open. An {@code IOException} of the stream surfaces as an
 * {@code UncheckedIOException}. Not thread-safe.
 */
public final class JsonWriter extends AbstractTokenWriter implements Closeable, Flushable {
  private final Utf8JsonWriter out;
  private final Codec<Object> root;

  JsonWriter(OutputStream sink, Codec<Object> root, boolean pretty, Limits limits) {
    super(sink, TokenWords.JSON);
    this.root = root;
    this.out = new Utf8JsonWriter(pretty, limits, new byte[8192]);
    out.streamTo(sink);
  }

  /** Starts an object. */
  public JsonWriter beginObject() {
    beforeValue();
    out.beginObject();
    push(OBJECT);
    return this;
  }

  /** Ends the current object. */
  public JsonWriter endObject() {
    beforeEndObject();
    out.endObject();
    pop();
    return this;
  }

  /** Starts an array. */
  public JsonWriter beginArray() {
    beforeValue();
    out.beginArray();
    push(ARRAY);
    return this;
  }

  /** Ends the current array. */
  public JsonWriter endArray() {
    beforeEndArray();
    out.endArray();
    pop();
    return this;
  }

  /** The name of the next property of the current object; its value is written next. */
  public JsonWriter name(String name) {
    beforeName();
    out.name(Objects.requireNonNull(name, "name"));
    afterName();
    return this;
  }

  /** A string value, or null. */
  public JsonWriter value(String value) {
    if (value == null) return nullValue();
    beforeValue();
    out.value(value);
    return this;
  }

  /** A number. */
  public JsonWriter value(long value) {
    beforeValue();
    out.value(value);
    return this;
  }

  /** A number; NaN and the infinities are an error, as JSON has no form for them. */
  public JsonWriter value(double value) {
    beforeValue();
    out.value(value);
    return this;
  }

  /** A number with every digit, or null. */
  public JsonWriter value(BigDecimal value) {
    if (value == null) return nullValue();
    beforeValue();
    out.value(value);
    return this;
  }

  /** An integer of any size, or null. */
  public JsonWriter value(BigInteger value) {
    if (value == null) return nullValue();
    beforeValue();
    out.value(value);
    return this;
  }

  /** {@code true} or {@code false}. */
  public JsonWriter value(boolean value) {
    beforeValue();
    out.value(value);
    return this;
  }

  /** {@code null}. */
  public JsonWriter nullValue() {
    beforeValue();
    out.nullValue();
    return this;
  }

  /** Any value (bean, record, collection, map, tree, scalar or null), bound as {@link Json#write(Object)} writes it. */
  public JsonWriter write(Object value) {
    beforeValue();
    root.write(out, value);
    return this;
  }

  /** Writes what the buffer holds to the stream and flushes the stream. */
  @Override
  public void flush() {
    flushToSink();
  }

  /**
   * Writes what the buffer holds and flushes the stream, which is left open. The document must be complete:
   * one root value, every container ended (else an IllegalStateException, after what was written is
   * flushed).
   */
  @Override
  public void close() {
    closeDocument();
  }

  @Override
  void flushBuffer() throws IOException {
    out.flushToStream();
  }
}
