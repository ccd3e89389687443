package dev.peregrine.bench.coldstart;

import dev.peregrine.bench.experiment.Experiment;
import dev.peregrine.bench.experiment.ExperimentRun;
import dev.peregrine.bench.peer.Peers;
import dev.peregrine.bench.peer.Peer;
import dev.peregrine.bench.report.ReportSection;
import dev.peregrine.bench.run.Environment;
import dev.peregrine.bench.run.JvmOptions;
import dev.peregrine.bench.run.SuiteEstimate;
import dev.peregrine.bench.run.SuiteOptions;
import dev.peregrine.bench.run.TimeLeft;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Cold start: each library's first write and first read in fresh JVMs, after the benchmarks (never beside them:
 * on 2 cores a benchmark fork would slow the cold JVMs down); writes cold-start.csv.
 */
public final class ColdStartExperiment implements Experiment {
  /** gson too: the cold-start tables give "% of gson", JsonPerformanceVS's winner for small documents. */
  private static final String BASELINE = Peers.the(Peers.Use.COLD_START_BASELINE);

  private List<ColdStartRunner.Plan> plan = List.of();

  @Override
  public String id() {
    return "cold-start";
  }

  @Override
  public String title() {
    return "Cold start: first write and first read in a fresh JVM";
  }

  @Override
  public boolean selected(SuiteOptions options) {
    return options.coldStartRuns() > 0;
  }

  @Override
  public void plan(ExperimentRun run) {
    plan = ColdStartRunner.plan(libraries(run.options()), run.only());
    Environment.describeColdStart(run.results(), run.options(), plan);
  }

  @Override
  public List<TimeLeft.Phase> estimate(ExperimentRun run) {
    long jvms = (long) plan.size() * run.options().coldStartRuns() * run.jdks().size();
    return SuiteEstimate.phase(SuiteEstimate.COLD_START, jvms * SuiteEstimate.COLD_START_JVM_MILLIS);
  }

  @Override
  public void run(ExperimentRun run) throws Exception {
    if (plan.isEmpty()) {
      return;
    }
    run.phase(SuiteEstimate.COLD_START);
    run.results().coldStart.addAll(runner(run.options()).clock(run.clock()).run(run.jdks(), plan));
    Files.writeString(run.out().resolve("cold-start.csv"), ColdStartRunner.csv(run.results().coldStart),
        StandardCharsets.UTF_8);
  }


  @Override
  public ReportSection section() {
    return new ColdStartSection();
  }

  /** The JSON libraries the options run, and gson, less those the profile skips. */
  static List<String> libraries(SuiteOptions options) {
    return Peers.ids().stream()
        .filter(id -> Peers.kind(id) == Peer.Kind.JSON && !options.profile().coldStartSkipped.contains(id))
        .filter(id -> options.runs(id) || id.equals(BASELINE))
        .toList();
  }

  /** The runner of a run's cold-start JVMs: {@link JvmOptions#FORK_JVM_ARGS}, the suite's class path, the runs asked for. */
  public static ColdStartRunner runner(SuiteOptions options) {
    return new ColdStartRunner(JvmOptions.FORK_JVM_ARGS, System.getProperty("java.class.path"),
        options.coldStartRuns(), options.logs());
  }
}
