package dev.peregrine.bench.peers;

import java.util.Locale;

/**
 * The warm measurement of JsonPerformanceVS and the DemoResponse test, inside a probe JVM: an operation repeated for a
 * warmup time, then timed over a few iterations of a fixed time each, as JMH's throughput mode does, reported as the
 * mean time per operation and the fastest and slowest iteration's. The suite uses it rather than JMH because JMH forks
 * a JVM per benchmark and parameter set: one per (library, size, direction) would cost about a second each, over a
 * hundred in the quick profile; here one JVM measures all of a library's cases in turn.
 */
public final class WarmTimer {
  private WarmTimer() {}

  /** What one operation returns, kept from dead-code elimination by {@link #consume}. */
  @FunctionalInterface
  public interface Operation {
    Object run() throws Exception;
  }

  /** Mean, fastest and slowest iteration's time per operation in nanoseconds, and the operations timed. */
  public record Timing(double meanNanos, double minNanos, double maxNanos, long operations) {
    public String line() {
      return String.format(Locale.ROOT, "nsPerOp=%.1f minNsPerOp=%.1f maxNsPerOp=%.1f ops=%d", meanNanos,
          minNanos, maxNanos, operations);
    }
  }

  private static volatile int sink;

  /**
   * Runs every operation in turns, each at least once, until {@code millis} have passed: the JVM's first warmup,
   * over every code path the JVM will time. Without it the first case of a JVM was timed while C2 was still
   * compiling (Peregrine's one-record write at 0.19 ms after 200 ms of warmup, 0.01 ms in another run), and on
   * a busy 2-core machine the compiler threads get little time.
   */
  public static void prewarm(java.util.List<Operation> ops, long millis) throws Exception {
    long end = System.nanoTime() + millis * 1_000_000;
    do {
      for (Operation op : ops) {
        consume(op.run());
      }
    } while (System.nanoTime() < end);
  }

  /** Runs {@code op} for {@code warmupMillis}, then times {@code iterations} of at least {@code iterationMillis}. */
  public static Timing time(Operation op, long warmupMillis, int iterations, long iterationMillis) throws Exception {
    long warmEnd = System.nanoTime() + warmupMillis * 1_000_000;
    do {
      consume(op.run());
    } while (System.nanoTime() < warmEnd);
    long totalOps = 0;
    long totalNanos = 0;
    double min = Double.MAX_VALUE;
    double max = 0;
    for (int i = 0; i < iterations; i++) {
      long start = System.nanoTime();
      long end = start + iterationMillis * 1_000_000;
      long ops = 0;
      long now;
      do {
        consume(op.run());
        ops++;
        now = System.nanoTime();
      } while (now < end);
      double perOp = (double) (now - start) / ops;
      min = Math.min(min, perOp);
      max = Math.max(max, perOp);
      totalOps += ops;
      totalNanos += now - start;
    }
    return new Timing((double) totalNanos / totalOps, min, max, totalOps);
  }

  private static void consume(Object result) {
    sink += System.identityHashCode(result);
  }
}
