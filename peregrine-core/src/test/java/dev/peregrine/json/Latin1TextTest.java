package dev.peregrine.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.peregrine.Json;
import dev.peregrine.JsonException;
import dev.peregrine.Property;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@code Json.write(Object)} writes Latin-1 into its buffer and moves the text to a char array at each char
 * past U+00FF (Utf8JsonWriter.forText); {@code writeBytes} writes UTF-8. The text must be the bytes, decoded,
 * wherever the wide chars fall: in values and names, short and long strings, in runs, as surrogate pairs, beside
 * lone surrogates and escapes, compact and pretty.
 *
 * <p>{@code Json.read(String)} reads a String of chars up to U+00FF as its Latin-1 bytes
 * (Utf8JsonReader.overLatin1): values, errors and limits must be those of the same text read as UTF-8 bytes,
 * offsets and columns in UTF-8 bytes, wherever the chars from U+0080 fall.
 */
class Latin1TextTest {
  private static final Json JSON = Json.create();
  private static final Json PRETTY = Json.builder().pretty(true).build();

  // ASCII, Latin-1 past ASCII, wide chars (U+0152 has a quote-free low byte, U+0122 a quote's, U+015C a
  // backslash's), a pair, lone surrogates, and chars to escape.
  private static final String[] PIECES = {
      "a", "b", "?", "\u00e9", "\u00ff", "\u0080", "\u0152", "\u0122", "\u015c", "\u4e2d\u6587", "\ud83d\ude00",
      "\ud800", "\udfff", "\"", "\\", "\n", "\u0001", " "};

  private static String randomText(Random r, int pieces) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < pieces; i++) {
      String piece = PIECES[r.nextInt(PIECES.length)];
      // Mostly ASCII runs, as text is, so the word-at-a-time paths see long plain stretches between the pieces.
      if (r.nextInt(3) > 0) piece = "xyzw".repeat(r.nextInt(5)) + piece;
      b.append(piece);
    }
    return b.toString();
  }

  private static void assertTextIsTheBytesDecoded(Json json, Object value, String what) {
    assertEquals(new String(json.writeBytes(value), StandardCharsets.UTF_8), json.write(value), what);
  }

  @Test
  void randomTextsInValuesAndKeys() {
    Random r = new Random(20261126);
    for (int round = 0; round < 4000; round++) {
      String a = randomText(r, r.nextInt(12));
      String b = randomText(r, r.nextInt(40));
      Map<String, Object> map = new LinkedHashMap<>();
      map.put(a, b);
      map.put(b, List.of(a, 1, a + b));
      Object value = List.of(a, map, b, "plain ascii after them");
      assertTextIsTheBytesDecoded(JSON, value, a + " / " + b);
      assertTextIsTheBytesDecoded(PRETTY, value, "pretty " + a + " / " + b);
    }
  }

  @Test
  void longStringsWithWideCharsNearTheScratchChunksAndTheWholeLimit() {
    int whole = Utf8JsonWriter.WHOLE;
    int chunk = dev.peregrine.internal.BufferPool.CHARS;
    for (int length : new int[] {17, chunk + 5, whole - 1, whole, whole + 1, whole + 3 * chunk + 7}) {
      for (String wide : new String[] {"\u0152", "\ud83d\ude00", "\u00e9", "\ud800"}) {
        for (int at : new int[] {0, 1, 7, 8, chunk - 1, chunk, length / 2, length - 3}) {
          if (at + wide.length() > length) continue;
          StringBuilder s = new StringBuilder("abcdefgh".repeat(length / 8 + 1).substring(0, length));
          s.replace(at, at + wide.length(), wide);
          s.setCharAt(length - 1, 'é');
          assertTextIsTheBytesDecoded(JSON, List.of(s.toString(), "tail"), "length " + length + " at " + at);
        }
      }
    }
  }

  @Test
  void wideRunsAcrossTheChunksTheyAreCopiedIn() {
    // A run of wide chars is copied from its String a chunk at a time: pairs, escapes and lone surrogates
    // on either side of each chunk's end.
    int chunk = Utf8JsonWriter.RUN_CHUNK;
    for (int length : new int[] {chunk - 1, chunk, chunk + 1, 2 * chunk + 3}) {
      for (String odd : new String[] {"\ud83d\ude00", "\"", "\n", "\ud800", "\udfff", "\u00e9", "a"}) {
        for (int at : new int[] {0, 1, chunk - 2, chunk - 1, chunk, chunk + 1, length - 2}) {
          if (at < 0 || at + odd.length() > length) continue;
          StringBuilder s = new StringBuilder("\u4e2d".repeat(length));
          s.replace(at, at + odd.length(), odd);
          assertTextIsTheBytesDecoded(JSON, List.of("\u00e9 before", s.toString(), "after"), "length " + length + " at " + at);
          assertTextIsTheBytesDecoded(JSON, List.of("x" + s), "after one char, length " + length + " at " + at);
        }
      }
    }
  }

  public record Names(@Property("größe") int size, @Property("名前") String name, @Property("ok") String ok) {}

  @Test
  void nonAsciiPropertyNamesAndEnumLikeTables() {
    Names value = new Names(3, "Œuvre 中文 é", "x");
    assertTextIsTheBytesDecoded(JSON, value, "compact");
    assertTextIsTheBytesDecoded(PRETTY, value, "pretty");
    assertEquals("{\"größe\":3,\"名前\":\"Œuvre 中文 é\",\"ok\":\"x\"}", JSON.write(value));
    assertEquals(value, JSON.read(JSON.write(value), Names.class));
  }

  @Test
  void aKeyWrittenAsTextLeavesNoLatin1BytesInTheKeyCache() {
    // The pooled key cache serves both writers: a short key past ASCII written in Latin-1 must not be kept
    // there, or the UTF-8 writer would copy its Latin-1 bytes.
    for (int i = 0; i < 50; i++) {
      Map<String, Integer> map = Map.of("é" + (i % 3), i);
      String text = JSON.write(map);
      assertEquals(text, new String(JSON.writeBytes(map), StandardCharsets.UTF_8));
    }
  }

  // writeBytes after a string past ASCII was written (the writer's nonAscii state), strings of 17 chars and
  // more with escapes, lone surrogates and pairs anywhere, pairs around index 256 too (a chunk of the scratch
  // chars: quotedChars, tried and backed out, copied them 256 at a time): the bytes must be the String
  // output's text and read back as the value.
  @Test
  void stringsAfterOnePastAsciiAreEncodedAsTheTextIs() {
    String[] awkward = {"\"", "\\", "\n", "\u0001", "\ud800", "\udc00", "\ud83d\ude00", "\u00e9", "\u4e2d", "?", "\u07ff",
        "\u0800", "\uffff"};
    dev.peregrine.TypeRef<List<String>> strings = new dev.peregrine.TypeRef<>() {};
    Random r = new Random(5);
    for (int round = 0; round < 3000; round++) {
      int n = 17 + r.nextInt(r.nextBoolean() ? 60 : 600);
      StringBuilder b = new StringBuilder(r.nextBoolean() ? "\u4e2d" : "");
      while (b.length() < n) b.append(r.nextInt(3) == 0 ? awkward[r.nextInt(awkward.length)] : "x");
      String text = b.toString();
      List<String> values = List.of("\u00e9", text, text + "\u00e9", "x" + text.substring(1));
      assertTextIsTheBytesDecoded(JSON, values, text);
      assertEquals(values, JSON.read(JSON.writeBytes(values), strings), text);
    }
    for (int at = 250; at < 260; at++) { // a pair across the first chunk's end
      String text = "\u4e2d" + "x".repeat(at - 1) + "\ud83d\ude00" + "y".repeat(40) + "\u00e9";
      List<String> values = List.of("\u00e9", text, text.substring(0, at + 1));
      assertTextIsTheBytesDecoded(JSON, values, "pair at " + at);
      assertEquals(values, JSON.read(JSON.writeBytes(values), strings), "pair at " + at);
    }
  }

  @Test
  void manyWideRunsInOneDocument() {
    List<String> values = new ArrayList<>();
    for (int i = 0; i < 2000; i++) values.add(i % 7 == 0 ? "中" + i + "文" : "plain " + i + " é");
    assertTextIsTheBytesDecoded(JSON, values, "runs");
    assertEquals(values, JSON.read(JSON.write(values), new dev.peregrine.TypeRef<List<String>>() {}));
  }

  private static void assertSameOutcome(Json json, String doc, java.lang.reflect.Type type) {
    byte[] bytes = doc.getBytes(StandardCharsets.UTF_8);
    Object fromBytes;
    try {
      fromBytes = json.read(bytes, dev.peregrine.TypeRef.of(type));
    } catch (JsonException expected) {
      JsonException e = assertThrows(JsonException.class, () -> json.read(doc, dev.peregrine.TypeRef.of(type)), doc);
      assertEquals(expected.getMessage(), e.getMessage(), doc);
      assertEquals(expected.offset(), e.offset(), doc);
      assertEquals(expected.line(), e.line(), doc);
      assertEquals(expected.column(), e.column(), doc);
      return;
    }
    assertEquals(fromBytes, json.read(doc, dev.peregrine.TypeRef.of(type)), doc);
  }

  @Test
  void latin1TextReadsAsItsUtf8DoesErrorsAndLimitsIncluded() {
    String[] latin1 = {"\u00e9", "\u00ff", "\u0080", "a", "\\n", "\\\"", "\n", " "};
    String[] ends = {"\"]", "\"", "\"x]", "\u0001\"]", "\\q\"]", "\"]]", "\", 1}", "\":1}"};
    Json[] limited = {JSON, Json.builder().maxStringLength(12).build(), Json.builder().maxNameLength(5).build(),
        Json.builder().maxDocumentSize(30).build()};
    Random r = new Random(7);
    for (int round = 0; round < 20_000; round++) {
      StringBuilder text = new StringBuilder();
      for (int i = r.nextInt(16); i > 0; i--) text.append(latin1[r.nextInt(latin1.length)]);
      String body = text.toString();
      String end = ends[r.nextInt(ends.length)];
      Json json = limited[r.nextInt(limited.length)];
      assertSameOutcome(json, "[\"" + body + end, List.class);
      assertSameOutcome(json, "{\"" + body + "\":\"" + body + end, Map.class);
      assertSameOutcome(json, "\n[\"\u00e9\",\n \"" + body + end, Object.class);
    }
  }

  @Test
  void aLatin1CharOutsideAStringIsReportedAsItsUtf8LeadByte() {
    for (String doc : new String[] {"[\u00e9]", "{\"a\":\u00ff}", "[1,\u0080]", "\u00e9", "{\u00e9:1}", "[\"\u00e9\"\u00e9]",
        "[1\u00e9]", "[tru\u00e9]", "[\"\\\u00e9\"]", "[\"\\u00\u00e9\"]"}) {
      assertSameOutcome(JSON, doc, Object.class);
    }
  }

  @Test
  void aLatin1TextPastTheDocumentLimitOnlyAsUtf8IsRefused() {
    String doc = "\"" + "\u00e9".repeat(20) + "\""; // 22 chars, 42 bytes of UTF-8
    Json json = Json.builder().maxDocumentSize(30).build();
    JsonException e = assertThrows(JsonException.class, () -> json.read(doc, String.class));
    assertEquals("document larger than the limit of 30 bytes", e.reason());
    assertEquals("\u00e9".repeat(20), Json.builder().maxDocumentSize(42).build().read(doc, String.class));
  }

  // Text read as Latin-1 is not looked through for chars past U+00FF first: the reader tells the question marks
  // its encoder wrote for them from the text's own where it meets them. So the documents below put wide chars,
  // pairs and question marks anywhere: in values, names, names and enum constants that have a question mark of
  // their own, texts of a fixed length, skipped values, under each limit. Their outcome must be the UTF-8 bytes'
  // one. (They start with 70 ASCII chars: the first 64 chars were looked through once, Utf8.wideEarly.)

  public enum Mark {
    @dev.peregrine.Property("A?") A,
    @dev.peregrine.Property("?") Q,
    PLAIN
  }

  public record Marked(@dev.peregrine.Property("a?b") int ab, @dev.peregrine.Property("?") String q, Mark mark,
      java.util.UUID id, List<String> list) {}

  private static final String PROBED = "{\"pad\":\"" + "x".repeat(70) + "\",";

  // Long strings: several a document, each with a run of plain chars of any length before its pieces, so that
  // every stop falls at every distance from the string's start, past the first words the scan reads one by
  // one, after, before and between the stops of the strings before it; compact and with line breaks, under
  // each limit. (It guarded a scan over the String that kept its look ahead across strings, since dropped.)
  @Test
  void longStringsReadAsTheirUtf8DoesWithTheStopsAtEveryDistance() {
    String[] pieces = {"a", "?", "\u00e9", "\u00ff", "\u0080", "\u4e2d", "\ud83d\ude00", "\\n", "\\\"", "\\\\", " ", "\u0001"};
    Json[] limited = {JSON, Json.builder().maxStringLength(90).build(), Json.builder().maxDocumentSize(400).build()};
    java.lang.reflect.Type[] types = {Object.class, Marked.class, Map.class, new dev.peregrine.TypeRef<List<String>>() {}.type()};
    Random r = new Random(11);
    for (int round = 0; round < 20_000; round++) {
      boolean lines = r.nextBoolean();
      StringBuilder doc = new StringBuilder(PROBED);
      doc.append(lines ? "\n" : "").append("\"list\":[");
      for (int s = r.nextInt(5); s >= 0; s--) {
        doc.append("\"").append("p".repeat(r.nextInt(90)));
        for (int i = r.nextInt(4); i > 0; i--) {
          String piece = pieces[r.nextInt(pieces.length)];
          doc.append(piece.equals("\u0001") && r.nextInt(4) != 0 ? "b" : piece).append("q".repeat(r.nextInt(40)));
        }
        doc.append("\",").append(lines ? "\n" : "");
      }
      doc.append("\"end\"]}");
      assertSameOutcome(limited[r.nextInt(limited.length)], doc.toString(), types[r.nextInt(types.length)]);
    }
  }

  @Test
  void wideCharsPastTheFirstCharsReadAsTheirUtf8DoesWhereverTheyFall() {
    String[] pieces = {"a", "b", "?", "??", "\u00e9", "\u4e2d", "\u0152", "\u013f", "\ud83d\ude00", "\\n", "\\\"", " "};
    String[] ends = {"\"", "\"x", "\u0001\"", "\\q\""};
    Json[] limited = {JSON, Json.builder().maxStringLength(12).build(), Json.builder().maxNameLength(5).build(),
        Json.builder().maxDocumentSize(110).build(), Json.builder().failOnUnknownProperties(true).build()};
    java.lang.reflect.Type[] types = {Object.class, Marked.class, Map.class,
        new dev.peregrine.TypeRef<Map<String, Mark>>() {}.type()};
    Random r = new Random(20261127);
    for (int round = 0; round < 20_000; round++) {
      StringBuilder text = new StringBuilder();
      for (int i = r.nextInt(8); i > 0; i--) text.append(pieces[r.nextInt(pieces.length)]);
      String body = text.toString();
      String end = r.nextInt(6) == 0 ? ends[r.nextInt(ends.length)] : "\"";
      Json json = limited[r.nextInt(limited.length)];
      java.lang.reflect.Type type = types[r.nextInt(types.length)];
      String doc = switch (r.nextInt(6)) {
        case 0 -> PROBED + "\"" + body + end + ":1}";
        case 1 -> PROBED + "\"q\":\"" + body + end + "}";
        case 2 -> PROBED + "\"mark\":\"" + body + end + "}";
        case 3 -> PROBED + "\"id\":\"" + body + end + "}";
        case 4 -> PROBED + "\"list\":[\"" + body + end + ",\"" + body + "\"]}";
        default -> PROBED + "\"" + body + "\":\"" + body + end + ",\"list\":[]}";
      };
      assertSameOutcome(json, doc, type);
    }
  }

  @Test
  void aWideCharWhereAQuestionMarkOfTheTablesIsDoesNotMatchIt() {
    String wide = "\u4e2d";
    Marked marked = new Marked(0, null, null, null, null);
    assertEquals(marked, JSON.read(PROBED + "\"a" + wide + "b\":7}", Marked.class));
    assertEquals(new Marked(7, null, null, null, null), JSON.read(PROBED + "\"a?b\":7}", Marked.class));
    assertEquals(marked, JSON.read(PROBED + "\"" + wide + "\":\"x\"}", Marked.class));
    assertEquals(new Marked(0, "x", null, null, null), JSON.read(PROBED + "\"?\":\"x\"}", Marked.class));
    assertEquals(new Marked(0, null, Mark.A, null, null), JSON.read(PROBED + "\"mark\":\"A?\"}", Marked.class));
    Json strict = Json.builder().failOnUnknownProperties(true).build();
    String listFirst = "{\"list\":[\"" + "x".repeat(70) + "\"],";
    assertEquals(new Marked(7, null, null, null, List.of("x".repeat(70))), strict.read(listFirst + "\"a?b\":7}", Marked.class));
    JsonException e = assertThrows(JsonException.class, () -> strict.read(listFirst + "\"a" + wide + "b\":7}", Marked.class));
    assertEquals("unknown property 'a" + wide + "b' for " + Marked.class.getName() + " (known: a?b, ?, mark, id, list)",
        e.reason());
    assertSameOutcome(strict, listFirst + "\"a" + wide + "b\":7}", Marked.class);
    // A generated codec compares the name it expects next as words of bytes (nextNameQuick): warmed past the
    // threshold for one, then a wide char where the name's question mark is, 70 spaces in (past the probe)
    Json generated = Json.create();
    String spaced = "{" + " ".repeat(70) + "\"a?b\":7}";
    for (int i = 0; i < 2000; i++) assertEquals(7, generated.read(spaced, Marked.class).ab());
    assertEquals(marked, generated.read(spaced.replace("?", wide), Marked.class));
    assertEquals(new Marked(0, null, Mark.Q, null, null),
        generated.read("{" + " ".repeat(70) + "\"a" + wide + "b\":7,\"mark\":\"?\"}", Marked.class));
    assertSameOutcome(JSON, PROBED + "\"mark\":\"A" + wide + "\"}", Marked.class);
    assertSameOutcome(JSON, PROBED + "\"mark\":\"" + wide + "\"}", Marked.class);
    assertSameOutcome(JSON, PROBED + "\"a" + wide + "b\":7}", Map.class);
  }

  // A text of a fixed length goes to its parser where it lies, without a scan for its closing quote: a parser
  // that takes question marks must not see one that stands for a wide char.
  record Code(String text) {}

  private static final dev.peregrine.stream.internal.TextParser<Code> FOUR = new dev.peregrine.stream.internal.TextParser<>() {
    @Override
    public Code parse(byte[] b, int from, int to) {
      return to - from == 4 ? new Code(new String(b, from, 4, StandardCharsets.ISO_8859_1)) : null;
    }

    @Override
    public int fixedLength() {
      return 4;
    }
  };

  private static final Json CODES = Json.builder().register(Code.class, new dev.peregrine.Codec<Code>() {
    @Override
    public Code read(dev.peregrine.stream.ValueReader in) {
      Code code = in.readText(FOUR);
      return code != null ? code : new Code("declined: " + in.unmatchedString());
    }

    @Override
    public void write(dev.peregrine.stream.ValueWriter out, Code value) {
      out.value(value.text());
    }
  }).build();

  @Test
  void aParserOfFixedLengthNeverSeesAWideCharsQuestionMark() {
    dev.peregrine.TypeRef<Map<String, Code>> codes = new dev.peregrine.TypeRef<>() {};
    assertEquals(new Code("ab?c"), CODES.read(PROBED + "\"c\":\"ab?c\"}", codes).get("c"));
    assertEquals(new Code("ab?c"), CODES.read("{\"c\":\"ab?c\"}".getBytes(StandardCharsets.UTF_8), codes).get("c"));
    // as bytes, the wide char is three bytes: the parser does not see 4 of them; as text, not its question mark
    assertEquals(new Code("declined: ab\u4e2dc"), CODES.read(PROBED + "\"c\":\"ab\u4e2dc\"}", codes).get("c"));
    assertEquals(new Code("declined: ab\u4e2dc"),
        CODES.read((PROBED + "\"c\":\"ab\u4e2dc\"}").getBytes(StandardCharsets.UTF_8), codes).get("c"));
  }

  public record Dated(java.time.LocalDate day, java.util.UUID id) {}

  @Test
  void aBuiltInParserOfFixedLengthIsHandedAWideCharsQuestionMarkAndDeclinesIt() {
    // Built-in parsers of a fixed length (dates, UUIDs) take no question mark, so the reader does not look for
    // one first: a wide char in their text still reads as the UTF-8 bytes do (an error).
    String uuid = "123e4567-e89b-12d3-a456-426614174000";
    for (int at = 0; at < uuid.length(); at++) {
      String wide = uuid.substring(0, at) + "\u4e2d" + uuid.substring(at + 1);
      assertSameOutcome(JSON, PROBED + "\"id\":\"" + wide + "\"}", Dated.class);
    }
    String day = "2024-02-29";
    for (int at = 0; at < day.length(); at++) {
      assertSameOutcome(JSON, PROBED + "\"day\":\"" + day.substring(0, at) + "\u20ac" + day.substring(at + 1) + "\"}",
          Dated.class);
    }
    assertEquals(new Dated(java.time.LocalDate.of(2024, 2, 29), java.util.UUID.fromString(uuid)),
        JSON.read(PROBED + "\"day\":\"" + day + "\",\"id\":\"" + uuid + "\"}", Dated.class));
  }

  public record Timed(java.time.LocalTime time, java.time.LocalDateTime local, java.time.OffsetDateTime offset,
      java.time.ZonedDateTime zoned, java.time.Instant instant, java.time.Duration duration) {}

  @Test
  void theIsoParsersAreHandedAWideCharsQuestionMarkAndDeclineIt() {
    // java.time's parsers take no question mark, so the reader over a String runs past one in their text
    // without asking the String: a wide char at any place of their text (a region's id included) still reads
    // as the UTF-8 bytes do, an error or, for a zone's id the JDK's parser takes, a value.
    String[][] texts = {{"time", "12:34:56.789"}, {"local", "2024-02-29T12:34:56.123456"},
      {"offset", "2024-02-29T12:34:56+05:30"}, {"zoned", "2024-02-29T12:34:56+01:00[Europe/Paris]"},
      {"instant", "2024-02-29T12:34:56.5Z"}, {"duration", "PT12H34M56.5S"}};
    StringBuilder all = new StringBuilder(PROBED);
    for (String[] t : texts) {
      for (int at = 0; at < t[1].length(); at++) {
        for (String wide : List.of("\u4e2d", "\u20ac", "\ud83d\ude00")) {
          String text = t[1].substring(0, at) + wide + t[1].substring(at + 1);
          assertSameOutcome(JSON, PROBED + "\"" + t[0] + "\":\"" + text + "\"}", Timed.class);
        }
      }
      all.append('"').append(t[0]).append("\":\"").append(t[1]).append("\",");
    }
    all.setCharAt(all.length() - 1, '}');
    Timed read = JSON.read(all.toString(), Timed.class);
    assertEquals(JSON.read(all.toString().getBytes(StandardCharsets.UTF_8), Timed.class), read);
    assertEquals(java.time.LocalTime.of(12, 34, 56, 789_000_000), read.time());
    assertEquals(java.time.ZoneId.of("Europe/Paris"), read.zoned().getZone());
  }

  // A codec that catches the reader's exception and goes on: the read is still redone as UTF-8.
  private static final Json FORGIVING = Json.builder().register(Code.class, new dev.peregrine.Codec<Code>() {
    @Override
    public Code read(dev.peregrine.stream.ValueReader in) {
      try {
        return new Code(in.readString());
      } catch (dev.peregrine.PeregrineException e) {
        return new Code("unreadable");
      }
    }

    @Override
    public void write(dev.peregrine.stream.ValueWriter out, Code value) {
      out.value(value.text());
    }
  }).build();

  @Test
  void aCodecThatSwallowsTheWideCharsExceptionStillGetsTheUtf8Read() {
    String doc = PROBED + "\"c\":\"\u4e2d\"}";
    assertEquals(new Code("\u4e2d"), FORGIVING.read(doc, new dev.peregrine.TypeRef<Map<String, Code>>() {}).get("c"));
    String bare = "[" + "1,".repeat(40) + "\"x\u4e2dy\"]";
    assertEquals("x\u4e2dy", FORGIVING.read(bare, new dev.peregrine.TypeRef<List<Object>>() {}).get(40));
  }

  // A string with chars past U+00FF is read from the String itself, the reader staying on the Latin-1 bytes
  // (it does not give up on the text): surrogate pairs (one byte for two chars) move the text's index of
  // every byte after them, so the question marks and wide chars of later strings must still be told apart.
  @Test
  void stringsWithWideCharsAndPairsAreReadFromTheTextWithoutGivingUp() {
    String[] pieces = {"a", "?", "??", "\u00e9", "\u00ff", "\u4e2d", "\u0152", "\u0122", "\u015c", "\ud83d\ude00",
        "\ud83d\ude00\ud83d\ude01", "\\n", "\\\"", " ", "p".repeat(40)};
    Random r = new Random(27);
    for (int round = 0; round < 5_000; round++) {
      List<String> strings = new ArrayList<>();
      StringBuilder doc = new StringBuilder("[");
      for (int s = 1 + r.nextInt(6); s > 0; s--) {
        StringBuilder json = new StringBuilder();
        StringBuilder value = new StringBuilder();
        for (int i = r.nextInt(6); i > 0; i--) {
          String piece = pieces[r.nextInt(pieces.length)];
          json.append(piece);
          value.append(piece.equals("\\n") ? "\n" : piece.equals("\\\"") ? "\"" : piece);
        }
        strings.add(value.toString());
        doc.append(doc.length() > 1 ? "," : "").append('"').append(json).append('"');
      }
      String text = doc.append(']').toString();
      Utf8JsonReader in = Utf8JsonReader.overLatin1(text, text.getBytes(StandardCharsets.ISO_8859_1),
          dev.peregrine.stream.Limits.DEFAULT);
      List<String> read = new ArrayList<>();
      in.beginArray();
      for (int i = 0; in.hasNextElement(); i++) {
        if (r.nextInt(4) == 0) { // skipped: the pairs it holds move the index all the same
          in.skipValue();
          strings.set(i, null);
          read.add(null);
        } else {
          read.add(in.readString());
        }
      }
      in.finish();
      assertEquals(strings, read, text);
      assertEquals(false, in.wideTextMet(), text);
      // and through the facade, wide chars from the first char on, whole and cut short (an error placed in UTF-8)
      assertSameOutcome(JSON, text, Object.class);
      int cut = text.length() - 1 - r.nextInt(Math.min(4, text.length() - 1));
      if (Character.isHighSurrogate(text.charAt(cut - 1))) cut--; // not into a pair: a lone surrogate is another case
      assertSameOutcome(JSON, text.substring(0, cut), Object.class);
    }
  }

  @Test
  void longTextIsLookedThroughFirstAndReadsAsItsUtf8DoesToo() {
    for (int length : new int[] {64 * 1024 - 40, 64 * 1024 + 40, 200_000}) {
      String filler = "x?\u00e9".repeat(length / 3);
      for (String last : new String[] {"y", "\u4e2d", "\u20ac?", "\ud83d\ude00"}) {
        String doc = "[\"" + filler + "\",{\"k" + last + "\":\"" + last + "\"}]";
        assertSameOutcome(JSON, doc, Object.class);
        assertSameOutcome(Json.builder().maxStringLength(length).build(), doc, Object.class);
        assertSameOutcome(JSON, doc.substring(0, doc.length() - 3), Object.class);
      }
    }
  }
}
