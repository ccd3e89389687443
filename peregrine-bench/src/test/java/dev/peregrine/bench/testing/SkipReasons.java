package dev.peregrine.bench.testing;

import java.util.HashSet;
import java.util.Set;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;

/**
 * Says on the console, one line each, why a test was skipped (disabled, or aborted by an assumption such as
 * "../shared absent"): Maven's summary only counts them, and the reason was in the XML report alone.
 * A parameterized test whose invocations all skip for one reason gets one line. Registered through
 * META-INF/services. Its twin is the core module's dev.peregrine.testing.SkipReasons (the modules share
 * no test code).
 */
public final class SkipReasons implements TestExecutionListener {
  private final Set<String> said = new HashSet<>();

  @Override
  public void executionSkipped(TestIdentifier test, String reason) {
    say(test, reason);
  }

  @Override
  public void executionFinished(TestIdentifier test, TestExecutionResult result) {
    if (result.getStatus() == TestExecutionResult.Status.ABORTED) {
      say(test, result.getThrowable().map(Throwable::getMessage).orElse(null));
    }
  }

  private synchronized void say(TestIdentifier test, String reason) {
    String where = test.getSource().map(SkipReasons::name).orElse(test.getDisplayName());
    String why = reason == null || reason.isBlank() ? "no reason given" : reason.strip();
    if (said.add(where + "\n" + why)) {
      System.out.println("[skipped] " + where + ": " + why.replaceFirst("^Assumption failed: ", ""));
    }
  }

  private static String name(TestSource source) {
    if (source instanceof MethodSource m) {
      return simple(m.getClassName()) + "." + m.getMethodName();
    }
    if (source instanceof ClassSource c) {
      return simple(c.getClassName());
    }
    return source.toString();
  }

  private static String simple(String className) {
    return className.substring(className.lastIndexOf('.') + 1);
  }
}
