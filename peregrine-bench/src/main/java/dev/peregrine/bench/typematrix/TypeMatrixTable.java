package dev.peregrine.bench.typematrix;

import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.result.Results.Status;
import dev.peregrine.bench.result.Results.TypeCell;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * The type matrix of one JDK, computed for the report: per type and operation, Peregrine's
 * ratio to fastjson2 and to the fastest library that runs with {@code sun.misc.Unsafe} denied, each with the
 * range of its paired rounds.
 */
public final class TypeMatrixTable {
  /** The operations, as the runner names them, and as the report heads them. */
  public static final List<String> OPERATIONS = List.of("read-utf8", "read-string", "write-utf8", "write-string");
  public static final List<String> HEADERS = List.of("read UTF-8", "read String", "write UTF-8", "write String");

  /**
   * Libraries taken to need {@code sun.misc.Unsafe} when this run did not check (no JDK 23+): fastjson2
   * reaches strings' and arrays' internals through it. A run with the no-Unsafe check uses its findings instead.
   */
  static final Set<String> NEEDS_UNSAFE_BY_DEFAULT = Set.of("fastjson2", "fastjson1");

  public static final String METHOD = "The type matrix: one bean per value type, holding 12 public fields of "
      + "that type filled with seeded, realistic values (prices with two decimals, dates of this century with "
      + "whole seconds, milliseconds or microseconds, zones with daylight saving, short ids, a 400-character "
      + "text, accented and CJK text, text with quotes, backslashes and control characters, lists of 4-8 "
      + "elements), read from and written to UTF-8 bytes and String. Every cell is checked before it is timed: "
      + "a read must equal the seeded value, field by field, from the document a separate reference mapper "
      + "(Jackson 2 with JavaTimeModule, Jdk8Module, ISO-8601 dates) wrote; a write must give JSON that the "
      + "reference mapper binds back to an equal value. BigDecimal compares by value, a ZonedDateTime by local "
      + "time and offset (most libraries write no region id), an empty Optional equals an absent member. Each "
      + "library is configured to write dates as ISO-8601 text as its users would (its settings are listed "
      + "below). Method: all cells of a JDK run in one JVM per fork (not a JMH fork per cell, which would be "
      + "about a thousand forks); per type and operation the libraries take turns, warmup rounds first, then "
      + "settling rounds while the JIT is still compiling (its compiler threads' CPU time on Linux, elsewhere "
      + "its finished compilations' time; a generated reader called once per read and without a loop reaches "
      + "C2 later than one that loops over its fields; scored before then, it is scored on C1's code), then "
      + "scored rounds, the order rotated each round. A ratio is Peregrine's score over the other library's in "
      + "the same round (run milliseconds apart); the table gives the median of those paired ratios and, in "
      + "brackets, their range. Above 1 Peregrine is faster. JIT state is shared by all types in a JVM, as in "
      + "a service that binds many; so a cell's ratio holds for that mix, and may move when a type runs alone: "
      + "what one path has compiled can change another's code where a library's paths share methods (in the "
      + "Eishay scenarios, fastjson2 wrote UTF-8 23% slower in a JVM that had run its String writer, which is "
      + "why those scenarios run one to a JVM).";

  public record Ratio(double median, double low, double high, String against) {
    public String text() {
      return String.format(Locale.ROOT, "%.2f (%.2f–%.2f)", median, low, high);
    }
  }

  final String jdk;
  public final List<String> types = new ArrayList<>();
  public final List<String> libraries = new ArrayList<>();
  private final List<TypeCell> cells;
  private final Set<String> needsUnsafe;
  private final boolean checked;

  public TypeMatrixTable(Results results, String jdk) {
    this.jdk = jdk;
    this.cells = results.types.stream().filter(c -> c.jdk().equals(jdk)).toList();
    Set<String> t = new LinkedHashSet<>();
    Set<String> l = new LinkedHashSet<>(results.typesSettings.keySet());
    for (TypeCell c : cells) {
      t.add(c.type());
      l.add(c.library());
    }
    types.addAll(t);
    for (String id : l) {
      if (cells.stream().anyMatch(c -> c.library().equals(id))) {
        libraries.add(id);
      }
    }
    this.needsUnsafe = needsUnsafe(results);
    this.checked = !results.noUnsafe.isEmpty();
  }

  public boolean isEmpty() {
    return cells.isEmpty();
  }

  /** The libraries the "fastest without Unsafe" column leaves out, and where that comes from. */
  public String unsafeNote() {
    return "Left out of \"fastest without Unsafe\": " + String.join(", ", new TreeSet<>(needsUnsafe))
        + (checked ? " (this run's check with Unsafe denied, and fastjson2 and fastjson1 where it did not run)."
            : " (fastjson2 reaches strings' and arrays' internals through sun.misc.Unsafe; this run did not check:"
                + " add a JDK 23 or later with --jdk).");
  }

  private static Set<String> needsUnsafe(Results results) {
    if (results.noUnsafe.isEmpty()) {
      return NEEDS_UNSAFE_BY_DEFAULT;
    }
    Set<String> failing = new LinkedHashSet<>();
    for (Results.NoUnsafeRun r : results.noUnsafe) {
      if (!r.runs() && !r.failsAnyway()) {
        failing.add(r.library());
      }
    }
    failing.addAll(NEEDS_UNSAFE_BY_DEFAULT.stream().filter(id -> results.noUnsafe.stream()
        .noneMatch(r -> r.library().equals(id))).toList());
    return failing;
  }

  public TypeCell cell(String type, String library, String operation) {
    for (TypeCell c : cells) {
      if (c.type().equals(type) && c.library().equals(library) && c.operation().equals(operation)) {
        return c;
      }
    }
    return null;
  }

  /** Peregrine over {@code library} for one type and operation, or null when either is not measured. */
  public Ratio ratio(String type, String operation, String library) {
    TypeCell p = cell(type, "peregrine", operation);
    TypeCell o = cell(type, library, operation);
    if (p == null || o == null || p.status() != Status.MEASURED || o.status() != Status.MEASURED) {
      return null;
    }
    int n = Math.min(p.scores().size(), o.scores().size());
    double[] r = new double[n];
    for (int i = 0; i < n; i++) {
      r[i] = p.scores().get(i) / o.scores().get(i);
    }
    Arrays.sort(r);
    return n == 0 ? null : new Ratio(median(r), r[0], r[n - 1], library);
  }

  /** Peregrine over the fastest (by median) measured library that runs without Unsafe, or null. */
  public Ratio ratioToFastestWithoutUnsafe(String type, String operation) {
    String best = null;
    double bestScore = -1;
    for (String id : libraries) {
      TypeCell c = cell(type, id, operation);
      if (id.equals("peregrine") || needsUnsafe.contains(id) || c == null || c.status() != Status.MEASURED) {
        continue;
      }
      double m = median(c.scores());
      if (m > bestScore) {
        bestScore = m;
        best = id;
      }
    }
    return best == null ? null : ratio(type, operation, best);
  }

  public static double median(List<Double> scores) {
    double[] s = scores.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    return s.length == 0 ? Double.NaN : median(s);
  }

  private static double median(double[] sorted) {
    int n = sorted.length;
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  }

  /** Three significant digits or more: a typed document's reads and writes are under one per millisecond. */
  public static String score(double opsPerMs) {
    return opsPerMs >= 100 ? String.format(Locale.ROOT, "%,.0f", opsPerMs)
        : opsPerMs >= 10 ? String.format(Locale.ROOT, "%.1f", opsPerMs)
        : opsPerMs >= 1 ? String.format(Locale.ROOT, "%.2f", opsPerMs)
        : String.format(Locale.ROOT, "%.3f", opsPerMs);
  }
}
