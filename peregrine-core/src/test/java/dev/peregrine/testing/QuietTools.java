package dev.peregrine.testing;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.platform.launcher.LauncherSession;
import org.junit.platform.launcher.LauncherSessionListener;

/**
 * Keeps the test tools' routine chatter off the console of a passing {@code mvn test}, so that a failure stands out,
 * and nothing else: Jazzer's agent prints a line for every class it instruments ("INFO: Instrumented ... with custom
 * hooks only", ~580 lines) and for every hook class it loads, unconditionally (it has no option to stop it). Its
 * warnings, errors and findings still print, as does every other line. Registered through META-INF/services,
 * before any test runs. (jqwik's INFO notices are turned off in logging.properties beside it.)
 */
public final class QuietTools implements LauncherSessionListener {
  /** Line starts dropped from the console, each a notice that is routine on every run. */
  static final List<String> ROUTINE = List.of("INFO: Instrumented ", "INFO: Loaded ");

  @Override
  public void launcherSessionOpened(LauncherSession session) {
    if (!(System.out instanceof Filtered)) {
      System.setOut(new Filtered(System.out));
    }
    if (!(System.err instanceof Filtered)) {
      System.setErr(new Filtered(System.err));
    }
  }

  /** A console that passes every line but the {@link #ROUTINE} ones, line by line. */
  static final class Filtered extends PrintStream {
    Filtered(PrintStream console) {
      super(new LineFilter(console), true, StandardCharsets.UTF_8);
    }
  }

  private static final class LineFilter extends OutputStream {
    private final PrintStream console;
    private final ByteArrayOutputStream line = new ByteArrayOutputStream();

    LineFilter(PrintStream console) {
      this.console = console;
    }

    @Override
    public synchronized void write(int b) {
      line.write(b);
      if (b == '\n') {
        pass();
      }
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) {
      for (int i = off; i < off + len; i++) {
        write(b[i]);
      }
    }

    /** A partial line goes out on flush unless it may still become a routine one. */
    @Override
    public synchronized void flush() {
      String start = line.toString(StandardCharsets.UTF_8);
      if (line.size() > 0 && ROUTINE.stream().noneMatch(r -> r.startsWith(start) || start.startsWith(r))) {
        pass();
      }
      console.flush();
    }

    private void pass() {
      String text = line.toString(StandardCharsets.UTF_8);
      line.reset();
      if (ROUTINE.stream().noneMatch(text::startsWith)) {
        console.print(text);
      }
    }
  }
}
