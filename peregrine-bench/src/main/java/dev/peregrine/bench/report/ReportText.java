package dev.peregrine.bench.report;

import dev.peregrine.bench.result.Results;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import dev.peregrine.bench.eishay.Ranking;
import dev.peregrine.bench.scaling.ScaleReport;

/** The prose and the cell wording both reports share, so the Markdown and the HTML page say the same thing. */
public final class ReportText {
  private ReportText() {}

  /** The published comparisons the report reproduces, by the titles they were published under. */
  static final String FASTJSON2_WIKI = "fastjson2's benchmark page \"fastjson_benchmark\" (its wiki, October 2022)";
  static final String FASTJSON2_README = "fastjson2's benchmark README (release 2.0.1)";
  static final String JSON_PERFORMANCE_VS = "\"JsonPerformanceVS\" (GSON, FASTJSON, JACKSON, JSON-smart)";
  static final String XSON_WIKI = "the XSON project's wiki page comparing binary serialization frameworks "
      + "(XSON, FastJson, Hessian, JBoss, Kryo)";
  static final String JSON_BLOG = "the blog post \"常见JSON序列化库性能比较\" (a comparison of common JSON "
      + "libraries, 2019)";

  /**
   * The report's opening: what the page is, which published comparisons the parts that ran reproduce, and
   * with what method, so that a reader who knows none of them can follow. A section added to the report adds
   * its own sentence here when it ran.
   */
  static String opening(Results results) {
    List<String> parts = new ArrayList<>();
    parts.add("This page compares Peregrine, a JSON and CBOR data-binding library for Java, with the other JVM "
        + "serialization libraries that published comparisons measured, " + (results.mergedRuns.isEmpty()
            ? "on this machine, in one run." : "in " + results.mergedRuns.size() + " runs merged into one report "
            + "with a column per machine and JDK."));
    if (!results.scenarios.isEmpty()) {
      parts.add("It reproduces the throughput scenarios of " + FASTJSON2_WIKI + " and " + FASTJSON2_README
          + ": each library parses and writes the \"Eishay\" value (the MediaContent of the jvm-serializers "
          + "benchmark: one video's metadata with two images, under 500 bytes of JSON) as JSON text, UTF-8 "
          + "bytes, its own tree and, for binary libraries, its binary format; "
          + (results.turns.isEmpty() ? "JMH counts" : "the libraries take turns in several JVMs, counting")
          + " operations per millisecond (higher is better) and each scenario is ranked with \"% of\" fastjson2, as those pages "
          + "do." + (results.scenarios.stream().anyMatch(s -> s.name().contains(":"))
              ? " Three public JSON files (twitter, citm_catalog, canada) are parsed to a tree and written back "
                  + "the same way." : ""));
    }
    if (!results.coldStart.isEmpty()) {
      parts.add("The cold-start tables follow " + JSON_PERFORMANCE_VS + ": a library's first write and first "
          + "read, each in a fresh JVM, many JVMs per library with the extremes dropped (milliseconds, lower is "
          + "better).");
    }
    if (!results.stream.isEmpty()) {
      parts.add("The streaming tables read and write a large array element by element under a small heap "
          + "(the project's own experiment, not a published one).");
    }
    if (!results.binary.rowsOf(dev.peregrine.bench.jvmserializers.BinaryResults.SERIALIZERS).isEmpty()) {
      parts.add("The jvm-serializers table of " + FASTJSON2_README + " lists every library's create, write and "
          + "read time and size on the Eishay value.");
    }
    if (!results.binary.cases.isEmpty()) {
      parts.add("The XSON cases follow " + XSON_WIKI + ": ten values from small to 4 MB, with subclasses and "
          + "circular references, and which library can write and read each (a support matrix).");
    }
    if (!results.types.isEmpty()) {
      parts.add("The type matrix binds one bean per value type (numbers, text, dates, UUIDs, collections...) and "
          + "three public documents to typed classes (the project's own experiment).");
    }
    if (!results.scale.isEmpty()) {
      parts.add(JSON_PERFORMANCE_VS + " is also reproduced " + ScaleReport.span(results.scale)
          + ", cold (a fresh JVM per run) "
          + "and warm, with the memory each library takes.");
    }
    if (!results.demo.isEmpty()) {
      parts.add("Last, " + JSON_BLOG + " wrote a service's response object 10,000 times in a fresh JVM: "
          + "reproduced against a writer written by hand for that one type, and warm.");
    }
    parts.add("Every result is checked before it is timed; how is said under each heading.");
    return String.join(" ", parts);
  }

  static final String ONE_RUN = "Libraries are compared only within one run: every number here was measured "
      + "in this run, on this machine, with the settings below. Numbers from another run, machine, load or JDK "
      + "are not comparable with these; a busy machine widens the error and can reorder close results.";

  static final String MERGED_RUNS = "This report merges several runs (./bench --merge): each machine and JDK is "
      + "a column of its own, labelled with the CPU and the JDK. Within a column, libraries are compared as in one "
      + "run. Across columns, the numbers were measured at different times, under different loads and perhaps on "
      + "different machines: compare the libraries' order and their ratios to the baseline, not the raw ops/ms.";

  public static final String METHOD = "Each (scenario, library) pair runs in its own JMH fork. Before anything is "
      + "timed, each library's result is checked, in the suite's JVM and again inside every fork (so that "
      + "every fork, on every JDK, starts from the same state): decoded values must equal the Eishay value; "
      + "JSON output must bind back to it (judged by a separate Jackson mapper); tree output must be the same "
      + "JSON value as the document (member order ignored, numbers compared by value); binary output must "
      + "decode, with the same library, to the value. A library that fails is marked ERROR with the reason and "
      + "is not timed; one that cannot do a scenario is n/a with the reason. Libraries use their defaults except "
      + "options a published comparison names (BeanToArray, class registration); each library's settings "
      + "are listed under "
      + "Libraries. \"% of\" divides by the baseline of the same scenario and JDK (fastjson2 for JSON, fastjson2 "
      + "JSONB for binary), as fastjson2's benchmark pages do. Error is JMH's 99.9% confidence interval over the measurement iterations.";

  /**
   * The method paragraph when the scenarios were timed in turns, {@code settings} as the run
   * describes them.
   */
  public static String turnsMethod(String settings) {
    return "The libraries of a scenario take turns inside each of several fresh JVMs: after a warmup, every "
        + "library runs a short slice in each round, one after the other (the order rotated each round), and a "
        + "slice's ops/ms count only the measuring thread's CPU time. This run: " + settings + ". Round i of two "
        + "libraries ran a fraction of a second apart, so a ratio is taken round by round; a JVM's ratio is the "
        + "median of its rounds', and the ratio reported (\"% of\", rankings, targets) is the median of the "
        + "JVMs' ratios, with their range as its interval: on a shared machine the speed drifts by tens of "
        + "percent over minutes, which a separate JMH fork per library would put into the ratio. The ops/ms "
        + "column is the median of the JVMs' ops/ms and its range is wide for the same reason; compare libraries "
        + "by the ratios. Sharing a JVM, the libraries also share the JIT's profiles of common code (the JDK's "
        + "strings and collections), which a fork per library does not. Each JVM times every scenario, one "
        + "after the other in the tables' order, so a scenario runs with the code the JIT compiled for the ones "
        + "before it (a library's String writes before its byte writes), as in a service that does both; a "
        + "library whose code is fast in one use and slow in a mix shows it here. Before anything is timed, each "
        + "library's result is checked, in the suite's JVM and again in every JVM: decoded values must equal the "
        + "Eishay value; JSON output must bind back to it (judged by a separate Jackson mapper); tree output must "
        + "be the same JSON value as the document (member order ignored, numbers compared by value); binary "
        + "output must decode, with the same library, to the value. A library that fails is marked ERROR with "
        + "the reason and is not timed; one that cannot do a scenario is n/a with the reason. Libraries use "
        + "their defaults except options a published comparison names (BeanToArray, class registration); "
        + "each library's "
        + "settings are listed under Libraries. \"% of\" divides by the baseline of the same scenario and JDK "
        + "(fastjson2 for JSON, fastjson2 JSONB for binary), as fastjson2's benchmark pages do.";
  }

  public static final String MATRIX_LEGEND = "ok = measured on every JDK; n/a = the library cannot do it; ERROR = "
      + "failed its check or crashed; not run = left out of this run (--only, or a profile that times fewer "
      + "libraries). JSON libraries run the JSON scenarios, binary ones the binary scenarios.";

  public static final String COLD_START = JSON_PERFORMANCE_VS + " timed each library in a fresh JVM, many "
      + "times over, averaged what was left after dropping the extremes, and crowned Gson for small documents. "
      + "Here each JSON library's first write of the Eishay MediaContent to UTF-8 JSON, and its first read of "
      + "the compact UTF-8 document into MediaContent, are each timed in a JVM of their own (a fresh JVM per "
      + "measurement), with System.nanoTime inside main: from before the library's adapter is created, so "
      + "loading and initialising the library and building its mapper or facade count as they would in a "
      + "user's first call, to the end of that first call. The model classes, the value and the document are "
      + "ready before the clock starts, and so is every jar of the suite's class path (which holds every "
      + "library), so that a library's place on it does not count. Adapters and settings are those of the "
      + "throughput tables; Peregrine "
      + "runs with its defaults. The JVMs run one at a time after the benchmarks, round-robin over the "
      + "libraries so that a change in the machine's load is shared; of each series the highest and lowest "
      + "10% (at least one each) are dropped. Mean and median are of the kept JVMs, the spread is their range "
      + "and standard deviation; rows are ranked by mean, cheapest first. \"% of gson\" divides by gson's mean "
      + "in the same direction and JDK: below 100% is cheaper than gson. \"JVM wall\" is the median time of "
      + "the whole process as the suite saw it (start, opening the jars, the call, exit; in the first JVM of "
      + "each series also a check of the result), for scale; the empty JVM is that "
      + "for a main that does nothing. All in milliseconds.";

  public static final String NO_UNSAFE = "sun.misc.Unsafe's memory-access methods are deprecated for removal (JEP "
      + "471, JDK 23) and warn on first use by default since JDK 24 (JEP 498); the JDK's plan is to deny them by "
      + "default in a later release and then remove them. Here each library ran once more, in a fresh JVM "
      + "started with " + Results.NoUnsafeRun.OPTION + " (each of those methods then throws), on every JDK of the "
      + "run from " + Results.NoUnsafeRun.FIRST_JDK + " up: every scenario of its family was built, run three "
      + "times and checked as before timing. \"runs\" means every one passed (scenarios the library cannot do at "
      + "all are not counted); \"fails\" gives the first failure, its deepest cause, and the first frame of library code it "
      + "came from; a library that fails is run again with Unsafe allowed, and one that fails then too "
      + "(\"fails with Unsafe allowed too\") does not fail for want of it. A library that fails only here needs "
      + "Unsafe to start or to work, and will stop working when the JDK denies it by default.";

  /** The run of {@code library} on {@code jdk} without Unsafe, or null if it did not run there. */
  public static Results.NoUnsafeRun noUnsafeRun(Results results, String library, String jdk) {
    for (Results.NoUnsafeRun r : results.noUnsafe) {
      if (r.library().equals(library) && r.jdk().equals(jdk)) {
        return r;
      }
    }
    return null;
  }

  /** "runs (9 scenarios checked)", or "fails " and {@link #noUnsafeFailure}; "" for no run. */
  public static String noUnsafeCell(Results.NoUnsafeRun r) {
    return r == null ? "" : r.runs() ? "runs (" + r.scenarios() + " scenarios checked)" : "fails " + noUnsafeFailure(r);
  }

  /** Of a run that failed: "in SCENARIO: cause", after "with Unsafe allowed too " if it failed so as well. */
  public static String noUnsafeFailure(Results.NoUnsafeRun r) {
    return (r.failsAnyway() ? "with Unsafe allowed too " : "") + r.reason();
  }

  /** The JDKs with runs without Unsafe, in the run's order. */
  public static List<Results.Jdk> noUnsafeJdks(Results results) {
    return results.jdks.stream()
        .filter(j -> results.noUnsafe.stream().anyMatch(r -> r.jdk().equals(j.label()))).toList();
  }

  /** The libraries with runs without Unsafe, in the run's order. */
  public static List<String> noUnsafeLibraries(Results results) {
    return results.noUnsafe.stream().map(Results.NoUnsafeRun::library).distinct().toList();
  }

  public static String remarks(Ranking.Row row) {
    List<String> parts = new ArrayList<>();
    if (row.borrowedFrom() != null) {
      parts.add("UTF-8 JSON, measured in " + row.borrowedFrom());
    }
    parts.addAll(row.notes());
    return String.join("; ", parts);
  }

  /** "1234.5 (98.20%)" or the status, for the library x JDK table. */
  public static String jdkCell(Ranking r, String library) {
    for (Ranking.Row row : r.measured) {
      if (row.library().equals(library) && row.borrowedFrom() == null) {
        return Ranking.score(row.score()) + " (" + Ranking.percent(row.percentOfBaseline()) + ")";
      }
    }
    for (Ranking.Row row : r.missing) {
      if (row.library().equals(library)) {
        return Ranking.status(row.status());
      }
    }
    return "";
  }

  public static String matrixCell(Results results, Results.ScenarioInfo s, Results.LibraryInfo l) {
    if (l.kind() != s.kind()) {
      return "other family";
    }
    String worst = null;
    for (Results.Jdk jdk : results.jdks) {
      Results.Cell c = results.cell(s.name(), l.id(), jdk.label()).orElse(null);
      if (c == null) {
        return "not run";
      }
      if (c.status() == Results.Status.ERROR) {
        worst = "ERROR";
      } else if (c.status() == Results.Status.NOT_APPLICABLE && worst == null) {
        worst = "n/a";
      }
    }
    return worst == null ? "ok" : worst;
  }

  /** Why a library has no number in some scenarios: {@code why} is "ERROR: reason", with " [JDK]" when there are several. */
  public record NotMeasured(String library, String why) {}

  /** Each library's reasons for not being measured -> the scenarios each applies to. */
  public static Map<NotMeasured, List<String>> notMeasured(Results results) {
    Map<NotMeasured, List<String>> reasons = new LinkedHashMap<>();
    for (Results.LibraryInfo l : results.libraries) {
      for (Results.Cell c : results.cells) {
        if (c.library().equals(l.id()) && c.status() != Results.Status.MEASURED) {
          NotMeasured key = new NotMeasured(l.id(), Ranking.status(c.status()) + ": " + c.reason()
              + (results.jdks.size() > 1 ? " [" + c.jdk() + "]" : ""));
          reasons.computeIfAbsent(key, k -> new ArrayList<>()).add(c.scenario());
        }
      }
    }
    return reasons;
  }
}
