package dev.peregrine.bench;

import dev.peregrine.bench.jmh.PeerBenchmark;
import dev.peregrine.bench.lib.Libraries;
import dev.peregrine.bench.lib.Library;
import dev.peregrine.bench.lib.NotApplicable;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * The comparison suite's runner: checks every library in every scenario, times the ones that pass with JMH
 * (the profile's forks per pair, in turns with the other libraries' in the same scenario, on every JDK asked
 * for), then times every JSON library's first write and first read in fresh JVMs ({@link ColdStart}), runs
 * every library once more with {@code sun.misc.Unsafe} denied on each JDK that can deny it ({@link NoUnsafe}),
 * and writes the raw JMH JSON, cold-start.csv, report.md and report.html.
 *
 * <pre>
 * ./bench [--profile quick|full|smoke] [--jdk PATH]... [--data DIR] [--out DIR] [--only REGEX]
 *         [--cold-start-only] [--cold-start-runs N] [--forks N]
 * </pre>
 *
 * Exits 0 when the report was written, whatever the peers did (ERROR and n/a are results); non-zero only
 * when the suite itself fails.
 */
public final class Suite {
  /** JVM options of every cold-start JVM, and the start of every JMH fork's: a fixed heap keeps GC sizing out of it. */
  static final List<String> FORK_JVM_ARGS = List.of("-Xms1g", "-Xmx1g");

  /**
   * JVM options of every JMH fork, printed in the report: the heap is also touched before the benchmark starts.
   * G1 begins with a ~51 MB young generation and, after three or four collections, grows it to ~614 MB of pages
   * the process has never touched; on the shared 2-core VM the first touch of a page costs ~5 us (~0.6 us a
   * page to rewrite it). Until the next collection every operation pays for the pages it allocates into: the
   * allocation rate, not the code, set the score. ParseString/peregrine (1.5 KB per read) ran at 150-250 ops/ms
   * instead of ~1,100 for 2-4 s, through the whole quick measurement whenever its eden grew late in the warmup;
   * a fork whose eden grew early had finished the first pass before measuring. Pre-touching makes that the same
   * for every pair, at ~1 s more per fork start. Cold-start JVMs keep {@link #FORK_JVM_ARGS}: they time what a
   * fresh JVM does, page faults included.
   */
  static final List<String> BENCHMARK_JVM_ARGS = List.of("-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch");

  /** A first guess of a fork's start (pre-touching 1 GB included) and teardown, before the run has measured its own. */
  private static final long FORK_OVERHEAD_MILLIS = 2500;

  private final Profile profile;
  private final List<String> jdkPaths;
  private final Path data;
  private final Path out;
  private final Pattern only;
  private final boolean coldStartOnly;
  private final int coldStartRuns;
  /** JMH forks per pair: the profile's unless --forks overrides it. */
  private final int forks;

  private Suite(Profile profile, List<String> jdkPaths, Path data, Path out, Pattern only, boolean coldStartOnly,
      int coldStartRuns, int forks) {
    this.profile = profile;
    this.jdkPaths = jdkPaths;
    this.data = data;
    this.out = out;
    this.only = only;
    this.coldStartOnly = coldStartOnly;
    this.coldStartRuns = coldStartRuns;
    this.forks = forks;
  }

  public static void main(String[] args) {
    Suite suite;
    try {
      suite = parse(args);
    } catch (IllegalArgumentException e) {
      System.err.println("bench: " + e.getMessage());
      System.err.println(USAGE);
      System.exit(2);
      return;
    }
    try {
      suite.run();
      System.exit(0);
    } catch (Throwable t) {
      System.err.println("bench: the suite itself failed:");
      t.printStackTrace();
      System.exit(1);
    }
  }

  static final String USAGE = """
      usage: ./bench [--profile quick|full|smoke] [--jdk PATH]... [--data DIR] [--out DIR] [--only REGEX]
                     [--cold-start-only] [--cold-start-runs N] [--forks N]
        --profile  quick (default, ~10 min on 2 cores), full (for publishing, hours), smoke (CI, < 3 min)
        --jdk      a JDK home (or its bin/java) to fork the benchmarks on; repeat for a library x JDK table;
                   default: the JDK running the suite
        --data     folder with twitter.json, citm_catalog.json, canada.json (default: ../shared/data/corpora
                   when it exists); corpus scenarios are skipped when absent
        --out      output folder (default: bench-out)
        --only     run only pairs whose "scenario/library" matches this regular expression; the cold-start
                   series are named ColdStartWrite/LIBRARY and ColdStartRead/LIBRARY, the runs with
                   sun.misc.Unsafe denied (on each JDK 23+) NoUnsafe/LIBRARY
        --cold-start-only   skip the JMH scenarios and the runs without Unsafe: only the fresh-JVM first
                   write and first read
        --cold-start-runs   fresh JVMs per cold-start series (default: smoke 3, quick 20, full 40; 0 skips
                   the cold-start section)
        --forks N  JMH forks per pair instead of the profile's (smoke 0, quick 1, full 3), e.g. quick with
                   --forks 3 for ratios from several JVMs in minutes rather than hours""";

  static Suite parse(String[] args) {
    Profile profile = Profile.QUICK;
    List<String> jdks = new ArrayList<>();
    Path data = null;
    Path out = Path.of("bench-out");
    Pattern only = null;
    boolean coldStartOnly = false;
    int coldStartRuns = -1;
    int forks = -1;
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      if (a.equals("--help") || a.equals("-h")) {
        System.out.println(USAGE);
        System.exit(0);
      }
      if (a.equals("--cold-start-only")) {
        coldStartOnly = true;
        continue;
      }
      if (i + 1 >= args.length) {
        throw new IllegalArgumentException("missing value after " + a);
      }
      String v = args[++i];
      switch (a) {
        case "--profile" -> {
          try {
            profile = Profile.valueOf(v.toUpperCase(Locale.ROOT));
          } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown profile " + v);
          }
        }
        case "--jdk" -> jdks.add(javaExecutable(v));
        case "--data" -> data = Path.of(v);
        case "--out" -> out = Path.of(v);
        case "--only" -> only = Pattern.compile(v);
        case "--cold-start-runs" -> {
          try {
            coldStartRuns = Integer.parseInt(v);
          } catch (NumberFormatException e) {
            coldStartRuns = -1;
          }
          if (coldStartRuns < 0) {
            throw new IllegalArgumentException("--cold-start-runs needs a count >= 0, not " + v);
          }
        }
        case "--forks" -> {
          try {
            forks = Integer.parseInt(v);
          } catch (NumberFormatException e) {
            forks = 0;
          }
          if (forks < 1) {
            throw new IllegalArgumentException("--forks needs a count >= 1, not " + v);
          }
        }
        default -> throw new IllegalArgumentException("unknown option " + a);
      }
    }
    if (jdks.isEmpty()) {
      jdks.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    }
    if (coldStartOnly && coldStartRuns == 0) {
      throw new IllegalArgumentException("--cold-start-only with --cold-start-runs 0 leaves nothing to run");
    }
    return new Suite(profile, jdks, data, out, only, coldStartOnly,
        coldStartRuns >= 0 ? coldStartRuns : profile.coldStartRuns, forks > 0 ? forks : profile.forks);
  }

  private static String javaExecutable(String jdk) {
    Path p = Path.of(jdk);
    Path java = Files.isDirectory(p) ? p.resolve("bin").resolve("java") : p;
    if (!Files.isExecutable(java)) {
      throw new IllegalArgumentException("--jdk " + jdk + ": no executable " + java);
    }
    return java.toString();
  }

  /** A (scenario, library) pair that passed its check and will be timed. */
  record Pair(Scenario scenario, String library, int outputBytes, List<String> notes) {}

  void run() throws Exception {
    long started = System.nanoTime();
    ZonedDateTime startTime = ZonedDateTime.now();
    Files.createDirectories(out.resolve("logs"));
    if (data != null) {
      // For the pairs that run inside this JVM (smoke profile); forks get it as a -D option.
      System.setProperty(Scenarios.DATA_PROPERTY, data.toAbsolutePath().toString());
    }
    Results results = new Results(profile);
    describeEnvironment(results, startTime);

    List<Scenario> scenarios = coldStartOnly ? new ArrayList<>() : Scenarios.eishay();
    if (coldStartOnly) {
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
    for (String id : Libraries.ids()) {
      results.libraries.add(describeLibrary(id));
    }
    results.environment.put("Library versions", versions(results.libraries));

    List<ColdStartRunner.Plan> coldPlan = coldStartRuns == 0 ? List.of()
        : ColdStartRunner.plan(coldStartLibraries(), only);
    long coldJvms = (long) coldPlan.size() * coldStartRuns * jdkPaths.size();
    describeColdStart(results, coldPlan);

    List<Pair> pairs = List.of();
    if (!scenarios.isEmpty()) {
      System.out.println("Checking every library's output before timing anything...");
      pairs = check(scenarios, results);
    }
    long planned = (long) pairs.size() * jdkPaths.size() * Math.max(forks, 1);
    System.out.printf(Locale.ROOT, "%d pairs pass their check; %d JMH runs on %d JDK(s), profile %s (%s); "
        + "then %d cold-start JVMs%n", pairs.size(), planned, results.jdks.size(),
        profile.name().toLowerCase(Locale.ROOT), profile.describe(forks), coldJvms);

    if (!pairs.isEmpty() && profile != Profile.SMOKE) {
      awaitQuietCompiler();
    }
    List<RunResult> raw = new ArrayList<>();
    long benchStart = System.nanoTime();
    int done = 0;
    String ownJava = ownJava();
    for (Results.Jdk jdk : results.jdks) {
      boolean first = true;
      for (List<Pair> group : byScenario(pairs)) {
        // Each pair's fork count: the smoke profile (forks 0) runs in this JVM but for the first pair on each
        // JDK and pairs on other JDKs, which get one fork.
        int[] pairForks = new int[group.size()];
        for (int i = 0; i < group.size(); i++) {
          pairForks[i] = forks > 0 || first || !jdk.javaPath().equals(ownJava) ? Math.max(forks, 1) : 0;
          first = false;
        }
        Timing[] timings = new Timing[group.size()];
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
              estimateLeft(benchStart, done - 1, planned, coldJvms));
          int forkNumber = pairForks[i] > 1 ? run[1] + 1 : 0;
          timings[i] = timeFork(pair, jdk, Math.min(pairForks[i], 1), forkNumber, timings[i]);
        }
        for (int i = 0; i < group.size(); i++) {
          results.cells.add(cell(group.get(i), jdk, timings[i], raw));
        }
        writeRaw(raw);
      }
    }

    // After the JMH runs, never alongside them: on 2 cores a benchmark fork would slow the cold JVMs down.
    if (!coldPlan.isEmpty()) {
      results.coldStart.addAll(coldStartRunner().run(results.jdks, coldPlan));
      Files.writeString(out.resolve("cold-start.csv"), ColdStartRunner.csv(results.coldStart),
          StandardCharsets.UTF_8);
    }

    List<String> noUnsafePlan = coldStartOnly ? List.of() : NoUnsafe.plan(Libraries.ids(), only);
    if (!noUnsafePlan.isEmpty()) {
      if (results.jdks.stream().anyMatch(NoUnsafe::canDeny)) {
        results.noUnsafe.addAll(NoUnsafe.run(results.jdks, noUnsafePlan, FORK_JVM_ARGS,
            System.getProperty("java.class.path"), out.resolve("logs")));
      } else {
        results.warnings.add("No JDK of this run is " + NoUnsafe.FIRST_JDK + " or later, so the check with "
            + "sun.misc.Unsafe denied did not run; add one with --jdk.");
      }
    }

    long seconds = Duration.ofNanos(System.nanoTime() - started).toSeconds();
    results.environment.put("Suite time", formatDuration(seconds)
        + " (checks, benchmarks, cold-start JVMs and the JVMs without Unsafe, after the build)");
    results.environment.put("Load average at end", Environment.loadAverage());
    if (only != null) {
      results.dropUnused();
    }
    Files.writeString(out.resolve("report.md"), new MarkdownReport(results).render(), StandardCharsets.UTF_8);
    Files.writeString(out.resolve("report.html"), new HtmlReport(results).render(), StandardCharsets.UTF_8);
    System.out.println();
    System.out.println("Wrote " + out.resolve("report.md") + ", " + out.resolve("report.html")
        + (raw.isEmpty() ? "" : ", " + out.resolve("jmh-result.json"))
        + (coldPlan.isEmpty() ? "" : ", " + out.resolve("cold-start.csv")) + " in " + formatDuration(seconds) + ".");
  }

  private void describeEnvironment(Results results, ZonedDateTime startTime) throws Exception {
    results.environment.put("Date", startTime.format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss xxx")));
    results.environment.put("CPU", Environment.cpuModel());
    results.environment.put("Cores", Runtime.getRuntime().availableProcessors() + " (as the JVM sees them)");
    results.environment.put("Memory", Environment.memory());
    results.environment.put("OS", System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
        + System.getProperty("os.arch"));
    results.environment.put("Load average at start", Environment.loadAverage());
    for (String path : jdkPaths) {
      results.jdks.add(Environment.describeJdk(path));
    }
    StringBuilder jdks = new StringBuilder();
    for (Results.Jdk jdk : results.jdks) {
      jdks.append(jdks.length() == 0 ? "" : "; ").append(jdk.version()).append(", ").append(jdk.vm()).append(", ")
          .append(jdk.javaPath());
    }
    results.environment.put("JDK", jdks.toString());
    if (!coldStartOnly) {
      results.environment.put("JMH", Environment.version("org.openjdk.jmh:jmh-core") + ": " + profile.describe(forks)
          + "; error = 99.9% confidence interval as JMH computes it (none with a single measurement)");
    }
    results.environment.put("Profile", profile.name().toLowerCase(Locale.ROOT));
    if (!coldStartOnly) {
      // Only JMH forks pre-touch the heap; the cold-start row names its own JVM options.
      results.environment.put("Fork JVM options", String.join(" ", BENCHMARK_JVM_ARGS));
    }
    String build = System.getProperty("peregrine.bench.buildSeconds");
    if (build != null && !build.isEmpty()) {
      results.environment.put("Build time", build + " s (mvn package, before the suite started)");
    }
    if (profile == Profile.SMOKE) {
      results.warnings.add("Smoke profile: every pair ran once for 100 ms, mostly without a fork or warmup, to "
          + "test the suite itself, and each cold-start series ran " + coldStartRuns + " JVMs instead of the "
          + "quick profile's " + Profile.QUICK.coldStartRuns + " to stay within CI's 3 minutes. These numbers "
          + "mean nothing; use the quick or full profile to compare.");
    }
    if (only != null) {
      results.warnings.add("Run restricted with --only " + only + ": pairs it excludes are not in this report.");
    }
    String commit = System.getProperty("peregrine.bench.commit");
    if (commit != null && !commit.isEmpty()) {
      results.environment.put("Peregrine commit", commit);
    }
  }

  private List<String> coldStartLibraries() {
    return Libraries.ids().stream()
        .filter(id -> Libraries.kind(id) == Library.Kind.JSON && !profile.coldStartSkipped.contains(id))
        .toList();
  }

  private void describeColdStart(Results results, List<ColdStartRunner.Plan> plan) {
    if (plan.isEmpty()) {
      return;
    }
    int trim = TrimmedStats.trimmedEachSide(coldStartRuns);
    results.environment.put("Cold start", coldStartRuns + " fresh JVMs per library and direction, one "
        + "measurement each, run round-robin after the benchmarks; the " + trim + " highest and " + trim
        + " lowest dropped, " + (coldStartRuns - 2 * trim) + " kept; JVM options " + String.join(" ",
        FORK_JVM_ARGS) + ", the suite's class path"
        + (profile.coldStartSkipped.isEmpty() ? "" : "; not measured in this profile: "
            + String.join(", ", profile.coldStartSkipped)));
  }

  private static Results.LibraryInfo describeLibrary(String id) {
    try {
      Library lib = Libraries.create(id);
      String version = lib.artifact().equals("jdk") ? "(the benchmark JDK)" : Environment.version(lib.artifact());
      return new Results.LibraryInfo(id, lib.kind(), lib.artifact(), version, lib.settings());
    } catch (Throwable t) {
      return new Results.LibraryInfo(id, Libraries.kind(id), "?", "?", "cannot start: " + Scenario.firstLine(t));
    }
  }

  /** "peregrine-core 0.1.0-SNAPSHOT, fastjson2 2.0.64, ...", one entry per artifact. */
  private static String versions(List<Results.LibraryInfo> libraries) {
    java.util.Map<String, String> seen = new java.util.LinkedHashMap<>();
    for (Results.LibraryInfo l : libraries) {
      if (!l.artifact().equals("jdk") && !l.artifact().equals("?")) {
        seen.putIfAbsent(l.artifact().substring(l.artifact().indexOf(':') + 1), l.version());
      }
    }
    StringBuilder b = new StringBuilder();
    seen.forEach((artifact, version) -> b.append(b.length() == 0 ? "" : ", ").append(artifact).append(' ')
        .append(version));
    return b.toString();
  }

  /** Runs every check in this JVM; records n/a and ERROR cells for every JDK, returns the pairs to time. */
  private List<Pair> check(List<Scenario> scenarios, Results results) {
    List<Pair> pairs = new ArrayList<>();
    for (Scenario scenario : scenarios) {
      for (String id : Libraries.ids()) {
        if (Libraries.kind(id) != scenario.kind()
            || (only != null && !only.matcher(scenario.name() + "/" + id).find())) {
          continue;
        }
        Results.Status status;
        String reason;
        try {
          Scenario.Prepared prepared = scenario.prepare(Libraries.create(id));
          pairs.add(new Pair(scenario, id, prepared.outputBytes(), prepared.notes()));
          continue;
        } catch (NotApplicable e) {
          status = Results.Status.NOT_APPLICABLE;
          reason = e.getMessage();
        } catch (Scenario.CheckFailed e) {
          status = Results.Status.ERROR;
          reason = e.getMessage();
        } catch (Throwable t) {
          status = Results.Status.ERROR;
          reason = Scenario.firstLine(t) + at(t);
        }
        System.out.printf("  %-22s %-22s %s: %s%n", scenario.name(), id,
            status == Results.Status.ERROR ? "ERROR" : "n/a", reason);
        for (Results.Jdk jdk : results.jdks) {
          results.cells.add(new Results.Cell(scenario.name(), id, jdk.label(), status, Double.NaN, Double.NaN, -1,
              reason, List.of()));
        }
      }
    }
    return pairs;
  }

  /** Where in the library an unexpected exception came from, to make an ERROR line actionable. */
  private static String at(Throwable t) {
    Throwable root = t;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    String cause = root == t ? "" : " (cause: " + Scenario.firstLine(root) + ")";
    StackTraceElement[] trace = root.getStackTrace();
    return cause + (trace.length > 0 ? " at " + trace[0] : "");
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

  /** The pairs in runs of one scenario each, in their order (check() lists them scenario by scenario). */
  private static List<List<Pair>> byScenario(List<Pair> pairs) {
    List<List<Pair>> groups = new ArrayList<>();
    for (Pair pair : pairs) {
      if (groups.isEmpty() || groups.get(groups.size() - 1).get(0).scenario() != pair.scenario()) {
        groups.add(new ArrayList<>());
      }
      groups.get(groups.size() - 1).add(pair);
    }
    return groups;
  }

  /** The runner of this run's cold-start JVMs: {@link #FORK_JVM_ARGS}, this class path, the runs asked for. */
  ColdStartRunner coldStartRunner() {
    return new ColdStartRunner(FORK_JVM_ARGS, System.getProperty("java.class.path"), coldStartRuns,
        out.resolve("logs"));
  }

  /** A pair's forks so far: JMH's result of each, or why one failed. */
  static final class Timing {
    final List<RunResult> forks = new ArrayList<>();
    String failure;
  }

  /**
   * Times one fork of a pair ({@code forks} 1; 0 in this JVM), added to {@code soFar}; {@code fork} numbers
   * its log when the pair has more than one, 0 when not.
   */
  Timing timeFork(Pair pair, Results.Jdk jdk, int forks, int fork, Timing soFar) {
    Timing timing = soFar != null ? soFar : new Timing();
    String name = pair.scenario().name();
    Path log = out.resolve("logs").resolve((jdk.version() + "-" + name + "-" + pair.library()
        + (fork > 0 ? "-fork" + fork : "")).replaceAll("[^A-Za-z0-9._-]", "_") + ".log");
    Options options = forkOptions(pair, jdk, forks, log);
    try {
      Collection<RunResult> runs = new Runner(options).run();
      if (runs.isEmpty()) {
        timing.failure = "JMH produced no result; see " + log;
      } else {
        RunResult run = runs.iterator().next();
        timing.forks.add(run);
        System.out.printf(Locale.ROOT, "          %.3f ± %.3f %s%n", run.getPrimaryResult().getScore(),
            run.getPrimaryResult().getScoreError(), run.getPrimaryResult().getScoreUnit());
      }
    } catch (RunnerException | RuntimeException e) {
      timing.failure = "failed in the benchmark fork: " + failureIn(log) + " (log: " + log + ")";
    }
    if (timing.failure != null) {
      System.out.println("          ERROR: " + timing.failure);
    }
    return timing;
  }

  /**
   * JMH's options for {@code forks} forks of {@code pair} on {@code jdk}, logging to {@code log}: each fork's
   * JVM gets {@link #BENCHMARK_JVM_ARGS}, and the data folder when one was given.
   */
  Options forkOptions(Pair pair, Results.Jdk jdk, int forks, Path log) {
    List<String> jvmArgs = new ArrayList<>(BENCHMARK_JVM_ARGS);
    if (data != null) {
      jvmArgs.add("-D" + Scenarios.DATA_PROPERTY + "=" + data.toAbsolutePath());
    }
    return new OptionsBuilder()
        .include(Pattern.quote(PeerBenchmark.class.getName()) + "\\.run$")
        .param("scenario", pair.scenario().name())
        .param("library", pair.library())
        .forks(forks)
        .warmupIterations(profile.warmupIterations)
        .warmupTime(TimeValue.milliseconds(profile.warmupMillis))
        .measurementIterations(profile.measurementIterations)
        .measurementTime(TimeValue.milliseconds(profile.measurementMillis))
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
  static Results.Cell cell(Pair pair, Results.Jdk jdk, Timing timing, List<RunResult> raw) {
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

  /** The java executable running the suite, where the checks ran. */
  static String ownJava() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  private static final Pattern EXCEPTION_LINE =
      Pattern.compile("^(Caused by: )?[A-Za-z_$][\\w$.]*(Exception|Error)(: .*)?$");

  /** The most telling exception line of a fork's log: the deepest "Caused by", else the first exception. */
  static String failureIn(Path log) {
    try {
      String first = null;
      String deepest = null;
      for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
        String s = line.strip();
        if (EXCEPTION_LINE.matcher(s).matches()) {
          if (first == null) {
            first = s;
          }
          if (s.startsWith("Caused by: ")) {
            deepest = s.substring("Caused by: ".length());
          }
        }
      }
      String found = deepest != null ? deepest : first;
      return found != null ? Scenario.abbreviate(found) : "no exception in the log";
    } catch (IOException e) {
      return "log unreadable: " + e;
    }
  }

  /**
   * Waits (at most 15 s) until this JVM's JIT has stopped compiling what the checks ran, so that on 2 cores
   * its compiler threads do not share the CPU with the first forks. (It was added for ParseString/peregrine
   * measuring up to 5x slower in the suite than alone and did not cure that; the cause was the fork's first
   * touch of its heap, see {@link #BENCHMARK_JVM_ARGS}.)
   */
  private static void awaitQuietCompiler() throws InterruptedException {
    java.lang.management.CompilationMXBean jit = java.lang.management.ManagementFactory.getCompilationMXBean();
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

  /** The JMH runs left at the pace so far, plus a first guess of the cold-start JVMs that follow them. */
  private String estimateLeft(long benchStart, int done, long planned, long coldJvms) {
    long perRunGuess = profile.millisPerPair(1) + (forks > 0 ? FORK_OVERHEAD_MILLIS : 0); // a run is one fork
    long elapsed = Duration.ofNanos(System.nanoTime() - benchStart).toMillis();
    long perRun = done >= 3 ? elapsed / done : perRunGuess;
    return "~" + formatDuration(((planned - done) * perRun + coldJvms * ColdStartRunner.JVM_MILLIS_GUESS) / 1000);
  }

  static String formatDuration(long seconds) {
    return seconds >= 3600
        ? String.format(Locale.ROOT, "%dh%02dm%02ds", seconds / 3600, seconds / 60 % 60, seconds % 60)
        : String.format(Locale.ROOT, "%dm%02ds", seconds / 60, seconds % 60);
  }

  private void writeRaw(List<RunResult> raw) {
    ResultFormatFactory.getInstance(ResultFormatType.JSON, out.resolve("jmh-result.json").toString()).writeOut(raw);
  }
}
