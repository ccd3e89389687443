package dev.peregrine.spring;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonTypeName;
import dev.peregrine.Property;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The shapes the integration tests send and receive: records, generics, java.time, Optional, subtypes. */
final class Model {
  private Model() {}

  enum Status { OPEN, PAID, SHIPPED }

  record Line(String sku, int quantity, BigDecimal price) {}

  record Order(String id, List<Line> lines, Instant placedAt, LocalDate due, Optional<String> note, Status status) {}

  /** A generic page, bound through the declared {@code Page<Order>} of a controller or a client's type reference. */
  record Page<T>(List<T> items, int number, long total) {}

  /**
   * A sealed interface whose subtypes are declared the way Jackson users declare them; Peregrine honours it. The
   * ids are the subtypes' {@code @JsonTypeName}s: Peregrine writes a subtype with its class name where only the
   * base's {@code @JsonSubTypes.Type(name = ...)} names it (it reads that name).
   */
  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
  @JsonSubTypes({@JsonSubTypes.Type(Circle.class), @JsonSubTypes.Type(Square.class)})
  sealed interface Shape permits Circle, Square {}

  @JsonTypeName("circle")
  record Circle(double radius) implements Shape {}

  @JsonTypeName("square")
  record Square(double side) implements Shape {}

  /** Named by Peregrine's own annotation, which Jackson does not know: which library wrote it shows. */
  record Person(@Property("full_name") String fullName, int age) {}

  /** A plain interface whose subtypes only a builder customizer declares. */
  interface Animal {}

  record Dog(String name) implements Animal {}

  record Cat(int lives) implements Animal {}

  static Order order(int i) {
    List<Line> lines = new ArrayList<>();
    for (int l = 0; l <= i % 3; l++) lines.add(new Line("sku-" + i + "-" + l, l + 1, new BigDecimal("12.5").add(BigDecimal.valueOf(l))));
    return new Order("order-" + i, lines, Instant.parse("2026-01-02T03:04:05.123Z").plusSeconds(i),
        LocalDate.of(2026, 2, 1).plusDays(i % 28), i % 2 == 0 ? Optional.of("note " + i + " é✓") : Optional.empty(),
        Status.values()[i % 3]);
  }

  static List<Order> orders(int n) {
    List<Order> orders = new ArrayList<>();
    for (int i = 0; i < n; i++) orders.add(order(i));
    return orders;
  }

  static List<Shape> shapes() {
    return List.of(new Circle(1.5), new Square(2), new Circle(0.25));
  }
}
