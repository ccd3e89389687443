package dev.peregrine.spring;

import dev.peregrine.Json;
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
 * An {@link org.springframework.http.converter.HttpMessageConverter} for {@code application/json} and
 * {@code application/*+json} through a Peregrine {@link Json}: Spring MVC's request and response bodies, and
 * RestClient's and RestTemplate's. It reads a body as the declared type of the parameter or return value
 * ({@code List<Order>}, {@code Page<Order>}, a record, a sealed interface), as the body arrives, within the
 * Json's limits; a malformed or wrongly typed body raises Spring's
 * {@link org.springframework.http.converter.HttpMessageNotReadableException} (a 400 on a server) whose message
 * carries Peregrine's reason, path and offset. It writes as it goes. The JSON is UTF-8: a body declared in
 * another charset is left to other converters. A {@link org.springframework.http.ProblemDetail} is written as
 * RFC 9457 lays it out.
 *
 * <p>Spring Boot registers it in place of Jackson's converter (see {@link PeregrineAutoConfiguration}); without
 * Boot, add it yourself:
 *
 * <pre>{@code
 * RestClient client = RestClient.builder()
 *     .configureMessageConverters(c -> c.withJsonConverter(new PeregrineJsonHttpMessageConverter(Json.create())))
 *     .build();
 * }</pre>
 */
public class PeregrineJsonHttpMessageConverter extends AbstractPeregrineHttpMessageConverter {
  private final Json json;

  /** A converter reading and writing through {@code json}. */
  public PeregrineJsonHttpMessageConverter(Json json) {
    super("JSON", List.of(MediaType.APPLICATION_PROBLEM_JSON), MediaType.APPLICATION_JSON,
        new MediaType("application", "*+json"));
    this.json = Objects.requireNonNull(json, "json");
  }

  /** The Json this converter reads and writes with. */
  public Json getJson() {
    return json;
  }

  @Override
  Object read(InputStream body, Type type) {
    return json.read(body, TypeRef.of(type));
  }

  @Override
  void write(Object value, OutputStream body) {
    json.write(value, body);
  }

  @Override
  boolean supportsCharset(@Nullable Charset charset) {
    return isUtf8(charset);
  }
}
