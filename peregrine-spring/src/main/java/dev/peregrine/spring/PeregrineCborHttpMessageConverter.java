package dev.peregrine.spring;

import dev.peregrine.Cbor;
import dev.peregrine.TypeRef;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.reflect.Type;
import java.nio.charset.Charset;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import org.springframework.http.MediaType;

/**
 * An {@link org.springframework.http.converter.HttpMessageConverter} for {@code application/cbor} (RFC 8949)
 * through a Peregrine {@link Cbor}, generic-aware as {@link PeregrineJsonHttpMessageConverter} is, with the same
 * binding (names, annotations, subtypes, codecs) as JSON. A malformed body raises Spring's
 * {@link org.springframework.http.converter.HttpMessageNotReadableException} with Peregrine's reason, path and
 * offset.
 */
public class PeregrineCborHttpMessageConverter extends AbstractPeregrineHttpMessageConverter {
  private final Cbor cbor;

  /** A converter reading and writing through {@code cbor}. */
  public PeregrineCborHttpMessageConverter(Cbor cbor) {
    super("CBOR", List.of(), MediaType.APPLICATION_CBOR);
    this.cbor = Objects.requireNonNull(cbor, "cbor");
  }

  /** The Cbor this converter reads and writes with. */
  public Cbor getCbor() {
    return cbor;
  }

  @Override
  Object read(InputStream body, Type type) {
    return cbor.read(body, TypeRef.of(type));
  }

  @Override
  void write(Object value, OutputStream body) {
    cbor.write(value, body);
  }

  @Override
  boolean supportsCharset(@Nullable Charset charset) {
    return true; // binary: a charset parameter says nothing about the body
  }
}
