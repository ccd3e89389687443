package dev.peregrine.cbor;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Cbor;
import dev.peregrine.CborException;
import dev.peregrine.TypeRef;
import dev.peregrine.model.Media;
import dev.peregrine.model.Media.Image;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Hostile input fails fast with CborException: forged lengths, truncation, depth, limits. */
class CborSafetyTest {
  @Test
  void forgedLengthsFailWithoutAllocating() {
    // A byte string, a text string, an array and a map claiming 2^62 items, with 3 bytes behind them.
    for (String hex : List.of("5b4000000000000000010203", "7b4000000000000000010203", "9b4000000000000000010203",
        "bb4000000000000000010203", "5bffffffffffffffff00", "9a7fffffff00", "5f5b400000000000000000ff")) {
      assertThrows(CborException.class, () -> Cbor.create().parse(Hex.bytes(hex)), hex);
      assertThrows(CborException.class, () -> Cbor.create().read(Hex.bytes(hex), byte[].class), hex);
      assertThrows(CborException.class, () -> Cbor.create().read(Hex.bytes(hex), new TypeRef<List<String>>() {}), hex);
      assertThrows(CborException.class, () -> Cbor.create().read(Hex.bytes("a16178" + hex), Image.class), hex);
    }
  }

  @Test
  void everyTruncationFails() {
    byte[] whole = Cbor.builder().stringRefs(true).build().write(Media.sample());
    for (int n = 0; n < whole.length; n++) {
      byte[] part = Arrays.copyOf(whole, n);
      assertThrows(CborException.class, () -> Cbor.create().parse(part));
      assertThrows(CborException.class, () -> Cbor.create().read(part, Media.class));
    }
    byte[] longer = Arrays.copyOf(whole, whole.length + 1);
    assertThrows(CborException.class, () -> Cbor.create().parse(longer));
  }

  @Test
  void deepNestingFails() {
    byte[] arrays = new byte[100_000];
    Arrays.fill(arrays, (byte) 0x81);
    assertThrows(CborException.class, () -> Cbor.create().parse(arrays));
    assertThrows(CborException.class, () -> Cbor.create().read(arrays, List.class));
    byte[] deepUnknown = Hex.bytes("a16178" + "81".repeat(5000) + "00");
    assertThrows(CborException.class, () -> Cbor.create().read(deepUnknown, Image.class));
    byte[] tags = new byte[100_000];
    Arrays.fill(tags, (byte) 0xd7); // tag 23, nested
    assertThrows(CborException.class, () -> Cbor.create().parse(tags));
    byte[] indefinite = new byte[100_000];
    Arrays.fill(indefinite, (byte) 0x9f);
    assertThrows(CborException.class, () -> Cbor.create().parse(indefinite));
  }

  @Test
  void limitsApply() {
    byte[] text = Cbor.create().write("x".repeat(100));
    assertThrows(CborException.class, () -> Cbor.builder().maxStringLength(50).build().parse(text));
    assertThrows(CborException.class, () -> Cbor.builder().maxDocumentSize(10).build().parse(text));
    assertThrows(CborException.class, () -> Cbor.builder().maxDepth(2).build().parse(Hex.bytes("81818100")));
    assertTrue(Cbor.builder().maxDepth(3).build().parse(Hex.bytes("81818100")) instanceof List);
  }

  @Test
  void badReferencesFail() {
    Cbor refs = Cbor.builder().references(true).build();
    assertThrows(CborException.class, () -> refs.read(Hex.bytes("d81d05"), Image.class)); // no value 5
    assertThrows(CborException.class, () -> refs.parse(Hex.bytes("82d81ca0d81d07")));
    assertThrows(CborException.class, () -> Cbor.create().parse(Hex.bytes("d9010082d81900"))); // ref to nothing
    assertThrows(CborException.class, () -> Cbor.create().parse(Hex.bytes("d9010063616263"))); // 256 on a scalar
    assertThrows(CborException.class, () -> Cbor.create().read(Hex.bytes("62c328"), String.class)); // bad UTF-8
    // a byte-string key has no text a typed map could take (an integer key reads as its decimal text)
    assertThrows(CborException.class, () -> Cbor.create().read(Hex.bytes("a141016178"), new TypeRef<Map<String, String>>() {}));
  }
}
