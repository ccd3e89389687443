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
    plain = new boolean[table.entries()];
    for (int e = 0; e < table.entries(); e++) {
      byte[] name = table.utf8(e);
      if (!isPlainAscii(name)) continue;
      plain[e] = true;
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
