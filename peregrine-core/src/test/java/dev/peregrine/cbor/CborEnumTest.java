package dev.peregrine.cbor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Cbor;
import dev.peregrine.CborException;
import dev.peregrine.EnumFallback;
import dev.peregrine.Property;
import dev.peregrine.TypeRef;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Enum constants are matched by their bytes when they are short text in the head; the rest decode first. */
class CborEnumTest {
  enum Tone {
    @Property(value = "lo", aliases = "low") LOW,
    HIGH,
    A_CONSTANT_WHOSE_NAME_IS_LONGER_THAN_TWENTY_THREE_BYTES,
    @EnumFallback OTHER
  }

  enum Strict { ONE, TWO }

  record Tones(Tone first, List<Tone> all) {}

  @Test
  void constantsAliasesAndLongNamesReadBackInEveryMode() {
    Tones tones = new Tones(Tone.HIGH, List.of(Tone.values()));
    for (Cbor cbor : List.of(Cbor.create(), Cbor.builder().stringRefs(true).build(),
        Cbor.builder().beansAsArrays(true).stringRefs(true).build())) {
      assertEquals(tones, cbor.read(cbor.write(tones), Tones.class));
    }
    Cbor cbor = Cbor.create();
    assertEquals(Tone.LOW, cbor.read(cbor.write("low"), Tone.class));
    assertEquals(Tone.OTHER, cbor.read(cbor.write("nothing"), Tone.class));
    assertEquals(Tone.OTHER, cbor.read(cbor.write("HIG"), Tone.class)); // a prefix is not a match
  }

  @Test
  void anUnknownConstantFailsWithItsTextAndPath() {
    Cbor cbor = Cbor.create();
    CborException e = assertThrows(CborException.class,
        () -> cbor.read(cbor.write(Map.of("s", "THREE")), new TypeRef<Map<String, Strict>>() {}));
    assertTrue(e.getMessage().contains("THREE"), e.getMessage());
    assertEquals("$.s", e.path());
    // Truncated text: the fast path must not read past the end.
    byte[] truncated = {0x63, 'O', 'N'};
    assertThrows(CborException.class, () -> cbor.read(truncated, Strict.class));
  }
}
