package dev.peregrine.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.EnumSet;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The harness itself: every format, mode and engine is in the source, and the streams chunk as they say. */
class VariantsTest {

  @Test
  void everyModeRunsWithEveryEngineInEveryFormat() {
    for (Format f : Format.values()) {
      for (Variants.Engine e : Variants.ENGINES) {
        Set<InputMode> modes = Variants.all().filter(v -> v.format() == f && v.engine().equals(e.name()))
            .map(Variant::mode).collect(Collectors.toCollection(() -> EnumSet.noneOf(InputMode.class)));
        Set<InputMode> expected = f == Format.JSON ? EnumSet.allOf(InputMode.class)
            : EnumSet.complementOf(EnumSet.of(InputMode.STRING));
        assertEquals(expected, modes, f + "/" + e.name());
      }
    }
    assertEquals((InputMode.values().length * 3L - 2) * Variants.ENGINES.size(), Variants.all().count());
    assertEquals(EnumSet.of(Format.JSON, Format.CBOR_MAP),
        Variants.named().map(Variant::format).collect(Collectors.toCollection(() -> EnumSet.noneOf(Format.class))));
    assertTrue(Variants.json().allMatch(v -> v.format() == Format.JSON));
  }

  @Test
  void rawByteModesAreAllButString() {
    assertEquals(EnumSet.complementOf(EnumSet.of(InputMode.STRING)),
        Variants.rawBytes().map(Variant::mode).collect(Collectors.toCollection(() -> EnumSet.noneOf(InputMode.class))));
  }

  @Test
  void oneByteStreamHandsOutOneBytePerRead() throws IOException {
    InputMode.TrackingStream in = new InputMode.TrackingStream(new byte[] {1, 2, 3}, 1, null);
    byte[] buf = new byte[8];
    assertEquals(1, in.read(buf, 0, 8));
    assertEquals(1, in.read(buf, 1, 8 - 1));
    assertEquals(1, in.read(buf, 2, 8 - 2));
    assertEquals(-1, in.read(buf, 3, 8 - 3));
    assertTrue(in.atEnd());
    InputMode.TrackingStream all = new InputMode.TrackingStream(new byte[] {1, 2, 3}, 1, null);
    assertEquals(3, all.readAllBytes().length, "bulk reads go through the chunked read");
  }

  @Test
  void randomChunkStreamHandsOutChunksOfManySizes() throws IOException {
    byte[] bytes = new byte[4096];
    InputMode.TrackingStream in = new InputMode.TrackingStream(bytes, 64, new Random(1));
    Set<Integer> sizes = new java.util.HashSet<>();
    byte[] buf = new byte[1000];
    int total = 0;
    for (int n; (n = in.read(buf, 0, buf.length)) > 0; total += n) sizes.add(n);
    assertEquals(bytes.length, total);
    assertTrue(sizes.size() > 20, "chunk sizes seen: " + sizes);
    assertTrue(sizes.stream().allMatch(n -> n >= 1 && n <= 64), "chunk sizes seen: " + sizes);
  }

  @Test
  void cborDocumentsHaveTheStructureOfTheText() {
    assertEquals("{\"a\":[1,0.1,\"x\",true,null],\"b\":18446744073709551616}",
        Format.CBOR_MAP.text(Format.CBOR_MAP.document("{\"a\":[1,0.1,\"x\",true,null],\"b\":18446744073709551616}")));
    // 0.1 is a float64 (fb), 1e400 has no double: a decimal fraction (tag 4, c4)
    assertEquals((byte) 0xfb, Format.CBOR_MAP.document("0.1")[0]);
    assertEquals((byte) 0xc4, Format.CBOR_MAP.document("1e400")[0]);
  }

  @Test
  void cborDocumentsKeepSignsScalesAndSequences() {
    Format f = Format.CBOR_MAP;
    // Jackson 2 encodes negative bignums off by one unless told; small integers are plain CBOR integers.
    assertEquals("21", hex(f.document("-2")));
    assertEquals("c349008000000000000000", hex(f.document("-9223372036854775809")));
    assertEquals("-9223372036854775809", f.text(f.document("-9223372036854775809")));
    assertEquals("fb8000000000000000", hex(f.document("-0.0")), "negative zero is a float64");
    assertEquals("fb4029000000000000", hex(f.document("12.5")));
    assertEquals("c482211904e2", hex(f.document("12.50")), "12.50 keeps its scale: 4([-2, 1250])");
    assertEquals("fb4059000000000000", hex(f.document("1e2")));
    assertEquals("12.50", f.text(f.document("12.50")));
    assertEquals("a0a0", hex(f.document("{} {}")), "several values are a CBOR sequence");
    assertEquals("a2617801617802", hex(f.document("{\"x\":1,\"x\":2}")), "duplicate names are kept");
    assertEquals(100_000, f.document("[".repeat(100_000) + "]".repeat(100_000)).length, "no recursion, no limit");
    org.junit.jupiter.api.Assertions.assertThrows(java.io.UncheckedIOException.class, () -> f.document("[1,}"));
    org.junit.jupiter.api.Assertions.assertThrows(java.io.UncheckedIOException.class, () -> f.text(hex("a0a0")),
        "a rendered document is one data item");
  }

  private static String hex(byte[] bytes) {
    StringBuilder s = new StringBuilder();
    for (byte b : bytes) s.append(String.format("%02x", b));
    return s.toString();
  }

  private static byte[] hex(String hex) {
    return java.util.HexFormat.of().parseHex(hex);
  }
}
