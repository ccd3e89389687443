package dev.peregrine.bench.run;

import dev.peregrine.bench.result.Profile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The run's output folder. By default each run writes a new one, {@code bench-out/<date>-<time>-<profile>}, and
 * {@code bench-out/latest} points at the last one started, so that no run deletes another's report. A folder
 * given with {@code --out} is used when it is new or empty, or holds only what an unfinished run left (the
 * folder is the suite's when it holds its {@link #MARK} file or nothing but names the suite writes); one that
 * holds an earlier run's report is refused unless {@code --replace} is given. A folder is emptied before a run
 * writes to it, so that a report never sits beside another run's logs, CSV or raw results; any other non-empty
 * folder is refused, so that a mistyped {@code --out} cannot delete someone's files.
 */
final class OutputFolder {
  /** The file every run leaves in its folder, saying the folder holds the suite's output. */
  static final String MARK = ".peregrine-bench-output";

  /** The folder of the runs' own folders, and of the {@link #LATEST} link to the last one started. */
  static final Path ROOT = Path.of("bench-out");

  /** The link in {@link #ROOT} to the last run's folder ({@code latest.txt} names it where links fail). */
  static final String LATEST = "latest";

  /** What runs wrote before {@link #MARK} existed. */
  private static final Set<String> EARLIER_OUTPUT = Set.of("report.md", "report.html", "jmh-result.json",
      "cold-start.csv", "logs");

  private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd-HHmmss", Locale.ROOT);

  private OutputFolder() {}

  /** A folder under {@code root} that does not exist yet, named for {@code time} and {@code profile}. */
  static Path fresh(Path root, Profile profile, LocalDateTime time) {
    String name = time.format(STAMP) + "-" + profile.name().toLowerCase(Locale.ROOT);
    Path out = root.resolve(name);
    for (int n = 2; Files.exists(out, LinkOption.NOFOLLOW_LINKS); n++) {
      out = root.resolve(name + "-" + n);
    }
    return out;
  }

  /**
   * Throws IllegalArgumentException (a command-line error) when {@code out} may not be written: a file, a folder
   * of files the suite did not write, or (unless {@code replace}) a folder holding an earlier run's report.
   */
  static void check(Path out, boolean replace) {
    if (Files.exists(out) && !Files.isDirectory(out)) {
      throw new IllegalArgumentException("--out " + out + ": a file, not a folder");
    }
    if (!Files.isDirectory(out)) {
      return;
    }
    List<String> names = names(out);
    if (names.isEmpty()) {
      return;
    }
    boolean marked = names.contains(MARK);
    List<String> foreign = names.stream().filter(n -> !EARLIER_OUTPUT.contains(n)).toList();
    if (!marked && !foreign.isEmpty()) {
      throw new IllegalArgumentException("--out " + out + " holds files the suite did not write (" +
          String.join(", ", foreign.subList(0, Math.min(3, foreign.size())))
          + (foreign.size() > 3 ? ", ..." : "") + "); give an empty or new folder");
    }
    if (!replace && (names.contains("report.md") || names.contains("report.html"))) {
      throw new IllegalArgumentException("--out " + out + " holds the report of an earlier run; give a new "
          + "folder, leave out --out for a fresh one under " + ROOT + "/, or add --replace to delete that run's "
          + "files and write there");
    }
  }

  /**
   * Empties {@code out} (the command line has checked it may be: {@link #check}), creates it and its logs folder,
   * marks it as the suite's, and points {@link #ROOT}'s {@link #LATEST} at it when it lies in {@link #ROOT}.
   */
  static void prepare(Path out, Path logs) throws IOException {
    prepare(out, logs, ROOT);
  }

  /** {@link #prepare(Path, Path)} with {@code root} for {@link #ROOT}. */
  static void prepare(Path out, Path logs, Path root) throws IOException {
    check(out, true);
    if (Files.isDirectory(out)) {
      for (String name : names(out)) {
        delete(out.resolve(name));
      }
    }
    Files.createDirectories(logs);
    Files.writeString(out.resolve(MARK), "Written by the Peregrine comparison suite (./bench). A later run writes "
        + "here only when given this folder with --out and --replace, and then empties it first.\n");
    // Through links: --out bench-out/latest --replace rewrites the run it points at, and the link stays.
    Path real = out.toRealPath();
    Path parent = real.getParent();
    if (parent != null && Files.isDirectory(root) && parent.equals(root.toRealPath())) {
      pointLatestAt(parent, real.getFileName());
    }
  }

  private static void pointLatestAt(Path root, Path name) throws IOException {
    Path link = root.resolve(LATEST);
    if (Files.exists(link, LinkOption.NOFOLLOW_LINKS) && !Files.isSymbolicLink(link)) {
      return; // something of the user's own
    }
    Files.deleteIfExists(link);
    try {
      Files.createSymbolicLink(link, name);
    } catch (IOException | UnsupportedOperationException e) {
      Files.writeString(root.resolve(LATEST + ".txt"), name + "\n");
    }
  }

  private static List<String> names(Path dir) {
    try (Stream<Path> files = Files.list(dir)) {
      return files.map(p -> p.getFileName().toString()).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void delete(Path path) throws IOException {
    try (Stream<Path> walk = Files.walk(path)) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }
}
