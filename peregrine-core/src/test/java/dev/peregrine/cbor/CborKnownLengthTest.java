package dev.peregrine.cbor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.peregrine.Cbor;
import dev.peregrine.CborException;
import dev.peregrine.TypeRef;
import dev.peregrine.json.Utf8JsonReader;
import dev.peregrine.stream.Limits;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The element count a definite-length array announces reaches codecs as a presizing hint, never larger than
 * the input could fill nor than a small cap, so a forged length cannot buy a large allocation.
 */
class CborKnownLengthTest {
  private static CborBytesReader reader(byte[] bytes) {
    return new CborBytesReader(bytes, 0, bytes.length, Limits.DEFAULT, false);
  }

  @Test
  void aDefiniteArrayTellsItsLengthAndAnIndefiniteOneDoesNot() {
    CborBytesReader in = reader(Hex.bytes("83 01 02 03"));
    in.beginArray();
    assertEquals(3, in.knownLength());
    in = reader(Hex.bytes("80"));
    in.beginArray();
    assertEquals(0, in.knownLength());
    in = reader(Hex.bytes("9f 01 02 ff"));
    in.beginArray();
    assertEquals(-1, in.knownLength());
  }

  @Test
  void aDefiniteMapTellsItsPairsAndAnIndefiniteOneDoesNot() {
    CborBytesReader in = reader(Hex.bytes("a2 61 61 01 61 62 02"));
    in.beginObject();
    assertEquals(2, in.knownLength());
    in = reader(Hex.bytes("a0"));
    in.beginObject();
    assertEquals(0, in.knownLength());
    in = reader(Hex.bytes("bf 61 61 01 ff"));
    in.beginObject();
    assertEquals(-1, in.knownLength());
    // 2,000 pairs: the hint is capped as an array's is.
    java.io.ByteArrayOutputStream b = new java.io.ByteArrayOutputStream();
    b.writeBytes(Hex.bytes("b9 07 d0"));
    for (int i = 0; i < 2000; i++) {
      b.writeBytes(Hex.bytes("19"));
      b.write(i >>> 8);
      b.write(i & 0xff);
      b.write(0xf6);
    }
    in = reader(b.toByteArray());
    in.beginObject();
    assertEquals(1024, in.knownLength());
  }

  /** The tree sized from the heads reads what it did before: members in order, nested, empty, and many. */
  @Test
  void aTreeReadFromDefiniteMapsAndArraysIsTheSame() {
    Cbor cbor = Cbor.create();
    java.util.Map<String, Object> big = new java.util.LinkedHashMap<>();
    for (int i = 0; i < 3000; i++) big.put("k" + i, i % 3 == 0 ? List.of(i, "x") : java.util.Map.of("v", i));
    for (Object value : List.of(big, java.util.Map.of(), List.of(), java.util.Map.of("a", java.util.Map.of()),
        List.of(java.util.Map.of("b", List.of(1, 2)), List.of()))) {
      Object tree = cbor.parse(cbor.write(value));
      assertEquals(value, tree);
      assertEquals(dev.peregrine.Json.create().write(value), dev.peregrine.Json.create().write(tree), "order kept");
    }
  }

  @Test
  void theHintIsCappedEvenWhenTheInputCouldHoldEveryElement() {
    // 100,000 zeros behind a head announcing 100,000 elements: well-formed, and the hint stays small.
    byte[] bytes = new byte[5 + 100_000];
    System.arraycopy(Hex.bytes("9a 00 01 86 a0"), 0, bytes, 0, 5);
    CborBytesReader in = reader(bytes);
    in.beginArray();
    assertEquals(1024, in.knownLength());
    List<Integer> read = Cbor.create().read(bytes, new TypeRef<List<Integer>>() {});
    assertEquals(Collections.nCopies(100_000, 0), read);
  }

  @Test
  void aForgedLengthFailsBeforeAnyPresizing() {
    // Heads announcing 2^31 - 1 and 2^62 elements with three bytes behind them.
    for (String hex : List.of("9a 7f ff ff ff 01 02 03", "9b 40 00 00 00 00 00 00 00 01 02 03")) {
      assertThrows(CborException.class, () -> reader(Hex.bytes(hex)).beginArray(), hex);
      assertThrows(CborException.class, () -> Cbor.create().read(Hex.bytes(hex), new TypeRef<List<Integer>>() {}), hex);
      assertThrows(CborException.class, () -> Cbor.create().read(Hex.bytes(hex), Integer[].class), hex);
    }
    // One element more than the bytes left.
    byte[] bytes = Arrays.copyOf(Hex.bytes("99 03 e8"), 3 + 999);
    assertThrows(CborException.class, () -> reader(bytes).beginArray());
  }

  @Test
  void presizedCollectionsReadWhatTheArrayHolds() {
    Cbor cbor = Cbor.create();
    List<String> items = List.of("a", "b", "c");
    for (int i = 0; i < 200; i++) { // also past the switch to generated codecs
      assertEquals(items, cbor.read(cbor.write(items), new TypeRef<List<String>>() {}));
      assertEquals(List.of(), cbor.read(cbor.write(List.of()), new TypeRef<List<String>>() {}));
      assertEquals(items, Arrays.asList(cbor.read(cbor.write(items), String[].class)));
    }
    // An indefinite-length array still reads (no hint).
    assertEquals(List.of(1, 2), cbor.read(Hex.bytes("9f 01 02 ff"), new TypeRef<List<Integer>>() {}));
  }

  @Test
  void jsonKnowsNoLength() {
    byte[] json = "[1,2,3]".getBytes(StandardCharsets.UTF_8);
    Utf8JsonReader in = new Utf8JsonReader(json, 0, json.length, Limits.DEFAULT);
    in.beginArray();
    assertEquals(-1, in.knownLength());
  }
}
