package dev.peregrine.bench;

/**
 * How long JMH measures each (scenario, library) pair. Every pair runs in its own forked JVM, so a run costs
 * about pairs x forks x (JVM start + warmup + measurement).
 */
public enum Profile {
  /** Keeps the suite from rotting in CI: every pair runs, the numbers mean nothing. */
  SMOKE(1, 1, 100, 1, 100),
  /** The default: about 10 minutes on 2 cores for ~180 pairs; enough for a first look, with error bars. */
  QUICK(1, 1, 600, 3, 400),
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
    return (long) forks * (warmupIterations * (long) warmupMillis + measurementIterations * (long) measurementMillis);
  }

  /** As the report prints it. */
  public String describe() {
    return forks + " fork" + (forks == 1 ? "" : "s") + ", warmup " + warmupIterations + " x " + warmupMillis
        + " ms, measurement " + measurementIterations + " x " + measurementMillis + " ms, mode throughput (ops/ms)";
  }
}
