package dev.peregrine.bench.jvmserializers;

import dev.peregrine.bench.experiment.Experiment;
import dev.peregrine.bench.experiment.ExperimentRun;
import dev.peregrine.bench.report.ReportSection;
import dev.peregrine.bench.run.SuiteEstimate;
import dev.peregrine.bench.run.SuiteOptions;
import dev.peregrine.bench.run.TimeLeft;
import java.util.List;

/**
 * The jvm-serializers table of fastjson2's benchmark README: every library on media.1, in the suite's JVM after
 * every fork. It shares {@link BinaryExperiments} with XSON's cases, each running its own names
 * ({@code Serializers/...}).
 */
public final class JvmSerializersExperiment implements Experiment {
  static final String NAMES = BinaryResults.SERIALIZERS + "/";

  @Override
  public String id() {
    return "jvm-serializers";
  }

  @Override
  public String title() {
    return "The jvm-serializers table (fastjson2's benchmark README)";
  }

  @Override
  public boolean selected(SuiteOptions options) {
    return !options.coldStartOnly() && BinaryExperiments.estimateMillis(options.profile(),
        ExperimentRun.only(options.only(), NAMES), options.data()) > 0;
  }

  @Override
  public List<TimeLeft.Phase> estimate(ExperimentRun run) {
    return SuiteEstimate.phase(SuiteEstimate.SERIALIZERS,
        BinaryExperiments.estimateMillis(run.profile(), ExperimentRun.only(run.only(), NAMES), run.data()));
  }

  @Override
  public void run(ExperimentRun run) throws Exception {
    run.phase(SuiteEstimate.SERIALIZERS);
    // The XSON cases' missing media are XSON's to report.
    BinaryExperiments.run(run.results().binary, run.profile(), ExperimentRun.only(run.only(), NAMES), run.data());
  }

  @Override
  public ReportSection section() {
    return ReportSection.of(400, BinaryReport::serializerBlocks);
  }
}
