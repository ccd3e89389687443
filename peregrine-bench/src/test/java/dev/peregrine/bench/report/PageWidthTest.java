package dev.peregrine.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.peregrine.bench.coldstart.ColdStartReportTest;
import dev.peregrine.bench.eishay.TurnsReportTest;
import dev.peregrine.bench.jvmserializers.BinaryReportTest;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.scaling.ScaleAndDemoReportTest;
import dev.peregrine.bench.streaming.StreamReportTest;
import dev.peregrine.bench.typematrix.TypeMatrixReportTest;
import dev.peregrine.bench.typematrix.TypedDocumentsReportTest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * report.html fits a 1400 px and an 800 px browser window, laid out by headless Chromium ({@link ChromiumPage}):
 * nothing runs past the window's edge, no table hides columns behind a sideways scroll bar, no header breaks inside a
 * word. The pages are those of the report tests' fixtures, which together reach every section; a report a real run
 * wrote is checked with {@code -Dperegrine.bench.checkPage=PATH/report.html}.
 *
 * <p>Without Chromium the tests are skipped, saying so; install it ({@code apt-get install chromium}) or point
 * {@code -Dperegrine.bench.chromium} at one.
 */
class PageWidthTest {
  private static Path chromium;

  @BeforeAll
  static void findChromium() {
    Optional<Path> found = ChromiumPage.find();
    assumeTrue(found.isPresent(), "skipped: no headless Chromium on the PATH (chromium, chromium-browser, "
        + "google-chrome) to lay the report out; install one or give -Dperegrine.bench.chromium=PATH");
    chromium = found.get();
  }

  /** Every fixture the report tests render, by name: together they give every section of the report. */
  private static Map<String, Supplier<Results>> fixtures() {
    Map<String, Supplier<Results>> runs = new LinkedHashMap<>();
    runs.put("two-jdks", ReportGoldenTest::twoJdks);
    runs.put("one-jdk-forks", ReportGoldenTest::oneJdkWithForks);
    runs.put("targets", ReportTest::results);
    runs.put("cold-start", ColdStartReportTest::results);
    runs.put("turns", TurnsReportTest::results);
    runs.put("binary", BinaryReportTest::results);
    runs.put("scale", ScaleAndDemoReportTest::results);
    runs.put("demo", ScaleAndDemoReportTest::demoResults);
    runs.put("streaming", StreamReportTest::results);
    runs.put("type-matrix", TypeMatrixReportTest::results);
    runs.put("typed-documents", TypedDocumentsReportTest::results);
    runs.put("throughput", ThroughputSectionTest::results);
    runs.put("long-words", PageWidthTest::longWords);
    return runs;
  }

  /** A failure whose reason holds words no window is wide enough for: a deep JSON path and a stack frame. */
  private static Results longWords() {
    Results r = ReportGoldenTest.oneJdkWithForks();
    String reason = "XsonDeserializerException: Unknown system reader index: 15 at "
        + "org.xson.core.ReaderModel.getSysObject(ReaderModel.java:248) at " + "$" + ".peer".repeat(60);
    r.cells.add(new Results.Cell("WriteString", "jackson", r.jdks.get(0).label(), Results.Status.ERROR, Double.NaN,
        Double.NaN, -1, reason, List.of()));
    return r;
  }

  static Stream<Arguments> pages() {
    List<Arguments> pages = new ArrayList<>();
    fixtures().forEach((name, run) -> ChromiumPage.WIDTHS.forEach(w -> pages.add(Arguments.of(name, w, run))));
    return pages.stream();
  }

  @ParameterizedTest(name = "{0} at {1} px")
  @MethodSource("pages")
  void everySectionFitsTheWindow(String name, int width, Supplier<Results> run) throws Exception {
    String html = new HtmlReport(run.get()).render();
    assertEquals(List.of(), ChromiumPage.misfits(chromium, html, width), name + " at " + width + " px");
  }

  /**
   * The check can fail: a table as wide as the page used to make it (nine columns of long figures in one piece) is
   * caught at 800 px, and so is a header broken inside a word.
   */
  @Test
  void theCheckFindsATableWiderThanTheWindowAndAHeaderBrokenInAWord() throws Exception {
    StringBuilder row = new StringBuilder("<tr><td>fastjson2-jsonb-beantoarray</td>");
    StringBuilder head = new StringBuilder("<tr><th>configuration</th>");
    for (int i = 0; i < 8; i++) {
      head.append("<th>write bytes ÷ fastest without Unsafe</th>");
      row.append("<td style=\"white-space:nowrap\">1.02 (0.98–1.07) jackson2</td>");
    }
    String html = "<!DOCTYPE html><html><body><table>" + head + "</tr>" + row + "</tr></table>"
        + "<table style=\"width:60px\"><tr><th style=\"overflow-wrap:anywhere\">deserialisation</th></tr></table>"
        + "</body></html>";
    List<String> misfits = ChromiumPage.misfits(chromium, html, 800);
    assertTrue(misfits.stream().anyMatch(m -> m.startsWith("the page:")), misfits.toString());
    assertTrue(misfits.stream().anyMatch(m -> m.contains("\"deserialisation\" breaks across lines")),
        misfits.toString());
    assertEquals(List.of(), ChromiumPage.misfits(chromium, html, 4000).stream()
        .filter(m -> !m.contains("deserialisation")).toList(), "at 4000 px the wide table fits");
  }

  @Test
  void aReportARunWroteFitsTheWindow() throws Exception {
    String given = System.getProperty("peregrine.bench.checkPage");
    assumeTrue(given != null && !given.isEmpty(), "skipped: no report given; pass "
        + "-Dperegrine.bench.checkPage=PATH/report.html to check one a run wrote");
    String html = Files.readString(Path.of(given), StandardCharsets.UTF_8);
    for (int width : ChromiumPage.WIDTHS) {
      assertEquals(List.of(), ChromiumPage.misfits(chromium, html, width), given + " at " + width + " px");
    }
  }
}
