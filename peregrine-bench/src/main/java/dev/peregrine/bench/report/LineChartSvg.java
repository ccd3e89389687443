package dev.peregrine.bench.report;

import dev.peregrine.bench.report.ReportDocument.Line;
import dev.peregrine.bench.report.ReportDocument.LineChart;
import java.util.Locale;

/**
 * A {@link LineChart} as inline SVG: its title on top, log-log axes with a grid line per power of ten, a line with
 * markers per series (dashed when the series says so), Peregrine's drawn thicker, and a legend on the right.
 */
final class LineChartSvg {
  private LineChartSvg() {}

  private static final int WIDTH = 900;
  private static final int HEIGHT = 440;
  private static final int LEFT = 70;
  private static final int TOP = 36;
  private static final int PLOT_WIDTH = 560;
  private static final int PLOT_HEIGHT = 350;
  private static final String[] COLOURS = {"#1c3d6e", "#2b8a3e", "#862e9c", "#e67700", "#0b7285", "#5c940d",
      "#c2255c", "#495057", "#1971c2", "#a61e4d"};

  static String render(LineChart c) {
    double minX = Double.MAX_VALUE;
    double maxX = -Double.MAX_VALUE;
    double minY = Double.MAX_VALUE;
    double maxY = -Double.MAX_VALUE;
    for (Line line : c.lines()) {
      for (double[] p : line.points()) {
        if (p[0] > 0 && p[1] > 0) {
          minX = Math.min(minX, Math.log10(p[0]));
          maxX = Math.max(maxX, Math.log10(p[0]));
          minY = Math.min(minY, Math.log10(p[1]));
          maxY = Math.max(maxY, Math.log10(p[1]));
        }
      }
    }
    StringBuilder s = new StringBuilder();
    s.append("<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(WIDTH)
        .append("\" height=\"").append(HEIGHT).append("\" viewBox=\"0 0 ").append(WIDTH).append(' ').append(HEIGHT)
        .append("\" role=\"img\" aria-label=\"").append(HtmlReport.esc(c.label())).append("\">");
    s.append("<text class=\"title\" x=\"0\" y=\"16\">").append(HtmlReport.esc(c.label())).append("</text>");
    if (minX > maxX) {
      return s.append("</svg>").toString();
    }
    double x0 = Math.floor(minX);
    double x1 = Math.max(Math.ceil(maxX), x0 + 1);
    double y0 = Math.floor(minY);
    double y1 = Math.max(Math.ceil(maxY), y0 + 1);
    s.append("<rect x=\"").append(LEFT).append("\" y=\"").append(TOP).append("\" width=\"").append(PLOT_WIDTH)
        .append("\" height=\"").append(PLOT_HEIGHT).append("\" fill=\"none\" stroke=\"#888\"/>");
    for (double e = x0; e <= x1; e++) {
      double x = LEFT + (e - x0) / (x1 - x0) * PLOT_WIDTH;
      s.append("<path d=\"M").append(f(x)).append(' ').append(TOP).append("V").append(TOP + PLOT_HEIGHT)
          .append("\" stroke=\"#e3e6ea\"/>");
      s.append("<text x=\"").append(f(x)).append("\" y=\"").append(TOP + PLOT_HEIGHT + 16)
          .append("\" text-anchor=\"middle\">").append(HtmlReport.esc(power(e, "B"))).append("</text>");
    }
    for (double e = y0; e <= y1; e++) {
      double y = TOP + PLOT_HEIGHT - (e - y0) / (y1 - y0) * PLOT_HEIGHT;
      s.append("<path d=\"M").append(LEFT).append(' ').append(f(y)).append("H").append(LEFT + PLOT_WIDTH)
          .append("\" stroke=\"#e3e6ea\"/>");
      s.append("<text x=\"").append(LEFT - 6).append("\" y=\"").append(f(y + 4)).append("\" text-anchor=\"end\">")
          .append(HtmlReport.esc(power(e, "ms"))).append("</text>");
    }
    s.append("<text x=\"").append(LEFT + PLOT_WIDTH / 2).append("\" y=\"").append(HEIGHT - 8)
        .append("\" text-anchor=\"middle\">").append(HtmlReport.esc(c.xLabel())).append("</text>");
    s.append("<text x=\"14\" y=\"").append(TOP + PLOT_HEIGHT / 2)
        .append("\" text-anchor=\"middle\" transform=\"rotate(-90 14 ")
        .append(TOP + PLOT_HEIGHT / 2).append(")\">").append(HtmlReport.esc(c.yLabel())).append("</text>");
    int colour = 0;
    int legendY = TOP + 10;
    String last = null;
    for (Line line : c.lines()) {
      String base = line.label().replaceAll(" \\(.*\\)$", "");
      if (last != null && !last.equals(base)) {
        colour++;
      }
      last = base;
      String stroke = line.ours() ? "#d9480f" : COLOURS[colour % COLOURS.length];
      String width = line.ours() ? "2.5" : "1.5";
      String dash = line.dashed() ? " stroke-dasharray=\"6 4\"" : "";
      StringBuilder d = new StringBuilder();
      StringBuilder marks = new StringBuilder();
      for (double[] p : line.points()) {
        if (!(p[0] > 0 && p[1] > 0)) {
          continue;
        }
        double x = LEFT + (Math.log10(p[0]) - x0) / (x1 - x0) * PLOT_WIDTH;
        double y = TOP + PLOT_HEIGHT - (Math.log10(p[1]) - y0) / (y1 - y0) * PLOT_HEIGHT;
        d.append(d.length() == 0 ? "M" : "L").append(f(x)).append(' ').append(f(y));
        marks.append("<circle cx=\"").append(f(x)).append("\" cy=\"").append(f(y)).append("\" r=\"3\" fill=\"")
            .append(line.dashed() ? "#fff" : stroke).append("\" stroke=\"").append(stroke).append("\"><title>")
            .append(HtmlReport.esc(line.label() + ": " + String.format(Locale.ROOT, "%.4g ms at %,.0f bytes", p[1],
                p[0]))).append("</title></circle>");
      }
      s.append("<path d=\"").append(d).append("\" fill=\"none\" stroke=\"").append(stroke).append("\" stroke-width=\"")
          .append(width).append('"').append(dash).append("/>").append(marks);
      s.append("<path d=\"M").append(LEFT + PLOT_WIDTH + 16).append(' ').append(legendY - 4).append("h28\" stroke=\"")
          .append(stroke).append("\" stroke-width=\"").append(width).append('"').append(dash).append("/>");
      s.append("<text x=\"").append(LEFT + PLOT_WIDTH + 50).append("\" y=\"").append(legendY).append("\">")
          .append(HtmlReport.esc(line.label())).append("</text>");
      legendY += 18;
    }
    return s.append("</svg>").toString();
  }

  /** 10^e as the axis writes it: 1 KB, 10 MB, 0.01 ms. */
  private static String power(double e, String unit) {
    double v = Math.pow(10, e);
    if (unit.equals("B")) {
      return v >= 1e6 ? f0(v / 1e6) + " MB" : v >= 1e3 ? f0(v / 1e3) + " KB" : f0(v) + " B";
    }
    return (v >= 1 ? f0(v) : String.format(Locale.ROOT, "%s", Double.toString(v).replaceAll("0+$", ""))) + " ms";
  }

  private static String f0(double v) {
    return String.format(Locale.ROOT, "%,.0f", v);
  }

  private static String f(double v) {
    return String.format(Locale.ROOT, "%.1f", v);
  }
}
