package dev.peregrine.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Cbor;
import dev.peregrine.CborException;
import dev.peregrine.Json;
import dev.peregrine.JsonException;
import dev.peregrine.stream.Limits;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The code of docs/limits-and-errors.md, run and checked; {@link DocSnippetsTest} holds the page to it word for
 * word.
 */
class LimitsAndErrorsSnippetsTest {
  public record Flags(java.util.BitSet bits) {}

  @Test
  void settingLimits() {
    // snippet limits
    Json json = Json.builder()
        .maxDepth(64)
        .maxStringLength(1 << 20)           // 1 MiB
        .maxDocumentSize(16L << 20)         // 16 MiB
        .build();
    Cbor cbor = Cbor.builder().limits(Limits.DEFAULT.withMaxDepth(64)).build();
    // end snippet
    String deep = "[".repeat(65) + "]".repeat(65);
    JsonException tooDeep = assertThrows(JsonException.class, () -> json.parse(deep));
    assertTrue(tooDeep.getMessage().startsWith("nesting deeper than the limit of 64"), tooDeep.getMessage());
    json.parse("[".repeat(64) + "]".repeat(64));
    String longString = "\"" + "x".repeat((1 << 20) + 1) + "\"";
    assertThrows(JsonException.class, () -> json.read(longString, String.class));
    Object nested = List.of();
    for (int i = 0; i < 64; i++) nested = List.of(nested);
    byte[] tooDeepCbor = Cbor.create().write(nested);
    assertThrows(CborException.class, () -> cbor.parse(tooDeepCbor));
    assertEquals(1000, Limits.DEFAULT.maxDepth());
  }

  @Test
  void errorsSayWhere() {
    // snippet error
    JsonException e = assertThrows(JsonException.class,
        () -> Json.create().read("{\"a\":[1,2,x]}", Object.class));
    e.getMessage();  // unexpected 'x', expected a value at $.a[2] (offset 10, line 1, column 11)
    e.path();        // $.a[2]
    e.offset();      // 10
    // end snippet
    assertEquals("unexpected 'x', expected a value at $.a[2] (offset 10, line 1, column 11)", e.getMessage());
    assertEquals("$.a[2]", e.path());
    assertEquals(10, e.offset());
    assertEquals(1, e.line());
    assertEquals(11, e.column());
    assertEquals("unexpected 'x', expected a value", e.reason());
  }

  @Test
  void aTypeWithNoCodecSaysHowToAddOne() {
    JsonException e = assertThrows(JsonException.class, () -> Json.create().write(new Flags(new java.util.BitSet())));
    String expected = "no codec for java.util.BitSet (register a Codec or CodecFactory for it), needed by "
        + Flags.class.getName() + ".bits";
    assertTrue(e.reason().startsWith(expected), e.reason());
  }
}
