package dev.peregrine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.testing.Growth;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * CBOR tags and chunked text from an untrusted peer: one validation on every path (the tree, typed reads,
 * skipping, the token reader, sequences; byte[] and stream; both binding engines), and costs that grow
 * linearly with the input.
 */
class CborUntrustedTagsTest {
  private static final Cbor CBOR = Cbor.create();
  private static final Cbor REFLECTIVE = Cbor.builder().codegen(false).build();

  public static final class Stamp {
    public Instant at;
  }

  public static final class Other {
    public int n;
  }

  private static byte[] hex(String hex) {
    return HexFormat.of().parseHex(hex);
  }

  private static InputStream in(byte[] b) {
    return new ByteArrayInputStream(b);
  }

  // Every way in to one item, each refusing it with a CborException whose reason starts with `reason`.
  private static void assertRefusedEverywhere(byte[] item, String reason, long offset) {
    assertRefusedEverywhere(item, reason, offset, List.of(Object.class, Instant.class, long.class, String.class, byte[].class));
  }

  private static void assertRefusedEverywhere(byte[] item, String reason, long offset, List<Class<?>> types) {
    List<Executable> reads = new ArrayList<>();
    for (Cbor cbor : List.of(CBOR, REFLECTIVE)) {
      reads.add(() -> cbor.parse(item));
      reads.add(() -> cbor.parse(in(item)));
      reads.add(() -> cbor.readItems(in(item), Object.class, 1)); // the stream reader, item by item
      for (Class<?> type : types) {
        reads.add(() -> cbor.read(item, type));
        reads.add(() -> cbor.readItems(in(item), type, 1));
      }
      for (Supplier<CborReader> reader : List.<Supplier<CborReader>>of(() -> cbor.reader(item),
          () -> cbor.reader(in(item)))) {
        reads.add(() -> reader.get().skipValue());
        reads.add(() -> reader.get().read(Object.class));
        reads.add(() -> {
          CborReader r = reader.get();
          while (r.peek() == CborToken.TAG) r.nextTag();
          r.skipValue();
        });
      }
      if ((item[0] & 0xE0) != 0x80) { // (a top-level array is a sequence of its elements, each its own root)
        reads.add(() -> {
          try (Stream<Object> items = cbor.readSequence(in(item), Object.class)) {
            items.count();
          }
        });
      }
    }
    for (int i = 0; i < reads.size(); i++) {
      CborException e = assertThrows(CborException.class, reads.get(i), "read " + i);
      assertTrue(e.reason().startsWith(reason), "read " + i + ": " + e.getMessage());
      assertEquals(offset, e.offset(), "read " + i + ": " + e.getMessage());
    }
    // As a bean's property, bound and skipped, by the generated codec (past its first uses) and the reflective.
    byte[] inBean = new byte[item.length + 4];
    System.arraycopy(hex("a1626174"), 0, inBean, 0, 4);
    System.arraycopy(item, 0, inBean, 4, item.length);
    for (Cbor cbor : List.of(CBOR, REFLECTIVE)) {
      for (int use = 0; use < 20; use++) {
        for (Class<?> type : types.contains(Instant.class) ? List.of(Stamp.class, Other.class) : List.of(Other.class)) {
          CborException e = assertThrows(CborException.class, () -> cbor.read(inBean, type));
          assertTrue(e.reason().startsWith(reason), e.getMessage());
          e = assertThrows(CborException.class, () -> cbor.readItems(in(inBean), type, 1));
          assertTrue(e.reason().startsWith(reason), e.getMessage());
        }
      }
    }
  }

  private static byte[] tags(int n, int tagByte, int item) {
    byte[] b = new byte[n + 1];
    Arrays.fill(b, (byte) tagByte);
    b[n] = (byte) item;
    return b;
  }

  @Test
  void tagRunLongerThanTheDepthLimitIsRefusedOnEveryPath() {
    // Each tag nests a level, as an array of one would: 1000 tags fit the default limit, 1001 do not.
    assertRefusedEverywhere(tags(1001, 0xd7, 0x00), "nesting deeper than the limit of 1000", 1000);
    assertRefusedEverywhere(tags(100_000, 0xd7, 0x00), "nesting deeper than the limit of 1000", 1000);
    Object deepest = CBOR.parse(tags(1000, 0xd7, 0x00));
    for (int i = 0; i < 1000; i++) deepest = ((CborTag) deepest).value();
    assertEquals(0, deepest);
    assertEquals(0L, CBOR.read(tags(1000, 0xd7, 0x00), long.class));
    // Tags and containers count together: 999 arrays and a tag, but not 999 arrays and two tags.
    byte[] arrays = hex("81".repeat(999) + "d700");
    assertEquals(List.of(0L), flatten(CBOR.read(arrays, Object.class)));
    // (An Instant or a String is refused at the array, before its tags: only the tree and skips reach them.)
    assertRefusedEverywhere(hex("81".repeat(999) + "d7d700"), "nesting deeper than the limit of 1000", 1000,
        List.of(Object.class));
  }

  private static List<Object> flatten(Object tree) {
    while (tree instanceof List<?> l) tree = l.get(0);
    return List.of(tree instanceof CborTag t ? ((Number) t.value()).longValue() : tree);
  }

  @Test
  void epochTimeAroundAnotherTagIsRefusedOnEveryPath() {
    // 1(1(...1(0))) read as 1970-01-01T00:00:00Z as an Instant, and as "not a number" as a long.
    assertRefusedEverywhere(tags(1_000_000, 0xc1, 0x00), "tag 1 must enclose an integer or a float, found a tag", 1);
    assertRefusedEverywhere(hex("c1c100"), "tag 1 must enclose an integer or a float, found a tag", 1);
    assertRefusedEverywhere(hex("c16161"), "tag 1 must enclose an integer or a float, found a text string", 1);
    assertRefusedEverywhere(hex("c1f6"), "tag 1 must enclose an integer or a float, found null", 1);
    assertEquals(Instant.EPOCH, CBOR.read(hex("c100"), Instant.class));
    assertEquals(new CborTag(1, 1.5f), CBOR.parse(hex("c1fa3fc00000")));
  }

  @Test
  void tagsWithContentOfTheWrongTypeAreRefusedOnEveryPath() {
    assertRefusedEverywhere(hex("c26161"), "tag 2 must enclose a byte string, found a text string", 1);
    assertRefusedEverywhere(hex("c3c24101"), "tag 3 must enclose a byte string, found a tag", 1);
    assertRefusedEverywhere(hex("c46161"), "tag 4 must enclose an array, found a text string", 1);
    assertRefusedEverywhere(hex("c5a0"), "tag 5 must enclose an array, found a map", 1);
    assertRefusedEverywhere(hex("c001"), "tag 0 must enclose a text string, found an unsigned integer", 1);
    // A bignum or a decimal fraction is checked as a read checks it when it is skipped too.
    assertRefusedEverywhere(hex("c4836161"), "a decimal fraction (tag 4) must be an array of two integers", 1,
        List.of(Object.class, long.class));
    assertEquals(new CborTag(0, "2013-03-21T20:04:00Z"), CBOR.parse(hex("c074323031332d30332d32315432303a30343a30305a")));
    try (CborReader r = CBOR.reader(hex("82c249010000000000000000c48221196ab3"))) {
      r.skipValue();
    }
  }

  @Test
  void textChunkSplittingACharacterIsRefusedOnEveryPath() {
    // RFC 8949 section 3.2.3: each chunk must be well-formed UTF-8 on its own; here C3 and A9 (é) are split.
    assertRefusedEverywhere(hex("7f61c361a9ff"), "a chunk of an indefinite-length text string is not well-formed UTF-8", 1);
    assertRefusedEverywhere(hex("7f62616261f0ff"), "a chunk of an indefinite-length text string is not well-formed UTF-8", 4);
    assertEquals("é!", CBOR.parse(hex("7f62c3a96121ff")));
    assertEquals("é!", CBOR.readItems(in(hex("7f62c3a96121ff")), String.class, 1));
    assertEquals(Map.of("é", 1), CBOR.parse(hex("bf7f62c3a9ff01ff")));
  }

  @Test
  void nestedTagsFromAStreamCostLinearTime() {
    // The stream reader framed the rest of a run of tags before each tag the tree took: 1 MB of 0xC1 took
    // 10 s where the byte[] reader took 40 ms. Each kind of read, byte[] and stream, must grow linearly.
    for (int tag : new int[] {0xc1, 0xd7}) {
      Growth.assertLinear("tree of nested tags " + tag + " from a stream", 250_000,
          n -> run(() -> CBOR.readItems(in(tags(n, tag, 0)), Object.class, 1)));
      Growth.assertLinear("tree of nested tags " + tag + " from byte[]", 250_000, n -> {
        byte[] b = tags(n, tag, 0);
        return run(() -> CBOR.parse(b));
      });
      Growth.assertLinear("token reader over nested tags " + tag, 250_000,
          n -> run(() -> CBOR.reader(in(tags(n, tag, 0))).read(Object.class)));
    }
    // The tree takes the tags up to the depth limit one at a time: its cost must not grow with the limit times
    // the run (the limit raised with the run, the run twice the limit).
    Growth.assertLinear("tree of nested tags from a stream, the depth limit raised with the run", 1500, n -> {
      Cbor limited = Cbor.builder().maxDepth(n).build();
      return run(() -> limited.readItems(in(tags(2 * n, 0xd7, 0)), Object.class, 1));
    });
    // With the depth limit raised past the run, every tag is taken, one at a time or skipped whole.
    Cbor deep = Cbor.builder().maxDepth(Integer.MAX_VALUE).build();
    Growth.assertLinear("tags taken one at a time from a stream", 100_000, n -> () -> {
      CborReader r = deep.reader(in(tags(n, 0xd7, 0)));
      int taken = 0;
      while (r.peek() == CborToken.TAG) {
        r.nextTag();
        taken++;
      }
      assertEquals(n, taken);
      assertEquals(0, r.nextInt());
    });
    Growth.assertLinear("a run of tags skipped from a stream", 100_000,
        n -> () -> deep.reader(in(tags(n, 0xd7, 0))).skipValue());
  }

  @Test
  void chunkedTextCostsLinearTime() {
    Growth.assertLinear("chunked text", 50_000, n -> {
      byte[] b = new byte[3 * n + 2];
      b[0] = 0x7f;
      for (int i = 0; i < n; i++) {
        b[1 + 3 * i] = 0x62;
        b[2 + 3 * i] = (byte) 0xc3;
        b[3 + 3 * i] = (byte) 0xa9;
      }
      b[b.length - 1] = (byte) 0xff;
      return () -> {
        assertEquals(n, ((String) CBOR.parse(b)).length());
        assertEquals(n, ((String) CBOR.readItems(in(b), Object.class, 1)).length());
      };
    });
  }

  // A read expected to fail (at the depth limit, or the first tag's content) as a step to time.
  private static Runnable run(Executable read) {
    return () -> assertThrows(CborException.class, read);
  }
}
