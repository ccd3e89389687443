package dev.peregrine.bench.streaming;

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
import dev.peregrine.bench.report.ReportDocument.Row;
import dev.peregrine.bench.report.ReportDocument.Section;
import dev.peregrine.bench.report.ReportDocument.Table;
import dev.peregrine.bench.report.ReportDocument.Tone;
import dev.peregrine.bench.report.ReportSection;
import dev.peregrine.bench.report.Tables;
import dev.peregrine.bench.result.Results;
import java.util.ArrayList;
import java.util.List;

/** The streaming experiment in the report: per JDK and format, the targets, a chart and a table. */
public final class StreamingSection implements ReportSection {
  private final Results results;
  private final List<Block> blocks = new ArrayList<>();

  public StreamingSection() {
    this(null);
  }

  private StreamingSection(Results results) {
    this.results = results;
  }

  @Override
  public int place() {
    return 300;
  }

  @Override
  public List<Block> blocks(Results results) {
    StreamingSection s = new StreamingSection(results);
    s.streaming();
    return List.copyOf(s.blocks);
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
          section.add(new Table(List.of(Tables.left("target"), Tables.left("measure"), Tables.right("Peregrine"), Tables.right("Jackson"),
              Tables.right("ratio"), Tables.right("target"), new Column("met", Align.CENTER)), rows, false));
        }
        Chart chart = chart(t);
        if (!chart.bars().isEmpty()) {
          section.add(chart);
        }
        section.add(streamTable(t));
        blocks.add(new Section("streaming-" + format + (labelJdk ? "-" + Tables.anchor(jdk.version()) : ""), section));
      }
    }
  }

  private static Table streamTable(StreamTable t) {
    List<Column> columns = List.of(Tables.left("library"), Tables.left("direction"), Tables.left("heap"), Tables.right("MB/s (median)"),
        Tables.right("range"), Tables.right("peak heap MB"), Tables.right("bytes allocated per record"), Tables.left("completes"));
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
          rows.add(new Row(cells, Tables.ours(s.library())));
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
}
