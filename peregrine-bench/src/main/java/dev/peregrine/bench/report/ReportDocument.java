package dev.peregrine.bench.report;

import java.util.List;
import java.util.Map;

/**
 * The report as a document, independent of its format: what {@link ReportBuilder} says once and both renderers
 * ({@link MarkdownReport}, {@link HtmlReport}) walk. The blocks carry meaning (a heading, a ranking line, a table
 * whose rows are the library's own or an error), and each renderer decides how that looks: Markdown has no
 * charts, no cell colours and no spanning cells, so it leaves charts out, marks a word in bold where the page
 * colours a cell, and fills a spanned cell's columns with blanks.
 *
 * <p>Where the two reports have worded the same thing differently (a few table headers and one paragraph), the
 * block holds both wordings, so that the reports stay what they were; see {@link Text}.
 */
public final class ReportDocument {
  private ReportDocument() {}

  /** The whole report: its title and its blocks, in order. */
  public record Document(String title, List<Block> blocks) {}

  /** One piece of the report. */
  public sealed interface Block permits Heading, Paragraph, Facts, Notes, RankingLine, Table, BulletList, Chart,
      ChartLegend, Section, Group, LineChart, Details {}

  /**
   * A heading of {@code level} 2 to 4 with an optional {@code detail}: a scenario's description or the JDK a
   * table is about ({@link DetailKind}). {@code id}, if not null, is the page's anchor for it.
   */
  public record Heading(int level, String text, String detail, DetailKind detailKind, String id) implements Block {
    public Heading(int level, String text) {
      this(level, text, null, null, null);
    }
  }

  /** How a heading's detail relates to its text: a description ("name: description") or a qualifier ("title (JDK)"). */
  public enum DetailKind {
    DESCRIPTION,
    QUALIFIER
  }

  /** Running text: plain, a note on method, or the callout at the top of the report. */
  public record Paragraph(Text text, ParagraphKind kind) implements Block {
    public Paragraph(String text, ParagraphKind kind) {
      this(Text.of(text), kind);
    }
  }

  public enum ParagraphKind {
    PLAIN,
    METHOD,
    CALLOUT
  }

  /**
   * Text that is the same in both reports ({@link #of}), or, where they have always differed, a wording for each
   * ({@link #differing}): the report model kept each renderer's wording as it was; making them one is a change of
   * the report, for a commit of its own.
   */
  public record Text(String markdown, String html) {
    public static Text of(String text) {
      return new Text(text, text);
    }

    public static Text differing(String markdown, String html) {
      return new Text(markdown, html);
    }
  }

  /** The header's "name: value" lines (CPU, JDK, settings, ...). */
  public record Facts(Map<String, String> facts) implements Block {}

  /** Warnings about the run, each a note of its own. */
  public record Notes(List<String> notes) implements Block {}

  /**
   * A ranking in one line ("a > b > c"), with the order it ranks by when that needs saying ({@code order}, e.g.
   * "cheapest first"; null for the scenario tables' fastest first).
   */
  public record RankingLine(String order, String line) implements Block {}

  /** A table: its columns, its rows; {@code matrix} for the wide support matrix. */
  public record Table(List<Column> columns, List<Row> rows, boolean matrix) implements Block {}

  /** A column: its header (one wording or two, see {@link Text}) and how Markdown aligns it. */
  public record Column(Text header, Align align) {
    public Column(String header, Align align) {
      this(Text.of(header), align);
    }
  }

  public enum Align {
    LEFT,
    RIGHT,
    CENTER
  }

  /** A row; its {@code tone} says whose or what it is (the page colours it). */
  public record Row(List<Cell> cells, Tone tone) {
    public Row(List<Cell> cells) {
      this(cells, Tone.NONE);
    }
  }

  public enum Tone {
    NONE,
    /** Peregrine's own row. */
    OURS,
    ERROR,
    NOT_APPLICABLE
  }

  /**
   * A cell: its content, its kind ({@link CellKind}), and how many columns it spans. A {@code blank} cell is
   * empty by design (not a value that happens to be empty): Markdown leaves it blank even when the page writes
   * something across the spanned columns.
   */
  public record Cell(List<Inline> content, CellKind kind, int span, boolean blank) {
    public static Cell text(String text) {
      return new Cell(List.of(Inline.text(text)), CellKind.TEXT, 1, false);
    }

    public static Cell number(String text) {
      return new Cell(List.of(Inline.text(text)), CellKind.NUMBER, 1, false);
    }

    public static Cell of(CellKind kind, Inline... content) {
      return new Cell(List.of(content), kind, 1, false);
    }

    public static Cell blankCell() {
      return new Cell(List.of(), CellKind.TEXT, 1, true);
    }

    /** A remark across {@code span} columns that only a format able to span cells shows. */
    public static Cell spanningRemark(String text, int span) {
      return new Cell(List.of(Inline.text(text)), CellKind.TEXT, span, true);
    }

    /** A status across {@code span} columns (Markdown: the status, then blanks). */
    public static Cell spanning(Inline content, int span) {
      return new Cell(List.of(content), CellKind.TEXT, span, false);
    }
  }

  /** What a cell holds: text, a number (aligned as numbers), or a verdict the page colours. */
  public enum CellKind {
    TEXT,
    NUMBER,
    OK,
    ERROR,
    NOT_APPLICABLE,
    OTHER,
    /** A published claim this run no longer bears out (the page marks it, as it marks an error). */
    CHANGED
  }

  /** A run of text inside a cell or a list item. */
  public record Inline(String text, Emphasis emphasis, String anchor) {
    public static Inline text(String text) {
      return new Inline(text, Emphasis.NONE, null);
    }

    public static Inline strong(String text) {
      return new Inline(text, Emphasis.STRONG, null);
    }

    public static Inline bold(String text) {
      return new Inline(text, Emphasis.BOLD, null);
    }

    public static Inline italic(String text) {
      return new Inline(text, Emphasis.ITALIC, null);
    }

    /** A word Markdown bolds because it cannot colour the cell; the page colours the cell instead. */
    public static Inline flag(String text) {
      return new Inline(text, Emphasis.FLAG, null);
    }

    /** A link to the heading with page anchor {@code anchor}. */
    public static Inline link(String text, String anchor) {
      return new Inline(text, Emphasis.NONE, anchor);
    }
  }

  /** STRONG is a verdict ("no"), BOLD a name or status, ITALIC a row that is not a library; see {@link Inline#flag}. */
  public enum Emphasis {
    NONE,
    STRONG,
    BOLD,
    ITALIC,
    FLAG
  }

  /** A bulleted list, each item a run of inlines. */
  public record BulletList(List<List<Inline>> items) implements Block {}

  /**
   * Horizontal bars, in rank order; {@code label} is the chart's title, {@code max} the largest value it holds
   * (whiskers included), {@code axis} what the bars measure and how the page scales them, {@code legend} what its
   * colours mean (null: the page names the tones it uses in general words). Only the page draws it.
   */
  public record Chart(String label, double max, List<Bar> bars, Axis axis, ChartLegend legend) implements Block {
    public Chart(String label, double max, List<Bar> bars) {
      this(label, max, bars, new Axis("", Scale.AUTO, Double.NaN), null);
    }

    /** The same chart with its values in {@code unit} ("ops/ms", "ns"). */
    public Chart unit(String unit) {
      return new Chart(label, max, bars, new Axis(unit, axis.scale(), axis.reference()), legend);
    }

    /** The same chart with a line at {@code reference}: a ratio's 1.0, where the two sides are equal. */
    public Chart reference(double reference) {
      return new Chart(label, max, bars, new Axis(axis.unit(), axis.scale(), reference), legend);
    }

    /** The same chart with a legend of its own. */
    public Chart legend(ChartLegend legend) {
      return new Chart(label, max, bars, axis, legend);
    }
  }

  /**
   * A chart's value axis: the {@code unit} of its values, its {@code scale}, and a value to draw a reference line
   * at ({@code reference}; NaN for none).
   */
  public record Axis(String unit, Scale scale, double reference) {}

  /** LOG where values span decades, LINEAR otherwise; AUTO lets the page decide from the values. */
  public enum Scale {
    AUTO,
    LINEAR,
    LOG
  }

  /**
   * One bar: its label, its length in the chart's units, the interval drawn across it ({@code low} to
   * {@code high}; NaN when there is none), its tone, the tooltip and the value written after it.
   */
  public record Bar(String label, double value, double low, double high, BarTone tone, String tooltip, String valueText) {}

  public enum BarTone {
    OURS,
    BASELINE,
    BORROWED,
    OTHER
  }

  /**
   * Lines on log-log axes ({@code xLabel} against {@code yLabel}), one per series; only the page draws it
   * ({@link LineChartSvg}).
   */
  public record LineChart(String label, String xLabel, String yLabel, List<Line> lines) implements Block {}

  /** One line: its label, whether it is ours, whether it is dashed, and its points as {x, y} pairs. */
  public record Line(String label, boolean ours, boolean dashed, List<double[]> points) {}

  /**
   * What the colours of the charts that follow mean, and what the line across a bar is. Only the page shows it,
   * as only the page draws charts.
   */
  public record ChartLegend(List<LegendEntry> entries, String interval) implements Block {}

  /** One colour of a {@link ChartLegend}: the bars of that tone, and what they are. */
  public record LegendEntry(BarTone tone, String meaning) {}

  /** A part of the report the page can link to ({@code id}); Markdown shows only its blocks. */
  public record Section(String id, List<Block> blocks) implements Block {}

  /**
   * Blocks that belong together (a table with its heading or its list): the page writes them without a line
   * break between them.
   */
  public record Group(List<Block> blocks) implements Block {}

  /**
   * Blocks a reader opens on demand: the page folds them under {@code summary} (a long table stays one line until
   * clicked); Markdown, which cannot fold, shows them as they are.
   */
  public record Details(String summary, List<Block> blocks) implements Block {}
}
