package dev.peregrine.bench.run;

import dev.peregrine.bench.result.Profile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The suite's command line, read by hand (flags, defaults, {@code --help} text and error messages are what
 * {@code ./bench} users and {@code .ci/run} rely on).
 *
 * @param profile how long JMH measures each pair, and the cold-start runs unless overridden
 * @param jdkPaths the java executables to fork the benchmarks on, in order (at least one)
 * @param data the corpus folder, or null
 * @param out the output folder
 * @param only the "scenario/library" filter, or null for every pair
 * @param coldStartOnly only the cold-start section
 * @param coldStartRuns fresh JVMs per cold-start series (0: no cold-start section)
 * @param forks JMH forks per pair: the profile's unless --forks overrides it
 */
public record SuiteOptions(Profile profile, List<String> jdkPaths, Path data, Path out, Pattern only,
    boolean coldStartOnly, int coldStartRuns, int forks) {

  public static final String USAGE = """
      usage: ./bench [--profile quick|full|smoke] [--jdk PATH]... [--data DIR] [--out DIR] [--only REGEX]
                     [--cold-start-only] [--cold-start-runs N] [--forks N]
        --profile  quick (default, ~10 min on 2 cores), full (for publishing, hours), smoke (CI, < 3 min)
        --jdk      a JDK home (or its bin/java) to fork the benchmarks on; repeat for a library x JDK table;
                   default: the JDK running the suite
        --data     folder with twitter.json, citm_catalog.json, canada.json (default: ../shared/data/corpora
                   when it exists); corpus scenarios are skipped when absent
        --out      output folder (default: bench-out)
        --only     run only pairs whose "scenario/library" matches this regular expression; the cold-start
                   series are named ColdStartWrite/LIBRARY and ColdStartRead/LIBRARY, the runs with
                   sun.misc.Unsafe denied (on each JDK 23+) NoUnsafe/LIBRARY, the streaming series
                   Stream/FORMAT/DIRECTION/LIBRARY (json|cbor, read|write|readall; --only '^Stream/')
                   the jvm-serializers table Serializers/LIBRARY, the XSON cases Xson/CASE/CONFIGURATION
        --cold-start-only   skip the JMH scenarios and the runs without Unsafe: only the fresh-JVM first
                   write and first read
        --cold-start-runs   fresh JVMs per cold-start series (default: smoke 3, quick 20, full 40; 0 skips
                   the cold-start section)
        --forks N  JMH forks per pair instead of the profile's (smoke 0, quick 1, full 3), e.g. quick with
                   --forks 3 for ratios from several JVMs in minutes rather than hours""";

  /**
   * Reads the command line; {@code --help} prints {@link #USAGE} and exits 0.
   *
   * @throws IllegalArgumentException with the message the suite prints before the usage
   */
  public static SuiteOptions parse(String[] args) {
    Profile profile = Profile.QUICK;
    List<String> jdks = new ArrayList<>();
    Path data = null;
    Path out = Path.of("bench-out");
    Pattern only = null;
    boolean coldStartOnly = false;
    int coldStartRuns = -1;
    int forks = -1;
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      if (a.equals("--help") || a.equals("-h")) {
        System.out.println(USAGE);
        System.exit(0);
      }
      if (a.equals("--cold-start-only")) {
        coldStartOnly = true;
        continue;
      }
      if (i + 1 >= args.length) {
        throw new IllegalArgumentException("missing value after " + a);
      }
      String v = args[++i];
      switch (a) {
        case "--profile" -> {
          try {
            profile = Profile.valueOf(v.toUpperCase(Locale.ROOT));
          } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown profile " + v);
          }
        }
        case "--jdk" -> jdks.add(javaExecutable(v));
        case "--data" -> data = Path.of(v);
        case "--out" -> out = Path.of(v);
        case "--only" -> only = Pattern.compile(v);
        case "--cold-start-runs" -> {
          try {
            coldStartRuns = Integer.parseInt(v);
          } catch (NumberFormatException e) {
            coldStartRuns = -1;
          }
          if (coldStartRuns < 0) {
            throw new IllegalArgumentException("--cold-start-runs needs a count >= 0, not " + v);
          }
        }
        case "--forks" -> {
          try {
            forks = Integer.parseInt(v);
          } catch (NumberFormatException e) {
            forks = 0;
          }
          if (forks < 1) {
            throw new IllegalArgumentException("--forks needs a count >= 1, not " + v);
          }
        }
        default -> throw new IllegalArgumentException("unknown option " + a);
      }
    }
    if (jdks.isEmpty()) {
      jdks.add(ownJava());
    }
    if (coldStartOnly && coldStartRuns == 0) {
      throw new IllegalArgumentException("--cold-start-only with --cold-start-runs 0 leaves nothing to run");
    }
    return new SuiteOptions(profile, List.copyOf(jdks), data, out, only, coldStartOnly,
        coldStartRuns >= 0 ? coldStartRuns : profile.coldStartRuns, forks > 0 ? forks : profile.forks);
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
  Path logs() {
    return out.resolve("logs");
  }
}
