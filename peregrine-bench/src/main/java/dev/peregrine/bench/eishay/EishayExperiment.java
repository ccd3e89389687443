package dev.peregrine.bench.eishay;

import dev.peregrine.bench.experiment.Experiment;
import dev.peregrine.bench.experiment.ExperimentRun;
import dev.peregrine.bench.report.ReportSection;
import dev.peregrine.bench.peer.Peers;
import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.run.SuiteEstimate;
import dev.peregrine.bench.run.SuiteOptions;
import dev.peregrine.bench.run.TimeLeft;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;

/**
 * fastjson2's Eishay scenarios (and the corpus scenarios beside them): every pair (scenario, library) checked,
 * then the pairs that pass timed, in turns ({@link ScenarioTurnsRunner}: the quick and full profiles) or a JMH
 * fork each ({@link ForkTimer}), JDK after JDK; writes jmh-result.json or turns.csv.
 */
public final class EishayExperiment implements Experiment {
  private List<Scenario> scenarios = List.of();
  private List<Pair> pairs = List.of();
  private ScenarioTurnsRunner.Settings turns;
  private long planned;
  private boolean givenPlan;

  public EishayExperiment() {}

  /**
   * An experiment whose plan is given, {@code jmhRuns} JMH runs and no turns, as if its checks had passed that
   * many: for an estimate without the checks.
   */
  public static EishayExperiment planned(long jmhRuns) {
    EishayExperiment e = new EishayExperiment();
    e.planned = jmhRuns;
    e.givenPlan = true;
    return e;
  }

  /**
   * Whether the run times {@code library} in {@code scenario}: the run's libraries, and on the corpora's tree
   * scenarios ({@code ParseTreeUTF8Bytes:twitter}) the throughput table's columns too, which a profile that times
   * a few peers would otherwise leave empty.
   */
  static boolean times(SuiteOptions options, String scenario, String library) {
    return options.runs(library) || scenario.contains(":") && Peers.has(library, Peers.Use.CORPUS_TREES);
  }

  @Override
  public String id() {
    return "eishay";
  }

  @Override
  public String title() {
    return "fastjson2's Eishay scenarios and the corpus scenarios";
  }

  @Override
  public boolean selected(SuiteOptions options) {
    return !options.coldStartOnly();
  }

  @Override
  public void plan(ExperimentRun run) throws Exception {
    if (givenPlan) {
      return;
    }
    Results results = run.results();
    Path data = run.data();
    scenarios = new ArrayList<>(Scenarios.eishay());
    if (data != null && Files.isDirectory(data)) {
      scenarios.addAll(Scenarios.corpora(data.toAbsolutePath()));
    } else {
      results.warnings.add("No corpus folder" + (data == null ? "" : " at " + data)
          + ": the corpus scenarios (twitter, citm_catalog, canada) were not run. Pass --data DIR to add them.");
    }
    results.warnings.addAll(Eishay.differencesFrom(Path.of("..", "shared", "data", "eishay")));
    for (Scenario s : scenarios) {
      results.scenarios.add(new Results.ScenarioInfo(s.name(), s.description(), s.kind(), s.baseline()));
    }
    SuiteOptions options = run.options();
    Profile profile = run.profile();
    System.out.println("Checking every library's output before timing anything...");
    pairs = PairCheck.check(scenarios, options.only(), (scenario, id) -> times(options, scenario.name(), id), results);
    int forks = options.forks();
    // The quick and full profiles time the pairs in turns (ScenarioTurnsRunner), not a JMH fork each.
    turns = pairs.isEmpty() ? null : ScenarioTurnsRunner.settings(profile, forks);
    planned = turns != null ? ScenarioTurnsRunner.jvmsPerJdk(turns, pairs) * results.jdks.size()
        : (long) pairs.size() * options.jdkPaths().size() * Math.max(forks, 1);
    if (pairs.isEmpty()) { // only other experiments chosen (--only): no timing settings that describe no run
      System.out.printf(Locale.ROOT, "No throughput scenario chosen; profile %s on %d JDK(s)%n",
          profile.name().toLowerCase(Locale.ROOT), results.jdks.size());
    } else {
      System.out.printf(Locale.ROOT, "%d pairs pass their check; %d %s on %d JDK(s), profile %s (%s)%n",
          pairs.size(), planned, turns != null ? "JVMs of turns" : "JMH runs", results.jdks.size(),
          profile.name().toLowerCase(Locale.ROOT), turns != null ? turns.describe() : profile.describe(forks));
    }
  }

  @Override
  public List<TimeLeft.Phase> estimate(ExperimentRun run) {
    return turns != null ? turnsPhase(turns, pairs, run.jdks().size())
        : SuiteEstimate.phase(SuiteEstimate.BENCHMARKS,
            SuiteEstimate.benchmarks(run.profile(), run.options().forks(), planned));
  }

  /** The benchmarks phase when the pairs take turns: {@code turns}'s JVMs on each of {@code jdks} JDKs. */
  static List<TimeLeft.Phase> turnsPhase(ScenarioTurnsRunner.Settings turns, List<Pair> pairs, int jdks) {
    return SuiteEstimate.phase(SuiteEstimate.BENCHMARKS,
        ScenarioTurnsRunner.estimateMillis(turns, pairs) * turns.jvms() * jdks);
  }

  @Override
  public void run(ExperimentRun run) throws Exception {
    if (pairs.isEmpty()) {
      return;
    }
    Results results = run.results();
    SuiteOptions options = run.options();
    if (options.profile() != Profile.SMOKE) {
      awaitQuietCompiler();
    }
    TimeLeft left = run.clock();
    left.begin(SuiteEstimate.BENCHMARKS);
    if (turns != null) {
      ScenarioTurnsRunner.run(pairs, results, turns, run.classPath(), run.data(), run.logs(),
          run.out().resolve("turns.csv"), left, planned);
      return;
    }
    List<RunResult> raw = new ArrayList<>();
    ForkTimer timer = new ForkTimer(options);
    int forks = options.forks();
    int done = 0;
    String ownJava = SuiteOptions.ownJava();
    for (Results.Jdk jdk : results.jdks) {
      boolean first = true;
      for (List<Pair> group : ScenarioTurnsRunner.byScenario(pairs)) {
        // Each pair's fork count: the smoke profile (forks 0) runs in this JVM but for the first pair on each
        // JDK and pairs on other JDKs, which get one fork.
        int[] pairForks = new int[group.size()];
        for (int i = 0; i < group.size(); i++) {
          pairForks[i] = forks > 0 || first || !jdk.javaPath().equals(ownJava) ? Math.max(forks, 1) : 0;
          first = false;
        }
        ForkTimer.Timing[] timings = new ForkTimer.Timing[group.size()];
        for (int[] order : interleave(pairForks)) {
          int i = order[0];
          Pair pair = group.get(i);
          if (timings[i] != null && timings[i].failure != null) {
            continue; // a pair whose fork failed runs no more forks
          }
          done++;
          int scenarioIndex = scenarios.indexOf(pair.scenario()) + 1;
          String fork = pairForks[i] > 1 ? " · fork " + (order[1] + 1) + "/" + pairForks[i] : "";
          System.out.printf(Locale.ROOT, "[%3d/%d] scenario %d/%d %s · %s · %s%s · %s left%n", done, planned,
              scenarioIndex, scenarios.size(), pair.scenario().name(), pair.library(), jdk.label(), fork,
              left.left(done - 1, planned));
          int forkNumber = pairForks[i] > 1 ? order[1] + 1 : 0;
          timings[i] = timer.timeFork(pair, jdk, Math.min(pairForks[i], 1), forkNumber, timings[i]);
        }
        for (int i = 0; i < group.size(); i++) {
          results.cells.add(ForkTimer.cell(group.get(i), jdk, timings[i], raw));
        }
        ResultFormatFactory.getInstance(ResultFormatType.JSON, run.out().resolve("jmh-result.json").toString())
            .writeOut(raw);
      }
    }
  }


  @Override
  public ReportSection section() {
    return new EishaySection();
  }

  /**
   * The order of the JMH runs for one scenario's pairs, {@code forks[i]} forks for pair i: round by round, one
   * fork of each pair in turn ({@code {pair, fork}}, both from 0). On this shared machine the speed drifts over
   * minutes; run one after the other, a pair's forks would all fall in one stretch and its neighbour's in the
   * next, and their ratio would carry the drift between them. Interleaved, every library's forks sample the
   * same stretches.
   */
  static List<int[]> interleave(int[] forks) {
    List<int[]> order = new ArrayList<>();
    int rounds = 0;
    for (int f : forks) {
      rounds = Math.max(rounds, Math.max(f, 1));
    }
    for (int round = 0; round < rounds; round++) {
      for (int i = 0; i < forks.length; i++) {
        if (round < Math.max(forks[i], 1)) {
          order.add(new int[] {i, round});
        }
      }
    }
    return order;
  }

  /**
   * Waits (at most 15 s) until this JVM's JIT has stopped compiling what the checks ran, so that on 2 cores
   * its compiler threads do not share the CPU with the first forks. (It was added for ParseString/peregrine
   * measuring up to 5x slower in the suite than alone and did not cure that; the cause was the fork's first
   * touch of its heap, see {@link dev.peregrine.bench.run.JvmOptions#BENCHMARK_JVM_ARGS}.)
   */
  private static void awaitQuietCompiler() throws InterruptedException {
    CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    if (jit == null || !jit.isCompilationTimeMonitoringSupported()) {
      Thread.sleep(5000);
      return;
    }
    long deadline = System.nanoTime() + 15_000_000_000L;
    long last = jit.getTotalCompilationTime();
    int quiet = 0;
    while (quiet < 4 && System.nanoTime() < deadline) {
      Thread.sleep(250);
      long now = jit.getTotalCompilationTime();
      quiet = now == last ? quiet + 1 : 0;
      last = now;
    }
  }
}
