package dev.peregrine.jaxrs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Cbor;
import dev.peregrine.TypeRef;
import dev.peregrine.jaxrs.Orders.Line;
import dev.peregrine.jaxrs.Orders.Order;
import jakarta.ws.rs.client.Entity;
import jakarta.ws.rs.core.GenericType;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The writers stream to the entity stream as they go, in writes of a few kilobytes, and neither the readers
 * nor the writers close the runtime's entity streams (JAX-RS leaves closing them to the runtime).
 */
class StreamingTest {
  private static final int LINES = 100_000;
  private static TestServer server;

  @BeforeAll
  static void start() {
    server = TestServer.start(new ResourceConfig(OrderResource.class, StreamingWriterInterceptor.class,
        CountingReaderInterceptor.class));
  }

  @AfterAll
  static void stop() throws Exception {
    server.close();
  }

  @ParameterizedTest
  @ValueSource(strings = {MediaType.APPLICATION_JSON, PeregrineCborProvider.APPLICATION_CBOR})
  void largeResponseIsWrittenInSmallPiecesAndTheStreamLeftOpen(String type) {
    Response r = server.target("lines").queryParam("n", LINES).request(type).get();
    assertEquals(200, r.getStatus());
    List<Line> lines = type.equals(MediaType.APPLICATION_JSON)
        ? r.readEntity(new GenericType<List<Line>>() {})
        : Cbor.create().read(r.readEntity(byte[].class), new TypeRef<List<Line>>() {});
    assertEquals(LINES, lines.size());
    assertEquals(new Line("sku-77", 77, 38.5), lines.get(77));
    long written = StreamingWriterInterceptor.BYTES_WRITTEN.get();
    long largest = StreamingWriterInterceptor.LARGEST_WRITE.get();
    assertTrue(written > 2_000_000, "wrote " + written);
    assertTrue(largest <= 64 * 1024, "a single write of " + largest + " bytes out of " + written);
    assertFalse(StreamingWriterInterceptor.CLOSED_BY_WRITER.get(), "the writer closed the entity stream");
  }

  @ParameterizedTest
  @ValueSource(strings = {MediaType.APPLICATION_JSON, PeregrineCborProvider.APPLICATION_CBOR})
  void readerLeavesTheEntityStreamOpen(String type) {
    MediaType mediaType = MediaType.valueOf(type);
    Order sent = Orders.order(5);
    Order back = server.target("echo").request(mediaType).post(Entity.entity(sent, mediaType), Order.class);
    assertEquals(sent, back);
    assertFalse(CountingReaderInterceptor.CLOSED_BY_READER.get(), "the reader closed the entity stream");
    assertTrue(CountingReaderInterceptor.BYTES_READ.get() > 100);
  }
}
