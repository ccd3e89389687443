package dev.peregrine.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Json;
import dev.peregrine.SequenceWriter;
import dev.peregrine.TypeRef;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The code of docs/streaming.md, run and checked; {@link DocSnippetsTest} holds the page to it word for word. */
class StreamingSnippetsTest {
  public record Order(String id, boolean paid) {}

  /** A stream that says whether it was closed: the caller's streams are left open. */
  static final class Watched extends ByteArrayOutputStream {
    boolean closed;

    @Override
    public void close() {
      closed = true;
    }
  }

  @Test
  void sequences() throws Exception {
    Json json = Json.create();
    InputStream in = new ByteArrayInputStream(
        "{\"id\":\"o1\",\"paid\":true}\n{\"id\":\"o2\",\"paid\":false}\n{\"id\":\"o3\",\"paid\":true}\n"
            .getBytes(StandardCharsets.UTF_8));
    List<Order> ledger = new ArrayList<>();
    Watched stream = new Watched();
    // snippet sequences
    try (Stream<Order> orders = json.readSequence(in, Order.class)) {   // [ {...}, {...} ] or JSON Lines
      orders.filter(Order::paid).forEach(ledger::add);                   // each element bound as it is reached
    }
    try (SequenceWriter out = json.writeSequence(stream)) {             // json.writeLines(stream) for JSON Lines
      for (Order o : ledger) out.write(o);
    }                                                                    // ends the array, flushes, leaves stream open
    // end snippet
    assertEquals(List.of(new Order("o1", true), new Order("o3", true)), ledger);
    assertEquals("[{\"id\":\"o1\",\"paid\":true},{\"id\":\"o3\",\"paid\":true}]", stream.toString(StandardCharsets.UTF_8));
    assertTrue(!stream.closed, "the caller's stream stays open");
    // The same elements as an array read the same way.
    try (Stream<Order> orders = json.readSequence(new ByteArrayInputStream(stream.toByteArray()), Order.class)) {
      assertEquals(ledger, orders.toList());
    }
    Watched lines = new Watched();
    try (SequenceWriter out = json.writeLines(lines)) {
      for (Order o : ledger) out.write(o);
    }
    assertEquals("{\"id\":\"o1\",\"paid\":true}\n{\"id\":\"o3\",\"paid\":true}\n", lines.toString(StandardCharsets.UTF_8));
  }

  @Test
  void wholeValues() {
    Json json = Json.create();
    // snippet whole-values
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    json.write(List.of(new Order("o1", true), new Order("o2", false)), out);
    List<Order> back = json.read(new ByteArrayInputStream(out.toByteArray()), new TypeRef<List<Order>>() {});
    // end snippet
    assertEquals("[{\"id\":\"o1\",\"paid\":true},{\"id\":\"o2\",\"paid\":false}]", out.toString(StandardCharsets.UTF_8));
    assertEquals(List.of(new Order("o1", true), new Order("o2", false)), back);
  }
}
