package dev.peregrine.bench.run;

import dev.peregrine.bench.peer.Peer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.coldstart.ColdStartRunner;
import dev.peregrine.bench.eishay.EishayExperiment;
import dev.peregrine.bench.experiment.Experiment;
import dev.peregrine.bench.experiment.ExperimentRun;
import dev.peregrine.bench.experiment.Experiments;
import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.scaling.ScaleRunner;
import dev.peregrine.bench.service.ServiceRunner;
import dev.peregrine.bench.typematrix.TypeMatrixRunner;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The estimate is the sum of the experiments' own: it counts every phase a run will do, and only those. */
class SuiteEstimateTest {
  @TempDir Path dir;

  private SuiteOptions options(String... args) {
    List<String> all = new ArrayList<>(List.of(args));
    all.addAll(List.of("--out", dir.resolve("out").toString()));
    return SuiteOptions.parse(all.toArray(String[]::new));
  }

  /**
   * The phases of a run of {@code options} on {@code jdks} JDKs (a 17 first, then 25s), every experiment planned
   * but the Eishay scenarios, whose checks are taken as passed for {@code jmhRuns} JMH runs.
   */
  private static List<TimeLeft.Phase> phases(SuiteOptions options, int jdks, long jmhRuns) throws Exception {
    Results results = new Results(options.profile());
    for (int i = 0; i < jdks; i++) {
      results.jdks.add(new Results.Jdk("/jdk" + i + "/bin/java", i == 0 ? "17.0.15" : "25.0.3", "vm"));
    }
    ExperimentRun run = new ExperimentRun(options, results, "");
    List<Experiment> experiments = new ArrayList<>(Experiments.all());
    experiments.set(0, EishayExperiment.planned(jmhRuns));
    for (Experiment e : experiments) {
      if (e.selected(options)) {
        e.plan(run);
      }
    }
    return SuiteEstimate.phases(experiments, run);
  }

  private static List<String> names(List<TimeLeft.Phase> phases) {
    return phases.stream().map(TimeLeft.Phase::name).toList();
  }

  private static long millis(List<TimeLeft.Phase> phases, String name) {
    return phases.stream().filter(p -> p.name().equals(name)).mapToLong(TimeLeft.Phase::millis).sum();
  }

  /** The quick profile's cold-start JVMs on one JDK: its JSON libraries (and gson), both ways, its runs each. */
  private long quickColdJvms() {
    SuiteOptions quick = options();
    long libraries = ColdStartRunner.plan(dev.peregrine.bench.peer.Peers.ids().stream()
        .filter(id -> dev.peregrine.bench.peer.Peers.kind(id) == dev.peregrine.bench.peer.Peer.Kind.JSON
            && !quick.profile().coldStartSkipped.contains(id) && (quick.runs(id) || id.equals("gson")))
        .toList(), null).size();
    return libraries * quick.coldStartRuns();
  }

  @Test
  void theQuickProfileCountsEveryExperimentInTheOrderTheyRun() throws Exception {
    // The quick run of 2026-11-26: 57 JMH runs, 180 cold-start JVMs, one JDK (17: no run without Unsafe).
    List<TimeLeft.Phase> phases = phases(options(), 1, 57);
    assertEquals(List.of(SuiteEstimate.BENCHMARKS, SuiteEstimate.TYPES, SuiteEstimate.COLD_START,
        SuiteEstimate.SERIALIZERS, SuiteEstimate.XSON, SuiteEstimate.SCALE_COLD, SuiteEstimate.SCALE_WARM,
        SuiteEstimate.SCALE_MEMORY, SuiteEstimate.DEMO_LOOP, SuiteEstimate.DEMO_WARM, SuiteEstimate.SERVICE,
        SuiteEstimate.STREAM), names(phases));
    // The service experiment came after that run: its own estimate (its server JVMs) is left out of the comparison.
    long service = millis(phases, SuiteEstimate.SERVICE);
    assertEquals(ServiceRunner.jvms(ServiceRunner.settings(Profile.QUICK), null)
        * ServiceRunner.millisPerJvm(ServiceRunner.settings(Profile.QUICK)), service);
    // The cold-start JVMs as the profile plans them today, against the 180 of that run.
    long cold = quickColdJvms();
    assertEquals(cold * SuiteEstimate.COLD_START_JVM_MILLIS, millis(phases, SuiteEstimate.COLD_START));
    long total = phases.stream().mapToLong(TimeLeft.Phase::millis).sum() - service
        - (cold - 180) * SuiteEstimate.COLD_START_JVM_MILLIS;
    // That run took 10m30s after its build, about 10 s of it checks before the estimate; the typed documents,
    // added to the type matrix since, about 80 s more; the binary experiments' warmup until the JIT is quiet,
    // since, about 110 s more; Fory JSON and Jackson 3 in JsonPerformanceVS, DemoResponse, streaming and the
    // type matrix, since, about 130 s more: within 15%. (A whole quick run of that content on a fresh clone took
    // 18m16s after its build against ~22m04s estimated up front: the estimate runs high, on the safe side.)
    assertTrue(Math.abs(total - 940_000) < 0.15 * 940_000, "estimate " + total + " ms");
    assertEquals(57 * (2500 + SuiteEstimate.FORK_OVERHEAD_MILLIS), millis(phases, SuiteEstimate.BENCHMARKS));
  }

  @Test
  void aSecondJdkDoublesWhatRunsOnEveryJdk() throws Exception {
    List<TimeLeft.Phase> one = phases(options(), 1, 57);
    List<TimeLeft.Phase> two = phases(options(), 2, 114);
    for (String each : List.of(SuiteEstimate.BENCHMARKS, SuiteEstimate.TYPES, SuiteEstimate.COLD_START,
        SuiteEstimate.STREAM)) {
      assertEquals(2 * millis(one, each), millis(two, each), each);
    }
    // The check without Unsafe: every library once on the JDK 25, none on the 17.
    long libraries = dev.peregrine.bench.unsafedenied.NoUnsafe.plan(dev.peregrine.bench.peer.Peers.ids(), null)
        .size();
    assertEquals(libraries * SuiteEstimate.NO_UNSAFE_JVM_MILLIS, millis(two, SuiteEstimate.NO_UNSAFE));
    assertEquals(0, millis(one, SuiteEstimate.NO_UNSAFE));
    // JsonPerformanceVS, DemoResponse and the binary experiments run on one JDK only.
    assertEquals(millis(one, SuiteEstimate.DEMO_WARM), millis(two, SuiteEstimate.DEMO_WARM));
    assertEquals(millis(one, SuiteEstimate.SERIALIZERS), millis(two, SuiteEstimate.SERIALIZERS));
    assertEquals(millis(one, SuiteEstimate.XSON), millis(two, SuiteEstimate.XSON));
  }

  @Test
  void onlyWhatOnlySelectsIsCounted() throws Exception {
    assertEquals(List.of(SuiteEstimate.DEMO_LOOP, SuiteEstimate.DEMO_WARM),
        names(phases(options("--profile", "full", "--only", "^Demo/"), 1, 0)));
    List<TimeLeft.Phase> memory = phases(options("--profile", "full", "--only", "^Scale/memory/"), 1, 0);
    assertEquals(List.of(SuiteEstimate.SCALE_MEMORY), names(memory));
    // Six sizes under -Xmx1g and 100,000 records under -Xmx256m too, both ways, ten libraries: 140 JVMs.
    assertEquals(140, ScaleRunner.memoryPlan(ScaleRunner.sizes(Profile.FULL),
        Pattern.compile("^Scale/memory/")).size());
    // 0.3 s a JVM and 25 us a record, rounded down per JVM: 100, 1,000, 10,000 and twice 100,000 records.
    assertEquals(140 * 300 + 20 * (2 + 25 + 250 + 2_500 + 2_500), millis(memory, SuiteEstimate.SCALE_MEMORY));
    assertEquals(List.of(SuiteEstimate.COLD_START), names(phases(options("--cold-start-only"), 1, 0)));
    assertEquals(List.of(SuiteEstimate.TYPES), names(phases(options("--only",
        "^Types/UUID/(peregrine|fastjson2)$"), 1, 0)));
    // The two experiments that share the binary runner each count their own names.
    assertEquals(List.of(SuiteEstimate.XSON), names(phases(options("--only", "^Xson/cycles/"), 1, 0)));
    assertEquals(List.of(SuiteEstimate.SERIALIZERS), names(phases(options("--only", "^Serializers/kryo$"), 1, 0)));
  }

  @Test
  void aTypeMatrixOfFewerCellsTakesLess() {
    TypeMatrixRunner.Settings quick = TypeMatrixRunner.settings(Profile.QUICK);
    long all = SuiteEstimate.typeMatrix(quick, null);
    long two = SuiteEstimate.typeMatrix(quick, Pattern.compile("^Types/UUID/(peregrine|fastjson2)$"));
    // One type of two libraries: a JVM, one type's checks, 8 cells of 1,200 calls, 90 ms of rounds and 12 ms of
    // settling.
    assertEquals(1500 + 60 + 8 * (7 + 90 + 12), two);
    assertTrue(all > 50 * two, all + " against " + two);
  }
}
