package dev.peregrine.bench.run;

import dev.peregrine.bench.lib.Libraries;
import dev.peregrine.bench.lib.Library;
import dev.peregrine.bench.report.HtmlReport;
import dev.peregrine.bench.report.MarkdownReport;
import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.scenario.Eishay;
import dev.peregrine.bench.scenario.Scenario;
import dev.peregrine.bench.scenario.Scenarios;
import dev.peregrine.bench.serializers.BinaryExperiments;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;

/**
 * One run of the suite, in order: describes the environment, checks every pair ({@link PairCheck}), times the
 * pairs that pass ({@link ForkTimer}: the forks of a scenario's libraries in turns, JDK after JDK, with the time
 * left printed before each), then the cold-start JVMs ({@link ColdStartRunner}), the runs without Unsafe
 * ({@link NoUnsafe}) and the streaming JVMs ({@link StreamRunner}), and writes jmh-result.json, cold-start.csv,
 * report.md and report.html.
 */
public final class SuiteRun {
  private final SuiteOptions options;
  private final Path out;

  public SuiteRun(SuiteOptions options) {
    this.options = options;
    this.out = options.out();
  }

  public void run() throws Exception {
    long started = System.nanoTime();
    ZonedDateTime startTime = ZonedDateTime.now();
    OutputFolder.prepare(out, options.logs());
    Path data = options.data();
    if (data != null) {
      // For the pairs that run inside this JVM (smoke profile); forks get it as a -D option.
      System.setProperty(Scenarios.DATA_PROPERTY, data.toAbsolutePath().toString());
    }
    Profile profile = options.profile();
    Results results = new Results(profile);
    Environment.describe(results, options, startTime);
    if (!options.libraries().isEmpty() && !options.coldStartOnly()) {
      results.warnings.add("The " + profile.name().toLowerCase(Locale.ROOT) + " profile times Peregrine and the "
          + "peers of its targets only (" + String.join(", ", Libraries.ids().stream().filter(options::runs).toList())
          + "); ./bench --all-libraries times every library.");
    }

    List<Scenario> scenarios = options.coldStartOnly() ? new ArrayList<>() : Scenarios.eishay();
    if (options.coldStartOnly()) {
      results.warnings.add("Run with --cold-start-only: no throughput scenario was run; only the cold-start "
          + "section has numbers.");
    } else if (data != null && Files.isDirectory(data)) {
      scenarios.addAll(Scenarios.corpora(data.toAbsolutePath()));
    } else {
      results.warnings.add("No corpus folder" + (data == null ? "" : " at " + data)
          + ": the corpus scenarios (twitter, citm_catalog, canada) were not run. Pass --data DIR to add them.");
    }
    List<String> differences = Eishay.differencesFrom(Path.of("..", "shared", "data", "eishay"));
    results.warnings.addAll(differences);
    for (Scenario s : scenarios) {
      results.scenarios.add(new Results.ScenarioInfo(s.name(), s.description(), s.kind(), s.baseline()));
    }
    Environment.describeLibraries(results);

    List<ColdStartRunner.Plan> coldPlan = options.coldStartRuns() == 0 ? List.of()
        : ColdStartRunner.plan(coldStartLibraries(), options.only());
    long coldJvms = (long) coldPlan.size() * options.coldStartRuns() * options.jdkPaths().size();
    Environment.describeColdStart(results, options, coldPlan);

    List<Pair> pairs = List.of();
    if (!scenarios.isEmpty()) {
      System.out.println("Checking every library's output before timing anything...");
      pairs = PairCheck.check(scenarios, options.only(), options::runs, results);
    }
    int forks = options.forks();
    // The quick and full profiles time the pairs in turns (ScenarioTurnsRunner), not a JMH fork each.
    ScenarioTurnsRunner.Settings turns = pairs.isEmpty() ? null : ScenarioTurnsRunner.settings(profile, forks);
    long planned = turns != null ? ScenarioTurnsRunner.jvmsPerJdk(turns, pairs) * results.jdks.size()
        : (long) pairs.size() * options.jdkPaths().size() * Math.max(forks, 1);
    if (pairs.isEmpty()) { // only other experiments chosen (--only): no timing settings that describe no run
      System.out.printf(Locale.ROOT, "No throughput scenario chosen; profile %s on %d JDK(s); %d cold-start JVMs%n",
          profile.name().toLowerCase(Locale.ROOT), results.jdks.size(), coldJvms);
    } else {
      System.out.printf(Locale.ROOT, "%d pairs pass their check; %d %s on %d JDK(s), profile %s (%s); "
          + "then %d cold-start JVMs%n", pairs.size(), planned, turns != null ? "JVMs of turns" : "JMH runs",
          results.jdks.size(), profile.name().toLowerCase(Locale.ROOT),
          turns != null ? turns.describe() : profile.describe(forks), coldJvms);
    }

    List<String> noUnsafePlan = options.coldStartOnly() ? List.of() : NoUnsafe.plan(Libraries.ids(), options.only());
    int noUnsafeJvms = noUnsafePlan.size() * (int) results.jdks.stream().filter(NoUnsafe::canDeny).count();
    TimeLeft left = new TimeLeft(SuiteEstimate.withTurns(SuiteEstimate.phases(options, results.jdks.size(),
        turns != null ? 0 : planned, coldJvms, noUnsafeJvms), turns, pairs, results.jdks.size()));
    long checkSeconds = Duration.ofNanos(System.nanoTime() - started).toSeconds();
    long estimatedSeconds = checkSeconds + left.totalMillis() / 1000;
    System.out.println(estimateLine(left, checkSeconds));
    if (!pairs.isEmpty() && profile != Profile.SMOKE) {
      awaitQuietCompiler();
    }
    List<RunResult> raw = new ArrayList<>();
    ForkTimer timer = new ForkTimer(options);
    left.begin(SuiteEstimate.BENCHMARKS);
    int done = 0;
    String ownJava = SuiteOptions.ownJava();
    if (turns != null) {
      ScenarioTurnsRunner.run(pairs, results, turns, System.getProperty("java.class.path"), data, options.logs(),
          out.resolve("turns.csv"), left, planned);
    }
    for (Results.Jdk jdk : turns != null ? List.<Results.Jdk>of() : results.jdks) {
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
        for (int[] run : interleave(pairForks)) {
          int i = run[0];
          Pair pair = group.get(i);
          if (timings[i] != null && timings[i].failure != null) {
            continue; // a pair whose fork failed runs no more forks
          }
          done++;
          int scenarioIndex = scenarios.indexOf(pair.scenario()) + 1;
          String fork = pairForks[i] > 1 ? " · fork " + (run[1] + 1) + "/" + pairForks[i] : "";
          System.out.printf(Locale.ROOT, "[%3d/%d] scenario %d/%d %s · %s · %s%s · %s left%n", done, planned,
              scenarioIndex, scenarios.size(), pair.scenario().name(), pair.library(), jdk.label(), fork,
              left.left(done - 1, planned));
          int forkNumber = pairForks[i] > 1 ? run[1] + 1 : 0;
          timings[i] = timer.timeFork(pair, jdk, Math.min(pairForks[i], 1), forkNumber, timings[i]);
        }
        for (int i = 0; i < group.size(); i++) {
          results.cells.add(ForkTimer.cell(group.get(i), jdk, timings[i], raw));
        }
        writeRaw(raw);
      }
    }

    // The type matrix: its own JVMs (one per fork), the libraries taking turns inside each.
    if (!options.coldStartOnly() && TypeMatrixRunner.selected(options.only())) {
      phase(left, SuiteEstimate.TYPES);
      TypeMatrixRunner.run(results, TypeMatrixRunner.settings(profile, options.typeMatrixForks()), options.only(),
          System.getProperty("java.class.path"), options.logs(), left);
    }

    // After the JMH runs, never alongside them: on 2 cores a benchmark fork would slow the cold JVMs down.
    if (!coldPlan.isEmpty()) {
      phase(left, SuiteEstimate.COLD_START);
      results.coldStart.addAll(coldStartRunner().clock(left).run(results.jdks, coldPlan));
      Files.writeString(out.resolve("cold-start.csv"), ColdStartRunner.csv(results.coldStart),
          StandardCharsets.UTF_8);
    }

    if (!noUnsafePlan.isEmpty()) {
      if (noUnsafeJvms > 0) {
        phase(left, SuiteEstimate.NO_UNSAFE);
        results.noUnsafe.addAll(NoUnsafe.run(results.jdks, noUnsafePlan, JvmOptions.FORK_JVM_ARGS,
            System.getProperty("java.class.path"), options.logs()));
      } else {
        results.warnings.add("No JDK of this run is " + NoUnsafe.FIRST_JDK + " or later, so the check with "
            + "sun.misc.Unsafe denied did not run; add one with --jdk.");
      }
    }

    // The jvm-serializers table and the XSON comparison's cases, in this JVM, after every fork.
    if (!options.coldStartOnly()) {
      phase(left, SuiteEstimate.BINARY);
      results.warnings.addAll(BinaryExperiments.run(results.binary, profile, options.only(), data));
    }
    // JsonPerformanceVS and the blog's DemoResponse test: fresh JVMs, one at a time, after the benchmarks.
    ScaleAndDemoExperiments.run(options, results, left);
    // The service experiment: a server JVM and a load JVM at a time, on the run's first JDK.
    runService(results, left);

    // Last, alone: each streaming JVM reads or writes up to a gigabyte under a small heap.
    StreamRunner.Sizes streamSizes = StreamRunner.sizes(profile);
    List<StreamRunner.Plan> streamPlan = options.coldStartOnly() ? List.of()
        : StreamRunner.plan(streamSizes, options.only());
    if (!streamPlan.isEmpty()) {
      phase(left, SuiteEstimate.STREAM);
      results.stream.addAll(new StreamRunner(System.getProperty("java.class.path"), streamSizes.runs(),
          options.logs()).clock(left).run(results.jdks, streamPlan));
    }

    long seconds = Duration.ofNanos(System.nanoTime() - started).toSeconds();
    results.environment.put("Suite time", TimeLeft.format(seconds)
        + " (checks, benchmarks, type matrix, cold-start JVMs, the JVMs without Unsafe, the binary experiments, "
        + "JsonPerformanceVS, DemoResponse, the service and the streaming JVMs, after the build; estimated ~"
        + TimeLeft.format(estimatedSeconds)
        + " up front)");
    results.environment.put("Load average at end", Environment.loadAverage());
    if (options.only() != null || !options.libraries().isEmpty()) {
      results.dropUnused();
    }
    Files.writeString(out.resolve("report.md"), new MarkdownReport(results).render(), StandardCharsets.UTF_8);
    Files.writeString(out.resolve("report.html"), new HtmlReport(results).render(), StandardCharsets.UTF_8);
    System.out.println();
    System.out.println("Wrote " + out.resolve("report.md") + ", " + out.resolve("report.html")
        + (raw.isEmpty() ? "" : ", " + out.resolve("jmh-result.json"))
        + (turns == null ? "" : ", " + out.resolve("turns.csv"))
        + (coldPlan.isEmpty() ? "" : ", " + out.resolve("cold-start.csv")) + " in " + TimeLeft.format(seconds)
        + ".");
  }

  /**
   * The service experiment ({@link ServiceRunner}) when {@code --only} selects it, on the run's first JDK; a
   * warning instead when the service module was not built.
   */
  private void runService(Results results, TimeLeft left) throws IOException {
    ServiceRunner.Settings settings = ServiceRunner.settings(options.profile());
    if (options.coldStartOnly() || results.jdks.isEmpty() || ServiceRunner.plan(options.only()).isEmpty()) {
      return;
    }
    String serverClassPath = ServiceRunner.serverClassPath(Path.of(""));
    if (serverClassPath == null) {
      results.warnings.add("The service experiment did not run: the module peregrine-bench-service is not built "
          + "(./bench builds it; by hand: mvn -DskipTests -pl peregrine-bench-service -am package).");
      return;
    }
    phase(left, SuiteEstimate.SERVICE);
    new ServiceRunner(System.getProperty("java.class.path"), serverClassPath, options.logs(), settings,
        options.only()).clock(left).run(results.jdks.get(0), results.service);
  }

  /**
   * The estimate printed before the benchmarks: what is left phase by phase, and with the build (its seconds
   * come from ./bench) and the checks already done, the whole run's.
   */
  private static String estimateLine(TimeLeft left, long secondsSoFar) {
    long build = Long.getLong("peregrine.bench.buildSeconds", 0);
    long total = left.totalMillis() / 1000;
    return "Estimated time: " + left.total() + " from here (" + left.breakdown() + "); with the "
        + (build > 0 ? "build (" + TimeLeft.format(build) + ") and the " : "") + "checks ("
        + TimeLeft.format(secondsSoFar) + "), ~" + TimeLeft.format(total + secondsSoFar + build) + " in all";
  }

  /** Phase {@code name} begins: a line with its estimate and the time left in all. */
  private static void phase(TimeLeft left, String name) {
    String line = left.beginLine(name);
    if (line != null) {
      System.out.println("== " + line);
    }
  }

  private static final String COLD_START_BASELINE = "gson";

  private List<String> coldStartLibraries() {
    return Libraries.ids().stream()
        .filter(id -> Libraries.kind(id) == Library.Kind.JSON && !options.profile().coldStartSkipped.contains(id))
        // gson too: the cold-start tables give "% of gson", JsonPerformanceVS's winner for small documents.
        .filter(id -> options.runs(id) || id.equals(COLD_START_BASELINE))
        .toList();
  }

  /** The runner of this run's cold-start JVMs: {@link JvmOptions#FORK_JVM_ARGS}, this class path, the runs asked for. */
  ColdStartRunner coldStartRunner() {
    return new ColdStartRunner(JvmOptions.FORK_JVM_ARGS, System.getProperty("java.class.path"),
        options.coldStartRuns(), options.logs());
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
   * touch of its heap, see {@link JvmOptions#BENCHMARK_JVM_ARGS}.)
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

  private void writeRaw(List<RunResult> raw) {
    ResultFormatFactory.getInstance(ResultFormatType.JSON, out.resolve("jmh-result.json").toString()).writeOut(raw);
  }
}
