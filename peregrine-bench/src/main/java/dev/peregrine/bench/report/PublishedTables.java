package dev.peregrine.bench.report;

import dev.peregrine.bench.published.PublishedFigures;
import dev.peregrine.bench.published.Verdicts;
import dev.peregrine.bench.published.Verdicts.Verdict;
import dev.peregrine.bench.report.ReportDocument.Align;
import dev.peregrine.bench.report.ReportDocument.Block;
import dev.peregrine.bench.report.ReportDocument.Cell;
import dev.peregrine.bench.report.ReportDocument.CellKind;
import dev.peregrine.bench.report.ReportDocument.Column;
import dev.peregrine.bench.report.ReportDocument.Details;
import dev.peregrine.bench.report.ReportDocument.Heading;
import dev.peregrine.bench.report.ReportDocument.Inline;
import dev.peregrine.bench.report.ReportDocument.Paragraph;
import dev.peregrine.bench.report.ReportDocument.ParagraphKind;
import dev.peregrine.bench.report.ReportDocument.Row;
import dev.peregrine.bench.report.ReportDocument.Section;
import dev.peregrine.bench.report.ReportDocument.Table;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An experiment's "published / this run / verdict" table: each claim the published comparison made, the figure it
 * printed (and on what it measured it), this run's, and whether the claim still holds. The page folds a long
 * table under a line that counts the verdicts; Markdown shows it whole.
 */
final class PublishedTables {
  private PublishedTables() {}

  /** Above this many claims the page folds the table. */
  static final int FOLD = 10;

  static final String METHOD = "A ratio still holds when this run's ratio, with its interval (JMH's error, or the "
      + "range of the JVMs when the libraries took turns), meets the published range on every JDK of the run; an "
      + "order still holds when the libraries this run measured come in the published order on every JDK. The "
      + "published figures were measured on other machines and JDKs, years ago: a claim that no longer holds "
      + "says what changed, not that it was wrong then.";

  /** The section of the report a table speaks to, by the section's page anchor. */
  private static final Map<String, String> AFTER_SECTION = Map.of("serializers", Verdicts.SERIALIZERS, "xson",
      Verdicts.XSON);

  /** The page anchor of {@code experiment}'s table. */
  static String anchor(String experiment) {
    return "published-" + experiment;
  }

  /**
   * An experiment's blocks with a published table right after each section it speaks to: the jvm-serializers
   * table's after that table, XSON's after the cases' support matrix.
   */
  static List<Block> insert(List<Block> experiment, List<Verdict> verdicts) {
    List<Block> out = new ArrayList<>();
    for (Block b : experiment) {
      out.add(b);
      if (b instanceof Section s && AFTER_SECTION.containsKey(s.id())) {
        out.addAll(blocks(verdicts, AFTER_SECTION.get(s.id())));
      }
    }
    return out;
  }

  /** An experiment's blocks, then its published table; nothing when the experiment did not run. */
  static List<Block> append(List<Block> experiment, List<Verdict> verdicts, String name) {
    if (experiment.isEmpty()) {
      return experiment;
    }
    List<Block> out = new ArrayList<>(experiment);
    out.addAll(blocks(verdicts, name));
    return out;
  }

  /** The table of {@code experiment}'s claims under a heading, or nothing when it has none. */
  static List<Block> blocks(List<Verdict> all, String experiment) {
    String anchor = anchor(experiment);
    List<Verdict> verdicts = Verdicts.of(all, experiment);
    if (verdicts.isEmpty()) {
      return List.of();
    }
    Set<String> sources = new LinkedHashSet<>();
    verdicts.forEach(v -> sources.add(v.source()));
    List<Block> section = new ArrayList<>();
    section.add(new Heading(3, "Published beside this run"));
    section.add(new Paragraph("What " + String.join(" and ", sources) + " published, beside this run's figure. "
        + METHOD, ParagraphKind.METHOD));
    // The claims of parts the run left out (a profile, --only) say the same thing each: they go under one line.
    List<Verdict> shown = verdicts.stream().filter(v -> !leftOut(v)).toList();
    List<Verdict> left = verdicts.stream().filter(PublishedTables::leftOut).toList();
    if (!shown.isEmpty()) {
      Table table = table(shown);
      section.add(shown.size() > FOLD ? new Details(count(shown), List.of(table)) : table);
    }
    if (!left.isEmpty()) {
      section.add(new Details(left.size() + (left.size() == 1 ? " claim" : " claims") + " of parts this run left "
          + "out, not measured", List.of(table(left))));
    }
    return List.of(new Section(anchor, section));
  }

  private static boolean leftOut(Verdict v) {
    return v.outcome() == Verdicts.Outcome.NOT_MEASURED && v.detail().contains("left out by the");
  }

  static Table table(List<Verdict> verdicts) {
    List<Column> columns = List.of(new Column("claim", Align.LEFT), new Column("published (measured on)", Align.LEFT),
        new Column("this run", Align.LEFT), new Column("verdict", Align.LEFT));
    List<Row> rows = new ArrayList<>();
    for (Verdict v : verdicts) {
      CellKind kind = switch (v.outcome()) {
        case HOLDS -> CellKind.OK;
        case NO_LONGER_HOLDS -> CellKind.CHANGED;
        case NOT_MEASURED -> CellKind.NOT_APPLICABLE;
      };
      rows.add(new Row(List.of(Cell.text(v.claim()), Cell.text(v.published() + " (" + v.measuredOn() + ")"),
          Cell.text(v.thisRun()), Cell.of(kind, Inline.text(v.text())))));
    }
    return new Table(columns, rows, false);
  }

  /** "36 claims: 12 still hold, 20 no longer hold, 4 not measured in this run". */
  static String count(List<Verdict> verdicts) {
    long holds = verdicts.stream().filter(v -> v.outcome() == Verdicts.Outcome.HOLDS).count();
    long changed = verdicts.stream().filter(v -> v.outcome() == Verdicts.Outcome.NO_LONGER_HOLDS).count();
    long missing = verdicts.size() - holds - changed;
    List<String> parts = new ArrayList<>();
    parts.add(holds + " still hold" + (holds == 1 ? "s" : ""));
    parts.add(changed + " no longer hold" + (changed == 1 ? "s" : ""));
    if (missing > 0) {
      parts.add(missing + " not measured in this run");
    }
    return verdicts.size() + (verdicts.size() == 1 ? " claim: " : " claims: ") + String.join(", ", parts);
  }

  /** The name a reader knows a source by. */
  static String source(String id) {
    return PublishedFigures.shipped().source(id).name();
  }
}
