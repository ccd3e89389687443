package dev.peregrine.bench.eishay;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.peer.Peer;
import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.eishay.TurnSeries;
import java.util.List;
import org.junit.jupiter.api.Test;
import dev.peregrine.bench.eishay.Targets;
import dev.peregrine.bench.report.MarkdownReport;
import dev.peregrine.bench.report.HtmlReport;
import dev.peregrine.bench.report.ReportText;

/** A scenario timed in turns is ranked, percented and judged by its JVMs' ratios. */
public class TurnsReportTest {
  private static final String JDK = "JDK 17";

  /**
   * ParseString in two JVMs: the JVMs' speeds differ by 2x (the host's drift), the ratios do not. peregrine over
   * fastjson2 is 0.9 and 0.95 round by round, jackson a third of fastjson2; gson 0.88 and 0.97 of fastjson2, so
   * its JVMs' ratios to peregrine straddle 1.
   */
  public static Results results() {
    Results r = new Results(Profile.QUICK);
    r.jdks.add(new Results.Jdk("/jdk17/bin/java", "17", "test VM"));
    for (String id : List.of("peregrine", "fastjson2", "jackson", "gson")) {
      r.libraries.add(new Results.LibraryInfo(id, Peer.Kind.JSON, "g:" + id, "1", "defaults"));
    }
    r.scenarios.add(new Results.ScenarioInfo("ParseString", "text", Peer.Kind.JSON, "fastjson2"));
    r.turnsMethod = "2 JVMs per JDK, test rounds";
    series(r, "fastjson2", List.of(1000.0, 1000.0, 1000.0), List.of(2000.0, 2000.0, 2000.0));
    series(r, "peregrine", List.of(900.0, 900.0, 900.0), List.of(1900.0, 1900.0, 1900.0));
    series(r, "jackson", List.of(333.0, 333.0, 333.0), List.of(666.0, 666.0, 666.0));
    series(r, "gson", List.of(880.0, 880.0, 880.0), List.of(1940.0, 1940.0, 1940.0));
    return r;
  }

  private static void series(Results r, String library, List<Double> jvm1, List<Double> jvm2) {
    TurnSeries t = new TurnSeries("ParseString", library, JDK, List.of(jvm1, jvm2));
    r.turns.add(t);
    r.cells.add(new Results.Cell("ParseString", library, JDK, Results.Status.MEASURED, t.score(), Double.NaN, -1,
        null, List.of(), t.jvmScores()));
  }

  @Test
  void theRankingComesFromTheRatiosAndOverlappingJvmRangesAreEqual() {
    String md = new MarkdownReport(results()).render();
    // gson/peregrine: 0.978 and 1.021 in the two JVMs: not apart. fastjson2 over both: apart.
    assertTrue(md.contains("| ParseString | fastjson2 > peregrine ≈ gson > jackson |")
        || md.contains("| ParseString | fastjson2 > gson ≈ peregrine > jackson |"), md);
  }

  @Test
  void percentagesAreTheMedianRatioWithTheJvmsRange() {
    String md = new MarkdownReport(results()).render();
    assertTrue(md.contains("| peregrine | 1400.0 | 900.0–1900.0 | 92.50% (90.0–95.0) |"), md);
    assertTrue(md.contains("range of the JVMs"), md);
  }

  @Test
  void targetsUseTheJvmsRangeAsTheInterval() {
    String md = new MarkdownReport(results()).render();
    assertTrue(md.contains("| ParseString | peregrine | fastjson2 | throughput | 0.93 | 0.90–0.95 | ≥ 1.25 | **no** |"),
        md);
    assertTrue(md.contains("| ParseString | peregrine | jackson | throughput | 2.78 | 2.70–2.85 | ≥ 3.00 | **no** |"),
        md);
    assertTrue(md.contains(Targets.TURNS_LEGEND), md);
    assertFalse(md.contains("fork by fork"), md);
  }

  @Test
  void theReportSaysWhatMethodMadeItsNumbers() {
    Results r = results();
    String md = new MarkdownReport(r).render();
    assertTrue(md.contains(ReportText.turnsMethod(r.turnsMethod)), md);
    assertTrue(md.contains("This run: 2 JVMs per JDK, test rounds."), md);
    assertFalse(md.contains("Error is JMH's 99.9% confidence interval"), md);
    assertTrue(new HtmlReport(r).render().contains("range of the JVMs"));
  }
}
