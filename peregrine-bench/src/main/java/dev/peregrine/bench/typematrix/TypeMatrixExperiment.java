package dev.peregrine.bench.typematrix;

import dev.peregrine.bench.experiment.Experiment;
import dev.peregrine.bench.experiment.ExperimentRun;
import dev.peregrine.bench.report.ReportSection;
import dev.peregrine.bench.run.SuiteEstimate;
import dev.peregrine.bench.run.SuiteOptions;
import dev.peregrine.bench.run.TimeLeft;
import java.util.List;

/** The type matrix and the typed documents: its own JVMs (one per fork), the libraries taking turns inside each. */
public final class TypeMatrixExperiment implements Experiment {
  @Override
  public String id() {
    return "type-matrix";
  }

  @Override
  public String title() {
    return "Type matrix: one bean per value type, and the typed documents";
  }

  @Override
  public boolean selected(SuiteOptions options) {
    return !options.coldStartOnly() && TypeMatrixRunner.selected(options.only());
  }

  private static TypeMatrixRunner.Settings settings(ExperimentRun run) {
    return TypeMatrixRunner.settings(run.profile(), run.options().typeMatrixForks());
  }

  @Override
  public List<TimeLeft.Phase> estimate(ExperimentRun run) {
    return SuiteEstimate.phase(SuiteEstimate.TYPES,
        SuiteEstimate.typeMatrix(settings(run), run.only()) * run.jdks().size());
  }

  @Override
  public void run(ExperimentRun run) throws Exception {
    run.phase(SuiteEstimate.TYPES);
    TypeMatrixRunner.run(run.results(), settings(run), run.only(), run.classPath(), run.logs());
  }

  @Override
  public ReportSection section() {
    return new TypeMatrixSection();
  }
}
