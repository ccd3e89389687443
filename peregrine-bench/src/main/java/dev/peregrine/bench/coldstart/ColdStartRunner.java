package dev.peregrine.bench.coldstart;

import dev.peregrine.bench.peer.Peers;
import dev.peregrine.bench.coldstart.ColdStartTable;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.result.TrimmedStats;
import dev.peregrine.bench.eishay.Scenario;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import dev.peregrine.bench.run.TimeLeft;
import dev.peregrine.bench.run.ChildJvm;

/**
 * Spawns the {@link ColdStart} JVMs, one per measurement, one after another (never alongside a benchmark:
 * on 2 cores a neighbour would be measured too), and collects their timings.
 *
 * <p>The JVMs run round-robin: round 1 is one JVM for every (direction, library), then round 2, and so on, so
 * that a change in the machine's load during the run spreads over every library instead of landing on
 * whichever happened to run then. The first JVM of each series also checks its result; a series whose JVM
 * fails is ERROR and runs no more JVMs.
 */
public final class ColdStartRunner {
  /** A JVM that takes longer than this is killed and its series marked ERROR. */
  private static final long TIMEOUT_SECONDS = 120;

  /** A first guess of one cold JVM's wall time, before the run has measured its own. */
  static final long JVM_MILLIS_GUESS = 700;

  /** One series to measure: "write" or "read" (or "empty", the bare JVM) by one library. */
  public record Plan(String direction, String library) {}

  private final List<String> jvmArgs;
  private final String classPath;
  private final int runs;
  private final Path logs;
  private int done;
  private int planned;
  private long startedNanos;
  private TimeLeft clock;

  public ColdStartRunner(List<String> jvmArgs, String classPath, int runs, Path logs) {
    this.jvmArgs = jvmArgs;
    this.classPath = classPath;
    this.runs = runs;
    this.logs = logs;
  }

  /** From now on the progress lines give the whole run's time left from {@code clock}, not only this part's. */
  public ColdStartRunner clock(TimeLeft clock) {
    this.clock = clock;
    return this;
  }

  /** The series for these libraries that {@code only} lets through, plus the empty-JVM baseline. */
  public static List<Plan> plan(List<String> libraries, Pattern only) {
    List<Plan> plan = new ArrayList<>();
    for (String library : libraries) {
      for (String direction : ColdStartTable.DIRECTIONS) {
        if (only == null || only.matcher(Results.ColdStartSeries.seriesName(direction, library)).find()) {
          plan.add(new Plan(direction, library));
        }
      }
    }
    if (!plan.isEmpty()) {
      plan.add(0, new Plan("empty", "(empty JVM)"));
    }
    return plan;
  }

  /** Every series of the plan on every JDK, JDK after JDK. */
  public List<Results.ColdStartSeries> run(List<Results.Jdk> jdks, List<Plan> plan) throws IOException {
    planned = jdks.size() * plan.size() * runs;
    startedNanos = System.nanoTime();
    List<Results.ColdStartSeries> all = new ArrayList<>();
    for (Results.Jdk jdk : jdks) {
      all.addAll(run(jdk, plan));
    }
    return all;
  }

  private List<Results.ColdStartSeries> run(Results.Jdk jdk, List<Plan> plan) throws IOException {
    int n = plan.size();
    List<List<Long>> nanos = new ArrayList<>();
    List<List<Long>> walls = new ArrayList<>();
    String[] errors = new String[n];
    Path[] logFiles = new Path[n];
    for (int i = 0; i < n; i++) {
      nanos.add(new ArrayList<>());
      walls.add(new ArrayList<>());
      Plan p = plan.get(i);
      logFiles[i] = logs.resolve(("coldstart-" + jdk.version() + "-" + p.direction() + "-"
          + p.library()).replaceAll("[^A-Za-z0-9._-]", "_") + ".log");
      Files.deleteIfExists(logFiles[i]);
    }
    for (int round = 1; round <= runs; round++) {
      System.out.printf(Locale.ROOT, "[cold start round %d/%d] %d JVMs · %s · %s left%n", round, runs, n,
          jdk.label(), left());
      for (int i = 0; i < n; i++) {
        done++;
        if (errors[i] != null) {
          continue;
        }
        Plan p = plan.get(i);
        try {
          long[] sample = measure(jdk, p, round == 1, logFiles[i]);
          nanos.get(i).add(sample[0]);
          walls.get(i).add(sample[1]);
        } catch (JvmFailed e) {
          errors[i] = e.getMessage();
          System.out.printf("  %s ERROR: %s%n", Results.ColdStartSeries.seriesName(p.direction(), p.library()),
              e.getMessage());
        }
      }
    }
    List<Results.ColdStartSeries> series = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Plan p = plan.get(i);
      if (errors[i] != null) {
        series.add(new Results.ColdStartSeries(p.direction(), p.library(), jdk.label(), Results.Status.ERROR,
            List.of(), List.of(), errors[i]));
        continue;
      }
      series.add(new Results.ColdStartSeries(p.direction(), p.library(), jdk.label(), Results.Status.MEASURED,
          nanos.get(i), walls.get(i), null));
      boolean empty = p.direction().equals("empty");
      TrimmedStats.Summary s = TrimmedStats.summarize(empty ? walls.get(i) : nanos.get(i));
      System.out.printf(Locale.ROOT, "  %-30s mean %s ms, median %s ms, kept %s: %s%s%n",
          empty ? "empty JVM (process wall time)" : Results.ColdStartSeries.seriesName(p.direction(), p.library()),
          ColdStartTable.ms(s.mean()), ColdStartTable.ms(s.median()), ColdStartTable.kept(s),
          ColdStartTable.spread(s), empty ? "" : " (inside main)");
    }
    return series;
  }

  /** Runs one JVM: {nanos inside main, wall nanos of the process}. */
  private long[] measure(Results.Jdk jdk, Plan p, boolean check, Path log) throws IOException, JvmFailed {
    List<String> command = command(jdk, p, check);
    ChildJvm.Outcome run = ChildJvm.run(command, TIMEOUT_SECONDS, log,
        String.join(" ", command.subList(command.indexOf(p.direction()), command.size())));
    if (!run.exited()) {
      throw new JvmFailed("no answer within " + TIMEOUT_SECONDS + " s (log: " + log + ")");
    }
    return new long[] {parse(run.output(), p.direction(), run.status(), log), run.wallNanos()};
  }

  /** The command line of one cold-start JVM for {@code p} on {@code jdk}; {@code check} on its first round. */
  public List<String> command(Results.Jdk jdk, Plan p, boolean check) {
    List<String> command = new ArrayList<>();
    command.add(jdk.javaPath());
    command.addAll(jvmArgs);
    if (!p.direction().equals("empty")) {
      command.addAll(Peers.jvmOptions(p.library(), jdk.version()));
    }
    command.add("-cp");
    command.add(classPath);
    command.add(ColdStart.class.getName());
    command.add(p.direction());
    if (!p.direction().equals("empty")) {
      command.add(p.library());
      if (check) {
        command.add("--check");
      }
    }
    return command;
  }

  /** The nanoseconds the probe printed for this direction, or why there are none. */
  public static long parse(String output, String direction, int exitStatus, Path log) throws JvmFailed {
    for (String line : output.split("\n")) {
      String s = line.strip();
      if (s.startsWith(ColdStart.PREFIX + "error ")) {
        throw new JvmFailed(Scenario.abbreviate(s.substring((ColdStart.PREFIX + "error ").length())));
      }
      if (s.startsWith(ColdStart.PREFIX + direction + " ") && exitStatus == 0) {
        return Long.parseLong(s.substring((ColdStart.PREFIX + direction + " ").length()).strip());
      }
    }
    throw new JvmFailed("exit status " + exitStatus + ", no timing printed: " + ChildJvm.failureIn(log)
        + " (log: " + log + ")");
  }

  private String left() {
    if (clock != null) {
      return clock.left(done, planned);
    }
    long elapsed = Duration.ofNanos(System.nanoTime() - startedNanos).toMillis();
    long perJvm = done >= 5 ? elapsed / done : JVM_MILLIS_GUESS;
    return "~" + TimeLeft.format((planned - done) * perJvm / 1000);
  }

  /**
   * The raw data, as JsonPerformanceVS published its own, one line per JVM: which samples the trim kept is the
   * last column.
   */
  public static String csv(List<Results.ColdStartSeries> series) {
    StringBuilder b = new StringBuilder("jdk,direction,library,jvm,inside_main_ns,process_wall_ns,kept\n");
    for (Results.ColdStartSeries s : series) {
      if (s.status() != Results.Status.MEASURED) {
        continue;
      }
      boolean empty = s.direction().equals("empty");
      boolean[] kept = TrimmedStats.kept(empty ? s.wallNanos() : s.nanos());
      for (int i = 0; i < s.nanos().size(); i++) {
        b.append(csvField(s.jdk())).append(',').append(s.direction()).append(',').append(csvField(s.library()))
            .append(',').append(i + 1).append(',').append(empty ? "" : String.valueOf(s.nanos().get(i)))
            .append(',').append(s.wallNanos().get(i)).append(',').append(kept[i]).append('\n');
      }
    }
    return b.toString();
  }

  private static String csvField(String s) {
    return s.contains(",") || s.contains("\"") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
  }

  /** A cold JVM that crashed, printed an error or timed out. */
  public static final class JvmFailed extends Exception {
    private static final long serialVersionUID = 1L;

    JvmFailed(String message) {
      super(message);
    }
  }
}
