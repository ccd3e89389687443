package dev.peregrine.json;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.peregrine.Json;
import dev.peregrine.JsonException;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** Writes share pooled buffers between calls: no call may see another's bytes, failed or concurrent. */
class PooledBufferTest {
  private final Json json = Json.create();

  @Test
  void aSmallDocumentAfterALargeOneHoldsOnlyItsOwnBytes() {
    String big = "x".repeat(100_000);
    assertEquals(100_002, json.writeBytes(big).length);
    assertEquals("[1]", json.write(List.of(1)));
    assertArrayEquals("true".getBytes(StandardCharsets.US_ASCII), json.writeBytes(true));
  }

  @Test
  void aStringResultWithWideCharsHoldsOnlyItsOwnText() {
    // Each result with a char past U+00FF is built in the pooled text array, which earlier, longer ones grew;
    // the last one is past the bound the pool keeps, so the array after it is a new one.
    String wide = "\u4e2d\u6587 ";
    for (int n : new int[] {20_000, 3, 1, 600_000, 2}) {
      List<String> value = List.of("a\u00e9" + wide.repeat(n), "b");
      String expected = "[\"a\u00e9" + wide.repeat(n) + "\",\"b\"]";
      assertEquals(expected, json.write(value), "repeats: " + n);
      assertEquals("[\"\u00e9\"]", json.write(List.of("\u00e9")), "after " + n);
      assertEquals("[\"x\u4e2d\"]", json.write(List.of("x\u4e2d")), "after " + n);
    }
  }

  @Test
  void aFailedWriteLeavesNothingBehind() {
    Map<String, Object> cycle = new LinkedHashMap<>();
    cycle.put("self", cycle);
    assertThrows(JsonException.class, () -> json.write(cycle));
    assertEquals("{\"a\":1}", json.write(Map.of("a", 1)));
  }

  @Test
  void writingToAStreamWritesTheWholeDocument() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    json.write(List.of("a", "b"), out);
    json.write(Map.of("c", 3), out);
    assertEquals("[\"a\",\"b\"]{\"c\":3}", out.toString(StandardCharsets.UTF_8));
  }

  @Test
  void concurrentWritersNeverShareABuffer() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      List<Future<String>> results = new ArrayList<>();
      for (int t = 0; t < 64; t++) {
        int id = t;
        results.add(pool.submit(() -> {
          List<Integer> mine = new ArrayList<>();
          for (int i = 0; i < 200 + id * 37; i++) mine.add(id);
          String expected = mine.toString().replace(" ", "");
          for (int round = 0; round < 200; round++) {
            String written = json.write(mine);
            if (!written.equals(expected)) return "writer " + id + " got " + written;
          }
          return "ok";
        }));
      }
      for (Future<String> r : results) assertEquals("ok", r.get());
    } finally {
      pool.shutdownNow();
    }
  }
}
