package dev.peregrine.bench.jmh;

import dev.peregrine.bench.Scenario;
import dev.peregrine.bench.Scenarios;
import dev.peregrine.bench.lib.Libraries;
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
 * warmed up the JIT. The setup repeats the correctness check inside the fork, unless the suite already ran it
 * on the same JDK and says so with {@value #CHECKED_PROPERTY}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class PeerBenchmark {
  /** Set to "true" by the suite for forks on the JDK it ran the checks on. */
  public static final String CHECKED_PROPERTY = "peregrine.bench.checked";

  @Param("ParseString")
  public String scenario;

  @Param("fastjson2")
  public String library;

  private Scenario.Operation operation;

  @Setup
  public void setUp() throws Exception {
    Scenario s = Scenarios.find(scenario);
    operation = Boolean.getBoolean(CHECKED_PROPERTY)
        ? s.build(Libraries.create(library))
        : s.prepare(Libraries.create(library)).operation();
  }

  @Benchmark
  public Object run() throws Exception {
    return operation.run();
  }
}
