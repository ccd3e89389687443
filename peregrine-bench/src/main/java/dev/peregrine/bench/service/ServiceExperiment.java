package dev.peregrine.bench.service;

import dev.peregrine.bench.experiment.Experiment;
import dev.peregrine.bench.experiment.ExperimentRun;
import dev.peregrine.bench.report.ReportSection;
import dev.peregrine.bench.run.SuiteEstimate;
import dev.peregrine.bench.run.SuiteOptions;
import dev.peregrine.bench.run.TimeLeft;
import java.nio.file.Path;
import java.util.List;

/**
 * The service experiment: a server JVM and a load JVM at a time, on the run's first JDK; a warning instead when
 * the service module was not built.
 */
public final class ServiceExperiment implements Experiment {
  @Override
  public String id() {
    return "service";
  }

  @Override
  public String title() {
    return "A service's response";
  }

  @Override
  public boolean selected(SuiteOptions options) {
    return !options.coldStartOnly() && !ServiceRunner.plan(options.only()).isEmpty();
  }

  @Override
  public List<TimeLeft.Phase> estimate(ExperimentRun run) {
    return SuiteEstimate.phase(SuiteEstimate.SERVICE,
        SuiteEstimate.service(ServiceRunner.settings(run.profile()), run.only()));
  }

  @Override
  public void run(ExperimentRun run) throws Exception {
    if (run.jdks().isEmpty()) {
      return;
    }
    String serverClassPath = ServiceRunner.serverClassPath(Path.of(""));
    if (serverClassPath == null) {
      run.results().warnings.add("The service experiment did not run: the module peregrine-bench-service is not "
          + "built (./bench builds it; by hand: mvn -DskipTests -pl peregrine-bench-service -am package).");
      return;
    }
    run.phase(SuiteEstimate.SERVICE);
    new ServiceRunner(run.classPath(), serverClassPath, run.logs(), ServiceRunner.settings(run.profile()),
        run.only()).clock(run.clock()).run(run.jdks().get(0), run.results().service);
  }

  @Override
  public ReportSection section() {
    return ReportSection.of(800, ServiceReport::blocks);
  }
}
