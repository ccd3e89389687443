package dev.peregrine.bench.experiment;

import dev.peregrine.bench.coldstart.ColdStartExperiment;
import dev.peregrine.bench.demoresponse.DemoResponseExperiment;
import dev.peregrine.bench.eishay.EishayExperiment;
import dev.peregrine.bench.jvmserializers.JvmSerializersExperiment;
import dev.peregrine.bench.report.ReportSection;
import dev.peregrine.bench.report.ThroughputSection;
import dev.peregrine.bench.scaling.ScalingExperiment;
import dev.peregrine.bench.service.ServiceExperiment;
import dev.peregrine.bench.streaming.StreamingExperiment;
import dev.peregrine.bench.typematrix.TypeMatrixExperiment;
import dev.peregrine.bench.unsafedenied.UnsafeDeniedExperiment;
import dev.peregrine.bench.xson.XsonExperiment;
import java.util.ArrayList;
import java.util.List;

/** Every experiment of the suite, in the order a run runs them: one line each. */
public final class Experiments {
  private Experiments() {}

  /**
   * A fresh list (an experiment keeps what it planned for the run). The order matters on a 2-core machine: the
   * benchmarks first, on a quiet machine; cold start after them, never beside a fork; the experiments that run
   * in the suite's own JVM after every fork; the streaming JVMs last, alone with their gigabyte.
   */
  public static List<Experiment> all() {
    return List.of(
        new EishayExperiment(),
        new TypeMatrixExperiment(),
        new ColdStartExperiment(),
        new UnsafeDeniedExperiment(),
        new JvmSerializersExperiment(),
        new XsonExperiment(),
        new ScalingExperiment(),
        new DemoResponseExperiment(),
        new ServiceExperiment(),
        new StreamingExperiment());
  }

  /** Every experiment's part of the report, and the views across experiments. */
  public static List<ReportSection> sections() {
    return sections(all());
  }

  /**
   * The parts of the report of a run of {@code experiments}: each one's section, then the views that read
   * several experiments' results (each renders nothing when the run measured nothing it shows).
   */
  public static List<ReportSection> sections(List<Experiment> experiments) {
    List<ReportSection> sections = new ArrayList<>(experiments.stream().map(Experiment::section).toList());
    sections.add(new ThroughputSection());
    return List.copyOf(sections);
  }
}
