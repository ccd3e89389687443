package dev.peregrine.jaxrs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Cbor;
import dev.peregrine.Json;
import dev.peregrine.Naming;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ContextResolver;
import jakarta.ws.rs.ext.MessageBodyReader;
import jakarta.ws.rs.ext.MessageBodyWriter;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.glassfish.jersey.CommonProperties;
import org.glassfish.jersey.internal.spi.AutoDiscoverable;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.Test;

/**
 * The ways an application gets the providers: by the service files alone (Jersey's auto-discovery; the
 * {@code META-INF/services} entries other runtimes read), by registering the feature or a configured provider by
 * hand with auto-discovery off, and with its own Json and Cbor through ContextResolvers. Each case on a server
 * of its own.
 */
class RegistrationTest {
  private static final MediaType CBOR = PeregrineCborProvider.APPLICATION_CBOR_TYPE;

  /** An application's configured Json: snake_case names. */
  public static class SnakeJson implements ContextResolver<Json> {
    @Override
    public Json getContext(Class<?> type) {
      return Json.builder().naming(Naming.SNAKE_CASE).build();
    }
  }

  /** An application's configured Cbor: snake_case names. */
  public static class SnakeCbor implements ContextResolver<Cbor> {
    @Override
    public Cbor getContext(Class<?> type) {
      return Cbor.builder().naming(Naming.SNAKE_CASE).build();
    }
  }

  private static <T> List<String> loaded(Class<T> service) {
    List<String> names = new ArrayList<>();
    for (T t : ServiceLoader.load(service)) names.add(t.getClass().getName());
    return names;
  }

  private static List<String> serviceFile(String name) throws Exception {
    List<String> lines = new ArrayList<>();
    for (URL url : Collections.list(RegistrationTest.class.getClassLoader().getResources("META-INF/services/" + name))) {
      try (BufferedReader in = new BufferedReader(new InputStreamReader(url.openStream(), StandardCharsets.UTF_8))) {
        in.lines().map(String::trim).filter(l -> !l.isEmpty()).forEach(lines::add);
      }
    }
    return lines;
  }

  @Test
  void serviceFilesNameLoadableProviders() throws Exception {
    List<String> providers = List.of(PeregrineJsonProvider.class.getName(), PeregrineCborProvider.class.getName());
    assertTrue(loaded(MessageBodyReader.class).containsAll(providers), loaded(MessageBodyReader.class).toString());
    assertTrue(loaded(MessageBodyWriter.class).containsAll(providers), loaded(MessageBodyWriter.class).toString());
    // RESTEasy's list of providers to register.
    assertTrue(serviceFile("jakarta.ws.rs.ext.Providers").containsAll(providers));
    assertTrue(loaded(AutoDiscoverable.class).contains(PeregrineAutoDiscoverable.class.getName()));
  }

  @Test
  void featureRegisteredByHandWithAutoDiscoveryOff() throws Exception {
    try (TestServer server = TestServer.start(new ResourceConfig(OrderResource.class, PeregrineFeature.class)
        .property(CommonProperties.FEATURE_AUTO_DISCOVERY_DISABLE, true))) {
      assertEquals("PeregrineFeature", server.target("json-feature").request().get(String.class));
      assertEquals("{\"name\":\"Ada\"}", server.target("contact").request(MediaType.APPLICATION_JSON).get(String.class));
      Response cbor = server.target("orders/3").request(CBOR).get();
      assertEquals(CBOR, cbor.getMediaType());
      assertEquals(Orders.order(3), Cbor.create().read(cbor.readEntity(byte[].class), Orders.Order.class));
    }
  }

  @Test
  void jacksonFeatureRegisteredByTheApplicationStandsAsideUnlessThePropertyChoosesIt() throws Exception {
    try (TestServer server = TestServer.start(new ResourceConfig(OrderResource.class,
        org.glassfish.jersey.jackson.JacksonFeature.class))) {
      assertEquals("PeregrineFeature", server.target("json-feature").request().get(String.class));
    }
    try (TestServer server = TestServer.start(new ResourceConfig(OrderResource.class,
        org.glassfish.jersey.jackson.JacksonFeature.class).property("jersey.config.server.jsonFeature", "JacksonFeature"))) {
      assertEquals("JacksonFeature", server.target("json-feature").request().get(String.class));
      // Jackson's default mapper writes the null that Peregrine would skip.
      assertTrue(server.target("contact").request(MediaType.APPLICATION_JSON).get(String.class).contains("null"));
    }
  }

  @Test
  void configuredProviderInstanceIsUsedAsGiven() throws Exception {
    Json snake = Json.builder().naming(Naming.SNAKE_CASE).build();
    // With auto-discovery off and on: the feature sees the registered provider and adds no second one.
    for (boolean autoDiscovery : new boolean[] {false, true}) {
      try (TestServer server = TestServer.start(new ResourceConfig(OrderResource.class)
          .register(new PeregrineJsonProvider(snake))
          .property(CommonProperties.FEATURE_AUTO_DISCOVERY_DISABLE, !autoDiscovery))) {
        String json = server.target("orders/1").request(MediaType.APPLICATION_JSON).get(String.class);
        assertTrue(json.contains("\"placed_at\":"), autoDiscovery + ": " + json);
      }
    }
  }

  @Test
  @SuppressWarnings("unchecked")
  void contextResolversSupplyTheApplicationsJsonAndCbor() throws Exception {
    try (TestServer server = TestServer.start(new ResourceConfig(OrderResource.class, SnakeJson.class, SnakeCbor.class))) {
      String json = server.target("orders/1").request(MediaType.APPLICATION_JSON).get(String.class);
      assertTrue(json.contains("\"placed_at\":"), json);
      byte[] cbor = server.target("orders/1").request(CBOR).get(byte[].class);
      Map<String, Object> tree = (Map<String, Object>) Cbor.create().parse(cbor);
      assertTrue(tree.containsKey("placed_at"), tree.toString());
      // Reading uses the same configuration: a snake_case body binds.
      Orders.Total total = server.target("total").request(MediaType.APPLICATION_JSON)
          .post(jakarta.ws.rs.client.Entity.json("[{\"sku\":\"a\",\"qty\":3,\"price\":2.0}]"), Orders.Total.class);
      assertEquals(new Orders.Total(1, 6.0), total);
    }
  }
}
