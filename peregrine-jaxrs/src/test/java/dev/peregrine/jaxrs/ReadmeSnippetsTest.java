package dev.peregrine.jaxrs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Json;
import dev.peregrine.Naming;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.ext.ContextResolver;
import jakarta.ws.rs.ext.Provider;
import org.glassfish.jersey.CommonProperties;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.Test;

/**
 * The Java blocks of this module's README, quoted from here word for word (peregrine-core's DocSnippetsTest
 * compares them) and run on a real server.
 */
class ReadmeSnippetsTest {
  // snippet modelJsonConfig
  @Provider
  public static class JsonConfig implements ContextResolver<Json> {
    private final Json json = Json.builder().naming(Naming.SNAKE_CASE).maxDocumentSize(1 << 20).build();
    @Override public Json getContext(Class<?> type) { return json; }
  }
  // end snippet

  @Test
  void registeredByHandWithAutoDiscoveryOff() throws Exception {
    ResourceConfig config =
        // snippet registerByHand
        new ResourceConfig(OrderResource.class).register(PeregrineFeature.class);   // or the two providers
        // end snippet
    config.property(CommonProperties.FEATURE_AUTO_DISCOVERY_DISABLE, true);
    try (TestServer server = TestServer.start(config)) {
      assertEquals("PeregrineFeature", server.target("json-feature").request().get(String.class));
      assertEquals("{\"name\":\"Ada\"}", server.target("contact").request(MediaType.APPLICATION_JSON).get(String.class));
    }
  }

  @Test
  void theApplicationsJsonComesFromItsContextResolver() throws Exception {
    try (TestServer server = TestServer.start(new ResourceConfig(OrderResource.class, JsonConfig.class))) {
      String json = server.target("orders/1").request(MediaType.APPLICATION_JSON).get(String.class);
      assertTrue(json.contains("\"placed_at\":"), json);
    }
  }
}
