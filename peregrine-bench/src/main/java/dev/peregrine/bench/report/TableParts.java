package dev.peregrine.bench.report;

import dev.peregrine.bench.report.ReportDocument.Align;
import dev.peregrine.bench.report.ReportDocument.Cell;
import dev.peregrine.bench.report.ReportDocument.CellKind;
import dev.peregrine.bench.report.ReportDocument.Column;
import dev.peregrine.bench.report.ReportDocument.Inline;
import dev.peregrine.bench.report.ReportDocument.Row;
import dev.peregrine.bench.report.ReportDocument.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * A table too wide for a narrow screen, cut into parts the page shows one under the other: each part repeats the
 * table's leading key columns (the library, the type and operation) and takes as many of the other columns as fit.
 * A reader on a laptop or a phone sees every column without scrolling sideways.
 *
 * <p>The width is estimated, not measured: a header may wrap between words only (never inside one), a number
 * never wraps, a text cell wraps between words; both may wrap after a hyphen or a slash. The character widths are
 * those of a wide sans-serif (DejaVu Sans, what headless Chromium on Linux draws with), so that the estimate errs
 * on the side of a part too many.
 */
final class TableParts {
  private TableParts() {}

  /** The width a table may take: an 800 px window less the page's margins, with a little to spare. */
  static final int BUDGET = 740;

  private static final double TEXT_CHAR = 8.2;
  private static final double HEADER_CHAR = 9.0;
  private static final double MATRIX_HEADER_CHAR = 7.7;
  /** Cell padding and border. */
  private static final double CELL_EXTRA = 18;
  /** A text cell wraps between words, but not into a column narrower than this many characters. */
  private static final int TEXT_MIN_CHARS = 10;
  /**
   * A word longer than this (a JSON path, a stack frame) is broken anywhere ({@link #hasLongWord}) rather than
   * widening its column to its length.
   */
  static final int LONG_WORD = 30;

  /** The table itself when it fits {@link #BUDGET}, else its parts. */
  static List<Table> split(Table t) {
    int n = t.columns().size();
    double[] width = widths(t);
    double total = 0;
    for (double w : width) {
      total += w;
    }
    int keys = keyColumns(t);
    if (total <= BUDGET || n <= keys + 1) {
      return List.of(t);
    }
    double keyWidth = 0;
    for (int i = 0; i < keys; i++) {
      keyWidth += width[i];
    }
    List<int[]> ranges = new ArrayList<>();
    int start = keys;
    while (start < n) {
      int end = start + 1;
      double used = keyWidth + width[start];
      while (end < n && used + width[end] <= BUDGET) {
        used += width[end];
        end++;
      }
      ranges.add(new int[] {start, end});
      start = end;
    }
    if (ranges.size() == 1) {
      return List.of(t);
    }
    List<Table> parts = new ArrayList<>();
    for (int[] r : ranges) {
      parts.add(part(t, keys, r[0], r[1]));
    }
    return parts;
  }

  /** The leading left-aligned columns that name a row (at most two), repeated in every part. */
  private static int keyColumns(Table t) {
    List<Column> c = t.columns();
    int keys = 1;
    if (c.size() > 4 && c.get(0).align() == Align.LEFT && c.get(1).align() == Align.LEFT) {
      keys = 2;
    }
    return keys;
  }

  /** Columns {@code [0, keys)} and {@code [from, to)}; a cell spanning into them keeps the part it covers. */
  private static Table part(Table t, int keys, int from, int to) {
    List<Column> columns = new ArrayList<>(t.columns().subList(0, keys));
    columns.addAll(t.columns().subList(from, to));
    List<Row> rows = new ArrayList<>();
    for (Row row : t.rows()) {
      List<Cell> cells = new ArrayList<>();
      int at = 0;
      for (Cell c : row.cells()) {
        int a = at;
        int b = at + c.span();
        int span = overlap(a, b, 0, keys) + overlap(a, b, from, to);
        if (span > 0) {
          cells.add(new Cell(c.content(), c.kind(), span, c.blank()));
        }
        at = b;
      }
      rows.add(new Row(cells, row.tone()));
    }
    return new Table(columns, rows, t.matrix());
  }

  private static int overlap(int a, int b, int from, int to) {
    return Math.max(0, Math.min(b, to) - Math.max(a, from));
  }

  /** Each column's estimated narrowest width in pixels: its header's longest word, its widest cell. */
  static double[] widths(Table t) {
    int n = t.columns().size();
    double[] width = new double[n];
    for (int i = 0; i < n; i++) {
      String header = t.columns().get(i).header().html();
      width[i] = longestWord(header) * (t.matrix() ? MATRIX_HEADER_CHAR : HEADER_CHAR) + CELL_EXTRA;
    }
    for (Row row : t.rows()) {
      int at = 0;
      for (Cell c : row.cells()) {
        if (c.span() == 1 && at < n) {
          String text = text(c);
          boolean nowrap = t.matrix() || c.kind() == CellKind.NUMBER;
          int chars = nowrap ? text.length()
              : Math.min(text.length(), Math.max(Math.min(longestWord(text), LONG_WORD), TEXT_MIN_CHARS));
          width[at] = Math.max(width[at], chars * TEXT_CHAR + CELL_EXTRA);
        }
        at += c.span();
      }
    }
    return width;
  }

  /** Whether a text cell holds a word the page should break anywhere, so that its column keeps a sane width. */
  static boolean hasLongWord(Cell c) {
    return c.kind() != CellKind.NUMBER && longestWord(text(c)) > LONG_WORD;
  }

  private static String text(Cell c) {
    StringBuilder b = new StringBuilder();
    for (Inline i : c.content()) {
      b.append(i.text());
    }
    return b.toString();
  }

  /** The longest run a browser keeps on one line: it breaks at spaces, and after a hyphen or a slash. */
  private static int longestWord(String s) {
    int longest = 0;
    for (String w : s.split("\\s+|(?<=[-/])")) {
      longest = Math.max(longest, w.length());
    }
    return longest;
  }
}
