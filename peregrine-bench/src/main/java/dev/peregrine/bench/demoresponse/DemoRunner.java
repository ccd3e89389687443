package dev.peregrine.bench.demoresponse;

import dev.peregrine.bench.demoresponse.DemoProbe;
import dev.peregrine.bench.demoresponse.DemoResults;
import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.peer.Peers;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import dev.peregrine.bench.scaling.ScaleRunner;
import dev.peregrine.bench.run.TimeLeft;
import dev.peregrine.bench.run.JvmOptions;
import dev.peregrine.bench.run.SuiteEstimate;
import dev.peregrine.bench.run.ChildJvm;

/**
 * The blog's DemoResponse test: {@link DemoProbe} in fresh JVMs through {@link ChildJvm}, one at a time.
 * First the blog's loop, a JVM per (writer, size, run), the writers in turns at each size ({@code --only}
 * {@code Demo/loop/WRITER}); then the warm timings, one JVM per writer for every size ({@code Demo/warm/WRITER}).
 * {@code Demo/.../hand-written} is the hand-written writer.
 */
public final class DemoRunner {
  /** What a profile measures: sizes, the loop's writes, loop JVMs per (writer, size), the warm iterations. */
  public record Sizes(List<Integer> sizes, int loops, int runs, long warmupMillis, int iterations,
      long iterationMillis) {
    public String describe() {
      return String.format(Locale.ROOT, "%s entities; the blog's loop of %,d writes in %d fresh JVM%s per writer "
          + "and size%s", String.join(", ", sizes.stream().map(String::valueOf).toList()), loops, runs,
          runs == 1 ? "" : "s", warmupMillis == 0 ? "; warm: not run" : String.format(Locale.ROOT, "; warm: one "
          + "JVM per writer, every case in turns, then %d ms warmup and %d x %d ms per operation and size",
          warmupMillis, iterations, iterationMillis));
    }
  }

  /** Every writer, the blog's "raw" last. */
  public static final List<String> WRITERS;

  static {
    List<String> writers = new ArrayList<>(Peers.with(Peers.Use.DEMO, Peers.Use.DEMO_PUBLISHED));
    writers.add(DemoProbe.HAND_WRITTEN);
    WRITERS = List.copyOf(writers);
  }

  /** JVM options: a fixed heap, as the cold-start JVMs'. */
  static final List<String> JVM_ARGS = JvmOptions.FORK_JVM_ARGS;

  /**
   * Smoke: 10 entities, 1,000 writes, no warm timing. Quick: 10 and 300 entities (the blog's smallest and
   * largest), the blog's 10,000 writes, one JVM each, a short warm timing. Full: the blog's five sizes, 3 loop
   * JVMs per writer and size, 2 s of warmup per case.
   */
  public static Sizes sizes(Profile profile) {
    return switch (profile) {
      case SMOKE -> new Sizes(List.of(10), 1_000, 1, 0, 0, 0);
      case QUICK -> new Sizes(List.of(10, 300), 10_000, 1, 300, 5, 50);
      case FULL -> new Sizes(List.of(10, 50, 100, 200, 300), 10_000, 3, 2000, 5, 1000);
    };
  }

  public static List<String> loopPlan(Pattern only) {
    return WRITERS.stream().filter(w -> only == null || only.matcher("Demo/loop/" + w).find()).toList();
  }

  public static List<String> warmPlan(Sizes sizes, Pattern only) {
    return sizes.warmupMillis() == 0 ? List.of()
        : WRITERS.stream().filter(w -> only == null || only.matcher("Demo/warm/" + w).find()).toList();
  }

  public static boolean selected(Sizes sizes, Pattern only) {
    return !loopPlan(only).isEmpty() || !warmPlan(sizes, only).isEmpty();
  }

  public static int jvms(Sizes sizes, Pattern only) {
    return loopPlan(only).size() * sizes.sizes().size() * sizes.runs() + warmPlan(sizes, only).size();
  }

  private final String classPath;
  private final Path logs;
  private final Sizes sizes;
  private final Pattern only;
  private int done;
  private int planned;
  private long started;
  private TimeLeft clock;
  private int partDone;
  private int partPlanned;

  public DemoRunner(String classPath, Path logs, Sizes sizes, Pattern only) {
    this.classPath = classPath;
    this.logs = logs;
    this.sizes = sizes;
    this.only = only;
  }

  /** From now on the progress lines give the whole run's time left from {@code clock}, not only this part's. */
  public DemoRunner clock(TimeLeft clock) {
    this.clock = clock;
    return this;
  }

  public void run(Results.Jdk jdk, DemoResults results) throws IOException {
    results.jdk = jdk.label();
    results.plan = sizes.describe();
    planned = jvms(sizes, only);
    started = System.nanoTime();
    System.out.printf(Locale.ROOT, "DemoResponse (Demo): %d JVMs one at a time; %s%n", planned, sizes.describe());
    Path log = logs.resolve(("demo-" + jdk.version()).replaceAll("[^A-Za-z0-9._-]", "_") + ".log");
    Files.deleteIfExists(log);
    List<String> writers = loopPlan(only);
    part(SuiteEstimate.DEMO_LOOP, writers.size() * sizes.sizes().size() * sizes.runs());
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
          if (reasons[i] != null) {
            continue;
          }
          progress("Demo/loop/" + writers.get(i) + " · " + size + " entities · run " + (run + 1) + "/"
              + sizes.runs());
          ChildJvm.Outcome o = probe(jdk, log, "loop", writers.get(i), String.valueOf(size),
              String.valueOf(sizes.loops()));
          Map<String, String> loop = null;
          for (String s : o.output().split("\n")) {
            Map<String, String> v = ScaleRunner.fields(s.strip(), DemoProbe.PREFIX + "loop ");
            loop = v != null ? v : loop;
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
    String sizeList = String.join(",", sizes.sizes().stream().map(String::valueOf).toList());
    part(SuiteEstimate.DEMO_WARM, warmPlan(sizes, only).size());
    for (String writer : warmPlan(sizes, only)) {
      progress("Demo/warm/" + writer + " · " + sizeList + " entities");
      ChildJvm.Outcome o = probe(jdk, log, "warm", writer, sizeList, String.valueOf(sizes.warmupMillis()),
          String.valueOf(sizes.iterations()), String.valueOf(sizes.iterationMillis()));
      for (String s : o.output().split("\n")) {
        Map<String, String> w = ScaleRunner.fields(s.strip(), DemoProbe.PREFIX + "warm ");
        if (w != null) {
          results.warm.add(new DemoResults.Warm(w.get("direction"), writer, Integer.parseInt(w.get("size")),
              Double.parseDouble(w.get("nsPerOp")), Double.parseDouble(w.get("minNsPerOp")),
              Double.parseDouble(w.get("maxNsPerOp"))));
        }
      }
      if (!o.exited() || o.status() != 0) {
        String reason = ScaleRunner.failureOf(o, log);
        results.warmFailures.add("Demo/warm/" + writer + ": " + reason);
        System.out.println("  ERROR: " + reason);
      }
    }
  }

  private ChildJvm.Outcome probe(Results.Jdk jdk, Path log, String... args) throws IOException {
    List<String> command = new ArrayList<>(List.of(jdk.javaPath()));
    command.addAll(JVM_ARGS);
    command.addAll(List.of("-cp", classPath, DemoProbe.class.getName()));
    command.addAll(List.of(args));
    return ChildJvm.run(command, 600, log, String.join(" ", command.subList(
        command.indexOf(DemoProbe.class.getName()), command.size())));
  }

  /** A part of {@code jvms} JVMs begins: the clock's phase {@code phase}. */
  private void part(String phase, int jvms) {
    partDone = 0;
    partPlanned = jvms;
    if (clock != null && jvms > 0) {
      clock.begin(phase);
    }
  }

  private void progress(String what) {
    done++;
    partDone++;
    long elapsed = (System.nanoTime() - started) / 1_000_000;
    long perJvm = done > 3 ? elapsed / (done - 1) : 1500;
    System.out.printf(Locale.ROOT, "[demo %d/%d] %s · %s left%n", done, planned, what, clock != null
        ? clock.left(partDone - 1, partPlanned) : "~" + TimeLeft.format((planned - done + 1) * perJvm / 1000));
  }
}
