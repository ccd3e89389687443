package dev.peregrine.bench.eishay;

import dev.peregrine.bench.peer.Peer;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.eishay.TurnSeries;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Peregrine's own targets, checked against the run: throughput ratios against the peers Peregrine sets out to beat
 * (JSON: at least 1.25x fastjson2 and 3x Jackson in every JSON scenario; CBOR map mode at least 1.25x
 * fastjson2 JSONB, array mode at least 1.25x JSONB with BeanToArray, both at least Fory) and the binary
 * sizes (map mode no larger than JSONB, shown for plain map mode and with string references; array mode no
 * larger than registered Kryo, shown for plain array mode and for the compact variant with string references
 * and enum ordinals). A comparison appears only
 * when both sides were measured on that JDK.
 */
public final class Targets {

  /**
   * One comparison: {@code subject} against {@code peer} in one scenario on one JDK. For throughput,
   * {@code lowest} and {@code highest} bound the ratio as far as the two scores' error intervals allow (JMH's
   * 99.9% intervals: the subject's lowest over the peer's highest, and the reverse), NaN without intervals;
   * with several forks on both sides, {@code low} and {@code high} are the least and greatest ratio of fork k
   * to fork k (forks that ran in the same stretch, see {@link Results.Cell#forkScores}), NaN otherwise. Sizes
   * are exact: their interval is the ratio itself.
   */
  public record Check(String scenario, String subject, String peer, double ratio, double target, String what,
      double lowest, double highest, double low, double high) {
    Check(String scenario, String subject, String peer, double ratio, double target, String what) {
      this(scenario, subject, peer, ratio, target, what, ratio, ratio, Double.NaN, Double.NaN);
    }

    /**
     * Met when the whole interval is past the target: the error intervals' and, with forks, the fork-by-fork
     * range's too.
     */
    boolean met() {
      return what.equals("size") ? highest <= target : floor() >= target;
    }

    /** Missed when the whole interval falls short; neither met nor missed when it straddles the target. */
    boolean missed() {
      return what.equals("size") ? lowest > target : !Double.isNaN(ceiling()) && ceiling() < target;
    }

    private double floor() {
      return Double.isNaN(low) ? lowest : Math.min(lowest, low);
    }

    private double ceiling() {
      return Double.isNaN(high) ? highest : Math.max(highest, high);
    }

    /** "0.80–0.93", or "–" for an exact ratio or one without intervals. */
    public String interval() {
      return Double.isNaN(lowest) || lowest == highest ? "–" : Targets.ratio(lowest) + "–" + Targets.ratio(highest);
    }

    /** The fork-by-fork range as the report prints it, "–" without one. */
    public String range() {
      return Double.isNaN(low) ? "–" : Targets.ratio(low) + "–" + Targets.ratio(high);
    }
  }

  private record Goal(String subject, String peer, double target) {}

  private static final List<Goal> JSON = List.of(new Goal("peregrine", "fastjson2", 1.25),
      new Goal("peregrine", "jackson", 3.0));
  private static final List<Goal> BINARY = List.of(
      new Goal("peregrine-cbor", "fastjson2-jsonb", 1.25), new Goal("peregrine-cbor", "fory", 1.0),
      new Goal("peregrine-cbor-array", "fastjson2-jsonb-arrays", 1.25),
      new Goal("peregrine-cbor-array", "fory", 1.0));
  private static final List<Goal> SIZES = List.of(new Goal("peregrine-cbor", "fastjson2-jsonb", 1.0),
      // Map mode with string references (the optional stringref extension): any decoder with the stringref
      // extension reads it, and nothing about the classes needs to be shared; the plain map mode's row stays.
      new Goal("peregrine-cbor-stringrefs", "fastjson2-jsonb", 1.0),
      new Goal("peregrine-cbor-array", "kryo", 1.0),
      // The same size target met with every compact option on (string references, enum ordinals), which, as
      // Kryo's registration does, asks both ends to share the classes; the plain array mode's row stays.
      new Goal("peregrine-cbor-array-compact", "kryo", 1.0));

  public static final String LEGEND = "Throughput ratios are Peregrine's ops/ms divided by the peer's in this run, on the "
      + "same JDK. The interval is as far as the two scores' 99.9% error intervals let the ratio move (Peregrine's "
      + "lowest over the peer's highest, and the reverse); a target is met only when the whole interval is at or "
      + "above it, missed when the whole interval is below it, and \"unclear\" when the interval spans it: then "
      + "this run cannot tell, and more forks or a quieter machine can.";

  public static final String TURNS_LEGEND = "Throughput ratios are Peregrine's over the peer's as the libraries of a "
      + "scenario took turns in each JVM: per JVM the median of the round-by-round ratios, here the median over "
      + "the JVMs, and the interval is the least and greatest JVM's ratio; a target is met only when the whole "
      + "interval is at or above it, missed when the whole interval is below it, and \"unclear\" when the "
      + "interval spans it: then this run cannot tell, and more JVMs or a quieter machine can.";

  public static final String FORK_LEGEND = " With several forks, \"fork by fork\" is the range of the ratios of forks "
      + "that ran in the same stretch (the libraries of a scenario take turns, one fork each): how far the machine "
      + "moved the ratio in this run; a target is met only when this range is past it as well.";

  public static final String SIZE_LEGEND = " Size ratios are Peregrine's encoded bytes divided by the peer's (met at or "
      + "below 1; sizes are exact).";

  private Targets() {}

  public static List<Check> of(Results results, String jdk) {
    List<Check> checks = new ArrayList<>();
    for (Results.ScenarioInfo s : results.scenarios) {
      List<Goal> goals = s.kind() == Peer.Kind.JSON ? JSON : BINARY;
      for (Goal g : goals) {
        Optional<Results.Cell> a = measured(results, s.name(), g.subject(), jdk);
        Optional<Results.Cell> b = measured(results, s.name(), g.peer(), jdk);
        if (a.isPresent() && b.isPresent()) {
          List<Double> x = a.get().forkScores();
          List<Double> y = b.get().forkScores();
          double low = Double.NaN;
          double high = Double.NaN;
          for (int k = 0; k < Math.min(x.size(), y.size()); k++) {
            double r = x.get(k) / y.get(k);
            low = k == 0 ? r : Math.min(low, r);
            high = k == 0 ? r : Math.max(high, r);
          }
          Optional<TurnSeries.Ratio> turns = results.turnRatio(s.name(), g.subject(), g.peer(), jdk);
          if (turns.isPresent()) { // timed in turns: the median of the JVMs' ratios, the interval their range
            TurnSeries.Ratio t = turns.get();
            checks.add(new Check(s.name(), g.subject(), g.peer(), t.median(), g.target(), "throughput",
                t.n() > 1 ? t.low() : Double.NaN, t.n() > 1 ? t.high() : Double.NaN, Double.NaN, Double.NaN));
            continue;
          }
          Results.Cell x0 = a.get();
          Results.Cell y0 = b.get();
          double lowest = (x0.score() - x0.error()) / (y0.score() + y0.error());
          double highest = y0.score() - y0.error() > 0 ? (x0.score() + x0.error()) / (y0.score() - y0.error())
              : Double.POSITIVE_INFINITY;
          checks.add(new Check(s.name(), g.subject(), g.peer(), x0.score() / y0.score(), g.target(),
              "throughput", Math.max(0, lowest), highest, low, high));
        }
      }
      if (s.kind() == Peer.Kind.BINARY && s.name().startsWith("Write")) {
        for (Goal g : SIZES) {
          Optional<Results.Cell> a = measured(results, s.name(), g.subject(), jdk);
          Optional<Results.Cell> b = measured(results, s.name(), g.peer(), jdk);
          if (a.isPresent() && b.isPresent() && a.get().outputBytes() > 0 && b.get().outputBytes() > 0) {
            checks.add(new Check(s.name(), g.subject(), g.peer(),
                a.get().outputBytes() / (double) b.get().outputBytes(), g.target(), "size"));
          }
        }
      }
    }
    return checks;
  }

  private static Optional<Results.Cell> measured(Results results, String scenario, String library, String jdk) {
    return results.cell(scenario, library, jdk).filter(c -> c.status() == Results.Status.MEASURED);
  }

  public static String ratio(double r) {
    return Double.isInfinite(r) ? "∞" : String.format(Locale.ROOT, "%.2f", r);
  }

  /** "yes", "no" or "unclear", as the "met" column says it. */
  public static String verdict(Check c) {
    return c.met() ? "yes" : c.missed() ? "no" : "unclear";
  }

  public static String target(Check c) {
    return (c.what().equals("size") ? "≤ " : "≥ ") + ratio(c.target());
  }
}
