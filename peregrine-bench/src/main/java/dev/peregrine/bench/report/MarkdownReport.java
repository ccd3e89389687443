package dev.peregrine.bench.report;

import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.result.TrimmedStats;
import java.util.List;
import java.util.Map;

/** report.md: the same content as the HTML page, as tables a terminal or a code review can show. */
public final class MarkdownReport {
  private final Results results;
  private final StringBuilder md = new StringBuilder();

  public MarkdownReport(Results results) {
    this.results = results;
  }

  public String render() {
    md.append("# Peregrine comparison suite: report\n\n");
    md.append("> ").append(ReportText.ONE_RUN).append("\n\n");
    md.append("| | |\n|---|---|\n");
    results.environment.forEach((k, v) -> md.append("| ").append(k).append(" | ").append(cell(v)).append(" |\n"));
    md.append('\n');
    for (String w : results.warnings) {
      md.append("- **Note:** ").append(w).append('\n');
    }
    if (!results.warnings.isEmpty()) {
      md.append('\n');
    }
    if (!results.scenarios.isEmpty()) {
      md.append(ReportText.METHOD).append("\n\n");
    }

    if (!results.scenarios.isEmpty()) {
      targets();
      throughput();
    }
    coldStart();
    noUnsafe();
    libraries();
    if (!results.scenarios.isEmpty()) {
      supportMatrix();
    }
    return md.toString();
  }

  private void throughput() {
    md.append("## Rankings\n\n");
    for (Results.Jdk jdk : results.jdks) {
      if (results.jdks.size() > 1) {
        md.append("### ").append(jdk.label()).append("\n\n");
      }
      md.append("| scenario | ranking (fastest first) |\n|---|---|\n");
      for (Results.ScenarioInfo s : results.scenarios) {
        md.append("| ").append(s.name()).append(" | ").append(new Ranking(results, s, jdk.label()).line())
            .append(" |\n");
      }
      md.append('\n');
    }

    md.append("## Scenarios\n\n");
    for (Results.ScenarioInfo s : results.scenarios) {
      md.append("### ").append(s.name()).append(": ").append(s.description()).append("\n\n");
      for (Results.Jdk jdk : results.jdks) {
        scenarioTable(new Ranking(results, s, jdk.label()), results.jdks.size() > 1);
      }
    }

    if (results.jdks.size() > 1) {
      md.append("## Library x JDK\n\n");
      md.append("Throughput in ops/ms, and in parentheses the percentage of the baseline on the same JDK, "
          + "as seed 000 tabulates it.\n\n");
      for (Results.ScenarioInfo s : results.scenarios) {
        libraryByJdk(s);
      }
    }
  }

  private void targets() {
    md.append("## Peregrine against its targets\n\n").append(Targets.LEGEND).append("\n\n");
    for (Results.Jdk jdk : results.jdks) {
      List<Targets.Check> checks = Targets.of(results, jdk.label());
      if (checks.isEmpty()) {
        continue;
      }
      if (results.jdks.size() > 1) {
        md.append("### ").append(jdk.label()).append("\n\n");
      }
      md.append("| scenario | Peregrine | against | measure | ratio | fork by fork | target | met |\n"
          + "|---|---|---|---|--:|--:|--:|:-:|\n");
      for (Targets.Check c : checks) {
        md.append("| ").append(c.scenario()).append(" | ").append(c.subject()).append(" | ").append(c.peer())
            .append(" | ").append(c.what()).append(" | ").append(Targets.ratio(c.ratio())).append(" | ")
            .append(c.range()).append(" | ").append(Targets.target(c)).append(" | ")
            .append(c.met() ? "yes" : "**no**").append(" |\n");
      }
      md.append('\n');
    }
  }

  private void coldStart() {
    if (results.coldStart.isEmpty()) {
      return;
    }
    md.append("## Cold start: first write and first read in a fresh JVM\n\n");
    md.append(ReportText.COLD_START).append("\n\n");
    boolean labelJdk = results.jdks.size() > 1;
    for (Results.Jdk jdk : results.jdks) {
      for (String direction : ColdStartTable.DIRECTIONS) {
        ColdStartTable t = new ColdStartTable(results, direction, jdk.label());
        if (t.isEmpty()) {
          continue;
        }
        md.append("### ").append(t.title()).append(labelJdk ? " (" + jdk.label() + ")" : "").append("\n\n");
        coldStartTable(t);
      }
    }
  }

  void coldStartTable(ColdStartTable t) {
    md.append("Ranking (cheapest first): ").append(t.line()).append("\n\n");
    md.append("| # | library | mean | median | spread of the kept (sd) | kept | % of ").append(ColdStartTable.BASELINE)
        .append(" | JVM wall |\n|--:|---|--:|--:|--:|--:|--:|--:|\n");
    int rank = 0;
    for (ColdStartTable.Row row : t.measured) {
      TrimmedStats.Summary s = row.stats();
      md.append("| ").append(++rank).append(" | ").append(row.library()).append(" | ")
          .append(ColdStartTable.ms(s.mean())).append(" | ").append(ColdStartTable.ms(s.median())).append(" | ")
          .append(ColdStartTable.spread(s)).append(" | ").append(ColdStartTable.kept(s)).append(" | ")
          .append(ColdStartTable.percent(row.percentOfBaseline())).append(" | ")
          .append(ColdStartTable.ms(row.wallMedian())).append(" |\n");
    }
    for (ColdStartTable.Row row : t.missing) {
      md.append("| – | ").append(row.library()).append(" | **").append(Ranking.status(row.status()))
          .append("** | | | | | ").append(cell(row.reason())).append(" |\n");
    }
    if (t.emptyJvm != null) {
      md.append("| | *empty JVM* | | | | ").append(ColdStartTable.kept(t.emptyJvm)).append(" | | ")
          .append(ColdStartTable.ms(t.emptyJvm.median())).append(" |\n");
    }
    md.append('\n');
  }

  private void noUnsafe() {
    if (results.noUnsafe.isEmpty()) {
      return;
    }
    List<Results.Jdk> jdks = ReportText.noUnsafeJdks(results);
    md.append("## With sun.misc.Unsafe denied\n\n").append(ReportText.NO_UNSAFE).append("\n\n| library |");
    jdks.forEach(j -> md.append(' ').append(j.label()).append(" |"));
    md.append("\n|---|");
    jdks.forEach(j -> md.append("---|"));
    md.append('\n');
    for (String library : ReportText.noUnsafeLibraries(results)) {
      md.append("| ").append(library).append(" |");
      for (Results.Jdk j : jdks) {
        Results.NoUnsafeRun r = ReportText.noUnsafeRun(results, library, j.label());
        md.append(' ').append(r != null && !r.runs() ? "**fails** " + cell(ReportText.noUnsafeFailure(r))
            : ReportText.noUnsafeCell(r)).append(" |");
      }
      md.append('\n');
    }
    md.append('\n');
  }

  private void scenarioTable(Ranking r, boolean labelJdk) {
    if (labelJdk) {
      md.append("**").append(r.jdk).append("**\n\n");
    }
    md.append("Ranking: ").append(r.line()).append("\n\n");
    boolean sizes = r.hasSizes();
    md.append("| # | library | ops/ms | error | % of ").append(r.baselineLabel).append(" |")
        .append(sizes ? " output bytes |" : "").append(" remarks |\n");
    md.append("|--:|---|--:|--:|--:|").append(sizes ? "--:|" : "").append("---|\n");
    int rank = 0;
    for (Ranking.Row row : r.measured) {
      md.append("| ").append(++rank).append(" | ").append(row.label()).append(" | ").append(Ranking.score(row.score()))
          .append(" | ").append(Ranking.error(row.error())).append(" | ")
          .append(Ranking.percent(row.percentOfBaseline()))
          .append(" |");
      if (sizes) {
        md.append(' ').append(row.outputBytes() >= 0 ? String.valueOf(row.outputBytes()) : "").append(" |");
      }
      md.append(' ').append(cell(ReportText.remarks(row))).append(" |\n");
    }
    for (Ranking.Row row : r.missing) {
      md.append("| – | ").append(row.label()).append(" | **").append(Ranking.status(row.status())).append("** | | |")
          .append(sizes ? " |" : "").append(' ').append(cell(row.reason())).append(" |\n");
    }
    md.append('\n');
  }

  private void libraryByJdk(Results.ScenarioInfo s) {
    List<Results.LibraryInfo> libs = results.librariesOf(s.kind());
    md.append("### ").append(s.name()).append("\n\n| JDK |");
    libs.forEach(l -> md.append(' ').append(l.id()).append(" |"));
    md.append("\n|---|");
    libs.forEach(l -> md.append("--:|"));
    md.append('\n');
    for (Results.Jdk jdk : results.jdks) {
      Ranking r = new Ranking(results, s, jdk.label());
      md.append("| ").append(jdk.version()).append(" |");
      for (Results.LibraryInfo l : libs) {
        md.append(' ').append(ReportText.jdkCell(r, l.id())).append(" |");
      }
      md.append('\n');
    }
    md.append('\n');
    for (Results.Jdk jdk : results.jdks) {
      md.append("- ").append(jdk.version()).append(": ").append(new Ranking(results, s, jdk.label()).line())
          .append('\n');
    }
    md.append('\n');
  }

  private void libraries() {
    md.append("## Libraries\n\n| library | family | artifact | version | settings |\n|---|---|---|---|---|\n");
    for (Results.LibraryInfo l : results.libraries) {
      md.append("| ").append(l.id()).append(" | ").append(l.kind().name().toLowerCase()).append(" | ")
          .append(l.artifact()).append(" | ").append(l.version()).append(" | ").append(cell(l.settings()))
          .append(" |\n");
    }
    md.append('\n');
  }

  private void supportMatrix() {
    md.append("## What ran\n\n");
    md.append(ReportText.MATRIX_LEGEND).append("\n\n| library |");
    results.scenarios.forEach(s -> md.append(' ').append(s.name()).append(" |"));
    md.append("\n|---|");
    results.scenarios.forEach(s -> md.append(":-:|"));
    md.append('\n');
    for (Results.LibraryInfo l : results.libraries) {
      md.append("| ").append(l.id()).append(" |");
      for (Results.ScenarioInfo s : results.scenarios) {
        md.append(' ').append(ReportText.matrixCell(results, s, l)).append(" |");
      }
      md.append('\n');
    }
    md.append('\n');
    Map<String, List<String>> reasons = ReportText.notMeasured(results);
    if (!reasons.isEmpty()) {
      md.append("### Not measured, and why\n\n");
      reasons.forEach((k, v) -> md.append("- ").append(k).append(" — ").append(String.join(", ", v)).append('\n'));
      md.append('\n');
    }
  }

  static String cell(String text) {
    return text == null ? "" : text.replace("|", "\\|").replace("\n", " ");
  }
}
