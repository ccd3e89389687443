package dev.peregrine.bench.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.report.ReportDocument.Block;
import dev.peregrine.bench.report.ReportDocument.Heading;
import dev.peregrine.bench.report.ReportDocument.Paragraph;
import dev.peregrine.bench.report.ReportDocument.ParagraphKind;
import dev.peregrine.bench.report.ReportSection;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.run.SuiteEstimate;
import dev.peregrine.bench.run.SuiteOptions;
import dev.peregrine.bench.run.SuiteRun;
import dev.peregrine.bench.run.TimeLeft;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An experiment joins the suite by a line in the list: the run plans, estimates and runs it, the report shows it. */
class ExperimentsTest {

  /** An experiment of the test's own: one phase of 42 s, a line in the results, a section of its own. */
  static final class Counting implements Experiment {
    int plans;
    int runs;

    @Override
    public String id() {
      return "counting";
    }

    @Override
    public String title() {
      return "The counting experiment";
    }

    @Override
    public boolean selected(SuiteOptions options) {
      return options.only() == null || options.only().matcher("Counting/once").find();
    }

    @Override
    public void plan(ExperimentRun run) {
      plans++;
    }

    @Override
    public List<TimeLeft.Phase> estimate(ExperimentRun run) {
      return List.of(new TimeLeft.Phase("counting", 42_000));
    }

    @Override
    public void run(ExperimentRun run) {
      runs++;
      run.phase("counting");
      run.results().environment.put("Counting", "counted once on " + run.jdks().size() + " JDK(s)");
    }

    @Override
    public ReportSection section() {
      return ReportSection.of(950, results -> results.environment.containsKey("Counting")
          ? List.<Block>of(new Heading(2, title()), new Paragraph(results.environment.get("Counting"),
              ParagraphKind.PLAIN))
          : List.of());
    }
  }

  @Test
  void anExperimentAddedToTheListIsPlannedEstimatedRunAndReported(@TempDir Path dir) throws Exception {
    Counting counting = new Counting();
    List<Experiment> experiments = new ArrayList<>(Experiments.all());
    experiments.add(counting);
    Path out = dir.resolve("out");
    SuiteOptions options = SuiteOptions.parse(new String[] {"--profile", "smoke", "--out", out.toString(),
        "--only", "^Counting/"});

    Results results = new Results(options.profile());
    results.jdks.add(new Results.Jdk("/jdk/bin/java", "17.0.15", "vm"));
    assertEquals(List.of(new TimeLeft.Phase("counting", 42_000)),
        SuiteEstimate.phases(experiments, new ExperimentRun(options, results, "")),
        "the run's estimate is the sum of the selected experiments' (the others select nothing of ^Counting/)");

    new SuiteRun(options, experiments).run();
    assertEquals(1, counting.plans);
    assertEquals(1, counting.runs);
    String md = Files.readString(out.resolve("report.md"));
    assertTrue(md.contains("## The counting experiment\n\ncounted once on 1 JDK(s)"), md);
    assertTrue(md.indexOf("## The counting experiment") < md.indexOf("## Libraries"),
        "a section stands at its place, before the table of libraries");
    assertTrue(Files.readString(out.resolve("report.html")).contains("counted once on 1 JDK(s)"));
  }

  @Test
  void everyExperimentHasItsOwnIdTitleAndPlaceInTheReport() {
    Set<String> ids = new HashSet<>();
    Set<Integer> places = new HashSet<>();
    for (Experiment e : Experiments.all()) {
      assertTrue(ids.add(e.id()), "two experiments called " + e.id());
      assertTrue(e.id().matches("[a-z0-9-]+"), e.id());
      assertTrue(!e.title().isBlank(), e.id());
      assertTrue(places.add(e.section().place()), e.id() + "'s section shares its place with another");
    }
    assertEquals(10, ids.size());
  }

  @Test
  void onlyKeptToAPrefixMatchesWhatBothSelect() {
    assertTrue(ExperimentRun.only(null, "Xson/").matcher("Xson/cycles/kryo").find());
    assertTrue(!ExperimentRun.only(null, "Xson/").matcher("Serializers/kryo").find());
    java.util.regex.Pattern kryo = java.util.regex.Pattern.compile("kryo$");
    assertTrue(ExperimentRun.only(kryo, "Serializers/").matcher("Serializers/kryo").find());
    assertTrue(!ExperimentRun.only(kryo, "Serializers/").matcher("Xson/cycles/kryo").find());
    assertTrue(!ExperimentRun.only(kryo, "Serializers/").matcher("Serializers/gson").find());
    java.util.regex.Pattern anchored = java.util.regex.Pattern.compile("^Serializers/k");
    assertTrue(ExperimentRun.only(anchored, "Serializers/").matcher("Serializers/kryo").find());
  }
}
