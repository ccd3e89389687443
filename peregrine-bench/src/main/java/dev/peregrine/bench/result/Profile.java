package dev.peregrine.bench.result;

import java.util.Set;

/**
 * How long JMH measures each (scenario, library) pair, and how many fresh JVMs measure each cold-start series.
 * Every pair runs in its own forked JVM, so a run costs about pairs x forks x (JVM start + warmup +
 * measurement), plus JSON libraries x 2 directions x cold-start JVMs x ~0.3-1 s.
 */
public enum Profile {
  /**
   * Keeps the suite from rotting in CI, in under 3 minutes: every pair is checked and timed once for 100 ms,
   * inside the suite's JVM (a fork per pair would cost ~1 s each), except the first pair on each JDK and every
   * pair on a JDK other than the suite's own, which fork so that the fork path stays tested. The numbers
   * mean nothing. Cold start: 3 JVMs per library and direction (the middle one is kept).
   */
  SMOKE(0, 0, 0, 1, 100, 3, Set.of("jackson-blackbird"), Set.of()),
  /**
   * The default: a first look with error bars, in about 10 minutes on 2 cores including the build (~160 pairs
   * x ~2.5 s; 8 minutes measured on an idle machine, 11 with a load average of 5 from other work at 2 s per
   * pair, hence 1.7 s, now 1.5 s, see below). 1 s of warmup, because on a busy 2-core machine C2 was still
   * improving the hot paths after 0.4 s; five short measurements rather than fewer long ones, because JMH's 99.9% interval from
   * fewer is very wide.
   *
   * <p>Cold start: 20 fresh JVMs per library and direction, the minimum issue 4 asks for, for the eight
   * libraries it names (jackson-blackbird, Jackson plus a module, only in the full profile): ~340 JVMs,
   * 2-4 minutes at 0.4-0.7 s each depending on the load. To pay for part of that the warmup went from
   * 2 x 600 ms to 2 x 500 ms (about 30 s over ~160 pairs); still more than twice the 0.4 s after which C2 was
   * seen improving. A read after a write in the same JVM would have halved the JVMs, but it measures an
   * already initialised library (a few ms instead of hundreds), not the first read the issue asks about.
   *
   * <p>The warmup went back up to 2 x 1000 ms (about 2.5 more minutes): Peregrine's codecs start reflective
   * and switch to generated classes after 64 uses, and C2 then recompiles the callers. After 1 s of
   * warmup its ParseUTF8Bytes was still at ~620 ops/ms, against ~1,100 after 2 s and ~1,500 in the full
   * profile; the quick report halved it. Every library gets the same warmup.
   */
  QUICK(1, 2, 1000, 5, 100, 20, Set.of("jackson-blackbird"), Set.of("peregrine", "fastjson2", "jackson",
      "peregrine-cbor", "peregrine-cbor-array", "fastjson2-jsonb", "fastjson2-jsonb-arrays", "fory", "kryo")),
  /** For publishing: several forks and long iterations (hours, not minutes); 40 cold JVMs per series. */
  FULL(3, 5, 1000, 5, 1000, 40, Set.of(), Set.of());

  public final int forks;
  public final int warmupIterations;
  public final int warmupMillis;
  public final int measurementIterations;
  public final int measurementMillis;
  /** Fresh JVMs per cold-start series (library x direction); {@code --cold-start-runs} overrides it. */
  public final int coldStartRuns;
  /** JSON libraries left out of the cold-start section to save time. */
  public final Set<String> coldStartSkipped;
  /**
   * The libraries the profile times unless {@code --all-libraries} or {@code --only} says otherwise; empty for
   * every library.
   */
  public final Set<String> libraries;

  Profile(int forks, int warmupIterations, int warmupMillis, int measurementIterations, int measurementMillis,
      int coldStartRuns, Set<String> coldStartSkipped, Set<String> libraries) {
    this.libraries = libraries;
    this.forks = forks;
    this.warmupIterations = warmupIterations;
    this.warmupMillis = warmupMillis;
    this.measurementIterations = measurementIterations;
    this.measurementMillis = measurementMillis;
    this.coldStartRuns = coldStartRuns;
    this.coldStartSkipped = coldStartSkipped;
  }

  /** Measured time per pair, without the JVM start. */
  public long millisPerPair() {
    return millisPerPair(forks);
  }

  /** Measured time per pair with {@code forks} forks instead of the profile's. */
  public long millisPerPair(int forks) {
    return (long) Math.max(forks, 1)
        * (warmupIterations * (long) warmupMillis + measurementIterations * (long) measurementMillis);
  }

  /** As the report prints it. */
  public String describe() {
    return describe(forks);
  }

  /** As the report prints it, with {@code forks} forks instead of the profile's ({@code --forks}). */
  public String describe(int forks) {
    String forking = forks == 0
        ? "in the suite's JVM (JMH forks 0) but for the first pair on each JDK and pairs on other JDKs"
        : forks == 1 ? "1 fork per pair"
        : forks + " forks per pair, run in turns with the other libraries' in the same scenario";
    return forking + ", warmup " + warmupIterations + " x " + warmupMillis + " ms, measurement "
        + measurementIterations + " x " + measurementMillis + " ms, mode throughput (ops/ms)";
  }
}
