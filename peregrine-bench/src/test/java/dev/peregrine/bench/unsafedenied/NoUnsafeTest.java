package dev.peregrine.bench.unsafedenied;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.report.HtmlReport;
import dev.peregrine.bench.report.MarkdownReport;
import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.testing.Console;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import dev.peregrine.bench.run.JvmOptions;

class NoUnsafeTest {
  private static final String JDK17 = "JDK 17.0.15+6-Debian-1deb12u1";
  private static final String JDK25 = "JDK 25.0.3+9-LTS";

  /** A JDK 23 or later to start the probe with: the one running the tests, or the Temurin 25 beside it. */
  private static Results.Jdk denyingJdk() {
    if (Runtime.version().feature() >= NoUnsafe.FIRST_JDK) {
      return new Results.Jdk(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
          Runtime.version().toString(), "this JVM");
    }
    Path java = Path.of("/usr/lib/jvm/temurin-25-jdk-amd64/bin/java");
    return Files.isExecutable(java) ? new Results.Jdk(java.toString(), "25", "Temurin") : null;
  }

  @Test
  void onlyJdksFrom23OnCanDeny() {
    assertEquals(17, NoUnsafe.feature("17.0.15+6-Debian-1deb12u1"));
    assertEquals(25, NoUnsafe.feature("25.0.3+9-LTS"));
    assertEquals(0, NoUnsafe.feature("not a version"));
    assertFalse(NoUnsafe.canDeny(new Results.Jdk("java", "22.0.2+9", "x")));
    assertTrue(NoUnsafe.canDeny(new Results.Jdk("java", "23+37", "x")));
  }

  @Test
  void onlySelectsLibrariesByName() {
    List<String> all = List.of("peregrine", "fastjson2", "fory");
    assertEquals(all, NoUnsafe.plan(all, null));
    assertEquals(List.of("fastjson2"), NoUnsafe.plan(all, Pattern.compile("^NoUnsafe/fastjson2$")));
    assertEquals(List.of(), NoUnsafe.plan(all, Pattern.compile("^(Parse|Write)")));
  }

  @Test
  void parsesTheProbeOutput(@TempDir Path dir) throws Exception {
    Path log = dir.resolve("x.log");
    Files.writeString(log, "java.lang.OutOfMemoryError: Java heap space\n\tat x.Y.z(Y.java:1)\n");
    Results.NoUnsafeRun ok = NoUnsafe.parse("gson", JDK25, "noise\nnounsafe ok 9\n", 0, log);
    assertTrue(ok.runs());
    assertEquals(9, ok.scenarios());
    assertNull(ok.reason());
    Results.NoUnsafeRun failed = NoUnsafe.parse("kryo", JDK25, "nounsafe error in WriteBinary: boom\n", 1, log);
    assertFalse(failed.runs());
    assertEquals("in WriteBinary: boom", failed.reason());
    Results.NoUnsafeRun died = NoUnsafe.parse("x", JDK25, "nounsafe ok 9\n", 137, log);
    assertFalse(died.runs(), "an ok line does not count from a JVM that failed");
    assertTrue(died.reason().startsWith("exit status 137, no verdict printed: "), died.reason());
    assertTrue(died.reason().contains("OutOfMemoryError"), died.reason());
  }

  @Test
  void describeNamesTheScenarioTheDeepestCauseAndTheLibraryFrame() {
    UnsupportedOperationException root = new UnsupportedOperationException("arrayBaseOffset");
    root.setStackTrace(new StackTraceElement[] {
        new StackTraceElement("sun.misc.Unsafe", "arrayBaseOffset", null, 1),
        new StackTraceElement("com.example.Fast", "<clinit>", null, 2)});
    Throwable top = new IllegalStateException("wrapped", new ExceptionInInitializerError(root));
    assertEquals("in ParseString: UnsupportedOperationException: arrayBaseOffset (at com.example.Fast.<clinit>)",
        NoUnsafe.describe("ParseString", top));
  }

  private static Results results() {
    Results r = new Results(Profile.QUICK);
    r.jdks.add(new Results.Jdk("/a/java", "17.0.15+6-Debian-1deb12u1", "OpenJDK"));
    r.jdks.add(new Results.Jdk("/b/java", "25.0.3+9-LTS", "Temurin"));
    r.noUnsafe.add(new Results.NoUnsafeRun("peregrine", JDK25, true, false, 9, null));
    r.noUnsafe.add(new Results.NoUnsafeRun("fastjson2", JDK25, false, false, 0,
        "in ParseString: UnsupportedOperationException: arrayBaseOffset (at a.B.<clinit>) <x|y>"));
    r.noUnsafe.add(new Results.NoUnsafeRun("xson", JDK25, false, true, 0, "in WriteBinary: E: index 15"));
    return r;
  }

  @Test
  void markdownTableHasOnlyTheJdksThatRanIt() {
    String md = new MarkdownReport(results()).render();
    assertTrue(md.contains("## With sun.misc.Unsafe denied"), md);
    assertTrue(md.contains("| library | " + JDK25 + " |\n|---|---|\n"), md);
    assertFalse(md.contains("| library | " + JDK17), md);
    assertTrue(md.contains("| peregrine | runs (9 scenarios checked) |\n"), md);
    assertTrue(md.contains("| fastjson2 | **fails** in ParseString: UnsupportedOperationException: arrayBaseOffset "
        + "(at a.B.<clinit>) <x\\|y> |\n"), md);
    assertTrue(md.contains("| xson | **fails** with Unsafe allowed too in WriteBinary: E: index 15 |\n"), md);
  }

  @Test
  void htmlMarksFailuresAndEscapes() {
    String html = new HtmlReport(results()).render();
    assertTrue(html.contains("<h2 id=\"no-unsafe\">"), html);
    assertTrue(html.contains("<td class=\"error\">fails in ParseString"), html);
    assertTrue(html.contains("&lt;x|y&gt;"), html);
    assertTrue(html.contains("<td>runs (9 scenarios checked)</td>"), html);
    assertTrue(html.contains("<td>fails with Unsafe allowed too in WriteBinary"), html);
  }

  @Test
  void noSectionWithoutRuns() {
    Results r = new Results(Profile.QUICK);
    r.jdks.add(new Results.Jdk("/usr/bin/java", "17", "OpenJDK"));
    assertFalse(new MarkdownReport(r).render().contains("Unsafe denied"));
    assertFalse(new HtmlReport(r).render().contains("no-unsafe"));
  }

  /**
   * The probe itself, in fresh JVMs that deny Unsafe: Peregrine passes every check of both families, and
   * fastjson2 (2.0.64, which reads offsets through Unsafe as it initialises) cannot start.
   */
  @Test
  void peregrineRunsWithUnsafeDeniedAndFastjson2DoesNot(@TempDir Path logs) throws Exception {
    Results.Jdk jdk = denyingJdk();
    Assumptions.assumeTrue(jdk != null, "no JDK 23 or later here");
    Console.Captured<List<Results.NoUnsafeRun>> probe = Console.capture(() -> NoUnsafe.run(List.of(jdk),
        List.of("peregrine", "peregrine-cbor", "fastjson2"), JvmOptions.FORK_JVM_ARGS,
        System.getProperty("java.class.path"), logs));
    List<Results.NoUnsafeRun> runs = probe.value();
    assertTrue(probe.output().matches("(?s).*\\n  fastjson2 +fails in ParseString: .*"), probe.output());
    assertEquals(3, runs.size());
    assertTrue(runs.get(0).runs(), runs.get(0).reason());
    assertEquals(9, runs.get(0).scenarios());
    assertTrue(runs.get(1).runs(), runs.get(1).reason());
    assertEquals(2, runs.get(1).scenarios());
    assertFalse(runs.get(2).runs());
    assertFalse(runs.get(2).failsAnyway(), "fastjson2 runs with Unsafe allowed");
    assertTrue(runs.get(2).reason().contains("UnsupportedOperationException"), runs.get(2).reason());
    assertTrue(runs.get(2).reason().contains("com.alibaba.fastjson2"), runs.get(2).reason());
  }
}
