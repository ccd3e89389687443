package dev.peregrine.bench.service;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The service experiment's load generator, in a JVM of its own beside the server's (started by
 * {@code run.ServiceRunner}, or by hand):
 *
 * <pre>
 * java -cp CP dev.peregrine.bench.service.ServiceLoad PORT SIZES CONCURRENCY PREWARM_MS PASSES WARMUP_MS MEASURE_MS MAX_REQUESTS
 * </pre>
 *
 * First the check: one {@code GET /demo?size=N} per size of SIZES (comma-separated), each response compared with
 * the expected DemoResponse ({@link ServiceCheck}); a difference ends the JVM with {@code service error ...} and
 * status 1, before anything is timed. Then CONCURRENCY workers, each on its own kept-alive connection
 * ({@link HttpConnection}), send requests back to back: for PREWARM_MS every size in turns (the server's JIT
 * sees every size before any is timed), going on until the server's JIT is quiet (at most twice as long
 * again; {@code service settled ...}), then PASSES passes over the sizes in turns, each size WARMUP_MS unmeasured
 * and then its share of a measured window of MEASURE_MS in all, which ends early at MAX_REQUESTS responses. The
 * server's CPU clock ({@code GET /cpu}, every thread of its process) is read just before and just after each
 * stretch of the window. One line per size:
 * {@code service result size=N requests=R seconds=S cpuNanos=C p50Nanos=.. p99Nanos=.. bytes=B}. Every response
 * in the load must be a 200 of the checked length; one that is not ends the JVM as above.
 */
public final class ServiceLoad {
  private ServiceLoad() {}

  public static final String PREFIX = "service ";

  /** A connection waits this long for the server before it gives up (a stuck server must not hang the suite). */
  static final int TIMEOUT_MILLIS = 30_000;

  /** What one measured window found. */
  public record Window(int size, int requests, double seconds, long cpuNanos, long p50Nanos, long p99Nanos,
      int bytes) {
    public String line() {
      return String.format(Locale.ROOT, "%sresult size=%d requests=%d seconds=%.4f cpuNanos=%d p50Nanos=%d "
          + "p99Nanos=%d bytes=%d", PREFIX, size, requests, seconds, cpuNanos, p50Nanos, p99Nanos, bytes);
    }
  }

  public static void main(String[] args) {
    try {
      int port = Integer.parseInt(args[0]);
      int[] sizes = Arrays.stream(args[1].split(",")).mapToInt(Integer::parseInt).toArray();
      Settings settings = new Settings(Integer.parseInt(args[2]), Long.parseLong(args[3]), Integer.parseInt(args[4]),
          Long.parseLong(args[5]), Long.parseLong(args[6]), Integer.parseInt(args[7]));
      for (Window w : run("127.0.0.1", port, sizes, settings)) {
        System.out.println(w.line());
      }
    } catch (Throwable t) {
      System.out.println(PREFIX + "error " + String.valueOf(t.getMessage() == null ? t : t.getMessage())
          .replaceAll("\\s+", " "));
      System.exit(1);
    }
  }

  /** How the load is made: workers, the first warmup over every size, then per size its warmup and window. */
  public record Settings(int concurrency, long prewarmMillis, int passes, long warmupMillis, long measureMillis,
      int maxRequests) {}

  /** The check, then the load; the windows in the order of {@code sizes}. */
  public static List<Window> run(String host, int port, int[] sizes, Settings settings) throws Exception {
    int[] lengths = check(host, port, sizes);
    List<HttpConnection> connections = new ArrayList<>();
    try (HttpConnection clock = new HttpConnection(host, port, TIMEOUT_MILLIS)) {
      for (int i = 0; i < settings.concurrency(); i++) {
        connections.add(new HttpConnection(host, port, TIMEOUT_MILLIS));
      }
      if (settings.prewarmMillis() > 0) {
        load(connections, sizes, lengths, settings.prewarmMillis(), null);
        settle(connections, sizes, lengths, clock, settings.prewarmMillis() * SETTLE_FACTOR);
      }
      // The sizes in turns, pass after pass, each window a share of the size's time: a stretch in which the
      // machine is busier falls on every size a little rather than on one.
      Measure[] measures = new Measure[sizes.length];
      for (int pass = 0; pass < settings.passes(); pass++) {
        for (int i = 0; i < sizes.length; i++) {
          int[] one = {sizes[i]};
          int[] length = {lengths[i]};
          if (measures[i] == null) {
            measures[i] = new Measure(settings.maxRequests(), clock);
          }
          if (settings.warmupMillis() > 0) {
            load(connections, one, length, settings.warmupMillis(), null);
          }
          if (!measures[i].full()) {
            load(connections, one, length, Math.max(1, settings.measureMillis() / settings.passes()), measures[i]);
          }
        }
      }
      List<Window> windows = new ArrayList<>();
      for (int i = 0; i < sizes.length; i++) {
        windows.add(measures[i].window(sizes[i], lengths[i]));
      }
      return windows;
    } finally {
      for (HttpConnection c : connections) {
        c.close();
      }
    }
  }

  /** The settling after the first warmup lasts at most this many times the warmup. */
  public static final int SETTLE_FACTOR = 2;

  /**
   * A stretch of load (half a second) in which the server's JIT compiled for less than this counts as quiet: 2%,
   * since the compilers' time is their wall time and a machine shared with other work stretches it.
   */
  static final long QUIET_JIT_MILLIS = 10;

  /**
   * Goes on with the first warmup, every size in turns, in stretches of half a second until the server's JIT
   * compiled for less than {@link #QUIET_JIT_MILLIS} in one (its compiler threads' CPU counts in the process's
   * clock, and on a busy machine C2 finishes late), or {@code maxMillis} have passed; prints how long it took.
   */
  private static void settle(List<HttpConnection> connections, int[] sizes, int[] lengths, HttpConnection clock,
      long maxMillis) throws Exception {
    long start = System.nanoTime();
    long before = jitMillis(clock);
    boolean quiet = before < 0;
    while (!quiet && System.nanoTime() - start < maxMillis * 1_000_000) {
      load(connections, sizes, lengths, 500, null);
      long now = jitMillis(clock);
      quiet = now - before < QUIET_JIT_MILLIS;
      before = now;
    }
    System.out.printf(Locale.ROOT, "%ssettled afterMs=%d jitQuiet=%b jitMs=%d%n", PREFIX,
        (System.nanoTime() - start) / 1_000_000, quiet, before);
  }

  /** The server JIT's compile time so far in ms, -1 when it does not say. */
  static long jitMillis(HttpConnection clock) throws IOException {
    HttpConnection.Response r = clock.get("/jit");
    return r.status() != 200 ? -1 : Long.parseLong(new String(r.body(), StandardCharsets.US_ASCII).strip());
  }

  /** One request per size, each checked; the body's length per size. */
  static int[] check(String host, int port, int[] sizes) throws IOException {
    int[] lengths = new int[sizes.length];
    try (HttpConnection c = new HttpConnection(host, port, TIMEOUT_MILLIS)) {
      for (int i = 0; i < sizes.length; i++) {
        HttpConnection.Response r = c.get(path(sizes[i]));
        String difference = ServiceCheck.difference(sizes[i], r);
        if (difference != null) {
          throw new IOException("check of " + sizes[i] + " entities failed: " + difference);
        }
        lengths[i] = r.body().length;
      }
    }
    return lengths;
  }

  static String path(int size) {
    return "/demo?size=" + size;
  }

  /** The server process's CPU time, from its own clock. */
  static long serverCpuNanos(HttpConnection clock) throws IOException {
    HttpConnection.Response r = clock.get("/cpu");
    if (r.status() != 200) {
      throw new IOException("GET /cpu: status " + r.status());
    }
    long nanos = Long.parseLong(new String(r.body(), StandardCharsets.US_ASCII).strip());
    if (nanos < 0) {
      throw new IOException("the server cannot read its process CPU time");
    }
    return nanos;
  }

  /**
   * A size's measured window, in stretches (one per pass): each opened once the workers run and the server's
   * CPU clock is read, closed after its time or at {@code max} responses in all. A response counts when it
   * completes inside a stretch; its latency is from its request's sending to its last byte.
   */
  static final class Measure {
    final long[] latencies;
    final AtomicInteger count = new AtomicInteger();
    final HttpConnection clock;
    volatile boolean open;
    long startNanos;
    long cpuStart;
    /** The window's stretches so far: their time and the server's CPU time in them. */
    long nanos;
    long cpuNanos;

    Measure(int max, HttpConnection clock) {
      this.latencies = new long[max];
      this.clock = clock;
    }

    boolean full() {
      return count.get() >= latencies.length;
    }

    void record(long nanos) {
      if (open) {
        int i = count.getAndIncrement();
        if (i < latencies.length) {
          latencies[i] = nanos;
        }
      }
    }

    Window window(int size, int bytes) {
      int n = Math.min(count.get(), latencies.length);
      long[] sorted = Arrays.copyOf(latencies, n);
      Arrays.sort(sorted);
      return new Window(size, n, nanos / 1e9, cpuNanos, percentile(sorted, 0.50),
          percentile(sorted, 0.99), bytes);
    }
  }

  /** The nearest-rank percentile of ascending {@code sorted}; 0 when empty. */
  static long percentile(long[] sorted, double p) {
    if (sorted.length == 0) {
      return 0;
    }
    int rank = (int) Math.ceil(p * sorted.length);
    return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
  }

  /**
   * Every worker sends requests for {@code sizes} in turns, back to back, until the time is up (and, with a
   * {@code measure}, until it is full); a response that is not a 200 of the checked length fails the load.
   */
  private static void load(List<HttpConnection> connections, int[] sizes, int[] lengths, long millis,
      Measure measure) throws Exception {
    AtomicReference<Throwable> failure = new AtomicReference<>();
    List<Thread> workers = new ArrayList<>();
    AtomicBoolean stop = new AtomicBoolean();
    for (int w = 0; w < connections.size(); w++) {
      HttpConnection c = connections.get(w);
      int first = w % sizes.length;
      Thread t = new Thread(() -> {
        int k = first;
        try {
          while (!stop.get() && failure.get() == null) {
            int i = k++ % sizes.length;
            long start = System.nanoTime();
            HttpConnection.Response r = c.get(path(sizes[i]));
            long end = System.nanoTime();
            if (r.status() != 200 || r.body().length != lengths[i]) {
              throw new IOException("a response under load: status " + r.status() + ", " + r.body().length
                  + " bytes where the check had " + lengths[i]);
            }
            if (measure != null) {
              measure.record(end - start);
            }
          }
        } catch (Throwable e) {
          failure.compareAndSet(null, e);
        }
      }, "load-" + w);
      t.setDaemon(true);
      workers.add(t);
    }
    for (Thread t : workers) {
      t.start();
    }
    long end = System.nanoTime() + millis * 1_000_000;
    if (measure != null) {
      measure.cpuStart = serverCpuNanos(measure.clock);
      measure.startNanos = System.nanoTime();
      measure.open = true;
      end = measure.startNanos + millis * 1_000_000;
    }
    while (System.nanoTime() < end && failure.get() == null && (measure == null || !measure.full())) {
      Thread.sleep(measure == null ? 20 : 2);
    }
    if (measure != null) {
      measure.open = false;
      measure.nanos += System.nanoTime() - measure.startNanos;
      measure.cpuNanos += serverCpuNanos(measure.clock) - measure.cpuStart;
    }
    stop.set(true);
    for (Thread t : workers) {
      t.join(TIMEOUT_MILLIS + 5_000L);
    }
    if (failure.get() != null) {
      throw failure.get() instanceof Exception e ? e : new RuntimeException(failure.get());
    }
  }
}
