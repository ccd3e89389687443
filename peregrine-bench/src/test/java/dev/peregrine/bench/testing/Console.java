package dev.peregrine.bench.testing;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;

/**
 * The suite's progress lines, caught while a test runs a part of the suite, so that a passing test run does not
 * print a run's progress (a library that "fails" without Unsafe reads like a test failure there) and the test
 * can check them instead.
 */
public final class Console {
  private Console() {}

  /** What {@code work} returned, and what it printed on System.out. */
  public record Captured<T>(T value, String output) {}

  public static <T> Captured<T> capture(Callable<T> work) throws Exception {
    PrintStream console = System.out;
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
    try {
      T value = work.call();
      return new Captured<>(value, printed.toString(StandardCharsets.UTF_8));
    } finally {
      System.setOut(console);
    }
  }
}
