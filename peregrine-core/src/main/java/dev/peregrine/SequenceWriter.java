package dev.peregrine;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.Objects;
import java.util.function.Function;

/**
 * Writes a sequence of values to a stream one element at a time, from {@link Json#writeSequence},
 * {@link Json#writeLines}, {@link Cbor#writeSequence} or {@link Cbor#writeItems}: memory holds one element
 * and a small buffer, never the sequence. Not thread-safe.
 *
 * <pre>{@code
 * try (SequenceWriter out = json.writeSequence(stream)) {   // [ ... ]
 *   for (Order o : orders) out.write(o);
 * }                                                          // the array is closed, the stream flushed and left open
 * }</pre>
 *
 * <p>Each element is written whole or not at all: one that cannot be written (a {@link PeregrineException})
 * leaves the sequence as it was, and writing may go on. References ({@code references(true)}) apply within
 * an element, not across elements.
 */
public final class SequenceWriter implements AutoCloseable {
  private static final int FLUSH_AT = 64 * 1024;

  private final OutputStream out;
  private final Function<Object, byte[]> element;
  private final byte[] open;
  private final byte[] separator;
  private final byte[] close;
  private final byte[] empty;
  private final boolean indent;
  private byte[] buf = new byte[FLUSH_AT];
  private int size;
  private long count;
  private boolean closed;

  /**
   * A writer of elements made by {@code element}: {@code open} before the first, {@code separator} between
   * two, {@code close} after the last, {@code empty} alone when there is none; {@code indent} indents each
   * element's lines by two spaces (a pretty JSON array).
   */
  SequenceWriter(OutputStream out, Function<Object, byte[]> element, byte[] open, byte[] separator, byte[] close,
      byte[] empty, boolean indent) {
    this.out = Objects.requireNonNull(out, "out");
    this.element = element;
    this.open = open;
    this.separator = separator;
    this.close = close;
    this.empty = empty;
    this.indent = indent;
  }

  /** Writes one element (null writes the format's null). */
  public SequenceWriter write(Object value) {
    if (closed) throw new IllegalStateException("the sequence writer is closed");
    byte[] bytes = element.apply(value); // whole or not at all
    append(count == 0 ? open : separator);
    if (indent) {
      appendIndented(bytes);
    } else {
      append(bytes);
    }
    count++;
    if (size >= FLUSH_AT) drain();
    return this;
  }

  /** How many elements were written. */
  public long count() {
    return count;
  }

  /** Writes what is buffered to the stream and flushes it. */
  public void flush() {
    drain();
    try {
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Ends the sequence (a closing bracket or break, where the framing has one) and flushes; the stream stays open. */
  @Override
  public void close() {
    if (closed) return;
    closed = true;
    append(count == 0 ? empty : close);
    flush();
  }

  private void append(byte[] bytes) {
    if (size + bytes.length > buf.length) {
      drain();
      if (bytes.length > buf.length) {
        try {
          out.write(bytes);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
        return;
      }
    }
    System.arraycopy(bytes, 0, buf, size, bytes.length);
    size += bytes.length;
  }

  // A pretty element, indented one level as an element of the array: every line break of the element's
  // text is followed by two spaces (JSON text has no line break of its own: strings escape them).
  private void appendIndented(byte[] bytes) {
    int from = 0;
    for (int i = 0; i < bytes.length; i++) {
      if (bytes[i] == '\n') {
        append(java.util.Arrays.copyOfRange(bytes, from, i + 1));
        append(INDENT);
        from = i + 1;
      }
    }
    append(from == 0 ? bytes : java.util.Arrays.copyOfRange(bytes, from, bytes.length));
  }

  private static final byte[] INDENT = {' ', ' '};

  private void drain() {
    if (size == 0) return;
    try {
      out.write(buf, 0, size);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    size = 0;
  }
}
