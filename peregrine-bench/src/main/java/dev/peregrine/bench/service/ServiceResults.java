package dev.peregrine.bench.service;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the service experiment found: the DemoResponse served over HTTP/1.1 by a Spring Boot application, one
 * fresh server JVM per library and round, loaded from another JVM. Empty when the experiment did not run.
 */
public final class ServiceResults {
  /** The library that serves nothing but fixed bytes: the floor of the server's CPU per request. */
  public static final String FLOOR = "no-op";

  /** The JSON converter the others are compared with: Boot's default, Jackson 3 (the suite's id for it). */
  public static final String BASELINE = "jackson3";

  public String jdk;

  /** What was measured (sizes, rounds, concurrency, windows), in words for the report. */
  public String plan;

  /**
   * One measured window: {@code library}'s server in {@code round} (from 1) answering requests for
   * {@code size} entities; {@code requests} responses completed in {@code seconds}, the server process's CPU
   * time over the window, the latencies' median and 99th percentile, the response's bytes.
   */
  public record Window(String library, int round, int size, int requests, double seconds, long cpuNanos,
      long p50Nanos, long p99Nanos, int bytes) {
    public double requestsPerSecond() {
      return requests / seconds;
    }

    public double cpuMicrosPerRequest() {
      return requests == 0 ? Double.NaN : cpuNanos / 1e3 / requests;
    }
  }

  public final List<Window> windows = new ArrayList<>();

  /** Libraries that could not be measured, with the reason (a server that did not start, a failed check). */
  public final Map<String, String> failures = new LinkedHashMap<>();

  /** The converter class each library's server picked for a DemoResponse, as the server printed it. */
  public final Map<String, String> converters = new LinkedHashMap<>();

  /** The versions on the service's class path (Spring Boot, Tomcat, Jackson, fastjson2, Peregrine). */
  public final Map<String, String> versions = new LinkedHashMap<>();

  public boolean isEmpty() {
    return windows.isEmpty() && failures.isEmpty();
  }
}
