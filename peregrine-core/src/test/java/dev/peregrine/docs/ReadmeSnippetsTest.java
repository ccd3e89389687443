package dev.peregrine.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.peregrine.Cbor;
import dev.peregrine.Json;
import dev.peregrine.JsonException;
import dev.peregrine.TypeRef;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The code of README.md, run and checked; {@link DocSnippetsTest} holds the README to it word for word. */
class ReadmeSnippetsTest {
  @Test
  void firstExample() {
    // snippet first-example
    record Book(String title, List<String> authors, int year) {}

    Json json = Json.create();                                   // immutable and thread-safe: share one
    String text = json.write(new Book("Dune", List.of("Frank Herbert"), 1965));
    // {"title":"Dune","authors":["Frank Herbert"],"year":1965}
    Book book = json.read(text, Book.class);
    List<Book> books = json.read("[" + text + "]", new TypeRef<List<Book>>() {});

    Cbor cbor = Cbor.create();                                   // the same binding, in CBOR
    byte[] bytes = cbor.write(book);
    Book again = cbor.read(bytes, Book.class);
    // end snippet
    Book dune = new Book("Dune", List.of("Frank Herbert"), 1965);
    assertEquals("{\"title\":\"Dune\",\"authors\":[\"Frank Herbert\"],\"year\":1965}", text);
    assertEquals(dune, book);
    assertEquals(List.of(dune), books);
    assertEquals(dune, again);
    // The README's example of an error, quoted in its text.
    JsonException e = assertThrows(JsonException.class,
        () -> json.read("{\"title\":\"Dune\",\"year\":\"soon\"}", Book.class));
    assertEquals("'soon' is not a number for an int at $.year (offset 29, line 1, column 30)", e.getMessage());
  }

  @Test
  void options() {
    // snippet options
    Json json = Json.builder()
        .pretty(true)                      // two-space indent
        .includeNulls(true)                // nulls are left out by default
        .failOnUnknownProperties(true)     // unknown properties are skipped by default
        .build();
    // end snippet
    record Book(String title, String subtitle) {}
    assertEquals("{\n  \"title\": \"Dune\",\n  \"subtitle\": null\n}", json.write(new Book("Dune", null)));
    assertThrows(JsonException.class, () -> json.read("{\"title\":\"Dune\",\"pages\":412}", Book.class));
    assertEquals("{\"title\":\"Dune\"}", Json.create().write(new Book("Dune", null)));
  }
}
