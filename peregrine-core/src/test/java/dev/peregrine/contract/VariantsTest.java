package dev.peregrine.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The harness itself: every mode is in the source, and the one-byte stream really is one byte at a time. */
class VariantsTest {

  @Test
  void everyModeRunsWithEveryEngine() {
    for (Variants.Engine e : Variants.ENGINES) {
      Set<InputMode> modes = Variants.all().filter(v -> v.engine().equals(e.name())).map(Variant::mode)
          .collect(Collectors.toCollection(() -> EnumSet.noneOf(InputMode.class)));
      assertEquals(EnumSet.allOf(InputMode.class), modes, e.name());
    }
    assertEquals(InputMode.values().length * Variants.ENGINES.size(), Variants.all().count());
  }

  @Test
  void rawByteModesAreAllButString() {
    assertEquals(EnumSet.complementOf(EnumSet.of(InputMode.STRING)),
        Variants.rawBytes().map(Variant::mode).collect(Collectors.toCollection(() -> EnumSet.noneOf(InputMode.class))));
  }

  @Test
  void oneByteStreamHandsOutOneBytePerRead() throws IOException {
    InputMode.TrackingStream in = new InputMode.TrackingStream(new byte[] {1, 2, 3}, 1);
    byte[] buf = new byte[8];
    assertEquals(1, in.read(buf, 0, 8));
    assertEquals(1, in.read(buf, 1, 8 - 1));
    assertEquals(1, in.read(buf, 2, 8 - 2));
    assertEquals(-1, in.read(buf, 3, 8 - 3));
    assertTrue(in.atEnd());
    InputMode.TrackingStream all = new InputMode.TrackingStream(new byte[] {1, 2, 3}, 1);
    assertEquals(3, all.readAllBytes().length, "bulk reads go through the chunked read");
  }
}
