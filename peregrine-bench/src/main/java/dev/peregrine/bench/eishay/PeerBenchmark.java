package dev.peregrine.bench.eishay;

import dev.peregrine.bench.eishay.Scenario;
import dev.peregrine.bench.eishay.Scenarios;
import dev.peregrine.bench.peer.Peers;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The one JMH benchmark: a scenario run by a library, both chosen by parameter. Each (scenario, library) pair
 * runs in its own fork, so the operation's call site sees one implementation and no other library's code has
 * warmed up the JIT. The setup repeats the correctness check inside the fork, on every JDK alike.
 *
 * <p>It used to skip the check on the suite's own JDK, where the suite had already run it. That made the forks
 * differ between JDKs: the check's JSON judge (Jackson) runs JDK code that leaves shared JIT profiles behind,
 * for example a call of String.charAt on a non-Latin-1 string on JDK 25, and a library whose hot path
 * depends on such a profile was then measured in a fresh JVM on one JDK and in a used one on the other.
 * Every fork now starts from the same state: the library's operation and the judge have both run once.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class PeerBenchmark {
  @Param("ParseString")
  public String scenario;

  @Param("fastjson2")
  public String library;

  private Scenario.Operation operation;

  @Setup
  public void setUp() throws Exception {
    Scenario s = Scenarios.find(scenario);
    operation = s.prepare(Peers.create(library)).operation();
  }

  @Benchmark
  public Object run() throws Exception {
    return operation.run();
  }
}
