package dev.peregrine.bench.experiment;

import dev.peregrine.bench.report.ReportSection;
import dev.peregrine.bench.run.SuiteOptions;
import dev.peregrine.bench.run.TimeLeft;
import java.util.List;

/**
 * One comparison the suite reproduces, or one of its own experiments: what a run asks of it, in this order.
 * {@link #selected} (do the options, {@code --only} above all, let any of it through?), {@link #plan} (checks and
 * plans made before anything is timed), {@link #estimate} (its phases and what each should take, summed into the
 * run's estimate), {@link #run} (measures, writing into the run's {@code Results}) and, for the report,
 * {@link #section} (renders what it wrote from the {@code Results} alone).
 *
 * <p>An experiment lives in a package of its own, named for what it measures, with its runner, its child-JVM
 * main, its result types and its section; it joins the suite with one line in {@link Experiments}.
 */
public interface Experiment {

  /** Short, stable, lower-case: what the progress lines and the results call it ({@code "cold-start"}). */
  String id();

  /** What it measures, for a reader ("Cold start: first write and first read in a fresh JVM"). */
  String title();

  /** Whether a run with these options runs any of it ({@code --only}, {@code --cold-start-only}, the profile). */
  boolean selected(SuiteOptions options);

  /**
   * What this run will do of it, decided before anything is timed: checks, plans, lines for the report's header.
   * Called once, in the list's order, for a selected experiment only.
   */
  default void plan(ExperimentRun run) throws Exception {}

  /**
   * Its phases, in the order it runs them, with what each should take on a quiet 2-core machine (after
   * {@link #plan}); empty when it will do nothing. The run's estimate is the sum over the experiments.
   */
  List<TimeLeft.Phase> estimate(ExperimentRun run);

  /** Measures, writing into {@code run.results()}; the run's clock is at its first phase. */
  void run(ExperimentRun run) throws Exception;

  /** Its part of the report, rendered from a run's results alone. */
  ReportSection section();
}
