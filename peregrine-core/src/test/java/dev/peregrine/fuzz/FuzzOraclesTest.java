package dev.peregrine.fuzz;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Cbor;
import dev.peregrine.Json;
import dev.peregrine.JsonException;
import dev.peregrine.tree.JsonArray;
import dev.peregrine.tree.JsonObject;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The checks the fuzz targets rely on catch what they are there to catch: a target whose check cannot fail
 * fuzzes for nothing, and replaying its seeds would pass all the same.
 */
class FuzzOraclesTest {
  @Test
  void anInternalExceptionOfOurCodeDressedAsJsonExceptionIsAFinding() {
    // As Binder.readRoot once wrapped an ArrayIndexOutOfBoundsException of a reader the fuzzer broke.
    var internal = new ArrayIndexOutOfBoundsException("Index 18 out of bounds for length 18");
    internal.setStackTrace(new StackTraceElement[] {
        new StackTraceElement("dev.peregrine.json.Utf8JsonReader", "decodeString", "Utf8JsonReader.java", 452)});
    JsonException wrapped = new JsonException("ArrayIndexOutOfBoundsException", 1, 1, 2, internal);
    assertThrows(AssertionError.class, () -> FuzzChecks.rejected(wrapped));
  }

  @Test
  void aJdkParserRejectingTheInputTextIsAFairRejection() {
    DateTimeParseException cause = assertThrows(DateTimeParseException.class, () -> LocalDate.parse("2024-13-01"));
    assertDoesNotThrow(() -> FuzzChecks.rejected(new JsonException("not a LocalDate", 0, 1, 1, cause)));
    assertDoesNotThrow(() -> FuzzChecks.rejected(new JsonException("unexpected end of input", 0, 1, 1, null)));
  }

  @Test
  void treesDifferByKeyOrderAndByNumberClass() {
    JsonObject ab = new JsonObject();
    ab.put("a", 1);
    ab.put("b", 2);
    JsonObject ba = new JsonObject();
    ba.put("b", 2);
    ba.put("a", 1);
    assertThrows(AssertionError.class, () -> Trees.assertSameTree(ab, ba, "reordered"));
    assertThrows(AssertionError.class, () -> Trees.assertSameTree(1, 1L, "Integer and Long"));
    assertThrows(AssertionError.class, () -> Trees.assertSameTree(-0.0, 0.0, "signed zeros"));
    // CBOR's writer picks the float width: only there are a Float and a Double of one value the same.
    assertThrows(AssertionError.class, () -> Trees.assertSameTree(1.5, 1.5f, "widths"));
    assertDoesNotThrow(() -> Trees.assertSameCborTree(new JsonArray(List.of(1.5)), new JsonArray(List.of(1.5f)), ""));
  }

  @Test
  void peregrineAndJacksonAgreeOnNumbersExactlyOrDiffer() throws Exception {
    byte[] doc = "[1,4294967296,0.1,-0.0,1e400,{\"k\":\"v\",\"k\":[]}]".getBytes(StandardCharsets.UTF_8);
    Object theirs = JacksonTrees.parseJson(doc);
    assertNull(JacksonTrees.difference(Json.create().parse(doc), theirs, "$"));

    JsonObject k = new JsonObject();
    k.put("k", new JsonArray());
    assertNull(JacksonTrees.difference(tree(1, 4294967296L, 0.1, -0.0, new BigDecimal("1e400"), k), theirs, "$"));
    // A Long where an Integer holds the value, a double one ulp off, a zero without its sign, a BigDecimal
    // that is not the token's value: each is a difference.
    assertNotNull(JacksonTrees.difference(tree(1L, 4294967296L, 0.1, -0.0, new BigDecimal("1e400"), k), theirs, "$"));
    assertNotNull(JacksonTrees.difference(tree(1, 4294967296L, Math.nextUp(0.1), -0.0, new BigDecimal("1e400"), k),
        theirs, "$"));
    assertNotNull(JacksonTrees.difference(tree(1, 4294967296L, 0.1, 0.0, new BigDecimal("1e400"), k), theirs, "$"));
    assertNotNull(JacksonTrees.difference(tree(1, 4294967296L, 0.1, -0.0, new BigDecimal("1e399"), k), theirs, "$"));
  }

  @Test
  void jacksonRejectsWhatIsNotOneUtf8JsonValue() {
    for (String doc : new String[] {"1 2", "[1]]", "", "{\"a\":1,}", "NaN", "01"}) {
      assertThrows(Exception.class, () -> JacksonTrees.parseJson(doc.getBytes(StandardCharsets.UTF_8)), doc);
    }
    // UTF-16 that Jackson would detect by itself.
    assertThrows(Exception.class, () -> JacksonTrees.parseJson("[1]".getBytes(StandardCharsets.UTF_16BE)));
  }

  @Test
  void cborTreesCompareWithJacksonOnlyInTheDataModelTheyShare() throws Exception {
    Cbor cbor = Cbor.create();
    // 32("") kept as a CborTag, a map with an integer key, undefined: Jackson reads each as something else.
    for (String hex : new String[] {"d82060", "a10102", "f7"}) {
      assertFalse(JacksonTrees.comparableCbor(cbor.parse(HexFormat.of().parseHex(hex))), hex);
    }
    // [1.5 as half, single and double, h'01', "a", 2^64 as a bignum]
    byte[] doc = HexFormat.of().parseHex("86f93e00fa3fc00000fb3ff800000000000041016161c249010000000000000000");
    Object ours = cbor.parse(doc);
    assertTrue(JacksonTrees.comparableCbor(ours));
    Object theirs = JacksonTrees.parseCbor(doc);
    assertNull(JacksonTrees.difference(ours, theirs, "$"));
    JsonArray doubles = new JsonArray((List<?>) ours);
    doubles.set(0, 1.5);
    assertNotNull(JacksonTrees.difference(doubles, theirs, "$"), "a half float must be a Float");
    JsonArray otherBytes = new JsonArray((List<?>) ours);
    otherBytes.set(3, new byte[] {2});
    assertNotNull(JacksonTrees.difference(otherBytes, theirs, "$"));
  }

  private static JsonArray tree(Object... values) {
    return new JsonArray(List.of(values));
  }
}
