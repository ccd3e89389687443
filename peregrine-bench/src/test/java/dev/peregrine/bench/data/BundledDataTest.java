package dev.peregrine.bench.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.SharedData;
import dev.peregrine.bench.eishay.Scenario;
import dev.peregrine.bench.eishay.Scenarios;
import dev.peregrine.bench.peer.Peers;
import dev.peregrine.bench.peer.NotApplicable;
import dev.peregrine.bench.xson.XsonCase;
import dev.peregrine.bench.typematrix.TypedDocuments;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Without {@code --data} (a fresh clone, no {@code ../shared}) the suite finds every corpus and media file its
 * experiments read: its generated stand-ins, and the report says so.
 */
class BundledDataTest {

  @Test
  void theDefaultFolderHoldsEveryStandIn() throws Exception {
    Path folder = BundledData.folder();
    for (String name : StandIns.FILES) {
      assertArrayEquals(StandIns.generate(name), Files.readAllBytes(folder.resolve(name)), name);
    }
    for (String corpus : Scenarios.CORPORA) {
      assertTrue(StandIns.FILES.contains(corpus + ".json"), corpus);
    }
  }

  @Test
  void everyExperimentFindsItsDataWithoutTheSharedFolder() throws Exception {
    Path folder = BundledData.folder();
    assertEquals(List.of("ParseTreeUTF8Bytes:twitter", "WriteStringTree:twitter", "ParseTreeUTF8Bytes:citm_catalog",
        "WriteStringTree:citm_catalog", "ParseTreeUTF8Bytes:canada", "WriteStringTree:canada"),
        Scenarios.corpora(folder).stream().map(Scenario::name).toList());

    List<String> missing = new ArrayList<>();
    assertEquals(10, XsonCase.all(null, 1024, missing).size(), "XSON's ten cases without --data");
    assertTrue(missing.isEmpty(), missing::toString);

    String set = System.clearProperty(Scenarios.DATA_PROPERTY);
    try {
      assertEquals(folder, TypedDocuments.corpusFolder(), "the typed documents' default corpus folder");
    } finally {
      if (set != null) {
        System.setProperty(Scenarios.DATA_PROPERTY, set);
      }
    }
  }

  /**
   * The check the suite makes before timing a corpus scenario, for every library, on the stand-ins: every library
   * passes but json-smart, which misreads the non-ASCII text of some strings (those holding an escape too) read
   * from bytes, and Moshi, which holds twitter's 64-bit ids as doubles: they fail on the real corpora alike.
   */
  @Test
  void everyLibraryPassesTheCorpusScenariosChecksOnTheStandInsButTheKnownFailures() throws Exception {
    assertEquals(Map.of(
        "ParseTreeUTF8Bytes:citm_catalog/json-smart", "$.events.<id>.name",
        "ParseTreeUTF8Bytes:twitter/json-smart", "$.statuses[0].text",
        "ParseTreeUTF8Bytes:twitter/moshi", "$.statuses[0].id",
        "WriteStringTree:twitter/moshi", "$.statuses[0].id"), failures(BundledData.folder()));
  }

  /** With the real corpora at hand: the checks fail on the stand-ins exactly where they fail on the originals. */
  @Test
  void theCorpusChecksFailOnTheStandInsWhereTheyFailOnTheRealCorpora() throws Exception {
    Path real = SharedData.require("corpora");
    assertEquals(failures(real), failures(BundledData.folder()));
  }

  /** Scenario/library to the member path where its check found a difference (or the failure), for the corpora in dir. */
  private static Map<String, String> failures(Path dir) throws Exception {
    Map<String, String> failed = new TreeMap<>();
    for (Scenario scenario : Scenarios.corpora(dir)) {
      for (String id : Peers.ids()) {
        if (Peers.kind(id) != scenario.kind()) {
          continue;
        }
        try {
          scenario.prepare(Peers.create(id));
        } catch (NotApplicable e) {
          // a library without a tree API is n/a, as on the real corpora
        } catch (Exception | Error e) {
          Matcher at = Pattern.compile("at (\\$[^:]*):").matcher(String.valueOf(e.getMessage()));
          // citm's events are keyed by their ids, which differ from the original's
          failed.put(scenario.name() + "/" + id, at.find() ? at.group(1).replaceAll("\\.\\d+", ".<id>")
              : String.valueOf(e));
        }
      }
    }
    return failed;
  }

  @Test
  void theReportSaysWhetherTheDataIsTheRealCorporaOrStandIns(@TempDir Path dir)
      throws Exception {
    String standIns = BundledData.describe(BundledData.folder());
    assertTrue(standIns.startsWith("generated stand-ins shaped like twitter.json"), standIns);
    assertTrue(standIns.contains("simdjson/simdjson-data's jsonexamples/") && standIns.contains("--data DIR"));
    Files.writeString(dir.resolve("twitter.json"), "{}");
    String real = BundledData.describe(dir);
    assertTrue(real.startsWith("the real corpora from --data " + dir + " (twitter.json;"), real);
  }
}
