package dev.peregrine.bench.unsafedenied;

import dev.peregrine.bench.experiment.Experiment;
import dev.peregrine.bench.experiment.ExperimentRun;
import dev.peregrine.bench.peer.Peers;
import dev.peregrine.bench.report.ReportSection;
import dev.peregrine.bench.run.JvmOptions;
import dev.peregrine.bench.run.SuiteEstimate;
import dev.peregrine.bench.run.SuiteOptions;
import dev.peregrine.bench.run.TimeLeft;
import java.util.List;

/** Each library's Eishay scenarios in a fresh JVM that denies sun.misc.Unsafe, on every JDK that can deny it. */
public final class UnsafeDeniedExperiment implements Experiment {
  private List<String> plan = List.of();

  @Override
  public String id() {
    return "unsafe-denied";
  }

  @Override
  public String title() {
    return "With sun.misc.Unsafe denied";
  }

  @Override
  public boolean selected(SuiteOptions options) {
    return !options.coldStartOnly() && !NoUnsafe.plan(Peers.ids(), options.only()).isEmpty();
  }

  @Override
  public void plan(ExperimentRun run) {
    plan = NoUnsafe.plan(Peers.ids(), run.only());
  }

  private int jvms(ExperimentRun run) {
    return plan.size() * (int) run.jdks().stream().filter(NoUnsafe::canDeny).count();
  }

  @Override
  public List<TimeLeft.Phase> estimate(ExperimentRun run) {
    return SuiteEstimate.phase(SuiteEstimate.NO_UNSAFE, jvms(run) * SuiteEstimate.NO_UNSAFE_JVM_MILLIS);
  }

  @Override
  public void run(ExperimentRun run) throws Exception {
    if (plan.isEmpty()) {
      return;
    }
    if (jvms(run) == 0) {
      run.results().warnings.add("No JDK of this run is " + NoUnsafe.FIRST_JDK + " or later, so the check with "
          + "sun.misc.Unsafe denied did not run; add one with --jdk.");
      return;
    }
    run.phase(SuiteEstimate.NO_UNSAFE);
    run.results().noUnsafe.addAll(NoUnsafe.run(run.jdks(), plan, JvmOptions.FORK_JVM_ARGS, run.classPath(),
        run.logs()));
  }

  @Override
  public ReportSection section() {
    return new UnsafeDeniedSection();
  }
}
