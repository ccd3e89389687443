package dev.peregrine.cbor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.peregrine.Cbor;
import dev.peregrine.CborException;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Map keys read into a tree or a map come from a table of the keys read lately (the same String each time, its
 * hash computed once), and text past ASCII from the JDK's decoder, which is strict only together with the check
 * for U+FFFD: both must give exactly what the bytes say, from a byte array and from a stream.
 */
class CborKeyStringsTest {
  private static final Cbor CBOR = Cbor.create();

  @SuppressWarnings("unchecked")
  private static Map<String, Object> both(byte[] bytes) {
    Map<String, Object> fromArray = (Map<String, Object>) CBOR.parse(bytes);
    Map<String, Object> fromStream = (Map<String, Object>) CBOR.parse(new ByteArrayInputStream(bytes));
    assertEquals(fromArray, fromStream);
    return fromArray;
  }

  @Test
  void keysOfEveryLengthAroundTheWordsReadBackAsWrittenAgainAndAgain() {
    String letters = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGH";
    for (int length = 0; length <= 40; length++) {
      String key = letters.substring(0, length);
      Map<String, Object> doc = new LinkedHashMap<>();
      doc.put(key, length);
      byte[] bytes = CBOR.write(doc);
      // The key last in the input (its bytes end the array: no word past them) and then after a padding key.
      for (int round = 0; round < 3; round++) {
        assertEquals(doc, both(bytes), key);
        Map<String, Object> padded = new LinkedHashMap<>();
        padded.put("p", "x".repeat(length));
        padded.put(key, round);
        assertEquals(padded, both(CBOR.write(padded)), key);
      }
    }
  }

  @Test
  void keysThatDifferOnlyInTheMiddleAreNeverTakenForEachOther() {
    // The same first and last words and the same length: the same slot, told apart by the bytes between.
    List<String> keys = new ArrayList<>();
    for (char c = 'a'; c <= 'e'; c++) keys.add("prefix__" + c + "__suffix");
    for (int round = 0; round < 3; round++) {
      for (String key : keys) {
        Map<String, Object> doc = Map.of(key, 1);
        assertEquals(doc, both(CBOR.write(doc)), key);
      }
    }
    Map<String, Object> all = new LinkedHashMap<>();
    for (String key : keys) all.put(key, key.length());
    assertEquals(all, both(CBOR.write(all)));
  }

  @Test
  void aKeyReadAgainIsTheSameString() {
    byte[] bytes = CBOR.write(Map.of("followers_count", 1));
    String first = both(bytes).keySet().iterator().next();
    String second = both(bytes).keySet().iterator().next();
    assertEquals("followers_count", first);
    assertSame(first, second);
  }

  @Test
  void keysPastTheTableAndPastAsciiAreReadAsText() {
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("k".repeat(33), 1);
    doc.put("k".repeat(100), 2);
    doc.put("caf\u00e9", 3);
    doc.put("\u4e2d\u6587", 4);
    doc.put("e\ud83d\ude00", 5);
    doc.put("\ufffd", 6);
    for (int round = 0; round < 2; round++) assertEquals(doc, both(CBOR.write(doc)));
  }

  @Test
  void malformedUtf8IsRefusedInTextAndKeysWhileTheTextsOwnReplacementCharIsKept() {
    // Overlong forms, surrogates, past U+10FFFF, truncated sequences, lone continuation bytes, bytes that are
    // never UTF-8: the String constructor makes each a U+FFFD, which sends the text to the strict decoder.
    String[] bad = {"c0 80", "c1 bf", "e0 80 af", "f0 80 80 af", "ed a0 80", "ed bf bf", "f4 90 80 80", "f8 88 80 80 80",
        "e4 b8", "c2", "80", "bf", "fe", "ff", "e4 b8 ad 80", "ef bf bd c3"};
    for (String b : bad) {
      int n = b.split(" ").length;
      String asText = String.format("%02x ", 0x60 + n) + b;
      String asKey = "a1 " + asText + " 01";
      String withReplacement = String.format("%02x ef bf bd ", 0x60 + n + 3) + b; // U+FFFD of its own, then the bad bytes
      for (String hex : new String[] {asText, withReplacement}) {
        assertThrows(CborException.class, () -> CBOR.read(Hex.bytes(hex), String.class), hex);
        assertThrows(CborException.class, () -> CBOR.parse(Hex.bytes(hex)), hex);
      }
      assertThrows(CborException.class, () -> CBOR.parse(Hex.bytes(asKey)), asKey);
      assertThrows(CborException.class, () -> CBOR.parse(new ByteArrayInputStream(Hex.bytes(asKey))), asKey);
    }
    assertEquals("\ufffd\u4e2d\ufffd", CBOR.read(Hex.bytes("69 ef bf bd e4 b8 ad ef bf bd"), String.class));
    assertEquals(Map.of("\ufffd", 1), both(Hex.bytes("a1 63 ef bf bd 01")));
  }
}
