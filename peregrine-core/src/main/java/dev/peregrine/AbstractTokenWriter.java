package dev.peregrine;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;

/**
 * What {@link JsonWriter} and {@link CborWriter} share: the document's shape checks (a value inside an
 * object needs a name first, an end matches its start, one root value, a complete document at the close)
 * and the flush to the stream. A format gives its words ({@link TokenWords}) and its buffer's flush; its
 * public methods are its own, each a check here around a call to its writer. A call that breaks the shape
 * is an {@link IllegalStateException}, raised before anything is written.
 */
abstract class AbstractTokenWriter {
  static final byte ROOT = 0, OBJECT = 1, ARRAY = 2;

  private final OutputStream sink;
  private final TokenWords words;
  // Open containers, the root at 0: kind, and for objects whether a name waits for its value (for the root:
  // whether its value was written).
  byte[] kinds = new byte[16];
  boolean[] named = new boolean[16];
  int depth;
  boolean closed;

  AbstractTokenWriter(OutputStream sink, TokenWords words) {
    this.sink = sink;
    this.words = words;
  }

  /** Hands what the format's buffer holds to the stream. */
  abstract void flushBuffer() throws IOException;

  /** Before a value (or a container's start): takes the place the shape has for it. */
  void beforeValue() {
    if (closed) throw new IllegalStateException("the writer is closed");
    switch (kinds[depth]) {
      case ROOT -> {
        if (named[0]) throw new IllegalStateException(words.oneRoot());
        named[0] = true;
      }
      case OBJECT -> {
        if (!named[depth]) throw new IllegalStateException("a value in " + words.anObject() + " needs a name() first");
        named[depth] = false;
      }
      default -> {}
    }
  }

  /** After a container's start is written. */
  final void push(byte kind) {
    if (++depth == kinds.length) {
      kinds = Arrays.copyOf(kinds, depth * 2);
      named = Arrays.copyOf(named, depth * 2);
    }
    kinds[depth] = kind;
    named[depth] = false;
  }

  final void beforeEndObject() {
    if (kinds[depth] != OBJECT) throw new IllegalStateException("endObject() outside " + words.anObject());
    if (named[depth]) throw new IllegalStateException("endObject() after a " + words.name() + " with no value");
  }

  final void beforeEndArray() {
    if (kinds[depth] != ARRAY) throw new IllegalStateException("endArray() outside an array");
  }

  /** After a container's end is written. */
  final void pop() {
    depth--;
  }

  final void beforeName() {
    if (kinds[depth] != OBJECT || named[depth]) {
      throw new IllegalStateException(kinds[depth] != OBJECT ? "name() outside " + words.anObject()
          : "name() after a " + words.name() + " with no value");
    }
  }

  final void afterName() {
    named[depth] = true;
  }

  final void flushToSink() {
    try {
      flushBuffer();
      sink.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Once: flushes, then checks that the document is complete. */
  final void closeDocument() {
    if (closed) return;
    closed = true;
    flushToSink();
    checkComplete();
  }

  /** At the close: one root value, every container ended. */
  void checkComplete() {
    if (depth > 0 || !named[0]) {
      throw new IllegalStateException(depth > 0 ? depth + " container(s) not ended" : "no value was written");
    }
  }
}
