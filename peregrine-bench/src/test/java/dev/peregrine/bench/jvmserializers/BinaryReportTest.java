package dev.peregrine.bench.jvmserializers;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.jvmserializers.BinaryResults;
import dev.peregrine.bench.jvmserializers.BinaryResults.Outcome;
import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results;
import org.junit.jupiter.api.Test;
import dev.peregrine.bench.report.MarkdownReport;
import dev.peregrine.bench.report.HtmlReport;

public class BinaryReportTest {

  private static BinaryResults.Row timed(String experiment, String conf, double total, int size, int deflated) {
    return new BinaryResults.Row(experiment, conf, conf, "binary", "", Outcome.OK, Outcome.OK, "", 10, total / 2,
        total / 2, total, total * 0.9, total * 1.1, size, deflated);
  }

  private static BinaryResults.Row failed(String experiment, String conf, String reason) {
    return new BinaryResults.Row(experiment, conf, conf, "json", "", Outcome.OK, Outcome.ERROR, reason, Double.NaN,
        Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, -1, -1);
  }

  public static Results results() {
    Results r = new Results(Profile.QUICK);
    r.jdks.add(new Results.Jdk("/usr/bin/java", "17", "OpenJDK"));
    r.binary.jdk = "JDK 17";
    r.binary.method = "the method";
    r.binary.rows.add(timed(BinaryResults.SERIALIZERS, "kryo", 900, 213, 135));
    r.binary.rows.add(timed(BinaryResults.SERIALIZERS, "peregrine-cbor", 1000, 380, 234));
    r.binary.cases.add(new BinaryResults.CaseInfo(9, "cycles", "A->B, B->A, A->A"));
    r.binary.rows.add(timed("cycles", "peregrine-cbor", 500, 39, 38));
    r.binary.rows.add(timed("cycles", "peregrine-cbor-array", 400, 15, 22));
    r.binary.rows.add(timed("cycles", "peregrine", 600, 72, 50));
    r.binary.rows.add(timed("cycles", "fastjson2-jsonb", 300, 40, 41));
    r.binary.rows.add(timed("cycles", "kryo-reg-refs", 200, 14, 22));
    r.binary.rows.add(failed("cycles", "gson", "StackOverflowError: (the graph is written without end)"));
    return r;
  }

  @Test
  void sectionsTargetsMatrixAndEveryError() {
    String md = new MarkdownReport(results()).render();
    assertTrue(md.contains("## The jvm-serializers table (fastjson2's benchmark README)"), md);
    assertTrue(md.contains("| kryo | binary | 10 | 450 | 450 | 900 | 810 – 990 | 213 | 135 |  |"), md);
    assertTrue(md.indexOf("| kryo |") < md.indexOf("| peregrine-cbor |"), "sorted by total");
    assertTrue(md.contains("## The XSON cases (the XSON wiki's comparison)"));
    // CBOR map 39 / 38 against JSONB's 40 / 41: met; array mode 15 / 22 against Kryo registered 14 / 22: not met
    assertTrue(md.contains("| 9 cycles | yes | yes: 39 / 38 dfl, against fastjson2-jsonb 40 / 41 dfl | "
        + "**no**: 15 / 22 dfl, against kryo-reg-refs 14 / 22 dfl | **no**: peregrine-cbor-array 400 ns against "
        + "kryo-reg-refs 200 ns (Unsafe not checked in this run: every peer) | 2.00 (kryo-reg-refs) |"), md);
    assertTrue(md.contains("### Every ERROR, and why"));
    assertTrue(md.contains("**cycles · gson** read ERROR: StackOverflowError: (the graph is written without end)"),
        md);
    String html = new HtmlReport(results()).render();
    assertTrue(html.contains("aria-label=\"cycles total ns per configuration\""));
    assertTrue(html.contains("aria-label=\"cycles size in bytes per configuration\""));
  }

  @Test
  void withUnsafeCheckedTheSpeedTargetLeavesOutThoseThatNeedIt() {
    Results r = results();
    r.noUnsafe.add(new Results.NoUnsafeRun("kryo-reg-refs", "JDK 25", false, false, 2, "needs Unsafe"));
    r.noUnsafe.add(new Results.NoUnsafeRun("fastjson2-jsonb", "JDK 25", true, false, 2, null));
    String md = new MarkdownReport(r).render();
    assertTrue(md.contains("**no**: peregrine-cbor-array 400 ns against fastjson2-jsonb 300 ns |"), md);
  }

  @Test
  void nothingWhenTheExperimentsDidNotRun() {
    Results r = new Results(Profile.QUICK);
    String md = new MarkdownReport(r).render();
    assertFalse(md.contains("jvm-serializers"));
    assertFalse(md.contains("XSON"));
  }
}
