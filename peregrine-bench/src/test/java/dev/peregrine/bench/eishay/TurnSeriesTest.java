package dev.peregrine.bench.eishay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A ratio in turns pairs the rounds of one JVM, then takes the median over the JVMs. */
class TurnSeriesTest {
  @Test
  void aJvmsRatioIsTheMedianOfItsRoundsRatiosAndTheRunsTheMedianOfTheJvms() {
    // JVM 1 ran at half the speed of JVM 2 and 3; round 2 of JVM 1 caught a stall of b only.
    TurnSeries a = new TurnSeries("S", "a", "J", List.of(List.of(100.0, 100.0, 100.0), List.of(210.0, 200.0, 190.0),
        List.of(240.0, 240.0, 240.0)));
    TurnSeries b = new TurnSeries("S", "b", "J", List.of(List.of(100.0, 50.0, 100.0), List.of(200.0, 200.0, 200.0),
        List.of(200.0, 200.0, 200.0)));
    TurnSeries.Ratio r = TurnSeries.ratio(a, b);
    assertEquals(1.0, r.median(), 1e-9);
    assertEquals(1.0, r.low(), 1e-9);
    assertEquals(1.2, r.high(), 1e-9);
    assertEquals(3, r.n());
    assertEquals(200.0, a.score(), 1e-9);
    assertEquals(List.of(100.0, 200.0, 240.0), a.jvmScores());
  }

  @Test
  void aJvmWithoutRoundsOfBothIsLeftOut() {
    TurnSeries a = new TurnSeries("S", "a", "J", List.of(List.of(), List.of(300.0)));
    TurnSeries b = new TurnSeries("S", "b", "J", List.of(List.of(100.0), List.of(100.0)));
    assertEquals(1, TurnSeries.ratio(a, b).n());
    assertEquals(3.0, TurnSeries.ratio(a, b).median(), 1e-9);
    assertNull(TurnSeries.ratio(new TurnSeries("S", "a", "J", List.of(List.of())), b));
  }

  @Test
  void anEvenCountsMedianIsTheMeanOfTheMiddleTwo() {
    assertEquals(2.5, TurnSeries.median(List.of(4.0, 1.0, 3.0, 2.0)), 1e-9);
  }
}
