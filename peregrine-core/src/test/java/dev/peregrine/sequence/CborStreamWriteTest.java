package dev.peregrine.sequence;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Cbor;
import dev.peregrine.CborException;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@code Cbor.write(value, OutputStream)} writes as it goes: containers that announce their size have their
 * heads written first, so a large collection reaches the stream in buffer-sized writes while it is written,
 * byte for byte what {@code Cbor.write(value)} gives.
 */
class CborStreamWriteTest {
  public record Row(int id, String name, List<Long> values, Map<String, Integer> counts, int[] raw, boolean flag) {}

  static List<Row> rows(int n) {
    List<Row> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Map<String, Integer> counts = new LinkedHashMap<>();
      for (int k = 0; k < i % 30; k++) counts.put("k" + k, k);
      out.add(new Row(i, "row " + i + " \u00e9", List.of((long) i, -1L, Long.MAX_VALUE), counts, new int[i % 40], i % 2 == 0));
    }
    return out;
  }

  static final List<Cbor> CBORS = List.of(Cbor.create(), Cbor.builder().stringRefs(true).build(),
      Cbor.builder().references(true).build(), Cbor.builder().beansAsArrays(true).build());

  @Test
  void aLargeCollectionReachesTheStreamAsItIsWrittenByteForByteAsWriteGives() {
    List<Row> rows = rows(100_000);
    for (Cbor cbor : CBORS) {
      byte[] whole = cbor.write(rows);
      JsonStreamWriteTest.Recording out = new JsonStreamWriteTest.Recording();
      cbor.write(rows, out);
      assertArrayEquals(whole, out.all.toByteArray());
      assertFalse(out.closed, "the caller's stream was closed");
      assertTrue(out.writes > 100, "written in " + out.writes + " writes");
      assertTrue(out.largest <= 64 * 1024, "a write of " + out.largest + " bytes");
    }
  }

  @Test
  void everyKindOfContainerAndSizeWritesTheSameBytes() {
    Random random = new Random(8949);
    for (int i = 0; i < 300; i++) {
      Object value = randomValue(random, 0);
      for (Cbor cbor : CBORS) {
        JsonStreamWriteTest.Recording out = new JsonStreamWriteTest.Recording();
        cbor.write(value, out);
        assertArrayEquals(cbor.write(value), out.all.toByteArray(), String.valueOf(value));
        assertEquals(cbor.parse(cbor.write(value)), cbor.parse(out.all.toByteArray()));
      }
    }
    // Around the head sizes: 23, 24, 255, 256, 65,535 and 65,536 items; an array of 100,000 longs.
    for (int n : new int[] {0, 23, 24, 255, 256, 65_535, 65_536}) {
      List<Integer> list = new ArrayList<>();
      Map<String, Integer> map = new LinkedHashMap<>();
      for (int k = 0; k < n; k++) {
        list.add(k);
        map.put("key" + k, k);
      }
      for (Object value : List.of(list, map, List.of(list, map), new long[100_000])) {
        JsonStreamWriteTest.Recording out = new JsonStreamWriteTest.Recording();
        Cbor.create().write(value, out);
        assertArrayEquals(Cbor.create().write(value), out.all.toByteArray(), "size " + n);
      }
    }
  }

  static Object randomValue(Random random, int depth) {
    switch (random.nextInt(depth > 3 ? 4 : 7)) {
      case 0: return "s" + "x".repeat(random.nextInt(3000));
      case 1: return random.nextLong() >> random.nextInt(64);
      case 2: return random.nextBoolean() ? random.nextDouble() : null;
      case 3: return new Row(random.nextInt(), "r", List.of(1L), Map.of("a", 1), new int[random.nextInt(50)], true);
      case 4: {
        List<Object> list = new ArrayList<>();
        for (int i = random.nextInt(40); i > 0; i--) list.add(randomValue(random, depth + 1));
        return list;
      }
      case 5: {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = random.nextInt(40); i > 0; i--) map.put("k" + random.nextInt(1000), randomValue(random, depth + 1));
        return map;
      }
      default: return new Object[] {randomValue(random, depth + 1), "x".repeat(random.nextInt(100))};
    }
  }

  @Test
  void aCollectionWhoseSizeIsNotWhatItHoldsIsAnError() {
    List<Integer> lying = new AbstractList<>() {
      @Override
      public Integer get(int index) {
        return index;
      }

      @Override
      public int size() {
        return 3;
      }

      @Override
      public java.util.Iterator<Integer> iterator() {
        return List.of(1, 2).iterator();
      }
    };
    CborException e = assertThrows(CborException.class, () -> Cbor.create().write(lying));
    assertTrue(e.reason().contains("announced 3 items and held 2"), e.reason());
  }

  @Test
  void aBrokenStreamSurfacesUncheckedAndWhatWasWrittenStays() {
    JsonStreamWriteTest.Recording written = new JsonStreamWriteTest.Recording();
    OutputStream breaking = new OutputStream() {
      int left = 3;

      @Override
      public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
      }

      @Override
      public void write(byte[] b, int off, int len) throws IOException {
        if (left-- == 0) throw new IOException("the disk is full");
        written.write(b, off, len);
      }
    };
    List<Row> rows = rows(50_000);
    UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> Cbor.create().write(rows, breaking));
    assertEquals("the disk is full", e.getCause().getMessage());
    byte[] whole = Cbor.create().write(rows);
    byte[] part = written.all.toByteArray();
    assertTrue(part.length > 0);
    assertArrayEquals(java.util.Arrays.copyOf(whole, part.length), part);
  }
}
