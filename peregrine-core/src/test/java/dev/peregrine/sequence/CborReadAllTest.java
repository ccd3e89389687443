package dev.peregrine.sequence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.peregrine.Cbor;
import dev.peregrine.CborException;
import dev.peregrine.PeregrineException;
import dev.peregrine.TypeRef;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * {@code Cbor.read(InputStream, ...)} and {@code Cbor.parse(InputStream)} of a top-level array bound to a
 * collection, an array or the tree read it element by element: the same value or the same error (reason,
 * offset, path) as the byte[] path, in every chunking and for truncation at every position.
 */
class CborReadAllTest {
  public record Item(int id, String name, List<String> tags) {}

  static final Cbor CBOR = Cbor.create();
  static final TypeRef<List<Item>> ITEMS = new TypeRef<>() {};

  static List<Item> items(int n) {
    List<Item> out = new ArrayList<>();
    for (int i = 0; i < n; i++) out.add(new Item(i, "item " + i + " \u00e9", List.of("t" + i)));
    return out;
  }

  static String outcome(Cbor cbor, Function<Cbor, Object> read) {
    try {
      return "value " + read.apply(cbor);
    } catch (PeregrineException e) {
      return e.getClass().getSimpleName() + ": " + e.getMessage();
    }
  }

  static void sameAsBytes(Cbor cbor, byte[] doc) {
    String typed = outcome(cbor, c -> c.read(doc, ITEMS));
    String tree = outcome(cbor, c -> c.parse(doc));
    String objects = outcome(cbor, c -> Arrays.toString(c.read(doc, Object[].class)));
    for (Streams.Chunking chunking : Streams.Chunking.values()) {
      String what = chunking + " " + HexFormat.of().formatHex(doc, 0, Math.min(doc.length, 40));
      assertEquals(typed, outcome(cbor, c -> c.read(chunking.over(doc), ITEMS)), what);
      assertEquals(tree, outcome(cbor, c -> c.parse(chunking.over(doc))), what);
      assertEquals(objects, outcome(cbor, c -> Arrays.toString(c.read(chunking.over(doc), Object[].class))), what);
    }
  }

  @Test
  void definiteAndIndefiniteArraysReadAsOnByteArray() {
    byte[] definite = CBOR.write(items(300));
    sameAsBytes(CBOR, definite);
    assertEquals(items(300), CBOR.read(Streams.Chunking.ONE_BYTE.over(definite), ITEMS));
    byte[] indefinite = definite.clone();
    indefinite[0] = (byte) 0x9f; // 0x99 0x01 0x2c: a two-byte length; make it indefinite with a break
    byte[] body = Arrays.copyOfRange(definite, 3, definite.length);
    byte[] withBreak = new byte[body.length + 2];
    withBreak[0] = (byte) 0x9f;
    System.arraycopy(body, 0, withBreak, 1, body.length);
    withBreak[withBreak.length - 1] = (byte) 0xff;
    assertEquals(items(300), CBOR.read(withBreak, ITEMS));
    sameAsBytes(CBOR, withBreak);
  }

  @Test
  void truncationAtEveryPositionFailsAsOnByteArray() {
    byte[] doc = CBOR.write(items(12));
    for (int n = 0; n <= doc.length; n++) sameAsBytes(CBOR, Arrays.copyOf(doc, n));
    byte[] indefinite = new byte[doc.length + 1];
    indefinite[0] = (byte) 0x9f;
    System.arraycopy(doc, 1, indefinite, 1, doc.length - 1);
    indefinite[doc.length] = (byte) 0xff;
    for (int n = 0; n <= indefinite.length; n++) sameAsBytes(CBOR, Arrays.copyOf(indefinite, n));
  }

  @Test
  void theArraysOwnErrorsAreTheByteArrayReaders() {
    HexFormat hex = HexFormat.of();
    for (String doc : List.of(
        "9a00010000" + "a0", // 65,536 items declared, one there: refused at the head
        "83a0a0", // 3 declared, 2 there
        "82a0a0a0", // a byte after the array
        "9fa0a0", // no break
        "9fa0ff00", // a byte after the break
        "81ff", // a break where an element goes
        "82a01c", // reserved additional information in an element
        "819b8000000000000000", // an element declaring 2^63 items
        "817b8000000000000000", // an element declaring a text of 2^63 bytes
        "c1820102", // a tag on the root: read whole
        "", "80", "9f", "98")) {
      sameAsBytes(CBOR, hex.parseHex(doc));
    }
    CborException e = assertThrows(CborException.class, () -> CBOR.read(new ByteArrayInputStream(hex.parseHex("83a0a0")), ITEMS));
    assertEquals("array of 3 items is longer than the remaining 3 bytes", e.reason());
    Cbor small = Cbor.builder().maxDocumentSize(40).maxDepth(3).build();
    // Past the size limit: on a stream, as before, at the offset of the limit (byte[]: at 0, it is all there).
    for (Streams.Chunking chunking : Streams.Chunking.values()) {
      CborException big = assertThrows(CborException.class, () -> small.read(chunking.over(small.write(items(3))), ITEMS));
      assertEquals("document larger than the limit of 40 bytes", big.reason());
      assertEquals(40, big.offset());
    }
    sameAsBytes(small, CBOR.write(List.of(List.of(List.of(1)), List.of(List.of(List.of(1))))));
    sameAsBytes(small, hex.parseHex("83a0a0" + "00".repeat(30)));
  }

  @Test
  void aStreamManyTimesTheBufferIsReadElementByElementAndABrokenOneSurfacesUnchecked() {
    byte[] element = CBOR.write(new Item(1, "y".repeat(50), List.of("a", "b")));
    int n = 300_000;
    InputStream stream = Streams.generated(n + 1, i -> i == 0 ? new byte[] {(byte) 0x9f} : element);
    InputStream withBreak = new java.io.SequenceInputStream(stream, new ByteArrayInputStream(new byte[] {(byte) 0xff}));
    List<Item> all = CBOR.read(withBreak, ITEMS);
    assertEquals(n, all.size());
    assertEquals(new Item(1, "y".repeat(50), List.of("a", "b")), all.get(n - 1));
    byte[] doc = CBOR.write(items(1000));
    UncheckedIOException broken = assertThrows(UncheckedIOException.class, () -> CBOR.read(Streams.failingAfter(doc, 500), ITEMS));
    assertEquals("the connection broke", broken.getCause().getMessage());
    assertEquals(Map.of("a", 1), ((List<?>) CBOR.parse(new ByteArrayInputStream(CBOR.write(List.of(Map.of("a", 1)))))).get(0));
  }
}
