package dev.peregrine;

import dev.peregrine.bind.Binder;
import dev.peregrine.cbor.CborBytesReader;
import dev.peregrine.cbor.CborSequenceFramer;
import dev.peregrine.json.JsonSequenceFramer;
import dev.peregrine.json.Utf8JsonReader;
import dev.peregrine.stream.Limits;
import java.io.InputStream;
import java.lang.reflect.Type;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * The element-by-element reads of {@link Json#readSequence} and {@link Cbor#readSequence}: a format's framer
 * cuts the stream into elements, each bound on its own by the byte[] reader as the stream is consumed. An
 * error in an element is reported where the element is in the stream, with its index in the path
 * ({@code $[1234567].name}), after the elements before it were delivered.
 */
final class Sequences {
  private Sequences() {}

  static <T> Stream<T> json(Binder binder, Limits limits, InputStream in, Type type) {
    JsonSequenceFramer framer = new JsonSequenceFramer(Objects.requireNonNull(in, "in"), limits);
    return stream(new Elements<T>() {
      @Override
      boolean frame() {
        return framer.next();
      }

      @Override
      Object bind() {
        Utf8JsonReader reader = new Utf8JsonReader(framer.buffer(), framer.start(), framer.end() - framer.start(), limits);
        try {
          Object value = binder.readRoot(reader, type);
          reader.finish();
          return value;
        } catch (PeregrineException e) {
          throw e.locatedIn(framer.offset(), framer.line(), framer.column());
        }
      }

      @Override
      void release() {
        framer.release();
      }
    });
  }

  static <T> Stream<T> cbor(Binder binder, Limits limits, InputStream in, Type type) {
    CborSequenceFramer framer = new CborSequenceFramer(Objects.requireNonNull(in, "in"), limits);
    boolean references = binder.config().references();
    return stream(new Elements<T>() {
      @Override
      boolean frame() {
        return framer.next();
      }

      @Override
      Object bind() {
        CborBytesReader reader = new CborBytesReader(framer.buffer(), framer.start(), framer.end() - framer.start(), limits, references);
        try {
          Object value = binder.readRoot(reader, type);
          reader.finish();
          return value;
        } catch (PeregrineException e) {
          throw e.locatedIn(framer.offset(), -1, -1);
        }
      }

      @Override
      void release() {
        framer.release();
      }
    });
  }

  private static <T> Stream<T> stream(Elements<T> elements) {
    return StreamSupport.stream(Spliterators.spliteratorUnknownSize(elements, Spliterator.ORDERED), false)
        .onClose(elements::release);
  }

  /** The elements of one sequence, each framed and bound when asked for. */
  private abstract static class Elements<T> implements Iterator<T> {
    private int index;
    private boolean ready;
    private boolean ended;
    private T next;

    abstract boolean frame();

    abstract Object bind();

    abstract void release();

    @Override
    public boolean hasNext() {
      if (ready) return true;
      if (ended) return false;
      try {
        if (!frame()) {
          ended = true;
          return false;
        }
      } catch (PeregrineException e) {
        ended = true;
        throw e; // between elements: no element to name
      }
      try {
        @SuppressWarnings("unchecked")
        T value = (T) bind();
        next = value;
      } catch (PeregrineException e) {
        ended = true;
        throw e.prependIndex(index);
      }
      ready = true;
      return true;
    }

    @Override
    public T next() {
      if (!hasNext()) throw new NoSuchElementException();
      ready = false;
      index++;
      T value = next;
      next = null;
      return value;
    }
  }
}
