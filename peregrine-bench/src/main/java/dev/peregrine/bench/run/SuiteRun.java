package dev.peregrine.bench.run;

import dev.peregrine.bench.eishay.Eishay;
import dev.peregrine.bench.experiment.Experiment;
import dev.peregrine.bench.experiment.ExperimentRun;
import dev.peregrine.bench.experiment.Experiments;
import dev.peregrine.bench.eishay.Scenarios;
import dev.peregrine.bench.peer.Peers;
import dev.peregrine.bench.report.HtmlReport;
import dev.peregrine.bench.report.MarkdownReport;
import dev.peregrine.bench.report.ReportSection;
import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.result.ResultsJson;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * One run of the suite: describes the environment, lets every selected {@link Experiment} of {@link Experiments}
 * plan (the Eishay scenarios check every pair there), prints the estimate (the sum of the experiments'), runs
 * them in the list's order with the time left printed before each phase, and writes report.md and report.html
 * beside what the experiments wrote (jmh-result.json or turns.csv, cold-start.csv).
 */
public final class SuiteRun {
  private final SuiteOptions options;
  private final Path out;
  private final List<Experiment> experiments;

  public SuiteRun(SuiteOptions options) {
    this(options, Experiments.all());
  }

  /** A run of these experiments instead of the suite's. */
  public SuiteRun(SuiteOptions options, List<Experiment> experiments) {
    this.options = options;
    this.out = options.out();
    this.experiments = experiments;
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
          + "peers of its targets only (" + String.join(", ", Peers.ids().stream().filter(options::runs).toList())
          + "); ./bench --all-libraries times every library.");
    }
    if (options.coldStartOnly()) {
      results.warnings.add("Run with --cold-start-only: no throughput scenario was run; only the cold-start "
          + "section has numbers.");
      results.warnings.addAll(Eishay.differencesFrom(Path.of("..", "shared", "data", "eishay")));
    }
    Environment.describeLibraries(results);

    ExperimentRun run = new ExperimentRun(options, results, System.getProperty("java.class.path"));
    List<Experiment> selected = experiments.stream().filter(e -> e.selected(options)).toList();
    for (Experiment e : selected) {
      e.plan(run);
    }
    TimeLeft left = new TimeLeft(SuiteEstimate.phases(selected, run));
    run.clock(left);
    long checkSeconds = Duration.ofNanos(System.nanoTime() - started).toSeconds();
    long estimatedSeconds = checkSeconds + left.totalMillis() / 1000;
    System.out.println(estimateLine(left, checkSeconds));
    for (Experiment e : selected) {
      e.run(run);
    }

    long seconds = Duration.ofNanos(System.nanoTime() - started).toSeconds();
    results.environment.put("Suite time", TimeLeft.format(seconds) + " (checks, "
        + selected.stream().map(Experiment::id).collect(Collectors.joining(", "))
        + ", after the build; estimated ~" + TimeLeft.format(estimatedSeconds) + " up front)");
    results.environment.put("Load average at end", Environment.loadAverage());
    if (options.only() != null || !options.libraries().isEmpty()) {
      results.dropUnused();
    }
    List<ReportSection> sections = Experiments.sections(experiments);
    Files.writeString(out.resolve("report.md"), new MarkdownReport(results, sections).render(), StandardCharsets.UTF_8);
    Files.writeString(out.resolve("report.html"), new HtmlReport(results, sections).render(), StandardCharsets.UTF_8);
    ResultsJson.write(out.resolve(ResultsJson.FILE_NAME), ResultsJson.of(results));
    System.out.println();
    System.out.println("Wrote " + out.resolve("report.md") + ", " + out.resolve("report.html")
        + Stream.of(ResultsJson.FILE_NAME, "jmh-result.json", "turns.csv", "cold-start.csv").map(out::resolve).filter(Files::exists)
            .map(f -> ", " + f).collect(Collectors.joining()) + " in " + TimeLeft.format(seconds) + ".");
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
}
