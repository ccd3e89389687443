package dev.peregrine.bench.typematrix;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.peregrine.bench.typematrix.TypeCases.TypeCase;
import dev.peregrine.bench.peer.Jackson2;
import dev.peregrine.bench.peer.NotApplicable;
import dev.peregrine.bench.peer.Peer;
import dev.peregrine.bench.peer.Peers;
import dev.peregrine.bench.peer.TypedJson;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.LongSupplier;
import java.util.regex.Pattern;

/**
 * One JVM of the type matrix: checks, then times, every (type, library) the selection names,
 * the libraries taking turns inside this JVM. The suite starts it once per fork ({@code run.TypeMatrixRunner});
 * run by hand:
 *
 * <pre>
 * java -cp ... dev.peregrine.bench.typematrix.TypeMatrixBench WARMUP_ROUNDS WARMUP_MS ROUNDS ROUND_MS WARMUP_CALLS [REGEX]
 * </pre>
 *
 * <p>For each type, each of the four operations (read and write, UTF-8 bytes and String) is first checked for
 * every library, as the suite's scenarios check theirs: a read must give a value equal to the type's seeded
 * value ({@link ValueEquality}) from the document the reference mapper wrote; a write must give JSON that the
 * reference mapper, separate from the peers, binds back to an equal value. Each is run three times and the
 * first and last results checked. A failure is printed with its reason and never timed.
 *
 * <p>Then every operation that passed is called WARMUP_CALLS times (a count, since codegen and JIT thresholds
 * are counts). Then, per operation, the libraries that passed take turns: WARMUP_ROUNDS rounds of WARMUP_MS
 * each, then settling rounds while the JIT is busy (see {@link #turns}), then ROUNDS rounds of ROUND_MS each,
 * every library once per round, the order rotated by one each round so that no library always follows the same
 * neighbour. A round's score is the operations completed in it per millisecond of the thread's CPU time (see
 * {@link #timed}).
 * Taking turns in one JVM means a ratio of two libraries compares rounds run seconds apart under the same load,
 * JIT state and heap, and a type costs one JVM start per fork instead of one per cell.
 *
 * <p>After the types, the typed documents of {@link TypedDocuments} are rows of the same kind:
 * the document is a corpus file as it is (the corpus folder is the {@code peregrine.bench.data} property) or the
 * reference mapper's writing of a generated value, and the value a read must equal is the reference mapper's read of
 * it. A document row is warmed by WARMUP_CALLS / 400 calls and its scored rounds are 2 x ROUND_MS, timed a call at
 * a time.
 *
 * <p>Output, one line each: {@code types check TYPE LIB OP ok BYTES}, {@code types check TYPE LIB OP na|error
 * REASON}, {@code types score TYPE LIB OP S1 S2 ...} (ops/ms per measured round, in order); for a document,
 * {@code types document NAME BYTES WHAT} first, or {@code types missing NAME REASON} when its corpus is absent;
 * per operation of a row, {@code types settled TYPE OP N MS0 MS1 ...}: N settling rounds ran, MS0 the
 * milliseconds the JIT compiled in the last warmup round, MS1... in each settling round ({@link JitClock}).
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
    ObjectMapper reference = Jackson2.referenceMapper();
    Map<String, Peer> libraries = new LinkedHashMap<>();
    boolean firstRow = true;
    for (Row row : rows(reference)) {
      List<String> ids = new ArrayList<>();
      for (String id : Peers.with(Peers.Use.TYPES)) {
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
          Peer library = libraries.get(id);
          try {
            if (library == null) {
              library = Peers.create(id);
              libraries.put(id, library);
            }
          } catch (Exception | LinkageError e) {
            System.out.println(PREFIX + "check " + row.name() + " " + id + " " + op + " error cannot create: "
                + reason(e));
            continue;
          }
          Op operation;
          try {
            operation = operation(library, op, row.bean(), value, document, documentText);
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
      // timed: a codec compiled on first use (Peregrine switches to generated code after 15 uses,
      // peregrine.codegen.threshold) and C2's invocation thresholds are counts, not milliseconds, so a fixed count
      // warms a slow operation as far as a fast one, and the type's read code is warm before its String read is
      // timed.
      // A document is thousands of values: one call runs the inner code as often as many calls of a bean, so
      // a document row is warmed by a four-hundredth of the count (its loops reach C2's thresholds by their
      // back-edges; the corpora's 10 calls were 17 s of the quick profile, canada's read by Jackson taking
      // 20 ms), and its scored rounds are twice as long, timed
      // a call at a time (a call of a large document can take longer than a bean's whole round).
      int rowWarmupCalls = row.document() && warmupCalls > 0 ? Math.max(1, warmupCalls / 400) : warmupCalls;
      int scale = row.document() ? 2 : 1;
      int batch = row.document() ? 1 : 8;
      // A library that fails after its check (in the warmup calls or a timed round: fory-json's String read of
      // twitter.json threw on a later call than its check's) gets an ERROR cell with the reason, and the
      // other libraries go on; before, the exception ended the JVM and left every later cell untimed.
      for (int k = 0; k < OPERATIONS.size(); k++) {
        List<Op> timed = timedByOp.get(k);
        for (int i = timed.size() - 1; i >= 0; i--) {
          try {
            calls(timed.get(i), rowWarmupCalls, 1_000_000_000L);
          } catch (Exception | LinkageError | StackOverflowError e) {
            failedAfterCheck(row, passedByOp.get(k).get(i), OPERATIONS.get(k), "warming up", reason(e));
            timed.remove(i);
            passedByOp.get(k).remove(i);
          }
        }
      }
      for (int k = 0; k < OPERATIONS.size(); k++) {
        List<String> passed = passedByOp.get(k);
        if (passed.isEmpty()) {
          continue;
        }
        Turns turns = turns(timedByOp.get(k), warmupRounds, warmupMillis, rounds, roundMillis * scale, batch,
            JIT_CLOCK, firstRow ? FIRST_ROW_SETTLE_ROUNDS : SETTLE_ROUNDS);
        double[][] scores = turns.scores();
        StringBuilder settled = new StringBuilder(PREFIX + "settled " + row.name() + " " + OPERATIONS.get(k) + " "
            + (turns.jitMillis().length - 1));
        for (long ms : turns.jitMillis()) {
          settled.append(' ').append(ms);
        }
        System.out.println(settled);
        for (int i = 0; i < passed.size(); i++) {
          if (turns.failures()[i] != null) {
            failedAfterCheck(row, passed.get(i), OPERATIONS.get(k), "timed", turns.failures()[i]);
            continue;
          }
          StringBuilder line = new StringBuilder(PREFIX + "score " + row.name() + " " + passed.get(i) + " "
              + OPERATIONS.get(k));
          for (double sc : scores[i]) {
            line.append(String.format(Locale.ROOT, " %.4f", sc));
          }
          System.out.println(line);
        }
      }
      firstRow = false;
    }
    System.out.println(PREFIX + "done");
  }

  // A later check line for the cell, which the runner takes over its "ok" (TypeMatrixRunner.parse).
  private static void failedAfterCheck(Row row, String library, String op, String when, String reason) {
    System.out.println(PREFIX + "check " + row.name() + " " + library + " " + op
        + " error failed after its check, while " + when + ": " + reason);
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

  static Op operation(Peer library, String op, Class<?> bean, Object value, byte[] document,
      String text) throws NotApplicable {
    @SuppressWarnings("unchecked")
    TypedJson<Object> json = (TypedJson<Object>) library.json(bean, Peer.Binding.ISO_TIME);
    return switch (op) {
      case "read-utf8" -> () -> json.readBytes(document);
      case "read-string" -> () -> json.readString(text);
      case "write-utf8" -> () -> json.writeBytes(value);
      case "write-string" -> () -> json.writeString(value);
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
   * What {@link #turns} measured: {@code scores[library][round]} in ops/ms, the milliseconds the JIT compiled
   * in the last warmup round, then in each settling round (one entry: no settling round ran), and
   * {@code failures[library]}, why an operation threw while timed (null: it did not; its scores are then void).
   */
  record Turns(double[][] scores, long[] jitMillis, String[] failures) {}

  /** At most this many settling rounds per operation (see {@link #turns}). */
  public static final int SETTLE_ROUNDS = 8;

  /**
   * At most this many in the JVM's first timed row, where the JIT has every library's common code still to
   * compile besides the row's: there the compiler threads stayed busy through all 8 rounds and the first row's
   * scored rounds still rose (int read UTF-8 5,150 to 9,400 ops/ms).
   */
  public static final int FIRST_ROW_SETTLE_ROUNDS = 40;

  // The JIT's busy milliseconds (JitClock): its compiler threads' CPU time, in flight or finished.
  private static final LongSupplier JIT_CLOCK = JitClock.best();

  /**
   * The libraries' operations in turns: {@code warmupRounds} unscored rounds; then, when there was a warmup,
   * settling rounds, unscored, of half a scored round per library, while the JIT is busy (its threads compiled
   * for more than a tenth of a settling round's length in the last round or the one before it; at most
   * {@code settleLimit}); then {@code rounds} scored ones. {@code jitMillis} is the JIT's clock ({@link
   * #JIT_CLOCK} in the matrix; null: none, no settling).
   *
   * <p>Why the settling: C2 compiles a method after 5,000 invocations, or fewer with loops (back-edges count),
   * and compiles in the background, behind whatever else is queued. A generated read that is invoked once per
   * call and has no loop (Peregrine's, dsl-json's, avaje-jsonb's) reaches that count later than a reader that
   * loops over its fields (fastjson2's), and in the matrix's first rows the JIT is still busy with every
   * library's common code: there the quick profile scored a C1-compiled read against a C2-compiled one
   * ({@code int} read UTF-8: Peregrine's rounds rising 2,000 to 4,600 ops/ms through the scored rounds while
   * fastjson2's were flat; 0.53-0.80 of fastjson2 in the quick matrix, 1.02-1.08 alone). 6,000 warmup calls
   * fixed it at a cost of 50 s of the quick profile; rounds until the JIT is quiet cost time only where it is
   * busy (the first rows, up to the limit; a fifth of the operations none), about 12 s of the quick profile's
   * matrix after the fewer warmup calls. The JIT's time is its compiler threads' CPU time ({@link JitClock}):
   * with {@link java.lang.management.CompilationMXBean}'s total compilation time, which counts a compilation
   * when it ends, 2 of 6 quick matrices (and one fresh run) scored the first row while C2 still
   * compiled, after rounds that looked quiet (Peregrine's int read UTF-8 rising 3,425 to 5,685 ops/ms through
   * the scored rounds, Jackson's 478 to 1,200); with the threads' time, two runs of the first four rows each
   * scored them flat (Peregrine 6,060-6,340, Jackson 2,000-2,150), where two with the compilation time rose
   * 4,000 to 6,400 and 580 to 1,930; the whole quick matrix took 235 s against 228 s (641 settling rounds
   * against 594). Still not a cure: the threads show the JIT busy through all 8 settling rounds in the first
   * operation of many rows (a row's new codecs, 9 libraries' of them), and in the suite's run the first row
   * still rose (3,600 to 6,300) after 8 busy rounds. Cells whose scored rounds still rose
   * (the lab's {@code type-matrix-rising}: the first under 0.85 x the last three) were 61-109 of 1,600 with either
   * clock, and 62 with a limit of 16 rounds (253 s against 235 s): the limit stays 8. But the JVM's first row,
   * where the JIT compiles every library's common code too, may settle for up to FIRST_ROW_SETTLE_ROUNDS: in
   * two runs of the first four rows int read UTF-8 then settled after 18 rounds (the threads busy through 16)
   * and scored flat (Peregrine 9,410-9,597 and 9,587-10,134 ops/ms), where the fresh-clone suite's run with 8
   * rose 5,150 to 9,400; about a second more. Without a clock, no settling.
   */
  static Turns turns(List<Op> ops, int warmupRounds, int warmupMillis, int rounds, int roundMillis,
      int batch, LongSupplier jitMillis, int settleLimit) throws Exception {
    int n = ops.size();
    double[][] scores = new double[n][rounds];
    int[] batches = new int[n];
    Arrays.fill(batches, batch);
    String[] failures = new String[n];
    int round = 0;
    LongSupplier clock = jitMillis != null ? jitMillis : () -> 0;
    long jit = clock.getAsLong();
    for (; round < warmupRounds; round++) {
      jit = clock.getAsLong();
      round(ops, round, warmupMillis * 1_000_000L, batch, batches, null, 0, failures);
    }
    long settleNanos = roundMillis * 1_000_000L / 2;
    long quiet = n * settleNanos / 10 / 1_000_000; // JIT milliseconds in a round that leave it settled
    long[] compiled = new long[settleLimit + 1];
    compiled[0] = clock.getAsLong() - jit;
    int settle = 0;
    // Settled after two quiet rounds in a row (or a quiet warmup round): one quiet round among busy ones was a
    // lull in the first rows (int read UTF-8 on JDK 25: 13, 276, 55, 5 ms, then both libraries' scored rounds
    // at a third of their speed, and the next operation's 8 settling rounds busy again).
    while (warmupRounds > 0 && jitMillis != null && settle < settleLimit
        && (compiled[settle] > quiet || settle > 0 && compiled[settle - 1] > quiet)) {
      jit = clock.getAsLong();
      round(ops, round++, settleNanos, batch, batches, null, 0, failures);
      compiled[++settle] = clock.getAsLong() - jit;
    }
    for (int scored = 0; scored < rounds; scored++) {
      round(ops, round++, roundMillis * 1_000_000L, batch, batches, scores, scored, failures);
    }
    return new Turns(scores, Arrays.copyOf(compiled, settle + 1), failures);
  }

  /** {@link #turns(List, int, int, int, int, int, LongSupplier, int)} with at most SETTLE_ROUNDS settling rounds. */
  static Turns turns(List<Op> ops, int warmupRounds, int warmupMillis, int rounds, int roundMillis,
      int batch, LongSupplier jitMillis) throws Exception {
    return turns(ops, warmupRounds, warmupMillis, rounds, roundMillis, batch, jitMillis, SETTLE_ROUNDS);
  }

  /**
   * One round: every operation timed once for {@code nanos}, starting from {@code turn % n} so that no library
   * always follows the same neighbour; each score into {@code scores[library][column]} unless scores is null.
   * {@code batches[library]}: the calls between two reads of the clock, at least {@code batch}, set after each
   * timing to as many as take about {@link #BATCH_NANOS} at the score just measured. An operation that throws
   * gets its reason in {@code failures[library]} and is not timed again.
   */
  private static void round(List<Op> ops, int turn, long nanos, int batch, int[] batches, double[][] scores,
      int column, String[] failures) throws Exception {
    int n = ops.size();
    for (int k = 0; k < n; k++) {
      int i = (k + turn) % n;
      if (failures[i] != null) {
        continue; // failed in an earlier round: left out of the rest
      }
      double score;
      try {
        score = timed(ops.get(i), nanos, batches[i]);
      } catch (Exception | LinkageError | StackOverflowError e) {
        failures[i] = reason(e);
        continue;
      }
      batches[i] = batchFor(score, batch);
      if (scores != null) {
        scores[i][column] = score;
      }
    }
  }

  /**
   * About how long the calls between two reads of the clock take. Reading this thread's CPU time costs about
   * 0.4 us here (a system call: 410-540 ns a read on JDK 17 and 25). A fixed batch of 8 calls, as the matrix
   * had, made that read up to half of what was timed in the fast rows, alike for every library: boolean read
   * scored 8,200 ops/ms where it runs 14,400, and fast cells' ratios were pulled toward 1 (int write String
   * 1.37 where it is 1.66-1.90, Instant write 4.9 where it is 6.0). At 50 us a batch, as the scenarios' turns
   * have it (ScenarioTurns), the read is 1% of it.
   */
  static final long BATCH_NANOS = 50_000;

  /** The calls that take about BATCH_NANOS at {@code opsPerMs}; at least {@code least}, at most 65,536. */
  static int batchFor(double opsPerMs, int least) {
    double calls = BATCH_NANOS * opsPerMs / 1e6;
    return (int) Math.max(least, Math.min(65_536, calls));
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
