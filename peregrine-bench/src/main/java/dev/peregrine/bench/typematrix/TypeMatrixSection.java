package dev.peregrine.bench.typematrix;

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
import dev.peregrine.bench.report.ReportDocument.Row;
import dev.peregrine.bench.report.ReportDocument.Section;
import dev.peregrine.bench.report.ReportDocument.Table;
import dev.peregrine.bench.report.ReportDocument.Text;
import dev.peregrine.bench.report.ReportSection;
import dev.peregrine.bench.report.Tables;
import dev.peregrine.bench.result.Results;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The type matrix in the report, with the typed documents inside it: per JDK, the ratios, charts and scores. */
public final class TypeMatrixSection implements ReportSection {
  private final Results results;
  private final List<Block> blocks = new ArrayList<>();

  public TypeMatrixSection() {
    this(null);
  }

  private TypeMatrixSection(Results results) {
    this.results = results;
  }

  @Override
  public int place() {
    return 500;
  }

  @Override
  public List<Block> blocks(Results results) {
    TypeMatrixSection s = new TypeMatrixSection(results);
    s.typeMatrix();
    return List.copyOf(s.blocks);
  }

  /** The ratio charts: a bar past the 1.0 line is a type Peregrine handles faster. */
  private static final ChartLegend RATIO_LEGEND = new ChartLegend(List.of(
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
      String suffix = labelJdk ? "-" + Tables.anchor(jdk.version()) : "";
      List<Block> section = new ArrayList<>();
      List<String> beans = t.types.stream().filter(type -> !results.typesDocuments.containsKey(type)).toList();
      if (!beans.isEmpty()) {
        section.add(new Heading(3, "Peregrine ÷ fastjson2 and ÷ the fastest without Unsafe",
            labelJdk ? jdk.label() : null, DetailKind.QUALIFIER, null));
      }
      section.add(new Paragraph(Text.of(t.unsafeNote()), ParagraphKind.PLAIN));
      List<Column> columns = new ArrayList<>(List.of(Tables.left("type")));
      for (String h : TypeMatrixTable.HEADERS) {
        columns.add(Tables.right(h + " ÷ fastjson2"));
        columns.add(Tables.right(h + " ÷ fastest without Unsafe"));
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
              bars).unit("Peregrine's ops/ms ÷ fastjson2's").reference(1).legend(RATIO_LEGEND));
        }
      }
      if (TypedDocumentsSection.any(t, results.typesDocuments)) {
        section.addAll(TypedDocumentsSection.blocks(t, results.typesDocuments, labelJdk ? jdk.label() : null));
      }
      section.add(new Heading(4, "ops/ms, median of the scored rounds"));
      List<Column> scoreColumns = new ArrayList<>(List.of(Tables.left("type"), Tables.left("operation")));
      t.libraries.forEach(l -> scoreColumns.add(Tables.right(l)));
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
      section.add(new Table(List.of(Tables.left("library"), Tables.left("settings")), settings, false));
      blocks.add(new Section("types-table" + suffix, section));
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
}
