package dev.peregrine.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Map keys and tree names that a writer encoded lately, each with the bytes it became (JSON's {@code "key":},
 * CBOR's text head and the key), so that writing the same key again copies two words instead of checking
 * every char.
 *
 * <p>It lives with a pooled output buffer ({@link BufferPool.Buffers}) or a pooled CBOR writer: it outlives
 * one write, and only one thread at a time uses it. Keys repeat across documents: the same map keys, and the
 * parser's shared key Strings in trees.
 *
 * <p>Direct-mapped on the key's hash: a key that takes another's slot replaces it. An encoded form of up to
 * {@link #MAX_BYTES} is kept as two words, copied as two stores; a longer one, up to {@link #MAX_KEPT}, as an
 * array of its own, copied by the JDK. Real documents' keys are often longer than two words
 * ({@code "profile_background_image_url_https":} in a tweet's user, most of its forty keys): written as any
 * string each time, they were a fifth of a tree write of twitter.json. In JSON a key is kept only if every
 * char was written as one byte (plain ASCII, nothing escaped).
 */
public final class KeyCache {
  private static final int SLOTS = 256;
  /** The bound of an encoded form kept as two words, and the room a copy of one needs. */
  public static final int MAX_BYTES = 16;
  /** The longest encoded form kept. */
  public static final int MAX_KEPT = 96;
  private static final VarHandle WORD = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private final String[] keys = new String[SLOTS];
  // Slot i's encoded bytes at 2i and 2i + 1; past its length they are whatever followed it when kept.
  private final long[] words = new long[2 * SLOTS];
  private final byte[] lengths = new byte[SLOTS];
  // Slot i's encoded bytes when longer than MAX_BYTES, else null.
  private final byte[][] longForms = new byte[SLOTS][];

  /** Forgets every key. */
  public void clear() {
    java.util.Arrays.fill(keys, null);
  }

  /** The slot of {@code key}, whether it is there or not. */
  public static int slot(String key) {
    return key.hashCode() & (SLOTS - 1);
  }

  /** The slot holding {@code key} (the same String or an equal one), or -1 - its slot when it is not there. */
  public int find(String key) {
    int i = slot(key);
    String known = keys[i];
    return known == key || key.equals(known) ? i : -1 - i;
  }

  /** Keeps {@code key} in slot i, encoded as {@code b[from, from + length)}, {@code length <= MAX_KEPT}. */
  public void keep(int i, String key, byte[] b, int from, int length) {
    if (length <= MAX_BYTES && b.length - from >= MAX_BYTES) {
      words[2 * i] = (long) WORD.get(b, from);
      words[2 * i + 1] = (long) WORD.get(b, from + 8);
      longForms[i] = null;
    } else {
      longForms[i] = java.util.Arrays.copyOfRange(b, from, from + length);
    }
    lengths[i] = (byte) length;
    keys[i] = key;
  }

  /** The room {@link #copy} needs for slot i: at least MAX_BYTES. */
  public int room(int i) {
    return Math.max(MAX_BYTES, lengths[i]);
  }

  /**
   * Copies slot i's encoded key to {@code b} at {@code p}, where {@link #room} bytes must fit (the bytes past
   * the key are for the next write to overwrite); returns its length.
   */
  public int copy(int i, byte[] b, int p) {
    byte[] form = longForms[i];
    if (form != null) {
      System.arraycopy(form, 0, b, p, form.length);
      return form.length;
    }
    WORD.set(b, p, words[2 * i]);
    WORD.set(b, p + 8, words[2 * i + 1]);
    return lengths[i];
  }
}
