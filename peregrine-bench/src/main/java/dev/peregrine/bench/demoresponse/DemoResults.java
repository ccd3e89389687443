package dev.peregrine.bench.demoresponse;

import java.util.ArrayList;
import java.util.List;

/**
 * What the blog's DemoResponse test found, for the report: the blog's loop (10,000 writes to a String in a
 * fresh JVM, total ms) and the warm timings of writing and reading a DemoResponse, by each library and the
 * hand-written writer, on the run's first JDK. Empty when the experiment did not run.
 */
public final class DemoResults {
  public String jdk;

  /** Per profile, what was measured, in words for the report. */
  public String plan;

  /**
   * The blog's loop: {@code loops} writes of a response of {@code size} entities, the total of each fresh JVM
   * in ms; {@code identical} when the writer's text equals the hand-written one byte for byte.
   */
  public record Loop(String library, int size, int loops, List<Double> totalMillis, int bytes, boolean identical,
      String reason) {}

  /** A warm timing: {@code operation} writeString, writeBytes, readString or readBytes; ns per operation. */
  public record Warm(String operation, String library, int size, double meanNanos, double minNanos,
      double maxNanos) {}

  public final List<Loop> loops = new ArrayList<>();
  public final List<Warm> warm = new ArrayList<>();
  /** Warm JVMs that failed: "Demo/warm/WRITER: reason". */
  public final List<String> warmFailures = new ArrayList<>();

  public boolean isEmpty() {
    return loops.isEmpty() && warm.isEmpty();
  }

  public boolean mentions(String library) {
    return loops.stream().anyMatch(l -> l.library().equals(library))
        || warm.stream().anyMatch(w -> w.library().equals(library));
  }
}
