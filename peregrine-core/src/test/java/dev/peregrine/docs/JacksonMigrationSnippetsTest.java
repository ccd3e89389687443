package dev.peregrine.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.peregrine.Json;
import dev.peregrine.JsonException;
import dev.peregrine.Codec;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The code snippets of docs/jackson-migration.md, each between a {@code // snippet NAME} and a
 * {@code // end snippet} line: {@link DocSnippetsTest} checks that the document quotes every one of them
 * word for word and quotes nothing else, and the tests here run them, so the document cannot drift from the code.
 */
class JacksonMigrationSnippetsTest {
  // snippet model
  public record Event(String id, Instant at, LocalDate day, Duration took) {}

  public sealed interface Shape permits Circle, Square {}

  public record Circle(double radius) implements Shape {}

  public record Square(double side) implements Shape {}

  public record Money(BigDecimal amount, String currency) {}

  public record Order(String id, Money total) {}
  // end snippet

  @Test
  void closestToJackson() {
    // snippet closest-to-jackson
    Json json = Json.builder()
        .failOnUnknownProperties(true)   // Jackson's FAIL_ON_UNKNOWN_PROPERTIES, on by default there
        .includeNulls(true)              // Jackson writes null properties unless told NON_NULL
        .epochSeconds(true)              // an integer Instant is seconds, as Jackson reads it
        .datesAsTimestamps(true)         // Jackson 2's WRITE_DATES_AS_TIMESTAMPS, on by default there
        .build();
    // end snippet
    Event e = new Event("e1", Instant.ofEpochSecond(1_700_000_000L), LocalDate.of(2024, 1, 2), null);
    assertEquals("{\"id\":\"e1\",\"at\":1700000000.000000000,\"day\":[2024,1,2],\"took\":null}", json.write(e));
    assertThrows(JsonException.class, () -> json.read("{\"id\":\"e1\",\"unknown\":1}", Event.class));
  }

  @Test
  void jacksonEraDocument() {
    // snippet jackson-era-document
    Json json = Json.builder().epochSeconds(true).build();
    Event e = json.read("{\"id\":\"e1\",\"at\":1700000000,\"day\":[2024,1,2],\"took\":1.5}", Event.class);
    // e.at() is 2023-11-14T22:13:20Z, e.day() 2024-01-02, e.took() PT1.5S
    json.write(e);  // {"id":"e1","at":"2023-11-14T22:13:20Z","day":"2024-01-02","took":"PT1.5S"}
    // end snippet
    assertEquals(new Event("e1", Instant.parse("2023-11-14T22:13:20Z"), LocalDate.of(2024, 1, 2),
        Duration.ofMillis(1500)), e);
    assertEquals("{\"id\":\"e1\",\"at\":\"2023-11-14T22:13:20Z\",\"day\":\"2024-01-02\",\"took\":\"PT1.5S\"}",
        json.write(e));
    // The default reads an integer Instant as milliseconds.
    assertEquals(Instant.ofEpochMilli(1_700_000_000L), Json.create().read("1700000000", Instant.class));
  }

  @Test
  void codecInsteadOfSerializerClasses() {
    // snippet register-codec
    // Instead of @JsonSerialize(using = MoneySerializer.class) / @JsonDeserialize(using = ...):
    Codec<Money> money = new Codec<>() {
      @Override
      public Money read(ValueReader in) {
        String[] parts = in.readString().split(" ");
        return new Money(new BigDecimal(parts[0]), parts[1]);
      }

      @Override
      public void write(ValueWriter out, Money value) {
        out.value(value.amount().toPlainString() + " " + value.currency());
      }
    };
    Json json = Json.builder().register(Money.class, money).build();
    json.write(new Order("o1", new Money(new BigDecimal("12.50"), "EUR")));  // {"id":"o1","total":"12.50 EUR"}
    // end snippet
    assertEquals("{\"id\":\"o1\",\"total\":\"12.50 EUR\"}",
        json.write(new Order("o1", new Money(new BigDecimal("12.50"), "EUR"))));
    assertEquals(new Order("o1", new Money(new BigDecimal("12.50"), "EUR")),
        json.read("{\"id\":\"o1\",\"total\":\"12.50 EUR\"}", Order.class));
  }

  @Test
  void declaredSubtypesInsteadOfClassNames() {
    // snippet declared-subtypes
    // Instead of @JsonTypeInfo(use = Id.CLASS): a sealed base (or builder.subtypes(Shape.class, ...)).
    Json json = Json.create();
    String text = json.write(List.of(new Circle(1), new Square(2)));
    // [{"@type":"Circle","radius":1.0},{"@type":"Square","side":2.0}]
    List<Shape> shapes = json.read(text, new dev.peregrine.TypeRef<List<Shape>>() {});
    // end snippet
    assertEquals("[{\"@type\":\"Circle\",\"radius\":1.0},{\"@type\":\"Square\",\"side\":2.0}]", text);
    assertEquals(List.of(new Circle(1), new Square(2)), shapes);
  }

  /** A node of a graph with a cycle, as Jackson binds it with {@code @JsonIdentityInfo}. */
  public static class Node {
    public String name;
    public Node next;
  }

  @Test
  void referencesInsteadOfIdentityInfo() {
    Node a = new Node();
    a.name = "a";
    a.next = new Node();
    a.next.name = "b";
    a.next.next = a;
    // snippet references
    // Instead of @JsonIdentityInfo / @JsonManagedReference: shared and circular objects as references.
    Json json = Json.builder().references(true).build();
    String text = json.write(a);  // {"name":"a","next":{"name":"b","next":{"$ref":"$"}}}
    Node back = json.read(text, Node.class);  // back.next.next == back
    // end snippet
    assertEquals("{\"name\":\"a\",\"next\":{\"name\":\"b\",\"next\":{\"$ref\":\"$\"}}}", text);
    assertEquals(back, back.next.next);
  }
}
