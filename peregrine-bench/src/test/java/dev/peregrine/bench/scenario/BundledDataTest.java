package dev.peregrine.bench.scenario;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.SharedData;
import dev.peregrine.bench.serializers.XsonCase;
import dev.peregrine.bench.types.TypedDocuments;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The data files the suite ships: a fresh clone, without {@code ../shared}, has every corpus and media file the
 * experiments read, with the bytes its provenance note gives; and where {@code ../shared/data} is present, they
 * are its files byte for byte.
 */
class BundledDataTest {

  @Test
  void everyCorpusAndMediaFileShipsWithTheChecksumOfItsNote() throws Exception {
    List<String> expected = new ArrayList<>();
    for (String corpus : Scenarios.CORPORA) {
      expected.add(corpus + ".json");
    }
    expected.addAll(List.of("media.2.json", "media.3.json", "media.4.json"));
    assertEquals(expected, List.copyOf(BundledData.SHA256.keySet()));

    String note;
    try (InputStream in = BundledData.class.getResourceAsStream("/dev/peregrine/bench/data/SOURCE.md")) {
      note = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    Path folder = BundledData.folder();
    for (String name : expected) {
      byte[] unpacked = Files.readAllBytes(folder.resolve(name));
      assertEquals(BundledData.SHA256.get(name), BundledData.sha256(unpacked), name);
      assertTrue(note.contains("| " + name + " | " + String.format(java.util.Locale.ROOT, "%,d", unpacked.length)
          + " | " + BundledData.SHA256.get(name) + " |"), () -> "SOURCE.md lacks the row of " + name);
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

  @Test
  void theShippedFilesAreTheSharedFoldersByteForByte() throws Exception {
    Path corpora = SharedData.require("corpora");
    Path media = SharedData.require("jvm-serializers/tpc/data");
    for (String name : BundledData.SHA256.keySet()) {
      Path shared = (name.startsWith("media.") ? media : corpora).resolve(name);
      assertArrayEquals(Files.readAllBytes(shared), BundledData.read(name), name + " differs from " + shared);
    }
  }
}
