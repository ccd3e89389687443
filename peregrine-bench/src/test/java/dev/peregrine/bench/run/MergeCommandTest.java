package dev.peregrine.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.peer.Peer;
import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.result.ResultsJson;
import dev.peregrine.bench.testing.Console;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ./bench --merge DIR...} as a user meets it: the command line, the folder it writes, a refusal. */
class MergeCommandTest {
  @TempDir Path dir;

  /** A run's output folder holding the results.json of ParseString on one JDK. */
  private Path run(String name, String version, String commit) throws IOException {
    Results r = new Results(Profile.SMOKE);
    r.environment.put("CPU", "AMD EPYC 7R13 Processor");
    r.environment.put("Peregrine commit", commit);
    r.jdks.add(new Results.Jdk("/jdk/bin/java", version, "OpenJDK 64-Bit Server VM"));
    r.libraries.add(new Results.LibraryInfo("peregrine", Peer.Kind.JSON, "dev.peregrine:peregrine-core", "0.1",
        "defaults"));
    r.scenarios.add(new Results.ScenarioInfo("ParseString", "JSON text to MediaContent", Peer.Kind.JSON,
        "peregrine"));
    r.cells.add(new Results.Cell("ParseString", "peregrine", "JDK " + version, Results.Status.MEASURED, 1234.5, 1, 0,
        null, List.of()));
    Path folder = Files.createDirectories(dir.resolve(name));
    ResultsJson.write(folder.resolve(ResultsJson.FILE_NAME), ResultsJson.of(r));
    return folder;
  }

  private SuiteOptions parse(String... args) {
    return SuiteOptions.parse(args);
  }

  @Test
  void mergeWritesTheReportsAndTheMergedResultsToOut() throws Exception {
    Path a = run("a", "17.0.15", "abc1234");
    Path b = run("b", "25.0.1", "abc1234");
    Path out = dir.resolve("merged");
    SuiteOptions options = parse("--merge", a.toString(), b.toString(), "--out", out.toString());
    assertEquals(List.of(a, b), options.merge());
    Console.Captured<Integer> run = Console.capture(() -> MergeCommand.run(options));
    assertEquals(0, run.value());
    assertTrue(run.output().startsWith("Merged 2 runs (2 columns: AMD EPYC 7R13 · JDK 17.0.15, AMD EPYC 7R13 · JDK "
        + "25.0.1); wrote "), run.output());
    String html = Files.readString(out.resolve("report.html"));
    assertTrue(html.contains("AMD EPYC 7R13 · JDK 25.0.1"), "the column label is in the report");
    String markdown = Files.readString(out.resolve("report.md"));
    assertTrue(markdown.contains("in 2 runs merged into one report with a column per machine and JDK"));
    assertTrue(markdown.contains("This report merges several runs (./bench --merge)"), "the callout says so");
    assertTrue(markdown.contains("| AMD EPYC 7R13 · JDK 25.0.1 |"), "the library x JDK table has a row per column");
    ResultsJson.ResultsFile merged = ResultsJson.read(out.resolve(ResultsJson.FILE_NAME));
    assertEquals(2, merged.merged().size());
    assertEquals(2, merged.results().cells.size());
  }

  @Test
  void aRefusedMergeExitsTwoSayingWhyAndWritesNothing() throws Exception {
    Path a = run("a", "17.0.15", "abc1234");
    Path b = run("b", "25.0.1", "def5678");
    Path out = dir.resolve("merged");
    SuiteOptions options = parse("--merge", a.toString(), b.toString(), "--out", out.toString());
    PrintStream err = System.err;
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    System.setErr(new PrintStream(printed, true, StandardCharsets.UTF_8));
    int exit;
    try {
      exit = MergeCommand.run(options);
    } finally {
      System.setErr(err);
    }
    assertEquals(2, exit);
    assertEquals("bench: cannot merge: the runs differ in Peregrine commits (abc1234 in " + a + "; def5678 in " + b
        + "); --merge-anyway merges them all the same", printed.toString(StandardCharsets.UTF_8).strip());
    assertTrue(Files.notExists(out));

    SuiteOptions anyway = parse("--merge", a.toString(), b.toString(), "--merge-anyway", "--out", out.toString());
    assertEquals(0, Console.capture(() -> MergeCommand.run(anyway)).value());
    assertTrue(Files.readString(out.resolve("report.md")).contains("Merged with --merge-anyway"));
  }

  @Test
  void theCommandLineRefusesWhatAMergeCannotUseBeforeAnythingRuns() throws Exception {
    Path a = run("a", "17.0.15", "abc1234");
    String out = dir.resolve("merged").toString();
    assertEquals("--profile is for a run; --merge runs nothing, it merges the results of runs",
        assertThrows(IllegalArgumentException.class,
            () -> parse("--merge", a.toString(), "--profile", "quick", "--out", out)).getMessage());
    assertEquals("--only is for a run; --merge runs nothing, it merges the results of runs",
        assertThrows(IllegalArgumentException.class,
            () -> parse("--merge", a.toString(), "--only", "x", "--out", out)).getMessage());
    assertEquals("--merge-anyway goes with --merge DIR...", assertThrows(IllegalArgumentException.class,
        () -> parse("--merge-anyway", "--out", out)).getMessage());
    Path empty = Files.createDirectories(dir.resolve("empty"));
    assertEquals("--merge " + empty + ": no results.json in that folder (runs write it beside their report)",
        assertThrows(IllegalArgumentException.class,
            () -> parse("--merge", a.toString(), empty.toString(), "--out", out)).getMessage());
    // ./bench adds --data when the shared corpora exist: a merge takes it and ignores it
    assertEquals(List.of(a), parse("--merge", a.toString(), "--data", dir.toString(), "--out", out).merge());
    // and a run's options are what they were
    assertTrue(parse("--profile", "smoke", "--out", out).merge().isEmpty());
  }
}
