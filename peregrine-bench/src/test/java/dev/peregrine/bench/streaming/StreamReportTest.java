package dev.peregrine.bench.streaming;

import dev.peregrine.bench.peer.Peer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.result.Results.StreamOutcome;
import dev.peregrine.bench.result.Results.StreamSample;
import dev.peregrine.bench.result.Results.StreamSeries;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import dev.peregrine.bench.streaming.StreamTable;
import dev.peregrine.bench.report.MarkdownReport;
import dev.peregrine.bench.report.HtmlReport;

public class StreamReportTest {
  private static final String JDK = "JDK 17";

  private static StreamSeries series(String format, String direction, String library, String heap,
      double... mbPerSecond) {
    List<StreamSample> samples = new ArrayList<>();
    for (double v : mbPerSecond) {
      samples.add(new StreamSample(v, 1, library.startsWith("peregrine") ? 40 : 42, 500));
    }
    return new StreamSeries(format, direction, library, JDK, StreamOutcome.COMPLETED, heap, 200_000, 21_300_000,
        samples, null);
  }

  /** JSON: Peregrine reads at 2x Jackson, writes at 1.2x; its readall fails under -Xmx1g; fastjson2 is n/a. */
  public static Results results() {
    Results r = new Results(Profile.QUICK);
    r.jdks.add(new Results.Jdk("/usr/bin/java", "17", "OpenJDK"));
    r.stream.add(series("json", "read", "peregrine", "64m", 200, 210, 190));
    r.stream.add(series("json", "read", "jackson", "64m", 100, 105, 95));
    r.stream.add(series("json", "read", "gson", "64m", 80, 80, 80));
    r.stream.add(new StreamSeries("json", "read", "fastjson2", JDK, StreamOutcome.NOT_APPLICABLE, "64m", 200_000, 0,
        List.of(), "reads the whole <stream> first"));
    r.stream.add(series("json", "write", "peregrine", "64m", 60, 60, 60));
    r.stream.add(series("json", "write", "jackson", "64m", 50, 50, 50));
    r.stream.add(new StreamSeries("json", "readall", "peregrine", JDK, StreamOutcome.OUT_OF_MEMORY, "1g", 200_000,
        21_300_000, List.of(), "out of memory at -Xmx1g"));
    r.stream.add(series("json", "readall", "jackson", "1g", 30));
    r.stream.add(series("cbor", "write", "peregrine-cbor", "64m", 90));
    r.stream.add(series("cbor", "write", "jackson-cbor", "64m", 30));
    return r;
  }

  @Test
  void targetsAgainstJackson() {
    List<StreamTable.Check> json = new StreamTable(results(), "json", JDK).checks();
    assertEquals(3, json.size());
    assertEquals(new StreamTable.Check("read", "MB/s", "200.0", "100.0", "2.00", "completes, ≥ 1.50", true),
        json.get(0));
    assertEquals("1.20", json.get(1).ratio());
    assertFalse(json.get(1).met());
    assertEquals(new StreamTable.Check("readall", "peak heap", "FAILED", "42.0 MB", "–", "completes, ≤ 1.00", false),
        json.get(2));
    List<StreamTable.Check> cbor = new StreamTable(results(), "cbor", JDK).checks();
    assertEquals(1, cbor.size(), "only the directions both ran");
    assertTrue(cbor.get(0).met());
  }

  @Test
  void markdownHasTheTablesAndWhatWasMeasured() {
    String md = new MarkdownReport(results()).render();
    assertTrue(md.contains("## Streaming: a large array element by element"), md);
    assertTrue(md.contains("### Streaming JSON"));
    assertTrue(md.contains("Measured: read element by element, 200,000 records (21.3 MB) under -Xmx64m; "
        + "written element by element, 200,000 records (21.3 MB) under -Xmx64m; read whole into a List, "
        + "200,000 records (21.3 MB) under -Xmx1g; up to 3 JVMs per series. Smaller than the full profile's "
        + "sizes"), md);
    assertTrue(md.contains("| read | MB/s | 200.0 | 100.0 | 2.00 | completes, ≥ 1.50 | yes |"), md);
    assertTrue(md.contains("| write | MB/s | 60.0 | 50.0 | 1.20 | completes, ≥ 1.50 | **no** |"), md);
    assertTrue(md.contains("| peregrine | read | -Xmx64m | 200.0 | 190.0–210.0 | 40.0 | 500 | yes |"), md);
    assertTrue(md.contains("| peregrine | readall | -Xmx1g |  |  |  |  | **FAILED** (out of memory at -Xmx1g) |"), md);
    assertTrue(md.contains("| fastjson2 | read | -Xmx64m | **n/a** | | | | reads the whole <stream> first |"), md);
    assertTrue(md.contains("### Streaming CBOR"));
    assertTrue(md.indexOf("## Streaming") < md.indexOf("## Libraries"));
  }

  @Test
  void htmlHasAChartPerFormatAndEscapesReasons() {
    String html = new HtmlReport(results()).render();
    assertTrue(html.contains("<h2 id=\"streaming\">"), html);
    assertTrue(html.contains("id=\"streaming-json\""));
    assertEquals(2, html.split("<svg class=\"chart\"", -1).length - 1, "one chart per format");
    assertTrue(html.contains("aria-label=\"Streaming JSON MB/s JDK 17\""));
    assertTrue(html.contains("200.0 MB/s"));
    assertTrue(html.contains("reads the whole &lt;stream&gt; first"));
  }

  @Test
  void noSectionWithoutStreamResults() {
    Results r = new Results(Profile.QUICK);
    r.jdks.add(new Results.Jdk("/usr/bin/java", "17", "OpenJDK"));
    assertFalse(new MarkdownReport(r).render().contains("Streaming"));
    assertFalse(new HtmlReport(r).render().contains("streaming"));
  }

  @Test
  void dropUnusedKeepsTheLibrariesOfTheStreamSeries() {
    Results r = results();
    r.libraries.add(new Results.LibraryInfo("gson", dev.peregrine.bench.peer.Peer.Kind.JSON, "a", "1", "s"));
    r.libraries.add(new Results.LibraryInfo("moshi", dev.peregrine.bench.peer.Peer.Kind.JSON, "a", "1", "s"));
    r.dropUnused();
    assertEquals(List.of("gson"), r.libraries.stream().map(Results.LibraryInfo::id).toList());
  }
}
