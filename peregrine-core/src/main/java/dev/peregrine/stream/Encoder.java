package dev.peregrine.stream;

/**
 * Writes one value to a {@link ValueWriter}. The binding layer's codecs are encoders; the streaming layer
 * knows them only by this, so that a writer can have the content of a value of its own format (the value
 * inside a CBOR tag) written by the codec that knows it.
 *
 * @param <T> the type written
 */
public interface Encoder<T> {
  /** Writes one value that is not null. */
  void write(ValueWriter out, T value);
}
