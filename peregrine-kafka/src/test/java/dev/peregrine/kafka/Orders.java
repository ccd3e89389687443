package dev.peregrine.kafka;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The records the tests send: a key and a value with nested lists, decimals, time and an optional. */
final class Orders {
  private Orders() {}

  record OrderKey(String customer, long number) {}

  record Line(String sku, int quantity, BigDecimal price) {}

  record Order(String id, String customer, Instant placed, List<Line> lines, Optional<String> note, boolean paid) {}

  static OrderKey key(int i) {
    return new OrderKey(customer(i), i);
  }

  static String customer(int i) {
    return "customer-" + (i % 37);
  }

  /** The i-th order: every field varies with i, so that a record delivered twice or mixed up shows. */
  static Order order(int i) {
    List<Line> lines = new ArrayList<>();
    for (int l = 0; l < 1 + i % 3; l++) {
      lines.add(new Line("sku-" + (i * 7 + l) % 1000, 1 + (i + l) % 9, BigDecimal.valueOf(i % 10_000 + l, 2)));
    }
    Optional<String> note = i % 5 == 0 ? Optional.empty() : Optional.of("note \"" + i + "\" \u00e9\u4e2d");
    return new Order("order-" + i, customer(i), Instant.ofEpochSecond(1_700_000_000L + i, i % 1000 * 1_000_000L),
        lines, note, i % 2 == 0);
  }
}
