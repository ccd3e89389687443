package dev.peregrine.bench.run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The run's output folder, emptied before the run so that a report never sits beside another run's logs, CSV
 * or raw results. The suite empties only a folder it wrote itself: one holding its {@link #MARK} file, or (for
 * folders written before the mark existed) nothing but names the suite writes. Any other non-empty folder is
 * refused before anything runs, so a mistyped {@code --out} cannot delete someone's files.
 */
final class OutputFolder {
  /** The file every run leaves in its folder, saying the folder is the suite's to empty. */
  static final String MARK = ".peregrine-bench-output";

  /** What runs wrote before {@link #MARK} existed. */
  private static final Set<String> EARLIER_OUTPUT = Set.of("report.md", "report.html", "jmh-result.json",
      "cold-start.csv", "logs");

  private OutputFolder() {}

  /** Throws IllegalArgumentException (a command-line error) when {@code out} is not the suite's to empty. */
  static void check(Path out) {
    if (Files.exists(out) && !Files.isDirectory(out)) {
      throw new IllegalArgumentException("--out " + out + ": a file, not a folder");
    }
    if (!Files.isDirectory(out) || Files.exists(out.resolve(MARK))) {
      return;
    }
    List<String> names = names(out);
    List<String> foreign = names.stream().filter(n -> !EARLIER_OUTPUT.contains(n)).toList();
    if (!foreign.isEmpty()) {
      throw new IllegalArgumentException("--out " + out + " holds files the suite did not write (" +
          String.join(", ", foreign.subList(0, Math.min(3, foreign.size())))
          + (foreign.size() > 3 ? ", ..." : "") + "); give an empty or new folder");
    }
  }

  /** Empties {@code out} (after {@link #check}), creates it and its logs folder, and marks it as the suite's. */
  static void prepare(Path out, Path logs) throws IOException {
    check(out);
    if (Files.isDirectory(out)) {
      for (String name : names(out)) {
        delete(out.resolve(name));
      }
    }
    Files.createDirectories(logs);
    Files.writeString(out.resolve(MARK), "Written by the Peregrine comparison suite (./bench), which empties this "
        + "folder at the start of each run.\n");
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
