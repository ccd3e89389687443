package dev.peregrine.bench.report;

import dev.peregrine.bench.report.ReportDocument.Align;
import dev.peregrine.bench.report.ReportDocument.Bar;
import dev.peregrine.bench.report.ReportDocument.BarTone;
import dev.peregrine.bench.report.ReportDocument.Block;
import dev.peregrine.bench.report.ReportDocument.BulletList;
import dev.peregrine.bench.report.ReportDocument.Cell;
import dev.peregrine.bench.report.ReportDocument.CellKind;
import dev.peregrine.bench.report.ReportDocument.Chart;
import dev.peregrine.bench.report.ReportDocument.ChartLegend;
import dev.peregrine.bench.report.ReportDocument.Column;
import dev.peregrine.bench.report.ReportDocument.DetailKind;
import dev.peregrine.bench.report.ReportDocument.Document;
import dev.peregrine.bench.report.ReportDocument.Facts;
import dev.peregrine.bench.report.ReportDocument.Group;
import dev.peregrine.bench.report.ReportDocument.Heading;
import dev.peregrine.bench.report.ReportDocument.Inline;
import dev.peregrine.bench.report.ReportDocument.LegendEntry;
import dev.peregrine.bench.report.ReportDocument.Notes;
import dev.peregrine.bench.report.ReportDocument.Paragraph;
import dev.peregrine.bench.report.ReportDocument.ParagraphKind;
import dev.peregrine.bench.report.ReportDocument.RankingLine;
import dev.peregrine.bench.report.ReportDocument.Row;
import dev.peregrine.bench.report.ReportDocument.Section;
import dev.peregrine.bench.report.ReportDocument.Table;
import dev.peregrine.bench.report.ReportDocument.Text;
import dev.peregrine.bench.report.ReportDocument.Tone;
import dev.peregrine.bench.lib.Library;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.result.TrimmedStats;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A run's report, section by section, as a {@link ReportDocument}: the only place that says what the report
 * contains and in which order. Both renderers write what this builds.
 */
final class ReportBuilder {
  static final String TITLE = "Peregrine comparison suite";

  private final Results results;
  private final List<Block> blocks = new ArrayList<>();

  private ReportBuilder(Results results) {
    this.results = results;
  }

  static Document build(Results results) {
    return new ReportBuilder(results).document();
  }

  private Document document() {
    blocks.add(new Paragraph(ReportText.opening(results), ParagraphKind.PLAIN));
    blocks.add(new Paragraph(ReportText.ONE_RUN, ParagraphKind.CALLOUT));
    blocks.add(new Facts(results.environment));
    if (!results.warnings.isEmpty()) {
      blocks.add(new Notes(List.copyOf(results.warnings)));
    }
    boolean throughput = !results.scenarios.isEmpty();
    if (throughput) {
      blocks.add(new Paragraph(results.turns.isEmpty() ? ReportText.METHOD
          : ReportText.turnsMethod(results.turnsMethod), ParagraphKind.METHOD));
      targets();
      rankings();
      scenarios();
      if (results.jdks.size() > 1) {
        libraryByJdk();
      }
    }
    coldStart();
    streaming();
    blocks.addAll(BinaryReport.blocks(results));
    typeMatrix();
    blocks.addAll(ScaleReport.blocks(results));
    blocks.addAll(DemoReport.blocks(results));
    blocks.addAll(ServiceReport.blocks(results));
    noUnsafe();
    libraries();
    if (throughput) {
      supportMatrix();
    }
    return new Document(TITLE, List.copyOf(blocks));
  }

  private void targets() {
    blocks.add(new Heading(2, "Peregrine against its targets"));
    List<List<Targets.Check>> byJdk = new ArrayList<>();
    boolean forks = false;
    boolean sizes = false;
    for (Results.Jdk jdk : results.jdks) {
      List<Targets.Check> checks = Targets.of(results, jdk.label());
      byJdk.add(checks);
      forks |= checks.stream().anyMatch(c -> !Double.isNaN(c.low()));
      sizes |= checks.stream().anyMatch(c -> c.what().equals("size"));
    }
    blocks.add(new Paragraph((results.turns.isEmpty() ? Targets.LEGEND : Targets.TURNS_LEGEND)
        + (forks ? Targets.FORK_LEGEND : "") + (sizes ? Targets.SIZE_LEGEND : ""),
        ParagraphKind.METHOD));
    // The fork-by-fork column only when some ratio has forks to compare (2 forks or more on both sides).
    List<Column> columns = new ArrayList<>(List.of(left("scenario"), left("Peregrine"), left("against"),
        left("measure"), right("ratio"), right("interval")));
    if (forks) {
      columns.add(right("fork by fork"));
    }
    columns.addAll(List.of(right("target"), new Column("met", Align.CENTER)));
    for (int j = 0; j < results.jdks.size(); j++) {
      List<Targets.Check> checks = byJdk.get(j);
      if (checks.isEmpty()) {
        continue;
      }
      if (results.jdks.size() > 1) {
        blocks.add(new Heading(3, results.jdks.get(j).label()));
      }
      List<Row> rows = new ArrayList<>();
      for (Targets.Check c : checks) {
        List<Cell> cells = new ArrayList<>(List.of(Cell.text(c.scenario()), Cell.text(c.subject()),
            Cell.text(c.peer()), Cell.text(c.what()), Cell.number(Targets.ratio(c.ratio())),
            Cell.number(c.interval())));
        if (forks) {
          cells.add(Cell.number(c.range()));
        }
        String verdict = Targets.verdict(c);
        cells.add(Cell.number(Targets.target(c)));
        cells.add(verdict.equals("no") ? Cell.of(CellKind.TEXT, Inline.strong("no")) : Cell.text(verdict));
        rows.add(new Row(cells));
      }
      blocks.add(new Table(List.copyOf(columns), rows, false));
    }
  }

  private void rankings() {
    blocks.add(new Heading(2, "Rankings"));
    for (Results.Jdk jdk : results.jdks) {
      if (results.jdks.size() > 1) {
        blocks.add(new Heading(3, jdk.label()));
      }
      List<Row> rows = new ArrayList<>();
      for (Results.ScenarioInfo s : results.scenarios) {
        rows.add(new Row(List.of(Cell.of(CellKind.TEXT, Inline.link(s.name(), anchor(s.name()))),
            Cell.text(new Ranking(results, s, jdk.label()).line()))));
      }
      blocks.add(new Table(List.of(left("scenario"), left("ranking (fastest first)")), rows, false));
    }
  }

  private void scenarios() {
    blocks.add(new Heading(2, "Scenarios"));
    blocks.add(new ChartLegend(List.of(new LegendEntry(BarTone.OURS, "Peregrine"),
        new LegendEntry(BarTone.BASELINE, "the baseline of \"% of\" (fastjson2; fastjson2-jsonb for binary)"),
        new LegendEntry(BarTone.OTHER, "the other libraries")), results.turns.isEmpty()
            ? "99.9% confidence interval of the score (JMH)" : "range of the JVMs' ops/ms (the libraries in turns)"));
    boolean labelJdk = results.jdks.size() > 1;
    for (Results.ScenarioInfo s : results.scenarios) {
      List<Block> section = new ArrayList<>();
      section.add(new Heading(3, s.name(), s.description(), DetailKind.DESCRIPTION, null));
      for (Results.Jdk jdk : results.jdks) {
        Ranking r = new Ranking(results, s, jdk.label());
        if (labelJdk) {
          section.add(new Heading(4, r.jdk));
        }
        section.add(new RankingLine(null, r.line()));
        if (!r.measured.isEmpty()) {
          section.add(chart(r));
        }
        section.add(scenarioTable(r));
        if (!r.utf8.isEmpty()) {
          section.add(new Paragraph(utf8Context(r), ParagraphKind.METHOD));
        }
      }
      blocks.add(new Section(anchor(s.name()), section));
    }
  }

  /**
   * One line of context under a binary table: the JSON libraries' UTF-8 form from the UTF-8 scenario of the
   * same run, Peregrine's and the fastest, against the binary baseline (their own table has the rest).
   */
  private static String utf8Context(Ranking r) {
    Ranking.Row fastest = r.utf8.get(0);
    Ranking.Row ours = r.utf8.stream().filter(x -> x.library().equals("peregrine")).findFirst().orElse(null);
    StringBuilder line = new StringBuilder("For scale, UTF-8 JSON in " + fastest.borrowedFrom() + " of this run: ");
    line.append(utf8Part(fastest, r)).append(" (the fastest JSON library)");
    if (ours != null && ours != fastest) {
      line.append(", ").append(utf8Part(ours, r));
    }
    return line.append('.').toString();
  }

  private static String utf8Part(Ranking.Row row, Ranking r) {
    return row.library() + " " + Ranking.score(row.score()) + " ops/ms"
        + (Double.isNaN(row.percentOfBaseline()) ? "" : ", " + Ranking.percent(row.percentOfBaseline()) + " of "
            + r.baselineLabel);
  }

  private static Table scenarioTable(Ranking r) {
    boolean sizes = r.hasSizes();
    List<Column> columns = new ArrayList<>(List.of(right("#"), left("library"), right("ops/ms"),
        right(r.turns() ? "range of the JVMs" : "error"), right("% of " + r.baselineLabel
            + (r.turns() ? " (range of the JVMs)" : ""))));
    if (sizes) {
      columns.add(right("output bytes"));
    }
    columns.add(left("remarks"));
    List<Row> rows = new ArrayList<>();
    int rank = 0;
    for (Ranking.Row row : r.measured) {
      List<Cell> cells = new ArrayList<>(List.of(Cell.text(String.valueOf(++rank)), Cell.text(row.label()),
          Cell.number(Ranking.score(row.score())), Cell.number(r.spread(row)),
          Cell.number(r.percentWithRange(row))));
      if (sizes) {
        cells.add(Cell.number(row.outputBytes() >= 0 ? String.valueOf(row.outputBytes()) : ""));
      }
      cells.add(Cell.text(ReportText.remarks(row)));
      rows.add(new Row(cells, ours(row.library())));
    }
    for (Ranking.Row row : r.missing) {
      String status = Ranking.status(row.status());
      rows.add(new Row(List.of(Cell.text("–"), Cell.text(row.label()), Cell.spanning(Inline.bold(status),
          sizes ? 4 : 3), Cell.text(row.reason())), status.equals("ERROR") ? Tone.ERROR : Tone.NOT_APPLICABLE));
    }
    return new Table(columns, rows, false);
  }

  /** Bars of the measured rows, fastest first, with the error interval drawn across each bar's end. */
  private static Chart chart(Ranking r) {
    double max = 0;
    for (Ranking.Row row : r.measured) {
      double[] range = r.jvmRange(row);
      max = Math.max(max, range != null ? range[1] : row.score() + (Double.isNaN(row.error()) ? 0 : row.error()));
    }
    List<Bar> bars = new ArrayList<>();
    for (Ranking.Row row : r.measured) {
      double[] range = r.jvmRange(row);
      if (range != null) { // turns: the bar is the JVMs' median, the whisker their range
        bars.add(new Bar(row.label(), row.score(), range[0], range[1], row.library().startsWith("peregrine")
            ? BarTone.OURS : row.library().equals(r.scenario.baseline()) ? BarTone.BASELINE : BarTone.OTHER,
            row.label() + ": " + Ranking.score(row.score()) + " ops/ms, JVMs " + r.spread(row),
            Ranking.score(row.score()) + " · " + Ranking.percent(row.percentOfBaseline())));
        continue;
      }
      BarTone tone = row.library().startsWith("peregrine") ? BarTone.OURS
          : row.borrowedFrom() != null ? BarTone.BORROWED
          : row.library().equals(r.scenario.baseline()) ? BarTone.BASELINE
          : BarTone.OTHER;
      boolean interval = !Double.isNaN(row.error()) && row.error() > 0;
      bars.add(new Bar(row.label(), row.score(), interval ? Math.max(0, row.score() - row.error()) : Double.NaN,
          interval ? row.score() + row.error() : Double.NaN, tone,
          row.label() + ": " + Ranking.score(row.score()) + " ops/ms " + Ranking.error(row.error()),
          Ranking.score(row.score()) + " · " + Ranking.percent(row.percentOfBaseline())));
    }
    return new Chart(r.scenario.name() + " " + r.jdk, max, bars).unit("ops/ms");
  }

  private void libraryByJdk() {
    blocks.add(new Heading(2, "Library x JDK"));
    blocks.add(new Paragraph(Text.differing(
        "Throughput in ops/ms, and in parentheses the percentage of the baseline on the same JDK, as fastjson2's "
            + "benchmark page tabulates it.",
        "Throughput in ops/ms and, in parentheses, the percentage of the baseline on the same JDK, as fastjson2's "
            + "benchmark page tabulates it."), ParagraphKind.PLAIN));
    for (Results.ScenarioInfo s : results.scenarios) {
      List<Results.LibraryInfo> libs = results.librariesOf(s.kind());
      List<Column> columns = new ArrayList<>(List.of(left("JDK")));
      libs.forEach(l -> columns.add(right(l.id())));
      List<Row> rows = new ArrayList<>();
      List<List<Inline>> lines = new ArrayList<>();
      for (Results.Jdk jdk : results.jdks) {
        Ranking r = new Ranking(results, s, jdk.label());
        List<Cell> cells = new ArrayList<>(List.of(Cell.text(jdk.version())));
        libs.forEach(l -> cells.add(Cell.number(ReportText.jdkCell(r, l.id()))));
        rows.add(new Row(cells));
        lines.add(List.of(Inline.text(jdk.version() + ": " + r.line())));
      }
      blocks.add(new Group(List.of(new Heading(3, s.name()), new Table(columns, rows, false),
          new BulletList(lines))));
    }
  }

  private void coldStart() {
    if (results.coldStart.isEmpty()) {
      return;
    }
    blocks.add(new Heading(2, "Cold start: first write and first read in a fresh JVM", null, null, "cold-start"));
    blocks.add(new Paragraph(ReportText.COLD_START, ParagraphKind.METHOD));
    blocks.add(new ChartLegend(List.of(new LegendEntry(BarTone.OURS, "Peregrine"),
        new LegendEntry(BarTone.BASELINE, ColdStartTable.BASELINE + ", the baseline of \"% of\""),
        new LegendEntry(BarTone.OTHER, "the other libraries")), "range of the kept JVMs"));
    boolean labelJdk = results.jdks.size() > 1;
    for (Results.Jdk jdk : results.jdks) {
      for (String direction : ColdStartTable.DIRECTIONS) {
        ColdStartTable t = new ColdStartTable(results, direction, jdk.label());
        if (t.isEmpty()) {
          continue;
        }
        List<Block> section = new ArrayList<>();
        section.add(new Heading(3, t.title(), labelJdk ? jdk.label() : null, DetailKind.QUALIFIER, null));
        section.add(new RankingLine("cheapest first", t.line()));
        if (!t.measured.isEmpty()) {
          section.add(chart(t));
        }
        section.add(coldStartTable(t));
        blocks.add(new Section("cold-start-" + direction + (labelJdk ? "-" + anchor(jdk.version()) : ""), section));
      }
    }
  }

  private static Table coldStartTable(ColdStartTable t) {
    // The page's headers name the unit; the Markdown table's leave it to the legend above.
    List<Column> columns = List.of(right("#"), left("library"),
        new Column(Text.differing("mean", "mean ms"), Align.RIGHT),
        new Column(Text.differing("median", "median ms"), Align.RIGHT),
        new Column(Text.differing("spread of the kept (sd)", "spread of the kept, ms (sd)"), Align.RIGHT),
        right("kept"), right("% of " + ColdStartTable.BASELINE),
        new Column(Text.differing("JVM wall", "JVM wall ms"), Align.RIGHT));
    List<Row> rows = new ArrayList<>();
    int rank = 0;
    for (ColdStartTable.Row row : t.measured) {
      TrimmedStats.Summary s = row.stats();
      rows.add(new Row(List.of(Cell.text(String.valueOf(++rank)), Cell.text(row.library()),
          Cell.number(ColdStartTable.ms(s.mean())), Cell.number(ColdStartTable.ms(s.median())),
          Cell.number(ColdStartTable.spread(s)), Cell.number(ColdStartTable.kept(s)),
          Cell.number(ColdStartTable.percent(row.percentOfBaseline())),
          Cell.number(ColdStartTable.ms(row.wallMedian()))), ours(row.library())));
    }
    for (ColdStartTable.Row row : t.missing) {
      rows.add(new Row(List.of(Cell.text("–"), Cell.text(row.library()),
          Cell.spanning(Inline.bold(Ranking.status(row.status())), 5), Cell.text(row.reason())), Tone.ERROR));
    }
    if (t.emptyJvm != null) {
      rows.add(new Row(List.of(Cell.blankCell(), Cell.of(CellKind.TEXT, Inline.italic("empty JVM")),
          Cell.spanningRemark("a main that does nothing", 3), Cell.number(ColdStartTable.kept(t.emptyJvm)),
          Cell.blankCell(), Cell.number(ColdStartTable.ms(t.emptyJvm.median()))), Tone.NOT_APPLICABLE));
    }
    return new Table(columns, rows, false);
  }

  /** Bars of the trimmed mean, cheapest first, with the kept samples' range drawn across each. */
  private static Chart chart(ColdStartTable t) {
    double max = 0;
    for (ColdStartTable.Row row : t.measured) {
      max = Math.max(max, row.stats().max());
    }
    List<Bar> bars = new ArrayList<>();
    for (ColdStartTable.Row row : t.measured) {
      TrimmedStats.Summary s = row.stats();
      BarTone tone = row.library().startsWith("peregrine") ? BarTone.OURS
          : row.library().equals(ColdStartTable.BASELINE) ? BarTone.BASELINE
          : BarTone.OTHER;
      boolean range = s.max() > s.min();
      bars.add(new Bar(row.library(), s.mean(), range ? s.min() : Double.NaN, range ? s.max() : Double.NaN, tone,
          row.library() + ": mean " + ColdStartTable.ms(s.mean()) + " ms, median " + ColdStartTable.ms(s.median())
              + " ms, kept " + ColdStartTable.spread(s) + " ms",
          ColdStartTable.ms(s.mean()) + " ms · " + ColdStartTable.percent(row.percentOfBaseline())));
    }
    return new Chart(t.title() + " " + t.jdk, max, bars).unit("ms");
  }

  /** The streaming experiment: only when the run measured it, so other runs' reports stay as they were. */
  private void streaming() {
    if (results.stream.isEmpty()) {
      return;
    }
    blocks.add(new Heading(2, "Streaming: a large array element by element", null, null, "streaming"));
    blocks.add(new Paragraph(StreamTable.METHOD, ParagraphKind.METHOD));
    blocks.add(new ChartLegend(List.of(new LegendEntry(BarTone.OURS, "Peregrine"),
        new LegendEntry(BarTone.BASELINE, "Jackson, the peer of the targets"),
        new LegendEntry(BarTone.OTHER, "the other libraries")), "range of the JVMs"));
    boolean labelJdk = results.jdks.size() > 1;
    for (Results.Jdk jdk : results.jdks) {
      for (String format : List.of("json", "cbor")) {
        StreamTable t = new StreamTable(results, format, jdk.label());
        if (t.isEmpty()) {
          continue;
        }
        List<Block> section = new ArrayList<>();
        section.add(new Heading(3, "Streaming " + t.title(), labelJdk ? jdk.label() : null, DetailKind.QUALIFIER,
            null));
        section.add(new Paragraph(t.measured(), ParagraphKind.PLAIN));
        List<StreamTable.Check> checks = t.checks();
        if (!checks.isEmpty()) {
          List<Row> rows = new ArrayList<>();
          for (StreamTable.Check c : checks) {
            rows.add(new Row(List.of(Cell.text(c.direction()), Cell.text(c.what()), Cell.number(c.peregrine()),
                Cell.number(c.jackson()), Cell.number(c.ratio()), Cell.number(c.target()),
                c.met() ? Cell.text("yes") : Cell.of(CellKind.TEXT, Inline.strong("no")))));
          }
          section.add(new Table(List.of(left("target"), left("measure"), right("Peregrine"), right("Jackson"),
              right("ratio"), right("target"), new Column("met", Align.CENTER)), rows, false));
        }
        Chart chart = chart(t);
        if (!chart.bars().isEmpty()) {
          section.add(chart);
        }
        section.add(streamTable(t));
        blocks.add(new Section("streaming-" + format + (labelJdk ? "-" + anchor(jdk.version()) : ""), section));
      }
    }
  }

  private static Table streamTable(StreamTable t) {
    List<Column> columns = List.of(left("library"), left("direction"), left("heap"), right("MB/s (median)"),
        right("range"), right("peak heap MB"), right("bytes allocated per record"), left("completes"));
    List<Row> rows = new ArrayList<>();
    for (StreamTable.Row row : t.rows) {
      Results.StreamSeries s = row.series();
      List<Cell> cells = new ArrayList<>(List.of(Cell.text(s.library()), Cell.text(s.direction()),
          Cell.text("-Xmx" + s.heap())));
      String completes = StreamTable.completes(s);
      switch (s.outcome()) {
        case COMPLETED -> {
          cells.addAll(List.of(Cell.number(StreamTable.mbs(row.median())), Cell.number(StreamTable.range(row)),
              Cell.number(StreamTable.mb(row.peakHeapMb())), Cell.number(StreamTable.bytes(row.allocatedPerRecord())),
              Cell.text(completes)));
          rows.add(new Row(cells, ours(s.library())));
        }
        case OUT_OF_MEMORY -> {
          cells.addAll(List.of(Cell.number(StreamTable.mbs(row.median())), Cell.number(StreamTable.range(row)),
              Cell.number(StreamTable.mb(row.peakHeapMb())), Cell.number(StreamTable.bytes(row.allocatedPerRecord())),
              Cell.of(CellKind.ERROR, Inline.flag(completes), Inline.text(" (" + s.reason() + ")"))));
          rows.add(new Row(cells, Tone.ERROR));
        }
        default -> {
          cells.add(Cell.spanning(Inline.bold(completes), 4));
          cells.add(Cell.text(s.reason() == null ? "" : s.reason()));
          rows.add(new Row(cells, s.outcome() == Results.StreamOutcome.ERROR ? Tone.ERROR : Tone.NOT_APPLICABLE));
        }
      }
    }
    return new Table(columns, rows, false);
  }

  /** Bars of the median MB/s of every series with samples, direction by direction, the JVMs' range across each. */
  private static Chart chart(StreamTable t) {
    double max = 0;
    List<Bar> bars = new ArrayList<>();
    for (StreamTable.Row row : t.rows) {
      if (!row.measured()) {
        continue;
      }
      Results.StreamSeries s = row.series();
      max = Math.max(max, row.max());
      BarTone tone = s.library().startsWith("peregrine") ? BarTone.OURS
          : s.library().startsWith("jackson") ? BarTone.BASELINE
          : BarTone.OTHER;
      boolean range = row.max() > row.min();
      String label = s.direction() + " · " + s.library();
      bars.add(new Bar(label, row.median(), range ? row.min() : Double.NaN, range ? row.max() : Double.NaN, tone,
          label + ": median " + StreamTable.mbs(row.median()) + " MB/s, range " + StreamTable.range(row)
              + ", peak heap " + StreamTable.mb(row.peakHeapMb()) + " MB",
          StreamTable.mbs(row.median()) + " MB/s" + (s.outcome() == Results.StreamOutcome.OUT_OF_MEMORY
              ? " · FAILED" : "")));
    }
    return new Chart("Streaming " + t.title() + " MB/s " + t.jdk, max, bars).unit("MB/s");
  }

  /** The type matrix's ratio charts: a bar past the 1.0 line is a type Peregrine handles faster. */
  private static final ChartLegend TYPE_RATIO_LEGEND = new ChartLegend(List.of(
      new LegendEntry(BarTone.OURS, "Peregrine faster"), new LegendEntry(BarTone.OTHER, "fastjson2 faster")),
      "range of the rounds' ratios");

  /** The type matrix: only when the run measured it, so other runs' reports stay as they were. */
  private void typeMatrix() {
    if (results.types.isEmpty()) {
      return;
    }
    blocks.add(new Heading(2, "Type matrix: one bean per value type", null, null, "types"));
    blocks.add(new Paragraph(Text.of(TypeMatrixTable.METHOD + " Measured: " + results.typesMethod + "."),
        ParagraphKind.METHOD));
    boolean labelJdk = results.jdks.size() > 1;
    for (Results.Jdk jdk : results.jdks) {
      TypeMatrixTable t = new TypeMatrixTable(results, jdk.label());
      if (t.isEmpty()) {
        continue;
      }
      String suffix = labelJdk ? "-" + anchor(jdk.version()) : "";
      List<Block> section = new ArrayList<>();
      List<String> beans = t.types.stream().filter(type -> !results.typesDocuments.containsKey(type)).toList();
      if (!beans.isEmpty()) {
        section.add(new Heading(3, "Peregrine ÷ fastjson2 and ÷ the fastest without Unsafe",
            labelJdk ? jdk.label() : null, DetailKind.QUALIFIER, null));
      }
      section.add(new Paragraph(Text.of(t.unsafeNote()), ParagraphKind.PLAIN));
      List<Column> columns = new ArrayList<>(List.of(left("type")));
      for (String h : TypeMatrixTable.HEADERS) {
        columns.add(right(h + " ÷ fastjson2"));
        columns.add(right(h + " ÷ fastest without Unsafe"));
      }
      List<Row> rows = new ArrayList<>();
      for (String type : beans) {
        List<Cell> cells = new ArrayList<>(List.of(Cell.text(type)));
        for (String op : TypeMatrixTable.OPERATIONS) {
          TypeMatrixTable.Ratio f = t.ratio(type, op, "fastjson2");
          TypeMatrixTable.Ratio b = t.ratioToFastestWithoutUnsafe(type, op);
          cells.add(f == null ? Cell.of(CellKind.NOT_APPLICABLE, Inline.text(typeMark(t, type, op, "fastjson2")))
              : Cell.number(f.text()));
          cells.add(b == null ? Cell.of(CellKind.NOT_APPLICABLE, Inline.text("—"))
              : Cell.number(b.text() + " " + b.against()));
        }
        rows.add(new Row(cells));
      }
      if (!beans.isEmpty()) {
        section.add(new Table(columns, rows, false));
      }
      for (int k = 0; k < 3; k += 2) {
        String op = TypeMatrixTable.OPERATIONS.get(k);
        List<Bar> bars = new ArrayList<>();
        double max = 1;
        for (String type : beans) {
          TypeMatrixTable.Ratio f = t.ratio(type, op, "fastjson2");
          if (f == null) {
            continue;
          }
          max = Math.max(max, f.high());
          bars.add(new Bar(type, f.median(), f.low(), f.high(), f.median() >= 1 ? BarTone.OURS : BarTone.OTHER,
              type + ": Peregrine ÷ fastjson2 " + f.text(), String.format(Locale.ROOT, "%.2f", f.median())));
        }
        if (!bars.isEmpty()) {
          section.add(new Chart("Peregrine ÷ fastjson2, " + TypeMatrixTable.HEADERS.get(k) + " " + jdk.label(), max,
              bars).unit("Peregrine's ops/ms ÷ fastjson2's").reference(1).legend(TYPE_RATIO_LEGEND));
        }
      }
      if (TypedDocumentsSection.any(t, results.typesDocuments)) {
        section.addAll(TypedDocumentsSection.blocks(t, results.typesDocuments, labelJdk ? jdk.label() : null));
      }
      section.add(new Heading(4, "ops/ms, median of the scored rounds"));
      List<Column> scoreColumns = new ArrayList<>(List.of(left("type"), left("operation")));
      t.libraries.forEach(l -> scoreColumns.add(right(l)));
      List<Row> scoreRows = new ArrayList<>();
      List<List<Inline>> failures = new ArrayList<>();
      for (String type : t.types) {
        for (int k = 0; k < TypeMatrixTable.OPERATIONS.size(); k++) {
          String op = TypeMatrixTable.OPERATIONS.get(k);
          List<Cell> cells = new ArrayList<>(List.of(Cell.text(type), Cell.text(TypeMatrixTable.HEADERS.get(k))));
          for (String library : t.libraries) {
            Results.TypeCell c = t.cell(type, library, op);
            if (c == null) {
              cells.add(Cell.blankCell());
            } else if (c.status() == Results.Status.MEASURED) {
              cells.add(Cell.number(TypeMatrixTable.score(TypeMatrixTable.median(c.scores()))));
            } else {
              boolean na = c.status() == Results.Status.NOT_APPLICABLE;
              cells.add(Cell.of(na ? CellKind.NOT_APPLICABLE : CellKind.ERROR, Inline.text(na ? "n/a" : "ERROR")));
              failures.add(List.of(Inline.bold(type + " · " + TypeMatrixTable.HEADERS.get(k) + " · " + library),
                  Inline.text((na ? " n/a: " : " ERROR: ") + c.reason())));
            }
          }
          scoreRows.add(new Row(cells));
        }
      }
      section.add(new Table(scoreColumns, scoreRows, false));
      if (!failures.isEmpty()) {
        section.add(new Group(List.of(new Heading(4, "Not measured, and why"), new BulletList(failures))));
      }
      List<Row> settings = new ArrayList<>();
      results.typesSettings.forEach((id, s) -> settings.add(new Row(List.of(Cell.text(id), Cell.text(s)))));
      section.add(new Heading(4, "Settings in the type matrix"));
      section.add(new Table(List.of(left("library"), left("settings")), settings, false));
      blocks.add(new Section("types" + suffix, section));
    }
  }

  private static String typeMark(TypeMatrixTable t, String type, String op, String library) {
    Results.TypeCell c = t.cell(type, library, op);
    Results.TypeCell p = t.cell(type, "peregrine", op);
    if (p != null && p.status() != Results.Status.MEASURED) {
      return "Peregrine " + (p.status() == Results.Status.ERROR ? "ERROR" : "n/a");
    }
    return c == null ? "—" : c.status() == Results.Status.ERROR ? library + " ERROR" : library + " n/a";
  }

  private void noUnsafe() {
    if (results.noUnsafe.isEmpty()) {
      return;
    }
    List<Results.Jdk> jdks = ReportText.noUnsafeJdks(results);
    blocks.add(new Heading(2, "With sun.misc.Unsafe denied", null, null, "no-unsafe"));
    blocks.add(new Paragraph(ReportText.NO_UNSAFE, ParagraphKind.METHOD));
    List<Column> columns = new ArrayList<>(List.of(left("library")));
    jdks.forEach(j -> columns.add(left(j.label())));
    List<Row> rows = new ArrayList<>();
    for (String library : ReportText.noUnsafeLibraries(results)) {
      List<Cell> cells = new ArrayList<>(List.of(Cell.text(library)));
      for (Results.Jdk j : jdks) {
        Results.NoUnsafeRun r = ReportText.noUnsafeRun(results, library, j.label());
        // Coloured only when the library fails for want of Unsafe, not when it fails with Unsafe allowed too.
        CellKind kind = r != null && !r.runs() && !r.failsAnyway() ? CellKind.ERROR : CellKind.TEXT;
        cells.add(r != null && !r.runs()
            ? Cell.of(kind, Inline.flag("fails"), Inline.text(" " + ReportText.noUnsafeFailure(r)))
            : Cell.of(kind, Inline.text(ReportText.noUnsafeCell(r))));
      }
      rows.add(new Row(cells));
    }
    blocks.add(new Table(columns, rows, false));
  }

  private void libraries() {
    blocks.add(new Heading(2, "Libraries"));
    List<Row> rows = new ArrayList<>();
    for (Results.LibraryInfo l : results.libraries) {
      rows.add(new Row(List.of(Cell.text(l.id()), Cell.text(l.kind().name().toLowerCase(Locale.ROOT)),
          Cell.text(l.artifact()), Cell.text(l.version()), Cell.text(l.settings()))));
    }
    blocks.add(new Table(List.of(left("library"), left("family"), left("artifact"), left("version"),
        left("settings")), rows, false));
  }

  /**
   * Which library ran which scenario, a table per family (a JSON library never runs a binary scenario): the
   * longer of the two lists down the side, so that the table fits the page's width.
   */
  private void supportMatrix() {
    blocks.add(new Heading(2, "What ran"));
    blocks.add(new Paragraph(ReportText.MATRIX_LEGEND, ParagraphKind.PLAIN));
    for (Library.Kind kind : Library.Kind.values()) {
      List<Results.LibraryInfo> libs = results.librariesOf(kind);
      List<Results.ScenarioInfo> scenarios = results.scenarios.stream().filter(s -> s.kind() == kind).toList();
      if (libs.isEmpty() || scenarios.isEmpty()) {
        continue;
      }
      String family = kind.name().toLowerCase(Locale.ROOT);
      boolean scenariosDown = scenarios.size() > libs.size();
      List<Column> columns = new ArrayList<>(List.of(left(scenariosDown ? family + " scenario" : family + " library")));
      (scenariosDown ? libs.stream().map(Results.LibraryInfo::id) : scenarios.stream().map(Results.ScenarioInfo::name))
          .forEach(name -> columns.add(new Column(name, Align.CENTER)));
      List<Row> rows = new ArrayList<>();
      for (int i = 0; i < (scenariosDown ? scenarios.size() : libs.size()); i++) {
        List<Cell> cells = new ArrayList<>(List.of(Cell.text(scenariosDown ? scenarios.get(i).name() : libs.get(i).id())));
        for (int j = 0; j < (scenariosDown ? libs.size() : scenarios.size()); j++) {
          Results.ScenarioInfo s = scenarios.get(scenariosDown ? i : j);
          Results.LibraryInfo l = libs.get(scenariosDown ? j : i);
          String cell = ReportText.matrixCell(results, s, l);
          CellKind cellKind = switch (cell) {
            case "ok" -> CellKind.OK;
            case "ERROR" -> CellKind.ERROR;
            case "n/a" -> CellKind.NOT_APPLICABLE;
            default -> CellKind.OTHER;
          };
          cells.add(Cell.of(cellKind, Inline.text(cell)));
        }
        rows.add(new Row(cells));
      }
      blocks.add(new Table(columns, rows, true));
    }
    Map<ReportText.NotMeasured, List<String>> reasons = ReportText.notMeasured(results);
    if (!reasons.isEmpty()) {
      List<List<Inline>> items = new ArrayList<>();
      reasons.forEach((k, v) -> items.add(List.of(Inline.bold(k.library()), Inline.text(" " + k.why()),
          Inline.text(" — " + String.join(", ", v)))));
      blocks.add(new Group(List.of(new Heading(3, "Not measured, and why"), new BulletList(items))));
    }
  }

  private static Tone ours(String library) {
    return library.startsWith("peregrine") ? Tone.OURS : Tone.NONE;
  }

  private static Column left(String header) {
    return new Column(header, Align.LEFT);
  }

  private static Column right(String header) {
    return new Column(header, Align.RIGHT);
  }

  /** The page's anchor of a scenario or JDK name. */
  static String anchor(String name) {
    return name.replaceAll("[^A-Za-z0-9]", "-");
  }
}
