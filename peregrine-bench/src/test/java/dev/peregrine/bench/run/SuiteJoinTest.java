package dev.peregrine.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.eishay.Scenario;
import dev.peregrine.bench.eishay.Scenarios;
import dev.peregrine.bench.testing.Console;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.math3.distribution.TDistribution;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import dev.peregrine.bench.eishay.Pair;
import dev.peregrine.bench.eishay.ForkTimer;

/** A pair's forks, timed one at a time (as the turns run them), joined into one cell as JMH joins forks. */
class SuiteJoinTest {

  private static Results.Jdk ownJdk() {
    return new Results.Jdk(SuiteOptions.ownJava(), Runtime.version().toString(), "this JVM");
  }

  private static Pair pair() {
    Scenario scenario = Scenarios.eishay().stream().filter(s -> s.name().equals("WriteString")).findFirst()
        .orElseThrow();
    return new Pair(scenario, "peregrine", 123, List.of("a note"));
  }

  @Test
  void twoForksJoinIntoOneCellWithBothForkScoresAndAPooledInterval(@TempDir Path out) throws Exception {
    Files.createDirectories(out.resolve("logs"));
    // The quick profile's iterations (2 x 1 s warmup, 5 x 100 ms measured), in this JVM (forks 0).
    ForkTimer timer = new ForkTimer(SuiteOptions.parse(new String[] {"--profile", "quick", "--out",
        out.toString()}));
    Pair pair = pair();
    Results.Jdk jdk = ownJdk();
    // Only the joining is under test: JMH's lock file, which another JMH run on the machine may hold, is not.
    String ignoreLock = System.setProperty("jmh.ignoreLock", "true");
    Console.Captured<ForkTimer.Timing> second0;
    try {
      ForkTimer.Timing first0 = Console.capture(() -> timer.timeFork(pair, jdk, 0, 1, null)).value();
      second0 = Console.capture(() -> timer.timeFork(pair, jdk, 0, 2, first0));
    } finally {
      if (ignoreLock == null) {
        System.clearProperty("jmh.ignoreLock");
      } else {
        System.setProperty("jmh.ignoreLock", ignoreLock);
      }
    }
    ForkTimer.Timing timing = second0.value();
    assertTrue(second0.output().matches("\\s+[0-9.]+ ± [0-9.]+ ops/ms\\s*"), "the progress line\n" + second0.output());
    assertNull(timing.failure, timing.failure);
    assertEquals(2, timing.forks.size());
    double first = timing.forks.get(0).getPrimaryResult().getScore();
    double second = timing.forks.get(1).getPrimaryResult().getScore();
    List<Double> iterations = new ArrayList<>();
    for (RunResult fork : timing.forks) {
      for (BenchmarkResult b : fork.getBenchmarkResults()) {
        for (IterationResult i : b.getIterationResults()) {
          iterations.add(i.getPrimaryResult().getScore());
        }
      }
    }
    assertEquals(10, iterations.size());

    List<RunResult> raw = new ArrayList<>();
    Results.Cell cell = Console.capture(() -> ForkTimer.cell(pair, jdk, timing, raw)).value();

    assertEquals(Results.Status.MEASURED, cell.status());
    assertEquals(List.of(first, second), cell.forkScores(), "each fork's own score, in the order they ran");
    // Score and error over the ten iterations pooled: their mean, and the 99.9% Student-t half-width.
    int n = iterations.size();
    double mean = iterations.stream().mapToDouble(Double::doubleValue).sum() / n;
    double variance = iterations.stream().mapToDouble(x -> (x - mean) * (x - mean)).sum() / (n - 1);
    double halfWidth = new TDistribution(n - 1).inverseCumulativeProbability(1 - 0.001 / 2)
        * Math.sqrt(variance / n);
    assertEquals(mean, cell.score(), 1e-9 * mean);
    assertEquals(halfWidth, cell.error(), 1e-6 * halfWidth);
    assertEquals(123, cell.outputBytes());
    assertEquals(List.of("a note"), cell.notes());
    assertEquals(1, raw.size(), "one joined result for jmh-result.json");
    assertEquals(2, raw.get(0).getBenchmarkResults().size(), "each fork one of its raw rows");
  }

  @Test
  void aFailedForkMakesTheCellAnErrorWithTheReason() {
    ForkTimer.Timing timing = new ForkTimer.Timing();
    timing.failure = "failed in the benchmark fork: boom";
    List<RunResult> raw = new ArrayList<>();
    Results.Cell cell = ForkTimer.cell(pair(), ownJdk(), timing, raw);
    assertEquals(Results.Status.ERROR, cell.status());
    assertEquals("failed in the benchmark fork: boom", cell.reason());
    assertTrue(cell.forkScores().isEmpty());
    assertTrue(raw.isEmpty());
  }
}
