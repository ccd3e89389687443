package dev.peregrine.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.words.PrivateWords;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import dev.peregrine.bench.streaming.StreamReportTest;
import dev.peregrine.bench.typematrix.TypedDocumentsReportTest;
import dev.peregrine.bench.typematrix.TypeMatrixReportTest;
import dev.peregrine.bench.jvmserializers.BinaryReportTest;
import dev.peregrine.bench.scaling.ScaleAndDemoReportTest;
import dev.peregrine.bench.eishay.TurnsReportTest;
import dev.peregrine.bench.coldstart.ColdStartReportTest;

/**
 * The report speaks to its readers as the sources do (the rules of {@code tools/private-words.txt}): report.md and
 * report.html rendered from the report tests' fixtures, which together give every section, so that text the
 * renderers put together from pieces is judged whole. Text that only a real run writes (a library's settings, a
 * run's plan) is judged by {@code tools/word-check} over the smoke run's report in CI.
 */
class ReportWordsTest {
  private final PrivateWords words = PrivateWords.load();

  /** Every fixture the report tests render, by name. */
  private static Map<String, Supplier<Results>> fixtures() {
    Map<String, Supplier<Results>> runs = new LinkedHashMap<>();
    runs.put("two-jdks", ReportGoldenTest::twoJdks);
    runs.put("one-jdk-forks", ReportGoldenTest::oneJdkWithForks);
    runs.put("cold-start-only", ReportGoldenTest::coldStartOnly);
    runs.put("nothing", ReportGoldenTest::nothing);
    runs.put("targets", ReportTest::results);
    runs.put("cold-start", ColdStartReportTest::results);
    runs.put("turns", TurnsReportTest::results);
    runs.put("binary", BinaryReportTest::results);
    runs.put("scale", ScaleAndDemoReportTest::results);
    runs.put("demo", ScaleAndDemoReportTest::demoResults);
    runs.put("streaming", StreamReportTest::results);
    runs.put("type-matrix", TypeMatrixReportTest::results);
    runs.put("typed-documents", TypedDocumentsReportTest::results);
    return runs;
  }

  @Test
  void everySectionOfTheReportSpeaksToStrangers() {
    List<PrivateWords.Hit> hits = new ArrayList<>();
    List<String> headings = new ArrayList<>();
    fixtures().forEach((name, run) -> {
      String md = new MarkdownReport(run.get()).render();
      hits.addAll(words.scan(name + "/report.md", md));
      hits.addAll(words.scan(name + "/report.html", new HtmlReport(run.get()).render()));
      md.lines().filter(l -> l.startsWith("## ")).forEach(headings::add);
    });
    // The fixtures must reach the sections whose text is put together from pieces, or this proves little.
    for (String section : List.of("## JsonPerformanceVS", "## A service's response", "## Streaming",
        "## Type matrix", "## The jvm-serializers table", "## The XSON cases", "## Cold start")) {
      assertTrue(headings.stream().anyMatch(h -> h.startsWith(section)), "no fixture renders " + section + ": "
          + headings);
    }
    if (!hits.isEmpty()) {
      fail("the report speaks the project's private language (see tools/private-words.txt):" + PrivateWords.describe(hits));
    }
  }

  /** A private word that reaches the report by any way, here a run's warning, is found in both renderings. */
  @Test
  void aPrivateWordInTheReportIsFound() {
    Results r = ReportGoldenTest.nothing();
    r.warnings.add(String.join("", "As ", "issue", " 9 asks."));
    assertEquals(1, words.scan("report.md", new MarkdownReport(r).render()).size());
    assertEquals(1, words.scan("report.html", new HtmlReport(r).render()).size());
  }
}
