package dev.peregrine.stream;

import dev.peregrine.Codec;
import dev.peregrine.PeregrineException;
import dev.peregrine.stream.internal.NameTable;
import dev.peregrine.stream.internal.TextPrinter;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * A push writer of one document in some format, fed format-neutral tokens. The format places separators
 * and indentation; codecs call {@code name} before each property value and nothing between elements.
 *
 * <p>The methods that take a {@code NameTable} or a {@code TextPrinter} (a name written from a form encoded
 * once, a text printed in place in the writer's buffer) are for Peregrine's own formats, codecs and
 * generated code: those types are internal to the module, so an application cannot call them, and they may
 * change in any release.
 */
public abstract class ValueWriter {
  /** Starts an object. */
  public abstract void beginObject();

  /**
   * Starts an object that will hold exactly {@code size} properties (a map's size); see
   * {@link #beginArray(int)}. The default starts an object as {@link #beginObject()} does.
   */
  public void beginObject(int size) {
    beginObject();
  }

  /** Ends the current object. */
  public abstract void endObject();

  /** Starts an array. */
  public abstract void beginArray();

  /**
   * Starts an array that will hold exactly {@code size} elements (a collection's or an array's size): a
   * format that writes a container's length before its content (CBOR) can then write its head at once, and
   * let what precedes it go to a stream before the array ends. Writing another number of elements is an
   * error there. The default starts an array as {@link #beginArray()} does.
   */
  public void beginArray(int size) {
    beginArray();
  }

  /** Ends the current array. */
  public abstract void endArray();

  /** A property name. */
  public abstract void name(String name);

  /** A property name taken from a table, so that a format may write a form it encoded once. */
  public abstract void name(NameTable names, int index);

  /**
   * {@link #name(NameTable, int)} with the name also given as constants, as generated codecs write it: its
   * UTF-8 bytes 0-7 and 8-15 as little-endian words, zero past its {@code length} (1 to 16), as
   * {@link ValueReader#nameWord} builds them; the name holds only ASCII bytes from 0x20 to 0x7e other than
   * {@code "} and {@code \}. Once inlined at a generated call site, a format can compose its encoding of the
   * name from constants, with nothing loaded from the table. The default writes from the table.
   */
  public void name(NameTable names, int index, int length, long w0, long w1) {
    name(names, index);
  }

  /**
   * A property: {@link #name(NameTable, int, int, long, long)}, then {@link #value(int)}, as generated codecs
   * write an int, long or text property whose name goes as words, so that a format may write both with one
   * check for room and nothing stored between them. The default makes the two calls.
   */
  public void property(NameTable names, int index, int length, long w0, long w1, int value) {
    name(names, index, length, w0, w1);
    value(value);
  }

  /** {@link #property(NameTable, int, int, long, long, int)} with a long value. */
  public void property(NameTable names, int index, int length, long w0, long w1, long value) {
    name(names, index, length, w0, w1);
    value(value);
  }

  /** {@link #property(NameTable, int, int, long, long, int)} with a text value (not null). */
  public void property(NameTable names, int index, int length, long w0, long w1, String value) {
    name(names, index, length, w0, w1);
    value(value);
  }

  /** A text value (not null). */
  public abstract void value(String value);

  /**
   * A text value (not null) among many of one collection, array or map: the same output as {@link
   * #value(String)}, which this default calls; a format may write such runs of values another way.
   */
  public void stringElement(String value) {
    value(value);
  }

  /**
   * The text value {@code names.name(index)}, a canonical entry of the table, which a format may write from
   * a form it encoded once (an enum constant's name, say).
   */
  public void value(NameTable names, int index) {
    value(names.name(index));
  }

  /** A boolean value. */
  public abstract void value(boolean value);

  /** An integer value. */
  public abstract void value(int value);

  /** An integer value. */
  public abstract void value(long value);

  /** An array of ints, as {@code beginArray(n)}, each {@code value(int)}, {@code endArray()}; a format may write it in bulk. */
  public void intArray(int[] values) {
    beginArray(values.length);
    for (int v : values) value(v);
    endArray();
  }

  /** An array of longs, as {@link #intArray} for ints. */
  public void longArray(long[] values) {
    beginArray(values.length);
    for (long v : values) value(v);
    endArray();
  }

  /** A double value; formats without NaN or infinities reject them. */
  public abstract void value(double value);

  /** A float value; formats without NaN or infinities reject them. */
  public abstract void value(float value);

  /** An integer value of any size (not null). */
  public abstract void value(BigInteger value);

  /** A decimal value, written with every digit (not null). */
  public abstract void value(BigDecimal value);

  /** Binary data (not null): a byte string in binary formats, base64 text in JSON. */
  public abstract void binaryValue(byte[] value);

  /**
   * A text value that {@code printer} writes as at most {@code maxLength} ASCII bytes needing no escape (see
   * {@link TextPrinter}): a format prints it straight into its buffer. This default prints into a scratch
   * array and writes the String.
   */
  public <T> void textValue(T value, int maxLength, TextPrinter<T> printer) {
    byte[] b = new byte[maxLength];
    int n = printer.print(value, b, 0);
    value(new String(b, 0, n, java.nio.charset.StandardCharsets.ISO_8859_1));
  }

  /** A null value. */
  public abstract void nullValue();

  /** Limits that apply to this writer (depth). */
  public abstract Limits limits();

  /** An exception of the writer's format, located by the output written so far. */
  public abstract PeregrineException error(String reason);

  /** An exception of the writer's format, located by the output written so far, keeping the cause. */
  public abstract PeregrineException error(String reason, Throwable cause);

  // Hooks for formats richer than JSON, with defaults that keep a JSON-like format unchanged.

  /**
   * True when, inside an object, a key may be written as an ordinary value instead of through
   * {@code name(...)} (CBOR map keys may be any value). Default false.
   */
  public boolean acceptsValueKeys() {
    return false;
  }

  /**
   * Writes {@code value}, one of this format's own values of the generic data model (a CBOR tag or simple
   * value, as its reader's {@link ValueReader#readFormatValue} returns them), {@code content} writing any
   * value nested in it; false, having written nothing, when the format has no such value. Default false.
   */
  public boolean writeFormatValue(Object value, Codec<Object> content) {
    return false;
  }

  /**
   * True when the format marks shared values itself (CBOR tags 28 and 29): the binding layer's references
   * then call {@link #markShared()} and {@link #writeSharedReference(int)} instead of writing {@code $ref}
   * objects. Default false.
   */
  public boolean writesReferencesNatively() {
    return false;
  }

  /** With native references: marks the value written next as shareable (CBOR tag 28). */
  public void markShared() {
    throw error("this format has no native references");
  }

  /**
   * With native references: writes a reference to the {@code index}-th value marked by {@link #markShared()}
   * in this document (CBOR tag 29).
   */
  public void writeSharedReference(int index) {
    throw error("this format has no native references");
  }

  /**
   * A writer with this one's options whose output is thrown away, for a first pass over a document: native
   * references mark only the values that a first pass met more than once. Null (the default) when the
   * format has none; then every shareable value is marked.
   */
  public ValueWriter rehearsal() {
    return null;
  }

  // Per-document state of the binding layer (the reference tables when references are on). Formats ignore it.
  private Object bindingState;

  /** State the binding layer keeps for the document being processed, or null. */
  public final Object bindingState() {
    return bindingState;
  }

  /** Sets the binding layer's state for this document. */
  public final void bindingState(Object state) {
    this.bindingState = state;
  }
}
