package dev.peregrine.sequence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Json;
import dev.peregrine.JsonException;
import dev.peregrine.JsonReader;
import dev.peregrine.JsonToken;
import dev.peregrine.PeregrineException;
import dev.peregrine.TypeRef;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@code Json.reader}: the token API over a stream reads what it reads over byte[], token for token and
 * error for error, however the stream is cut, and binds values in the middle of a document.
 */
class JsonReaderTest {
  public record Item(int id, String name, List<String> tags) {}

  static final Json JSON = Json.create();

  static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  /** Every token kind, escapes, multi-byte UTF-8, numbers of every shape, nesting, whitespace. */
  static final String EVERY_TOKEN = "{\"plain\":\"text\",\"esc\\u00e9\\n\":\"a\\\"b\\\\c\\/\\b\\f\\n\\r\\t\\u0041\\ud83d\\ude00\","
      + " \"utf8\" : \"\u00e9\u4e2d\ud83d\ude00\", \"ints\":[0,-0,7,-12345678901234567,123456789012345678901234567890],"
      + "\n\t\"decimals\":[1.5,-0.0,1e10,1E-10,2.5e+3,0.000001,123456789.123456789e-5],\r\n"
      + "  \"literals\":[true,false,null], \"empty\":{}, \"emptyArray\":[ ], \"nested\":[[[{\"a\":[{}]}]]],"
      + "\"" + "long name ".repeat(30) + "\":\"" + "long value ".repeat(200) + "\"}";

  /** Reads the whole document token by token, as strings; or the error, as a string. */
  static List<String> walk(JsonReader r) {
    List<String> out = new ArrayList<>();
    try (r) {
      while (true) {
        JsonToken t = r.peek();
        String at = r.path();
        switch (t) {
          case BEGIN_OBJECT -> r.beginObject();
          case END_OBJECT -> r.endObject();
          case BEGIN_ARRAY -> r.beginArray();
          case END_ARRAY -> r.endArray();
          case NAME -> out.add("name " + r.nextName());
          case STRING -> out.add("string " + r.nextString());
          case NUMBER -> out.add("number " + r.nextBigDecimal());
          case BOOLEAN -> out.add("boolean " + r.nextBoolean());
          case NULL -> r.nextNull();
          case END_DOCUMENT -> {
            out.add("end");
            return out;
          }
        }
        out.add(t + " at " + at + " then " + r.path() + " @" + r.offset() + ":" + r.line() + ":" + r.column());
      }
    } catch (PeregrineException e) {
      out.add(described(e));
      return out;
    }
  }

  /** Equal lists of tokens; on a difference, says where, without printing every token. */
  static void sameTokens(List<String> expected, List<String> actual, String what) {
    int n = Math.min(expected.size(), actual.size());
    for (int i = 0; i < n; i++) {
      if (!expected.get(i).equals(actual.get(i))) {
        assertEquals(clip(expected.get(i)), clip(actual.get(i)), what + ": token " + i);
      }
    }
    assertEquals(expected.size(), actual.size(), what + ": tokens, the last expected " + clip(expected.get(expected.size() - 1)));
  }

  static String clip(String s) {
    return s.length() > 300 ? s.substring(0, 300) + "...(" + s.length() + " chars)" : s;
  }

  static String described(PeregrineException e) {
    return e.getClass().getSimpleName() + ": " + e.getMessage();
  }

  /** A stream that hands out the first {@code at} bytes in one read, then the rest. */
  static InputStream splitAt(byte[] bytes, int at) {
    return new InputStream() {
      private int pos;

      @Override
      public int read() {
        return pos < bytes.length ? bytes[pos++] & 0xff : -1;
      }

      @Override
      public int read(byte[] b, int off, int len) {
        if (len == 0) return 0;
        if (pos >= bytes.length) return -1;
        int n = Math.min(len, (pos < at ? at : bytes.length) - pos);
        System.arraycopy(bytes, pos, b, off, n);
        pos += n;
        return n;
      }
    };
  }

  static void sameAsBytes(Json json, byte[] doc) {
    List<String> expected = walk(json.reader(doc));
    for (Streams.Chunking chunking : Streams.Chunking.values()) {
      Streams.Tracking in = chunking.over(doc);
      String text = new String(doc, StandardCharsets.UTF_8);
      sameTokens(expected, walk(json.reader(in)), chunking + " over " + text.substring(0, Math.min(100, text.length())));
      assertFalse(in.closed, "the caller's stream was closed");
    }
  }

  @Test
  void everyTokenKindReadsAsOnByteArrayInEveryChunking() {
    byte[] doc = utf8(EVERY_TOKEN);
    List<String> tokens = walk(JSON.reader(doc));
    assertEquals("end", tokens.get(tokens.size() - 1), tokens.toString());
    assertTrue(tokens.contains("string a\"b\\c/\b\f\n\r\tA\ud83d\ude00"), tokens.toString());
    assertTrue(tokens.contains("number 123456789012345678901234567890"), tokens.toString());
    sameTokens(walk(JSON.reader(EVERY_TOKEN)), tokens, "String and byte[] readers");
    sameAsBytes(JSON, doc);
  }

  @Test
  void everyTokenSplitAtEveryOffsetOfARead() {
    byte[] doc = utf8(EVERY_TOKEN);
    List<String> expected = walk(JSON.reader(doc));
    for (int at = 0; at <= doc.length; at++) {
      sameTokens(expected, walk(JSON.reader(splitAt(doc, at))), "split at " + at);
    }
  }

  @Test
  void tokensStraddleTheBufferAsItIsRefilledAndMoved() {
    // Tokens of every kind at every alignment against the 16 KB buffer's end: a prefix of n spaces shifts them.
    String body = "[\"" + "x".repeat(40) + "\\u00e9\u00e9\",12345678901234567,1.25e-3,true,false,null,{\"k\\n\":[]}]";
    StringBuilder text = new StringBuilder("[");
    for (int i = 0; i < 1200; i++) text.append(i == 0 ? "" : ",").append(body);
    text.append(']');
    byte[] doc = utf8(text.toString());
    assertTrue(doc.length > 3 * 16 * 1024);
    List<String> expected = walk(JSON.reader(doc));
    assertEquals("end", expected.get(expected.size() - 1));
    for (int shift = 0; shift < 90; shift += 7) {
      byte[] shifted = utf8(" ".repeat(shift) + text);
      List<String> whole = walk(JSON.reader(shifted));
      sameTokens(whole, walk(JSON.reader(Streams.Chunking.RANDOM.over(shifted))), "shift " + shift);
      sameTokens(whole, walk(JSON.reader(new ByteArrayInputStream(shifted))), "shift " + shift);
    }
  }

  static final List<String> MALFORMED = List.of(
      "", " ", "[", "{", "[1,", "[1,]", "{\"a\"}", "{\"a\":}", "{\"a\":1,}", "{,}", "[,1]", "[1 2]", "{\"a\" 1}",
      "{1:2}", "[tru]", "[nul", "[falsey]", "[01]", "[-]", "[1.]", "[1e]", "[1e+]", "[.5]", "[\"a]", "[\"\\x\"]",
      "[\"\\u12\"]", "[\"\\u12g4\"]", "[\"\u0001\"]", "[\"\\", "[1]x", "[1] [2]", "{\"a\":1}}", "]", "[}", "{]",
      "[1e999999999999]", "[\"\u00e9\"]".replace("\u00e9", "\u00e9"), "\n\n  [1,\n  2,\n  x]");

  @Test
  void malformedDocumentsFailAsOnByteArray() {
    for (String text : MALFORMED) sameAsBytes(JSON, utf8(text));
    // Broken UTF-8: a lone continuation byte, a truncated sequence, an overlong form, a surrogate.
    for (byte[] bad : new byte[][] {{'[', '"', (byte) 0x80, '"', ']'}, {'[', '"', (byte) 0xe4, (byte) 0xb8, '"', ']'},
        {'[', '"', (byte) 0xc0, (byte) 0xaf, '"', ']'}, {'[', '"', (byte) 0xed, (byte) 0xa0, (byte) 0x80, '"', ']'}}) {
      sameAsBytes(JSON, bad);
    }
  }

  @Test
  void truncationAtEveryPositionFailsAsTheByteArrayPathDoes() {
    byte[] doc = utf8(EVERY_TOKEN);
    for (int n = 0; n < doc.length; n++) {
      byte[] cut = java.util.Arrays.copyOf(doc, n);
      List<String> bytes = walk(JSON.reader(cut));
      String error = bytes.get(bytes.size() - 1);
      assertTrue(error.startsWith("JsonException"), n + ": " + error);
      sameTokens(bytes, walk(JSON.reader(Streams.Chunking.ONE_BYTE.over(cut))), "one byte, cut at " + n);
      sameTokens(bytes, walk(JSON.reader(splitAt(cut, n / 2))), "split, cut at " + n);
      // The same reason and place as the binding read of the whole document.
      JsonException whole = assertThrows(JsonException.class, () -> JSON.parse(cut));
      JsonException tokens = assertThrows(JsonException.class, () -> walkOrThrow(JSON.reader(Streams.Chunking.RANDOM.over(cut))));
      assertEquals(List.of(whole.reason(), whole.offset(), whole.line(), whole.column()),
          List.of(tokens.reason(), tokens.offset(), tokens.line(), tokens.column()), "cut at " + n);
    }
  }

  static void walkOrThrow(JsonReader r) {
    while (r.peek() != JsonToken.END_DOCUMENT) {
      switch (r.peek()) {
        case BEGIN_OBJECT -> r.beginObject();
        case END_OBJECT -> r.endObject();
        case BEGIN_ARRAY -> r.beginArray();
        case END_ARRAY -> r.endArray();
        case NAME -> r.nextName();
        default -> r.skipValue();
      }
    }
  }

  @Test
  void errorsCarryThePathOffsetLineAndColumn() {
    String text = "{\"items\": [\n  {\"id\": 1},\n  {\"id\": 2, \"name\": x}\n]}";
    for (Streams.Chunking chunking : Streams.Chunking.values()) {
      JsonReader r = JSON.reader(chunking.over(utf8(text)));
      r.beginObject();
      assertEquals("items", r.nextName());
      r.beginArray();
      r.skipValue();
      r.beginObject();
      assertEquals("id", r.nextName());
      assertEquals(2, r.nextInt());
      assertEquals("name", r.nextName());
      assertEquals("$.items[1].name", r.path());
      JsonException e = assertThrows(JsonException.class, r::nextString);
      assertEquals("unexpected 'x', expected a string", e.reason());
      assertEquals("$.items[1].name", e.path());
      assertEquals(text.indexOf('x'), e.offset());
      assertEquals(3, e.line());
      assertEquals(21, e.column());
    }
  }

  @Test
  void positionAndPathFollowTheCursor() {
    String text = "{\"a\": [10,\n 20],\n \"b c\": {\"d\": true}}";
    for (Streams.Chunking chunking : Streams.Chunking.values()) {
      JsonReader r = JSON.reader(chunking.over(utf8(text)));
      assertEquals("$", r.path());
      r.beginObject();
      assertEquals(JsonToken.NAME, r.peek());
      assertEquals("a", r.nextName());
      assertEquals("$.a", r.path());
      r.beginArray();
      assertEquals("$.a[0]", r.path());
      assertEquals(10, r.nextLong());
      assertEquals("$.a[1]", r.path());
      assertEquals(20, r.nextInt());
      assertEquals(text.indexOf("20") + 2, r.offset());
      assertEquals(2, r.line());
      assertEquals(4, r.column());
      assertFalse(r.hasNext());
      r.endArray();
      assertEquals("b c", r.nextName());
      assertEquals("$['b c']", r.path());
      r.beginObject();
      r.nextName();
      assertEquals("$['b c'].d", r.path());
      assertTrue(r.nextBoolean());
      r.endObject();
      r.endObject();
      assertEquals(JsonToken.END_DOCUMENT, r.peek());
      assertFalse(r.hasNext());
    }
  }

  @Test
  void typedValues() {
    String text = "[\"s\", 2147483647, 9223372036854775807, 0.1, 12345678901234567890.5, true, null, 99999999999999999999]";
    for (Streams.Chunking chunking : Streams.Chunking.values()) {
      JsonReader r = JSON.reader(chunking.over(utf8(text)));
      r.beginArray();
      assertEquals(JsonToken.STRING, r.peek());
      assertEquals("s", r.nextString());
      assertEquals(JsonToken.NUMBER, r.peek());
      assertEquals(Integer.MAX_VALUE, r.nextInt());
      assertEquals(Long.MAX_VALUE, r.nextLong());
      assertEquals(0.1, r.nextDouble());
      assertEquals(new BigDecimal("12345678901234567890.5"), r.nextBigDecimal());
      assertEquals(JsonToken.BOOLEAN, r.peek());
      assertTrue(r.nextBoolean());
      assertEquals(JsonToken.NULL, r.peek());
      r.nextNull();
      assertEquals(new java.math.BigInteger("99999999999999999999"), r.nextBigInteger());
      assertEquals(JsonToken.END_ARRAY, r.peek());
      r.endArray();
    }
    JsonReader r = JSON.reader("[1.5, \"x\", 3, 1]");
    r.beginArray();
    JsonException notInt = assertThrows(JsonException.class, r::nextInt);
    assertEquals("$[0]", notInt.path());
    JsonReader s = JSON.reader("[\"x\"]");
    s.beginArray();
    assertEquals("unexpected '\"', expected a number", assertThrows(JsonException.class, s::nextLong).reason());
    JsonReader n = JSON.reader("[1]");
    n.beginArray();
    assertEquals("expected null, found a number", assertThrows(JsonException.class, n::nextNull).reason());
  }

  @Test
  void whatTheDocumentDoesNotHoldIsAnErrorAndMisuseIsAnIllegalState() {
    JsonReader r = JSON.reader("{\"a\":[]}");
    r.beginObject();
    assertThrows(IllegalStateException.class, r::endArray);
    r.nextName();
    assertThrows(IllegalStateException.class, r::nextName);
    r.beginArray();
    JsonException e = assertThrows(JsonException.class, r::nextString);
    assertEquals("expected a string, found the end of the array", e.reason());
    JsonReader end = JSON.reader("{\"a\":1}");
    end.beginObject();
    assertEquals("expected the end of the object, found the property name 'a'",
        assertThrows(JsonException.class, end::endObject).reason());
    JsonReader root = JSON.reader("1");
    root.nextInt();
    assertEquals("expected a number, found the end of the document", assertThrows(JsonException.class, root::nextInt).reason());
    JsonReader trailing = JSON.reader("1 2");
    trailing.nextInt();
    assertEquals("unexpected content after the end of the document",
        assertThrows(JsonException.class, trailing::peek).reason());
  }

  @ParameterizedTest
  @EnumSource(Streams.Chunking.class)
  void headerFieldsThenEachElementOfTheBigArrayBound(Streams.Chunking chunking) {
    List<Item> items = new ArrayList<>();
    for (int i = 0; i < 500; i++) items.add(new Item(i, "n\u00e9" + i, List.of("t" + i)));
    String text = "{\"batch\": 7, \"note\": {\"skip\": [1, {\"me\": null}]}, \"items\": " + JSON.write(items) + ", \"after\": \"x\"}";
    JsonReader r = JSON.reader(chunking.over(utf8(text)));
    int batch = -1;
    List<Item> got = new ArrayList<>();
    String after = null;
    r.beginObject();
    while (r.hasNext()) {
      switch (r.nextName()) {
        case "batch" -> batch = r.nextInt();
        case "items" -> {
          r.beginArray();
          while (r.hasNext()) got.add(r.read(Item.class));
          r.endArray();
        }
        case "after" -> after = r.read(String.class);
        default -> r.skipValue();
      }
    }
    r.endObject();
    assertEquals(JsonToken.END_DOCUMENT, r.peek());
    assertEquals(7, batch);
    assertEquals(items, got);
    assertEquals("x", after);
    JsonReader generic = JSON.reader(chunking.over(utf8("{\"m\": {\"a\": [1, 2]}}")));
    generic.beginObject();
    generic.nextName();
    assertEquals(Map.of("a", List.of(1L, 2L)), generic.read(new TypeRef<Map<String, List<Long>>>() {}));
  }

  @Test
  void anErrorInABoundValueHasTheWholePath() {
    String text = "{\"items\": [{\"id\": 1, \"name\": \"a\", \"tags\": []},\n {\"id\": \"two\", \"name\": \"b\", \"tags\": []}]}";
    String expected = null;
    for (Streams.Chunking chunking : Streams.Chunking.values()) {
      for (JsonReader r : List.of(JSON.reader(utf8(text)), JSON.reader(chunking.over(utf8(text))))) {
        r.beginObject();
        r.nextName();
        r.beginArray();
        r.read(Item.class);
        JsonException e = assertThrows(JsonException.class, () -> r.read(Item.class));
        assertEquals("$.items[1].id", e.path());
        assertEquals(2, e.line());
        if (expected == null) expected = e.getMessage();
        assertEquals(expected, e.getMessage());
      }
    }
  }

  @Test
  void skippingAndBindingAStreamLargerThanTheBufferManyTimesOver() {
    // 300,000 elements, made as they are read: skipped token by token, or each bound, never held whole.
    byte[] element = utf8("{\"id\":1,\"name\":\"" + "y".repeat(50) + "\",\"tags\":[\"a\",\"b\"]}");
    Function<Integer, InputStream> stream = n -> Streams.generated(n + 2,
        i -> i == 0 ? utf8("{\"big\":[") : i == n + 1 ? utf8("],\"tail\":5}") : i == 1 ? element : concat(',', element));
    JsonReader r = JSON.reader(stream.apply(300_000));
    r.beginObject();
    r.nextName();
    r.skipValue();
    assertEquals("tail", r.nextName());
    assertEquals(5, r.nextInt());
    r.endObject();
    JsonReader bound = JSON.reader(stream.apply(300_000));
    bound.beginObject();
    bound.nextName();
    bound.beginArray();
    int count = 0;
    while (bound.hasNext()) {
      assertEquals(1, bound.read(Item.class).id());
      count++;
    }
    assertEquals(300_000, count);
    assertTrue(bound.offset() > 300_000L * element.length);
  }

  static byte[] concat(char c, byte[] b) {
    byte[] out = new byte[b.length + 1];
    out[0] = (byte) c;
    System.arraycopy(b, 0, out, 1, b.length);
    return out;
  }

  @Test
  void anIOExceptionSurfacesUnchecked() {
    byte[] doc = utf8(EVERY_TOKEN);
    for (int good : new int[] {0, 1, 10, 100, doc.length - 1}) {
      JsonReader r = JSON.reader(Streams.failingAfter(doc, good));
      UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> walkOrThrow(r));
      assertEquals("the connection broke", e.getCause().getMessage());
    }
  }

  @Test
  void theLimitsApplyAsOnByteArray() {
    Json small = Json.builder().maxDepth(4).maxStringLength(10).maxNumberLength(5).maxNameLength(3).build();
    for (String text : List.of("[[[[1]]]]", "[[[[[1]]]]]", "[\"0123456789\"]", "[\"0123456789a\"]",
        "[\"01234567\\n9a\"]", "[12345]", "[123456]", "[1.2345]", "{\"abc\":1}", "{\"abcd\":1}", "{\"a\\nbc\":1}",
        "[\"" + "z".repeat(100_000) + "\"]", "[" + "9".repeat(100_000) + "]")) {
      byte[] doc = utf8(text);
      sameAsBytes(small, doc);
      List<String> tokens = walk(small.reader(doc));
      String last = tokens.get(tokens.size() - 1);
      if (last.startsWith("JsonException")) {
        JsonException whole = assertThrows(JsonException.class, () -> small.parse(doc));
        assertTrue(last.startsWith("JsonException: " + whole.reason()), text + ": " + last + " / " + whole.getMessage());
      }
    }
    // A hostile stream: an endless string is refused at the limit, having buffered about that much.
    JsonReader r = small.reader(Streams.generated(Integer.MAX_VALUE, i -> i == 0 ? utf8("[\"") : utf8("zzzzzzzz")));
    r.beginArray();
    assertEquals("string longer than the limit of 10", assertThrows(JsonException.class, r::nextString).reason());
  }

  @Test
  void randomDocumentsReadTheSameInEveryChunking() {
    Random random = new Random(21);
    for (int i = 0; i < 300; i++) {
      Object value = randomValue(random, 0);
      byte[] doc = utf8(JSON.write(value));
      sameAsBytes(JSON, doc);
      byte[] pretty = utf8(Json.builder().pretty(true).build().write(value));
      sameAsBytes(JSON, pretty);
      int cut = random.nextInt(doc.length + 1);
      sameAsBytes(JSON, java.util.Arrays.copyOf(doc, cut));
    }
  }

  static Object randomValue(Random random, int depth) {
    int kind = random.nextInt(depth > 4 ? 5 : 7);
    switch (kind) {
      case 0: return random.nextInt(3) == 0 ? "\u00e9\"\\\n" + random.nextInt() : "s" + "x".repeat(random.nextInt(40));
      case 1: return random.nextLong() >> random.nextInt(64);
      case 2: return random.nextDouble() * Math.pow(10, random.nextInt(40) - 20);
      case 3: return random.nextBoolean();
      case 4: return null;
      case 5: {
        List<Object> list = new ArrayList<>();
        for (int i = random.nextInt(6); i > 0; i--) list.add(randomValue(random, depth + 1));
        return list;
      }
      default: {
        Map<String, Object> map = new java.util.LinkedHashMap<>();
        for (int i = random.nextInt(6); i > 0; i--) map.put("k" + random.nextInt(100), randomValue(random, depth + 1));
        return map;
      }
    }
  }

  public record Batch(int batch, String note, List<Item> items, Map<String, Object> extra) {}

  @Test
  void aDocumentPastAMegabyteIsBoundTokenByTokenAsOnByteArray() {
    List<Item> items = new ArrayList<>();
    for (int i = 0; i < 30_000; i++) items.add(new Item(i, "n\u00e9 " + i, List.of("t" + i, "u")));
    Batch batch = new Batch(7, "x".repeat(100), items, Map.of("k", List.of(1, 2.5, "s")));
    for (Json json : List.of(JSON, Json.builder().pretty(true).build())) {
      byte[] doc = json.writeBytes(batch);
      assertTrue(doc.length > 1 << 20, "a document of " + doc.length + " bytes");
      assertEquals(batch, json.read(Streams.Chunking.RANDOM.over(doc), Batch.class));
      assertEquals(json.parse(doc), json.parse(new ByteArrayInputStream(doc)));
      // Broken near its end, past the first megabyte: the byte[] path's error, place and path.
      String text = new String(doc, StandardCharsets.UTF_8);
      for (String broken : List.of(text.substring(0, text.length() - 3), text.replace("\"n\u00e9 19990\"", "\"n\u00e9 19990\" x"),
          text.replace("19995,", "19995x,"), text + " ]")) {
        byte[] bad = utf8(broken);
        JsonException expected = assertThrows(JsonException.class, () -> json.read(bad, Batch.class));
        JsonException actual = assertThrows(JsonException.class, () -> json.read(Streams.Chunking.RANDOM.over(bad), Batch.class));
        assertEquals(expected.getMessage(), actual.getMessage());
      }
    }
  }
}
