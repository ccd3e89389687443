package dev.peregrine.bench.types;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.peregrine.bench.lib.NotApplicable;
import dev.peregrine.bench.types.TypeCases.TypeCase;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * One JVM of the type matrix (issue 24, item 1): checks, then times, every (type, library) the selection names,
 * the libraries taking turns inside this JVM. The suite starts it once per fork ({@code run.TypeMatrixRunner});
 * run by hand:
 *
 * <pre>
 * java -cp ... dev.peregrine.bench.types.TypeMatrixBench WARMUP_ROUNDS WARMUP_MS ROUNDS ROUND_MS WARMUP_CALLS [REGEX]
 * </pre>
 *
 * <p>For each type, each of the four operations (read and write, UTF-8 bytes and String) is first checked for
 * every library, as the suite's scenarios check theirs: a read must give a value equal to the type's seeded
 * value ({@link ValueEquality}) from the document the reference mapper wrote; a write must give JSON that the
 * reference mapper, separate from the peers, binds back to an equal value. Each is run three times and the
 * first and last results checked. A failure is printed with its reason and never timed.
 *
 * <p>Then every operation that passed is called WARMUP_CALLS times (a count, since codegen and JIT thresholds
 * are counts). Then, per operation, the libraries that passed take turns: WARMUP_ROUNDS rounds of WARMUP_MS each, then
 * ROUNDS rounds of ROUND_MS each, every library once per round, the order rotated by one each round so that no
 * library always follows the same neighbour. A round's score is the operations completed in it per millisecond
 * of the thread's CPU time (see {@link #timed}).
 * Taking turns in one JVM means a ratio of two libraries compares rounds run seconds apart under the same load,
 * JIT state and heap, and a type costs one JVM start per fork instead of one per cell.
 *
 * <p>After the types, the typed documents of {@link TypedDocuments} (issue 24, item 2) are rows of the same kind:
 * the document is a corpus file as it is (the corpus folder is the {@code peregrine.bench.data} property) or the
 * reference mapper's writing of a seed's value, and the value a read must equal is the reference mapper's read of
 * it. A document row is warmed by WARMUP_CALLS / 200 calls and its scored rounds are 2 x ROUND_MS, timed a call at
 * a time.
 *
 * <p>Output, one line each: {@code types check TYPE LIB OP ok BYTES}, {@code types check TYPE LIB OP na|error
 * REASON}, {@code types score TYPE LIB OP S1 S2 ...} (ops/ms per measured round, in order); for a document,
 * {@code types document NAME BYTES WHAT} first, or {@code types missing NAME REASON} when its corpus is absent.
 */
public final class TypeMatrixBench {
  private TypeMatrixBench() {}

  /** The four operations, in report order. */
  public static final List<String> OPERATIONS = List.of("read-utf8", "read-string", "write-utf8", "write-string");

  /** The prefix of every line the suite reads back. */
  public static final String PREFIX = "types ";

  /** Keeps results reachable, so no timed call is dead code. */
  private static volatile Object sink;

  @FunctionalInterface
  interface Op {
    Object run() throws Exception;
  }

  public static void main(String[] args) throws Exception {
    int warmupRounds = Integer.parseInt(args[0]);
    int warmupMillis = Integer.parseInt(args[1]);
    int rounds = Integer.parseInt(args[2]);
    int roundMillis = Integer.parseInt(args[3]);
    int warmupCalls = Integer.parseInt(args[4]);
    Pattern only = args.length > 5 && !args[5].isEmpty() ? Pattern.compile(args[5]) : null;
    ObjectMapper reference = TypedLibraries.jackson2Builder().build();
    Map<String, TypedLibrary> libraries = new LinkedHashMap<>();
    for (Row row : rows(reference)) {
      List<String> ids = new ArrayList<>();
      for (String id : TypedLibraries.IDS) {
        if (only == null || only.matcher(seriesName(row.name(), id)).find()) {
          ids.add(id);
        }
      }
      if (ids.isEmpty()) {
        continue;
      }
      TypedDocuments.Prepared prepared;
      try {
        prepared = row.prepare().prepare();
      } catch (IOException e) {
        System.out.println(PREFIX + "missing " + row.name() + " " + reason(e));
        continue;
      }
      Object value = prepared.value();
      byte[] document = prepared.document();
      String documentText = new String(document, StandardCharsets.UTF_8);
      String sane = ValueEquality.difference(value, reference.readValue(reference.writeValueAsBytes(value),
          row.bean()));
      if (sane != null) {
        throw new IllegalStateException(row.name() + ": the reference mapper does not read back its own "
            + "document: " + sane);
      }
      if (row.document()) {
        System.out.println(PREFIX + "document " + row.name() + " " + document.length + " " + row.description());
      }
      List<List<String>> passedByOp = new ArrayList<>();
      List<List<Op>> timedByOp = new ArrayList<>();
      for (String op : OPERATIONS) {
        List<String> passed = new ArrayList<>();
        List<Op> timed = new ArrayList<>();
        for (String id : ids) {
          TypedLibrary library;
          try {
            library = libraries.computeIfAbsent(id, TypedLibraries::create);
          } catch (RuntimeException | LinkageError e) {
            System.out.println(PREFIX + "check " + row.name() + " " + id + " " + op + " error cannot create: "
                + reason(e));
            continue;
          }
          Op operation = operation(library, op, row.bean(), value, document, documentText);
          try {
            int size = check(operation, op, row.bean(), value, reference);
            System.out.println(PREFIX + "check " + row.name() + " " + id + " " + op + " ok " + size);
            passed.add(id);
            timed.add(operation);
          } catch (NotApplicable e) {
            System.out.println(PREFIX + "check " + row.name() + " " + id + " " + op + " na " + e.getMessage());
          } catch (Exception | LinkageError | StackOverflowError e) {
            System.out.println(PREFIX + "check " + row.name() + " " + id + " " + op + " error " + reason(e));
          }
        }
        passedByOp.add(passed);
        timedByOp.add(timed);
      }
      // Every operation of the type is called warmupCalls times (in turns, at most a second each) before any is
      // timed: a codec compiled on first use (Peregrine switches to generated code after 64 uses) and C2's
      // invocation thresholds are counts, not milliseconds, so a fixed count warms a slow operation as far as
      // a fast one, and the type's read code is warm before its String read is timed.
      // A document is thousands of values: one call runs the inner code as often as many calls of a bean, so
      // a document row is warmed by a two-hundredth of the count, and its scored rounds are twice as long, timed
      // a call at a time (a call of a large document can take longer than a bean's whole round).
      int rowWarmupCalls = row.document() && warmupCalls > 0 ? Math.max(1, warmupCalls / 200) : warmupCalls;
      int scale = row.document() ? 2 : 1;
      int batch = row.document() ? 1 : 8;
      for (List<Op> timed : timedByOp) {
        for (Op op : timed) {
          calls(op, rowWarmupCalls, 1_000_000_000L);
        }
      }
      for (int k = 0; k < OPERATIONS.size(); k++) {
        List<String> passed = passedByOp.get(k);
        if (passed.isEmpty()) {
          continue;
        }
        double[][] scores = turns(timedByOp.get(k), warmupRounds, warmupMillis, rounds, roundMillis * scale, batch);
        for (int i = 0; i < passed.size(); i++) {
          StringBuilder line = new StringBuilder(PREFIX + "score " + row.name() + " " + passed.get(i) + " "
              + OPERATIONS.get(k));
          for (double sc : scores[i]) {
            line.append(String.format(Locale.ROOT, " %.4f", sc));
          }
          System.out.println(line);
        }
      }
    }
    System.out.println(PREFIX + "done");
  }

  /** A row: a one-type bean of {@link TypeCases} or a document of {@link TypedDocuments}. */
  record Row(String name, Class<?> bean, boolean document, String description, Preparation prepare) {}

  @FunctionalInterface
  interface Preparation {
    TypedDocuments.Prepared prepare() throws IOException;
  }

  /** The matrix's rows: the one-type beans, then the typed documents. */
  static List<Row> rows(ObjectMapper reference) {
    List<Row> rows = new ArrayList<>();
    for (TypeCase type : TypeCases.all()) {
      rows.add(new Row(type.name(), type.bean(), false, null, () -> {
        Object value = type.newValue();
        return new TypedDocuments.Prepared(value, reference.writeValueAsBytes(value));
      }));
    }
    for (TypedDocuments.TypedDocument d : TypedDocuments.all()) {
      rows.add(new Row(d.name(), d.bean(), true, d.description(), () -> d.prepare(reference)));
    }
    return rows;
  }

  /** {@code Types/UUID/peregrine}: what {@code --only} matches. */
  public static String seriesName(String type, String library) {
    return "Types/" + type + "/" + library;
  }

  static Op operation(TypedLibrary library, String op, Class<?> bean, Object value, byte[] document,
      String text) {
    return switch (op) {
      case "read-utf8" -> () -> library.readUtf8(document, bean);
      case "read-string" -> () -> library.readString(text, bean);
      case "write-utf8" -> () -> library.writeUtf8(value);
      case "write-string" -> () -> library.writeString(value);
      default -> throw new IllegalArgumentException(op);
    };
  }

  /** Runs {@code operation} three times and checks the first and last results; the output's size in bytes. */
  static int check(Op operation, String op, Class<?> bean, Object value, ObjectMapper reference) throws Exception {
    return check(operation, op, bean, value, reference, 3);
  }

  /** {@link #check(Op, String, Class, Object, ObjectMapper)} with {@code runs} runs (1 checks one result). */
  static int check(Op operation, String op, Class<?> bean, Object value, ObjectMapper reference, int runs)
      throws Exception {
    Object first = operation.run();
    Object last = first;
    for (int i = 1; i < runs; i++) {
      last = operation.run();
    }
    int size = 0;
    for (Object result : runs == 1 ? new Object[] {first} : new Object[] {first, last}) {
      Object read;
      if (op.startsWith("read")) {
        read = result;
      } else {
        byte[] json = result instanceof byte[] b ? b : ((String) result).getBytes(StandardCharsets.UTF_8);
        size = json.length;
        try {
          read = reference.readValue(json, bean);
        } catch (Exception e) {
          throw new IllegalStateException("the reference mapper cannot read the output back: " + reason(e)
              + "; output: " + abbreviate(new String(json, StandardCharsets.UTF_8)));
        }
      }
      String difference = ValueEquality.difference(value, read);
      if (difference != null) {
        throw new IllegalStateException((op.startsWith("read") ? "read " : "written and read back ") + difference);
      }
    }
    return size;
  }

  /**
   * The libraries' operations in turns: {@code warmupRounds} unscored rounds, then {@code rounds} scored ones;
   * {@code [library][round]} in ops/ms.
   */
  static double[][] turns(List<Op> ops, int warmupRounds, int warmupMillis, int rounds, int roundMillis,
      int batch) throws Exception {
    int n = ops.size();
    double[][] scores = new double[n][rounds];
    for (int round = 0; round < warmupRounds + rounds; round++) {
      boolean warm = round < warmupRounds;
      long nanos = (warm ? warmupMillis : roundMillis) * 1_000_000L;
      for (int k = 0; k < n; k++) {
        int i = (k + round) % n;
        double score = timed(ops.get(i), nanos, batch);
        if (!warm) {
          scores[i][round - warmupRounds] = score;
        }
      }
    }
    return scores;
  }

  /** Calls {@code op} {@code count} times, or until {@code capNanos} have passed. */
  private static void calls(Op op, int count, long capNanos) throws Exception {
    long end = System.nanoTime() + capNanos;
    for (int i = 0; i < count; i++) {
      sink = op.run();
      if ((i & 63) == 63 && System.nanoTime() > end) {
        return;
      }
    }
  }

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
  private static final boolean CPU_TIME = THREADS.isCurrentThreadCpuTimeSupported();

  /**
   * Calls {@code op} until this thread has run for {@code nanos} of CPU time; ops per millisecond of that time.
   * CPU time rather than wall time because this machine is shared: with other processes running, wall time
   * counts the slices the scheduler gave to them (a 12 ms round losing one 10 ms slice halves its score),
   * while the thread's CPU time counts only the work. What it leaves out: the collector's and the JIT's own
   * threads (a young collection of short-lived garbage pauses this thread without charging it). Wall time
   * when the JVM cannot read a thread's CPU time.
   */
  private static double timed(Op op, long nanos, int batch) throws Exception {
    long start = now();
    long end = start + nanos;
    long count = 0;
    long t;
    do {
      for (int i = 0; i < batch; i++) {
        sink = op.run();
      }
      count += batch;
      t = now();
    } while (t < end);
    return count * 1e6 / (t - start);
  }

  private static long now() {
    return CPU_TIME ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
  }

  private static String reason(Throwable e) {
    Throwable cause = e;
    while (cause.getCause() != null && cause.getCause() != cause) {
      cause = cause.getCause();
    }
    String text = cause == e ? String.valueOf(e) : e.getClass().getSimpleName() + ": " + cause;
    return abbreviate(text.replace('\n', ' ').replace('\r', ' '));
  }

  private static String abbreviate(String text) {
    return text.length() <= 240 ? text : text.substring(0, 237) + "...";
  }
}
