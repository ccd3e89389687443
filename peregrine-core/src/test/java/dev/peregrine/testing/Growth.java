package dev.peregrine.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.IntFunction;

/**
 * A bound on how a cost grows, not on how long it takes: the time for an input 4 times larger must stay
 * within 6 times the time for the smaller one (linear growth gives 4, quadratic 16). Each size is timed as
 * the best of several tries after a warm-up, each try repeating the work enough to last some milliseconds,
 * so that neither the timer nor a pause of a shared machine decides.
 */
public final class Growth {
  private static final int TRIES = 5;
  private static final long TRY_NANOS = 20_000_000L; // the smaller size's try, about

  private Growth() {}

  /**
   * Asserts that {@code work.apply(4 * n)} takes at most 6 times {@code work.apply(n)}; {@code work} builds
   * the input of a size (not timed) and returns what to time on it.
   */
  public static void assertLinear(String what, int n, IntFunction<Runnable> work) {
    Runnable small = work.apply(n);
    Runnable large = work.apply(4 * n);
    // Warm-up, until the JIT has compiled what runs: at least 5 rounds and 500 ms.
    long warm = System.nanoTime() + 500_000_000L;
    long smallOnce = Long.MAX_VALUE;
    for (int i = 0; i < 5 || System.nanoTime() < warm; i++) {
      long t = System.nanoTime();
      small.run();
      smallOnce = Math.min(smallOnce, System.nanoTime() - t);
      large.run();
    }
    int reps = (int) Math.max(1, Math.min(1000, TRY_NANOS / Math.max(smallOnce, 1)));
    double ratio = Double.MAX_VALUE;
    long one = 0;
    long four = 0;
    // Retries of both: a machine shared with other work, or a collection, can slow one size's every try.
    for (int round = 0; round < 5 && ratio > 6; round++) {
      one = Long.MAX_VALUE;
      four = Long.MAX_VALUE;
      for (int i = 0; i < TRIES; i++) { // the sizes in turns, so that a busy spell slows both alike
        one = Math.min(one, time(small, reps));
        four = Math.min(four, time(large, reps));
      }
      ratio = (double) four / Math.max(one, 1);
    }
    assertTrue(ratio <= 6, what + ": 4x the input took " + String.format("%.1f", ratio) + "x the time ("
        + one / 1000 / reps + " us at " + n + ", " + four / 1000 / reps + " us at " + 4 * n + ")");
  }

  private static long time(Runnable r, int reps) {
    long t = System.nanoTime();
    for (int k = 0; k < reps; k++) r.run();
    return System.nanoTime() - t;
  }
}
