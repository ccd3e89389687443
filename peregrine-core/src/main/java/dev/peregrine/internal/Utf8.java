package dev.peregrine.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * A String's bytes for the readers of text input: its Latin-1 bytes when every char is at most U+00FF (read as
 * such, Utf8JsonReader.overLatin1), else its UTF-8.
 *
 * <p>{@code String.getBytes(UTF_8)} copies an ASCII String's bytes, but encodes any other a char at a time: a
 * Latin-1 String with one 'é', and every String with one char past U+00FF (which the JDK then keeps as UTF-16),
 * such as citm_catalog.json's one U+0152. The JDK's Latin-1 encoder is a copy for a Latin-1 String and a vector
 * loop for the others; it gives a byte a char but a '?' for each char past U+00FF and one for each surrogate
 * pair. {@link #encode} looks at those bytes 8 at a time; only the bytes from 0x80 up (two UTF-8 bytes) and the
 * question marks (a '?' of the text, or one that stands for a wider char, which the String is asked for) are
 * taken one at a time. That detour costs more than it saves where wide chars are many (the Latin-1 encoder
 * leaves its vector loop at each): text with one among its first {@link #PROBE} chars ({@link #wideEarly}, as
 * CJK or Cyrillic text has) goes through the JDK's UTF-8 encoder ({@link #jdkUtf8}).
 */
public final class Utf8 {
  private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final long HIGH = 0x8080808080808080L;
  private static final long ONES = 0x0101010101010101L;

  /** What {@link #length} answers for a string with a lone surrogate, which has no UTF-8 form. */
  public static final long LONE_SURROGATE = -1;

  /** How many chars {@link #wideEarly} looks at. */
  static final int PROBE = 64;

  private Utf8() {}

  /** Whether one of the first {@link #PROBE} chars of {@code s} is past U+00FF: text to take as wide. */
  public static boolean wideEarly(String s) {
    for (int i = 0, n = Math.min(s.length(), PROBE); i < n; i++) {
      if (s.charAt(i) > 0xff) return true;
    }
    return false;
  }

  /** The UTF-8 form of {@code s} by the JDK's encoder; null if {@code s} has a lone surrogate. */
  public static byte[] jdkUtf8(String s) {
    byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
    return replacesAChar(utf8, s) ? null : utf8;
  }

  /** The Latin-1 bytes {@link #length} and {@link #encode} start from. */
  public static byte[] latin1(String s) {
    return s.getBytes(StandardCharsets.ISO_8859_1);
  }

  /**
   * Whether every char of {@code s} is at most U+00FF, so that {@code latin1}, its Latin-1 bytes, holds it
   * whole. The encoder writes a '?' for each wider char and one for each surrogate pair: as many bytes as
   * chars means no pair, and then each byte stands for the char at its index; the text is Latin-1 when each
   * '?' among the bytes is a '?' of the text. The bytes are looked at 16 at a time for a '?', and the String
   * is asked only at those (a '?' is rare in JSON outside a URL's query): no copy to compare, where making
   * the bytes a String again and comparing it with {@code s} was a tenth of reading a small document.
   */
  public static boolean isLatin1(String s, byte[] latin1) {
    int n = latin1.length;
    if (n != s.length()) return false;
    int i = 0;
    for (int last = n - 16; i <= last; i += 16) { // two words a step, one branch
      long x = (long) LONG.get(latin1, i) ^ '?' * ONES; // a zero byte where there was a '?'
      long y = (long) LONG.get(latin1, i + 8) ^ '?' * ONES;
      if ((((x - ONES) & ~x | (y - ONES) & ~y) & HIGH) != 0 && !questionMarksAreText(s, latin1, i, i + 16)) {
        return false;
      }
    }
    return questionMarksAreText(s, latin1, i, n);
  }

  // Whether each '?' of latin1 from index i to end is a '?' of s, not a char the encoder could not map.
  private static boolean questionMarksAreText(String s, byte[] latin1, int i, int end) {
    for (; i < end; i++) {
      if (latin1[i] == '?' && s.charAt(i) != '?') return false;
    }
    return true;
  }

  /**
   * The length of the UTF-8 form of {@code s}, whose Latin-1 bytes are {@code latin1}; {@link #LONE_SURROGATE}
   * if {@code s} has a surrogate that is not half of a pair.
   */
  public static long length(String s, byte[] latin1) {
    int n = latin1.length;
    long size = n;
    int pairs = 0; // surrogate pairs so far: each is two chars of s and one byte of latin1
    for (int i = next(latin1, 0); i < n; i = next(latin1, i + 1)) {
      if (latin1[i] < 0) {
        size++;
        continue;
      }
      char c = s.charAt(i + pairs);
      if (c == '?') continue;
      if (!Character.isSurrogate(c)) {
        size += c < 0x800 ? 1 : 2;
      } else if (pair(s, i + pairs)) {
        size += 3;
        pairs++;
      } else {
        return LONE_SURROGATE;
      }
    }
    return size;
  }

  /**
   * The UTF-8 form of {@code s}, {@code length} bytes as {@link #length} answered (not LONE_SURROGATE) for its
   * Latin-1 bytes {@code latin1}: {@code latin1} itself when that is all ASCII.
   */
  public static byte[] encode(String s, byte[] latin1, int length) {
    int n = latin1.length;
    if (length == n) return latin1; // every byte ASCII, every '?' a '?' of the text
    byte[] out = new byte[length];
    int o = 0;
    int pairs = 0;
    int i = 0;
    while (true) {
      int j = next(latin1, i);
      System.arraycopy(latin1, i, out, o, j - i);
      o += j - i;
      if (j == n) return out;
      int b = latin1[j];
      if (b < 0) {
        out[o++] = (byte) (0xC0 | (b & 0xFF) >>> 6);
        out[o++] = (byte) (0x80 | b & 0x3F);
      } else {
        char c = s.charAt(j + pairs);
        if (c == '?') {
          out[o++] = '?';
        } else if (c < 0x800) {
          out[o++] = (byte) (0xC0 | c >>> 6);
          out[o++] = (byte) (0x80 | c & 0x3F);
        } else if (!Character.isSurrogate(c)) {
          out[o++] = (byte) (0xE0 | c >>> 12);
          out[o++] = (byte) (0x80 | (c >>> 6) & 0x3F);
          out[o++] = (byte) (0x80 | c & 0x3F);
        } else {
          int cp = Character.toCodePoint(c, s.charAt(j + pairs + 1));
          pairs++;
          out[o++] = (byte) (0xF0 | cp >>> 18);
          out[o++] = (byte) (0x80 | (cp >>> 12) & 0x3F);
          out[o++] = (byte) (0x80 | (cp >>> 6) & 0x3F);
          out[o++] = (byte) (0x80 | cp & 0x3F);
        }
      }
      i = j + 1;
    }
  }

  private static boolean pair(String s, int i) {
    return Character.isHighSurrogate(s.charAt(i)) && i + 1 < s.length()
        && Character.isLowSurrogate(s.charAt(i + 1));
  }

  // The index of the first byte of b at or after i that is from 0x80 up or a '?'; b.length if none.
  private static int next(byte[] b, int i) {
    int n = b.length;
    for (; i + 8 <= n; i += 8) {
      long w = (long) LONG.get(b, i);
      long x = w ^ '?' * ONES;
      // The top bit of each zero byte of x, exactly: a byte's low 7 bits plus 0x7f reach the top bit unless
      // all zero, with no carry out of the byte; and the top bit of each byte of w from 0x80 up.
      long flags = (~((x & ~HIGH) + ~HIGH | x | ~HIGH) | w) & HIGH;
      if (flags != 0) return i + (Long.numberOfTrailingZeros(flags) >>> 3);
    }
    for (; i < n; i++) {
      if (b[i] < 0 || b[i] == '?') return i;
    }
    return n;
  }

  /**
   * Whether the JDK's UTF-8 encoder replaced a char of {@code s} in {@code utf8}, its encoding: the encoder
   * writes '?' for a lone surrogate, and every other char that is not ASCII as bytes from 0x80 up.
   * <ul>
   *   <li>One byte per char (every char ASCII or a lone surrogate): the low bytes of the chars come out of the
   *       String in blocks of 256 (an array copy for a Latin-1 String) and are compared with the JDK's
   *       vectorized array comparison, several times faster than a scan of ours. A surrogate whose low byte is
   *       '?' itself (U+D83F, U+D93F, ... U+DF3F) copies as '?' too: those eight are looked up, which costs
   *       nothing for a Latin-1 String (it cannot hold them).
   *   <li>Otherwise: the encoder replaced a char exactly when {@code utf8} holds more question marks than
   *       {@code s}; the bytes are counted 8 at a time, the chars by {@link String#indexOf(int, int)}, which
   *       the JVM runs as a vector instruction. (A scan of every char took 15% of a read of citm_catalog.)
   * </ul>
   */
  public static boolean replacesAChar(byte[] utf8, String s) {
    int n = utf8.length;
    if (n != s.length()) {
      int inBytes = questionMarks(utf8);
      if (inBytes == 0) return false;
      int inChars = 0;
      for (int i = s.indexOf('?'); i >= 0; i = s.indexOf('?', i + 1)) inChars++;
      return inBytes != inChars;
    }
    byte[] low = new byte[Math.min(n, LOW_BYTES)];
    for (int i = 0; i < n; i += LOW_BYTES) {
      int k = Math.min(LOW_BYTES, n - i);
      lowBytes(s, i, i + k, low);
      if (!java.util.Arrays.equals(low, 0, k, utf8, i, i + k)) return true;
    }
    for (int c = 0xD83F; c <= 0xDF3F; c += 0x100) {
      if (s.indexOf(c) >= 0) return true;
    }
    return false;
  }

  private static final int LOW_BYTES = 256;

  @SuppressWarnings("deprecation") // getBytes(int, int, byte[], int): the low byte of each char, as wanted here
  private static void lowBytes(String s, int from, int to, byte[] dst) {
    s.getBytes(from, to, dst, 0);
  }

  // The '?' bytes of b.
  private static int questionMarks(byte[] b) {
    int n = b.length;
    int count = 0;
    int i = 0;
    for (; i + 8 <= n; i += 8) {
      long x = (long) LONG.get(b, i) ^ '?' * ONES;
      // The top bit of each zero byte of x, exactly: a byte's low 7 bits plus 0x7f reach the top bit
      // unless all zero, with no carry out of the byte.
      count += Long.bitCount(~((x & ~HIGH) + ~HIGH | x | ~HIGH));
    }
    for (; i < n; i++) {
      if (b[i] == '?') count++;
    }
    return count;
  }

  /**
   * Whether {@code b[off, off + len)} is well-formed UTF-8 (RFC 3629): no overlong form, surrogate or code
   * point past U+10FFFF, and no sequence cut at either end.
   */
  public static boolean isWellFormed(byte[] b, int off, int len) {
    int i = off;
    int end = off + len;
    while (i < end) {
      int c = b[i] & 0xFF;
      if (c < 0x80) {
        i++;
        continue;
      }
      int n;
      int low = 0x80; // the bounds of the second byte, narrower after E0, ED, F0 and F4
      int high = 0xBF;
      if (c >= 0xC2 && c <= 0xDF) {
        n = 1;
      } else if (c >= 0xE0 && c <= 0xEF) {
        n = 2;
        if (c == 0xE0) low = 0xA0;
        if (c == 0xED) high = 0x9F;
      } else if (c >= 0xF0 && c <= 0xF4) {
        n = 3;
        if (c == 0xF0) low = 0x90;
        if (c == 0xF4) high = 0x8F;
      } else {
        return false;
      }
      if (end - i - 1 < n) return false;
      int c2 = b[i + 1] & 0xFF;
      if (c2 < low || c2 > high) return false;
      for (int k = 2; k <= n; k++) {
        int ck = b[i + k] & 0xFF;
        if (ck < 0x80 || ck > 0xBF) return false;
      }
      i += n + 1;
    }
    return true;
  }
}
