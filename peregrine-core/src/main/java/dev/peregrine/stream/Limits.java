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
 */
public record Limits(int maxDepth, int maxStringLength, int maxNumberLength, int maxNameLength, long maxDocumentSize) {
  /** The defaults. */
  public static final Limits DEFAULT = new Limits(1000, 20_000_000, 1000, 50_000, 256L << 20);

  /** Checks that every bound is positive. */
  public Limits {
    if (maxDepth <= 0 || maxStringLength <= 0 || maxNumberLength <= 0 || maxNameLength <= 0 || maxDocumentSize <= 0) {
      throw new IllegalArgumentException("limits must be positive: " + this);
    }
  }
}
