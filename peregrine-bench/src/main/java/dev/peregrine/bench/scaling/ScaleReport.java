package dev.peregrine.bench.scaling;

import dev.peregrine.bench.report.ReportDocument.Align;
import dev.peregrine.bench.report.ReportDocument.Bar;
import dev.peregrine.bench.report.ReportDocument.BarTone;
import dev.peregrine.bench.report.ReportDocument.Block;
import dev.peregrine.bench.report.ReportDocument.Cell;
import dev.peregrine.bench.report.ReportDocument.Chart;
import dev.peregrine.bench.report.ReportDocument.Column;
import dev.peregrine.bench.report.ReportDocument.Heading;
import dev.peregrine.bench.report.ReportDocument.Line;
import dev.peregrine.bench.report.ReportDocument.LineChart;
import dev.peregrine.bench.report.ReportDocument.Paragraph;
import dev.peregrine.bench.report.ReportDocument.ParagraphKind;
import dev.peregrine.bench.report.ReportDocument.Row;
import dev.peregrine.bench.report.ReportDocument.Section;
import dev.peregrine.bench.report.ReportDocument.Table;
import dev.peregrine.bench.report.ReportDocument.Tone;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.scaling.ScaleResults;
import dev.peregrine.bench.result.TrimmedStats;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import dev.peregrine.bench.report.ReportDocument;

/**
 * The report's section on JsonPerformanceVS's scaling experiment: per direction a log-log chart of time against size (a
 * line per library, cold and warm), the sentence on whether JsonPerformanceVS's conclusion held, and the table; then
 * memory. Nothing when the experiment did not run.
 */
public final class ScaleReport {
  private ScaleReport() {}

  /** JsonPerformanceVS's four engines; its conclusion ranks only them. */
  static final List<String> ORIGINAL_LIBRARIES = List.of("gson", "fastjson1", "jackson", "json-smart");

  /** "Below 100 KB": samples of up to this many records (about 100 KB). */
  static final int SMALL = 100;

  /** "Above 1 MB": samples of at least this many records (about 1 MB). */
  static final int LARGE = 1_000;

  static final String METHOD = "JsonPerformanceVS, a published comparison, timed Gson, fastjson 1, Jackson "
      + "and json-smart on samples of 1 to 100,000 records of about 1 KB (1 KB to 100 MB of JSON), each "
      + "measurement in a fresh JVM, 1,000 runs with the 50 fastest and 50 slowest dropped, and concluded "
      + "\"Gson below 100 KB, Jackson or "
      + "fastjson above 1 MB\". Here the records are our own, seeded (scalar fields beside a list of 10 strings "
      + "and a map of 10; a few non-ASCII words and quotes), in one object {\"records\": [...]}, and fastjson2, "
      + "dsl-json, Moshi and Peregrine join. Cold: one fresh JVM per run (-Xms1g -Xmx1g), the sample and its "
      + "JSON text built before the clock starts, the clock covering the library's mapper creation and one write "
      + "to a String or one read of the String (JsonPerformanceVS's call), the runs of every series in turns; "
      + "the mean of "
      + "the runs left after the suite's cold-start trim (10% each side, at least one once there are three, none "
      + "below; JsonPerformanceVS dropped 5%). Warm: one JVM per library (-Xms1g -Xmx1g), first every case in turns "
      + "(five times one case's warmup), then each size and direction "
      + "repeated for a warmup, then timed over fixed-time iterations; shown is the fastest iteration's time per "
      + "operation, because on a shared machine noise only ever adds time (a JMH fork per cell would cost a JVM "
      + "each). In the charts and tables every run reads or writes the same sample (seed "
      + "3).";

  static final String VARIANTS = "Same or different sample: JsonPerformanceVS ran each size once with one "
      + "sample for all "
      + "1,000 runs and once with a different sample per run, and found them alike (its different-sample read "
      + "table even repeats its same-sample write table). In a fresh JVM no run has seen the data before, so "
      + "the two differ only in the generated values; the full profile runs both, cold and warm, and shows them "
      + "side by side, the quick profile the same sample only.";

  public static List<Block> blocks(Results results) {
    ScaleResults r = results.scale;
    if (r.isEmpty()) {
      return List.of();
    }
    List<Block> blocks = new ArrayList<>();
    Map<Integer, Long> bytes = documentBytes(r);
    blocks.add(new Heading(2, "JsonPerformanceVS: " + span(r), r.jdk, ReportDocument.DetailKind.QUALIFIER,
        "json-performance-vs"));
    blocks.add(new Paragraph(METHOD, ParagraphKind.METHOD));
    blocks.add(new Paragraph("Measured: " + r.plan + ".", ParagraphKind.METHOD));
    blocks.add(new Paragraph(VARIANTS, ParagraphKind.METHOD));
    for (String direction : List.of("write", "read")) {
      List<Block> part = direction(r, direction, bytes);
      if (!part.isEmpty()) {
        blocks.add(new Section("scale-" + direction, part));
      }
    }
    variants(r, blocks);
    memory(r, blocks);
    return blocks;
  }

  /**
   * What this run measured, "from 1 record to 9.5 MB": its smallest and largest sample (the published comparison
   * went from 1 record to 100 MB; the quick profile stops earlier), the largest as its document's size when a
   * read measured it.
   */
  public static String span(ScaleResults r) {
    List<Integer> records = new ArrayList<>();
    r.cold.forEach(c -> records.add(c.records()));
    r.warm.forEach(w -> records.add(w.records()));
    r.memory.forEach(m -> records.add(m.records()));
    if (records.isEmpty()) {
      return "no sample";
    }
    int least = records.stream().min(Integer::compare).orElseThrow();
    int most = records.stream().max(Integer::compare).orElseThrow();
    Long bytes = documentBytes(r).get(most);
    return "from " + count(least) + " to " + (bytes != null ? size(bytes) : count(most));
  }

  private static String count(int records) {
    return String.format(Locale.ROOT, "%,d record%s", records, records == 1 ? "" : "s");
  }

  /** "9.5 MB", "98 KB", "870 bytes" (1 MB = 10^6 bytes). */
  static String size(long bytes) {
    if (bytes >= 1_000_000) {
      double mb = bytes / 1e6;
      return (mb >= 100 ? String.format(Locale.ROOT, "%.0f", mb) : String.format(Locale.ROOT, "%.1f", mb)
          .replaceAll("\\.0$", "")) + " MB";
    }
    return bytes >= 1_000 ? Math.round(bytes / 1e3) + " KB" : bytes + " bytes";
  }

  /** Size of each sample's document (the hand-written text, as the readers read it), by record count. */
  static Map<Integer, Long> documentBytes(ScaleResults r) {
    Map<Integer, Long> bytes = new TreeMap<>();
    for (ScaleResults.Cold c : r.cold) {
      if (c.direction().equals("read") && c.bytes() > 0) {
        bytes.put(c.records(), c.bytes());
      }
    }
    for (ScaleResults.Memory m : r.memory) {
      if (m.direction().equals("read") && m.bytes() > 0) {
        bytes.putIfAbsent(m.records(), m.bytes());
      }
    }
    return bytes;
  }

  /** Trimmed mean of a cold series in ms, NaN when it failed or has no run. */
  public static double coldMs(ScaleResults r, String direction, String library, int records, String variant) {
    for (ScaleResults.Cold c : r.cold) {
      if (c.direction().equals(direction) && c.library().equals(library) && c.records() == records
          && c.variant().equals(variant)) {
        return c.reason() != null || c.nanos().isEmpty() ? Double.NaN : TrimmedStats.summarize(c.nanos()).mean();
      }
    }
    return Double.NaN;
  }

  static double warmMs(ScaleResults r, String direction, String library, int records) {
    return warmMs(r, direction, library, records, "same");
  }

  /** The fastest iteration of a warm timing in ms, NaN when it failed or did not run. */
  static double warmMs(ScaleResults r, String direction, String library, int records, String variant) {
    for (ScaleResults.Warm w : r.warm) {
      if (w.direction().equals(direction) && w.library().equals(library) && w.records() == records
          && w.variant().equals(variant)) {
        return w.reason() != null ? Double.NaN : w.minNanos() / 1e6;
      }
    }
    return Double.NaN;
  }

  private static List<String> libraries(ScaleResults r, String direction) {
    List<String> libs = new ArrayList<>();
    r.cold.stream().filter(c -> c.direction().equals(direction)).forEach(c -> {
      if (!libs.contains(c.library())) {
        libs.add(c.library());
      }
    });
    r.warm.stream().filter(c -> c.direction().equals(direction)).forEach(c -> {
      if (!libs.contains(c.library())) {
        libs.add(c.library());
      }
    });
    return libs;
  }

  private static TreeSet<Integer> sizes(ScaleResults r, String direction) {
    TreeSet<Integer> sizes = new TreeSet<>();
    r.cold.stream().filter(c -> c.direction().equals(direction)).forEach(c -> sizes.add(c.records()));
    r.warm.stream().filter(c -> c.direction().equals(direction)).forEach(c -> sizes.add(c.records()));
    return sizes;
  }

  private static List<Block> direction(ScaleResults r, String direction, Map<Integer, Long> bytes) {
    List<String> libs = libraries(r, direction);
    TreeSet<Integer> sizes = sizes(r, direction);
    if (libs.isEmpty()) {
      return List.of();
    }
    List<Block> blocks = new ArrayList<>();
    String title = direction.equals("write") ? "Write (object to JSON text)" : "Read (JSON text to object)";
    blocks.add(new Heading(3, title));
    List<Line> lines = new ArrayList<>();
    for (String lib : libs) {
      for (boolean warm : new boolean[] {false, true}) {
        List<double[]> points = new ArrayList<>();
        for (int records : sizes) {
          double ms = warm ? warmMs(r, direction, lib, records) : coldMs(r, direction, lib, records, "same");
          if (!Double.isNaN(ms)) {
            points.add(new double[] {bytes.getOrDefault(records, records * 1000L), ms});
          }
        }
        if (!points.isEmpty()) {
          lines.add(new Line(lib + (warm ? " (warm)" : " (cold)"), lib.startsWith("peregrine"), warm, points));
        }
      }
    }
    blocks.add(new LineChart("JsonPerformanceVS, " + direction + ": time against size, log-log",
        "size of the JSON document",
        "time per " + direction + " (ms)", lines));
    blocks.add(new Paragraph(verdict(r, direction, sizes), ParagraphKind.PLAIN));
    List<Column> columns = new ArrayList<>(List.of(new Column("library", Align.LEFT)));
    for (int records : sizes) {
      String label = String.format(Locale.ROOT, "%,d rec", records)
          + (bytes.containsKey(records) ? " (" + human(bytes.get(records)) + ")" : "");
      if (hasCold(r, direction, records)) {
        columns.add(new Column(label + " cold ms", Align.RIGHT));
      }
      if (hasWarm(r, direction, records)) {
        columns.add(new Column(label + " warm ms", Align.RIGHT));
      }
    }
    List<Row> rows = new ArrayList<>();
    for (String lib : libs) {
      List<Cell> cells = new ArrayList<>(List.of(Cell.text(lib)));
      for (int records : sizes) {
        if (hasCold(r, direction, records)) {
          cells.add(Cell.number(coldCell(r, direction, lib, records)));
        }
        if (hasWarm(r, direction, records)) {
          cells.add(Cell.number(warmCell(r, direction, lib, records)));
        }
      }
      rows.add(new Row(cells, lib.startsWith("peregrine") ? Tone.OURS : Tone.NONE));
    }
    blocks.add(new Table(columns, rows, false));
    return blocks;
  }

  private static boolean hasCold(ScaleResults r, String direction, int records) {
    return r.cold.stream().anyMatch(c -> c.direction().equals(direction) && c.records() == records);
  }

  private static boolean hasWarm(ScaleResults r, String direction, int records) {
    return r.warm.stream().anyMatch(w -> w.direction().equals(direction) && w.records() == records
        && w.variant().equals("same"));
  }

  private static String coldCell(ScaleResults r, String direction, String lib, int records) {
    for (ScaleResults.Cold c : r.cold) {
      if (c.direction().equals(direction) && c.library().equals(lib) && c.records() == records
          && c.variant().equals("same")) {
        return c.reason() != null ? "ERROR: " + c.reason() : ms(coldMs(r, direction, lib, records, "same"));
      }
    }
    return "";
  }

  private static String warmCell(ScaleResults r, String direction, String lib, int records) {
    for (ScaleResults.Warm w : r.warm) {
      if (w.direction().equals(direction) && w.library().equals(lib) && w.records() == records
          && w.variant().equals("same")) {
        return w.reason() != null ? "ERROR: " + w.reason() : ms(w.minNanos() / 1e6);
      }
    }
    return "";
  }

  /**
   * One sentence: whether "Gson below 100 KB, Jackson or fastjson above 1 MB" held among JsonPerformanceVS's four, cold
   * and warm, and which library was fastest of all at each size.
   */
  public static String verdict(ScaleResults r, String direction, TreeSet<Integer> sizes) {
    List<String> parts = new ArrayList<>();
    for (boolean warm : new boolean[] {false, true}) {
      List<String> small = new ArrayList<>();
      List<String> large = new ArrayList<>();
      boolean holds = true;
      int judged = 0;
      for (int records : sizes) {
        String fastest = fastest(r, direction, records, warm, ORIGINAL_LIBRARIES);
        if (fastest == null) {
          continue;
        }
        String at = fastest + String.format(Locale.ROOT, " at %,d", records);
        if (records <= SMALL) {
          small.add(at);
          holds &= fastest.equals("gson");
          judged++;
        } else if (records >= LARGE) {
          large.add(at);
          holds &= fastest.equals("jackson") || fastest.equals("fastjson1");
          judged++;
        }
      }
      if (judged == 0) {
        continue;
      }
      List<String> overall = new ArrayList<>();
      for (int records : sizes) {
        String f = fastest(r, direction, records, warm, null);
        if (f != null) {
          overall.add(f + String.format(Locale.ROOT, " at %,d", records));
        }
      }
      parts.add((warm ? "warm" : "cold") + " it " + (holds ? "held" : "did not hold") + " (fastest of "
          + "JsonPerformanceVS's four: " + String.join(", ", small) + (small.isEmpty() || large.isEmpty() ? "" : "; ")
          + String.join(", ", large) + " records; fastest of all: " + String.join(", ", overall) + ")");
    }
    return parts.isEmpty() ? "Not enough measured to judge JsonPerformanceVS's conclusion."
        : "JsonPerformanceVS's conclusion (\"Gson below 100 KB, Jackson or fastjson above 1 MB\") for "
        + direction + ": "
        + String.join("; ", parts) + ".";
  }

  /** The fastest library at a size among {@code among} (all when null), or null when none was measured. */
  static String fastest(ScaleResults r, String direction, int records, boolean warm, List<String> among) {
    String best = null;
    double bestMs = Double.MAX_VALUE;
    for (String lib : libraries(r, direction)) {
      if (among != null && !among.contains(lib)) {
        continue;
      }
      double ms = warm ? warmMs(r, direction, lib, records) : coldMs(r, direction, lib, records, "same");
      if (!Double.isNaN(ms) && ms < bestMs) {
        bestMs = ms;
        best = lib;
      }
    }
    return best;
  }

  private static void variants(ScaleResults r, List<Block> blocks) {
    boolean cold = r.cold.stream().anyMatch(c -> c.variant().equals("different"));
    boolean warm = r.warm.stream().anyMatch(w -> w.variant().equals("different"));
    if (cold) {
      blocks.add(new Heading(3, "Same sample against a different sample per run (cold, trimmed mean ms)"));
      TreeSet<Integer> sizes = new TreeSet<>();
      r.cold.forEach(c -> sizes.add(c.records()));
      blocks.add(variantTable(r, sizes, (direction, lib, records, variant) ->
          coldMs(r, direction, lib, records, variant)));
    }
    if (warm) {
      blocks.add(new Heading(3, "Same sample against different samples in turns (warm, fastest iteration's ms)"));
      blocks.add(new Paragraph(WARM_VARIANTS, ParagraphKind.METHOD));
      TreeSet<Integer> sizes = new TreeSet<>();
      r.warm.forEach(w -> sizes.add(w.records()));
      blocks.add(variantTable(r, sizes, (direction, lib, records, variant) ->
          warmMs(r, direction, lib, records, variant)));
    }
  }

  public static final String WARM_VARIANTS = "Warm, the different-sample JVM times each operation going round several "
      + "samples of the same size (8 up to 1,000 records, 2 at 10,000, one above, where a single document is far "
      + "larger than any cache or branch history), so that no input is met twice in a row: a loop over one "
      + "small document lets the processor learn its branches, and that favours whoever it favours.";

  /** The ms of one (direction, library, size, variant), NaN when missing. */
  private interface VariantMs {
    double ms(String direction, String library, int records, String variant);
  }

  private static Table variantTable(ScaleResults r, TreeSet<Integer> sizes, VariantMs value) {
    List<Column> columns = new ArrayList<>(List.of(new Column("direction", Align.LEFT),
        new Column("library", Align.LEFT)));
    for (int records : sizes) {
      columns.add(new Column(String.format(Locale.ROOT, "%,d same", records), Align.RIGHT));
      columns.add(new Column(String.format(Locale.ROOT, "%,d different", records), Align.RIGHT));
    }
    List<Row> rows = new ArrayList<>();
    for (String direction : List.of("write", "read")) {
      for (String lib : libraries(r, direction)) {
        List<Cell> cells = new ArrayList<>(List.of(Cell.text(direction), Cell.text(lib)));
        for (int records : sizes) {
          cells.add(Cell.number(ms(value.ms(direction, lib, records, "same"))));
          cells.add(Cell.number(ms(value.ms(direction, lib, records, "different"))));
        }
        rows.add(new Row(cells, lib.startsWith("peregrine") ? Tone.OURS : Tone.NONE));
      }
    }
    return new Table(columns, rows, false);
  }

  static final String MEMORY = "Memory: the sample read from a file through each library's InputStream API, or "
      + "written to a file through its OutputStream API (Gson and json-smart through UTF-8 readers and writers, "
      + "Moshi through okio), in a fresh JVM per run under the heap shown (-XX:+ExitOnOutOfMemoryError). Peak "
      + "heap is the sum of the heap pools' peaks after the sample was built and the pools reset, so a writer's "
      + "peak includes the sample it writes and a reader's the sample it builds; allocated is what the thread "
      + "allocated per record (HotSpot's counter). FAILED: out of memory in the library; \"sample does not fit\": "
      + "the writer's sample alone did not fit the heap.";

  private static void memory(ScaleResults r, List<Block> blocks) {
    if (r.memory.isEmpty()) {
      return;
    }
    blocks.add(new Heading(3, "Memory, from an InputStream and to an OutputStream"));
    blocks.add(new Paragraph(MEMORY, ParagraphKind.METHOD));
    Map<String, List<ScaleResults.Memory>> byColumn = new LinkedHashMap<>();
    r.memory.forEach(m -> byColumn.computeIfAbsent(String.format(Locale.ROOT, "%,d rec -Xmx%s", m.records(),
        m.heap()), k -> new ArrayList<>()).add(m));
    for (String direction : List.of("read", "write")) {
      List<Column> columns = new ArrayList<>(List.of(new Column(direction, Align.LEFT)));
      byColumn.keySet().forEach(k -> columns.add(new Column(k + ": peak MB / bytes per record", Align.RIGHT)));
      List<String> libs = new ArrayList<>();
      r.memory.stream().filter(m -> m.direction().equals(direction)).forEach(m -> {
        if (!libs.contains(m.library())) {
          libs.add(m.library());
        }
      });
      List<Row> rows = new ArrayList<>();
      for (String lib : libs) {
        List<Cell> cells = new ArrayList<>(List.of(Cell.text(lib)));
        for (List<ScaleResults.Memory> column : byColumn.values()) {
          ScaleResults.Memory m = column.stream().filter(x -> x.direction().equals(direction)
              && x.library().equals(lib)).findFirst().orElse(null);
          cells.add(Cell.number(m == null ? "" : m.outcome().equals("completes")
              ? String.format(Locale.ROOT, "%.1f / %,.0f", m.peakHeapMb(), m.allocatedPerRecord())
              : m.outcome() + (m.outcome().equals("ERROR") ? ": " + m.reason() : "")));
        }
        rows.add(new Row(cells, lib.startsWith("peregrine") ? Tone.OURS : Tone.NONE));
      }
      if (rows.isEmpty()) {
        continue;
      }
      blocks.add(new Table(columns, rows, false));
      int largest = r.memory.stream().filter(m -> m.direction().equals(direction) && m.heap().equals("1g"))
          .mapToInt(ScaleResults.Memory::records).max().orElse(-1);
      List<Bar> bars = new ArrayList<>();
      double max = 0;
      for (ScaleResults.Memory m : r.memory) {
        if (m.direction().equals(direction) && m.records() == largest && m.heap().equals("1g")
            && m.outcome().equals("completes")) {
          bars.add(new Bar(m.library(), m.allocatedPerRecord(), Double.NaN, Double.NaN,
              m.library().startsWith("peregrine") ? BarTone.OURS : BarTone.OTHER, m.library() + ": "
              + String.format(Locale.ROOT, "%,.0f bytes allocated per record", m.allocatedPerRecord()),
              String.format(Locale.ROOT, "%,.0f B/record", m.allocatedPerRecord())));
          max = Math.max(max, m.allocatedPerRecord());
        }
      }
      bars.sort((a, b) -> Double.compare(a.value(), b.value()));
      if (!bars.isEmpty()) {
        blocks.add(new Chart("Bytes allocated per record, " + direction + String.format(Locale.ROOT, ", %,d records",
            largest), max, bars).unit("bytes allocated per record"));
      }
    }
  }

  static String ms(double v) {
    if (Double.isNaN(v)) {
      return "";
    }
    return v >= 100 ? String.format(Locale.ROOT, "%,.0f", v) : v >= 1 ? String.format(Locale.ROOT, "%.2f", v)
        : String.format(Locale.ROOT, "%.4f", v);
  }

  static String human(long bytes) {
    return bytes >= 1_000_000 ? String.format(Locale.ROOT, "%.1f MB", bytes / 1e6)
        : bytes >= 1000 ? String.format(Locale.ROOT, "%.0f KB", bytes / 1e3) : bytes + " B";
  }
}
