package dev.peregrine.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.eishay.Scenario;
import dev.peregrine.bench.eishay.Scenarios;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.runner.options.Options;
import dev.peregrine.bench.coldstart.ColdStartExperiment;
import dev.peregrine.bench.coldstart.ColdStartRunner;
import dev.peregrine.bench.eishay.Pair;
import dev.peregrine.bench.eishay.ForkTimer;

/**
 * The JVM options the suite gives its JVMs, read from what its own code builds for a run (nothing is
 * started). ParseString/peregrine measured at ~0.1x its steady state in quick runs: its fork was still
 * faulting in the pages of G1's newly grown eden during the measurement. JMH forks pre-touch their fixed heap so
 * that every pair is measured on a heap already in memory; cold-start JVMs must not, they time a user's fresh JVM.
 */
class SuiteForkOptionsTest {
  private static final Results.Jdk JDK = new Results.Jdk("/opt/jdk/bin/java", "17.0.1", "test");

  @Test
  void benchmarkForksPreTouchTheirFixedHeapColdStartJvmsDoNot(@TempDir Path out) {
    SuiteOptions options = SuiteOptions.parse(new String[] {"--profile", "quick", "--out", out.toString()});
    Scenario scenario = Scenarios.eishay().get(0);
    Options fork = new ForkTimer(options).forkOptions(new Pair(scenario, "peregrine", 1, List.of()), JDK, 1,
        out.resolve("fork.log"));
    List<String> forkArgs = List.copyOf(fork.getJvmArgs().get());
    assertTrue(forkArgs.containsAll(List.of("-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch")), forkArgs.toString());
    assertEquals(JDK.javaPath(), fork.getJvm().get(), "the fork runs on the JDK of its pair");

    List<String> coldStart = ColdStartExperiment.runner(options)
        .command(JDK, new ColdStartRunner.Plan("read", "peregrine"), true);
    assertEquals(JDK.javaPath(), coldStart.get(0));
    List<String> coldJvmArgs = coldStart.subList(1, coldStart.indexOf("-cp"));
    assertTrue(coldJvmArgs.containsAll(List.of("-Xms1g", "-Xmx1g")), coldJvmArgs.toString());
    assertFalse(coldJvmArgs.contains("-XX:+AlwaysPreTouch"), coldJvmArgs.toString());
  }
}
