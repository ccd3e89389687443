package dev.peregrine.bench.lab;

import dev.peregrine.bench.demoresponse.DemoProbe;
import dev.peregrine.bench.demoresponse.DemoResponse;
import dev.peregrine.bench.demoresponse.DemoWriter;
import dev.peregrine.bench.peer.TypedJson;
import dev.peregrine.bench.peer.Peer;
import dev.peregrine.bench.peer.Peers;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The blog's DemoResponse loop ({@link DemoProbe} {@code loop}) taken apart in time, for diagnosing the cold path: the
 * same writes of the same value from the same first moment of a fresh JVM, with the clock read after the first write,
 * the first 10, 100, 1,000 and every further thousand, and the mapper's creation timed on its own.
 *
 * <pre>
 * java -Xms1g -Xmx1g -cp CP dev.peregrine.bench.lab.DemoLoopTrace LIBRARY|hand-written SIZE [LOOPS (10000)]
 * </pre>
 *
 * Prints one line: {@code create=MS first=MS w10=MS w100=MS w1000=MS ... total=MS}, every figure but
 * {@code create} counted from the start of the loop as {@link DemoProbe} times it, so {@code total} is the blog's
 * figure. Around the interval it loads two marker classes ({@link Start}, {@link End}), so that
 * {@code -Xlog:class+load} shows which classes loaded inside it, and {@code -Xlog:class+load:file=F:uptime}
 * when. The clock's readings and the markers cost well under a microsecond each. On Linux it also prints
 * {@code cpu=MS}, the main thread's time on a CPU during the loop ({@code /proc/thread-self/schedstat}): on a
 * machine shared with other work the wall time swings with the load, while this counts only the loop's own work
 * (the JIT's threads are not in it; waiting for them is).
 */
public final class DemoLoopTrace {
  private DemoLoopTrace() {}

  /** Loaded just before the loop's clock starts. */
  static final class Start {
    static void touch() {}
  }

  /** Loaded just after the loop's clock stops. */
  static final class End {
    static void touch() {}
  }

  /** The calling thread's time on a CPU in ns (Linux), or -1. */
  private static long cpuNanos() {
    try {
      String stat = new String(Files.readAllBytes(Path.of("/proc/thread-self/schedstat")), StandardCharsets.US_ASCII);
      return Long.parseLong(stat.substring(0, stat.indexOf(' ')));
    } catch (IOException | RuntimeException e) {
      return -1;
    }
  }

  public static void main(String[] args) throws Exception {
    String library = args[0];
    int size = Integer.parseInt(args[1]);
    int loops = args.length > 2 ? Integer.parseInt(args[2]) : 10_000;
    DemoResponse value = DemoResponse.of(size);
    boolean hand = library.equals(DemoProbe.HAND_WRITTEN);
    long created = System.nanoTime();
    TypedJson<DemoResponse> codec = hand ? null : Peers.json(library, DemoResponse.class, Peer.Binding.DEFAULTS);
    long cpuStart = cpuNanos();
    long start = System.nanoTime();
    Start.touch();
    long[] at = new long[loops + 1];
    String last = null;
    for (int i = 0; i < loops; i++) {
      last = hand ? DemoWriter.write(value) : codec.writeString(value);
      at[i + 1] = System.nanoTime();
    }
    End.touch();
    long cpu = cpuNanos() - cpuStart;
    StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "create=%.2f", (start - created) / 1e6));
    for (int n : new int[] {1, 2, 3, 10, 64, 100, 1000}) {
      if (n <= loops) {
        line.append(String.format(Locale.ROOT, " w%d=%.2f", n, (at[n] - start) / 1e6));
      }
    }
    for (int n = 2000; n < loops; n += 1000) {
      line.append(String.format(Locale.ROOT, " w%d=%.1f", n, (at[n] - start) / 1e6));
    }
    line.append(String.format(Locale.ROOT, " total=%.2f length=%d", (at[loops] - start) / 1e6, last.length()));
    line.append(cpuStart < 0 ? " cpu=n/a" : String.format(Locale.ROOT, " cpu=%.2f", cpu / 1e6));
    System.out.println(line);
  }
}
