package dev.peregrine.jaxrs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Cbor;
import dev.peregrine.Json;
import dev.peregrine.PeregrineException;
import dev.peregrine.jaxrs.Orders.Line;
import dev.peregrine.jaxrs.Orders.Order;
import jakarta.ws.rs.client.Entity;
import jakarta.ws.rs.client.ResponseProcessingException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ContextResolver;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Bodies the server cannot bind: malformed JSON and CBOR, the wrong type, an empty body and a body past the
 * configured document-size limit are client errors (400, 413) with a problem document naming Peregrine's
 * reason, path and offset, never a 500. The limit comes from the application's own Json and Cbor, supplied
 * through ContextResolvers.
 */
class BadRequestBodyTest {
  private static final MediaType CBOR = PeregrineCborProvider.APPLICATION_CBOR_TYPE;
  private static final int LIMIT = 64 * 1024;
  private static TestServer server;

  /** The application's Json: a document-size limit of 64 KiB. */
  public static class JsonConfig implements ContextResolver<Json> {
    private final Json json = Json.builder().maxDocumentSize(LIMIT).build();

    @Override
    public Json getContext(Class<?> type) {
      return json;
    }
  }

  /** The application's Cbor: the same limit. */
  public static class CborConfig implements ContextResolver<Cbor> {
    private final Cbor cbor = Cbor.builder().maxDocumentSize(LIMIT).build();

    @Override
    public Cbor getContext(Class<?> type) {
      return cbor;
    }
  }

  @BeforeAll
  static void start() {
    server = TestServer.start(new ResourceConfig(OrderResource.class, JsonConfig.class, CborConfig.class,
        CountingReaderInterceptor.class));
  }

  @AfterAll
  static void stop() throws Exception {
    server.close();
  }

  private static Response post(String path, String json) {
    return server.target(path).request(MediaType.APPLICATION_JSON)
        .post(Entity.entity(json.getBytes(StandardCharsets.UTF_8), MediaType.APPLICATION_JSON_TYPE));
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> problem(Response r, int status) {
    assertEquals(status, r.getStatus());
    assertEquals(MediaType.valueOf("application/problem+json"), r.getMediaType());
    Map<String, Object> problem = (Map<String, Object>) Json.create().parse(r.readEntity(String.class));
    assertEquals(status, problem.get("status"));
    return problem;
  }

  @Test
  void malformedJsonIs400WithReasonPathAndOffset() {
    Map<String, Object> p = problem(post("total", "[{\"sku\":\"a\",\"qty\":1,}]"), 400);
    assertEquals("unexpected '}', expected a property name", p.get("reason"));
    assertEquals("$[0]", p.get("path"));
    assertEquals(20, p.get("offset"));
    assertEquals(1, p.get("line"));
    assertEquals(21, p.get("column"));
    assertTrue(p.get("detail").toString().contains("offset 20"), p.toString());
  }

  @Test
  void wronglyTypedValueIs400NamingTheProperty() {
    Map<String, Object> p = problem(post("total", "[{\"sku\":\"a\",\"qty\":1,\"price\":1},{\"sku\":\"b\",\"qty\":\"many\"}]"), 400);
    assertEquals("$[1].qty", p.get("path"));
    assertEquals("'many' is not a number for an int", p.get("reason"));
    assertEquals(54, p.get("offset"));
    // The root of the wrong kind: an object where the method takes a list.
    assertEquals("$", problem(post("total", "{\"sku\":\"a\"}"), 400).get("path"));
    // A type id no declared subtype has.
    Map<String, Object> subtype = problem(post("parcel-kinds", "[{\"@type\":\"Crate\"}]"), 400);
    assertEquals("$[0]", subtype.get("path"), subtype.toString());
  }

  @Test
  void emptyAndTruncatedBodiesAre400() {
    assertEquals("$", problem(post("echo", ""), 400).get("path"));
    Map<String, Object> p = problem(post("echo", "{\"id\":\"o-1\",\"lines\":[{\"sku\":"), 400);
    assertTrue(p.get("reason").toString().startsWith("unexpected end of input"), p.toString());
  }

  @Test
  void malformedAndWronglyTypedCborIs400() {
    byte[] cut = Cbor.create().write(Orders.order(1));
    cut = Arrays.copyOf(cut, cut.length - 5);
    Response r = server.target("echo").request(MediaType.APPLICATION_JSON).post(Entity.entity(cut, CBOR));
    Map<String, Object> p = problem(r, 400);
    assertTrue(((Number) p.get("offset")).longValue() > 0, p.toString());

    byte[] wrong = Cbor.create().write(List.of(Map.of("sku", "a", "qty", "many")));
    Map<String, Object> typed = problem(server.target("total").request().post(Entity.entity(wrong, CBOR)), 400);
    assertEquals("$[0].qty", typed.get("path"));
  }

  @Test
  void bodyPastTheDocumentSizeLimitIs413AndIsNotReadWhole() {
    List<Line> lines = new ArrayList<>();
    for (int i = 0; i < 100_000; i++) lines.add(new Line("sku-" + i, i, 1.0));
    byte[] json = Json.create().writeBytes(lines);
    assertTrue(json.length > 3_000_000, "the body is about 3.5 MB: " + json.length);
    Map<String, Object> p = problem(server.target("total").request(MediaType.APPLICATION_JSON)
        .post(Entity.entity(json, MediaType.APPLICATION_JSON_TYPE)), 413);
    assertEquals("document larger than the limit of " + LIMIT + " bytes", p.get("reason"));
    long read = CountingReaderInterceptor.BYTES_READ.get();
    assertTrue(read > LIMIT && read < 4 * LIMIT, "the reader took " + read + " bytes of " + json.length);

    byte[] cbor = Cbor.create().write(lines);
    Map<String, Object> c = problem(server.target("total").request(MediaType.APPLICATION_JSON)
        .post(Entity.entity(cbor, CBOR)), 413);
    assertEquals("document larger than the limit of " + LIMIT + " bytes", c.get("reason"));
    read = CountingReaderInterceptor.BYTES_READ.get();
    assertTrue(read > LIMIT && read < 4 * LIMIT, "the reader took " + read + " bytes of " + cbor.length);
  }

  @Test
  void bodyWithinTheLimitIsRead() {
    List<Line> lines = new ArrayList<>();
    for (int i = 0; i < 1000; i++) lines.add(new Line("sku-" + i, 1, 2.0));
    byte[] json = Json.create().writeBytes(lines);
    assertTrue(json.length < LIMIT);
    assertEquals(new Orders.Total(1000, 2000.0), server.target("total").request(MediaType.APPLICATION_JSON)
        .post(Entity.entity(json, MediaType.APPLICATION_JSON_TYPE), Orders.Total.class));
    assertFalse(CountingReaderInterceptor.CLOSED_BY_READER.get(), "the reader closed the entity stream");
  }

  @Test
  void jsonInAnotherCharsetIsUnsupportedNotMisread() {
    byte[] utf16 = "{\"id\":\"o-1\"}".getBytes(StandardCharsets.UTF_16);
    Response r = server.target("echo").request(MediaType.APPLICATION_JSON)
        .post(Entity.entity(utf16, MediaType.APPLICATION_JSON_TYPE.withCharset("UTF-16")));
    assertEquals(415, r.getStatus());
  }

  @Test
  void malformedResponseFailsTheClientCallWithPeregrinesError() {
    ResponseProcessingException e = assertThrows(ResponseProcessingException.class,
        () -> server.target("broken").request(MediaType.APPLICATION_JSON).get(Order.class));
    Throwable cause = e;
    while (cause != null && !(cause instanceof PeregrineException)) cause = cause.getCause();
    PeregrineException pe = assertInstanceOf(PeregrineException.class, cause, "cause chain of " + e);
    assertEquals("$.lines[0]", pe.path());
  }
}
