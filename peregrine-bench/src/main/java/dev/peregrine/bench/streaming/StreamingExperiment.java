package dev.peregrine.bench.streaming;

import dev.peregrine.bench.experiment.Experiment;
import dev.peregrine.bench.experiment.ExperimentRun;
import dev.peregrine.bench.report.ReportSection;
import dev.peregrine.bench.run.SuiteEstimate;
import dev.peregrine.bench.run.SuiteOptions;
import dev.peregrine.bench.run.TimeLeft;
import java.util.List;

/** Streaming, last and alone: each JVM reads or writes up to a gigabyte under a small heap, element by element. */
public final class StreamingExperiment implements Experiment {
  @Override
  public String id() {
    return "streaming";
  }

  @Override
  public String title() {
    return "Streaming: a large array element by element";
  }

  @Override
  public boolean selected(SuiteOptions options) {
    return !options.coldStartOnly()
        && !StreamRunner.plan(StreamRunner.sizes(options.profile()), options.only()).isEmpty();
  }

  @Override
  public List<TimeLeft.Phase> estimate(ExperimentRun run) {
    StreamRunner.Sizes sizes = StreamRunner.sizes(run.profile());
    return SuiteEstimate.phase(SuiteEstimate.STREAM,
        SuiteEstimate.stream(sizes, StreamRunner.plan(sizes, run.only())) * run.jdks().size());
  }

  @Override
  public void run(ExperimentRun run) throws Exception {
    StreamRunner.Sizes sizes = StreamRunner.sizes(run.profile());
    run.phase(SuiteEstimate.STREAM);
    run.results().stream.addAll(new StreamRunner(run.classPath(), sizes.runs(), run.logs()).clock(run.clock())
        .run(run.jdks(), StreamRunner.plan(sizes, run.only())));
  }

  @Override
  public ReportSection section() {
    return new StreamingSection();
  }
}
