package dev.peregrine.bench.typematrix;

import java.io.IOException;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryIteratorException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * How long the JIT has been busy, in milliseconds, for the type matrix's settling rounds
 * ({@link TypeMatrixBench#turns}). On Linux: the CPU time of the JVM's compiler threads ("C1 CompilerThre...",
 * "C2 CompilerThre..." in {@code /proc/self/task/TID/comm}), from each one's {@code schedstat} (nanoseconds of
 * run time); a compilation in flight counts as it runs. Elsewhere: {@link CompilationMXBean}'s total
 * compilation time, which counts a compilation only once it has finished: one C2 compilation of a few hundred
 * milliseconds spans several settling rounds that look quiet (the quick matrix's {@code int} read UTF-8 settled
 * after JIT rounds of 214, 21, 0, 0 ms, then Peregrine's five scored rounds rose 3,425 to 5,685 ops/ms and
 * Jackson's 478 to 1,200: C1 code scored while C2 still compiled).
 */
public final class JitClock {
  private JitClock() {}

  private static final Path TASKS = Path.of("/proc/self/task");

  /**
   * The best clock this JVM has, or null for none (then the matrix does not settle). The system property
   * {@code peregrine.bench.jitClock=finished} takes the JIT's compilation time even on Linux (to compare).
   */
  public static LongSupplier best() {
    if (!"finished".equals(System.getProperty("peregrine.bench.jitClock"))) {
      CompilerThreads threads = new CompilerThreads();
      if (threads.threads > 0) return threads;
    }
    CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    if (jit != null && jit.isCompilationTimeMonitoringSupported()) {
      return jit::getTotalCompilationTime;
    }
    return null;
  }

  /** Which clock {@code clock} (one {@link #best} gave) is, in words. */
  public static String describe(LongSupplier clock) {
    return clock instanceof CompilerThreads ? "compiler threads' CPU time" : clock == null ? "none"
        : "JIT's compilation time";
  }

  /** Whether this JVM's compiler threads can be read ({@code /proc/self/task} has at least one). */
  static boolean compilerThreadsReadable() {
    return new CompilerThreads().threads > 0;
  }

  /**
   * The sum over compiler threads of the run time each has added since this clock was made (a thread the JVM
   * starts later, all of its run time): a compiler thread the JVM stops when idle takes none of the others'
   * time with it.
   */
  private static final class CompilerThreads implements LongSupplier {
    private final Map<String, Long> seen = new HashMap<>();
    private long nanos;
    private int threads;
    private boolean started;

    CompilerThreads() {
      getAsLong();
      started = true;
    }

    @Override
    public long getAsLong() {
      threads = 0;
      try (DirectoryStream<Path> tasks = Files.newDirectoryStream(TASKS)) {
        for (Path task : tasks) {
          String tid = task.getFileName().toString();
          Long before = seen.get(tid);
          if (before == null && !compiler(task)) {
            continue;
          }
          long now = runNanos(task);
          if (now < 0) {
            continue;
          }
          threads++;
          long from = before != null ? before : started ? 0 : now;
          if (now > from) {
            nanos += now - from;
          }
          seen.put(tid, now);
        }
      } catch (IOException | DirectoryIteratorException | SecurityException e) {
        // what was read so far
      }
      return nanos / 1_000_000;
    }

    private static boolean compiler(Path task) {
      try {
        String name = Files.readString(task.resolve("comm"), StandardCharsets.US_ASCII);
        return name.startsWith("C1 Compiler") || name.startsWith("C2 Compiler");
      } catch (IOException e) {
        return false; // the thread has ended
      }
    }

    // The first field of schedstat: nanoseconds the thread has run; -1 when it has ended.
    private static long runNanos(Path task) {
      try {
        String stat = Files.readString(task.resolve("schedstat"), StandardCharsets.US_ASCII);
        int space = stat.indexOf(' ');
        return Long.parseLong(space < 0 ? stat.trim() : stat.substring(0, space));
      } catch (IOException | NumberFormatException e) {
        return -1;
      }
    }
  }
}
