package dev.peregrine.bench.lab;

import java.util.Arrays;
import java.util.function.Supplier;

/**
 * The probes' turns: after a warm-up of both, many rounds of a short slice of each operation, the ratio a ÷ b
 * taken round by round, so that the machine's drift (other processes on a small machine) falls on both alike.
 * Prints the median ratio, its interquartile range and each side's median ops/s. Refers to no library, so a
 * probe that loads Peregrine in class loaders of its own ({@link CoreAB}) can use it too.
 */
final class Turns {
  static volatile Object sink;

  private Turns() {}

  /** An operation that may throw, for {@link #unchecked}. */
  interface Op {
    Object run() throws Throwable;
  }

  static Supplier<Object> unchecked(Op op) {
    return () -> {
      try {
        return op.run();
      } catch (Throwable e) {
        throw new IllegalStateException(e);
      }
    };
  }

  static void cell(String name, int rounds, long slice, Supplier<Object> a, Supplier<Object> b) {
    for (int i = 0; i < 5; i++) {
      rate(a, slice);
      rate(b, slice);
    }
    double[] ratios = new double[rounds];
    double[] ra = new double[rounds];
    double[] rb = new double[rounds];
    for (int r = 0; r < rounds; r++) {
      // Alternate which goes first, so that neither always follows the other's garbage.
      if (r % 2 == 0) {
        ra[r] = rate(a, slice);
        rb[r] = rate(b, slice);
      } else {
        rb[r] = rate(b, slice);
        ra[r] = rate(a, slice);
      }
      ratios[r] = ra[r] / rb[r];
    }
    Arrays.sort(ratios);
    Arrays.sort(ra);
    Arrays.sort(rb);
    System.out.printf("%-22s %8.2f %4.2f-%4.2f   %,.0f  %,.0f%n", name, median(ratios), ratios[rounds / 4],
        ratios[rounds * 3 / 4], median(ra), median(rb));
  }

  /**
   * Calls {@code op} for {@code slice} ns of wall time; calls per second. Between two reads of the clock the
   * calls double until they take 20 us: a read of nanoTime is ~25 ns here (peregrine-bench-lab/tools/clock-cost), which read after
   * every call was a fifth of a 100 ns call's time, alike for both sides, and pulled fast cells' ratios toward 1.
   */
  static double rate(Supplier<Object> op, long slice) {
    long start = System.nanoTime();
    long end = start + slice;
    long n = 0;
    int batch = 1;
    long now = start;
    do {
      long before = now;
      for (int i = 0; i < batch; i++) {
        sink = op.get();
      }
      n += batch;
      now = System.nanoTime();
      if (now - before < 20_000 && batch < 1 << 20) {
        batch <<= 1;
      }
    } while (now < end);
    return n * 1e9 / (now - start);
  }

  private static double median(double[] sorted) {
    int n = sorted.length;
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  }
}
