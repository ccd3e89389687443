package dev.peregrine.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.peer.Peer;
import dev.peregrine.bench.jvmserializers.BinaryResults;
import dev.peregrine.bench.demoresponse.DemoResults;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.scaling.ScaleAndDemoReportTest;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The report's first screen and its published tables: the report opens with one line per experiment that ran and
 * a chart, then the method; each experiment has its "published beside this run" table, folded in the page when it
 * is long and whole in the Markdown; an experiment that did not run has neither line nor table.
 */
class FirstScreenTest {
  private static final String JDK = "JDK 21.0.5";

  /** Every published experiment: the Eishay scenarios, the jvm-serializers table, an XSON case, scaling, the blog's. */
  static Results everyExperiment() {
    Results r = ScaleAndDemoReportTest.results();
    r.jdks.add(new Results.Jdk("/jdk/bin/java", "21.0.5", "OpenJDK 64-Bit Server VM"));
    for (String id : List.of("peregrine", "fastjson2", "fastjson1", "jackson")) {
      r.libraries.add(new Results.LibraryInfo(id, Peer.Kind.JSON, "g:" + id, "1", "defaults"));
    }
    r.scenarios.add(new Results.ScenarioInfo("ParseString", "JSON text to MediaContent", Peer.Kind.JSON,
        "fastjson2"));
    cell(r, "peregrine", 1500);
    cell(r, "fastjson2", 1000);
    cell(r, "fastjson1", 800);
    cell(r, "jackson", 400);
    r.binary.jdk = JDK;
    for (String id : List.of("protobuf", "peregrine-cbor-array", "jackson", "gson")) {
      double total = switch (id) {
        case "protobuf" -> 900;
        case "peregrine-cbor-array" -> 700;
        case "jackson" -> 1500;
        default -> 3000;
      };
      r.binary.rows.add(new BinaryResults.Row(BinaryResults.SERIALIZERS, id, id, "json", "",
          BinaryResults.Outcome.OK, BinaryResults.Outcome.OK, null, 30, total / 2, total / 2, total, total, total,
          400, 250));
    }
    r.binary.cases.add(new BinaryResults.CaseInfo(9, "cycles", "circular references: A->B, B->A, A->A"));
    for (String id : List.of("kryo-reg", "xson-ext", "peregrine-cbor")) {
      r.binary.rows.add(new BinaryResults.Row("cycles", id, id, "binary", "", BinaryResults.Outcome.OK,
          BinaryResults.Outcome.OK, null, Double.NaN, 1000, 1000, id.equals("xson-ext") ? 2000 : 3000, 2000, 3000,
          100, 80));
    }
    r.demo.jdk = JDK;
    r.demo.plan = "loop: 10,000 writes at 10 and 300 entities";
    for (int size : List.of(10, 300)) {
      loop(r, "hand-written", size, 100);
      loop(r, "jackson", size, 110);
      loop(r, "gson", size, 300);
      loop(r, "peregrine", size, 80);
    }
    return r;
  }

  private static void cell(Results r, String library, double score) {
    r.cells.add(new Results.Cell("ParseString", library, JDK, Results.Status.MEASURED, score, 5, -1, null,
        List.of()));
  }

  private static void loop(Results r, String writer, int size, double millis) {
    r.demo.loops.add(new DemoResults.Loop(writer, size, 10_000, List.of(millis), 1000, true, null));
  }

  @Test
  void theReportOpensWithOneLinePerExperimentThenTheMethod() {
    String md = new MarkdownReport(everyExperiment()).render();
    int found = md.indexOf("## What this run found");
    assertTrue(found > 0 && md.indexOf("##") == found, "the first heading is the verdicts'");
    int how = md.indexOf("## How this run was made");
    int targets = md.indexOf("## Peregrine against its targets");
    assertTrue(found < how && how < targets, "the method follows the first screen");
    List<String> lines = md.substring(found, how).lines().filter(l -> l.startsWith("- ")).toList();
    assertEquals(List.of("- **Throughput scenarios**", "- **The jvm-serializers table**", "- **The XSON cases**",
        "- **Scaling**", "- **A service's response**"), lines.stream().map(l -> l.substring(0, l.indexOf("**", 4) + 2))
        .toList());
    assertTrue(lines.get(0).contains("fastest: peregrine in 1 of 1 scenarios; Peregrine first in 1 of 1, at "
        + "150.00% of the baseline; published: fastjson1 at 71.79-114.31% of fastjson2 in ParseString — still "
        + "holds (this run: 80%)"), lines.get(0));
    assertTrue(lines.get(1).contains("fastest: peregrine-cbor-array (700 ns total); Peregrine's best: "
        + "peregrine-cbor-array, 1st of 4; published: the order by total time"), lines.get(1));
    // kryo-reg writes and reads the cycles back here, where XSON's comparison found ERROR.
    assertTrue(lines.get(2).contains("Peregrine writes and reads back 1 of the 1 cases; the support matrix is as "
        + "published in 0 of the 1 cases compared"), lines.get(2));
    assertTrue(lines.get(3).contains("write 10,000 records fastest: peregrine, Peregrine 1st of 5"), lines.get(3));
    assertTrue(lines.get(4).contains("fastest at 300 entities: peregrine; Peregrine takes 0.80x the hand-written "
        + "writer's time; published: Jackson is close to the hand-written writer."), lines.get(4));
    assertTrue(lines.get(4).contains("still holds (this run: Jackson ÷ hand-written 1.10 at 10, 1.10 at 300)"),
        lines.get(4));
  }

  @Test
  void theFirstScreenHasOneChartOfPeregrineAgainstEachBaseline() {
    String html = new HtmlReport(everyExperiment()).render();
    String first = html.substring(html.indexOf("<h2 id=\"verdicts\">"),
        html.indexOf("<h2 id=\"how-this-run-was-made\">"));
    assertEquals(1, first.split("<svg", -1).length - 1, "one chart on the first screen");
    assertTrue(first.contains("ParseString: peregrine ÷ fastjson2 1.50"), first);
  }

  @Test
  void eachExperimentHasItsPublishedTableAfterItsOwnSection() {
    String md = new MarkdownReport(everyExperiment()).render();
    assertEquals(5, md.split("### Published beside this run", -1).length - 1);
    assertTrue(md.indexOf("| fastjson1 at 71.79-114.31% of fastjson2 in ParseString |") > md.indexOf("## Rankings"));
    int serializers = md.indexOf("| the order by total time");
    assertTrue(md.indexOf("## The jvm-serializers table") < serializers
        && serializers < md.indexOf("## The XSON cases"), "after the jvm-serializers table, before XSON's");
    int xson = md.indexOf("| cycles: only");
    assertTrue(md.indexOf("### Support matrix") < xson && xson < md.indexOf("### Case 9"),
        "after XSON's support matrix, before its cases");
    assertTrue(md.indexOf("| Below 100 KB") > md.indexOf("## JsonPerformanceVS"));
    assertTrue(md.indexOf("| Jackson is close to the hand-written writer.") > md.indexOf("## A service's response"));
    assertTrue(md.contains("| cycles: xson-ext the fastest | xson-ext, 19882 ns total (x86 Intel Family 6 Model 15, "
        + "2 cores, Sun 1.6.0_22) | xson-ext, 2,000 ns total | still holds |"), md);
  }

  @Test
  void longTablesFoldInThePageAndStayWholeInTheMarkdown() {
    Results r = everyExperiment();
    String html = new HtmlReport(r).render();
    String md = new MarkdownReport(r).render();
    assertTrue(html.contains("<details><summary>"), "the page folds the long tables");
    assertTrue(html.contains("claims of parts this run left out, not measured</summary>"), html);
    assertFalse(md.contains("<details>"));
    // Every claim is a row of the Markdown, folded or not.
    assertTrue(md.contains("| the order in WriteStringTree | fastjson2 > jackson > fastjson1 > gson"), md);
  }

  @Test
  void anExperimentThatDidNotRunHasNeitherLineNorTable() {
    Results r = everyExperiment();
    r.demo.loops.clear();
    r.binary.rows.clear();
    r.binary.cases.clear();
    String md = new MarkdownReport(r).render();
    assertFalse(md.contains("**A service's response**"));
    assertFalse(md.contains("**The XSON cases**"));
    assertFalse(md.contains("Jackson is close to the hand-written writer"));
    assertEquals(2, md.split("### Published beside this run", -1).length - 1);
  }
}
