package dev.peregrine;

import dev.peregrine.cbor.CborBytesWriter;
import java.io.Closeable;
import java.io.Flushable;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Objects;

/**
 * A writer of one CBOR data item, token by token, to a stream, through a buffer of a few kilobytes that goes
 * to the stream whenever it fills: memory holds the buffer (or the largest single string), not the document.
 * Any value can be bound in the middle with {@link #write(Object)}. The CBOR twin of {@link JsonWriter}; get
 * one from {@link Cbor#writer(OutputStream)}.
 *
 * <pre>{@code
 * try (CborWriter w = cbor.writer(out)) {   // {"batch": 7, "items": [_ {...}, {...}, ...]}
 *   w.beginObject(2);                            // a map of two entries
 *   w.name("batch").value(7);
 *   w.name("items").beginArray();                // an array of indefinite length
 *   for (Item item : items) w.write(item);       // each bound as Cbor.write would
 *   w.endArray();
 *   w.endObject();
 * }
 * }</pre>
 *
 * <p>Lengths: {@link #beginObject()} and {@link #beginArray()} start a map or an array of indefinite length
 * (its items end with a break), since its size is not known when it starts and the head of a definite one
 * could not leave the buffer before it ends; {@link #beginObject(int)} and {@link #beginArray(int)} start one
 * of definite length, the preferred serialization, which must then hold exactly that many entries or
 * elements. A bound value is written as {@link Cbor#write(Object)} writes it (definite lengths; a bean held
 * in the buffer until it ends, see {@link Cbor#write(Object, OutputStream)}).
 *
 * <p>The writer checks the document's shape: a value inside a map needs a key first, a tag must be followed
 * by the value it tags, an end must match its start, and the document holds one root item; a call that
 * breaks it is an {@link IllegalStateException}. A definite container that ends with another count is a
 * {@link CborException}. {@link #close()} requires a complete document, writes what the buffer holds and
 * flushes the stream, which it leaves open. With string references ({@code stringRefs(true)}) the whole
 * document is one namespace; with native references ({@code references(true)}) each {@code write} shares
 * values within the value it writes (its tags 29 count the marks of the whole document, so the document reads
 * back whole or value by value). An {@code IOException} of the stream surfaces as an
 * {@code UncheckedIOException}. Not thread-safe.
 */
public final class CborWriter extends AbstractTokenWriter implements Closeable, Flushable {
  private final CborBytesWriter out;
  private final Codec<Object> root;
  private boolean tagged; // a tag was written; the value it tags comes next

  CborWriter(OutputStream sink, Codec<Object> root, CborBytesWriter out) {
    super(sink, TokenWords.CBOR);
    this.root = root;
    this.out = out;
  }

  /** Starts a map of indefinite length. */
  public CborWriter beginObject() {
    beforeValue();
    out.beginIndefinite(true);
    push(OBJECT);
    return this;
  }

  /** Starts a map that will hold exactly {@code size} entries. */
  public CborWriter beginObject(int size) {
    checkSize(size);
    beforeValue();
    out.beginObject(size);
    push(OBJECT);
    return this;
  }

  /** Ends the current map. */
  public CborWriter endObject() {
    if (tagged) throw new IllegalStateException("endObject() after a tag with no value");
    beforeEndObject();
    out.endObject();
    pop();
    return this;
  }

  /** Starts an array of indefinite length. */
  public CborWriter beginArray() {
    beforeValue();
    out.beginIndefinite(false);
    push(ARRAY);
    return this;
  }

  /** Starts an array that will hold exactly {@code size} elements. */
  public CborWriter beginArray(int size) {
    checkSize(size);
    beforeValue();
    out.beginArray(size);
    push(ARRAY);
    return this;
  }

  /** Ends the current array. */
  public CborWriter endArray() {
    if (tagged) throw new IllegalStateException("endArray() after a tag with no value");
    beforeEndArray();
    out.endArray();
    pop();
    return this;
  }

  /** The text key of the next entry of the current map; its value is written next. */
  public CborWriter name(String name) {
    if (tagged && kinds[depth] == OBJECT) {
      throw new IllegalStateException("name() after a tag (a tag goes before a value)");
    }
    beforeName();
    out.name(Objects.requireNonNull(name, "name"));
    afterName();
    return this;
  }

  /** A text string, or null. */
  public CborWriter value(String value) {
    if (value == null) return nullValue();
    beforeValue();
    out.value(value);
    return this;
  }

  /** An integer. */
  public CborWriter value(long value) {
    beforeValue();
    out.value(value);
    return this;
  }

  /** A float, in the shortest of half, single and double precision that keeps its value (NaN and infinities included). */
  public CborWriter value(double value) {
    beforeValue();
    out.value(value);
    return this;
  }

  /** A float, in half precision when that keeps its value, else single. */
  public CborWriter value(float value) {
    beforeValue();
    out.value(value);
    return this;
  }

  /** A decimal fraction (tag 4) with every digit, or null. */
  public CborWriter value(BigDecimal value) {
    if (value == null) return nullValue();
    beforeValue();
    out.value(value);
    return this;
  }

  /** An integer of any size (a bignum beyond 64 bits), or null. */
  public CborWriter value(BigInteger value) {
    if (value == null) return nullValue();
    beforeValue();
    out.value(value);
    return this;
  }

  /** {@code true} or {@code false}. */
  public CborWriter value(boolean value) {
    beforeValue();
    out.value(value);
    return this;
  }

  /** A byte string, or null. */
  public CborWriter value(byte[] value) {
    if (value == null) return nullValue();
    beforeValue();
    out.binaryValue(value);
    return this;
  }

  /** {@code null}. */
  public CborWriter nullValue() {
    beforeValue();
    out.nullValue();
    return this;
  }

  /**
   * A simple value by its number: 0 to 19 and 32 to 255 (unassigned), 20 to 23 ({@code false}, {@code true},
   * {@code null}, {@code undefined}); 24 to 31 have no simple value.
   */
  public CborWriter simple(int value) {
    if (value < 0 || value > 255 || (value >= 24 && value < 32)) {
      throw new IllegalArgumentException("no simple value " + value + " (0-23 and 32-255)");
    }
    beforeValue();
    out.simple(value);
    return this;
  }

  /**
   * A tag (a non-negative number, or a negative one standing for its unsigned 64-bit value): the value
   * written next is the item it tags, and takes its place in the array or map.
   */
  public CborWriter tag(long tag) {
    if (closed) throw new IllegalStateException("the writer is closed");
    // The place a value would take, checked but not taken: the tagged value takes it.
    if (kinds[depth] == ROOT && named[0]) throw new IllegalStateException(TokenWords.CBOR.oneRoot());
    if (kinds[depth] == OBJECT && !named[depth]) {
      throw new IllegalStateException("a tag in a map goes before a value, after its name()");
    }
    out.tag(tag);
    tagged = true;
    return this;
  }

  /** Any value (bean, record, collection, map, tree, scalar or null), bound as {@link Cbor#write(Object)} writes it. */
  public CborWriter write(Object value) {
    beforeValue();
    out.nextBoundValue();
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
   * one root item, every container ended (else an IllegalStateException, after what was written is
   * flushed).
   */
  @Override
  public void close() {
    closeDocument();
  }

  @Override
  void flushBuffer() {
    out.flushToStream();
  }

  @Override
  void beforeValue() {
    super.beforeValue();
    tagged = false;
  }

  @Override
  void checkComplete() {
    if (depth == 0 && tagged) throw new IllegalStateException("a tag with no value");
    super.checkComplete();
  }

  private static void checkSize(int size) {
    if (size < 0 || size == Integer.MAX_VALUE) throw new IllegalArgumentException("size " + size);
  }
}
