package dev.peregrine.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.peregrine.Json;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Jackson 3, Boot's default JSON mapper, as the oracle: the same application started twice on real Tomcat, once
 * as the module configures it (Peregrine) and once switched back with
 * {@code spring.http.converters.preferred-json-mapper=jackson}, must answer the same requests with equal JSON
 * trees. One rule of the oracle: Jackson writes null properties by default and Peregrine skips them, so the
 * Peregrine side runs with {@code spring.peregrine.include-nulls=true}. Problem details are on in both, so the
 * error bodies (written by each side's converter) are compared too.
 */
class JacksonOracleTest {
  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private static final JsonMapper TREES = JsonMapper.builder().build();

  private static ConfigurableApplicationContext peregrine;
  private static ConfigurableApplicationContext jackson;

  @BeforeAll
  static void startBoth() {
    peregrine = start("spring.peregrine.include-nulls=true");
    jackson = start("spring.http.converters.preferred-json-mapper=jackson");
  }

  private static ConfigurableApplicationContext start(String property) {
    return new SpringApplicationBuilder(MvcApp.class)
        .properties("server.port=0", "spring.mvc.problemdetails.enabled=true", "spring.main.banner-mode=off", property)
        .run();
  }

  @AfterAll
  static void stopBoth() {
    if (peregrine != null) peregrine.close();
    if (jackson != null) jackson.close();
  }

  private static HttpResponse<String> exchange(ConfigurableApplicationContext app, String method, String path,
      String body) throws Exception {
    String port = app.getEnvironment().getProperty("local.server.port");
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
        .header("Accept", "application/json");
    request.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
    if (body != null) request.header("Content-Type", "application/json");
    return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
  }

  private static void assertSameAnswer(String method, String path, String body) throws Exception {
    HttpResponse<String> ours = exchange(peregrine, method, path, body);
    HttpResponse<String> oracle = exchange(jackson, method, path, body);
    assertThat(ours.statusCode()).as(path).isEqualTo(oracle.statusCode());
    assertThat(ours.headers().firstValue("Content-Type")).as(path).isEqualTo(oracle.headers().firstValue("Content-Type"));
    JsonNode expected = TREES.readTree(oracle.body());
    assertThat(TREES.readTree(ours.body())).as(path + ": " + ours.body() + " vs Jackson's " + oracle.body())
        .isEqualTo(expected);
  }

  @Test
  void responsesEqualJacksons() throws Exception {
    assertSameAnswer("GET", "/orders", null);
    assertSameAnswer("GET", "/orders/page", null);
    assertSameAnswer("GET", "/shapes", null);
  }

  @Test
  void requestsBoundAndWrittenBackEqualJacksons() throws Exception {
    Json json = Json.create();
    for (int i = 0; i < 4; i++) assertSameAnswer("POST", "/orders", json.write(Model.order(i)));
    assertSameAnswer("POST", "/orders/list", json.write(Model.orders(9)));
    assertSameAnswer("POST", "/orders/page", json.write(new Model.Page<>(Model.orders(2), 1, 2)));
    assertSameAnswer("POST", "/shapes", json.write(Model.shapes()));
    assertSameAnswer("POST", "/orders/count", json.write(Model.orders(3)));
  }

  @Test
  void problemDetailsOfABadBodyEqualJacksons() throws Exception {
    assertSameAnswer("POST", "/orders", "{\"id\":\"o\",\"lines\":[{\"quantity\":1x}]}");
    assertSameAnswer("POST", "/orders", "{\"id\":\"o\",\"lines\":[{\"quantity\":\"many\"}]}");
    assertSameAnswer("POST", "/orders/list", "{\"id\":\"o\",");
    assertThat(exchange(peregrine, "POST", "/orders", "[1,").headers().firstValue("Content-Type"))
        .hasValue("application/problem+json");
  }

  @Test
  void thePreferredMapperPropertySwitchesBackToJackson() throws Exception {
    // Person's JSON name comes from Peregrine's own annotation, which Jackson does not know.
    assertThat(exchange(peregrine, "GET", "/person", null).body()).isEqualTo("{\"full_name\":\"Ada Lovelace\",\"age\":36}");
    assertThat(exchange(jackson, "GET", "/person", null).body()).isEqualTo("{\"fullName\":\"Ada Lovelace\",\"age\":36}");
    assertThat(peregrine.getBeansOfType(PeregrineHttpMessageConvertersAutoConfiguration.JsonConvertersCustomizer.class))
        .hasSize(1);
    assertThat(jackson.getBeansOfType(PeregrineHttpMessageConvertersAutoConfiguration.JsonConvertersCustomizer.class))
        .isEmpty();
  }

}
