package dev.peregrine.bench.run;

import dev.peregrine.bench.eishay.Scenario;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * A probe JVM the suite starts and waits for (the cold-start JVMs and the runs without Unsafe), and what a
 * child JVM's log says went wrong (those and the JMH forks).
 */
public final class ChildJvm {
  private ChildJvm() {}

  /**
   * What a JVM did: whether it exited within the time allowed (it is killed otherwise), its exit status, its
   * output (stdout and stderr together) and the process's wall time.
   */
  public record Outcome(boolean exited, int status, String output, long wallNanos) {}

  /**
   * Runs {@code command}, appends {@code header} and its output to {@code log}, and returns what it did. The
   * output goes through a file, so a JVM that prints a lot never blocks on a full pipe.
   */
  public static Outcome run(List<String> command, long timeoutSeconds, Path log, String header) throws IOException {
    return run(command, timeoutSeconds, log, header, null);
  }

  /**
   * {@link #run(List, long, Path, String)}, handing each line of the output to {@code lines} (when not null) about
   * once a second while the JVM runs, so that a long child JVM can show its progress.
   */
  public static Outcome run(List<String> command, long timeoutSeconds, Path log, String header, Consumer<String> lines)
      throws IOException {
    Path output = Files.createTempFile("peregrine-child", ".out");
    try {
      ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
          .redirectOutput(output.toFile());
      long start = System.nanoTime();
      Process process = builder.start();
      boolean exited = false;
      LineFollower follower = lines == null ? null : new LineFollower(output, lines);
      try {
        if (follower == null) {
          exited = process.waitFor(timeoutSeconds, TimeUnit.SECONDS);
        } else {
          long deadline = start + TimeUnit.SECONDS.toNanos(timeoutSeconds);
          while (!exited && System.nanoTime() < deadline) {
            exited = process.waitFor(Math.min(1000, Math.max(1, (deadline - System.nanoTime()) / 1_000_000)),
                TimeUnit.MILLISECONDS);
            follower.poll();
          }
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        process.destroyForcibly();
        throw new IOException("interrupted", e);
      }
      long wall = System.nanoTime() - start;
      if (!exited) {
        process.destroyForcibly();
      }
      String text = Files.readString(output, StandardCharsets.UTF_8);
      Files.writeString(log, "== " + header + "\n" + text, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
          StandardOpenOption.APPEND);
      return new Outcome(exited, exited ? process.exitValue() : -1, text, wall);
    } finally {
      Files.deleteIfExists(output);
    }
  }

  /** Hands the complete lines appended to a file since the last {@link #poll} to a consumer. */
  private static final class LineFollower {
    private final Path file;
    private final Consumer<String> lines;
    private final ByteArrayOutputStream partial = new ByteArrayOutputStream();
    private long position;

    LineFollower(Path file, Consumer<String> lines) {
      this.file = file;
      this.lines = lines;
    }

    void poll() throws IOException {
      try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
        ByteBuffer buffer = ByteBuffer.allocate(8192);
        int n;
        while ((n = channel.read(buffer, position)) > 0) {
          position += n;
          for (int i = 0; i < n; i++) {
            byte b = buffer.get(i);
            if (b == '\n') {
              lines.accept(partial.toString(StandardCharsets.UTF_8));
              partial.reset();
            } else {
              partial.write(b);
            }
          }
          buffer.clear();
        }
      }
    }
  }

  private static final Pattern EXCEPTION_LINE =
      Pattern.compile("^(Caused by: )?[A-Za-z_$][\\w$.]*(Exception|Error)(: .*)?$");

  /** The most telling exception line of a child JVM's log: the deepest "Caused by", else the first exception. */
  /** What {@link #failureIn} says of a log without an exception. */
  public static final String NO_EXCEPTION = "no exception in the log";

  public static String failureIn(Path log) {
    try {
      String first = null;
      String deepest = null;
      for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
        String s = line.strip();
        if (EXCEPTION_LINE.matcher(s).matches()) {
          if (first == null) {
            first = s;
          }
          if (s.startsWith("Caused by: ")) {
            deepest = s.substring("Caused by: ".length());
          }
        }
      }
      String found = deepest != null ? deepest : first;
      return found != null ? Scenario.abbreviate(found) : NO_EXCEPTION;
    } catch (IOException e) {
      return "log unreadable: " + e;
    }
  }
}
