package dev.peregrine.bench.report;

import dev.peregrine.bench.experiment.Experiments;
import dev.peregrine.bench.report.ReportDocument.Bar;
import dev.peregrine.bench.report.ReportDocument.Block;
import dev.peregrine.bench.report.ReportDocument.BulletList;
import dev.peregrine.bench.report.ReportDocument.Cell;
import dev.peregrine.bench.report.ReportDocument.Chart;
import dev.peregrine.bench.report.ReportDocument.ChartLegend;
import dev.peregrine.bench.report.ReportDocument.Column;
import dev.peregrine.bench.report.ReportDocument.Document;
import dev.peregrine.bench.report.ReportDocument.Facts;
import dev.peregrine.bench.report.ReportDocument.Group;
import dev.peregrine.bench.report.ReportDocument.Heading;
import dev.peregrine.bench.report.ReportDocument.Inline;
import dev.peregrine.bench.report.ReportDocument.Notes;
import dev.peregrine.bench.report.ReportDocument.Paragraph;
import dev.peregrine.bench.report.ReportDocument.RankingLine;
import dev.peregrine.bench.report.ReportDocument.Row;
import dev.peregrine.bench.report.ReportDocument.Section;
import dev.peregrine.bench.report.ReportDocument.Table;
import dev.peregrine.bench.result.Results;
import java.util.List;
import java.util.Locale;

/**
 * report.html: the report ({@link ReportBuilder}) as one self-contained page (inline CSS and SVG, no script,
 * nothing fetched), with a bar chart beside each ranked table, error bars, coloured rows and cells, and anchors.
 */
public final class HtmlReport {
  private static final int CHART_WIDTH = 820;
  private static final int LABEL_WIDTH = 230;
  private static final int VALUE_WIDTH = 150;
  private static final int BAR_HEIGHT = 18;
  private static final int BAR_GAP = 6;

  private final Results results;
  private final List<ReportSection> sections;
  private final StringBuilder h = new StringBuilder();

  /** The report of {@code results} with every experiment's section. */
  public HtmlReport(Results results) {
    this(results, Experiments.sections());
  }

  /** The report of {@code results} with these sections. */
  public HtmlReport(Results results, List<ReportSection> sections) {
    this.results = results;
    this.sections = sections;
  }

  public String render() {
    Document document = ReportBuilder.build(results, sections);
    h.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>")
        .append(esc(document.title())).append("</title>\n<style>\n").append(CSS).append("</style></head><body>\n");
    h.append("<h1>").append(esc(document.title())).append("</h1>\n");
    blocks(document.blocks());
    h.append("</body></html>\n");
    return h.toString();
  }

  /** Each block on a line of its own. */
  private void blocks(List<Block> blocks) {
    for (Block b : blocks) {
      block(b);
      h.append('\n');
    }
  }

  private void block(Block block) {
    if (block instanceof Heading x) {
      h.append("<h").append(x.level()).append(x.id() == null ? "" : " id=\"" + x.id() + "\"").append('>')
          .append(esc(x.text()));
      if (x.detail() != null) {
        h.append(" <span class=\"desc\">").append(esc(x.detail())).append("</span>");
      }
      h.append("</h").append(x.level()).append('>');
    } else if (block instanceof Paragraph p) {
      h.append(switch (p.kind()) {
        case PLAIN -> "<p>";
        case METHOD -> "<p class=\"method\">";
        case CALLOUT -> "<p class=\"one-run\">";
      }).append(esc(p.text().html())).append("</p>");
    } else if (block instanceof Facts f) {
      h.append("<table class=\"env\">");
      f.facts().forEach((k, v) -> h.append("<tr><th>").append(esc(k)).append("</th><td>").append(esc(v))
          .append("</td></tr>"));
      h.append("</table>");
    } else if (block instanceof Notes n) {
      h.append(String.join("\n", n.notes().stream().map(w -> "<p class=\"warn\">" + esc(w) + "</p>").toList()));
    } else if (block instanceof RankingLine r) {
      h.append("<p class=\"ranking\">").append(esc(r.order() == null ? r.line() : r.order() + ": " + r.line()))
          .append("</p>");
    } else if (block instanceof Table t) {
      table(t);
    } else if (block instanceof BulletList l) {
      h.append("<ul>");
      for (List<Inline> item : l.items()) {
        h.append("<li>");
        item.forEach(this::inline);
        h.append("</li>");
      }
      h.append("</ul>");
    } else if (block instanceof Chart c) {
      chart(c);
    } else if (block instanceof ReportDocument.LineChart c) {
      h.append(LineChartSvg.render(c));
    } else if (block instanceof ChartLegend l) {
      h.append("<p class=\"legend\">");
      for (ReportDocument.LegendEntry e : l.entries()) {
        h.append("<span><i style=\"background:").append(color(e.tone())).append("\"></i>").append(esc(e.meaning()))
            .append("</span> ");
      }
      h.append("<span><b class=\"whisker\">├─┤</b>").append(esc(l.interval())).append("</span></p>");
    } else if (block instanceof Section s) {
      h.append("<section id=\"").append(s.id()).append("\">");
      blocks(s.blocks());
      h.append("</section>");
    } else if (block instanceof Group g) {
      g.blocks().forEach(this::block);
    }
  }

  private void table(Table t) {
    h.append(t.matrix() ? "<div class=\"wide\"><table class=\"data matrix\">" : "<table class=\"data\">");
    h.append("<tr>");
    for (Column c : t.columns()) {
      h.append("<th>").append(esc(c.header().html())).append("</th>");
    }
    h.append("</tr>");
    for (Row row : t.rows()) {
      String tone = switch (row.tone()) {
        case NONE -> "";
        case OURS -> " class=\"ours\"";
        case ERROR -> " class=\"error\"";
        case NOT_APPLICABLE -> " class=\"na\"";
      };
      h.append("<tr").append(tone).append('>');
      for (Cell c : row.cells()) {
        String kind = switch (c.kind()) {
          case TEXT -> "";
          case NUMBER -> " class=\"num\"";
          case OK -> " class=\"ok\"";
          case ERROR -> " class=\"error\"";
          case NOT_APPLICABLE -> " class=\"na\"";
          case OTHER -> " class=\"other\"";
        };
        h.append("<td").append(c.span() > 1 ? " colspan=\"" + c.span() + "\"" : "").append(kind).append('>');
        c.content().forEach(this::inline);
        h.append("</td>");
      }
      h.append("</tr>");
    }
    h.append(t.matrix() ? "</table></div>" : "</table>");
  }

  private void inline(Inline i) {
    String text = esc(i.text());
    if (i.anchor() != null) {
      h.append("<a href=\"#").append(i.anchor()).append("\">").append(text).append("</a>");
      return;
    }
    switch (i.emphasis()) {
      case NONE, FLAG -> h.append(text); // a flagged word: the cell's colour marks it here
      case STRONG -> h.append("<strong>").append(text).append("</strong>");
      case BOLD -> h.append("<b>").append(text).append("</b>");
      case ITALIC -> h.append("<i>").append(text).append("</i>");
    }
  }

  /** Horizontal bars in the chart's order, each with its interval drawn across it when it has one. */
  private void chart(Chart c) {
    int barArea = CHART_WIDTH - LABEL_WIDTH - VALUE_WIDTH;
    int height = c.bars().size() * (BAR_HEIGHT + BAR_GAP) + BAR_GAP;
    h.append("<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(CHART_WIDTH)
        .append("\" height=\"").append(height).append("\" viewBox=\"0 0 ").append(CHART_WIDTH).append(' ')
        .append(height).append("\" role=\"img\" aria-label=\"").append(esc(c.label())).append("\">");
    int y = BAR_GAP;
    for (Bar bar : c.bars()) {
      String color = color(bar.tone());
      int mid = y + BAR_HEIGHT / 2;
      h.append("<text x=\"").append(LABEL_WIDTH - 8).append("\" y=\"").append(mid + 4)
          .append("\" text-anchor=\"end\">").append(esc(bar.label())).append("</text>");
      h.append("<rect x=\"").append(LABEL_WIDTH).append("\" y=\"").append(y).append("\" width=\"")
          .append(fmt(bar.value() / c.max() * barArea)).append("\" height=\"").append(BAR_HEIGHT)
          .append("\" fill=\"").append(color).append("\"><title>").append(esc(bar.tooltip()))
          .append("</title></rect>");
      if (!Double.isNaN(bar.low())) {
        double lo = LABEL_WIDTH + bar.low() / c.max() * barArea;
        double hi = LABEL_WIDTH + bar.high() / c.max() * barArea;
        h.append("<path d=\"M").append(fmt(lo)).append(' ').append(mid).append("H").append(fmt(hi))
            .append("M").append(fmt(lo)).append(' ').append(y + 3).append("V").append(y + BAR_HEIGHT - 3)
            .append("M").append(fmt(hi)).append(' ').append(y + 3).append("V").append(y + BAR_HEIGHT - 3)
            .append("\" stroke=\"#111\" stroke-width=\"1.5\" fill=\"none\"/>");
      }
      h.append("<text x=\"").append(CHART_WIDTH - VALUE_WIDTH + 6).append("\" y=\"").append(mid + 4).append("\">")
          .append(esc(bar.valueText())).append("</text>");
      y += BAR_HEIGHT + BAR_GAP;
    }
    h.append("</svg>");
  }

  private static String color(ReportDocument.BarTone tone) {
    return switch (tone) {
      case OURS -> "#d9480f";
      case BASELINE -> "#1c3d6e";
      case BORROWED -> "#a5b4c8";
      case OTHER -> "#4a72a8";
    };
  }

  private static String fmt(double v) {
    return String.format(Locale.ROOT, "%.1f", v);
  }

  static String esc(String s) {
    if (s == null) {
      return "";
    }
    StringBuilder b = new StringBuilder(s.length());
    for (char c : s.toCharArray()) {
      switch (c) {
        case '<' -> b.append("&lt;");
        case '>' -> b.append("&gt;");
        case '&' -> b.append("&amp;");
        case '"' -> b.append("&quot;");
        default -> b.append(c);
      }
    }
    return b.toString();
  }

  private static final String CSS = """
      body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 24px auto;
             max-width: 1100px; color: #1a1a1a; padding: 0 16px; }
      h1 { font-size: 26px; margin-bottom: 4px; }
      h2 { margin-top: 36px; border-bottom: 2px solid #ddd; padding-bottom: 4px; }
      h3 { margin-top: 28px; }
      .desc { font-weight: normal; color: #666; font-size: 14px; margin-left: 8px; }
      .one-run { background: #fff4e5; border-left: 4px solid #d9480f; padding: 8px 12px; }
      .warn { background: #fff9db; border-left: 4px solid #f08c00; padding: 6px 12px; }
      .method { color: #444; }
      .ranking { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 13px; background: #f4f6f9;
                 padding: 6px 10px; }
      table { border-collapse: collapse; margin: 8px 0 16px; }
      table.env th { text-align: left; padding: 2px 14px 2px 0; color: #555; font-weight: 600; vertical-align: top; }
      table.data th, table.data td { border: 1px solid #d8dde3; padding: 3px 8px; vertical-align: top; }
      table.data th { background: #eef1f5; }
      td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
      tr.ours td { background: #fff0e6; }
      tr.error td, td.error { background: #ffe3e3; }
      tr.na td, td.na { background: #f1f3f5; color: #555; }
      td.ok { background: #ebfbee; }
      td.other { color: #aaa; }
      .matrix td { text-align: center; white-space: nowrap; }
      .matrix td:first-child { text-align: left; }
      .matrix th { font-size: 12px; overflow-wrap: anywhere; }
      .wide { overflow-x: auto; }
      svg.chart { max-width: 100%; height: auto; }
      svg.chart text { font: 12px system-ui, sans-serif; fill: #222; }
      .legend span { margin-right: 16px; white-space: nowrap; }
      .legend i { display: inline-block; width: 12px; height: 12px; margin-right: 5px; vertical-align: -1px; }
      .whisker { font-weight: normal; margin-right: 5px; }
      @media (max-width: 900px) { table.data { display: block; overflow-x: auto; } }
      """;
}
