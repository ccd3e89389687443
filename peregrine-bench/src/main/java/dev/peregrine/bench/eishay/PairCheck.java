package dev.peregrine.bench.eishay;

import dev.peregrine.bench.peer.Peers;
import dev.peregrine.bench.peer.NotApplicable;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.run.TimeLeft;
import dev.peregrine.bench.eishay.Scenario;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BiPredicate;
import java.util.regex.Pattern;

/**
 * The check before anything is timed: every library of a scenario's family prepares the scenario in the
 * suite's JVM ({@link Scenario#prepare}: built, run three times, result checked). A library that cannot do it is
 * n/a, one that fails is ERROR, each with the reason; the others are the pairs to time.
 */
public final class PairCheck {
  private PairCheck() {}

  /**
   * Runs every check in this JVM; records n/a and ERROR cells for every JDK, returns the pairs to time, scenario
   * by scenario in the order given.
   */
  public static List<Pair> check(List<Scenario> scenarios, Pattern only, BiPredicate<Scenario, String> libraries,
      Results results) {
    List<Pair> pairs = new ArrayList<>();
    long started = System.nanoTime();
    int number = 0;
    for (Scenario scenario : scenarios) {
      number++;
      // A line per scenario: a corpus scenario's checks read and compare megabytes, tens of seconds on 2 cores.
      // There is no estimate to give the time left from (the run's estimate is made from what passes here).
      System.out.printf(Locale.ROOT, "[check %d/%d] %s · %s so far%n", number, scenarios.size(), scenario.name(),
          TimeLeft.format((System.nanoTime() - started) / 1_000_000_000));
      for (String id : Peers.ids()) {
        if (Peers.kind(id) != scenario.kind() || !libraries.test(scenario, id)
            || (only != null && !only.matcher(scenario.name() + "/" + id).find())) {
          continue;
        }
        Results.Status status;
        String reason;
        try {
          Scenario.Prepared prepared = scenario.prepare(Peers.create(id));
          pairs.add(new Pair(scenario, id, prepared.outputBytes(), prepared.notes()));
          continue;
        } catch (NotApplicable e) {
          status = Results.Status.NOT_APPLICABLE;
          reason = e.getMessage();
        } catch (Scenario.CheckFailed e) {
          status = Results.Status.ERROR;
          reason = e.getMessage();
        } catch (Throwable t) {
          status = Results.Status.ERROR;
          reason = Scenario.firstLine(t) + at(t);
        }
        System.out.printf("  %-22s %-22s %s: %s%n", scenario.name(), id,
            status == Results.Status.ERROR ? "ERROR" : "n/a", reason);
        for (Results.Jdk jdk : results.jdks) {
          results.cells.add(new Results.Cell(scenario.name(), id, jdk.label(), status, Double.NaN, Double.NaN, -1,
              reason, List.of()));
        }
      }
    }
    return pairs;
  }

  /** Where in the library an unexpected exception came from, to make an ERROR line actionable. */
  private static String at(Throwable t) {
    Throwable root = t;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    String cause = root == t ? "" : " (cause: " + Scenario.firstLine(root) + ")";
    StackTraceElement[] trace = root.getStackTrace();
    return cause + (trace.length > 0 ? " at " + trace[0] : "");
  }
}
