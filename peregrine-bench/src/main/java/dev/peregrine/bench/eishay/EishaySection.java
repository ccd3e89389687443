package dev.peregrine.bench.eishay;

import dev.peregrine.bench.peer.Peer;
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
import dev.peregrine.bench.report.ReportDocument.Group;
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
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * fastjson2's Eishay scenarios in the report: the method, Peregrine against its targets, the rankings, a section per
 * scenario with its chart and table, the library x JDK tables of a run of several JDKs, and after the table of
 * libraries which library ran which scenario.
 */
public final class EishaySection implements ReportSection {
  private final Results results;
  private final List<Block> blocks = new ArrayList<>();

  public EishaySection() {
    this(null);
  }

  private EishaySection(Results results) {
    this.results = results;
  }

  @Override
  public int place() {
    return 100;
  }

  @Override
  public List<Block> blocks(Results results) {
    EishaySection s = new EishaySection(results);
    if (!results.scenarios.isEmpty()) {
      s.blocks.add(new Paragraph(results.turns.isEmpty() ? ReportText.METHOD
          : ReportText.turnsMethod(results.turnsMethod), ParagraphKind.METHOD));
      s.targets();
      s.rankings();
      s.scenarios();
      if (results.jdks.size() > 1) {
        s.libraryByJdk();
      }
    }
    return List.copyOf(s.blocks);
  }

  @Override
  public List<Block> closing(Results results) {
    EishaySection s = new EishaySection(results);
    if (!results.scenarios.isEmpty()) {
      s.supportMatrix();
    }
    return List.copyOf(s.blocks);
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
    List<Column> columns = new ArrayList<>(List.of(Tables.left("scenario"), Tables.left("Peregrine"), Tables.left("against"),
        Tables.left("measure"), Tables.right("ratio"), Tables.right("interval")));
    if (forks) {
      columns.add(Tables.right("fork by fork"));
    }
    columns.addAll(List.of(Tables.right("target"), new Column("met", Align.CENTER)));
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
        rows.add(new Row(List.of(Cell.of(CellKind.TEXT, Inline.link(s.name(), Tables.anchor(s.name()))),
            Cell.text(new Ranking(results, s, jdk.label()).line()))));
      }
      blocks.add(new Table(List.of(Tables.left("scenario"), Tables.left("ranking (fastest first)")), rows, false));
    }
  }

  private void scenarios() {
    blocks.add(new Heading(2, "Scenarios"));
    blocks.add(new ChartLegend(List.of(new LegendEntry(BarTone.OURS, "Peregrine"),
        new LegendEntry(BarTone.BASELINE, "the baseline of \"% of\" (fastjson2; fastjson2-jsonb for binary)"),
        new LegendEntry(BarTone.OTHER, "the other libraries")), results.turns.isEmpty()
            ? "99.9% confidence interval of the score (JMH)"
            : "range of the JVMs' ratios to the baseline (the libraries in turns), the bar their median"));
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
      blocks.add(new Section(Tables.anchor(s.name()), section));
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
    List<Column> columns = new ArrayList<>(List.of(Tables.right("#"), Tables.left("library"), Tables.right("ops/ms"),
        Tables.right(r.turns() ? "range of the JVMs" : "error"), Tables.right("% of " + r.baselineLabel
            + (r.turns() ? " (range of the JVMs)" : ""))));
    if (sizes) {
      columns.add(Tables.right("output bytes"));
    }
    columns.add(Tables.left("remarks"));
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
      rows.add(new Row(cells, Tables.ours(row.library())));
    }
    for (Ranking.Row row : r.missing) {
      String status = Ranking.status(row.status());
      rows.add(new Row(List.of(Cell.text("–"), Cell.text(row.label()), Cell.spanning(Inline.bold(status),
          sizes ? 4 : 3), Cell.text(row.reason())), status.equals("ERROR") ? Tone.ERROR : Tone.NOT_APPLICABLE));
    }
    return new Table(columns, rows, false);
  }

  /**
   * Bars of the measured rows in rank order, of the statistic that orders them ({@link Ranking#barValue}), with
   * its interval drawn across each bar's end; the chart's label says which statistic.
   */
  private static Chart chart(Ranking r) {
    double max = 0;
    for (Ranking.Row row : r.measured) {
      double[] interval = r.barInterval(row);
      max = Math.max(max, Math.max(r.barValue(row), interval != null ? interval[1] : 0));
    }
    List<Bar> bars = new ArrayList<>();
    for (Ranking.Row row : r.measured) {
      double[] interval = r.barInterval(row);
      BarTone tone = row.library().startsWith("peregrine") ? BarTone.OURS
          : row.borrowedFrom() != null ? BarTone.BORROWED
          : row.library().equals(r.scenario.baseline()) ? BarTone.BASELINE
          : BarTone.OTHER;
      bars.add(new Bar(row.label(), r.barValue(row), interval != null ? interval[0] : Double.NaN,
          interval != null ? interval[1] : Double.NaN, tone,
          row.label() + ": " + Ranking.score(row.score()) + " ops/ms, " + r.percentWithRange(row) + " of "
              + r.baselineLabel + (r.turns() ? ", JVMs " + r.spread(row) : " " + Ranking.error(row.error())),
          Ranking.score(row.score()) + " · " + Ranking.percent(row.percentOfBaseline())));
    }
    return new Chart(r.scenario.name() + " " + r.jdk + ". Bars: " + r.statistic(), max, bars).unit("ops/ms");
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
      List<Column> columns = new ArrayList<>(List.of(Tables.left("JDK")));
      libs.forEach(l -> columns.add(Tables.right(l.id())));
      List<Row> rows = new ArrayList<>();
      List<List<Inline>> lines = new ArrayList<>();
      for (Results.Jdk jdk : results.jdks) {
        Ranking r = new Ranking(results, s, jdk.label());
        List<Cell> cells = new ArrayList<>(List.of(Cell.text(jdk.column())));
        libs.forEach(l -> cells.add(Cell.number(ReportText.jdkCell(r, l.id()))));
        rows.add(new Row(cells));
        lines.add(List.of(Inline.text(jdk.column() + ": " + r.line())));
      }
      blocks.add(new Group(List.of(new Heading(3, s.name()), new Table(columns, rows, false),
          new BulletList(lines))));
    }
  }

  /**
   * Which library ran which scenario, a table per family (a JSON library never runs a binary scenario): the
   * longer of the two lists down the side, so that the table fits the page's width.
   */
  private void supportMatrix() {
    blocks.add(new Heading(2, "What ran"));
    blocks.add(new Paragraph(ReportText.MATRIX_LEGEND, ParagraphKind.PLAIN));
    for (Peer.Kind kind : Peer.Kind.values()) {
      List<Results.LibraryInfo> libs = results.librariesOf(kind);
      List<Results.ScenarioInfo> scenarios = results.scenarios.stream().filter(s -> s.kind() == kind).toList();
      if (libs.isEmpty() || scenarios.isEmpty()) {
        continue;
      }
      String family = kind.name().toLowerCase(Locale.ROOT);
      boolean scenariosDown = scenarios.size() > libs.size();
      List<Column> columns = new ArrayList<>(List.of(Tables.left(scenariosDown ? family + " scenario" : family + " library")));
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
}
