package dev.peregrine.bench.unsafedenied;

import dev.peregrine.bench.report.ReportDocument.Block;
import dev.peregrine.bench.report.ReportDocument.Cell;
import dev.peregrine.bench.report.ReportDocument.CellKind;
import dev.peregrine.bench.report.ReportDocument.Column;
import dev.peregrine.bench.report.ReportDocument.Heading;
import dev.peregrine.bench.report.ReportDocument.Inline;
import dev.peregrine.bench.report.ReportDocument.Paragraph;
import dev.peregrine.bench.report.ReportDocument.ParagraphKind;
import dev.peregrine.bench.report.ReportDocument.Row;
import dev.peregrine.bench.report.ReportDocument.Table;
import dev.peregrine.bench.report.ReportSection;
import dev.peregrine.bench.report.ReportText;
import dev.peregrine.bench.report.Tables;
import dev.peregrine.bench.result.Results;
import java.util.ArrayList;
import java.util.List;

/** The check with sun.misc.Unsafe denied in the report: a row per library, a column per JDK that can deny it. */
public final class UnsafeDeniedSection implements ReportSection {
  private final Results results;
  private final List<Block> blocks = new ArrayList<>();

  public UnsafeDeniedSection() {
    this(null);
  }

  private UnsafeDeniedSection(Results results) {
    this.results = results;
  }

  @Override
  public int place() {
    return 900;
  }

  @Override
  public List<Block> blocks(Results results) {
    UnsafeDeniedSection s = new UnsafeDeniedSection(results);
    s.noUnsafe();
    return List.copyOf(s.blocks);
  }

  private void noUnsafe() {
    if (results.noUnsafe.isEmpty()) {
      return;
    }
    List<Results.Jdk> jdks = ReportText.noUnsafeJdks(results);
    blocks.add(new Heading(2, "With sun.misc.Unsafe denied", null, null, "no-unsafe"));
    blocks.add(new Paragraph(ReportText.NO_UNSAFE, ParagraphKind.METHOD));
    List<Column> columns = new ArrayList<>(List.of(Tables.left("library")));
    jdks.forEach(j -> columns.add(Tables.left(j.label())));
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
}
