package dev.peregrine.bench.run;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * The suite's clock: every phase a run has planned ({@link SuiteEstimate}), in order, with its estimate, and how
 * long the rest of the run should take from where it is. Every progress line's "left" comes from here, so it
 * counts the whole run (the benchmarks, the type matrix, the cold-start JVMs, the binary experiments,
 * JsonPerformanceVS and DemoResponse, the streaming JVMs), not only the phase that prints it.
 *
 * <p>The phase running is taken at its own pace once it has done a few of its units (a run's JMH forks, its
 * JVMs), else at its estimate. The phases after it are taken at their estimates times the pace of the phases
 * already finished (their real time over their estimate, from 20 s of estimate on, held within 0.5-2.5x): on a
 * machine busier than the one the estimates were measured on, every phase is slower in about the same proportion.
 */
public final class TimeLeft {
  /** One phase of a run and what it should take on a quiet 2-core machine. */
  public record Phase(String name, long millis) {}

  /** Finished phases' pace counts from this much estimated time on; before, the estimates are taken as they are. */
  private static final long PACE_FROM_MILLIS = 20_000;

  private final List<Phase> phases;
  private final LongSupplier nanoTime;
  private int current = -1;
  private long phaseStartNanos;
  private long finishedEstimateMillis;
  private long finishedActualMillis;

  public TimeLeft(List<Phase> phases) {
    this(phases, System::nanoTime);
  }

  /** With the clock {@code nanoTime} instead of {@link System#nanoTime} (for tests). */
  TimeLeft(List<Phase> phases, LongSupplier nanoTime) {
    this.phases = List.copyOf(phases);
    this.nanoTime = nanoTime;
  }

  /** The phases, as planned. */
  List<Phase> phases() {
    return phases;
  }

  /** The estimate of every phase, before any has run. */
  public long totalMillis() {
    return phases.stream().mapToLong(Phase::millis).sum();
  }

  /** "~9m40s": {@link #totalMillis}. */
  String total() {
    return "~" + format(totalMillis() / 1000);
  }

  /** "benchmarks ~3m15s, type matrix ~2m23s, ...": each phase's estimate, for the line printed up front. */
  String breakdown() {
    StringBuilder b = new StringBuilder();
    for (Phase p : phases) {
      b.append(b.length() == 0 ? "" : ", ").append(p.name()).append(" ~").append(format(p.millis() / 1000));
    }
    return b.toString();
  }

  /**
   * Phase {@code name} begins; the one running ends. A phase that was not planned, or one the clock has passed,
   * changes nothing.
   */
  public void begin(String name) {
    int i = index(name);
    if (i <= current) {
      return;
    }
    long now = nanoTime.getAsLong();
    if (current >= 0) {
      finishedEstimateMillis += phases.get(current).millis();
      finishedActualMillis += Duration.ofNanos(now - phaseStartNanos).toMillis();
    }
    // A phase skipped on the way (nothing of it ran) counts neither way in the pace.
    current = i;
    phaseStartNanos = now;
  }

  /**
   * Phase {@code name} begins ({@link #begin}); the line saying so, with its estimate and the time left in all,
   * or null when the phase was not planned.
   */
  public String beginLine(String name) {
    int i = index(name);
    if (i <= current) {
      return null;
    }
    begin(name);
    return name + " (estimated ~" + format(Math.round(phases.get(i).millis() * pace()) / 1000) + ") · " + left()
        + " left in all";
  }

  /** "~4m10s": the rest of the phase running at its estimate, and every phase after it. */
  public String left() {
    return "~" + format(leftMillis(-1, 0) / 1000);
  }

  /**
   * "~4m10s": the rest of the phase running, {@code done} of its {@code planned} units done (at their own pace
   * from the third on), and every phase after it.
   */
  public String left(long done, long planned) {
    return "~" + format(leftMillis(done, planned) / 1000);
  }

  long leftMillis(long done, long planned) {
    long elapsed = current < 0 ? 0 : Duration.ofNanos(nanoTime.getAsLong() - phaseStartNanos).toMillis();
    long phase;
    if (done >= 3 && planned > 0) {
      phase = elapsed * Math.max(planned - done, 0) / done;
    } else {
      phase = current < 0 ? 0 : Math.max(0, Math.round(phases.get(current).millis() * pace()) - elapsed);
    }
    return phase + laterMillis();
  }

  /** What the phases after the one running should take, at the pace so far. */
  long laterMillis() {
    long later = 0;
    for (int i = current + 1; i < phases.size(); i++) {
      later += phases.get(i).millis();
    }
    return Math.round(later * pace());
  }

  /** Real time over estimated time of the phases finished, within 0.5-2.5; 1 before enough has finished. */
  double pace() {
    if (finishedEstimateMillis < PACE_FROM_MILLIS) {
      return 1;
    }
    return Math.min(2.5, Math.max(0.5, (double) finishedActualMillis / finishedEstimateMillis));
  }

  private int index(String name) {
    for (int i = 0; i < phases.size(); i++) {
      if (phases.get(i).name().equals(name)) {
        return i;
      }
    }
    return -1;
  }

  /** "4m05s", or "1h02m03s" from an hour up. */
  public static String format(long seconds) {
    return seconds >= 3600
        ? String.format(Locale.ROOT, "%dh%02dm%02ds", seconds / 3600, seconds / 60 % 60, seconds % 60)
        : String.format(Locale.ROOT, "%dm%02ds", seconds / 60, seconds % 60);
  }
}
