package dev.peregrine.fuzz;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.peregrine.PeregrineException;
import java.time.Duration;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The checks every fuzz target makes on a failure it is allowed to see. A decoder may reject any input with
 * its format's exception, but the binder's catch-all ({@code Binder.readRoot}) also wraps exceptions that
 * escape our own code, so an {@code ArrayIndexOutOfBoundsException} from a reader bug arrives dressed as a
 * {@code JsonException}. Until {@code peregrine.strictInternalErrors} rethrows those raw, the targets look
 * through the wrapper: an internal exception thrown from Peregrine's code is a finding, however it arrives.
 */
final class FuzzChecks {
  private FuzzChecks() {}

  // The exceptions that only a bug throws. A JDK parser's own complaint about input text (a
  // DateTimeParseException, a NumberFormatException) is a fair reason to reject a document and is not here.
  private static final List<Class<? extends Throwable>> INTERNAL = List.of(
      IndexOutOfBoundsException.class,
      NullPointerException.class,
      ClassCastException.class,
      IllegalStateException.class,
      NegativeArraySizeException.class,
      ArithmeticException.class);

  /**
   * Accepts {@code e} as a rejection of the input, or fails (a finding) when it wraps an internal exception
   * thrown from Peregrine's code.
   */
  static void rejected(PeregrineException e) {
    Throwable internal = internalCause(e);
    if (internal != null) {
      throw new AssertionError("internal " + internal.getClass().getName() + " passed off as "
          + e.getClass().getSimpleName() + ": " + e.getMessage(), e);
    }
  }

  /** The first cause of {@code e} that is an internal exception thrown from Peregrine's code, or null. */
  static Throwable internalCause(Throwable e) {
    Set<Throwable> seen = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    for (Throwable c = e.getCause(); c != null && seen.add(c); c = c.getCause()) {
      if (isInternal(c) && thrownFromPeregrine(c)) return c;
    }
    return null;
  }

  private static boolean isInternal(Throwable t) {
    for (Class<? extends Throwable> k : INTERNAL) {
      if (k.isInstance(t)) return true;
    }
    return false;
  }

  // Thrown by our code, or by the JDK on our code's behalf (an ArrayList.get, a longValueExact): the first
  // frame outside the JDK decides. Generated codecs are hidden classes in the bean's package, so a bean of
  // this package counts too; the models here throw nothing of their own.
  private static boolean thrownFromPeregrine(Throwable t) {
    for (StackTraceElement f : t.getStackTrace()) {
      String c = f.getClassName();
      if (c.startsWith("java.") || c.startsWith("jdk.") || c.startsWith("sun.") || c.startsWith("com.sun.")) {
        continue;
      }
      return c.startsWith("dev.peregrine.");
    }
    return false;
  }

  // Jazzer fuzzes when JAZZER_FUZZ is set to anything; without it, a @FuzzTest replays its inputs.
  private static final boolean FUZZING =
      System.getenv("JAZZER_FUZZ") != null && !System.getenv("JAZZER_FUZZ").isEmpty();

  // Set at the first input that libFuzzer hands over. Even when fuzzing, Jazzer first replays the committed
  // inputs as ordinary JUnit invocations, where libFuzzer's -timeout does not watch; from libFuzzer's first
  // input on, every input is libFuzzer's, so the stack is looked at only until then.
  private static volatile boolean libFuzzerDriving;

  /**
   * Runs one input's checks. A replayed input that hangs (a committed finding, kept until its fix) must fail
   * its test instead of stalling the whole run, so replays run on a watchdog thread that is abandoned after
   * 20 s. Inputs from libFuzzer run directly: its {@code -timeout} finds hangs, and a thread per input would
   * only slow the fuzzer down.
   */
  static void bounded(Runnable checks) {
    if (libFuzzerDriving || (FUZZING && calledByLibFuzzer())) {
      libFuzzerDriving = true;
      checks.run();
    } else {
      assertTimeoutPreemptively(Duration.ofSeconds(20), checks::run, "still running after 20 s: a hang");
    }
  }

  private static boolean calledByLibFuzzer() {
    return StackWalker.getInstance().walk(frames -> frames.anyMatch(
        f -> f.getClassName().equals("com.code_intelligence.jazzer.driver.FuzzTargetRunner")));
  }

  /** A value for a finding's message, with its class, since the classes are often the difference. */
  static String describe(Object value) {
    if (value instanceof byte[] b) return "h'" + hex(b) + "'";
    if (value instanceof Map<?, ?> || value instanceof List<?>) return String.valueOf(value);
    return value == null ? "null" : value + " (" + value.getClass().getSimpleName() + ")";
  }

  static String hex(byte[] b) {
    StringBuilder sb = new StringBuilder(b.length * 2);
    for (byte x : b) sb.append(Character.forDigit((x >> 4) & 15, 16)).append(Character.forDigit(x & 15, 16));
    return sb.toString();
  }
}
