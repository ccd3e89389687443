package dev.peregrine.spring;

import dev.peregrine.Json;
import dev.peregrine.SequenceWriter;
import java.io.OutputStream;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import org.springframework.core.ResolvableType;
import org.springframework.http.MediaType;
import org.springframework.util.MimeType;

/**
 * A WebFlux {@link org.springframework.core.codec.Encoder} of JSON through a Peregrine {@link Json}:
 * {@code application/json} and {@code application/*+json}, where a {@code Flux<T>} is written as a JSON array
 * element by element through {@link Json#writeSequence}, and {@code application/x-ndjson}, where each element
 * is a line of its own ({@link Json#writeLines}), handed on and flushed as soon as it is written.
 */
public class PeregrineJsonEncoder extends AbstractPeregrineEncoder {
  private final Json json;

  /** An encoder writing through {@code json}. */
  public PeregrineJsonEncoder(Json json) {
    super("JSON", List.of(MediaType.APPLICATION_NDJSON), List.of(MediaType.APPLICATION_PROBLEM_JSON),
        MediaType.APPLICATION_JSON, new MediaType("application", "*+json"), MediaType.APPLICATION_NDJSON);
    this.json = Objects.requireNonNull(json, "json");
  }

  @Override
  public boolean canEncode(ResolvableType elementType, @Nullable MimeType mimeType) {
    return super.canEncode(elementType, mimeType)
        && (mimeType == null || AbstractPeregrineHttpMessageConverter.isUtf8(mimeType.getCharset()));
  }

  @Override
  byte[] writeValue(Object value) {
    return json.writeBytes(value);
  }

  @Override
  SequenceWriter sequenceWriter(OutputStream out, @Nullable MimeType mimeType) {
    return isLines(mimeType) ? json.writeLines(out) : json.writeSequence(out);
  }

  @Override
  boolean isLines(@Nullable MimeType mimeType) {
    return mimeType != null && MediaType.APPLICATION_NDJSON.isCompatibleWith(mimeType);
  }
}
