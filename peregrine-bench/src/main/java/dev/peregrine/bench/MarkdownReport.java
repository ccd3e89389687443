package dev.peregrine.bench;

import java.util.List;
import java.util.Map;

/** report.md: the same content as the HTML page, as tables a terminal or a code review can show. */
final class MarkdownReport {
  private final Results results;
  private final StringBuilder md = new StringBuilder();

  MarkdownReport(Results results) {
    this.results = results;
  }

  String render() {
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
    md.append(ReportText.METHOD).append("\n\n");

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

    libraries();
    supportMatrix();
    return md.toString();
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
          .append(" | ").append(Ranking.error(row.error())).append(" | ").append(Ranking.percent(row.percentOfBaseline()))
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
