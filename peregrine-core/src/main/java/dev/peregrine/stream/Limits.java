package dev.peregrine.stream;

/**
 * Bounds on what a reader accepts, so that hostile input fails fast instead of exhausting the stack or the
 * heap. The defaults are safe for untrusted input. Change one bound with its {@code with...} method, or on the
 * facade's builder ({@code Json.builder().maxDepth(64)}).
 *
 * @param maxDepth deepest nesting of arrays and objects (default 1000)
 * @param maxStringLength longest string value, in bytes of input (default 20,000,000)
 * @param maxNumberLength longest number literal, in characters (default 1,000)
 * @param maxNameLength longest property name, in bytes of input (default 50,000)
 * @param maxDocumentSize largest document, in bytes (default 256 MiB)
 * @param maxNumberExponent largest magnitude of a number's exponent (default 100,000): for JSON text, the
 *     exponent in scientific notation, the power of ten of its first nonzero digit ({@code 15e2} and
 *     {@code 1.5e3} are both 3), which is the one a BigDecimal is written back with; for a CBOR decimal
 *     fraction (tag 4), its exponent. A BigDecimal such as 1e10000000 is
 *     cheap to hold but costs seconds to turn into a BigInteger or into plain digits, so every read that makes
 *     a BigInteger or BigDecimal checks the exponent first; doubles and floats need no such bound (beyond
 *     their range a number reads as infinity or zero)
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
    int maxNumberExponent, int maxKeysPerHash) {
  private static final int DEFAULT_NUMBER_EXPONENT = 100_000;
  private static final int DEFAULT_KEYS_PER_HASH = 64;

  /** The defaults. */
  public static final Limits DEFAULT = new Limits(1000, 20_000_000, 1000, 50_000, 256L << 20, DEFAULT_NUMBER_EXPONENT,
      DEFAULT_KEYS_PER_HASH);

  /** Checks that every bound is positive. */
  public Limits {
    if (maxDepth <= 0 || maxStringLength <= 0 || maxNumberLength <= 0 || maxNameLength <= 0 || maxDocumentSize <= 0
        || maxNumberExponent <= 0 || maxKeysPerHash <= 0) {
      throw new IllegalArgumentException("limits must be positive: " + this);
    }
  }

  /** The first five bounds, with the defaults for {@link #maxNumberExponent()} and {@link #maxKeysPerHash()}. */
  public Limits(int maxDepth, int maxStringLength, int maxNumberLength, int maxNameLength, long maxDocumentSize) {
    this(maxDepth, maxStringLength, maxNumberLength, maxNameLength, maxDocumentSize, DEFAULT_NUMBER_EXPONENT,
        DEFAULT_KEYS_PER_HASH);
  }

  /** These limits with {@code maxDepth} changed. */
  public Limits withMaxDepth(int maxDepth) {
    return new Limits(maxDepth, maxStringLength, maxNumberLength, maxNameLength, maxDocumentSize, maxNumberExponent,
        maxKeysPerHash);
  }

  /** These limits with {@code maxStringLength} changed. */
  public Limits withMaxStringLength(int maxStringLength) {
    return new Limits(maxDepth, maxStringLength, maxNumberLength, maxNameLength, maxDocumentSize, maxNumberExponent,
        maxKeysPerHash);
  }

  /** These limits with {@code maxNumberLength} changed. */
  public Limits withMaxNumberLength(int maxNumberLength) {
    return new Limits(maxDepth, maxStringLength, maxNumberLength, maxNameLength, maxDocumentSize, maxNumberExponent,
        maxKeysPerHash);
  }

  /** These limits with {@code maxNameLength} changed. */
  public Limits withMaxNameLength(int maxNameLength) {
    return new Limits(maxDepth, maxStringLength, maxNumberLength, maxNameLength, maxDocumentSize, maxNumberExponent,
        maxKeysPerHash);
  }

  /** These limits with {@code maxDocumentSize} changed. */
  public Limits withMaxDocumentSize(long maxDocumentSize) {
    return new Limits(maxDepth, maxStringLength, maxNumberLength, maxNameLength, maxDocumentSize, maxNumberExponent,
        maxKeysPerHash);
  }

  /** These limits with {@code maxNumberExponent} changed. */
  public Limits withMaxNumberExponent(int maxNumberExponent) {
    return new Limits(maxDepth, maxStringLength, maxNumberLength, maxNameLength, maxDocumentSize, maxNumberExponent,
        maxKeysPerHash);
  }

  /** These limits with {@code maxKeysPerHash} changed. */
  public Limits withMaxKeysPerHash(int maxKeysPerHash) {
    return new Limits(maxDepth, maxStringLength, maxNumberLength, maxNameLength, maxDocumentSize, maxNumberExponent,
        maxKeysPerHash);
  }
}
