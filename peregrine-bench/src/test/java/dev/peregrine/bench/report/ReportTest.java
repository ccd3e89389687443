package dev.peregrine.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.peer.Peer;
import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results;
import java.util.List;
import org.junit.jupiter.api.Test;
import dev.peregrine.bench.eishay.Ranking;

class ReportTest {
  private static final String JDK17 = "JDK 17";
  private static final String JDK25 = "JDK 25";

  static Results results() {
    Results r = new Results(Profile.QUICK);
    r.environment.put("CPU", "test CPU");
    r.jdks.add(new Results.Jdk("/jdk17/bin/java", "17", "test VM"));
    r.jdks.add(new Results.Jdk("/jdk25/bin/java", "25", "test VM"));
    r.libraries.add(new Results.LibraryInfo("peregrine", Peer.Kind.JSON, "dev.peregrine:peregrine-core", "1",
        "defaults"));
    r.libraries.add(new Results.LibraryInfo("fastjson2", Peer.Kind.JSON, "g:fastjson2", "2", "defaults"));
    r.libraries.add(new Results.LibraryInfo("gson", Peer.Kind.JSON, "g:gson", "3", "defaults"));
    r.libraries.add(new Results.LibraryInfo("kryo", Peer.Kind.BINARY, "g:kryo", "5", "registered"));
    r.libraries.add(new Results.LibraryInfo("fastjson2-jsonb", Peer.Kind.BINARY, "g:fastjson2", "2", "d"));
    r.scenarios.add(new Results.ScenarioInfo("ParseString", "text", Peer.Kind.JSON, "fastjson2"));
    r.scenarios.add(new Results.ScenarioInfo("ParseUTF8Bytes", "bytes", Peer.Kind.JSON, "fastjson2"));
    r.scenarios.add(new Results.ScenarioInfo("ParseBinary", "binary", Peer.Kind.BINARY, "fastjson2-jsonb"));
    for (String jdk : List.of(JDK17, JDK25)) {
      r.cells.add(measured("ParseString", "peregrine", jdk, 1500));
      r.cells.add(measured("ParseString", "fastjson2", jdk, 1000));
      r.cells.add(new Results.Cell("ParseString", "gson", jdk, Results.Status.ERROR, Double.NaN, Double.NaN, -1,
          "decoded value differs", List.of()));
      r.cells.add(measured("ParseUTF8Bytes", "fastjson2", jdk, 900));
      r.cells.add(measured("ParseBinary", "fastjson2-jsonb", jdk, 2000));
      r.cells.add(new Results.Cell("ParseBinary", "kryo", jdk, Results.Status.NOT_APPLICABLE, Double.NaN,
          Double.NaN, -1, "no such thing", List.of()));
    }
    return r;
  }

  private static Results.Cell measured(String scenario, String library, String jdk, double score) {
    return new Results.Cell(scenario, library, jdk, Results.Status.MEASURED, score, score / 10, -1, null, List.of());
  }

  @Test
  void markdownHasRankingsPercentagesReasonsAndTheJdkTable() {
    String md = new MarkdownReport(results()).render();
    assertTrue(md.contains("peregrine > fastjson2"), md);
    assertTrue(md.contains("| 1 | peregrine | 1500.0 | ± 150.0 | 150.00% |"), md);
    assertTrue(md.contains("| – | gson | **ERROR** |"), md);
    assertTrue(md.contains("decoded value differs"), md);
    assertTrue(md.contains("no such thing"), md);
    assertTrue(md.contains("## Library x JDK"), md);
    assertTrue(md.contains("| 25 | 1500.0 (150.00%) | 1000.0 (100.00%) | ERROR |"), md);
    assertFalse(md.contains("fastjson2 (UTF-8 JSON)"), "binary tables do not repeat the UTF-8 rows\n" + md);
    assertTrue(md.contains("For scale, UTF-8 JSON in ParseUTF8Bytes of this run: fastjson2 900.0 ops/ms, 45.00% of "
        + "fastjson2-jsonb (the fastest JSON library)."), "but give one line of context\n" + md);
    assertTrue(md.contains(ReportText.ONE_RUN));
  }

  @Test
  void theTargetsTableComparesPeregrineWithTheNamedPeersOnEachJdk() {
    Results r = results();
    r.libraries.add(new Results.LibraryInfo("jackson", Peer.Kind.JSON, "g:jackson", "2", "defaults"));
    r.cells.add(measured("ParseString", "jackson", JDK17, 600));
    String md = new MarkdownReport(r).render();
    assertTrue(md.contains("## Peregrine against its targets"), md);
    // Errors of 10%: the ratios' intervals span both targets, so neither is met nor missed.
    assertTrue(md.contains("| ParseString | peregrine | fastjson2 | throughput | 1.50 | 1.23–1.83 | ≥ 1.25 | unclear |"),
        md);
    assertTrue(md.contains("| ParseString | peregrine | jackson | throughput | 2.50 | 2.05–3.06 | ≥ 3.00 | unclear |"),
        md);
    assertFalse(md.contains("fork by fork"), "no column without forks\n" + md);
    assertFalse(md.contains("| ParseUTF8Bytes | peregrine |"), "only pairs measured on both sides\n" + md);
    assertTrue(new HtmlReport(r).render().contains("Peregrine against its targets"));
  }

  // Fork k of each library ran in the same stretch: the range of their ratios shows how far the machine moved
  // the ratio in the run.
  @Test
  void theTargetsTableShowsTheRangeOfForkByForkRatios() {
    Results r = new Results(Profile.FULL);
    r.jdks.add(new Results.Jdk("/jdk17/bin/java", "17", "test VM"));
    r.scenarios.add(new Results.ScenarioInfo("ParseString", "text", Peer.Kind.JSON, "fastjson2"));
    r.cells.add(new Results.Cell("ParseString", "peregrine", JDK17, Results.Status.MEASURED, 1300, 10, -1, null,
        List.of(), List.of(1200.0, 1500.0, 1200.0)));
    r.cells.add(new Results.Cell("ParseString", "fastjson2", JDK17, Results.Status.MEASURED, 1000, 10, -1, null,
        List.of(), List.of(800.0, 1200.0, 1000.0, 900.0)));
    String md = new MarkdownReport(r).render();
    // The error intervals alone (1.28-1.32) would meet 1.25; the forks' range (1.20-1.50) does not.
    assertTrue(md.contains(
        "| ParseString | peregrine | fastjson2 | throughput | 1.30 | 1.28–1.32 | 1.20–1.50 | ≥ 1.25 | unclear |"), md);
    assertTrue(new HtmlReport(r).render().contains("<td class=\"num\">1.20–1.50</td>"));
  }

  @Test
  void aTargetIsMetOrMissedOnlyByTheWholeInterval() {
    Results r = new Results(Profile.QUICK);
    r.jdks.add(new Results.Jdk("/jdk17/bin/java", "17", "test VM"));
    r.scenarios.add(new Results.ScenarioInfo("ParseString", "text", Peer.Kind.JSON, "fastjson2"));
    r.cells.add(new Results.Cell("ParseString", "peregrine", JDK17, Results.Status.MEASURED, 1300, 13, -1, null,
        List.of()));
    r.cells.add(new Results.Cell("ParseString", "fastjson2", JDK17, Results.Status.MEASURED, 1000, 10, -1, null,
        List.of()));
    r.cells.add(new Results.Cell("ParseString", "jackson", JDK17, Results.Status.MEASURED, 500, 5, -1, null,
        List.of()));
    String md = new MarkdownReport(r).render();
    assertTrue(md.contains("| ParseString | peregrine | fastjson2 | throughput | 1.30 | 1.27–1.33 | ≥ 1.25 | yes |"),
        md);
    assertTrue(md.contains("| ParseString | peregrine | jackson | throughput | 2.60 | 2.55–2.65 | ≥ 3.00 | **no** |"),
        md);
  }

  @Test
  void overlappingIntervalsRankAsEqual() {
    Results r = new Results(Profile.QUICK);
    r.jdks.add(new Results.Jdk("/jdk17/bin/java", "17", "test VM"));
    Results.ScenarioInfo s = new Results.ScenarioInfo("ParseString", "text", Peer.Kind.JSON, "fastjson2");
    r.scenarios.add(s);
    for (String id : List.of("peregrine", "fastjson2", "fastjson1", "jackson")) {
      r.libraries.add(new Results.LibraryInfo(id, Peer.Kind.JSON, "g:" + id, "1", "defaults"));
    }
    r.cells.add(new Results.Cell("ParseString", "fastjson2", JDK17, Results.Status.MEASURED, 2000, 100, -1, null,
        List.of()));
    r.cells.add(new Results.Cell("ParseString", "peregrine", JDK17, Results.Status.MEASURED, 1489, 928, -1, null,
        List.of()));
    r.cells.add(new Results.Cell("ParseString", "fastjson1", JDK17, Results.Status.MEASURED, 1400, 50, -1, null,
        List.of()));
    r.cells.add(new Results.Cell("ParseString", "jackson", JDK17, Results.Status.MEASURED, 600, 30, -1, null,
        List.of()));
    assertEquals("fastjson2 ≈ peregrine ≈ fastjson1 > jackson", new Ranking(r, s, JDK17).line());
  }

  @Test
  void bothArrayModeSizeTargetsAgainstKryoAreShown() {
    String md = writeBinarySizes(new String[][] {{"peregrine-cbor-array", "245"}, {"peregrine-cbor-array-compact", "208"},
        {"kryo", "213"}});
    assertTrue(md.contains(
        "| WriteBinary | peregrine-cbor-array | kryo | size | 1.15 | – | ≤ 1.00 | **no** |"), md);
    assertTrue(md.contains(
        "| WriteBinary | peregrine-cbor-array-compact | kryo | size | 0.98 | – | ≤ 1.00 | yes |"), md);
  }

  @Test
  void bothMapModeSizeTargetsAgainstJsonbAreShown() {
    String md = writeBinarySizes(new String[][] {{"peregrine-cbor", "380"}, {"peregrine-cbor-stringrefs", "331"},
        {"fastjson2-jsonb", "362"}});
    assertTrue(md.contains(
        "| WriteBinary | peregrine-cbor | fastjson2-jsonb | size | 1.05 | – | ≤ 1.00 | **no** |"), md);
    assertTrue(md.contains(
        "| WriteBinary | peregrine-cbor-stringrefs | fastjson2-jsonb | size | 0.91 | – | ≤ 1.00 | yes |"), md);
  }

  // The report of a run whose WriteBinary cells are {library, output bytes} pairs, on JDK 17.
  private static String writeBinarySizes(String[][] libraries) {
    Results r = results();
    r.scenarios.add(new Results.ScenarioInfo("WriteBinary", "binary", Peer.Kind.BINARY, "fastjson2-jsonb"));
    for (String[] lib : libraries) {
      r.libraries.add(new Results.LibraryInfo(lib[0], Peer.Kind.BINARY, "g:" + lib[0], "1", "defaults"));
      r.cells.add(new Results.Cell("WriteBinary", lib[0], JDK17, Results.Status.MEASURED, 100, 10,
          Integer.parseInt(lib[1]), null, List.of()));
    }
    return new MarkdownReport(r).render();
  }

  @Test
  void aRestrictedRunDropsScenariosAndLibrariesWithNothingInThem() {
    Results r = results();
    r.scenarios.add(new Results.ScenarioInfo("WriteString", "text", Peer.Kind.JSON, "fastjson2"));
    r.dropUnused();
    assertTrue(r.scenarios.stream().noneMatch(s -> s.name().equals("WriteString")));
    assertTrue(r.scenarios.stream().anyMatch(s -> s.name().equals("ParseString")));
    assertTrue(r.libraries.stream().anyMatch(l -> l.id().equals("gson")), "gson has an ERROR cell");
    r.libraries.add(new Results.LibraryInfo("moshi", Peer.Kind.JSON, "g:moshi", "1", "defaults"));
    r.dropUnused();
    assertFalse(new MarkdownReport(r).render().contains("moshi"));
  }

  @Test
  void htmlIsSelfContained() {
    String html = new HtmlReport(results()).render();
    assertTrue(html.contains("<svg"));
    assertFalse(html.contains("<script"));
    assertFalse(html.replace("xmlns=\"http://www.w3.org/2000/svg\"", "").contains("http"), "fetches nothing");
    assertTrue(html.contains("% of fastjson2"));
  }
}
