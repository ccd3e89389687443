package dev.peregrine.sequence;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Cbor;
import dev.peregrine.CborException;
import dev.peregrine.CborToken;
import dev.peregrine.CborReader;
import dev.peregrine.PeregrineException;
import dev.peregrine.TypeRef;
import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code Cbor.reader}: the token API over a stream reads what it reads over byte[], token for token and
 * error for error, however the stream is cut, and binds items in the middle of a document.
 */
class CborReaderTest {
  public record Item(int id, String name, List<String> tags) {}

  public record Batch(int batch, List<Item> items, String trailer) {}

  static final Cbor CBOR = Cbor.create();

  /** CBOR bytes built head by head. */
  static final class Doc {
    final ByteArrayOutputStream out = new ByteArrayOutputStream();

    Doc head(int major, long arg) {
      int mt = major << 5;
      if (arg >= 0 && arg < 24) {
        out.write(mt | (int) arg);
      } else if (arg >= 0 && arg < 0x100) {
        out.write(mt | 24);
        out.write((int) arg);
      } else if (arg >= 0 && arg < 0x10000) {
        out.write(mt | 25);
        out.write((int) (arg >> 8));
        out.write((int) arg);
      } else if (arg >= 0 && arg < 0x100000000L) {
        out.write(mt | 26);
        for (int s = 24; s >= 0; s -= 8) out.write((int) (arg >> s));
      } else {
        out.write(mt | 27);
        for (int s = 56; s >= 0; s -= 8) out.write((int) (arg >> s));
      }
      return this;
    }

    Doc text(String s) {
      byte[] b = s.getBytes(StandardCharsets.UTF_8);
      head(3, b.length);
      out.writeBytes(b);
      return this;
    }

    Doc hex(String hex) {
      out.writeBytes(HexFormat.of().parseHex(hex.replace(" ", "")));
      return this;
    }

    byte[] bytes() {
      return out.toByteArray();
    }
  }

  static byte[] hex(String hex) {
    return HexFormat.of().parseHex(hex.replace(" ", ""));
  }

  /**
   * Every token kind: maps and arrays of definite and indefinite length, text and byte strings (chunked
   * too), integers of every head size, bignums, floats of the three widths, a decimal fraction, the
   * literals, undefined and other simple values, tags (nested, and 0 and 1), integer keys, empty
   * containers, nesting, and a text string longer than the stream reader's buffer.
   */
  static byte[] everyToken() {
    Doc d = new Doc().hex("bf");
    d.text("plain").text("text");
    d.text("utf8").text("\u00e9\u4e2d\ud83d\ude00");
    d.text("ints").head(4, 10).head(0, 0).head(0, 23).head(0, 24).head(0, 255).head(0, 65_536).head(1, 0)
        .hex("3b 7f ff ff ff ff ff ff ff").hex("1b ff ff ff ff ff ff ff ff").hex("c2 49 40 00 00 00 00 00 00 00 00")
        .hex("c3 49 01 00 00 00 00 00 00 00 00");
    d.text("floats").hex("9f f9 3e 00 fa 7f 7f ff ff fb 3f f1 99 99 99 99 99 9a f9 7e 00 f9 fc 00 ff");
    d.text("decimal").hex("c4 82 21 19 30 39");
    d.text("bytes").hex("43 01 02 ff");
    d.text("chunked text").hex("7f 61 61 62 62 62 ff");
    d.text("chunked bytes").hex("5f 41 01 42 02 03 ff");
    d.text("literals").hex("86 f5 f4 f6 f7 f8 63 f0");
    d.text("tagged").hex("84 d9 04 d2 61 78").hex("c0").text("2013-03-21T20:04:00Z").hex("c1 1a 51 4b 67 b0")
        .hex("d9 d9 f7 d9 04 d2 81 01");
    d.head(0, 1).text("an integer key").head(1, 4).head(0, 2);
    d.text("empty").hex("a0").text("empty array").hex("80").text("indefinite empty").hex("9f ff");
    d.text("nested").hex("81 81 81 a1 61 61 81 a0");
    d.text("long").text("long text ".repeat(2_000));
    d.text("last").hex("bf 61 6b 9f 01 02 ff ff");
    return d.hex("ff").bytes();
  }

  /** Reads the whole document token by token, as strings; or the error, as a string. */
  static List<String> walk(CborReader r) {
    List<String> out = new ArrayList<>();
    try {
      return walkOrThrow(r, out);
    } catch (PeregrineException e) {
      out.add(described(e));
      return out;
    }
  }

  static List<String> walkOrThrow(CborReader r, List<String> out) {
    try (r) {
      while (true) {
        CborToken t = r.peek();
        String at = r.path();
        switch (t) {
          case BEGIN_OBJECT -> r.beginObject();
          case END_OBJECT -> r.endObject();
          case BEGIN_ARRAY -> r.beginArray();
          case END_ARRAY -> r.endArray();
          case NAME -> out.add("name " + r.nextName());
          case STRING -> out.add("string " + r.nextString());
          case BYTES -> out.add("bytes " + HexFormat.of().formatHex(r.nextBytes()));
          case NUMBER -> {
            Number n = r.nextNumber();
            out.add("number " + n.getClass().getSimpleName() + " " + n);
          }
          case BOOLEAN -> out.add("boolean " + r.nextBoolean());
          case NULL -> r.nextNull();
          case TAG -> out.add("tag " + r.nextTag());
          case SIMPLE -> out.add("simple " + r.nextSimple());
          case END_DOCUMENT -> {
            out.add("end");
            return out;
          }
        }
        out.add(t + " at " + at + " then " + r.path() + " @" + r.offset());
      }
    }
  }

  static String described(PeregrineException e) {
    return e.getClass().getSimpleName() + ": " + e.getMessage();
  }

  static void sameTokens(List<String> expected, List<String> actual, String what) {
    JsonReaderTest.sameTokens(expected, actual, what);
  }

  static void sameAsBytes(Cbor cbor, byte[] doc) {
    List<String> expected = walk(cbor.reader(doc));
    for (Streams.Chunking chunking : Streams.Chunking.values()) {
      Streams.Tracking in = chunking.over(doc);
      sameTokens(expected, walk(cbor.reader(in)), chunking + " over " + HexFormat.of().formatHex(doc, 0, Math.min(60, doc.length)));
      assertFalse(in.closed, "the caller's stream was closed");
    }
  }

  @Test
  void everyTokenKindReadsAsOnByteArrayInEveryChunking() {
    byte[] doc = everyToken();
    List<String> tokens = walk(CBOR.reader(doc));
    assertEquals("end", tokens.get(tokens.size() - 1), tokens.toString());
    for (String expected : List.of("string \u00e9\u4e2d\ud83d\ude00", "number Long -9223372036854775808",
        "number BigInteger 18446744073709551615", "number BigInteger 1180591620717411303424",
        "number BigInteger -18446744073709551617", "number Float 1.5", "number Float 3.4028235E38",
        "number Double 1.1", "number Float NaN", "number Float -Infinity", "number BigDecimal 123.45",
        "bytes 0102ff", "string abb", "bytes 010203", "simple 23", "simple 99", "simple 16", "tag 1234",
        "tag 0", "tag 1", "tag 55799", "name 1", "name -5", "name long", "BEGIN_OBJECT at $.last then $.last @" + (doc.length - 8))) {
      assertTrue(tokens.contains(expected), expected);
    }
    assertTrue(tokens.contains("boolean true") && tokens.contains("boolean false"));
    sameAsBytes(CBOR, doc);
  }

  @Test
  void everyTokenSplitAtEveryOffsetOfARead() {
    byte[] doc = everyToken();
    List<String> expected = walk(CBOR.reader(doc));
    for (int at = 0; at <= doc.length; at += at < 400 || at > doc.length - 100 ? 1 : 97) {
      sameTokens(expected, walk(CBOR.reader(JsonReaderTest.splitAt(doc, at))), "split at " + at);
    }
  }

  @Test
  void truncationAtEveryPositionFailsAsTheByteArrayPathDoes() {
    byte[] doc = everyToken();
    for (int n = 0; n < doc.length; n += n < 400 || n > doc.length - 100 ? 1 : 89) {
      byte[] cut = Arrays.copyOf(doc, n);
      List<String> bytes = walk(CBOR.reader(cut));
      String error = bytes.get(bytes.size() - 1);
      assertTrue(error.startsWith("CborException"), n + ": " + error);
      sameTokens(bytes, walk(CBOR.reader(Streams.Chunking.ONE_BYTE.over(cut))), "one byte, cut at " + n);
      sameTokens(bytes, walk(CBOR.reader(Streams.Chunking.RANDOM.over(cut))), "random chunks, cut at " + n);
      sameTokens(bytes, walk(CBOR.reader(JsonReaderTest.splitAt(cut, n / 2))), "split, cut at " + n);
      // The same place as the binding read of the whole document (the reason may differ: a short key read
      // by nextName says "unexpected end of input in a text string" where the tree's read says the length).
      CborException whole = assertThrows(CborException.class, () -> CBOR.parse(cut), "cut at " + n);
      CborException tokens = assertThrows(CborException.class,
          () -> walkOrThrow(CBOR.reader(Streams.Chunking.RANDOM.over(cut)), new ArrayList<>()));
      assertEquals(whole.offset(), tokens.offset(), "cut at " + n + ": " + whole.reason() + " / " + tokens.reason());
      // Skipping reads the same bytes another way (a decimal fraction as a tag and an array): over a stream
      // as over byte[].
      CborException skipped = assertThrows(CborException.class, () -> skipAll(CBOR.reader(cut)));
      CborException streamSkipped = assertThrows(CborException.class, () -> skipAll(CBOR.reader(Streams.Chunking.RANDOM.over(cut))));
      assertEquals(List.of(skipped.reason(), skipped.offset(), skipped.path()),
          List.of(streamSkipped.reason(), streamSkipped.offset(), streamSkipped.path()), "skipped, cut at " + n);
    }
  }

  /** Walks the document with skipValue for every item that is not a container. */
  static void skipAll(CborReader r) {
    while (r.peek() != CborToken.END_DOCUMENT) {
      switch (r.peek()) {
        case BEGIN_OBJECT -> r.beginObject();
        case END_OBJECT -> r.endObject();
        case BEGIN_ARRAY -> r.beginArray();
        case END_ARRAY -> r.endArray();
        case NAME -> r.nextName();
        case TAG -> r.nextTag();
        default -> r.skipValue();
      }
    }
  }

  static final List<String> MALFORMED = List.of("", "18", "19 01", "1c", "ff", "01 02", "5f 00 ff", "7f 41 00 ff",
      "9f", "9f 01", "bf 61 61", "bf 61 61 ff", "a1 61 61", "83 01 02", "a2 61 61 01", "f8 10", "c2 41", "c4 82 01",
      "62 c3 28", "9b ff ff ff ff ff ff ff ff", "bb 7f ff ff ff ff ff ff ff", "bf 40 01 ff", "a1 80 01", "c0 ff",
      "d9 d9 f7", "81 9f 01 02", "9f 01 a1 61 61 ff", "82 01 ff", "bf 61 61 01 61 62", "a1 61 61 83 01 02",
      "81 85 01 02", "d9 01 00 82 63 61 62 63 d8 19 05");

  @Test
  void malformedDocumentsFailAsOnByteArray() {
    Cbor small = Cbor.builder().maxDepth(3).maxStringLength(4).maxNameLength(2).build();
    for (String h : MALFORMED) {
      byte[] doc = hex(h);
      sameAsBytes(CBOR, doc);
      sameAsBytes(small, doc);
      List<String> tokens = walk(CBOR.reader(doc));
      assertTrue(tokens.get(tokens.size() - 1).startsWith("CborException"), h + ": " + tokens);
    }
    for (String h : List.of("81 81 81 81 01", "64 61 62 63 64 65", "a1 63 61 62 63 01", "81 81 d9 04 d2 81 81 01")) {
      sameAsBytes(small, hex(h));
      List<String> tokens = walk(small.reader(hex(h)));
      assertTrue(tokens.get(tokens.size() - 1).startsWith("CborException"), h + ": " + tokens);
    }
  }

  @Test
  void aContainerLongerThanTheDocumentFailsAtItsHeadWithItsPathAsOnByteArray() {
    // {"a": {"b": [1000 items declared, 3 given]}}: the byte[] reader refuses the array at its head.
    byte[] doc = new Doc().hex("a1").text("a").hex("a1").text("b").head(4, 1000).hex("01 02 03").bytes();
    CborException bytes = assertThrows(CborException.class, () -> skipAll(CBOR.reader(doc)));
    assertEquals("array of 1000 items is longer than the remaining 6 bytes", bytes.reason());
    assertEquals("$.a.b", bytes.path());
    for (Streams.Chunking chunking : Streams.Chunking.values()) {
      CborException stream = assertThrows(CborException.class, () -> skipAll(CBOR.reader(chunking.over(doc))));
      assertEquals(List.of(bytes.reason(), bytes.offset(), bytes.path()), List.of(stream.reason(), stream.offset(), stream.path()),
          chunking.toString());
    }
  }

  static byte[] batch(int n, Object badName) {
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("batch", 7);
    List<Object> items = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Map<String, Object> item = new LinkedHashMap<>();
      item.put("id", i);
      item.put("name", i == 3 && badName != null ? badName : "item " + i + " \u00e9");
      item.put("tags", List.of("t" + i, "x".repeat(i % 50)));
      items.add(item);
    }
    doc.put("items", items);
    doc.put("trailer", "end");
    return CBOR.write(doc);
  }

  @Test
  void itemsAreBoundOneAtATimeInTheMiddleOfTheStream() {
    byte[] doc = batch(3_000, null);
    assertTrue(doc.length > 64 * 1024);
    Batch expected = CBOR.read(doc, Batch.class);
    for (Streams.Chunking chunking : Streams.Chunking.values()) {
      try (CborReader r = CBOR.reader(chunking.over(doc))) {
        r.beginObject();
        assertEquals("batch", r.nextName());
        assertEquals(7, r.nextInt());
        assertEquals("items", r.nextName());
        r.beginArray();
        List<Item> items = new ArrayList<>();
        while (r.hasNext()) {
          assertEquals("$.items[" + items.size() + "]", r.path());
          items.add(r.read(Item.class));
        }
        r.endArray();
        assertEquals(expected.items(), items);
        assertEquals(CborToken.NAME, r.peek());
        r.skipValue(); // the key and its value
        r.endObject();
        assertEquals(CborToken.END_DOCUMENT, r.peek());
        assertEquals(doc.length, r.offset());
      }
    }
    // A generic type in the middle, and a subtree as the tree.
    try (CborReader r = CBOR.reader(Streams.Chunking.ONE_BYTE.over(doc))) {
      r.beginObject();
      r.skipValue();
      assertEquals("items", r.nextName());
      assertEquals(expected.items(), r.read(new TypeRef<List<Item>>() {}));
      assertEquals("trailer", r.nextName());
      assertEquals("end", r.read(Object.class));
      r.endObject();
    }
  }

  @Test
  void anErrorInABoundItemHasItsPathAndTheByteArrayOffset() {
    byte[] doc = batch(10, List.of(1, 2));
    CborException whole = assertThrows(CborException.class, () -> CBOR.read(doc, Batch.class));
    assertEquals("$.items[3].name", whole.path());
    for (Streams.Chunking chunking : Streams.Chunking.values()) {
      CborReader r = CBOR.reader(chunking.over(doc));
      r.beginObject();
      r.skipValue();
      r.nextName();
      r.beginArray();
      for (int i = 0; i < 3; i++) r.read(Item.class);
      CborException e = assertThrows(CborException.class, () -> r.read(Item.class));
      assertEquals(List.of(whole.reason(), whole.offset(), whole.path()), List.of(e.reason(), e.offset(), e.path()), chunking.toString());
    }
  }

  @Test
  void typedReadsMismatchesAndMisuse() {
    byte[] doc = new Doc().hex("a3").text("s").text("x").text("b").hex("42 01 02").text("t").hex("d9 04 d2 61 79").bytes();
    CborReader r = CBOR.reader(doc);
    r.beginObject();
    assertThrows(IllegalStateException.class, r::endArray);
    assertThrows(IllegalStateException.class, r::nextString); // a value before its key was taken
    assertEquals("s", r.nextName());
    CborException e = assertThrows(CborException.class, r::nextBytes);
    assertEquals("expected a byte string, found a text string", e.reason());
    assertEquals("$.s", e.path());
    assertEquals(3, e.offset());

    r = CBOR.reader(doc);
    r.beginObject();
    r.skipValue();
    assertEquals("b", r.nextName());
    assertArrayEquals(new byte[] {1, 2}, r.nextBytes());
    assertEquals("t", r.nextName());
    assertEquals(CborToken.TAG, r.peek());
    assertEquals(1234, r.nextTag());
    assertEquals(CborToken.STRING, r.peek());
    assertEquals("y", r.nextString());
    assertFalse(r.hasNext());
    r.endObject();
    assertEquals(CborToken.END_DOCUMENT, r.peek());
    CborException end = assertThrows(CborException.class, r::nextInt);
    assertEquals("expected a number, found the end of the document", end.reason());

    // Typed reads skip a tag as binding does; a tag is not a number.
    r = CBOR.reader(hex("82 d9 04 d2 05 c1 1a 51 4b 67 b0"));
    r.beginArray();
    assertEquals(5, r.nextInt());
    assertEquals("2013-03-21T20:04:00Z", r.nextString());
    r.endArray();
    CborException notTag = assertThrows(CborException.class, () -> {
      CborReader t = CBOR.reader(hex("81 05"));
      t.beginArray();
      t.nextTag();
    });
    assertEquals("expected a tag, found a number", notTag.reason());
    assertEquals("$[0]", notTag.path());
  }

  @Test
  void pathAndOffsetFollowTheCursor() {
    byte[] doc = new Doc().hex("a2").text("a").hex("82 0a 14").text("b c").hex("bf 61 64 f5 ff").bytes();
    for (Streams.Chunking chunking : Streams.Chunking.values()) {
      CborReader r = CBOR.reader(chunking.over(doc));
      assertEquals("$", r.path());
      r.beginObject();
      assertEquals(1, r.offset());
      assertEquals("a", r.nextName());
      assertEquals("$.a", r.path());
      r.beginArray();
      assertEquals("$.a[0]", r.path());
      assertEquals(10, r.nextLong());
      assertEquals("$.a[1]", r.path());
      assertEquals(20.0, r.nextDouble());
      r.endArray();
      assertEquals("b c", r.nextName());
      assertEquals("$['b c']", r.path());
      r.beginObject();
      assertEquals("d", r.nextName());
      assertTrue(r.nextBoolean());
      r.endObject();
      r.endObject();
      assertEquals(doc.length, r.offset());
      assertEquals(CborToken.END_DOCUMENT, r.peek());
    }
  }

  @Test
  void stringReferencesAndNumbersRoundTripThroughTheTokens() {
    Map<String, Object> value = new LinkedHashMap<>();
    value.put("repeated", List.of("a long repeated string", "a long repeated string", "a long repeated string"));
    value.put("big", new BigInteger("123456789012345678901234567890"));
    value.put("decimal", new BigDecimal("-1.25e-30"));
    value.put("bytes", new byte[] {1, 2, 3});
    Cbor refs = Cbor.builder().stringRefs(true).build();
    byte[] doc = refs.write(value);
    sameAsBytes(refs, doc);
    CborReader r = refs.reader(Streams.Chunking.ONE_BYTE.over(doc));
    r.beginObject();
    assertEquals("repeated", r.nextName());
    r.beginArray();
    for (int i = 0; i < 3; i++) assertEquals("a long repeated string", r.nextString());
    r.endArray();
    assertEquals("big", r.nextName());
    assertEquals(new BigInteger("123456789012345678901234567890"), r.nextBigInteger());
    assertEquals("decimal", r.nextName());
    assertEquals(new BigDecimal("-1.25e-30"), r.nextBigDecimal());
    assertEquals("bytes", r.nextName());
    assertArrayEquals(new byte[] {1, 2, 3}, r.nextBytes());
    r.endObject();
    assertEquals(CborToken.END_DOCUMENT, r.peek());
  }

  @Test
  void theDocumentSizeLimitAppliesToTheWholeStream() {
    Cbor small = Cbor.builder().limits(new dev.peregrine.stream.Limits(100, 1000, 100, 100, 100)).build();
    byte[] doc = CBOR.write(List.of("x".repeat(60), "y".repeat(60)));
    CborException bytes = assertThrows(CborException.class, () -> small.reader(doc));
    CborException stream = assertThrows(CborException.class, () -> skipAll(small.reader(Streams.Chunking.RANDOM.over(doc))));
    assertEquals(bytes.reason(), stream.reason());
  }
}
