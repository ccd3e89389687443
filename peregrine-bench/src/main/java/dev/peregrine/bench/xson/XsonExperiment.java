package dev.peregrine.bench.xson;

import dev.peregrine.bench.experiment.Experiment;
import dev.peregrine.bench.experiment.ExperimentRun;
import dev.peregrine.bench.jvmserializers.BinaryExperiments;
import dev.peregrine.bench.jvmserializers.BinaryReport;
import dev.peregrine.bench.report.ReportSection;
import dev.peregrine.bench.run.SuiteEstimate;
import dev.peregrine.bench.run.SuiteOptions;
import dev.peregrine.bench.run.TimeLeft;
import java.util.List;

/**
 * The XSON wiki's comparison: its ten cases, every configuration of the suite's libraries, in the suite's JVM
 * after the jvm-serializers table, through the same {@link BinaryExperiments} ({@code Xson/...} names).
 */
public final class XsonExperiment implements Experiment {
  private static final String NAMES = "Xson/";

  @Override
  public String id() {
    return "xson";
  }

  @Override
  public String title() {
    return "The XSON cases (the XSON wiki's comparison)";
  }

  @Override
  public boolean selected(SuiteOptions options) {
    return !options.coldStartOnly() && BinaryExperiments.estimateMillis(options.profile(),
        ExperimentRun.only(options.only(), NAMES), options.data()) > 0;
  }

  @Override
  public List<TimeLeft.Phase> estimate(ExperimentRun run) {
    return SuiteEstimate.phase(SuiteEstimate.XSON,
        BinaryExperiments.estimateMillis(run.profile(), ExperimentRun.only(run.only(), NAMES), run.data()));
  }

  @Override
  public void run(ExperimentRun run) throws Exception {
    run.phase(SuiteEstimate.XSON);
    run.results().warnings.addAll(BinaryExperiments.run(run.results().binary, run.profile(), ExperimentRun.only(run.only(), NAMES),
        run.data()));
  }

  @Override
  public ReportSection section() {
    return ReportSection.of(450, BinaryReport::xsonBlocks);
  }
}
