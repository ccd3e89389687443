package dev.peregrine.bench.typematrix;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The type matrix's turns: warmup, settling while the JIT is busy, scored rounds. */
class TypeMatrixTurnsTest {
  private final List<String> calls = new ArrayList<>();

  private TypeMatrixBench.Op op(String name) {
    return () -> {
      calls.add(name);
      return name;
    };
  }

  /** A JIT clock that moves by the given milliseconds between one reading and the next, then stands still. */
  private static java.util.function.LongSupplier jit(long... steps) {
    AtomicLong now = new AtomicLong();
    AtomicLong reads = new AtomicLong();
    return () -> {
      int i = (int) reads.getAndIncrement();
      return now.addAndGet(i < steps.length ? steps[i] : 0);
    };
  }

  @Test
  void settlingRoundsRunWhileTheJitCompilesMoreThanATenthOfARound() throws Exception {
    // Two libraries, rounds of 10 ms: a settling round is 5 ms each, 10 ms in all; quiet is at most 1 ms.
    // Readings: before the run, at the warmup round's start and end (+50), then each settling round's start
    // and end: +30, +2, +1 (quiet), then +0 (quiet again), so four settling rounds ran.
    TypeMatrixBench.Turns turns = TypeMatrixBench.turns(List.of(op("a"), op("b")), 1, 1, 2, 10, 1,
        jit(0, 0, 50, 0, 30, 0, 2, 0, 1));
    assertArrayEquals(new long[] {50, 30, 2, 1, 0}, turns.jitMillis());
    assertEquals(2, turns.scores().length);
    for (double[] library : turns.scores()) {
      assertEquals(2, library.length);
      for (double score : library) {
        assertTrue(score > 0, "a scored round has a score");
      }
    }
  }

  /**
   * A library that throws on a later call than its check's (fory-json's String read of twitter.json did) is
   * left out of the rounds after it with its reason; the others are timed to the end.
   */
  @Test
  void anOperationThatFailsWhileTimedHasItsReasonAndTheOthersGoOn() throws Exception {
    int[] count = {0};
    TypeMatrixBench.Op failing = () -> {
      if (++count[0] == 50) throw new IllegalStateException("Expected digit at JSON position 644");
      return "b";
    };
    TypeMatrixBench.Turns turns = TypeMatrixBench.turns(List.of(op("a"), failing, op("c")), 1, 1, 3, 10, 1, null);
    assertEquals(null, turns.failures()[0]);
    assertTrue(turns.failures()[1].contains("IllegalStateException: Expected digit at JSON position 644"),
        turns.failures()[1]);
    assertEquals(null, turns.failures()[2]);
    int callsAtFailure = count[0];
    assertEquals(50, callsAtFailure, "not called again after it threw");
    for (int library : new int[] {0, 2}) {
      for (double score : turns.scores()[library]) {
        assertTrue(score > 0, "the others keep every scored round");
      }
    }
  }

  @Test
  void oneQuietRoundAmongBusyOnesIsALullNotTheEnd() throws Exception {
    TypeMatrixBench.Turns turns = TypeMatrixBench.turns(List.of(op("a"), op("b")), 1, 1, 1, 10, 1,
        jit(0, 0, 50, 0, 30, 0, 1, 0, 40, 0, 1, 0, 1, 0, 60));
    assertArrayEquals(new long[] {50, 30, 1, 40, 1, 1}, turns.jitMillis());
  }

  @Test
  void aQuietJitAfterTheWarmupMeansNoSettling() throws Exception {
    TypeMatrixBench.Turns turns = TypeMatrixBench.turns(List.of(op("a"), op("b")), 1, 1, 1, 10, 1, jit(0, 0, 1));
    assertArrayEquals(new long[] {1}, turns.jitMillis());
  }

  @Test
  void settlingStopsAtItsLimit() throws Exception {
    long[] busy = new long[100];
    java.util.Arrays.fill(busy, 40);
    TypeMatrixBench.Turns turns = TypeMatrixBench.turns(List.of(op("a")), 1, 1, 1, 2, 1, jit(busy));
    assertEquals(TypeMatrixBench.SETTLE_ROUNDS + 1, turns.jitMillis().length);
    // The JVM's first row has a higher limit of its own.
    TypeMatrixBench.Turns first = TypeMatrixBench.turns(List.of(op("a")), 1, 1, 1, 2, 1, jit(busy),
        TypeMatrixBench.FIRST_ROW_SETTLE_ROUNDS);
    assertEquals(TypeMatrixBench.FIRST_ROW_SETTLE_ROUNDS + 1, first.jitMillis().length);
  }

  @Test
  void withoutAWarmupOrAJitClockNothingSettles() throws Exception {
    long[] busy = new long[100];
    java.util.Arrays.fill(busy, 40);
    assertEquals(1, TypeMatrixBench.turns(List.of(op("a")), 0, 1, 1, 2, 1, jit(busy)).jitMillis().length);
    assertEquals(1, TypeMatrixBench.turns(List.of(op("a")), 1, 1, 1, 2, 1, null).jitMillis().length);
  }

  @Test
  void everyLibraryRunsInEveryRoundInARotatedOrder() throws Exception {
    TypeMatrixBench.turns(List.of(op("a"), op("b"), op("c")), 1, 1, 2, 2, 1, jit(0, 0, 100, 0, 0));
    // Rounds: warmup (from a), two settling rounds (from b, then c: the first was quiet, the warmup was not),
    // two scored (from a, then b).
    List<String> firsts = new ArrayList<>();
    String previous = null;
    for (String call : calls) {
      if (previous == null || !call.equals(previous)) {
        firsts.add(call);
      }
      previous = call;
    }
    assertEquals(List.of("a", "b", "c", "b", "c", "a", "c", "a", "b", "a", "b", "c", "b", "c", "a"), firsts);
  }

  @Test
  void aBatchTakesAboutFiftyMicrosecondsSoThatReadingTheClockIsAFewPercentOfIt() {
    assertEquals(500, TypeMatrixBench.batchFor(10_000, 8)); // 0.1 us a call
    assertEquals(8, TypeMatrixBench.batchFor(10, 8)); // 100 us a call: never below the least
    assertEquals(1, TypeMatrixBench.batchFor(0.5, 1)); // a document: one call a read
    assertEquals(65_536, TypeMatrixBench.batchFor(1e9, 8)); // never unbounded
  }
}
