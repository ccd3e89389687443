package dev.peregrine.bench.report;

import dev.peregrine.bench.report.ReportDocument.Align;
import dev.peregrine.bench.report.ReportDocument.Block;
import dev.peregrine.bench.report.ReportDocument.Cell;
import dev.peregrine.bench.report.ReportDocument.Column;
import dev.peregrine.bench.report.ReportDocument.Document;
import dev.peregrine.bench.report.ReportDocument.Facts;
import dev.peregrine.bench.report.ReportDocument.Heading;
import dev.peregrine.bench.report.ReportDocument.Notes;
import dev.peregrine.bench.report.ReportDocument.Paragraph;
import dev.peregrine.bench.report.ReportDocument.ParagraphKind;
import dev.peregrine.bench.report.ReportDocument.Row;
import dev.peregrine.bench.report.ReportDocument.Table;
import dev.peregrine.bench.published.Verdicts;
import dev.peregrine.bench.result.Results;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * A run's report as a {@link ReportDocument}: the opening (the run's environment and warnings), then every
 * experiment's {@link ReportSection} at its place, the table of libraries, and the sections' closing parts. Both
 * renderers write what this builds.
 */
public final class ReportBuilder {
  static final String TITLE = "Peregrine comparison suite";

  private final Results results;
  private final List<Block> blocks = new ArrayList<>();
  private final List<ReportSection> sections;

  private ReportBuilder(Results results, List<ReportSection> sections) {
    this.results = results;
    this.sections = sections;
  }

  /** The report of {@code results} with these sections, each at its place. */
  static Document build(Results results, List<ReportSection> sections) {
    return new ReportBuilder(results, sections).document();
  }

  private Document document() {
    // The first screen concludes (each experiment's outcome and the published claims' verdicts); the method
    // and the detail follow it.
    List<Verdicts.Verdict> verdicts = Verdicts.of(results);
    List<Block> first = FirstScreen.blocks(results, verdicts);
    blocks.addAll(first);
    if (!first.isEmpty()) {
      blocks.add(new Heading(2, "How this run was made"));
    }
    blocks.add(new Paragraph(ReportText.opening(results), ParagraphKind.PLAIN));
    blocks.add(new Paragraph(results.mergedRuns.isEmpty() ? ReportText.ONE_RUN : ReportText.MERGED_RUNS,
        ParagraphKind.CALLOUT));
    blocks.add(new Facts(results.environment));
    if (!results.warnings.isEmpty()) {
      blocks.add(new Notes(List.copyOf(results.warnings)));
    }
    List<ReportSection> sections = new ArrayList<>(this.sections);
    sections.sort(Comparator.comparingInt(ReportSection::place));
    for (ReportSection section : sections) {
      blocks.addAll(PublishedTables.within(section.blocks(results), section.place(), verdicts));
    }
    libraries();
    for (ReportSection section : sections) {
      blocks.addAll(section.closing(results));
    }
    return new Document(TITLE, List.copyOf(blocks));
  }

  private void libraries() {
    blocks.add(new Heading(2, "Libraries"));
    List<Row> rows = new ArrayList<>();
    for (Results.LibraryInfo l : results.libraries) {
      rows.add(new Row(List.of(Cell.text(l.id()), Cell.text(l.kind().name().toLowerCase(Locale.ROOT)),
          Cell.text(l.artifact()), Cell.text(l.version()), Cell.text(l.settings()))));
    }
    blocks.add(new Table(List.of(left("library"), left("family"), left("artifact"), left("version"),
        left("settings")), rows, false));
  }

  private static Column left(String header) {
    return new Column(header, Align.LEFT);
  }
}
