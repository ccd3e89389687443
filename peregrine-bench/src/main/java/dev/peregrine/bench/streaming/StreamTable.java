package dev.peregrine.bench.streaming;

import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.result.Results.StreamOutcome;
import dev.peregrine.bench.result.Results.StreamSample;
import dev.peregrine.bench.result.Results.StreamSeries;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import dev.peregrine.bench.eishay.Targets;

/**
 * The streaming experiment of one format on one JDK, as the report tabulates it: each series' median
 * MB/s with the range of its JVMs, its peak heap (the highest of its JVMs), the bytes it allocated per record
 * (median), whether it completed under its heap; and Peregrine's three targets against Jackson.
 */
public final class StreamTable {
  /** Directions in the report's order, and how they are worded. */
  static final List<String> DIRECTIONS = List.of("read", "write", "readall");

  /** Element by element at least this many times Jackson's MB/s. */
  static final double THROUGHPUT_TARGET = 1.5;

  public static final String METHOD = "Peregrine's streaming targets. Each series reads or writes a generated array of "
      + "small records (a long id, two short strings, a double, a boolean and a list of two strings: about 110 "
      + "bytes of JSON each) in a fresh JVM per run, one JVM at a time after everything else, the libraries "
      + "in turns. read and write go element by element under a small heap: Peregrine's readSequence (a lazy "
      + "Stream) and writeSequence (a SequenceWriter), Jackson's MappingIterator and SequenceWriter (for CBOR, "
      + "Jackson's CBOR module), Gson's JsonReader (beginArray, then fromJson per element) and JsonWriter; "
      + "readall reads the whole array into one List from the InputStream (Peregrine's read(InputStream, "
      + "TypeRef), Jackson's readValue(InputStream)). MB/s is 10^6 bytes of the document per second, timed inside "
      + "main from before the mapper is created to the last element; peak heap is the sum of the JVM's heap "
      + "pools' peaks (the highest of the series' JVMs; under -Xmx64m it is mostly how much of the 64 MB the "
      + "collector chose to fill, so there completing is the test, not the peak); allocation is what the measuring thread allocated "
      + "(HotSpot's per-thread counter), per record, median of the JVMs. A JVM that dies of an OutOfMemoryError "
      + "under its heap is FAILED, and its series runs no more JVMs.";

  /** The full profile's size of the element-by-element series (about 1.1 GB of JSON). */
  static final long FULL_RECORDS = 10_000_000;

  static final String SMALLER = " Smaller than the full profile's sizes (10,000,000 records element by "
      + "element, 2,000,000 read whole), so the JVM's start and the JIT weigh more in these numbers; "
      + "a first look.";

  /** One series as a row. */
  public record Row(StreamSeries series, double median, double min, double max, double peakHeapMb,
      double allocatedPerRecord) {
    public boolean measured() {
      return !series.samples().isEmpty();
    }
  }

  /** One of the streaming targets: Peregrine against Jackson, in one direction of one format. */
  public record Check(String direction, String what, String peregrine, String jackson, String ratio, String target,
      boolean met) {}

  final String format;
  public final String jdk;
  public final List<Row> rows = new ArrayList<>();

  public StreamTable(Results results, String format, String jdk) {
    this.format = format;
    this.jdk = jdk;
    for (String direction : DIRECTIONS) {
      for (StreamSeries s : results.stream) {
        if (s.format().equals(format) && s.jdk().equals(jdk) && s.direction().equals(direction)) {
          rows.add(row(s));
        }
      }
    }
  }

  private static Row row(StreamSeries s) {
    List<Double> speeds = new ArrayList<>();
    List<Double> allocations = new ArrayList<>();
    double peak = Double.NaN;
    for (StreamSample x : s.samples()) {
      speeds.add(x.mbPerSecond());
      allocations.add(x.allocatedPerRecord());
      peak = Double.isNaN(peak) ? x.peakHeapMb() : Math.max(peak, x.peakHeapMb());
    }
    speeds.sort(null);
    return new Row(s, median(speeds), speeds.isEmpty() ? Double.NaN : speeds.get(0),
        speeds.isEmpty() ? Double.NaN : speeds.get(speeds.size() - 1), peak, median(allocations));
  }

  static double median(List<Double> values) {
    if (values.isEmpty()) {
      return Double.NaN;
    }
    List<Double> sorted = new ArrayList<>(values);
    sorted.sort(null);
    int n = sorted.size();
    return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
  }

  public boolean isEmpty() {
    return rows.isEmpty();
  }

  public String title() {
    return format.equals("json") ? "JSON" : "CBOR";
  }

  /**
   * What was measured, in a sentence: records, bytes and heap of each kind of series, and the JVMs per series.
   */
  public String measured() {
    List<String> parts = new ArrayList<>();
    for (String direction : DIRECTIONS) {
      Row any = null;
      for (Row r : rows) {
        if (r.series().direction().equals(direction) && r.series().outcome() != StreamOutcome.NOT_APPLICABLE) {
          any = r.series().bytes() > 0 || any == null ? r : any;
        }
      }
      if (any != null) {
        StreamSeries s = any.series();
        parts.add(String.format(Locale.ROOT, "%s %,d records%s under -Xmx%s", wording(direction), s.records(),
            s.bytes() > 0 ? String.format(Locale.ROOT, " (%.1f MB)", s.bytes() / 1e6) : "", s.heap()));
      }
    }
    int jvms = 0;
    for (Row r : rows) {
      jvms = Math.max(jvms, r.series().samples().size());
    }
    boolean small = rows.stream().anyMatch(r -> !r.series().direction().equals("readall")
        && r.series().records() < FULL_RECORDS);
    return "Measured: " + String.join("; ", parts) + "; up to " + jvms + " JVM" + (jvms == 1 ? "" : "s")
        + " per series." + (small ? SMALLER : "");
  }

  static String wording(String direction) {
    return switch (direction) {
      case "read" -> "read element by element,";
      case "write" -> "written element by element,";
      default -> "read whole into a List,";
    };
  }

  /** Peregrine's targets against Jackson for the directions both were measured in. */
  public List<Check> checks() {
    List<Check> checks = new ArrayList<>();
    for (String direction : DIRECTIONS) {
      Row ours = find(direction, "peregrine");
      Row jackson = find(direction, "jackson");
      if (ours == null || jackson == null || ours.series().outcome() == StreamOutcome.ERROR
          || jackson.series().outcome() == StreamOutcome.ERROR) {
        continue;
      }
      boolean oursDone = ours.series().outcome() == StreamOutcome.COMPLETED;
      boolean jacksonDone = jackson.series().outcome() == StreamOutcome.COMPLETED;
      if (direction.equals("readall")) {
        boolean met = oursDone && (!jacksonDone || ours.peakHeapMb() <= jackson.peakHeapMb());
        checks.add(new Check(direction, "peak heap", oursDone ? mb(ours.peakHeapMb()) + " MB" : "FAILED",
            jacksonDone ? mb(jackson.peakHeapMb()) + " MB" : "FAILED",
            oursDone && jacksonDone ? Targets.ratio(ours.peakHeapMb() / jackson.peakHeapMb()) : "–",
            "completes, ≤ 1.00", met));
      } else {
        double ratio = ours.median() / jackson.median();
        boolean met = oursDone && (!jacksonDone || ratio >= THROUGHPUT_TARGET);
        checks.add(new Check(direction, "MB/s", oursDone ? mbs(ours.median()) : "FAILED",
            jacksonDone ? mbs(jackson.median()) : "FAILED",
            oursDone && jacksonDone ? Targets.ratio(ratio) : "–", "completes, ≥ " + Targets.ratio(THROUGHPUT_TARGET),
            met));
      }
    }
    return checks;
  }

  /** The row of {@code library} ("peregrine" or "jackson", with the format's suffix for CBOR). */
  private Row find(String direction, String library) {
    for (Row r : rows) {
      String id = r.series().library();
      if (r.series().direction().equals(direction) && (id.equals(library) || id.equals(library + "-" + format))) {
        return r;
      }
    }
    return null;
  }

  /** "yes", or why not. */
  public static String completes(StreamSeries s) {
    return switch (s.outcome()) {
      case COMPLETED -> "yes";
      case OUT_OF_MEMORY -> "FAILED";
      case ERROR -> "ERROR";
      case NOT_APPLICABLE -> "n/a";
    };
  }

  public static String mbs(double v) {
    return Double.isNaN(v) ? "" : String.format(Locale.ROOT, "%.1f", v);
  }

  public static String mb(double v) {
    return Double.isNaN(v) ? "" : String.format(Locale.ROOT, "%.1f", v);
  }

  public static String range(Row r) {
    return r.measured() ? mbs(r.min()) + "–" + mbs(r.max()) : "";
  }

  public static String bytes(double v) {
    return Double.isNaN(v) ? "" : String.format(Locale.ROOT, "%,.0f", v);
  }
}
