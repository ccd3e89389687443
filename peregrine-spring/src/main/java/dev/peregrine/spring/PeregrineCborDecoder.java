package dev.peregrine.spring;

import dev.peregrine.Cbor;
import dev.peregrine.TypeRef;
import java.io.InputStream;
import java.lang.reflect.Type;
import java.util.Objects;
import java.util.stream.Stream;
import org.springframework.http.MediaType;

/**
 * A WebFlux {@link org.springframework.core.codec.Decoder} of {@code application/cbor} through a Peregrine
 * {@link Cbor}: a {@code Flux<T>} body (a CBOR array of definite or indefinite length, or a CBOR sequence) is
 * bound element by element through {@link Cbor#readSequence}; a single value is collected up to
 * {@link #getMaxInMemorySize()} bytes and bound.
 */
public class PeregrineCborDecoder extends AbstractPeregrineDecoder {
  private final Cbor cbor;

  /** A decoder reading through {@code cbor}. */
  public PeregrineCborDecoder(Cbor cbor) {
    super("CBOR", MediaType.APPLICATION_CBOR);
    this.cbor = Objects.requireNonNull(cbor, "cbor");
  }

  @Override
  Object readValue(byte[] document, Type type) {
    return cbor.read(document, TypeRef.of(type));
  }

  @Override
  Stream<Object> readSequence(InputStream in, Type type) {
    return cbor.readSequence(in, TypeRef.of(type));
  }
}
