package dev.peregrine.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.eishay.Ranking;
import dev.peregrine.bench.eishay.TurnSeries;
import dev.peregrine.bench.experiment.Experiments;
import dev.peregrine.bench.peer.Peer;
import dev.peregrine.bench.report.ReportDocument.Bar;
import dev.peregrine.bench.report.ReportDocument.Block;
import dev.peregrine.bench.report.ReportDocument.Chart;
import dev.peregrine.bench.report.ReportDocument.Section;
import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A ranking's order, its bars and its "% of" column come from one statistic. The case that showed they did not:
 * in ParseUTF8Bytes Peregrine ranked first with a shorter bar (1,227 ops/ms) than the second, fastjson2 (1,350),
 * since the rank came from the ratios of rounds side by side and the bar from each library's median ops/ms over
 * JVMs.
 */
class RankingStatisticTest {
  private static final String JDK = "JDK 17";

  /**
   * Three JVMs of different speeds: Peregrine is 1.10, 0.96 and 1.10 of fastjson2 JVM by JVM (median 1.10), yet
   * its median ops/ms (1,350) is below fastjson2's (1,400).
   */
  private static Results results() {
    Results r = new Results(Profile.QUICK);
    r.jdks.add(new Results.Jdk("/jdk17/bin/java", "17", "test VM"));
    for (String id : List.of("peregrine", "fastjson2", "jackson")) {
      r.libraries.add(new Results.LibraryInfo(id, Peer.Kind.JSON, "g:" + id, "1", "defaults"));
    }
    r.scenarios.add(new Results.ScenarioInfo("ParseUTF8Bytes", "bytes", Peer.Kind.JSON, "fastjson2"));
    r.turnsMethod = "3 JVMs per JDK, test rounds";
    series(r, "fastjson2", 1000, 1400, 2000);
    series(r, "peregrine", 1100, 1350, 2200);
    series(r, "jackson", 400, 500, 800);
    return r;
  }

  private static void series(Results r, String library, double... jvmScores) {
    List<List<Double>> jvms = new ArrayList<>();
    for (double s : jvmScores) {
      jvms.add(List.of(s, s, s));
    }
    TurnSeries t = new TurnSeries("ParseUTF8Bytes", library, JDK, jvms);
    r.turns.add(t);
    r.cells.add(new Results.Cell("ParseUTF8Bytes", library, JDK, Results.Status.MEASURED, t.score(), Double.NaN,
        -1, null, List.of(), t.jvmScores()));
  }

  @Test
  void barsRankAndPercentOfComeFromTheRatioInTurns() {
    Results results = results();
    Ranking ranking = new Ranking(results, results.scenarios.get(0), JDK);
    assertEquals(List.of("peregrine", "fastjson2", "jackson"),
        ranking.measured.stream().map(Ranking.Row::library).toList(), "ranked by the median ratio");
    assertTrue(ranking.measured.get(0).score() < ranking.measured.get(1).score(),
        "the case itself: the first's median ops/ms is below the second's");

    Chart chart = charts(ReportBuilder.build(results, Experiments.sections()).blocks()).stream()
        .filter(c -> c.label().startsWith("ParseUTF8Bytes")).findFirst().orElseThrow();
    List<Bar> bars = chart.bars();
    assertEquals(List.of("peregrine", "fastjson2", "jackson"), bars.stream().map(Bar::label).toList());
    for (int i = 0; i < bars.size(); i++) {
      assertEquals(ranking.measured.get(i).percentOfBaseline(), bars.get(i).value(), 1e-9,
          "the bar is the \"% of\" column: " + bars.get(i).label());
      if (i > 0) {
        assertTrue(bars.get(i).value() <= bars.get(i - 1).value(), "bars shrink down the ranking: " + bars);
      }
    }
    assertEquals(110.0, bars.get(0).value(), 1e-9);
    assertEquals(100.0, bars.get(1).value(), 1e-9);
    Bar peregrine = bars.get(0);
    assertEquals(96.4, peregrine.low(), 0.1, "the whisker is the JVMs' range of the ratio");
    assertEquals(110.0, peregrine.high(), 1e-9);
    assertTrue(chart.label().contains("% of fastjson2: the median over the JVMs of each JVM's ratio"),
        chart.label());
    assertTrue(chart.max() >= 110.0);
  }

  @Test
  void withoutTurnsTheOpsPerMsRankAndDraw() {
    Results r = new Results(Profile.SMOKE);
    r.jdks.add(new Results.Jdk("/jdk17/bin/java", "17", "test VM"));
    for (String id : List.of("peregrine", "fastjson2")) {
      r.libraries.add(new Results.LibraryInfo(id, Peer.Kind.JSON, "g:" + id, "1", "defaults"));
    }
    r.scenarios.add(new Results.ScenarioInfo("ParseUTF8Bytes", "bytes", Peer.Kind.JSON, "fastjson2"));
    r.cells.add(new Results.Cell("ParseUTF8Bytes", "fastjson2", JDK, Results.Status.MEASURED, 1350, 20, -1, null,
        List.of(), List.of()));
    r.cells.add(new Results.Cell("ParseUTF8Bytes", "peregrine", JDK, Results.Status.MEASURED, 1227, 30, -1, null,
        List.of(), List.of()));
    Chart chart = charts(ReportBuilder.build(r, Experiments.sections()).blocks()).stream()
        .filter(c -> c.label().startsWith("ParseUTF8Bytes")).findFirst().orElseThrow();
    assertEquals(List.of("fastjson2", "peregrine"), chart.bars().stream().map(Bar::label).toList());
    assertEquals(1350, chart.bars().get(0).value(), 1e-9);
    assertEquals(1197, chart.bars().get(1).low(), 1e-9);
    assertTrue(chart.label().contains("ops/ms (the JMH score), which orders the ranking"), chart.label());
  }

  private static List<Chart> charts(List<Block> blocks) {
    List<Chart> out = new ArrayList<>();
    for (Block b : blocks) {
      if (b instanceof Chart c) {
        out.add(c);
      } else if (b instanceof Section s) {
        out.addAll(charts(s.blocks()));
      }
    }
    return out;
  }
}
