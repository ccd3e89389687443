package dev.peregrine.bench.report;

import dev.peregrine.bench.lib.Library;
import dev.peregrine.bench.result.Results;
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
final class Ranking {

  /** One line of a scenario table. {@code borrowedFrom} names the scenario a UTF-8 JSON row comes from. */
  record Row(
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

  final Results.ScenarioInfo scenario;
  final String jdk;
  final List<Row> measured = new ArrayList<>();
  final List<Row> missing = new ArrayList<>();
  /** In a binary scenario, the JSON libraries' UTF-8 rows borrowed from its UTF-8 scenario, fastest first. */
  final List<Row> utf8 = new ArrayList<>();
  final String baselineLabel;

  Ranking(Results results, Results.ScenarioInfo scenario, String jdk) {
    this.scenario = scenario;
    this.jdk = jdk;
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
      for (Results.LibraryInfo lib : results.librariesOf(Library.Kind.JSON)) {
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
      Row row = new Row(label, c.library(), c.status(), c.score(), c.error(), c.score() / baseline * 100,
          c.outputBytes(), c.reason(), c.notes(), from);
      (from != null ? utf8 : row.measured() ? measured : missing).add(row);
    }
    measured.sort(Comparator.comparingDouble(Row::score).reversed());
    utf8.sort(Comparator.comparingDouble(Row::score).reversed());
  }

  /**
   * "fastjson2 > peregrine ≈ fastjson1 > jackson ...": fastest first, "≈" between neighbours whose error
   * intervals overlap, since the run cannot tell them apart. A score without an interval (one sample, as in the
   * smoke profile) counts as its point.
   */
  String line() {
    if (measured.isEmpty()) {
      return "(nothing measured)";
    }
    StringBuilder line = new StringBuilder(measured.get(0).label());
    for (int i = 1; i < measured.size(); i++) {
      line.append(apart(measured.get(i - 1), measured.get(i)) ? " > " : " ≈ ").append(measured.get(i).label());
    }
    return line.toString();
  }

  /** Whether {@code faster}'s interval lies wholly above {@code slower}'s. */
  static boolean apart(Row faster, Row slower) {
    return faster.score() - width(faster) > slower.score() + width(slower);
  }

  private static double width(Row row) {
    return Double.isNaN(row.error()) ? 0 : row.error();
  }

  boolean hasSizes() {
    return measured.stream().anyMatch(r -> r.outputBytes() >= 0);
  }

  static String score(double v) {
    return Double.isNaN(v) ? "" : String.format(Locale.ROOT, v >= 100 ? "%.1f" : v >= 1 ? "%.2f" : "%.4f", v);
  }

  static String error(double v) {
    return Double.isNaN(v) ? "n/a (1 sample)" : "± " + score(v);
  }

  static String percent(double v) {
    return Double.isNaN(v) || Double.isInfinite(v) ? "–" : String.format(Locale.ROOT, "%.2f%%", v);
  }

  static String status(Results.Status s) {
    return s == Results.Status.ERROR ? "ERROR" : s == Results.Status.NOT_APPLICABLE ? "n/a" : "ok";
  }
}
