package dev.peregrine.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * The Strings of map keys read lately, shared by every reader: a key read again comes back as the same String,
 * its hash already computed, instead of a new String whose hash the map then computes. A tree of a real
 * document puts every key of every object into a map: reading twitter.json's CBOR to a tree spent a sixth of its
 * time hashing new key Strings.
 *
 * <p>ASCII keys of at most {@link #MAX_LENGTH} bytes. Direct-mapped on a hash of the key's first and last
 * words and its length; a key that takes another's slot replaces it, so the table never grows and input built
 * to collide only costs the String it would have cost anyway. Racy on purpose: an entry is immutable and
 * published whole (final fields), and a reader compares its bytes before using it.
 */
public final class KeyStrings {
  /** Longest key kept, in bytes. */
  public static final int MAX_LENGTH = 32;
  private static final int SIZE = 1024;
  private static final Entry[] TABLE = new Entry[SIZE];
  private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  // A key's bytes, and its first and last words (the whole key, zero-padded, when shorter than a word).
  private record Entry(byte[] bytes, long first, long last, String text) {}

  private KeyStrings() {}

  /** The String of the ASCII bytes {@code b[off, off + len)}, {@code len <= MAX_LENGTH}. */
  public static String of(byte[] b, int off, int len) {
    long first;
    long last;
    if (len >= 8) {
      first = (long) LONG.get(b, off);
      last = (long) LONG.get(b, off + len - 8);
    } else if (b.length - off >= 8) {
      first = last = (long) LONG.get(b, off) & ((1L << (8 * len)) - 1);
    } else {
      long w = 0;
      for (int i = len - 1; i >= 0; i--) w = w << 8 | (b[off + i] & 0xFF);
      first = last = w;
    }
    long h = (first ^ Long.rotateLeft(last, 17) ^ len) * 0x9E3779B97F4A7C15L;
    int slot = (int) (h >>> 54) & (SIZE - 1);
    Entry e = TABLE[slot];
    // Up to 16 bytes the two words are the whole key; a longer one compares its middle too.
    if (e != null && e.first == first && e.last == last && e.bytes.length == len
        && (len <= 16 || Arrays.equals(e.bytes, 8, len - 8, b, off + 8, off + len - 8))) {
      return e.text;
    }
    byte[] bytes = Arrays.copyOfRange(b, off, off + len);
    String text = Ascii.string(bytes, 0, len);
    text.hashCode(); // computed once, kept in the String
    TABLE[slot] = new Entry(bytes, first, last, text);
    return text;
  }
}
