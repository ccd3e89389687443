package dev.peregrine.bench;

import dev.peregrine.bench.run.MergeCommand;
import dev.peregrine.bench.run.SuiteOptions;
import dev.peregrine.bench.run.SuiteRun;

/**
 * The comparison suite's entry point, as {@code ./bench} starts it: reads the command line
 * ({@link SuiteOptions}) and runs the suite ({@link SuiteRun}): checks every library in every scenario, times
 * the ones that pass with JMH (the profile's forks per pair, in turns with the other libraries' in the same
 * scenario, on every JDK asked for), then times every JSON library's first write and first read in fresh JVMs,
 * runs every library once more with {@code sun.misc.Unsafe} denied on each JDK that can deny it, and writes the
 * raw JMH JSON, cold-start.csv, report.md and report.html.
 *
 * <pre>
 * ./bench [--profile quick|full|smoke] [--jdk PATH]... [--data DIR] [--out DIR [--replace]] [--only REGEX]
 *         [--all-libraries] [--cold-start-only] [--cold-start-runs N] [--forks N]
 * ./bench --merge DIR... [--merge-anyway] [--out DIR]
 * </pre>
 *
 * Exits 0 when the report was written, whatever the peers did (ERROR and n/a are results); 2 for a command line
 * it cannot read; 1 when the suite itself fails.
 */
public final class Suite {
  private Suite() {}

  public static void main(String[] args) {
    SuiteOptions options;
    try {
      options = SuiteOptions.parse(args);
    } catch (SuiteOptions.HelpRequested e) {
      System.out.print(SuiteOptions.usage());
      System.exit(0);
      return;
    } catch (IllegalArgumentException e) {
      System.err.println("bench: " + e.getMessage());
      System.err.println("bench: ./bench --help lists the options");
      System.exit(2);
      return;
    }
    if (!options.merge().isEmpty()) {
      System.exit(MergeCommand.run(options));
      return;
    }
    System.out.println("bench: writing to " + options.out());
    try {
      new SuiteRun(options).run();
      System.out.println("bench: the report is " + options.out().resolve("report.html"));
      System.exit(0);
    } catch (Throwable t) {
      System.err.println("bench: the suite itself failed:");
      t.printStackTrace();
      System.exit(1);
    }
  }
}
