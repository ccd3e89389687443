package dev.peregrine.stream;

/**
 * Reads one value from a {@link ValueReader}. The binding layer's codecs are decoders; the streaming layer
 * knows them only by this, so that a reader can hand a value it does not decide itself (a number written as
 * text where an int is expected, the content of a CBOR tag) back to the codec that does.
 *
 * @param <T> the type read
 */
public interface Decoder<T> {
  /** Reads one value; the reader is positioned on a value that is not null. */
  T read(ValueReader in);
}
