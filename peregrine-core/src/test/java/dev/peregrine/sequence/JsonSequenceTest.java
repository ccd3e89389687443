package dev.peregrine.sequence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.peregrine.Json;
import dev.peregrine.JsonException;
import dev.peregrine.PeregrineException;
import dev.peregrine.SequenceWriter;
import dev.peregrine.TypeRef;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@code Json.readSequence} and {@code Json.writeSequence} / {@code writeLines}: element by element, over
 * streams that hand out whole buffers, one byte or random chunks; errors where the byte[] path puts them.
 */
class JsonSequenceTest {
  public record Item(int id, String name, List<String> tags) {}

  static final Json JSON = Json.create();

  static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  static <T> List<T> all(Streams.Chunking chunking, String text, Class<T> type) {
    Streams.Tracking in = chunking.over(utf8(text));
    try (Stream<T> s = JSON.readSequence(in, type)) {
      List<T> out = new ArrayList<>();
      s.forEach(out::add); // nulls allowed
      assertFalse(in.closed, "the caller's stream was closed");
      return out;
    }
  }

  static List<Item> items(int n) {
    List<Item> out = new ArrayList<>();
    for (int i = 0; i < n; i++) out.add(new Item(i, "item \"" + i + "\" \u00e9\u4e2d", List.of("t" + i, "[]{}")));
    return out;
  }

  @ParameterizedTest
  @EnumSource(Streams.Chunking.class)
  void theElementsOfATopLevelArray(Streams.Chunking chunking) {
    List<Item> items = items(300);
    String text = JSON.write(items);
    assertEquals(items, all(chunking, text, Item.class));
    assertEquals(items, all(chunking, " \n[\n" + text.substring(1, text.length() - 1) + " ]\r\n", Item.class));
  }

  @ParameterizedTest
  @EnumSource(Streams.Chunking.class)
  void jsonLinesAndConcatenatedValues(Streams.Chunking chunking) {
    List<Item> items = items(50);
    String lines = items.stream().map(JSON::write).collect(Collectors.joining("\n", "", "\n"));
    assertEquals(items, all(chunking, lines, Item.class));
    assertEquals(items, all(chunking, lines.replace("\n", "\r\n\n"), Item.class));
    String concatenated = items.stream().map(JSON::write).collect(Collectors.joining());
    assertEquals(items, all(chunking, concatenated, Item.class));
    assertEquals(List.of(1, 2.5, "x", true, List.of(1)), all(chunking, "1 2.5\n\"x\"true[1]", Object.class));
  }

  @ParameterizedTest
  @EnumSource(Streams.Chunking.class)
  void emptySequencesAndNullElements(Streams.Chunking chunking) {
    assertEquals(List.of(), all(chunking, "", Item.class));
    assertEquals(List.of(), all(chunking, " \n ", Item.class));
    assertEquals(List.of(), all(chunking, "[]", Item.class));
    assertEquals(List.of(), all(chunking, " [ \n ] ", Item.class));
    List<Item> withNull = all(chunking, "[null,{\"id\":1,\"name\":\"a\",\"tags\":[]}]", Item.class);
    assertNull(withNull.get(0));
    assertEquals(new Item(1, "a", List.of()), withNull.get(1));
  }

  @Test
  void genericElementTypes() {
    String text = "[{\"a\":[1,2]},{\"b\":[]}]";
    List<Map<String, List<Integer>>> maps;
    try (Stream<Map<String, List<Integer>>> s =
        JSON.readSequence(Streams.Chunking.ONE_BYTE.over(utf8(text)), new TypeRef<Map<String, List<Integer>>>() {})) {
      maps = s.collect(Collectors.toList());
    }
    assertEquals(List.of(Map.of("a", List.of(1, 2)), Map.of("b", List.of())), maps);
  }

  @ParameterizedTest
  @EnumSource(Streams.Chunking.class)
  void aMalformedElementFailsAtItsPlaceAfterTheOnesBeforeIt(Streams.Chunking chunking) {
    String text = "[\n {\"id\":1,\"name\":\"a\",\"tags\":[]},\n {\"id\":2,\"name\":\"b\",\"tags\":[]},\n"
        + " {\"id\":3,\"name\":x}\n]";
    JsonException whole = assertThrows(JsonException.class, () -> JSON.read(utf8(text), new TypeRef<List<Item>>() {}));
    List<Item> delivered = new ArrayList<>();
    JsonException e;
    try (Stream<Item> s = JSON.readSequence(chunking.over(utf8(text)), Item.class)) {
      Iterator<Item> it = s.iterator();
      e = assertThrows(JsonException.class, () -> {
        while (it.hasNext()) delivered.add(it.next());
      });
    }
    assertEquals(2, delivered.size());
    assertEquals("$[2].name", e.path());
    assertEquals(whole.path(), e.path());
    assertEquals(whole.offset(), e.offset());
    assertEquals(whole.line(), e.line());
    assertEquals(whole.column(), e.column());
    assertEquals(whole.getMessage(), e.getMessage());
  }

  @Test
  void anErrorInALineIsOnItsLine() {
    String text = "{\"id\":1,\"name\":\"a\",\"tags\":[]}\n{\"id\":2,\"name\":\"b\",\"tags\":[]}\n  {\"id\":true}\n";
    JsonException e = assertThrows(JsonException.class, () -> all(Streams.Chunking.WHOLE, text, Item.class));
    assertEquals("$[2].id", e.path());
    assertEquals(3, e.line());
    assertEquals(9, e.column());
    assertEquals(text.indexOf("true"), e.offset());
  }

  @Test
  void whatLiesBetweenElementsIsChecked() {
    JsonException missingComma = assertThrows(JsonException.class, () -> all(Streams.Chunking.WHOLE, "[1 2]", Integer.class));
    assertEquals(3, missingComma.offset());
    assertTrue(missingComma.getMessage().startsWith("unexpected '2', expected ',' or ']'"), missingComma.getMessage());
    assertThrows(JsonException.class, () -> all(Streams.Chunking.WHOLE, "[1,]", Integer.class));
    assertThrows(JsonException.class, () -> all(Streams.Chunking.WHOLE, "[1] 2", Integer.class));
    assertThrows(JsonException.class, () -> all(Streams.Chunking.WHOLE, "[1", Integer.class));
    assertThrows(JsonException.class, () -> all(Streams.Chunking.WHOLE, "1,2", Integer.class));
  }

  // A whole literal is delivered at its last byte, without waiting for the byte after it; a value that runs
  // into it is refused where it starts, as the literal and the value run together would be.
  @ParameterizedTest
  @EnumSource(Streams.Chunking.class)
  void aLiteralIsCompleteAtItsLastByteAndAValueRunningIntoItIsRefused(Streams.Chunking chunking) {
    assertEquals(java.util.Arrays.asList(true, false, null, "x", true, List.of()),
        all(chunking, "true false\nnull\"x\"true[]", Object.class));
    for (String text : List.of("truex", "nulltrue", "false1", "true-1")) {
      List<Object> delivered = new ArrayList<>();
      Streams.Tracking in = chunking.over(utf8(text));
      JsonException e = assertThrows(JsonException.class, () -> {
        try (Stream<Object> s = JSON.readSequence(in, Object.class)) {
          s.forEach(delivered::add);
        }
      }, text);
      assertEquals(1, delivered.size(), text);
      assertEquals(text.startsWith("f") ? 5 : 4, e.offset(), text);
    }
    JsonException inArray = assertThrows(JsonException.class, () -> all(chunking, "[true,nullx]", Object.class));
    assertEquals(10, inArray.offset());
    assertTrue(inArray.getMessage().startsWith("unexpected 'x', expected ',' or ']'"), inArray.getMessage());
  }

  /** Cut anywhere and read in any chunking, a document gives our exception or its elements, never another. */
  @ParameterizedTest
  @EnumSource(Streams.Chunking.class)
  void truncatedAtEveryPosition(Streams.Chunking chunking) {
    String text = JSON.write(items(3)).replace(",{", ",\n{");
    for (int cut = 0; cut < text.length(); cut++) {
      String part = text.substring(0, cut);
      byte[] bytes = utf8(part);
      try {
        all(chunking, part, Item.class);
        if (cut > 0) fail("a cut array read whole: " + part);
      } catch (JsonException e) {
        if (bytes.length == 0) fail("nothing is an empty sequence");
        JsonException whole = assertThrows(JsonException.class, () -> JSON.read(bytes, new TypeRef<List<Item>>() {}));
        assertEquals(whole.offset(), e.offset(), "offset at cut " + cut + ": " + e.getMessage() + " / " + whole.getMessage());
      }
    }
  }

  @Test
  void anIOExceptionSurfacesAfterTheElementsReadBeforeIt() {
    byte[] text = utf8(JSON.write(items(100)));
    List<Item> delivered = new ArrayList<>();
    UncheckedIOException e;
    try (Stream<Item> s = JSON.readSequence(Streams.failingAfter(text, text.length / 2), Item.class)) {
      e = assertThrows(UncheckedIOException.class, () -> s.forEach(delivered::add));
    }
    assertEquals("the connection broke", e.getCause().getMessage());
    assertTrue(delivered.size() > 30 && delivered.size() < 60, "delivered " + delivered.size());
  }

  @Test
  void theDocumentSizeLimitAppliesToEachElement() {
    Json small = Json.builder().maxDocumentSize(100).build();
    String element = "\"" + "x".repeat(90) + "\"";
    List<String> ok;
    try (Stream<String> s = small.readSequence(Streams.Chunking.WHOLE.over(utf8("[" + (element + ",").repeat(50) + element + "]")), String.class)) {
      ok = s.collect(Collectors.toList());
    }
    assertEquals(51, ok.size(), "a stream far larger than the limit, of elements within it");
    String big = "[\"" + "x".repeat(200_000) + "\"]";
    PeregrineException e = assertThrows(JsonException.class, () -> {
      try (Stream<String> s = small.readSequence(Streams.Chunking.WHOLE.over(utf8(big)), String.class)) {
        s.count();
      }
    });
    assertTrue(e.getMessage().contains("larger than the limit of 100 bytes"), e.getMessage());
  }

  @Test
  void aMillionElementsStreamThroughWithoutTheStreamInMemory() {
    int n = 1_000_000;
    byte[] open = utf8("[");
    long[] sum = {0};
    long count;
    try (Stream<Item> s = JSON.readSequence(Streams.generated(n + 2, i -> i == 0 ? open : i == n + 1 ? utf8("]")
        : utf8((i > 1 ? "," : "") + "{\"id\":" + i + ",\"name\":\"n\",\"tags\":[\"a\"]}")), Item.class)) {
      count = s.peek(item -> sum[0] += item.id()).count();
    }
    assertEquals(n, count);
    assertEquals((long) n * (n + 1) / 2, sum[0]);
  }

  @Test
  void writeSequenceWritesWhatWriteWritesForTheList() {
    List<Item> items = items(1000);
    for (Json json : new Json[] {JSON, Json.builder().pretty(true).build()}) {
      Streams.Output out = new Streams.Output();
      try (SequenceWriter w = json.writeSequence(out)) {
        for (Item item : items) w.write(item);
        assertEquals(1000, w.count());
      }
      assertFalse(out.closed, "the caller's stream was closed");
      assertEquals(json.write(items), out.toString(StandardCharsets.UTF_8));
      Streams.Output empty = new Streams.Output();
      json.writeSequence(empty).close();
      assertEquals(json.write(List.of()), empty.toString(StandardCharsets.UTF_8));
    }
  }

  @Test
  void writeLinesWritesOneCompactValuePerLine() {
    List<Item> items = items(20);
    Streams.Output out = new Streams.Output();
    try (SequenceWriter w = Json.builder().pretty(true).build().writeLines(out)) {
      for (Item item : items) w.write(item);
      w.write(null);
    }
    String text = out.toString(StandardCharsets.UTF_8);
    List<String> lines = text.lines().collect(Collectors.toList());
    assertEquals(21, lines.size());
    assertEquals(JSON.write(items.get(3)), lines.get(3));
    assertEquals("null", lines.get(20));
    assertTrue(text.endsWith("null\n"));
    List<Item> back = all(Streams.Chunking.RANDOM, text, Item.class);
    assertEquals(items, back.subList(0, 20));
  }

  @Test
  void anElementThatCannotBeWrittenLeavesTheSequenceAsItWas() {
    Streams.Output out = new Streams.Output();
    List<Object> cycle = new ArrayList<>();
    cycle.add(cycle);
    try (SequenceWriter w = JSON.writeSequence(out)) {
      w.write(1);
      assertThrows(JsonException.class, () -> w.write(cycle));
      w.write(2);
    }
    assertEquals("[1,2]", out.toString(StandardCharsets.UTF_8));
  }

  @Test
  void aClosedWriterRefusesMore() {
    SequenceWriter w = JSON.writeSequence(new Streams.Output());
    w.close();
    w.close(); // twice is fine
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> w.write(1));
    assertInstanceOf(IllegalStateException.class, e);
  }
}
