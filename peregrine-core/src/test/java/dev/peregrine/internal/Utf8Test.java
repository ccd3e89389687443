package dev.peregrine.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Utf8 against the JDK's encoder: the same bytes for every String without a lone surrogate, whatever sits at
 * each offset of the 8-byte words (question marks of the text, Latin-1 chars, wide chars, surrogate pairs,
 * which shift the chars against the Latin-1 bytes), and {@link Utf8#LONE_SURROGATE} for one with.
 */
class Utf8Test {
  private static final String[] PIECES = {
      "a", "?", "??", "\u00e9", "\u0080", "\u00ff", "\u0152", "\u3f3f", "\u4e2d", "\uffff", "\ud83d\ude00",
      "\ud83f\udc3f", "\"", "\n", "\u0000", "\u007f"};

  private static byte[] utf8(String s) {
    byte[] latin1 = Utf8.latin1(s);
    long length = Utf8.length(s, latin1);
    return length == Utf8.LONE_SURROGATE ? null : Utf8.encode(s, latin1, (int) length);
  }

  @Test
  void everyPieceAtEveryOffsetOfTwoWords() {
    for (String piece : PIECES) {
      for (String second : PIECES) {
        for (int before = 0; before <= 17; before++) {
          for (int between = 0; between <= 9; between += 3) {
            String s = "x".repeat(before) + piece + "y".repeat(between) + second + "z".repeat(before % 5);
            assertArrayEquals(s.getBytes(StandardCharsets.UTF_8), utf8(s), s);
          }
        }
      }
    }
  }

  @Test
  void randomTextsOfAllLengths() {
    Random r = new Random(26);
    for (int round = 0; round < 20_000; round++) {
      StringBuilder b = new StringBuilder();
      int pieces = r.nextInt(round % 100 == 0 ? 2000 : 30);
      for (int i = 0; i < pieces; i++) {
        b.append(r.nextBoolean() ? "plain words ".substring(r.nextInt(12)) : PIECES[r.nextInt(PIECES.length)]);
      }
      String s = b.toString();
      assertArrayEquals(s.getBytes(StandardCharsets.UTF_8), utf8(s), s);
    }
  }

  @Test
  void aLoneSurrogateAnywhereIsFound() {
    for (String lone : new String[] {"\ud800", "\udfff", "\ud83d", "\ude00", "\ud83f"}) {
      for (int before = 0; before <= 17; before++) {
        for (String around : new String[] {"a", "\ud83d\ude00", "\u4e2d", "?"}) {
          String s = around.repeat(before) + lone + around;
          assertEquals(Utf8.LONE_SURROGATE, Utf8.length(s, Utf8.latin1(s)), s);
        }
      }
    }
    // A low surrogate before a high one is two lone surrogates, not a pair.
    assertEquals(Utf8.LONE_SURROGATE, Utf8.length("\ude00\ud83d", Utf8.latin1("\ude00\ud83d")));
  }

  @Test
  void asciiTextIsItsLatin1Bytes() {
    String s = "plain ASCII with a ? and more".repeat(9);
    byte[] latin1 = Utf8.latin1(s);
    assertEquals(latin1.length, Utf8.length(s, latin1));
    assertEquals(latin1, Utf8.encode(s, latin1, latin1.length)); // the same array, not a copy
  }

  @Test
  void wideTextTakesTheJdkEncoderWhichFindsLoneSurrogatesToo() {
    String wide = "\u4e2d\u6587 ";
    assertEquals(true, Utf8.wideEarly("x".repeat(Utf8.PROBE - 1) + wide));
    assertEquals(false, Utf8.wideEarly("x".repeat(Utf8.PROBE) + wide));
    Random r = new Random(3);
    for (int round = 0; round < 5_000; round++) {
      StringBuilder b = new StringBuilder(wide);
      for (int i = r.nextInt(40); i > 0; i--) b.append(PIECES[r.nextInt(PIECES.length)]);
      String s = b.toString();
      assertArrayEquals(s.getBytes(StandardCharsets.UTF_8), Utf8.jdkUtf8(s), s);
      for (String lone : new String[] {"\ud800", "\udfff", "\ud83f", "\udc3f"}) {
        int at = r.nextInt(s.length() + 1);
        String withLone = s.substring(0, at) + lone + "x" + s.substring(at);
        if (at > 0 && Character.isHighSurrogate(s.charAt(at - 1))) continue; // would split or make a pair
        if (Character.isHighSurrogate(lone.charAt(0)) && at < s.length() && Character.isLowSurrogate(s.charAt(at))) continue;
        assertEquals(null, Utf8.jdkUtf8(withLone), withLone);
      }
    }
  }

  @Test
  void latin1TextIsToldFromWiderTextAtEveryPlaceInAWord() {
    // Real question marks around the wide char: only the '?' the encoder wrote for it may answer false.
    for (int length = 1; length <= 40; length++) {
      String latin1 = "caf\u00e9?".repeat(length / 5 + 1).substring(0, length);
      assertEquals(true, Utf8.isLatin1(latin1, Utf8.latin1(latin1)), "length " + length);
      for (int at = 0; at < length; at++) {
        for (String wide : new String[] {"\u0152", "\u013f", "\ud83d\ude00", "\ud800"}) { // U+013F: '?' as its low byte
          String s = latin1.substring(0, at) + wide + latin1.substring(at + 1);
          assertEquals(false, Utf8.isLatin1(s, Utf8.latin1(s)), "length " + length + " at " + at);
        }
      }
    }
    for (int length : new int[] {65_535, 65_536, 200_000}) {
      String latin1 = "caf\u00e9?".repeat(length / 5 + 1).substring(0, length);
      assertEquals(true, Utf8.isLatin1(latin1, Utf8.latin1(latin1)), "length " + length);
      for (int at : new int[] {0, length / 2, length - 1}) {
        String s = latin1.substring(0, at) + "\u0152" + latin1.substring(at + 1);
        assertEquals(false, Utf8.isLatin1(s, Utf8.latin1(s)), "length " + length + " at " + at);
      }
    }
    assertEquals(true, Utf8.isLatin1("", Utf8.latin1("")));
  }
}
