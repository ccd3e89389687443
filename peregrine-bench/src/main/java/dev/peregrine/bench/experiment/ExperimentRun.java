package dev.peregrine.bench.experiment;

import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.run.SuiteOptions;
import dev.peregrine.bench.run.TimeLeft;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

/**
 * What an {@link Experiment} is given by the run that runs it: the options, the results it writes into, the JDKs,
 * the class path its JVMs start with, the output folder and, once the estimate is made, the run's clock.
 */
public final class ExperimentRun {
  private final SuiteOptions options;
  private final Results results;
  private final String classPath;
  private TimeLeft clock;

  public ExperimentRun(SuiteOptions options, Results results, String classPath) {
    this.options = options;
    this.results = results;
    this.classPath = classPath;
  }

  public SuiteOptions options() {
    return options;
  }

  public Results results() {
    return results;
  }

  public Profile profile() {
    return options.profile();
  }

  /** {@code --only}, or null for everything. */
  public Pattern only() {
    return options.only();
  }

  /**
   * {@code only} ({@code --only}, null for everything) kept to the names that start with {@code prefix} ({@code "Serializers/"}): for an experiment
   * that shares a runner with another, so that each runs its own part alone. Matched with {@code find}, as
   * {@code --only} is.
   */
  public static Pattern only(Pattern only, String prefix) {
    return Pattern.compile("^(?=" + Pattern.quote(prefix) + ")" + (only == null ? "" : "(?=.*?(?:" + only.pattern()
        + "))"));
  }

  /** The corpus folder ({@code --data}), or null. */
  public Path data() {
    return options.data();
  }

  public Path logs() {
    return options.logs();
  }

  /** The run's output folder. */
  public Path out() {
    return options.out();
  }

  /** The class path of the JVMs it starts: the suite's own. */
  public String classPath() {
    return classPath;
  }

  /** The JDKs of the run, the first being the one the single-JDK experiments use. */
  public List<Results.Jdk> jdks() {
    return results.jdks;
  }

  /** The run's clock, null before the estimate is made. */
  public TimeLeft clock() {
    return clock;
  }

  public void clock(TimeLeft clock) {
    this.clock = clock;
  }

  /** Phase {@code name} begins: a line with its estimate and the time left in all. */
  public void phase(String name) {
    String line = clock == null ? null : clock.beginLine(name);
    if (line != null) {
      System.out.println("== " + line);
    }
  }

  /**
   * Why a run of several JDKs has an experiment on its first only, for the report: its time on one JDK, and the
   * command that runs it on another ({@code only}: the {@code --only} that selects it).
   */
  public static String oneJdk(Results.Jdk jdk, long seconds, String only) {
    return "; on " + jdk.label() + " only, the first JDK of this run: this experiment's many fresh JVMs took "
        + TimeLeft.format(seconds) + " here and would take as long again on each other JDK, run one after the "
        + "other since the cold series want the machine to themselves; ./bench --jdk PATH --only '" + only
        + "' runs it on another JDK";
  }
}
