package dev.peregrine.bench.eishay;

import dev.peregrine.bench.eishay.PeerBenchmark;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.eishay.Scenario;
import dev.peregrine.bench.eishay.Scenarios;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import dev.peregrine.bench.run.SuiteOptions;
import dev.peregrine.bench.run.JvmOptions;
import dev.peregrine.bench.run.ChildJvm;

/**
 * Times a pair with JMH, one fork at a time ({@link PeerBenchmark}, the profile's iterations, on the pair's
 * JDK), and joins a pair's forks into its cell as JMH joins the forks of one run.
 */
public final class ForkTimer {
  private final SuiteOptions options;

  public ForkTimer(SuiteOptions options) {
    this.options = options;
  }

  /** A pair's forks so far: JMH's result of each, or why one failed. */
  public static final class Timing {
    public final List<RunResult> forks = new ArrayList<>();
    public String failure;
  }

  /**
   * Times one fork of a pair ({@code forks} 1; 0 in this JVM), added to {@code soFar}; {@code fork} numbers
   * its log when the pair has more than one, 0 when not.
   */
  public Timing timeFork(Pair pair, Results.Jdk jdk, int forks, int fork, Timing soFar) {
    Timing timing = soFar != null ? soFar : new Timing();
    String name = pair.scenario().name();
    Path log = options.logs().resolve((jdk.version() + "-" + name + "-" + pair.library()
        + (fork > 0 ? "-fork" + fork : "")).replaceAll("[^A-Za-z0-9._-]", "_") + ".log");
    Options jmh = forkOptions(pair, jdk, forks, log);
    try {
      Collection<RunResult> runs = new Runner(jmh).run();
      if (runs.isEmpty()) {
        timing.failure = "JMH produced no result; see " + log;
      } else {
        RunResult run = runs.iterator().next();
        timing.forks.add(run);
        System.out.printf(Locale.ROOT, "          %.3f ± %.3f %s%n", run.getPrimaryResult().getScore(),
            run.getPrimaryResult().getScoreError(), run.getPrimaryResult().getScoreUnit());
      }
    } catch (RunnerException | RuntimeException e) {
      String inLog = ChildJvm.failureIn(log);
      // JMH refuses to start at all while another JMH run holds its lock file; its log is then empty.
      timing.failure = "failed in the benchmark fork: " + (inLog.equals(ChildJvm.NO_EXCEPTION) && e.getMessage() != null
          ? Scenario.firstLine(e) : inLog) + " (log: " + log + ")";
    }
    if (timing.failure != null) {
      System.out.println("          ERROR: " + timing.failure);
    }
    return timing;
  }

  /**
   * JMH's options for {@code forks} forks of {@code pair} on {@code jdk}, logging to {@code log}: each fork's
   * JVM gets {@link JvmOptions#BENCHMARK_JVM_ARGS}, and the data folder when one was given.
   */
  public Options forkOptions(Pair pair, Results.Jdk jdk, int forks, Path log) {
    List<String> jvmArgs = new ArrayList<>(JvmOptions.BENCHMARK_JVM_ARGS);
    if (options.data() != null) {
      jvmArgs.add("-D" + Scenarios.DATA_PROPERTY + "=" + options.data().toAbsolutePath());
    }
    return new OptionsBuilder()
        .include(Pattern.quote(PeerBenchmark.class.getName()) + "\\.run$")
        .param("scenario", pair.scenario().name())
        .param("library", pair.library())
        .forks(forks)
        .warmupIterations(options.profile().warmupIterations)
        .warmupTime(TimeValue.milliseconds(options.profile().warmupMillis))
        .measurementIterations(options.profile().measurementIterations)
        .measurementTime(TimeValue.milliseconds(options.profile().measurementMillis))
        .jvm(jdk.javaPath())
        .jvmArgs(jvmArgs.toArray(String[]::new))
        .shouldFailOnError(true)
        .output(log.toString())
        .build();
  }

  /**
   * A pair's cell from its forks, joined as JMH joins the forks of one run: the score is the mean of every
   * measurement iteration of every fork, the error its 99.9% confidence interval. The joined result goes to
   * {@code raw} (jmh-result.json), where each fork is one of its "rawData" rows.
   */
  public static Results.Cell cell(Pair pair, Results.Jdk jdk, Timing timing, List<RunResult> raw) {
    String name = pair.scenario().name();
    if (timing.failure != null) {
      return new Results.Cell(name, pair.library(), jdk.label(), Results.Status.ERROR, Double.NaN, Double.NaN, -1,
          timing.failure, List.of());
    }
    List<BenchmarkResult> forks = new ArrayList<>();
    List<Double> forkScores = new ArrayList<>();
    for (RunResult run : timing.forks) {
      forks.addAll(run.getBenchmarkResults());
      forkScores.add(run.getPrimaryResult().getScore());
    }
    RunResult joined = new RunResult(timing.forks.get(0).getParams(), forks);
    raw.add(joined);
    double score = joined.getPrimaryResult().getScore();
    double error = joined.getPrimaryResult().getScoreError();
    if (timing.forks.size() > 1) {
      System.out.printf(Locale.ROOT, "          %s · %s · %s: %.3f ± %.3f over %d forks%n", name, pair.library(),
          jdk.label(), score, error, timing.forks.size());
    }
    return new Results.Cell(name, pair.library(), jdk.label(), Results.Status.MEASURED, score, error,
        pair.outputBytes(), null, pair.notes(), forkScores.size() > 1 ? List.copyOf(forkScores) : List.of());
  }
}
