package dev.peregrine.bench.demoresponse;

import dev.peregrine.bench.report.ReportDocument.Align;
import dev.peregrine.bench.report.ReportDocument.Bar;
import dev.peregrine.bench.report.ReportDocument.BarTone;
import dev.peregrine.bench.report.ReportDocument.Block;
import dev.peregrine.bench.report.ReportDocument.Cell;
import dev.peregrine.bench.report.ReportDocument.CellKind;
import dev.peregrine.bench.report.ReportDocument.Chart;
import dev.peregrine.bench.report.ReportDocument.ChartLegend;
import dev.peregrine.bench.report.ReportDocument.Column;
import dev.peregrine.bench.report.ReportDocument.Heading;
import dev.peregrine.bench.report.ReportDocument.Inline;
import dev.peregrine.bench.report.ReportDocument.LegendEntry;
import dev.peregrine.bench.report.ReportDocument.Paragraph;
import dev.peregrine.bench.report.ReportDocument.ParagraphKind;
import dev.peregrine.bench.report.ReportDocument.Row;
import dev.peregrine.bench.report.ReportDocument.Table;
import dev.peregrine.bench.report.ReportDocument.Tone;
import dev.peregrine.bench.demoresponse.DemoResults;
import dev.peregrine.bench.result.Results;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import dev.peregrine.bench.report.ReportDocument;

/**
 * The report's section on the blog's DemoResponse test: the blog's loop, the warm timings, and Peregrine's target
 * (faster than the hand-written writer and every library at every size). Nothing when the experiment did not run.
 */
public final class DemoReport {
  private DemoReport() {}

  static final String HAND = "hand-written";

  static final List<String> OPERATIONS = List.of("writeString", "writeBytes", "readString", "readBytes");

  static final String METHOD = "A blog post on common JSON libraries' performance (2019) "
      + "wrote DemoResponse{int code; List<DemoEntity> data}, DemoEntity{int id; String name; String "
      + "category; Long price; Long appId; Long ctr}, filled with the index (its text for the strings), 10,000 "
      + "times in a loop and gave the total ms, "
      + "for Gson, fastjson, Jackson and a writer written by hand. Here fastjson2, dsl-json and Peregrine join, "
      + "and the hand-written writer is a careful one (a StringBuilder sized from the entity count, RFC 8259 "
      + "escaping; a test holds its output equal to every library's as JSON, and the run checks it byte for "
      + "byte: \"identical\"). Loop: the blog's method, in a fresh JVM per writer and size (-Xms1g -Xmx1g), the "
      + "first thing the JVM does. Warm: one JVM per writer and one mapper, first every operation at every size in "
      + "turns (five times one case's warmup), then each operation at each size "
      + "repeated for a warmup and timed over fixed-time iterations (the fastest iteration's time per operation: "
      + "on a shared machine noise only ever adds time); the hand-written "
      + "writer has no reader. Ratios are speed ratios: the other's time over Peregrine's, above 1 when Peregrine "
      + "is faster. The type matrix's typed documents read and write the same DemoResponse of 300 entities with "
      + "the same libraries, and their ratios may differ from these, for three reasons: there the document is the "
      + "reference mapper's writing of the value (its members in another order), the libraries take turns in one "
      + "JVM that has bound the matrix's other types and documents first, and a ratio is of rounds run side by "
      + "side, in CPU time; here each writer has a JVM of its own that binds nothing else, and two writers' times "
      + "come from JVMs run one after the other, on the wall clock.";

  public static List<Block> blocks(Results results) {
    DemoResults r = results.demo;
    if (r.isEmpty()) {
      return List.of();
    }
    List<Block> blocks = new ArrayList<>();
    blocks.add(new Heading(2,
        "A service's response (the JSON libraries blog, 2019): DemoResponse against a hand-written writer", r.jdk,
        ReportDocument.DetailKind.QUALIFIER, "demo-response"));
    blocks.add(new Paragraph(METHOD, ParagraphKind.METHOD));
    blocks.add(new Paragraph("Measured: " + r.plan + ".", ParagraphKind.METHOD));
    TreeSet<Integer> sizes = new TreeSet<>();
    r.loops.forEach(l -> sizes.add(l.size()));
    r.warm.forEach(w -> sizes.add(w.size()));
    List<String> writers = new ArrayList<>();
    r.loops.forEach(l -> {
      if (!writers.contains(l.library())) {
        writers.add(l.library());
      }
    });
    r.warm.forEach(w -> {
      if (!writers.contains(w.library())) {
        writers.add(w.library());
      }
    });
    targets(r, blocks, sizes, writers);
    if (!r.warmFailures.isEmpty()) {
      blocks.add(new ReportDocument.Notes(List.copyOf(r.warmFailures)));
    }
    if (!r.loops.isEmpty()) {
      loopTable(r, blocks, sizes, writers);
    }
    warmTable(r, blocks, sizes, writers);
    return blocks;
  }

  private static void loopTable(DemoResults r, List<Block> blocks, TreeSet<Integer> sizes, List<String> writers) {
    blocks.add(new Heading(3, "The blog's loop: total ms of the writes to a String in a fresh JVM"));
    List<Column> columns = new ArrayList<>(List.of(new Column("writer", Align.LEFT)));
    sizes.forEach(s -> columns.add(new Column(s + " entities", Align.RIGHT)));
    columns.add(new Column("bytes at " + sizes.last(), Align.RIGHT));
    columns.add(new Column("same bytes as hand-written", Align.LEFT));
    List<Row> rows = new ArrayList<>();
    for (String w : writers) {
      List<Cell> cells = new ArrayList<>(List.of(Cell.text(w)));
      boolean identical = true;
      int bytes = 0;
      for (int size : sizes) {
        DemoResults.Loop l = loop(r, w, size);
        cells.add(Cell.number(l == null ? "" : l.reason() != null ? "ERROR: " + l.reason()
            : String.format(Locale.ROOT, "%,.0f", loopMs(l))));
        if (l != null && l.reason() == null) {
          identical &= l.identical();
          bytes = l.bytes();
        }
      }
      cells.add(Cell.number(bytes > 0 ? String.format(Locale.ROOT, "%,d", bytes) : ""));
      cells.add(Cell.text(identical ? "yes" : "no (same JSON value; members in another order)"));
      rows.add(new Row(cells, tone(w)));
    }
    blocks.add(new Table(columns, rows, false));
  }

  private static void warmTable(DemoResults r, List<Block> blocks, TreeSet<Integer> sizes, List<String> writers) {
    if (!r.warm.isEmpty()) {
      blocks.add(new Heading(3, "Warm: microseconds per operation (fastest iteration)"));
      List<Column> warmColumns = new ArrayList<>(List.of(new Column("operation", Align.LEFT),
          new Column("writer", Align.LEFT)));
      sizes.forEach(s -> warmColumns.add(new Column(s + " entities", Align.RIGHT)));
      List<Row> warmRows = new ArrayList<>();
      for (String op : OPERATIONS) {
        for (String w : writers) {
          if (warm(r, op, w, sizes.first()) == null && warm(r, op, w, sizes.last()) == null) {
            continue;
          }
          List<Cell> cells = new ArrayList<>(List.of(Cell.text(op), Cell.text(w)));
          for (int size : sizes) {
            DemoResults.Warm x = warm(r, op, w, size);
            cells.add(Cell.number(x == null ? "" : String.format(Locale.ROOT, "%.2f", x.minNanos() / 1000)));
          }
          warmRows.add(new Row(cells, tone(w)));
        }
      }
      blocks.add(new Table(warmColumns, warmRows, false));
      int largest = sizes.last();
      for (String op : OPERATIONS) {
        List<Bar> bars = new ArrayList<>();
        double max = 0;
        for (DemoResults.Warm x : r.warm) {
          if (x.operation().equals(op) && x.size() == largest) {
            double us = x.minNanos() / 1000;
            bars.add(new Bar(x.library(), us, Double.NaN, Double.NaN,
                x.library().startsWith("peregrine") ? BarTone.OURS : x.library().equals(HAND) ? BarTone.BASELINE
                : BarTone.OTHER, x.library() + ": " + String.format(Locale.ROOT,
                "%.2f µs fastest, %.2f mean, %.2f slowest iteration", us, x.meanNanos() / 1000, x.maxNanos() / 1000),
                String.format(Locale.ROOT, "%.2f µs", us)));
            max = Math.max(max, us);
          }
        }
        bars.sort((a, b) -> Double.compare(a.value(), b.value()));
        if (!bars.isEmpty()) {
          blocks.add(new Paragraph(op + " at " + largest + " entities, µs per operation, fastest first (bars: "
              + "the fastest iteration)", ParagraphKind.PLAIN));
          blocks.add(new Chart(op + " at " + largest + " entities", max, bars).unit("µs per operation")
              .legend(new ChartLegend(List.of(new LegendEntry(BarTone.OURS, "Peregrine"),
                  new LegendEntry(BarTone.BASELINE, "the hand-written code"),
                  new LegendEntry(BarTone.OTHER, "the libraries")), null)));
        }
      }
    }
  }

  /**
   * Peregrine against the hand-written writer and the fastest library, per size: the loop and each warm
   * operation (reads against the libraries only).
   */
  private static void targets(DemoResults r, List<Block> blocks, TreeSet<Integer> sizes, List<String> writers) {
    blocks.add(new Heading(3, "Peregrine's target: faster than the hand-written writer and every library at every "
        + "size"));
    List<Column> columns = List.of(new Column("measure", Align.LEFT), new Column("entities", Align.RIGHT),
        new Column("Peregrine", Align.RIGHT), new Column("hand-written", Align.RIGHT),
        new Column("ratio to hand-written", Align.RIGHT), new Column("fastest library", Align.LEFT),
        new Column("ratio to it", Align.RIGHT), new Column("met", Align.CENTER));
    List<Row> rows = new ArrayList<>();
    List<String> measures = new ArrayList<>(List.of("loop"));
    measures.addAll(OPERATIONS);
    for (String measure : measures) {
      for (int size : sizes) {
        double ours = time(r, measure, "peregrine", size);
        if (Double.isNaN(ours)) {
          continue;
        }
        double hand = time(r, measure, HAND, size);
        String best = null;
        double bestTime = Double.MAX_VALUE;
        for (String w : writers) {
          double t = time(r, measure, w, size);
          if (!w.equals(HAND) && !w.equals("peregrine") && !Double.isNaN(t) && t < bestTime) {
            bestTime = t;
            best = w;
          }
        }
        boolean met = (Double.isNaN(hand) || ours < hand) && (best == null || ours < bestTime);
        // With neither the hand-written writer nor a library measured (a run restricted with --only), there is
        // nothing to beat: "–", not a "yes" by default.
        boolean compared = !Double.isNaN(hand) || best != null;
        String unit = measure.equals("loop") ? " ms" : " µs";
        double scale = measure.equals("loop") ? 1 : 1e-3;
        rows.add(new Row(List.of(Cell.text(measure.equals("loop") ? "loop (total)" : measure),
            Cell.number(String.valueOf(size)), Cell.number(fmt(ours * scale) + unit),
            Cell.number(Double.isNaN(hand) ? "–" : fmt(hand * scale) + unit),
            Cell.number(Double.isNaN(hand) ? "–" : String.format(Locale.ROOT, "%.2f", hand / ours)),
            Cell.text(best == null ? "–" : best + " " + fmt(bestTime * scale) + unit),
            Cell.number(best == null ? "–" : String.format(Locale.ROOT, "%.2f", bestTime / ours)),
            !compared ? Cell.text("–") : met ? Cell.text("yes") : Cell.of(CellKind.TEXT, Inline.strong("no"))),
            Tone.NONE));
      }
    }
    blocks.add(new Table(columns, rows, false));
  }

  /** The loop's total in ms, or an operation's warm mean in ns; NaN when not measured. */
  static double time(DemoResults r, String measure, String writer, int size) {
    if (measure.equals("loop")) {
      DemoResults.Loop l = loop(r, writer, size);
      return l == null || l.reason() != null || l.totalMillis().isEmpty() ? Double.NaN : loopMs(l);
    }
    DemoResults.Warm w = warm(r, measure, writer, size);
    return w == null ? Double.NaN : w.minNanos();
  }

  /** The median of the loop's JVMs. */
  static double loopMs(DemoResults.Loop l) {
    List<Double> sorted = new ArrayList<>(l.totalMillis());
    sorted.sort(null);
    int n = sorted.size();
    return n == 0 ? Double.NaN : n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
  }

  private static DemoResults.Loop loop(DemoResults r, String writer, int size) {
    return r.loops.stream().filter(l -> l.library().equals(writer) && l.size() == size).findFirst().orElse(null);
  }

  private static DemoResults.Warm warm(DemoResults r, String op, String writer, int size) {
    return r.warm.stream().filter(w -> w.operation().equals(op) && w.library().equals(writer) && w.size() == size)
        .findFirst().orElse(null);
  }

  private static Tone tone(String writer) {
    return writer.startsWith("peregrine") ? Tone.OURS : Tone.NONE;
  }

  private static String fmt(double v) {
    return v >= 100 ? String.format(Locale.ROOT, "%,.0f", v) : String.format(Locale.ROOT, "%.2f", v);
  }
}
