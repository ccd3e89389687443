package dev.peregrine.limits;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.peregrine.Cbor;
import dev.peregrine.Json;
import dev.peregrine.testing.Growth;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The cost of every input kind a limit bounds grows with the input, not faster: nesting, long strings and
 * names, many members, and text keys built to share one hash code, in JSON and CBOR, from bytes and from a
 * stream, into the tree and into a bean. Each case is timed at a size and at four times it ({@link Growth}:
 * within six times). The limits are raised so that the sizes stay legal; what a limit refuses is tested in
 * {@link LimitsContractTest}. Numbers have {@link NumberCostTest}; CBOR tags and value keys their own tests.
 */
class InputCostTest {
  private static final Json JSON = Json.builder().maxDepth(1_000_000).maxNameLength(10_000_000).build();
  private static final Cbor CBOR = Cbor.builder().maxDepth(1_000_000).maxNameLength(10_000_000).build();

  /**
   * Nesting up to 4 times this: within the depth a test thread's stack holds (past it, the readers fail
   * with "nesting too deep for this thread's stack", their own error).
   */
  private static final int DEPTH = 500;

  /** A bean with one property: the rest of a document's members are unknown names, skipped. */
  public static final class One {
    public int a;
  }

  @Test
  void nestingCostsLinearTime() {
    Growth.assertLinear("JSON arrays nested, tree from bytes", DEPTH, n -> {
      byte[] doc = ("[".repeat(n) + "]".repeat(n)).getBytes(StandardCharsets.US_ASCII);
      return () -> JSON.parse(doc);
    });
    Growth.assertLinear("JSON arrays nested, tree from a stream", DEPTH, n -> {
      byte[] doc = ("[".repeat(n) + "]".repeat(n)).getBytes(StandardCharsets.US_ASCII);
      return () -> JSON.parse(new ByteArrayInputStream(doc));
    });
    Growth.assertLinear("JSON objects nested, skipped as an unknown property", DEPTH, n -> {
      byte[] doc = ("{\"x\":" + "{\"y\":".repeat(n) + "1" + "}".repeat(n) + ",\"a\":1}").getBytes(StandardCharsets.US_ASCII);
      return () -> assertEquals(1, JSON.read(doc, One.class).a);
    });
    Growth.assertLinear("CBOR arrays nested, tree from bytes", DEPTH, n -> {
      byte[] doc = new byte[n + 1];
      java.util.Arrays.fill(doc, 0, n, (byte) 0x81); // an array of one, n times, around 0
      return () -> CBOR.parse(doc);
    });
    Growth.assertLinear("CBOR arrays nested, tree from a stream", DEPTH, n -> {
      byte[] doc = new byte[n + 1];
      java.util.Arrays.fill(doc, 0, n, (byte) 0x81);
      return () -> CBOR.parse(new ByteArrayInputStream(doc));
    });
  }

  @Test
  void stringsAndNamesCostLinearTime() {
    Growth.assertLinear("JSON string with escapes", 200_000, n -> {
      byte[] doc = ("\"" + "ab\\n\\u00e9\u00e9".repeat(n / 8) + "\"").getBytes(StandardCharsets.UTF_8);
      return () -> JSON.read(doc, String.class);
    });
    Growth.assertLinear("JSON long name, skipped", 200_000, n -> {
      byte[] doc = ("{\"" + "n".repeat(n) + "\":1,\"a\":2}").getBytes(StandardCharsets.US_ASCII);
      return () -> assertEquals(2, JSON.read(doc, One.class).a);
    });
    Growth.assertLinear("JSON long name from a stream, tree", 200_000, n -> {
      byte[] doc = ("{\"" + "n".repeat(n) + "\":1}").getBytes(StandardCharsets.US_ASCII);
      return () -> JSON.parse(new ByteArrayInputStream(doc));
    });
    Growth.assertLinear("CBOR text in chunks of one byte, from a stream", 50_000, n -> {
      ByteArrayOutputStream o = new ByteArrayOutputStream();
      o.write(0x7f);
      for (int i = 0; i < n; i++) {
        o.write(0x61);
        o.write('x');
      }
      o.write(0xff);
      byte[] doc = o.toByteArray();
      return () -> CBOR.parse(new ByteArrayInputStream(doc));
    });
  }

  @Test
  void membersCostLinearTime() {
    Growth.assertLinear("JSON object of many members, tree", 20_000, n -> {
      StringBuilder sb = new StringBuilder("{");
      for (int i = 0; i < n; i++) sb.append(i == 0 ? "" : ",").append("\"k").append(i).append("\":").append(i);
      byte[] doc = sb.append('}').toString().getBytes(StandardCharsets.US_ASCII);
      return () -> assertEquals(n, ((Map<?, ?>) JSON.parse(doc)).size());
    });
    Growth.assertLinear("JSON array of many elements into a List", 50_000, n -> {
      StringBuilder sb = new StringBuilder("[");
      for (int i = 0; i < n; i++) sb.append(i == 0 ? "" : ",").append('"').append(i).append('"');
      byte[] doc = sb.append(']').toString().getBytes(StandardCharsets.US_ASCII);
      return () -> assertEquals(n, JSON.read(doc, List.class).size());
    });
  }

  /**
   * Text keys of one hash code ("Aa" and "BB" hash alike, and so does every string made of them): the tree's
   * maps, the name caches and a typed {@code Map<String, V>} must not compare such keys one by one.
   */
  @Test
  void textKeysOfOneHashCostLinearTime() {
    Growth.assertLinear("JSON text keys of one hash, tree", 4096, n -> {
      byte[] doc = collidingObject(n).getBytes(StandardCharsets.US_ASCII);
      return () -> assertEquals(n, ((Map<?, ?>) JSON.parse(doc)).size());
    });
    Growth.assertLinear("JSON text keys of one hash, Map<String, Integer>", 4096, n -> {
      byte[] doc = collidingObject(n).getBytes(StandardCharsets.US_ASCII);
      return () -> assertEquals(n, JSON.read(doc, Map.class).size());
    });
    Growth.assertLinear("JSON text keys of one hash, unknown names of a bean", 4096, n -> {
      String doc = collidingObject(n);
      byte[] bytes = (doc.substring(0, doc.length() - 1) + ",\"a\":3}").getBytes(StandardCharsets.US_ASCII);
      return () -> assertEquals(3, JSON.read(bytes, One.class).a);
    });
    Growth.assertLinear("CBOR text keys of one hash, tree", 4096, n -> {
      Map<?, ?> tree = (Map<?, ?>) JSON.parse(collidingObject(n));
      byte[] doc = Cbor.create().write(tree);
      return () -> assertEquals(n, ((Map<?, ?>) CBOR.parse(doc)).size());
    });
  }

  /** An object of n distinct keys (n a power of two) that share one String.hashCode, each with value 1. */
  private static String collidingObject(int n) {
    int blocks = Integer.numberOfTrailingZeros(n);
    StringBuilder sb = new StringBuilder("{");
    for (int i = 0; i < n; i++) {
      sb.append(i == 0 ? "\"" : ",\"");
      for (int b = 0; b < blocks; b++) sb.append((i >> b & 1) == 0 ? "Aa" : "BB");
      sb.append("\":1");
    }
    return sb.append('}').toString();
  }
}
