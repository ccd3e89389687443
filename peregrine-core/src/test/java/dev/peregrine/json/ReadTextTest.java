package dev.peregrine.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.peregrine.Json;
import dev.peregrine.TypeRef;
import dev.peregrine.Codec;
import dev.peregrine.stream.internal.TextParser;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The order in which {@link ValueReader#readText} hands a text to its parser, over bytes and over a String:
 * where the parser's fixed length would end it when a quote is there, then (when the parser declines that)
 * up to its first quote, then as the unmatched string; never the same text twice. The parser here records what it
 * was handed and takes only lower-case letters, 1 to 8 of them (a fixed-length parser must decline a quote).
 */
class ReadTextTest {
  record Code(String text) {}

  private static final class Recording implements TextParser<Code> {
    final List<String> handed = new ArrayList<>();

    @Override
    public Code parse(byte[] b, int from, int to) {
      String text = new String(b, from, to - from, StandardCharsets.ISO_8859_1);
      handed.add(text);
      boolean plain = to - from >= 1 && to - from <= 8 && text.chars().allMatch(c -> c >= 'a' && c <= 'z');
      return plain ? new Code(text) : null;
    }

    @Override
    public int fixedLength() {
      return 8;
    }
  }

  private static List<Object> read(String json, boolean asBytes, Recording parser) {
    Json codes = Json.builder().register(Code.class, new Codec<Code>() {
      @Override
      public Code read(ValueReader in) {
        Code code = in.readText(parser);
        return code != null ? code : new Code("unmatched: " + in.unmatchedString());
      }

      @Override
      public void write(ValueWriter out, Code value) {
        out.value(value.text());
      }
    }).build();
    TypeRef<List<Code>> type = new TypeRef<>() {};
    List<Code> codes1 = asBytes ? codes.read(json.getBytes(StandardCharsets.UTF_8), type) : codes.read(json, type);
    return List.of(codes1, parser.handed);
  }

  @Test
  void aTextOfTheFixedLengthIsHandedOverWithoutAScan() {
    for (boolean asBytes : new boolean[] {true, false}) {
      assertEquals(List.of(List.of(new Code("abcdefgh")), List.of("abcdefgh")),
          read("[\"abcdefgh\"]", asBytes, new Recording()), "bytes: " + asBytes);
    }
  }

  @Test
  void aQuoteWhereTheFixedLengthEndsThatTheParserDeclinesFallsBackToTheFirstQuote() {
    // ["abc","de"]: 8 bytes after the first quote is the last quote, so the parser is first handed abc","de
    for (boolean asBytes : new boolean[] {true, false}) {
      assertEquals(List.of(List.of(new Code("abc"), new Code("de")), List.of("abc\",\"de", "abc", "de")),
          read("[\"abc\",\"de\"]", asBytes, new Recording()), "bytes: " + asBytes);
    }
  }

  @Test
  void aTextTheParserDeclinesEverywhereComesBackUnmatched() {
    for (boolean asBytes : new boolean[] {true, false}) {
      // of the fixed length, declined there (and not asked again: its first quote is the same), then read as
      // any string is
      assertEquals(List.of(List.of(new Code("unmatched: abcd1234")), List.of("abcd1234")),
          read("[\"abcd1234\"]", asBytes, new Recording()), "bytes: " + asBytes);
      // with an escape: the run stops at the backslash, so the parser sees nothing
      assertEquals(List.of(List.of(new Code("unmatched: a\"b")), List.of()),
          read("[\"a\\\"b\"]", asBytes, new Recording()), "bytes: " + asBytes);
      // longer than the fixed length: up to the quote
      assertEquals(List.of(List.of(new Code("unmatched: abcdefghij")), List.of("abcdefghij")),
          read("[\"abcdefghij\"]", asBytes, new Recording()), "bytes: " + asBytes);
    }
  }
}
