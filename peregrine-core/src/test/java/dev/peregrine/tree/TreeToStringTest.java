package dev.peregrine.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.peregrine.Json;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.Variant;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * {@link JsonObject#toString()} and {@link JsonArray#toString()} give compact JSON, as users of fastjson2's
 * JSONObject and Jackson's JsonNode expect, not Java's map text: nulls kept, strings escaped per RFC 8259,
 * numbers as Java prints them, what JSON cannot hold written as documented.
 */
class TreeToStringTest {
  static final Json JSON = Json.create();

  @ContractTest
  void toStringOfAParsedTreeIsCompactJson(Variant v) {
    String text = "{\"a\":1,\"b\":[\"x\",null,true,false],\"c\":{\"d\":-2.5,\"e\":{}},\"f\":[],"
        + "\"g\":12345678901234567890,\"h\":\"\\u00e9\\u4e2d\\ud83d\\ude00\",\"i\":null}";
    JsonObject o = assertInstanceOf(JsonObject.class, v.parse(text));
    assertEquals(text.replace("\\u00e9\\u4e2d\\ud83d\\ude00", "\u00e9\u4e2d\ud83d\ude00"), o.toString());
    assertEquals("[\"x\",null,true,false]", o.getArray("b").toString());
    assertEquals(o.toString(), JSON.parse(o.toString()).toString(), "the text reads back as the same tree");
  }

  @Test
  void stringsAreEscapedPerRfc8259() {
    JsonArray a = new JsonArray(List.of("q\"b\\s/", "\n\r\t\b\f", "\u0000\u0001\u001f\u007f", "\u2028 \u00e9"));
    assertEquals("[\"q\\\"b\\\\s/\",\"\\n\\r\\t\\b\\f\",\"\\u0000\\u0001\\u001f\u007f\",\"\u2028 \u00e9\"]",
        a.toString());
    assertEquals(a, JSON.parse(a.toString()));
    JsonObject keys = new JsonObject();
    keys.put("k\"\n", 1);
    assertEquals("{\"k\\\"\\n\":1}", keys.toString());
    assertEquals(keys, JSON.parse(keys.toString()));
  }

  @Test
  void aLoneSurrogateIsWrittenAsItsEscape() {
    JsonArray a = new JsonArray(List.of("a\ud800b", "\udc00", "x\ud83d", "\ud83d\ude00"));
    assertEquals("[\"a\\ud800b\",\"\\udc00\",\"x\\ud83d\",\"\ud83d\ude00\"]", a.toString());
  }

  @Test
  void numbersAsJavaPrintsThemAndNonFiniteAsNull() {
    JsonArray a = new JsonArray(Arrays.asList(1, -2L, (short) 3, (byte) 4, new BigInteger("-123456789012345678901"),
        new BigDecimal("1.10"), new BigDecimal("1E+400"), 0.1, 1e10, -0.0, 1.5f, Double.NaN,
        Double.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, new AtomicLong(7)));
    assertEquals("[1,-2,3,4,-123456789012345678901,1.10,1E+400,0.1,1.0E10,-0.0,1.5,null,null,null,7]", a.toString());
    Object back = JSON.parse(a.toString());
    assertInstanceOf(JsonArray.class, back);
  }

  @Test
  void otherValuesAsTheirText() {
    JsonObject o = new JsonObject();
    o.put("bytes", new byte[] {1, 2, 3, (byte) 0xFF});
    o.put("enum", Thread.State.NEW);
    o.put("list", List.of(1, "two"));
    Map<Object, Object> plain = new LinkedHashMap<>();
    plain.put(1, "int key");
    plain.put(null, "null key");
    o.put("map", plain);
    o.put("array", new Object[] {"x", 2});
    assertEquals("{\"bytes\":\"AQID/w==\",\"enum\":\"NEW\",\"list\":[1,\"two\"],"
        + "\"map\":{\"1\":\"int key\",\"null\":\"null key\"},\"array\":[\"x\",2]}", o.toString());
  }

  @Test
  void aCycleIsWrittenAsAStringNotAnOverflow() {
    JsonObject o = new JsonObject();
    JsonArray a = new JsonArray();
    o.put("a", a);
    a.add(o);
    a.add(a);
    assertEquals("{\"a\":[\"(cycle)\",\"(cycle)\"]}", o.toString());
    List<Object> shared = new ArrayList<>(List.of(1));
    JsonArray twice = new JsonArray(List.of(shared, shared));
    assertEquals("[[1],[1]]", twice.toString(), "a value met twice, not inside itself, is no cycle");
  }

  @Test
  void aTreeDeeperThanTheStackPrints() {
    JsonArray root = new JsonArray();
    JsonArray inner = root;
    int depth = 200_000;
    for (int i = 1; i < depth; i++) {
      JsonArray next = new JsonArray();
      inner.add(next);
      inner = next;
    }
    String text = root.toString();
    assertEquals("[".repeat(depth) + "]".repeat(depth), text);
  }
}
