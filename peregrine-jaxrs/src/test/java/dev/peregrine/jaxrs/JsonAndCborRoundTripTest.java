package dev.peregrine.jaxrs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Cbor;
import dev.peregrine.Json;
import dev.peregrine.TypeRef;
import dev.peregrine.jaxrs.Orders.Line;
import dev.peregrine.jaxrs.Orders.Order;
import dev.peregrine.jaxrs.Orders.Parcel;
import dev.peregrine.jaxrs.Orders.Total;
import jakarta.ws.rs.client.Entity;
import jakarta.ws.rs.core.GenericType;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Map;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Round trips through a real server whose application registers nothing but its resource: the providers come
 * from this jar's auto-discovery, on the server and on the client, with Jackson's JSON feature on the class path
 * as well. JSON and CBOR alike, chosen by Accept and Content-Type.
 */
class JsonAndCborRoundTripTest {
  private static final MediaType CBOR = PeregrineCborProvider.APPLICATION_CBOR_TYPE;
  private static TestServer server;

  @BeforeAll
  static void start() {
    server = TestServer.start(new ResourceConfig(OrderResource.class, PlainResource.class));
  }

  @AfterAll
  static void stop() throws Exception {
    server.close();
  }

  @Test
  void autoDiscoveryEnablesPeregrineForJsonAheadOfJackson() {
    assertEquals("PeregrineFeature", server.target("json-feature").request().get(String.class));
    // Jackson would write "email":null; Peregrine skips nulls by default.
    assertEquals("{\"name\":\"Ada\"}", server.target("contact").request(MediaType.APPLICATION_JSON).get(String.class));
  }

  @Test
  void recordWithJavaTimeOptionalAndSubtypeIsWrittenAsJson() {
    Response r = server.target("orders/1").request(MediaType.APPLICATION_JSON).get();
    assertEquals(200, r.getStatus());
    assertEquals(MediaType.APPLICATION_JSON_TYPE, r.getMediaType());
    assertEquals("{\"id\":\"o-1\",\"placedAt\":\"2024-05-06T07:08:10.123Z\",\"due\":\"2024-06-02\",\"note\":\"note ü 1\","
        + "\"lines\":[{\"sku\":\"sku-1-0\",\"qty\":1,\"price\":2.5},{\"sku\":\"sku-1-1\",\"qty\":2,\"price\":5.0}],"
        + "\"parcel\":{\"@type\":\"Tube\",\"length\":90.0}}", r.readEntity(String.class));
    // An empty Optional is skipped, as a null is.
    assertFalse(server.target("orders/0").request(MediaType.APPLICATION_JSON).get(String.class).contains("note"));
  }

  @Test
  void recordRoundTripsThroughTheClientAndServerProviders() {
    for (int i = 0; i < 6; i++) {
      Order sent = Orders.order(i);
      Order back = server.target("echo").request(MediaType.APPLICATION_JSON)
          .post(Entity.json(sent), Order.class);
      assertEquals(sent, back);
    }
  }

  @Test
  void genericListAndMapOfListsRoundTrip() {
    List<Order> orders = Orders.orders(5);
    assertEquals(orders, server.target("orders").queryParam("n", 5).request(MediaType.APPLICATION_JSON)
        .get(new GenericType<List<Order>>() {}));
    assertEquals(orders, server.target("echo-list").request(MediaType.APPLICATION_JSON)
        .post(Entity.json(new jakarta.ws.rs.core.GenericEntity<List<Order>>(orders) {}), new GenericType<List<Order>>() {}));
    Map<String, List<Order>> byCustomer = Orders.byCustomer();
    assertEquals(byCustomer, server.target("by-customer").request(MediaType.APPLICATION_JSON)
        .get(new GenericType<Map<String, List<Order>>>() {}));
    assertEquals(byCustomer, server.target("echo-map").request(MediaType.APPLICATION_JSON)
        .post(Entity.json(byCustomer), new GenericType<Map<String, List<Order>>>() {}));
  }

  @Test
  void requestBodyIsBoundToTheMethodsGenericParameterType() {
    String lines = "[{\"sku\":\"a\",\"qty\":2,\"price\":1.5},{\"sku\":\"b\",\"qty\":1,\"price\":4.0}]";
    Total total = server.target("total").request(MediaType.APPLICATION_JSON)
        .post(Entity.entity(lines, MediaType.APPLICATION_JSON_TYPE), Total.class);
    assertEquals(new Total(2, 7.0), total);
  }

  @Test
  void declaredSubtypesAreReadAndWrittenWithTheirTypeIds() {
    List<Parcel> parcels = server.target("parcels").request(MediaType.APPLICATION_JSON)
        .get(new GenericType<List<Parcel>>() {});
    assertEquals(List.of(new Orders.Box(1.5, 2.0), new Orders.Tube(3.0), new Orders.Box(4.0, 5.0)), parcels);
    String sent = "[{\"@type\":\"Tube\",\"length\":1.0},{\"@type\":\"Box\",\"width\":1.0,\"height\":2.0}]";
    assertEquals(List.of("Tube", "Box"), server.target("parcel-kinds").request(MediaType.APPLICATION_JSON)
        .post(Entity.entity(sent, MediaType.APPLICATION_JSON_TYPE), new GenericType<List<String>>() {}));
  }

  @Test
  void acceptChoosesCborOrJson() {
    Response cbor = server.target("orders").queryParam("n", 4).request(CBOR).get();
    assertEquals(200, cbor.getStatus());
    assertEquals(CBOR, cbor.getMediaType());
    byte[] bytes = cbor.readEntity(byte[].class);
    assertEquals(Orders.orders(4), Cbor.create().read(bytes, new TypeRef<List<Order>>() {}));

    Response json = server.target("orders").queryParam("n", 4).request(MediaType.APPLICATION_JSON).get();
    assertEquals(MediaType.APPLICATION_JSON_TYPE, json.getMediaType());
    assertEquals(Orders.orders(4), Json.create().read(json.readEntity(String.class), new TypeRef<List<Order>>() {}));
  }

  @Test
  void cborBodiesRoundTripAndCanBeAnsweredInJson() {
    Order sent = Orders.order(4);
    byte[] body = Cbor.create().write(sent);
    Response r = server.target("echo").request(CBOR).post(Entity.entity(body, CBOR));
    assertEquals(CBOR, r.getMediaType());
    assertEquals(sent, Cbor.create().read(r.readEntity(byte[].class), Order.class));
    // The client's own CBOR provider, both ways, with a generic type.
    List<Order> orders = Orders.orders(3);
    assertEquals(orders, server.target("echo-list").request(CBOR)
        .post(Entity.entity(new jakarta.ws.rs.core.GenericEntity<List<Order>>(orders) {}, CBOR),
            new GenericType<List<Order>>() {}));
    // CBOR in, JSON out.
    String json = server.target("echo").request(MediaType.APPLICATION_JSON).post(Entity.entity(body, CBOR), String.class);
    assertEquals(Json.create().write(sent), json);
  }

  @Test
  void jsonSuffixTypesAreJson() {
    MediaType vendor = MediaType.valueOf("application/vnd.orders+json");
    Response r = server.target("echo").request(vendor).post(Entity.entity(Json.create().write(Orders.order(2)), vendor));
    assertEquals(200, r.getStatus());
    assertEquals(vendor, r.getMediaType());
    assertEquals(Orders.order(2), Json.create().read(r.readEntity(String.class), Order.class));
  }

  @Test
  void resourceWithoutDeclaredMediaTypesAnswersJsonUnlessCborIsAsked() {
    for (String accept : new String[] {"*/*", MediaType.APPLICATION_JSON, "application/json, application/cbor;q=0.5"}) {
      Response r = server.target("plain/2").request().header("Accept", accept).get();
      assertEquals(MediaType.APPLICATION_JSON_TYPE, r.getMediaType(), accept);
      assertEquals(Orders.order(2), Json.create().read(r.readEntity(String.class), Order.class));
    }
    Response none = server.target("plain/2").request().get();
    assertEquals(MediaType.APPLICATION_JSON_TYPE, none.getMediaType());
    none.close();
    Response cbor = server.target("plain/2").request(CBOR).get();
    assertEquals(CBOR, cbor.getMediaType());
    assertEquals(Orders.order(2), Cbor.create().read(cbor.readEntity(byte[].class), Order.class));
    Order sent = Orders.order(3);
    assertEquals(sent, server.target("plain").request(MediaType.APPLICATION_JSON).post(Entity.json(sent), Order.class));
    assertEquals(sent, server.target("plain").request(CBOR).post(Entity.entity(sent, CBOR), Order.class));
  }

  @Test
  void stringEntitiesPassThroughUnquoted() {
    assertEquals("{\"raw\":true}", server.target("raw").request(MediaType.APPLICATION_JSON).get(String.class));
  }

  @Test
  void largeGenericListIsWrittenAndReadWhole() {
    List<Line> lines = server.target("lines").queryParam("n", 50_000).request(MediaType.APPLICATION_JSON)
        .get(new GenericType<List<Line>>() {});
    assertEquals(50_000, lines.size());
    assertEquals(new Line("sku-49999", 49_999, 49_999 * 0.5), lines.get(49_999));
    assertTrue(lines.stream().allMatch(l -> l.sku().equals("sku-" + l.qty())));
  }
}
