package dev.peregrine.bench.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.jvmserializers.BinaryResults;
import dev.peregrine.bench.peer.Peer;
import dev.peregrine.bench.result.ResultsJson.ResultsFile;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Runs of several machines and JDKs merged into one document, a column per machine x JDK. */
class RunMergeTest {

  /** A run of ParseString by two libraries on one JDK, with a jvm-serializers row, as results.json holds it. */
  private static ResultsFile run(String cpu, String version, String commit, Profile profile, double peregrine,
      double jackson) {
    Results r = new Results(profile);
    r.environment.put("Date", "2026-12-06 21:0" + version.charAt(0) + ":00 +00:00");
    r.environment.put("CPU", cpu);
    r.environment.put("Cores", "2 (as the JVM sees them)");
    r.environment.put("OS", "Linux 6.1 amd64");
    r.environment.put("Profile", profile.name().toLowerCase());
    r.environment.put("Peregrine commit", commit);
    r.jdks.add(new Results.Jdk("/jdk" + version + "/bin/java", version, "OpenJDK 64-Bit Server VM"));
    String jdk = "JDK " + version;
    r.libraries.add(new Results.LibraryInfo("peregrine", Peer.Kind.JSON, "dev.peregrine:peregrine-core", "0.1",
        "defaults"));
    r.libraries.add(new Results.LibraryInfo("jackson", Peer.Kind.JSON, "com.fasterxml.jackson.core:jackson-databind",
        "2.20", "defaults"));
    r.scenarios.add(new Results.ScenarioInfo("ParseString", "JSON text to MediaContent", Peer.Kind.JSON,
        "jackson"));
    r.cells.add(new Results.Cell("ParseString", "peregrine", jdk, Results.Status.MEASURED, peregrine, 1, 0, null,
        List.of()));
    r.cells.add(new Results.Cell("ParseString", "jackson", jdk, Results.Status.MEASURED, jackson, 1, 0, null,
        List.of()));
    r.noUnsafe.add(new Results.NoUnsafeRun("peregrine", jdk, true, false, 5, null));
    // as the suite's own JVM names itself: java.version, without the build
    r.binary.jdk = "JDK " + version.replaceFirst("\\+.*", "");
    r.binary.rows.add(new BinaryResults.Row("Serializers", "peregrine", "peregrine", "json", "",
        BinaryResults.Outcome.OK, BinaryResults.Outcome.OK, null, 100, 200, 300, 500, 450, 550, 400, 300));
    return ResultsJson.of(r);
  }

  private static RunMerge.Source source(String name, ResultsFile file) {
    // through the file's text, as the merge meets it
    return new RunMerge.Source(name, ResultsJson.read(ResultsJson.write(file)));
  }

  @Test
  void twoRunsBecomeAColumnPerMachineAndJdk() {
    ResultsFile a = run("Intel(R) Xeon(R) Platinum 8375C CPU @ 2.90GHz", "17.0.15+6-LTS", "abc1234", Profile.QUICK,
        1000, 300);
    ResultsFile b = run("AMD EPYC 7R13 Processor", "25.0.1", "abc1234", Profile.QUICK, 1200, 400);
    a.results().warnings.add("No JDK of this run is 23 or later.");
    a.results().warnings.add("Smoke profile: these numbers mean nothing.");
    b.results().warnings.add("Smoke profile: these numbers mean nothing.");
    ResultsFile merged = RunMerge.merge(List.of(source("run-a", a), source("run-b", b)), false);
    Results m = merged.results();
    // a note of one run names its column; a note of every run is there once, as it was
    assertTrue(m.warnings.contains("Xeon Platinum 8375C · JDK 17.0.15: No JDK of this run is 23 or later."),
        m.warnings.toString());
    assertTrue(m.warnings.contains("Smoke profile: these numbers mean nothing."), m.warnings.toString());
    assertEquals(2, m.mergedRuns.size());

    assertEquals(List.of("Xeon Platinum 8375C · JDK 17.0.15", "AMD EPYC 7R13 · JDK 25.0.1"),
        m.jdks.stream().map(Results.Jdk::label).toList());
    assertEquals(1000, m.cell("ParseString", "peregrine", "Xeon Platinum 8375C · JDK 17.0.15").orElseThrow().score());
    assertEquals(400, m.cell("ParseString", "jackson", "AMD EPYC 7R13 · JDK 25.0.1").orElseThrow().score());
    assertEquals(4, m.cells.size());
    assertEquals(2, m.noUnsafe.size());
    // what both runs describe the same way is there once
    assertEquals(2, m.libraries.size());
    assertEquals(1, m.scenarios.size());
    // the header: the runs merged, a shared line once, a differing line per run
    assertTrue(m.environment.get("Merged runs").startsWith("2: Xeon Platinum 8375C · JDK 17.0.15 ("),
        m.environment.get("Merged runs"));
    assertEquals("Linux 6.1 amd64", m.environment.get("OS"));
    assertEquals("Xeon Platinum 8375C · JDK 17.0.15: Intel(R) Xeon(R) Platinum 8375C CPU @ 2.90GHz; "
        + "AMD EPYC 7R13 · JDK 25.0.1: AMD EPYC 7R13 Processor", m.environment.get("CPU"));
    // the jvm-serializers table runs on one JDK of a run: the first run's, and the report says so
    assertEquals(1, m.binary.rows.size());
    assertEquals("Xeon Platinum 8375C · JDK 17.0.15", m.binary.jdk);
    assertTrue(m.warnings.stream().anyMatch(w -> w.contains("binary (from Xeon Platinum 8375C · JDK 17.0.15)")),
        m.warnings.toString());
    assertTrue(m.mergedRuns.get(1).startsWith("AMD EPYC 7R13 · JDK 25.0.1 (2026-12-06 21:02:00 +00:00, commit "
        + "abc1234, quick profile)"), m.mergedRuns.get(1));

    assertEquals(2, merged.merged().size());
    assertEquals("abc1234", merged.run().peregrineCommit());
    assertEquals("quick", merged.run().profile());
    assertEquals(a.run().machine(), merged.merged().get(0).machine());
    assertEquals("AMD EPYC 7R13 · JDK 25.0.1", merged.merged().get(1).jdks().get(0).label());
  }

  @Test
  void theMergedFileIsAResultsFileAndMergesAgain() {
    ResultsFile a = run("AMD EPYC", "17.0.15", "abc1234", Profile.SMOKE, 1000, 300);
    ResultsFile b = run("AMD EPYC", "25.0.1", "abc1234", Profile.SMOKE, 1200, 400);
    ResultsFile c = run("Neoverse-N1", "21.0.5", "abc1234", Profile.SMOKE, 900, 350);
    ResultsFile ab = RunMerge.merge(List.of(source("a", a), source("b", b)), false);
    ResultsFile read = ResultsJson.read(ResultsJson.write(ab));
    SampleResults.assertSame(ab.results(), read.results(), "results");
    assertTrue(read.isMerge());

    ResultsFile abc = RunMerge.merge(List.of(source("ab", read), source("c", c)), false);
    assertEquals(List.of("AMD EPYC · JDK 17.0.15", "AMD EPYC · JDK 25.0.1", "Neoverse-N1 · JDK 21.0.5"),
        abc.results().jdks.stream().map(Results.Jdk::label).toList());
    assertEquals(3, abc.merged().size());
    assertEquals(6, abc.results().cells.size());
    assertEquals(3, abc.results().mergedRuns.size());
    assertTrue(abc.results().environment.get("Merged runs").startsWith("3: AMD EPYC · JDK 17.0.15 ("),
        abc.results().environment.get("Merged runs"));
  }

  @Test
  void theSameMachineAndJdkTwiceGetLabelsOfTheirOwn() {
    ResultsFile a = run("AMD EPYC", "17.0.15", "abc1234", Profile.SMOKE, 1000, 300);
    ResultsFile again = run("AMD EPYC", "17.0.15", "abc1234", Profile.SMOKE, 990, 310);
    again.results().environment.put("Date", "2026-12-07 09:00:00 +00:00");
    ResultsFile merged = RunMerge.merge(List.of(source("a", a), source("b", ResultsJson.of(again.results()))),
        false);
    List<String> labels = merged.results().jdks.stream().map(Results.Jdk::label).toList();
    assertEquals(List.of("AMD EPYC · JDK 17.0.15", "AMD EPYC, 2026-12-07 09:00:00 +00:00 · JDK 17.0.15"), labels);
    assertEquals(990, merged.results().cell("ParseString", "peregrine", labels.get(1)).orElseThrow().score());
  }

  @Test
  void runsOfDifferentCommitsOrProfilesAreRefusedSayingWhichDiffer() {
    ResultsFile a = run("AMD EPYC", "17.0.15", "abc1234", Profile.QUICK, 1000, 300);
    ResultsFile b = run("AMD EPYC", "25.0.1", "def5678", Profile.SMOKE, 1200, 400);
    String message = assertThrows(RunMerge.Refused.class,
        () -> RunMerge.merge(List.of(source("run-a", a), source("run-b", b)), false)).getMessage();
    assertEquals("the runs differ in Peregrine commits (abc1234 in run-a; def5678 in run-b), and in profiles "
        + "(quick in run-a; smoke in run-b); --merge-anyway merges them all the same", message);

    ResultsFile merged = RunMerge.merge(List.of(source("run-a", a), source("run-b", b)), true);
    assertEquals("abc1234, def5678", merged.run().peregrineCommit());
    assertTrue(merged.results().warnings.get(0).startsWith("Merged with --merge-anyway although the runs differ in "
        + "Peregrine commits (abc1234 in run-a; def5678 in run-b)"), merged.results().warnings.get(0));
    assertEquals(4, merged.results().cells.size());
  }

  @Test
  void aRunWhoseCommitIsUnknownIsRefusedToo() {
    ResultsFile a = run("AMD EPYC", "17.0.15", "unknown", Profile.SMOKE, 1000, 300);
    ResultsFile b = run("AMD EPYC", "25.0.1", "unknown", Profile.SMOKE, 1200, 400);
    String message = assertThrows(RunMerge.Refused.class,
        () -> RunMerge.merge(List.of(source("a", a), source("b", b)), false)).getMessage();
    assertTrue(message.contains("Peregrine commits (unknown in a, b)"), message);
  }

  @Test
  void cpuModelsBecomeShortLabels() {
    assertEquals("Xeon Platinum 8375C", label("Intel(R) Xeon(R) Platinum 8375C CPU @ 2.90GHz"));
    assertEquals("AMD EPYC 7R13", label("AMD EPYC 7R13 Processor"));
    assertEquals("AMD EPYC", label("AMD EPYC"));
    assertEquals("AMD Ryzen 9 7950X", label("AMD Ryzen 9 7950X 16-Core Processor"));
    assertEquals("Neoverse-N1", label("Neoverse-N1"));
    assertEquals("aarch64", label("aarch64"));
    assertFalse(label("Intel(R) Core(TM) i7-9750H CPU @ 2.60GHz").contains("("));
  }

  private static String label(String cpu) {
    return RunMerge.machineLabel(new ResultsJson.Run("c", "quick", "", new ResultsJson.Machine(cpu, 2, "", ""),
        List.of()));
  }
}
