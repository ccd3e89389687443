package dev.peregrine.bind;

import dev.peregrine.cbor.CborBytesWriter;
import dev.peregrine.json.Utf8JsonWriter;
import dev.peregrine.stream.Limits;
import dev.peregrine.stream.internal.NameTable;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@link ValueWriter#property} must write exactly what {@code name(...)} then {@code value(...)} write, which
 * is its default: each format's own version is checked against that, for a name of every length the words
 * carry, first in its object and after another property, for values of every size, and at every distance
 * from the end of the writer's buffer, so that each check for room is crossed.
 */
class PropertyWritingTest {
  private static final String LETTERS = "abcdefghijklmnop";
  private static final NameTable NAMES = names();

  private static NameTable names() {
    String[] names = new String[16];
    for (int k = 1; k <= 16; k++) names[k - 1] = LETTERS.substring(0, k);
    return new NameTable(names, new String[16][0]);
  }

  private static final int[] INTS = {0, 1, -1, 23, 24, -24, -25, 255, 256, -256, -257, 65535, 65536, -65536,
      -65537, 999_999_999, Integer.MAX_VALUE, Integer.MIN_VALUE};
  private static final long[] LONGS = {0, 7, -7, 4_294_967_295L, 4_294_967_296L, -4_294_967_296L,
      -4_294_967_297L, 1L << 53, Long.MAX_VALUE, Long.MIN_VALUE, Integer.MIN_VALUE - 1L};
  private static final String[] TEXTS = {"", "x", "seven c", "eight ch", "a quote \" and \\ back", "tab\there",
      "é", "naïve café, twenty+", "中文字符串", "pair \uD83D\uDE00 pair", "http://javaone.com/keynote_large.jpg",
      "x".repeat(300)};

  /** One property, written the fused way (true) or as name and value (false). */
  private static void write(ValueWriter w, int k, Object value, boolean fused) {
    byte[] name = NAMES.utf8(k - 1);
    long w0 = ValueReader.nameWord(name, 0);
    long w1 = ValueReader.nameWord(name, 1);
    if (fused) {
      if (value instanceof Integer i) {
        w.property(NAMES, k - 1, k, w0, w1, (int) i);
      } else if (value instanceof Long l) {
        w.property(NAMES, k - 1, k, w0, w1, (long) l);
      } else {
        w.property(NAMES, k - 1, k, w0, w1, (String) value);
      }
      return;
    }
    w.name(NAMES, k - 1, k, w0, w1);
    if (value instanceof Integer i) {
      w.value((int) i);
    } else if (value instanceof Long l) {
      w.value((long) l);
    } else {
      w.value((String) value);
    }
  }

  private static List<Object> values(boolean loneSurrogate) {
    List<Object> values = new ArrayList<>();
    for (int i : INTS) values.add(i);
    for (long l : LONGS) values.add(l);
    values.addAll(List.of(TEXTS));
    if (loneSurrogate) values.add("lone \uD800 here, escaped");
    return values;
  }

  /**
   * An object holding a padding property (to move what follows along the buffer), then each value under a
   * name of each length; the first property of a nested object too.
   */
  private static void document(ValueWriter w, int padding, List<Object> values, boolean fused) {
    w.beginArray();
    for (Object value : values) {
      for (int k = 1; k <= 16; k++) {
        w.beginObject();
        write(w, k, value, fused); // first in its object
        w.name("pad");
        w.value("p".repeat(padding));
        for (int j = 1; j <= 16; j++) write(w, j, value, fused); // after another property, and in a row
        w.endObject();
      }
    }
    w.endArray();
  }

  private static <W extends ValueWriter> void check(Supplier<W> writers, BiConsumer<W, byte[][]> out,
      List<Object> values) {
    for (int padding = 0; padding < 24; padding++) {
      W fused = writers.get();
      W plain = writers.get();
      document(fused, padding, values, true);
      document(plain, padding, values, false);
      byte[][] bytes = new byte[2][];
      out.accept(fused, bytes);
      byte[] f = bytes[0];
      out.accept(plain, bytes);
      assertArrayEquals(bytes[0], f, "padding " + padding);
    }
  }

  @Test
  void jsonWritesAPropertyAsItsNameAndValue() {
    for (boolean pretty : new boolean[] {false, true}) {
      // A one-byte buffer to start with: it grows at a different point of each padding's document.
      check(() -> new Utf8JsonWriter(pretty, Limits.DEFAULT, new byte[1]), (w, b) -> b[0] = w.toByteArray(),
          values(true));
    }
    Utf8JsonWriter w = new Utf8JsonWriter(false, Limits.DEFAULT, new byte[1]);
    w.beginObject();
    write(w, 3, -12, true);
    write(w, 16, 1L << 40, true);
    write(w, 1, "q\"", true);
    w.endObject();
    assertEquals("{\"abc\":-12,\"abcdefghijklmnop\":1099511627776,\"a\":\"q\\\"\"}",
        new String(w.toByteArray(), StandardCharsets.UTF_8));
  }

  @Test
  void cborWritesAPropertyAsItsNameAndValue() {
    for (boolean stringRefs : new boolean[] {false, true}) {
      check(() -> new CborBytesWriter(Limits.DEFAULT, stringRefs, false), (w, b) -> b[0] = w.toByteArray(), values(false));
    }
    CborBytesWriter w = new CborBytesWriter(Limits.DEFAULT, false, false);
    w.beginObject();
    write(w, 3, -25, true);
    write(w, 9, 65536L, true);
    write(w, 1, "é", true);
    w.endObject();
    assertEquals("a3" + "63616263" + "3818" + "69616263646566676869" + "1a00010000" + "6161" + "62c3a9",
        hex(w.toByteArray()));
  }

  private static String hex(byte[] bytes) {
    StringBuilder s = new StringBuilder();
    for (byte b : bytes) s.append(String.format("%02x", b));
    return s.toString();
  }
}
