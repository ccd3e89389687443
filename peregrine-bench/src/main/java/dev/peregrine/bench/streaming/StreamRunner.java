package dev.peregrine.bench.streaming;

import dev.peregrine.bench.peer.NotApplicable;
import dev.peregrine.bench.peer.Peer;
import dev.peregrine.bench.peer.Peers;
import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.result.Results.StreamOutcome;
import dev.peregrine.bench.result.Results.StreamSample;
import dev.peregrine.bench.result.Results.StreamSeries;
import dev.peregrine.bench.eishay.Scenario;
import dev.peregrine.bench.streaming.SequenceBench;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import dev.peregrine.bench.run.TimeLeft;
import dev.peregrine.bench.run.ChildJvm;

/**
 * The streaming experiment: {@link SequenceBench} in a fresh JVM per measurement, under a small heap,
 * reading and writing a generated array of small records element by element ({@code -Xmx64m}), and reading it
 * whole into a List ({@code -Xmx1g}), Peregrine against Jackson (JSON, and its CBOR module) and Gson (JSON).
 *
 * <p>One JVM at a time, after the benchmarks and the other probes (on 2 cores a neighbour would be measured too),
 * round-robin as the cold-start JVMs run: round 1 is one JVM of every series of a format, then round 2, so that a
 * change of the machine's load spreads over every library. The generated files live in a temporary folder,
 * one format at a time, and are deleted when the format is done.
 *
 * <p>A JVM that dies of an OutOfMemoryError under its heap is a result, not a failure of the suite: its series is
 * marked OUT_OF_MEMORY and runs no more JVMs. The JVMs run with {@code -XX:+ExitOnOutOfMemoryError}, so that a
 * library that catches the error (or a GC at the end of its heap) cannot turn it into a slow crawl.
 */
public final class StreamRunner {
  /** How much the experiment measures in a profile; {@code runs == 0} skips it. */
  public record Sizes(long records, long readAllRecords, int runs) {}

  /** The heap of the element-by-element series: small, to show that it streams. */
  public static final String SMALL_HEAP = "64m";

  /** The heap of the whole-array series ({@code readall}). */
  public static final String LARGE_HEAP = "1g";

  /** Formats, in the order they run. */
  public static final List<String> FORMATS = List.of("json", "cbor");

  /** Directions, in the order they run and the report lists them. */
  public static final List<String> DIRECTIONS = List.of("read", "write", "readall");

  /**
   * One series to measure: {@code library} (the suite's id: peregrine, jackson, gson, fastjson2; peregrine-cbor
   * and jackson-cbor for CBOR) in {@code direction} over {@code records} records of {@code format} under
   * {@code heap}; {@code notApplicable} is why it cannot run, or null.
   */
  public record Plan(String format, String direction, String library, long records, String heap,
      String notApplicable) {
    /** What {@code --only} matches: {@code Stream/json/read/peregrine}. */
    public String name() {
      return StreamSeries.seriesName(format, direction, library);
    }

    /** The library as {@link SequenceBench} takes it: the peer's id. */
    String benchLibrary() {
      return library;
    }
  }

  /**
   * The sizes of each profile. Smoke skips the experiment (CI's run stays fast). Quick: 200,000 records (about
   * 22 MB of JSON), 3 JVMs per series, about 45 JVMs of a second or two. Full: 10,000,000
   * records (about 1.1 GB of JSON) element by element and 2,000,000 (about 228 MB) read whole, 5 JVMs per series.
   */
  public static Sizes sizes(Profile profile) {
    return switch (profile) {
      case SMOKE -> new Sizes(0, 0, 0);
      case QUICK -> new Sizes(200_000, 200_000, 3);
      case FULL -> new Sizes(10_000_000, 2_000_000, 5);
    };
  }

  /** The libraries of one (format, direction), in the order they take turns. */
  static List<String> libraries(String format, String direction) {
    Peers.Use use = switch (direction) {
      case "read" -> Peers.Use.STREAM_READ;
      case "write" -> Peers.Use.STREAM_WRITE;
      default -> Peers.Use.STREAM_READ_ALL;
    };
    Peer.Kind kind = format.equals("cbor") ? Peer.Kind.BINARY : Peer.Kind.JSON;
    return Peers.with(use).stream().filter(id -> Peers.kind(id) == kind).toList();
  }

  /** Why peer {@code id} has no part in the experiment, or null when its streaming API can take part. */
  static String notApplicable(String id) {
    try {
      Peers.create(id).sequences();
      return null;
    } catch (NotApplicable e) {
      return e.getMessage();
    } catch (Exception | LinkageError e) {
      return "cannot start: " + e;
    }
  }

  /** Every series of these sizes that {@code only} lets through, format by format. */
  public static List<Plan> plan(Sizes sizes, Pattern only) {
    List<Plan> plan = new ArrayList<>();
    if (sizes.runs() == 0) {
      return plan;
    }
    for (String format : FORMATS) {
      for (String direction : DIRECTIONS) {
        boolean whole = direction.equals("readall");
        for (String library : libraries(format, direction)) {
          Plan p = new Plan(format, direction, library, whole ? sizes.readAllRecords() : sizes.records(),
              whole ? LARGE_HEAP : SMALL_HEAP,
              notApplicable(library));
          if (only == null || only.matcher(p.name()).find()) {
            plan.add(p);
          }
        }
      }
    }
    return plan;
  }

  /**
   * The order of one format's JVMs on one JDK: round by round, every series that runs (not n/a) once per
   * round, in plan order. Each entry is {series index in {@code plan}, round from 1}.
   */
  static List<int[]> turns(List<Plan> plan, int runs) {
    List<int[]> order = new ArrayList<>();
    for (int round = 1; round <= runs; round++) {
      for (int i = 0; i < plan.size(); i++) {
        if (plan.get(i).notApplicable() == null) {
          order.add(new int[] {i, round});
        }
      }
    }
    return order;
  }

  private final String classPath;
  private final int runs;
  private final Path logs;
  private int done;
  private int planned;
  private long startedNanos;
  private TimeLeft clock;

  public StreamRunner(String classPath, int runs, Path logs) {
    this.classPath = classPath;
    this.runs = runs;
    this.logs = logs;
  }

  /** From now on the progress lines give the whole run's time left from {@code clock}, not only this part's. */
  public StreamRunner clock(TimeLeft clock) {
    this.clock = clock;
    return this;
  }

  /** Every series of the plan on every JDK; the generated files are deleted at the end, also on failure. */
  public List<StreamSeries> run(List<Results.Jdk> jdks, List<Plan> plan) throws IOException {
    planned = jdks.size() * turns(plan, runs).size();
    startedNanos = System.nanoTime();
    System.out.printf(Locale.ROOT, "Streaming: %d series, %d JVMs one at a time (%d per series per JDK)%n",
        plan.size(), planned, runs);
    List<StreamSeries> all = new ArrayList<>();
    Path dir = Files.createTempDirectory("peregrine-stream");
    try {
      for (String format : FORMATS) {
        List<Plan> ofFormat = plan.stream().filter(p -> p.format().equals(format)).toList();
        if (ofFormat.isEmpty()) {
          continue;
        }
        Map<Long, Path> inputs = inputs(dir, format, ofFormat);
        for (Results.Jdk jdk : jdks) {
          all.addAll(run(jdk, ofFormat, inputs, dir.resolve("out." + format)));
        }
        deleteAll(dir);
      }
    } finally {
      deleteAll(dir);
      Files.deleteIfExists(dir);
    }
    return all;
  }

  /** Generates (in this JVM) one input file per record count the format's read series need. */
  private static Map<Long, Path> inputs(Path dir, String format, List<Plan> plan) throws IOException {
    Map<Long, Path> inputs = new HashMap<>();
    for (Plan p : plan) {
      if (p.direction().equals("write") || p.notApplicable() != null || inputs.containsKey(p.records())) {
        continue;
      }
      Path file = dir.resolve("items-" + p.records() + "." + format);
      long start = System.nanoTime();
      SequenceBench.generate(format, file, p.records());
      System.out.printf(Locale.ROOT, "  generated %,d records of %s: %.1f MB in %.1f s%n", p.records(), format,
          Files.size(file) / 1e6, (System.nanoTime() - start) / 1e9);
      inputs.put(p.records(), file);
    }
    return inputs;
  }

  private List<StreamSeries> run(Results.Jdk jdk, List<Plan> plan, Map<Long, Path> inputs, Path out)
      throws IOException {
    int n = plan.size();
    List<List<StreamSample>> samples = new ArrayList<>();
    StreamOutcome[] outcomes = new StreamOutcome[n];
    String[] reasons = new String[n];
    long[] bytes = new long[n];
    Path[] logFiles = new Path[n];
    for (int i = 0; i < n; i++) {
      samples.add(new ArrayList<>());
      Plan p = plan.get(i);
      outcomes[i] = p.notApplicable() != null ? StreamOutcome.NOT_APPLICABLE : StreamOutcome.COMPLETED;
      reasons[i] = p.notApplicable();
      logFiles[i] = logs.resolve(("stream-" + jdk.version() + "-" + p.format() + "-" + p.direction() + "-"
          + p.library()).replaceAll("[^A-Za-z0-9._-]", "_") + ".log");
      Files.deleteIfExists(logFiles[i]);
    }
    for (int[] turn : turns(plan, runs)) {
      int i = turn[0];
      Plan p = plan.get(i);
      done++;
      if (outcomes[i] != StreamOutcome.COMPLETED) {
        continue; // a series that failed runs no more JVMs
      }
      System.out.printf(Locale.ROOT, "[stream %d/%d] %s · run %d/%d · -Xmx%s · %s · %s left%n", done, planned,
          p.name(), turn[1], runs, p.heap(), jdk.label(), left());
      Path file = p.direction().equals("write") ? out : inputs.get(p.records());
      List<String> command = command(jdk, p, file);
      long inputBytes = p.direction().equals("write") ? p.records() * 130 : Files.size(file);
      long timeout = Math.max(120, inputBytes / 5_000_000);
      ChildJvm.Outcome run = ChildJvm.run(command, timeout, logFiles[i],
          String.join(" ", command.subList(command.indexOf(SequenceBench.class.getName()) + 1, command.size())));
      try {
        if (!run.exited()) {
          throw new Failed(false, "no answer within " + timeout + " s (log: " + logFiles[i] + ")");
        }
        StreamSample s = parse(run.output(), p, run.status(), logFiles[i]);
        samples.get(i).add(s);
        bytes[i] = Files.size(file);
        System.out.printf(Locale.ROOT, "  %.1f MB/s, peak heap %.1f MB, %.0f bytes allocated per record%n",
            s.mbPerSecond(), s.peakHeapMb(), s.allocatedPerRecord());
      } catch (Failed e) {
        outcomes[i] = e.outOfMemory ? StreamOutcome.OUT_OF_MEMORY : StreamOutcome.ERROR;
        reasons[i] = e.getMessage();
        System.out.printf("  %s %s: %s%n", p.name(), e.outOfMemory ? "FAILED" : "ERROR", e.getMessage());
      }
      Files.deleteIfExists(out);
    }
    List<StreamSeries> series = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Plan p = plan.get(i);
      long size = bytes[i] > 0 ? bytes[i] : p.direction().equals("write") || inputs.get(p.records()) == null ? 0
          : Files.size(inputs.get(p.records()));
      series.add(new StreamSeries(p.format(), p.direction(), p.library(), jdk.label(), outcomes[i], p.heap(),
          p.records(), size, List.copyOf(samples.get(i)), reasons[i]));
    }
    return series;
  }

  /** The command line of one streaming JVM for {@code p} on {@code jdk}, reading or writing {@code file}. */
  List<String> command(Results.Jdk jdk, Plan p, Path file) {
    List<String> command = new ArrayList<>(List.of(jdk.javaPath(), "-Xmx" + p.heap(),
        "-XX:+ExitOnOutOfMemoryError", "-cp", classPath, SequenceBench.class.getName(), p.direction(),
        p.benchLibrary(), p.format(), file.toString()));
    if (p.direction().equals("write")) {
      command.add(String.valueOf(p.records()));
    }
    return command;
  }

  /**
   * What the JVM of {@code p} printed: its sample, or why there is none. A reader must have read every record
   * and printed the sum of their ids; an OutOfMemoryError anywhere in the output is {@link Failed#outOfMemory}.
   */
  public static StreamSample parse(String output, Plan p, int exitStatus, Path log) throws Failed {
    if (output.contains("OutOfMemoryError")) {
      throw new Failed(true, "out of memory at -Xmx" + p.heap());
    }
    String prefix = p.benchLibrary() + " " + p.format() + " " + p.direction() + " ";
    for (String line : output.split("\n")) {
      String s = line.strip();
      if (!s.startsWith(prefix) || exitStatus != 0) {
        continue;
      }
      Map<String, String> values = new LinkedHashMap<>();
      for (String field : s.substring(prefix.length()).strip().split("\\s+")) {
        int eq = field.indexOf('=');
        if (eq > 0) {
          values.put(field.substring(0, eq), field.substring(eq + 1));
        }
      }
      try {
        long records = Long.parseLong(values.get("records"));
        if (records != p.records()) {
          throw new Failed(false, p.direction() + " " + records + " records, not " + p.records());
        }
        if (!p.direction().equals("write")
            && Long.parseLong(values.get("check")) != SequenceBench.expectedCheck(records)) {
          throw new Failed(false, "the ids read do not add up: check=" + values.get("check") + ", expected "
              + SequenceBench.expectedCheck(records));
        }
        return new StreamSample(Double.parseDouble(values.get("MB/s")), Double.parseDouble(values.get("seconds")),
            Double.parseDouble(values.get("peakHeapMB")), Double.parseDouble(values.get("allocPerRecord")));
      } catch (NullPointerException | NumberFormatException e) {
        throw new Failed(false, "unreadable result line: " + Scenario.abbreviate(s));
      }
    }
    throw new Failed(false, "exit status " + exitStatus + ", no result printed: " + ChildJvm.failureIn(log)
        + " (log: " + log + ")");
  }

  private String left() {
    if (clock != null) {
      return clock.left(done - 1, planned);
    }
    long elapsed = Duration.ofNanos(System.nanoTime() - startedNanos).toMillis();
    long perJvm = done > 3 ? elapsed / (done - 1) : 1500;
    return "~" + TimeLeft.format((planned - done + 1) * perJvm / 1000);
  }

  private static void deleteAll(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) {
      return;
    }
    try (Stream<Path> files = Files.walk(dir)) {
      for (Path f : files.sorted(Comparator.reverseOrder()).toList()) {
        if (!f.equals(dir)) {
          Files.deleteIfExists(f);
        }
      }
    }
  }

  /** A streaming JVM that did not print a result: out of memory under its heap, or an error. */
  public static final class Failed extends Exception {
    private static final long serialVersionUID = 1L;
    final boolean outOfMemory;

    Failed(boolean outOfMemory, String message) {
      super(message);
      this.outOfMemory = outOfMemory;
    }

    public boolean outOfMemory() {
      return outOfMemory;
    }
  }
}
