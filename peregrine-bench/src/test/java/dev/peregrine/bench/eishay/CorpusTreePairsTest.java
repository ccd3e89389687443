package dev.peregrine.bench.eishay;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.run.SuiteOptions;
import org.junit.jupiter.api.Test;

/**
 * The quick profile times Peregrine and the peers of its targets, and on the corpora's tree scenarios the
 * throughput table's columns too (dsl-json), so that the default report's table has every column.
 */
class CorpusTreePairsTest {
  @Test
  void theQuickProfileTimesDslJsonOnTheCorporasTreesOnly() {
    SuiteOptions quick = SuiteOptions.parse(new String[] {});
    assertTrue(EishayExperiment.times(quick, "ParseTreeUTF8Bytes:twitter", "dsl-json"));
    assertTrue(EishayExperiment.times(quick, "WriteStringTree:canada", "dsl-json"));
    assertFalse(EishayExperiment.times(quick, "ParseString", "dsl-json"));
    assertFalse(EishayExperiment.times(quick, "ParseTreeUTF8Bytes:twitter", "gson"));
    assertTrue(EishayExperiment.times(quick, "ParseString", "fastjson2"));
    SuiteOptions all = SuiteOptions.parse(new String[] {"--all-libraries"});
    assertTrue(EishayExperiment.times(all, "ParseString", "gson"));
  }
}
