package dev.peregrine.bench.report;

import dev.peregrine.bench.experiment.Experiments;
import dev.peregrine.bench.report.ReportDocument.Block;
import dev.peregrine.bench.report.ReportDocument.BulletList;
import dev.peregrine.bench.report.ReportDocument.Cell;
import dev.peregrine.bench.report.ReportDocument.Column;
import dev.peregrine.bench.report.ReportDocument.DetailKind;
import dev.peregrine.bench.report.ReportDocument.Document;
import dev.peregrine.bench.report.ReportDocument.Facts;
import dev.peregrine.bench.report.ReportDocument.Group;
import dev.peregrine.bench.report.ReportDocument.Heading;
import dev.peregrine.bench.report.ReportDocument.Inline;
import dev.peregrine.bench.report.ReportDocument.Notes;
import dev.peregrine.bench.report.ReportDocument.Paragraph;
import dev.peregrine.bench.report.ReportDocument.ParagraphKind;
import dev.peregrine.bench.report.ReportDocument.RankingLine;
import dev.peregrine.bench.report.ReportDocument.Row;
import dev.peregrine.bench.report.ReportDocument.Section;
import dev.peregrine.bench.report.ReportDocument.Table;
import dev.peregrine.bench.result.Results;
import java.util.List;
import dev.peregrine.bench.eishay.Ranking;

/**
 * report.md: the report ({@link ReportBuilder}) as tables a terminal or a code review can show. Charts are left
 * out; a spanned cell is its content followed by blank cells.
 */
public final class MarkdownReport {
  private final Results results;
  private final List<ReportSection> sections;
  private final StringBuilder md = new StringBuilder();

  /** The report of {@code results} with every experiment's section. */
  public MarkdownReport(Results results) {
    this(results, Experiments.sections());
  }

  /** The report of {@code results} with these sections. */
  public MarkdownReport(Results results, List<ReportSection> sections) {
    this.results = results;
    this.sections = sections;
  }

  public String render() {
    Document document = ReportBuilder.build(results, sections);
    md.append("# ").append(document.title()).append(": report\n\n");
    document.blocks().forEach(this::block);
    return md.toString();
  }

  private void block(Block block) {
    if (block instanceof Heading h) {
      heading(h);
    } else if (block instanceof Paragraph p) {
      md.append(p.kind() == ParagraphKind.CALLOUT ? "> " : "").append(p.text().markdown()).append("\n\n");
    } else if (block instanceof Facts f) {
      md.append("| | |\n|---|---|\n");
      f.facts().forEach((k, v) -> md.append("| ").append(cell(k)).append(" | ").append(cell(v)).append(" |\n"));
      md.append('\n');
    } else if (block instanceof Notes n) {
      n.notes().forEach(note -> md.append("- **Note:** ").append(note).append('\n'));
      md.append('\n');
    } else if (block instanceof RankingLine r) {
      md.append("Ranking").append(r.order() == null ? "" : " (" + r.order() + ")").append(": ").append(r.line())
          .append("\n\n");
    } else if (block instanceof Table t) {
      table(t);
    } else if (block instanceof BulletList l) {
      for (List<Inline> item : l.items()) {
        md.append("- ");
        item.forEach(i -> inline(i, false));
        md.append('\n');
      }
      md.append('\n');
    } else if (block instanceof Section s) {
      s.blocks().forEach(this::block);
    } else if (block instanceof Group g) {
      g.blocks().forEach(this::block);
    } else if (block instanceof ReportDocument.Details d) {
      d.blocks().forEach(this::block);
    }
    // A Chart and its ChartLegend are the page's alone: the table beside it holds the same numbers.
  }

  private void heading(Heading h) {
    if (h.level() >= 4) {
      md.append("**").append(h.text()).append("**\n\n");
      return;
    }
    md.append("#".repeat(h.level())).append(' ').append(h.text());
    if (h.detail() != null) {
      md.append(h.detailKind() == DetailKind.DESCRIPTION ? ": " + h.detail() : " (" + h.detail() + ")");
    }
    md.append("\n\n");
  }

  private void table(Table t) {
    md.append('|');
    for (Column c : t.columns()) {
      md.append(' ').append(cell(c.header().markdown())).append(" |");
    }
    md.append("\n|");
    for (Column c : t.columns()) {
      md.append(switch (c.align()) {
        case LEFT -> "---";
        case RIGHT -> "--:";
        case CENTER -> ":-:";
      }).append('|');
    }
    md.append('\n');
    for (Row row : t.rows()) {
      md.append('|');
      for (Cell c : row.cells()) {
        if (c.blank()) {
          md.append(" |".repeat(c.span()));
          continue;
        }
        md.append(' ');
        c.content().forEach(i -> inline(i, true));
        md.append(" |").append(" |".repeat(c.span() - 1));
      }
      md.append('\n');
    }
    md.append('\n');
  }

  /** {@code inTable}: escaped for a table cell. */
  private void inline(Inline i, boolean inTable) {
    String text = inTable ? cell(i.text()) : i.text();
    String mark = switch (i.emphasis()) {
      case NONE -> "";
      case STRONG, BOLD, FLAG -> "**";
      case ITALIC -> "*";
    };
    md.append(mark).append(text).append(mark);
  }

  /** Text for a table cell: a '|' would end the cell, a line break the row. */
  static String cell(String text) {
    return text == null ? "" : text.replace("|", "\\|").replace("\n", " ");
  }
}
