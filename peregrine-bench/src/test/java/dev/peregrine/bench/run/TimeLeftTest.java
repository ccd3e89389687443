package dev.peregrine.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Every "left" counts the whole run, phase by phase, at the pace the run has shown. */
class TimeLeftTest {
  private final AtomicLong now = new AtomicLong();

  private TimeLeft clock() {
    return new TimeLeft(List.of(new TimeLeft.Phase("benchmarks", 100_000), new TimeLeft.Phase("types", 40_000),
        new TimeLeft.Phase("cold", 20_000), new TimeLeft.Phase("stream", 10_000)), now::get);
  }

  private void advance(long millis) {
    now.addAndGet(millis * 1_000_000);
  }

  @Test
  void upFrontTheEstimateIsEveryPhase() {
    TimeLeft t = clock();
    assertEquals(170_000, t.totalMillis());
    assertEquals("~2m50s", t.total());
    assertEquals("benchmarks ~1m40s, types ~0m40s, cold ~0m20s, stream ~0m10s", t.breakdown());
    assertEquals(170_000, t.leftMillis(-1, 0));
  }

  @Test
  void thePhaseRunningGoesAtItsOwnPaceAndTheRestAtTheirEstimates() {
    TimeLeft t = clock();
    t.begin("benchmarks");
    advance(30_000);
    // Before its third unit the phase is taken at its estimate: 100 s less the 30 s gone, then 70 s more.
    assertEquals(70_000 + 70_000, t.leftMillis(2, 20));
    // 10 of 20 runs in 30 s: 30 s more for the other 10.
    assertEquals(30_000 + 70_000, t.leftMillis(10, 20));
    assertEquals(30_000 + 70_000, t.leftMillis(10, 20));
  }

  @Test
  void theFinishedPhasesSetThePaceOfTheRest() {
    TimeLeft t = clock();
    t.begin("benchmarks");
    advance(150_000); // 1.5 times its estimate
    // types at its estimate times the pace (60 s), cold and stream likewise (45 s).
    assertEquals("types (estimated ~1m00s) · ~1m45s left in all", t.beginLine("types"));
    assertEquals(1.5, t.pace(), 1e-9);
    advance(20_000);
    assertEquals(40_000 + 45_000, t.leftMillis(-1, 0));
  }

  @Test
  void thePaceIsHeldWithinBoundsAndWaitsForEnoughToHaveFinished() {
    TimeLeft t = new TimeLeft(List.of(new TimeLeft.Phase("a", 10_000), new TimeLeft.Phase("b", 10_000),
        new TimeLeft.Phase("c", 50_000)), now::get);
    t.begin("a");
    advance(30_000);
    t.begin("b");
    assertEquals(1, t.pace(), 1e-9, "10 s of estimate finished is too little to judge the pace by");
    advance(70_000);
    t.begin("c");
    assertEquals(2.5, t.pace(), 1e-9, "100 s for 20 s of estimate: held at 2.5");
  }

  @Test
  void skippedPhasesAreLeftOutAndThePastIsNotRevisited() {
    TimeLeft t = clock();
    t.begin("benchmarks");
    advance(100_000);
    assertEquals("cold (estimated ~0m20s) · ~0m30s left in all", t.beginLine("cold"));
    assertNull(t.beginLine("types"), "a phase the clock has passed");
    assertNull(t.beginLine("an unplanned phase"), "a phase that was not planned");
    advance(5_000);
    assertEquals(15_000 + 10_000, t.leftMillis(-1, 0));
  }

  @Test
  void durationsPrintAsTheProgressLinesShowThem() {
    assertEquals("0m07s", TimeLeft.format(7));
    assertEquals("4m05s", TimeLeft.format(245));
    assertEquals("1h02m03s", TimeLeft.format(3723));
  }
}
