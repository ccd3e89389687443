package dev.peregrine.bench.coldstart;

import dev.peregrine.bench.eishay.Ranking;
import dev.peregrine.bench.report.ReportDocument.Align;
import dev.peregrine.bench.report.ReportDocument.Bar;
import dev.peregrine.bench.report.ReportDocument.BarTone;
import dev.peregrine.bench.report.ReportDocument.Block;
import dev.peregrine.bench.report.ReportDocument.Cell;
import dev.peregrine.bench.report.ReportDocument.CellKind;
import dev.peregrine.bench.report.ReportDocument.Chart;
import dev.peregrine.bench.report.ReportDocument.ChartLegend;
import dev.peregrine.bench.report.ReportDocument.Column;
import dev.peregrine.bench.report.ReportDocument.DetailKind;
import dev.peregrine.bench.report.ReportDocument.Heading;
import dev.peregrine.bench.report.ReportDocument.Inline;
import dev.peregrine.bench.report.ReportDocument.LegendEntry;
import dev.peregrine.bench.report.ReportDocument.Paragraph;
import dev.peregrine.bench.report.ReportDocument.ParagraphKind;
import dev.peregrine.bench.report.ReportDocument.RankingLine;
import dev.peregrine.bench.report.ReportDocument.Row;
import dev.peregrine.bench.report.ReportDocument.Section;
import dev.peregrine.bench.report.ReportDocument.Table;
import dev.peregrine.bench.report.ReportDocument.Text;
import dev.peregrine.bench.report.ReportDocument.Tone;
import dev.peregrine.bench.report.ReportSection;
import dev.peregrine.bench.report.ReportText;
import dev.peregrine.bench.report.Tables;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.result.TrimmedStats;
import java.util.ArrayList;
import java.util.List;

/** Cold start in the report: per JDK and direction, the libraries cheapest first, a chart and a table. */
public final class ColdStartSection implements ReportSection {
  private final Results results;
  private final List<Block> blocks = new ArrayList<>();

  public ColdStartSection() {
    this(null);
  }

  private ColdStartSection(Results results) {
    this.results = results;
  }

  @Override
  public int place() {
    return 200;
  }

  @Override
  public List<Block> blocks(Results results) {
    ColdStartSection s = new ColdStartSection(results);
    s.coldStart();
    return List.copyOf(s.blocks);
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
        blocks.add(new Section("cold-start-" + direction + (labelJdk ? "-" + Tables.anchor(jdk.version()) : ""), section));
      }
    }
  }

  private static Table coldStartTable(ColdStartTable t) {
    // The page's headers name the unit; the Markdown table's leave it to the legend above.
    List<Column> columns = List.of(Tables.right("#"), Tables.left("library"),
        new Column(Text.differing("mean", "mean ms"), Align.RIGHT),
        new Column(Text.differing("median", "median ms"), Align.RIGHT),
        new Column(Text.differing("spread of the kept (sd)", "spread of the kept, ms (sd)"), Align.RIGHT),
        Tables.right("kept"), Tables.right("% of " + ColdStartTable.BASELINE),
        new Column(Text.differing("JVM wall", "JVM wall ms"), Align.RIGHT));
    List<Row> rows = new ArrayList<>();
    int rank = 0;
    for (ColdStartTable.Row row : t.measured) {
      TrimmedStats.Summary s = row.stats();
      rows.add(new Row(List.of(Cell.text(String.valueOf(++rank)), Cell.text(row.library()),
          Cell.number(ColdStartTable.ms(s.mean())), Cell.number(ColdStartTable.ms(s.median())),
          Cell.number(ColdStartTable.spread(s)), Cell.number(ColdStartTable.kept(s)),
          Cell.number(ColdStartTable.percent(row.percentOfBaseline())),
          Cell.number(ColdStartTable.ms(row.wallMedian()))), Tables.ours(row.library())));
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
}
