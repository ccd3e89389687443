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
 * @param maxNumberExponent largest magnitude of a number's exponent, the power of ten after a JSON number's
 *     'e' or a CBOR decimal fraction's (tag 4) exponent (default 100,000). A BigDecimal such as 1e10000000 is
 *     cheap to hold but costs seconds to turn into a BigInteger or into plain digits, so every read that makes
 *     a BigInteger or BigDecimal checks the exponent first; doubles and floats need no such bound (beyond
 *     their range a number reads as infinity or zero)
 */
public record Limits(int maxDepth, int maxStringLength, int maxNumberLength, int maxNameLength, long maxDocumentSize,
    int maxNumberExponent) {
  private static final int DEFAULT_NUMBER_EXPONENT = 100_000;

  /** The defaults. */
  public static final Limits DEFAULT = new Limits(1000, 20_000_000, 1000, 50_000, 256L << 20, DEFAULT_NUMBER_EXPONENT);

  /** Checks that every bound is positive. */
  public Limits {
    if (maxDepth <= 0 || maxStringLength <= 0 || maxNumberLength <= 0 || maxNameLength <= 0 || maxDocumentSize <= 0
        || maxNumberExponent <= 0) {
      throw new IllegalArgumentException("limits must be positive: " + this);
    }
  }

  /** Limits with the default bound on exponents ({@link #maxNumberExponent()}: 100,000). */
  public Limits(int maxDepth, int maxStringLength, int maxNumberLength, int maxNameLength, long maxDocumentSize) {
    this(maxDepth, maxStringLength, maxNumberLength, maxNameLength, maxDocumentSize, DEFAULT_NUMBER_EXPONENT);
  }
}
