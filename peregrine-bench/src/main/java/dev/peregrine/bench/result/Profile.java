package dev.peregrine.bench.result;

import dev.peregrine.bench.peer.Peers;
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
  SMOKE(0, 0, 0, 1, 100, 3, Set.copyOf(Peers.with(Peers.Use.COLD_START_FULL_ONLY)), Set.of()),
  /**
   * The default: a first look with error bars, for Peregrine and the peers of its targets only (fastjson2 and
   * Jackson; for CBOR fastjson2's JSONB, with and without BeanToArray, Fory and Kryo; and dsl-json on the
   * corpora's trees, a column of the throughput table): 63 pairs with the corpora, where every library made
   * ~160 ({@code --all-libraries} times them all): a quick run of every library once put Peregrine at 0.48x fastjson2 in ParseString where interleaved runs gave
   * 0.82-0.90. The Eishay and corpus pairs took 3m45s, cold start 51 s and the build 13 s of the whole quick
   * run's 11m35s on 2 cores (2026-11-26, every experiment), against a budget of 15 minutes.
   *
   * <p>The scenario pairs are no longer a JMH fork each but 5 JVMs ({@code forks}) in which
   * a scenario's libraries take turns ({@code run.ScenarioTurnsRunner}, which holds the rounds' lengths): one
   * short fork per pair landed in whatever state the machine was in that minute, and two quick runs' ratios
   * differed by 17.5% (median). The JMH settings below are the ones {@code --profile quick} used before and
   * describe no run now. The 57 pairs' turns took 5m06s (estimated 4m51s) at load average 3 on 2 cores where
   * their JMH forks took 3m45s: the whole quick run about 13 minutes with the build (not measured in one piece).
   *
   * <p>2 x 1 s of warmup: Peregrine's codecs start reflective and switch to generated classes after 15 uses
   * ({@code peregrine.codegen.threshold}), and C2 then recompiles the callers; after 1 s of warmup its
   * ParseUTF8Bytes was still at ~620 ops/ms, against ~1,100 after 2 s and ~1,500 in the full profile (measured
   * when the threshold was 64). Every library gets the same warmup. Five short measurements rather than fewer
   * long ones, because JMH's 99.9% interval from fewer is very wide.
   *
   * <p>Cold start: 20 fresh JVMs per library and direction for the JSON
   * libraries timed and gson (the cold-start baseline); jackson-blackbird (Jackson plus a module) only in the
   * full profile.
   */
  QUICK(5, 2, 1000, 5, 100, 20, Set.copyOf(Peers.with(Peers.Use.COLD_START_FULL_ONLY)),
      Set.copyOf(Peers.with(Peers.Use.QUICK))),
  /**
   * For publishing: the quick profile's method, longer (10 JVMs of turns with longer warmup and rounds; hours
   * with every library), 40 cold JVMs per series. The
   * smoke and quick profiles leave the later peers (Afterburner, dsl-json compiled, Jackson 3,
   * avaje-jsonb) out of the cold start to keep within their time; this one has every JSON library.
   */
  FULL(10, 5, 1000, 5, 1000, 40, Set.of(), Set.of());

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
