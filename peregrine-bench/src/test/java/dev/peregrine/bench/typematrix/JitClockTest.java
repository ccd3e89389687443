package dev.peregrine.bench.typematrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;

class JitClockTest {
  @Test
  void theCompilerThreadsClockMovesWhenTheJitCompilesAndNeverBack() {
    assumeTrue(java.nio.file.Files.isDirectory(java.nio.file.Path.of("/proc/self/task")),
        "no /proc/self/task here (not Linux): the JIT's compilation time stands in");
    assertTrue(JitClock.compilerThreadsReadable(), "no C1/C2 compiler thread found in /proc/self/task");
    LongSupplier clock = JitClock.best();
    assertEquals("compiler threads' CPU time", JitClock.describe(clock));
    long before = clock.getAsLong();
    long last = before;
    long sink = 0;
    long end = System.nanoTime() + 20_000_000_000L;
    // Work the JIT compiles: new hot methods (each lambda its own), until the clock has moved or 20 s pass.
    while (last <= before && System.nanoTime() < end) {
      for (int k = 0; k < 64; k++) {
        int m = k;
        java.util.function.IntUnaryOperator f = x -> x * 31 + m;
        for (int i = 0; i < 20_000; i++) {
          sink += f.applyAsInt(i) ^ Integer.rotateLeft(i, m);
        }
      }
      long now = clock.getAsLong();
      assertTrue(now >= last, "the clock went back: " + last + " -> " + now);
      last = now;
    }
    assertTrue(last > before, "the compiler threads ran no millisecond in 20 s of new hot code (" + sink + ")");
  }

  @Test
  void theOtherClockIsTheJitsCompilationTimeWhenAskedFor() {
    String old = System.getProperty("peregrine.bench.jitClock");
    System.setProperty("peregrine.bench.jitClock", "finished");
    try {
      LongSupplier clock = JitClock.best();
      assumeTrue(clock != null, "this JVM reports no compilation time");
      assertEquals("JIT's compilation time", JitClock.describe(clock));
    } finally {
      if (old == null) {
        System.clearProperty("peregrine.bench.jitClock");
      } else {
        System.setProperty("peregrine.bench.jitClock", old);
      }
    }
  }
}
