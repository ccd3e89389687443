package dev.peregrine.bench.run;

import dev.peregrine.bench.result.Profile;
import java.time.Duration;
import java.util.Locale;

/** How long the JMH runs still take at the pace so far, and durations as the progress lines print them. */
final class TimeLeft {
  /**
   * A first guess of a fork's start (pre-touching 1 GB included), its checks and teardown, before the run has
   * measured its own: a quick run of 39 forks on 2 busy cores (load average 7) took 3.7-3.9 s per fork for 2.5 s of
   * iterations (issue 25; the 2.5 s guessed before made the first estimate of that run 3m15s for 2m20s).
   */
  private static final long FORK_OVERHEAD_MILLIS = 1400;

  private final Profile profile;
  private final int forks;
  private final long coldJvms;
  private final long planned;
  private long startNanos;

  /** {@code planned} JMH runs of {@code forks} forks each (0: in this JVM), then {@code coldJvms} cold-start JVMs. */
  TimeLeft(Profile profile, int forks, long planned, long coldJvms) {
    this.profile = profile;
    this.forks = forks;
    this.planned = planned;
    this.coldJvms = coldJvms;
  }

  /** The clock starts: the first JMH run is about to begin. */
  void start() {
    startNanos = System.nanoTime();
  }

  /**
   * The JMH runs left after {@code done} at the pace so far (from the first finished run on: a run's cost is
   * steady, and a guess kept for the first few runs was what made the estimate double the real time), plus the
   * cold-start JVMs after them.
   */
  String after(int done) {
    long elapsed = Duration.ofNanos(System.nanoTime() - startNanos).toMillis();
    long perRun = done >= 1 ? elapsed / done : perRunGuess();
    return "~" + format(((planned - done) * perRun + coldJvms * ColdStartRunner.JVM_MILLIS_GUESS) / 1000);
  }

  /** The whole of the JMH runs and the cold-start JVMs, before any has run. */
  String total() {
    return "~" + format((planned * perRunGuess() + coldJvms * ColdStartRunner.JVM_MILLIS_GUESS) / 1000);
  }

  private long perRunGuess() {
    return profile.millisPerPair(1) + (forks > 0 ? FORK_OVERHEAD_MILLIS : 0); // a run is one fork
  }

  /** "4m05s", or "1h02m03s" from an hour up. */
  static String format(long seconds) {
    return seconds >= 3600
        ? String.format(Locale.ROOT, "%dh%02dm%02ds", seconds / 3600, seconds / 60 % 60, seconds % 60)
        : String.format(Locale.ROOT, "%dm%02ds", seconds / 60, seconds % 60);
  }
}
