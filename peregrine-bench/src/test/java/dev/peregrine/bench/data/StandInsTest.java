package dev.peregrine.bench.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.peregrine.bench.SharedData;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The stand-ins the suite generates for the data files it may not ship: the same bytes every time, about the size
 * of the real files, with their traits; and, where {@code ../shared/data} holds the real files, with their shape
 * (the same member paths). That they bind to the typed-document classes and read as Jackson reads them is
 * {@code TypedDocumentsTest}'s and the corpus scenarios' checks', which run on them.
 */
class StandInsTest {
  private static final JsonMapper MAPPER = JsonMapper.builder().enable(JsonReadFeature.ALLOW_JAVA_COMMENTS).build();

  static Iterable<String> files() {
    return StandIns.FILES;
  }

  @ParameterizedTest
  @MethodSource("files")
  void aStandInIsTheSameBytesEveryTime(String name) {
    assertArrayEquals(StandIns.generate(name), StandIns.generate(name), name);
  }

  @ParameterizedTest
  @MethodSource("files")
  void aStandInIsWithinFifteenPercentOfTheRealFilesSize(String name) {
    long size = StandIns.generate(name).length;
    long real = StandIns.realSize(name);
    assertTrue(size >= real * 0.85 && size <= real * 1.15, () -> name + ": " + size + " bytes, the real one " + real);
  }

  @Test
  void twitterHasAHundredStatusesInCjkWithEscapesAndSurrogatePairs() throws Exception {
    byte[] bytes = StandIns.generate("twitter.json");
    String text = new String(bytes, StandardCharsets.UTF_8);
    JsonNode root = MAPPER.readTree(bytes);
    assertEquals(100, root.get("statuses").size());
    assertEquals(100, root.get("search_metadata").get("count").asInt());
    assertTrue(text.contains("\\u"), "\\u escapes");
    assertTrue(text.codePoints().anyMatch(c -> c >= 0x4E00 && c <= 0x9FFF), "CJK ideographs");
    assertTrue(text.codePoints().anyMatch(c -> c >= 0x3040 && c <= 0x30FF), "kana");
    assertTrue(text.codePoints().anyMatch(Character::isSupplementaryCodePoint), "characters outside the BMP");
    int retweets = 0;
    for (JsonNode s : root.get("statuses")) {
      retweets += s.has("retweeted_status") ? 1 : 0;
    }
    assertTrue(retweets > 50 && retweets < 95, retweets + " retweets");
  }

  @Test
  void citmHasTheCatalogueCounts() throws Exception {
    JsonNode root = MAPPER.readTree(StandIns.generate("citm_catalog.json"));
    assertEquals(184, root.get("events").size());
    assertEquals(243, root.get("performances").size());
    assertEquals(64, root.get("seatCategoryNames").size());
  }

  @Test
  void canadaIsOnePolygonOf111126Numbers() throws Exception {
    JsonNode root = MAPPER.readTree(StandIns.generate("canada.json"));
    JsonNode rings = root.get("features").get(0).get("geometry").get("coordinates");
    assertEquals(CanadaStandIn.RINGS, rings.size());
    int numbers = 0;
    for (JsonNode ring : rings) {
      assertEquals(ring.get(0), ring.get(ring.size() - 1), "a closed ring");
      for (JsonNode point : ring) {
        assertTrue(point.get(0).isDouble() && point.get(1).isDouble());
        numbers += point.size();
      }
    }
    assertEquals(111_126, numbers);
  }

  @Test
  void theMediaFilesHaveTheTraitsOfJvmSerializers() throws Exception {
    String media2 = new String(StandIns.generate("media.2.json"), StandardCharsets.UTF_8);
    JsonNode m2 = MAPPER.readTree(media2);
    assertTrue(media2.matches("(?s).*\\\\ud[89ab][0-9a-f]{2}\\\\ud[c-f][0-9a-f]{2}.*"), "an escaped surrogate pair");
    assertTrue(m2.get("media").get("title").isNull() && m2.get("media").get("bitrate").isNull());
    assertEquals(3, m2.get("images").size());
    assertEquals(32000, m2.get("images").get(0).get("width").asInt());
    assertEquals(24000, m2.get("images").get(0).get("height").asInt());
    assertEquals("FLASH", m2.get("media").get("player").asText());

    JsonNode m3 = MAPPER.readTree(StandIns.generate("media.3.json"));
    int title = m3.get("media").get("title").asText().length();
    assertTrue(title > 150 && title < 190, title + " characters");

    JsonNode m4 = MAPPER.readTree(StandIns.generate("media.4.json"));
    for (String field : new String[] {"uri", "title", "format", "copyright"}) {
      assertEquals(1, m4.get("media").get(field).asText().length(), field);
    }
  }

  /** With the real files at hand, a stand-in has the same member paths (array positions left out) as its original. */
  @ParameterizedTest
  @MethodSource("files")
  void aStandInHasTheMemberPathsOfTheRealFile(String name) throws Exception {
    Path real = name.startsWith("media.") ? SharedData.require("jvm-serializers/tpc/data").resolve(name)
        : SharedData.require("corpora").resolve(name);
    TreeSet<String> expected = paths(MAPPER.readTree(Files.readAllBytes(real)), "$", new TreeSet<>());
    TreeSet<String> actual = paths(MAPPER.readTree(StandIns.generate(name)), "$", new TreeSet<>());
    assertEquals(expected, actual, name);
  }

  private static TreeSet<String> paths(JsonNode node, String path, TreeSet<String> out) {
    out.add(path);
    if (node.isObject()) {
      for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> m = it.next();
        // citm's name tables and events are keyed by ids: one path for them all
        paths(m.getValue(), path + "." + (m.getKey().matches("\\d+") ? "<id>" : m.getKey()), out);
      }
    } else if (node.isArray()) {
      for (JsonNode e : node) {
        paths(e, path + "[]", out);
      }
    }
    return out;
  }
}
