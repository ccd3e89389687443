package dev.peregrine.spring;

import dev.peregrine.Cbor;
import dev.peregrine.SequenceWriter;
import java.io.OutputStream;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import org.springframework.http.MediaType;
import org.springframework.util.MimeType;

/**
 * A WebFlux {@link org.springframework.core.codec.Encoder} of {@code application/cbor} through a Peregrine
 * {@link Cbor}: a {@code Flux<T>} is written element by element as an indefinite-length CBOR array
 * ({@link Cbor#writeSequence}), whose length need not be known when it starts.
 */
public class PeregrineCborEncoder extends AbstractPeregrineEncoder {
  private final Cbor cbor;

  /** An encoder writing through {@code cbor}. */
  public PeregrineCborEncoder(Cbor cbor) {
    super("CBOR", List.of(), List.of(), MediaType.APPLICATION_CBOR);
    this.cbor = Objects.requireNonNull(cbor, "cbor");
  }

  @Override
  byte[] writeValue(Object value) {
    return cbor.write(value);
  }

  @Override
  SequenceWriter sequenceWriter(OutputStream out, @Nullable MimeType mimeType) {
    return cbor.writeSequence(out);
  }
}
