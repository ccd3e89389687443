package dev.peregrine.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Cbor;
import dev.peregrine.CborException;
import dev.peregrine.Json;
import dev.peregrine.JsonException;
import dev.peregrine.TypeRef;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A lone surrogate has no UTF-8 form. A user found one in String input turned silently into '?' when every
 * other char was ASCII (the JDK's encoder replaces it, and the check ran only for non-ASCII text): invalid
 * input is an error on every path, never replaced. JSON can still write one, as an escape.
 */
class LoneSurrogateTest {
  public record S(String s) {}

  static final String PLAIN = "abcdefghijklmnopqrstuvwxyz?0123456789?AB";

  @ParameterizedTest(name = "codegen {0}")
  @ValueSource(booleans = {false, true})
  void loneSurrogateInStringInputIsAnErrorNotAQuestionMark(boolean codegen) {
    Json json = Json.builder().codegen(codegen).build();
    // U+DC3F and U+D83F have '?' as their low byte: an array comparison of low bytes alone would miss them
    for (char lone : new char[] {'\uDC00', '\uD800', '\uDFFF', '\uDBFF', '\uDC3F', '\uD83F'}) {
      // at every offset of a value and of a name, next to real '?', in short and long text
      for (int at = 0; at <= PLAIN.length(); at++) {
        String text = PLAIN.substring(0, at) + lone + PLAIN.substring(at);
        String value = "{\"s\":\"" + text + "\"}";
        long offset = 6 + at;
        assertLoneSurrogate(offset, () -> json.read(value, S.class));
        assertLoneSurrogate(offset, () -> json.read(value, new TypeRef<Map<String, String>>() {}));
        assertLoneSurrogate(offset, () -> json.parse(value));
        String name = "{\"" + text + "\":1}";
        assertLoneSurrogate(2 + at, () -> json.parse(name));
        assertLoneSurrogate(2 + at, () -> json.read(name, S.class));
      }
    }
    // past the first blocks of 256 chars the check compares, at either side of a block's edge
    String longText = "x".repeat(600);
    for (int at : new int[] {0, 255, 256, 257, 511, 512, 599}) {
      for (char lone : new char[] {'\uDC00', '\uDF3F'}) {
        String text = longText.substring(0, at) + lone + longText.substring(at + 1);
        assertLoneSurrogate(6 + at, () -> json.read("{\"s\":\"" + text + "\"}", S.class));
      }
    }
    // a lone surrogate after non-ASCII text was caught before, and still is
    assertLoneSurrogate(8, () -> json.read("{\"s\":\"\u00e9\uDC00\"}", S.class));
    // the question marks are counted: in text that is not ASCII, beside real ones
    assertLoneSurrogate(10, () -> json.read("{\"s\":\"\u00e9??\uDC00?\"}", S.class));
    assertEquals(new S("\u00e9??\uD83D\uDE00?\u6771"), json.read("{\"s\":\"\u00e9??\uD83D\uDE00?\u6771\"}", S.class));
    // strings with wide chars are read from the String itself (Utf8JsonReader.wideString, or a char at a time
    // with escapes): a lone surrogate there too, after pairs in the same string and in strings before it
    for (char lone : new char[] {'\uDC00', '\uD83F', '\uDF3F', '\uD800'}) {
      assertLoneSurrogate(12, () -> json.read("{\"s\":\"\u4e2d\u6587" + lone + "?\"}", S.class));
      assertLoneSurrogate(13, () -> json.read("{\"s\":\"\u4e2d?\u6587" + lone + "\"}", S.class));
      assertLoneSurrogate(15, () -> json.read("{\"s\":\"\\n\u4e2d?\u6587" + lone + "\"}", S.class));
      assertLoneSurrogate(14, () -> json.read("{\"s\":\"\uD83D\uDE00?\u6587" + lone + "x\"}", S.class));
      assertLoneSurrogate(16, () -> json.read("{\"s\":\"\uD83D\uDE00?\\t\u6587" + lone + "x\"}", S.class));
      assertLoneSurrogate(16, () -> json.read("[\"\uD83D\uDE00\uD83D\uDE01\",\"\u4e2d" + lone + "\"]", Object.class));
      assertLoneSurrogate(2, () -> json.read("[\"" + lone + "\uD83D\uDE00\"]", Object.class));
      assertLoneSurrogate(7, () -> json.read("{\"k\uD83D\uDE00" + lone + "\":1}", Object.class));
    }
    assertEquals(new S("\u4e2d??\uD83D\uDE00?"), json.read("{\"s\":\"\u4e2d??\uD83D\uDE00?\"}", S.class));
    // real question marks and paired surrogates are text like any other
    assertEquals(new S(PLAIN), json.read("{\"s\":\"" + PLAIN + "\"}", S.class));
    assertEquals(new S("?\uD83D\uDE00?"), json.read("{\"s\":\"?\uD83D\uDE00?\"}", S.class));
  }

  private static void assertLoneSurrogate(long offset, org.junit.jupiter.api.function.Executable read) {
    JsonException e = assertThrows(JsonException.class, read);
    assertTrue(e.reason().startsWith("lone surrogate U+D"), e.getMessage());
    assertEquals(offset, e.offset(), e.getMessage());
  }

  @ParameterizedTest(name = "codegen {0}")
  @ValueSource(booleans = {false, true})
  void jsonWritesALoneSurrogateAsAnEscape(boolean codegen) {
    Json json = Json.builder().codegen(codegen).build();
    for (int at = 0; at <= PLAIN.length(); at++) {
      String text = PLAIN.substring(0, at) + '\uDC00' + PLAIN.substring(at);
      String escaped = PLAIN.substring(0, at) + "\\udc00" + PLAIN.substring(at);
      assertEquals("{\"s\":\"" + escaped + "\"}", json.write(new S(text)));
      assertEquals("{\"s\":\"" + escaped + "\"}", new String(json.writeBytes(new S(text)), StandardCharsets.UTF_8));
      assertEquals("{\"" + escaped + "\":1}", json.write(Map.of(text, 1)));
      assertEquals(new S(text), json.read(json.writeBytes(new S(text)), S.class), "the escape reads back");
    }
  }

  @ParameterizedTest(name = "codegen {0}, beansAsArrays {1}")
  @org.junit.jupiter.params.provider.CsvSource({"false,false", "true,false", "false,true", "true,true"})
  void cborRefusesToWriteALoneSurrogate(boolean codegen, boolean arrays) {
    Cbor cbor = Cbor.builder().codegen(codegen).beansAsArrays(arrays).build();
    for (int at = 0; at <= PLAIN.length(); at++) {
      String text = PLAIN.substring(0, at) + '\uDC00' + PLAIN.substring(at);
      for (Object value : new Object[] {text, new S(text), Map.of(text, 1), Map.of("k", text)}) {
        CborException e = assertThrows(CborException.class, () -> cbor.write(value), () -> "wrote " + value);
        assertTrue(e.reason().startsWith("lone surrogate U+DC00"), e.getMessage());
      }
    }
  }
}
