package dev.peregrine.jaxrs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.peregrine.jaxrs.Orders.Order;
import jakarta.ws.rs.client.Entity;
import jakarta.ws.rs.core.GenericEntity;
import jakarta.ws.rs.core.GenericType;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Requests from several threads at once, JSON and CBOR and bad bodies mixed, against one server whose providers
 * share one Json and one Cbor: every answer is the one its own request asked for. Bounded: 8 threads of 40
 * requests each.
 */
class ConcurrentRequestsTest {
  private static final MediaType CBOR = PeregrineCborProvider.APPLICATION_CBOR_TYPE;
  private static final int THREADS = 8;
  private static final int REQUESTS = 40;
  private static TestServer server;

  @BeforeAll
  static void start() {
    server = TestServer.start(new ResourceConfig(OrderResource.class));
  }

  @AfterAll
  static void stop() throws Exception {
    server.close();
  }

  @Test
  void concurrentRequestsEachGetTheirOwnAnswer() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    try {
      List<Future<Integer>> done = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        int thread = t;
        done.add(pool.submit(() -> {
          for (int i = 0; i < REQUESTS; i++) exchange(thread * 1000 + i);
          return REQUESTS;
        }));
      }
      int total = 0;
      for (Future<Integer> f : done) total += f.get(120, TimeUnit.SECONDS);
      assertEquals(THREADS * REQUESTS, total);
    } finally {
      pool.shutdownNow();
    }
  }

  private static void exchange(int n) {
    MediaType type = n % 2 == 0 ? MediaType.APPLICATION_JSON_TYPE : CBOR;
    switch (n % 4) {
      case 0, 1 -> {
        Order sent = Orders.order(n);
        assertEquals(sent, server.target("echo").request(type).post(Entity.entity(sent, type), Order.class));
      }
      case 2 -> {
        List<Order> sent = List.of(Orders.order(n), Orders.order(n + 1));
        assertEquals(sent, server.target("echo-list").request(type)
            .post(Entity.entity(new GenericEntity<List<Order>>(sent) {}, type), new GenericType<List<Order>>() {}));
      }
      default -> {
        Response r = server.target("echo").request(MediaType.APPLICATION_JSON)
            .post(Entity.entity("{\"id\":\"o-" + n + "\",\"lines\":[{\"qty\":\"x\"}]}", MediaType.APPLICATION_JSON_TYPE));
        assertEquals(400, r.getStatus());
        r.close();
      }
    }
  }
}
