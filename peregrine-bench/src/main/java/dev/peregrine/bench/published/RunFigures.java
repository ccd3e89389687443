package dev.peregrine.bench.published;

import dev.peregrine.bench.jvmserializers.BinaryResults;
import dev.peregrine.bench.demoresponse.DemoResults;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.scaling.ScaleResults;
import dev.peregrine.bench.result.TrimmedStats;
import dev.peregrine.bench.eishay.TurnSeries;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * This run's figures as the verdicts compare them with the published ones, read from {@link Results} alone: a
 * library's throughput and its ratio to another's in a scenario, a binary configuration's total, a cold series'
 * trimmed mean, the blog's loop. Each returns empty (or NaN) when the run did not measure it, and {@link #whyNot}
 * says why in words.
 */
public final class RunFigures {
  private RunFigures() {}

  /** A ratio with the interval this run gives it (JMH's error, or the range of the JVMs when they took turns). */
  public record Ratio(double median, double low, double high) {
    public boolean overlaps(double min, double max) {
      return high >= min && low <= max;
    }
  }

  /** {@code library}'s ops/ms in {@code scenario} on {@code jdk}: the turns' median when they ran, else the cell's. */
  public static double score(Results r, String scenario, String library, String jdk) {
    Optional<TurnSeries> t = r.turn(scenario, library, jdk);
    if (t.isPresent() && !Double.isNaN(t.get().score())) {
      return t.get().score();
    }
    return r.cell(scenario, library, jdk).filter(c -> c.status() == Results.Status.MEASURED)
        .map(Results.Cell::score).orElse(Double.NaN);
  }

  /**
   * {@code a} (in {@code scenarioA}) over {@code b} (in {@code scenarioB}) on {@code jdk}. In one scenario timed
   * in turns, the round-by-round ratio and the JVMs' range; otherwise the scores' ratio, widened by JMH's errors
   * when there are any.
   */
  public static Optional<Ratio> ratio(Results r, String scenarioA, String a, String scenarioB, String b, String jdk) {
    if (scenarioA.equals(scenarioB)) {
      Optional<TurnSeries.Ratio> t = r.turnRatio(scenarioA, a, b, jdk);
      if (t.isPresent()) {
        return Optional.of(new Ratio(t.get().median(), t.get().low(), t.get().high()));
      }
    }
    Optional<Results.Cell> x = measured(r, scenarioA, a, jdk);
    Optional<Results.Cell> y = measured(r, scenarioB, b, jdk);
    if (x.isEmpty() || y.isEmpty()) {
      return Optional.empty();
    }
    double sa = score(r, scenarioA, a, jdk);
    double sb = score(r, scenarioB, b, jdk);
    if (!(sb > 0) || Double.isNaN(sa)) {
      return Optional.empty();
    }
    double ea = finite(x.get().error());
    double eb = finite(y.get().error());
    double high = sb - eb > 0 ? (sa + ea) / (sb - eb) : Double.POSITIVE_INFINITY;
    return Optional.of(new Ratio(sa / sb, Math.max(0, sa - ea) / (sb + eb), high));
  }

  private static double finite(double error) {
    return Double.isNaN(error) || Double.isInfinite(error) ? 0 : error;
  }

  private static Optional<Results.Cell> measured(Results r, String scenario, String library, String jdk) {
    return r.cell(scenario, library, jdk).filter(c -> c.status() == Results.Status.MEASURED);
  }

  /**
   * Why this run has no figure for {@code library} in {@code scenario}: the cell's own status and reason when
   * it has one, else the profile or {@code --only} left it out.
   */
  public static String whyNot(Results r, String scenario, String library) {
    for (Results.Jdk jdk : r.jdks) {
      Optional<Results.Cell> c = r.cell(scenario, library, jdk.label());
      if (c.isPresent() && c.get().status() != Results.Status.MEASURED) {
        return library + " " + (c.get().status() == Results.Status.ERROR ? "ERROR" : "n/a") + " in " + scenario
            + (c.get().reason() == null ? "" : " (" + shortReason(c.get().reason()) + ")");
      }
    }
    boolean scenarioRan = r.scenarios.stream().anyMatch(s -> s.name().equals(scenario));
    return scenarioRan ? library + " was not in this run's " + scenario + " (" + leftOut(r) + ")"
        : scenario + " did not run (" + leftOut(r) + ")";
  }

  /** A reason short enough for a table cell: its first line, up to its log's path; the scenario table has it whole. */
  static String shortReason(String reason) {
    String s = reason.lines().findFirst().orElse("");
    int log = s.indexOf(" (log: ");
    s = log > 0 ? s.substring(0, log) : s;
    return s.length() <= 140 ? s : s.substring(0, 139) + "…";
  }

  /** The usual reason a part is missing: the profile's choice or {@code --only}. */
  public static String leftOut(Results r) {
    return "left out by the " + r.profile.name().toLowerCase(Locale.ROOT) + " profile or --only";
  }

  /** A timed row of the jvm-serializers table or an XSON case, by configuration. */
  public static Optional<BinaryResults.Row> binaryRow(Results r, String experiment, String configuration) {
    return r.binary.rowsOf(experiment).stream().filter(x -> x.configuration().equals(configuration)).findFirst();
  }

  /** A cold series' trimmed mean in ms (JsonPerformanceVS's statistic), NaN when it failed or did not run. */
  public static double coldMillis(Results r, String direction, String library, int records, String variant) {
    for (ScaleResults.Cold c : r.scale.cold) {
      if (c.direction().equals(direction) && c.library().equals(library) && c.records() == records
          && c.variant().equals(variant)) {
        return c.reason() != null || c.nanos().isEmpty() ? Double.NaN : TrimmedStats.summarize(c.nanos()).mean();
      }
    }
    return Double.NaN;
  }

  /** The record counts this run's cold series measured, in order. */
  public static List<Integer> coldSizes(Results r) {
    return r.scale.cold.stream().map(ScaleResults.Cold::records).distinct().sorted().toList();
  }

  /** The blog's loop for {@code writer} at {@code size}: the median of the fresh JVMs' totals in ms, or NaN. */
  public static double loopMillis(Results r, String writer, int size) {
    for (DemoResults.Loop l : r.demo.loops) {
      if (l.library().equals(writer) && l.size() == size && l.reason() == null && !l.totalMillis().isEmpty()) {
        return TurnSeries.median(new ArrayList<>(l.totalMillis()));
      }
    }
    return Double.NaN;
  }

  public static List<Integer> loopSizes(Results r) {
    return r.demo.loops.stream().map(DemoResults.Loop::size).distinct().sorted().toList();
  }
}
