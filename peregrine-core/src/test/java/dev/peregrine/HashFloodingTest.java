package dev.peregrine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.testing.Growth;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * Map keys built to share one hashCode(): a HashMap compares such keys one by one (it orders only Comparable
 * keys of one class), so n of them cost n^2 comparisons. CBOR read into the tree takes any value as a key;
 * typed maps take one Comparable class from text (JSON) or text and integers (CBOR).
 */
class HashFloodingTest {
  private static final Cbor CBOR = Cbor.create();
  private static final int PER_HASH = 64; // the default maxKeysPerHash

  private static void head(ByteArrayOutputStream o, int major, long v) {
    if (v < 24) {
      o.write(major << 5 | (int) v);
    } else {
      o.write(major << 5 | 27);
      for (int i = 7; i >= 0; i--) o.write((int) (v >> (8 * i)));
    }
  }

  /** Writes key i of a map; keys come in groups of PER_HASH sharing one hash code, each group its own. */
  private interface Key {
    void write(ByteArrayOutputStream o, int i);
  }

  private static long collidingBits(int i) {
    return collidingBits(i % PER_HASH, i / PER_HASH);
  }

  // The bits of a finite double or a long whose hash code is the group's: its halves XOR to it.
  private static long collidingBits(int index, int group) {
    long high = 0x3ff00000L + index;
    return high << 32 | (high ^ group);
  }

  private static final Map<String, Key> KEYS = new LinkedHashMap<>();

  static {
    // [a, b] with 31 * a + b fixed: one List.hashCode
    KEYS.put("arrays", (o, i) -> {
      head(o, 4, 2);
      head(o, 0, i % PER_HASH);
      head(o, 0, 31L * (PER_HASH - i % PER_HASH) + i / PER_HASH);
    });
    KEYS.put("doubles", (o, i) -> {
      o.write(0xfb);
      long bits = collidingBits(i);
      for (int s = 7; s >= 0; s--) o.write((int) (bits >> (8 * s)));
    });
    KEYS.put("longs", (o, i) -> head(o, 0, collidingBits(i)));
    // an Integer among Longs of its hash: HashMap searches a bin of mixed classes whole
    KEYS.put("integers and longs", (o, i) -> {
      if (i % PER_HASH == 0) head(o, 0, i / PER_HASH);
      else head(o, 0, collidingBits(i));
    });
    // byte strings [a, b, group] with a + 31 * b fixed (signed bytes): 8 of one ByteBuffer.hashCode, which
    // the tree tells them apart by (in the map itself a byte[] key is its identity)
    KEYS.put("byte strings", (o, i) -> {
      int b = i % 8 - 4;
      head(o, 2, 4);
      o.write(-31 * b);
      o.write(b);
      o.write(i / 8 >> 8);
      o.write(i / 8);
    });
    // arrays of one double: equal List.hashCode, and the equivalences the tree compares them by
    KEYS.put("arrays of doubles", (o, i) -> {
      head(o, 4, 1);
      o.write(0xfb);
      long bits = collidingBits(i);
      for (int s = 7; s >= 0; s--) o.write((int) (bits >> (8 * s)));
    });
    KEYS.put("text", (o, i) -> {
      byte[] text = ("k" + i).getBytes();
      head(o, 3, text.length);
      o.writeBytes(text);
    });
  }

  private static byte[] map(int n, Key key) {
    ByteArrayOutputStream o = new ByteArrayOutputStream();
    o.write(0xbf);
    for (int i = 0; i < n; i++) {
      key.write(o, i);
      o.write(0);
    }
    o.write(0xff);
    return o.toByteArray();
  }

  @Test
  void valueKeysBuiltToCollideCostLinearTime() {
    // 16k array keys of one hash took 23-26 s; the limit refuses more than 64 of one hash, so the worst
    // a map can do is many groups of 64, which must grow linearly, byte[] and stream alike.
    for (Map.Entry<String, Key> kind : KEYS.entrySet()) {
      Growth.assertLinear(kind.getKey() + " keys from byte[]", 2048, n -> {
        byte[] doc = map(n, kind.getValue());
        return () -> assertEquals(n, ((Map<?, ?>) CBOR.parse(doc)).size());
      });
      Growth.assertLinear(kind.getKey() + " keys from a stream", 2048, n -> {
        byte[] doc = map(n, kind.getValue());
        return () -> assertEquals(n, ((Map<?, ?>) CBOR.readItems(new ByteArrayInputStream(doc), Object.class, 1)).size());
      });
    }
  }

  @Test
  void moreValueKeysOfOneHashThanTheLimitAreRefused() {
    Key arrays = (o, i) -> {
      head(o, 4, 2);
      head(o, 0, i);
      head(o, 0, 31L * (PER_HASH + 1 - i));
    };
    Key doubles = (o, i) -> {
      o.write(0xfb);
      long bits = collidingBits(i, 0);
      for (int s = 7; s >= 0; s--) o.write((int) (bits >> (8 * s)));
    };
    Key longs = (o, i) -> head(o, 0, collidingBits(i, 0));
    for (Key oneHash : List.of(arrays, doubles, longs)) {
      byte[] allowed = map(PER_HASH, oneHash);
      byte[] refused = map(PER_HASH + 1, oneHash);
      assertEquals(PER_HASH, ((Map<?, ?>) CBOR.parse(allowed)).size());
      for (Cbor cbor : List.of(CBOR, Cbor.builder().codegen(false).build())) {
        CborException e = assertThrows(CborException.class, () -> cbor.parse(refused));
        assertTrue(e.reason().contains("maxKeysPerHash"), e.getMessage());
        assertThrows(CborException.class, () -> cbor.readItems(new ByteArrayInputStream(refused), Object.class, 1));
        assertThrows(CborException.class, () -> cbor.reader(refused).read(Object.class));
      }
      // Raised, the same map reads as an ordinary map of the keys themselves.
      Map<?, ?> read = (Map<?, ?>) Cbor.builder().maxKeysPerHash(PER_HASH + 1).build().parse(refused);
      assertInstanceOf(LinkedHashMap.class, read);
      assertEquals(PER_HASH + 1, read.size());
    }
    Map<?, ?> lists = (Map<?, ?>) Cbor.builder().maxKeysPerHash(PER_HASH + 1).build().parse(map(PER_HASH + 1, arrays));
    assertEquals(0, lists.get(List.of(3, 31 * (PER_HASH - 2))));
    // Natural keys share hashes far less: [x, y] over a 100 by 100 grid share one by at most 4.
    byte[] grid = map(10_000, (o, i) -> {
      head(o, 4, 2);
      head(o, 0, i % 100);
      head(o, 0, i / 100);
    });
    assertEquals(10_000, ((Map<?, ?>) CBOR.parse(grid)).size());
  }

  /** Typed maps of one Comparable key class, which a HashMap orders: keys of one hash cost log n. */
  @Test
  void typedMapKeysBuiltToCollideCostLinearTime() {
    Map<String, IntFunction<Object>> keys = new LinkedHashMap<>();
    keys.put("Long", i -> (0x100L + i) << 32 | (0x100L + i)); // every one of hash 0
    keys.put("Double", i -> Double.longBitsToDouble((0x3ff00000L + i) << 32 | (0x3ff00000L + i)));
    keys.put("UUID", i -> new UUID(0x1000L + i, 0x1000L + i));
    Map<String, TypeRef<?>> types = Map.of("Long", new TypeRef<Map<Long, String>>() {},
        "Double", new TypeRef<Map<Double, String>>() {}, "UUID", new TypeRef<Map<UUID, String>>() {});
    for (Map.Entry<String, IntFunction<Object>> kind : keys.entrySet()) {
      TypeRef<?> type = types.get(kind.getKey());
      for (boolean codegen : new boolean[] {true, false}) {
        Json json = Json.builder().codegen(codegen).build();
        Cbor cbor = Cbor.builder().codegen(codegen).build();
        // (CBOR keys as text, as a typed map writes them: the tree would write a Double or a UUID as a value)
        IntFunction<Map<Object, String>> values = n -> {
          Map<Object, String> m = new LinkedHashMap<>();
          for (int i = 0; i < n; i++) m.put(String.valueOf(kind.getValue().apply(i)), "v");
          return m;
        };
        Growth.assertLinear("JSON Map<" + kind.getKey() + ", String>", 4096, n -> {
          byte[] doc = json.writeBytes(values.apply(n));
          return () -> assertEquals(n, ((Map<?, ?>) json.read(doc, type)).size());
        });
        Growth.assertLinear("CBOR Map<" + kind.getKey() + ", String>", 4096, n -> {
          byte[] doc = cbor.write(values.apply(n));
          return () -> assertEquals(n, ((Map<?, ?>) cbor.read(doc, type)).size());
        });
      }
    }
  }
}
