package dev.peregrine.spring;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webtestclient.autoconfigure.AutoConfigureWebTestClient;
import org.springframework.http.MediaType;
import org.springframework.test.web.reactive.server.WebTestClient;

/**
 * Boot's {@code spring.http.codecs.preferred-json-mapper=jackson} gives WebFlux's JSON back to Jackson; CBOR,
 * which Jackson's CBOR module does not provide here, is then left out rather than put ahead of Jackson's JSON.
 */
@SpringBootTest(classes = WebFluxApp.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
    "spring.main.web-application-type=reactive", "spring.http.codecs.preferred-json-mapper=jackson"})
@AutoConfigureWebTestClient
class WebFluxPreferredMapperTest {
  @Autowired
  WebTestClient client;

  @Test
  void jacksonServesJsonWhenPreferred() {
    // Person's JSON name comes from Peregrine's own annotation, which Jackson does not know.
    assertThat(client.get().uri("/person").exchange().expectBody(String.class).returnResult().getResponseBody())
        .isEqualTo("{\"fullName\":\"Ada Lovelace\",\"age\":36}");
    client.get().uri("/person").accept(MediaType.APPLICATION_CBOR).exchange().expectStatus().isEqualTo(406);
  }
}
