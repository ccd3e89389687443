package dev.peregrine.bench.eishay;

import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.eishay.TurnSeries;
import dev.peregrine.bench.eishay.Scenarios;
import dev.peregrine.bench.eishay.ScenarioTurns;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import dev.peregrine.bench.run.TimeLeft;
import dev.peregrine.bench.run.JvmOptions;
import dev.peregrine.bench.run.ChildJvm;

/**
 * The scenario pairs timed in turns: {@link ScenarioTurns} in {@code jvms} fresh JVMs per JDK
 * and scenario (JVM slots 1 to {@code jvms}, each starting a JVM per scenario in turn), each with that scenario's
 * libraries taking turns, and the pairs' cells and series from what they print.
 *
 * <p>Why not a JMH fork per pair: on the shared 2-core development machine a library's ops/ms moved by 45-100%
 * from one JVM to the next (the host's drift over minutes, all libraries alike), so that two quick runs' ratios,
 * each pair's fork run in its own minute, differed by 17.5% (median over 27 ratios) and the full profile's three
 * forks of a pair up to 1.5x. In turns, round i of every library of a scenario runs within a fraction of a second,
 * and the ratio of two libraries moves far less: 11% from JVM to JVM (median range), and two runs of five and six
 * JVMs, with different warmups, agreed within 1.7% (median, largest 5.7%). What is left is the JIT's luck in each
 * JVM, which several JVMs and their median answer.
 *
 * <p>Why a JVM per scenario, as JMH's fork per benchmark in fastjson2's benchmark, not one for every scenario: the JIT
 * compiles a library's code with the profile of every scenario that ran it before. Measured with Peregrine, fastjson2
 * and Jackson in turns, 6 JVMs each: WriteUTF8Bytes alone, fastjson2 3,681 ops/ms and Peregrine 3,196 (fastjson2 ÷
 * Peregrine 1.12-1.21); after WriteString in the same JVM, fastjson2 2,847 and Peregrine 3,347 (0.75-0.96): the
 * suite had been measuring fastjson2's UTF-8 writer with its String writer's profile. Its tree parses after the
 * MediaContent parses ran in one of two states, ~1,210 or ~1,390 ops/ms (2 of 20 JVMs; 4 of 5 in one quick run),
 * in neither with the tree scenarios apart. A scenario's JVMs start one after another with the
 * other scenarios' in between, so that a minute of the host's drift does not fall on one scenario's JVMs alone.
 */
public final class ScenarioTurnsRunner {
  /**
   * How a profile runs the turns: {@code jvms} per JDK; per scenario in each, {@code warmupRounds} rounds of
   * {@code warmupMillis} per library, then {@code rounds} scored rounds of {@code roundMillis} (a corpus
   * scenario's rounds {@link #CORPUS_SCALE} times as long: one of its calls takes up to a few milliseconds).
   */
  public record Settings(int jvms, int warmupRounds, int warmupMillis, int rounds, int roundMillis) {
    /** As the report prints it. */
    public String describe() {
      return jvms + " JVM" + (jvms == 1 ? "" : "s") + " per JDK and scenario, a scenario alone in its JVM; the "
          + "libraries take turns: " + warmupRounds + " warmup round" + (warmupRounds == 1 ? "" : "s") + " of "
          + warmupMillis + " ms per library, then " + rounds + " scored round" + (rounds == 1 ? "" : "s") + " of "
          + roundMillis + " ms of the thread's CPU time per library (" + CORPUS_SCALE + "x for the corpora), the "
          + "order rotated each round";
    }
  }

  /** How many JVMs the turns start per JDK: one per JVM slot and scenario. */
  public static long jvmsPerJdk(Settings s, List<Pair> pairs) {
    return (long) s.jvms() * byScenario(pairs).size();
  }

  /** A corpus scenario's rounds are this many times as long. */
  static final int CORPUS_SCALE = 2;

  private ScenarioTurnsRunner() {}

  /**
   * The profile's turns, {@code jvms} JVMs per JDK (the --forks count); null for the smoke profile, whose pairs
   * JMH times once for 100 ms so that the JMH path stays tested. Quick: 0.5 s of warmup and 10 x 20 ms scored per
   * library and scenario. Full: 2 s of warmup and 20 x 50 ms.
   */
  public static Settings settings(Profile profile, int jvms) {
    return switch (profile) {
      case SMOKE -> null;
      case QUICK -> new Settings(jvms, 5, 100, 10, 20);
      case FULL -> new Settings(jvms, 10, 200, 20, 50);
    };
  }

  /**
   * A JVM slot's expected milliseconds: per scenario a JVM's start with the heap pre-touched, its checks and each
   * library's rounds (measured on the 2-core development machine: a scenario's checks and the slices' overshoot
   * add about 0.3 s for an Eishay scenario, 1.5 s for a corpus one).
   */
  public static long estimateMillis(Settings s, List<Pair> pairs) {
    List<List<Pair>> groups = byScenario(pairs);
    long millis = JVM_START_MILLIS * groups.size();
    for (List<Pair> group : groups) {
      boolean corpus = isCorpus(group);
      long perLibrary = s.warmupRounds() * (long) s.warmupMillis() + s.rounds() * (long) roundMillis(s, group);
      millis += group.size() * perLibrary + (corpus ? CORPUS_CHECK_MILLIS : EISHAY_CHECK_MILLIS);
    }
    return millis;
  }

  // A corpus scenario's name is ParseTreeUTF8Bytes:twitter.
  private static boolean isCorpus(List<Pair> group) {
    return group.get(0).scenario().name().contains(":");
  }

  // A scored round of the scenario: the profile's, CORPUS_SCALE times as long for a corpus.
  private static int roundMillis(Settings s, List<Pair> group) {
    return s.roundMillis() * (isCorpus(group) ? CORPUS_SCALE : 1);
  }

  static final long JVM_START_MILLIS = 1000;
  static final long EISHAY_CHECK_MILLIS = 300;
  static final long CORPUS_CHECK_MILLIS = 1500;

  /**
   * Runs the turns on every JDK, one JVM at a time, and adds a cell per pair (MEASURED with the median of its
   * JVMs' ops/ms, or ERROR when a JVM's own check failed) and its series to {@code results}. The raw rounds go
   * to {@code csv} (turns.csv), for the lab's ratio-agreement.
   */
  public static void run(List<Pair> pairs, Results results, Settings settings, String classPath, Path data, Path logs,
      Path csv, TimeLeft left, long planned) throws IOException {
    results.turnsMethod = settings.describe();
    StringBuilder raw = new StringBuilder("jdk,jvm,scenario,round,library,calls,wall_ns,cpu_ns,gc_ns\n");
    int done = 0;
    for (Results.Jdk jdk : results.jdks) {
      // (scenario, library) -> per JVM, its rounds' CPU-time ops/ms; failures by the same key
      Map<String, List<List<Double>>> rounds = new LinkedHashMap<>();
      Map<String, String> failures = new LinkedHashMap<>();
      for (Pair p : pairs) {
        rounds.put(key(p.scenario().name(), p.library()), new ArrayList<>());
      }
      List<List<Pair>> groups = byScenario(pairs);
      for (int jvm = 1; jvm <= settings.jvms(); jvm++) {
        // Every series gets this JVM slot, empty or not, so that JVM k of two libraries stays aligned.
        Map<String, List<Double>> thisJvm = new LinkedHashMap<>();
        for (List<Pair> group : groups) {
          System.out.printf(Locale.ROOT, "[turns] JVM %d/%d · %s · %s · %s left%n", jvm, settings.jvms(),
              jdk.label(), group.get(0).scenario().name(), left.left(done, planned));
          done++;
          runScenario(group, jvm, jdk, settings, classPath, data, logs, results, thisJvm, failures, raw);
        }
        for (Map.Entry<String, List<List<Double>>> e : rounds.entrySet()) {
          e.getValue().add(List.copyOf(thisJvm.getOrDefault(e.getKey(), List.of())));
        }
      }
      for (Pair p : pairs) {
        String key = key(p.scenario().name(), p.library());
        String failure = failures.get(key);
        TurnSeries series = new TurnSeries(p.scenario().name(), p.library(), jdk.label(), List.copyOf(rounds.get(key)));
        if (failure != null || series.jvmScores().isEmpty()) {
          results.cells.add(new Results.Cell(p.scenario().name(), p.library(), jdk.label(), Results.Status.ERROR,
              Double.NaN, Double.NaN, -1, failure != null ? "failed in the turns JVM: " + failure
                  : "checked but not timed (see the turns JVMs' logs)", List.of()));
          continue;
        }
        results.turns.add(series);
        List<Double> perJvm = series.jvmScores();
        results.cells.add(new Results.Cell(p.scenario().name(), p.library(), jdk.label(), Results.Status.MEASURED,
            series.score(), Double.NaN, p.outputBytes(), null, p.notes(), perJvm.size() > 1 ? perJvm : List.of()));
      }
    }
    Files.writeString(csv, raw, StandardCharsets.UTF_8);
  }

  // The JVM of slot `jvm` for one scenario's pairs; its rounds go to thisJvm, its failed checks to failures, its
  // raw rounds to raw.
  private static void runScenario(List<Pair> group, int jvm, Results.Jdk jdk, Settings settings, String classPath,
      Path data, Path logs, Results results, Map<String, List<Double>> thisJvm, Map<String, String> failures,
      StringBuilder raw) throws IOException {
    List<String> command = new ArrayList<>(List.of(jdk.javaPath()));
    command.addAll(JvmOptions.BENCHMARK_JVM_ARGS);
    if (data != null) {
      command.add("-D" + Scenarios.DATA_PROPERTY + "=" + data.toAbsolutePath());
    }
    command.addAll(List.of("-cp", classPath, ScenarioTurns.class.getName(),
        String.valueOf(settings.warmupRounds()), String.valueOf(settings.warmupMillis()),
        String.valueOf(settings.rounds()), String.valueOf(roundMillis(settings, group))));
    String scenario = group.get(0).scenario().name();
    command.add(scenario + "=" + String.join(",", group.stream().map(Pair::library).toList()));
    String what = "turns JVM " + jvm + " (" + scenario + ")";
    Path log = logs.resolve(("turns-" + jdk.version() + "-jvm" + jvm + "-" + scenario).replaceAll("[^A-Za-z0-9._-]",
        "_") + ".log");
    Files.deleteIfExists(log);
    ChildJvm.Outcome outcome = ChildJvm.run(command, 3600, log, what);
    if (!outcome.exited() || outcome.status() != 0 || !outcome.output().contains(ScenarioTurns.PREFIX + "done")) {
      results.warnings.add("The scenarios' " + what + " on " + jdk.label() + " did not finish ("
          + (outcome.exited() ? "exit status " + outcome.status() : "timed out") + "): "
          + ChildJvm.failureIn(log) + "; its rounds so far are kept.");
    }
    parse(outcome.output(), thisJvm, failures, raw, jdk.version(), jvm);
  }

  /**
   * One JVM's output: each round's CPU-time ops/ms into {@code rounds} by (scenario, library), each failed check
   * into {@code failures} (the first stands), each round as a line of {@code csv}.
   */
  static void parse(String output, Map<String, List<Double>> rounds, Map<String, String> failures,
      StringBuilder csv, String jdk, int jvm) {
    for (String line : output.split("\n")) {
      if (!line.startsWith(ScenarioTurns.PREFIX)) {
        continue;
      }
      String[] f = line.strip().substring(ScenarioTurns.PREFIX.length()).split(" ", 5);
      if (f[0].equals("check") && f.length >= 4 && !f[3].equals("ok")) {
        failures.putIfAbsent(key(f[1], f[2]), f.length > 4 ? f[4] : f[3]);
      } else if (f[0].equals("round")) {
        String[] r = line.strip().split(" ");
        if (r.length < 9) {
          continue;
        }
        long calls = Long.parseLong(r[5]);
        long cpu = Long.parseLong(r[7]);
        if (cpu > 0) {
          rounds.computeIfAbsent(key(r[2], r[4]), k -> new ArrayList<>()).add(calls * 1e6 / cpu);
        }
        csv.append(jdk).append(',').append(jvm).append(',').append(r[2]).append(',').append(r[3]).append(',')
            .append(r[4]).append(',').append(r[5]).append(',').append(r[6]).append(',').append(r[7]).append(',')
            .append(r[8]).append('\n');
      }
    }
  }

  private static String key(String scenario, String library) {
    return scenario + "/" + library;
  }

  /** The pairs in runs of one scenario each, in their order (PairCheck lists them scenario by scenario). */
  public static List<List<Pair>> byScenario(List<Pair> pairs) {
    List<List<Pair>> groups = new ArrayList<>();
    for (Pair pair : pairs) {
      if (groups.isEmpty() || groups.get(groups.size() - 1).get(0).scenario() != pair.scenario()) {
        groups.add(new ArrayList<>());
      }
      groups.get(groups.size() - 1).add(pair);
    }
    return groups;
  }
}
