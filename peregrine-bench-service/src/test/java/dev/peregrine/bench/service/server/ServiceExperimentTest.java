package dev.peregrine.bench.service.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.demoresponse.DemoResponse;
import dev.peregrine.bench.demoresponse.DemoWriter;
import dev.peregrine.bench.report.MarkdownReport;
import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.service.ServiceResults;
import dev.peregrine.bench.service.ServiceRunner;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The suite's service experiment end to end, briefly: the runner starts one real server JVM of this module
 * (Spring Boot, Tomcat, Peregrine's converter) and a load generator JVM beside it, which checks the responses as
 * JSON trees before it loads the server; the windows it measured make the report's section.
 */
class ServiceExperimentTest {

  @Test
  void peregrinesServerPassesTheCheckAndItsWindowsMakeTheReportSection(@TempDir Path logs) throws Exception {
    // This JVM's class path has the server (this module and its dependencies) and the load generator (the
    // suite's classes, Jackson 3 for the check): both child JVMs run on it.
    String classPath = System.getProperty("java.class.path");
    ServiceRunner.Settings settings = new ServiceRunner.Settings(List.of(10, 300), 1, 2, 200, 2, 50, 300, 2_000);
    Results results = new Results(Profile.SMOKE);
    Results.Jdk jdk = new Results.Jdk(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        System.getProperty("java.version"), System.getProperty("java.vm.name"));
    new ServiceRunner(classPath, classPath, logs, settings, Pattern.compile("^Service/peregrine$"))
        .run(jdk, results.service);

    ServiceResults r = results.service;
    assertTrue(r.failures.isEmpty(), () -> "failures: " + r.failures);
    assertTrue(r.converters.get("peregrine").endsWith("PeregrineJsonHttpMessageConverter"), r.converters::toString);
    assertEquals(2, r.windows.size(), r.windows::toString);
    for (ServiceResults.Window w : r.windows) {
      assertEquals("peregrine", w.library());
      assertTrue(w.requests() > 0 && w.seconds() > 0 && w.cpuNanos() > 0, w::toString);
      assertTrue(w.p50Nanos() > 0 && w.p99Nanos() >= w.p50Nanos(), w::toString);
      // Peregrine writes the DemoResponse compact, as the hand-written writer does: the same length.
      assertEquals(DemoWriter.writeBytes(DemoResponse.of(w.size())).length, w.bytes(), w::toString);
    }
    assertEquals("4.0.7", r.versions.get("spring-boot"), r.versions::toString);

    String md = new MarkdownReport(results).render();
    assertTrue(md.contains("## A service: the DemoResponse served by Spring Boot over HTTP/1.1"), md);
    assertTrue(md.contains("| 300 | peregrine | 21,861 |"), md);
    // Without Jackson in the run there is no ratio to take: the targets say so rather than pass.
    assertTrue(md.contains("| server CPU per request | 300 | jackson3 | not measured | ≤ 0.80 | – |"), md);
  }
}
