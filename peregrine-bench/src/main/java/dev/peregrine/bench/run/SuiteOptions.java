package dev.peregrine.bench.run;

import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.data.BundledData;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import dev.peregrine.bench.typematrix.TypeMatrixRunner;
import dev.peregrine.bench.unsafedenied.NoUnsafe;

/**
 * The suite's command line, read by picocli: unknown options, stray arguments and bad values are errors that
 * name the option, and {@code --help} is picocli's usage of the options below ({@code ./bench --help} prints
 * the copy in {@code peregrine-bench/bench-help.txt} without building; {@code BenchHelpTest} keeps it equal).
 *
 * @param profile how long JMH measures each pair, and the cold-start runs unless overridden
 * @param jdkPaths the java executables to fork the benchmarks on, in order (at least one)
 * @param data the data folder: {@code --data}'s (it exists), or the stand-ins the suite generates
 *     ({@link BundledData#folder()})
 * @param out the output folder, checked (see {@link OutputFolder}); a new one under bench-out without --out
 * @param only the "scenario/library" filter, or null for every pair
 * @param coldStartOnly only the cold-start section
 * @param coldStartRuns fresh JVMs per cold-start series (0: no cold-start section)
 * @param forks JVMs of turns (quick, full) or JMH forks per pair (smoke): the profile's unless --forks overrides it
 * @param typeMatrixForks the type matrix's JVMs per JDK: its profile's (quick 1, full 3) unless --forks overrides it
 * @param libraries the libraries this run times; empty for every library (the profile's own set unless
 *     {@code --all-libraries} or {@code --only} is given)
 * @param merge the folders (or results.json files) of earlier runs to merge into one report instead of running;
 *     empty for a run
 * @param mergeAnyway merge runs of different Peregrine commits or profiles rather than refuse them
 */
public record SuiteOptions(Profile profile, List<String> jdkPaths, Path data, Path out, Pattern only,
    boolean coldStartOnly, int coldStartRuns, int forks, int typeMatrixForks, Set<String> libraries,
    List<Path> merge, boolean mergeAnyway) {

  public SuiteOptions(Profile profile, List<String> jdkPaths, Path data, Path out, Pattern only,
      boolean coldStartOnly, int coldStartRuns, int forks, int typeMatrixForks, Set<String> libraries) {
    this(profile, jdkPaths, data, out, only, coldStartOnly, coldStartRuns, forks, typeMatrixForks, libraries,
        List.of(), false);
  }

  /** Whether this run times {@code library}. */
  public boolean runs(String library) {
    return libraries.isEmpty() || libraries.contains(library);
  }

  /** What picocli fills in; {@link #parse} checks it and turns it into a {@link SuiteOptions}. */
  @Command(name = "./bench", usageHelpWidth = 110, sortOptions = false,
      description = {"The comparison suite: builds the project, checks every library's output, times the "
          + "published comparisons' scenarios (the libraries of a scenario in turns, in several JVMs; the smoke "
          + "profile with JMH), then "
          + "cold start, the runs without sun.misc.Unsafe, a service under load and streaming, and writes "
          + "report.md, report.html and the raw results to the output folder."})
  static final class Arguments {
    @Option(names = "--profile", paramLabel = "quick|full|smoke",
        description = {"quick (default: Peregrine and the peers of its targets, a scenario's libraries in turns "
            + "in 5 JVMs of its own, ~19 min on 2 cores with every experiment and the build; the estimate is "
            + "printed before the benchmarks), full (for publishing: every library, the same method in 10 longer "
            + "JVMs, hours), smoke (CI: every pair once with JMH, < 3 min)"})
    Profile profile = Profile.QUICK;

    @Option(names = "--jdk", paramLabel = "PATH",
        description = {"a JDK home (or its bin/java) to fork the benchmarks on; repeat for a library x JDK "
            + "table; default: the JDK running the suite"})
    List<String> jdks = new ArrayList<>();

    @Option(names = "--data", paramLabel = "DIR",
        description = {"folder of the real twitter.json, citm_catalog.json and canada.json (simdjson/simdjson-data's "
            + "jsonexamples/) to use instead of the stand-ins the suite generates (a corpus it lacks is not run); "
            + "XSON's media files (media.2-4 of eishay/jvm-serializers' tpc/data/) are read from it, or from "
            + "jvm-serializers/tpc/data beside it, when there, else generated too"})
    Path data;

    @Option(names = "--out", paramLabel = "DIR",
        description = {"output folder (default: a new one per run, bench-out/DATE-TIME-PROFILE, with "
            + "bench-out/latest pointing at it); used when new or empty, refused when it holds an earlier run's "
            + "report (unless --replace) or files the suite did not write"})
    Path out;

    @Option(names = "--replace",
        description = {"with --out DIR: delete the earlier run's report and files that DIR holds, and write there"})
    boolean replace;

    @Option(names = "--only", paramLabel = "REGEX", converter = RegexConverter.class,
        description = {"run only pairs whose \"scenario/library\" matches this regular expression, among every "
            + "library; the cold-start series are named ColdStartWrite/LIBRARY and ColdStartRead/LIBRARY, the "
            + "runs with sun.misc.Unsafe denied (on each JDK 23+) NoUnsafe/LIBRARY, the streaming series "
            + "Stream/FORMAT/DIRECTION/LIBRARY (json|cbor, read|write|readall; --only '^Stream/'), the type "
            + "matrix Types/TYPE/LIBRARY and its typed documents Types/DOCUMENT/LIBRARY (twitter-pojo, "
            + "twitter-record, citm-pojo, citm-record, canada-pojo, canada-record, scale-records, demo-response; "
            + "--only '^Types/'), JsonPerformanceVS's Scale/cold|memory/DIRECTION/LIBRARY and "
            + "Scale/warm/LIBRARY (--only '^Scale/'), the blog's Demo/loop|warm/WRITER (--only '^Demo/'), the "
            + "service experiment's Service/LIBRARY (no-op, jackson3, peregrine, fastjson2; --only '^Service/'), the "
            + "jvm-serializers table Serializers/LIBRARY and the XSON cases Xson/CASE/CONFIGURATION (--only "
            + "'^(Serializers|Xson)/')"})
    Pattern only;

    @Option(names = "--all-libraries",
        description = {"time every library in the quick profile too, not only Peregrine and the peers of its "
            + "targets (fastjson2, jackson; peregrine-cbor against fastjson2-jsonb, fory and kryo): about "
            + "three times as long"})
    boolean allLibraries;

    @Option(names = "--cold-start-only",
        description = {"skip the throughput scenarios and the runs without Unsafe: only the fresh-JVM first write "
            + "and first read"})
    boolean coldStartOnly;

    @Option(names = "--cold-start-runs", paramLabel = "N",
        description = {"fresh JVMs per cold-start series (default: smoke 3, quick 20, full 40; 0 skips the "
            + "cold-start section)"})
    Integer coldStartRuns;

    @Option(names = "--forks", paramLabel = "N",
        description = {"JVMs instead of the profile's (quick 5, full 10), in each of which a scenario's "
            + "libraries take turns; the smoke profile's JMH forks per pair (0); the type matrix's JVMs per "
            + "JDK (quick 1, full 3)"})
    Integer forks;

    @Option(names = "--merge", paramLabel = "DIR", arity = "1..*",
        description = {"run nothing: merge the results.json of earlier runs' output folders (other machines, "
            + "JDKs, dates) into one report with a column per machine x JDK, written with the merged results.json "
            + "to --out; refused for runs of different Peregrine commits or profiles"})
    List<Path> merge = new ArrayList<>();

    @Option(names = "--merge-anyway",
        description = {"with --merge: merge runs of different Peregrine commits or profiles, with a warning"})
    boolean mergeAnyway;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = {"print this help and exit"})
    boolean help;
  }

  /** {@code --only}'s value as a regular expression; a malformed one is an error naming the option. */
  static final class RegexConverter implements CommandLine.ITypeConverter<Pattern> {
    @Override
    public Pattern convert(String value) {
      try {
        return Pattern.compile(value);
      } catch (PatternSyntaxException e) {
        throw new CommandLine.TypeConversionException(
            "not a regular expression: " + e.getDescription() + " near index " + e.getIndex());
      }
    }
  }

  /** Thrown by {@link #parse} for {@code --help}: the caller prints {@link #usage()} and exits 0. */
  public static final class HelpRequested extends RuntimeException {
    HelpRequested() {
      super("help", null, false, false);
    }
  }

  /** The help text {@code --help} prints. */
  public static String usage() {
    StringWriter text = new StringWriter();
    commandLine(new Arguments()).usage(new PrintWriter(text), CommandLine.Help.Ansi.OFF);
    return text.toString();
  }

  private static CommandLine commandLine(Arguments command) {
    return new CommandLine(command).setCaseInsensitiveEnumValuesAllowed(true)
        .setUnmatchedOptionsArePositionalParams(false);
  }

  /**
   * Reads the command line and checks it, before anything runs.
   *
   * @throws HelpRequested for {@code --help} or {@code -h}
   * @throws IllegalArgumentException with the message the suite prints before the usage
   */
  public static SuiteOptions parse(String[] args) {
    Arguments c = new Arguments();
    CommandLine cli = commandLine(c);
    try {
      cli.parseArgs(args);
    } catch (CommandLine.UnmatchedArgumentException e) {
      String first = e.getUnmatched().isEmpty() ? "?" : e.getUnmatched().get(0);
      throw new IllegalArgumentException("unknown option " + first
          + (first.startsWith("-") ? "" : " (the suite takes only options, each starting with --)"));
    } catch (CommandLine.ParameterException e) {
      throw new IllegalArgumentException(e.getMessage());
    }
    if (cli.isUsageHelpRequested()) {
      throw new HelpRequested();
    }
    if (!c.merge.isEmpty() || c.mergeAnyway) {
      return merge(c, cli.getParseResult());
    }
    List<String> jdks = new ArrayList<>();
    for (String jdk : c.jdks) {
      jdks.add(javaExecutable(jdk));
    }
    if (jdks.isEmpty()) {
      jdks.add(ownJava());
    }
    if (c.data != null && !Files.isDirectory(c.data)) {
      throw new IllegalArgumentException("--data " + c.data + ": no such folder");
    }
    if (c.coldStartRuns != null && c.coldStartRuns < 0) {
      throw new IllegalArgumentException("--cold-start-runs needs a count >= 0, not " + c.coldStartRuns);
    }
    if (c.forks != null && c.forks < 1) {
      throw new IllegalArgumentException("--forks needs a count >= 1, not " + c.forks);
    }
    if (c.coldStartOnly && c.coldStartRuns != null && c.coldStartRuns == 0) {
      throw new IllegalArgumentException("--cold-start-only with --cold-start-runs 0 leaves nothing to run");
    }
    if (c.replace && c.out == null) {
      throw new IllegalArgumentException("--replace needs --out DIR (without --out each run writes a new folder)");
    }
    Path out = c.out != null ? c.out : OutputFolder.fresh(OutputFolder.ROOT, c.profile, LocalDateTime.now());
    OutputFolder.check(out, c.replace);
    Set<String> libraries = c.allLibraries || c.only != null ? Set.of() : c.profile.libraries;
    Path data = c.data != null ? c.data : BundledData.folder();
    return new SuiteOptions(c.profile, List.copyOf(jdks), data, out, c.only, c.coldStartOnly,
        c.coldStartRuns != null ? c.coldStartRuns : c.profile.coldStartRuns,
        c.forks != null ? c.forks : c.profile.forks,
        c.forks != null ? c.forks : TypeMatrixRunner.settings(c.profile).forks(), libraries);
  }

  /** The run's options that a merge cannot take: it runs nothing. ({@code --data} is ./bench's default.) */
  private static final List<String> RUN_ONLY = List.of("--profile", "--jdk", "--only", "--all-libraries",
      "--cold-start-only", "--cold-start-runs", "--forks");

  private static SuiteOptions merge(Arguments c, CommandLine.ParseResult parsed) {
    if (c.merge.isEmpty()) {
      throw new IllegalArgumentException("--merge-anyway goes with --merge DIR...");
    }
    for (String option : RUN_ONLY) {
      if (parsed.hasMatchedOption(option)) {
        throw new IllegalArgumentException(option + " is for a run; --merge runs nothing, it merges the "
            + "results of runs");
      }
    }
    for (Path run : c.merge) {
      Path file = Files.isDirectory(run) ? run.resolve("results.json") : run;
      if (!Files.isRegularFile(file)) {
        throw new IllegalArgumentException("--merge " + run + ": no " + file.getFileName()
            + (Files.isDirectory(run) ? " in that folder (runs write it beside their report)" : ""));
      }
    }
    Path out = c.out != null ? c.out : OutputFolder.fresh(OutputFolder.ROOT, c.profile, LocalDateTime.now());
    OutputFolder.check(out, c.replace);
    return new SuiteOptions(c.profile, List.of(), null, out, null, false, 0, 0, 0, Set.of(),
        List.copyOf(c.merge), c.mergeAnyway);
  }

  /** The java executable running the suite, where the checks ran. */
  public static String ownJava() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  private static String javaExecutable(String jdk) {
    Path p = Path.of(jdk);
    Path java = Files.isDirectory(p) ? p.resolve("bin").resolve("java") : p;
    if (!Files.isExecutable(java)) {
      throw new IllegalArgumentException("--jdk " + jdk + ": no executable " + java);
    }
    return java.toString();
  }

  /** The folder of JMH's logs and every child JVM's, under {@link #out}. */
  public Path logs() {
    return out.resolve("logs");
  }
}
