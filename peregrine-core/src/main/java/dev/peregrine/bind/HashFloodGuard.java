package dev.peregrine.bind;

import dev.peregrine.stream.ValueReader;
import java.util.HashMap;

/**
 * Counts the keys of one map being read by their {@code hashCode()}, and refuses the document when more of
 * them share one than {@link dev.peregrine.stream.Limits#maxKeysPerHash()} allows: a {@code HashMap} compares
 * keys of one hash one by one (unless they are {@code Comparable} and of one class), so keys built to collide
 * would cost a comparison with every key before them. The counts are kept by hash, as {@code Integer} keys,
 * which a {@code HashMap} orders when their buckets collide, so the guard cannot be flooded itself.
 */
final class HashFloodGuard {
  private final ValueReader in;
  private final int max;
  private final HashMap<Integer, int[]> counts = new HashMap<>();

  HashFloodGuard(ValueReader in) {
    this.in = in;
    this.max = in.limits().maxKeysPerHash();
  }

  /** Counts a key about to be put. */
  void add(Object key) {
    int[] count = counts.computeIfAbsent(key == null ? 0 : key.hashCode(), h -> new int[1]);
    if (++count[0] > max) {
      throw in.error("more than " + max + " keys of one map share a hash code (a hash-flooding attack?"
          + " the limit is maxKeysPerHash)");
    }
  }
}
