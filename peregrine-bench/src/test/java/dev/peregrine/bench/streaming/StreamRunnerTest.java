package dev.peregrine.bench.streaming;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.streaming.SequenceBench;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class StreamRunnerTest {
  private static final Path LOG = Path.of("no-such.log");
  private static final StreamRunner.Plan JSON_READ =
      new StreamRunner.Plan("json", "read", "peregrine", 200_000, "64m", null);
  private static final StreamRunner.Plan CBOR_WRITE =
      new StreamRunner.Plan("cbor", "write", "jackson-cbor", 200_000, "64m", null);

  @Test
  void parsesTheLineTheChildPrints() throws Exception {
    String output = "Picked up JAVA_TOOL_OPTIONS: x\npersegrine noise\n"
        + "peregrine json read records=200000 MB=21.3 seconds=0.73 MB/s=29.1 peakHeapMB=42.4 "
        + "allocPerRecord=545.7 check=19999900000\n";
    Results.StreamSample s = StreamRunner.parse(output, JSON_READ, 0, LOG);
    assertEquals(new Results.StreamSample(29.1, 0.73, 42.4, 545.7), s);
    // A writer's check is 0; the library is the peer's id.
    Results.StreamSample w = StreamRunner.parse("jackson-cbor cbor write records=200000 MB=16.4 seconds=1.2 MB/s=13.3 "
        + "peakHeapMB=41.6 allocPerRecord=362.0 check=0\n", CBOR_WRITE, 0, LOG);
    assertEquals(13.3, w.mbPerSecond(), 1e-9);
  }

  @Test
  void outOfMemoryIsAResultNotAnError() {
    StreamRunner.Failed e = assertThrows(StreamRunner.Failed.class, () -> StreamRunner.parse(
        "Terminating due to java.lang.OutOfMemoryError: Java heap space\n", JSON_READ, 3, LOG));
    assertTrue(e.outOfMemory());
    assertEquals("out of memory at -Xmx64m", e.getMessage());
  }

  @Test
  void aWrongCountOrCheckOrNoLineIsAnError() {
    StreamRunner.Failed count = assertThrows(StreamRunner.Failed.class, () -> StreamRunner.parse(
        "peregrine json read records=10 MB=0.0 seconds=0.1 MB/s=1.0 peakHeapMB=1.0 allocPerRecord=1.0 check=45\n",
        JSON_READ, 0, LOG));
    assertFalse(count.outOfMemory());
    assertTrue(count.getMessage().contains("10 records, not 200000"), count.getMessage());
    StreamRunner.Failed check = assertThrows(StreamRunner.Failed.class, () -> StreamRunner.parse(
        "peregrine json read records=200000 MB=21.3 seconds=0.73 MB/s=29.1 peakHeapMB=42.4 allocPerRecord=5 "
            + "check=7\n", JSON_READ, 0, LOG));
    assertTrue(check.getMessage().contains("do not add up"), check.getMessage());
    StreamRunner.Failed none = assertThrows(StreamRunner.Failed.class,
        () -> StreamRunner.parse("Killed\n", JSON_READ, 137, LOG));
    assertTrue(none.getMessage().startsWith("exit status 137, no result printed"), none.getMessage());
    // The right line with a failed exit does not count either.
    assertThrows(StreamRunner.Failed.class, () -> StreamRunner.parse("peregrine json read records=200000 MB=1 "
        + "seconds=1 MB/s=1 peakHeapMB=1 allocPerRecord=1 check=" + SequenceBench.expectedCheck(200_000) + "\n",
        JSON_READ, 1, LOG));
  }

  @Test
  void sizesPerProfile() {
    assertEquals(0, StreamRunner.sizes(Profile.SMOKE).runs(), "smoke skips the experiment");
    assertEquals(List.of(), StreamRunner.plan(StreamRunner.sizes(Profile.SMOKE), null));
    assertEquals(new StreamRunner.Sizes(200_000, 200_000, 3), StreamRunner.sizes(Profile.QUICK));
    assertEquals(new StreamRunner.Sizes(10_000_000, 2_000_000, 5), StreamRunner.sizes(Profile.FULL));
    for (StreamRunner.Plan p : StreamRunner.plan(StreamRunner.sizes(Profile.FULL), null)) {
      boolean whole = p.direction().equals("readall");
      assertEquals(whole ? 2_000_000 : 10_000_000, p.records(), p.name());
      assertEquals(whole ? "1g" : "64m", p.heap(), p.name());
    }
  }

  @Test
  void planListsEveryPeerAndMarksFastjson2NotApplicable() {
    List<StreamRunner.Plan> plan = StreamRunner.plan(StreamRunner.sizes(Profile.QUICK), null);
    assertEquals(List.of("Stream/json/read/peregrine", "Stream/json/read/fastjson2", "Stream/json/read/jackson",
        "Stream/json/read/jackson3", "Stream/json/read/gson", "Stream/json/write/peregrine",
        "Stream/json/write/jackson", "Stream/json/write/jackson3", "Stream/json/write/gson",
        "Stream/json/readall/peregrine", "Stream/json/readall/jackson", "Stream/json/readall/jackson3",
        "Stream/cbor/read/peregrine-cbor", "Stream/cbor/read/jackson-cbor", "Stream/cbor/write/peregrine-cbor",
        "Stream/cbor/write/jackson-cbor", "Stream/cbor/readall/peregrine-cbor", "Stream/cbor/readall/jackson-cbor"),
        plan.stream().map(StreamRunner.Plan::name).toList());
    for (StreamRunner.Plan p : plan) {
      if (p.library().equals("fastjson2")) {
        assertNotNull(p.notApplicable());
      } else {
        assertNull(p.notApplicable(), p.name());
      }
    }
    assertEquals("jackson-cbor", plan.get(13).benchLibrary(), "the peer's id: it knows its format");
  }

  @Test
  void onlySelectsOrSkipsTheExperiment() {
    StreamRunner.Sizes quick = StreamRunner.sizes(Profile.QUICK);
    assertEquals(List.of(), StreamRunner.plan(quick, Pattern.compile("^ParseString/")));
    assertEquals(18, StreamRunner.plan(quick, Pattern.compile("^Stream/")).size());
    assertEquals(List.of("Stream/cbor/write/peregrine-cbor", "Stream/cbor/write/jackson-cbor"),
        StreamRunner.plan(quick, Pattern.compile("^Stream/cbor/write/")).stream().map(StreamRunner.Plan::name)
            .toList());
    assertEquals(3, StreamRunner.plan(quick, Pattern.compile("/peregrine$")).size());
    assertEquals(6, StreamRunner.plan(quick, Pattern.compile("/peregrine")).size());
  }

  @Test
  void librariesTakeTurnsRoundByRoundSkippingWhatCannotRun() {
    List<StreamRunner.Plan> plan = StreamRunner.plan(StreamRunner.sizes(Profile.QUICK),
        Pattern.compile("^Stream/json/read/"));
    List<int[]> turns = StreamRunner.turns(plan, 2);
    assertEquals(8, turns.size(), "4 libraries x 2 rounds; fastjson2 (the second) is n/a");
    int[][] expected = {{0, 1}, {2, 1}, {3, 1}, {4, 1}, {0, 2}, {2, 2}, {3, 2}, {4, 2}};
    for (int i = 0; i < expected.length; i++) {
      assertEquals(expected[i][0], turns.get(i)[0]);
      assertEquals(expected[i][1], turns.get(i)[1]);
    }
  }

  @Test
  void commandRunsUnderTheSeriesHeapAndDiesOnOutOfMemory() {
    StreamRunner runner = new StreamRunner("CP", 3, Path.of("logs"));
    Results.Jdk jdk = new Results.Jdk("/jdk/bin/java", "17", "OpenJDK");
    assertEquals(List.of("/jdk/bin/java", "-Xmx64m", "-XX:+ExitOnOutOfMemoryError", "-cp", "CP",
        SequenceBench.class.getName(), "write", "jackson-cbor", "cbor", "out.cbor", "200000"),
        runner.command(jdk, CBOR_WRITE, Path.of("out.cbor")));
    assertEquals(List.of("/jdk/bin/java", "-Xmx1g", "-XX:+ExitOnOutOfMemoryError", "-cp", "CP",
        SequenceBench.class.getName(), "readall", "peregrine", "json", "in.json"),
        runner.command(jdk, new StreamRunner.Plan("json", "readall", "peregrine", 5, "1g", null),
            Path.of("in.json")));
  }
}
