package dev.peregrine.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.IntFunction;

/**
 * A bound on how a cost grows, not on how long it takes: the time for an input 4 times larger must stay
 * within 6 times the time for the smaller one (linear growth gives 4, quadratic 16). Each size is timed as
 * the best of several tries after a warm-up, so a pause of the machine does not count against the code.
 */
public final class Growth {
  private static final int TRIES = 7;

  private Growth() {}

  /**
   * Asserts that {@code work.apply(4 * n)} takes at most 6 times {@code work.apply(n)}; {@code work} builds
   * the input of a size (not timed) and returns what to time on it.
   */
  public static void assertLinear(String what, int n, IntFunction<Runnable> work) {
    Runnable small = work.apply(n);
    Runnable large = work.apply(4 * n);
    for (int i = 0; i < 3; i++) { // warm-up: the first calls run interpreted
      small.run();
      large.run();
    }
    long one = best(small);
    long four = best(large);
    double ratio = (double) four / Math.max(one, 1);
    // One retry of both: a machine shared with other work can slow one size's every try.
    if (ratio > 6) ratio = (double) best(large) / Math.max(best(small), 1);
    assertTrue(ratio <= 6, what + ": 4x the input took " + String.format("%.1f", ratio) + "x the time ("
        + one / 1000 + " us at " + n + ", " + four / 1000 + " us at " + 4 * n + ")");
  }

  private static long best(Runnable r) {
    long best = Long.MAX_VALUE;
    for (int i = 0; i < TRIES; i++) {
      long t = System.nanoTime();
      r.run();
      best = Math.min(best, System.nanoTime() - t);
    }
    return best;
  }
}
