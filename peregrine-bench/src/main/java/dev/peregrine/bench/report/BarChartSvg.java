package dev.peregrine.bench.report;

import dev.peregrine.bench.report.ReportDocument.Bar;
import dev.peregrine.bench.report.ReportDocument.BarTone;
import dev.peregrine.bench.report.ReportDocument.Chart;
import dev.peregrine.bench.report.ReportDocument.ChartLegend;
import dev.peregrine.bench.report.ReportDocument.LegendEntry;
import dev.peregrine.bench.report.ReportDocument.Scale;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A {@link Chart} as inline SVG that reads on its own: its title on top, horizontal bars with their intervals, a
 * value axis with ticks and its unit, a reference line where the chart has one (a ratio's 1.0), and a legend of
 * its colours below.
 *
 * <p>The scale is chosen from the bars, not from their whiskers: one wide interval (a noisy round, a slow JVM)
 * must not squeeze every bar into the first tenth of the chart. A whisker that runs past the axis stops at its
 * end with an arrowhead, and its tooltip keeps the real figure. Where the bars span more than {@link #LOG_SPAN}
 * times from the smallest to the largest, the axis is logarithmic, so the fast libraries stay apart from each
 * other and the slow one stays on the chart.
 */
final class BarChartSvg {
  private BarChartSvg() {}

  /** Largest over smallest bar beyond which an AUTO axis turns logarithmic. */
  static final double LOG_SPAN = 20;

  /** How far past the longest bar a whisker may stretch a linear axis before it is clipped (log: squared). */
  private static final double WHISKER_ROOM = 1.25;

  private static final int WIDTH = 820;
  private static final int BAR_HEIGHT = 18;
  private static final int BAR_GAP = 6;
  /** Height of a line of the title; the title wraps between words to fit the chart's width. */
  private static final int TITLE_LINE = 17;
  /** Average advance of the 13px bold title font (DejaVu Sans Bold, wide), so that a title line fits. */
  private static final double TITLE_CHAR_WIDTH = 8.4;
  private static final int LINE = 18;
  /** Average advance of the 12px chart font, generous so that estimated text never runs into its neighbour. */
  private static final double CHAR_WIDTH = 7.0;

  static String render(Chart c) {
    List<Bar> bars = c.bars();
    int labelWidth = labelWidth(bars);
    int valueWidth = valueWidth(bars);
    int left = labelWidth;
    int plotWidth = WIDTH - labelWidth - valueWidth;
    AxisScale scale = AxisScale.of(c);
    List<Item> legend = legend(c, scale);
    List<String> title = titleLines(c.label());
    int titleHeight = title.size() * TITLE_LINE + 9;
    int barsBottom = titleHeight + BAR_GAP + bars.size() * (BAR_HEIGHT + BAR_GAP);
    List<List<String>> legendLines = wrap(legend, WIDTH - 8);
    int height = barsBottom + 2 * LINE + 6 + legendLines.size() * LINE + 4;

    StringBuilder s = new StringBuilder();
    s.append("<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(WIDTH)
        .append("\" height=\"").append(height).append("\" viewBox=\"0 0 ").append(WIDTH).append(' ')
        .append(height).append("\" role=\"img\" aria-label=\"").append(HtmlReport.esc(c.label())).append("\">");
    for (int i = 0; i < title.size(); i++) {
      s.append("<text class=\"title\" x=\"0\" y=\"").append(16 + i * TITLE_LINE).append("\">")
          .append(HtmlReport.esc(title.get(i))).append("</text>");
    }

    // grid and ticks first, so that bars and whiskers draw over them
    int plotTop = titleHeight;
    for (double t : scale.ticks) {
      double x = left + scale.position(t) * plotWidth;
      s.append("<path d=\"M").append(f(x)).append(' ').append(plotTop).append("V").append(barsBottom + 4)
          .append("\" stroke=\"#e3e6ea\"/>");
      s.append("<text x=\"").append(f(x)).append("\" y=\"").append(barsBottom + 16)
          .append("\" text-anchor=\"middle\">").append(HtmlReport.esc(number(t))).append("</text>");
    }
    s.append("<path d=\"M").append(left).append(' ').append(barsBottom).append("H").append(left + plotWidth)
        .append("\" stroke=\"#888\"/>");
    s.append("<text class=\"axis\" x=\"").append(left + plotWidth / 2).append("\" y=\"").append(barsBottom + 32)
        .append("\" text-anchor=\"middle\">").append(HtmlReport.esc(axisTitle(c, scale))).append("</text>");

    int y = titleHeight + BAR_GAP;
    for (Bar bar : bars) {
      int mid = y + BAR_HEIGHT / 2;
      s.append("<text x=\"").append(left - 8).append("\" y=\"").append(mid + 4).append("\" text-anchor=\"end\">")
          .append(HtmlReport.esc(bar.label())).append("</text>");
      double end = left + Math.max(scale.position(bar.value()) * plotWidth, 1);
      s.append("<rect x=\"").append(left).append("\" y=\"").append(y).append("\" width=\"").append(f(end - left))
          .append("\" height=\"").append(BAR_HEIGHT).append("\" fill=\"").append(HtmlReport.color(bar.tone()))
          .append("\"><title>").append(HtmlReport.esc(bar.tooltip())).append("</title></rect>");
      if (!Double.isNaN(bar.low()) && !Double.isNaN(bar.high())) {
        whisker(s, bar, scale, left, plotWidth, y);
      }
      s.append("<text x=\"").append(WIDTH - valueWidth + 6).append("\" y=\"").append(mid + 4).append("\">")
          .append(HtmlReport.esc(bar.valueText())).append("</text>");
      y += BAR_HEIGHT + BAR_GAP;
    }
    if (!Double.isNaN(c.axis().reference())) {
      double x = left + scale.position(c.axis().reference()) * plotWidth;
      s.append("<path class=\"reference\" d=\"M").append(f(x)).append(' ').append(plotTop).append("V")
          .append(barsBottom).append("\" stroke=\"#111\" stroke-width=\"1.5\" stroke-dasharray=\"5 3\"><title>")
          .append(HtmlReport.esc(number(c.axis().reference()) + ": the two sides are equal")).append("</title></path>");
    }

    int ly = barsBottom + 2 * LINE + 10;
    for (List<String> line : legendLines) {
      s.append("<g class=\"legend\" transform=\"translate(0 ").append(ly).append(")\">");
      line.forEach(s::append);
      s.append("</g>");
      ly += LINE;
    }
    return s.append("</svg>").toString();
  }

  /** The title in lines that fit the chart's width, broken between words. */
  private static List<String> titleLines(String title) {
    int perLine = (int) (WIDTH / TITLE_CHAR_WIDTH);
    List<String> lines = new ArrayList<>();
    StringBuilder line = new StringBuilder();
    for (String word : title.split(" ")) {
      if (line.length() > 0 && line.length() + 1 + word.length() > perLine) {
        lines.add(line.toString());
        line.setLength(0);
      }
      line.append(line.length() > 0 ? " " : "").append(word);
    }
    lines.add(line.toString());
    return lines;
  }

  /** The whisker from low to high, cut at the axis's ends with an arrowhead where the interval goes on. */
  private static void whisker(StringBuilder s, Bar bar, AxisScale scale, int left, int plotWidth, int y) {
    int mid = y + BAR_HEIGHT / 2;
    boolean cutLow = bar.low() < scale.low;
    boolean cutHigh = bar.high() > scale.high;
    double lo = left + scale.position(bar.low()) * plotWidth;
    double hi = left + scale.position(bar.high()) * plotWidth;
    StringBuilder d = new StringBuilder("M").append(f(lo)).append(' ').append(mid).append("H").append(f(hi));
    if (!cutLow) {
      d.append("M").append(f(lo)).append(' ').append(y + 3).append("V").append(y + BAR_HEIGHT - 3);
    }
    if (!cutHigh) {
      d.append("M").append(f(hi)).append(' ').append(y + 3).append("V").append(y + BAR_HEIGHT - 3);
    }
    s.append("<path d=\"").append(d).append("\" stroke=\"#111\" stroke-width=\"1.5\" fill=\"none\"/>");
    if (cutHigh) {
      s.append("<path class=\"clipped\" d=\"M").append(f(hi + 7)).append(' ').append(mid).append("L").append(f(hi))
          .append(' ').append(mid - 5).append("V").append(mid + 5).append("Z\" fill=\"#111\"><title>")
          .append(HtmlReport.esc("the interval runs on to " + number(bar.high()))).append("</title></path>");
    }
    if (cutLow) {
      s.append("<path class=\"clipped\" d=\"M").append(f(lo - 7)).append(' ').append(mid).append("L").append(f(lo))
          .append(' ').append(mid - 5).append("V").append(mid + 5).append("Z\" fill=\"#111\"><title>")
          .append(HtmlReport.esc("the interval runs down to " + number(bar.low()))).append("</title></path>");
    }
  }

  private static String axisTitle(Chart c, AxisScale scale) {
    String unit = c.axis().unit();
    String kind = scale.log ? "log scale" : "";
    if (unit.isEmpty()) {
      return kind;
    }
    return kind.isEmpty() ? unit : unit + " (" + kind + ")";
  }

  /** Room for the longest value written after a bar ("0.92 · peregrine-cbor-array"), at least 150 px. */
  private static int valueWidth(List<Bar> bars) {
    int longest = 0;
    for (Bar b : bars) {
      longest = Math.max(longest, b.valueText().length());
    }
    return (int) Math.min(300, Math.max(150, longest * CHAR_WIDTH + 12));
  }

  /** Room for the longest bar label, within limits that leave the bars most of the chart. */
  private static int labelWidth(List<Bar> bars) {
    int longest = 0;
    for (Bar b : bars) {
      longest = Math.max(longest, b.label().length());
    }
    return (int) Math.min(320, Math.max(120, longest * CHAR_WIDTH + 14));
  }

  /**
   * The legend's items as SVG fragments: the chart's own legend, or the tones its bars use in general words when
   * there are two or more; the whisker and, when one is cut, the arrowhead.
   */
  private static List<Item> legend(Chart c, AxisScale scale) {
    Set<BarTone> used = EnumSet.noneOf(BarTone.class);
    boolean whiskers = false;
    boolean clipped = false;
    for (Bar b : c.bars()) {
      used.add(b.tone());
      if (!Double.isNaN(b.low()) && !Double.isNaN(b.high())) {
        whiskers = true;
        clipped |= b.low() < scale.low || b.high() > scale.high;
      }
    }
    List<LegendEntry> entries = new ArrayList<>();
    String interval = null;
    ChartLegend own = c.legend();
    if (own != null) {
      own.entries().stream().filter(e -> used.contains(e.tone())).forEach(entries::add);
      interval = own.interval();
    } else if (used.size() > 1) {
      for (BarTone t : used) {
        entries.add(new LegendEntry(t, switch (t) {
          case OURS -> "Peregrine";
          case BASELINE -> "the baseline";
          case BORROWED -> "a figure borrowed from another scenario";
          case OTHER -> "the other libraries";
        }));
      }
    }
    List<Item> items = new ArrayList<>();
    for (LegendEntry e : entries) {
      items.add(item("<rect y=\"-10\" width=\"12\" height=\"12\" fill=\"" + HtmlReport.color(e.tone()) + "\"/>",
          e.meaning()));
    }
    if (whiskers) {
      items.add(item("<path d=\"M0 -4H12M0 -9V1M12 -9V1\" stroke=\"#111\" stroke-width=\"1.5\"/>",
          interval == null ? "interval" : interval));
    }
    if (clipped) {
      items.add(item("<path d=\"M12 -4L5 -9V1Z\" fill=\"#111\"/>", "the interval runs past the axis"));
    }
    if (!Double.isNaN(c.axis().reference())) {
      items.add(item("<path d=\"M6 -11V3\" stroke=\"#111\" stroke-width=\"1.5\" stroke-dasharray=\"5 3\"/>",
          number(c.axis().reference()) + ": the two sides are equal"));
    }
    return items;
  }

  /** A legend item: its mark (SVG drawn in a 12 px box left of the baseline) and its text. */
  private record Item(String mark, String text) {}

  private static Item item(String mark, String text) {
    return new Item(mark, text);
  }

  /** The legend's items laid out in lines no wider than {@code width}, each item translated to its place. */
  private static List<List<String>> wrap(List<Item> items, int width) {
    List<List<String>> lines = new ArrayList<>();
    List<String> line = new ArrayList<>();
    double x = 0;
    for (Item item : items) {
      String mark = item.mark();
      String text = item.text();
      double w = 18 + text.length() * CHAR_WIDTH + 20;
      if (x > 0 && x + w > width) {
        lines.add(line);
        line = new ArrayList<>();
        x = 0;
      }
      line.add("<g transform=\"translate(" + f(x) + " 0)\">" + mark + "<text x=\"18\">" + HtmlReport.esc(text)
          + "</text></g>");
      x += w;
    }
    if (!line.isEmpty()) {
      lines.add(line);
    }
    return lines;
  }

  /** A tick or a reference as the axis writes it: 0.5, 2, 1,000, 20,000. */
  static String number(double v) {
    if (v == 0) {
      return "0";
    }
    double a = Math.abs(v);
    if (a >= 100) {
      return String.format(Locale.ROOT, "%,.0f", v);
    }
    String t = String.format(Locale.ROOT, a >= 1 ? "%.2f" : "%.3g", v);
    return t.contains(".") ? t.replaceAll("0+$", "").replaceAll("\\.$", "") : t;
  }

  private static String f(double v) {
    return String.format(Locale.ROOT, "%.1f", v);
  }

  /** Where the axis starts and ends, its ticks, and where a value falls on it (0 to 1, clamped). */
  static final class AxisScale {
    final boolean log;
    final double low;
    final double high;
    final List<Double> ticks = new ArrayList<>();

    private AxisScale(boolean log, double low, double high) {
      this.log = log;
      this.low = low;
      this.high = high;
    }

    static AxisScale of(Chart c) {
      double smallest = Double.MAX_VALUE;
      double largest = 0;
      for (Bar b : c.bars()) {
        if (b.value() > 0) {
          smallest = Math.min(smallest, b.value());
        }
        largest = Math.max(largest, b.value());
      }
      double reference = c.axis().reference();
      if (!Double.isNaN(reference) && reference > 0) {
        smallest = Math.min(smallest, reference);
        largest = Math.max(largest, reference);
      }
      if (largest <= 0) {
        AxisScale s = new AxisScale(false, 0, 1);
        s.linearTicks(1);
        return s;
      }
      boolean allPositive = c.bars().stream().allMatch(b -> b.value() > 0);
      boolean log = switch (c.axis().scale()) {
        case LOG -> allPositive;
        case LINEAR -> false;
        case AUTO -> allPositive && largest / smallest >= LOG_SPAN;
      };
      double room = log ? WHISKER_ROOM * WHISKER_ROOM : WHISKER_ROOM;
      double top = largest;
      for (Bar b : c.bars()) {
        if (!Double.isNaN(b.high())) {
          top = Math.max(top, Math.min(b.high(), largest * room));
        }
      }
      if (!log) {
        double step = niceStep(top / 5);
        AxisScale s = new AxisScale(false, 0, Math.ceil(top / step - 1e-9) * step);
        s.linearTicks(step);
        return s;
      }
      // the shortest bar keeps some length: the axis starts below it, at a 1, 2 or 5 times a power of ten
      double bottom = niceBelow(smallest / 3);
      AxisScale s = new AxisScale(true, bottom, niceAbove(top));
      s.logTicks();
      return s;
    }

    double position(double v) {
      if (log) {
        double x = v <= 0 ? 0 : (Math.log10(v) - Math.log10(low)) / (Math.log10(high) - Math.log10(low));
        return Math.max(0, Math.min(1, x));
      }
      return Math.max(0, Math.min(1, v / high));
    }

    private void linearTicks(double step) {
      for (int i = 0; i * step <= high + step * 1e-9; i++) {
        ticks.add(i * step);
      }
    }

    /** Every power of ten; within two decades also its doubles and fives, so that the axis has a few labels. */
    private void logTicks() {
      boolean fine = high / low <= 100;
      for (int e = (int) Math.floor(Math.log10(low)); e <= (int) Math.ceil(Math.log10(high)); e++) {
        for (int m : fine ? new int[] {1, 2, 5} : new int[] {1}) {
          double t = m * Math.pow(10, e);
          if (t >= low * (1 - 1e-9) && t <= high * (1 + 1e-9)) {
            ticks.add(t);
          }
        }
      }
    }

    /** 1, 2 or 5 times a power of ten, at least {@code v}. */
    static double niceStep(double v) {
      return niceAbove(v);
    }

    static double niceAbove(double v) {
      double p = Math.pow(10, Math.floor(Math.log10(v)));
      for (int m : new int[] {1, 2, 5, 10}) {
        if (m * p >= v * (1 - 1e-9)) {
          return m * p;
        }
      }
      return 10 * p;
    }

    static double niceBelow(double v) {
      double p = Math.pow(10, Math.floor(Math.log10(v)));
      for (int m : new int[] {5, 2, 1}) {
        if (m * p <= v * (1 + 1e-9)) {
          return m * p;
        }
      }
      return p;
    }
  }
}
