package dev.peregrine.jaxrs;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The test's domain: orders of lines in parcels, with java.time, Optional and declared subtypes. */
final class Orders {
  private Orders() {}

  record Line(String sku, int qty, double price) {}

  // Both Peregrine (a sealed interface: its permitted records are its subtypes, ids their simple names) and
  // Jackson (through these annotations) write and read the same "@type" property.
  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "@type")
  @JsonSubTypes({@JsonSubTypes.Type(value = Box.class, name = "Box"), @JsonSubTypes.Type(value = Tube.class, name = "Tube")})
  sealed interface Parcel permits Box, Tube {}

  record Box(double width, double height) implements Parcel {}

  record Tube(double length) implements Parcel {}

  record Order(String id, Instant placedAt, LocalDate due, Optional<String> note, List<Line> lines, Parcel parcel) {}

  record Total(int lines, double amount) {}

  /** A record with a null component: Peregrine skips nulls by default, where Jackson writes them. */
  record Contact(String name, String email) {}

  static Order order(int i) {
    List<Line> lines = new ArrayList<>();
    for (int j = 0; j <= i % 3; j++) lines.add(new Line("sku-" + i + "-" + j, j + 1, 2.5 * (j + 1)));
    Parcel parcel = i % 2 == 0 ? new Box(30.0, 20.5) : new Tube(90.0);
    Optional<String> note = i % 3 == 0 ? Optional.empty() : Optional.of("note ü " + i);
    return new Order("o-" + i, Instant.parse("2024-05-06T07:08:09.123Z").plusSeconds(i),
        LocalDate.of(2024, 6, 1).plusDays(i), note, lines, parcel);
  }

  static List<Order> orders(int n) {
    List<Order> orders = new ArrayList<>();
    for (int i = 0; i < n; i++) orders.add(order(i));
    return orders;
  }

  static Map<String, List<Order>> byCustomer() {
    Map<String, List<Order>> m = new LinkedHashMap<>();
    m.put("ada", orders(3));
    m.put("grace", List.of(order(7)));
    m.put("nobody", List.of());
    return m;
  }
}
