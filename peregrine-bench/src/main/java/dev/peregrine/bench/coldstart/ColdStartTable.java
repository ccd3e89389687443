package dev.peregrine.bench.coldstart;

import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.result.TrimmedStats;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import dev.peregrine.bench.eishay.Ranking;

/**
 * One cold-start direction on one JDK as both reports show it: measured libraries cheapest first by trimmed
 * mean, each with "% of gson" (JsonPerformanceVS's winner for small documents: 100% is gson's time, less is cheaper),
 * then the ERROR rows, and the empty-JVM baseline.
 */
public final class ColdStartTable {
  /** The library every row is compared with, as JsonPerformanceVS crowned it for small documents. */
  public static final String BASELINE = "gson";

  public static final List<String> DIRECTIONS = List.of("write", "read");

  public record Row(String library, Results.Status status, TrimmedStats.Summary stats, double wallMedian,
      double percentOfBaseline, String reason) {}

  final String direction;
  public final String jdk;
  public final List<Row> measured = new ArrayList<>();
  public final List<Row> missing = new ArrayList<>();
  /** The empty JVM's process time on this JDK, or null when it was not run. */
  public final TrimmedStats.Summary emptyJvm;

  public ColdStartTable(Results results, String direction, String jdk) {
    this.direction = direction;
    this.jdk = jdk;
    TrimmedStats.Summary empty = null;
    double baseline = Double.NaN;
    List<Results.ColdStartSeries> series = new ArrayList<>();
    for (Results.ColdStartSeries s : results.coldStart) {
      if (!s.jdk().equals(jdk)) {
        continue;
      }
      if (s.direction().equals("empty") && s.status() == Results.Status.MEASURED) {
        empty = TrimmedStats.summarize(s.wallNanos());
      } else if (s.direction().equals(direction)) {
        series.add(s);
        if (s.library().equals(BASELINE) && s.status() == Results.Status.MEASURED) {
          baseline = TrimmedStats.summarize(s.nanos()).mean();
        }
      }
    }
    emptyJvm = empty;
    for (Results.ColdStartSeries s : series) {
      if (s.status() == Results.Status.MEASURED) {
        TrimmedStats.Summary stats = TrimmedStats.summarize(s.nanos());
        double wall = TrimmedStats.summarize(s.wallNanos()).median();
        measured.add(new Row(s.library(), s.status(), stats, wall, stats.mean() / baseline * 100, null));
      } else {
        missing.add(new Row(s.library(), s.status(), null, Double.NaN, Double.NaN, s.reason()));
      }
    }
    measured.sort(Comparator.comparingDouble((Row r) -> r.stats().mean()));
  }

  public String title() {
    return direction.equals("write")
        ? "First write: MediaContent to UTF-8 JSON in a fresh JVM"
        : "First read: UTF-8 JSON to MediaContent in a fresh JVM";
  }

  public boolean isEmpty() {
    return measured.isEmpty() && missing.isEmpty();
  }

  /**
   * "gson < peregrine ≈ jackson < ...", cheapest first by trimmed mean: "≈" between neighbours whose ranges of
   * kept JVMs (the spread column) overlap, since the run cannot tell them apart, as the throughput rankings
   * write it between overlapping intervals.
   */
  public String line() {
    if (measured.isEmpty()) {
      return "(nothing measured)";
    }
    StringBuilder line = new StringBuilder(measured.get(0).library());
    for (int i = 1; i < measured.size(); i++) {
      line.append(apart(measured.get(i - 1).stats(), measured.get(i).stats()) ? " < " : " ≈ ")
          .append(measured.get(i).library());
    }
    return line.toString();
  }

  /** Whether every kept JVM of {@code cheaper} took less time than every kept JVM of {@code dearer}. */
  static boolean apart(TrimmedStats.Summary cheaper, TrimmedStats.Summary dearer) {
    return cheaper.max() < dearer.min();
  }

  public static String ms(double v) {
    return Double.isNaN(v) ? "–" : String.format(Locale.ROOT, v >= 100 ? "%.0f" : v >= 10 ? "%.1f" : "%.2f", v);
  }

  /** "16 of 20". */
  public static String kept(TrimmedStats.Summary s) {
    return s.kept() + " of " + s.runs();
  }

  /** "231–262 (sd 9.1)": the range of the kept samples and their standard deviation. */
  public static String spread(TrimmedStats.Summary s) {
    return ms(s.min()) + "–" + ms(s.max()) + (Double.isNaN(s.sd()) ? "" : " (sd " + ms(s.sd()) + ")");
  }

  public static String percent(double v) {
    return Ranking.percent(v);
  }
}
