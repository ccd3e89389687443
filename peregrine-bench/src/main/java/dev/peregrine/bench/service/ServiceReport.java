package dev.peregrine.bench.service;

import dev.peregrine.bench.report.ReportDocument.Align;
import dev.peregrine.bench.report.ReportDocument.Bar;
import dev.peregrine.bench.report.ReportDocument.BarTone;
import dev.peregrine.bench.report.ReportDocument.Block;
import dev.peregrine.bench.report.ReportDocument.Cell;
import dev.peregrine.bench.report.ReportDocument.CellKind;
import dev.peregrine.bench.report.ReportDocument.Chart;
import dev.peregrine.bench.report.ReportDocument.ChartLegend;
import dev.peregrine.bench.report.ReportDocument.Column;
import dev.peregrine.bench.report.ReportDocument.Heading;
import dev.peregrine.bench.report.ReportDocument.Inline;
import dev.peregrine.bench.report.ReportDocument.LegendEntry;
import dev.peregrine.bench.report.ReportDocument.Notes;
import dev.peregrine.bench.report.ReportDocument.Paragraph;
import dev.peregrine.bench.report.ReportDocument.ParagraphKind;
import dev.peregrine.bench.report.ReportDocument.Row;
import dev.peregrine.bench.report.ReportDocument.Table;
import dev.peregrine.bench.report.ReportDocument.Tone;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.service.ServiceResults;
import dev.peregrine.bench.service.ServiceResults.Window;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;
import dev.peregrine.bench.report.ReportDocument;

/**
 * The report's section on the service experiment: Peregrine's targets against Jackson and fastjson2, a table of
 * requests per second, latency and the server's CPU per request by size and library, with the share of that
 * CPU above the no-op floor, and charts at the largest size. Nothing when the experiment did not run.
 */
public final class ServiceReport {
  private ServiceReport() {}

  static final String OURS = "peregrine";
  static final String FASTJSON2 = "fastjson2";

  /** Peregrine's server CPU per request over Jackson's at the largest size: at most this. */
  static final double CPU_TARGET = 0.8;

  public static final String METHOD = "A blog post on common JSON libraries' performance (2019; the DemoResponse "
      + "experiment's source) began with the load test of a service: 6% of its CPU went to serializing its "
      + "responses to JSON and 5% to building JSON fields. This experiment measures that as a service: a Spring "
      + "Boot application (the module peregrine-bench-service) serves GET /demo?size=N, the blog's DemoResponse of "
      + "N entities built for each request, over HTTP/1.1 from its embedded Tomcat, in a fresh JVM (-Xms1g -Xmx1g, "
      + "pre-touched) per library and round: jackson3 is Boot's default converter (Jackson 3); peregrine is "
      + "Peregrine's converter from the module peregrine-spring, chosen by Boot's "
      + "spring.http.converters.preferred-json-mapper; fastjson2 is its own FastJsonHttpMessageConverter from "
      + "fastjson2-extension-spring6 with a default FastJsonConfig, put first among Spring MVC's converters as its "
      + "documentation does (Maven Central has no spring7 variant of it and no spring6 release after 2.0.59, so it "
      + "runs with the fastjson2 of that release, on Spring Framework 7, where it loads and serves); no-op is the "
      + "floor, a converter that writes the response's bytes serialized once at start, so that a request costs "
      + "everything but the serialization. Each server prints the converter Spring MVC picked for a DemoResponse, "
      + "and a server serving through another than its library's is an error. A load generator in a JVM of its "
      + "own on the loopback address first checks one response per size (status 200, application/json, the "
      + "expected DemoResponse as a JSON tree, members in any order), then keeps a fixed number of connections "
      + "busy with requests back to back: a warmup over every size, going on until the server's JIT compilers are "
      + "quiet (their threads' CPU is the server's too), then passes over the sizes in turns, each size a short "
      + "warmup and a stretch of its measured window (so that a busier moment of the machine falls on every size a "
      + "little), the window bounded in time and in responses. Requests/s are the responses completed in the window over its length; "
      + "p50 and p99 the latencies of those responses (request sent to last byte read); server CPU per request is "
      + "the server process's CPU clock (every thread: Tomcat's, the collector's, the JIT's) read over HTTP just "
      + "before and after each stretch of the window, divided by the responses. Above the floor: a library's CPU per request less "
      + "the no-op's of the same round, and its share of the library's (the blog's \"JSON share\"). Ratios pair "
      + "the rounds (a library's value over Jackson's in the same round): the median, and in brackets the range of "
      + "the rounds; a target counts as met when the whole range is past it. The load generator shares the "
      + "machine's cores with the server, so requests/s are the machine's, client included; CPU per request is "
      + "the server's alone.";

  public static List<Block> blocks(Results results) {
    ServiceResults r = results.service;
    if (r.isEmpty()) {
      return List.of();
    }
    List<Block> blocks = new ArrayList<>();
    blocks.add(new Heading(2, "A service: the DemoResponse served by Spring Boot over HTTP/1.1", r.jdk,
        ReportDocument.DetailKind.QUALIFIER, "service"));
    blocks.add(new Paragraph(METHOD, ParagraphKind.METHOD));
    blocks.add(new Paragraph("Measured: " + r.plan + "."
        + (r.versions.isEmpty() ? "" : " The service's class path: " + r.versions.entrySet().stream()
        .map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", ")) + ".")
        + (r.converters.isEmpty() ? "" : " Converters serving: " + r.converters.entrySet().stream()
        .map(e -> e.getKey() + " " + simpleName(e.getValue())).collect(Collectors.joining(", ")) + "."),
        ParagraphKind.METHOD));
    if (!r.failures.isEmpty()) {
      blocks.add(new Notes(r.failures.entrySet().stream().map(e -> "Service/" + e.getKey() + ": n/a, "
          + e.getValue()).toList()));
    }
    if (r.windows.isEmpty()) {
      return blocks;
    }
    TreeSet<Integer> sizes = new TreeSet<>();
    r.windows.forEach(w -> sizes.add(w.size()));
    List<String> libraries = libraries(r);
    targets(r, blocks, sizes);
    table(r, blocks, sizes, libraries);
    charts(r, blocks, sizes.last(), libraries);
    return blocks;
  }

  /** The libraries measured, the floor first, then Jackson, Peregrine, the others. */
  static List<String> libraries(ServiceResults r) {
    List<String> order = new ArrayList<>(List.of(ServiceResults.FLOOR, ServiceResults.BASELINE, OURS));
    r.windows.forEach(w -> {
      if (!order.contains(w.library())) {
        order.add(w.library());
      }
    });
    return order.stream().filter(l -> r.windows.stream().anyMatch(w -> w.library().equals(l))).toList();
  }

  /** A ratio over the rounds: the median and the range of the paired rounds' ratios; NaN when none pair. */
  public record Ratio(double median, double low, double high, int rounds) {
    boolean measured() {
      return rounds > 0;
    }

    String text() {
      if (!measured()) {
        return "–";
      }
      return rounds == 1 ? fmt2(median) : fmt2(median) + " [" + fmt2(low) + "–" + fmt2(high) + "]";
    }
  }

  /**
   * {@code a}'s value over {@code b}'s at {@code size}, round by round (a round counts when both measured it).
   */
  public static Ratio ratio(ServiceResults r, String a, String b, int size, ToDoubleFunction<Window> value) {
    List<Double> ratios = new ArrayList<>();
    for (Window x : r.windows) {
      if (x.library().equals(a) && x.size() == size) {
        for (Window y : r.windows) {
          if (y.library().equals(b) && y.size() == size && y.round() == x.round()) {
            double q = value.applyAsDouble(x) / value.applyAsDouble(y);
            if (Double.isFinite(q)) {
              ratios.add(q);
            }
          }
        }
      }
    }
    if (ratios.isEmpty()) {
      return new Ratio(Double.NaN, Double.NaN, Double.NaN, 0);
    }
    ratios.sort(null);
    return new Ratio(median(ratios), ratios.get(0), ratios.get(ratios.size() - 1), ratios.size());
  }

  /** The median over the rounds of {@code library}'s {@code value} at {@code size}; NaN when not measured. */
  static double median(ServiceResults r, String library, int size, ToDoubleFunction<Window> value) {
    List<Double> values = new ArrayList<>();
    for (Window w : r.windows) {
      if (w.library().equals(library) && w.size() == size) {
        values.add(value.applyAsDouble(w));
      }
    }
    values.sort(null);
    return values.isEmpty() ? Double.NaN : median(values);
  }

  private static double median(List<Double> sorted) {
    int n = sorted.size();
    return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
  }

  /**
   * The share of {@code library}'s CPU per request above the floor's in the same round (median over rounds),
   * and the microseconds above it; NaN when the floor was not measured.
   */
  public static double[] aboveFloor(ServiceResults r, String library, int size) {
    List<Double> micros = new ArrayList<>();
    List<Double> shares = new ArrayList<>();
    for (Window x : r.windows) {
      if (x.library().equals(library) && x.size() == size) {
        for (Window f : r.windows) {
          if (f.library().equals(ServiceResults.FLOOR) && f.size() == size && f.round() == x.round()) {
            double above = x.cpuMicrosPerRequest() - f.cpuMicrosPerRequest();
            micros.add(above);
            shares.add(above / x.cpuMicrosPerRequest());
          }
        }
      }
    }
    if (micros.isEmpty()) {
      return new double[] {Double.NaN, Double.NaN};
    }
    micros.sort(null);
    shares.sort(null);
    return new double[] {median(micros), median(shares)};
  }

  /** met: "yes" when the whole range is past the target, "no" when none of it is, else "unclear". */
  public static String met(Ratio ratio, double target, boolean atMost) {
    if (!ratio.measured()) {
      return "–";
    }
    boolean all = atMost ? ratio.high() <= target : ratio.low() >= target;
    boolean none = atMost ? ratio.low() > target : ratio.high() < target;
    return all ? "yes" : none ? "no" : "unclear";
  }

  private static void targets(ServiceResults r, List<Block> blocks, TreeSet<Integer> sizes) {
    int largest = sizes.last();
    blocks.add(new Heading(3, "Peregrine's targets: server CPU per request at " + largest + " entities at most "
        + fmt2(CPU_TARGET) + "x Jackson's and at most fastjson2's; requests/s at least Jackson's at every size"));
    List<Column> columns = List.of(new Column("measure", Align.LEFT), new Column("entities", Align.RIGHT),
        new Column("Peregrine ÷", Align.LEFT), new Column("ratio [range of rounds]", Align.RIGHT),
        new Column("target", Align.RIGHT), new Column("met", Align.CENTER));
    List<Row> rows = new ArrayList<>();
    ToDoubleFunction<Window> cpu = Window::cpuMicrosPerRequest;
    rows.add(targetRow("server CPU per request", largest, ServiceResults.BASELINE,
        ratio(r, OURS, ServiceResults.BASELINE, largest, cpu), CPU_TARGET, true, r));
    rows.add(targetRow("server CPU per request", largest, FASTJSON2, ratio(r, OURS, FASTJSON2, largest, cpu), 1.0,
        true, r));
    for (int size : sizes) {
      rows.add(targetRow("requests/s", size, ServiceResults.BASELINE,
          ratio(r, OURS, ServiceResults.BASELINE, size, Window::requestsPerSecond), 1.0, false, r));
    }
    blocks.add(new Table(columns, rows, false));
  }

  private static Row targetRow(String measure, int size, String peer, Ratio ratio, double target, boolean atMost,
      ServiceResults r) {
    String why = !ratio.measured() ? notMeasured(r, peer) : null;
    String met = met(ratio, target, atMost);
    return new Row(List.of(Cell.text(measure), Cell.number(String.valueOf(size)), Cell.text(peer),
        Cell.number(why != null ? why : ratio.text()), Cell.number((atMost ? "≤ " : "≥ ") + fmt2(target)),
        met.equals("no") ? Cell.of(CellKind.TEXT, Inline.strong("no")) : Cell.text(met)), Tone.NONE);
  }

  private static String notMeasured(ServiceResults r, String peer) {
    String failure = r.failures.get(r.failures.containsKey(OURS) ? OURS : peer);
    return failure != null ? "n/a (" + (r.failures.containsKey(OURS) ? OURS : peer) + ": see above)"
        : "not measured";
  }

  private static void table(ServiceResults r, List<Block> blocks, TreeSet<Integer> sizes, List<String> libraries) {
    blocks.add(new Heading(3, "By size and library (medians over the rounds)"));
    List<Column> columns = List.of(new Column("entities", Align.RIGHT), new Column("library", Align.LEFT),
        new Column("bytes", Align.RIGHT), new Column("requests/s", Align.RIGHT), new Column("p50 ms", Align.RIGHT),
        new Column("p99 ms", Align.RIGHT), new Column("server CPU µs/request", Align.RIGHT),
        new Column("above the floor µs (share)", Align.RIGHT), new Column("CPU ÷ Jackson", Align.RIGHT),
        new Column("requests/s ÷ Jackson", Align.RIGHT));
    List<Row> rows = new ArrayList<>();
    for (int size : sizes) {
      for (String library : libraries) {
        double rps = median(r, library, size, Window::requestsPerSecond);
        if (Double.isNaN(rps)) {
          continue;
        }
        double[] above = aboveFloor(r, library, size);
        boolean floor = library.equals(ServiceResults.FLOOR);
        boolean baseline = library.equals(ServiceResults.BASELINE);
        int bytes = r.windows.stream().filter(w -> w.library().equals(library) && w.size() == size)
            .mapToInt(Window::bytes).findFirst().orElse(0);
        rows.add(new Row(List.of(Cell.number(String.valueOf(size)), Cell.text(library),
            Cell.number(String.format(Locale.ROOT, "%,d", bytes)),
            Cell.number(String.format(Locale.ROOT, "%,.0f", rps)),
            Cell.number(ms(median(r, library, size, w -> w.p50Nanos()))),
            Cell.number(ms(median(r, library, size, w -> w.p99Nanos()))),
            Cell.number(fmt1(median(r, library, size, Window::cpuMicrosPerRequest))),
            Cell.number(floor ? "(the floor)" : Double.isNaN(above[0]) ? "–"
                : fmt1(above[0]) + String.format(Locale.ROOT, " (%.0f%%)", above[1] * 100)),
            Cell.number(baseline ? "1" : ratio(r, library, ServiceResults.BASELINE, size,
                Window::cpuMicrosPerRequest).text()),
            Cell.number(baseline ? "1" : ratio(r, library, ServiceResults.BASELINE, size,
                Window::requestsPerSecond).text())),
            library.equals(OURS) ? Tone.OURS : Tone.NONE));
      }
    }
    blocks.add(new Table(columns, rows, false));
  }

  private static void charts(ServiceResults r, List<Block> blocks, int size, List<String> libraries) {
    chart(r, blocks, size, libraries, "server CPU µs per request", Window::cpuMicrosPerRequest, "µs", true);
    chart(r, blocks, size, libraries, "requests/s", Window::requestsPerSecond, "/s", false);
  }

  private static void chart(ServiceResults r, List<Block> blocks, int size, List<String> libraries, String what,
      ToDoubleFunction<Window> value, String unit, boolean lowestFirst) {
    List<Bar> bars = new ArrayList<>();
    double max = 0;
    for (String library : libraries) {
      List<Double> values = r.windows.stream().filter(w -> w.library().equals(library) && w.size() == size)
          .map(value::applyAsDouble).sorted().toList();
      if (values.isEmpty()) {
        continue;
      }
      double m = median(values);
      double low = values.get(0);
      double high = values.get(values.size() - 1);
      String text = unit.equals("µs") ? fmt1(m) + " µs" : String.format(Locale.ROOT, "%,.0f/s", m);
      bars.add(new Bar(library, m, values.size() > 1 ? low : Double.NaN, values.size() > 1 ? high : Double.NaN,
          library.equals(OURS) ? BarTone.OURS : library.equals(ServiceResults.FLOOR) ? BarTone.BASELINE
          : BarTone.OTHER, library + ": " + text + " (median of " + values.size() + " rounds)", text));
      max = Math.max(max, high);
    }
    bars.sort((a, b) -> lowestFirst ? Double.compare(a.value(), b.value()) : Double.compare(b.value(), a.value()));
    if (!bars.isEmpty()) {
      blocks.add(new Paragraph(what + " at " + size + " entities, " + (lowestFirst ? "lowest" : "highest")
          + " first (the line across a bar: the range of the rounds; no-op is the floor)", ParagraphKind.PLAIN));
      blocks.add(new Chart(what + " at " + size + " entities", max, bars).unit(what)
          .legend(new ChartLegend(List.of(new LegendEntry(BarTone.OURS, "Peregrine"),
              new LegendEntry(BarTone.BASELINE, "no-op, the floor"), new LegendEntry(BarTone.OTHER, "the libraries")),
              "range of the rounds")));
    }
  }

  private static String simpleName(String className) {
    return className.substring(className.lastIndexOf('.') + 1);
  }

  private static String ms(double nanos) {
    return Double.isNaN(nanos) ? "–" : String.format(Locale.ROOT, "%.2f", nanos / 1e6);
  }

  private static String fmt1(double v) {
    return Double.isNaN(v) ? "–" : String.format(Locale.ROOT, "%.1f", v);
  }

  static String fmt2(double v) {
    return String.format(Locale.ROOT, "%.2f", v);
  }
}
