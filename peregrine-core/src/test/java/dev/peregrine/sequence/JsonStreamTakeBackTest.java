package dev.peregrine.sequence;

import static dev.peregrine.sequence.JsonReaderTest.JSON;
import static dev.peregrine.sequence.JsonReaderTest.sameAsBytes;
import static dev.peregrine.sequence.JsonReaderTest.sameTokens;
import static dev.peregrine.sequence.JsonReaderTest.utf8;
import static dev.peregrine.sequence.JsonReaderTest.walk;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Json;
import dev.peregrine.JsonException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The stream reader's calls made at once (JsonStreamReader.atOnce): a call runs against a buffer with a
 * quarter of its 64 KB ahead, and one that runs too close to the buffer's end (a token longer than that) or
 * fails before the stream's end is taken back and made again with its tokens framed. Long strings, names,
 * numbers and whitespace runs of 15 KB to 70 KB at many alignments, whole and cut inside them, in every
 * chunking, read as on byte[]; malformed bytes right after a long token fail as on byte[].
 */
class JsonStreamTakeBackTest {
  static String longTokens(int n, int shift) {
    String s = "s".repeat(n - 3) + "\\u00e9";
    String digits = "1".repeat(Math.min(n, 900));
    return " ".repeat(shift) + "{\"" + "k".repeat(n) + "\":[\"" + s + "\"," + digits + ".5e-3,"
        + " ".repeat(n) + "true,{\"a\":\"" + "\u00e9".repeat(n / 2) + "\"}," + "\n".repeat(n) + "null]}";
  }

  @Test
  void tokensLongerThanTheRoomAheadReadAsOnByteArray() {
    for (int n : new int[] {15_000, 16_380, 16_390, 40_000, 70_000}) {
      for (int shift = 0; shift < 40; shift += 13) sameAsBytes(JSON, utf8(longTokens(n, shift)));
    }
  }

  @Test
  void cutInsideLongTokensFailsAsOnByteArray() {
    byte[] doc = utf8(longTokens(20_000, 5));
    for (int cut = 1; cut < doc.length; cut += 997) {
      byte[] part = Arrays.copyOf(doc, cut);
      List<String> expected = walk(JSON.reader(part));
      assertTrue(expected.get(expected.size() - 1).startsWith("JsonException"), expected.toString());
      for (Streams.Chunking chunking : Streams.Chunking.values()) {
        sameTokens(expected, walk(JSON.reader(chunking.over(part))), chunking + ", cut at " + cut);
      }
    }
  }

  @Test
  void malformedRightAfterALongTokenFailsAsOnByteArray() {
    for (String bad : List.of("x", "]", "\"", "1", "tru", "\u0001")) {
      String text = "{\"a\":[\"" + "v".repeat(30_000) + "\"" + bad + ",1]," + "\"b\":" + "2".repeat(500) + bad + "}";
      sameAsBytes(JSON, utf8(text));
    }
  }

  public record Holder(String title, List<Map<String, Object>> rows) {}

  @Test
  void bindingAPrettyDocumentWithLongValuesPastTheMegabyte() {
    List<Map<String, Object>> rows = new java.util.ArrayList<>();
    for (int i = 0; i < 400; i++) rows.add(Map.of("id", i, "text", "t".repeat(i * 50), "n", 1.5 * i));
    Holder h = new Holder("h", rows);
    for (Json json : List.of(JSON, Json.builder().pretty(true).build())) {
      byte[] doc = json.writeBytes(h);
      assertTrue(doc.length > 1 << 20, "a document of " + doc.length + " bytes");
      assertEquals(json.read(doc, Holder.class), json.read(Streams.Chunking.RANDOM.over(doc), Holder.class));
      byte[] bad = Arrays.copyOf(doc, doc.length - 40);
      JsonException expected = assertThrows(JsonException.class, () -> json.read(bad, Holder.class));
      JsonException actual = assertThrows(JsonException.class, () -> json.read(Streams.Chunking.ONE_BYTE.over(bad), Holder.class));
      assertEquals(expected.getMessage(), actual.getMessage());
    }
  }
}
