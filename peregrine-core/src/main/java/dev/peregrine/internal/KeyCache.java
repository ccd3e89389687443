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
 * <p>Direct-mapped on the key's hash: a key that takes another's slot replaces it. Only keys whose encoded
 * form fits in {@link #MAX_BYTES} are kept: in JSON only if every char was written as one byte (plain
 * ASCII, nothing escaped, at most 13 chars), in CBOR any key of at most 15 bytes of UTF-8.
 */
public final class KeyCache {
  private static final int SLOTS = 256;
  /** The encoded form's bound: two words. */
  public static final int MAX_BYTES = 16;
  private static final VarHandle WORD = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private final String[] keys = new String[SLOTS];
  // Slot i's encoded bytes at 2i and 2i + 1; past its length they are whatever followed it when kept.
  private final long[] words = new long[2 * SLOTS];
  private final byte[] lengths = new byte[SLOTS];

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

  /** Keeps {@code key} in slot i, encoded as {@code b[from, from + length)}; b holds MAX_BYTES from {@code from}. */
  public void keep(int i, String key, byte[] b, int from, int length) {
    keys[i] = key;
    words[2 * i] = (long) WORD.get(b, from);
    words[2 * i + 1] = (long) WORD.get(b, from + 8);
    lengths[i] = (byte) length;
  }

  /**
   * Copies slot i's encoded key to {@code b} at {@code p}, where MAX_BYTES must fit (the bytes past the key
   * are for the next write to overwrite); returns its length.
   */
  public int copy(int i, byte[] b, int p) {
    WORD.set(b, p, words[2 * i]);
    WORD.set(b, p + 8, words[2 * i + 1]);
    return lengths[i];
  }
}
