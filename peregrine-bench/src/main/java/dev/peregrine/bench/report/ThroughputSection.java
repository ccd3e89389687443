package dev.peregrine.bench.report;

import dev.peregrine.bench.report.ReportDocument.Block;
import dev.peregrine.bench.report.ReportDocument.BulletList;
import dev.peregrine.bench.report.ReportDocument.Cell;
import dev.peregrine.bench.report.ReportDocument.CellKind;
import dev.peregrine.bench.report.ReportDocument.Column;
import dev.peregrine.bench.report.ReportDocument.Group;
import dev.peregrine.bench.report.ReportDocument.Heading;
import dev.peregrine.bench.report.ReportDocument.Inline;
import dev.peregrine.bench.report.ReportDocument.Paragraph;
import dev.peregrine.bench.report.ReportDocument.ParagraphKind;
import dev.peregrine.bench.report.ReportDocument.Row;
import dev.peregrine.bench.report.ReportDocument.Section;
import dev.peregrine.bench.report.ReportDocument.Table;
import dev.peregrine.bench.report.ReportDocument.Text;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.result.Results.Status;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Throughput in MB/s per core: for each corpus, the corpus scenarios' tree read and write and the typed
 * documents' POJO read and write, Peregrine's beside fastjson2's, dsl-json's and Jackson's, as ops/ms x the bytes
 * of one call / 1000. It reads what two experiments measured (the Eishay experiment's corpus scenarios and the
 * type matrix's typed documents) and measures nothing itself; without either, it renders nothing.
 */
public final class ThroughputSection implements ReportSection {
  static final String ANCHOR = "throughput";

  /** A corpus: its file, the suffix of its corpus scenarios ({@code ParseTreeUTF8Bytes:twitter}) and its POJO row. */
  public record Corpus(String file, String scenario, String typedRow) {}

  public static final List<Corpus> CORPORA = List.of(new Corpus("twitter.json", "twitter", "twitter-pojo"),
      new Corpus("citm_catalog.json", "citm_catalog", "citm-pojo"),
      new Corpus("canada.json", "canada", "canada-pojo"));

  /** A row's operation, and where its ops/ms come from. */
  public enum Operation {
    READ_TREE("read to the tree", "ParseTreeUTF8Bytes:", null),
    READ_TYPED("read to POJOs", null, "read-utf8"),
    WRITE_TREE("write from the tree", "WriteStringTree:", null),
    WRITE_TYPED("write from POJOs", null, "write-utf8");

    final String label;
    /** The corpus scenario's name before the corpus, for the tree rows. */
    final String scenario;
    /** The type matrix's operation, for the typed rows. */
    final String typeOperation;

    Operation(String label, String scenario, String typeOperation) {
      this.label = label;
      this.scenario = scenario;
      this.typeOperation = typeOperation;
    }

    boolean write() {
      return this == WRITE_TREE || this == WRITE_TYPED;
    }

    public String label() {
      return label;
    }
  }

  /**
   * A column: its header, and the library id of the tree rows and of the typed rows. DSL-JSON's typed rows are its
   * compiled converters, the setup its documentation recommends; its tree is a Map, which no converter touches.
   */
  public record Library(String header, String tree, String typed) {
    String id(Operation op) {
      return op.typeOperation == null ? tree : typed;
    }
  }

  public static final List<Library> LIBRARIES = List.of(new Library("Peregrine", "peregrine", "peregrine"),
      new Library("fastjson2", "fastjson2", "fastjson2"), new Library("dsl-json", "dsl-json", "dsl-json-compiled"),
      new Library("Jackson 2", "jackson", "jackson"));

  /**
   * One figure: {@code mbPerSecond} from {@code opsPerMs} and {@code bytes}, the row's bytes of one call (see
   * {@link #documentBytes}), with {@code outputBytes} what this library wrote in a call (a write; -1 for a read);
   * or {@code missing}, the reason there is none, with {@code error} when a library failed rather than could not.
   */
  public record Figure(double mbPerSecond, double opsPerMs, long bytes, long outputBytes, String missing,
      boolean error) {
    static Figure none(String why) {
      return new Figure(Double.NaN, Double.NaN, -1, -1, why, false);
    }

    static Figure failed(String why) {
      return new Figure(Double.NaN, Double.NaN, -1, -1, why, true);
    }

    public boolean measured() {
      return missing == null;
    }
  }

  static final String METHOD = "Each figure is a library's ops/ms in this run times the bytes of one call's "
      + "document, divided by 1,000: MB/s, with MB = 10^6 bytes. A read's bytes are the document it reads, the "
      + "corpus file as it is (indented: whitespace is part of what a parser reads, as in every published MB/s of "
      + "a parser). A write's bytes are the JSON Peregrine wrote in that call (compact, UTF-8), the same for "
      + "every library on the row: the file's indentation is never written, so counting it would inflate a "
      + "write, and one size per row keeps the figures in the ratio of the libraries' ops/ms, so that a library "
      + "that writes more (null members, a number's original digits, escapes) gains nothing by it. The "
      + "libraries whose output differs in size are listed under the table; where Peregrine has no figure, the "
      + "row takes the smallest output measured. Per core: every figure is one thread's. The scenarios' turns "
      + "and the type matrix count operations per millisecond of the measuring thread's CPU time, and JMH (the "
      + "smoke profile) times one thread on the wall clock; the collector and the JIT run beside it in threads "
      + "of their own. The tree rows are the corpus scenarios (ParseTreeUTF8Bytes, UTF-8 in; WriteStringTree, a "
      + "String out, counted in its UTF-8 bytes), timed as the Eishay scenarios above; the POJO rows are the type "
      + "matrix's typed documents bound to POJOs (twitter-pojo, citm-pojo, canada-pojo; UTF-8 in and out), the "
      + "median of its scored rounds; the records' ops/ms are in the type matrix's tables. dsl-json is its "
      + "runtime setup for the tree (a Map, which converters do not touch) and its compiled converters "
      + "(@CompiledJson; dsl-json-compiled in the type matrix) for the POJOs, the setup its documentation "
      + "recommends. Jackson is Jackson 2 (jackson-databind). Each library's settings are listed under Libraries "
      + "(the tree rows) and in the type matrix (the POJO rows).";

  static final String ANCHORS = "Published figures, for scale only: they come from other machines and other "
      + "benchmarks, so they do not compare directly with this table. simdjson-java's README gives, on "
      + "twitter.json on an Intel Xeon Platinum 8375C (AVX-512, 512-bit vectors) and JDK 21, 3,164 ops/s for "
      + "simdjson-java 0.3.0 (padded input) and 1,826 ops/s for jsoniter-scala 2.28.4 in its schema-based "
      + "parse-and-select benchmark: at twitter.json's 631,515 bytes, about 2.0 GB/s and 1.15 GB/s (that "
      + "benchmark binds the few fields it selects, not the whole document). simdjson itself, in C++, is "
      + "published at 2.2-3.9 GB/s (its README's chart of several files, on a 3.4 GHz Intel Skylake). 1 GB/s is "
      + "1,000 MB/s in this table's unit.";

  @Override
  public int place() {
    return 550;
  }

  @Override
  public List<Block> blocks(Results results) {
    if (!any(results)) {
      return List.of();
    }
    List<Block> blocks = new ArrayList<>();
    blocks.add(new Heading(2, "Throughput in MB/s per core", null, null, ANCHOR));
    blocks.add(new Paragraph(Text.of(METHOD + sizes(results)), ParagraphKind.METHOD));
    blocks.add(new Paragraph(Text.of(ANCHORS), ParagraphKind.METHOD));
    boolean labelJdk = results.jdks.size() > 1;
    for (Results.Jdk jdk : results.jdks) {
      List<Block> section = new ArrayList<>();
      if (labelJdk) {
        section.add(new Heading(3, "MB/s per core", jdk.label(), ReportDocument.DetailKind.QUALIFIER, null));
      }
      section.addAll(table(results, jdk.label()));
      // the heading holds the section's anchor; each JDK's table has an id of its own
      blocks.add(new Section(ANCHOR + "-" + (labelJdk ? Tables.anchor(jdk.label()) : "table"), section));
    }
    return blocks;
  }

  /** Whether the run measured anything this table shows: a corpus scenario or a POJO typed document. */
  static boolean any(Results results) {
    return results.jdks.stream().anyMatch(jdk -> CORPORA.stream().anyMatch(c -> ran(results, c, jdk.label())));
  }

  /** Whether a corpus scenario or the POJO row of {@code corpus} has a cell on {@code jdk}, measured or not. */
  private static boolean ran(Results results, Corpus corpus, String jdk) {
    return results.cells.stream().anyMatch(x -> x.jdk().equals(jdk)
            && (x.scenario().equals(Operation.READ_TREE.scenario + corpus.scenario())
                || x.scenario().equals(Operation.WRITE_TREE.scenario + corpus.scenario())))
        || results.types.stream().anyMatch(x -> x.jdk().equals(jdk) && x.type().equals(corpus.typedRow()));
  }

  /**
   * The figure of {@code library} for {@code op} on {@code corpus} and {@code jdk}: its ops/ms x the row's
   * {@link #documentBytes}, or why there is none.
   */
  public static Figure figure(Results results, Corpus corpus, Operation op, Library library, String jdk) {
    Figure measured = measured(results, corpus, op, library, jdk);
    if (!measured.measured()) {
      return measured;
    }
    long bytes = documentBytes(results, corpus, op, jdk);
    if (bytes <= 0) {
      return Figure.none(op.write() ? "the size of the output is not in these results"
          : "the size of " + corpus.file() + " is not in these results (written by a suite that did not record it)");
    }
    return new Figure(mbPerSecond(measured.opsPerMs(), bytes), measured.opsPerMs(), bytes, measured.outputBytes(),
        null, false);
  }

  /**
   * The bytes of one call on a row, the same for every library: a read's document, the corpus file as read; a
   * write's JSON as Peregrine wrote it in that call, or (Peregrine without a figure there) the smallest output of
   * the libraries measured; -1 when unknown. One size per row keeps a row's figures in the ratio of the
   * libraries' ops/ms: a library that writes more (null members, a number's original digits, escapes) gains
   * nothing by it, and one that writes less loses nothing.
   */
  public static long documentBytes(Results results, Corpus corpus, Operation op, String jdk) {
    if (!op.write()) {
      return results.corpusSize(corpus.file(), jdk).map(Results.CorpusSize::bytes).orElse(-1L);
    }
    long smallest = -1;
    for (Library library : LIBRARIES) {
      Figure f = measured(results, corpus, op, library, jdk);
      if (!f.measured() || f.outputBytes() <= 0) {
        continue;
      }
      if (library.tree().equals("peregrine")) {
        return f.outputBytes();
      }
      smallest = smallest < 0 ? f.outputBytes() : Math.min(smallest, f.outputBytes());
    }
    return smallest;
  }

  /** A library's ops/ms and output size for {@code op}, without the row's bytes, or why there are none. */
  private static Figure measured(Results results, Corpus corpus, Operation op, Library library, String jdk) {
    String id = library.id(op);
    double opsPerMs;
    long output;
    if (op.scenario != null) {
      String scenario = op.scenario + corpus.scenario();
      Optional<Results.Cell> cell = results.cell(scenario, id, jdk);
      if (cell.isEmpty()) {
        return Figure.none(results.scenarios.stream().anyMatch(s -> s.name().equals(scenario))
            ? notTimed(results, id) : scenario + " did not run (no " + corpus.file() + " in the data folder, or "
                + "left out with --only)");
      }
      Results.Cell c = cell.get();
      if (c.status() != Status.MEASURED) {
        return status(c.status(), c.reason());
      }
      opsPerMs = c.score();
      output = c.outputBytes();
    } else {
      Results.TypeCell c = results.types.stream().filter(x -> x.type().equals(corpus.typedRow())
          && x.library().equals(id) && x.operation().equals(op.typeOperation) && x.jdk().equals(jdk))
          .findFirst().orElse(null);
      if (c == null) {
        return Figure.none(results.types.stream().anyMatch(x -> x.type().equals(corpus.typedRow()))
            ? "not in this run's type matrix"
            : "the type matrix's " + corpus.typedRow() + " did not run");
      }
      if (c.status() != Status.MEASURED) {
        return status(c.status(), c.reason());
      }
      opsPerMs = median(c.scores());
      output = c.outputBytes();
    }
    if (Double.isNaN(opsPerMs) || opsPerMs <= 0) {
      return Figure.failed("measured no throughput");
    }
    return new Figure(Double.NaN, opsPerMs, -1, op.write() ? output : -1, null, false);
  }

  /** ops/ms x bytes / 1000: bytes per millisecond are thousands of bytes per second, so this is 10^6 bytes/s. */
  public static double mbPerSecond(double opsPerMs, long bytes) {
    return opsPerMs * bytes / 1000;
  }

  /** Three significant digits, and thousands grouped. */
  public static String format(double mbPerSecond) {
    return mbPerSecond >= 100 ? String.format(Locale.ROOT, "%,.0f", mbPerSecond)
        : mbPerSecond >= 10 ? String.format(Locale.ROOT, "%.1f", mbPerSecond)
        : String.format(Locale.ROOT, "%.2f", mbPerSecond);
  }

  private static String notTimed(Results results, String id) {
    if (results.only != null) return "not timed in this run (left out with --only " + results.only + ")";
    return results.profile.libraries.isEmpty() || results.profile.libraries.contains(id)
        ? "not timed in this run"
        : "not timed by the " + results.profile.name().toLowerCase(Locale.ROOT) + " profile, which times "
            + "Peregrine and the peers of its targets (--all-libraries times every library)";
  }

  private static Figure status(Status status, String reason) {
    String why = reason == null || reason.isBlank() ? "no reason given" : reason;
    return status == Status.ERROR ? Figure.failed(why) : Figure.none(why);
  }

  private static double median(List<Double> scores) {
    double[] s = scores.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    int n = s.length;
    return n == 0 ? Double.NaN : n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
  }

  /** A library's reason for having no figure, shared by the rows it holds for. */
  private record Missing(String library, boolean error, String reason) {}

  /**
   * The table of one JDK; below it the writes whose output differs in size from the row's, and each figure that
   * is missing and why (one line per reason).
   */
  private static List<Block> table(Results results, String jdk) {
    List<Column> columns = new ArrayList<>(List.of(Tables.left("document"), Tables.left("operation"),
        Tables.right("bytes per call")));
    LIBRARIES.forEach(l -> columns.add(Tables.right(l.header())));
    List<Row> rows = new ArrayList<>();
    Map<Missing, List<String>> missing = new LinkedHashMap<>();
    List<List<Inline>> sizes = new ArrayList<>();
    for (Corpus corpus : CORPORA) {
      if (!ran(results, corpus, jdk)) {
        continue; // a corpus without its file in the data folder, or left out: the run's notes say which
      }
      for (Operation op : Operation.values()) {
        List<Figure> figures = LIBRARIES.stream().map(l -> figure(results, corpus, op, l, jdk)).toList();
        long bytes = documentBytes(results, corpus, op, jdk);
        List<Cell> cells = new ArrayList<>(List.of(Cell.text(corpus.file()), Cell.text(op.label()),
            Cell.number(bytes > 0 ? String.format(Locale.ROOT, "%,d", bytes) : "")));
        List<String> others = new ArrayList<>();
        for (int i = 0; i < LIBRARIES.size(); i++) {
          Figure f = figures.get(i);
          if (f.measured()) {
            cells.add(Cell.number(format(f.mbPerSecond())));
            if (f.outputBytes() > 0 && f.outputBytes() != bytes) {
              others.add(String.format(Locale.ROOT, "%s %,d", LIBRARIES.get(i).id(op), f.outputBytes()));
            }
          } else {
            cells.add(Cell.of(f.error() ? CellKind.ERROR : CellKind.NOT_APPLICABLE,
                Inline.text(f.error() ? "ERROR" : "n/a")));
            missing.computeIfAbsent(new Missing(LIBRARIES.get(i).id(op), f.error(), f.missing()),
                k -> new ArrayList<>()).add(corpus.file() + " " + op.label());
          }
        }
        rows.add(new Row(cells));
        if (!others.isEmpty()) {
          sizes.add(List.of(Inline.bold(corpus.file() + " " + op.label()), Inline.text(String.format(Locale.ROOT,
              " (%,d bytes): ", bytes) + String.join(", ", others))));
        }
      }
    }
    if (rows.isEmpty()) {
      return List.of();
    }
    List<Block> blocks = new ArrayList<>();
    blocks.add(new Table(columns, rows, false));
    if (!sizes.isEmpty()) {
      blocks.add(new Group(List.of(new Heading(4, "Writes of another size than the row's"),
          new BulletList(sizes))));
    }
    if (!missing.isEmpty()) {
      List<List<Inline>> items = new ArrayList<>();
      missing.forEach((why, where) -> items.add(List.of(Inline.bold(why.library()),
          Inline.text((why.error() ? " ERROR: " : ": ") + why.reason() + " — " + String.join(", ", where)))));
      blocks.add(new Group(List.of(new Heading(4, "No figure, and why"), new BulletList(items))));
    }
    return blocks;
  }

  /**
   * What the run read: the stand-ins' sizes when it used them (they are near the real files' but not equal), or
   * that the corpora are the real files.
   */
  private static String sizes(Results results) {
    Map<String, Results.CorpusSize> byFile = new LinkedHashMap<>();
    for (Results.CorpusSize s : results.corpusSizes) {
      byFile.putIfAbsent(s.file() + " " + s.bytes() + " " + s.standIn(), s);
    }
    if (byFile.isEmpty()) {
      return "";
    }
    List<Results.CorpusSize> standIns = byFile.values().stream().filter(Results.CorpusSize::standIn).toList();
    List<Results.CorpusSize> real = byFile.values().stream().filter(s -> !s.standIn()).toList();
    StringBuilder text = new StringBuilder();
    if (!standIns.isEmpty()) {
      text.append(" This run read the suite's generated stand-ins of the corpora, near the real files' sizes but "
          + "not equal to them: ").append(list(standIns)).append('.');
    }
    if (!real.isEmpty()) {
      text.append(standIns.isEmpty() ? " This run read the real corpora: " : " Columns from runs with the real "
          + "corpora read: ").append(list(real)).append('.');
    }
    return text.toString();
  }

  private static String list(List<Results.CorpusSize> sizes) {
    return sizes.stream().map(s -> String.format(Locale.ROOT, "%s %,d bytes", s.file(), s.bytes()))
        .collect(Collectors.joining(", "));
  }
}
