package dev.peregrine.sequence;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Cbor;
import dev.peregrine.CborException;
import dev.peregrine.CborToken;
import dev.peregrine.CborReader;
import dev.peregrine.CborWriter;
import dev.peregrine.CborSimple;
import dev.peregrine.CborTag;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code Cbor.writer}: the token writer's definite containers give the bytes {@code Cbor.write} gives for
 * the same value, its indefinite ones read back to the same tree, bound values go in the middle, and the
 * output reaches the stream as it is written.
 */
class CborWriterTest {
  public record Item(int id, String name, List<String> tags) {}

  static final Cbor CBOR = Cbor.create();

  static Item item(int i) {
    return new Item(i, "item " + i + " \u00e9", List.of("t" + i, "x".repeat(i % 30)));
  }

  @Test
  void definiteContainersWriteTheBytesOfCborWrite() {
    for (Cbor cbor : List.of(CBOR, Cbor.builder().stringRefs(true).build())) {
      Map<String, Object> value = new LinkedHashMap<>();
      value.put("name", "a name repeated");
      value.put("again", "a name repeated");
      value.put("n", -12L);
      value.put("f", 1.5);
      value.put("d", 1.1);
      value.put("big", new BigInteger("-123456789012345678901234567890"));
      value.put("dec", new BigDecimal("3.14159"));
      value.put("bytes", new byte[] {1, 2, 3});
      value.put("flags", List.of(true, false));
      value.put("none", null);
      value.put("items", List.of(item(1), item(2)));
      Streams.Output out = new Streams.Output();
      try (CborWriter w = cbor.writer(out)) {
        w.beginObject(value.size());
        w.name("name").value("a name repeated");
        w.name("again").value("a name repeated");
        w.name("n").value(-12L);
        w.name("f").value(1.5);
        w.name("d").value(1.1);
        w.name("big").value(new BigInteger("-123456789012345678901234567890"));
        w.name("dec").value(new BigDecimal("3.14159"));
        w.name("bytes").value(new byte[] {1, 2, 3});
        w.name("flags").beginArray(2).value(true).value(false).endArray();
        w.name("none").nullValue();
        w.name("items").beginArray(2).write(item(1)).write(item(2)).endArray();
        w.endObject();
      }
      Cbor includeNulls = cbor == CBOR ? Cbor.builder().includeNulls(true).build()
          : Cbor.builder().stringRefs(true).includeNulls(true).build();
      assertEquals(HexFormat.of().formatHex(includeNulls.write(value)), HexFormat.of().formatHex(out.toByteArray()));
      assertFalse(out.closed, "the caller's stream was closed");
    }
  }

  @Test
  void indefiniteContainersTagsAndSimpleValuesReadBack() {
    Streams.Output out = new Streams.Output();
    try (CborWriter w = CBOR.writer(out)) {
      w.beginObject();
      w.name("list").beginArray();
      for (int i = 0; i < 30; i++) w.value(i);
      w.endArray();
      w.name("tagged").tag(1234).value("x");
      w.name("epoch").tag(1).value(1363896240L);
      w.name("nested tags").tag(55799).tag(99).beginArray(1).value(1.0f).endArray();
      w.name("simple").simple(99);
      w.name("undefined").simple(23);
      w.name("empty").beginObject().endObject();
      w.name("deep").beginArray().beginArray().beginObject().name("k").value("v").endObject().endArray().endArray();
      w.endObject();
    }
    byte[] doc = out.toByteArray();
    assertEquals(0xbf, doc[0] & 0xff);
    assertEquals(0xff, doc[doc.length - 1] & 0xff);
    @SuppressWarnings("unchecked")
    Map<String, Object> tree = (Map<String, Object>) CBOR.parse(doc);
    List<Integer> list = new ArrayList<>();
    for (int i = 0; i < 30; i++) list.add(i);
    assertEquals(list, tree.get("list"));
    assertEquals(new CborTag(1234, "x"), tree.get("tagged"));
    assertEquals(new CborTag(1, 1363896240), tree.get("epoch"));
    assertEquals(new CborTag(55799, new CborTag(99, List.of(1.0f))), tree.get("nested tags"));
    assertEquals(new CborSimple(99), tree.get("simple"));
    assertEquals(CborSimple.UNDEFINED, tree.get("undefined"));
    assertEquals(Map.of(), tree.get("empty"));
    assertEquals(List.of(List.of(Map.of("k", "v"))), tree.get("deep"));

    // And the token reader reads what the writer wrote, token for token.
    CborReader r = CBOR.reader(doc);
    r.beginObject();
    assertEquals("list", r.nextName());
    r.beginArray();
    for (int i = 0; i < 30; i++) assertEquals(i, r.nextInt());
    r.endArray();
    assertEquals("tagged", r.nextName());
    assertEquals(1234, r.nextTag());
    assertEquals("x", r.nextString());
    assertEquals("epoch", r.nextName());
    assertEquals(CborToken.TAG, r.peek());
    assertEquals(1, r.nextTag());
    assertEquals(1363896240L, r.nextLong());
    assertEquals("nested tags", r.nextName());
    assertEquals(55799, r.nextTag());
    assertEquals(99, r.nextTag());
    assertEquals(List.of(1.0f), r.read(Object.class));
    assertEquals("simple", r.nextName());
    assertEquals(99, r.nextSimple());
    assertEquals("undefined", r.nextName());
    assertEquals(CborToken.SIMPLE, r.peek());
    assertEquals(23, r.nextSimple());
    r.skipValue();
    r.skipValue();
    r.endObject();
    assertEquals(CborToken.END_DOCUMENT, r.peek());
  }

  @Test
  void aLongIndefiniteArrayOfBoundItemsReachesTheStreamAsItIsWritten() {
    JsonStreamWriteTest.Recording out = new JsonStreamWriteTest.Recording();
    int n = 100_000;
    int writesBeforeTheEnd;
    try (CborWriter w = CBOR.writer(out)) {
      w.beginObject();
      w.name("batch").value(7);
      w.name("items").beginArray();
      for (int i = 0; i < n; i++) w.write(item(i));
      writesBeforeTheEnd = out.writes;
      w.endArray();
      w.endObject();
    }
    assertTrue(writesBeforeTheEnd > 100, writesBeforeTheEnd + " writes before the array ended");
    assertTrue(out.largest <= 64 * 1024, "a write of " + out.largest + " bytes");
    // Read back element by element, over a stream.
    CborReader r = CBOR.reader(Streams.Chunking.RANDOM.over(out.all.toByteArray()));
    r.beginObject();
    assertEquals("batch", r.nextName());
    assertEquals(7, r.nextInt());
    assertEquals("items", r.nextName());
    r.beginArray();
    int i = 0;
    while (r.hasNext()) assertEquals(item(i++), r.read(Item.class));
    assertEquals(n, i);
    r.endArray();
    r.endObject();
    assertEquals(CborToken.END_DOCUMENT, r.peek());
  }

  @Test
  void theShapeIsChecked() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    CborWriter w = CBOR.writer(out);
    w.beginObject();
    assertThrows(IllegalStateException.class, () -> w.value(1));
    assertThrows(IllegalStateException.class, w::endArray);
    assertThrows(IllegalStateException.class, () -> w.tag(1));
    w.name("a");
    assertThrows(IllegalStateException.class, () -> w.name("b"));
    assertThrows(IllegalStateException.class, w::endObject);
    w.tag(7);
    assertThrows(IllegalStateException.class, w::endObject);
    w.value("x");
    w.endObject();
    assertThrows(IllegalStateException.class, () -> w.value(2));
    w.close();
    assertEquals("bf6161c76178ff", HexFormat.of().formatHex(out.toByteArray()));
    assertThrows(IllegalStateException.class, () -> w.value(3));

    CborWriter open = CBOR.writer(new ByteArrayOutputStream());
    open.beginArray();
    assertThrows(IllegalStateException.class, open::close);
    assertThrows(IllegalStateException.class, () -> CBOR.writer(new ByteArrayOutputStream()).close());
    assertThrows(IllegalArgumentException.class, () -> CBOR.writer(new ByteArrayOutputStream()).simple(24));

    // A definite container that ends with another count.
    CborWriter counted = CBOR.writer(new ByteArrayOutputStream());
    counted.beginArray(3).value(1).value(2);
    CborException e = assertThrows(CborException.class, counted::endArray);
    assertTrue(e.reason().startsWith("an array announced 3 items and held 2"), e.reason());
  }

  @Test
  void aFailingStreamSurfacesAndTheDepthLimitHolds() {
    OutputStream broken = new OutputStream() {
      @Override
      public void write(int b) throws IOException {
        throw new IOException("the disk is full");
      }

      @Override
      public void write(byte[] b, int off, int len) throws IOException {
        throw new IOException("the disk is full");
      }
    };
    CborWriter w = CBOR.writer(broken);
    w.beginArray();
    UncheckedIOException io = assertThrows(UncheckedIOException.class, () -> {
      for (int i = 0; i < 100_000; i++) w.value("some text " + i);
    });
    assertEquals("the disk is full", io.getCause().getMessage());

    CborWriter deep = Cbor.builder().maxDepth(4).build().writer(new ByteArrayOutputStream());
    for (int i = 0; i < 4; i++) deep.beginArray();
    assertThrows(CborException.class, deep::beginArray);
  }

  /** A mutable bean, shared between two places of a value. */
  public static final class Node {
    public String name;
    public Node() {}
    Node(String name) {
      this.name = name;
    }
  }

  @Test
  void sharedValuesOfSeveralBoundValuesReadBackWholeAndValueByValue() {
    Cbor refs = Cbor.builder().references(true).build();
    Node a = new Node("a");
    Node b = new Node("b");
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (CborWriter w = refs.writer(out)) {
      w.beginArray(2).write(List.of(a, a)).write(List.of(b, b)).endArray();
    }
    byte[] doc = out.toByteArray();
    dev.peregrine.TypeRef<List<List<Node>>> type = new dev.peregrine.TypeRef<>() {};
    List<List<Node>> whole = refs.read(doc, type);
    assertEquals("a", whole.get(0).get(1).name);
    assertEquals("b", whole.get(1).get(1).name); // its tag 29 names the second value's own mark
    assertTrue(whole.get(1).get(0) == whole.get(1).get(1));
    CborReader r = refs.reader(Streams.Chunking.ONE_BYTE.over(doc));
    r.beginArray();
    List<Node> first = r.read(new dev.peregrine.TypeRef<List<Node>>() {});
    List<Node> second = r.read(new dev.peregrine.TypeRef<List<Node>>() {});
    r.endArray();
    assertTrue(first.get(0) == first.get(1) && "a".equals(first.get(0).name));
    assertTrue(second.get(0) == second.get(1) && "b".equals(second.get(0).name));
  }
}
