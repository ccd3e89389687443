package dev.peregrine.bench.scaling;

import dev.peregrine.bench.experiment.Experiment;
import dev.peregrine.bench.experiment.ExperimentRun;
import dev.peregrine.bench.report.ReportSection;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.run.SuiteEstimate;
import dev.peregrine.bench.run.SuiteOptions;
import dev.peregrine.bench.run.TimeLeft;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * JsonPerformanceVS's scaling experiment: fresh JVMs, one at a time, on the run's first JDK only (it adds minutes
 * per JDK; the report says which JDK).
 */
public final class ScalingExperiment implements Experiment {
  @Override
  public String id() {
    return "scaling";
  }

  @Override
  public String title() {
    return "JsonPerformanceVS: from one record to megabytes";
  }

  @Override
  public boolean selected(SuiteOptions options) {
    return !options.coldStartOnly() && ScaleRunner.selected(ScaleRunner.sizes(options.profile()), options.only());
  }

  @Override
  public List<TimeLeft.Phase> estimate(ExperimentRun run) {
    ScaleRunner.Sizes sizes = ScaleRunner.sizes(run.profile());
    List<TimeLeft.Phase> phases = new ArrayList<>();
    phases.addAll(SuiteEstimate.phase(SuiteEstimate.SCALE_COLD, SuiteEstimate.scaleCold(sizes, run.only())));
    phases.addAll(SuiteEstimate.phase(SuiteEstimate.SCALE_WARM, SuiteEstimate.scaleWarm(sizes, run.only())));
    phases.addAll(SuiteEstimate.phase(SuiteEstimate.SCALE_MEMORY, SuiteEstimate.scaleMemory(sizes, run.only())));
    return phases;
  }

  @Override
  public void run(ExperimentRun run) throws Exception {
    if (run.jdks().isEmpty()) {
      return;
    }
    Results.Jdk jdk = run.jdks().get(0);
    ScaleRunner.Sizes sizes = ScaleRunner.sizes(run.profile());
    System.out.printf(Locale.ROOT, "JsonPerformanceVS: %d JVMs on %s%n", ScaleRunner.jvms(sizes, run.only()),
        jdk.label());
    long start = System.nanoTime();
    new ScaleRunner(run.classPath(), run.logs(), sizes, run.only()).clock(run.clock()).run(jdk,
        run.results().scale);
    long seconds = (System.nanoTime() - start) / 1_000_000_000;
    System.out.printf(Locale.ROOT, "JsonPerformanceVS took %s%n", TimeLeft.format(seconds));
    if (run.jdks().size() > 1) {
      run.results().scale.plan += ExperimentRun.oneJdk(jdk, seconds, "^Scale/");
    }
  }

  @Override
  public ReportSection section() {
    return ReportSection.of(600, ScaleReport::blocks);
  }
}
