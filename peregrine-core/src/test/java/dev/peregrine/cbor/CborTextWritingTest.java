package dev.peregrine.cbor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.peregrine.Cbor;
import dev.peregrine.CborException;
import dev.peregrine.Property;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Text values written by the ASCII shortcut (head written first, bytes copied, then checked) and by the
 * general path it falls back to: around every head-size boundary, with the first non-ASCII char at the
 * start, middle and end, and with surrogates paired, lone and cut off. Enum constants, written from their
 * encoded names, give the bytes of their names written as text.
 */
class CborTextWritingTest {
  enum Shade {
    DARK,
    @Property("very-light") LIGHT,
    A_CONSTANT_WHOSE_NAME_IS_LONGER_THAN_TWENTY_THREE_BYTES
  }

  /** The item {@code s} must become: the preferred head and the UTF-8 bytes. */
  private static byte[] item(String s) {
    byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
    byte[] head = CborBytesWriter.encodeHead(0x60, utf8.length);
    byte[] item = java.util.Arrays.copyOf(head, head.length + utf8.length);
    System.arraycopy(utf8, 0, item, head.length, utf8.length);
    return item;
  }

  @Test
  void textAroundEveryHeadBoundaryWithAndWithoutNonAscii() {
    Cbor cbor = Cbor.create();
    for (int n : new int[] {0, 1, 7, 8, 15, 16, 22, 23, 24, 25, 254, 255, 256, 257, 65_534, 65_535, 65_536, 65_537}) {
      String ascii = "x".repeat(n);
      List<String> cases = n == 0 ? List.of(ascii) : List.of(ascii, "é" + ascii.substring(1),
          ascii.substring(0, n / 2) + "Ł" + ascii.substring(n / 2 + 1), ascii.substring(1) + "\u00ff",
          ascii.substring(1) + "\u0080", ascii.substring(1) + "日");
      for (String s : cases) {
        byte[] bytes = cbor.write(s);
        assertArrayEquals(item(s), bytes, () -> "length " + s.length() + " starting " + s.charAt(0));
        assertEquals(s, cbor.read(bytes, String.class));
      }
    }
  }

  @Test
  void charsWhoseLowByteIsAsciiAreNotMistakenForAscii() {
    // U+0141 and U+4E41 copy as 'A' when only their low byte is taken: the check must see the whole char.
    Cbor cbor = Cbor.create();
    for (String s : List.of("\u0141", "ab\u0141cd", "\u4e41".repeat(30), "plain text then \u0141")) {
      assertArrayEquals(item(s), cbor.write(s), s);
      assertEquals(s, cbor.read(cbor.write(s), String.class));
    }
  }

  @Test
  void pairedSurrogatesAreFourBytesAndLoneOnesFail() {
    Cbor cbor = Cbor.create();
    for (String s : List.of("😀", "a😀", "😀b", "x".repeat(30) + "😀", "😀".repeat(40))) {
      assertArrayEquals(item(s), cbor.write(s), s);
      assertEquals(s, cbor.read(cbor.write(s), String.class));
    }
    // Text past ASCII is encoded by the JDK, which writes '?' for a lone surrogate: a '?' of the text's own
    // beside one must not vouch for it, and the text's own '?' beside other chars past ASCII stays a '?'.
    for (String s : List.of("why?\u00e9", "\u4e2d?\u4e2d?", "?\ud83d\ude00?")) {
      assertArrayEquals(item(s), cbor.write(s), s);
    }
    for (String s : List.of("\ud83d", "a\ud83d", "\ude00b", "\ude00\ud83d", "x".repeat(30) + "\ud83d", "\ud83dx",
        "\u00e9?\ud800", "?\u4e2d\udc00", "\u4e2d\ud800??")) {
      CborException e = assertThrows(CborException.class, () -> cbor.write(s), s);
      assertEquals(true, e.getMessage().contains("lone surrogate"), e.getMessage());
    }
    assertArrayEquals(item("ok"), cbor.write("ok")); // the writer that failed was not put back dirty
  }

  @Test
  void enumConstantsWriteAsTheirNamesInEveryMode() {
    for (Cbor cbor : List.of(Cbor.create(), Cbor.builder().stringRefs(true).build(),
        Cbor.builder().beansAsArrays(true).build())) {
      for (int i = 0; i < 200; i++) { // past the switch to generated codecs
        for (Shade s : Shade.values()) {
          String name = s == Shade.LIGHT ? "very-light" : s.name();
          assertArrayEquals(cbor.write(name), cbor.write(s), name);
          assertEquals(s, cbor.read(cbor.write(s), Shade.class));
        }
        // Repeated constants with string references: the second one is a reference, as text would be.
        List<Shade> twice = List.of(Shade.A_CONSTANT_WHOSE_NAME_IS_LONGER_THAN_TWENTY_THREE_BYTES,
            Shade.A_CONSTANT_WHOSE_NAME_IS_LONGER_THAN_TWENTY_THREE_BYTES);
        assertArrayEquals(cbor.write(List.of(twice.get(0).name(), twice.get(1).name())), cbor.write(twice));
      }
    }
  }
}
