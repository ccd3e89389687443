package dev.peregrine.json;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
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
 * The reader scans strings and compares property names 8 bytes at a time, and the writer copies strings 8
 * chars at a time; these cases put every kind of special byte or char at every offset across several words,
 * and use names of every length around the word size, so that an off-by-one in the word arithmetic shows up
 * as a wrong value, wrong output or a wrong error offset.
 */
class WordAtATimeTest {
  private static final Json JSON = Json.create();

  @Test
  void everySpecialByteAtEveryOffset() {
    String[][] specials = {{"\\\"", "\""}, {"\\\\", "\\"}, {"\\n", "\n"}, {"é", "é"}, {"😀", "😀"}, {"\\u0041", "A"}};
    for (int before = 0; before < 48; before++) { // past the reader's first 32 bytes, into its counted loop
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
    for (int before = 0; before < 48; before++) {
      byte[] doc = ("[\"" + "x".repeat(before) + "\u0001yyyyyyyy\"]").getBytes(StandardCharsets.UTF_8);
      JsonException e = assertThrows(JsonException.class, () -> JSON.parse(doc));
      assertEquals(2 + before, e.offset(), "control byte after " + before + " plain bytes");
    }
  }

  @Test
  void aStringEndingAtTheEndOfInputIsUnterminated() {
    for (int n = 0; n < 48; n++) {
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

  // Chars the writer must escape or encode, and their neighbours that it must copy as they are. U+0122,
  // U+0141 and U+015C have a quote, an 'A' and a backslash as their low byte: a word built from low bytes
  // alone would pass them as those. A question mark is what the JDK's UTF-8 encoder writes for a lone
  // surrogate.
  private static final char[] AWKWARD = {
      '"', '\\', '\n', '\u0001', '\u001f', ' ', '!', '#', '?', '[', ']', '\u007f', '\u0080', '\u00e9', '\u00ff',
      '\u0122', '\u0141', '\u015c', '\u4e2d', '\ud800', '\udfff'};

  @Test
  void everyAwkwardCharAtEveryOffsetIsWrittenAsAPlainEncoderWritesIt() {
    String letters = "abcdefghijklmnopqrstuvwxyz0123456789ABCD".repeat(2);
    for (int length = 1; length <= 80; length++) { // past the writer's 64 (SHORT_BYTES), into plainBytesLong
      for (int at = 0; at < length; at++) {
        for (char c : AWKWARD) {
          StringBuilder b = new StringBuilder(letters.substring(0, length));
          b.setCharAt(at, c);
          String text = b.toString();
          String quoted = expectedQuoted(text);
          // As a value (first in its array and after a comma) and as a map key, which goes through
          // name(String); as bytes, which must be UTF-8, and as a String.
          String array = "[" + quoted + "," + quoted + "]";
          assertArrayEquals(array.getBytes(StandardCharsets.UTF_8), JSON.writeBytes(List.of(text, text)), text);
          assertEquals(array, JSON.write(List.of(text, text)), text);
          assertEquals("{" + quoted + ":1}", JSON.write(Map.of(text, 1)), text);
        }
      }
    }
    String pair = "x".repeat(7) + "\ud83d\ude00" + "y".repeat(9); // a surrogate pair across a word's end
    assertEquals("\"" + pair + "\"", JSON.write(pair));
  }

  public record DeclaredStrings(java.util.List<String> list, String[] array, Map<String, String> map) {}

  @Test
  void everyAwkwardCharAtEveryOffsetOfDeclaredStringElementsIsWrittenAsAPlainEncoderWritesIt() {
    // Declared String elements of a collection, an array and a map's values go through stringElement (a char
    // loop up to 16 chars, value's path past them), not value(String) as the undeclared ones above.
    String letters = "abcdefghijklmnopqrstuvwxyz";
    for (int length = 1; length <= 20; length++) {
      for (int at = 0; at < length; at++) {
        for (char c : AWKWARD) {
          StringBuilder b = new StringBuilder(letters.substring(0, length));
          b.setCharAt(at, c);
          String text = b.toString();
          String q = expectedQuoted(text);
          String expected = "{\"list\":[" + q + "," + q + "],\"array\":[" + q + "],\"map\":{\"k\":" + q + "}}";
          DeclaredStrings value = new DeclaredStrings(List.of(text, text), new String[] {text}, Map.of("k", text));
          assertArrayEquals(expected.getBytes(StandardCharsets.UTF_8), JSON.writeBytes(value), text);
          assertEquals(expected, JSON.write(value), text);
        }
      }
    }
  }

  @Test
  void twoAwkwardCharsAtEveryPairOfOffsetsAreWrittenAsAPlainEncoderWritesThem() {
    // ASCII with escapes is copied 8 bytes at a time between them: a second escape in the same word, the next
    // word or the last (overlapping) one, a '?' that is one and a lone surrogate the encoder made a '?'.
    char[] awkward = {'"', '\\', '\n', '\u0001', '?', '\u007f', '\ud800', '\u00e9'};
    for (int length = 2; length <= 26; length++) {
      for (int at = 0; at < length; at++) {
        for (int at2 = at + 1; at2 < length; at2++) {
          for (char c : awkward) {
            for (char c2 : awkward) {
              StringBuilder b = new StringBuilder("abcdefghijklmnopqrstuvwxyz".substring(0, length));
              b.setCharAt(at, c);
              b.setCharAt(at2, c2);
              String text = b.toString();
              String array = "[" + expectedQuoted(text) + "]";
              assertArrayEquals(array.getBytes(StandardCharsets.UTF_8), JSON.writeBytes(List.of(text)), text);
              assertEquals(array, JSON.write(List.of(text)), text);
            }
          }
        }
      }
    }
  }

  @Test
  void stringsWithOtherCharsAreWrittenAsAPlainEncoderWritesThemWithAnAwkwardCharAtEveryOffset() {
    // From 8 chars up the writer takes the JDK's UTF-8 and copies it 8 bytes at a time when nothing in it
    // needs an escape or is a question mark; else it copies it 8 bytes at a time between the escapes, or,
    // when a '?' may stand for a lone surrogate, writes the string a char at a time. Lengths around 64 and
    // past it take the long strings' path (quotedLong).
    String[] wides = {"\u00e9", "\u4e2d", "\ud83d\ude00"};
    int[] lengths = java.util.stream.IntStream.concat(java.util.stream.IntStream.rangeClosed(8, 40),
        java.util.stream.IntStream.of(63, 64, 65, 66, 100)).toArray();
    for (String wide : wides) {
      for (int length : lengths) {
        for (int wideAt : new int[] {0, length / 2, length - wide.length()}) {
          StringBuilder base = new StringBuilder("abcdefghijklmnopqrstuvwxyz0123456789ABCD".repeat(3).substring(0, length));
          base.replace(wideAt, wideAt + wide.length(), wide);
          String plain = base.toString();
          assertEquals("[" + expectedQuoted(plain) + "]", JSON.write(List.of(plain)), plain);
          for (int at = 0; at < length; at++) {
            if (at >= wideAt && at < wideAt + wide.length()) continue;
            for (char c : AWKWARD) {
              StringBuilder b = new StringBuilder(plain);
              b.setCharAt(at, c);
              String text = b.toString();
              String array = "[" + expectedQuoted(text) + "," + expectedQuoted(text) + "]";
              assertArrayEquals(array.getBytes(StandardCharsets.UTF_8), JSON.writeBytes(List.of(text, text)),
                  text);
              assertEquals(array, JSON.write(List.of(text, text)), text);
            }
          }
        }
      }
    }
  }

  @Test
  void aQuestionMarkOfTheTextBesideALoneSurrogateInWideTextKeepsTheSurrogateEscaped() {
    // The encoder writes '?' for the lone surrogate too: the text's own '?' count must not vouch for it.
    for (String text : List.of("\u4e2d\u6587 why? \ud800 end of it", "?\ud800\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9",
        "\u00e9\u00e9\u00e9\u00e9?\n\u00e9\u00e9\u00e9\udc00??", "line\n\u4e2d? and \"quoted\" \\ twice??",
        "\ud83d\ude00 a pair, a line\nand a question?")) {
      String array = "[" + expectedQuoted(text) + "," + expectedQuoted(text) + "]";
      assertArrayEquals(array.getBytes(StandardCharsets.UTF_8), JSON.writeBytes(List.of(text, text)), text);
      assertEquals(array, JSON.write(List.of(text, text)), text);
    }
  }

  @Test
  void stringsLongerThanTheScratchCharsAreCheckedInEveryChunk() {
    // The writer copies chars out of a string longer than Utf8JsonWriter.WHOLE 256 at a time
    // (BufferPool.CHARS); an awkward char near a chunk's edge, or in a last chunk of fewer than 8 chars (read
    // again with the 8 before it), must still be caught. Shorter strings, encoded whole, are checked at the
    // same offsets.
    int chunk = dev.peregrine.internal.BufferPool.CHARS;
    int whole = Utf8JsonWriter.WHOLE;
    for (int length : new int[] {chunk - 1, chunk, chunk + 1, chunk + 7, chunk + 8, chunk + 9, 2 * chunk - 1,
        2 * chunk, 2 * chunk + 3, 3 * chunk + 100, whole, whole + 1, whole + chunk + 3}) {
      StringBuilder plain = new StringBuilder();
      for (int i = 0; i < length; i++) plain.append((char) ('a' + i % 26));
      String quotedPlain = expectedQuoted(plain.toString());
      assertEquals("[" + quotedPlain + "]", JSON.write(List.of(plain.toString())), "length " + length);
      for (int at = 0; at < length; at++) {
        int fromEdge = Math.min(at % chunk, chunk - at % chunk);
        if (fromEdge > 9 && length - at > 9 && at % 37 != 0) continue;
        if (length >= whole && at > chunk + 12 && length - at > chunk + 12) continue; // a long string's middle
        for (char c : AWKWARD) {
          StringBuilder b = new StringBuilder(plain);
          b.setCharAt(at, c);
          String text = b.toString();
          String array = "[" + expectedQuoted(text) + "]";
          assertArrayEquals(array.getBytes(StandardCharsets.UTF_8), JSON.writeBytes(List.of(text)),
              "length " + length + ", " + Integer.toHexString(c) + " at " + at);
          assertEquals(array, JSON.write(List.of(text)), "length " + length + " at " + at);
        }
      }
    }
  }

  // Strings with chars past ASCII: random strings of every kind of char, with a surrogate pair, a lone
  // surrogate or an escape placed across each edge of the writer's chunks of chars (BufferPool.CHARS), as
  // bytes and as text, against the char-at-a-time reference.
  @Test
  void wideStringsAreEncodedAcrossTheChunksOfTheirChars() {
    int chunk = dev.peregrine.internal.BufferPool.CHARS;
    String[] pieces = {"a", "bc", "\u00e9", "\u07ff", "\u0800", "\u4e2d", "\uffff", "\ud83d\ude00", "\ud800",
        "\udfff", "\"", "\\", "\n", "\u0001", "\u007f", " "};
    java.util.Random r = new java.util.Random(2611);
    for (int round = 0; round < 4_000; round++) {
      StringBuilder b = new StringBuilder();
      int target = r.nextInt(3) == 0 ? r.nextInt(24) : chunk * (1 + r.nextInt(3)) - 3 + r.nextInt(6);
      while (b.length() < target) b.append(pieces[r.nextInt(pieces.length)]);
      if (r.nextBoolean() && b.length() > chunk) b.insert(chunk - 1, pieces[7 + r.nextInt(3)]); // at the edge
      String text = b.toString();
      String array = "[" + expectedQuoted(text) + "," + expectedQuoted(text) + "]";
      assertArrayEquals(array.getBytes(StandardCharsets.UTF_8), JSON.writeBytes(List.of(text, text)), text);
      assertEquals(array, JSON.write(List.of(text, text)), text);
      assertArrayEquals(("{\"v\":" + expectedQuoted(text) + "}").getBytes(StandardCharsets.UTF_8),
          JSON.writeBytes(Map.of("v", text)), text);
    }
  }

  // A char at a time, as RFC 8259 asks and the writer documents: the short escapes, a six-char escape for
  // other control chars and for a lone surrogate, everything else as UTF-8.
  static String expectedQuoted(String s) {
    StringBuilder out = new StringBuilder("\"");
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        case '\b' -> out.append("\\b");
        case '\f' -> out.append("\\f");
        default -> {
          boolean lone = Character.isHighSurrogate(c)
              ? i + 1 == s.length() || !Character.isLowSurrogate(s.charAt(i + 1))
              : Character.isLowSurrogate(c) && (i == 0 || !Character.isHighSurrogate(s.charAt(i - 1)));
          if (c < 0x20 || lone) {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.append('"').toString();
  }
}
