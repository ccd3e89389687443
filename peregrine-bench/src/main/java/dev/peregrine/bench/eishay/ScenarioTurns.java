package dev.peregrine.bench.eishay;

import dev.peregrine.bench.eishay.Scenario;
import dev.peregrine.bench.eishay.Scenarios;
import dev.peregrine.bench.peer.Peers;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One JVM of the scenarios' turns: the libraries of a scenario take turns inside this JVM.
 * The suite starts it several times per scenario, one scenario a JVM, with a corpus scenario's longer ROUND_MS
 * ({@code run.ScenarioTurnsRunner}); by hand:
 *
 * <pre>
 * java -Xms1g -Xmx1g -XX:+AlwaysPreTouch -cp ... dev.peregrine.bench.eishay.ScenarioTurns \
 *     WARMUP_ROUNDS WARMUP_MS ROUNDS ROUND_MS SCENARIO=LIB,LIB,... [SCENARIO=LIB,...]...
 * </pre>
 *
 * <p>Per scenario, in the order given: each library's operation is built and checked as the suite checks it
 * ({@link Scenario#prepare}); then WARMUP_ROUNDS rounds of WARMUP_MS per library, then ROUNDS scored rounds of
 * ROUND_MS per library, every library once per round, the order rotated by one each round (so that no library
 * always runs first, or always after the same neighbour's garbage). A round's slice is measured in the thread's
 * CPU time (other processes' slices on a shared machine do not count), and each round records the calls, the
 * wall time, the thread's CPU time and the collectors' time of that slice.
 *
 * <p>Why turns: on a shared 2-core machine the speed drifts over minutes, and a JMH fork per pair samples the
 * drift of its own minute; two libraries' forks then differ by the drift. Rounds a fraction of a second apart
 * see the same machine, JIT threads and heap.
 *
 * <p>Output, one line each: {@code turns check SCENARIO LIB ok} or {@code turns check SCENARIO LIB error REASON};
 * {@code turns round SCENARIO ROUND LIB CALLS WALL_NS CPU_NS GC_NS}; {@code turns time SCENARIO MS} (the scenario's
 * whole time in this JVM, checks included); {@code turns done} at the end.
 */
public final class ScenarioTurns {
  private ScenarioTurns() {}

  /** The prefix of every line the suite reads back. */
  public static final String PREFIX = "turns ";

  /** Keeps results reachable, so no timed call is dead code. */
  private static volatile Object sink;

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
  private static final boolean CPU_TIME = THREADS.isCurrentThreadCpuTimeSupported();
  private static final List<GarbageCollectorMXBean> COLLECTORS = ManagementFactory.getGarbageCollectorMXBeans();

  public static void main(String[] args) throws Exception {
    int warmupRounds = Integer.parseInt(args[0]);
    int warmupMillis = Integer.parseInt(args[1]);
    int rounds = Integer.parseInt(args[2]);
    int roundMillis = Integer.parseInt(args[3]);
    for (int a = 4; a < args.length; a++) {
      long started = System.nanoTime();
      int eq = args[a].indexOf('=');
      Scenario scenario = Scenarios.find(args[a].substring(0, eq));
      List<String> ids = new ArrayList<>();
      List<Scenario.Operation> ops = new ArrayList<>();
      for (String id : args[a].substring(eq + 1).split(",")) {
        try {
          ops.add(scenario.prepare(Peers.create(id)).operation());
          ids.add(id);
          System.out.println(PREFIX + "check " + scenario.name() + " " + id + " ok");
        } catch (Exception | LinkageError e) {
          System.out.println(PREFIX + "check " + scenario.name() + " " + id + " error "
              + Scenario.firstLine(e).replace('\n', ' '));
        }
      }
      if (ids.isEmpty()) {
        continue;
      }
      turns(scenario.name(), ids, ops, warmupRounds, warmupMillis, rounds, roundMillis);
      System.out.println(PREFIX + "time " + scenario.name() + " " + (System.nanoTime() - started) / 1_000_000);
    }
    System.out.println(PREFIX + "done");
  }

  /** One scenario's rounds, printed as they are scored. */
  static void turns(String scenario, List<String> ids, List<Scenario.Operation> ops, int warmupRounds,
      int warmupMillis, int rounds, int roundMillis) throws Exception {
    int n = ops.size();
    int[] batch = new int[n];
    java.util.Arrays.fill(batch, 1);
    boolean[] failed = new boolean[n];
    StringBuilder out = new StringBuilder();
    for (int round = 0; round < warmupRounds + rounds; round++) {
      boolean warm = round < warmupRounds;
      long nanos = (warm ? warmupMillis : roundMillis) * 1_000_000L;
      for (int k = 0; k < n; k++) {
        int i = (k + round) % n;
        if (failed[i]) {
          continue;
        }
        long[] m;
        try {
          m = slice(ops.get(i), nanos, batch[i]);
        } catch (Exception | LinkageError | StackOverflowError e) {
          // The others go on; the suite reports this library ERROR in this scenario (its rounds are dropped).
          failed[i] = true;
          System.out.println(PREFIX + "check " + scenario + " " + ids.get(i) + " error failed while timed: "
              + Scenario.firstLine(e).replace('\n', ' '));
          continue;
        }
        // Calls between two clock reads: about 50 us of work, so that reading the thread's CPU time (a system
        // call of ~0.5 us) costs about 1% and a slice overshoots its end by little.
        batch[i] = (int) Math.max(1, Math.min(1 << 16, m[0] * 50_000L / Math.max(1, m[2])));
        if (!warm) {
          out.append(String.format(Locale.ROOT, "%sround %s %d %s %d %d %d %d%n", PREFIX, scenario,
              round - warmupRounds, ids.get(i), m[0], m[1], m[2], m[3]));
        }
      }
    }
    System.out.print(out);
    System.out.flush();
  }

  /**
   * Calls {@code op} until this thread has run for {@code nanos} of CPU time (wall time when the JVM cannot
   * read a thread's CPU time): {calls, wall ns, CPU ns, collectors' ns}.
   */
  private static long[] slice(Scenario.Operation op, long nanos, int batch) throws Exception {
    long gc0 = gcMillis();
    long wall0 = System.nanoTime();
    long cpu0 = cpu();
    long end = cpu0 + nanos;
    long count = 0;
    long cpu;
    do {
      for (int i = 0; i < batch; i++) {
        sink = op.run();
      }
      count += batch;
      cpu = cpu();
    } while (cpu < end);
    long wall = System.nanoTime() - wall0;
    long gc = gcMillis() - gc0;
    return new long[] {count, wall, cpu - cpu0, gc * 1_000_000L};
  }

  private static long cpu() {
    return CPU_TIME ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
  }

  private static long gcMillis() {
    long total = 0;
    for (GarbageCollectorMXBean gc : COLLECTORS) {
      total += Math.max(0, gc.getCollectionTime());
    }
    return total;
  }
}
