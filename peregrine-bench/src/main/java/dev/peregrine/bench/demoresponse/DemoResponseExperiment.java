package dev.peregrine.bench.demoresponse;

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
 * The blog's DemoResponse test: fresh JVMs, one at a time, on the run's first JDK only (it adds minutes per JDK;
 * the report says which JDK).
 */
public final class DemoResponseExperiment implements Experiment {
  @Override
  public String id() {
    return "demo-response";
  }

  @Override
  public String title() {
    return "The blog's DemoResponse test";
  }

  @Override
  public boolean selected(SuiteOptions options) {
    return !options.coldStartOnly() && DemoRunner.selected(DemoRunner.sizes(options.profile()), options.only());
  }

  @Override
  public List<TimeLeft.Phase> estimate(ExperimentRun run) {
    DemoRunner.Sizes sizes = DemoRunner.sizes(run.profile());
    List<TimeLeft.Phase> phases = new ArrayList<>();
    phases.addAll(SuiteEstimate.phase(SuiteEstimate.DEMO_LOOP, SuiteEstimate.demoLoop(sizes, run.only())));
    phases.addAll(SuiteEstimate.phase(SuiteEstimate.DEMO_WARM, SuiteEstimate.demoWarm(sizes, run.only())));
    return phases;
  }

  @Override
  public void run(ExperimentRun run) throws Exception {
    if (run.jdks().isEmpty()) {
      return;
    }
    Results.Jdk jdk = run.jdks().get(0);
    DemoRunner.Sizes sizes = DemoRunner.sizes(run.profile());
    System.out.printf(Locale.ROOT, "DemoResponse: %d JVMs on %s%n", DemoRunner.jvms(sizes, run.only()),
        jdk.label());
    long start = System.nanoTime();
    new DemoRunner(run.classPath(), run.logs(), sizes, run.only()).clock(run.clock()).run(jdk,
        run.results().demo);
    long seconds = (System.nanoTime() - start) / 1_000_000_000;
    System.out.printf(Locale.ROOT, "DemoResponse took %s%n", TimeLeft.format(seconds));
    if (run.jdks().size() > 1) {
      run.results().demo.plan += ExperimentRun.oneJdk(jdk, seconds, "^Demo/");
    }
  }

  @Override
  public ReportSection section() {
    return ReportSection.of(700, DemoReport::blocks);
  }
}
