package dev.peregrine.bench.published;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.peer.Peer;
import dev.peregrine.bench.published.Verdicts.Outcome;
import dev.peregrine.bench.published.Verdicts.Verdict;
import dev.peregrine.bench.jvmserializers.BinaryResults;
import dev.peregrine.bench.demoresponse.DemoResults;
import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.scaling.ScaleResults;
import dev.peregrine.bench.eishay.TurnSeries;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The verdicts over synthetic runs: what holds, what no longer holds and why, what was not measured and why. */
class VerdictsTest {
  private static final String JDK = "JDK 21.0.5";

  private static Results run() {
    Results r = new Results(Profile.QUICK);
    r.jdks.add(new Results.Jdk("/jdk/bin/java", "21.0.5", "OpenJDK 64-Bit Server VM"));
    for (String s : List.of("ParseString", "WriteUTF8Bytes")) {
      r.scenarios.add(new Results.ScenarioInfo(s, s, Peer.Kind.JSON, "fastjson2"));
    }
    r.scenarios.add(new Results.ScenarioInfo("WriteBinary", "binary", Peer.Kind.BINARY, "fastjson2-jsonb"));
    return r;
  }

  private static void measured(Results r, String scenario, String library, double score) {
    r.cells.add(new Results.Cell(scenario, library, JDK, Results.Status.MEASURED, score, 0, -1, null, List.of()));
  }

  /** The one claim that is {@code claimStart} or begins with it and a space or colon. */
  private static Verdict find(Results r, String claimStart) {
    List<Verdict> found = Verdicts.of(r).stream().filter(v -> v.claim().equals(claimStart)
        || v.claim().startsWith(claimStart + " ") || v.claim().startsWith(claimStart + ":")).toList();
    assertEquals(1, found.size(), () -> "claims starting with " + claimStart + ": " + found);
    return found.get(0);
  }

  @Test
  void aRatioInsideThePublishedRangeStillHoldsAndOneOutsideSaysWhereItFell() {
    Results r = run();
    measured(r, "ParseString", "fastjson2", 1000);
    measured(r, "ParseString", "fastjson1", 900);
    measured(r, "ParseString", "jackson", 200);
    Verdict fastjson1 = find(r, "fastjson1 at 71.79-114.31% of fastjson2 in ParseString");
    assertEquals(Outcome.HOLDS, fastjson1.outcome());
    assertEquals("90%", fastjson1.thisRun());
    assertEquals("4 CPUs x 5 JDKs: Intel, AMD, two ARM; JDK 8 to 19", fastjson1.measuredOn());
    assertEquals("fastjson2's benchmark wiki, 2.0.15, October 2022", fastjson1.source());
    Verdict jackson = find(r, "jackson at 34.49-43.63% of fastjson2 in ParseString");
    assertEquals(Outcome.NO_LONGER_HOLDS, jackson.outcome());
    assertEquals("no longer holds: jackson at 20%, below the published range", jackson.text());
  }

  @Test
  void theIntervalOfThisRunCountsWhenItReachesThePublishedRange() {
    Results r = run();
    measured(r, "ParseString", "fastjson2", 1000);
    r.cells.add(new Results.Cell("ParseString", "jackson", JDK, Results.Status.MEASURED, 300, 50, -1, null,
        List.of()));
    // 30% alone is below 34.49%, but (300 + 50) / (1000 - 0) = 35% reaches it.
    assertEquals(Outcome.HOLDS, find(r, "jackson at 34.49-43.63% of fastjson2 in ParseString").outcome());
  }

  @Test
  void turnsGiveTheRatioRoundByRound() {
    Results r = run();
    measured(r, "ParseString", "fastjson2", 1000);
    measured(r, "ParseString", "gson", 10);
    // The cells say 1%; the turns, which the report ranks by, say 30% in every JVM.
    r.turns.add(new TurnSeries("ParseString", "fastjson2", JDK, List.of(List.of(100.0, 200.0), List.of(100.0))));
    r.turns.add(new TurnSeries("ParseString", "gson", JDK, List.of(List.of(30.0, 60.0), List.of(30.0))));
    Verdict gson = find(r, "gson at 27-42.02% of fastjson2 in ParseString");
    assertEquals(Outcome.HOLDS, gson.outcome());
    assertEquals("30%", gson.thisRun());
  }

  @Test
  void anOrderThatDiffersNoLongerHoldsAndSaysThisRunsOrder() {
    Results r = run();
    measured(r, "ParseString", "fastjson2", 1000);
    measured(r, "ParseString", "fastjson1", 500);
    measured(r, "ParseString", "jackson", 600);
    Verdict order = find(r, "the order in ParseString");
    assertEquals("fastjson2 > fastjson1 > jackson > gson", order.published());
    assertEquals(Outcome.NO_LONGER_HOLDS, order.outcome());
    assertEquals("no longer holds: this run ranks fastjson2 > jackson > fastjson1", order.text());
    measured(r, "WriteUTF8Bytes", "fastjson2", 1000);
    measured(r, "WriteUTF8Bytes", "jackson", 900);
    measured(r, "WriteUTF8Bytes", "fastjson1", 100);
    measured(r, "WriteUTF8Bytes", "gson", 50);
    assertEquals(Outcome.HOLDS, find(r, "the order in WriteUTF8Bytes").outcome());
  }

  @Test
  void fastjson2sUtf8JsonInTheBinaryTablesComesFromItsUtf8Scenario() {
    Results r = run();
    measured(r, "WriteBinary", "fastjson2-jsonb", 2000);
    measured(r, "WriteUTF8Bytes", "fastjson2", 1200);
    Verdict v = find(r, "fastjson2UTF8Bytes at 56.09-92.43% of fastjson2JSONB in WriteBinary");
    assertEquals("60%", v.thisRun());
    assertEquals(Outcome.HOLDS, v.outcome());
  }

  @Test
  void whatTheRunDidNotMeasureSaysWhy() {
    Results r = run();
    measured(r, "ParseString", "fastjson2", 1000);
    r.cells.add(new Results.Cell("ParseString", "gson", JDK, Results.Status.ERROR, Double.NaN, Double.NaN, -1,
        "decoded value differs", List.of()));
    assertEquals("not measured in this run: gson ERROR in ParseString (decoded value differs)",
        find(r, "gson at 27-42.02% of fastjson2 in ParseString").text());
    assertEquals("not measured in this run: jackson was not in this run's ParseString (left out by the quick "
        + "profile or --only)", find(r, "jackson at 34.49-43.63% of fastjson2 in ParseString").text());
    assertEquals("not measured in this run: ParseStringPretty did not run (left out by the quick profile or "
        + "--only)", find(r, "jackson at 37.28-57.13% of fastjson2 in ParseStringPretty").text());
  }

  @Test
  void aRunWithNothingMeasuredHoldsNoClaim() {
    List<Verdict> all = Verdicts.of(new Results(Profile.SMOKE));
    assertTrue(all.size() > 50, "every claim is listed: " + all.size());
    for (Verdict v : all) {
      assertEquals(Outcome.NOT_MEASURED, v.outcome(), v.toString());
      assertTrue(v.text().startsWith("not measured in this run: "), v.text());
    }
  }

  @Test
  void theJvmSerializersOrderIsComparedOverTheLibrariesTheSuiteAlsoRuns() {
    Results r = run();
    r.binary.rows.add(serializer("protobuf", 900));
    r.binary.rows.add(serializer("jackson", 1200));
    r.binary.rows.add(serializer("gson", 1100));
    Verdict order = find(r, "the order by total time, fastest first");
    assertEquals(Outcome.NO_LONGER_HOLDS, order.outcome());
    assertEquals("protobuf > gson > jackson", order.thisRun());
    Verdict fastest = find(r, "protobuf the fastest");
    assertEquals(Outcome.HOLDS, fastest.outcome());
    assertEquals("protobuf, 900 ns total", fastest.thisRun());
  }

  private static BinaryResults.Row serializer(String id, double total) {
    return new BinaryResults.Row(BinaryResults.SERIALIZERS, id, id, "json", "", BinaryResults.Outcome.OK,
        BinaryResults.Outcome.OK, null, 30, total / 2, total / 2, total, total, total, 400, 250);
  }

  @Test
  void xsonsSupportMatrixIsComparedConfigurationByConfiguration() {
    Results r = run();
    r.binary.cases.add(new BinaryResults.CaseInfo(9, "cycles", "A->B, B->A, A->A"));
    r.binary.rows.add(xson("cycles", "kryo-reg", BinaryResults.Outcome.OK, BinaryResults.Outcome.OK, 5000));
    r.binary.rows.add(xson("cycles", "kryo-reg-refs", BinaryResults.Outcome.OK, BinaryResults.Outcome.OK, 4000));
    r.binary.rows.add(xson("cycles", "xson-ext", BinaryResults.Outcome.OK, BinaryResults.Outcome.OK, 3000));
    r.binary.rows.add(xson("cycles", "hessian", BinaryResults.Outcome.ERROR, BinaryResults.Outcome.UNKNOW,
        Double.NaN));
    Verdict support = find(r, "cycles: only");
    assertEquals("ERROR: java-unshared, java-shared, hessian, hessian-deflate, kryo, kryo-reg", support.published());
    assertEquals(Outcome.NO_LONGER_HOLDS, support.outcome());
    assertEquals("no longer holds: kryo-reg writes and reads it back", support.text());
    Verdict fastest = find(r, "cycles: xson-ext the fastest");
    assertEquals("xson-ext, 19882 ns total", fastest.published());
    assertEquals(Outcome.HOLDS, fastest.outcome());
    assertEquals(Outcome.NOT_MEASURED, find(r, "media.1: kryo-reg the fastest").outcome());
  }

  private static BinaryResults.Row xson(String c, String configuration, BinaryResults.Outcome write,
      BinaryResults.Outcome read, double total) {
    return new BinaryResults.Row(c, configuration, configuration, "binary", "", write, read, null, Double.NaN,
        total / 2, total / 2, total, total, total, 100, 80);
  }

  @Test
  void jsonPerformanceVsConclusionsAreCheckedAtTheSizesThisRunMeasured() {
    Results r = run();
    cold(r, "write", "gson", 1, 10);
    cold(r, "write", "jackson", 1, 40);
    cold(r, "read", "gson", 1, 50);
    cold(r, "read", "jackson", 1, 20);
    cold(r, "write", "jackson", 10_000, 100);
    cold(r, "write", "gson", 10_000, 300);
    Verdict small = find(r, "Below 100 KB");
    assertEquals(Outcome.NO_LONGER_HOLDS, small.outcome());
    assertEquals("no longer holds: another library is fastest at read 1: jackson", small.text());
    assertEquals(Outcome.HOLDS, find(r, "Above 1 MB").outcome());
    assertEquals(Outcome.HOLDS, find(r, "writing 1 record: gson").outcome());
    assertEquals("gson, 10 ms", find(r, "writing 1 record: gson").thisRun());
    assertEquals("not measured in this run: 100,000 records did not run (left out by the quick profile or --only)",
        find(r, "writing 100,000 records").text());
  }

  private static void cold(Results r, String direction, String library, int records, long millis) {
    r.scale.cold.add(new ScaleResults.Cold(direction, library, records, "same",
        List.of(millis * 1_000_000, millis * 1_000_000, millis * 1_000_000), 1000, null));
  }

  @Test
  void theBlogsJacksonIsCloseToHandWrittenOnlyWithinAQuarter() {
    Results r = run();
    loop(r, "hand-written", 10, 100);
    loop(r, "jackson", 10, 120);
    loop(r, "gson", 10, 300);
    loop(r, "hand-written", 300, 100);
    loop(r, "jackson", 300, 200);
    loop(r, "gson", 300, 150);
    Verdict close = find(r, "Jackson is close to the hand-written writer.");
    assertEquals("Jackson ÷ hand-written 1.04, 1.06, 1.05, 0.83, 0.82 at 10, 50, 100, 200, 300 entities",
        close.published());
    assertEquals(Outcome.NO_LONGER_HOLDS, close.outcome());
    assertEquals("no longer holds: Jackson ÷ hand-written 2.00 at 300", close.text());
    Verdict gson = find(r, "Gson is the slowest");
    assertEquals("slowest at 4 of its 5 sizes", gson.published());
    assertEquals("no longer holds: slowest at 300: jackson", gson.text());
  }

  private static void loop(Results r, String writer, int size, double millis) {
    r.demo.loops.add(new DemoResults.Loop(writer, size, 10_000, List.of(millis), 1000, true, null));
  }
}
