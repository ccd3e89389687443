package dev.peregrine.bench.eishay;

import dev.peregrine.bench.peer.Peer;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.eishay.TurnSeries;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One scenario on one JDK as the report shows it: measured rows fastest first with "% of" the baseline, then
 * the n/a and ERROR rows with their reasons. Binary scenarios also hold the JSON libraries' UTF-8 form, taken
 * from the matching UTF-8 scenario of the same run ({@link #utf8}, fastest first), for one line of context
 * (fastjson2's benchmark page ranks "fastjson2UTF8Bytes" among the binary formats); they are not ranked here.
 */
public final class Ranking {

  /** One line of a scenario table. {@code borrowedFrom} names the scenario a UTF-8 JSON row comes from. */
  public record Row(
      String label,
      String library,
      Results.Status status,
      double score,
      double error,
      double percentOfBaseline,
      int outputBytes,
      String reason,
      List<String> notes,
      String borrowedFrom) {

    boolean measured() {
      return status == Results.Status.MEASURED;
    }
  }

  private static final Map<String, String> UTF8_COMPANION =
      Map.of("WriteBinary", "WriteUTF8Bytes", "ParseBinary", "ParseUTF8Bytes");

  public final Results.ScenarioInfo scenario;
  public final String jdk;
  public final List<Row> measured = new ArrayList<>();
  public final List<Row> missing = new ArrayList<>();
  /** In a binary scenario, the JSON libraries' UTF-8 rows borrowed from its UTF-8 scenario, fastest first. */
  public final List<Row> utf8 = new ArrayList<>();
  public final String baselineLabel;
  /**
   * When the scenario's libraries were timed in turns: each measured library's ratio to the baseline
   * (median over the JVMs and their range), by library; the rows' "% of" is that median, and the ranking's
   * "≈" and order come from the ratios. Empty when JMH timed the scenario.
   */
  final Map<String, TurnSeries.Ratio> toBaseline = new java.util.HashMap<>();
  private final Results results;
  /**
   * Whether the order, the bars and the "% of" column all come from the ratios to the baseline in turns; else
   * all from the ops/ms. One statistic for the three: a ranking by ratio drawn with bars of the median ops/ms
   * showed ParseUTF8Bytes' first (Peregrine, 1,227 ops/ms) with a shorter bar than its second (fastjson2,
   * 1,350), since the median ops/ms of each library comes from different JVMs and the ratio from rounds side by
   * side.
   */
  private boolean byRatio;

  public Ranking(Results results, Results.ScenarioInfo scenario, String jdk) {
    this.scenario = scenario;
    this.jdk = jdk;
    this.results = results;
    List<Results.Cell> cells = new ArrayList<>();
    List<String> borrowed = new ArrayList<>();
    for (Results.LibraryInfo lib : results.librariesOf(scenario.kind())) {
      results.cell(scenario.name(), lib.id(), jdk).ifPresent(c -> {
        cells.add(c);
        borrowed.add(null);
      });
    }
    String companion = UTF8_COMPANION.get(scenario.name());
    if (companion != null) {
      for (Results.LibraryInfo lib : results.librariesOf(Peer.Kind.JSON)) {
        results.cell(companion, lib.id(), jdk).filter(c -> c.status() == Results.Status.MEASURED).ifPresent(c -> {
          cells.add(c);
          borrowed.add(companion);
        });
      }
    }
    double baseline = Double.NaN;
    for (int i = 0; i < cells.size(); i++) {
      Results.Cell c = cells.get(i);
      if (borrowed.get(i) == null && c.library().equals(scenario.baseline())
          && c.status() == Results.Status.MEASURED) {
        baseline = c.score();
      }
    }
    baselineLabel = scenario.baseline();
    for (int i = 0; i < cells.size(); i++) {
      Results.Cell c = cells.get(i);
      String from = borrowed.get(i);
      String label = from == null ? c.library() : c.library() + " (UTF-8 JSON)";
      double percent = c.score() / baseline * 100;
      if (from == null && c.status() == Results.Status.MEASURED) {
        TurnSeries.Ratio ratio = results.turnRatio(scenario.name(), c.library(), scenario.baseline(), jdk)
            .orElse(null);
        if (ratio != null) {
          toBaseline.put(c.library(), ratio);
          percent = ratio.median() * 100;
        }
      }
      Row row = new Row(label, c.library(), c.status(), c.score(), c.error(), percent,
          c.outputBytes(), c.reason(), c.notes(), from);
      (from != null ? utf8 : row.measured() ? measured : missing).add(row);
    }
    // In turns, by the ratio to the baseline: the ops/ms are medians of different JVMs, the ratios of rounds
    // that ran side by side.
    byRatio = turns() && measured.stream().allMatch(row -> toBaseline.containsKey(row.library()));
    measured.sort(Comparator.comparingDouble(byRatio ? Row::percentOfBaseline : Row::score).reversed());
    utf8.sort(Comparator.comparingDouble(Row::score).reversed());
  }

  /**
   * "fastjson2 > peregrine ≈ fastjson1 > jackson ...": fastest first, "≈" between neighbours whose error
   * intervals overlap, since the run cannot tell them apart. A score without an interval (one sample, as in the
   * smoke profile) counts as its point.
   */
  public String line() {
    if (measured.isEmpty()) {
      return "(nothing measured)";
    }
    StringBuilder line = new StringBuilder(measured.get(0).label());
    for (int i = 1; i < measured.size(); i++) {
      Row faster = measured.get(i - 1);
      Row slower = measured.get(i);
      TurnSeries.Ratio ratio = results.turnRatio(scenario.name(), faster.library(), slower.library(), jdk)
          .orElse(null);
      boolean apart = ratio != null ? ratio.low() > 1 : apart(faster, slower);
      line.append(apart ? " > " : " ≈ ").append(slower.label());
    }
    return line.toString();
  }

  /** The length of {@code row}'s bar: its "% of" the baseline when ranked by ratio, else its ops/ms. */
  public double barValue(Row row) {
    return byRatio ? row.percentOfBaseline() : row.score();
  }

  /**
   * The interval across {@code row}'s bar, in the bar's unit: the JVMs' range of its ratio to the baseline when
   * ranked by ratio, else the JVMs' range of its ops/ms or its JMH error; null when it has none.
   */
  public double[] barInterval(Row row) {
    if (byRatio) {
      TurnSeries.Ratio r = toBaseline.get(row.library());
      return r == null || r.n() < 2 || row.library().equals(scenario.baseline()) ? null
          : new double[] {r.low() * 100, r.high() * 100};
    }
    double[] range = jvmRange(row);
    if (range != null) {
      return range;
    }
    return Double.isNaN(row.error()) || row.error() <= 0 ? null
        : new double[] {Math.max(0, row.score() - row.error()), row.score() + row.error()};
  }

  /** What the bars, the order and the "% of" column are, for the chart's caption. */
  public String statistic() {
    if (byRatio) {
      return "% of " + baselineLabel + ": the median over the JVMs of each JVM's ratio to " + baselineLabel
          + " (rounds side by side), which orders the ranking and fills the \"% of\" column; whiskers: the JVMs' "
          + "range of that ratio";
    }
    return "ops/ms (" + (turns() ? "the median over the JVMs" : "the JMH score") + "), which orders the ranking; "
        + "\"% of\" is it over " + baselineLabel + "'s; whiskers: " + (turns() ? "the JVMs' range"
            : "its 99.9% confidence interval");
  }

  /** Whether the scenario's libraries were timed in turns on this JDK. */
  public boolean turns() {
    return !toBaseline.isEmpty();
  }

  /** The JVMs' range of {@code row}'s ops/ms in turns ("1020.5–1310.2"), or its JMH error. */
  public String spread(Row row) {
    double[] range = jvmRange(row);
    return range == null ? error(row.error()) : range[0] == range[1] ? "1 JVM" : score(range[0]) + "–" + score(range[1]);
  }

  /** The least and greatest of {@code row}'s JVMs' ops/ms when it was timed in turns, else null. */
  public double[] jvmRange(Row row) {
    TurnSeries t = row.borrowedFrom() != null ? null : results.turn(scenario.name(), row.library(), jdk).orElse(null);
    if (t == null || t.jvmScores().isEmpty()) {
      return null;
    }
    List<Double> perJvm = t.jvmScores();
    return new double[] {perJvm.stream().mapToDouble(d -> d).min().orElseThrow(),
        perJvm.stream().mapToDouble(d -> d).max().orElseThrow()};
  }

  /** "87.20% (83.1–90.2)": the ratio to the baseline in turns with its JVMs' range, else the plain percentage. */
  public String percentWithRange(Row row) {
    TurnSeries.Ratio r = row.borrowedFrom() == null ? toBaseline.get(row.library()) : null;
    if (r == null || r.n() < 2 || row.library().equals(scenario.baseline())) {
      return percent(row.percentOfBaseline());
    }
    return percent(row.percentOfBaseline()) + String.format(Locale.ROOT, " (%.1f–%.1f)", r.low() * 100,
        r.high() * 100);
  }

  /** Whether {@code faster}'s interval lies wholly above {@code slower}'s. */
  static boolean apart(Row faster, Row slower) {
    return faster.score() - width(faster) > slower.score() + width(slower);
  }

  private static double width(Row row) {
    return Double.isNaN(row.error()) ? 0 : row.error();
  }

  public boolean hasSizes() {
    return measured.stream().anyMatch(r -> r.outputBytes() >= 0);
  }

  public static String score(double v) {
    return Double.isNaN(v) ? "" : String.format(Locale.ROOT, v >= 100 ? "%.1f" : v >= 1 ? "%.2f" : "%.4f", v);
  }

  public static String error(double v) {
    return Double.isNaN(v) ? "n/a (1 sample)" : "± " + score(v);
  }

  public static String percent(double v) {
    return Double.isNaN(v) || Double.isInfinite(v) ? "–" : String.format(Locale.ROOT, "%.2f%%", v);
  }

  public static String status(Results.Status s) {
    return s == Results.Status.ERROR ? "ERROR" : s == Results.Status.NOT_APPLICABLE ? "n/a" : "ok";
  }
}
