package dev.peregrine.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.peregrine.bench.peer.Peer;
import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * report.md and report.html of several representative runs, byte for byte: the files under
 * {@code src/test/resources/golden} were first written by the two hand-written renderers the report model
 * replaced, and since rewritten only for deliberate changes of the report's text. Any change to the report's text shows
 * up here first.
 *
 * <p>To accept a deliberate change of the report, rewrite the files with
 * {@code mvn test -pl peregrine-bench -Dtest=ReportGoldenTest -Dperegrine.bench.writeGolden=src/test/resources/golden}
 * and review the diff.
 */
class ReportGoldenTest {
  private static final String JDK17 = "JDK 17.0.15+6-Debian-1deb12u1";
  private static final String JDK25 = "JDK 25.0.3+9-LTS";

  static Stream<Arguments> runs() {
    return Stream.of(
        Arguments.of("two-jdks", (Supplier<Results>) ReportGoldenTest::twoJdks),
        Arguments.of("one-jdk-forks", (Supplier<Results>) ReportGoldenTest::oneJdkWithForks),
        Arguments.of("cold-start-only", (Supplier<Results>) ReportGoldenTest::coldStartOnly),
        Arguments.of("nothing", (Supplier<Results>) ReportGoldenTest::nothing));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("runs")
  void markdownIsUnchanged(String name, Supplier<Results> run) throws IOException {
    check(name + ".md", new MarkdownReport(run.get()).render());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("runs")
  void htmlIsUnchanged(String name, Supplier<Results> run) throws IOException {
    check(name + ".html", new HtmlReport(run.get()).render());
  }

  private static void check(String file, String rendered) throws IOException {
    String write = System.getProperty("peregrine.bench.writeGolden");
    if (write != null && !write.isEmpty()) {
      Path dir = Path.of(write);
      Files.createDirectories(dir);
      Files.writeString(dir.resolve(file), rendered, StandardCharsets.UTF_8);
      return;
    }
    try (InputStream in = ReportGoldenTest.class.getResourceAsStream("/golden/" + file)) {
      if (in == null) {
        throw new AssertionError("no golden file " + file);
      }
      assertEquals(new String(in.readAllBytes(), StandardCharsets.UTF_8), rendered, file);
    }
  }

  private static Results.Cell measured(String scenario, String library, String jdk, double score, double error,
      int bytes, List<String> notes) {
    return new Results.Cell(scenario, library, jdk, Results.Status.MEASURED, score, error, bytes, null, notes);
  }

  private static Results.Cell missing(String scenario, String library, String jdk, Results.Status status,
      String reason) {
    return new Results.Cell(scenario, library, jdk, status, Double.NaN, Double.NaN, -1, reason, List.of());
  }

  private static List<Long> millis(long... ms) {
    List<Long> nanos = new ArrayList<>();
    for (long m : ms) {
      nanos.add(m * 1_000_000);
    }
    return nanos;
  }

  private static Results.ColdStartSeries cold(String direction, String library, String jdk, long... ms) {
    return new Results.ColdStartSeries(direction, library, jdk, Results.Status.MEASURED, millis(ms),
        millis(ms).stream().map(n -> n + 100_000_000).toList(), null);
  }

  private static void header(Results r) {
    r.environment.put("Date", "2025-11-25 14:00:00 +00:00");
    r.environment.put("CPU", "test CPU <8 cores> & \"quotes\"");
    r.environment.put("JDK", "17 | 25\nsecond line");
    r.environment.put("Profile", "quick");
  }

  /**
   * Two JDKs, JSON and binary libraries, every kind of row: measured (with notes, sizes and UTF-8 rows
   * borrowed into the binary tables), n/a, ERROR, a library not run at all, a scenario with nothing measured,
   * targets met and missed, sizes, cold start on both JDKs and runs without Unsafe on one.
   */
  static Results twoJdks() {
    Results r = new Results(Profile.QUICK);
    header(r);
    r.warnings.add("Run restricted with --only x: pairs it excludes are not in this report.");
    r.warnings.add("A warning with <markup> & a | pipe.");
    r.jdks.add(new Results.Jdk("/jdk17/bin/java", "17.0.15+6-Debian-1deb12u1", "OpenJDK 64-Bit Server VM"));
    r.jdks.add(new Results.Jdk("/jdk25/bin/java", "25.0.3+9-LTS", "OpenJDK 64-Bit Server VM (Eclipse)"));
    r.libraries.add(new Results.LibraryInfo("peregrine", Peer.Kind.JSON, "dev.peregrine:peregrine-core",
        "0.1.0-SNAPSHOT", "defaults"));
    r.libraries.add(new Results.LibraryInfo("fastjson2", Peer.Kind.JSON, "com.alibaba.fastjson2:fastjson2",
        "2.0.64", "defaults; a | b <c>"));
    r.libraries.add(new Results.LibraryInfo("jackson", Peer.Kind.JSON, "com.fasterxml.jackson.core:jackson-databind",
        "2.22.4", "ObjectMapper defaults"));
    r.libraries.add(new Results.LibraryInfo("gson", Peer.Kind.JSON, "com.google.code.gson:gson", "2.15.0",
        "defaults"));
    r.libraries.add(new Results.LibraryInfo("moshi", Peer.Kind.JSON, "com.squareup.moshi:moshi", "1.15.2",
        "defaults"));
    r.libraries.add(new Results.LibraryInfo("peregrine-cbor", Peer.Kind.BINARY, "dev.peregrine:peregrine-core",
        "0.1.0-SNAPSHOT", "map mode"));
    r.libraries.add(new Results.LibraryInfo("fastjson2-jsonb", Peer.Kind.BINARY, "com.alibaba.fastjson2:fastjson2",
        "2.0.64", "JSONB"));
    r.libraries.add(new Results.LibraryInfo("fory", Peer.Kind.BINARY, "org.apache.fory:fory-core", "1.6.0",
        "registered"));
    r.libraries.add(new Results.LibraryInfo("java", Peer.Kind.BINARY, "jdk", "(the benchmark JDK)",
        "ObjectOutputStream"));
    r.scenarios.add(new Results.ScenarioInfo("ParseString", "String to MediaContent", Peer.Kind.JSON,
        "fastjson2"));
    r.scenarios.add(new Results.ScenarioInfo("WriteUTF8Bytes", "MediaContent to UTF-8 bytes", Peer.Kind.JSON,
        "fastjson2"));
    r.scenarios.add(new Results.ScenarioInfo("ParseTree-twitter", "twitter.json to a tree", Peer.Kind.JSON,
        "fastjson2"));
    r.scenarios.add(new Results.ScenarioInfo("WriteBinary", "MediaContent to bytes", Peer.Kind.BINARY,
        "fastjson2-jsonb"));
    r.scenarios.add(new Results.ScenarioInfo("ParseBinary", "bytes to MediaContent", Peer.Kind.BINARY,
        "fastjson2-jsonb"));
    for (String jdk : List.of(JDK17, JDK25)) {
      double f = jdk.equals(JDK17) ? 1 : 1.1;
      r.cells.add(measured("ParseString", "peregrine", jdk, 1523.456 * f, 12.5, -1, List.of()));
      r.cells.add(measured("ParseString", "fastjson2", jdk, 1100.25 * f, Double.NaN, -1, List.of()));
      r.cells.add(measured("ParseString", "jackson", jdk, 0.5123 * f, 0.01, -1, List.of()));
      r.cells.add(missing("ParseString", "gson", jdk, Results.Status.ERROR,
          "decoded value differs at $.media.<title> | here"));
      r.cells.add(measured("WriteUTF8Bytes", "peregrine", jdk, 2100 * f, 20, 613,
          List.of("writes number 640 as 640.0 (at $.media.width)")));
      r.cells.add(measured("WriteUTF8Bytes", "fastjson2", jdk, 1900 * f, 0, 613, List.of()));
      r.cells.add(measured("WriteUTF8Bytes", "jackson", jdk, 55.5 * f, 5.5, -1,
          List.of("omits null members (at $.media.copyright)", "second note")));
      r.cells.add(missing("WriteUTF8Bytes", "gson", jdk, Results.Status.NOT_APPLICABLE, "no UTF-8 writer"));
      r.cells.add(missing("ParseTree-twitter", "peregrine", jdk, Results.Status.NOT_APPLICABLE, "no tree"));
      r.cells.add(missing("ParseTree-twitter", "fastjson2", jdk, Results.Status.ERROR, "crashed"));
      r.cells.add(measured("WriteBinary", "peregrine-cbor", jdk, 3000 * f, 30, 380, List.of()));
      r.cells.add(measured("WriteBinary", "fastjson2-jsonb", jdk, 2500 * f, 25, 362, List.of()));
      r.cells.add(measured("WriteBinary", "fory", jdk, 2600 * f, 26, 300, List.of()));
      r.cells.add(missing("WriteBinary", "java", jdk, Results.Status.ERROR, "NotSerializableException: x"));
      r.cells.add(measured("ParseBinary", "peregrine-cbor", jdk, 2800 * f, 28, -1, List.of()));
      r.cells.add(measured("ParseBinary", "fory", jdk, 2900 * f, 29, -1, List.of()));
      r.cells.add(missing("ParseBinary", "fastjson2-jsonb", jdk, Results.Status.ERROR, "boom"));
      if (jdk.equals(JDK17)) {
        r.cells.add(missing("ParseBinary", "java", jdk, Results.Status.NOT_APPLICABLE, "n/a here"));
      }
    }
    for (String jdk : List.of(JDK17, JDK25)) {
      r.coldStart.add(new Results.ColdStartSeries("empty", "(empty JVM)", jdk, Results.Status.MEASURED,
          millis(0, 0, 0), millis(80, 90, 100), null));
      r.coldStart.add(cold("write", "gson", jdk, 1, 200, 900));
      r.coldStart.add(cold("write", "peregrine", jdk, 150, 2, 800));
      r.coldStart.add(cold("write", "jackson", jdk, 600, 3, 700));
      r.coldStart.add(new Results.ColdStartSeries("write", "moshi", jdk, Results.Status.ERROR, List.of(),
          List.of(), "IllegalStateException: boom <here> | there"));
      r.coldStart.add(cold("read", "gson", jdk, 100, 100, 100, 100, 100));
      r.coldStart.add(cold("read", "peregrine", jdk, 5, 7, 9, 11, 13));
    }
    r.noUnsafe.add(new Results.NoUnsafeRun("peregrine", JDK25, true, false, 9, null));
    r.noUnsafe.add(new Results.NoUnsafeRun("fastjson2", JDK25, false, false, 0,
        "in ParseString: UnsupportedOperationException: arrayBaseOffset (at a.B.<clinit>) <x|y>"));
    r.noUnsafe.add(new Results.NoUnsafeRun("moshi", JDK25, false, true, 0, "in WriteBinary: E: index 15"));
    return r;
  }

  /** One JDK, several forks: the fork-by-fork range of the targets, cold start with a missing baseline. */
  static Results oneJdkWithForks() {
    Results r = new Results(Profile.FULL);
    header(r);
    r.jdks.add(new Results.Jdk("/jdk17/bin/java", "17.0.15+6-Debian-1deb12u1", "OpenJDK 64-Bit Server VM"));
    r.libraries.add(new Results.LibraryInfo("peregrine", Peer.Kind.JSON, "dev.peregrine:peregrine-core", "1",
        "defaults"));
    r.libraries.add(new Results.LibraryInfo("fastjson2", Peer.Kind.JSON, "g:fastjson2", "2", "defaults"));
    r.libraries.add(new Results.LibraryInfo("jackson", Peer.Kind.JSON, "g:jackson", "2", "defaults"));
    r.scenarios.add(new Results.ScenarioInfo("ParseString", "text", Peer.Kind.JSON, "fastjson2"));
    r.scenarios.add(new Results.ScenarioInfo("WriteString", "text out", Peer.Kind.JSON, "fastjson2"));
    r.cells.add(new Results.Cell("ParseString", "peregrine", JDK17, Results.Status.MEASURED, 1300, 10, -1, null,
        List.of(), List.of(1200.0, 1500.0, 1200.0)));
    r.cells.add(new Results.Cell("ParseString", "fastjson2", JDK17, Results.Status.MEASURED, 1000, 10, -1, null,
        List.of(), List.of(800.0, 1200.0, 1000.0, 900.0)));
    r.cells.add(new Results.Cell("ParseString", "jackson", JDK17, Results.Status.MEASURED, 300, 3, -1, null,
        List.of(), List.of(310.0, 290.0, 300.0)));
    r.cells.add(new Results.Cell("WriteString", "peregrine", JDK17, Results.Status.MEASURED, 0, 0, 500, null,
        List.of()));
    r.cells.add(missing("WriteString", "fastjson2", JDK17, Results.Status.ERROR, "failed in the benchmark fork"));
    r.coldStart.add(cold("write", "peregrine", JDK17, 150, 160, 170, 180, 190, 200, 210, 220, 230, 240));
    r.coldStart.add(cold("write", "jackson", JDK17, 450));
    r.coldStart.add(cold("read", "jackson", JDK17, 45, 46));
    r.noUnsafe.add(new Results.NoUnsafeRun("peregrine", JDK17, true, false, 9, null));
    return r;
  }

  /** A --cold-start-only run: no scenario, so no throughput section, no method and no support matrix. */
  static Results coldStartOnly() {
    Results r = new Results(Profile.SMOKE);
    header(r);
    r.warnings.add("Run with --cold-start-only: no throughput scenario was run; only the cold-start section has "
        + "numbers.");
    r.jdks.add(new Results.Jdk("/usr/bin/java", "17", "OpenJDK"));
    r.libraries.add(new Results.LibraryInfo("gson", Peer.Kind.JSON, "g:gson", "3", "defaults"));
    r.libraries.add(new Results.LibraryInfo("peregrine", Peer.Kind.JSON, "g:p", "1", "defaults"));
    r.coldStart.add(new Results.ColdStartSeries("empty", "(empty JVM)", "JDK 17", Results.Status.MEASURED,
        millis(0, 0, 0), millis(80, 90, 100), null));
    r.coldStart.add(cold("write", "gson", "JDK 17", 1, 200, 900));
    r.coldStart.add(cold("write", "peregrine", "JDK 17", 150, 2, 800));
    r.coldStart.add(cold("read", "gson", "JDK 17", 100, 100, 100));
    return r;
  }

  /** Nothing but a header: every optional section absent. */
  static Results nothing() {
    Results r = new Results(Profile.QUICK);
    r.jdks.add(new Results.Jdk("/usr/bin/java", "17", "OpenJDK"));
    return r;
  }
}
