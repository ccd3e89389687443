package dev.peregrine.bench.scaling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.demoresponse.DemoResults;
import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.scaling.ScaleResults;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import dev.peregrine.bench.scaling.ScaleReport;
import dev.peregrine.bench.report.MarkdownReport;
import dev.peregrine.bench.report.HtmlReport;

/**
 * The report's sections on JsonPerformanceVS and the blog's DemoResponse test: present only when they ran,
 * JsonPerformanceVS's conclusion judged right.
 */
public class ScaleAndDemoReportTest {
  private static final long MS = 1_000_000;

  private static ScaleResults.Cold cold(String direction, String library, int records, long... ms) {
    List<Long> nanos = java.util.Arrays.stream(ms).map(v -> v * MS).boxed().toList();
    return new ScaleResults.Cold(direction, library, records, "same", nanos, records * 1000L, null);
  }

  private static ScaleResults.Warm warm(String direction, String library, int records, double ms) {
    return new ScaleResults.Warm(direction, library, records, ms * 1e6, ms * 1e6, ms * 1e6, null);
  }

  /**
   * Cold as JsonPerformanceVS found it (Gson fastest of its four at 1 and 100 records, Jackson at 10,000), warm not
   * (json-smart fastest at 1 record); Peregrine fastest of all cold at 10,000.
   */
  public static Results results() {
    Results r = new Results(Profile.QUICK);
    ScaleResults s = r.scale;
    s.jdk = "JDK 17";
    s.plan = "cold: 1, 100, 10,000 records";
    int[] sizes = {1, 100, 10_000};
    String[] seedFour = {"gson", "fastjson1", "jackson", "json-smart"};
    long[][] coldMs = {{10, 50, 900}, {30, 60, 500}, {40, 70, 400}, {20, 80, 700}};
    double[][] warmMs = {{0.02, 1, 100}, {0.03, 2, 90}, {0.04, 3, 80}, {0.01, 4, 70}};
    for (int l = 0; l < 4; l++) {
      for (int i = 0; i < 3; i++) {
        s.cold.add(cold("write", seedFour[l], sizes[i], coldMs[l][i], coldMs[l][i] + 2));
        s.warm.add(warm("write", seedFour[l], sizes[i], warmMs[l][i]));
      }
    }
    s.cold.add(cold("write", "peregrine", 10_000, 300, 302));
    s.cold.add(new ScaleResults.Cold("write", "moshi", 1, "same", List.of(), 0, "boom <here>"));
    s.memory.add(new ScaleResults.Memory("read", "peregrine", 10_000, "1g", "completes", 9_500_000, 0.5, 80, 5,
        9000, null));
    s.memory.add(new ScaleResults.Memory("read", "gson", 10_000, "1g", "FAILED", 0, Double.NaN, Double.NaN,
        Double.NaN, Double.NaN, "out of memory at -Xmx1g"));
    return r;
  }

  @Test
  void jsonPerformanceVsConclusionIsJudgedColdAndWarm() {
    Results r = results();
    TreeSet<Integer> sizes = new TreeSet<>(List.of(1, 100, 10_000));
    String verdict = ScaleReport.verdict(r.scale, "write", sizes);
    assertTrue(verdict.contains("cold it held (fastest of JsonPerformanceVS's four: gson at 1, gson at 100; "
        + "jackson at 10,000 records; fastest of all: gson at 1, gson at 100, peregrine at 10,000)"), verdict);
    assertTrue(verdict.contains("warm it did not hold (fastest of JsonPerformanceVS's four: json-smart at 1, "
        + "gson at 100; "
        + "json-smart at 10,000"), verdict);
    assertEquals(11.0, ScaleReport.coldMs(r.scale, "write", "gson", 1, "same"), 1e-9);
  }

  /**
   * A warm different-sample timing goes to its own side-by-side table; the main table, the chart and
   * the verdict keep the same-sample timings.
   */
  @Test
  void warmDifferentSamplesSitBesideTheSameSample() {
    Results r = results();
    String before = new MarkdownReport(r).render();
    assertFalse(before.contains("different samples in turns"));
    r.scale.warm.add(new ScaleResults.Warm("write", "gson", 100, 7e6, 6.5e6, 8e6, null, "different"));
    String md = new MarkdownReport(r).render();
    assertTrue(md.contains("### Same sample against different samples in turns (warm, fastest iteration's ms)"), md);
    assertTrue(md.contains(ScaleReport.WARM_VARIANTS));
    assertTrue(md.contains("| write | gson | 0.0200 |"), md);
    assertTrue(md.contains(" | 1.00 | 6.50 | "), md);
    assertEquals(1.0, ScaleReport.warmMs(r.scale, "write", "gson", 100), 1e-9);
    assertEquals(6.5, ScaleReport.warmMs(r.scale, "write", "gson", 100, "different"), 1e-9);
    assertEquals(ScaleReport.verdict(results().scale, "write", new TreeSet<>(List.of(1, 100, 10_000))),
        ScaleReport.verdict(r.scale, "write", new TreeSet<>(List.of(1, 100, 10_000))));
  }

  @Test
  void theHeadingSaysWhatRanNotWhatWasPublished() {
    ScaleResults s = new ScaleResults();
    s.cold.add(new ScaleResults.Cold("write", "gson", 1, "same", List.of(MS), 0, null));
    s.cold.add(new ScaleResults.Cold("read", "gson", 10_000, "same", List.of(MS), 9_512_345, null));
    assertEquals("from 1 record to 9.5 MB", ScaleReport.span(s), "a quick run that stopped at 10,000 records");
    s.memory.add(new ScaleResults.Memory("write", "gson", 100_000, "256m", "completes", 0, 1, 1, 1, 1, null));
    assertEquals("from 1 record to 100,000 records", ScaleReport.span(s), "no read measured the largest size");
    assertEquals("100 MB", ScaleReport.size(100_123_456));
    assertEquals("98 KB", ScaleReport.size(97_600));
  }

  @Test
  void sectionsAppearOnlyWhenTheyRan() {
    String none = new MarkdownReport(new Results(Profile.QUICK)).render();
    assertFalse(none.contains("JsonPerformanceVS"));
    assertFalse(none.contains("DemoResponse"));
    String md = new MarkdownReport(results()).render();
    assertTrue(md.contains("## JsonPerformanceVS: from 1 record to 9.5 MB (JDK 17)"), md);
    // The opening paragraph names the published comparison of each section that ran.
    assertTrue(md.contains("is also reproduced from 1 record to 9.5 MB"), md);
    assertTrue(md.contains("| moshi | ERROR: boom <here> |"), md);
    assertTrue(md.contains("| gson | FAILED |"), md);
    assertTrue(md.contains("| peregrine | 80.0 / 9,000 |"), md);
    String html = new HtmlReport(results()).render();
    assertTrue(html.contains("aria-label=\"JsonPerformanceVS, write: time against size, log-log\""), html);
    assertTrue(html.contains("stroke-dasharray"), "warm lines are dashed");
    assertTrue(html.contains("boom &lt;here&gt;"));
  }

  /** A DemoResponse run at two sizes, loops and a warm timing. */
  public static Results demoResults() {
    Results r = new Results(Profile.QUICK);
    DemoResults d = r.demo;
    d.jdk = "JDK 17";
    d.plan = "10 and 300 entities";
    d.loops.add(new DemoResults.Loop("peregrine", 10, 10_000, List.of(100.0), 650, true, null));
    d.loops.add(new DemoResults.Loop("hand-written", 10, 10_000, List.of(150.0), 650, true, null));
    d.loops.add(new DemoResults.Loop("jackson", 10, 10_000, List.of(120.0), 650, true, null));
    d.loops.add(new DemoResults.Loop("peregrine", 300, 10_000, List.of(900.0), 21_861, true, null));
    d.loops.add(new DemoResults.Loop("hand-written", 300, 10_000, List.of(800.0), 21_861, true, null));
    d.loops.add(new DemoResults.Loop("jackson", 300, 10_000, List.of(1000.0), 21_861, false, null));
    d.warm.add(new DemoResults.Warm("readBytes", "peregrine", 10, 2000, 1900, 2100));
    d.warm.add(new DemoResults.Warm("readBytes", "jackson", 10, 1000, 900, 1100));
    return r;
  }

  @Test
  void peregrinesTargetAgainstTheHandWrittenWriter() {
    String md = new MarkdownReport(demoResults()).render();
    assertTrue(md.contains("| loop (total) | 10 | 100 ms | 150 ms | 1.50 | jackson 120 ms | 1.20 | yes |"), md);
    assertTrue(md.contains("| loop (total) | 300 | 900 ms | 800 ms | 0.89 | jackson 1,000 ms | 1.11 | **no** |"), md);
    assertTrue(md.contains("| readBytes | 10 | 1.90 µs | – | – | jackson 0.90 µs | 0.47 | **no** |"), md);
    assertTrue(md.contains("| jackson | 120 | 1,000 | 21,861 | no (same JSON value; members in another order) |"),
        md);
  }

  /** Found in a run with --only '^Demo/warm/': the writers came from the loops alone, so every column was "–". */
  @Test
  void warmOnlyRunStillComparesTheWriters() {
    Results r = new Results(Profile.QUICK);
    r.demo.jdk = "JDK 17";
    r.demo.plan = "10 entities";
    r.demo.warm.add(new DemoResults.Warm("writeString", "peregrine", 10, 1000, 800, 1200));
    r.demo.warm.add(new DemoResults.Warm("writeString", "hand-written", 10, 1000, 1000, 1200));
    r.demo.warm.add(new DemoResults.Warm("writeString", "fastjson2", 10, 1000, 400, 1200));
    String md = new MarkdownReport(r).render();
    assertTrue(md.contains("| writeString | 10 | 0.80 µs | 1.00 µs | 1.25 | fastjson2 0.40 µs | 0.50 | **no** |"), md);
    assertTrue(md.contains("| writeString | fastjson2 | 0.40 |"), md);
    assertFalse(md.contains("The blog's loop"), md);
  }

  /** A run of Peregrine alone (--only) has nothing to beat: its target is "–", not met by default. */
  @Test
  void aTargetWithNothingToCompareIsNeitherMetNorMissed() {
    Results r = new Results(Profile.FULL);
    r.demo.jdk = "JDK 17";
    r.demo.plan = "10 entities";
    r.demo.warm.add(new DemoResults.Warm("readString", "peregrine", 10, 1000, 900, 1200));
    String md = new MarkdownReport(r).render();
    assertTrue(md.contains("| readString | 10 | 0.90 µs | – | – | – | – | – |"), md);
  }
}
