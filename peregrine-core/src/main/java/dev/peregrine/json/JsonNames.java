package dev.peregrine.json;

import dev.peregrine.bind.NameTable;
import java.util.Arrays;

/**
 * The JSON form of a {@link NameTable}, built once per table: an open-addressing index from a name's
 * bytes to its entry for the reader, and each canonical name pre-encoded as {@code "name":} for the
 * writer.
 *
 * <p>The index holds only names that are plain ASCII with nothing to escape: those are the only ones the
 * reader compares as raw bytes. Every other name is decoded first and found through
 * {@link NameTable#index(String)}.
 */
final class JsonNames {
  private final NameTable table;
  /** Per entry: plain ASCII with nothing to escape, so the reader may compare it as raw bytes. */
  final boolean[] plain;
  /**
   * The order names were last seen in, learned by readers: {@code next[e]} is the entry that followed entry
   * e, {@code next[entries]} the first entry of an object. Documents of one type usually repeat their
   * order (often not the declaration order), so this guess is right after the first object. Shared by all
   * threads and written racily: any int is a valid guess, a wrong or stale one only costs a hash lookup.
   */
  final int[] next;
  // Per plain entry, its bytes as little-endian longs for comparing 8 bytes at a time: the words at offsets
  // 0, 8, 16... and, when the length is not a multiple of 8, one more word ending exactly at the last byte
  // (it overlaps the previous one, so no read goes past the name). Names shorter than 8 bytes keep one
  // word masked to their length; the reader then reads a whole word past the name, but only when the
  // input has 8 bytes there.
  private final long[][] words;
  private final long[] shortMask;
  private final int[] slots; // entry + 1, 0 for empty
  private final int[] hashes;
  private final int mask;
  /** {@code "name":} per canonical slot, escaped as the writer would escape it. */
  final byte[][] encoded;
  /** Whether any encoded name holds a non-ASCII byte: the writer must then decode its text as UTF-8. */
  final boolean nonAscii;

  private JsonNames(NameTable table) {
    this.table = table;
    int size = Integer.highestOneBit(Math.max(4, table.entries() * 2) - 1) << 1;
    slots = new int[size];
    hashes = new int[size];
    mask = size - 1;
    next = new int[table.entries() + 1];
    for (int e = 0; e < table.entries(); e++) next[e] = e + 1;
    next[table.entries()] = 0;
    plain = new boolean[table.entries()];
    words = new long[table.entries()][];
    shortMask = new long[table.entries()];
    for (int e = 0; e < table.entries(); e++) {
      byte[] name = table.utf8(e);
      if (!isPlainAscii(name)) continue;
      plain[e] = true;
      words[e] = wordsOf(name);
      shortMask[e] = name.length >= 8 ? -1L : (1L << (8 * name.length)) - 1;
      int h = hash(name);
      int i = h & mask;
      while (slots[i] != 0) i = (i + 1) & mask;
      slots[i] = e + 1;
      hashes[i] = h;
    }
    int canonical = 0;
    while (canonical < table.entries() && table.slot(canonical) == canonical) canonical++;
    encoded = new byte[canonical][];
    for (int s = 0; s < canonical; s++) {
      Utf8JsonWriter w = new Utf8JsonWriter(false, dev.peregrine.bind.Limits.DEFAULT);
      w.rawString(table.name(s));
      w.rawByte((byte) ':');
      encoded[s] = w.toByteArray();
    }
    boolean any = false;
    for (byte[] e : encoded) for (byte b : e) any |= b < 0;
    nonAscii = any;
  }

  static JsonNames of(NameTable table) {
    Object cached = table.formatCache(NameTable.JSON_SLOT);
    if (cached != null) return (JsonNames) cached;
    JsonNames made = new JsonNames(table);
    table.formatCache(NameTable.JSON_SLOT, made);
    return made;
  }

  /** The entry whose name is exactly {@code b[from, to)}, or -1. {@code hash} is {@link #hash} of it. */
  int find(byte[] b, int from, int to, int hash) {
    int i = hash & mask;
    int s;
    while ((s = slots[i]) != 0) {
      if (hashes[i] == hash) {
        byte[] name = table.utf8(s - 1);
        if (Arrays.equals(name, 0, name.length, b, from, to)) return s - 1;
      }
      i = (i + 1) & mask;
    }
    return -1;
  }

  private static long[] wordsOf(byte[] name) {
    int n = name.length;
    if (n < 8) {
      long w = 0;
      for (int i = n - 1; i >= 0; i--) w = (w << 8) | (name[i] & 0xFF);
      return new long[] {w};
    }
    int full = n / 8;
    long[] w = new long[full + (n % 8 == 0 ? 0 : 1)];
    for (int i = 0; i < full; i++) w[i] = (long) LONG_LE.get(name, i * 8);
    if (n % 8 != 0) w[full] = (long) LONG_LE.get(name, n - 8);
    return w;
  }

  /**
   * Whether plain entry {@code e} is exactly the name that starts at {@code b[from]} and ends before
   * {@code b[from + length]}, which must be the closing quote. {@code end} bounds the input.
   */
  boolean matchesAt(int e, byte[] b, int from, int end) {
    byte[] name = table.utf8(e);
    int n = name.length;
    if (from + n >= end || b[from + n] != '"') return false;
    long[] w = words[e];
    if (n < 8) {
      if (from + 8 > end) return java.util.Arrays.equals(name, 0, n, b, from, from + n);
      return ((long) LONG_LE.get(b, from) & shortMask[e]) == w[0];
    }
    int full = n / 8;
    for (int i = 0; i < full; i++) {
      if ((long) LONG_LE.get(b, from + i * 8) != w[i]) return false;
    }
    return n % 8 == 0 || (long) LONG_LE.get(b, from + n - 8) == w[full];
  }

  private static final java.lang.invoke.VarHandle LONG_LE =
      java.lang.invoke.MethodHandles.byteArrayViewVarHandle(long[].class, java.nio.ByteOrder.LITTLE_ENDIAN);

  /** The hash the reader computes while scanning a plain name: h = 31 * h + byte. */
  static int hash(byte[] name) {
    int h = 0;
    for (byte c : name) h = h * 31 + c;
    return h;
  }

  private static boolean isPlainAscii(byte[] name) {
    for (byte c : name) {
      if (c < 0x20 || c == '"' || c == '\\') return false; // c < 0x20 includes non-ASCII
    }
    return true;
  }
}
