package dev.peregrine.bench.scaling;

import java.util.ArrayList;
import java.util.List;
import dev.peregrine.bench.result.Results;

/**
 * What JsonPerformanceVS's scaling experiment found, for the report: cold series (a fresh JVM per run), warm timings
 * and memory runs, each on the run's first JDK. Empty when the experiment did not run.
 */
public final class ScaleResults {
  /** The JDK the experiment ran on ("JDK 17.0.x"); null when it did not run. */
  public String jdk;

  /** Per profile, what was measured: sizes, runs, iterations, heaps, in words for the report. */
  public String plan;

  /**
   * One cold series: {@code library}'s first write to a String or first read of one ({@code direction}) of a
   * sample of {@code records} records, one sample per fresh JVM in the order they ran; {@code variant} "same"
   * (every JVM the same sample) or "different" (each JVM its own). {@code reason} says why it failed, or null.
   */
  public record Cold(String direction, String library, int records, String variant, List<Long> nanos, long bytes,
      String reason) {
    public String name() {
      return "Scale/cold/" + direction + "/" + library;
    }
  }

  /**
   * One warm timing: mean, fastest and slowest iteration's ns per operation; {@code reason} when it failed.
   * {@code variant} "same" (every operation the same sample) or "different" (the operations go round a few
   * samples of that size, so that no input is met twice in a row).
   */
  public record Warm(String direction, String library, int records, double meanNanos, double minNanos,
      double maxNanos, String reason, String variant) {
    /** A timing of the same sample. */
    public Warm(String direction, String library, int records, double meanNanos, double minNanos, double maxNanos,
        String reason) {
      this(direction, library, records, meanNanos, minNanos, maxNanos, reason, "same");
    }
  }

  /**
   * One memory run: {@code library} reading {@code records} records from a file through its InputStream API or
   * writing them through its OutputStream API under {@code heap}. {@code outcome} is "completes", "FAILED" (out
   * of memory), "sample does not fit" (the sample a writer writes did not fit the heap before the library ran)
   * or "ERROR"; the numbers are NaN unless it completed.
   */
  public record Memory(String direction, String library, int records, String heap, String outcome, long bytes,
      double seconds, double peakHeapMb, double heapBeforeMb, double allocatedPerRecord, String reason) {}

  public final List<Cold> cold = new ArrayList<>();
  public final List<Warm> warm = new ArrayList<>();
  public final List<Memory> memory = new ArrayList<>();

  public boolean isEmpty() {
    return cold.isEmpty() && warm.isEmpty() && memory.isEmpty();
  }

  /** Whether {@code library} has a result here (for {@link Results#dropUnused}). */
  public boolean mentions(String library) {
    return cold.stream().anyMatch(c -> c.library().equals(library))
        || warm.stream().anyMatch(c -> c.library().equals(library))
        || memory.stream().anyMatch(c -> c.library().equals(library));
  }
}
