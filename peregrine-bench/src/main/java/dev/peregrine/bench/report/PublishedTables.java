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

  /** The experiment whose claims a report section answers, by the section's place (see {@link ReportSection}). */
  private static final Map<Integer, String> BY_PLACE = Map.of(100, Verdicts.EISHAY, 400, Verdicts.SERIALIZERS, 450,
      Verdicts.XSON, 600, Verdicts.SCALE, 700, Verdicts.DEMO);

  /** The page anchor of {@code experiment}'s table. */
  static String anchor(String experiment) {
    return "published-" + experiment;
  }

  /**
   * A section's blocks with its experiment's published table where a reader looks for it: the Eishay scenarios'
   * after their rankings (before the scenario-by-scenario detail), XSON's after the cases' support matrix (before
   * the cases), any other at the section's end. Nothing is added to a section that is empty (the run did not
   * measure it) or answers no published claim.
   */
  static List<Block> within(List<Block> section, int place, List<Verdict> verdicts) {
    String experiment = BY_PLACE.get(place);
    if (section.isEmpty() || experiment == null) {
      return section;
    }
    List<Block> table = blocks(verdicts, experiment);
    List<Block> out = new ArrayList<>(section);
    for (int i = 0; i < out.size(); i++) {
      Block b = out.get(i);
      if (b instanceof Heading h && h.level() == 2 && h.text().equals("Scenarios")) {
        out.addAll(i, table);
        return out;
      }
      if (b instanceof Section s && s.id().equals("xson")) {
        out.addAll(i + 1, table);
        return out;
      }
    }
    out.addAll(table);
    return out;
  }

  /** The table of {@code experiment}'s claims under a heading, or nothing when it has none. */
  private static List<Block> blocks(List<Verdict> all, String experiment) {
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
