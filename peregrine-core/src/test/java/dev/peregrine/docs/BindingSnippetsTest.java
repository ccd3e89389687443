package dev.peregrine.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.peregrine.Ignore;
import dev.peregrine.IncludeNulls;
import dev.peregrine.Json;
import dev.peregrine.JsonException;
import dev.peregrine.Naming;
import dev.peregrine.Property;
import dev.peregrine.PropertyOrder;
import dev.peregrine.TypeName;
import dev.peregrine.TypeRef;
import dev.peregrine.Codec;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import dev.peregrine.tree.JsonObject;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The code of docs/binding.md, run and checked; {@link DocSnippetsTest} holds the page to it word for word. */
class BindingSnippetsTest {
  public interface Shape {}

  public record Circle(double radius) implements Shape {}

  public record Square(double side) implements Shape {}

  /** A node of a circular list. */
  public static class Node {
    public String name;
    public Node next;
  }

  public record Drawing(String title, List<Shape> shapes, Node first, Node second) {}

  @Test
  void facadeOptions() {
    // snippet options
    Json json = Json.builder()
        .pretty(true)                      // two-space indent (JSON only)
        .includeNulls(true)                // nulls are skipped by default, as in fastjson2
        .failOnUnknownProperties(true)     // unknown properties are skipped by default
        .coerceScalars(false)              // "13" is no int, 13 no String (default: read across, as Jackson)
        .subtypes(Shape.class, Circle.class, Square.class)   // or make Shape a sealed interface
        .references(true)                  // shared and circular graphs as {"$ref": "$.path"}
        .maxDepth(200)                     // limits: depth, string, number, name and document size
        .build();
    // end snippet
    Node shared = new Node();
    shared.name = "n";
    shared.next = shared;
    Drawing drawing = new Drawing(null, List.of(new Circle(1)), shared, shared);
    String text = json.write(drawing);
    assertEquals("{\n  \"title\": null,\n  \"shapes\": [\n    {\n      \"@type\": \"Circle\",\n      \"radius\": 1.0\n"
        + "    }\n  ],\n  \"first\": {\n    \"name\": \"n\",\n    \"next\": {\n      \"$ref\": \"$.first\"\n    }\n  },\n"
        + "  \"second\": {\n    \"$ref\": \"$.first\"\n  }\n}", text);
    Drawing back = json.read(text, Drawing.class);
    assertEquals(List.of(new Circle(1)), back.shapes());
    assertSame(back.first(), back.second());
    assertSame(back.first(), back.first().next);
    assertThrows(JsonException.class, () -> json.read("{\"title\":\"t\",\"colour\":\"red\"}", Drawing.class));
    assertThrows(JsonException.class, () -> json.read("{\"radius\":\"13\"}", Circle.class));
    assertEquals(new Circle(13), Json.create().read("{\"radius\":\"13\"}", Circle.class));
    assertThrows(JsonException.class, () -> json.parse("[".repeat(201) + "]".repeat(201)));
  }

  // snippet model-account
  public static class Account {
    private String name;
    private String passwordHash;       // no accessor: not a property of a class that has accessors

    public String getName() { return name; }
    public void setName(String name) { this.name = name; }
  }
  // end snippet

  @Test
  void accessorsMakeTheProperties() {
    Account account = new Account();
    account.setName("ann");
    account.passwordHash = "9f86d081";
    assertEquals("{\"name\":\"ann\"}", Json.create().write(account));
    Account back = Json.create().read("{\"name\":\"bob\",\"passwordHash\":\"x\"}", Account.class);
    assertEquals("bob", back.getName());
    assertNull(back.passwordHash);
  }

  // snippet model-track
  @PropertyOrder({"id", "title"})
  public record Track(
      @Property(value = "title", aliases = {"name"}) String title,
      @Property("id") long trackId,
      @Ignore String cachedWaveform,
      @IncludeNulls String album) {}
  // end snippet

  @Test
  void annotations() {
    // snippet annotations
    Json json = Json.create();
    String text = json.write(new Track("Blue in Green", 3, "~~~", null));
    // {"id":3,"title":"Blue in Green","album":null}
    Track track = json.read("{\"id\":3,\"name\":\"Blue in Green\",\"cachedWaveform\":\"x\"}", Track.class);
    // the alias "name" fills title; cachedWaveform is never read, so it is null
    // end snippet
    assertEquals("{\"id\":3,\"title\":\"Blue in Green\",\"album\":null}", text);
    assertEquals(new Track("Blue in Green", 3, null, null), track);
  }

  // snippet model-pets
  public interface Pet {}

  @TypeName("cat")
  public record Cat(String name) implements Pet {}

  public record Dog(String name, boolean goodBoy) implements Pet {}
  // end snippet

  @Test
  void declaredSubtypes() {
    // snippet subtypes
    Json json = Json.builder().subtypes(Pet.class, Cat.class, Dog.class).build();
    String text = json.write(List.of(new Cat("Tom"), new Dog("Rex", true)));
    // [{"@type":"cat","name":"Tom"},{"@type":"Dog","name":"Rex","goodBoy":true}]
    List<Pet> pets = json.read(text, new TypeRef<List<Pet>>() {});
    // end snippet
    assertEquals("[{\"@type\":\"cat\",\"name\":\"Tom\"},{\"@type\":\"Dog\",\"name\":\"Rex\",\"goodBoy\":true}]", text);
    assertEquals(List.of(new Cat("Tom"), new Dog("Rex", true)), pets);
    // An id is looked up among the declared subtypes, never loaded as a class.
    assertThrows(JsonException.class,
        () -> json.read("{\"@type\":\"java.util.ArrayList\"}", Pet.class));
  }

  public record Visit(String pageName, long visitedAt) {}

  @Test
  void namingStrategy() {
    // snippet naming
    Json json = Json.builder().naming(Naming.SNAKE_CASE).build();
    json.write(new Visit("home", 1712000000L));  // {"page_name":"home","visited_at":1712000000}
    // end snippet
    assertEquals("{\"page_name\":\"home\",\"visited_at\":1712000000}", json.write(new Visit("home", 1712000000L)));
    assertEquals(new Visit("home", 1L), json.read("{\"page_name\":\"home\",\"visited_at\":1}", Visit.class));
  }

  public record Isbn(String digits) {}

  public record Edition(Isbn isbn, List<Isbn> others) {}

  @Test
  void customCodec() {
    // snippet custom-codec
    Codec<Isbn> isbn = new Codec<>() {
      @Override
      public Isbn read(ValueReader in) {
        return new Isbn(in.readString().replace("-", ""));
      }

      @Override
      public void write(ValueWriter out, Isbn value) {
        out.value(value.digits());
      }
    };
    Json json = Json.builder().register(Isbn.class, isbn).build();
    json.write(new Isbn("9780441013593"));  // "9780441013593"
    // end snippet
    assertEquals("\"9780441013593\"", json.write(new Isbn("9780441013593")));
    Edition edition = json.read("{\"isbn\":\"978-0-441-01359-3\",\"others\":[\"0441172717\",null]}", Edition.class);
    List<Isbn> others = new ArrayList<>();
    others.add(new Isbn("0441172717"));
    others.add(null);
    assertEquals(new Edition(new Isbn("9780441013593"), others), edition);
  }

  public enum Colour {
    @com.fasterxml.jackson.annotation.JsonProperty("r") @com.fasterxml.jackson.annotation.JsonAlias("crimson") RED,
    GREEN,
    @dev.peregrine.EnumFallback UNKNOWN
  }

  /** The page's prose on enums: names, Jackson's renames and aliases, the fallback. */
  @Test
  void enums() {
    Json json = Json.create();
    assertEquals("[\"r\",\"GREEN\"]", json.write(List.of(Colour.RED, Colour.GREEN)));
    assertEquals(List.of(Colour.RED, Colour.RED, Colour.UNKNOWN),
        json.read("[\"r\",\"crimson\",\"mauve\"]", new TypeRef<List<Colour>>() {}));
  }

  @Test
  void tree() {
    // snippet tree
    JsonObject order = (JsonObject) Json.create().parse("{\"id\":7,\"lines\":[{\"sku\":\"a\",\"qty\":2}]}");
    long id = order.getLongValue("id");
    int qty = order.getArray("lines").getObject(0).getIntValue("qty");
    // end snippet
    assertEquals(7L, id);
    assertEquals(2, qty);
    assertEquals(Integer.class, order.get("id").getClass());
    assertEquals("{\"id\":7,\"lines\":[{\"sku\":\"a\",\"qty\":2}]}", order.toString());
  }
}
