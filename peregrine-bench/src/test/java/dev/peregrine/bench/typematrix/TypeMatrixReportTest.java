package dev.peregrine.bench.typematrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.result.Results.Status;
import dev.peregrine.bench.result.Results.TypeCell;
import java.util.List;
import org.junit.jupiter.api.Test;
import dev.peregrine.bench.typematrix.TypeMatrixTable;
import dev.peregrine.bench.report.MarkdownReport;
import dev.peregrine.bench.report.HtmlReport;

public class TypeMatrixReportTest {
  private static final String JDK = "JDK 17";

  private static TypeCell measured(String type, String library, String op, Double... scores) {
    return new TypeCell(type, library, op, JDK, Status.MEASURED, List.of(scores), 0, null);
  }

  /**
   * UUID read-utf8: Peregrine 10, 20, 30 against fastjson2 20, 20, 20 (paired ratios 0.5, 1, 1.5); jackson 5
   * and dsl-json 8 per round, so dsl-json is the fastest without Unsafe; Date: dsl-json n/a, fastjson2 ERROR.
   */
  public static Results results() {
    Results r = new Results(Profile.QUICK);
    r.jdks.add(new Results.Jdk("/usr/bin/java", "17", "OpenJDK"));
    r.typesMethod = "1 JVM per JDK";
    r.typesSettings.put("peregrine", "defaults");
    r.typesSettings.put("fastjson2", "defaults");
    r.types.add(measured("UUID", "peregrine", "read-utf8", 10.0, 20.0, 30.0));
    r.types.add(measured("UUID", "fastjson2", "read-utf8", 20.0, 20.0, 20.0));
    r.types.add(measured("UUID", "jackson", "read-utf8", 5.0, 5.0, 5.0));
    r.types.add(measured("UUID", "dsl-json", "read-utf8", 8.0, 8.0, 8.0));
    r.types.add(measured("Date", "peregrine", "read-utf8", 10.0));
    r.types.add(new TypeCell("Date", "fastjson2", "read-utf8", JDK, Status.ERROR, List.of(), 0, "loses micros"));
    r.types.add(new TypeCell("Date", "dsl-json", "read-utf8", JDK, Status.NOT_APPLICABLE, List.of(), 0,
        "no converter"));
    return r;
  }

  @Test
  void ratiosArePairedRoundByRoundWithTheirRange() {
    TypeMatrixTable t = new TypeMatrixTable(results(), JDK);
    TypeMatrixTable.Ratio f = t.ratio("UUID", "read-utf8", "fastjson2");
    assertEquals(1.0, f.median(), 1e-12);
    assertEquals(0.5, f.low(), 1e-12);
    assertEquals(1.5, f.high(), 1e-12);
    TypeMatrixTable.Ratio best = t.ratioToFastestWithoutUnsafe("UUID", "read-utf8");
    assertEquals("dsl-json", best.against(), "fastjson2 is faster but needs Unsafe");
    assertEquals(2.5, best.median(), 1e-12);
    assertNull(t.ratio("Date", "read-utf8", "fastjson2"));
    assertNull(t.ratioToFastestWithoutUnsafe("Date", "read-utf8"));
  }

  @Test
  void aLibraryThatRunsWithUnsafeDeniedInThisRunCounts() {
    Results r = results();
    r.noUnsafe.add(new Results.NoUnsafeRun("fastjson2", "JDK 25", true, false, 9, null));
    r.noUnsafe.add(new Results.NoUnsafeRun("dsl-json", "JDK 25", false, false, 0, "needs it"));
    TypeMatrixTable.Ratio best = new TypeMatrixTable(r, JDK).ratioToFastestWithoutUnsafe("UUID", "read-utf8");
    assertEquals("fastjson2", best.against());
  }

  @Test
  void theSectionListsRatiosScoresAndWhyACellWasNotMeasured() {
    String md = new MarkdownReport(results()).render();
    assertTrue(md.contains("## Type matrix: one bean per value type"), md);
    assertTrue(md.contains("| UUID | 1.00 (0.50–1.50) | 2.50 (1.25–3.75) dsl-json |"), md);
    assertTrue(md.contains("| Date | fastjson2 ERROR | 1.25 (1.25–1.25) jackson |")
        || md.contains("| Date | fastjson2 ERROR | — |"), md);
    assertTrue(md.contains("**Date · read UTF-8 · dsl-json** n/a: no converter"), md);
    assertTrue(md.contains("**Date · read UTF-8 · fastjson2** ERROR: loses micros"), md);
    String html = new HtmlReport(results()).render();
    assertTrue(html.contains("Type matrix"), "the HTML page has the section too");
  }

  /** A link to the section lands on one place: no id is given twice (the heading and the table once shared one). */
  @Test
  void everyIdOnThePageIsGivenOnce() {
    String html = new HtmlReport(results()).render();
    java.util.regex.Matcher m = java.util.regex.Pattern.compile(" id=\"([^\"]+)\"").matcher(html);
    java.util.Set<String> seen = new java.util.HashSet<>();
    int ids = 0;
    while (m.find()) {
      ids++;
      assertTrue(seen.add(m.group(1)), "id given twice: " + m.group(1));
    }
    assertTrue(seen.contains("types"), "the section's heading keeps its id: " + seen);
    assertTrue(ids > 1, "the page has ids to check");
  }

  @Test
  void noSectionWhenTheMatrixDidNotRun() {
    Results r = results();
    r.types.clear();
    assertFalse(new MarkdownReport(r).render().contains("Type matrix"));
  }
}
