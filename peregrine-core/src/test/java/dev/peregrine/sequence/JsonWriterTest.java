package dev.peregrine.sequence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Json;
import dev.peregrine.JsonException;
import dev.peregrine.JsonReader;
import dev.peregrine.JsonWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code Json.writer}: the token API's writing half, to a stream through a bounded buffer. */
class JsonWriterTest {
  public record Item(int id, String name, List<String> tags) {}

  static final Json JSON = Json.create();
  static final Json PRETTY = Json.builder().pretty(true).build();

  static void header(JsonWriter w, List<Item> items) {
    w.beginObject();
    w.name("batch").value(7);
    w.name("ratio").value(0.25);
    w.name("big").value(new BigDecimal("12345678901234567890.5"));
    w.name("huge").value(new BigInteger("123456789012345678901234567890"));
    w.name("ok").value(true);
    w.name("none").nullValue();
    w.name("text").value("\u00e9\"\\\n\ud83d\ude00");
    w.name("items").beginArray();
    for (Item item : items) w.write(item);
    w.endArray();
    w.name("nested").beginArray().beginObject().endObject().beginArray().endArray().write(null).endArray();
    w.endObject();
  }

  static Map<String, Object> same(List<Item> items) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("batch", 7);
    m.put("ratio", 0.25);
    m.put("big", new BigDecimal("12345678901234567890.5"));
    m.put("huge", new BigInteger("123456789012345678901234567890"));
    m.put("ok", true);
    m.put("none", null);
    m.put("text", "\u00e9\"\\\n\ud83d\ude00");
    m.put("items", items);
    List<Object> nested = new ArrayList<>();
    nested.add(Map.of());
    nested.add(List.of());
    nested.add(null);
    m.put("nested", nested);
    return m;
  }

  static List<Item> items(int n) {
    List<Item> out = new ArrayList<>();
    for (int i = 0; i < n; i++) out.add(new Item(i, "item " + i, List.of("t" + i)));
    return out;
  }

  @Test
  void writesWhatJsonWriteWritesForTheSameValue() {
    List<Item> items = items(20);
    for (Json json : List.of(JSON, PRETTY)) {
      Json withNulls = json == JSON ? Json.builder().includeNulls(true).build() : Json.builder().pretty(true).includeNulls(true).build();
      Streams.Output out = new Streams.Output();
      try (JsonWriter w = json.writer(out)) {
        header(w, items);
      }
      assertFalse(out.closed, "the caller's stream was closed");
      assertEquals(withNulls.write(same(items)), out.toString(StandardCharsets.UTF_8));
    }
  }

  @Test
  void aLargeDocumentReachesTheStreamAsItIsWritten() {
    List<Integer> writes = new ArrayList<>();
    ByteArrayOutputStream all = new ByteArrayOutputStream();
    OutputStream out = new OutputStream() {
      @Override
      public void write(int b) {
        all.write(b);
        writes.add(1);
      }

      @Override
      public void write(byte[] b, int off, int len) {
        all.write(b, off, len);
        writes.add(len);
      }
    };
    List<Item> items = items(100_000);
    JsonWriter w = JSON.writer(out);
    w.beginArray();
    for (int i = 0; i < items.size(); i++) {
      w.write(items.get(i));
      if (i == 50_000) assertTrue(all.size() > 1_000_000, "half-way, the stream has " + all.size() + " bytes");
    }
    w.endArray();
    w.close();
    assertEquals(JSON.write(items), all.toString(StandardCharsets.UTF_8));
    assertTrue(writes.stream().allMatch(n -> n <= 64 * 1024), "a write larger than the buffer");
  }

  @Test
  void theShapeIsChecked() {
    JsonWriter w = JSON.writer(new ByteArrayOutputStream());
    w.beginObject();
    assertThrows(IllegalStateException.class, () -> w.value(1));
    assertThrows(IllegalStateException.class, w::endArray);
    w.name("a");
    assertThrows(IllegalStateException.class, () -> w.name("b"));
    assertThrows(IllegalStateException.class, w::endObject);
    w.beginArray();
    assertThrows(IllegalStateException.class, () -> w.name("c"));
    w.endArray();
    w.endObject();
    assertThrows(IllegalStateException.class, () -> w.value("second root"));
    w.close();
    JsonWriter open = JSON.writer(new ByteArrayOutputStream());
    open.beginArray();
    assertThrows(IllegalStateException.class, open::close);
    assertThrows(IllegalStateException.class, () -> JSON.writer(new ByteArrayOutputStream()).close());
  }

  @Test
  void flushHandsTheBufferToTheStreamAndABrokenStreamSurfacesUnchecked() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    JsonWriter w = JSON.writer(out);
    w.beginArray().value("a");
    assertEquals(0, out.size());
    w.flush();
    assertEquals("[\"a\"", out.toString(StandardCharsets.UTF_8));
    OutputStream broken = new OutputStream() {
      @Override
      public void write(int b) throws IOException {
        throw new IOException("the disk is full");
      }
    };
    JsonWriter b = JSON.writer(broken);
    b.beginArray();
    assertThrows(UncheckedIOException.class, () -> {
      for (int i = 0; i < 100_000; i++) b.value(i);
    });
    JsonException nan = assertThrows(JsonException.class, () -> JSON.writer(new ByteArrayOutputStream()).value(Double.NaN));
    assertTrue(nan.reason().contains("NaN"), nan.reason());
  }

  @Test
  void aDocumentWrittenTokenByTokenReadsBackTokenByToken() {
    Streams.Output out = new Streams.Output();
    List<Item> items = items(1000);
    try (JsonWriter w = JSON.writer(out)) {
      header(w, items);
    }
    JsonReader r = JSON.reader(Streams.Chunking.RANDOM.over(out.toByteArray()));
    r.beginObject();
    List<Item> back = new ArrayList<>();
    while (r.hasNext()) {
      if (r.nextName().equals("items")) {
        r.beginArray();
        while (r.hasNext()) back.add(r.read(Item.class));
        r.endArray();
      } else {
        r.skipValue();
      }
    }
    r.endObject();
    assertEquals(items, back);
  }
}
