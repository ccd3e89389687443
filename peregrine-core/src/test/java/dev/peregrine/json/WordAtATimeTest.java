package dev.peregrine.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.peregrine.Json;
import dev.peregrine.JsonException;
import dev.peregrine.Property;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The reader scans strings and compares property names 8 bytes at a time; these cases put every kind of
 * special byte at every offset across several words, and use names of every length around the word size,
 * so that an off-by-one in the word arithmetic shows up as a wrong value or a wrong error offset.
 */
class WordAtATimeTest {
  private static final Json JSON = Json.create();

  @Test
  void everySpecialByteAtEveryOffset() {
    String[][] specials = {{"\\\"", "\""}, {"\\\\", "\\"}, {"\\n", "\n"}, {"é", "é"}, {"😀", "😀"}, {"\\u0041", "A"}};
    for (int before = 0; before < 20; before++) {
      for (int after = 0; after < 12; after++) {
        for (String[] s : specials) {
          String text = "x".repeat(before) + s[0] + "y".repeat(after);
          String expected = "x".repeat(before) + s[1] + "y".repeat(after);
          byte[] doc = ("[\"" + text + "\"]").getBytes(StandardCharsets.UTF_8);
          assertEquals(List.of(expected), JSON.parse(doc), text);
        }
      }
    }
  }

  @Test
  void aControlByteIsReportedWhereItIs() {
    for (int before = 0; before < 20; before++) {
      byte[] doc = ("[\"" + "x".repeat(before) + "\u0001yyyyyyyy\"]").getBytes(StandardCharsets.UTF_8);
      JsonException e = assertThrows(JsonException.class, () -> JSON.parse(doc));
      assertEquals(2 + before, e.offset(), "control byte after " + before + " plain bytes");
    }
  }

  @Test
  void aStringEndingAtTheEndOfInputIsUnterminated() {
    for (int n = 0; n < 20; n++) {
      byte[] doc = ("\"" + "x".repeat(n)).getBytes(StandardCharsets.UTF_8);
      assertThrows(JsonException.class, () -> JSON.parse(doc));
    }
  }

  public record Names(
      @Property("a") int n1, @Property("abcdefg") int n7, @Property("abcdefgh") int n8,
      @Property("abcdefghi") int n9, @Property("abcdefghijklmno") int n15,
      @Property("abcdefghijklmnop") int n16, @Property("abcdefghijklmnopq") int n17) {}

  @Test
  void namesOfEveryLengthAroundTheWordSizeMatchInAndOutOfOrder() {
    Names expected = new Names(1, 7, 8, 9, 15, 16, 17);
    String inOrder = "{\"a\":1,\"abcdefg\":7,\"abcdefgh\":8,\"abcdefghi\":9,\"abcdefghijklmno\":15,"
        + "\"abcdefghijklmnop\":16,\"abcdefghijklmnopq\":17}";
    assertEquals(expected, JSON.read(inOrder, Names.class));
    String reversed = "{\"abcdefghijklmnopq\":17,\"abcdefghijklmnop\":16,\"abcdefghijklmno\":15,"
        + "\"abcdefghi\":9,\"abcdefgh\":8,\"abcdefg\":7,\"a\":1}";
    assertEquals(expected, JSON.read(reversed, Names.class));
    // Prefixes and extensions of a known name are other names, at the end of the input too.
    String near = "{\"abcdefgX\":0,\"abcdefghX\":0,\"abcdefghijklmnoX\":0,\"ab\":0,\"a\":1,\"abcdefg\":7,"
        + "\"abcdefgh\":8,\"abcdefghi\":9,\"abcdefghijklmno\":15,\"abcdefghijklmnop\":16,\"abcdefghijklmnopq\":17}";
    assertEquals(expected, JSON.read(near, Names.class));
    assertEquals(Map.of("a", 1), JSON.parse("{\"a\":1}"));
    assertThrows(JsonException.class, () -> JSON.read("{\"abcdefg", Names.class));
    assertThrows(JsonException.class, () -> JSON.read("{\"abcdefgh\"", Names.class));
  }
}
