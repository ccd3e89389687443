package dev.peregrine.bench.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.peregrine.bench.demoresponse.DemoResponse;
import dev.peregrine.bench.demoresponse.DemoWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The service experiment's load generator and its check, against a real HTTP server on the loopback address
 * (the JDK's own, answering as the service does: GET /demo?size=N, GET /cpu and GET /jit), over real sockets.
 */
class ServiceLoadTest {
  static {
    // The JDK server writes a response's headers and body apart; without TCP_NODELAY each kept-alive request
    // waits out the client's delayed ACK (about 40 ms), and the test takes seconds instead of a fraction.
    System.setProperty("sun.net.httpserver.nodelay", "true");
  }

  private HttpServer server;
  private final AtomicInteger demoRequests = new AtomicInteger();

  /** Starts a server whose /demo answers with {@code body(size)}, chunked or with a Content-Length. */
  private int serve(IntFunction<byte[]> body, boolean chunked, String contentType) throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.setExecutor(Executors.newFixedThreadPool(4));
    server.createContext("/demo", exchange -> {
      demoRequests.incrementAndGet();
      int size = Integer.parseInt(exchange.getRequestURI().getQuery().substring("size=".length()));
      reply(exchange, body.apply(size), chunked, contentType);
    });
    server.createContext("/cpu", exchange -> reply(exchange, String.valueOf(
        ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
            .getProcessCpuTime()).getBytes(StandardCharsets.US_ASCII), false, "text/plain"));
    server.createContext("/jit", exchange -> reply(exchange, String.valueOf(
        ManagementFactory.getCompilationMXBean().getTotalCompilationTime()).getBytes(StandardCharsets.US_ASCII),
        false, "text/plain"));
    server.start();
    return server.getAddress().getPort();
  }

  private static void reply(HttpExchange exchange, byte[] body, boolean chunked, String contentType)
      throws IOException {
    exchange.getResponseHeaders().set("Content-Type", contentType);
    exchange.sendResponseHeaders(200, chunked ? 0 : body.length); // 0: chunked transfer encoding
    try (OutputStream out = exchange.getResponseBody()) {
      out.write(body);
    }
  }

  @AfterEach
  void stop() {
    if (server != null) {
      server.stop(0);
    }
  }

  private static byte[] demo(int size) {
    return DemoWriter.writeBytes(DemoResponse.of(size));
  }

  @Test
  void windowsCountTheResponsesOfChunkedAndSizedBodiesOverKeptAliveConnections() throws Exception {
    for (boolean chunked : new boolean[] {true, false}) {
      demoRequests.set(0);
      int port = serve(ServiceLoadTest::demo, chunked, "application/json");
      List<ServiceLoad.Window> windows = ServiceLoad.run("127.0.0.1", port, new int[] {10, 300},
          new ServiceLoad.Settings(2, 50, 2, 20, 10_000, 200));
      assertEquals(2, windows.size());
      for (ServiceLoad.Window w : windows) {
        // Bounded by count: the window (two passes) closes at 200 responses, long before its 10 s.
        assertEquals(200, w.requests(), w::toString);
        assertTrue(w.seconds() < 10, w::toString);
        assertEquals(demo(w.size()).length, w.bytes());
        assertTrue(w.p50Nanos() > 0 && w.p99Nanos() >= w.p50Nanos(), w::toString);
        assertTrue(w.cpuNanos() >= 0, w::toString);
      }
      assertTrue(demoRequests.get() >= 2 + 400, "check, warmups and windows: " + demoRequests.get());
      stop();
    }
  }

  @Test
  void aResponseOfAnotherValueFailsTheCheckBeforeAnythingIsTimed() throws Exception {
    // The response of one entity fewer: valid JSON, another value.
    int port = serve(size -> demo(size - 1), false, "application/json");
    IOException e = assertThrows(IOException.class, () -> ServiceLoad.run("127.0.0.1", port, new int[] {10},
        new ServiceLoad.Settings(2, 50, 1, 20, 200, 100)));
    assertTrue(e.getMessage().contains("check of 10 entities failed: another value"), e.getMessage());
    assertEquals(1, demoRequests.get(), "the load never started");
  }

  @Test
  void theCheckComparesJsonTreesNotBytes() {
    byte[] reordered = ("{\"data\":[{\"ctr\":0,\"appId\":0,\"price\":0,\"category\":\"0\",\"name\":\"0\",\"id\":0}],"
        + "\"code\":1}").getBytes(StandardCharsets.UTF_8);
    assertNull(ServiceCheck.difference(1, new HttpConnection.Response(200, "application/json", reordered)));
    assertNull(ServiceCheck.difference(1, new HttpConnection.Response(200, "application/json;charset=UTF-8",
        demo(1))));
    byte[] wrongType = ("{\"code\":1,\"data\":[{\"id\":0,\"name\":0,\"category\":\"0\",\"price\":0,\"appId\":0,"
        + "\"ctr\":0}]}").getBytes(StandardCharsets.UTF_8);
    assertTrue(ServiceCheck.difference(1, new HttpConnection.Response(200, "application/json", wrongType))
        .startsWith("another value"));
    assertTrue(ServiceCheck.difference(1, new HttpConnection.Response(200, "text/plain", demo(1)))
        .startsWith("content type text/plain"));
    assertTrue(ServiceCheck.difference(1, new HttpConnection.Response(500, "application/json", demo(1)))
        .startsWith("status 500"));
    byte[] truncated = java.util.Arrays.copyOf(demo(1), 20);
    assertTrue(ServiceCheck.difference(1, new HttpConnection.Response(200, "application/json", truncated))
        .startsWith("not JSON"));
  }

  @Test
  void percentilesAreNearestRank() {
    long[] sorted = new long[100];
    for (int i = 0; i < 100; i++) {
      sorted[i] = i + 1;
    }
    assertEquals(50, ServiceLoad.percentile(sorted, 0.50));
    assertEquals(99, ServiceLoad.percentile(sorted, 0.99));
    assertEquals(7, ServiceLoad.percentile(new long[] {7}, 0.99));
    assertEquals(0, ServiceLoad.percentile(new long[0], 0.5));
  }
}
