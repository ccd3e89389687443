package dev.peregrine.cbor;

import dev.peregrine.stream.internal.NameTable;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * The CBOR form of a {@link NameTable}, built once per table: each canonical name pre-encoded as a text
 * string (head and UTF-8) for the writer, and the order the reader last saw them in. Names are found by
 * their UTF-8 bytes through the table's own index ({@link NameTable#find}).
 *
 * <p>An encoded name of up to 16 bytes (head included), which is nearly every name, is also kept as two
 * little-endian words with masks: the writer stores it with two 8-byte stores and the reader compares the
 * input with it in two 8-byte loads, where a loop over the bytes cost the most of both.
 */
final class CborNames implements NameTable.LearnedOrder {
  /** This format's cache slot in every table. */
  private static final int SLOT = NameTable.reserveCacheSlot();
  static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  /** Names whose text item is at most this long (head included) are in {@link #words}. */
  static final int SHORT = 16;

  private final NameTable table;
  /** The text string item of each entry (the writer uses those of canonical slots, the first ones). */
  final byte[][] encoded;
  /**
   * The order names were last seen in: {@code next[e]} followed entry e, {@code next[entries]} began a map.
   * Shared and written racily, as {@code json.JsonNames.next} (its twin): any value is a valid guess.
   */
  final int[] next;
  /** Per entry: the length of its text item (head and UTF-8). */
  final int[] itemLength;
  /**
   * Per entry e, when its item is at most {@link #SHORT} bytes: at {@code 4e} and {@code 4e + 2} its first
   * and second 8 bytes as words (zero past its end), each followed by the mask of the bits that belong to
   * it. One array, so one comparison touches one cache line or two.
   */
  final long[] words;

  private CborNames(NameTable table) {
    this.table = table;
    next = new int[table.entries() + 1];
    for (int e = 0; e < table.entries(); e++) next[e] = e + 1;
    encoded = new byte[table.entries()][];
    itemLength = new int[table.entries()];
    words = new long[4 * table.entries()];
    for (int e = 0; e < table.entries(); e++) {
      byte[] utf8 = table.utf8(e);
      byte[] head = CborBytesWriter.encodeHead(0x60, utf8.length);
      byte[] item = Arrays.copyOf(head, head.length + utf8.length);
      System.arraycopy(utf8, 0, item, head.length, utf8.length);
      encoded[e] = item;
      itemLength[e] = item.length;
      if (item.length <= SHORT) {
        byte[] padded = Arrays.copyOf(item, SHORT);
        words[4 * e] = (long) LONG.get(padded, 0);
        words[4 * e + 1] = mask(item.length);
        words[4 * e + 2] = (long) LONG.get(padded, 8);
        words[4 * e + 3] = mask(item.length - 8);
      }
    }
  }

  // The low n bytes of a little-endian word (n may be below 0 or above 8).
  private static long mask(int n) {
    return n <= 0 ? 0 : n >= 8 ? -1L : (1L << (8 * n)) - 1;
  }

  /**
   * Whether the text item at {@code b[p]} is entry e's, head included (a name in another head form does
   * not match here but does in {@link #find}); {@code e} is in range.
   */
  boolean matchesItem(int e, byte[] b, int p, int end) {
    int n = itemLength[e];
    if (n > end - p) return false;
    long[] w = words;
    int i = 4 * e;
    // Bytes past the item (and past end, within the array) are masked out. An item of up to 8 bytes in
    // the array's last 8 (an enum constant ending a document) is the top of the array's last word.
    if (n <= 8 && b.length >= 8) {
      int room = b.length - p;
      long x = room >= 8 ? (long) LONG.get(b, p) : (long) LONG.get(b, b.length - 8) >>> (8 * (8 - room));
      return (x & w[i + 1]) == w[i];
    }
    if (n <= SHORT && b.length - p >= SHORT) {
      return ((long) LONG.get(b, p) & w[i + 1]) == w[i] & ((long) LONG.get(b, p + 8) & w[i + 3]) == w[i + 2];
    }
    return matchesLongItem(e, b, p, n);
  }

  // Out of line: the vectorized compare would make matchesItem's callers too big to inline.
  private boolean matchesLongItem(int e, byte[] b, int p, int n) {
    return Arrays.equals(encoded[e], 0, n, b, p, p + n);
  }

  @Override
  public int firstLearned() {
    return learned(next[next.length - 1]);
  }

  @Override
  public int learnedAfter(int entry) {
    return learned(next[entry]);
  }

  // next[e] == entries (past the last entry, its initial successor) ends the chain.
  private int learned(int e) {
    return e < next.length - 1 ? e : -1;
  }

  static CborNames of(NameTable table) {
    Object cached = table.formatCache(SLOT);
    if (cached != null) return (CborNames) cached;
    CborNames made = new CborNames(table);
    table.formatCache(SLOT, made);
    return made;
  }

  /**
   * The entry whose name is the short text item at {@code b[p]} (head {@code 0x60 + len}, the item within
   * {@code end}), or -1. Small tables, such as most enums, are tried entry by entry as in
   * {@link #matchesItem}, which beats hashing the bytes; larger ones through {@link #find}.
   */
  int findItem(byte[] b, int p, int len, int end) {
    if (itemLength.length > 8) return find(b, p + 1, len);
    for (int e = 0; e < itemLength.length; e++) if (matchesItem(e, b, p, end)) return e;
    return -1;
  }

  /** Whether entry {@code e} (possibly out of range) is exactly {@code b[from, from + len)}. */
  boolean matches(int e, byte[] b, int from, int len) {
    if (e >= table.entries()) return false;
    byte[] name = table.utf8(e);
    if (name.length != len) return false;
    for (int i = 0; i < len; i++) {
      if (name[i] != b[from + i]) return false;
    }
    return true;
  }

  /** The entry whose UTF-8 name is exactly {@code b[from, from + len)}, or -1. */
  int find(byte[] b, int from, int len) {
    return table.find(b, from, from + len, NameTable.hash(b, from, from + len));
  }
}
