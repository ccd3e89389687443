package dev.peregrine.docs;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.peregrine.Cbor;
import dev.peregrine.CborReader;
import dev.peregrine.CborWriter;
import dev.peregrine.Json;
import dev.peregrine.JsonReader;
import dev.peregrine.JsonWriter;
import dev.peregrine.TypeRef;
import dev.peregrine.CborTag;
import dev.peregrine.tree.JsonObject;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The code of docs/token-api.md, run and checked; {@link DocSnippetsTest} holds the page to it word for word. */
class TokenApiSnippetsTest {
  public record Item(String sku, int qty) {}

  @Test
  void jsonTokens() {
    Json json = Json.create();
    InputStream in = new ByteArrayInputStream(("{\"batch\": 7, \"note\": {\"a\": [1, 2]}, "
        + "\"items\": [{\"sku\": \"a\", \"qty\": 2}, {\"sku\": \"b\", \"qty\": 1}], \"end\": true}")
        .getBytes(StandardCharsets.UTF_8));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int batch = 0;
    List<Item> ledger = new ArrayList<>();
    // snippet json
    try (JsonReader r = json.reader(in)) {                // {"batch": 7, "items": [ {...}, ... ], ...}
      r.beginObject();
      while (r.hasNext()) {
        switch (r.nextName()) {
          case "batch" -> batch = r.nextInt();
          case "items" -> {
            r.beginArray();
            while (r.hasNext()) ledger.add(r.read(Item.class));   // bind the value at the cursor
            r.endArray();
          }
          default -> r.skipValue();                       // token by token: a skipped value takes no memory
        }
      }
      r.endObject();
    }
    try (JsonWriter w = json.writer(out)) {               // compact or pretty as the Json; out is left open
      w.beginObject().name("batch").value(7).name("items").beginArray();
      for (Item item : ledger) w.write(item);             // bind any value in the middle
      w.endArray().endObject();
    }                                                     // close() requires a complete document and flushes
    // end snippet
    assertEquals(7, batch);
    assertEquals(List.of(new Item("a", 2), new Item("b", 1)), ledger);
    assertEquals("{\"batch\":7,\"items\":[{\"sku\":\"a\",\"qty\":2},{\"sku\":\"b\",\"qty\":1}]}",
        out.toString(StandardCharsets.UTF_8));
  }

  @Test
  void cborTokens() {
    Cbor cbor = Cbor.create();
    Map<String, Object> document = new LinkedHashMap<>();
    document.put("photo", new byte[] {1, 2, 3});
    document.put("taken", new CborTag(1, 1363896240L));
    document.put("items", List.of(Map.of("sku", "a", "qty", 2)));
    InputStream in = new ByteArrayInputStream(cbor.write(document));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    byte[] photo = null;
    long taken = 0;
    List<Item> ledger = List.of(new Item("a", 2));
    // snippet cbor
    try (CborReader r = cbor.reader(in)) {           // CBOR: the same calls, plus what CBOR has
      r.beginObject();                                    // definite or indefinite length alike
      while (r.hasNext()) {
        switch (r.nextName()) {                           // a text key, or an integer key as its decimal text
          case "photo" -> photo = r.nextBytes();          // a byte string
          case "taken" -> {
            long tag = r.nextTag();                       // peek() == CborToken.TAG: 1 here, the epoch date-time
            taken = r.nextLong();                         // then the item it tags
          }
          default -> r.skipValue();
        }
      }
      r.endObject();
    }
    try (CborWriter w = cbor.writer(out)) {
      w.beginObject(2);                                   // a size: a definite length, checked at the end
      w.name("taken").tag(1).value(1363896240L);
      w.name("items").beginArray();                       // no size: an indefinite length (0x9f ... 0xff)
      for (Item item : ledger) w.write(item);
      w.endArray().endObject();
    }
    // end snippet
    assertArrayEquals(new byte[] {1, 2, 3}, photo);
    assertEquals(1363896240L, taken);
    byte[] written = out.toByteArray();
    assertEquals(0xa2, written[0] & 0xff);                // a map of two entries
    JsonObject back = (JsonObject) cbor.parse(written);
    assertEquals(new CborTag(1, 1363896240), back.get("taken"));
    assertEquals(ledger, cbor.read(cbor.write(back.get("items")), new TypeRef<List<Item>>() {}));
  }
}
