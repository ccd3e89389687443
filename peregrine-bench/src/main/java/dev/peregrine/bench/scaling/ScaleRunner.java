package dev.peregrine.bench.scaling;

import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.scaling.ScaleResults;
import dev.peregrine.bench.scaling.ScaleData;
import dev.peregrine.bench.scaling.ScaleProbe;
import dev.peregrine.bench.peer.Peers;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import dev.peregrine.bench.run.TimeLeft;
import dev.peregrine.bench.run.JvmOptions;
import dev.peregrine.bench.run.SuiteEstimate;
import dev.peregrine.bench.run.ChildJvm;

/**
 * JsonPerformanceVS's scaling experiment: {@link ScaleProbe} in fresh JVMs through {@link ChildJvm}, one at a time,
 * after everything else but the streaming JVMs. Three parts, each with its {@code --only} names:
 * {@code Scale/cold/DIRECTION/LIBRARY} (JsonPerformanceVS's method, a JVM per run, the series in turns as the
 * cold-start JVMs run), {@code Scale/warm/LIBRARY} (one JVM per library times every size both ways) and
 * {@code Scale/memory/DIRECTION/LIBRARY} (a JVM per run under a given heap, the library's stream API).
 */
public final class ScaleRunner {
  /**
   * What a profile measures. Cold: {@code coldSizes} x {@code coldRuns} JVMs per series and variant; warm:
   * {@code warmSizes} with a warmup and iterations of {@link dev.peregrine.bench.peers.WarmTimer}; memory:
   * {@code memorySizes} under -Xmx1g, and {@code smallHeapSizes} also under -Xmx256m.
   */
  public record Sizes(List<Integer> coldSizes, int coldRuns, List<String> variants, List<Integer> warmSizes,
      long warmupMillis, int iterations, long iterationMillis, List<Integer> memorySizes,
      List<Integer> smallHeapSizes) {
    public String describe() {
      StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "cold: %s records, %d fresh JVMs per "
          + "library, direction and size (%s sample%s); ", join(coldSizes), coldRuns, String.join(" and ", variants),
          variants.size() > 1 ? "s" : ""));
      b.append(warmSizes.isEmpty() ? "warm: not run; " : String.format(Locale.ROOT, "warm: %s records, every "
          + "case in turns, then %d ms warmup and %d x %d ms per size and direction, one JVM per library%s; ",
          join(warmSizes), warmupMillis, iterations, iterationMillis, variants.size() > 1 ? " and variant (the "
          + "different-sample JVMs go round 8 samples of a size up to 1,000 records, 2 at 10,000, 1 above)" : ""));
      b.append(memorySizes.isEmpty() ? "memory: not run" : "memory: " + join(memorySizes) + " records under -Xmx"
          + LARGE_HEAP + (smallHeapSizes.isEmpty() ? "" : ", " + join(smallHeapSizes) + " also under -Xmx"
          + SMALL_HEAP));
      return b.toString();
    }

    private static String join(List<Integer> sizes) {
      return String.join(", ", sizes.stream().map(s -> String.format(Locale.ROOT, "%,d", s)).toList());
    }
  }

  public static final String LARGE_HEAP = "1g";
  public static final String SMALL_HEAP = "256m";
  public static final List<String> DIRECTIONS = List.of("write", "read");

  /**
   * Smoke: 10 records, one cold JVM per series, nothing else (CI only sees that it runs, ~10 s). Quick: 1, 100
   * and 10,000 records, one cold JVM per point (a first look: JsonPerformanceVS's method needs the full profile's 20),
   * warm and memory at reduced sizes, about 2 minutes in all on a quiet machine, so that the whole quick
   * profile keeps to its budget. Full: JsonPerformanceVS's sizes, 1 to 100,000 records (about 1 KB to
   * 100 MB), 20 JVMs per series and both variants, 100,000 records also under -Xmx256m.
   */
  public static Sizes sizes(Profile profile) {
    return switch (profile) {
      case SMOKE -> new Sizes(List.of(10), 1, List.of("same"), List.of(), 0, 0, 0, List.of(), List.of());
      case QUICK -> new Sizes(List.of(1, 100, 10_000), 1, List.of("same"), List.of(1, 100, 10_000), 200, 5, 50,
          List.of(10_000), List.of());
      case FULL -> new Sizes(List.of(1, 10, 100, 1_000, 10_000, 100_000), 20, List.of("same", "different"),
          List.of(1, 10, 100, 1_000, 10_000, 100_000), 2000, 5, 1000, List.of(1, 10, 100, 1_000, 10_000, 100_000),
          List.of(100_000));
    };
  }

  /** One cold series. */
  public record ColdPlan(String direction, String library, int records, String variant) {
    String name() {
      return "Scale/cold/" + direction + "/" + library;
    }
  }

  /** One memory run. */
  public record MemoryPlan(String direction, String library, int records, String heap) {
    String name() {
      return "Scale/memory/" + direction + "/" + library;
    }
  }

  public static List<ColdPlan> coldPlan(Sizes sizes, Pattern only) {
    List<ColdPlan> plan = new ArrayList<>();
    for (String variant : sizes.variants()) {
      for (int records : sizes.coldSizes()) {
        for (String direction : DIRECTIONS) {
          for (String library : Peers.with(Peers.Use.SCALE, Peers.Use.SCALE_PUBLISHED)) {
            ColdPlan p = new ColdPlan(direction, library, records, variant);
            if (only == null || only.matcher(p.name()).find()) {
              plan.add(p);
            }
          }
        }
      }
    }
    return plan;
  }

  public static List<String> warmPlan(Sizes sizes, Pattern only) {
    if (sizes.warmSizes().isEmpty()) {
      return List.of();
    }
    return Peers.with(Peers.Use.SCALE, Peers.Use.SCALE_PUBLISHED).stream().filter(l -> only == null || only.matcher("Scale/warm/" + l).find()).toList();
  }

  public static List<MemoryPlan> memoryPlan(Sizes sizes, Pattern only) {
    List<MemoryPlan> plan = new ArrayList<>();
    for (int records : sizes.memorySizes()) {
      for (String heap : sizes.smallHeapSizes().contains(records) ? List.of(SMALL_HEAP, LARGE_HEAP)
          : List.of(LARGE_HEAP)) {
        for (String direction : DIRECTIONS) {
          for (String library : Peers.with(Peers.Use.SCALE, Peers.Use.SCALE_PUBLISHED)) {
            MemoryPlan p = new MemoryPlan(direction, library, records, heap);
            if (only == null || only.matcher(p.name()).find()) {
              plan.add(p);
            }
          }
        }
      }
    }
    return plan;
  }

  /** Whether anything of the experiment runs under {@code only}. */
  public static boolean selected(Sizes sizes, Pattern only) {
    return !coldPlan(sizes, only).isEmpty() || !warmPlan(sizes, only).isEmpty()
        || !memoryPlan(sizes, only).isEmpty();
  }

  /** The JVMs the experiment starts under {@code only}, for the progress line and the estimate. */
  public static int jvms(Sizes sizes, Pattern only) {
    return coldPlan(sizes, only).size() * sizes.coldRuns() + warmPlan(sizes, only).size() * sizes.variants().size()
        + memoryPlan(sizes, only).size();
  }

  private final String classPath;
  private final Path logs;
  private final Sizes sizes;
  private final Pattern only;
  private int done;
  private int planned;
  private long startedNanos;
  private TimeLeft clock;
  private int partDone;
  private int partPlanned;

  public ScaleRunner(String classPath, Path logs, Sizes sizes, Pattern only) {
    this.classPath = classPath;
    this.logs = logs;
    this.sizes = sizes;
    this.only = only;
  }

  /** From now on the progress lines give the whole run's time left from {@code clock}, not only this part's. */
  public ScaleRunner clock(TimeLeft clock) {
    this.clock = clock;
    return this;
  }

  /** Runs every part the plan holds on {@code jdk} into {@code results}. */
  public void run(Results.Jdk jdk, ScaleResults results) throws IOException {
    results.jdk = jdk.label();
    results.plan = sizes.describe();
    planned = jvms(sizes, only);
    startedNanos = System.nanoTime();
    System.out.printf(Locale.ROOT, "JsonPerformanceVS (Scale): %d JVMs one at a time; %s%n", planned, sizes.describe());
    long t0 = System.nanoTime();
    part(SuiteEstimate.SCALE_COLD, coldPlan(sizes, only).size() * sizes.coldRuns());
    cold(jdk, results);
    long t1 = System.nanoTime();
    part(SuiteEstimate.SCALE_WARM, warmPlan(sizes, only).size() * sizes.variants().size());
    warm(jdk, results);
    long t2 = System.nanoTime();
    part(SuiteEstimate.SCALE_MEMORY, memoryPlan(sizes, only).size());
    memory(jdk, results);
    System.out.printf(Locale.ROOT, "JsonPerformanceVS: cold %s, warm %s, memory %s%n",
        TimeLeft.format((t1 - t0) / 1_000_000_000), TimeLeft.format((t2 - t1) / 1_000_000_000),
        TimeLeft.format((System.nanoTime() - t2) / 1_000_000_000));
  }

  private void cold(Results.Jdk jdk, ScaleResults results) throws IOException {
    List<ColdPlan> plan = coldPlan(sizes, only);
    int n = plan.size();
    List<List<Long>> nanos = new ArrayList<>();
    long[] bytes = new long[n];
    String[] reasons = new String[n];
    Path log = logFile(jdk, "cold");
    for (int i = 0; i < n; i++) {
      nanos.add(new ArrayList<>());
    }
    for (int round = 0; round < sizes.coldRuns(); round++) {
      for (int i = 0; i < n; i++) {
        ColdPlan p = plan.get(i);
        if (reasons[i] != null) {
          continue;
        }
        long seed = p.variant().equals("same") ? ScaleData.SAME_SEED : 1000 + round;
        List<String> command = command(jdk, JvmOptions.FORK_JVM_ARGS, "cold", p.direction(), p.library(),
            String.valueOf(p.records()), String.valueOf(seed));
        if (round == 0) {
          command.add("--check");
        }
        progress(p.name() + " · " + String.format(Locale.ROOT, "%,d", p.records()) + " records · " + p.variant()
            + " · run " + (round + 1) + "/" + sizes.coldRuns());
        ChildJvm.Outcome o = ChildJvm.run(command, 600, log, String.join(" ", command.subList(
            command.indexOf(ScaleProbe.class.getName()), command.size())));
        Map<String, String> line = resultLine(o, "cold " + p.direction() + " ");
        if (line == null) {
          reasons[i] = failure(o, log);
          System.out.println("  ERROR: " + reasons[i]);
          continue;
        }
        nanos.get(i).add(Long.parseLong(line.get("nanos")));
        bytes[i] = Long.parseLong(line.get("bytes"));
      }
    }
    for (int i = 0; i < n; i++) {
      ColdPlan p = plan.get(i);
      results.cold.add(new ScaleResults.Cold(p.direction(), p.library(), p.records(), p.variant(),
          List.copyOf(nanos.get(i)), bytes[i], reasons[i]));
    }
  }

  private void warm(Results.Jdk jdk, ScaleResults results) throws IOException {
    String sizeList = String.join(",", sizes.warmSizes().stream().map(String::valueOf).toList());
    for (String variant : sizes.variants()) {
      for (String library : warmPlan(sizes, only)) {
        warm(jdk, results, sizeList, library, variant);
      }
    }
  }

  /** One warm JVM: {@code library} at every size both ways, on the same sample or going round different ones. */
  private void warm(Results.Jdk jdk, ScaleResults results, String sizeList, String library, String variant)
      throws IOException {
    Path log = logFile(jdk, "warm-" + library + (variant.equals("same") ? "" : "-" + variant));
    List<String> command = command(jdk, JvmOptions.FORK_JVM_ARGS, "warm", library, sizeList,
        String.valueOf(sizes.warmupMillis()), String.valueOf(sizes.iterations()),
        String.valueOf(sizes.iterationMillis()), variant);
    progress("Scale/warm/" + library + " · " + sizeList + " records, write and read · " + variant + " sample");
    ChildJvm.Outcome o = ChildJvm.run(command, 900, log, String.join(" ", command));
    List<ScaleResults.Warm> found = new ArrayList<>();
    for (String s : o.output().split("\n")) {
      Map<String, String> v = fields(s.strip(), ScaleProbe.PREFIX + "warm ");
      if (v != null) {
        found.add(new ScaleResults.Warm(v.get("direction"), library, Integer.parseInt(v.get("records")),
            Double.parseDouble(v.get("nsPerOp")), Double.parseDouble(v.get("minNsPerOp")),
            Double.parseDouble(v.get("maxNsPerOp")), null, v.getOrDefault("variant", "same")));
      }
    }
    results.warm.addAll(found);
    if (!o.exited() || o.status() != 0) {
      String reason = failure(o, log);
      System.out.println("  ERROR: " + reason);
      for (String direction : DIRECTIONS) {
        for (int records : sizes.warmSizes()) {
          if (found.stream().noneMatch(w -> w.direction().equals(direction) && w.records() == records)) {
            results.warm.add(new ScaleResults.Warm(direction, library, records, Double.NaN, Double.NaN,
                Double.NaN, reason, variant));
          }
        }
      }
    }
  }

  private void memory(Results.Jdk jdk, ScaleResults results) throws IOException {
    List<MemoryPlan> plan = memoryPlan(sizes, only);
    if (plan.isEmpty()) {
      return;
    }
    Path dir = Files.createTempDirectory("peregrine-scale");
    Map<Integer, Path> inputs = new LinkedHashMap<>();
    Path log = logFile(jdk, "memory");
    try {
      for (MemoryPlan p : plan) {
        Path file;
        if (p.direction().equals("read")) {
          file = inputs.get(p.records());
          if (file == null) {
            file = dir.resolve("sample-" + p.records() + ".json");
            Files.writeString(file, ScaleData.json(ScaleData.sample(p.records(), ScaleData.SAME_SEED)),
                StandardCharsets.UTF_8);
            inputs.put(p.records(), file);
          }
        } else {
          file = dir.resolve("out.json");
        }
        List<String> jvm = List.of("-Xmx" + p.heap(), "-XX:+ExitOnOutOfMemoryError");
        List<String> command = command(jdk, jvm, "memory", p.direction(), p.library(),
            String.valueOf(p.records()), String.valueOf(ScaleData.SAME_SEED), file.toString());
        progress(p.name() + " · " + String.format(Locale.ROOT, "%,d", p.records()) + " records · -Xmx" + p.heap());
        ChildJvm.Outcome o = ChildJvm.run(command, 900, log, String.join(" ", command.subList(
            command.indexOf(ScaleProbe.class.getName()), command.size())));
        Map<String, String> v = resultLine(o, "memory " + p.direction() + " ");
        if (v != null) {
          results.memory.add(new ScaleResults.Memory(p.direction(), p.library(), p.records(), p.heap(), "completes",
              Long.parseLong(v.get("bytes")), Double.parseDouble(v.get("seconds")),
              Double.parseDouble(v.get("peakHeapMB")), Double.parseDouble(v.get("heapBeforeMB")),
              Double.parseDouble(v.get("allocPerRecord")), null));
          System.out.printf(Locale.ROOT, "  peak heap %s MB, %s bytes allocated per record%n", v.get("peakHeapMB"),
              v.get("allocPerRecord"));
        } else {
          boolean oom = o.output().contains("OutOfMemoryError");
          boolean generated = o.output().contains(ScaleProbe.PREFIX + "generated");
          String outcome = !oom ? "ERROR" : generated ? "FAILED" : "sample does not fit";
          String reason = oom ? "out of memory at -Xmx" + p.heap() : failure(o, log);
          results.memory.add(new ScaleResults.Memory(p.direction(), p.library(), p.records(), p.heap(), outcome,
              0, Double.NaN, Double.NaN, Double.NaN, Double.NaN, reason));
          System.out.println("  " + outcome + ": " + reason);
        }
        Files.deleteIfExists(dir.resolve("out.json"));
      }
    } finally {
      for (Path f : inputs.values()) {
        Files.deleteIfExists(f);
      }
      Files.deleteIfExists(dir.resolve("out.json"));
      Files.deleteIfExists(dir);
    }
  }

  private List<String> command(Results.Jdk jdk, List<String> jvmArgs, String... args) {
    List<String> command = new ArrayList<>();
    command.add(jdk.javaPath());
    command.addAll(jvmArgs);
    command.addAll(List.of("-cp", classPath, ScaleProbe.class.getName()));
    command.addAll(List.of(args));
    return command;
  }

  private Path logFile(Results.Jdk jdk, String part) throws IOException {
    Path log = logs.resolve(("scale-" + jdk.version() + "-" + part).replaceAll("[^A-Za-z0-9._-]", "_") + ".log");
    Files.deleteIfExists(log);
    return log;
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
    long elapsed = (System.nanoTime() - startedNanos) / 1_000_000;
    long perJvm = done > 3 ? elapsed / (done - 1) : 800;
    System.out.printf(Locale.ROOT, "[scale %d/%d] %s · %s left%n", done, planned, what, clock != null
        ? clock.left(partDone - 1, partPlanned) : "~" + TimeLeft.format((planned - done + 1) * perJvm / 1000));
  }

  /** The fields of the probe's result line starting with {@code kind}, or null when the JVM printed none. */
  public static Map<String, String> resultLine(ChildJvm.Outcome o, String kind) {
    if (!o.exited() || o.status() != 0) {
      return null;
    }
    for (String s : o.output().split("\n")) {
      Map<String, String> v = fields(s.strip(), ScaleProbe.PREFIX + kind);
      if (v != null) {
        return v;
      }
    }
    return null;
  }

  /**
   * {@code key=value} fields of {@code line} after {@code prefix}, with the word after the prefix's last word
   * as "direction" when it has none; null when the line does not start with the prefix.
   */
  public static Map<String, String> fields(String line, String prefix) {
    if (!line.startsWith(prefix)) {
      return null;
    }
    Map<String, String> values = new LinkedHashMap<>();
    for (String field : line.substring(prefix.length()).strip().split("\\s+")) {
      int eq = field.indexOf('=');
      if (eq > 0) {
        values.put(field.substring(0, eq), field.substring(eq + 1));
      } else if (!field.isEmpty()) {
        values.putIfAbsent("direction", field);
      }
    }
    return values;
  }

  private static String failure(ChildJvm.Outcome o, Path log) {
    if (!o.exited()) {
      return "no answer in time (log: " + log + ")";
    }
    for (String s : o.output().split("\n")) {
      if (s.startsWith(ScaleProbe.PREFIX + "error ") || s.startsWith("demo error ")) {
        return s.substring(s.indexOf("error ") + 6).strip();
      }
    }
    if (o.output().contains("OutOfMemoryError")) {
      return "out of memory";
    }
    return "exit status " + o.status() + ": " + ChildJvm.failureIn(log) + " (log: " + log + ")";
  }

  public static String failureOf(ChildJvm.Outcome o, Path log) {
    return failure(o, log);
  }
}
