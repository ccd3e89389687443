package dev.peregrine.jaxrs;

import dev.peregrine.jaxrs.Orders.Contact;
import dev.peregrine.jaxrs.Orders.Line;
import dev.peregrine.jaxrs.Orders.Order;
import dev.peregrine.jaxrs.Orders.Parcel;
import dev.peregrine.jaxrs.Orders.Total;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Configuration;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The resource every test serves: JSON or CBOR as the request asks, entities of the shapes in {@link Orders}. */
@Path("/")
@Produces({MediaType.APPLICATION_JSON, PeregrineCborProvider.APPLICATION_CBOR, "application/vnd.orders+json"})
@Consumes({MediaType.APPLICATION_JSON, PeregrineCborProvider.APPLICATION_CBOR, "application/vnd.orders+json"})
public class OrderResource {
  @Context
  Configuration configuration;

  @GET
  @Path("orders/{i}")
  public Order order(@PathParam("i") int i) {
    return Orders.order(i);
  }

  @GET
  @Path("orders")
  public List<Order> orders(@QueryParam("n") int n) {
    return Orders.orders(n);
  }

  @GET
  @Path("by-customer")
  public Map<String, List<Order>> byCustomer() {
    return Orders.byCustomer();
  }

  @GET
  @Path("parcels")
  public List<Parcel> parcels() {
    return List.of(new Orders.Box(1.5, 2.0), new Orders.Tube(3.0), new Orders.Box(4.0, 5.0));
  }

  @GET
  @Path("contact")
  public Contact contact() {
    return new Contact("Ada", null);
  }

  @GET
  @Path("lines")
  public List<Line> lines(@QueryParam("n") int n) {
    List<Line> lines = new ArrayList<>(n);
    for (int i = 0; i < n; i++) lines.add(new Line("sku-" + i, i, i * 0.5));
    return lines;
  }

  @POST
  @Path("echo")
  public Order echo(Order order) {
    return order;
  }

  @POST
  @Path("echo-list")
  public List<Order> echoList(List<Order> orders) {
    return orders;
  }

  @POST
  @Path("echo-map")
  public Map<String, List<Order>> echoMap(Map<String, List<Order>> byCustomer) {
    return byCustomer;
  }

  /** Proves the server bound each element to its declared subtype: answers the classes' simple names. */
  @POST
  @Path("parcel-kinds")
  public List<String> parcelKinds(List<Parcel> parcels) {
    List<String> kinds = new ArrayList<>();
    for (Parcel p : parcels) kinds.add(p.getClass().getSimpleName());
    return kinds;
  }

  @POST
  @Path("total")
  public Total total(List<Line> lines) {
    double amount = 0;
    for (Line l : lines) amount += l.qty() * l.price();
    return new Total(lines.size(), amount);
  }

  /** A pre-encoded JSON text: passed through as it is, not quoted as a JSON string. */
  @GET
  @Path("raw")
  @Produces(MediaType.APPLICATION_JSON)
  public String raw() {
    return "{\"raw\":true}";
  }

  /** A JSON text cut short, for the client's reader to refuse. */
  @GET
  @Path("broken")
  @Produces(MediaType.APPLICATION_JSON)
  public String broken() {
    return "{\"id\":\"o-1\",\"lines\":[";
  }

  /** Which JSON feature the runtime enabled, as Jersey's JSON features record it. */
  @GET
  @Path("json-feature")
  @Produces(MediaType.TEXT_PLAIN)
  public String jsonFeature() {
    return String.valueOf(configuration.getProperty("jersey.config.server.jsonFeature"));
  }
}
