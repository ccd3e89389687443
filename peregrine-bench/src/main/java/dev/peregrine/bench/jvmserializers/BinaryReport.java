package dev.peregrine.bench.jvmserializers;

import dev.peregrine.bench.report.ReportDocument.Align;
import dev.peregrine.bench.report.ReportDocument.Bar;
import dev.peregrine.bench.report.ReportDocument.BarTone;
import dev.peregrine.bench.report.ReportDocument.Block;
import dev.peregrine.bench.report.ReportDocument.BulletList;
import dev.peregrine.bench.report.ReportDocument.Cell;
import dev.peregrine.bench.report.ReportDocument.CellKind;
import dev.peregrine.bench.report.ReportDocument.Chart;
import dev.peregrine.bench.report.ReportDocument.ChartLegend;
import dev.peregrine.bench.report.ReportDocument.Column;
import dev.peregrine.bench.report.ReportDocument.DetailKind;
import dev.peregrine.bench.report.ReportDocument.Group;
import dev.peregrine.bench.report.ReportDocument.Heading;
import dev.peregrine.bench.report.ReportDocument.Inline;
import dev.peregrine.bench.report.ReportDocument.LegendEntry;
import dev.peregrine.bench.report.ReportDocument.Paragraph;
import dev.peregrine.bench.report.ReportDocument.ParagraphKind;
import dev.peregrine.bench.report.ReportDocument.Row;
import dev.peregrine.bench.report.ReportDocument.Section;
import dev.peregrine.bench.report.ReportDocument.Table;
import dev.peregrine.bench.report.ReportDocument.Tone;
import dev.peregrine.bench.report.Tables;
import dev.peregrine.bench.jvmserializers.BinaryResults;
import dev.peregrine.bench.jvmserializers.BinaryResults.Outcome;
import dev.peregrine.bench.result.Results;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The sections on the jvm-serializers table (fastjson2's benchmark README) and the XSON comparison's ten cases
 * (targets, support matrix, a table and two charts per case, every ERROR with its reason). Only when the run
 * measured them.
 */
public final class BinaryReport {
  private BinaryReport() {}

  /** Peregrine's configurations in the matrix, as the targets name them. */
  static final List<String> PEREGRINE = List.of("peregrine", "peregrine-cbor", "peregrine-cbor-array");

  /** The self-describing formats CBOR map mode is held against. */
  static final Set<String> SELF_DESCRIBING_PEERS = Set.of("fastjson2-jsonb", "jackson-smile", "msgpack", "hessian",
      "java-shared", "java-unshared", "jboss-river", "xson", "fory");

  /** The schema-bound formats array mode is held against. */
  static final Set<String> SCHEMA_BOUND_PEERS = Set.of("kryo-reg", "kryo-reg-refs", "protobuf",
      "fastjson2-jsonb-arrays");

  static final String TARGETS_LEGEND = "Peregrine's targets, case by case. OK: Peregrine's JSON, CBOR map mode and "
      + "CBOR array mode each write and read back the same value (with the option the case needed). Size: CBOR "
      + "map mode's bytes and +dfl (after Deflater) against the smallest OK peer among fastjson2 JSONB, Smile, "
      + "msgpack, Hessian, Java, JBoss River, XSON and Fory; array mode against Kryo registered, protobuf and JSONB "
      + "BeanToArray (met when Peregrine's is at most the peer's). Speed: Peregrine's fastest total against the "
      + "fastest peer that runs with sun.misc.Unsafe denied (this run's check on a JDK 23+; when the run had "
      + "none, against every peer, and the cell says so), and the ratio of Peregrine's total to the fastest of "
      + "all (1.00 = fastest; 2.00 = twice as slow).";

  /** Both experiments' sections: the jvm-serializers table, then the XSON cases. */
  public static List<Block> blocks(Results results) {
    List<Block> blocks = new ArrayList<>(serializerBlocks(results));
    blocks.addAll(xsonBlocks(results));
    return blocks;
  }

  /** The jvm-serializers table, when it ran. */
  public static List<Block> serializerBlocks(Results results) {
    BinaryResults binary = results.binary;
    List<Block> blocks = new ArrayList<>();
    List<BinaryResults.Row> serializers = binary.rowsOf(BinaryResults.SERIALIZERS);
    if (!serializers.isEmpty()) {
      List<Block> section = new ArrayList<>();
      section.add(new Heading(2, "The jvm-serializers table (fastjson2's benchmark README)", binary.jdk,
          DetailKind.QUALIFIER, null));
      section.add(new Paragraph("Every library of the suite on media.1 (the suite's Eishay value), sorted by total: "
          + "create is building the value (the same code for every row), ser and deser one write to and one read "
          + "from bytes (UTF-8 JSON for the JSON libraries), size the bytes, +dfl those bytes after "
          + "java.util.zip.Deflater at its default level. Positional modes (Peregrine's CBOR array mode, "
          + "fastjson2's JSONB BeanToArray) are rows of their own; Peregrine's JSON has no array mode. "
          + binary.method, ParagraphKind.METHOD));
      section.add(table(serializers, true));
      section.addAll(charts("Serializers", serializers));
      blocks.add(new Section("serializers", section));
    }
    return blocks;
  }

  /** The XSON cases, when they ran, and every ERROR of both experiments. */
  public static List<Block> xsonBlocks(Results results) {
    BinaryResults binary = results.binary;
    List<Block> blocks = new ArrayList<>();
    if (binary.cases.isEmpty()) {
      return blocks;
    }
    List<Block> xson = new ArrayList<>();
    xson.add(new Heading(2, "The XSON cases (the XSON wiki's comparison)", binary.jdk, DetailKind.QUALIFIER, null));
    xson.add(new Paragraph("The XSON comparison's ten cases, every configuration of the suite's libraries with "
        + "the variants "
        + "the published comparisons name. write: OK or ERROR; read: OK, ERROR (an exception, or a value read "
        + "back that is not "
        + "the one written: \"wrong value\"), or UNKNOW when the write failed; n/a when the library cannot take "
        + "part (the reason is given). A cell names the option the case needed. Times in ns per operation. "
        + binary.method, ParagraphKind.METHOD));
    xson.add(new Heading(3, "Peregrine against its targets"));
    xson.add(new Paragraph(TARGETS_LEGEND, ParagraphKind.METHOD));
    xson.add(targets(results));
    xson.add(new Heading(3, "Support matrix"));
    xson.add(matrix(binary));
    blocks.add(new Section("xson", xson));
    for (BinaryResults.CaseInfo c : binary.cases) {
      List<BinaryResults.Row> rows = binary.rowsOf(c.name());
      List<Block> section = new ArrayList<>();
      section.add(new Heading(3, "Case " + c.number() + ": " + c.name(), c.description(), DetailKind.DESCRIPTION,
          null));
      section.add(table(rows, false));
      section.addAll(charts(c.name(), rows));
      blocks.add(new Section("xson-" + Tables.anchor(c.name()), section));
    }
    List<List<Inline>> errors = new ArrayList<>();
    for (BinaryResults.Row r : binary.rows) {
      if (r.write() == Outcome.ERROR || r.read() == Outcome.ERROR) {
        errors.add(List.of(Inline.bold(r.experiment() + " · " + r.configuration()),
            Inline.text(" " + verdict(r) + (r.option().isEmpty() ? "" : " (" + r.option() + ")") + ": "
                + r.reason())));
      }
    }
    if (!errors.isEmpty()) {
      blocks.add(new Group(List.of(new Heading(3, "Every ERROR, and why"), new BulletList(errors))));
    }
    return blocks;
  }

  /** "write ERROR" or "read ERROR". */
  private static String verdict(BinaryResults.Row r) {
    return r.write() == Outcome.ERROR ? "write ERROR" : "read ERROR";
  }

  private static Table table(List<BinaryResults.Row> rows, boolean create) {
    List<Column> columns = new ArrayList<>(List.of(left(create ? "library" : "configuration"), left("family")));
    if (create) {
      columns.add(right("create"));
    }
    columns.addAll(List.of(right("ser"), right("deser"), right("total"), right("total range"), right("size"),
        right("+dfl")));
    if (!create) {
      columns.addAll(List.of(new Column("write", Align.CENTER), new Column("read", Align.CENTER)));
    }
    columns.add(left(create ? "reason" : "option / reason"));
    List<Row> out = new ArrayList<>();
    for (BinaryResults.Row r : sorted(rows)) {
      List<Cell> cells = new ArrayList<>(List.of(Cell.text(r.configuration()), Cell.text(r.family())));
      if (r.timed()) {
        if (create) {
          cells.add(Cell.number(ns(r.createNs())));
        }
        cells.addAll(List.of(Cell.number(ns(r.serNs())), Cell.number(ns(r.deserNs())), Cell.number(ns(r.totalNs())),
            Cell.number(ns(r.totalLow()) + " – " + ns(r.totalHigh())), Cell.number(bytes(r.size())),
            Cell.number(bytes(r.deflated()))));
      } else {
        int blanks = create ? 7 : 6;
        for (int i = 0; i < blanks; i++) {
          cells.add(Cell.text(""));
        }
      }
      if (!create) {
        cells.add(outcome(r.write()));
        cells.add(outcome(r.read()));
      }
      String note = r.timed() ? r.option() : (r.option().isEmpty() ? "" : r.option() + ": ") + r.reason();
      cells.add(Cell.text(create && !r.timed() ? verdict(r) + ": " + r.reason() : note));
      Tone tone = !r.timed() ? (r.write() == Outcome.NOT_APPLICABLE ? Tone.NOT_APPLICABLE : Tone.ERROR)
          : PEREGRINE.stream().anyMatch(p -> r.configuration().startsWith(p)) ? Tone.OURS : Tone.NONE;
      out.add(new Row(cells, tone));
    }
    return new Table(columns, out, false);
  }

  /** Timed rows by total, fastest first; then the others in their order. */
  private static List<BinaryResults.Row> sorted(List<BinaryResults.Row> rows) {
    List<BinaryResults.Row> sorted = new ArrayList<>(rows.stream().filter(BinaryResults.Row::timed)
        .sorted(Comparator.comparingDouble(BinaryResults.Row::totalNs)).toList());
    rows.stream().filter(r -> !r.timed()).forEach(sorted::add);
    return sorted;
  }

  private static Cell outcome(Outcome o) {
    return switch (o) {
      case OK -> Cell.of(CellKind.OK, Inline.text("OK"));
      case ERROR -> Cell.of(CellKind.ERROR, Inline.flag("ERROR"));
      case UNKNOW -> Cell.of(CellKind.OTHER, Inline.text("UNKNOW"));
      case NOT_APPLICABLE -> Cell.of(CellKind.NOT_APPLICABLE, Inline.text("n/a"));
    };
  }

  /** Total time and size per configuration, fastest and smallest first. */
  private static List<Block> charts(String name, List<BinaryResults.Row> rows) {
    List<BinaryResults.Row> timed = sorted(rows).stream().filter(BinaryResults.Row::timed).toList();
    if (timed.isEmpty()) {
      return List.of();
    }
    List<Bar> time = new ArrayList<>();
    double maxTime = 0;
    for (BinaryResults.Row r : timed) {
      maxTime = Math.max(maxTime, r.totalHigh());
      time.add(new Bar(r.configuration(), r.totalNs(), r.totalLow(), r.totalHigh(), tone(r.configuration()),
          r.configuration() + ": total " + ns(r.totalNs()) + " ns (ser " + ns(r.serNs()) + ", deser "
              + ns(r.deserNs()) + "), rounds " + ns(r.totalLow()) + " – " + ns(r.totalHigh()),
          ns(r.totalNs()) + " ns"));
    }
    List<Bar> size = new ArrayList<>();
    double maxSize = 0;
    for (BinaryResults.Row r : timed.stream().sorted(Comparator.comparingInt(BinaryResults.Row::size)).toList()) {
      maxSize = Math.max(maxSize, r.size());
      size.add(new Bar(r.configuration(), r.size(), Double.NaN, Double.NaN, tone(r.configuration()),
          r.configuration() + ": " + bytes(r.size()) + " bytes, " + bytes(r.deflated()) + " after Deflater",
          bytes(r.size()) + " B"));
    }
    ChartLegend legend = new ChartLegend(List.of(new LegendEntry(BarTone.OURS, "Peregrine"),
        new LegendEntry(BarTone.BASELINE, "Jackson and fastjson2"), new LegendEntry(BarTone.OTHER, "the others")),
        "range of the rounds");
    return List.of(new Chart(name + " total ns per configuration", maxTime, time).unit("ns, serialise + deserialise")
            .legend(legend),
        new Chart(name + " size in bytes per configuration", maxSize, size).unit("bytes").legend(legend));
  }

  private static BarTone tone(String configuration) {
    return configuration.startsWith("peregrine") ? BarTone.OURS
        : configuration.startsWith("jackson") || configuration.startsWith("fastjson2") ? BarTone.BASELINE
        : BarTone.OTHER;
  }

  /** Configurations down, cases across: "OK", "OK / ERROR", "ERROR / UNKNOW", "n/a", and the option. */
  private static Table matrix(BinaryResults binary) {
    List<Column> columns = new ArrayList<>(List.of(left("configuration")));
    binary.cases.forEach(c -> columns.add(new Column(c.number() + " " + c.name(), Align.CENTER)));
    List<String> configurations = binary.rows.stream().filter(r -> !r.experiment().equals(BinaryResults.SERIALIZERS))
        .map(BinaryResults.Row::configuration).distinct().toList();
    List<Row> rows = new ArrayList<>();
    for (String conf : configurations) {
      List<Cell> cells = new ArrayList<>(List.of(Cell.text(conf)));
      for (BinaryResults.CaseInfo c : binary.cases) {
        Optional<BinaryResults.Row> row = binary.rowsOf(c.name()).stream()
            .filter(r -> r.configuration().equals(conf)).findFirst();
        if (row.isEmpty()) {
          cells.add(Cell.text(""));
          continue;
        }
        BinaryResults.Row r = row.get();
        String option = r.option().isEmpty() ? "" : " (" + r.option() + ")";
        if (r.write() == Outcome.NOT_APPLICABLE) {
          cells.add(Cell.of(CellKind.NOT_APPLICABLE, Inline.text("n/a")));
        } else if (r.write() == Outcome.OK && r.read() == Outcome.OK) {
          cells.add(Cell.of(CellKind.OK, Inline.text("OK" + option)));
        } else {
          cells.add(Cell.of(CellKind.ERROR, Inline.flag(r.write() + " / " + r.read()), Inline.text(option)));
        }
      }
      rows.add(new Row(cells, PEREGRINE.contains(conf) ? Tone.OURS : Tone.NONE));
    }
    return new Table(columns, rows, true);
  }

  private static Table targets(Results results) {
    BinaryResults binary = results.binary;
    List<Row> rows = new ArrayList<>();
    boolean unsafeChecked = !results.noUnsafe.isEmpty();
    for (BinaryResults.CaseInfo c : binary.cases) {
      List<BinaryResults.Row> rows0 = binary.rowsOf(c.name());
      List<String> failing = new ArrayList<>();
      for (String p : PEREGRINE) {
        rows0.stream().filter(r -> r.configuration().equals(p) && !r.timed()).findFirst()
            .ifPresent(r -> failing.add(p));
      }
      Cell ok = failing.isEmpty() ? Cell.text("yes")
          : Cell.of(CellKind.TEXT, Inline.strong("no"), Inline.text(": " + String.join(", ", failing)));
      Cell self = sizeCheck(rows0, "peregrine-cbor", SELF_DESCRIBING_PEERS);
      Cell schema = sizeCheck(rows0, "peregrine-cbor-array", SCHEMA_BOUND_PEERS);
      rows.add(new Row(List.of(Cell.text(c.number() + " " + c.name()), ok, self, schema,
          speedCheck(results, rows0, unsafeChecked), ratioToFastest(rows0))));
    }
    return new Table(List.of(left("case"), left("Peregrine OK (JSON, CBOR map, CBOR array)"),
        left("size, CBOR map vs self-describing"), left("size, CBOR array vs schema-bound"),
        left("fastest total without Unsafe"), right("Peregrine / fastest")), rows, false);
  }

  private static Cell sizeCheck(List<BinaryResults.Row> rows, String ours, Set<String> peers) {
    Optional<BinaryResults.Row> mine = rows.stream().filter(r -> r.configuration().equals(ours)).findFirst();
    Optional<BinaryResults.Row> size = rows.stream().filter(r -> peers.contains(r.configuration()))
        .filter(r -> r.write() == Outcome.OK && r.read() == Outcome.OK)
        .min(Comparator.comparingInt(BinaryResults.Row::size));
    Optional<BinaryResults.Row> dfl = rows.stream().filter(r -> peers.contains(r.configuration()))
        .filter(r -> r.write() == Outcome.OK && r.read() == Outcome.OK)
        .min(Comparator.comparingInt(BinaryResults.Row::deflated));
    if (mine.isEmpty() || size.isEmpty()) {
      return Cell.text(mine.isEmpty() ? "not run" : "no peer OK");
    }
    BinaryResults.Row m = mine.get();
    if (m.write() != Outcome.OK || m.read() != Outcome.OK) {
      return Cell.of(CellKind.TEXT, Inline.strong("no"), Inline.text(": " + ours + " not OK"));
    }
    boolean met = m.size() <= size.get().size() && m.deflated() <= dfl.get().deflated();
    String text = ": " + bytes(m.size()) + " / " + bytes(m.deflated()) + " dfl, against " + size.get().configuration()
        + " " + bytes(size.get().size()) + (dfl.get() == size.get() ? " / " + bytes(dfl.get().deflated())
        : ", " + dfl.get().configuration() + " " + bytes(dfl.get().deflated())) + " dfl";
    return met ? Cell.text("yes" + text) : Cell.of(CellKind.TEXT, Inline.strong("no"), Inline.text(text));
  }

  private static Cell speedCheck(Results results, List<BinaryResults.Row> rows, boolean unsafeChecked) {
    Optional<BinaryResults.Row> ours = rows.stream().filter(r -> PEREGRINE.contains(r.configuration()))
        .filter(BinaryResults.Row::timed).min(Comparator.comparingDouble(BinaryResults.Row::totalNs));
    Optional<BinaryResults.Row> peer = rows.stream().filter(r -> !PEREGRINE.contains(r.configuration()))
        .filter(BinaryResults.Row::timed)
        .filter(r -> !unsafeChecked || runsWithoutUnsafe(results, r.library()))
        .min(Comparator.comparingDouble(BinaryResults.Row::totalNs));
    if (ours.isEmpty()) {
      return Cell.of(CellKind.TEXT, Inline.strong("no"), Inline.text(": no Peregrine configuration OK"));
    }
    if (peer.isEmpty()) {
      return Cell.text("yes: no peer OK");
    }
    boolean met = ours.get().totalNs() <= peer.get().totalNs();
    String text = ": " + ours.get().configuration() + " " + ns(ours.get().totalNs()) + " ns against "
        + peer.get().configuration() + " " + ns(peer.get().totalNs()) + " ns"
        + (unsafeChecked ? "" : " (Unsafe not checked in this run: every peer)");
    return met ? Cell.text("yes" + text) : Cell.of(CellKind.TEXT, Inline.strong("no"), Inline.text(text));
  }

  /** True when some run of this library with Unsafe denied passed its check. */
  private static boolean runsWithoutUnsafe(Results results, String library) {
    return results.noUnsafe.stream().anyMatch(r -> r.library().equals(library) && r.runs());
  }

  private static Cell ratioToFastest(List<BinaryResults.Row> rows) {
    Optional<BinaryResults.Row> ours = rows.stream().filter(r -> PEREGRINE.contains(r.configuration()))
        .filter(BinaryResults.Row::timed).min(Comparator.comparingDouble(BinaryResults.Row::totalNs));
    Optional<BinaryResults.Row> fastest = rows.stream().filter(BinaryResults.Row::timed)
        .min(Comparator.comparingDouble(BinaryResults.Row::totalNs));
    if (ours.isEmpty() || fastest.isEmpty()) {
      return Cell.text("");
    }
    return Cell.number(String.format(Locale.ROOT, "%.2f", ours.get().totalNs() / fastest.get().totalNs())
        + " (" + fastest.get().configuration() + ")");
  }

  static String ns(double ns) {
    return String.format(Locale.ROOT, "%,.0f", ns);
  }

  static String bytes(int bytes) {
    return String.format(Locale.ROOT, "%,d", bytes);
  }

  private static Column left(String header) {
    return new Column(header, Align.LEFT);
  }

  private static Column right(String header) {
    return new Column(header, Align.RIGHT);
  }
}
