package dev.peregrine.bench.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.service.ServiceResults;
import dev.peregrine.bench.service.ServiceResults.Window;
import org.junit.jupiter.api.Test;
import dev.peregrine.bench.service.ServiceReport;
import dev.peregrine.bench.report.MarkdownReport;
import dev.peregrine.bench.report.HtmlReport;

/** The service experiment's section: its ratios paired by round, the floor's share, the targets' verdicts. */
class ServiceReportTest {
  /** A window of 1 s with {@code requests} responses and {@code cpuMicros} of server CPU per response. */
  private static Window window(String library, int round, int size, int requests, double cpuMicros) {
    return new Window(library, round, size, requests, 1.0, (long) (cpuMicros * 1000 * requests), 400_000,
        2_000_000, size * 73);
  }

  /**
   * Three rounds at 10 and 300 entities. At 300, CPU per request (µs): floor 50, Jackson 200, Peregrine 120,
   * 150, 190 (ratios 0.60, 0.75, 0.95: unclear against 0.8), fastjson2 failed; requests/s: Peregrine above
   * Jackson in every round at 10, below at 300.
   */
  private static Results results() {
    Results r = new Results(Profile.QUICK);
    ServiceResults s = r.service;
    s.jdk = "JDK 17";
    s.plan = "10, 300 entities; 3 rounds";
    s.versions.put("spring-boot", "4.0.7");
    s.converters.put("peregrine", "dev.peregrine.spring.PeregrineJsonHttpMessageConverter");
    double[] ours = {120, 150, 190};
    for (int round = 1; round <= 3; round++) {
      s.windows.add(window("no-op", round, 10, 9000, 40));
      s.windows.add(window("jackson3", round, 10, 5000, 80));
      s.windows.add(window("peregrine", round, 10, 6000 + round, 60));
      s.windows.add(window("no-op", round, 300, 4000, 50));
      s.windows.add(window("jackson3", round, 300, 1000, 200));
      s.windows.add(window("peregrine", round, 300, 900, ours[round - 1]));
    }
    s.failures.put("fastjson2", "the server exited with status 1: java.lang.NoSuchMethodError: <x>");
    return r;
  }

  @Test
  void ratiosPairTheRoundsAndTheTargetsJudgeTheirWholeRange() {
    ServiceResults s = results().service;
    ServiceReport.Ratio cpu = ServiceReport.ratio(s, "peregrine", "jackson3", 300, Window::cpuMicrosPerRequest);
    assertEquals(3, cpu.rounds());
    assertEquals(0.75, cpu.median(), 1e-9);
    assertEquals(0.60, cpu.low(), 1e-9);
    assertEquals(0.95, cpu.high(), 1e-9);
    assertEquals("0.75 [0.60–0.95]", cpu.text());
    assertEquals("unclear", ServiceReport.met(cpu, 0.8, true));
    assertEquals("yes", ServiceReport.met(cpu, 1.0, true));
    assertEquals("no", ServiceReport.met(cpu, 0.5, true));
    assertEquals("yes", ServiceReport.met(ServiceReport.ratio(s, "peregrine", "jackson3", 10,
        Window::requestsPerSecond), 1.0, false));
    assertEquals("no", ServiceReport.met(ServiceReport.ratio(s, "peregrine", "jackson3", 300,
        Window::requestsPerSecond), 1.0, false));
    assertFalse(ServiceReport.ratio(s, "peregrine", "fastjson2", 300, Window::cpuMicrosPerRequest).measured());
    double[] above = ServiceReport.aboveFloor(s, "jackson3", 300);
    assertEquals(150, above[0], 1e-6);
    assertEquals(0.75, above[1], 1e-9);
  }

  @Test
  void theSectionHasItsTargetsTableAndChartsAndNamesWhatDidNotRun() {
    Results r = results();
    String md = new MarkdownReport(r).render();
    assertTrue(md.contains("## A service: the DemoResponse served by Spring Boot over HTTP/1.1 (JDK 17)"), md);
    assertTrue(md.contains(ServiceReport.METHOD), md);
    assertTrue(md.contains("| server CPU per request | 300 | jackson3 | 0.75 [0.60–0.95] | ≤ 0.80 | unclear |"), md);
    assertTrue(md.contains("| server CPU per request | 300 | fastjson2 | n/a (fastjson2: see above) | ≤ 1.00 | – |"),
        md);
    assertTrue(md.contains("| requests/s | 300 | jackson3 | 0.90 [0.90–0.90] | ≥ 1.00 | **no** |"), md);
    assertTrue(md.contains("Service/fastjson2: n/a, the server exited with status 1"), md);
    assertTrue(md.contains("| 300 | jackson3 | 21,900 | 1,000 | 0.40 | 2.00 | 200.0 | 150.0 (75%) | 1 | 1 |"), md);
    assertTrue(md.contains("| 300 | no-op | 21,900 | 4,000 | 0.40 | 2.00 | 50.0 | (the floor) |"), md);
    assertTrue(md.contains("The service's class path: spring-boot 4.0.7."), md);
    String html = new HtmlReport(r).render();
    assertTrue(html.contains("server CPU µs per request at 300 entities"), "the chart at the largest size");
    assertTrue(html.contains("&lt;x&gt;") && !html.contains("<x>"), "a failure's text is escaped");
  }

  @Test
  void nothingWhenTheExperimentDidNotRun() {
    assertTrue(ServiceReport.blocks(new Results(Profile.QUICK)).isEmpty());
  }
}
