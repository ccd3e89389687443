package dev.peregrine.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.report.ReportDocument.Align;
import dev.peregrine.bench.report.ReportDocument.Bar;
import dev.peregrine.bench.report.ReportDocument.BarTone;
import dev.peregrine.bench.report.ReportDocument.Cell;
import dev.peregrine.bench.report.ReportDocument.Chart;
import dev.peregrine.bench.report.ReportDocument.Column;
import dev.peregrine.bench.report.ReportDocument.Row;
import dev.peregrine.bench.report.ReportDocument.Table;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The page's charts and tables read on their own: a chart has its title, an axis with its unit and a legend, a
 * ratio chart its 1.0 line, a chart whose bars span decades a log axis, and one wide interval does not flatten the
 * other bars; a table too wide for 800 px comes in parts that together hold every cell once; the table of contents
 * links every section.
 */
class ReadableChartsAndTablesTest {

  private static Bar bar(String label, double value, double low, double high, BarTone tone) {
    return new Bar(label, value, low, high, tone, label, String.valueOf(value));
  }

  /** The jvm-serializers chart as a run drew it: 818 ns to 221,228 ns, one whisker to 1.5 ms. */
  private static Chart serializers() {
    return new Chart("Serializers total ns per configuration", 1_500_000, List.of(
        bar("fastjson2-jsonb-beantoarray", 818, 790, 850, BarTone.BASELINE),
        bar("peregrine-cbor-array", 2_152, 2_100, 2_200, BarTone.OURS),
        bar("jackson", 30_000, 29_000, 1_500_000, BarTone.BASELINE),
        bar("jackson3", 221_228, 200_000, 240_000, BarTone.OTHER))).unit("ns");
  }

  /** The x positions of the bars' ends, in drawing order. */
  private static List<Double> barEnds(String svg) {
    List<Double> ends = new ArrayList<>();
    Matcher m = Pattern.compile("<rect x=\"([0-9.]+)\" y=\"[0-9]+\" width=\"([0-9.]+)\"").matcher(svg);
    while (m.find()) {
      ends.add(Double.parseDouble(m.group(1)) + Double.parseDouble(m.group(2)));
    }
    return ends;
  }

  @Test
  void aChartWhoseBarsSpanDecadesHasALogAxisAndAWideWhiskerIsCutWithAMark() {
    String svg = BarChartSvg.render(serializers());
    assertTrue(svg.contains(">Serializers total ns per configuration</text>"), "title: " + svg);
    assertTrue(svg.contains(">ns (log scale)</text>"), "axis title: " + svg);
    assertTrue(svg.contains("class=\"clipped\""), "the 1.5 ms whisker is cut with a mark");
    assertTrue(svg.contains("the interval runs on to 1,500,000"), "the cut whisker's real end is kept");
    List<Double> ends = barEnds(svg);
    double left = 120; // the narrowest label column; the bars start at least this far in
    double fastest = ends.get(0) - left;
    double slowest = ends.get(3) - left;
    assertTrue(fastest > 0.1 * slowest, "on a log axis the fastest bar keeps a visible length: " + ends);
    assertTrue(svg.contains(">Peregrine</text>") && svg.contains(">the baseline</text>"), "legend: " + svg);
  }

  @Test
  void aChartOfCloseValuesStaysLinearAndItsScaleFollowsTheBarsNotAWideWhisker() {
    Chart c = new Chart("ParseString ops/ms", 5_000, List.of(
        bar("peregrine", 1_350, 1_300, 1_400, BarTone.OURS),
        bar("fastjson2", 1_227, 1_000, 5_000, BarTone.BASELINE))).unit("ops/ms");
    String svg = BarChartSvg.render(c);
    assertTrue(svg.contains(">ops/ms</text>"), "a linear axis names its unit alone: " + svg);
    assertFalse(svg.contains("log scale"));
    BarChartSvg.AxisScale scale = BarChartSvg.AxisScale.of(c);
    assertTrue(scale.high <= 1_350 * 1.25 * 1.2, "the scale ends near the longest bar, not at 5,000: " + scale.high);
    assertTrue(svg.contains("class=\"clipped\""));
  }

  @Test
  void aRatioChartDrawsItsOneLineAndSaysWhichSideIsFaster() {
    Chart c = new Chart("Peregrine ÷ fastjson2, read UTF-8", 1.3, List.of(
        bar("UUID", 1.2, 1.1, 1.3, BarTone.OURS), bar("Date", 0.8, 0.7, 0.9, BarTone.OTHER)))
        .unit("Peregrine's ops/ms ÷ fastjson2's").reference(1).legend(new ReportDocument.ChartLegend(List.of(
            new ReportDocument.LegendEntry(BarTone.OURS, "Peregrine faster"),
            new ReportDocument.LegendEntry(BarTone.OTHER, "fastjson2 faster")), "range of the rounds' ratios"));
    String svg = BarChartSvg.render(c);
    assertTrue(svg.contains("class=\"reference\""), "the 1.0 line: " + svg);
    assertTrue(svg.contains(">1: the two sides are equal</text>"));
    assertTrue(svg.contains(">Peregrine faster</text>") && svg.contains(">fastjson2 faster</text>"));
    assertTrue(svg.contains(">range of the rounds' ratios</text>"));
    assertTrue(svg.contains(">Peregrine's ops/ms ÷ fastjson2's</text>"));
  }

  @Test
  void aLongValueAfterItsBarStaysInsideTheChart() {
    String value = "0.92 · peregrine-cbor-array-stringrefs";
    Chart c = new Chart("Peregrine ÷ the baseline", 1, List.of(
        new Bar("ParseBinary", 0.92, Double.NaN, Double.NaN, BarTone.OTHER, "", value))).reference(1);
    String svg = BarChartSvg.render(c);
    Matcher m = Pattern.compile("<text x=\"([0-9]+)\" y=\"[0-9]+\">" + Pattern.quote(value) + "</text>").matcher(svg);
    assertTrue(m.find(), svg);
    assertTrue(Integer.parseInt(m.group(1)) + value.length() * 7.0 <= 820, "the value runs past the chart: " + svg);
  }

  private static Table wide(int valueColumns) {
    List<Column> columns = new ArrayList<>(List.of(new Column("type", Align.LEFT)));
    for (int i = 0; i < valueColumns; i++) {
      columns.add(new Column("write UTF-8 ÷ fastest without Unsafe " + i, Align.RIGHT));
    }
    List<Row> rows = new ArrayList<>();
    for (String type : List.of("UUID", "OffsetDateTime")) {
      List<Cell> cells = new ArrayList<>(List.of(Cell.text(type)));
      for (int i = 0; i < valueColumns; i++) {
        cells.add(Cell.number("1.02 (0.98–1.07) " + i));
      }
      rows.add(new Row(cells));
    }
    rows.add(new Row(List.of(Cell.text("Date"), Cell.spanningRemark("not measured", valueColumns))));
    return new Table(columns, rows, false);
  }

  @Test
  void aTableTooWideForTheWindowComesInPartsThatHoldEveryCellOnce() {
    Table t = wide(8);
    List<Table> parts = TableParts.split(t);
    assertTrue(parts.size() > 1, "eight long columns do not fit 740 px");
    Set<String> seen = new HashSet<>();
    for (Table p : parts) {
      assertEquals("type", p.columns().get(0).header().html(), "every part keeps the row's name");
      double width = 0;
      for (double w : TableParts.widths(p)) {
        width += w;
      }
      assertTrue(width <= TableParts.BUDGET || p.columns().size() == 2, "part too wide: " + width);
      for (Column c : p.columns().subList(1, p.columns().size())) {
        assertTrue(seen.add(c.header().html()), "column twice: " + c.header().html());
      }
      for (Row r : p.rows()) {
        int span = r.cells().stream().mapToInt(Cell::span).sum();
        assertEquals(p.columns().size(), span, "a row fills its part, a spanning remark included");
      }
    }
    assertEquals(8, seen.size());
    Table narrow = wide(3);
    assertEquals(List.of(narrow), TableParts.split(narrow), "a table that fits stays whole");
  }

  @Test
  void theTableOfContentsLinksEverySectionToAnAnchorOnThePage() {
    String html = new HtmlReport(ReportGoldenTest.twoJdks()).render();
    Matcher nav = Pattern.compile("<nav id=\"contents\" class=\"toc\">(.*?)</nav>").matcher(html);
    assertTrue(nav.find(), "no table of contents");
    assertTrue(nav.start() < html.indexOf("<h2"), "the contents come before the first section");
    List<String> links = new ArrayList<>();
    Matcher a = Pattern.compile("href=\"#([^\"]+)\"").matcher(nav.group(1));
    while (a.find()) {
      links.add(a.group(1));
    }
    long sections = Pattern.compile("<h2[ >]").matcher(html).results().count();
    assertEquals(sections, links.size(), "one link per section: " + links);
    for (String id : links) {
      assertEquals(1, Pattern.compile("id=\"" + Pattern.quote(id) + "\"").matcher(html).results().count(),
          "anchor " + id + " once on the page");
    }
  }
}
