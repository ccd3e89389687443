package dev.peregrine.bind;

import java.security.CodeSource;

/**
 * Tells an exception that only a bug of ours can throw (an index out of bounds in our own code, say) from
 * one a codec raised for its input or a user's code raised (a setter's own exception, a JDK parser's
 * complaint). The first kind is never passed off as an input error: its message says it is an internal
 * error, and with {@code -Dperegrine.strictInternalErrors=true} (which the project's own test run sets, so
 * that the contract suite and the fuzzers see such bugs) it fails loudly as an {@link AssertionError}.
 */
final class InternalErrors {
  private InternalErrors() {}

  static final boolean STRICT = Boolean.getBoolean("peregrine.strictInternalErrors");

  private static final CodeSource OURS = InternalErrors.class.getProtectionDomain().getCodeSource();

  /** The reason for an unchecked exception that escaped a codec; fails in strict mode if it is a bug of ours. */
  static String reason(RuntimeException e) {
    if (!isInternal(e)) return Binder.describe(e);
    if (STRICT) throw new AssertionError("an internal error would have been reported as an input error", e);
    return "internal error (a bug in Peregrine; please report it with the input): " + Binder.describe(e);
  }

  /**
   * Whether {@code e} is of a kind that signals a bug (bounds, null, cast, state, arithmetic) and was thrown
   * by our own code: the top frame is ours, or, for bounds and sizes, the JDK method that threw was called
   * by ours (String.charAt, Arrays.copyOf). A JDK collection rejecting a user's value (an EnumSet given
   * null, a TreeSet given incomparable values) is not ours.
   */
  static boolean isInternal(RuntimeException e) {
    boolean bounds = e instanceof IndexOutOfBoundsException || e instanceof NegativeArraySizeException;
    boolean bug = bounds || e instanceof NullPointerException || e instanceof ClassCastException
        || e instanceof IllegalStateException || e instanceof ArithmeticException || e instanceof ArrayStoreException;
    if (!bug) return false;
    StackTraceElement[] frames = e.getStackTrace();
    for (StackTraceElement f : frames) {
      String c = f.getClassName();
      boolean jdk = c.startsWith("java.") || c.startsWith("jdk.") || c.startsWith("sun.");
      if (!jdk) return isOurs(c);
      if (!bounds) return false;
    }
    return false;
  }

  private static boolean isOurs(String className) {
    if (className.contains("$$PeregrineCodec")) return true; // a generated codec (a hidden class)
    if (!className.startsWith("dev.peregrine.")) return false;
    try {
      Class<?> c = Class.forName(className, false, InternalErrors.class.getClassLoader());
      CodeSource source = c.getProtectionDomain().getCodeSource();
      return OURS == null ? source == null : OURS.equals(source);
    } catch (ClassNotFoundException | LinkageError | SecurityException ex) {
      return false;
    }
  }
}
