package dev.peregrine;

import dev.peregrine.cbor.CborWriter;
import dev.peregrine.stream.Encoder;
import java.io.Closeable;
import java.io.Flushable;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Objects;

/**
 * A writer of one CBOR data item, token by token, to a stream, through a buffer of a few kilobytes that goes
 * to the stream whenever it fills: memory holds the buffer (or the largest single string), not the document.
 * Any value can be bound in the middle with {@link #write(Object)}. The CBOR twin of {@link JsonWriter}; get
 * one from {@link Cbor#writer(OutputStream)}.
 *
 * <pre>{@code
 * try (CborTokenWriter w = cbor.writer(out)) {   // {"batch": 7, "items": [_ {...}, {...}, ...]}
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
public final class CborTokenWriter implements Closeable, Flushable {
  private static final byte ROOT = 0, OBJECT = 1, ARRAY = 2;

  private final CborWriter out;
  private final OutputStream sink;
  private final Encoder<Object> root;
  // Open containers, the root at 0: kind, and for maps whether a key waits for its value (for the root:
  // whether its item was written).
  private byte[] kinds = new byte[16];
  private boolean[] named = new boolean[16];
  private int depth;
  private boolean tagged; // a tag was written; the value it tags comes next
  private boolean closed;

  CborTokenWriter(OutputStream sink, Encoder<Object> root, CborWriter out) {
    this.sink = sink;
    this.root = root;
    this.out = out;
  }

  /** Starts a map of indefinite length. */
  public CborTokenWriter beginObject() {
    beforeValue();
    out.beginIndefinite(true);
    push(OBJECT);
    return this;
  }

  /** Starts a map that will hold exactly {@code size} entries. */
  public CborTokenWriter beginObject(int size) {
    checkSize(size);
    beforeValue();
    out.beginObject(size);
    push(OBJECT);
    return this;
  }

  /** Ends the current map. */
  public CborTokenWriter endObject() {
    if (kinds[depth] != OBJECT || named[depth] || tagged) {
      throw new IllegalStateException(tagged ? "endObject() after a tag with no value"
          : named[depth] ? "endObject() after a key with no value" : "endObject() outside a map");
    }
    out.endObject();
    depth--;
    return this;
  }

  /** Starts an array of indefinite length. */
  public CborTokenWriter beginArray() {
    beforeValue();
    out.beginIndefinite(false);
    push(ARRAY);
    return this;
  }

  /** Starts an array that will hold exactly {@code size} elements. */
  public CborTokenWriter beginArray(int size) {
    checkSize(size);
    beforeValue();
    out.beginArray(size);
    push(ARRAY);
    return this;
  }

  /** Ends the current array. */
  public CborTokenWriter endArray() {
    if (kinds[depth] != ARRAY || tagged) {
      throw new IllegalStateException(tagged ? "endArray() after a tag with no value" : "endArray() outside an array");
    }
    out.endArray();
    depth--;
    return this;
  }

  /** The text key of the next entry of the current map; its value is written next. */
  public CborTokenWriter name(String name) {
    if (kinds[depth] != OBJECT || named[depth] || tagged) {
      throw new IllegalStateException(kinds[depth] != OBJECT ? "name() outside a map"
          : tagged ? "name() after a tag (a tag goes before a value)" : "name() after a key with no value");
    }
    out.name(Objects.requireNonNull(name, "name"));
    named[depth] = true;
    return this;
  }

  /** A text string, or null. */
  public CborTokenWriter value(String value) {
    if (value == null) return nullValue();
    beforeValue();
    out.value(value);
    return this;
  }

  /** An integer. */
  public CborTokenWriter value(long value) {
    beforeValue();
    out.value(value);
    return this;
  }

  /** A float, in the shortest of half, single and double precision that keeps its value (NaN and infinities included). */
  public CborTokenWriter value(double value) {
    beforeValue();
    out.value(value);
    return this;
  }

  /** A float, in half precision when that keeps its value, else single. */
  public CborTokenWriter value(float value) {
    beforeValue();
    out.value(value);
    return this;
  }

  /** A decimal fraction (tag 4) with every digit, or null. */
  public CborTokenWriter value(BigDecimal value) {
    if (value == null) return nullValue();
    beforeValue();
    out.value(value);
    return this;
  }

  /** An integer of any size (a bignum beyond 64 bits), or null. */
  public CborTokenWriter value(BigInteger value) {
    if (value == null) return nullValue();
    beforeValue();
    out.value(value);
    return this;
  }

  /** {@code true} or {@code false}. */
  public CborTokenWriter value(boolean value) {
    beforeValue();
    out.value(value);
    return this;
  }

  /** A byte string, or null. */
  public CborTokenWriter value(byte[] value) {
    if (value == null) return nullValue();
    beforeValue();
    out.binaryValue(value);
    return this;
  }

  /** {@code null}. */
  public CborTokenWriter nullValue() {
    beforeValue();
    out.nullValue();
    return this;
  }

  /**
   * A simple value by its number: 0 to 19 and 32 to 255 (unassigned), 20 to 23 ({@code false}, {@code true},
   * {@code null}, {@code undefined}); 24 to 31 have no simple value.
   */
  public CborTokenWriter simple(int value) {
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
  public CborTokenWriter tag(long tag) {
    if (closed) throw new IllegalStateException("the writer is closed");
    switch (kinds[depth]) {
      case ROOT -> {
        if (named[0]) throw new IllegalStateException("a CBOR document holds one root item");
      }
      case OBJECT -> {
        if (!named[depth]) throw new IllegalStateException("a tag in a map goes before a value, after its name()");
      }
      default -> {}
    }
    out.tag(tag);
    tagged = true;
    return this;
  }

  /** Any value (bean, record, collection, map, tree, scalar or null), bound as {@link Cbor#write(Object)} writes it. */
  public CborTokenWriter write(Object value) {
    beforeValue();
    out.nextBoundValue();
    root.write(out, value);
    return this;
  }

  /** Writes what the buffer holds to the stream and flushes the stream. */
  @Override
  public void flush() {
    try {
      out.flushToStream();
      sink.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Writes what the buffer holds and flushes the stream, which is left open. The document must be complete:
   * one root item, every container ended (else an IllegalStateException, after what was written is
   * flushed).
   */
  @Override
  public void close() {
    if (closed) return;
    closed = true;
    flush();
    if (depth > 0 || !named[0] || tagged) {
      throw new IllegalStateException(depth > 0 ? depth + " container(s) not ended"
          : tagged ? "a tag with no value" : "no value was written");
    }
  }

  private static void checkSize(int size) {
    if (size < 0 || size == Integer.MAX_VALUE) throw new IllegalArgumentException("size " + size);
  }

  private void beforeValue() {
    if (closed) throw new IllegalStateException("the writer is closed");
    switch (kinds[depth]) {
      case ROOT -> {
        if (named[0]) throw new IllegalStateException("a CBOR document holds one root item");
        named[0] = true;
      }
      case OBJECT -> {
        if (!named[depth]) throw new IllegalStateException("a value in a map needs a name() first");
        named[depth] = false;
      }
      default -> {}
    }
    tagged = false;
  }

  private void push(byte kind) {
    if (++depth == kinds.length) {
      kinds = Arrays.copyOf(kinds, depth * 2);
      named = Arrays.copyOf(named, depth * 2);
    }
    kinds[depth] = kind;
    named[depth] = false;
  }
}
