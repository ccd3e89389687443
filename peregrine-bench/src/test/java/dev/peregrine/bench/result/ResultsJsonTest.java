package dev.peregrine.bench.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.jvmserializers.BinaryResults;
import dev.peregrine.bench.result.ResultsJson.ResultsFile;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/** results.json, the file a run leaves for merging: what it holds, and that reading it gives the run back. */
class ResultsJsonTest {

  private static Results sample() {
    Results results = SampleResults.full(Profile.QUICK);
    results.environment.put("CPU", "Intel(R) Xeon(R) Platinum 8375C CPU @ 2.90GHz");
    results.environment.put("Cores", "8 (as the JVM sees them)");
    results.environment.put("OS", "Linux 6.1 amd64");
    results.environment.put("Memory", "31.0 GiB");
    results.environment.put("Peregrine commit", "abc1234");
    return results;
  }

  @Test
  void everyKindOfFieldComesBackEqual() {
    Results results = sample();
    String text = ResultsJson.write(ResultsJson.of(results));
    ResultsFile read = ResultsJson.read(text);
    SampleResults.assertSame(results, read.results(), "results");
    assertEquals(ResultsJson.of(results).run(), read.run());
    // and the second trip writes the same text: nothing is lost or reordered on the way
    assertEquals(text, ResultsJson.write(read));
  }

  @Test
  void nanAndTheInfinitiesAreWrittenAsTextAndReadBack() {
    Results results = new Results(Profile.SMOKE);
    results.binary.rows.add(new BinaryResults.Row("Serializers", "kryo", "kryo", "kryo", "",
        BinaryResults.Outcome.ERROR, BinaryResults.Outcome.UNKNOW, "failed", Double.NaN, Double.POSITIVE_INFINITY,
        Double.NEGATIVE_INFINITY, 3.25, Double.NaN, Double.NaN, -1, -1));
    String text = ResultsJson.write(ResultsJson.of(results));
    assertTrue(text.contains("\"createNs\": \"NaN\""), text);
    assertTrue(text.contains("\"serNs\": \"Infinity\""), text);
    assertTrue(text.contains("\"totalNs\": 3.25"), text);
    assertEquals(results.binary.rows, ResultsJson.read(text).results().binary.rows);
  }

  @Test
  void theHeaderNamesTheFormatVersionCommitProfileMachineAndJdks() {
    Results results = sample();
    results.jdks.clear();
    results.jdks.add(new Results.Jdk("/usr/bin/java", "17.0.15", "OpenJDK 64-Bit Server VM"));
    String text = ResultsJson.write(ResultsJson.of(results));
    assertTrue(text.startsWith("{\n  \"format\": \"peregrine-bench-results\",\n  \"version\": 1,\n"), text);
    ResultsJson.Run run = ResultsJson.read(text).run();
    assertEquals("abc1234", run.peregrineCommit());
    assertEquals("quick", run.profile());
    assertEquals(new ResultsJson.Machine("Intel(R) Xeon(R) Platinum 8375C CPU @ 2.90GHz", 8, "Linux 6.1 amd64",
        "31.0 GiB"), run.machine());
    assertEquals("JDK 17.0.15", run.jdks().get(0).label());
  }

  @Test
  void aNewerVersionOrAnotherFileIsRefusedWithTheReason() {
    String text = ResultsJson.write(ResultsJson.of(new Results(Profile.SMOKE)));
    String newer = text.replace("\"version\": 1,", "\"version\": 2,");
    String message = assertThrows(IllegalArgumentException.class, () -> ResultsJson.read(newer)).getMessage();
    assertTrue(message.contains("version 2") && message.contains("up to version 1"), message);
    message = assertThrows(IllegalArgumentException.class, () -> ResultsJson.read("{\"a\":1}")).getMessage();
    assertTrue(message.contains("\"format\""), message);
    message = assertThrows(IllegalArgumentException.class, () -> ResultsJson.read("[1,")).getMessage();
    assertTrue(message.startsWith("not a results file: "), message);
  }

  @Test
  void aFieldTheReaderDoesNotKnowIsSkippedAndAMissingOneIsEmpty() {
    String text = ResultsJson.write(ResultsJson.of(new Results(Profile.SMOKE)))
        .replace("\"results\": {", "\"results\": {\n    \"aLaterExperiment\": {\"rows\": [1, 2]},");
    assertTrue(text.contains("aLaterExperiment"));
    Results read = ResultsJson.read(text).results();
    assertTrue(read.cells.isEmpty());
    assertEquals(Profile.SMOKE, read.profile);
    Results bare = ResultsJson.read("{\"format\":\"peregrine-bench-results\",\"version\":1,\"run\":{},"
        + "\"results\":{\"profile\":\"FULL\"}}").results();
    assertEquals(Profile.FULL, bare.profile);
    assertTrue(bare.binary.isEmpty() && bare.types.isEmpty());
  }

  /**
   * A smoke run's own file (a few Eishay scenarios, cold start, the type matrix, the jvm-serializers table and
   * the runs without Unsafe, on JDK 25), read and rewritten.
   */
  @Test
  void aRealSmokeRunComesBackEqual() throws IOException {
    String text;
    try (InputStream in = Objects.requireNonNull(getClass().getResourceAsStream("smoke-results.json"))) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    ResultsFile first = ResultsJson.read(text);
    assertFalse(first.results().cells.isEmpty());
    assertFalse(first.results().jdks.isEmpty());
    assertFalse(first.results().types.isEmpty());
    assertFalse(first.results().noUnsafe.isEmpty());
    // held in a final field: read on its own and copied in
    assertFalse(first.results().binary.rows.isEmpty());
    ResultsFile second = ResultsJson.read(ResultsJson.write(first));
    SampleResults.assertSame(first.results(), second.results(), "results");
    assertEquals(first.run(), second.run());
  }
}
