package dev.peregrine.bench.run;

import dev.peregrine.bench.result.Results;
import java.io.IOException;
import java.util.Locale;
import dev.peregrine.bench.demoresponse.DemoRunner;
import dev.peregrine.bench.scaling.ScaleRunner;

/**
 * JsonPerformanceVS's scaling experiment and the blog's DemoResponse test in a run: {@link ScaleRunner} then {@link
 * DemoRunner}, on the run's first JDK only (each adds minutes per JDK; the report says which JDK), skipped by {@code
 * --cold-start-only} and kept to what {@code --only} selects ({@code ^Scale/}, {@code ^Demo/}).
 */
final class ScaleAndDemoExperiments {
  private ScaleAndDemoExperiments() {}

  static void run(SuiteOptions options, Results results, TimeLeft clock) throws IOException {
    if (options.coldStartOnly() || results.jdks.isEmpty()) {
      return;
    }
    Results.Jdk jdk = results.jdks.get(0);
    String classPath = System.getProperty("java.class.path");
    ScaleRunner.Sizes scale = ScaleRunner.sizes(options.profile());
    DemoRunner.Sizes demo = DemoRunner.sizes(options.profile());
    boolean runScale = ScaleRunner.selected(scale, options.only());
    boolean runDemo = DemoRunner.selected(demo, options.only());
    if (runScale || runDemo) {
      System.out.printf(Locale.ROOT, "JsonPerformanceVS and DemoResponse: %d + %d JVMs on %s%n",
          runScale ? ScaleRunner.jvms(scale, options.only()) : 0, runDemo ? DemoRunner.jvms(demo, options.only()) : 0,
          jdk.label());
    }
    long start = System.nanoTime();
    if (runScale) {
      new ScaleRunner(classPath, options.logs(), scale, options.only()).clock(clock).run(jdk, results.scale);
    }
    if (runDemo) {
      new DemoRunner(classPath, options.logs(), demo, options.only()).clock(clock).run(jdk, results.demo);
    }
    if (runScale || runDemo) {
      System.out.printf(Locale.ROOT, "JsonPerformanceVS and DemoResponse took %s%n",
          TimeLeft.format((System.nanoTime() - start) / 1_000_000_000));
    }
    if (results.jdks.size() > 1) {
      String why = oneJdk(jdk, (System.nanoTime() - start) / 1_000_000_000);
      if (runScale) {
        results.scale.plan += why;
      }
      if (runDemo) {
        results.demo.plan += why;
      }
    }
  }

  /**
   * Why a run of several JDKs has these experiments on its first only, for the report: their time per JDK, and the
   * command that runs them on another.
   */
  static String oneJdk(Results.Jdk jdk, long seconds) {
    return "; on " + jdk.label() + " only, the first JDK of this run: these experiments' many fresh JVMs took "
        + TimeLeft.format(seconds) + " here and would take as long again on each other JDK, run one after the "
        + "other since the cold series want the machine to themselves; ./bench --jdk PATH --only "
        + "'^(Scale|Demo)/' runs them on another JDK";
  }
}
