package dev.peregrine.cbor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.peregrine.Cbor;
import dev.peregrine.CborException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * The shortcuts of the CBOR writer and reader give the bytes and values of the general paths: names of every
 * length around the 8- and 16-byte words, text with and without non-ASCII chars, and writers reused after
 * small, large and failed documents, on one thread and several.
 */
class CborFastPathTest {
  /** Property names from 0 to 17 bytes of UTF-8, so the encoded keys cross both word boundaries. */
  public static final class Lengths {
    public int a = 1;
    public int bbbbbbb = 7; // 8 bytes with its head
    public int cccccccc = 8; // 9
    public int ddddddddddddddd = 15; // 16
    public int eeeeeeeeeeeeeeee = 16; // 17: written and read by the general path
    public int ffffffffffffffffffffffff = 24; // two-byte head
    public String é = "é"; // a two-byte name

    @Override
    public boolean equals(Object o) {
      return o instanceof Lengths l && a == l.a && bbbbbbb == l.bbbbbbb && cccccccc == l.cccccccc
          && ddddddddddddddd == l.ddddddddddddddd && eeeeeeeeeeeeeeee == l.eeeeeeeeeeeeeeee
          && ffffffffffffffffffffffff == l.ffffffffffffffffffffffff && java.util.Objects.equals(é, l.é);
    }

    @Override
    public int hashCode() {
      return a;
    }
  }

  public static final class Text {
    public String s;

    public Text() {}

    Text(String s) {
      this.s = s;
    }
  }

  @Test
  void namesOfEveryLengthWriteAsTheTreeDoesAndReadBack() {
    Cbor cbor = Cbor.create();
    Lengths v = new Lengths();
    for (int i = 0; i < 200; i++) { // past the switch to generated codecs
      byte[] bytes = cbor.write(v);
      Map<String, Object> tree = new LinkedHashMap<>();
      tree.put("a", 1);
      tree.put("bbbbbbb", 7);
      tree.put("cccccccc", 8);
      tree.put("ddddddddddddddd", 15);
      tree.put("eeeeeeeeeeeeeeee", 16);
      tree.put("ffffffffffffffffffffffff", 24);
      tree.put("é", "é");
      assertArrayEquals(cbor.write(tree), bytes);
      assertEquals(v, cbor.read(bytes, Lengths.class));
    }
  }

  public static final class Two {
    public int a;
    public String b;

    @Override
    public boolean equals(Object o) {
      return o instanceof Two t && a == t.a && java.util.Objects.equals(b, t.b);
    }

    @Override
    public int hashCode() {
      return a;
    }
  }

  public static final class Outer {
    public Two two;
    public String b;
    public String rest = "r".repeat(30); // room after b for the quick check to look at it

    @Override
    public boolean equals(Object o) {
      return o instanceof Outer t && java.util.Objects.equals(two, t.two) && java.util.Objects.equals(b, t.b);
    }

    @Override
    public int hashCode() {
      return 1;
    }
  }

  @Test
  void aMapThatHasEndedTakesNoMoreKeysEvenOnesItExpects() {
    // Two is written without its null b, so its map ends after "a"; the key that follows is the outer b,
    // the name Two expects next, and must stay the outer one's.
    Outer v = new Outer();
    v.two = new Two();
    v.two.a = 1;
    v.b = "x";
    for (Cbor cbor : new Cbor[] {Cbor.create(), Cbor.builder().stringRefs(true).build()}) {
      assertEquals(v, cbor.read(cbor.write(v), Outer.class));
    }
  }

  public static final class Eight {
    public int abcdefgh = 8;
    public String rest = "r".repeat(30);
  }

  @Test
  void anExpectedNameOverTheNameLimitReadsAsOnTheReflectivePath() {
    byte[] bytes = Cbor.create().write(new Eight());
    for (int limit : new int[] {7, 8}) {
      Object generated;
      Object reflective;
      try {
        generated = Cbor.builder().maxNameLength(limit).build().read(bytes, Eight.class).abcdefgh;
      } catch (CborException e) {
        generated = e.getMessage();
      }
      try {
        reflective = Cbor.builder().maxNameLength(limit).codegen(false).build().read(bytes, Eight.class).abcdefgh;
      } catch (CborException e) {
        reflective = e.getMessage();
      }
      assertEquals(reflective, generated, "limit " + limit);
    }
  }

  @Test
  void aKeyCutShortAtTheEndOfTheInputFailsCleanly() {
    Cbor cbor = Cbor.create();
    byte[] bytes = cbor.write(new Lengths());
    for (int cut = 0; cut < bytes.length; cut++) {
      byte[] part = java.util.Arrays.copyOf(bytes, cut);
      assertThrows(CborException.class, () -> cbor.read(part, Lengths.class));
    }
  }

  @Test
  void aKeyInALongerHeadFormStillMatches() {
    // {"a": 1} with the key's length in a one-byte argument (not preferred, still well-formed)
    Lengths l = Cbor.create().read(Hex.bytes("a1 78 01 61 02"), Lengths.class);
    assertEquals(2, l.a);
  }

  @Test
  void textWithAndWithoutNonAsciiCharsIsUtf8() {
    Cbor cbor = Cbor.create();
    String[] texts = {"", "a", "plain ascii text longer than sixteen", "é", "aé", "Ł", "\u0141A", "日本語", "😀x", "x\u007f",
        "\u00ff\u0080"};
    for (String t : texts) {
      byte[] bytes = cbor.write(new Text(t));
      byte[] utf8 = t.getBytes(java.nio.charset.StandardCharsets.UTF_8);
      byte[] tail = java.util.Arrays.copyOfRange(bytes, bytes.length - utf8.length, bytes.length);
      assertArrayEquals(utf8, tail, t);
      assertEquals(t, cbor.read(bytes, Text.class).s);
    }
    assertThrows(CborException.class, () -> cbor.write(new Text("a\ud800b")));
    assertEquals("after", cbor.read(cbor.write(new Text("after")), Text.class).s); // the failed writer is not reused
  }

  @Test
  void aReusedWriterStartsEmptyAfterLargeSmallAndFailedDocuments() {
    for (Cbor cbor : new Cbor[] {Cbor.create(), Cbor.builder().stringRefs(true).build(), Cbor.builder().references(true).build()}) {
      byte[] small = cbor.write(List.of("repeated", "repeated"));
      List<String> large = new ArrayList<>();
      for (int i = 0; i < 20_000; i++) large.add("item " + i);
      byte[] big = cbor.write(large);
      assertEquals(large, cbor.read(big, List.class));
      assertThrows(CborException.class, () -> cbor.write(new Text("\udc00")));
      assertArrayEquals(small, cbor.write(List.of("repeated", "repeated")));
      assertEquals(List.of("repeated", "repeated"), cbor.read(small, List.class));
    }
  }

  @Test
  void writersAreNeverSharedBetweenThreads() throws Exception {
    Cbor cbor = Cbor.builder().stringRefs(true).build();
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (int t = 0; t < 4; t++) {
        int id = t;
        done.add(pool.submit(() -> {
          for (int i = 0; i < 2_000; i++) {
            List<String> value = List.of("thread " + id, "n " + i, "thread " + id);
            assertEquals(value, cbor.read(cbor.write(value), List.class));
          }
          return null;
        }));
      }
      for (Future<?> f : done) f.get();
    } finally {
      pool.shutdown();
    }
  }

  @Test
  void textReadInOnePassIsStillStrictUtf8() {
    Cbor cbor = Cbor.create();
    assertEquals("a\ufffd", cbor.read(Hex.bytes("64 61 ef bf bd"), String.class)); // U+FFFD itself is valid
    assertEquals("\u00e9", cbor.read(Hex.bytes("62 c3 a9"), String.class));
    for (String bad : new String[] {"62 61 80", "61 ff", "62 c3 28", "63 ed a0 80", "62 c0 af", "78 02 61 80"}) {
      assertThrows(CborException.class, () -> cbor.read(Hex.bytes(bad), String.class), bad);
    }
    assertThrows(CborException.class, () -> cbor.read(Hex.bytes("78 03 61 61"), String.class));
    assertThrows(CborException.class, () -> cbor.read(Hex.bytes("78"), String.class));
    Cbor limited = Cbor.builder().maxStringLength(3).build();
    assertEquals("abc", limited.read(Hex.bytes("78 03 61 62 63"), String.class));
    assertThrows(CborException.class, () -> limited.read(Hex.bytes("78 04 61 62 63 64"), String.class));
  }

  enum Size { S, SMALL, LARGE, MEDIUMLY, EXTRALARGE }

  public static final class Sized {
    public String pad;
    public Size size;
  }

  @Test
  void enumConstantsEndingTheDocumentMatchAtEveryDistanceFromItsEnd() {
    Cbor cbor = Cbor.create();
    for (int run = 0; run < 200; run++) { // past the switch to generated codecs
      for (Size size : Size.values()) {
        // The constant alone (a document under 8 bytes for the short ones), then after 0 to 11 bytes of
        // padding, so that the item ends the array at every distance from a word's start.
        assertEquals(size, cbor.read(cbor.write(size), Size.class));
        for (int pad = 0; pad < 12; pad++) {
          Sized v = new Sized();
          v.pad = "x".repeat(pad);
          v.size = size;
          byte[] bytes = cbor.write(v);
          assertEquals(size, cbor.read(bytes, Sized.class).size, size + " after " + pad);
          // The same bytes with the constant's last letter changed name no constant.
          byte[] other = bytes.clone();
          other[other.length - 1] ^= 0x20;
          CborException e = assertThrows(CborException.class, () -> cbor.read(other, Sized.class));
          assertEquals("$.size", e.path());
        }
      }
    }
  }

  @Test
  void textWithItsLengthInTheHeadIsHeldToTheStringLimit() {
    Cbor limited = Cbor.builder().maxStringLength(3).build();
    assertEquals("abc", limited.read(Hex.bytes("63 61 62 63"), String.class));
    assertThrows(CborException.class, () -> limited.read(Hex.bytes("64 61 62 63 64"), String.class));
    // A bean property, through the typed read (reflective at first, then generated), and a list element.
    for (int i = 0; i < 300; i++) {
      assertEquals("abc", limited.read(Hex.bytes("a1 61 73 63 61 62 63"), Text.class).s);
      CborException e = assertThrows(CborException.class, () -> limited.read(Hex.bytes("a1 61 73 64 61 62 63 64"), Text.class));
      assertEquals("$.s", e.path());
    }
    assertThrows(CborException.class, () -> limited.read(Hex.bytes("81 64 61 62 63 64"), List.class));
  }

  @Test
  void integersInOneTwoAndFourBytesReadWithAndWithoutRoomAfterThem() {
    Cbor cbor = Cbor.create();
    assertEquals(255, cbor.read(Hex.bytes("18 ff"), int.class));
    assertEquals(65535, cbor.read(Hex.bytes("19 ff ff"), int.class));
    assertEquals(4294967295L, cbor.read(Hex.bytes("1a ff ff ff ff"), long.class));
    assertEquals(List.of(255, 65535, 4294967295L), cbor.read(Hex.bytes("83 18 ff 19 ff ff 1a ff ff ff ff"), List.class));
    assertEquals(List.of(4294967295L, 1), cbor.read(Hex.bytes("82 1a ff ff ff ff 01"), List.class));
    assertThrows(CborException.class, () -> cbor.read(Hex.bytes("1a ff ff ff"), long.class));
    assertThrows(CborException.class, () -> cbor.read(Hex.bytes("19 ff"), int.class));
  }
}
