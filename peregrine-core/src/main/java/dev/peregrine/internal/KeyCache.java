package dev.peregrine.internal;

/**
 * Map keys and tree names that a JSON writer encoded lately, each with the bytes it became ({@code "key":}),
 * so that writing the same key again copies two words instead of checking every char.
 *
 * <p>It lives with a pooled output buffer ({@link BufferPool.Buffers}): it outlives one write, and only one
 * thread at a time uses it. Keys repeat across documents: the same map keys, and the parser's shared key
 * Strings in trees.
 *
 * <p>Direct-mapped on the key's hash: a key that takes another's slot replaces it. Only keys whose encoded
 * form fits in {@link #MAX_BYTES} are kept, and only if every char was written as one byte: plain ASCII,
 * nothing escaped, at most 13 chars.
 */
public final class KeyCache {
  public static final int SLOTS = 64;
  /** The encoded form's bound: two little-endian words. */
  public static final int MAX_BYTES = 16;

  /** The key in each slot, or null. */
  public final String[] keys = new String[SLOTS];
  /** Slot i's encoded bytes, little-endian, at 2i and 2i + 1; past its length they are whatever followed. */
  public final long[] words = new long[2 * SLOTS];
  /** Slot i's encoded length in bytes. */
  public final byte[] lengths = new byte[SLOTS];

  /** The slot of {@code key}. */
  public static int slot(String key) {
    return key.hashCode() & (SLOTS - 1);
  }
}
