package dev.peregrine.cbor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import dev.peregrine.Cbor;
import dev.peregrine.internal.KeyCache;
import dev.peregrine.stream.Limits;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The CBOR writer copies text keys from its {@link KeyCache} once it has written them: a key written again,
 * in the same document or a later one, must come out exactly as preferred serialization writes it.
 */
class CborKeyCacheTest {
  // Both sides of each bound: 15 bytes of UTF-8 fit the cache's two words with their head and 16 take an
  // array of their own; 24 take a two-byte head; 94 bytes with that head fit the cache at all and 95 do not.
  private static final List<String> KEYS = List.of("", "a", "abcdefg", "abcdefgh", "abcdefghijklmno",
      "abcdefghijklmnop", "caf\u00e9", "\u00ff", "\u4e2d", "e\ud83d\ude00", "x".repeat(23), "x".repeat(24),
      "x".repeat(40), "y".repeat(94), "z".repeat(95), "\u4e2d".repeat(31), "\u4e2d".repeat(32));

  private static void head(ByteArrayOutputStream out, int major, int n) {
    if (n < 24) {
      out.write(major | n);
    } else if (n < 0x100) {
      out.write(major | 24);
      out.write(n);
    } else {
      out.write(major | 25);
      out.write(n >> 8);
      out.write(n & 0xff);
    }
  }

  private static void text(ByteArrayOutputStream out, String s) {
    byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
    head(out, 0x60, utf8.length);
    out.writeBytes(utf8);
  }

  @Test
  void aKeyWrittenAgainIsWrittenAsTheFirstTime() {
    Cbor cbor = Cbor.create();
    for (String key : KEYS) {
      Map<String, Object> doc = new LinkedHashMap<>();
      doc.put("before", 0);
      doc.put(key, List.of(Map.of(key, 2), Map.of(key, 2)));
      ByteArrayOutputStream expected = new ByteArrayOutputStream();
      expected.write(0xa2);
      text(expected, "before");
      expected.write(0);
      text(expected, key);
      expected.write(0x82);
      for (int i = 0; i < 2; i++) {
        expected.write(0xa1);
        text(expected, key);
        expected.write(2);
      }
      for (int round = 0; round < 3; round++) {
        assertArrayEquals(expected.toByteArray(), cbor.write(doc), key);
      }
      assertEquals(doc, cbor.parse(cbor.write(doc)), key);
    }
  }

  @Test
  void keysThatShareASlotOrAreOtherStringsOfTheSameText() {
    List<String> same = new ArrayList<>();
    int slot = KeyCache.slot("k0");
    for (int i = 0; same.size() < 4; i++) {
      if (KeyCache.slot("k" + i) == slot) same.add("k" + i);
    }
    String width = "width";
    String other = new String(width.toCharArray());
    assertNotSame(width, other);
    same.add(width);
    same.add(other);
    Cbor cbor = Cbor.create();
    for (int round = 0; round < 3; round++) {
      for (String key : same) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put(key, 1);
        ByteArrayOutputStream expected = new ByteArrayOutputStream();
        expected.write(0xa1);
        text(expected, key);
        expected.write(1);
        assertArrayEquals(expected.toByteArray(), cbor.write(doc), key);
      }
    }
  }

  @Test
  void cachedKeysAtTheEndOfAGrowingBuffer() {
    // A text value of every length around the writer's first 512 bytes, so that keys are written and copied
    // from the cache at the very end of the buffer, before and after it grows.
    Cbor cbor = Cbor.create();
    for (int length = 470; length < 520; length++) {
      String value = "v".repeat(length);
      Map<String, Object> doc = new LinkedHashMap<>();
      doc.put("pad", value);
      for (String key : KEYS) doc.put(key, 1);
      ByteArrayOutputStream expected = new ByteArrayOutputStream();
      expected.write(0xa0 | doc.size());
      text(expected, "pad");
      text(expected, value);
      for (String key : KEYS) {
        text(expected, key);
        expected.write(1);
      }
      for (int round = 0; round < 2; round++) {
        assertArrayEquals(expected.toByteArray(), cbor.write(doc), "length " + length);
      }
    }
  }

  @Test
  void keysMissedAndCopiedAtEveryDistanceFromTheBuffersEnd() {
    // A fresh writer (an empty cache) in its first 512 bytes: a text of every length puts the keys after it,
    // first written and kept, then copied from the cache, at every distance from the end of the buffer.
    for (int length = 0; length < 600; length++) {
      CborBytesWriter w = new CborBytesWriter(Limits.DEFAULT, false, false);
      String value = "v".repeat(length);
      ByteArrayOutputStream expected = new ByteArrayOutputStream();
      head(expected, 0xa0, 1 + 2 * KEYS.size());
      w.beginObject();
      w.name("pad");
      w.value(value);
      text(expected, "pad");
      text(expected, value);
      for (int round = 0; round < 2; round++) {
        for (String key : KEYS) {
          w.name(key);
          w.value(1);
          text(expected, key);
          expected.write(1);
        }
      }
      w.endObject();
      assertArrayEquals(expected.toByteArray(), w.toByteArray(), "length " + length);
    }
  }

  @Test
  void withStringReferencesARepeatedKeyIsAReference() {
    Cbor refs = Cbor.builder().stringRefs(true).build();
    Map<String, Object> inner = Map.of("abcdefgh", 1);
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("abcdefgh", List.of(inner, inner));
    for (int round = 0; round < 3; round++) {
      byte[] bytes = refs.write(doc);
      // tag 256, map(1), "abcdefgh", array(2), map(1), 25(0), 1, map(1), 25(0), 1
      assertEquals("d90100a16861626364656667688" + "2a1d81900" + "01a1d8190001", Hex.hex(bytes));
      assertEquals(doc, refs.parse(bytes));
    }
  }
}
