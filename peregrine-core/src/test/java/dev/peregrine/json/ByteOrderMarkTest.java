package dev.peregrine.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Json;
import dev.peregrine.JsonException;
import dev.peregrine.JsonReader;
import dev.peregrine.TypeRef;
import dev.peregrine.contract.JsonContractTest;
import dev.peregrine.contract.Variant;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A UTF-8 byte order mark before the document ({@code EF BB BF}; U+FEFF at the start of a String) is
 * skipped, as Jackson skips it, by every read: parse, read, the token reader and sequences, in every input
 * mode. Offsets count its bytes; one anywhere else is an error, as any other stray byte.
 */
class ByteOrderMarkTest {
  public record Item(int id, String name) {}

  static final String BOM = "\uFEFF";
  static final Json JSON = Json.create();

  @JsonContractTest
  void aByteOrderMarkBeforeTheDocumentIsSkipped(Variant v) {
    assertEquals(Map.of("a", List.of(1, 2)), v.parse(BOM + "{\"a\":[1,2]}"));
    assertEquals(Map.of("a", 1), v.parse(BOM + "\n {\"a\":1} "));
    assertEquals(new Item(7, "x"), v.read(BOM + "{\"id\":7,\"name\":\"x\"}", Item.class));
    assertEquals(List.of(new Item(1, "a"), new Item(2, "b")),
        v.read(BOM + "[{\"id\":1,\"name\":\"a\"},{\"id\":2,\"name\":\"b\"}]", new TypeRef<List<Item>>() {}));
    assertEquals(List.of(1, 2), v.read(BOM + " [1,2]", new TypeRef<List<Integer>>() {}));
    assertEquals(42, v.read(BOM + "42", int.class));
    assertEquals("s", v.read(BOM + "\"s\"", String.class));
    assertEquals(true, v.parse(BOM + "true"));
  }

  @JsonContractTest
  void aByteOrderMarkElsewhereIsAnError(Variant v) {
    JsonException twice = assertThrows(JsonException.class, () -> v.parse(BOM + BOM + "1"));
    assertEquals(3, twice.offset(), "the second mark, after the first one's 3 bytes");
    JsonException inside = assertThrows(JsonException.class, () -> v.parse("[" + BOM + "1]"));
    assertEquals(1, inside.offset());
    JsonException after = assertThrows(JsonException.class, () -> v.parse(BOM + " 1 " + BOM));
    assertEquals(6, after.offset());
    assertThrows(JsonException.class, () -> v.parse(BOM), "a mark is no document");
    assertThrows(JsonException.class, () -> v.parse(BOM + "[1,]"));
  }

  static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  /** The ways a stream hands out bytes: all at once, one by one, in random chunks. */
  static List<Function<byte[], InputStream>> streams() {
    return List.of(ByteArrayInputStream::new, bytes -> new Chunked(bytes, 1), bytes -> new Chunked(bytes, 5));
  }

  @Test
  void theTokenReaderSkipsAByteOrderMark() {
    String text = BOM + "{\"id\":3,\"name\":\"t\"}";
    List<JsonReader> readers = new ArrayList<>(List.of(JSON.reader(text), JSON.reader(utf8(text))));
    for (Function<byte[], InputStream> stream : streams()) readers.add(JSON.reader(stream.apply(utf8(text))));
    for (JsonReader r : readers) {
      try (r) {
        r.beginObject();
        assertEquals(4, r.offset(), "the mark's bytes are counted");
        assertEquals("id", r.nextName());
        assertEquals(3, r.nextInt());
        assertEquals("name", r.nextName());
        assertEquals("t", r.nextString());
        r.endObject();
        assertFalse(r.hasNext());
      }
    }
    for (Function<byte[], InputStream> stream : streams()) {
      try (JsonReader r = JSON.reader(stream.apply(utf8(BOM + "[" + BOM + "]")))) {
        r.beginArray();
        JsonException e = assertThrows(JsonException.class, r::hasNext);
        assertEquals(4, e.offset());
      }
      try (JsonReader r = JSON.reader(stream.apply(utf8(BOM + "[{\"id\":1,\"name\":\"a\"}]")))) {
        r.beginArray();
        assertEquals(new Item(1, "a"), r.read(Item.class));
        r.endArray();
      }
    }
  }

  @Test
  void sequencesSkipAByteOrderMark() {
    List<Item> items = List.of(new Item(1, "a"), new Item(2, "b"), new Item(3, "c"));
    String array = BOM + JSON.write(items);
    String lines = BOM + JSON.write(items.get(0)) + "\n" + JSON.write(items.get(1)) + "\n" + JSON.write(items.get(2));
    for (Function<byte[], InputStream> stream : streams()) {
      for (String text : List.of(array, lines, BOM + "\n" + lines.substring(1))) {
        try (Stream<Item> s = JSON.readSequence(stream.apply(utf8(text)), Item.class)) {
          assertEquals(items, s.toList(), text);
        }
      }
      try (Stream<Object> s = JSON.readSequence(stream.apply(utf8(BOM + "1 2 3")), Object.class)) {
        assertEquals(List.of(1, 2, 3), s.toList());
      }
      try (Stream<Object> s = JSON.readSequence(stream.apply(utf8(BOM)), Object.class)) {
        assertEquals(List.of(), s.toList(), "a mark alone is an empty sequence");
      }
      try (Stream<Object> s = JSON.readSequence(stream.apply(utf8("1\n" + BOM + "2")), Object.class)) {
        JsonException e = assertThrows(JsonException.class, s::toList);
        assertEquals(2, e.offset(), "only the mark at the start is skipped");
      }
    }
  }

  @Test
  void aDocumentReadTokenByTokenFromAStreamSkipsAByteOrderMark() {
    // Past the first megabyte a stream that is not an array is read token by token, not whole.
    StringBuilder text = new StringBuilder(BOM + "{");
    for (int i = 0; text.length() < 1_200_000; i++) {
      text.append(i == 0 ? "" : ",").append("\"k").append(i).append("\":").append(i);
    }
    text.append('}');
    byte[] bytes = utf8(text.toString());
    for (Function<byte[], InputStream> stream : streams()) {
      Map<?, ?> map = JSON.read(stream.apply(bytes), Map.class);
      assertEquals(0, map.get("k0"));
      assertTrue(map.size() > 50_000);
    }
  }

  /** Hands out a byte array in chunks of 1 to {@code most} bytes. */
  static final class Chunked extends InputStream {
    private final byte[] bytes;
    private final int most;
    private final Random sizes;
    private int pos;

    Chunked(byte[] bytes, int most) {
      this.bytes = bytes;
      this.most = most;
      this.sizes = new Random(bytes.length);
    }

    @Override
    public int read() {
      return pos < bytes.length ? bytes[pos++] & 0xFF : -1;
    }

    @Override
    public int read(byte[] b, int off, int len) {
      if (len == 0) return 0;
      if (pos >= bytes.length) return -1;
      int n = Math.min(Math.min(len, 1 + sizes.nextInt(most)), bytes.length - pos);
      System.arraycopy(bytes, pos, b, off, n);
      pos += n;
      return n;
    }
  }
}
