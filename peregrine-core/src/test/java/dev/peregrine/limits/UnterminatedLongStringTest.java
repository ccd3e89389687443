package dev.peregrine.limits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.peregrine.Json;
import dev.peregrine.JsonException;
import dev.peregrine.contract.JsonContractTest;
import dev.peregrine.contract.Variant;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;

/**
 * An unterminated string or name longer than the limit once threw an ArrayIndexOutOfBoundsException from the
 * decoder (which copied the plain prefix into a buffer sized for the limit before checking the length),
 * wrapped and passed off as a JsonException at the string's start. It is our own error, at the offset of
 * the first char past the limit, and the internal exception is never the cause.
 */
class UnterminatedLongStringTest {
  public record S(String s) {}

  @JsonContractTest
  void unterminatedStringLongerThanTheLimitIsTheLimitError(Variant v) {
    Json json = v.json(b -> b.maxStringLength(10).maxNameLength(10));
    String unterminated = "\"" + "a".repeat(30);
    assertLimit(11, "string longer than the limit of 10", () -> v.read(json, unterminated, String.class));
    assertLimit(11, "string longer than the limit of 10", () -> v.parse(json, unterminated));
    assertLimit(16, "string longer than the limit of 10", () -> v.read(json, "{\"s\":" + unterminated, S.class));
    assertLimit(12, "property name longer than the limit of 10", () -> v.parse(json, "{" + unterminated));
    assertLimit(12, "property name longer than the limit of 10", () -> v.read(json, "{" + unterminated, S.class));
    assertLimit(12, "property name longer than the limit of 10",
        () -> v.read(json, "{" + unterminated, new dev.peregrine.TypeRef<Map<String, String>>() {}));
    // within the limit, an unterminated string is still just that
    JsonException e = assertThrows(JsonException.class, () -> v.read(json, "\"aaaaa", String.class));
    assertEquals("unterminated string", e.reason());
    // an escape or non-ASCII byte after a long plain prefix takes the same path
    assertLimit(11, "string longer than the limit of 10", () -> v.read(json, "\"" + "a".repeat(20) + "\\n\"", String.class));
    assertEquals("aaaaaa\n\u00e9", v.read(json, "\"aaaaaa\\n\u00e9\"", String.class), "10 bytes of input");
    assertLimit(11, "string longer than the limit of 10", () -> v.read(json, "\"aaaaaaa\\n\u00e9\"", String.class));
  }

  @JsonContractTest
  void unterminatedStringPastTheDefaultLimit(Variant v) {
    if (v.mode() != dev.peregrine.contract.InputMode.BYTES) return; // 20 MB once is enough
    Json json = v.json();
    int limit = 20_000_000;
    byte[] doc = new byte[limit + 6];
    Arrays.fill(doc, (byte) 'a');
    doc[0] = '"';
    JsonException e = assertThrows(JsonException.class, () -> json.read(doc, String.class));
    assertEquals("string longer than the limit of " + limit, e.reason());
    assertEquals(1 + limit, e.offset());
    assertNull(e.getCause());
    assertEquals("\"ab\"", new String(json.writeBytes("ab"), StandardCharsets.UTF_8));
  }

  private static void assertLimit(long offset, String reason, org.junit.jupiter.api.function.Executable read) {
    JsonException e = assertThrows(JsonException.class, read);
    assertEquals(reason, e.reason(), e.getMessage());
    assertEquals(offset, e.offset(), e.getMessage());
    assertNull(e.getCause(), "an internal exception as the cause");
  }
}
