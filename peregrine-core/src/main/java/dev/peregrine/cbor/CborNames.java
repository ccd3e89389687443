package dev.peregrine.cbor;

import dev.peregrine.bind.NameTable;
import java.util.Arrays;

/**
 * The CBOR form of a {@link NameTable}, built once per table: an open-addressing index from a name's UTF-8
 * bytes to its entry for the reader, and each canonical name pre-encoded as a text string (head and UTF-8)
 * for the writer. CBOR text needs no escaping, so every name is in the index, unlike
 * {@code json.JsonNames}.
 */
final class CborNames {
  private final NameTable table;
  private final int[] slots; // entry + 1, 0 for empty
  private final int[] hashes;
  private final int mask;
  /** The text string item of each canonical slot. */
  final byte[][] encoded;
  /**
   * The order names were last seen in: {@code next[e]} followed entry e, {@code next[entries]} began a map.
   * Shared and written racily, as {@code json.JsonNames.next} (its twin): any value is a valid guess.
   */
  final int[] next;

  private CborNames(NameTable table) {
    this.table = table;
    int size = Integer.highestOneBit(Math.max(4, table.entries() * 2) - 1) << 1;
    slots = new int[size];
    hashes = new int[size];
    mask = size - 1;
    for (int e = 0; e < table.entries(); e++) {
      byte[] name = table.utf8(e);
      int h = hash(name, 0, name.length);
      int i = h & mask;
      while (slots[i] != 0) i = (i + 1) & mask;
      slots[i] = e + 1;
      hashes[i] = h;
    }
    next = new int[table.entries() + 1];
    for (int e = 0; e < table.entries(); e++) next[e] = e + 1;
    int canonical = 0;
    while (canonical < table.entries() && table.slot(canonical) == canonical) canonical++;
    encoded = new byte[canonical][];
    for (int s = 0; s < canonical; s++) {
      byte[] utf8 = table.utf8(s);
      byte[] head = CborWriter.encodeHead(0x60, utf8.length);
      byte[] item = Arrays.copyOf(head, head.length + utf8.length);
      System.arraycopy(utf8, 0, item, head.length, utf8.length);
      encoded[s] = item;
    }
  }

  static CborNames of(NameTable table) {
    Object cached = table.formatCache(NameTable.CBOR_SLOT);
    if (cached != null) return (CborNames) cached;
    CborNames made = new CborNames(table);
    table.formatCache(NameTable.CBOR_SLOT, made);
    return made;
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
    int hash = hash(b, from, from + len);
    int i = hash & mask;
    int s;
    while ((s = slots[i]) != 0) {
      if (hashes[i] == hash) {
        byte[] name = table.utf8(s - 1);
        if (Arrays.equals(name, 0, name.length, b, from, from + len)) return s - 1;
      }
      i = (i + 1) & mask;
    }
    return -1;
  }

  private static int hash(byte[] b, int from, int to) {
    int h = 0;
    for (int i = from; i < to; i++) h = h * 31 + b[i];
    return h;
  }
}
