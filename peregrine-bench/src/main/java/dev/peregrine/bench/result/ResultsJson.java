package dev.peregrine.bench.result;

import dev.peregrine.Codec;
import dev.peregrine.Json;
import dev.peregrine.PeregrineException;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A run's {@link Results} as {@code results.json}: the file a run leaves beside its report and that
 * {@code ./bench --merge} reads back. Written and read by Peregrine itself, binding {@code Results}, its
 * records and lists as they are, so that a field another experiment adds to {@code Results} is in the file
 * without a line here. docs/results-format.md describes the format field by field, and its version rule.
 *
 * <p>Three things are adapted. A double that is NaN or infinite (a time never taken), which JSON cannot hold, is
 * written as the string {@code "NaN"}, {@code "Infinity"} or {@code "-Infinity"}. {@code Results}'s constructor
 * names its parameter with {@code @Property}, as the suite is compiled without {@code -parameters}. And an
 * experiment's results object held in a final field ({@code Results.binary}, {@code scale}, ...) is written,
 * but Peregrine never assigns a final field and fills in place only collections and maps: the reader reads each
 * such object on its own and copies it into the one {@code Results} holds ({@link #fillFinalObjects}).
 */
public final class ResultsJson {
  /** What the {@code format} field holds, so that a reader can tell this file from any other JSON. */
  public static final String FORMAT = "peregrine-bench-results";

  /**
   * The format's version. Adding a field leaves it as it is (readers skip what they do not know and take a
   * missing field as empty); renaming or removing a field, or changing what one means, raises it.
   */
  public static final int VERSION = 1;

  /** The file's name in a run's output folder. */
  public static final String FILE_NAME = "results.json";

  /** The machine a run ran on, from its report header. {@code cores} as the JVM saw them (0 when unknown). */
  public record Machine(String cpu, int cores, String os, String memory) {}

  /**
   * What identifies one run: the Peregrine commit it measured, its profile ({@code smoke}, {@code quick},
   * {@code full}), when it started, the machine, and the JDKs it forked.
   */
  public record Run(String peregrineCommit, String profile, String date, Machine machine, List<Results.Jdk> jdks) {}

  /**
   * The whole file. {@code run} is the run that wrote it; for a merge, {@code merged} lists the runs it
   * combines (empty otherwise) and {@code run} gives their common commit and profile, the merge's date, no
   * machine and every column's JDK.
   */
  public record ResultsFile(String format, int version, Run run, List<Run> merged, Results results) {
    public ResultsFile {
      merged = merged == null ? List.of() : List.copyOf(merged);
    }

    public boolean isMerge() {
      return !merged.isEmpty();
    }
  }

  private static final Codec<Double> DOUBLE = new Codec<>() {
    @Override
    public Double read(ValueReader in) {
      if (in.peek() != ValueReader.Kind.STRING) {
        return in.readDouble();
      }
      String text = in.readString();
      switch (text) {
        case "NaN":
          return Double.NaN;
        case "Infinity":
          return Double.POSITIVE_INFINITY;
        case "-Infinity":
          return Double.NEGATIVE_INFINITY;
        default:
          throw in.error("'" + text + "' is not a number (only NaN, Infinity and -Infinity are written as text)");
      }
    }

    @Override
    public void write(ValueWriter out, Double value) {
      double d = value;
      if (Double.isNaN(d) || Double.isInfinite(d)) {
        out.value(Double.toString(d));
      } else {
        out.value(d);
      }
    }
  };

  private static final Json JSON = Json.builder().pretty(true).register(double.class, DOUBLE)
      .register(Double.class, DOUBLE).build();

  private ResultsJson() {}

  /** The Json facade the file is written and read with (also for its tree, when runs are merged). */
  public static Json json() {
    return JSON;
  }

  /** The file of one run, described from its own header. */
  public static ResultsFile of(Results results) {
    return new ResultsFile(FORMAT, VERSION, runOf(results), List.of(), results);
  }

  /** What identifies the run {@code results} holds, from its header (the environment lines) and JDKs. */
  public static Run runOf(Results results) {
    String commit = results.environment.get("Peregrine commit");
    if (commit == null || commit.isBlank()) {
      commit = currentCommit();
    }
    String date = results.environment.getOrDefault("Date", "");
    Machine machine = new Machine(results.environment.getOrDefault("CPU", "unknown"),
        leadingInt(results.environment.getOrDefault("Cores", "")),
        results.environment.getOrDefault("OS", "unknown"), results.environment.getOrDefault("Memory", "unknown"));
    return new Run(commit, results.profile.name().toLowerCase(Locale.ROOT), date, machine,
        List.copyOf(results.jdks));
  }

  public static String write(ResultsFile file) {
    return JSON.write(file) + "\n";
  }

  public static void write(Path path, ResultsFile file) throws IOException {
    Files.writeString(path, write(file), StandardCharsets.UTF_8);
  }

  /**
   * Reads a file this class wrote, of this version or an earlier one.
   *
   * @throws IllegalArgumentException when it is not such a file, or a newer version's
   */
  public static ResultsFile read(String text) {
    ResultsFile file;
    try {
      file = JSON.read(text, ResultsFile.class);
      if (file != null && file.results() != null && JSON.parse(text) instanceof Map<?, ?> tree
          && tree.get("results") instanceof Map<?, ?> results) {
        fillFinalObjects(file.results(), results);
      }
    } catch (PeregrineException e) {
      throw new IllegalArgumentException("not a results file: " + e.getMessage(), e);
    }
    if (file == null || !FORMAT.equals(file.format())) {
      throw new IllegalArgumentException("not a results file (its \"format\" is not \"" + FORMAT + "\")");
    }
    if (file.version() > VERSION) {
      throw new IllegalArgumentException("written in version " + file.version() + " of the results format; "
          + "this suite reads up to version " + VERSION + ": merge with the suite that wrote it");
    }
    if (file.results() == null || file.run() == null) {
      throw new IllegalArgumentException("a results file without its \"run\" or \"results\"");
    }
    return file;
  }

  public static ResultsFile read(Path path) throws IOException {
    try {
      return read(Files.readString(path, StandardCharsets.UTF_8));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(path + ": " + e.getMessage(), e);
    }
  }

  /** Results read from their JSON object alone (without the file around them), as a merge builds them. */
  static Results readResults(String json) {
    Results results = JSON.read(json, Results.class);
    fillFinalObjects(results, (Map<?, ?>) JSON.parse(json));
    return results;
  }

  /**
   * Reads the objects {@code target} holds in final fields (not collections or maps, which Peregrine fills in
   * place) from {@code tree}, and copies each into the held one: its lists and maps added, its other fields set.
   */
  private static void fillFinalObjects(Object target, Map<?, ?> tree) {
    for (Field f : target.getClass().getFields()) {
      int modifiers = f.getModifiers();
      Class<?> type = f.getType();
      if (Modifier.isStatic(modifiers) || !Modifier.isFinal(modifiers) || type.isPrimitive() || type.isEnum()
          || type == String.class || Collection.class.isAssignableFrom(type) || Map.class.isAssignableFrom(type)
          || type.isRecord() || !(tree.get(f.getName()) instanceof Map<?, ?> subtree)) {
        continue;
      }
      try {
        Object held = f.get(target);
        Object read = JSON.read(JSON.write(subtree), type);
        if (held == null || read == null) {
          continue;
        }
        fillFinalObjects(read, subtree);
        copyInto(held, read);
      } catch (IllegalAccessException e) {
        throw new IllegalStateException("cannot read " + f, e);
      }
    }
  }

  @SuppressWarnings("unchecked")
  private static void copyInto(Object held, Object read) throws IllegalAccessException {
    for (Field f : held.getClass().getFields()) {
      int modifiers = f.getModifiers();
      if (Modifier.isStatic(modifiers)) {
        continue;
      }
      Object value = f.get(read);
      Object mine = f.get(held);
      if (!Modifier.isFinal(modifiers)) {
        f.set(held, value);
      } else if (mine instanceof Collection<?> c && value instanceof Collection<?> v && mine != value) {
        ((Collection<Object>) c).clear();
        ((Collection<Object>) c).addAll(v);
      } else if (mine instanceof Map<?, ?> m && value instanceof Map<?, ?> v && mine != value) {
        ((Map<Object, Object>) m).clear();
        ((Map<Object, Object>) m).putAll(v);
      } else if (mine != null && value != null && !f.getType().isRecord() && !f.getType().isEnum()
          && f.getType() != String.class && !f.getType().isPrimitive()) {
        copyInto(mine, value);
      }
    }
  }

  /** "2 (as the JVM sees them)" -> 2; 0 when the line does not start with a count. */
  private static int leadingInt(String text) {
    int end = 0;
    while (end < text.length() && end < 9 && Character.isDigit(text.charAt(end))) {
      end++;
    }
    return end == 0 ? 0 : Integer.parseInt(text.substring(0, end));
  }

  /**
   * The commit {@code ./bench} passes as {@code peregrine.bench.commit}; when the suite was started another
   * way, git's short hash of the working folder's HEAD; "unknown" without git.
   */
  static String currentCommit() {
    String given = System.getProperty("peregrine.bench.commit");
    if (given != null && !given.isBlank()) {
      return given;
    }
    try {
      Process git = new ProcessBuilder("git", "rev-parse", "--short", "HEAD").redirectErrorStream(true).start();
      String out = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
      if (git.waitFor(10, TimeUnit.SECONDS) && git.exitValue() == 0 && out.matches("[0-9a-f]{4,40}")) {
        return out;
      }
    } catch (IOException e) {
      // no git: the commit is unknown, and a merge says so
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return "unknown";
  }

  /** Now, to the second, for a merge's date. */
  static String now() {
    return Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();
  }
}
