package dev.peregrine.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import dev.peregrine.bench.result.Profile;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import dev.peregrine.bench.typematrix.TypeMatrixRunner;
import dev.peregrine.bench.service.ServiceRunner;
import dev.peregrine.bench.scaling.ScaleRunner;

/** The estimate counts every phase a run will do, and only those. */
class SuiteEstimateTest {
  @TempDir Path dir;

  private SuiteOptions options(String... args) {
    List<String> all = new ArrayList<>(List.of(args));
    all.addAll(List.of("--out", dir.resolve("out").toString()));
    return SuiteOptions.parse(all.toArray(String[]::new));
  }

  private static List<String> names(List<TimeLeft.Phase> phases) {
    return phases.stream().map(TimeLeft.Phase::name).toList();
  }

  private static long millis(List<TimeLeft.Phase> phases, String name) {
    return phases.stream().filter(p -> p.name().equals(name)).mapToLong(TimeLeft.Phase::millis).sum();
  }

  @Test
  void theQuickProfileCountsEveryExperimentInTheOrderTheyRun() {
    // The quick run of 2026-11-26: 57 JMH runs, 180 cold-start JVMs, one JDK (17: no run without Unsafe).
    List<TimeLeft.Phase> phases = SuiteEstimate.phases(options(), 1, 57, 180, 0);
    assertEquals(List.of(SuiteEstimate.BENCHMARKS, SuiteEstimate.TYPES, SuiteEstimate.COLD_START,
        SuiteEstimate.BINARY, SuiteEstimate.SCALE_COLD, SuiteEstimate.SCALE_WARM, SuiteEstimate.SCALE_MEMORY,
        SuiteEstimate.DEMO_LOOP, SuiteEstimate.DEMO_WARM, SuiteEstimate.SERVICE, SuiteEstimate.STREAM),
        names(phases));
    // The service experiment came after that run: its own estimate (its server JVMs) is left out of the comparison.
    long service = millis(phases, SuiteEstimate.SERVICE);
    assertEquals(ServiceRunner.jvms(ServiceRunner.settings(Profile.QUICK), null)
        * ServiceRunner.millisPerJvm(ServiceRunner.settings(Profile.QUICK)), service);
    long total = phases.stream().mapToLong(TimeLeft.Phase::millis).sum() - service;
    // That run took 10m30s after its build, about 10 s of it checks before the estimate; the typed documents,
    // added to the type matrix since, about 80 s more: within 15%.
    assertTrue(Math.abs(total - 700_000) < 0.15 * 700_000, "estimate " + total + " ms");
    assertEquals(57 * (2500 + SuiteEstimate.FORK_OVERHEAD_MILLIS), millis(phases, SuiteEstimate.BENCHMARKS));
    assertEquals(180 * SuiteEstimate.COLD_START_JVM_MILLIS, millis(phases, SuiteEstimate.COLD_START));
  }

  @Test
  void aSecondJdkDoublesWhatRunsOnEveryJdk() {
    List<TimeLeft.Phase> one = SuiteEstimate.phases(options(), 1, 57, 180, 0);
    List<TimeLeft.Phase> two = SuiteEstimate.phases(options(), 2, 114, 360, 22);
    for (String each : List.of(SuiteEstimate.BENCHMARKS, SuiteEstimate.TYPES, SuiteEstimate.COLD_START,
        SuiteEstimate.STREAM)) {
      assertEquals(2 * millis(one, each), millis(two, each), each);
    }
    assertEquals(22 * SuiteEstimate.NO_UNSAFE_JVM_MILLIS, millis(two, SuiteEstimate.NO_UNSAFE));
    // JsonPerformanceVS, DemoResponse and the binary experiments run on one JDK only.
    assertEquals(millis(one, SuiteEstimate.DEMO_WARM), millis(two, SuiteEstimate.DEMO_WARM));
    assertEquals(millis(one, SuiteEstimate.BINARY), millis(two, SuiteEstimate.BINARY));
  }

  @Test
  void onlyWhatOnlySelectsIsCounted() {
    assertEquals(List.of(SuiteEstimate.DEMO_LOOP, SuiteEstimate.DEMO_WARM),
        names(SuiteEstimate.phases(options("--profile", "full", "--only", "^Demo/"), 1, 0, 0, 0)));
    List<TimeLeft.Phase> memory = SuiteEstimate.phases(options("--profile", "full", "--only",
        "^Scale/memory/"), 1, 0, 0, 0);
    assertEquals(List.of(SuiteEstimate.SCALE_MEMORY), names(memory));
    // Six sizes under -Xmx1g and 100,000 records under -Xmx256m too, both ways, eight libraries: 112 JVMs.
    assertEquals(112, ScaleRunner.memoryPlan(ScaleRunner.sizes(dev.peregrine.bench.result.Profile.FULL),
        java.util.regex.Pattern.compile("^Scale/memory/")).size());
    // 0.3 s a JVM and 25 us a record, rounded down per JVM: 100, 1,000, 10,000 and twice 100,000 records.
    assertEquals(112 * 300 + 16 * (2 + 25 + 250 + 2_500 + 2_500), millis(memory, SuiteEstimate.SCALE_MEMORY));
    assertEquals(List.of(SuiteEstimate.COLD_START),
        names(SuiteEstimate.phases(options("--cold-start-only"), 1, 0, 180, 0)));
    assertEquals(List.of(SuiteEstimate.TYPES), names(SuiteEstimate.phases(options("--only",
        "^Types/UUID/(peregrine|fastjson2)$"), 1, 0, 0, 0)));
  }

  @Test
  void aTypeMatrixOfFewerCellsTakesLess() {
    TypeMatrixRunner.Settings quick = TypeMatrixRunner.settings(dev.peregrine.bench.result.Profile.QUICK);
    long all = SuiteEstimate.typeMatrix(quick, null);
    long two = SuiteEstimate.typeMatrix(quick, java.util.regex.Pattern.compile("^Types/UUID/(peregrine|fastjson2)$"));
    // One type of two libraries: a JVM, one type's checks, 8 cells of 1,200 calls, 90 ms of rounds and 12 ms of
    // settling.
    assertEquals(1500 + 60 + 8 * (7 + 90 + 12), two);
    assertTrue(all > 50 * two, all + " against " + two);
  }
}
