package dev.peregrine.json;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import dev.peregrine.Json;
import dev.peregrine.internal.BufferPool;
import dev.peregrine.internal.KeyCache;
import dev.peregrine.stream.Limits;
import dev.peregrine.tree.JsonObject;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Compact writes copy map keys and tree names from the pooled {@link KeyCache} once they have been written:
 * a key written again, in the same document or a later one, in any position, must come out exactly as it
 * did the first time.
 */
class KeyCacheTest {
  private static final Json JSON = Json.create();

  // Both sides of each bound: 13 plain chars fit in the cache's two words and 14 take an array of their own;
  // 93 fit in the cache at all and 94 do not; escaped and non-ASCII keys are never kept (a non-ASCII key
  // must still mark the output as UTF-8 for toText).
  private static final List<String> KEYS = List.of("", "a", "abcdefg", "abcdefgh", "abcdefghijklm",
      "abcdefghijklmn", "q\"uote", "back\\", "tab\t", "\u0001", "caf\u00e9", "\u00ff", "\u4e2d", "\ud800",
      "e\ud83d\ude00", "x".repeat(40), "y".repeat(93), "z".repeat(94), "profile_background_image_url_https");

  @Test
  void aKeyWrittenAgainIsWrittenAsTheFirstTime() {
    for (String key : KEYS) {
      Map<String, Object> inner = new LinkedHashMap<>();
      inner.put(key, 2); // first in its object: no comma
      Map<String, Object> doc = new LinkedHashMap<>();
      doc.put("before", 0);
      doc.put(key, List.of(inner, inner)); // after a comma
      String k = WordAtATimeTest.expectedQuoted(key);
      String expected = "{\"before\":0," + k + ":[{" + k + ":2},{" + k + ":2}]}";
      for (int round = 0; round < 3; round++) {
        assertEquals(expected, JSON.write(doc), key);
        assertArrayEquals(expected.getBytes(StandardCharsets.UTF_8), JSON.writeBytes(doc), key);
      }
    }
  }

  @Test
  void keysThatShareASlotTakeItInTurn() {
    List<String> same = new ArrayList<>();
    int slot = KeyCache.slot("k0");
    for (int i = 0; same.size() < 4; i++) {
      if (KeyCache.slot("k" + i) == slot) same.add("k" + i);
    }
    Map<String, Object> doc = new LinkedHashMap<>();
    StringBuilder expected = new StringBuilder("{");
    for (int round = 0; round < 3; round++) {
      for (String key : same) {
        doc.put(key + "_" + round, round);
        doc.put(key, round);
      }
    }
    doc.forEach((key, v) -> {
      if (expected.length() > 1) expected.append(',');
      expected.append('"').append(key).append("\":").append(v);
    });
    expected.append('}');
    assertEquals(expected.toString(), JSON.write(doc));
    assertEquals(expected.toString(), JSON.write(doc));
  }

  @Test
  void anEqualKeyThatIsAnotherStringIsWrittenTheSame() {
    String key = "width";
    String other = new String(key.toCharArray());
    assertNotSame(key, other);
    assertEquals("{\"width\":1}", JSON.write(Map.of(key, 1)));
    assertEquals("{\"width\":2}", JSON.write(Map.of(other, 2)));
    JsonObject tree = new JsonObject();
    tree.put(other, 3);
    tree.put("height", 4);
    assertEquals("{\"width\":3,\"height\":4}", JSON.write(tree));
  }

  @Test
  void cachedKeysAtTheEndOfAGrowingBuffer() {
    // A writer in a one-byte buffer grows it at almost every step, so cached keys are copied at the very end
    // of the array, with and without a comma; each key is written once to fill the cache, then again.
    for (int pad = 0; pad < 40; pad++) {
      BufferPool.Buffers buffers = BufferPool.take();
      buffers.keys.clear(); // a pooled cache may hold these keys already
      buffers.bytes = new byte[1];
      Utf8JsonWriter w = new Utf8JsonWriter(false, Limits.DEFAULT, buffers);
      StringBuilder expected = new StringBuilder("{");
      w.beginObject();
      for (int round = 0; round < 2; round++) {
        for (String key : KEYS) {
          String value = "v".repeat(pad);
          w.name(key);
          w.value(value);
          if (expected.length() > 1) expected.append(',');
          expected.append(WordAtATimeTest.expectedQuoted(key)).append(':').append('"').append(value).append('"');
        }
      }
      w.endObject();
      expected.append('}');
      assertEquals(expected.toString(), w.toText(), "pad " + pad);
      assertArrayEquals(expected.toString().getBytes(StandardCharsets.UTF_8), w.toByteArray(), "pad " + pad);
    }
  }

  @Test
  void cachedKeysInBuffersOfEveryExactSize() {
    // Buffers of every small size, so that some write ends exactly at a bound: a key about to be cached with
    // fewer than 16 bytes left after it, a cached key (with its comma) with exactly 16 left.
    String[] keys = {"", "a", "abcdefghijklm"};
    for (int size = 1; size <= 80; size++) {
      for (int length = 0; length <= 6; length++) {
        for (boolean warm : new boolean[] {false, true}) {
          BufferPool.Buffers buffers = BufferPool.take();
          buffers.keys.clear();
          if (warm) {
            Utf8JsonWriter first = new Utf8JsonWriter(false, Limits.DEFAULT, buffers);
            for (String key : keys) first.name(key);
          }
          buffers.bytes = new byte[size];
          Utf8JsonWriter alone = new Utf8JsonWriter(false, Limits.DEFAULT, buffers);
          // A name with nothing before it (the writer does not check that it is in an object) is kept only
          // if the buffer holds both words after it.
          alone.name("");
          assertEquals("\"\":", alone.toText());
          Utf8JsonWriter w = new Utf8JsonWriter(false, Limits.DEFAULT, buffers);
          String value = "v".repeat(length);
          StringBuilder expected = new StringBuilder("{");
          w.beginObject();
          for (int round = 0; round < 2; round++) {
            for (String key : keys) {
              w.name(key);
              w.value(value);
              if (expected.length() > 1) expected.append(',');
              expected.append('"').append(key).append("\":\"").append(value).append('"');
            }
          }
          w.endObject();
          assertEquals(expected.append('}').toString(), w.toText(), "size " + size + ", value " + length);
        }
      }
    }
  }

  @Test
  void prettyOutputIsUnchanged() {
    Json pretty = Json.builder().pretty(true).build();
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("a", 1);
    doc.put("b", Map.of("a", 2));
    String expected = "{\n  \"a\": 1,\n  \"b\": {\n    \"a\": 2\n  }\n}";
    assertEquals(expected, pretty.write(doc));
    assertEquals("{\"a\":1,\"b\":{\"a\":2}}", JSON.write(doc));
    assertEquals(expected, pretty.write(doc));
  }
}
