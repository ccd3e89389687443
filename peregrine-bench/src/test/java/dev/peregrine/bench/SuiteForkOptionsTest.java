package dev.peregrine.bench;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SuiteForkOptionsTest {
  // ParseString/peregrine measured at ~0.1x its steady state in quick runs: its fork was still faulting in the
  // pages of G1's newly grown eden during the measurement. JMH forks pre-touch the heap so that every pair is
  // measured on a heap already in memory; cold-start JVMs must not, they time a user's fresh JVM.
  @Test
  void benchmarkForksPreTouchTheirFixedHeapColdStartJvmsDoNot() {
    assertTrue(Suite.BENCHMARK_JVM_ARGS.contains("-XX:+AlwaysPreTouch"));
    assertTrue(Suite.BENCHMARK_JVM_ARGS.containsAll(Suite.FORK_JVM_ARGS));
    assertFalse(Suite.FORK_JVM_ARGS.contains("-XX:+AlwaysPreTouch"));
  }
}
