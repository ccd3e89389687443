package dev.peregrine.bench.typematrix;

import dev.peregrine.bench.peer.Peer;
import dev.peregrine.bench.peer.Peers;
import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.result.Results.Status;
import dev.peregrine.bench.result.Results.TypeCell;
import dev.peregrine.bench.eishay.Scenarios;
import dev.peregrine.bench.typematrix.TypeCases;
import dev.peregrine.bench.typematrix.TypeMatrixBench;
import dev.peregrine.bench.typematrix.TypedDocuments;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import dev.peregrine.bench.run.TimeLeft;
import dev.peregrine.bench.run.JvmOptions;
import dev.peregrine.bench.run.SuiteEstimate;
import dev.peregrine.bench.run.ChildJvm;

/**
 * The type matrix: {@link TypeMatrixBench} in a fresh JVM per fork and JDK, each fork running
 * every selected type with the libraries taking turns (see that class for the method). A JMH fork per (type,
 * library, operation) cell would be ~1,000 forks; this is {@code forks} JVMs.
 */
public final class TypeMatrixRunner {
  /**
   * How long a profile measures: {@code forks} JVMs per JDK; per type, {@code warmupCalls} calls of each of its
   * operations by each library; then per (type, operation), {@code warmupRounds} rounds of
   * {@code warmupMillis} per library, settling rounds of half {@code roundMillis} while the JIT is busy (when
   * there is a warmup; TypeMatrixBench.turns), then {@code rounds} scored rounds of {@code roundMillis}.
   */
  public record Settings(int forks, int warmupCalls, int warmupRounds, int warmupMillis, int rounds, int roundMillis) {
    String describe() {
      return forks + " JVM" + (forks == 1 ? "" : "s") + " per JDK; in each, per type, every operation of every "
          + "library called " + warmupCalls + " times (at most 1 s), then per operation the libraries take turns: "
          + warmupRounds + " warmup round" + (warmupRounds == 1 ? "" : "s") + " of " + warmupMillis + " ms each, "
          + (warmupRounds > 0 ? "then up to " + TypeMatrixBench.SETTLE_ROUNDS + " settling rounds ("
              + TypeMatrixBench.FIRST_ROW_SETTLE_ROUNDS + " in the JVM's first row) of "
              + (roundMillis % 2 == 0 ? String.valueOf(roundMillis / 2) : roundMillis / 2.0) + " ms each "
              + "while the JIT is still compiling (until two rounds in a row in which its compiler threads ran for a "
              + "tenth of the round or less), " : "")
          + "then " + rounds + " scored round" + (rounds == 1 ? "" : "s") + " of " + roundMillis + " ms";
    }
  }

  /**
   * Smoke: every cell checked and timed once for 1 ms, ~20 s (the numbers mean nothing). Quick: one JVM, 1,200
   * warmup calls (2,000 until the settling rounds came and took that time), 1 x 30 ms of warmup, settling rounds
   * while the JIT compiles, and 5 x 12 ms scored per library and operation, about 3.7 minutes for 38 types and
   * 8 documents x 9 libraries x 4 operations. Full: 3 JVMs, 20,000 warmup calls, 3 x 200 ms of warmup, settling,
   * and 10 x 50 ms scored, about an hour.
   */
  public static Settings settings(Profile profile) {
    return switch (profile) {
      case SMOKE -> new Settings(1, 0, 0, 1, 1, 1);
      case QUICK -> new Settings(1, 1200, 1, 30, 5, 12);
      case FULL -> new Settings(3, 20_000, 3, 200, 10, 50);
    };
  }

  /** The profile's settings in {@code forks} JVMs per JDK (--forks). */
  public static Settings settings(Profile profile, int forks) {
    Settings s = settings(profile);
    return new Settings(forks, s.warmupCalls(), s.warmupRounds(), s.warmupMillis(), s.rounds(), s.roundMillis());
  }

  /** Whether {@code only} selects any cell of the matrix (with no {@code only}, it runs). */
  public static boolean selected(Pattern only) {
    if (only == null) {
      return true;
    }
    List<String> rows = new ArrayList<>(TypeCases.all().stream().map(TypeCases.TypeCase::name).toList());
    rows.addAll(TypedDocuments.names());
    for (String row : rows) {
      for (String id : Peers.with(Peers.Use.TYPES)) {
        if (only.matcher(TypeMatrixBench.seriesName(row, id)).find()) {
          return true;
        }
      }
    }
    return false;
  }

  private TypeMatrixRunner() {}

  /** The selected (row, library) cells: {@code [beans, documents]}. */
  public static int[] cells(Pattern only) {
    int[] n = new int[2];
    List<List<String>> rows = List.of(TypeCases.all().stream().map(TypeCases.TypeCase::name).toList(),
        TypedDocuments.names());
    for (int k = 0; k < 2; k++) {
      for (String row : rows.get(k)) {
        for (String id : Peers.with(Peers.Use.TYPES)) {
          if (only == null || only.matcher(TypeMatrixBench.seriesName(row, id)).find()) {
            n[k]++;
          }
        }
      }
    }
    return n;
  }

  /** Runs the matrix on every JDK and adds its cells, settings and method to {@code results}. */
  public static void run(Results results, Settings settings, Pattern only, String classPath, Path logs)
      throws IOException {
    run(results, settings, only, classPath, logs, null);
  }

  /**
   * {@link #run(Results, Settings, Pattern, String, Path)}, printing a line as each JVM starts a row (a type or a
   * typed document) with the time left: the whole run's from {@code clock}, or (null) the matrix's own.
   */
  public static void run(Results results, Settings settings, Pattern only, String classPath, Path logs,
      TimeLeft clock) throws IOException {
    for (String id : Peers.with(Peers.Use.TYPES)) {
      try {
        results.typesSettings.put(id, Peers.create(id).jsonSettings(Peer.Binding.ISO_TIME));
      } catch (Exception | LinkageError e) {
        results.typesSettings.put(id, "cannot start: " + e);
      }
    }
    results.typesMethod = settings.describe();
    int[] cells = cells(only);
    System.out.printf(Locale.ROOT, "[types] %d bean and %d typed-document (row, library) cells; estimated %s per "
        + "JVM, %d JVM(s)%n", cells[0], cells[1],
        TimeLeft.format(SuiteEstimate.typeMatrix(settings, only) / settings.forks() / 1000),
        settings.forks() * results.jdks.size());
    // Progress is counted in each row's estimated milliseconds, as a typed document takes many times a type's.
    Map<String, Long> rowMillis = rowMillis(settings, only);
    long perJvm = rowMillis.values().stream().mapToLong(Long::longValue).sum();
    long planned = perJvm * settings.forks() * results.jdks.size();
    int rowsPlanned = rowMillis.size() * settings.forks() * results.jdks.size();
    long started = System.nanoTime();
    long[] done = {0, 0}; // rows started, their estimated milliseconds before the one starting
    for (Results.Jdk jdk : results.jdks) {
      List<String> lines = new ArrayList<>();
      for (int fork = 1; fork <= settings.forks(); fork++) {
        System.out.printf(Locale.ROOT, "[types] fork %d/%d · %s%n", fork, settings.forks(), jdk.label());
        String jvm = "JVM " + fork + "/" + settings.forks() + " · " + jdk.label();
        Set<String> rowsSeen = new HashSet<>();
        Consumer<String> progress = line -> {
          String[] f = line.split(" ", 4);
          // A row's first line is its document line or its first check line: "types check ROW ..."
          if (f.length >= 3 && (f[0] + " ").equals(TypeMatrixBench.PREFIX)
              && (f[1].equals("check") || f[1].equals("document") || f[1].equals("missing"))
              && rowsSeen.add(f[2])) {
            done[0]++;
            String left = clock != null ? clock.left(done[1], planned)
                : "~" + TimeLeft.format(leftMillis(started, done[1], planned) / 1000);
            System.out.printf(Locale.ROOT, "[types %d/%d] %s · %s · %s left%n", done[0], rowsPlanned, f[2], jvm,
                left);
            done[1] += rowMillis.getOrDefault(f[2], 0L);
          }
        };
        List<String> command = new ArrayList<>(List.of(jdk.javaPath()));
        command.addAll(JvmOptions.BENCHMARK_JVM_ARGS);
        String data = System.getProperty(Scenarios.DATA_PROPERTY);
        if (data != null && !data.isBlank()) {
          command.add("-D" + Scenarios.DATA_PROPERTY + "=" + data); // the corpora of the typed documents
        }
        command.addAll(List.of("-cp", classPath, TypeMatrixBench.class.getName(),
            String.valueOf(settings.warmupRounds()), String.valueOf(settings.warmupMillis()),
            String.valueOf(settings.rounds()), String.valueOf(settings.roundMillis()),
            String.valueOf(settings.warmupCalls()),
            only == null ? "" : only.pattern()));
        Path log = logs.resolve(("types-" + jdk.version() + "-fork" + fork).replaceAll("[^A-Za-z0-9._-]", "_")
            + ".log");
        Files.deleteIfExists(log);
        ChildJvm.Outcome outcome = ChildJvm.run(command, 3600, log, "type matrix fork " + fork, progress);
        if (!outcome.exited() || outcome.status() != 0 || !outcome.output().contains(TypeMatrixBench.PREFIX + "done")) {
          results.warnings.add("The type matrix's JVM " + fork + " on " + jdk.label() + " did not finish ("
              + (outcome.exited() ? "exit status " + outcome.status() : "timed out") + "): "
              + ChildJvm.failureIn(log) + "; its cells so far are kept.");
        }
        for (String line : outcome.output().split("\n")) {
          if (line.startsWith(TypeMatrixBench.PREFIX)) {
            lines.add(line.strip());
          }
        }
      }
      results.types.addAll(parse(lines, jdk.label()));
      documents(lines, results.typesDocuments, results.warnings);
    }
  }

  /** The rows {@code only} selects, in the matrix's order: the types, then the typed documents. */
  static List<String> selectedRows(Pattern only) {
    List<String> rows = new ArrayList<>(TypeCases.all().stream().map(TypeCases.TypeCase::name).toList());
    rows.addAll(TypedDocuments.names());
    List<String> selected = new ArrayList<>();
    for (String row : rows) {
      for (String id : Peers.with(Peers.Use.TYPES)) {
        if (only == null || only.matcher(TypeMatrixBench.seriesName(row, id)).find()) {
          selected.add(row);
          break;
        }
      }
    }
    return selected;
  }

  /**
   * Each selected row's estimated milliseconds in one JVM, in the matrix's order (the terms of
   * {@link SuiteEstimate#typeMatrix}).
   */
  static Map<String, Long> rowMillis(Settings s, Pattern only) {
    Map<String, Long> rows = new LinkedHashMap<>();
    List<String> documents = TypedDocuments.names();
    for (String row : selectedRows(only)) {
      long libraries = Peers.with(Peers.Use.TYPES).stream()
          .filter(id -> only == null || only.matcher(TypeMatrixBench.seriesName(row, id)).find()).count();
      rows.put(row, documents.contains(row) ? libraries * SuiteEstimate.typeMatrixDocumentMillis(s)
          : SuiteEstimate.TYPE_MATRIX_ROW_MILLIS
              + libraries * TypeMatrixBench.OPERATIONS.size() * SuiteEstimate.typeMatrixCellMillis(s));
    }
    return rows;
  }

  /** The rest of {@code planned} estimated milliseconds, at the pace of the {@code done} behind. */
  private static long leftMillis(long startNanos, long done, long planned) {
    long elapsed = (System.nanoTime() - startNanos) / 1_000_000;
    return done > 0 ? elapsed * (planned - done) / done : Math.max(0, planned - elapsed);
  }

  /**
   * The typed documents of the output: {@code types document NAME BYTES WHAT} into {@code documents} (name to
   * what it is and its size), and {@code types missing NAME REASON} (a corpus not found) into {@code warnings},
   * once per row.
   */
  static void documents(List<String> lines, Map<String, String> documents, List<String> warnings) {
    for (String line : lines) {
      String[] f = line.substring(TypeMatrixBench.PREFIX.length()).split(" ", 4);
      if (f[0].equals("document") && f.length == 4) {
        documents.putIfAbsent(f[1], String.format(Locale.ROOT, "%s, %,d bytes", f[3], Long.parseLong(f[2])));
      } else if (f[0].equals("missing") && f.length >= 3) {
        String warning = "The type matrix's typed document " + f[1] + " did not run: "
            + line.substring(line.indexOf(f[1]) + f[1].length()).strip() + ".";
        if (!warnings.contains(warning)) {
          warnings.add(warning);
        }
      }
    }
  }

  /** Why a cell that passed its check has no score. */
  static final String NOT_TIMED = "checked but not timed: the type matrix's JVM ended before it (see the run's notes)";

  /**
   * The cells of one JDK's output lines, forks in order: a cell is MEASURED with every fork's scores when it
   * passed its check in every fork, else the first failure.
   */
  static List<TypeCell> parse(List<String> lines, String jdk) {
    // (A cell checked ok is timed unless its JVM ended first: one that fails while timed has an error line.)
    Map<String, TypeCell> cells = new LinkedHashMap<>();
    for (String line : lines) {
      String[] f = line.substring(TypeMatrixBench.PREFIX.length()).split(" ", 6);
      if (f.length < 4) {
        continue;
      }
      String key = f[1] + " " + f[2] + " " + f[3];
      TypeCell old = cells.get(key);
      if (f[0].equals("check") && f.length >= 5) {
        if (old != null && old.status() != Status.MEASURED) {
          continue; // the first failure stands
        }
        switch (f[4]) {
          case "ok" -> {
            if (old == null) {
              cells.put(key, new TypeCell(f[1], f[2], f[3], jdk, Status.MEASURED, List.of(),
                  f.length > 5 ? Integer.parseInt(f[5].strip()) : 0, null));
            }
          }
          case "na" -> cells.put(key, new TypeCell(f[1], f[2], f[3], jdk, Status.NOT_APPLICABLE, List.of(), 0,
              f.length > 5 ? f[5] : ""));
          default -> cells.put(key, new TypeCell(f[1], f[2], f[3], jdk, Status.ERROR, List.of(), 0,
              f.length > 5 ? f[5] : ""));
        }
      } else if (f[0].equals("score") && old != null && old.status() == Status.MEASURED) {
        List<Double> scores = new ArrayList<>(old.scores());
        String[] all = line.substring(TypeMatrixBench.PREFIX.length()).split(" ");
        for (int i = 4; i < all.length; i++) {
          scores.add(Double.parseDouble(all[i]));
        }
        cells.put(key, new TypeCell(old.type(), old.library(), old.operation(), jdk, Status.MEASURED,
            List.copyOf(scores), old.outputBytes(), null));
      }
    }
    List<TypeCell> measured = new ArrayList<>();
    for (TypeCell c : cells.values()) {
      measured.add(c.status() == Status.MEASURED && c.scores().isEmpty()
          ? new TypeCell(c.type(), c.library(), c.operation(), jdk, Status.ERROR, List.of(), 0, NOT_TIMED)
          : c);
    }
    return measured;
  }
}
