package dev.peregrine.jaxrs;

import dev.peregrine.jaxrs.Orders.Order;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;

/** A resource that declares no media types: what it produces is left to content negotiation and the providers. */
@Path("plain")
public class PlainResource {
  @GET
  @Path("{i}")
  public Order order(@PathParam("i") int i) {
    return Orders.order(i);
  }

  @POST
  public Order echo(Order order) {
    return order;
  }
}
