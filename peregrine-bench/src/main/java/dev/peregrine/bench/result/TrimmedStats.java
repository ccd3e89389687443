package dev.peregrine.bench.result;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * JsonPerformanceVS's statistics for a series of fresh-JVM timings: sort, drop the extremes on both sides (10% each,
 * at least one when there are three or more), and describe what is left.
 */
public final class TrimmedStats {
  private TrimmedStats() {}

  /** The share of samples dropped on each side. JsonPerformanceVS dropped 50 of 1,000 (5%); we have 20, not 1,000. */
  public static final double TRIM_FRACTION = 0.10;

  /** Summary of the kept samples, in milliseconds. */
  public record Summary(int runs, int kept, double mean, double median, double min, double max, double sd) {}

  /** How many samples are dropped from each end of {@code n}: 10%, at least 1 once there are 3 or more. */
  public static int trimmedEachSide(int n) {
    return n < 3 ? 0 : Math.max(1, (int) (n * TRIM_FRACTION));
  }

  /**
   * For each sample in input order, whether it survives the trim. Ties are broken by position, so exactly
   * {@link #trimmedEachSide} samples are dropped from each end.
   */
  public static boolean[] kept(List<Long> nanos) {
    int n = nanos.size();
    int trim = trimmedEachSide(n);
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      order.add(i);
    }
    order.sort(Comparator.comparingLong((Integer i) -> nanos.get(i)).thenComparingInt(i -> i));
    boolean[] kept = new boolean[n];
    for (int rank = trim; rank < n - trim; rank++) {
      kept[order.get(rank)] = true;
    }
    return kept;
  }

  /** The trimmed summary in milliseconds; NaN fields when there are no samples. */
  public static Summary summarize(List<Long> nanos) {
    boolean[] keep = kept(nanos);
    List<Double> ms = new ArrayList<>();
    for (int i = 0; i < nanos.size(); i++) {
      if (keep[i]) {
        ms.add(nanos.get(i) / 1e6);
      }
    }
    ms.sort(null);
    int k = ms.size();
    if (k == 0) {
      return new Summary(nanos.size(), 0, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
    }
    double sum = 0;
    for (double v : ms) {
      sum += v;
    }
    double mean = sum / k;
    double squares = 0;
    for (double v : ms) {
      squares += (v - mean) * (v - mean);
    }
    double sd = k > 1 ? Math.sqrt(squares / (k - 1)) : Double.NaN;
    double median = k % 2 == 1 ? ms.get(k / 2) : (ms.get(k / 2 - 1) + ms.get(k / 2)) / 2;
    return new Summary(nanos.size(), k, mean, median, ms.get(0), ms.get(k - 1), sd);
  }
}
