package dev.peregrine.bind;

import dev.peregrine.Codec;
import dev.peregrine.PeregrineException;
import dev.peregrine.stream.Limits;
import dev.peregrine.stream.internal.NameTable;
import dev.peregrine.stream.ValueWriter;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * A writer around a format's writer that keeps the path of the value about to be written ({@code $.a.b[2]}),
 * for references in a format that has none of its own (JSON's {@code {"$ref": path}}), as {@link PathReader}
 * does for reading. Used only when references are on; everything else is the format's.
 */
final class PathWriter extends ValueWriter {
  private final ValueWriter out;
  // An array's element at hand is the count of elements ended so far, so arrays open at 0.
  private final PathFrames frames = new PathFrames();

  PathWriter(ValueWriter out) {
    this.out = out;
  }

  /** The path of the value about to be written. */
  String path() {
    return frames.path();
  }

  // A value has ended: in an array, the next one is the next element. A container element counts at its
  // end, so that while it is being written the path still names it.
  private void element() {
    frames.step();
  }

  @Override
  public void beginObject() {
    out.beginObject();
    frames.open(false, 0);
  }

  @Override
  public void endObject() {
    out.endObject();
    frames.close();
    element();
  }

  @Override
  public void beginArray() {
    out.beginArray();
    frames.open(true, 0);
  }

  @Override
  public void beginArray(int size) {
    out.beginArray(size);
    frames.open(true, 0);
  }

  @Override
  public void beginObject(int size) {
    out.beginObject(size);
    frames.open(false, 0);
  }

  @Override
  public void endArray() {
    out.endArray();
    frames.close();
    element();
  }

  @Override
  public void name(String name) {
    out.name(name);
    frames.name(name);
  }

  @Override
  public void name(NameTable names, int index) {
    out.name(names, index);
    frames.name(names.name(index));
  }

  @Override
  public void name(NameTable names, int index, int length, long w0, long w1) {
    out.name(names, index, length, w0, w1);
    frames.name(names.name(index));
  }

  @Override
  public void property(NameTable names, int index, int length, long w0, long w1, int value) {
    out.property(names, index, length, w0, w1, value);
    frames.name(names.name(index));
  }

  @Override
  public void property(NameTable names, int index, int length, long w0, long w1, long value) {
    out.property(names, index, length, w0, w1, value);
    frames.name(names.name(index));
  }

  @Override
  public void property(NameTable names, int index, int length, long w0, long w1, String value) {
    out.property(names, index, length, w0, w1, value);
    frames.name(names.name(index));
  }

  @Override
  public void value(String value) {
    out.value(value);
    element();
  }

  @Override
  public void value(NameTable names, int index) {
    out.value(names, index);
    element();
  }

  @Override
  public void value(boolean value) {
    out.value(value);
    element();
  }

  @Override
  public void value(int value) {
    out.value(value);
    element();
  }

  @Override
  public void value(long value) {
    out.value(value);
    element();
  }

  @Override
  public void value(double value) {
    out.value(value);
    element();
  }

  @Override
  public void value(float value) {
    out.value(value);
    element();
  }

  @Override
  public void value(BigInteger value) {
    out.value(value);
    element();
  }

  @Override
  public void value(BigDecimal value) {
    out.value(value);
    element();
  }

  @Override
  public void binaryValue(byte[] value) {
    out.binaryValue(value);
    element();
  }

  @Override
  public void nullValue() {
    out.nullValue();
    element();
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
    return out.acceptsValueKeys();
  }

  @Override
  public boolean writeFormatValue(Object value, Codec<Object> content) {
    boolean written = out.writeFormatValue(value, content);
    if (written) element();
    return written;
  }

  @Override
  public boolean writesReferencesNatively() {
    return out.writesReferencesNatively();
  }

  @Override
  public void markShared() {
    out.markShared();
  }

  @Override
  public void writeSharedReference(int index) {
    out.writeSharedReference(index);
    element();
  }

  @Override
  public ValueWriter rehearsal() {
    return out.rehearsal();
  }
}
