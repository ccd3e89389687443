package dev.peregrine.bench.run;

import dev.peregrine.bench.peer.Peers;
import dev.peregrine.bench.peer.Peer;
import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.result.TrimmedStats;
import dev.peregrine.bench.eishay.Scenario;
import dev.peregrine.bench.eishay.Scenarios;
import dev.peregrine.bench.data.BundledData;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import dev.peregrine.bench.coldstart.ColdStartRunner;
import dev.peregrine.bench.eishay.ScenarioTurnsRunner;

/**
 * What the report header says about the run: the machine, the JDKs, the settings and warnings of the command
 * line, the libraries and their versions, the cold-start method; and the probes of the machine behind it.
 */
public final class Environment {
  private Environment() {}

  /** The header of a run started at {@code startTime}: its environment lines, JDKs and warnings. */
  public static void describe(Results results, SuiteOptions options, ZonedDateTime startTime) throws Exception {
    Profile profile = options.profile();
    results.environment.put("Date", startTime.format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss xxx")));
    results.environment.put("CPU", cpuModel());
    results.environment.put("Cores", Runtime.getRuntime().availableProcessors() + " (as the JVM sees them)");
    results.environment.put("Memory", memory());
    results.environment.put("OS", System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
        + System.getProperty("os.arch"));
    results.environment.put("Load average at start", loadAverage());
    for (String path : options.jdkPaths()) {
      results.jdks.add(describeJdk(path));
    }
    StringBuilder jdks = new StringBuilder();
    for (Results.Jdk jdk : results.jdks) {
      jdks.append(jdks.length() == 0 ? "" : "; ").append(jdk.version()).append(", ").append(jdk.vm()).append(", ")
          .append(jdk.javaPath());
    }
    results.environment.put("JDK", jdks.toString());
    ScenarioTurnsRunner.Settings turns = ScenarioTurnsRunner.settings(profile, options.forks());
    if (!options.coldStartOnly() && turns != null) {
      results.environment.put("Method", "the libraries of a scenario take turns: " + turns.describe()
          + "; ops/ms of the thread's CPU time, ratios round by round, median over the JVMs");
    } else if (!options.coldStartOnly()) {
      results.environment.put("JMH", version("org.openjdk.jmh:jmh-core") + ": " + profile.describe(options.forks())
          + "; error = 99.9% confidence interval as JMH computes it (none with a single measurement)");
    }
    results.environment.put("Profile", profile.name().toLowerCase(Locale.ROOT));
    results.environment.put("Data", BundledData.describe(options.data()));
    if (!options.coldStartOnly()) {
      corpusSizes(results, options.data());
    }
    if (!options.coldStartOnly()) {
      // Only the benchmark JVMs (JMH forks or the turns) pre-touch the heap; the cold-start row names its own.
      results.environment.put("Fork JVM options", String.join(" ", JvmOptions.BENCHMARK_JVM_ARGS));
    }
    String build = System.getProperty("peregrine.bench.buildSeconds");
    if (build != null && !build.isEmpty()) {
      results.environment.put("Build time", build + " s (mvn package, before the suite started)");
    }
    if (profile == Profile.SMOKE) {
      results.warnings.add("Smoke profile: every pair ran once for 100 ms, mostly without a fork or warmup, to "
          + "test the suite itself, and each cold-start series ran " + options.coldStartRuns() + " JVMs instead "
          + "of the quick profile's " + Profile.QUICK.coldStartRuns + " to stay within CI's 3 minutes. These "
          + "numbers mean nothing; use the quick or full profile to compare.");
    }
    if (options.only() != null) {
      results.only = options.only().pattern();
      results.warnings.add("Run restricted with --only " + options.only() + ": pairs it excludes are not in this "
          + "report.");
    }
    String commit = System.getProperty("peregrine.bench.commit");
    if (commit != null && !commit.isEmpty()) {
      results.environment.put("Peregrine commit", commit);
    }
  }

  /**
   * The size of each corpus in {@code data}, on every JDK: the corpus scenarios and the typed documents read
   * their documents from that folder (the suite passes it to every JVM it starts), and the throughput table in
   * MB/s multiplies their ops/ms by it.
   */
  static void corpusSizes(Results results, Path data) throws IOException {
    if (data == null) {
      return;
    }
    boolean standIn = BundledData.isStandIns(data);
    for (String corpus : Scenarios.CORPORA) {
      Path file = data.resolve(corpus + ".json");
      if (Files.isRegularFile(file)) {
        long bytes = Files.size(file);
        for (Results.Jdk jdk : results.jdks) {
          results.corpusSizes.add(new Results.CorpusSize(corpus + ".json", jdk.label(), bytes, standIn));
        }
      }
    }
  }

  /** Every registered library, with its version, and the "Library versions" line. */
  public static void describeLibraries(Results results) {
    for (String id : Peers.ids()) {
      results.libraries.add(describeLibrary(id));
    }
    results.environment.put("Library versions", versions(results.libraries));
  }

  private static Results.LibraryInfo describeLibrary(String id) {
    try {
      Peer lib = Peers.create(id);
      String version = lib.artifact().equals("jdk") ? "(the benchmark JDK)" : version(lib.artifact());
      return new Results.LibraryInfo(id, lib.kind(), lib.artifact(), version, lib.settings());
    } catch (Throwable t) {
      return new Results.LibraryInfo(id, Peers.kind(id), "?", "?", "cannot start: " + Scenario.firstLine(t));
    }
  }

  /** "peregrine-core 0.1.0-SNAPSHOT, fastjson2 2.0.64, ...", one entry per artifact. */
  static String versions(List<Results.LibraryInfo> libraries) {
    // By artifact name alone, unless two groups share it (Jackson 2's com.fasterxml.jackson.core:jackson-databind
    // and Jackson 3's tools.jackson.core:jackson-databind): then the later one keeps its group.
    Map<String, String> seen = new LinkedHashMap<>();
    Map<String, String> groups = new LinkedHashMap<>();
    for (Results.LibraryInfo l : libraries) {
      if (!l.artifact().equals("jdk") && !l.artifact().equals("?")) {
        String name = l.artifact().substring(l.artifact().indexOf(':') + 1);
        String first = groups.putIfAbsent(name, l.artifact());
        seen.putIfAbsent(first == null || first.equals(l.artifact()) ? name : l.artifact(), l.version());
      }
    }
    StringBuilder b = new StringBuilder();
    seen.forEach((artifact, version) -> b.append(b.length() == 0 ? "" : ", ").append(artifact).append(' ')
        .append(version));
    return b.toString();
  }

  /** The "Cold start" line: how many JVMs, what the trim keeps, their options; nothing without a plan. */
  public static void describeColdStart(Results results, SuiteOptions options, List<ColdStartRunner.Plan> plan) {
    if (plan.isEmpty()) {
      return;
    }
    int runs = options.coldStartRuns();
    Profile profile = options.profile();
    int trim = TrimmedStats.trimmedEachSide(runs);
    results.environment.put("Cold start", runs + " fresh JVMs per library and direction, one "
        + "measurement each, run round-robin after the benchmarks; the " + trim + " highest and " + trim
        + " lowest dropped, " + (runs - 2 * trim) + " kept; JVM options " + String.join(" ",
        JvmOptions.FORK_JVM_ARGS) + ", the suite's class path"
        + (profile.coldStartSkipped.isEmpty() ? "" : "; not measured in this profile: "
            + String.join(", ", profile.coldStartSkipped)));
  }

  static String cpuModel() {
    for (String line : lines(Path.of("/proc/cpuinfo"))) {
      if (line.startsWith("model name")) {
        return line.substring(line.indexOf(':') + 1).strip();
      }
    }
    return System.getProperty("os.arch");
  }

  static String memory() {
    for (String line : lines(Path.of("/proc/meminfo"))) {
      if (line.startsWith("MemTotal:")) {
        long kb = Long.parseLong(line.replaceAll("[^0-9]", ""));
        return String.format("%.1f GiB", kb / 1024.0 / 1024.0);
      }
    }
    return "unknown";
  }

  /** The 1, 5 and 15 minute load averages: a busy machine makes every number here noisier. */
  public static String loadAverage() {
    List<String> lines = lines(Path.of("/proc/loadavg"));
    if (lines.isEmpty()) {
      return "unknown";
    }
    String[] parts = lines.get(0).split(" ");
    return parts.length >= 3 ? parts[0] + " " + parts[1] + " " + parts[2] : lines.get(0);
  }

  /**
   * The version of a Maven artifact on the class path: its {@code pom.properties}, else the version folder of
   * its jar in a Maven repository layout. "jdk" answers with the running JDK's version.
   */
  static String version(String artifact) {
    return Peers.version(artifact);
  }

  /** Asks a JDK for its version and VM name. */
  static Results.Jdk describeJdk(String javaExecutable) throws IOException, InterruptedException {
    Process p = new ProcessBuilder(javaExecutable, "-XshowSettings:properties", "-version")
        .redirectErrorStream(true)
        .start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
      throw new IOException(javaExecutable + " -version failed:\n" + out);
    }
    return new Results.Jdk(javaExecutable, property(out, "java.runtime.version", property(out, "java.version", "?")),
        property(out, "java.vm.name", "?") + " (" + property(out, "java.vendor", "?") + ")");
  }

  private static String property(String settings, String key, String fallback) {
    for (String line : settings.split("\n")) {
      String s = line.strip();
      if (s.startsWith(key + " = ")) {
        return s.substring(key.length() + 3);
      }
    }
    return fallback;
  }

  private static List<String> lines(Path file) {
    try {
      return Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException | RuntimeException e) {
      return new ArrayList<>();
    }
  }
}
