package dev.peregrine.bench.service.server;

import dev.peregrine.bench.demoresponse.DemoResponse;
import dev.peregrine.bench.demoresponse.DemoWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.HttpOutputMessage;
import org.springframework.http.MediaType;
import org.springframework.http.converter.AbstractHttpMessageConverter;
import org.springframework.http.converter.HttpMessageNotReadableException;

/**
 * The floor of the service experiment: writes a DemoResponse as the bytes of the response of its size (its
 * {@code code}), serialized once by the hand-written writer and kept, so that a request costs everything but
 * the serialization: Tomcat, Spring MVC, building the response, writing the bytes. Nothing is read with it.
 */
final class FixedBodyConverter extends AbstractHttpMessageConverter<DemoResponse> {
  private final ConcurrentMap<Integer, byte[]> bodies = new ConcurrentHashMap<>();

  FixedBodyConverter() {
    super(StandardCharsets.UTF_8, MediaType.APPLICATION_JSON);
  }

  @Override
  protected boolean supports(Class<?> type) {
    return DemoResponse.class == type;
  }

  @Override
  public boolean canRead(Class<?> type, MediaType mediaType) {
    return false;
  }

  @Override
  protected DemoResponse readInternal(Class<? extends DemoResponse> type, HttpInputMessage input) {
    throw new HttpMessageNotReadableException("the fixed body is written only", input);
  }

  private byte[] body(DemoResponse response) {
    // The response of size N has code N (DemoResponse.of); a response not of that form is serialized as it is.
    if (response.getData() == null || response.getData().size() != response.getCode()) {
      return DemoWriter.writeBytes(response);
    }
    return bodies.computeIfAbsent(response.getCode(), size -> DemoWriter.writeBytes(DemoResponse.of(size)));
  }

  @Override
  protected Long getContentLength(DemoResponse response, MediaType contentType) {
    return (long) body(response).length;
  }

  @Override
  protected void writeInternal(DemoResponse response, HttpOutputMessage output) throws java.io.IOException {
    output.getBody().write(body(response));
  }
}
