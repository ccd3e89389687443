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
    in = reader(Hex.bytes("a1 61 61 01"));
    in.beginObject();
    assertEquals(-1, in.knownLength()); // a map is not an array
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
