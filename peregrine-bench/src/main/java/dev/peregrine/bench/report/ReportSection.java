package dev.peregrine.bench.report;

import dev.peregrine.bench.report.ReportDocument.Block;
import dev.peregrine.bench.result.Results;
import java.util.List;
import java.util.function.Function;

/**
 * One experiment's part of the report, rendered from a run's {@link Results} alone (it never asks a runner):
 * nothing when the run did not measure it, so that other runs' reports stay as they were.
 *
 * <p>{@link #place} orders the sections on the page, which is not the order the experiments run in (the streaming
 * JVMs run last but read best after cold start): 100 the Eishay scenarios, 200 cold start, 300 streaming, 400 the
 * jvm-serializers table, 450 XSON's cases, 500 the type matrix, 550 the throughput table in MB/s (a view of the
 * corpus scenarios and the typed documents), 600 JsonPerformanceVS, 700 the blog's DemoResponse test, 800 the
 * service, 900 Unsafe denied; the table of libraries follows them all, then each section's {@link #closing} part.
 */
public interface ReportSection {

  /** Where the section stands on the page: lower first (see above). */
  int place();

  /** Its blocks: headings, method paragraphs, tables, charts. */
  List<Block> blocks(Results results);

  /** What it puts after the table of libraries (the Eishay scenarios' "What ran"); nothing by default. */
  default List<Block> closing(Results results) {
    return List.of();
  }

  /** A section of {@code blocks} at {@code place}, with nothing after the table of libraries. */
  static ReportSection of(int place, Function<Results, List<Block>> blocks) {
    return new ReportSection() {
      @Override
      public int place() {
        return place;
      }

      @Override
      public List<Block> blocks(Results results) {
        return blocks.apply(results);
      }
    };
  }
}
