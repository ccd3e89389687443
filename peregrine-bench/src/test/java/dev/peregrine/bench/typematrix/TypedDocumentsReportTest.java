package dev.peregrine.bench.typematrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.result.Results.Status;
import dev.peregrine.bench.result.Results.TypeCell;
import java.util.List;
import org.junit.jupiter.api.Test;
import dev.peregrine.bench.typematrix.TypeMatrixTable;
import dev.peregrine.bench.typematrix.TypedDocumentsSection;
import dev.peregrine.bench.report.MarkdownReport;
import dev.peregrine.bench.report.HtmlReport;

/** The type matrix's typed documents: their own table after the matrix's, with the targets. */
public class TypedDocumentsReportTest {
  private static final String JDK = "JDK 17";

  private static TypeCell measured(String row, String library, String op, Double... scores) {
    return new TypeCell(row, library, op, JDK, Status.MEASURED, List.of(scores), 0, null);
  }

  /** One row per operation, Peregrine, fastjson2 and dsl-json-compiled (the fastest without Unsafe) scored alike. */
  private static void row(Results r, String row, double peregrine, double fastjson2, double dsl) {
    for (String op : TypeMatrixTable.OPERATIONS) {
      r.types.add(measured(row, "peregrine", op, peregrine, peregrine * 1.1, peregrine * 0.9));
      r.types.add(measured(row, "fastjson2", op, fastjson2, fastjson2, fastjson2));
      r.types.add(measured(row, "dsl-json-compiled", op, dsl, dsl, dsl));
    }
  }

  /**
   * UUID, a bean row; twitter-pojo: Peregrine 2x fastjson2 and 4x dsl-json-compiled (met); citm-record 0.5x
   * fastjson2 (below the floor); canada-pojo 1.0x fastjson2 with rounds on both sides of it (unclear).
   */
  public static Results results() {
    Results r = new Results(Profile.QUICK);
    r.jdks.add(new Results.Jdk("/usr/bin/java", "17", "OpenJDK"));
    r.typesMethod = "1 JVM per JDK";
    r.typesSettings.put("peregrine", "defaults");
    r.typesSettings.put("fastjson2", "defaults");
    r.typesSettings.put("dsl-json-compiled", "converters");
    row(r, "UUID", 10, 10, 10);
    row(r, "twitter-pojo", 20, 10, 5);
    row(r, "citm-record", 5, 10, 2);
    row(r, "canada-pojo", 10, 10, 2);
    r.types.add(new TypeCell("canada-pojo", "avaje-jsonb", "read-utf8", JDK, Status.ERROR, List.of(), 0,
        "read $.features[0].geometry.coordinates: expected 43.51305400000007, got 43.513054000000075"));
    r.typesDocuments.put("twitter-pojo", "twitter.json bound to POJOs, 631,515 bytes");
    r.typesDocuments.put("citm-record", "citm_catalog.json bound to records, 1,727,204 bytes");
    r.typesDocuments.put("canada-pojo", "canada.json bound to POJOs, 2,251,051 bytes");
    return r;
  }

  @Test
  void verdictsFollowTheWholeRangeOfEveryRatio() {
    TypeMatrixTable t = new TypeMatrixTable(results(), JDK);
    assertEquals("yes", TypedDocumentsSection.verdict(t, "twitter-pojo"));
    assertEquals("no; below 0.8x fastjson2: read UTF-8, read String, write UTF-8, write String",
        TypedDocumentsSection.verdict(t, "citm-record"));
    assertEquals("unclear", TypedDocumentsSection.verdict(t, "canada-pojo"), "0.9 to 1.1 spans 1.0");
    assertEquals("—", TypedDocumentsSection.verdict(t, "no-such-document"));
  }

  @Test
  void documentsHaveTheirOwnTableAfterTheMatrixAndTheirFailuresBelow() {
    String md = new MarkdownReport(results()).render();
    int matrix = md.indexOf("### Peregrine ÷ fastjson2 and ÷ the fastest without Unsafe");
    int documents = md.indexOf("### Typed documents: Peregrine ÷ fastjson2 and ÷ the fastest without Unsafe");
    assertTrue(matrix >= 0 && documents > matrix, md);
    assertTrue(md.contains("| twitter-pojo | 2.00 (1.80–2.20) | 4.00 (3.60–4.40) dsl-json-compiled |"), md);
    assertTrue(md.contains("| **yes** |") || md.contains("| yes |"), md);
    assertTrue(md.contains("**no; below 0.8x fastjson2: read UTF-8, read String, write UTF-8, write String**"), md);
    assertTrue(md.contains("**canada-pojo**: canada.json bound to POJOs, 2,251,051 bytes"), md);
    assertTrue(md.contains("**canada-pojo · read UTF-8 · avaje-jsonb** ERROR: read $.features[0]"), md);
    String matrixTable = md.substring(matrix, documents);
    assertTrue(matrixTable.contains("| UUID |"), "the bean row stays in the matrix's table");
    assertFalse(matrixTable.contains("| twitter-pojo |"), "a document is not a row of the matrix's own table");
    assertTrue(new HtmlReport(results()).render().contains("Typed documents"), "the HTML page has it too");
  }

  @Test
  void onlyDocumentsRunGivesTheirTableAlone() {
    Results r = results();
    r.types.removeIf(c -> c.type().equals("UUID"));
    String md = new MarkdownReport(r).render();
    assertFalse(md.contains("### Peregrine ÷ fastjson2 and ÷ the fastest without Unsafe"), md);
    assertTrue(md.contains("### Typed documents"), md);
  }

  @Test
  void noDocumentsTableWithoutDocuments() {
    Results r = results();
    r.types.removeIf(c -> r.typesDocuments.containsKey(c.type()));
    r.typesDocuments.clear();
    assertFalse(new MarkdownReport(r).render().contains("Typed documents"));
  }
}
