package dev.peregrine.jaxrs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.peregrine.Cbor;
import dev.peregrine.TypeRef;
import dev.peregrine.jaxrs.Orders.Order;
import jakarta.ws.rs.client.Entity;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ContextResolver;
import java.util.List;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * Jackson as the oracle: the same resource served by Jersey's own Jackson provider (chosen with
 * {@code jersey.config.jsonFeature=JacksonFeature}, so Peregrine stands aside for JSON) and by Peregrine gives
 * equal JSON trees, and each server reads what the other wrote. Jackson is set up as its users set it up for
 * these shapes: java.time and Optional modules, ISO dates, absent values left out.
 */
class JacksonOracleTest {
  private static final ObjectMapper TREES = new ObjectMapper();
  private static TestServer peregrine;
  private static TestServer jackson;

  /** Jackson's mapper for the Jackson-served application. */
  public static class MapperConfig implements ContextResolver<ObjectMapper> {
    private final ObjectMapper mapper = new ObjectMapper()
        .registerModule(new JavaTimeModule())
        .registerModule(new Jdk8Module())
        .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
        .setSerializationInclusion(JsonInclude.Include.NON_ABSENT);

    @Override
    public ObjectMapper getContext(Class<?> type) {
      return mapper;
    }
  }

  @BeforeAll
  static void start() {
    peregrine = TestServer.start(new ResourceConfig(OrderResource.class));
    jackson = TestServer.start(new ResourceConfig(OrderResource.class, MapperConfig.class)
        .property(PeregrineFeature.JSON_FEATURE, "JacksonFeature"));
  }

  @AfterAll
  static void stop() throws Exception {
    peregrine.close();
    jackson.close();
  }

  private static String get(TestServer server, String pathAndQuery) {
    String[] parts = pathAndQuery.split("\\?n=");
    var target = server.target(parts[0]);
    if (parts.length > 1) target = target.queryParam("n", parts[1]);
    Response r = target.request(MediaType.APPLICATION_JSON).get();
    assertEquals(200, r.getStatus(), pathAndQuery);
    return r.readEntity(String.class);
  }

  private static JsonNode tree(String json) throws Exception {
    return TREES.readTree(json);
  }

  @Test
  void theJacksonServerRunsJacksonForJsonAndPeregrineForCbor() {
    assertEquals("JacksonFeature", jackson.target("json-feature").request().get(String.class));
    assertEquals("PeregrineFeature", peregrine.target("json-feature").request().get(String.class));
    Response cbor = jackson.target("orders").queryParam("n", 3).request(PeregrineCborProvider.APPLICATION_CBOR_TYPE).get();
    assertEquals(200, cbor.getStatus());
    assertEquals(Orders.orders(3), Cbor.create().read(cbor.readEntity(byte[].class), new TypeRef<List<Order>>() {}));
  }

  @ParameterizedTest
  @ValueSource(strings = {"orders/0", "orders/1", "orders/2", "orders/5", "orders?n=12", "by-customer", "parcels",
      "lines?n=200", "contact"})
  void bothServersWriteEqualJsonTrees(String resource) throws Exception {
    assertEquals(tree(get(jackson, resource)), tree(get(peregrine, resource)), resource);
  }

  @ParameterizedTest
  @ValueSource(strings = {"echo-list", "echo-map", "parcel-kinds"})
  void eachServerReadsWhatTheOtherWrote(String echo) throws Exception {
    String source = switch (echo) {
      case "echo-list" -> "orders?n=9";
      case "echo-map" -> "by-customer";
      default -> "parcels";
    };
    String byJackson = get(jackson, source);
    String byPeregrine = get(peregrine, source);
    String peregrineReadsJackson = peregrine.target(echo).request(MediaType.APPLICATION_JSON)
        .post(Entity.entity(byJackson, MediaType.APPLICATION_JSON_TYPE), String.class);
    String jacksonReadsPeregrine = jackson.target(echo).request(MediaType.APPLICATION_JSON)
        .post(Entity.entity(byPeregrine, MediaType.APPLICATION_JSON_TYPE), String.class);
    assertEquals(tree(jacksonReadsPeregrine), tree(peregrineReadsJackson), echo);
    if (!echo.equals("parcel-kinds")) assertEquals(tree(byJackson), tree(peregrineReadsJackson), echo);
  }
}
