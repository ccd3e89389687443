package dev.peregrine.bench.report;

import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.result.TrimmedStats;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * report.html: one self-contained page (inline CSS and SVG, no script, nothing fetched) with a bar chart per
 * scenario and JDK, error bars, the "% of" column and the ranking line.
 */
public final class HtmlReport {
  private static final int CHART_WIDTH = 820;
  private static final int LABEL_WIDTH = 230;
  private static final int VALUE_WIDTH = 150;
  private static final int BAR_HEIGHT = 18;
  private static final int BAR_GAP = 6;

  private final Results results;
  private final StringBuilder h = new StringBuilder();

  public HtmlReport(Results results) {
    this.results = results;
  }

  public String render() {
    h.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n")
        .append("<title>Peregrine comparison suite</title>\n<style>\n").append(CSS).append("</style></head><body>\n");
    h.append("<h1>Peregrine comparison suite</h1>\n");
    h.append("<p class=\"one-run\">").append(esc(ReportText.ONE_RUN)).append("</p>\n");
    h.append("<table class=\"env\">");
    results.environment.forEach((k, v) -> h.append("<tr><th>").append(esc(k)).append("</th><td>").append(esc(v))
        .append("</td></tr>"));
    h.append("</table>\n");
    for (String w : results.warnings) {
      h.append("<p class=\"warn\">").append(esc(w)).append("</p>\n");
    }
    if (!results.scenarios.isEmpty()) {
      h.append("<p class=\"method\">").append(esc(ReportText.METHOD)).append("</p>\n");
    }

    if (!results.scenarios.isEmpty()) {
      targets();
      throughput();
    }
    coldStart();
    noUnsafe();
    libraries();
    if (!results.scenarios.isEmpty()) {
      supportMatrix();
    }
    h.append("</body></html>\n");
    return h.toString();
  }

  private void targets() {
    h.append("<h2>Peregrine against its targets</h2>\n<p class=\"method\">").append(esc(Targets.LEGEND))
        .append("</p>\n");
    for (Results.Jdk jdk : results.jdks) {
      List<Targets.Check> checks = Targets.of(results, jdk.label());
      if (checks.isEmpty()) {
        continue;
      }
      if (results.jdks.size() > 1) {
        h.append("<h3>").append(esc(jdk.label())).append("</h3>\n");
      }
      h.append("<table class=\"data\"><tr><th>scenario</th><th>Peregrine</th><th>against</th><th>measure</th>"
          + "<th>ratio</th><th>fork by fork</th><th>target</th><th>met</th></tr>");
      for (Targets.Check c : checks) {
        h.append("<tr><td>").append(esc(c.scenario())).append("</td><td>").append(esc(c.subject()))
            .append("</td><td>").append(esc(c.peer())).append("</td><td>").append(c.what())
            .append("</td><td class=\"num\">").append(Targets.ratio(c.ratio())).append("</td><td class=\"num\">")
            .append(c.range()).append("</td><td class=\"num\">").append(esc(Targets.target(c))).append("</td><td>")
            .append(c.met() ? "yes" : "<strong>no</strong>").append("</td></tr>");
      }
      h.append("</table>\n");
    }
  }

  private void throughput() {
    h.append("<h2>Rankings</h2>\n");
    for (Results.Jdk jdk : results.jdks) {
      if (results.jdks.size() > 1) {
        h.append("<h3>").append(esc(jdk.label())).append("</h3>\n");
      }
      h.append("<table class=\"data\"><tr><th>scenario</th><th>ranking (fastest first)</th></tr>");
      for (Results.ScenarioInfo s : results.scenarios) {
        h.append("<tr><td><a href=\"#").append(anchor(s.name())).append("\">").append(esc(s.name()))
            .append("</a></td><td>").append(esc(new Ranking(results, s, jdk.label()).line())).append("</td></tr>");
      }
      h.append("</table>\n");
    }

    h.append("<h2>Scenarios</h2>\n");
    for (Results.ScenarioInfo s : results.scenarios) {
      h.append("<section id=\"").append(anchor(s.name())).append("\"><h3>").append(esc(s.name()))
          .append(" <span class=\"desc\">").append(esc(s.description())).append("</span></h3>\n");
      for (Results.Jdk jdk : results.jdks) {
        scenario(new Ranking(results, s, jdk.label()), results.jdks.size() > 1);
      }
      h.append("</section>\n");
    }

    if (results.jdks.size() > 1) {
      libraryByJdk();
    }
  }

  private void coldStart() {
    if (results.coldStart.isEmpty()) {
      return;
    }
    h.append("<h2 id=\"cold-start\">Cold start: first write and first read in a fresh JVM</h2>\n<p class=\"method\">")
        .append(esc(ReportText.COLD_START)).append("</p>\n");
    boolean labelJdk = results.jdks.size() > 1;
    for (Results.Jdk jdk : results.jdks) {
      for (String direction : ColdStartTable.DIRECTIONS) {
        ColdStartTable t = new ColdStartTable(results, direction, jdk.label());
        if (t.isEmpty()) {
          continue;
        }
        h.append("<section id=\"cold-start-").append(direction).append(labelJdk ? "-" + anchor(jdk.version()) : "")
            .append("\"><h3>").append(esc(t.title())).append(labelJdk ? " <span class=\"desc\">"
                + esc(jdk.label()) + "</span>" : "").append("</h3>\n");
        coldStartTable(t);
        h.append("</section>\n");
      }
    }
  }

  void coldStartTable(ColdStartTable t) {
    h.append("<p class=\"ranking\">").append(esc("cheapest first: " + t.line())).append("</p>\n");
    coldStartChart(t);
    h.append("<table class=\"data\"><tr><th>#</th><th>library</th><th>mean ms</th><th>median ms</th>")
        .append("<th>spread of the kept, ms (sd)</th><th>kept</th><th>% of ").append(ColdStartTable.BASELINE)
        .append("</th><th>JVM wall ms</th></tr>");
    int rank = 0;
    for (ColdStartTable.Row row : t.measured) {
      TrimmedStats.Summary s = row.stats();
      h.append("<tr").append(row.library().startsWith("peregrine") ? " class=\"ours\"" : "").append("><td>")
          .append(++rank).append("</td><td>").append(esc(row.library())).append("</td><td class=\"num\">")
          .append(ColdStartTable.ms(s.mean())).append("</td><td class=\"num\">").append(ColdStartTable.ms(s.median()))
          .append("</td><td class=\"num\">").append(esc(ColdStartTable.spread(s))).append("</td><td class=\"num\">")
          .append(ColdStartTable.kept(s)).append("</td><td class=\"num\">")
          .append(ColdStartTable.percent(row.percentOfBaseline())).append("</td><td class=\"num\">")
          .append(ColdStartTable.ms(row.wallMedian())).append("</td></tr>");
    }
    for (ColdStartTable.Row row : t.missing) {
      h.append("<tr class=\"error\"><td>–</td><td>").append(esc(row.library())).append("</td><td colspan=\"5\"><b>")
          .append(Ranking.status(row.status())).append("</b></td><td>").append(esc(row.reason())).append("</td></tr>");
    }
    if (t.emptyJvm != null) {
      h.append("<tr class=\"na\"><td></td><td><i>empty JVM</i></td><td colspan=\"3\">a main that does nothing"
          + "</td><td class=\"num\">").append(ColdStartTable.kept(t.emptyJvm))
          .append("</td><td></td><td class=\"num\">")
          .append(ColdStartTable.ms(t.emptyJvm.median())).append("</td></tr>");
    }
    h.append("</table>\n");
  }

  /** Horizontal bars of the trimmed mean, cheapest first, with the kept samples' range drawn across each. */
  private void coldStartChart(ColdStartTable t) {
    if (t.measured.isEmpty()) {
      return;
    }
    double max = 0;
    for (ColdStartTable.Row row : t.measured) {
      max = Math.max(max, row.stats().max());
    }
    int barArea = CHART_WIDTH - LABEL_WIDTH - VALUE_WIDTH;
    int height = t.measured.size() * (BAR_HEIGHT + BAR_GAP) + BAR_GAP;
    h.append("<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(CHART_WIDTH)
        .append("\" height=\"").append(height).append("\" viewBox=\"0 0 ").append(CHART_WIDTH).append(' ')
        .append(height).append("\" role=\"img\" aria-label=\"").append(esc(t.title() + " " + t.jdk)).append("\">");
    int y = BAR_GAP;
    for (ColdStartTable.Row row : t.measured) {
      TrimmedStats.Summary s = row.stats();
      String color = row.library().startsWith("peregrine") ? "#d9480f"
          : row.library().equals(ColdStartTable.BASELINE) ? "#1c3d6e"
          : "#4a72a8";
      int mid = y + BAR_HEIGHT / 2;
      h.append("<text x=\"").append(LABEL_WIDTH - 8).append("\" y=\"").append(mid + 4)
          .append("\" text-anchor=\"end\">").append(esc(row.library())).append("</text>");
      h.append("<rect x=\"").append(LABEL_WIDTH).append("\" y=\"").append(y).append("\" width=\"")
          .append(fmt(s.mean() / max * barArea)).append("\" height=\"").append(BAR_HEIGHT).append("\" fill=\"")
          .append(color).append("\"><title>").append(esc(row.library() + ": mean " + ColdStartTable.ms(s.mean())
              + " ms, median " + ColdStartTable.ms(s.median()) + " ms, kept " + ColdStartTable.spread(s) + " ms"))
          .append("</title></rect>");
      if (s.max() > s.min()) {
        double lo = LABEL_WIDTH + s.min() / max * barArea;
        double hi = LABEL_WIDTH + s.max() / max * barArea;
        h.append("<path d=\"M").append(fmt(lo)).append(' ').append(mid).append("H").append(fmt(hi))
            .append("M").append(fmt(lo)).append(' ').append(y + 3).append("V").append(y + BAR_HEIGHT - 3)
            .append("M").append(fmt(hi)).append(' ').append(y + 3).append("V").append(y + BAR_HEIGHT - 3)
            .append("\" stroke=\"#111\" stroke-width=\"1.5\" fill=\"none\"/>");
      }
      h.append("<text x=\"").append(CHART_WIDTH - VALUE_WIDTH + 6).append("\" y=\"").append(mid + 4).append("\">")
          .append(ColdStartTable.ms(s.mean())).append(" ms · ").append(ColdStartTable.percent(row.percentOfBaseline()))
          .append("</text>");
      y += BAR_HEIGHT + BAR_GAP;
    }
    h.append("</svg>\n");
  }

  private void scenario(Ranking r, boolean labelJdk) {
    if (labelJdk) {
      h.append("<h4>").append(esc(r.jdk)).append("</h4>\n");
    }
    h.append("<p class=\"ranking\">").append(esc(r.line())).append("</p>\n");
    chart(r);
    boolean sizes = r.hasSizes();
    h.append("<table class=\"data\"><tr><th>#</th><th>library</th><th>ops/ms</th><th>error</th><th>% of ")
        .append(esc(r.baselineLabel)).append("</th>").append(sizes ? "<th>output bytes</th>" : "")
        .append("<th>remarks</th></tr>");
    int rank = 0;
    for (Ranking.Row row : r.measured) {
      h.append("<tr").append(row.library().startsWith("peregrine") ? " class=\"ours\"" : "").append("><td>")
          .append(++rank).append("</td><td>").append(esc(row.label())).append("</td><td class=\"num\">")
          .append(Ranking.score(row.score())).append("</td><td class=\"num\">").append(esc(Ranking.error(row.error())))
          .append("</td><td class=\"num\">").append(Ranking.percent(row.percentOfBaseline())).append("</td>");
      if (sizes) {
        h.append("<td class=\"num\">").append(row.outputBytes() >= 0 ? row.outputBytes() : "").append("</td>");
      }
      h.append("<td>").append(esc(ReportText.remarks(row))).append("</td></tr>");
    }
    for (Ranking.Row row : r.missing) {
      String status = Ranking.status(row.status());
      h.append("<tr class=\"").append(status.equals("ERROR") ? "error" : "na").append("\"><td>–</td><td>")
          .append(esc(row.label())).append("</td><td colspan=\"").append(sizes ? 4 : 3).append("\"><b>")
          .append(status).append("</b></td><td>").append(esc(row.reason())).append("</td></tr>");
    }
    h.append("</table>\n");
  }

  /** Horizontal bars, fastest first, with the error interval drawn across each bar's end. */
  private void chart(Ranking r) {
    List<Ranking.Row> rows = r.measured;
    if (rows.isEmpty()) {
      return;
    }
    double max = 0;
    for (Ranking.Row row : rows) {
      max = Math.max(max, row.score() + (Double.isNaN(row.error()) ? 0 : row.error()));
    }
    int barArea = CHART_WIDTH - LABEL_WIDTH - VALUE_WIDTH;
    int height = rows.size() * (BAR_HEIGHT + BAR_GAP) + BAR_GAP;
    h.append("<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(CHART_WIDTH)
        .append("\" height=\"").append(height).append("\" viewBox=\"0 0 ").append(CHART_WIDTH).append(' ')
        .append(height).append("\" role=\"img\" aria-label=\"").append(esc(r.scenario.name() + " " + r.jdk))
        .append("\">");
    int y = BAR_GAP;
    for (Ranking.Row row : rows) {
      double w = row.score() / max * barArea;
      String color = row.library().startsWith("peregrine") ? "#d9480f"
          : row.borrowedFrom() != null ? "#a5b4c8"
          : row.library().equals(r.scenario.baseline()) ? "#1c3d6e"
          : "#4a72a8";
      int mid = y + BAR_HEIGHT / 2;
      h.append("<text x=\"").append(LABEL_WIDTH - 8).append("\" y=\"").append(mid + 4)
          .append("\" text-anchor=\"end\">").append(esc(row.label())).append("</text>");
      h.append("<rect x=\"").append(LABEL_WIDTH).append("\" y=\"").append(y).append("\" width=\"").append(fmt(w))
          .append("\" height=\"").append(BAR_HEIGHT).append("\" fill=\"").append(color).append("\"><title>")
          .append(esc(row.label() + ": " + Ranking.score(row.score()) + " ops/ms " + Ranking.error(row.error())))
          .append("</title></rect>");
      if (!Double.isNaN(row.error()) && row.error() > 0) {
        double lo = LABEL_WIDTH + Math.max(0, row.score() - row.error()) / max * barArea;
        double hi = LABEL_WIDTH + (row.score() + row.error()) / max * barArea;
        h.append("<path d=\"M").append(fmt(lo)).append(' ').append(mid).append("H").append(fmt(hi))
            .append("M").append(fmt(lo)).append(' ').append(y + 3).append("V").append(y + BAR_HEIGHT - 3)
            .append("M").append(fmt(hi)).append(' ').append(y + 3).append("V").append(y + BAR_HEIGHT - 3)
            .append("\" stroke=\"#111\" stroke-width=\"1.5\" fill=\"none\"/>");
      }
      h.append("<text x=\"").append(CHART_WIDTH - VALUE_WIDTH + 6).append("\" y=\"").append(mid + 4).append("\">")
          .append(Ranking.score(row.score())).append(" · ").append(Ranking.percent(row.percentOfBaseline()))
          .append("</text>");
      y += BAR_HEIGHT + BAR_GAP;
    }
    h.append("</svg>\n");
  }

  private void libraryByJdk() {
    h.append("<h2>Library x JDK</h2>\n<p>Throughput in ops/ms and, in parentheses, the percentage of the "
        + "baseline on the same JDK, as seed 000 tabulates it.</p>\n");
    for (Results.ScenarioInfo s : results.scenarios) {
      List<Results.LibraryInfo> libs = results.librariesOf(s.kind());
      h.append("<h3>").append(esc(s.name())).append("</h3><table class=\"data\"><tr><th>JDK</th>");
      libs.forEach(l -> h.append("<th>").append(esc(l.id())).append("</th>"));
      h.append("</tr>");
      for (Results.Jdk jdk : results.jdks) {
        Ranking r = new Ranking(results, s, jdk.label());
        h.append("<tr><td>").append(esc(jdk.version())).append("</td>");
        libs.forEach(l -> h.append("<td class=\"num\">").append(esc(ReportText.jdkCell(r, l.id()))).append("</td>"));
        h.append("</tr>");
      }
      h.append("</table><ul>");
      for (Results.Jdk jdk : results.jdks) {
        h.append("<li>").append(esc(jdk.version())).append(": ")
            .append(esc(new Ranking(results, s, jdk.label()).line())).append("</li>");
      }
      h.append("</ul>\n");
    }
  }

  private void noUnsafe() {
    if (results.noUnsafe.isEmpty()) {
      return;
    }
    List<Results.Jdk> jdks = ReportText.noUnsafeJdks(results);
    h.append("<h2 id=\"no-unsafe\">With sun.misc.Unsafe denied</h2>\n<p class=\"method\">")
        .append(esc(ReportText.NO_UNSAFE)).append("</p>\n<table class=\"data\"><tr><th>library</th>");
    jdks.forEach(j -> h.append("<th>").append(esc(j.label())).append("</th>"));
    h.append("</tr>");
    for (String library : ReportText.noUnsafeLibraries(results)) {
      h.append("<tr><td>").append(esc(library)).append("</td>");
      for (Results.Jdk j : jdks) {
        Results.NoUnsafeRun r = ReportText.noUnsafeRun(results, library, j.label());
        boolean needsUnsafe = r != null && !r.runs() && !r.failsAnyway();
        h.append(needsUnsafe ? "<td class=\"error\">" : "<td>").append(esc(ReportText.noUnsafeCell(r)))
            .append("</td>");
      }
      h.append("</tr>");
    }
    h.append("</table>\n");
  }

  private void libraries() {
    h.append("<h2>Libraries</h2>\n<table class=\"data\"><tr><th>library</th><th>family</th><th>artifact</th>")
        .append("<th>version</th><th>settings</th></tr>");
    for (Results.LibraryInfo l : results.libraries) {
      h.append("<tr><td>").append(esc(l.id())).append("</td><td>").append(l.kind().name().toLowerCase(Locale.ROOT))
          .append("</td><td>").append(esc(l.artifact())).append("</td><td>").append(esc(l.version()))
          .append("</td><td>").append(esc(l.settings())).append("</td></tr>");
    }
    h.append("</table>\n");
  }

  private void supportMatrix() {
    h.append("<h2>What ran</h2>\n<p>").append(esc(ReportText.MATRIX_LEGEND)).append("</p>\n");
    h.append("<div class=\"wide\"><table class=\"data matrix\"><tr><th>library</th>");
    results.scenarios.forEach(s -> h.append("<th>").append(esc(s.name())).append("</th>"));
    h.append("</tr>");
    for (Results.LibraryInfo l : results.libraries) {
      h.append("<tr><td>").append(esc(l.id())).append("</td>");
      for (Results.ScenarioInfo s : results.scenarios) {
        String cell = ReportText.matrixCell(results, s, l);
        String css = switch (cell) {
          case "ok" -> "ok";
          case "ERROR" -> "error";
          case "n/a" -> "na";
          default -> "other";
        };
        h.append("<td class=\"").append(css).append("\">").append(esc(cell)).append("</td>");
      }
      h.append("</tr>");
    }
    h.append("</table></div>\n");
    Map<String, List<String>> reasons = ReportText.notMeasured(results);
    if (!reasons.isEmpty()) {
      h.append("<h3>Not measured, and why</h3><ul>");
      reasons.forEach((k, v) -> h.append("<li>").append(esc(k).replaceAll("\\*\\*(.+?)\\*\\*", "<b>$1</b>"))
          .append(" — ").append(esc(String.join(", ", v))).append("</li>"));
      h.append("</ul>\n");
    }
  }

  private static String anchor(String name) {
    return name.replaceAll("[^A-Za-z0-9]", "-");
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
      .wide { overflow-x: auto; }
      svg.chart text { font: 12px system-ui, sans-serif; fill: #222; }
      """;
}
