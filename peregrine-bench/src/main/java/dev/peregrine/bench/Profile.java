package dev.peregrine.bench;

/**
 * How long JMH measures each (scenario, library) pair. Every pair runs in its own forked JVM, so a run costs
 * about pairs x forks x (JVM start + warmup + measurement).
 */
public enum Profile {
  /**
   * Keeps the suite from rotting in CI, in under 3 minutes: every pair is checked and timed once for 100 ms,
   * inside the suite's JVM (a fork per pair would cost ~1 s each), except the first pair on each JDK and every
   * pair on a JDK other than the suite's own, which fork so that the fork path stays tested. The numbers
   * mean nothing.
   */
  SMOKE(0, 0, 0, 1, 100),
  /**
   * The default: a first look with error bars, in under 10 minutes on 2 cores including the build (~160 pairs
   * x ~2.5 s; 8 minutes measured on an idle machine, 11 with a load average of 5 from other work at 2 s per
   * pair, hence 1.7 s now). 1.2 s of warmup, because on a busy 2-core machine C2 was still improving the hot
   * paths after 0.4 s; five short measurements rather than fewer long ones, because JMH's 99.9% interval from
   * fewer is very wide.
   */
  QUICK(1, 2, 600, 5, 100),
  /** For publishing: several forks and long iterations (hours, not minutes). */
  FULL(3, 5, 1000, 5, 1000);

  public final int forks;
  public final int warmupIterations;
  public final int warmupMillis;
  public final int measurementIterations;
  public final int measurementMillis;

  Profile(int forks, int warmupIterations, int warmupMillis, int measurementIterations, int measurementMillis) {
    this.forks = forks;
    this.warmupIterations = warmupIterations;
    this.warmupMillis = warmupMillis;
    this.measurementIterations = measurementIterations;
    this.measurementMillis = measurementMillis;
  }

  /** Measured time per pair, without the JVM start. */
  public long millisPerPair() {
    return (long) Math.max(forks, 1)
        * (warmupIterations * (long) warmupMillis + measurementIterations * (long) measurementMillis);
  }

  /** As the report prints it. */
  public String describe() {
    String forking = forks == 0
        ? "in the suite's JVM (JMH forks 0) but for the first pair on each JDK and pairs on other JDKs"
        : forks + " fork" + (forks == 1 ? "" : "s") + " per pair";
    return forking + ", warmup " + warmupIterations + " x " + warmupMillis + " ms, measurement "
        + measurementIterations + " x " + measurementMillis + " ms, mode throughput (ops/ms)";
  }
}
