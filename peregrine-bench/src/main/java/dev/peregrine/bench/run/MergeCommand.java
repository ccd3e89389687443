package dev.peregrine.bench.run;

import dev.peregrine.bench.report.HtmlReport;
import dev.peregrine.bench.report.MarkdownReport;
import dev.peregrine.bench.result.ResultsJson;
import dev.peregrine.bench.result.ResultsJson.ResultsFile;
import dev.peregrine.bench.result.RunMerge;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code ./bench --merge DIR...}: reads the results.json of each run's folder, merges them ({@link RunMerge})
 * and writes report.md, report.html and the merged results.json to {@code --out}. Nothing is run.
 */
public final class MergeCommand {
  private MergeCommand() {}

  /** Merges and writes; the exit code: 0 written, 2 refused or unreadable (the message says why). */
  public static int run(SuiteOptions options) {
    List<RunMerge.Source> sources = new ArrayList<>();
    ResultsFile merged;
    try {
      for (Path run : options.merge()) {
        Path file = Files.isDirectory(run) ? run.resolve(ResultsJson.FILE_NAME) : run;
        sources.add(new RunMerge.Source(run.toString(), ResultsJson.read(file)));
      }
      merged = RunMerge.merge(sources, options.mergeAnyway());
    } catch (IllegalArgumentException | IOException e) {
      System.err.println("bench: cannot merge: " + e.getMessage());
      return 2;
    }
    Path out = options.out();
    try {
      OutputFolder.prepare(out, options.logs());
      write(merged, out);
    } catch (IOException e) {
      System.err.println("bench: cannot write " + out + ": " + e.getMessage());
      return 1;
    }
    System.out.println("Merged " + merged.merged().size() + " runs (" + merged.results().jdks.size()
        + " columns: " + String.join(", ", merged.results().jdks.stream().map(j -> j.label()).toList())
        + "); wrote " + out.resolve("report.md") + ", " + out.resolve("report.html") + ", "
        + out.resolve(ResultsJson.FILE_NAME) + ".");
    return 0;
  }

  static void write(ResultsFile merged, Path out) throws IOException {
    Files.writeString(out.resolve("report.md"), new MarkdownReport(merged.results()).render(),
        StandardCharsets.UTF_8);
    Files.writeString(out.resolve("report.html"), new HtmlReport(merged.results()).render(),
        StandardCharsets.UTF_8);
    ResultsJson.write(out.resolve(ResultsJson.FILE_NAME), merged);
  }
}
