package dev.peregrine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * CBOR documents of any root read from a stream item by item (CborStreamReader, which Cbor.read and parse
 * of an InputStream use past their first megabyte; here every document goes that way): the same value, or
 * the same error (reason, offset, path), as the byte[] path, whole, one byte per read and in random chunks,
 * and for the document cut at every position. Roots: a bean holding a large list, a map of tagged values
 * (date-times, bignums, decimal fractions, an unknown tag around an array, simple values), indefinite
 * lengths, string references, native references; forged container lengths at the root and deep inside.
 */
class CborStreamReadTest {
  public record Item(int id, String name, List<String> tags, double price) {}

  public record Holder(String title, List<Item> items, Map<String, Integer> counts, BigDecimal total) {}

  public static final class Node {
    public String name;
    public Node next;
  }

  static final Cbor CBOR = Cbor.create();
  static final Type OBJECT = Object.class;

  static Holder holder(int n) {
    List<Item> items = new ArrayList<>();
    Map<String, Integer> counts = new LinkedHashMap<>();
    for (int i = 0; i < n; i++) {
      items.add(new Item(i, "item " + i + (i % 3 == 0 ? " \u00e9\u4e2d" : ""), List.of("t" + i % 5, "tag"), i / 4.0));
      if (i % 7 == 0) counts.put("k" + i, i);
    }
    return new Holder("a holder", items, counts, new BigDecimal("12345678901234567890.25"));
  }

  static Map<String, Object> tagged() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("date", new CborTag(0, "2024-02-29T12:00:00Z"));
    m.put("epoch", new CborTag(1, 1700000000L));
    m.put("big", new BigInteger("123456789012345678901234567890"));
    m.put("negbig", new BigInteger("-123456789012345678901234567890"));
    m.put("decimal", new BigDecimal("-3.14159265358979323846264338327950288"));
    m.put("custom", new CborTag(1000, List.of(1, 2, List.of("x", new CborTag(1001, Map.of("y", 2))))));
    m.put("bytes", new byte[] {1, 2, 3, (byte) 0xff});
    m.put("undefined", CborSimple.UNDEFINED);
    m.put("floats", List.of(1.5f, 0.1, Double.NaN));
    m.put("nested", List.of(Map.of("a", List.of()), List.of(List.of(List.of(true, false)))));
    return m;
  }

  // A stream of doc: whole, one byte per read, or random chunks of 1 to 37 bytes.
  static InputStream stream(byte[] doc, int chunking) {
    if (chunking == 0) return new ByteArrayInputStream(doc);
    Random sizes = new Random(doc.length);
    return new InputStream() {
      int pos;

      @Override
      public int read() {
        return pos < doc.length ? doc[pos++] & 0xff : -1;
      }

      @Override
      public int read(byte[] b, int off, int len) {
        if (len == 0) return 0;
        if (pos >= doc.length) return -1;
        int n = Math.min(Math.min(len, chunking == 1 ? 1 : 1 + sizes.nextInt(37)), doc.length - pos);
        System.arraycopy(doc, pos, b, off, n);
        pos += n;
        return n;
      }
    };
  }

  // A value's outcome as text: its CBOR (deterministic, byte strings included) or its error.
  static String outcome(Cbor cbor, java.util.function.Supplier<Object> read) {
    try {
      Object v = read.get();
      return "value " + HexFormat.of().formatHex(cbor.write(v));
    } catch (PeregrineException e) {
      return e.getClass().getSimpleName() + ": " + e.reason() + " at " + e.offset() + " " + e.path();
    }
  }

  static void sameAsBytes(Cbor cbor, byte[] doc, Type type) {
    String expected = outcome(cbor, () -> cbor.read(doc, (Class<?>) type));
    for (int chunking = 0; chunking < 3; chunking++) {
      int c = chunking;
      String actual = outcome(cbor, () -> cbor.readItems(stream(doc, c), type, 1));
      assertEquals(expected, actual, "chunking " + c + " of " + HexFormat.of().formatHex(doc, 0, Math.min(40, doc.length)));
    }
  }

  static void everyCutSameAsBytes(Cbor cbor, byte[] doc, Type type) {
    for (int n = 0; n <= doc.length; n++) sameAsBytes(cbor, Arrays.copyOf(doc, n), type);
  }

  @Test
  void beanRootHoldingALargeListReadsAsOnByteArray() {
    byte[] doc = CBOR.write(holder(3000));
    assertEquals(holder(3000), CBOR.readItems(stream(doc, 2), Holder.class, 1));
    assertEquals(holder(3000), CBOR.readItems(stream(doc, 1), Holder.class, 1));
    sameAsBytes(CBOR, doc, Holder.class);
    sameAsBytes(CBOR, doc, OBJECT);
  }

  @Test
  void beanRootCutAtEveryPositionFailsAsOnByteArray() {
    byte[] doc = CBOR.write(holder(4));
    everyCutSameAsBytes(CBOR, doc, Holder.class);
    everyCutSameAsBytes(CBOR, doc, OBJECT);
    Cbor arrays = Cbor.builder().beansAsArrays(true).build();
    everyCutSameAsBytes(arrays, arrays.write(holder(4)), Holder.class);
  }

  @Test
  void taggedValuesReadAsOnByteArray() {
    byte[] doc = CBOR.write(tagged());
    assertEquals(HexFormat.of().formatHex(doc), HexFormat.of().formatHex(CBOR.write(CBOR.readItems(stream(doc, 1), OBJECT, 1))));
    everyCutSameAsBytes(CBOR, doc, OBJECT);
  }

  @Test
  void stringReferencesReadAsOnByteArray() {
    Cbor refs = Cbor.builder().stringRefs(true).build();
    byte[] doc = refs.write(holder(200));
    assertEquals(holder(200), refs.readItems(stream(doc, 2), Holder.class, 1));
    sameAsBytes(refs, doc, OBJECT);
    everyCutSameAsBytes(refs, refs.write(holder(3)), Holder.class);
  }

  @Test
  void nativeReferencesReadAsOnByteArray() {
    Cbor refs = Cbor.builder().references(true).build();
    Node a = new Node();
    Node b = new Node();
    a.name = "a";
    b.name = "b";
    a.next = b;
    b.next = a;
    byte[] doc = refs.write(a);
    Node back = refs.readItems(stream(doc, 1), Node.class, 1) instanceof Node n ? n : null;
    assertEquals("b", back.next.name);
    assertTrue(back.next.next == back, "the cycle is rebuilt");
    everyCutSameAsBytes(refs, doc, Node.class);
  }

  @Test
  void indefiniteLengthsAndHandMadeItemsReadAsOnByteArray() {
    for (String hex : List.of(
        "bf61619f0102ff6162bf6163f5ffff", // {_ "a": [_ 1, 2], "b": {_ "c": true}}
        "a2616182010261627f62616262636aff", // {"a": [1, 2], "b": (_ "ab", "cj")}
        "c48221196ab3", // 4([-2, 27315]): 273.15
        "c482201bffffffffffffffff", // a decimal fraction with a 64-bit mantissa
        "d9d9f7a1616101", // the self-described CBOR tag around a map
        "a1616118ff", "a1", "a3616101", "9b00000000000000ff0102", // cut short, declared too long
        "a16161a5616201", // a map of 5 pairs holding one, inside a map
        "a161619a7fffffff01", // an array of 2^31 - 1 items holding one, inside a map
        "a16161bb7fffffffffffffff", // a map of 2^63 - 1 pairs
        "a1616184010203", "a1616101ff", "a1616101a0", // bytes after the item
        "a161617bffffffffffffffff", // a text string of 2^64 - 1 bytes
        "a1616162c328", // invalid UTF-8
        "a1616381ff00", "a1616c1c", "a16161f818")) { // a break, reserved additional information, simple 24
      byte[] doc = HexFormat.of().parseHex(hex);
      sameAsBytes(CBOR, doc, OBJECT);
      everyCutSameAsBytes(CBOR, doc, OBJECT);
    }
  }

  @Test
  void forgedLengthsDeepInsideAreReportedAtTheirHeadWithTheirPath() {
    // {"items": [{"id": 0, ...}, ...]} with the list declaring 1,000,000 items and holding 3
    byte[] doc = CBOR.write(holder(3));
    int at = indexOf(doc, HexFormat.of().parseHex("656974656d7383")); // "items" then an array of 3
    doc[at + 6] = (byte) 0x9a;
    byte[] forged = new byte[doc.length + 4];
    System.arraycopy(doc, 0, forged, 0, at + 7);
    forged[at + 7] = 0x00;
    forged[at + 8] = 0x0f;
    forged[at + 9] = 0x42;
    forged[at + 10] = 0x40;
    System.arraycopy(doc, at + 7, forged, at + 11, doc.length - at - 7);
    String expected = outcome(CBOR, () -> CBOR.read(forged, Holder.class));
    assertTrue(expected.contains("array of 1000000 items is longer than the remaining") && expected.endsWith("$.items"),
        expected);
    sameAsBytes(CBOR, forged, Holder.class);
    sameAsBytes(CBOR, forged, OBJECT);
  }

  @Test
  void limitsApplyAsOnByteArray() {
    Cbor small = Cbor.builder().maxDepth(4).maxStringLength(10).maxNameLength(4).maxDocumentSize(300).build();
    for (Object v : List.of(List.of(List.of(List.of(List.of(List.of(1))))), Map.of("text", "0123456789abc"),
        Map.of("longname", 1), new CborTag(1000, new CborTag(1001, new CborTag(1002, new CborTag(1003,
            new CborTag(1004, 1))))))) {
      byte[] doc = CBOR.write(v);
      sameAsBytes(small, doc, OBJECT);
    }
    // The document-size limit: at the limit's offset, as a stream has always reported it (the byte[]
    // reader, which has the whole array, reports it at 0).
    byte[] large = CBOR.write(Map.of("a", List.of("x".repeat(200), "y".repeat(200))));
    for (int chunking = 0; chunking < 3; chunking++) {
      int c = chunking;
      assertEquals("CborException: document larger than the limit of 300 bytes at 300 $",
          outcome(small, () -> small.readItems(stream(large, c), OBJECT, 1)));
    }
  }

  @Test
  void aDocumentPastTheFirstMegabyteGoesItemByItemThroughThePublicRead() {
    Holder h = holder(30_000);
    byte[] doc = CBOR.write(h);
    assertTrue(doc.length > 1 << 20, "larger than the whole-read threshold: " + doc.length);
    assertEquals(h, CBOR.read(stream(doc, 2), Holder.class));
    assertEquals(outcome(CBOR, () -> CBOR.parse(doc)), outcome(CBOR, () -> CBOR.parse(stream(doc, 0))));
    byte[] cut = Arrays.copyOf(doc, doc.length - 5);
    assertEquals(outcome(CBOR, () -> CBOR.read(cut, Holder.class)), outcome(CBOR, () -> CBOR.read(stream(cut, 2), Holder.class)));
  }

  static int indexOf(byte[] doc, byte[] part) {
    outer:
    for (int i = 0; i + part.length <= doc.length; i++) {
      for (int j = 0; j < part.length; j++) if (doc[i + j] != part[j]) continue outer;
      return i;
    }
    throw new AssertionError("not found");
  }
}
