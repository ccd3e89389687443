package dev.peregrine.bench.jvmserializers;

import dev.peregrine.bench.peer.Peers;
import dev.peregrine.bench.peer.Peer;
import dev.peregrine.bench.peer.NotApplicable;
import dev.peregrine.bench.model.MediaContent;
import dev.peregrine.bench.jvmserializers.BinaryResults;
import dev.peregrine.bench.jvmserializers.BinaryResults.Outcome;
import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.eishay.Eishay;
import dev.peregrine.bench.typematrix.JitClock;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.LongSupplier;
import java.util.regex.Pattern;
import java.util.zip.Deflater;
import dev.peregrine.bench.serializers.XsonConfigurations;
import dev.peregrine.bench.xson.XsonCase;

/**
 * The jvm-serializers table (fastjson2's benchmark README) and the XSON comparison's ten cases, timed in the suite's
 * own JVM by a warmed harness, as jvm-serializers itself times them: for each experiment, every configuration is built
 * and checked (write, read back, compare with {@link SameValue}), warmed, then timed in rounds, the configurations
 * in turns within each round (so that the machine's drift falls on all of them alike). A round times
 * serialization for {@link Rounds#roundMillis} (as many operations as fit, at least one), then deserialization;
 * the report gives the medians over the rounds and the range of the rounds' totals.
 */
public final class BinaryExperiments {
  private BinaryExperiments() {}

  /** A check that takes longer than this (a library looping on a cycle) is ERROR; its thread is abandoned. */
  private static final long CHECK_TIMEOUT_SECONDS = 30;

  /**
   * How long each profile warms and times each configuration of an experiment: a configuration is warmed for at
   * least {@code warmupMillis} and {@link #WARMUP_ROUND_TRIPS} round trips, and then until the JIT has been quiet
   * for two slices in a row, or for {@code maxWarmupMillis} at most (see {@link #warm}).
   */
  public record Rounds(int warmupMillis, int maxWarmupMillis, int rounds, int roundMillis) {
    public static Rounds of(Profile profile) {
      return switch (profile) {
        case SMOKE -> new Rounds(0, 0, 1, 2);
        case QUICK -> new Rounds(150, 1500, 5, 15);
        case FULL -> new Rounds(1000, 8000, 10, 200);
      };
    }

    String describe() {
      return (warmupMillis == 0 ? "no warmup beyond the check" : "a warmup of at least " + warmupMillis + " ms and "
          + String.format(Locale.ROOT, "%,d", WARMUP_ROUND_TRIPS) + " round trips, then until the JIT has been "
          + "quiet for two slices of " + sliceMillis() + " ms in a row (at most " + maxWarmupMillis + " ms)")
          + ", then " + rounds + (rounds == 1 ? " round" : " rounds") + " of " + roundMillis + " ms of serialization "
          + "and " + roundMillis + " ms of deserialization each (at least one operation; at most 3 rounds for an "
          + "operation longer than ten rounds)";
    }

    /** The warmup's slices: the JIT's quiet is judged per slice. */
    int sliceMillis() {
      return Math.max(10, maxWarmupMillis / 60);
    }
  }

  /**
   * The fewest round trips a warmup makes (unless it reaches its longest first): C2 compiles a method after about
   * 5,000 invocations, and a codec's top-level write or read is invoked once per round trip.
   */
  static final int WARMUP_ROUND_TRIPS = 5_000;

  /** The JIT's busy milliseconds: its compiler threads' CPU time where they can be read (see {@link JitClock}). */
  private static final LongSupplier JIT_CLOCK = JitClock.best();

  private static volatile Object sink;

  /**
   * Runs what {@code only} lets through (null: everything) into {@code out}, printing progress; returns what
   * could not run (an absent media file), for the report's warnings.
   */
  public static List<String> run(BinaryResults out, Profile profile, Pattern only, Path data) {
    Rounds rounds = Rounds.of(profile);
    out.method = "In the suite's JVM (" + System.getProperty("java.version") + "), one experiment after the other: "
        + "every configuration is created, checked (what it writes must read back as the same value, compared "
        + "field by field, classes, arrays, collections and shared or circular references included), warmed, "
        + "and timed in turns with the others: " + rounds.describe() + ". ser, deser: median ns per operation "
        + "over the rounds, " + (CPU_TIME ? "of the timing thread's CPU time (not the wall clock's, so that other "
        + "processes on the machine do not count; the collector's threads do not count either)" : "wall time")
        + "; total: ser + deser, with the range of the rounds' totals. The libraries share one JVM, as in "
        + "jvm-serializers, so each runs after the others have loaded and warmed theirs; since each is warmed "
        + "until the JIT is quiet, the jvm-serializers table and XSON's case 1, which time the same value with the "
        + "same calls, agree within their ranges (a test checks it). Two ids name different configurations in the "
        + "two: XSON's kryo writes class names (registration not required), the table's registers the classes, "
        + "as XSON's kryo-reg does; XSON's dsl-json loads the compiled converters through its service loader, "
        + "as the table's dsl-json-compiled does, where the table's dsl-json is reflective. Compare those rows "
        + "with their namesakes' twins, not with each other.";
    out.jdk = "JDK " + System.getProperty("java.version");
    ExecutorService checks = Executors.newCachedThreadPool(r -> {
      Thread t = new Thread(r, "binary-experiment-check");
      t.setDaemon(true);
      return t;
    });
    List<String> missing = new ArrayList<>();
    long estimate = estimateMillis(profile, only, data);
    if (estimate > 0) { // said only when --only lets some configuration through
      System.out.printf(Locale.ROOT, "Serializers and XSON cases: about %d s, more for the slow libraries of the "
          + "large case (at least one operation a round)%n", estimate / 1000);
    }
    try {
      serializers(out, rounds, only, checks);
      int largeBytes = profile == Profile.SMOKE ? 256 * 1024 : 4 * 1024 * 1024;
      for (XsonCase c : XsonCase.all(data, largeBytes, missing)) {
        xson(out, c, rounds, only, checks);
      }
      return missing;
    } finally {
      checks.shutdownNow();
    }
  }

  /**
   * What {@link #run} should take under {@code only}, for the suite's estimate: per configuration that runs, its
   * warmup (a third of the longest: most end at the JIT's quiet well before it, a few reach it), its rounds both
   * ways and about 30 ms of creating and checking it (the quick profile's 322 configurations: about 220 s).
   */
  public static long estimateMillis(Profile profile, Pattern only, Path data) {
    Rounds rounds = Rounds.of(profile);
    long cells = Peers.ids().stream()
        .filter(id -> only == null || only.matcher(BinaryResults.SERIALIZERS + "/" + id).find()).count();
    for (XsonCase c : XsonCase.all(data, 1, new ArrayList<>())) {
      for (XsonConfigurations.Configuration conf : XsonConfigurations.ALL) {
        if (only == null || only.matcher("Xson/" + c.name() + "/" + conf.id()).find()) {
          cells++;
        }
      }
    }
    return cells * (Math.max(rounds.warmupMillis(), rounds.maxWarmupMillis() / 3) + 2L * rounds.rounds()
        * rounds.roundMillis() + 30);
  }

  private static void serializers(BinaryResults out, Rounds rounds, Pattern only, ExecutorService checks) {
    List<Cell> cells = new ArrayList<>();
    for (String id : Peers.ids()) {
      String name = BinaryResults.SERIALIZERS + "/" + id;
      if (only != null && !only.matcher(name).find()) {
        continue;
      }
      Peer.Kind kind = Peers.kind(id);
      String family = kind == Peer.Kind.JSON ? "json" : id.contains("array") ? "binary, positional" : "binary";
      Cell cell = new Cell(BinaryResults.SERIALIZERS, id, id, family, Eishay.value());
      cell.option = "";
      cells.add(cell);
      check(cell, () -> {
        Peer library = Peers.create(id);
        return kind == Peer.Kind.JSON
            ? new XsonConfigurations.Codec() {
              @Override
              public byte[] write(Object v) throws Exception {
                return library.writeUtf8((MediaContent) v);
              }

              @Override
              public Object read(byte[] bytes) throws Exception {
                return library.readUtf8(bytes);
              }
            }
            : new XsonConfigurations.Codec() {
              @Override
              public byte[] write(Object v) throws Exception {
                return library.encode((MediaContent) v);
              }

              @Override
              public Object read(byte[] bytes) throws Exception {
                return library.decode(bytes);
              }
            };
      }, checks);
    }
    if (cells.isEmpty()) {
      return;
    }
    System.out.printf(Locale.ROOT, "Serializers (the jvm-serializers table): %d libraries on media.1%n",
        cells.size());
    time(cells, rounds, true);
    cells.forEach(c -> out.rows.add(c.row()));
  }

  private static void xson(BinaryResults out, XsonCase c, Rounds rounds, Pattern only, ExecutorService checks) {
    List<Cell> cells = new ArrayList<>();
    for (XsonConfigurations.Configuration conf : XsonConfigurations.ALL) {
      String name = "Xson/" + c.name() + "/" + conf.id();
      if (only != null && !only.matcher(name).find()) {
        continue;
      }
      Cell cell = new Cell(c.name(), conf.id(), conf.library(), conf.family().name().toLowerCase(Locale.ROOT)
          .replace('_', '-'), c.value().get());
      cells.add(cell);
      check(cell, () -> {
        XsonConfigurations.Prepared p = XsonConfigurations.prepare(conf.id(), c, cell.value);
        cell.option = p.option();
        return p.codec();
      }, checks);
    }
    if (cells.isEmpty()) {
      return;
    }
    out.cases.add(new BinaryResults.CaseInfo(c.number(), c.name(), c.description()));
    System.out.printf(Locale.ROOT, "XSON case %d, %s: %d configurations, %d pass their check%n", c.number(),
        c.name(), cells.size(), cells.stream().filter(x -> x.ok()).count());
    time(cells, rounds, false);
    cells.forEach(x -> out.rows.add(x.row()));
  }

  /** Something that builds a codec and may throw, as the adapters' constructors do. */
  private interface CodecSource {
    XsonConfigurations.Codec create() throws Exception;
  }

  /** One configuration in one experiment, while it is checked and timed. */
  private static final class Cell {
    final String experiment;
    final String configuration;
    final String library;
    final String family;
    final Object value;
    String option = "";
    XsonConfigurations.Codec codec;
    byte[] bytes;
    Outcome write = Outcome.OK;
    Outcome read = Outcome.OK;
    String reason = "";
    int deflated = -1;
    long batch = 1;
    int rounds;
    final List<Double> create = new ArrayList<>();
    final List<Double> ser = new ArrayList<>();
    final List<Double> deser = new ArrayList<>();

    Cell(String experiment, String configuration, String library, String family, Object value) {
      this.experiment = experiment;
      this.configuration = configuration;
      this.library = library;
      this.family = family;
      this.value = value;
    }

    boolean ok() {
      return write == Outcome.OK && read == Outcome.OK;
    }

    BinaryResults.Row row() {
      if (!ok() || ser.isEmpty()) {
        return new BinaryResults.Row(experiment, configuration, library, family, option, write, read, reason,
            Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, ok() ? bytes.length : -1,
            deflated);
      }
      double[] totals = new double[ser.size()];
      for (int i = 0; i < totals.length; i++) {
        totals[i] = ser.get(i) + deser.get(i);
      }
      Arrays.sort(totals);
      double serMedian = median(ser);
      double deserMedian = median(deser);
      return new BinaryResults.Row(experiment, configuration, library, family, option, write, read, reason,
          create.isEmpty() ? Double.NaN : median(create), serMedian, deserMedian, serMedian + deserMedian,
          totals[0], totals[totals.length - 1], bytes.length, deflated);
    }
  }

  /** Builds the cell's codec, writes and reads back once, compares; ERROR with the reason on any failure. */
  private static void check(Cell cell, CodecSource source, ExecutorService checks) {
    Future<?> task = checks.submit(() -> {
      try {
        cell.codec = source.create();
      } catch (NotApplicable e) {
        cell.write = Outcome.NOT_APPLICABLE;
        cell.read = Outcome.NOT_APPLICABLE;
        cell.reason = e.getMessage();
        return;
      } catch (Throwable t) {
        fail(cell, true, "creating it: " + describe(t));
        return;
      }
      try {
        cell.bytes = cell.codec.write(cell.value);
        if (cell.bytes == null) {
          fail(cell, true, "wrote null");
          return;
        }
      } catch (NotApplicable e) {
        cell.write = Outcome.NOT_APPLICABLE;
        cell.read = Outcome.NOT_APPLICABLE;
        cell.reason = e.getMessage();
        return;
      } catch (Throwable t) {
        fail(cell, true, describe(t));
        return;
      }
      try {
        Object back = cell.codec.read(cell.bytes);
        String difference = SameValue.difference(cell.value, back);
        if (difference != null) {
          fail(cell, false, "wrong value: " + difference);
          return;
        }
        // A second round trip: a library whose state after the first call breaks the next is no OK either.
        byte[] again = cell.codec.write(cell.value);
        difference = SameValue.difference(cell.value, cell.codec.read(again));
        if (difference != null) {
          fail(cell, false, "wrong value on the second round trip: " + difference);
          return;
        }
      } catch (Throwable t) {
        fail(cell, false, describe(t));
        return;
      }
      cell.deflated = deflatedSize(cell.bytes);
    });
    try {
      task.get(CHECK_TIMEOUT_SECONDS, TimeUnit.SECONDS);
    } catch (TimeoutException e) {
      task.cancel(true);
      fail(cell, cell.bytes == null, "did not finish within " + CHECK_TIMEOUT_SECONDS + " s");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      fail(cell, true, "interrupted");
    } catch (ExecutionException e) {
      fail(cell, true, describe(e.getCause()));
    }
  }

  private static void fail(Cell cell, boolean writing, String reason) {
    if (writing) {
      cell.write = Outcome.ERROR;
      cell.read = Outcome.UNKNOW;
    } else {
      cell.read = Outcome.ERROR;
    }
    cell.reason = reason;
    cell.codec = null;
  }

  /** The deepest cause's class and first line, and the first stack frame outside the JDK. */
  static String describe(Throwable t) {
    Throwable root = t;
    // JBoss Marshalling chains a TraceInformation (where in the graph) under the exception that says what
    while (root.getCause() != null && root.getCause() != root
        && !root.getCause().getClass().getSimpleName().equals("TraceInformation")) {
      root = root.getCause();
    }
    String message = root.getMessage() == null ? "" : root.getMessage().lines().findFirst().orElse("");
    if (message.length() > 240) {
      message = message.substring(0, 237) + "...";
    }
    if (root instanceof StackOverflowError) {
      message = "(the graph is written without end)";
    }
    return root.getClass().getSimpleName() + (message.isEmpty() ? "" : ": " + message);
  }

  static int deflatedSize(byte[] bytes) {
    Deflater deflater = new Deflater();
    deflater.setInput(bytes);
    deflater.finish();
    byte[] buffer = new byte[8192];
    int size = 0;
    while (!deflater.finished()) {
      size += deflater.deflate(buffer);
    }
    deflater.end();
    return size;
  }

  /** Warms every cell that passed, then times them in turns, round after round. */
  private static void time(List<Cell> cells, Rounds rounds, boolean create) {
    List<Cell> timed = cells.stream().filter(Cell::ok).toList();
    long warmedMillis = 0;
    for (Cell c : timed) {
      double perOp;
      long warmStart = System.nanoTime();
      try {
        perOp = warm(c, rounds, JIT_CLOCK) / 2;
        warmedMillis += (System.nanoTime() - warmStart) / 1_000_000;
      } catch (Throwable t) {
        fail(c, false, "failed while timed: " + describe(t));
        continue;
      }
      // batches of about 50 us between clock reads, so that reading the clock weighs the same on every library
      c.batch = Math.max(1, (long) (50_000 / Math.max(perOp, 1)));
      // An operation ten times longer than a round (Gson's and Moshi's 4 MiB case take most of a second) gets
      // at most 3 rounds: its median is then of 3 operations, and the run is seconds shorter.
      c.rounds = perOp > 10.0 * rounds.roundMillis() * 1_000_000L ? Math.min(rounds.rounds(), 3) : rounds.rounds();
    }
    if (!timed.isEmpty() && rounds.warmupMillis() > 0) {
      System.out.printf(Locale.ROOT, "  warmed %d configurations in %.1f s%n", timed.size(), warmedMillis / 1000.0);
    }
    long roundNanos = rounds.roundMillis() * 1_000_000L;
    for (int r = 0; r < rounds.rounds(); r++) {
      if (create) {
        double ns = createNanos(roundNanos);
        timed.forEach(c -> c.create.add(ns));
      }
      for (Cell c : timed) {
        if (!c.ok() || r >= c.rounds) {
          continue;
        }
        try {
          XsonConfigurations.Codec codec = c.codec;
          Object value = c.value;
          byte[] bytes = c.bytes;
          c.ser.add(measure(() -> codec.write(value), roundNanos, c.batch));
          c.deser.add(measure(() -> codec.read(bytes), roundNanos, c.batch));
        } catch (Throwable t) {
          fail(c, false, "failed while timed: " + describe(t));
        }
      }
    }
    for (Cell c : timed) {
      c.codec = null; // the large case's buffers go before the next experiment
    }
  }

  /**
   * Warms one cell (write and read back, in slices of {@link Rounds#sliceMillis}) until it is steady; returns the
   * ns per round trip of the last slice. Its times are of this thread's CPU time, as the rounds' (see {@link
   * #measure}): on a loaded machine a wall-clock limit ended the warmup before the JIT had had its share.
   * Steady: at least {@link Rounds#warmupMillis} and {@link #WARMUP_ROUND_TRIPS} round trips, and the JIT quiet
   * (compiling less than a tenth of a slice) in the last two slices; or {@link Rounds#maxWarmupMillis} reached.
   * A value whose round trip is long (case 10's 4 MiB) need not make the round trips: its loops reach the JIT's
   * thresholds within a few calls; a third of the longest warmup stands for them. {@code jitMillis} null: no JIT
   * clock, no wait for quiet.
   *
   * <p>Why not a fixed time: a warmup of 150 ms left the jvm-serializers table timing code the JIT had not
   * compiled yet. It runs first in its JVM, so the JIT still had every library's code to compile; XSON's case 1
   * ran after it on the same value with the same calls and was warm. In one quick run fastjson2's JSONB with
   * BeanToArray took 3,884 ns in the table and 818 ns in case 1, fastjson2's JSON 9,429 and 3,987 ns; Jackson 3,
   * whose code no other configuration shares, took 221,228 ns in the table, seven times Jackson 2, whose code
   * its Blackbird and Afterburner rows had warmed before it. Jackson 3 alone needs about 2 s of round trips on a
   * loaded 2-core machine to reach its steady time, and under 0.5 s on an idle one.
   */
  private static double warm(Cell c, Rounds rounds, LongSupplier jitMillis) throws Exception {
    long start = clock();
    long minNanos = rounds.warmupMillis() * 1_000_000L;
    long maxNanos = Math.max(minNanos, rounds.maxWarmupMillis() * 1_000_000L);
    long sliceNanos = rounds.sliceMillis() * 1_000_000L;
    long quietMillis = Math.max(1, rounds.sliceMillis() / 10);
    long ops = 0;
    double perOp;
    boolean quietBefore = false;
    while (true) {
      long jit = jitMillis == null ? 0 : jitMillis.getAsLong();
      long sliceStart = clock();
      long sliceOps = 0;
      long now;
      do {
        once(c);
        sliceOps++;
        now = clock();
      } while (now - sliceStart < sliceNanos && now - start < maxNanos);
      ops += sliceOps;
      perOp = (now - sliceStart) / (double) sliceOps;
      boolean quiet = jitMillis == null || jitMillis.getAsLong() - jit < quietMillis;
      long elapsed = now - start;
      if (elapsed >= maxNanos
          || elapsed >= minNanos && (ops >= WARMUP_ROUND_TRIPS || elapsed >= maxNanos / 3)
              && quiet && (quietBefore || jitMillis == null)) {
        return perOp;
      }
      quietBefore = quiet;
    }
  }

  private static double createNanos(long roundNanos) {
    try {
      return measure(Eishay::value, roundNanos, 64);
    } catch (Exception e) {
      throw new IllegalStateException(e); // building the value throws nothing
    }
  }

  private static void once(Cell c) throws Exception {
    sink = c.codec.write(c.value);
    sink = c.codec.read(c.bytes);
  }

  private interface Op {
    Object run() throws Exception;
  }

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
  private static final boolean CPU_TIME = THREADS.isCurrentThreadCpuTimeSupported();

  /** This thread's CPU time in ns, or the wall clock's when the JVM cannot read it. */
  private static long clock() {
    return CPU_TIME ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
  }

  /**
   * ns of this thread's CPU time per operation over at least {@code nanos} of it (at least one batch). CPU time,
   * as the type matrix scores, because the machine may be shared: in a round of 15 ms, wall time counts the
   * slices the scheduler gave to other processes, and on a loaded two-core machine the same library's round
   * trip on media.1 then measured 0.4x to 3.2x itself from one JVM to the next. What it leaves out: the
   * collector's own threads (a young collection pauses this thread without charging it).
   */
  private static double measure(Op op, long nanos, long batch) throws Exception {
    long ops = 0;
    long start = clock();
    long elapsed;
    do {
      for (long i = 0; i < batch; i++) {
        sink = op.run();
      }
      ops += batch;
      elapsed = clock() - start;
    } while (elapsed < nanos);
    return elapsed / (double) ops;
  }

  private static double median(List<Double> values) {
    double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    int n = sorted.length;
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  }
}
