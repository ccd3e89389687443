package dev.peregrine.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.peregrine.Cbor;
import dev.peregrine.Json;
import dev.peregrine.TypeRef;
import dev.peregrine.spring.Model.Order;
import dev.peregrine.spring.Model.Page;
import dev.peregrine.spring.Model.Person;
import dev.peregrine.spring.Model.Shape;
import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.reactor.netty.NettyWebServer;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.boot.webtestclient.autoconfigure.AutoConfigureWebTestClient;
import org.springframework.context.ApplicationContext;
import org.springframework.core.ParameterizedTypeReference;
import org.springframework.http.MediaType;
import org.springframework.test.web.reactive.server.WebTestClient;

/**
 * WebFlux on a real Netty on a random port, spoken to over sockets by java.net.http and by the WebTestClient Boot
 * binds to the port (which Boot configures with the same codecs): single values, {@code Flux<T>} as a JSON array
 * and as NDJSON in both directions, CBOR, bad and oversized bodies, concurrent requests.
 */
@SpringBootTest(classes = WebFluxApp.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
    "spring.main.web-application-type=reactive", "spring.http.codecs.max-in-memory-size=64KB",
    "spring.web.error.include-message=always"})
@AutoConfigureWebTestClient
class WebFluxIntegrationTest {
  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private static final Json JSON = Json.create();
  private static final Cbor CBOR = Cbor.create();

  @LocalServerPort
  int port;

  @Autowired
  WebTestClient client;

  @Autowired
  ApplicationContext context;

  private HttpResponse<byte[]> exchange(String method, String path, String contentType, String accept, byte[] body)
      throws Exception {
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
        .header("Accept", accept);
    if (body == null) {
      request.method(method, HttpRequest.BodyPublishers.noBody());
    } else {
      request.header("Content-Type", contentType).method(method, HttpRequest.BodyPublishers.ofByteArray(body));
    }
    return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
  }

  private static byte[] ndjson(List<?> values) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (var lines = JSON.writeLines(out)) {
      for (Object value : values) lines.write(value);
    }
    return out.toByteArray();
  }

  @Test
  void theServerIsNetty() {
    assertThat(((WebServerApplicationContext) context).getWebServer()).isInstanceOf(NettyWebServer.class);
  }

  @Test
  void singleValuesRoundTripAsJsonAndCbor() {
    for (int i = 0; i < 4; i++) {
      Order order = Model.order(i);
      assertThat(client.post().uri("/orders").contentType(MediaType.APPLICATION_JSON).bodyValue(order).exchange()
          .expectStatus().isOk().expectBody(Order.class).returnResult().getResponseBody()).isEqualTo(order);
      byte[] cbor = client.post().uri("/orders").contentType(MediaType.APPLICATION_CBOR)
          .accept(MediaType.APPLICATION_CBOR).bodyValue(CBOR.write(order)).exchange()
          .expectStatus().isOk().expectHeader().contentType(MediaType.APPLICATION_CBOR)
          .expectBody(byte[].class).returnResult().getResponseBody();
      assertThat(CBOR.read(cbor, Order.class)).isEqualTo(order);
    }
    assertThat(client.get().uri("/orders/page").exchange().expectBody(new ParameterizedTypeReference<Page<Order>>() {})
        .returnResult().getResponseBody()).isEqualTo(new Page<>(Model.orders(3), 2, 42));
    assertThat(client.post().uri("/orders/list").bodyValue(Model.orders(4)).exchange()
        .expectBody(new ParameterizedTypeReference<List<Order>>() {}).returnResult().getResponseBody())
        .isEqualTo(Model.orders(4));
    // Peregrine's own @Property names the JSON member: Peregrine writes it and the test client reads it back.
    assertThat(client.get().uri("/person").exchange().expectBody(String.class).returnResult().getResponseBody())
        .isEqualTo("{\"full_name\":\"Ada Lovelace\",\"age\":36}");
    assertThat(client.get().uri("/person").exchange().expectBody(Person.class).returnResult().getResponseBody())
        .isEqualTo(new Person("Ada Lovelace", 36));
  }

  @Test
  void fluxIsAJsonArrayOrNdjsonOrACborArrayByTheAcceptHeader() throws Exception {
    HttpResponse<byte[]> array = exchange("GET", "/orders?n=20", null, "application/json", null);
    assertThat(array.headers().firstValue("Content-Type")).hasValue("application/json");
    assertThat(JSON.read(array.body(), new TypeRef<List<Order>>() {})).isEqualTo(Model.orders(20));

    HttpResponse<byte[]> empty = exchange("GET", "/orders?n=0", null, "application/json", null);
    assertThat(new String(empty.body(), StandardCharsets.UTF_8)).isEqualTo("[]");

    HttpResponse<byte[]> lines = exchange("GET", "/orders?n=20", null, "application/x-ndjson", null);
    assertThat(lines.headers().firstValue("Content-Type")).hasValue("application/x-ndjson");
    assertThat(new String(lines.body(), StandardCharsets.UTF_8)).isEqualTo(new String(ndjson(Model.orders(20)),
        StandardCharsets.UTF_8));

    HttpResponse<byte[]> cbor = exchange("GET", "/orders?n=20", null, "application/cbor", null);
    assertThat(CBOR.read(cbor.body(), new TypeRef<List<Order>>() {})).isEqualTo(Model.orders(20));

    HttpResponse<byte[]> shapes = exchange("GET", "/shapes", null, "application/x-ndjson", null);
    assertThat(new String(shapes.body(), StandardCharsets.UTF_8)).isEqualTo(
        "{\"kind\":\"circle\",\"radius\":1.5}\n{\"kind\":\"square\",\"side\":2.0}\n{\"kind\":\"circle\",\"radius\":0.25}\n");
  }

  @Test
  void ndjsonLinesArriveAsTheyAreWrittenBeforeTheStreamEnds() throws Exception {
    HttpRequest request = HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/orders/open-ended"))
        .header("Accept", "application/x-ndjson").build();
    HttpResponse<Stream<String>> response = HTTP.send(request, HttpResponse.BodyHandlers.ofLines());
    try (Stream<String> lines = response.body()) {
      Iterator<String> it = lines.iterator();
      for (int i = 0; i < 3; i++) assertThat(JSON.read(it.next(), Order.class)).isEqualTo(Model.order(i));
    }
  }

  @Test
  void fluxRequestBodiesAreReadElementByElementPastTheInMemoryLimit() throws Exception {
    // About 2.5 MB against a 64 KB in-memory limit: a Flux body is never held whole, so the limit does not apply.
    List<Order> many = Model.orders(12_000);
    byte[] lines = ndjson(many);
    assertThat(lines.length).isGreaterThan(64 * 1024 * 16);
    HttpResponse<byte[]> counted = exchange("POST", "/orders/count", "application/x-ndjson", "application/json", lines);
    assertThat(new String(counted.body(), StandardCharsets.UTF_8)).isEqualTo("12000");
    HttpResponse<byte[]> fromArray = exchange("POST", "/orders/count", "application/json", "application/json",
        JSON.writeBytes(many));
    assertThat(new String(fromArray.body(), StandardCharsets.UTF_8)).isEqualTo("12000");
    HttpResponse<byte[]> fromCbor = exchange("POST", "/orders/count", "application/cbor", "application/json",
        CBOR.write(many));
    assertThat(new String(fromCbor.body(), StandardCharsets.UTF_8)).isEqualTo("12000");

    // In and out as streams: NDJSON in, a JSON array out.
    HttpResponse<byte[]> echoed = exchange("POST", "/orders/stream", "application/x-ndjson", "application/json",
        ndjson(Model.orders(300)));
    assertThat(JSON.read(echoed.body(), new TypeRef<List<Order>>() {})).isEqualTo(Model.orders(300));
  }

  @Test
  void singleValuePastTheInMemoryLimitIsA413() throws Exception {
    HttpResponse<byte[]> response = exchange("POST", "/orders/list", "application/json", "application/json",
        JSON.writeBytes(Model.orders(2_000)));
    assertThat(response.statusCode()).isEqualTo(413);
  }

  @Test
  void malformedOrWronglyTypedBodiesAre400() throws Exception {
    String[] bodies = {"{\"id\":\"o\",\"lines\":[{\"sku\":\"a\",\"quantity\":1x}]}",
        "{\"id\":\"o\",\"lines\":[{\"sku\":\"a\",\"quantity\":\"many\"}]}", "{\"id\":"};
    for (String body : bodies) {
      HttpResponse<byte[]> response = exchange("POST", "/orders", "application/json", "application/json",
          body.getBytes(StandardCharsets.UTF_8));
      assertThat(response.statusCode()).as(body).isEqualTo(400);
      Map<?, ?> error = (Map<?, ?>) JSON.parse(response.body());
      assertThat(error.get("status")).isEqualTo(400);
      assertThat(error.get("path")).isEqualTo("/orders");
    }
    // A bad element in the middle of a stream.
    byte[] lines = (new String(ndjson(Model.orders(3)), StandardCharsets.UTF_8) + "{\"id\":tru}\n")
        .getBytes(StandardCharsets.UTF_8);
    assertThat(exchange("POST", "/orders/count", "application/x-ndjson", "application/json", lines).statusCode())
        .isEqualTo(400);
    byte[] cbor = CBOR.write(Model.order(1));
    assertThat(exchange("POST", "/orders", "application/cbor", "application/json",
        java.util.Arrays.copyOf(cbor, cbor.length - 2)).statusCode()).isEqualTo(400);
  }

  @Test
  void concurrentRequestsAllGetEqualAnswers() throws Exception {
    byte[] expectedArray = exchange("GET", "/orders?n=30", null, "application/json", null).body();
    byte[] expectedLines = ndjson(Model.orders(30));
    byte[] sent = JSON.writeBytes(Model.order(3));
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      List<Future<Boolean>> results = new ArrayList<>();
      for (int t = 0; t < 8; t++) {
        int thread = t;
        results.add(pool.submit(() -> {
          for (int r = 0; r < 50; r++) {
            boolean same = switch ((r + thread) % 3) {
              case 0 -> java.util.Arrays.equals(exchange("GET", "/orders?n=30", null, "application/json", null).body(),
                  expectedArray);
              case 1 -> java.util.Arrays.equals(exchange("GET", "/orders?n=30", null, "application/x-ndjson", null)
                  .body(), expectedLines);
              default -> JSON.read(exchange("POST", "/orders", "application/json", "application/json", sent).body(),
                  Order.class).equals(Model.order(3));
            };
            if (!same) return false;
          }
          return true;
        }));
      }
      for (Future<Boolean> result : results) assertThat(result.get()).isTrue();
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void testClientReadsAStreamOfSubtypes() {
    List<Shape> shapes = client.get().uri("/shapes").accept(MediaType.APPLICATION_NDJSON).exchange()
        .expectStatus().isOk().returnResult(Shape.class).getResponseBody().collectList().block();
    assertThat(shapes).isEqualTo(Model.shapes());
  }

}
