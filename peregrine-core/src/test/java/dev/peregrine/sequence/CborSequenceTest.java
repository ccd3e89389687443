package dev.peregrine.sequence;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.peregrine.Cbor;
import dev.peregrine.CborException;
import dev.peregrine.SequenceWriter;
import dev.peregrine.TypeRef;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@code Cbor.readSequence}, {@code writeSequence} and {@code writeItems}: a definite or indefinite top-level
 * array or an RFC 8742 sequence, element by element, in every chunking; errors at the element's offset.
 */
class CborSequenceTest {
  public record Item(int id, String name, List<String> tags, byte[] data) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Item i && i.id == id && i.name.equals(name) && i.tags.equals(tags) && Arrays.equals(i.data, data);
    }

    @Override
    public int hashCode() {
      return id;
    }
  }

  static final Cbor CBOR = Cbor.create();

  static List<Item> items(int n) {
    List<Item> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      out.add(new Item(i * 1000, "item " + i, List.of("t" + i), new byte[i % 300]));
    }
    return out;
  }

  static <T> List<T> all(Cbor cbor, Streams.Chunking chunking, byte[] bytes, Class<T> type) {
    Streams.Tracking in = chunking.over(bytes);
    try (Stream<T> s = cbor.readSequence(in, type)) {
      List<T> out = new ArrayList<>();
      s.forEach(out::add);
      assertFalse(in.closed, "the caller's stream was closed");
      return out;
    }
  }

  static byte[] concat(byte[]... parts) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte[] p : parts) out.writeBytes(p);
    return out.toByteArray();
  }

  @ParameterizedTest
  @EnumSource(Streams.Chunking.class)
  void definiteAndIndefiniteArraysAndSequences(Streams.Chunking chunking) {
    List<Item> items = items(400);
    byte[] definite = CBOR.write(items);
    assertEquals(0x99, definite[0] & 0xff, "a definite array with a 2-byte length");
    assertEquals(items, all(CBOR, chunking, definite, Item.class));
    List<byte[]> each = items.stream().map(CBOR::write).collect(Collectors.toList());
    byte[] indefinite = concat(new byte[] {(byte) 0x9f}, concat(each.toArray(new byte[0][])), new byte[] {(byte) 0xff});
    assertEquals(items, all(CBOR, chunking, indefinite, Item.class));
    byte[] sequence = concat(each.toArray(new byte[0][]));
    assertEquals(items, all(CBOR, chunking, sequence, Item.class));
    assertEquals(List.of(), all(CBOR, chunking, new byte[0], Item.class));
    assertEquals(List.of(), all(CBOR, chunking, new byte[] {(byte) 0x80}, Item.class));
    assertEquals(List.of(), all(CBOR, chunking, new byte[] {(byte) 0x9f, (byte) 0xff}, Item.class));
  }

  @ParameterizedTest
  @EnumSource(Streams.Chunking.class)
  void itemsOfEveryKindAreFramed(Streams.Chunking chunking) {
    List<Object> values = new ArrayList<>();
    values.add(1);
    values.add(-70000);
    values.add(1.5);
    values.add("text \u00e9");
    values.add(new byte[] {1, 2, 3});
    values.add(List.of(1, List.of(2, List.of())));
    values.add(java.util.Map.of("a", List.of(true, false)));
    values.add(null);
    values.add(new java.math.BigInteger("123456789012345678901234567890"));
    byte[] sequence = concat(values.stream().map(CBOR::write).toArray(byte[][]::new));
    // An indefinite-length string, in chunks, and a tag on an array.
    byte[] chunks = {0x7f, 0x62, 'a', 'b', 0x61, 'c', (byte) 0xff};
    byte[] tagged = {(byte) 0xc6, (byte) 0x82, 0x01, 0x02};
    List<Object> back = all(CBOR, chunking, concat(sequence, chunks, tagged), Object.class);
    assertEquals(values.size() + 2, back.size());
    assertArrayEquals(CBOR.write(values.get(4)), CBOR.write(back.get(4)));
    assertEquals(values.get(5), back.get(5));
    assertEquals(values.get(8), back.get(8));
    assertEquals("abc", back.get(values.size()));
    assertEquals(CBOR.parse(tagged), back.get(values.size() + 1));
  }

  @ParameterizedTest
  @EnumSource(Streams.Chunking.class)
  void aMalformedElementFailsAtItsOffsetAfterTheOnesBeforeIt(Streams.Chunking chunking) {
    List<Object> list = List.of(List.of(1, 2), List.of(3, 4), List.of(5, "six"));
    byte[] bytes = CBOR.write(list);
    CborException whole = assertThrows(CborException.class, () -> CBOR.read(bytes, new TypeRef<List<List<Integer>>>() {}));
    List<List<Integer>> delivered = new ArrayList<>();
    CborException e;
    try (Stream<List<Integer>> s = CBOR.readSequence(chunking.over(bytes), new TypeRef<List<Integer>>() {})) {
      Iterator<List<Integer>> it = s.iterator();
      e = assertThrows(CborException.class, () -> {
        while (it.hasNext()) delivered.add(it.next());
      });
    }
    assertEquals(2, delivered.size());
    assertEquals("$[2][1]", e.path());
    assertEquals(whole.path(), e.path());
    assertEquals(whole.offset(), e.offset());
    assertEquals(whole.getMessage(), e.getMessage());
  }

  @ParameterizedTest
  @EnumSource(Streams.Chunking.class)
  void truncatedAtEveryPosition(Streams.Chunking chunking) {
    byte[] bytes = CBOR.write(items(3));
    for (int cut = 1; cut < bytes.length; cut++) {
      byte[] part = Arrays.copyOf(bytes, cut);
      try {
        all(CBOR, chunking, part, Item.class);
        fail("a cut array read whole at " + cut);
      } catch (CborException e) {
        assertTrue(e.offset() >= 0 && e.offset() <= cut, "offset " + e.offset() + " at cut " + cut);
      }
    }
  }

  @Test
  void forgedLengthsAndDeepNestingFailWithoutExhaustingMemoryOrStack() {
    Cbor small = Cbor.builder().maxDocumentSize(1 << 20).build();
    byte[] forged = {(byte) 0x5b, 0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff};
    CborException e = assertThrows(CborException.class, () -> all(small, Streams.Chunking.WHOLE, forged, Object.class));
    assertTrue(e.getMessage().contains("past the size limit"), e.getMessage());
    byte[] deep = new byte[200_000];
    Arrays.fill(deep, (byte) 0x81);
    // The framer stops at the depth limit and the reader reports the element (past the depth limit or
    // cut short, whichever it meets first): our exception, not a StackOverflowError.
    CborException d = assertThrows(CborException.class, () -> all(CBOR, Streams.Chunking.RANDOM, deep, Object.class));
    assertTrue(d.offset() > 900 && d.offset() < 1100, d.getMessage());
    byte[] endless = concat(new byte[] {(byte) 0x9f}, new byte[100]);
    assertThrows(CborException.class, () -> all(CBOR, Streams.Chunking.WHOLE, endless, Integer.class));
    byte[] extra = {(byte) 0x81, 0x01, 0x02};
    assertThrows(CborException.class, () -> all(CBOR, Streams.Chunking.WHOLE, extra, Integer.class));
  }

  @Test
  void writeSequenceAndWriteItemsReadBack() {
    List<Item> items = items(500);
    Streams.Output array = new Streams.Output();
    try (SequenceWriter w = CBOR.writeSequence(array)) {
      for (Item item : items) w.write(item);
    }
    assertFalse(array.closed);
    byte[] bytes = array.toByteArray();
    assertEquals(0x9f, bytes[0] & 0xff);
    assertEquals(0xff, bytes[bytes.length - 1] & 0xff);
    assertEquals(items, CBOR.read(bytes, new TypeRef<List<Item>>() {}), "the indefinite array reads whole too");
    assertEquals(items, all(CBOR, Streams.Chunking.RANDOM, bytes, Item.class));
    Streams.Output seq = new Streams.Output();
    try (SequenceWriter w = CBOR.writeItems(seq)) {
      for (Item item : items) w.write(item);
    }
    assertEquals(items, all(CBOR, Streams.Chunking.ONE_BYTE, seq.toByteArray(), Item.class));
    Streams.Output empty = new Streams.Output();
    CBOR.writeSequence(empty).close();
    assertEquals(List.of(), CBOR.read(empty.toByteArray(), new TypeRef<List<Item>>() {}));
  }

  @Test
  void aMillionItemsStreamThrough() {
    int n = 1_000_000;
    long count;
    try (Stream<Integer> s = CBOR.readSequence(Streams.generated(n, CBOR::write), Integer.class)) {
      count = s.filter(i -> i >= 0).count();
    }
    assertEquals(n, count);
  }

  // The length 2^64 - 1 is -1 as a long, which the reader took for an indefinite length (found by the
  // sequence fuzz target: the whole parse accepted what the framer refused).
  @Test
  void aDefiniteLengthOf2Pow64Minus1IsNoIndefiniteLength() {
    byte[] map = {(byte) 0x9f, (byte) 0xbb, -1, -1, -1, -1, -1, -1, -1, -1, (byte) 0xff, (byte) 0xff};
    CborException m = assertThrows(CborException.class, () -> CBOR.parse(map));
    assertTrue(m.getMessage().startsWith("map of 18446744073709551615 pairs is longer than the remaining"), m.getMessage());
    byte[] array = {(byte) 0x9b, -1, -1, -1, -1, -1, -1, -1, -1, (byte) 0xff};
    CborException a = assertThrows(CborException.class, () -> CBOR.parse(array));
    assertTrue(a.getMessage().startsWith("array of 18446744073709551615 items is longer than the remaining"), a.getMessage());
  }
}
