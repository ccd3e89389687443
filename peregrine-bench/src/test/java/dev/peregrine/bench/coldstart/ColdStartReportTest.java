package dev.peregrine.bench.coldstart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.coldstart.ColdStartRunner;
import dev.peregrine.bench.run.SuiteOptions;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import dev.peregrine.bench.coldstart.ColdStartTable;
import dev.peregrine.bench.eishay.Ranking;
import dev.peregrine.bench.report.MarkdownReport;
import dev.peregrine.bench.report.HtmlReport;

public class ColdStartReportTest {
  private static final String JDK = "JDK 17";

  private static List<Long> millis(long... ms) {
    List<Long> nanos = new ArrayList<>();
    for (long m : ms) {
      nanos.add(m * 1_000_000);
    }
    return nanos;
  }

  private static Results.ColdStartSeries measured(String direction, String library, long... ms) {
    return new Results.ColdStartSeries(direction, library, JDK, Results.Status.MEASURED, millis(ms),
        millis(ms).stream().map(n -> n + 100_000_000).toList(), null);
  }

  /** gson 200 ms, peregrine 150, jackson 600 (after dropping one outlier on each side), one ERROR. */
  public static Results results() {
    Results r = new Results(Profile.QUICK);
    r.jdks.add(new Results.Jdk("/usr/bin/java", "17", "OpenJDK"));
    r.coldStart.add(new Results.ColdStartSeries("empty", "(empty JVM)", JDK, Results.Status.MEASURED,
        millis(0, 0, 0), millis(80, 90, 100), null));
    r.coldStart.add(measured("write", "gson", 1, 200, 900));
    r.coldStart.add(measured("write", "peregrine", 150, 2, 800));
    r.coldStart.add(measured("write", "jackson", 600, 3, 700));
    r.coldStart.add(new Results.ColdStartSeries("write", "moshi", JDK, Results.Status.ERROR, List.of(), List.of(),
        "IllegalStateException: boom <here>"));
    r.coldStart.add(measured("read", "gson", 100, 100, 100));
    return r;
  }

  @Test
  void ranksByTrimmedMeanWithPercentOfGson() {
    ColdStartTable t = new ColdStartTable(results(), "write", JDK);
    assertEquals("peregrine < gson < jackson", t.line());
    assertEquals(75.0, t.measured.get(0).percentOfBaseline(), 1e-9);
    assertEquals(100.0, t.measured.get(1).percentOfBaseline(), 1e-9);
    assertEquals(300.0, t.measured.get(2).percentOfBaseline(), 1e-9);
    assertEquals(1, t.missing.size());
    assertEquals(90.0, t.emptyJvm.median(), 1e-9);
    // JVM wall: the median of the whole process, not trimmed by the inside-main times.
    assertEquals(300.0, t.measured.get(1).wallMedian(), 1e-9);
  }

  /**
   * For the cold start too: neighbours whose kept JVMs' ranges overlap are "≈", apart "<"; ranges
   * that only touch are not apart (the run cannot put one before the other).
   */
  @Test
  void overlappingRangesOfKeptJvmsRankAsEqual() {
    Results r = new Results(Profile.QUICK);
    r.jdks.add(new Results.Jdk("/usr/bin/java", "17", "OpenJDK"));
    // 20 JVMs each: the trim drops 2 at each end, so the kept ranges are the middle sixteen.
    r.coldStart.add(measured("write", "gson", series(200, 220)));
    r.coldStart.add(measured("write", "peregrine", series(150, 170)));
    r.coldStart.add(measured("write", "jackson", series(210, 240)));
    r.coldStart.add(measured("write", "moshi", series(232, 260)));
    r.coldStart.add(measured("write", "fastjson2", series(300, 320)));
    ColdStartTable t = new ColdStartTable(r, "write", JDK);
    List<String> order = t.measured.stream().map(ColdStartTable.Row::library).toList();
    assertEquals(List.of("peregrine", "gson", "jackson", "moshi", "fastjson2"), order);
    assertEquals("peregrine < gson ≈ jackson ≈ moshi < fastjson2", t.line());
    assertTrue(new MarkdownReport(r).render().contains(
        "Ranking (cheapest first): peregrine < gson ≈ jackson ≈ moshi < fastjson2"));
  }

  /** 20 JVM times from {@code from} to {@code to} ms in equal steps, shuffled so the order does not matter. */
  private static long[] series(long from, long to) {
    long[] ms = new long[20];
    for (int i = 0; i < ms.length; i++) {
      ms[(i * 7) % ms.length] = from + (to - from) * i / (ms.length - 1);
    }
    return ms;
  }

  @Test
  void markdownHasTheTableTheErrorAndTheBaseline() {
    String md = new MarkdownReport(results()).render();
    assertTrue(md.contains("## Cold start: first write and first read in a fresh JVM"), md);
    assertTrue(md.contains("### First write: MediaContent to UTF-8 JSON in a fresh JVM"));
    assertTrue(md.contains("Ranking (cheapest first): peregrine < gson < jackson"));
    assertTrue(md.contains("| 1 | peregrine | 150 | 150 | 150–150 | 1 of 3 | 75.00% | 250 |"), md);
    assertTrue(md.contains("| – | moshi | **ERROR** | | | | | IllegalStateException: boom <here> |"), md);
    assertTrue(md.contains("| | *empty JVM* | | | | 1 of 3 | | 90.0 |"), md);
    assertTrue(md.contains("### First read: UTF-8 JSON to MediaContent in a fresh JVM"));
    // No scenario was run: no empty throughput sections.
    assertFalse(md.contains("## Rankings"));
    assertFalse(md.contains("## What ran"));
  }

  @Test
  void htmlHasAChartAndEscapesReasons() {
    String html = new HtmlReport(results()).render();
    assertTrue(html.contains("<h2 id=\"cold-start\">"));
    assertTrue(html.contains("aria-label=\"First write: MediaContent to UTF-8 JSON in a fresh JVM JDK 17\""));
    assertTrue(html.contains("150 ms · 75.00%"), html);
    assertTrue(html.contains("boom &lt;here&gt;"));
    assertFalse(html.contains("boom <here>"));
    assertEquals(2, html.split("<svg class=\"chart\"", -1).length - 1, "one chart per direction");
  }

  @Test
  void noSectionWithoutColdStartSeries() {
    Results r = new Results(Profile.QUICK);
    r.jdks.add(new Results.Jdk("/usr/bin/java", "17", "OpenJDK"));
    assertFalse(new MarkdownReport(r).render().contains("Cold start"));
    assertFalse(new HtmlReport(r).render().contains("cold-start"));
  }

  @Test
  void csvMarksWhatTheTrimKept() {
    String csv = ColdStartRunner.csv(results().coldStart);
    assertTrue(csv.startsWith("jdk,direction,library,jvm,inside_main_ns,process_wall_ns,kept\n"));
    assertTrue(csv.contains("JDK 17,write,peregrine,1,150000000,250000000,true\n"), csv);
    assertTrue(csv.contains("JDK 17,write,peregrine,2,2000000,102000000,false\n"));
    assertTrue(csv.contains("JDK 17,empty,(empty JVM),2,,90000000,true\n"));
    assertFalse(csv.contains("moshi"), "ERROR series have no samples");
  }

  @Test
  void onlySelectsSeriesByName() {
    List<ColdStartRunner.Plan> all = ColdStartRunner.plan(List.of("peregrine", "gson"), null);
    assertEquals(5, all.size());
    assertEquals("empty", all.get(0).direction());
    List<ColdStartRunner.Plan> reads = ColdStartRunner.plan(List.of("peregrine", "gson"),
        Pattern.compile("ColdStartRead/"));
    assertEquals(List.of(new ColdStartRunner.Plan("empty", "(empty JVM)"),
        new ColdStartRunner.Plan("read", "peregrine"), new ColdStartRunner.Plan("read", "gson")), reads);
    assertEquals(List.of(), ColdStartRunner.plan(List.of("peregrine", "gson"), Pattern.compile("^ParseString/")));
  }

  @Test
  void parsesTheProbeOutput() throws Exception {
    Path log = Path.of("no-such.log");
    assertEquals(123L, ColdStartRunner.parse("noise\ncoldstart write 123\n", "write", 0, log));
    ColdStartRunner.JvmFailed e = assertThrows(ColdStartRunner.JvmFailed.class,
        () -> ColdStartRunner.parse("coldstart error NoClassDefFoundError: x\n", "read", 1, log));
    assertEquals("NoClassDefFoundError: x", e.getMessage());
    assertThrows(ColdStartRunner.JvmFailed.class, () -> ColdStartRunner.parse("Killed\n", "read", 137, log));
  }

  @Test
  void coldStartOptions() {
    assertThrows(IllegalArgumentException.class, () -> SuiteOptions.parse(new String[] {"--cold-start-runs", "-1"}));
    assertThrows(IllegalArgumentException.class,
        () -> SuiteOptions.parse(new String[] {"--cold-start-only", "--cold-start-runs", "0"}));
    SuiteOptions.parse(new String[] {"--cold-start-only", "--profile", "smoke", "--cold-start-runs", "5"});
  }
}
