package dev.peregrine.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.peregrine.Cbor;
import dev.peregrine.Json;
import dev.peregrine.TypeRef;
import dev.peregrine.spring.Model.Animal;
import dev.peregrine.spring.Model.Cat;
import dev.peregrine.spring.Model.Dog;
import dev.peregrine.spring.Model.Order;
import dev.peregrine.spring.Model.Page;
import dev.peregrine.spring.Model.Person;
import dev.peregrine.spring.Model.Shape;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.restclient.RestTemplateBuilder;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.core.ParameterizedTypeReference;
import org.springframework.http.MediaType;
import org.springframework.web.client.RestClient;
import org.springframework.web.client.RestTemplate;

/**
 * Spring MVC on a real Tomcat on a random port, spoken to over sockets by java.net.http and by the RestClient
 * and RestTemplate Boot builds: with the module on the class path and nothing configured, Peregrine reads and
 * writes the bodies.
 */
@SpringBootTest(classes = MvcApp.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
    "spring.web.error.include-message=always", "spring.peregrine.max-document-size=64KB",
    // Tomcat reads and discards what the application left of a refused body, so the client gets the answer.
    "server.tomcat.max-swallow-size=-1"})
class MvcIntegrationTest {
  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private static final Json JSON = Json.create();
  private static final Cbor CBOR = Cbor.create();

  @LocalServerPort
  int port;

  @Autowired
  RestClient.Builder restClientBuilder;

  @Autowired
  RestTemplateBuilder restTemplateBuilder;

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

  private static String text(HttpResponse<byte[]> response) {
    return new String(response.body(), StandardCharsets.UTF_8);
  }

  @Test
  void aResponseUpToTheHeldSizeIsSentWithItsLengthALargerOneStreamsChunked() throws Exception {
    HttpResponse<byte[]> small = exchange("GET", "/orders/many?n=50", null, "application/json", null);
    assertThat(small.statusCode()).isEqualTo(200);
    assertThat(small.headers().firstValueAsLong("Content-Length")).hasValue(small.body().length);
    assertThat(small.headers().firstValue("Transfer-Encoding")).isEmpty();
    assertThat(Json.create().read(small.body(), new TypeRef<List<Order>>() {})).isEqualTo(Model.orders(50));

    // Past the held size the body is streamed as it is written, without a length.
    HttpResponse<byte[]> large = exchange("GET", "/orders/many?n=5000", null, "application/json", null);
    assertThat(large.statusCode()).isEqualTo(200);
    assertThat(large.body().length).isGreaterThan(AbstractPeregrineHttpMessageConverter.SizedBody.MOST_HELD);
    assertThat(large.headers().firstValue("Content-Length")).isEmpty();
    assertThat(large.headers().firstValue("Transfer-Encoding")).hasValue("chunked");
    assertThat(Json.create().read(large.body(), new TypeRef<List<Order>>() {})).isEqualTo(Model.orders(5000));

    HttpResponse<byte[]> cbor = exchange("GET", "/orders/many?n=50", null, "application/cbor", null);
    assertThat(cbor.headers().firstValueAsLong("Content-Length")).hasValue(cbor.body().length);
    assertThat(Cbor.create().read(cbor.body(), new TypeRef<List<Order>>() {})).isEqualTo(Model.orders(50));
  }

  @Test
  void recordWithJavaTimeAndOptionalRoundTripsAsJson() throws Exception {
    for (int i = 0; i < 4; i++) { // a note and none, one line and several
      Order order = Model.order(i);
      HttpResponse<byte[]> response = exchange("POST", "/orders", "application/json", "application/json",
          JSON.writeBytes(order));
      assertThat(response.statusCode()).isEqualTo(200);
      assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(
          type -> assertThat(type).startsWith("application/json"));
      assertThat(JSON.read(response.body(), Order.class)).isEqualTo(order);
    }
  }

  @Test
  void genericListAndPageAreBoundThroughTheDeclaredTypes() throws Exception {
    HttpResponse<byte[]> list = exchange("GET", "/orders", null, "application/json", null);
    assertThat(JSON.read(list.body(), new TypeRef<List<Order>>() {})).isEqualTo(Model.orders(5));

    HttpResponse<byte[]> page = exchange("GET", "/orders/page", null, "application/json", null);
    assertThat(JSON.read(page.body(), new TypeRef<Page<Order>>() {})).isEqualTo(new Page<>(Model.orders(3), 2, 42));

    // On the way in the controller's List<Order> and Page<Order> decide what the elements become.
    HttpResponse<byte[]> echoed = exchange("POST", "/orders/list", "application/json", "application/json",
        JSON.writeBytes(Model.orders(7)));
    assertThat(JSON.read(echoed.body(), new TypeRef<List<Order>>() {})).isEqualTo(Model.orders(7));
    Page<Order> sent = new Page<>(Model.orders(2), 0, 2);
    HttpResponse<byte[]> echoedPage = exchange("POST", "/orders/page", "application/json", "application/json",
        JSON.writeBytes(sent));
    assertThat(JSON.read(echoedPage.body(), new TypeRef<Page<Order>>() {})).isEqualTo(sent);
  }

  @Test
  void typeVariableOfAGenericControllerIsBoundAsItsSubclassResolvesIt() throws Exception {
    HttpResponse<byte[]> response = exchange("POST", "/generic/orders", "application/json", "application/json",
        JSON.writeBytes(new Page<>(Model.orders(2), 0, 2)));
    assertThat(text(response)).isEqualTo("[\"Order\",\"Order\"]");
  }

  @Test
  void sealedInterfaceCarriesItsTypeIdBothWays() throws Exception {
    HttpResponse<byte[]> response = exchange("GET", "/shapes", null, "application/json", null);
    assertThat(text(response)).isEqualTo(
        "[{\"kind\":\"circle\",\"radius\":1.5},{\"kind\":\"square\",\"side\":2.0},{\"kind\":\"circle\",\"radius\":0.25}]");
    HttpResponse<byte[]> echoed = exchange("POST", "/shapes", "application/json", "application/json",
        "[{\"kind\":\"square\",\"side\":3},{\"radius\":4,\"kind\":\"circle\"}]".getBytes(StandardCharsets.UTF_8));
    assertThat(JSON.read(echoed.body(), new TypeRef<List<Shape>>() {}))
        .containsExactly(new Model.Square(3), new Model.Circle(4));
  }

  @Test
  void builderCustomizerBeansShapeTheJsonAndCborBeans() throws Exception {
    Json animals = Json.builder().subtypes(Animal.class, Dog.class, Cat.class).build();
    List<Animal> sent = List.of(new Dog("Rex"), new Cat(9));
    HttpResponse<byte[]> json = exchange("POST", "/animals", "application/json", "application/json",
        animals.writeBytes(sent));
    assertThat(json.statusCode()).isEqualTo(200);
    assertThat(animals.read(json.body(), new TypeRef<List<Animal>>() {})).isEqualTo(sent);

    Cbor cborAnimals = Cbor.builder().subtypes(Animal.class, Dog.class, Cat.class).build();
    HttpResponse<byte[]> cbor = exchange("POST", "/animals", "application/cbor", "application/cbor",
        cborAnimals.write(sent));
    assertThat(cbor.statusCode()).isEqualTo(200);
    assertThat(cborAnimals.read(cbor.body(), new TypeRef<List<Animal>>() {})).isEqualTo(sent);
  }

  @Test
  void acceptHeaderChoosesBetweenJsonAndCbor() throws Exception {
    HttpResponse<byte[]> cbor = exchange("GET", "/orders", null, "application/cbor", null);
    assertThat(cbor.headers().firstValue("Content-Type")).hasValue("application/cbor");
    assertThat(CBOR.read(cbor.body(), new TypeRef<List<Order>>() {})).isEqualTo(Model.orders(5));

    HttpResponse<byte[]> json = exchange("GET", "/orders", null, "application/cbor;q=0.5, application/json", null);
    assertThat(json.headers().firstValue("Content-Type")).hasValueSatisfying(
        type -> assertThat(type).startsWith("application/json"));
    assertThat(JSON.read(json.body(), new TypeRef<List<Order>>() {})).isEqualTo(Model.orders(5));

    // A CBOR body in, JSON out: the request's Content-Type and the Accept header are independent.
    HttpResponse<byte[]> crossed = exchange("POST", "/orders/list", "application/cbor", "application/json",
        CBOR.write(Model.orders(4)));
    assertThat(JSON.read(crossed.body(), new TypeRef<List<Order>>() {})).isEqualTo(Model.orders(4));
  }

  @Test
  void malformedJsonIsA400CarryingPathAndOffset() throws Exception {
    String body = "{\"id\":\"o\",\"lines\":[{\"sku\":\"a\",\"quantity\":1},{\"sku\":\"b\",\"quantity\":1x}]}";
    HttpResponse<byte[]> response = exchange("POST", "/orders", "application/json", "application/json",
        body.getBytes(StandardCharsets.UTF_8));
    assertThat(response.statusCode()).isEqualTo(400);
    Map<?, ?> error = (Map<?, ?>) JSON.parse(response.body()); // Boot's standard error body, written by Peregrine
    assertThat(error.get("status")).isEqualTo(400);
    assertThat(error.get("error")).isEqualTo("Bad Request");
    assertThat(error.get("path")).isEqualTo("/orders");
    assertThat((String) error.get("message")).startsWith("JSON parse error: ")
        .contains("at $.lines[1] ").contains("offset " + body.indexOf("x}"));

    HttpResponse<byte[]> truncated = exchange("POST", "/orders", "application/json", "application/json",
        "{\"id\":\"o\",\"lines\":[".getBytes(StandardCharsets.UTF_8));
    assertThat(truncated.statusCode()).isEqualTo(400);
  }

  @Test
  void wronglyTypedBodyIsA400CarryingThePath() throws Exception {
    String body = "{\"id\":\"o\",\"lines\":[{\"sku\":\"a\",\"quantity\":\"many\"}]}";
    HttpResponse<byte[]> response = exchange("POST", "/orders", "application/json", "application/json",
        body.getBytes(StandardCharsets.UTF_8));
    assertThat(response.statusCode()).isEqualTo(400);
    assertThat((String) ((Map<?, ?>) JSON.parse(response.body())).get("message")).contains("$.lines[0].quantity");

    HttpResponse<byte[]> notAList = exchange("POST", "/orders/list", "application/json", "application/json",
        "{\"id\":\"o\"}".getBytes(StandardCharsets.UTF_8));
    assertThat(notAList.statusCode()).isEqualTo(400);
  }

  @Test
  void malformedCborIsA400CarryingPathAndOffset() throws Exception {
    byte[] good = CBOR.write(Model.order(1));
    byte[] cut = java.util.Arrays.copyOf(good, good.length - 3);
    HttpResponse<byte[]> response = exchange("POST", "/orders", "application/cbor", "application/json", cut);
    assertThat(response.statusCode()).isEqualTo(400);
    assertThat((String) ((Map<?, ?>) JSON.parse(response.body())).get("message")).startsWith("CBOR parse error: ")
        .contains("offset");
  }

  @Test
  void bodyPastTheDocumentSizeLimitIsRefusedWithoutBeingReadWhole() throws Exception {
    // 8 MB of orders against a 64 KB limit: refused once the limit is passed.
    byte[] head = "[".getBytes(StandardCharsets.UTF_8);
    byte[] element = JSON.writeBytes(Model.order(2));
    int copies = 8 * 1024 * 1024 / (element.length + 1);
    List<InputStream> parts = new ArrayList<>();
    parts.add(new ByteArrayInputStream(head));
    for (int i = 0; i < copies; i++) {
      parts.add(new ByteArrayInputStream(element));
      parts.add(new ByteArrayInputStream(i + 1 < copies ? new byte[] {','} : new byte[] {']'}));
    }
    byte[] body = new SequenceInputStream(Collections.enumeration(parts)).readAllBytes();
    MvcApp.BODY_BYTES_READ.set(0);
    HttpResponse<byte[]> response = exchange("POST", "/orders/count", "application/json", "application/json", body);
    assertThat(response.statusCode()).isEqualTo(400);
    assertThat((String) ((Map<?, ?>) JSON.parse(response.body())).get("message"))
        .contains("larger than the limit of 65536 bytes");
    assertThat(MvcApp.BODY_BYTES_READ.get()).isLessThan(body.length / 16);

    // Within the limit, the same endpoint answers.
    HttpResponse<byte[]> small = exchange("POST", "/orders/count", "application/json", "application/json",
        JSON.writeBytes(Model.orders(10)));
    assertThat(text(small)).isEqualTo("10");
  }

  @Test
  void concurrentRequestsAllGetEqualAnswers() throws Exception {
    byte[] expected = exchange("GET", "/orders", null, "application/json", null).body();
    byte[] sent = JSON.writeBytes(Model.orders(6));
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      List<Future<Boolean>> results = new ArrayList<>();
      for (int t = 0; t < 8; t++) {
        int thread = t;
        results.add(pool.submit(() -> {
          for (int r = 0; r < 50; r++) {
            if ((r + thread) % 2 == 0) {
              if (!java.util.Arrays.equals(exchange("GET", "/orders", null, "application/json", null).body(), expected)) {
                return false;
              }
            } else {
              byte[] echoed = exchange("POST", "/orders/list", "application/json", "application/json", sent).body();
              if (!JSON.read(echoed, new TypeRef<List<Order>>() {}).equals(Model.orders(6))) return false;
            }
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
  void restClientAndRestTemplateBuiltByBootUsePeregrine() {
    // Person's JSON name comes from Peregrine's @Property: only Peregrine at both ends gives it back whole.
    RestClient client = restClientBuilder.baseUrl("http://localhost:" + port).build();
    assertThat(client.get().uri("/person").retrieve().body(Person.class)).isEqualTo(new Person("Ada Lovelace", 36));
    assertThat(client.get().uri("/person").retrieve().body(String.class)).contains("\"full_name\"");
    List<Order> orders = client.post().uri("/orders/list").contentType(MediaType.APPLICATION_JSON)
        .body(Model.orders(3)).retrieve().body(new ParameterizedTypeReference<List<Order>>() {});
    assertThat(orders).isEqualTo(Model.orders(3));
    List<Shape> shapes = client.get().uri("/shapes").accept(MediaType.APPLICATION_CBOR).retrieve()
        .body(new ParameterizedTypeReference<List<Shape>>() {});
    assertThat(shapes).isEqualTo(Model.shapes());

    RestTemplate template = restTemplateBuilder.rootUri("http://localhost:" + port).build();
    assertThat(template.getMessageConverters()).hasAtLeastOneElementOfType(PeregrineJsonHttpMessageConverter.class)
        .hasAtLeastOneElementOfType(PeregrineCborHttpMessageConverter.class);
    assertThat(template.getForObject("/person", Person.class)).isEqualTo(new Person("Ada Lovelace", 36));
  }
}
