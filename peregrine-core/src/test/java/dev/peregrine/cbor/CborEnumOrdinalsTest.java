package dev.peregrine.cbor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Cbor;
import dev.peregrine.CborException;
import dev.peregrine.EnumFallback;
import dev.peregrine.Json;
import dev.peregrine.Property;
import dev.peregrine.TypeRef;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import net.jqwik.api.ForAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code Cbor.Builder.enumsAsOrdinals(true)}: constants written as one-byte integers and read back by ordinal,
 * in map and array mode, through generated and reflective bean codecs; text still read by name; off, an
 * ordinal is refused as it always was.
 */
class CborEnumOrdinalsTest {
  enum Size { SMALL, LARGE }

  enum Player { JAVA, @Property("flash") FLASH }

  enum Tone { LOW, HIGH, @EnumFallback OTHER }

  enum Strict { ONE, TWO }

  public static final class Image {
    public String uri;
    public Size size;
    public List<Size> history;

    public Image() {}

    Image(String uri, Size size, List<Size> history) {
      this.uri = uri;
      this.size = size;
      this.history = history;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Image i && Objects.equals(uri, i.uri) && size == i.size && Objects.equals(history, i.history);
    }

    @Override
    public int hashCode() {
      return Objects.hash(uri, size, history);
    }

    @Override
    public String toString() {
      return uri + "/" + size + "/" + history;
    }
  }

  public record Media(String uri, Player player, List<Image> images, Map<Size, Integer> counts) {}

  public record One(Player player) {}

  public record Strictly(Strict value) {}

  static Media media() {
    Map<Size, Integer> counts = new LinkedHashMap<>();
    counts.put(Size.LARGE, 3);
    return new Media("m", Player.FLASH,
        List.of(new Image("a", Size.LARGE, List.of(Size.SMALL, Size.LARGE)), new Image("b", Size.SMALL, List.of())),
        counts);
  }

  /** The codegen engine (a class generated per bean on first use, as the build configures it) and reflection. */
  static Cbor cbor(boolean codegen, UnaryOperator<Cbor.Builder> settings) {
    return settings.apply(Cbor.builder().codegen(codegen).enumsAsOrdinals(true)).build();
  }

  static Stream<Arguments> enginesAndModes() {
    List<Arguments> all = new ArrayList<>();
    for (boolean codegen : new boolean[] {true, false}) {
      all.add(Arguments.of(codegen, "map", false, false));
      all.add(Arguments.of(codegen, "map+stringRefs", false, true));
      all.add(Arguments.of(codegen, "array", true, false));
      all.add(Arguments.of(codegen, "array+stringRefs", true, true));
    }
    return all.stream();
  }

  @ParameterizedTest(name = "codegen={0} {1}")
  @MethodSource("enginesAndModes")
  void beansRecordsAndListsRoundTripWithEveryConstantAnInteger(boolean codegen, String mode, boolean arrays,
      boolean stringRefs) {
    Cbor cbor = cbor(codegen, b -> b.beansAsArrays(arrays).stringRefs(stringRefs));
    Media m = media();
    byte[] bytes = cbor.write(m);
    assertEquals(m, cbor.read(bytes, Media.class));
    assertEquals(List.of(m, m), cbor.read(cbor.write(List.of(m, m)), new TypeRef<List<Media>>() {}));

    // The tree any CBOR decoder sees: ordinals where constants are, and names as the keys of the enum-keyed
    // map, which stay text (ContainerCodecs' key path is format-neutral and carries names only).
    Object image0 = arrays ? List.of("a", 1, List.of(0, 1)) : Map.of("uri", "a", "size", 1, "history", List.of(0, 1));
    Object image1 = arrays ? List.of("b", 0, List.of()) : Map.of("uri", "b", "size", 0, "history", List.of());
    Object tree = arrays ? List.of("m", 1, List.of(image0, image1), Map.of("LARGE", 3))
        : Map.of("uri", "m", "player", 1, "images", List.of(image0, image1), "counts", Map.of("LARGE", 3));
    assertEquals(tree, Cbor.create().parse(bytes));
  }

  @Test
  void aConstantIsItsOrdinalInOneByteWhateverItsPropertyName() {
    for (boolean codegen : new boolean[] {true, false}) {
      assertEquals("8101", Hex.hex(cbor(codegen, b -> b.beansAsArrays(true)).write(new One(Player.FLASH))));
      assertEquals("a166706c6179657200", Hex.hex(cbor(codegen, b -> b).write(new One(Player.JAVA))));
    }
    Cbor ordinals = Cbor.builder().enumsAsOrdinals(true).build();
    assertEquals("01", Hex.hex(ordinals.write(Player.FLASH)));
    assertEquals("820100", Hex.hex(ordinals.write(List.of(Player.FLASH, Player.JAVA))));
    // Off, the same constant is its @Property name.
    assertEquals("65666c617368", Hex.hex(Cbor.create().write(Player.FLASH)));
  }

  @ParameterizedTest(name = "codegen={0}")
  @ValueSource(booleans = {true, false})
  void anOrdinalPastTheLastConstantFailsNamingItAndWhere(boolean codegen) {
    Cbor cbor = cbor(codegen, b -> b);
    byte[] bytes = Hex.bytes("a1 6576616c7565 02"); // {"value": 2}; Strict has ordinals 0 and 1
    CborException e = assertThrows(CborException.class, () -> cbor.read(bytes, Strictly.class));
    assertTrue(e.getMessage().contains("ordinal 2 is out of range for enum " + Strict.class.getName()
        + ", which has 2 constants"), e.getMessage());
    assertEquals("$.value", e.path());
    assertEquals(8, e.offset()); // just past the ordinal, as an unknown name is located just past its text
    assertEquals(Strict.TWO, cbor.read(Hex.bytes("a1 6576616c7565 01"), Strictly.class).value());
  }

  @Test
  void aNegativeIntegerIsNoOrdinal() {
    Cbor cbor = Cbor.builder().enumsAsOrdinals(true).build();
    CborException e = assertThrows(CborException.class, () -> cbor.read(Hex.bytes("20"), Strict.class)); // -1
    assertTrue(e.getMessage().contains("ordinal -1 is out of range"), e.getMessage());
    CborException big = assertThrows(CborException.class, () -> cbor.read(Hex.bytes("3b7fffffffffffffff"), Strict.class));
    assertTrue(big.getMessage().contains("ordinal -9223372036854775808 is out of range"), big.getMessage());
  }

  @Test
  void anOrdinalTheEnumDoesNotHaveReadsAsTheFallbackAsAnUnknownNameDoes() {
    Cbor cbor = Cbor.builder().enumsAsOrdinals(true).build();
    assertSame(Tone.HIGH, cbor.read(Hex.bytes("01"), Tone.class));
    assertSame(Tone.OTHER, cbor.read(Hex.bytes("03"), Tone.class)); // a constant a newer writer added
    assertSame(Tone.OTHER, cbor.read(Hex.bytes("1a00010000"), Tone.class));
    assertSame(Tone.OTHER, cbor.read(Hex.bytes("20"), Tone.class));
    assertSame(Tone.OTHER, cbor.read(cbor.write("nothing"), Tone.class));
  }

  @Test
  void numbersThatAreNoIntegerAndOtherKindsAreErrorsEvenWithAFallback() {
    Cbor cbor = Cbor.builder().enumsAsOrdinals(true).build();
    // 2^64 - 1 is beyond long range and 1.5 is no integer: neither is an ordinal to look up.
    assertThrows(CborException.class, () -> cbor.read(Hex.bytes("1bffffffffffffffff"), Tone.class));
    assertThrows(CborException.class, () -> cbor.read(Hex.bytes("f93e00"), Tone.class));
    CborException e = assertThrows(CborException.class, () -> cbor.read(Hex.bytes("f5"), Tone.class));
    assertTrue(e.getMessage().contains("as a string or an ordinal, found a boolean"), e.getMessage());
  }

  @ParameterizedTest(name = "codegen={0}")
  @ValueSource(booleans = {true, false})
  void textWrittenWithoutTheOptionStillReads(boolean codegen) {
    Media m = media();
    for (boolean arrays : new boolean[] {false, true}) {
      byte[] names = Cbor.builder().codegen(codegen).beansAsArrays(arrays).build().write(m);
      assertEquals(m, cbor(codegen, b -> b.beansAsArrays(arrays)).read(names, Media.class));
    }
    Cbor cbor = Cbor.builder().enumsAsOrdinals(true).build();
    assertSame(Player.FLASH, cbor.read(Hex.bytes("65666c617368"), Player.class));
  }

  @Test
  void offAnOrdinalIsRefusedAsBefore() {
    byte[] ordinals = Cbor.builder().enumsAsOrdinals(true).build().write(new Strictly(Strict.TWO));
    assertArrayEquals(Hex.bytes("a1 6576616c7565 01"), ordinals);
    for (boolean codegen : new boolean[] {true, false}) {
      Cbor off = Cbor.builder().codegen(codegen).build();
      CborException e = assertThrows(CborException.class, () -> off.read(ordinals, Strictly.class));
      assertTrue(e.getMessage().contains("found a number (ordinals are not accepted)"), e.getMessage());
      assertThrows(CborException.class, () -> off.read(Hex.bytes("00"), Tone.class)); // not even with a fallback
    }
  }

  @Test
  void jsonHasNoSuchOption() {
    // Ordinals are a choice for compact binary documents; JSON stays readable and keeps names.
    assertFalse(Arrays.stream(Json.Builder.class.getMethods()).anyMatch(m -> m.getName().equals("enumsAsOrdinals")));
  }

  @net.jqwik.api.Property(tries = 200)
  void anyListOfConstantsIsOneByteEachAndReadsBack(@ForAll List<Tone> tones) {
    Cbor cbor = Cbor.builder().enumsAsOrdinals(true).build();
    byte[] bytes = cbor.write(tones);
    assertEquals(tones, cbor.read(bytes, new TypeRef<List<Tone>>() {}));
    int head = tones.size() < 24 ? 1 : tones.size() < 256 ? 2 : 3;
    assertEquals(head + tones.size(), bytes.length);
    for (int i = 0; i < tones.size(); i++) assertEquals(tones.get(i).ordinal(), bytes[head + i]);
  }
}
