package dev.peregrine.bench.result;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TrimmedStatsTest {
  private static List<Long> millis(long... ms) {
    List<Long> nanos = new ArrayList<>();
    for (long m : ms) {
      nanos.add(m * 1_000_000);
    }
    return nanos;
  }

  @Test
  void dropsTenPercentEachSideAndAtLeastOneFromThree() {
    assertEquals(0, TrimmedStats.trimmedEachSide(0));
    assertEquals(0, TrimmedStats.trimmedEachSide(1));
    assertEquals(0, TrimmedStats.trimmedEachSide(2));
    assertEquals(1, TrimmedStats.trimmedEachSide(3));
    assertEquals(1, TrimmedStats.trimmedEachSide(19));
    assertEquals(2, TrimmedStats.trimmedEachSide(20));
    assertEquals(4, TrimmedStats.trimmedEachSide(40));
  }

  @Test
  void keepsTheMiddleInInputOrder() {
    assertArrayEquals(new boolean[] {true, false, false}, TrimmedStats.kept(millis(5, 9, 1)));
    // Ties: exactly one dropped at each end, the earliest of the equal lowest and the latest of the highest.
    assertArrayEquals(new boolean[] {false, true, true, false}, TrimmedStats.kept(millis(4, 4, 4, 4)));
  }

  @Test
  void summarisesOnlyTheKeptSamples() {
    // 20 samples: 2 dropped each side (1, 2 and 1000, 2000); kept 10..160 step 10.
    List<Long> nanos = millis(1000, 1, 2000, 2);
    for (int i = 1; i <= 16; i++) {
      nanos.add(i * 10L * 1_000_000);
    }
    TrimmedStats.Summary s = TrimmedStats.summarize(nanos);
    assertEquals(20, s.runs());
    assertEquals(16, s.kept());
    assertEquals(85.0, s.mean(), 1e-9);
    assertEquals(85.0, s.median(), 1e-9);
    assertEquals(10.0, s.min(), 1e-9);
    assertEquals(160.0, s.max(), 1e-9);
    assertEquals(47.609522856952, s.sd(), 1e-9);
  }

  @Test
  void oddMedianAndSingleSample() {
    TrimmedStats.Summary s = TrimmedStats.summarize(millis(30, 10, 20, 100, 0));
    assertEquals(3, s.kept());
    assertEquals(20.0, s.median(), 1e-9);
    assertEquals(20.0, s.mean(), 1e-9);

    TrimmedStats.Summary one = TrimmedStats.summarize(millis(7, 1, 9));
    assertEquals(1, one.kept());
    assertEquals(7.0, one.mean(), 1e-9);
    assertTrue(Double.isNaN(one.sd()));

    TrimmedStats.Summary none = TrimmedStats.summarize(List.of());
    assertEquals(0, none.kept());
    assertTrue(Double.isNaN(none.mean()));
  }
}
