package dev.peregrine.bench.eishay;

import java.util.ArrayList;
import java.util.List;

/**
 * One (scenario, library) on one JDK as the scenarios' turns measured it: per JVM, the
 * library's score in each scored round, in ops per millisecond of the measuring thread's CPU time. Round i of
 * two libraries of the same scenario and JVM ran a fraction of a second apart, which is what {@link #ratio}
 * pairs.
 */
public record TurnSeries(String scenario, String library, String jdk, List<List<Double>> jvms) {

  /**
   * A ratio of two libraries: each JVM's ratio is the median over its rounds of the two libraries' round-by-round
   * ratios; {@code median} is the median of the JVMs' ratios, {@code low} and {@code high} their least and
   * greatest, {@code n} how many JVMs had both.
   */
  public record Ratio(double median, double low, double high, int n) {}

  /** This series' ops/ms: the median over JVMs of each JVM's median round. */
  public double score() {
    List<Double> perJvm = jvmScores();
    return perJvm.isEmpty() ? Double.NaN : median(perJvm);
  }

  /** Each JVM's median round, in JVM order. */
  public List<Double> jvmScores() {
    List<Double> out = new ArrayList<>();
    for (List<Double> rounds : jvms) {
      if (!rounds.isEmpty()) {
        out.add(median(rounds));
      }
    }
    return out;
  }

  /** {@code a} over {@code b}, JVM by JVM and round by round; null when no JVM measured both. */
  public static Ratio ratio(TurnSeries a, TurnSeries b) {
    List<Double> perJvm = new ArrayList<>();
    for (int k = 0; k < Math.min(a.jvms.size(), b.jvms.size()); k++) {
      List<Double> x = a.jvms.get(k);
      List<Double> y = b.jvms.get(k);
      List<Double> rounds = new ArrayList<>();
      for (int i = 0; i < Math.min(x.size(), y.size()); i++) {
        if (y.get(i) > 0) {
          rounds.add(x.get(i) / y.get(i));
        }
      }
      if (!rounds.isEmpty()) {
        perJvm.add(median(rounds));
      }
    }
    if (perJvm.isEmpty()) {
      return null;
    }
    return new Ratio(median(perJvm), perJvm.stream().mapToDouble(d -> d).min().orElseThrow(),
        perJvm.stream().mapToDouble(d -> d).max().orElseThrow(), perJvm.size());
  }

  /** The median; of an even count, the mean of the middle two. */
  public static double median(List<Double> values) {
    double[] v = values.stream().mapToDouble(d -> d).sorted().toArray();
    int n = v.length;
    return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
  }
}
