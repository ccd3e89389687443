package dev.peregrine.bench.eishay;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class InterleaveTest {
  private static String order(int... forks) {
    List<int[]> runs = EishayExperiment.interleave(forks);
    return runs.stream().map(r -> r[0] + ":" + r[1]).collect(Collectors.joining(" "));
  }

  // The forks of one scenario's libraries take turns, so that each library's forks sample the same stretches
  // of the machine's drifting speed.
  @Test
  void forksTakeTurnsRoundByRound() {
    assertEquals("0:0 1:0 2:0 0:1 1:1 2:1 0:2 1:2 2:2", order(3, 3, 3));
  }

  @Test
  void onePairOrOneForkKeepsTheListedOrder() {
    assertEquals("0:0 0:1", order(2));
    assertEquals("0:0 1:0 2:0", order(1, 1, 1));
  }

  // The smoke profile runs most pairs in the suite's JVM (forks 0): each is still timed once.
  @Test
  void pairsInTheSuitesJvmRunOnceInTheFirstRound() {
    assertEquals("0:0 1:0 2:0", order(1, 0, 0));
    assertEquals("0:0 1:0 0:1", order(2, 0));
  }
}
