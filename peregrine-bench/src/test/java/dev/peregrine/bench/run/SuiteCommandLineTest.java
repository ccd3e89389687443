package dev.peregrine.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.result.Profile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line as ./bench users meet it: what is refused before anything runs, and how. */
class SuiteCommandLineTest {
  @TempDir Path dir;

  private String error(String... args) {
    return assertThrows(IllegalArgumentException.class, () -> SuiteOptions.parse(withOut(args))).getMessage();
  }

  /** Every case writes (if it got that far) to an empty folder of its own, never to bench-out. */
  private String[] withOut(String... args) {
    String[] all = new String[args.length + 2];
    System.arraycopy(args, 0, all, 0, args.length);
    all[args.length] = "--out";
    all[args.length + 1] = dir.resolve("out").toString();
    return all;
  }

  @Test
  void anUnknownOptionIsNamedAsOne() {
    assertEquals("unknown option --bogus", error("--bogus"));
    assertEquals("unknown option --bogus", error("--profile", "smoke", "--bogus", "x"));
  }

  @Test
  void aStrayArgumentIsAnUnknownOptionToo() {
    assertTrue(error("stray").startsWith("unknown option stray"), error("stray"));
    assertTrue(error("--forks", "2", "stray").startsWith("unknown option stray"));
  }

  @Test
  void aBadRegexNamesTheOptionAndTheRegexError() {
    String message = error("--only", "[");
    assertTrue(message.contains("--only"), message);
    assertTrue(message.contains("Unclosed character class"), message);
  }

  @Test
  void aMissingDataFolderIsAnErrorBeforeAnythingRuns() {
    Path missing = dir.resolve("no-such-corpora");
    assertEquals("--data " + missing + ": no such folder", error("--data", missing.toString()));
  }

  @Test
  void badValuesNameTheirOption() {
    assertTrue(error("--profile", "fast").contains("--profile"), error("--profile", "fast"));
    assertTrue(error("--forks", "0").contains("--forks"));
    assertTrue(error("--forks", "two").contains("--forks"));
    assertTrue(error("--cold-start-runs", "-1").contains("--cold-start-runs"));
    assertTrue(error("--profile").contains("--profile"), error("--profile"));
    assertTrue(error("--jdk", dir.resolve("nojdk").toString()).contains("no executable"));
  }

  @Test
  void helpIsAskedForNotRun() {
    assertThrows(SuiteOptions.HelpRequested.class, () -> SuiteOptions.parse(new String[] {"--help"}));
    assertThrows(SuiteOptions.HelpRequested.class, () -> SuiteOptions.parse(new String[] {"--profile", "full", "-h"}));
    String usage = SuiteOptions.usage();
    for (String option : List.of("--profile", "--jdk", "--data", "--out", "--only", "--all-libraries",
        "--cold-start-only", "--cold-start-runs", "--forks", "--help")) {
      assertTrue(usage.contains(option), option);
    }
  }

  @Test
  void everyOptionKeepsItsMeaning() throws IOException {
    Path data = Files.createDirectories(dir.resolve("corpora"));
    SuiteOptions o = SuiteOptions.parse(new String[] {"--profile", "FULL", "--jdk", SuiteOptions.ownJava(),
        "--jdk", Path.of(System.getProperty("java.home")).toString(), "--data", data.toString(), "--out",
        dir.resolve("o").toString(), "--only", "^Parse", "--cold-start-runs", "7", "--forks", "2"});
    assertEquals(Profile.FULL, o.profile());
    assertEquals(List.of(SuiteOptions.ownJava(), SuiteOptions.ownJava()), o.jdkPaths());
    assertEquals(data, o.data());
    assertEquals(dir.resolve("o"), o.out());
    assertEquals("^Parse", o.only().pattern());
    assertEquals(7, o.coldStartRuns());
    assertEquals(2, o.forks());
    assertFalse(o.coldStartOnly());

    SuiteOptions defaults = SuiteOptions.parse(withOut());
    assertEquals(Profile.QUICK, defaults.profile());
    assertEquals(List.of(SuiteOptions.ownJava()), defaults.jdkPaths());
    assertEquals(Profile.QUICK.forks, defaults.forks());
    assertEquals(Profile.QUICK.coldStartRuns, defaults.coldStartRuns());
    assertTrue(SuiteOptions.parse(withOut("--cold-start-only")).coldStartOnly());
    Path fresh = SuiteOptions.parse(new String[] {"--profile", "smoke"}).out();
    assertEquals(OutputFolder.ROOT, fresh.getParent());
    assertTrue(fresh.getFileName().toString().matches("\\d{4}-\\d{2}-\\d{2}-\\d{6}-smoke(-\\d+)?"), fresh.toString());
    assertFalse(Files.exists(fresh), "a run's default folder is a new one");
  }

  @Test
  void theQuickProfileTimesItsOwnLibrariesUnlessToldOtherwise() {
    SuiteOptions quick = SuiteOptions.parse(withOut());
    assertEquals(Profile.QUICK.libraries, quick.libraries());
    assertTrue(quick.runs("peregrine") && quick.runs("fastjson2") && quick.runs("jackson"));
    assertFalse(quick.runs("moshi"));
    for (String[] all : List.of(new String[] {"--all-libraries"}, new String[] {"--only", "/moshi$"},
        new String[] {"--profile", "full"}, new String[] {"--profile", "smoke"})) {
      SuiteOptions o = SuiteOptions.parse(withOut(all));
      assertEquals(Set.of(), o.libraries(), String.join(" ", all));
      assertTrue(o.runs("moshi"));
    }
  }

  @Test
  void aFolderHoldingAnEarlierRunsReportIsRefusedUnlessReplaceIsGiven() throws IOException {
    Path out = dir.resolve("run");
    Path logs = out.resolve("logs");
    OutputFolder.prepare(out, logs);
    Files.writeString(logs.resolve("old.log"), "a log of the run before");
    Files.writeString(out.resolve("report.md"), "the report of the run before");
    Files.writeString(out.resolve("something-a-later-experiment-wrote.csv"), "old");
    String message = assertThrows(IllegalArgumentException.class,
        () -> SuiteOptions.parse(new String[] {"--out", out.toString(), "--only", "^Types/"})).getMessage();
    assertTrue(message.contains("report of an earlier run") && message.contains("--replace"), message);
    assertTrue(Files.exists(out.resolve("report.md")), "the earlier report is kept");

    SuiteOptions.parse(new String[] {"--out", out.toString(), "--replace"});
    OutputFolder.prepare(out, logs);
    try (var files = Files.list(out)) {
      assertEquals(List.of(OutputFolder.MARK, "logs"), files.map(p -> p.getFileName().toString()).sorted().toList());
    }
    try (var files = Files.list(logs)) {
      assertEquals(0, files.count());
    }
  }

  @Test
  void aFolderOfARunBeforeTheMarkIsRefusedToo() throws IOException {
    Path out = Files.createDirectories(dir.resolve("bench-out"));
    Files.createDirectories(out.resolve("logs"));
    Files.writeString(out.resolve("report.md"), "old");
    assertThrows(IllegalArgumentException.class, () -> SuiteOptions.parse(new String[] {"--out", out.toString()}));
    SuiteOptions.parse(new String[] {"--out", out.toString(), "--replace"});
    OutputFolder.prepare(out, out.resolve("logs"));
    assertFalse(Files.exists(out.resolve("report.md")));
  }

  @Test
  void anEmptyNewOrUnfinishedFolderIsWrittenWithoutReplace() throws IOException {
    Path empty = Files.createDirectories(dir.resolve("empty"));
    assertEquals(empty, SuiteOptions.parse(new String[] {"--out", empty.toString()}).out());
    Path fresh = dir.resolve("new");
    assertEquals(fresh, SuiteOptions.parse(new String[] {"--out", fresh.toString()}).out());
    Path unfinished = dir.resolve("unfinished");
    OutputFolder.prepare(unfinished, unfinished.resolve("logs"));
    Files.writeString(unfinished.resolve("logs").resolve("fork.log"), "a run stopped before its report");
    assertEquals(unfinished, SuiteOptions.parse(new String[] {"--out", unfinished.toString()}).out(),
        "a run that wrote no report leaves nothing to keep");
    String message = assertThrows(IllegalArgumentException.class,
        () -> SuiteOptions.parse(new String[] {"--replace"})).getMessage();
    assertTrue(message.contains("--replace needs --out"), message);
  }

  @Test
  void theDefaultFoldersAreNewPerRunAndLatestPointsAtTheLastOne() throws IOException {
    Path root = dir.resolve("bench-out");
    java.time.LocalDateTime time = java.time.LocalDateTime.of(1999, 1, 2, 3, 4, 5);
    Path first = OutputFolder.fresh(root, Profile.SMOKE, time);
    assertEquals(root.resolve("1999-01-02-030405-smoke"), first);
    OutputFolder.prepare(first, first.resolve("logs"), root);
    Files.writeString(first.resolve("report.md"), "the first run's report");
    Path second = OutputFolder.fresh(root, Profile.SMOKE, time);
    assertEquals(root.resolve("1999-01-02-030405-smoke-2"), second, "the same second twice");
    OutputFolder.prepare(second, second.resolve("logs"), root);
    assertTrue(Files.exists(first.resolve("report.md")), "the first run's report is left alone");
    Path latest = root.resolve(OutputFolder.LATEST);
    assertEquals(second.toRealPath(), latest.toRealPath());

    Files.writeString(second.resolve("report.md"), "the second run's report");
    SuiteOptions.parse(new String[] {"--out", latest.toString(), "--replace"});
    OutputFolder.prepare(latest, latest.resolve("logs"), root);
    assertEquals(second.toRealPath(), latest.toRealPath(), "replacing through the link keeps the link");
    assertFalse(Files.exists(second.resolve("report.md")));
    assertTrue(Files.exists(first.resolve("report.md")));
  }

  @Test
  void aFolderOfSomeoneElsesFilesIsRefused() throws IOException {
    Path home = Files.createDirectories(dir.resolve("home"));
    Files.writeString(home.resolve("thesis.tex"), "years of work", StandardCharsets.UTF_8);
    String message = assertThrows(IllegalArgumentException.class,
        () -> SuiteOptions.parse(new String[] {"--out", home.toString()})).getMessage();
    assertTrue(message.contains("thesis.tex"), message);
    assertThrows(IllegalArgumentException.class, () -> OutputFolder.prepare(home, home.resolve("logs")));
    assertTrue(Files.exists(home.resolve("thesis.tex")));
  }
}
