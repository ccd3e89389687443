package dev.peregrine.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.peregrine.Json;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The writer's shortcuts, each against the text the JDK gives for the same value, on the shortcut's edges:
 * a BigInteger written as a long when it fits one; arrays of ints and longs written a chunk at a time.
 */
class WriterFastPathsTest {
  private static final Json JSON = Json.create();

  @Test
  void bigIntegersAroundTheLongRange() {
    List<BigInteger> values = new ArrayList<>();
    BigInteger two63 = BigInteger.ONE.shiftLeft(63);
    for (BigInteger edge : List.of(BigInteger.ZERO, two63, BigInteger.ONE.shiftLeft(64), BigInteger.TEN.pow(18),
        BigInteger.TEN.pow(19))) {
      for (int d = -2; d <= 2; d++) {
        values.add(edge.add(BigInteger.valueOf(d)));
        values.add(edge.add(BigInteger.valueOf(d)).negate());
      }
    }
    Random random = new Random(24);
    for (int i = 0; i < 2_000; i++) values.add(new BigInteger(1 + random.nextInt(130), random).subtract(two63));
    for (BigInteger v : values) {
      assertEquals(v.toString(), JSON.write(v), v::toString);
      assertEquals(v.toString(), new String(JSON.writeBytes(List.of(v)), StandardCharsets.UTF_8)
          .replace("[", "").replace("]", ""), v::toString);
      assertEquals(v, JSON.read(JSON.write(v), BigInteger.class));
    }
  }

  // Long text past ASCII (quotedRest, wideRun): every kind of char on either side of the scratch chunks' ends, a
  // surrogate pair across one, after a first char of one, two or three UTF-8 bytes (or a pair), against an
  // escaper written here, as UTF-8 and as text. (quotedRest over chunks of getChars was tried: slower.)
  @Test
  void textPastAsciiAcrossTheScratchChunks() {
    int chunk = dev.peregrine.internal.BufferPool.CHARS;
    String[] firsts = {"\u00e9", "\u4e2d", "\ud83d\ude00"};
    String[] odds = {"\ud83d\ude00", "\"", "\\", "\n", "\u00e9", "\u0152", "a", "\u00ff"};
    for (int length : new int[] {chunk - 1, chunk, chunk + 1, 2 * chunk + 3}) {
      for (String first : firsts) {
        for (String odd : odds) {
          for (int at : new int[] {2, chunk - 2, chunk - 1, chunk, chunk + 1, length - 2}) {
            if (at + odd.length() > length) continue;
            StringBuilder b = new StringBuilder(first);
            while (b.length() < length) b.append(b.length() % 3 == 0 ? "\u00e0" : b.length() % 3 == 1 ? "x" : "\u65e5");
            b.setLength(length);
            b.replace(at, at + odd.length(), odd); // the filler has no pair for it to split
            String text = b.toString();
            String expected = "[" + quoted(text) + ",\"tail\"]";
            String what = "length " + length + " first " + first + " odd at " + at;
            assertEquals(expected, JSON.write(List.of(text, "tail")), what);
            assertEquals(expected, new String(JSON.writeBytes(List.of(text, "tail")), StandardCharsets.UTF_8), what);
          }
        }
      }
    }
  }

  // JSON's quoted form of text without control chars but the newline, and without lone surrogates.
  private static String quoted(String text) {
    StringBuilder b = new StringBuilder("\"");
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '"' || c == '\\') b.append('\\').append(c);
      else if (c == '\n') b.append("\\n");
      else b.append(c);
    }
    return b.append('"').toString();
  }

  public record Arrays(int[] ints, long[] longs) {}

  @Test
  void intAndLongArraysInBulkAcrossChunksAndStreams() {
    Random random = new Random(7);
    for (int n : new int[] {0, 1, 2, 511, 512, 513, 1025, 5000}) {
      int[] ints = new int[n];
      long[] longs = new long[n];
      for (int i = 0; i < n; i++) {
        ints[i] = i % 7 == 0 ? Integer.MIN_VALUE + i : random.nextInt() >> random.nextInt(32);
        longs[i] = i % 5 == 0 ? Long.MIN_VALUE + i : random.nextLong() >> random.nextInt(64);
      }
      StringBuilder expected = new StringBuilder("{\"ints\":[");
      for (int i = 0; i < n; i++) expected.append(i > 0 ? "," : "").append(ints[i]);
      expected.append("],\"longs\":[");
      for (int i = 0; i < n; i++) expected.append(i > 0 ? "," : "").append(longs[i]);
      expected.append("]}");
      Arrays value = new Arrays(ints, longs);
      assertEquals(expected.toString(), JSON.write(value));
      java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
      JSON.write(value, out);
      assertEquals(expected.toString(), out.toString(StandardCharsets.UTF_8));
      Arrays back = JSON.read(JSON.writeBytes(value), Arrays.class);
      org.junit.jupiter.api.Assertions.assertArrayEquals(ints, back.ints());
      org.junit.jupiter.api.Assertions.assertArrayEquals(longs, back.longs());
      // pretty output takes the element-by-element path: the same numbers
      Arrays pretty = Json.builder().pretty(true).build().read(
          Json.builder().pretty(true).build().write(value), Arrays.class);
      org.junit.jupiter.api.Assertions.assertArrayEquals(longs, pretty.longs());
    }
  }
}
