package dev.peregrine.bench.scaling;

import dev.peregrine.bench.peer.TypedJson;
import dev.peregrine.bench.peer.Peer;
import dev.peregrine.bench.peer.Peers;
import dev.peregrine.bench.peers.WarmTimer;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The probe of JsonPerformanceVS's scaling experiment, one JVM per run, started by the suite ({@code run.ScaleRunner})
 * or by hand. Prints one line starting with {@code scale } per result; on failure {@code scale error MESSAGE} and exit
 * status 1.
 *
 * <pre>
 * java -cp CP dev.peregrine.bench.scaling.ScaleProbe cold write|read LIBRARY RECORDS SEED [--check]
 * java -XmxN -cp CP dev.peregrine.bench.scaling.ScaleProbe memory write|read LIBRARY RECORDS SEED FILE
 * java -cp CP dev.peregrine.bench.scaling.ScaleProbe warm LIBRARY SIZES WARMUP_MS ITERATIONS ITERATION_MS
 * </pre>
 *
 * <ul>
 *   <li>{@code cold}: JsonPerformanceVS's method. The sample (and for read its JSON text, written by hand, no library
 *       loaded) is ready before the clock starts; the clock then covers creating the library's mapper and one
 *       write to a String or one read of the String, as JsonPerformanceVS timed one call per engine in a fresh JVM.
 *   <li>{@code memory}: reading the sample from a file through the library's InputStream API, or writing it to
 *       a file through its OutputStream API; prints the peak of the heap pools (reset after the sample is built,
 *       so a writer's peak includes the sample it writes, a reader's the sample it builds), the heap in use
 *       before, and the bytes the thread allocated per record. A line {@code scale generated} comes before the
 *       measurement, so that an OutOfMemoryError before it is the sample's, not the library's.
 *   <li>{@code warm}: every size of SIZES (comma-separated), write then read, through {@link WarmTimer}; the
 *       same sample (seed {@link ScaleData#SAME_SEED}) each time, or with VARIANT {@code different} each
 *       operation the next of {@link #differentSamples} samples of that size (seeds 1000 on, as the cold
 *       different-sample JVMs'), so that the branch predictor and the caches never meet one input twice in a
 *       row; first every case in turns for {@link #PREWARM_FACTOR} times the warmup.
 * </ul>
 */
public final class ScaleProbe {
  private ScaleProbe() {}

  public static final String PREFIX = "scale ";

  public static void main(String[] args) {
    try {
      switch (args[0]) {
        case "cold" -> cold(args[1], args[2], Integer.parseInt(args[3]), Long.parseLong(args[4]),
            args.length > 5 && args[5].equals("--check"));
        case "memory" -> memory(args[1], args[2], Integer.parseInt(args[3]), Long.parseLong(args[4]),
            Path.of(args[5]));
        case "warm" -> warm(args[1], args[2], Long.parseLong(args[3]), Integer.parseInt(args[4]),
            Long.parseLong(args[5]), args.length > 6 ? args[6] : "same");
        default -> throw new IllegalArgumentException("cold, memory or warm: " + args[0]);
      }
    } catch (Throwable t) {
      System.out.println(PREFIX + "error " + firstLine(t));
      System.exit(1);
    }
  }

  private static void cold(String direction, String library, int records, long seed, boolean check)
      throws Exception {
    ScaleSample sample = ScaleData.sample(records, seed);
    String json = direction.equals("read") ? ScaleData.json(sample) : null;
    // As run.ColdStart does: open every jar of the class path before the clock starts, so that a library late
    // on the class path does not pay for opening the jars before it.
    ScaleProbe.class.getClassLoader().getResource("dev/peregrine/bench/cold-start-opens-every-jar");
    long nanos;
    long bytes;
    if (direction.equals("write")) {
      long start = System.nanoTime();
      TypedJson<ScaleSample> codec = Peers.json(library, ScaleSample.class, Peer.Binding.DEFAULTS);
      String written = codec.writeString(sample);
      nanos = System.nanoTime() - start;
      bytes = written.getBytes(StandardCharsets.UTF_8).length;
      if (check && !sample.equals(codec.readString(written))) {
        throw new IllegalStateException("the text written does not read back to the sample");
      }
    } else {
      long start = System.nanoTime();
      TypedJson<ScaleSample> codec = Peers.json(library, ScaleSample.class, Peer.Binding.DEFAULTS);
      ScaleSample read = codec.readString(json);
      nanos = System.nanoTime() - start;
      bytes = json.getBytes(StandardCharsets.UTF_8).length;
      if (check && !sample.equals(read)) {
        throw new IllegalStateException("the text read is not the sample");
      }
    }
    System.out.println(PREFIX + "cold " + direction + " nanos=" + nanos + " bytes=" + bytes);
  }

  private static void memory(String direction, String library, int records, long seed, Path file)
      throws Exception {
    ScaleSample sample = direction.equals("write") ? ScaleData.sample(records, seed) : null;
    System.out.println(PREFIX + "generated");
    System.gc();
    double before = heapUsedMb();
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        pool.resetPeakUsage();
      }
    }
    long allocated = allocatedBytes();
    long start = System.nanoTime();
    TypedJson<ScaleSample> codec = Peers.json(library, ScaleSample.class, Peer.Binding.DEFAULTS);
    int count;
    if (direction.equals("write")) {
      try (OutputStream out = Files.newOutputStream(file)) {
        codec.writeTo(sample, out);
      }
      count = records;
    } else {
      try (InputStream in = Files.newInputStream(file)) {
        ScaleSample read = codec.readFrom(in);
        count = read.getRecords().size();
      }
      if (count != records) {
        throw new IllegalStateException("read " + count + " records, not " + records);
      }
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    long perRecord = (allocatedBytes() - allocated) / Math.max(count, 1);
    double peak = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        peak += pool.getPeakUsage().getUsed() / 1e6;
      }
    }
    System.out.printf(Locale.ROOT, "%smemory %s records=%d bytes=%d seconds=%.3f peakHeapMB=%.1f heapBeforeMB=%.1f "
        + "allocPerRecord=%d%n", PREFIX, direction, count, Files.size(file), seconds, peak, before, perRecord);
  }

  private static void warm(String library, String sizes, long warmupMillis, int iterations, long iterationMillis,
      String variant) throws Exception {
    TypedJson<ScaleSample> codec = Peers.json(library, ScaleSample.class, Peer.Binding.DEFAULTS);
    boolean different = variant.equals("different");
    List<Integer> counts = new ArrayList<>();
    List<WarmTimer.Operation> writes = new ArrayList<>();
    List<WarmTimer.Operation> reads = new ArrayList<>();
    for (String size : sizes.split(",")) {
      int records = Integer.parseInt(size);
      int n = different ? differentSamples(records) : 1;
      ScaleSample[] samples = new ScaleSample[n];
      String[] texts = new String[n];
      for (int k = 0; k < n; k++) {
        samples[k] = ScaleData.sample(records, different ? 1000 + k : ScaleData.SAME_SEED);
        texts[k] = ScaleData.json(samples[k]);
        if (!samples[k].equals(codec.readString(codec.writeString(samples[k])))
            || !samples[k].equals(codec.readString(texts[k]))) {
          throw new IllegalStateException(records + " records do not write and read back to the sample");
        }
      }
      counts.add(records);
      int[] next = {0};
      writes.add(n == 1 ? () -> codec.writeString(samples[0]) : () -> codec.writeString(samples[next[0]++ % n]));
      reads.add(n == 1 ? () -> codec.readString(texts[0]) : () -> codec.readString(texts[next[0]++ % n]));
    }
    List<WarmTimer.Operation> all = new ArrayList<>(writes);
    all.addAll(reads);
    WarmTimer.prewarm(all, PREWARM_FACTOR * warmupMillis);
    for (String direction : new String[] {"write", "read"}) {
      for (int i = 0; i < counts.size(); i++) {
        WarmTimer.Timing t = WarmTimer.time((direction.equals("write") ? writes : reads).get(i), warmupMillis,
            iterations, iterationMillis);
        System.out.println(PREFIX + "warm " + direction + " records=" + counts.get(i) + " " + t.line()
            + " variant=" + variant);
      }
    }
  }

  /**
   * How many samples the warm different-sample variant goes round at a size: 8 up to 1,000 records (1 MB), 2 up
   * to 10,000, one from there on, where a single document is far larger than any cache or branch history and a
   * second copy of 100 MB would crowd the heap.
   */
  public static int differentSamples(int records) {
    return records <= 1_000 ? 8 : records <= 10_000 ? 2 : 1;
  }

  /** The JVM's first warmup over every case is this many times one case's warmup. */
  public static final int PREWARM_FACTOR = 5;

  private static double heapUsedMb() {
    double used = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        used += pool.getUsage().getUsed() / 1e6;
      }
    }
    return used;
  }

  /** Bytes this thread has allocated (HotSpot's per-thread counter), as stream.SequenceBench measures it. */
  private static long allocatedBytes() {
    return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean()).getCurrentThreadAllocatedBytes();
  }

  static String firstLine(Throwable t) {
    String m = t.toString();
    int nl = m.indexOf('\n');
    return (nl < 0 ? m : m.substring(0, nl)).replaceAll("\\s+", " ");
  }
}
