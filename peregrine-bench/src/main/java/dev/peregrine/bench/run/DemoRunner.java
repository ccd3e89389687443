package dev.peregrine.bench.run;

import dev.peregrine.bench.demo.DemoProbe;
import dev.peregrine.bench.result.DemoResults;
import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.peers.PeerCodecs;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Seed 004's experiment (issue 23): {@link DemoProbe} in a fresh JVM per (writer, size) through {@link ChildJvm},
 * one at a time, the writers in turns at each size. Each JVM runs the seed's loop first, then the warm timings.
 * {@code --only} names: {@code Demo/LIBRARY} ({@code Demo/hand-written} for the hand-written writer).
 */
public final class DemoRunner {
  /** What a profile measures: sizes, the loop's writes, JVMs per (writer, size), and the warm iterations. */
  public record Sizes(List<Integer> sizes, int loops, int runs, long warmupMillis, int iterations,
      long iterationMillis) {
    public String describe() {
      return String.format(Locale.ROOT, "%s entities; the seed's loop of %,d writes in %d fresh JVM%s per writer "
          + "and size%s", String.join(", ", sizes.stream().map(String::valueOf).toList()), loops, runs,
          runs == 1 ? "" : "s", warmupMillis == 0 ? "; warm: not run" : String.format(Locale.ROOT, "; warm: %d ms "
          + "warmup then %d x %d ms per operation, in the first of those JVMs after its loop", warmupMillis,
          iterations, iterationMillis));
    }
  }

  /** Every writer, the seed's "raw" last as in its table's first column. */
  public static final List<String> WRITERS;

  static {
    List<String> writers = new ArrayList<>(PeerCodecs.DEMO);
    writers.add(DemoProbe.HAND_WRITTEN);
    WRITERS = List.copyOf(writers);
  }

  /** JVM options: a heap pre-touched as the JMH forks' is ({@link JvmOptions#BENCHMARK_JVM_ARGS}), smaller. */
  static final List<String> JVM_ARGS = List.of("-Xms256m", "-Xmx256m", "-XX:+AlwaysPreTouch");

  /**
   * Smoke: 10 entities, 1,000 writes, no warm timing. Quick: 10, 100 and 300 entities, the seed's 10,000
   * writes, one JVM each, a short warm timing. Full: the seed's five sizes, 3 JVMs per writer and size.
   */
  public static Sizes sizes(Profile profile) {
    return switch (profile) {
      case SMOKE -> new Sizes(List.of(10), 1_000, 1, 0, 0, 0);
      case QUICK -> new Sizes(List.of(10, 100, 300), 10_000, 1, 200, 3, 100);
      case FULL -> new Sizes(List.of(10, 50, 100, 200, 300), 10_000, 3, 2000, 5, 1000);
    };
  }

  static List<String> plan(Pattern only) {
    return WRITERS.stream().filter(w -> only == null || only.matcher("Demo/" + w).find()).toList();
  }

  public static boolean selected(Pattern only) {
    return !plan(only).isEmpty();
  }

  public static int jvms(Sizes sizes, Pattern only) {
    return plan(only).size() * sizes.sizes().size() * sizes.runs();
  }

  private final String classPath;
  private final Path logs;
  private final Sizes sizes;
  private final Pattern only;

  public DemoRunner(String classPath, Path logs, Sizes sizes, Pattern only) {
    this.classPath = classPath;
    this.logs = logs;
    this.sizes = sizes;
    this.only = only;
  }

  public void run(Results.Jdk jdk, DemoResults results) throws IOException {
    results.jdk = jdk.label();
    results.plan = sizes.describe();
    List<String> writers = plan(only);
    int planned = jvms(sizes, only);
    int done = 0;
    long started = System.nanoTime();
    System.out.printf(Locale.ROOT, "Seed 004 (Demo): %d JVMs one at a time; %s%n", planned, sizes.describe());
    Path log = logs.resolve(("demo-" + jdk.version()).replaceAll("[^A-Za-z0-9._-]", "_") + ".log");
    Files.deleteIfExists(log);
    for (int size : sizes.sizes()) {
      int n = writers.size();
      List<List<Double>> totals = new ArrayList<>();
      int[] bytes = new int[n];
      boolean[] identical = new boolean[n];
      String[] reasons = new String[n];
      for (int i = 0; i < n; i++) {
        totals.add(new ArrayList<>());
      }
      for (int run = 0; run < sizes.runs(); run++) {
        for (int i = 0; i < n; i++) {
          String writer = writers.get(i);
          if (reasons[i] != null) {
            continue;
          }
          boolean warm = run == 0 && sizes.warmupMillis() > 0;
          List<String> command = new ArrayList<>(List.of(jdk.javaPath()));
          command.addAll(JVM_ARGS);
          command.addAll(List.of("-cp", classPath, DemoProbe.class.getName(), writer, String.valueOf(size),
              String.valueOf(sizes.loops()), String.valueOf(warm ? sizes.warmupMillis() : 0),
              String.valueOf(sizes.iterations()), String.valueOf(sizes.iterationMillis())));
          done++;
          long elapsed = (System.nanoTime() - started) / 1_000_000;
          long perJvm = done > 3 ? elapsed / (done - 1) : 2500;
          System.out.printf(Locale.ROOT, "[demo %d/%d] Demo/%s · %d entities · run %d/%d · ~%s left%n", done,
              planned, writer, size, run + 1, sizes.runs(), TimeLeft.format((planned - done + 1) * perJvm / 1000));
          ChildJvm.Outcome o = ChildJvm.run(command, 600, log, String.join(" ", command.subList(
              command.indexOf(DemoProbe.class.getName()), command.size())));
          Map<String, String> loop = null;
          for (String s : o.output().split("\n")) {
            Map<String, String> v = ScaleRunner.fields(s.strip(), DemoProbe.PREFIX + "loop ");
            if (v != null) {
              loop = v;
            }
            Map<String, String> w = ScaleRunner.fields(s.strip(), DemoProbe.PREFIX + "warm ");
            if (w != null && o.status() == 0) {
              results.warm.add(new DemoResults.Warm(w.get("direction"), writer, size,
                  Double.parseDouble(w.get("nsPerOp")), Double.parseDouble(w.get("minNsPerOp")),
                  Double.parseDouble(w.get("maxNsPerOp"))));
            }
          }
          if (loop == null || !o.exited() || o.status() != 0) {
            reasons[i] = ScaleRunner.failureOf(o, log);
            System.out.println("  ERROR: " + reasons[i]);
            continue;
          }
          totals.get(i).add(Double.parseDouble(loop.get("totalMs")));
          bytes[i] = Integer.parseInt(loop.get("bytes"));
          identical[i] = Boolean.parseBoolean(loop.get("identical"));
          System.out.printf(Locale.ROOT, "  %s ms for %,d writes%n", loop.get("totalMs"), sizes.loops());
        }
      }
      for (int i = 0; i < n; i++) {
        results.loops.add(new DemoResults.Loop(writers.get(i), size, sizes.loops(), List.copyOf(totals.get(i)),
            bytes[i], identical[i], reasons[i]));
      }
    }
  }
}
