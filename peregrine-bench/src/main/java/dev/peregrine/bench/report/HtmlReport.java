package dev.peregrine.bench.report;

import dev.peregrine.bench.experiment.Experiments;
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
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * report.html: the report ({@link ReportBuilder}) as one self-contained page (inline CSS and SVG, no script,
 * nothing fetched), with a table of contents, a bar chart beside each ranked table ({@link BarChartSvg}), error
 * bars, coloured rows and cells, and anchors. The page fits an 800 px window: tables too wide for it are cut into
 * parts ({@link TableParts}), charts shrink with the page, and headers wrap between words only.
 */
public final class HtmlReport {
  private final Results results;
  private final List<ReportSection> sections;
  private final StringBuilder h = new StringBuilder();
  /** The anchor of every level-2 heading, its own or one made from its text; the table of contents links them. */
  private final Map<Heading, String> anchors = new IdentityHashMap<>();

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
    contents(document.blocks());
    blocks(document.blocks());
    h.append("</body></html>\n");
    return h.toString();
  }

  /** A list of the page's sections (its level-2 headings), linking each, at the top of the page. */
  private void contents(List<Block> blocks) {
    List<Heading> sections = new ArrayList<>();
    Set<String> taken = new HashSet<>(List.of(CONTENTS));
    collect(blocks, sections, taken);
    if (sections.isEmpty()) {
      return;
    }
    for (Heading x : sections) {
      String id = x.id();
      if (id == null) {
        String base = x.text().toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
        id = base.isEmpty() ? "section" : base;
        for (int k = 2; taken.contains(id); k++) {
          id = base + "-" + k;
        }
        taken.add(id);
      }
      anchors.put(x, id);
    }
    h.append("<nav id=\"").append(CONTENTS).append("\" class=\"toc\"><b>Contents</b><ol>");
    for (Heading x : sections) {
      h.append("<li><a href=\"#").append(anchors.get(x)).append("\">").append(esc(x.text())).append("</a></li>");
    }
    h.append("</ol></nav>\n");
  }

  private static void collect(List<Block> blocks, List<Heading> sections, Set<String> taken) {
    for (Block b : blocks) {
      if (b instanceof Heading x) {
        if (x.id() != null) {
          taken.add(x.id());
        }
        if (x.level() == 2) {
          sections.add(x);
        }
      } else if (b instanceof Section s) {
        taken.add(s.id());
        collect(s.blocks(), sections, taken);
      } else if (b instanceof Group g) {
        collect(g.blocks(), sections, taken);
      } else if (b instanceof ReportDocument.Details d) {
        collect(d.blocks(), sections, taken);
      }
    }
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
      String id = anchors.getOrDefault(x, x.id());
      h.append("<h").append(x.level()).append(id == null ? "" : " id=\"" + id + "\"").append('>')
          .append(esc(x.text()));
      if (x.detail() != null) {
        h.append(" <span class=\"desc\">").append(esc(x.detail())).append("</span>");
      }
      if (anchors.containsKey(x)) {
        h.append(" <a class=\"up\" href=\"#").append(CONTENTS).append("\" title=\"back to the contents\">↑</a>");
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
      List<Table> parts = TableParts.split(t);
      for (int i = 0; i < parts.size(); i++) {
        table(parts.get(i), parts.size() == 1 ? null : "part " + (i + 1) + " of " + parts.size()
            + (i == 0 ? ", the columns continue below" : ""));
      }
    } else if (block instanceof BulletList l) {
      h.append("<ul>");
      for (List<Inline> item : l.items()) {
        h.append("<li>");
        item.forEach(this::inline);
        h.append("</li>");
      }
      h.append("</ul>");
    } else if (block instanceof Chart c) {
      h.append(BarChartSvg.render(c));
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
    } else if (block instanceof ReportDocument.Details d) {
      h.append("<details><summary>").append(esc(d.summary())).append("</summary>\n");
      blocks(d.blocks());
      h.append("</details>");
    }
  }

  /** {@code part}: which part of a table cut in parts this is, or null for a whole table. */
  private void table(Table t, String part) {
    h.append("<div class=\"wide\"><table class=\"data").append(t.matrix() ? " matrix" : "").append("\">");
    if (part != null) {
      h.append("<caption>").append(esc(part)).append("</caption>");
    }
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
          case NUMBER -> "num";
          case OK -> "ok";
          case ERROR -> "error";
          case NOT_APPLICABLE -> "na";
          case OTHER -> "other";
          case CHANGED -> "changed";
        };
        if (TableParts.hasLongWord(c)) { // a JSON path, a stack frame: broken anywhere rather than widening the table
          kind = kind.isEmpty() ? "long" : kind + " long";
        }
        h.append("<td").append(c.span() > 1 ? " colspan=\"" + c.span() + "\"" : "")
            .append(kind.isEmpty() ? "" : " class=\"" + kind + "\"").append('>');
        c.content().forEach(this::inline);
        h.append("</td>");
      }
      h.append("</tr>");
    }
    h.append("</table></div>");
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

  static String color(ReportDocument.BarTone tone) {
    return switch (tone) {
      case OURS -> "#d9480f";
      case BASELINE -> "#1c3d6e";
      case BORROWED -> "#a5b4c8";
      case OTHER -> "#4a72a8";
    };
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

  private static final String CONTENTS = "contents";

  private static final String CSS = """
      body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 24px auto;
             max-width: 1100px; color: #1a1a1a; padding: 0 16px; overflow-wrap: break-word; }
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
      td.changed { background: #fff3bf; }
      summary { cursor: pointer; color: #1c3d6e; margin: 4px 0 8px; }
      .matrix td { text-align: center; white-space: nowrap; }
      .matrix td:first-child { text-align: left; }
      .matrix th { font-size: 12px; }
      th { overflow-wrap: normal; word-break: keep-all; hyphens: manual; }
      td { overflow-wrap: break-word; }
      td.num, .matrix td { overflow-wrap: normal; }
      td.long { overflow-wrap: anywhere; }
      caption { caption-side: top; text-align: left; color: #666; font-size: 12px; padding-bottom: 2px; }
      .wide { overflow-x: auto; max-width: 100%; }
      .toc { background: #f4f6f9; padding: 6px 12px; margin: 12px 0 4px; }
      .toc ol { margin: 4px 0 0; padding-left: 22px; columns: 2 280px; column-gap: 24px; }
      .toc li { break-inside: avoid; }
      a.up { font-size: 14px; font-weight: normal; color: #999; text-decoration: none; margin-left: 6px; }
      svg.chart { max-width: 100%; height: auto; display: block; margin: 6px 0 14px; }
      svg.chart text { font: 12px system-ui, sans-serif; fill: #222; }
      svg.chart text.title { font-weight: 600; font-size: 13px; }
      .legend span { margin-right: 16px; white-space: nowrap; }
      .legend i { display: inline-block; width: 12px; height: 12px; margin-right: 5px; vertical-align: -1px; }
      .whisker { font-weight: normal; margin-right: 5px; }
      @media (max-width: 900px) { body { margin: 12px auto; } }
      """;
}
