package dev.peregrine.stream;

/**
 * Bounds on what a reader accepts, so that hostile input fails fast instead of exhausting the stack or the
 * heap. The defaults are safe for untrusted input.
 *
 * @param maxDepth deepest nesting of arrays and objects (default 1000)
 * @param maxStringLength longest string value, in bytes of input (default 20,000,000)
 * @param maxNumberLength longest number literal, in characters (default 1,000)
 * @param maxNameLength longest property name, in bytes of input (default 50,000)
 * @param maxDocumentSize largest document, in bytes (default 256 MiB)
 * @param maxKeysPerHash most keys of one map read into the tree from CBOR, where keys may be any value, that
 *     share one {@code hashCode()} (default 64). A {@code java.util.HashMap} finds such keys by comparing
 *     them one by one, unless they are {@code Comparable} and of one class, so a map of n keys built to
 *     collide (arrays with one {@code List.hashCode}, floats, integers of two classes) costs n<sup>2</sup>
 *     comparisons: hash flooding. Bounded so, a key costs at most this many comparisons, whatever its kind.
 *     Keys of natural data rarely share a hash: two-integer arrays filling a 1000 by 1000 grid share one
 *     by about 33. Text keys, and the keys of typed maps ({@code Map<Long, V>}, {@code Map<UUID, V>}...:
 *     one {@code Comparable} class, which a {@code HashMap} orders), are not counted.
 */
public record Limits(int maxDepth, int maxStringLength, int maxNumberLength, int maxNameLength, long maxDocumentSize,
    int maxKeysPerHash) {
  /** The defaults. */
  public static final Limits DEFAULT = new Limits(1000, 20_000_000, 1000, 50_000, 256L << 20, 64);

  /** Checks that every bound is positive. */
  public Limits {
    if (maxDepth <= 0 || maxStringLength <= 0 || maxNumberLength <= 0 || maxNameLength <= 0 || maxDocumentSize <= 0
        || maxKeysPerHash <= 0) {
      throw new IllegalArgumentException("limits must be positive: " + this);
    }
  }

  /** The first five bounds, with the default for {@link #maxKeysPerHash()}. */
  public Limits(int maxDepth, int maxStringLength, int maxNumberLength, int maxNameLength, long maxDocumentSize) {
    this(maxDepth, maxStringLength, maxNumberLength, maxNameLength, maxDocumentSize, DEFAULT.maxKeysPerHash());
  }
}
