package dev.peregrine.spring;

import dev.peregrine.Json;
import dev.peregrine.TypeRef;
import java.io.InputStream;
import java.lang.reflect.Type;
import java.util.Objects;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;
import org.springframework.core.ResolvableType;
import org.springframework.http.MediaType;
import org.springframework.util.MimeType;

/**
 * A WebFlux {@link org.springframework.core.codec.Decoder} of JSON through a Peregrine {@link Json}:
 * {@code application/json}, {@code application/*+json} and {@code application/x-ndjson}. A {@code Flux<T>} body
 * (a JSON array, or NDJSON lines) is bound element by element through {@link Json#readSequence}; a single value
 * is collected up to {@link #getMaxInMemorySize()} bytes and bound. A malformed element or document is a
 * {@link org.springframework.core.codec.DecodingException} carrying Peregrine's reason, path and offset (a 400
 * on a server).
 */
public class PeregrineJsonDecoder extends AbstractPeregrineDecoder {
  private final Json json;

  /** A decoder reading through {@code json}. */
  public PeregrineJsonDecoder(Json json) {
    super("JSON", MediaType.APPLICATION_JSON, new MediaType("application", "*+json"), MediaType.APPLICATION_NDJSON);
    this.json = Objects.requireNonNull(json, "json");
  }

  @Override
  public boolean canDecode(ResolvableType elementType, @Nullable MimeType mimeType) {
    return super.canDecode(elementType, mimeType) && (mimeType == null || AbstractPeregrineHttpMessageConverter.isUtf8(mimeType.getCharset()));
  }

  @Override
  Object readValue(byte[] document, Type type) {
    return json.read(document, TypeRef.of(type));
  }

  @Override
  Stream<Object> readSequence(InputStream in, Type type) {
    return json.readSequence(in, TypeRef.of(type));
  }
}
