package dev.peregrine.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.peer.Peer;
import dev.peregrine.bench.report.ThroughputSection.Corpus;
import dev.peregrine.bench.report.ThroughputSection.Figure;
import dev.peregrine.bench.report.ThroughputSection.Library;
import dev.peregrine.bench.report.ThroughputSection.Operation;
import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.result.Results.Status;
import dev.peregrine.bench.result.Results.TypeCell;
import dev.peregrine.bench.result.ResultsJson;
import dev.peregrine.bench.result.RunMerge;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The throughput table in MB/s per core: its arithmetic, its n/a cases with their reasons, and its place. */
public class ThroughputSectionTest {
  private static final String JDK = "JDK 17";
  private static final Corpus TWITTER = ThroughputSection.CORPORA.get(0);
  private static final Corpus CITM = ThroughputSection.CORPORA.get(1);
  private static final Library PEREGRINE = ThroughputSection.LIBRARIES.get(0);
  private static final Library FASTJSON2 = ThroughputSection.LIBRARIES.get(1);
  private static final Library DSL_JSON = ThroughputSection.LIBRARIES.get(2);
  private static final Library JACKSON = ThroughputSection.LIBRARIES.get(3);

  private static Results.Cell cell(String scenario, String library, double score, int outputBytes) {
    return new Results.Cell(scenario, library, JDK, Status.MEASURED, score, Double.NaN, outputBytes, null, List.of());
  }

  private static TypeCell typed(String row, String library, String op, int outputBytes, Double... scores) {
    return new TypeCell(row, library, op, JDK, Status.MEASURED, List.of(scores), outputBytes, null);
  }

  /**
   * A quick run on one JDK. twitter.json (a 600,000-byte stand-in): the tree read by Peregrine at 2 ops/ms,
   * fastjson2 at 1 and Jackson at 0.5, dsl-json not timed by the profile; the tree written by Peregrine at 4 ops/ms
   * into 450,000 bytes and by fastjson2 at 2 into 450,010; the POJOs read by Peregrine in rounds of 1, 3 and 2
   * ops/ms, dsl-json-compiled failing, Jackson's row absent from the matrix. citm_catalog.json: its tree read
   * measured, but no size recorded for it. canada.json: nothing at all.
   */
  public static Results results() {
    Results r = new Results(Profile.QUICK);
    r.jdks.add(new Results.Jdk("/usr/bin/java", "17", "OpenJDK"));
    for (String s : List.of("ParseTreeUTF8Bytes:twitter", "WriteStringTree:twitter",
        "ParseTreeUTF8Bytes:citm_catalog")) {
      r.scenarios.add(new Results.ScenarioInfo(s, s, Peer.Kind.JSON, "fastjson2"));
    }
    r.cells.add(cell("ParseTreeUTF8Bytes:twitter", "peregrine", 2.0, -1));
    r.cells.add(cell("ParseTreeUTF8Bytes:twitter", "fastjson2", 1.0, -1));
    r.cells.add(cell("ParseTreeUTF8Bytes:twitter", "jackson", 0.5, -1));
    r.cells.add(cell("WriteStringTree:twitter", "peregrine", 4.0, 450_000));
    r.cells.add(cell("WriteStringTree:twitter", "fastjson2", 2.0, 450_010));
    r.cells.add(cell("WriteStringTree:twitter", "jackson", 1.0, 450_000));
    r.cells.add(cell("ParseTreeUTF8Bytes:citm_catalog", "peregrine", 1.0, -1));
    r.types.add(typed("twitter-pojo", "peregrine", "read-utf8", 0, 1.0, 3.0, 2.0));
    r.types.add(typed("twitter-pojo", "fastjson2", "read-utf8", 0, 1.5));
    r.types.add(new TypeCell("twitter-pojo", "dsl-json-compiled", "read-utf8", JDK, Status.ERROR, List.of(), 0,
        "read $.statuses[0].id: expected 1, got 2"));
    r.types.add(typed("twitter-pojo", "peregrine", "write-utf8", 449_000, 2.0));
    r.types.add(new TypeCell("twitter-pojo", "fastjson2", "write-utf8", JDK, Status.NOT_APPLICABLE, List.of(), 0,
        "no writer for this class"));
    r.corpusSizes.add(new Results.CorpusSize("twitter.json", JDK, 600_000, true));
    return r;
  }

  @Test
  void aFigureIsOpsPerMillisecondTimesTheDocumentsBytesOverAThousand() {
    Results r = results();
    Figure read = ThroughputSection.figure(r, TWITTER, Operation.READ_TREE, PEREGRINE, JDK);
    assertEquals(1200.0, read.mbPerSecond(), 1e-9, "2 ops/ms x 600,000 bytes = 1.2e9 bytes/s");
    assertEquals(600_000, read.bytes());
    assertEquals(300.0, ThroughputSection.figure(r, TWITTER, Operation.READ_TREE, JACKSON, JDK).mbPerSecond(), 1e-9);
    // a write counts the JSON Peregrine wrote, not the indented file it was read from, for every library alike
    Figure write = ThroughputSection.figure(r, TWITTER, Operation.WRITE_TREE, PEREGRINE, JDK);
    assertEquals(1800.0, write.mbPerSecond(), 1e-9);
    Figure other = ThroughputSection.figure(r, TWITTER, Operation.WRITE_TREE, FASTJSON2, JDK);
    assertEquals(900.0, other.mbPerSecond(), 1e-9, "2 ops/ms x Peregrine's 450,000 bytes, not its own 450,010");
    assertEquals(450_010, other.outputBytes());
    // the type matrix's rounds give their median
    assertEquals(1200.0, ThroughputSection.figure(r, TWITTER, Operation.READ_TYPED, PEREGRINE, JDK).mbPerSecond(),
        1e-9);
    assertEquals(898.0, ThroughputSection.figure(r, TWITTER, Operation.WRITE_TYPED, PEREGRINE, JDK).mbPerSecond(),
        1e-9);
    assertEquals("1,200", ThroughputSection.format(1200.0));
    assertEquals("87.3", ThroughputSection.format(87.25));
    assertEquals("4.20", ThroughputSection.format(4.2));
  }

  @Test
  void withoutPeregrinesOutputAWriteRowTakesTheSmallestMeasured() {
    Results r = results();
    r.cells.removeIf(c -> c.scenario().equals("WriteStringTree:twitter") && !c.library().equals("fastjson2"));
    r.cells.add(cell("WriteStringTree:twitter", "jackson", 1.0, 450_020));
    r.cells.add(new Results.Cell("WriteStringTree:twitter", "peregrine", JDK, Status.ERROR, Double.NaN, Double.NaN,
        -1, "output differs", List.of()));
    assertEquals(450_010, ThroughputSection.documentBytes(r, TWITTER, Operation.WRITE_TREE, JDK));
    assertEquals(450.01, ThroughputSection.figure(r, TWITTER, Operation.WRITE_TREE, JACKSON, JDK).mbPerSecond(),
        1e-9);
    assertEquals(600_000, ThroughputSection.documentBytes(r, TWITTER, Operation.READ_TREE, JDK));
  }

  @Test
  void aMissingFigureSaysWhy() {
    Results r = results();
    Figure dslTree = ThroughputSection.figure(r, TWITTER, Operation.READ_TREE, DSL_JSON, JDK);
    assertFalse(dslTree.measured());
    assertTrue(dslTree.missing().contains("not timed by the quick profile"), dslTree.missing());
    r.only = "^Corpus";
    assertEquals("not timed in this run (left out with --only ^Corpus)",
        ThroughputSection.figure(r, TWITTER, Operation.READ_TREE, DSL_JSON, JDK).missing(),
        "with --only, every library could have run: the pattern left it out, not the profile");
    Figure dslTyped = ThroughputSection.figure(r, TWITTER, Operation.READ_TYPED, DSL_JSON, JDK);
    assertTrue(dslTyped.error(), "the compiled converters, which failed their check");
    assertEquals("read $.statuses[0].id: expected 1, got 2", dslTyped.missing());
    Figure na = ThroughputSection.figure(r, TWITTER, Operation.WRITE_TYPED, FASTJSON2, JDK);
    assertFalse(na.error());
    assertEquals("no writer for this class", na.missing());
    assertEquals("not in this run's type matrix",
        ThroughputSection.figure(r, TWITTER, Operation.READ_TYPED, JACKSON, JDK).missing());
    String noSize = ThroughputSection.figure(r, CITM, Operation.READ_TREE, PEREGRINE, JDK).missing();
    assertTrue(noSize.startsWith("the size of citm_catalog.json is not in these results"), noSize);
    assertTrue(ThroughputSection.figure(r, CITM, Operation.WRITE_TREE, PEREGRINE, JDK).missing()
        .startsWith("WriteStringTree:citm_catalog did not run"));
    assertEquals("the type matrix's citm-pojo did not run",
        ThroughputSection.figure(r, CITM, Operation.READ_TYPED, PEREGRINE, JDK).missing());
  }

  @Test
  void theTableFollowsTheTypeMatrixWithItsMethodAnchorsAndReasons() {
    String md = new MarkdownReport(results()).render();
    int section = md.indexOf("## Throughput in MB/s per core");
    assertTrue(section >= 0, md);
    String table = md.substring(section);
    assertTrue(table.contains(
        "| document | operation | bytes per call | Peregrine | fastjson2 | dsl-json | Jackson 2 |"), table);
    assertTrue(table.contains("| twitter.json | read to the tree | 600,000 | 1,200 | 600 | n/a | 300 |"), table);
    assertTrue(table.contains("| twitter.json | write from the tree | 450,000 | 1,800 | 900 | n/a | 450 |"), table);
    assertTrue(table.contains("- **twitter.json write from the tree** (450,000 bytes): fastjson2 450,010"), table);
    assertTrue(table.contains("| twitter.json | read to POJOs | 600,000 | 1,200 | 900 | ERROR | n/a |"), table);
    assertTrue(table.contains("| citm_catalog.json | read to the tree |  | n/a |"), table);
    assertFalse(table.contains("| canada.json |"), "no row for a corpus the run had nothing of");
    assertTrue(table.contains("**dsl-json-compiled** ERROR: read $.statuses[0].id: expected 1, got 2 — twitter.json "
        + "read to POJOs"), table);
    assertTrue(table.contains("**dsl-json**: not timed by the quick profile"), table);
    assertTrue(table.contains("MB = 10^6 bytes"), table);
    assertTrue(table.contains("about 2.0 GB/s and 1.15 GB/s"), table);
    assertTrue(table.contains("stand-ins of the corpora, near the real files' sizes but not equal to them: "
        + "twitter.json 600,000 bytes."), table);
    assertTrue(new HtmlReport(results()).render().contains("id=\"throughput\""), "the page links to it");
    int firstScreen = md.indexOf("**Throughput in MB/s per core**: Peregrine reads twitter.json to the tree at "
        + "1,200 MB/s (fastjson2 600) and to POJOs at 1,200 MB/s (fastjson2 900); published for scale");
    assertTrue(firstScreen >= 0 && firstScreen < section, "a line on the first screen: " + md);
  }

  @Test
  void aRunOfSeveralJdksHasATablePerJdk() {
    Results r = results();
    r.jdks.add(new Results.Jdk("/jdk25/bin/java", "25", "OpenJDK"));
    r.cells.add(new Results.Cell("ParseTreeUTF8Bytes:twitter", "peregrine", "JDK 25", Status.MEASURED, 3.0,
        Double.NaN, -1, null, List.of()));
    r.corpusSizes.add(new Results.CorpusSize("twitter.json", "JDK 25", 600_000, true));
    String md = new MarkdownReport(r).render();
    assertTrue(md.contains("### MB/s per core"), md);
    assertTrue(md.contains("| twitter.json | read to the tree | 600,000 | 1,800 |"), "JDK 25's own figure");
  }

  /** Two runs merged, one on the stand-ins and one on the real twitter.json: each column keeps its own size. */
  @Test
  void aMergeKeepsEachColumnsDocumentSize() {
    Results standIns = results();
    standIns.environment.put("CPU", "AMD EPYC 7763 64-Core Processor");
    Results real = results();
    real.environment.put("CPU", "Intel(R) Xeon(R) Platinum 8375C CPU @ 2.90GHz");
    real.corpusSizes.clear();
    real.corpusSizes.add(new Results.CorpusSize("twitter.json", JDK, 631_515, false));
    for (Results r : List.of(standIns, real)) {
      r.environment.put("Peregrine commit", "abc1234");
    }
    Results merged = RunMerge.merge(List.of(new RunMerge.Source("a", ResultsJson.of(standIns)),
        new RunMerge.Source("b", ResultsJson.of(real))), false).results();
    String a = merged.jdks.get(0).label();
    String b = merged.jdks.get(1).label();
    assertEquals(1200.0, ThroughputSection.figure(merged, TWITTER, Operation.READ_TREE, PEREGRINE, a).mbPerSecond(),
        1e-9);
    assertEquals(1263.03, ThroughputSection.figure(merged, TWITTER, Operation.READ_TREE, PEREGRINE, b).mbPerSecond(),
        1e-9, "2 ops/ms x 631,515 bytes");
    String md = new MarkdownReport(merged).render();
    assertTrue(md.contains("Columns from runs with the real corpora read: twitter.json 631,515 bytes."), md);
    assertTrue(md.contains("| twitter.json | read to the tree | 631,515 | 1,263 |"), md);
  }

  @Test
  void noSectionWithoutACorpusMeasured() {
    assertFalse(new MarkdownReport(ReportGoldenTest.twoJdks()).render().contains("Throughput in MB/s"));
    Results r = results();
    r.cells.clear();
    r.types.clear();
    assertFalse(new MarkdownReport(r).render().contains("Throughput in MB/s"));
  }

  @Test
  void aResultsFileWithoutSizesReadsBackAndLeavesTheReadsWithoutAFigure() {
    Results r = results();
    String text = ResultsJson.write(ResultsJson.of(r)).replaceAll("(?s)\"corpusSizes\": \\[.*?\\],", "");
    assertFalse(text.contains("corpusSizes"));
    Results old = ResultsJson.read(text).results();
    assertTrue(old.corpusSizes.isEmpty());
    assertFalse(ThroughputSection.figure(old, TWITTER, Operation.READ_TREE, PEREGRINE, JDK).measured());
    assertTrue(ThroughputSection.figure(old, TWITTER, Operation.WRITE_TREE, PEREGRINE, JDK).measured(),
        "a write's bytes are its own output's");
    Results back = ResultsJson.read(ResultsJson.write(ResultsJson.of(r))).results();
    assertEquals(r.corpusSizes, back.corpusSizes);
  }
}
