package dev.peregrine.bench.data;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The data the suite reads when no {@code --data} folder is given: its own generated stand-ins ({@link StandIns})
 * for the JSON corpora and jvm-serializers' media.2 to media.4, whose terms do not let the project ship the real
 * files. The suite reads its data from one folder (passed to every child JVM), so they are written once per JVM
 * into a temporary folder, removed when the JVM exits. {@code --data DIR} with a copy of simdjson-data's
 * {@code jsonexamples/} (and jvm-serializers' {@code tpc/data/}) measures on the real files.
 */
public final class BundledData {
  private BundledData() {}

  /** What the report says about data from {@link #folder()}. */
  public static final String DESCRIPTION = "generated stand-ins shaped like twitter.json, citm_catalog.json, "
      + "canada.json and jvm-serializers' media.2-4 (the real files' terms do not allow shipping them; pass "
      + "--data DIR with a copy of simdjson/simdjson-data's jsonexamples/ for the real corpora, and put "
      + "eishay/jvm-serializers' tpc/data/media.*.json in DIR for the real media files)";

  private static Path folder;

  /** The folder holding every file of {@link StandIns#FILES}, generated on the first call. */
  public static synchronized Path folder() {
    if (folder == null) {
      try {
        Path dir = Files.createTempDirectory("peregrine-bench-data");
        Runtime.getRuntime().addShutdownHook(new Thread(() -> deleteQuietly(dir)));
        for (String name : StandIns.FILES) {
          Files.write(dir.resolve(name), StandIns.generate(name));
        }
        folder = dir;
      } catch (IOException e) {
        throw new UncheckedIOException("cannot write the suite's stand-in data files", e);
      }
    }
    return folder;
  }

  /** Whether {@code data} is the folder of the generated stand-ins ({@link #folder()}). */
  public static synchronized boolean isStandIns(Path data) {
    return folder != null && data != null && data.equals(folder);
  }

  /** Where the data of a run came from: the generated stand-ins, or the {@code --data} folder given. */
  public static String describe(Path data) {
    if (data == null) {
      return "none";
    }
    if (folder != null && data.equals(folder)) {
      return DESCRIPTION;
    }
    List<String> found = StandIns.FILES.stream()
        .filter(f -> !f.startsWith("media.") && Files.isRegularFile(data.resolve(f))).toList();
    return "the real corpora from --data " + data + " (" + (found.isEmpty() ? "none found" : String.join(", ", found))
        + "; jvm-serializers' media.2-4 from there or from jvm-serializers/tpc/data beside it, else the suite's "
        + "generated stand-ins)";
  }

  private static void deleteQuietly(Path dir) {
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    } catch (IOException e) {
      // a temporary folder left behind is harmless; the JVM is exiting
    }
  }
}
