package dev.peregrine.bench.typematrix;

import dev.peregrine.bench.report.ReportDocument.Align;
import dev.peregrine.bench.report.ReportDocument.Block;
import dev.peregrine.bench.report.ReportDocument.BulletList;
import dev.peregrine.bench.report.ReportDocument.Cell;
import dev.peregrine.bench.report.ReportDocument.CellKind;
import dev.peregrine.bench.report.ReportDocument.Column;
import dev.peregrine.bench.report.ReportDocument.Heading;
import dev.peregrine.bench.report.ReportDocument.Inline;
import dev.peregrine.bench.report.ReportDocument.Paragraph;
import dev.peregrine.bench.report.ReportDocument.ParagraphKind;
import dev.peregrine.bench.report.ReportDocument.Row;
import dev.peregrine.bench.report.ReportDocument.Table;
import dev.peregrine.bench.result.Results;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import dev.peregrine.bench.report.ReportDocument;
import dev.peregrine.bench.eishay.Targets;

/**
 * The type matrix's typed documents, a table right after the matrix's: per document and
 * operation, Peregrine ÷ fastjson2 and ÷ the fastest library without Unsafe (the matrix's paired-round ratios
 * with their range), and whether Peregrine's targets are met. Their ops/ms and every n/a or ERROR are in the
 * matrix's own tables below.
 */
public final class TypedDocumentsSection {
  private TypedDocumentsSection() {}

  /** Peregrine's targets, for every typed document, read and write. */
  static final double TARGET_FASTJSON2 = 1.0;
  static final double TARGET_WITHOUT_UNSAFE = 1.5;
  static final double FLOOR_FASTJSON2 = 0.8;

  static final String METHOD = "Whole documents bound to classes, in the same JVM, rounds and checks as the "
      + "matrix's beans: a read must equal, field by field, the reference mapper's read of the same document (which "
      + "fails on a member the classes lack, so the classes cover the whole document); a write must give JSON the "
      + "reference mapper binds back to an equal value. The corpora are read as they are in the corpus folder "
      + "(indented); the records of JsonPerformanceVS and the blog's DemoResponse (below) are their values "
      + "written compact by the reference mapper. A "
      + "document is warmed by a four-hundredth of the matrix's calls and its scored rounds are twice as long, timed "
      + "a call at a time. Targets: at least " + ratio(TARGET_FASTJSON2) + "x fastjson2 and "
      + ratio(TARGET_WITHOUT_UNSAFE) + "x the "
      + "fastest library without Unsafe, read and write, and none below " + ratio(FLOOR_FASTJSON2) + "x fastjson2; "
      + "\"yes\" when the whole range of every ratio is past its target, \"no\" when the whole range of one is "
      + "short of it, \"unclear\" otherwise. The DemoResponse row and the blog's test's warm table time the same "
      + "value differently (see that section's method): here after the matrix's other rows in the same JVM, in "
      + "turns and in CPU time; there in a JVM of its own per library, on the wall clock.";

  /** Whether any of {@code t}'s rows is a typed document. */
  public static boolean any(TypeMatrixTable t, Map<String, String> documents) {
    return t.types.stream().anyMatch(documents::containsKey);
  }

  public static List<Block> blocks(TypeMatrixTable t, Map<String, String> documents, String jdkLabel) {
    List<Block> blocks = new ArrayList<>();
    blocks.add(new Heading(3, "Typed documents: Peregrine ÷ fastjson2 and ÷ the fastest without Unsafe", jdkLabel,
        ReportDocument.DetailKind.QUALIFIER, null));
    blocks.add(new Paragraph(METHOD, ParagraphKind.METHOD));
    List<Column> columns = new ArrayList<>(List.of(new Column("document", Align.LEFT)));
    for (String h : TypeMatrixTable.HEADERS) {
      columns.add(new Column(h + " ÷ fastjson2", Align.RIGHT));
      columns.add(new Column(h + " ÷ fastest without Unsafe", Align.RIGHT));
    }
    columns.add(new Column("targets met", Align.CENTER));
    List<Row> rows = new ArrayList<>();
    List<List<Inline>> what = new ArrayList<>();
    for (String document : t.types) {
      if (!documents.containsKey(document)) {
        continue;
      }
      what.add(List.of(Inline.bold(document), Inline.text(": " + documents.get(document))));
      List<Cell> cells = new ArrayList<>(List.of(Cell.text(document)));
      for (String op : TypeMatrixTable.OPERATIONS) {
        TypeMatrixTable.Ratio f = t.ratio(document, op, "fastjson2");
        TypeMatrixTable.Ratio b = t.ratioToFastestWithoutUnsafe(document, op);
        cells.add(f == null ? Cell.of(CellKind.NOT_APPLICABLE, Inline.text(mark(t, document, op, "fastjson2")))
            : Cell.number(f.text()));
        cells.add(b == null ? Cell.of(CellKind.NOT_APPLICABLE, Inline.text("—"))
            : Cell.number(b.text() + " " + b.against()));
      }
      String verdict = verdict(t, document);
      cells.add(verdict.startsWith("no") ? Cell.of(CellKind.TEXT, Inline.strong(verdict)) : Cell.text(verdict));
      rows.add(new Row(cells));
    }
    blocks.add(new Table(columns, rows, false));
    blocks.add(new BulletList(what));
    return blocks;
  }

  /**
   * "yes", "no", "no; below 0.8x fastjson2: OPERATIONS" or "unclear" over the four operations; "—" when nothing
   * could be compared (Peregrine or every peer not measured).
   */
  public static String verdict(TypeMatrixTable t, String document) {
    boolean any = false;
    boolean missed = false;
    boolean unclear = false;
    List<String> belowFloor = new ArrayList<>();
    for (int k = 0; k < TypeMatrixTable.OPERATIONS.size(); k++) {
      String op = TypeMatrixTable.OPERATIONS.get(k);
      TypeMatrixTable.Ratio f = t.ratio(document, op, "fastjson2");
      TypeMatrixTable.Ratio b = t.ratioToFastestWithoutUnsafe(document, op);
      for (TypeMatrixTable.Ratio r : new TypeMatrixTable.Ratio[] {f, b}) {
        if (r == null) {
          continue;
        }
        any = true;
        double target = r == f ? TARGET_FASTJSON2 : TARGET_WITHOUT_UNSAFE;
        if (r.high() < target) {
          missed = true;
        } else if (r.low() < target) {
          unclear = true;
        }
      }
      if (f != null && f.high() < FLOOR_FASTJSON2) {
        belowFloor.add(TypeMatrixTable.HEADERS.get(k));
      }
    }
    if (!any) {
      return "—";
    }
    if (!belowFloor.isEmpty()) {
      return "no; below " + ratio(FLOOR_FASTJSON2) + "x fastjson2: " + String.join(", ", belowFloor);
    }
    return missed ? "no" : unclear ? "unclear" : "yes";
  }

  private static String mark(TypeMatrixTable t, String document, String op, String library) {
    Results.TypeCell c = t.cell(document, library, op);
    Results.TypeCell p = t.cell(document, "peregrine", op);
    if (p != null && p.status() != Results.Status.MEASURED) {
      return "Peregrine " + (p.status() == Results.Status.ERROR ? "ERROR" : "n/a");
    }
    return c == null ? "—" : c.status() == Results.Status.ERROR ? library + " ERROR" : library + " n/a";
  }

  private static String ratio(double r) {
    return String.format(Locale.ROOT, "%.1f", r);
  }
}
