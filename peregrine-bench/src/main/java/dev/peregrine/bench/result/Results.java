package dev.peregrine.bench.result;

import dev.peregrine.Creator;
import dev.peregrine.Property;
import dev.peregrine.bench.peer.Peer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import dev.peregrine.bench.jvmserializers.BinaryResults;
import dev.peregrine.bench.service.ServiceResults;
import dev.peregrine.bench.demoresponse.DemoResults;
import dev.peregrine.bench.scaling.ScaleResults;
import dev.peregrine.bench.eishay.TurnSeries;

/** Everything one run of the suite found, as the report renderers read it. */
public final class Results {

  public enum Status {
    MEASURED,
    NOT_APPLICABLE,
    ERROR
  }

  /**
   * A JDK the benchmarks forked, with the version it reported. {@code machine} is empty in a run's own results;
   * a merge of several runs names each JDK's machine there, so that one column per machine x JDK gets a label
   * of its own ("Xeon Platinum 8375C · JDK 17.0.13").
   */
  public record Jdk(String javaPath, String version, String vm, String machine) {
    public Jdk(String javaPath, String version, String vm) {
      this(javaPath, version, vm, "");
    }

    public String label() {
      return machine == null || machine.isEmpty() ? "JDK " + version : machine + " · JDK " + shortVersion();
    }

    /** The JDK as a row or column of a table of JDKs: its version in one run; its machine and version in a merge. */
    public String column() {
      return machine == null || machine.isEmpty() ? version : label();
    }

    /** The version without its build ("17.0.15+6-Debian-1deb12u1" is "17.0.15"), for a merge's labels. */
    public String shortVersion() {
      return version == null ? "?" : version.replaceFirst("[+-].*$", "");
    }
  }

  public record LibraryInfo(String id, Peer.Kind kind, String artifact, String version, String settings) {}

  public record ScenarioInfo(String name, String description, Peer.Kind kind, String baseline) {}

  /**
   * The outcome of one (scenario, library, JDK): a score with its error, or the reason there is none. With
   * several forks, {@code forkScores} holds each fork's own score in the order they ran (the suite runs a
   * scenario's libraries in turns, so fork k of each library ran in the same stretch); empty otherwise.
   */
  public record Cell(
      String scenario,
      String library,
      String jdk,
      Status status,
      double score,
      double error,
      int outputBytes,
      String reason,
      List<String> notes,
      List<Double> forkScores) {

    public Cell(String scenario, String library, String jdk, Status status, double score, double error,
        int outputBytes, String reason, List<String> notes) {
      this(scenario, library, jdk, status, score, error, outputBytes, reason, notes, List.of());
    }
  }

  /**
   * One cold-start series: the timings of one direction ("write", "read", or "empty" for the bare JVM
   * baseline) by one library on one JDK, one sample per fresh JVM, in the order the JVMs ran. {@code nanos}
   * is the time measured inside {@code main}; {@code wallNanos} the whole process as the suite saw it
   * (start, the work, exit). ERROR with the reason when a JVM failed; its samples are then not reported.
   */
  public record ColdStartSeries(
      String direction,
      String library,
      String jdk,
      Status status,
      List<Long> nanos,
      List<Long> wallNanos,
      String reason) {

    /** The name {@code --only} matches, like a scenario pair: {@code ColdStartWrite/gson}. */
    public String name() {
      return seriesName(direction, library);
    }

    /** {@code ColdStartWrite/gson}: what {@code --only} is matched against. */
    public static String seriesName(String direction, String library) {
      return "ColdStart" + Character.toUpperCase(direction.charAt(0)) + direction.substring(1) + "/" + library;
    }
  }

  /**
   * One library in a fresh JVM that denies {@code sun.misc.Unsafe}'s memory access (the suite's
   * {@code NoUnsafe} probe): whether
   * every scenario of its family passed its check there ({@code scenarios} of them); if not, the first failure,
   * and whether the library fails the same way with Unsafe allowed (then not for want of it).
   */
  public record NoUnsafeRun(String library, String jdk, boolean runs, boolean failsAnyway, int scenarios,
      String reason) {
    /** The JVM option under test. */
    public static final String OPTION = "--sun-misc-unsafe-memory-access=deny";

    /** The first JDK feature release that knows {@link #OPTION}. */
    public static final int FIRST_JDK = 23;
  }

  /**
   * One streaming series: {@code library} reading or writing a generated array of {@code records}
   * small records ({@code bytes} of {@code format}) in fresh JVMs under {@code heap} ("64m"), one sample per
   * JVM in the order they ran. {@code direction} is "read" and "write" (element by element) or "readall" (the
   * whole array into one List). COMPLETED when every JVM finished; OUT_OF_MEMORY when one died of an
   * OutOfMemoryError under the heap (a result: the series runs no more JVMs, its samples so far are kept);
   * ERROR when the suite could not measure it; NOT_APPLICABLE when the library has no such API.
   */
  public record StreamSeries(String format, String direction, String library, String jdk, StreamOutcome outcome,
      String heap, long records, long bytes, List<StreamSample> samples, String reason) {

    /** The name {@code --only} matches: {@code Stream/json/read/peregrine}. */
    public String name() {
      return seriesName(format, direction, library);
    }

    public static String seriesName(String format, String direction, String library) {
      return "Stream/" + format + "/" + direction + "/" + library;
    }
  }

  public enum StreamOutcome {
    COMPLETED,
    OUT_OF_MEMORY,
    ERROR,
    NOT_APPLICABLE
  }

  /**
   * What one streaming JVM printed: throughput in MB/s (10^6 bytes of the document per second), the peak of
   * its heap pools in MB, and the bytes its measuring thread allocated per record.
   */
  public record StreamSample(double mbPerSecond, double seconds, double peakHeapMb, double allocatedPerRecord) {}

  /**
   * One cell of the type matrix: {@code library} doing {@code operation} (read-utf8, read-string,
   * write-utf8, write-string) on the bean of {@code type} on {@code jdk}. MEASURED with one score (ops/ms) per
   * scored round, forks one after the other; NOT_APPLICABLE or ERROR with the reason. {@code outputBytes} is
   * the size of a write's output (0 for a read).
   */
  public record TypeCell(String type, String library, String operation, String jdk, Status status,
      List<Double> scores, int outputBytes, String reason) {}

  public final Profile profile;
  /** Header lines in order: "CPU" -> "...". */
  public final Map<String, String> environment = new LinkedHashMap<>();
  public final List<Jdk> jdks = new ArrayList<>();
  public final List<LibraryInfo> libraries = new ArrayList<>();
  public final List<ScenarioInfo> scenarios = new ArrayList<>();
  public final List<Cell> cells = new ArrayList<>();
  public final List<String> warnings = new ArrayList<>();
  public final List<ColdStartSeries> coldStart = new ArrayList<>();
  public final List<NoUnsafeRun> noUnsafe = new ArrayList<>();
  public final List<StreamSeries> stream = new ArrayList<>();
  /** The jvm-serializers table and the XSON comparison's cases. */
  public final BinaryResults binary = new BinaryResults();
  public final List<TypeCell> types = new ArrayList<>();
  /**
   * The size of each corpus document the corpus scenarios and the typed documents read on {@code jdk}:
   * {@code file} ("twitter.json"), its UTF-8 bytes as read from the data folder (indented, as the file is), and
   * whether it is the suite's generated stand-in rather than the real file. One per JDK, so that a merge of runs
   * with different data keeps each column's. The throughput table in MB/s reads it.
   */
  public record CorpusSize(String file, String jdk, long bytes, boolean standIn) {}

  public final List<CorpusSize> corpusSizes = new ArrayList<>();
  /** The pattern {@code --only} restricted the run to; null when every pair of the profile ran. */
  public String only;
  /** How the type matrix was measured (forks, rounds), for its section; null when it did not run. */
  public String typesMethod;
  /** The type matrix's library settings, by id, in its order (they differ from the Eishay adapters'). */
  public final Map<String, String> typesSettings = new LinkedHashMap<>();
  /** The type matrix's typed documents that ran, by row name: what each is, in run order. */
  public final Map<String, String> typesDocuments = new LinkedHashMap<>();
  /**
   * The scenarios' turns, when the profile timed the scenario pairs that way: their ratios
   * replace the cells' scores in the rankings, "% of" columns and targets. Empty when JMH timed them.
   */
  public final List<TurnSeries> turns = new ArrayList<>();
  /** How the turns were run (JVMs, rounds), for the report; null when they did not run. */
  public String turnsMethod;
  /** JsonPerformanceVS's scaling experiment, when it ran. */
  public final ScaleResults scale = new ScaleResults();
  /** The blog's DemoResponse test, when it ran. */
  public final DemoResults demo = new DemoResults();
  /** The service experiment, when it ran. */
  public final ServiceResults service = new ServiceResults();
  /**
   * The runs this report merges ({@code ./bench --merge}), one line each: their columns, date, commit and
   * profile. Empty for the report of one run.
   */
  public final List<String> mergedRuns = new ArrayList<>();

  // @Creator and @Property: the suite is compiled without -parameters, and results.json is read back into a
  // Results by Peregrine itself (ResultsJson).
  @Creator
  public Results(@Property("profile") Profile profile) {
    this.profile = profile;
  }

  /** The size of corpus {@code file} as read on {@code jdk}, when the run recorded it. */
  public Optional<CorpusSize> corpusSize(String file, String jdk) {
    return corpusSizes.stream().filter(c -> c.file().equals(file) && c.jdk().equals(jdk)).findFirst();
  }

  public Optional<Cell> cell(String scenario, String library, String jdk) {
    for (Cell c : cells) {
      if (c.scenario.equals(scenario) && c.library.equals(library) && c.jdk.equals(jdk)) {
        return Optional.of(c);
      }
    }
    return Optional.empty();
  }

  /** The turns of (scenario, library, jdk), when the turns measured it. */
  public Optional<TurnSeries> turn(String scenario, String library, String jdk) {
    for (TurnSeries t : turns) {
      if (t.scenario().equals(scenario) && t.library().equals(library) && t.jdk().equals(jdk)) {
        return Optional.of(t);
      }
    }
    return Optional.empty();
  }

  /** {@code a} over {@code b} in the turns of {@code scenario} on {@code jdk}; empty unless both were measured so. */
  public Optional<TurnSeries.Ratio> turnRatio(String scenario, String a, String b, String jdk) {
    Optional<TurnSeries> x = turn(scenario, a, jdk);
    Optional<TurnSeries> y = turn(scenario, b, jdk);
    return x.isPresent() && y.isPresent() ? Optional.ofNullable(TurnSeries.ratio(x.get(), y.get())) : Optional.empty();
  }

  /**
   * Drops the scenarios and libraries with nothing measured or reported, as after a run restricted with
   * {@code --only}, so the report shows no empty sections and no columns of blanks.
   */
  public void dropUnused() {
    scenarios.removeIf(s -> cells.stream().noneMatch(c -> c.scenario.equals(s.name())));
    libraries.removeIf(l -> cells.stream().noneMatch(c -> c.library.equals(l.id()))
        && coldStart.stream().noneMatch(c -> c.library().equals(l.id()))
        && noUnsafe.stream().noneMatch(c -> c.library().equals(l.id()))
        && stream.stream().noneMatch(c -> c.library().equals(l.id()))
        && binary.rows.stream().noneMatch(r -> r.library().equals(l.id()))
        && types.stream().noneMatch(c -> c.library().equals(l.id()))
        && !scale.mentions(l.id()) && !demo.mentions(l.id()));
  }

  public List<LibraryInfo> librariesOf(Peer.Kind kind) {
    return libraries.stream().filter(l -> l.kind == kind).toList();
  }
}
