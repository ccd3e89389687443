package dev.peregrine.cbor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.peregrine.Cbor;
import dev.peregrine.CborException;
import java.io.ByteArrayOutputStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A Cbor instance reuses its writers, and their buffers up to a mebibyte, between calls: no call may see
 * another's bytes, whatever the sizes before it. Each result is checked against a new instance's, whose writer
 * has written nothing before.
 */
class CborPooledWriterTest {
  private static byte[] fresh(Object value) {
    return Cbor.create().write(value);
  }

  @Test
  void eachDocumentHoldsOnlyItsOwnBytesWhateverWasWrittenBefore() {
    Cbor cbor = Cbor.create();
    // Below the kept bound, just under and past it, then small again: the buffer kept, grown, and dropped.
    for (int n : new int[] {100_000, 3, 1_000_000, 1, 2_000_000, 0, 700_000, 5}) {
      List<Object> big = List.of("x".repeat(n), n);
      assertArrayEquals(fresh(big), cbor.write(big), "size " + n);
      assertArrayEquals(fresh(List.of(1)), cbor.write(List.of(1)), "after " + n);
      assertArrayEquals(fresh(Map.of("a", true)), cbor.write(Map.of("a", true)), "after " + n);
    }
  }

  @Test
  void aStreamedDocumentAfterALargeOneHoldsOnlyItsOwnBytes() {
    Cbor cbor = Cbor.create();
    for (int n : new int[] {900_000, 2, 3_000_000, 1}) {
      cbor.write(List.of("y".repeat(n)));
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      cbor.write(List.of("a", n), out);
      assertArrayEquals(fresh(List.of("a", n)), out.toByteArray(), "after " + n);
    }
  }

  /**
   * A write to a stream hands it the bytes in chunks bounded by a small buffer (its memory stays bounded), even
   * right after a write to a byte array left the pooled writer with a large one.
   */
  @Test
  void aStreamAfterALargeByteArrayWriteGetsBoundedChunks() {
    Cbor cbor = Cbor.create();
    List<String> large = java.util.Collections.nCopies(3000, "w".repeat(300)); // about 900 KB
    for (int round = 0; round < 3; round++) {
      byte[] whole = cbor.write(large);
      int[] largest = {0};
      ByteArrayOutputStream out = new ByteArrayOutputStream() {
        @Override
        public synchronized void write(byte[] b, int off, int len) {
          largest[0] = Math.max(largest[0], len);
          super.write(b, off, len);
        }
      };
      cbor.write(large, out);
      assertArrayEquals(whole, out.toByteArray(), "round " + round);
      org.junit.jupiter.api.Assertions.assertTrue(largest[0] <= 64 * 1024, "a chunk of " + largest[0] + " bytes");
    }
  }

  @Test
  void aFailedWriteAfterALargeOneLeavesNothingBehind() {
    Cbor cbor = Cbor.create();
    cbor.write(List.of("z".repeat(500_000)));
    Map<String, Object> cycle = new LinkedHashMap<>();
    cycle.put("self", cycle);
    assertThrows(CborException.class, () -> cbor.write(cycle));
    assertArrayEquals(fresh(Map.of("b", 2)), cbor.write(Map.of("b", 2)));
    assertEquals(3, cbor.write(List.of(7)).length + 1, "0x81 0x07: two bytes");
  }
}
