package dev.peregrine.bench.run;

import dev.peregrine.bench.demoresponse.DemoProbe;
import dev.peregrine.bench.experiment.Experiment;
import dev.peregrine.bench.experiment.ExperimentRun;
import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.scaling.ScaleProbe;
import dev.peregrine.bench.typematrix.TypeCases;
import dev.peregrine.bench.typematrix.TypeMatrixBench;
import dev.peregrine.bench.peer.Peers;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import dev.peregrine.bench.streaming.StreamRunner;
import dev.peregrine.bench.typematrix.TypeMatrixRunner;
import dev.peregrine.bench.service.ServiceRunner;
import dev.peregrine.bench.demoresponse.DemoRunner;
import dev.peregrine.bench.scaling.ScaleRunner;

/**
 * How long each phase of a run should take, from what the run has planned (its JMH runs, JVMs, cells, sizes)
 * and a cost per unit measured on the 2-core development machine with little else running. The constants come
 * from the quick profile's run of 2026-11-26 (10m30s after a 15 s build), read from the times of its logs:
 * benchmarks 3m17s for 57 forks, type matrix 2m21s, cold start 38 s for 180 JVMs, binary experiments about
 * 1m45s, JsonPerformanceVS 1m10s (cold 21 s, warm 40 s, memory 9 s), DemoResponse 51 s, streaming 23 s for 42 JVMs.
 *
 * <p>Each experiment gives its own phases ({@link Experiment#estimate}), from the costs here; the run's estimate
 * is their sum.
 */
public final class SuiteEstimate {
  private SuiteEstimate() {}

  public static final String BENCHMARKS = "benchmarks";
  public static final String TYPES = "type matrix";
  public static final String COLD_START = "cold start";
  public static final String NO_UNSAFE = "without Unsafe";
  public static final String SERIALIZERS = "jvm-serializers";
  public static final String XSON = "XSON cases";
  public static final String SCALE_COLD = "JsonPerformanceVS cold";
  public static final String SCALE_WARM = "JsonPerformanceVS warm";
  public static final String SCALE_MEMORY = "JsonPerformanceVS memory";
  public static final String DEMO_LOOP = "DemoResponse loop";
  public static final String DEMO_WARM = "DemoResponse warm";
  public static final String SERVICE = "service";
  public static final String STREAM = "streaming";

  /**
   * A JMH fork's cost beyond its iterations: the JVM's start, pre-touching its heap, the check in the fork,
   * JMH's own bookkeeping. 0.95 s on a quiet machine (57 forks of 2.5 s of iterations in 3m17s), 1.9 s at a
   * load average of 4 (the same 57 in 4m04s, other agents building beside it), 1.3-1.4 s at a load average of 7
   * in an earlier run: the middle is taken.
   */
  public static final long FORK_OVERHEAD_MILLIS = 1300;

  /** A pair run inside the suite's JVM (smoke, forks 0): its check and JMH's setup beyond the iterations. */
  public static final long IN_JVM_OVERHEAD_MILLIS = 200;

  /**
   * One cold-start JVM: 0.21 s on average for 180 on a quiet machine (wall time of the process, as
   * cold-start.csv gives it), with a little for a busier one.
   */
  public static final long COLD_START_JVM_MILLIS = 250;

  /**
   * One JVM without Unsafe: it checks every Eishay scenario of one library (a guess from a cold-start JVM
   * plus ten checks; it runs only on a JDK of 23 or later).
   */
  public static final long NO_UNSAFE_JVM_MILLIS = 1500;

  /**
   * What every phase of a run should take, in the order the phases run: each selected experiment's estimate
   * ({@link Experiment#estimate}), after its plan, in the order of {@code experiments}.
   */
  public static List<TimeLeft.Phase> phases(List<Experiment> experiments, ExperimentRun run) {
    List<TimeLeft.Phase> phases = new ArrayList<>();
    for (Experiment e : experiments) {
      if (e.selected(run.options())) {
        for (TimeLeft.Phase p : e.estimate(run)) {
          add(phases, p.name(), p.millis());
        }
      }
    }
    return phases;
  }

  /** A phase of {@code millis}, or none when there is nothing to do. */
  public static List<TimeLeft.Phase> phase(String name, long millis) {
    return millis > 0 ? List.of(new TimeLeft.Phase(name, millis)) : List.of();
  }

  private static void add(List<TimeLeft.Phase> phases, String name, long millis) {
    if (millis > 0) {
      phases.add(new TimeLeft.Phase(name, millis));
    }
  }

  /** {@code runs} JMH runs of one fork each (0: in the suite's JVM). */
  public static long benchmarks(Profile profile, int forks, long runs) {
    return runs * perRun(profile, forks);
  }

  /** One JMH run: one fork's iterations and its overhead. */
  public static long perRun(Profile profile, int forks) {
    return profile.millisPerPair(1) + (forks > 0 ? FORK_OVERHEAD_MILLIS : IN_JVM_OVERHEAD_MILLIS);
  }

  /**
   * The type matrix on one JDK: per fork, a JVM's start (1.5 s) and per type its checks (60 ms); per cell (type,
   * library, operation) the warmup calls (about 6 us each) and its rounds. The quick profile's 38 types x 9
   * libraries x 4 operations: 143 s estimated, 141 s measured.
   */
  /** A type's own time in the type matrix, besides its cells'. */
  public static final long TYPE_MATRIX_ROW_MILLIS = 60;

  /** A (type, library, operation) cell of the type matrix: its warmup calls, warmup, settling and rounds. */
  public static long typeMatrixCellMillis(TypeMatrixRunner.Settings s) {
    return Math.min(s.warmupCalls() * 6L / 1000, 1000) + (long) s.warmupRounds() * s.warmupMillis()
        + (s.warmupRounds() > 0 ? s.roundMillis() : 0) + (long) s.rounds() * s.roundMillis();
  }

  /** A (typed document, library) cell of the type matrix: its four operations and its check. */
  public static long typeMatrixDocumentMillis(TypeMatrixRunner.Settings s) {
    return 4L * ((long) s.warmupRounds() * s.warmupMillis() + 2L * s.rounds() * s.roundMillis()) + 600;
  }

  public static long typeMatrix(TypeMatrixRunner.Settings s, Pattern only) {
    long cells = 0;
    long types = 0;
    for (TypeCases.TypeCase c : TypeCases.all()) {
      int libraries = 0;
      for (String id : Peers.with(Peers.Use.TYPES)) {
        if (only == null || only.matcher(TypeMatrixBench.seriesName(c.name(), id)).find()) {
          libraries++;
        }
      }
      cells += (long) libraries * TypeMatrixBench.OPERATIONS.size();
      types += libraries > 0 ? 1 : 0;
    }
    // The typed documents (the corpora, JsonPerformanceVS's records, the blog's DemoResponse): per cell its four
    // operations' warmup and its rounds, twice as long as a bean's, and its check, which reads and compares
    // megabytes (TypeMatrixRunner.estimateSeconds; about 80 s of the quick profile).
    int documents = TypeMatrixRunner.cells(only)[1];
    if (types == 0 && documents == 0) {
      return 0;
    }
    // Settling rounds (TypeMatrixBench.turns), half a round each: 641 in the quick profile's 184 operations (up
    // to the limit of 8 in a sixth of them, the first rows), about three and a half an operation; counted as
    // two, as the rest of this estimate runs high (15m33s estimated, 15m18s measured; 15m22s and 13m26s in two
    // later runs).
    return s.forks() * (1500 + types * TYPE_MATRIX_ROW_MILLIS + cells * typeMatrixCellMillis(s)
        + documents * typeMatrixDocumentMillis(s));
  }

  /** JsonPerformanceVS's cold JVMs: 0.3 s each and 40 us per record (generating the sample, writing or reading it). */
  public static long scaleCold(ScaleRunner.Sizes sizes, Pattern only) {
    long millis = 0;
    for (ScaleRunner.ColdPlan p : ScaleRunner.coldPlan(sizes, only)) {
      millis += sizes.coldRuns() * (300 + p.records() * 40L / 1000);
    }
    return millis;
  }

  /**
   * JsonPerformanceVS's warm JVMs, one per library and variant: 0.8 s to start and 50 us per record to build the
   * samples, the first warmup over every case ({@code PREWARM_FACTOR} x the warmup), then each size both ways, warmup
   * and iterations.
   */
  public static long scaleWarm(ScaleRunner.Sizes sizes, Pattern only) {
    long records = sizes.warmSizes().stream().mapToLong(Integer::longValue).sum();
    long perJvm = 800 + records * 50 / 1000 + ScaleProbe.PREWARM_FACTOR
        * sizes.warmupMillis() + sizes.warmSizes().size() * 2L * (sizes.warmupMillis()
        + sizes.iterations() * sizes.iterationMillis());
    return ScaleRunner.warmPlan(sizes, only).size() * sizes.variants().size() * perJvm;
  }

  /** JsonPerformanceVS's memory JVMs: 0.3 s each and 25 us per record. */
  public static long scaleMemory(ScaleRunner.Sizes sizes, Pattern only) {
    long millis = 0;
    for (ScaleRunner.MemoryPlan p : ScaleRunner.memoryPlan(sizes, only)) {
      millis += 300 + p.records() * 25L / 1000;
    }
    return millis;
  }

  /** The DemoResponse loop's JVMs: 0.3 s each and 0.4 us per entity written (10,000 writes of 300: 1.2 s). */
  public static long demoLoop(DemoRunner.Sizes sizes, Pattern only) {
    long entities = sizes.sizes().stream().mapToLong(Integer::longValue).sum();
    return DemoRunner.loopPlan(only).size() * (long) sizes.runs()
        * (300L * sizes.sizes().size() + sizes.loops() * entities * 4 / 10_000);
  }

  /**
   * The DemoResponse test's warm JVMs: 0.5 s to start, the first warmup over every case, then per size each operation's
   * warmup and iterations (four operations, two for the hand-written writer, which only writes).
   */
  public static long demoWarm(DemoRunner.Sizes sizes, Pattern only) {
    long millis = 0;
    long perCase = sizes.warmupMillis() + sizes.iterations() * sizes.iterationMillis();
    for (String writer : DemoRunner.warmPlan(sizes, only)) {
      int operations = writer.equals(DemoProbe.HAND_WRITTEN) ? 2 : 4;
      millis += 500 + ScaleProbe.PREWARM_FACTOR * sizes.warmupMillis()
          + sizes.sizes().size() * operations * perCase;
    }
    return millis;
  }

  /** The service experiment: its server JVMs, each with its start, its load JVM and its load. */
  public static long service(ServiceRunner.Settings settings, Pattern only) {
    return ServiceRunner.jvms(settings, only) * ServiceRunner.millisPerJvm(settings);
  }

  /**
   * The streaming JVMs on one JDK: 0.35 s each and the document at 80 MB/s (about 110 bytes a record), and the
   * input files generated at about 1 us per record.
   */
  public static long stream(StreamRunner.Sizes sizes, List<StreamRunner.Plan> plan) {
    long millis = 0;
    Set<String> generated = new HashSet<>();
    for (StreamRunner.Plan p : plan) {
      if (p.notApplicable() != null) {
        continue;
      }
      millis += sizes.runs() * (350 + p.records() * 110 / 80_000);
      // One input file per format and record count, as StreamRunner generates them.
      if (!p.direction().equals("write") && generated.add(p.format() + " " + p.records())) {
        millis += p.records() / 1000;
      }
    }
    return millis;
  }
}
