package dev.peregrine.cbor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Cbor;
import dev.peregrine.CborException;
import dev.peregrine.CborTag;
import dev.peregrine.TypeRef;
import dev.peregrine.model.Media;
import dev.peregrine.model.Media.Image;
import dev.peregrine.model.Media.Size;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Binding through CBOR where CBOR differs: string references, references as tags, array mode's bytes, tags,
 * preferred floats and non-text keys. The rules every format shares are proven in the contract suite
 * ({@code dev.peregrine.contract}), which runs over JSON, CBOR map mode and CBOR array mode.
 */
class CborBindingTest {
  static Media media() {
    return Media.sample();
  }

  /** The options only CBOR has, alone and with array mode, references and included nulls. */
  static Stream<Cbor> stringRefAndReferenceModes() {
    return Stream.of(Cbor.builder().stringRefs(true).build(),
        Cbor.builder().stringRefs(true).beansAsArrays(true).includeNulls(true).build(),
        Cbor.builder().references(true).build(),
        Cbor.builder().references(true).beansAsArrays(true).stringRefs(true).build());
  }

  @ParameterizedTest
  @MethodSource("stringRefAndReferenceModes")
  void beansAndRecordsRoundTrip(Cbor cbor) {
    Media m = media();
    byte[] bytes = cbor.write(m);
    assertEquals(m, cbor.read(bytes, Media.class));
    assertEquals(m, cbor.read(new ByteArrayInputStream(bytes), Media.class));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    cbor.write(m, out);
    assertArrayEquals(bytes, out.toByteArray());
    List<Media> list = cbor.read(cbor.write(List.of(m, m)), new TypeRef<List<Media>>() {});
    assertEquals(List.of(m, m), list);
  }

  @Test
  void theByteOverloadsAndTheStreamWriteTheSameBytes() {
    for (Cbor cbor : List.of(Cbor.create(), Cbor.builder().beansAsArrays(true).build())) {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      cbor.write(media(), out);
      assertArrayEquals(cbor.write(media()), out.toByteArray());
    }
  }

  @Test
  void mapModeIsTheTreeJsonWouldBind() {
    Media m = media();
    Object tree = Cbor.create().parse(Cbor.create().write(m));
    Map<?, ?> map = (Map<?, ?>) tree;
    assertEquals("http://javaone.com/keynote.mpg", map.get("uri"));
    assertEquals(640, map.get("width"));
    assertTrue(map.get("thumbnail") instanceof byte[]);
    assertEquals(new BigDecimal("12345.678"), map.get("price"));
    assertNull(map.get("none")); // Optional.empty() is written as null, as in JSON
  }

  @Test
  void arrayModeIsPositionalAndSmaller() {
    Image i = new Image("a.jpg", null, 1024, 768, Size.LARGE);
    byte[] arrays = Cbor.builder().beansAsArrays(true).build().write(i);
    assertEquals("85" + "65612e6a7067" + "f6" + "190400" + "190300" + "654c41524745", Hex.hex(arrays));
    assertTrue(arrays.length < Cbor.create().write(i).length);
  }

  @Test
  void stringRefsShrinkRepeatedKeys() {
    List<Image> many = new ArrayList<>();
    for (int k = 0; k < 50; k++) many.add(new Image("u" + k, "t", k, k, Size.SMALL));
    Cbor refs = Cbor.builder().stringRefs(true).build();
    byte[] plain = Cbor.create().write(many);
    byte[] shared = refs.write(many);
    assertTrue(shared.length < plain.length * 0.7, shared.length + " vs " + plain.length);
    assertEquals(many, refs.read(shared, new TypeRef<List<Image>>() {}));
    assertEquals(many, Cbor.create().read(shared, new TypeRef<List<Image>>() {})); // any reader resolves them
    assertTrue(Hex.hex(shared).startsWith("d90100")); // tag 256
  }

  sealed interface Shape permits Circle, Square {}

  record Circle(double r) implements Shape {}

  record Square(double side, String label) implements Shape {}

  record Drawing(List<Shape> shapes, Shape main) {}

  @ParameterizedTest
  @MethodSource("stringRefAndReferenceModes")
  void polymorphismThroughSealedTypes(Cbor cbor) {
    Drawing d = new Drawing(List.of(new Circle(1.5), new Square(2, "s")), new Square(3, null));
    assertEquals(d, cbor.read(cbor.write(d), Drawing.class));
  }

  // In array mode the type id is a bean's first element (map mode's ids are in PolymorphismContractTest).
  @Test
  void unknownTypeIdIsRejectedInArrayMode() {
    Cbor arrays = Cbor.builder().beansAsArrays(true).build();
    assertEquals(new Circle(1.5), arrays.read(arrays.write(List.of("Circle", 1.5)), Shape.class));
    byte[] bytes = arrays.write(List.of("java.lang.Runtime", 1));
    assertThrows(CborException.class, () -> arrays.read(bytes, Shape.class));
    assertThrows(CborException.class, () -> arrays.read(arrays.write(List.of(Circle.class.getName(), 1)), Shape.class));
  }

  public static final class Node {
    public String name;
    public Node next;
    public List<Node> children = new ArrayList<>();
  }

  // The graphs' identities are proven in ReferencesContractTest; here, their tags.
  @Test
  void referencesAreTags28And29() {
    for (Cbor cbor : List.of(Cbor.builder().references(true).build(),
        Cbor.builder().references(true).beansAsArrays(true).build())) {
      Node a = new Node();
      a.name = "a";
      Node b = new Node();
      b.name = "b";
      a.next = b;
      b.next = a; // a cycle
      a.children.add(b); // b shared
      a.children.add(b);
      byte[] bytes = cbor.write(a);
      assertTrue(Hex.hex(bytes).contains("d81c"), "tag 28 used"); // a value referred to
      assertTrue(Hex.hex(bytes).contains("d81d"), "tag 29 used"); // a reference
      Node back = cbor.read(bytes, Node.class);
      assertEquals("a", back.name);
      assertSame(back, back.next.next);
      assertSame(back.next, back.children.get(0));
      assertSame(back.next, back.children.get(1));
    }
  }

  @Test
  void genericMapsAndNumbers() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("i", 1);
    m.put("l", 1L << 40);
    m.put("neg", -1_000_000);
    m.put("d", 1.1);
    m.put("f", 1.5f);
    m.put("nan", Double.NaN);
    m.put("s", "x");
    m.put("n", null);
    m.put("list", List.of(1, List.of()));
    Object back = Cbor.create().parse(Cbor.create().write(m));
    assertTrue(CborAppendixATest.same(m, back), String.valueOf(back));
  }

  @Test
  void preferredFloats() {
    Cbor c = Cbor.create();
    assertEquals("f93c00", Hex.hex(c.write(1.0)));
    assertEquals("f97e00", Hex.hex(c.write(Double.longBitsToDouble(0x7ff0000000000123L)))); // NaN with payload
    assertEquals("f98000", Hex.hex(c.write(-0.0)));
    assertEquals("fa47c35000", Hex.hex(c.write(100000.0)));
    assertEquals("fb3ff199999999999a", Hex.hex(c.write(1.1)));
    assertEquals("f90001", Hex.hex(c.write(5.960464477539063e-8)));
    assertEquals("fa33000000", Hex.hex(c.write(5.960464477539063e-8 / 2))); // 2^-25: below half's subnormals
    assertEquals(1.1f, c.read(c.write(1.1f), Float.class));
  }

  @Test
  void dateTags() {
    // 0("2013-03-21T20:04:00Z") and 1(1363896240) both bind to the instant.
    Instant expected = Instant.parse("2013-03-21T20:04:00Z");
    assertEquals(expected, Cbor.create().read(Hex.bytes("c074323031332d30332d32315432303a30343a30305a"), Instant.class));
    assertEquals(expected, Cbor.create().read(Hex.bytes("c11a514b67b0"), Instant.class));
    assertEquals(Instant.parse("2013-03-21T20:04:00.5Z"), Cbor.create().read(Hex.bytes("c1fb41d452d9ec200000"), Instant.class));
  }

  @Test
  void decimalFractionsAndBignumsBind() {
    // 4([-2, 27315]) = 273.15
    assertEquals(new BigDecimal("273.15"), Cbor.create().read(Hex.bytes("c48221196ab3"), BigDecimal.class));
    assertEquals(new BigDecimal("273.15"), Cbor.create().parse(Hex.bytes("c48221196ab3")));
    assertEquals(273.15, Cbor.create().read(Hex.bytes("c48221196ab3"), double.class));
    assertEquals(new BigInteger("18446744073709551616"), Cbor.create().read(Hex.bytes("c249010000000000000000"), BigInteger.class));
    assertThrows(CborException.class, () -> Cbor.create().read(Hex.bytes("c249010000000000000000"), long.class));
  }

  @Test
  void unknownTagsAreSkippedInTypedReadsAndKeptInTrees() {
    byte[] uri = Hex.bytes("d82076687474703a2f2f7777772e6578616d706c652e636f6d");
    assertEquals("http://www.example.com", Cbor.create().read(uri, String.class));
    assertEquals(new CborTag(32, "http://www.example.com"), Cbor.create().parse(uri));
  }

  // Keys that are values are compared as the format compares them (a float whatever its width, a byte
  // string by its bytes, arrays and maps by their elements): an equivalent key repeats the first, whose
  // value it replaces, as a repeated integer key does; so what is written has no repeated key.
  @Test
  void equivalentValueKeysAreOneKey() {
    Cbor cbor = Cbor.create();
    Map<?, ?> floats = (Map<?, ?>) cbor.parse(Hex.bytes("a3f90000" + "00" + "fb0000000000000000" + "01" + "fa80000000" + "02"));
    assertEquals(2, floats.size()); // 0.0 in half and double precision are one key; -0.0 is another
    assertEquals(1, floats.get(0.0f));
    assertEquals(2, floats.get(-0.0f));
    assertEquals("a2f9000001f9800002", Hex.hex(cbor.write(floats)));
    Map<?, ?> bytes = (Map<?, ?>) cbor.parse(Hex.bytes("a2" + "420102" + "00" + "420102" + "01"));
    assertEquals(1, bytes.size());
    assertEquals(1, bytes.values().iterator().next());
    Map<?, ?> arrays = (Map<?, ?>) cbor.parse(Hex.bytes("a3" + "81f93c00" + "00" + "81fb3ff0000000000000" + "01" + "81f93e00" + "02"));
    assertEquals(2, arrays.size()); // [1.0] twice, [1.5] once
    assertEquals(1, arrays.get(List.of(1.0f)));
    assertEquals(Map.of(1, 1), cbor.parse(Hex.bytes("a2010001" + "01"))); // as a repeated integer key
  }

  // A number no Duration or Instant can be (NaN, an infinity, an integer past a long) is refused with the
  // reason alone: no exception of Peregrine's own as the cause, which the fuzzer takes for an internal failure.
  @Test
  void nonFiniteAndHugeNumbersAreNoDurationOrInstant() {
    Cbor cbor = Cbor.create();
    for (String hex : List.of("f97e00", "faffcb1800", "f97c00", "c249010000000000000000")) {
      CborException e = assertThrows(CborException.class, () -> cbor.read(Hex.bytes(hex), java.time.Duration.class), hex);
      assertTrue(e.getMessage().contains("is not a Duration in seconds"), e.getMessage());
      assertEquals(null, e.getCause(), hex);
    }
    for (String hex : List.of("f97e00", "f9fc00")) {
      CborException e = assertThrows(CborException.class, () -> cbor.read(Hex.bytes(hex), java.time.Instant.class), hex);
      assertTrue(e.getMessage().contains("is not an Instant"), e.getMessage());
      assertEquals(null, e.getCause(), hex);
    }
    assertEquals(java.time.Duration.ofMillis(1500), cbor.read(Hex.bytes("f93e00"), java.time.Duration.class));
  }

  // Every NaN is written as f97e00, so NaN keys are one key whatever their width and payload: a single NaN
  // with a payload and a double NaN with another were two keys of the tree, written as one repeated key.
  @Test
  void nanKeysOfAnyWidthAndPayloadAreOneKey() {
    Cbor cbor = Cbor.create();
    Map<?, ?> nans = (Map<?, ?>) cbor.parse(Hex.bytes("a3" + "fafff82000" + "00" + "fbfffffffff9d9f9f9" + "01"
        + "f97e00" + "02"));
    assertEquals(1, nans.size());
    assertEquals(2, nans.values().iterator().next(), "the last value, as for a repeated key");
    assertEquals("a1f97e0002", Hex.hex(cbor.write(nans)));
    assertEquals(nans, cbor.parse(cbor.write(nans)));
  }

  // A kept tag that the writer's options give a meaning of their own would read back as something else:
  // refused with our exception. Outside the namespace (a root tag) 25 is kept and written back as it was.
  @Test
  void keptTagsTheOptionsGiveAMeaningAreRefused() {
    Cbor refs = Cbor.builder().stringRefs(true).build();
    Object kept = Cbor.create().parse(Hex.bytes("a16161d81980")); // {"a": 25([])}, no namespace
    assertEquals(Map.of("a", new CborTag(25, List.of())), kept);
    assertEquals("a16161d81980", Hex.hex(Cbor.create().write(kept)));
    CborException e = assertThrows(CborException.class, () -> refs.write(kept));
    assertTrue(e.getMessage().startsWith("tag 25 inside the string-reference namespace"), e.getMessage());
    assertThrows(CborException.class, () -> refs.write(List.of(new CborTag(256, List.of()))));
    assertEquals(new CborTag(25, List.of()), refs.parse(refs.write(new CborTag(25, List.of()))));
    Cbor natives = Cbor.builder().references(true).build();
    for (long tag : new long[] {28, 29}) {
      assertThrows(CborException.class, () -> natives.write(List.of(new CborTag(tag, 1))));
      assertEquals(List.of(new CborTag(tag, 1)), refs.parse(refs.write(List.of(new CborTag(tag, 1)))));
    }
  }

  // Unknown properties in map mode are in BeansContractTest; array mode's are extra elements.
  @Test
  void extraElementsInArrayMode() {
    Cbor arrays = Cbor.builder().beansAsArrays(true).build();
    byte[] six = arrays.write(List.of("u", "t", 1, 2, "SMALL", 99));
    assertEquals(1, arrays.read(six, Image.class).width);
    Cbor strict = Cbor.builder().beansAsArrays(true).failOnUnknownProperties(true).build();
    assertThrows(CborException.class, () -> strict.read(six, Image.class));
  }

  // The generic data model writes a Map<Integer, ...> with integer keys (as it reads them); a typed map reads
  // such a key as its decimal text, as Jackson's CBOR parser does, so the map JSON would read from "1" comes
  // back. Keys with no such text (byte strings, arrays, tagged values) are an error.
  @Test
  void integerKeysInTypedMapsReadAsTheirDecimalText() {
    assertEquals(Map.of("1", 2, "-4", 5), Cbor.create().read(Hex.bytes("a201022305"), new TypeRef<Map<String, Integer>>() {}));
    assertEquals(Map.of(1, 2, -4, 5), Cbor.create().read(Hex.bytes("a201022305"), new TypeRef<Map<Integer, Integer>>() {}));
    assertEquals(Map.of(Long.MIN_VALUE, 1L),
        Cbor.create().read(Hex.bytes("a13b7fffffffffffffff01"), new TypeRef<Map<Long, Long>>() {}));
    assertEquals(Map.of("18446744073709551615", 0), // 2^64 - 1, the largest unsigned key
        Cbor.create().read(Hex.bytes("a11bffffffffffffffff00"), new TypeRef<Map<String, Integer>>() {}));
    assertEquals(Map.of("-18446744073709551616", 0),
        Cbor.create().read(Hex.bytes("a13bffffffffffffffff00"), new TypeRef<Map<String, Integer>>() {}));
    assertThrows(CborException.class, () -> Cbor.create().read(Hex.bytes("a1410102"), new TypeRef<Map<String, Integer>>() {}));
    assertThrows(CborException.class, () -> Cbor.create().read(Hex.bytes("a1c10102"), new TypeRef<Map<String, Integer>>() {}));
    assertNull(Cbor.create().read(Hex.bytes("f6"), Image.class));
  }
}
