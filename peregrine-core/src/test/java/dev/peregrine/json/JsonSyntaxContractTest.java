package dev.peregrine.json;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Json;
import dev.peregrine.JsonException;
import dev.peregrine.contract.JsonContractTest;
import dev.peregrine.contract.RawBytesContractTest;
import dev.peregrine.contract.Variant;
import dev.peregrine.tree.JsonArray;
import dev.peregrine.tree.JsonObject;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The JSON text itself: what is accepted, what is rejected, escapes, pretty output. */
class JsonSyntaxContractTest {

  @JsonContractTest
  void topLevelScalars(Variant v) {
    assertEquals(1, v.parse("1"));
    assertEquals("s", v.parse("\"s\""));
    assertEquals(true, v.parse("true"));
    assertEquals(false, v.parse("false"));
    assertNull(v.parse("null"));
    assertEquals(-2.5, v.parse("-2.5"));
  }

  @JsonContractTest
  void insignificantWhitespaceIsAllowedEverywhereRfcAllows(Variant v) {
    Object tree = v.parse(" \t\r\n{ \"a\" : [ 1 , 2 ] ,\n\"b\"\t:\rnull } \n");
    Map<String, Object> expected = new LinkedHashMap<>();
    expected.put("a", List.of(1, 2));
    expected.put("b", null);
    assertEquals(expected, tree);
  }

  @JsonContractTest
  void emptyContainers(Variant v) {
    assertEquals(new JsonObject(), v.parse("{}"));
    assertEquals(new JsonArray(), v.parse("[]"));
    assertEquals(List.of(List.of(), Map.of()), v.parse("[[],{}]"));
  }

  @JsonContractTest
  void malformedDocumentsAreJsonExceptions(Variant v) {
    String[] bad = {
      "", " ", "{", "}", "[", "]", "[1,]", "[,1]", "{\"a\":1,}", "{\"a\"}", "{\"a\" 1}", "{a:1}", "{'a':1}",
      "[1 2]", "1 2", "tru", "nul", "falsey", "01", "-", "1.", ".5", "1e", "1e+", "+1", "0x10", "NaN",
      "Infinity", "-Infinity", "\"abc", "\"\\x\"", "\"\\u12\"", "\"a\tb\"", "\"a\nb\"", "[1]]", "{}}",
      "[\"a\"\"b\"]", "/* c */ 1", "1 // c", "\u00a01"
    };
    for (String text : bad) {
      assertThrows(JsonException.class, () -> v.parse(text), () -> "accepted " + show(text));
    }
  }

  @JsonContractTest
  void escapesAreDecoded(Variant v) {
    assertEquals("\"\\/\b\f\n\r\t", v.parse("\"\\\"\\\\\\/\\b\\f\\n\\r\\t\""));
    assertEquals("A\u00e9\u4e2d", v.parse("\"\\u0041\\u00E9\\u4e2d\""));
    assertEquals("\ud83d\ude00", v.parse("\"\\ud83d\\ude00\""), "an escaped surrogate pair is one code point");
    assertEquals("\u0000", v.parse("\"\\u0000\""));
  }

  @JsonContractTest
  void specialCharactersAreEscapedOnWriteAndRoundTrip(Variant v) {
    Json json = v.json();
    assertEquals("\"a\\\"b\\\\c\\nd\\re\\tf\"", v.write(json, "a\"b\\c\nd\re\tf"));
    String controls = "\u0000\u0001\u0008\u000c\u001f\u007f";
    String written = v.write(json, controls);
    for (char c : written.toCharArray()) {
      assertTrue(c >= 0x20, () -> "raw control character written: " + show(written));
    }
    assertEquals(controls, v.roundTrip(json, controls, String.class));
  }

  @JsonContractTest
  void nonAsciiAndNonBmpTextRoundTrips(Variant v) {
    String text = "caf\u00e9 \u4e2d\u6587 \ud83d\ude00 \ud834\udd1e \u2028\u2029 end";
    assertEquals(text, v.roundTrip(text, String.class));
    assertEquals(text, v.parse("\"" + text + "\""), "raw UTF-8 in the input");
    assertEquals(Map.of(text, text), v.roundTrip(Map.of(text, text), Map.class), "non-BMP property names");
  }

  @JsonContractTest
  void writeOverloadsAgree(Variant v) {
    Json json = v.json();
    Object value = Map.of("k", List.of(1, "\ud83d\ude00", true));
    assertEquals(json.write(value), v.write(json, value));
  }

  @JsonContractTest
  void prettyPrintingIndentsWithTwoSpaces(Variant v) {
    Json pretty = v.json(b -> b.pretty(true));
    Map<String, Object> value = new LinkedHashMap<>();
    value.put("a", 1);
    value.put("b", List.of(1, 2));
    assertEquals("{\n  \"a\": 1,\n  \"b\": [\n    1,\n    2\n  ]\n}", v.write(pretty, value));
  }

  @JsonContractTest
  void prettyPrintingOfEmptyAndNestedContainers(Variant v) {
    Json pretty = v.json(b -> b.pretty(true));
    Map<String, Object> value = new LinkedHashMap<>();
    value.put("empty", Map.of());
    value.put("none", List.of());
    value.put("list", List.of(Map.of("x", "y")));
    String expected = "{\n"
        + "  \"empty\": {},\n"
        + "  \"none\": [],\n"
        + "  \"list\": [\n"
        + "    {\n"
        + "      \"x\": \"y\"\n"
        + "    }\n"
        + "  ]\n"
        + "}";
    assertEquals(expected, v.write(pretty, value));
    assertEquals("{}", v.write(pretty, Map.of()));
    assertEquals("[]", v.write(pretty, List.of()));
    assertEquals(value, v.roundTrip(pretty, value, Object.class));
  }

  record Point(int x, String label) {}

  record Shape(String name, List<Point> points, List<Point> none, Point centre, Map<String, Integer> tags) {}

  // Bean property names come pre-encoded, comma included; the first one in each object drops its comma.
  @JsonContractTest
  void beansWriteTheSameSeparatorsAsMapsCompactAndPretty(Variant v) {
    Shape shape = new Shape("tri", List.of(new Point(1, "a"), new Point(2, null)), List.of(), new Point(3, "c"),
        new LinkedHashMap<>(Map.of("k", 1)));
    assertEquals("{\"name\":\"tri\",\"points\":[{\"x\":1,\"label\":\"a\"},{\"x\":2}],\"none\":[],"
        + "\"centre\":{\"x\":3,\"label\":\"c\"},\"tags\":{\"k\":1}}", v.write(v.json(), shape));
    String expected = "{\n"
        + "  \"name\": \"tri\",\n"
        + "  \"points\": [\n"
        + "    {\n      \"x\": 1,\n      \"label\": \"a\"\n    },\n"
        + "    {\n      \"x\": 2\n    }\n"
        + "  ],\n"
        + "  \"none\": [],\n"
        + "  \"centre\": {\n    \"x\": 3,\n    \"label\": \"c\"\n  },\n"
        + "  \"tags\": {\n    \"k\": 1\n  }\n"
        + "}";
    Json pretty = v.json(b -> b.pretty(true));
    assertEquals(expected, v.write(pretty, shape));
    assertEquals(shape, v.roundTrip(pretty, shape, Shape.class));
    Json prettyNulls = v.json(b -> b.pretty(true).includeNulls(true));
    assertEquals("{\n  \"x\": 2,\n  \"label\": null\n}", v.write(prettyNulls, new Point(2, null)));
  }

  enum Mood {
    CALM,
    @dev.peregrine.Property("a \"quoted\" mood") QUOTED,
    A_CONSTANT_NAME_LONGER_THAN_SIXTEEN_BYTES,
    @dev.peregrine.Property("héllo") ACCENTED
  }

  record Moods(Mood first, List<Mood> all) {}

  // Enum constants are written from their pre-encoded names: separators, escapes, long and non-ASCII names.
  @JsonContractTest
  void enumConstantsWriteTheirNamesEverywhere(Variant v) {
    Moods moods = new Moods(Mood.CALM, List.of(Mood.values()));
    String all = "[\"CALM\",\"a \\\"quoted\\\" mood\",\"A_CONSTANT_NAME_LONGER_THAN_SIXTEEN_BYTES\",\"héllo\"]";
    assertEquals("{\"first\":\"CALM\",\"all\":" + all + "}", v.write(v.json(), moods));
    assertEquals(moods, v.roundTrip(v.json(), moods, Moods.class));
    Json pretty = v.json(b -> b.pretty(true));
    assertEquals("{\n  \"first\": \"CALM\",\n  \"all\": [\n    \"CALM\",\n    \"a \\\"quoted\\\" mood\",\n"
        + "    \"A_CONSTANT_NAME_LONGER_THAN_SIXTEEN_BYTES\",\n    \"héllo\"\n  ]\n}", v.write(pretty, moods));
    assertEquals(moods, v.roundTrip(pretty, moods, Moods.class));
  }

  @JsonContractTest
  void compactOutputHasNoWhitespace(Variant v) {
    Map<String, Object> value = new LinkedHashMap<>();
    value.put("a", 1);
    value.put("b", List.of(1, 2));
    value.put("c", Map.of());
    assertEquals("{\"a\":1,\"b\":[1,2],\"c\":{}}", v.write(value));
  }

  @JsonContractTest
  void errorOffsetLineColumnAndPathOfABadValue(Variant v) {
    // {"a":[1,2,x]}: the 'x' is byte 10 (0-based), so column 11 (1-based).
    JsonException e = assertThrows(JsonException.class, () -> v.parse("{\"a\":[1,2,x]}"));
    assertAll(
        () -> assertEquals(10, e.offset(), "offset"),
        () -> assertEquals(1, e.line(), "line"),
        () -> assertEquals(11, e.column(), "column"),
        () -> assertEquals("$.a[2]", e.path(), "path"),
        () -> assertTrue(e.getMessage().contains("$.a[2]"), e.getMessage()),
        () -> assertTrue(e.getMessage().contains("offset 10"), e.getMessage()));
  }

  @JsonContractTest
  void errorPositionOnALaterLine(Variant v) {
    String text = "{\n  \"a\": 1,\n  \"b\": [true, ?]\n}";
    JsonException e = assertThrows(JsonException.class, () -> v.parse(text));
    assertAll(
        () -> assertEquals(26, e.offset(), "offset"),
        () -> assertEquals(3, e.line(), "line"),
        () -> assertEquals(15, e.column(), "column"),
        () -> assertEquals("$.b[1]", e.path(), "path"),
        () -> assertTrue(e.getMessage().contains("line 3"), e.getMessage()));
  }

  @JsonContractTest
  void errorPositionOfAMissingComma(Variant v) {
    String text = "{\n  \"a\": 1\n  \"b\": 2\n}";
    JsonException e = assertThrows(JsonException.class, () -> v.parse(text));
    assertAll(
        () -> assertEquals(13, e.offset(), "offset"),
        () -> assertEquals(3, e.line(), "line"),
        () -> assertEquals(3, e.column(), "column"));
  }

  @JsonContractTest
  void errorColumnsCountBytes(Variant v) {
    JsonException e = assertThrows(JsonException.class, () -> v.parse("[\"\u00e9\", x]"));
    assertEquals(7, e.offset(), "offset");
    assertEquals(8, e.column(), "column");
  }

  @JsonContractTest
  void truncatedDocumentFailsAtItsEnd(Variant v) {
    JsonException e = assertThrows(JsonException.class, () -> v.parse("[1,2"));
    assertEquals(4, e.offset());
    assertEquals(1, e.line());
  }

  @JsonContractTest
  void errorPathUsesBracketsForNamesThatAreNotIdentifiers(Variant v) {
    JsonException e = assertThrows(JsonException.class, () -> v.parse("{\"a b\":{\"c\":[x]}}"));
    assertEquals("$['a b'].c[0]", e.path());
  }

  @RawBytesContractTest
  void invalidUtf8IsAnErrorNeverReplaced(Variant v) {
    Json json = v.json();
    byte[][] bad = {
      {'"', (byte) 0xC3, 0x28, '"'},                        // lead byte followed by ASCII
      {'"', (byte) 0xC0, (byte) 0xAF, '"'},                 // overlong '/'
      {'"', (byte) 0xE0, (byte) 0x80, (byte) 0xAF, '"'},    // overlong three-byte
      {'"', (byte) 0xED, (byte) 0xA0, (byte) 0x80, '"'},    // encoded surrogate U+D800
      {'"', (byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80, '"'}, // above U+10FFFF
      {'"', (byte) 0xFF, '"'},                              // never valid
      {'"', (byte) 0x80, '"'},                              // lone continuation byte
      {'"', (byte) 0xE2, (byte) 0x82, '"'},                 // truncated sequence
      {'[', '"', 'a', '"', ',', '"', (byte) 0xF0, (byte) 0x9F, (byte) 0x98, '"', ']'},
      {'{', '"', (byte) 0xC3, '"', ':', '1', '}'},          // in a property name
    };
    for (byte[] doc : bad) {
      assertThrows(JsonException.class, () -> v.parse(json, doc), () -> "accepted " + hex(doc));
    }
  }

  @RawBytesContractTest
  void invalidUtf8IsAnErrorWhenBindingToString(Variant v) {
    byte[] doc = {'"', 'a', (byte) 0xC3, 0x28, '"'};
    assertThrows(JsonException.class, () -> v.mode().read(v.json(), doc, String.class));
  }

  @JsonContractTest
  void validUtf8OfEveryLengthIsAccepted(Variant v) {
    String s = "$\u00a2\u20ac\ud800\udf48\uffff\ud83d\ude00";
    assertEquals(s, v.parse(v.json(), ("\"" + s + "\"").getBytes(java.nio.charset.StandardCharsets.UTF_8)));
  }

  @JsonContractTest
  void duplicateNamesInATreeKeepTheLastValue(Variant v) {
    assertEquals(Map.of("a", 2), v.parse("{\"a\":1,\"a\":2}"));
  }

  @JsonContractTest
  void treeKindsAreTheDocumentedOnes(Variant v) {
    Object tree = v.parse("{\"o\":{},\"a\":[]}");
    JsonObject o = assertInstanceOf(JsonObject.class, tree);
    assertInstanceOf(JsonObject.class, o.get("o"));
    assertInstanceOf(JsonArray.class, o.get("a"));
  }

  static String show(String s) {
    StringBuilder sb = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      if (c < 0x20 || c > 0x7e) sb.append(String.format("\\u%04x", (int) c));
      else sb.append(c);
    }
    return sb.append('"').toString();
  }

  static String hex(byte[] b) {
    StringBuilder sb = new StringBuilder();
    for (byte x : b) sb.append(String.format("%02x ", x & 0xff));
    return sb.toString().trim();
  }

  @JsonContractTest
  void longStringsWithMultiByteCharactersAtEveryBufferBoundary(Variant v) {
    // Writers and readers work in blocks; put a 2-, 3- and 4-byte character and an escape across every
    // offset around the usual power-of-two buffer sizes.
    Json json = v.json();
    for (int size : new int[] {512, 1024, 4096, 8192, 16384, 65536}) {
      for (int shift = -4; shift <= 1; shift++) {
        StringBuilder sb = new StringBuilder();
        sb.append("a".repeat(size + shift - 2));
        sb.append("\u00e9\u20ac\ud83d\ude00\n\"\u0001");
        String s = sb.toString();
        assertEquals(s, v.roundTrip(json, s, String.class), () -> "size " + size);
        assertEquals(List.of(s, s), v.roundTrip(json, List.of(s, s), List.class), () -> "size " + size);
      }
    }
  }
}
