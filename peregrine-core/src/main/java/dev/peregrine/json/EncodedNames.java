package dev.peregrine.json;

import dev.peregrine.stream.Limits;
import dev.peregrine.stream.internal.NameTable;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * The writer's form of a {@link NameTable}: every canonical name quoted, escaped and followed by its colon,
 * each preceded by a comma, all in one array ({@code ,"id":,"name":...}). A name that is not its object's
 * first starts at its comma, the first one byte later, so the separator costs no branch of its own.
 *
 * <p>A name of at most 16 bytes (comma, quotes and colon included) is also kept as two little-endian
 * words, so writing it takes two loads and two stores and no loop; dropping the comma is a shift. Longer
 * names are copied from the array, which keeps 8 bytes of padding after the last name so the copy may
 * move whole words and read past a name's end.
 */
final class EncodedNames {
  /** The JSON writer's cache slot in every table. */
  private static final int SLOT = NameTable.reserveCacheSlot();
  private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  final byte[] bytes;
  /** Per slot, the offset of the comma before its name. */
  final int[] start;
  /** Per slot, the length of comma, quoted name and colon. */
  final int[] length;
  /**
   * Per slot i: {@code words[3i]} and {@code words[3i + 1]}, the name with its comma as little-endian
   * words, zero past its end; {@code words[3i + 2]}, its length, or -1 when it is longer than 16 bytes
   * or the table has a non-ASCII name (the copying path records that for the writer).
   */
  final long[] words;
  final boolean nonAscii;

  private EncodedNames(NameTable table) {
    int canonical = 0;
    while (canonical < table.entries() && table.slot(canonical) == canonical) canonical++;
    start = new int[canonical];
    length = new int[canonical];
    Utf8JsonWriter w = new Utf8JsonWriter(false, Limits.DEFAULT);
    for (int s = 0; s < canonical; s++) {
      start[s] = w.size();
      w.rawByte((byte) ',');
      w.rawString(table.name(s));
      w.rawByte((byte) ':');
      length[s] = w.size() - start[s];
    }
    byte[] all = w.toByteArray();
    bytes = Arrays.copyOf(all, all.length + 8);
    boolean any = false;
    for (byte b : all) any |= b < 0;
    nonAscii = any;
    words = new long[3 * canonical];
    for (int s = 0; s < canonical; s++) {
      if (length[s] > 16 || nonAscii) {
        words[3 * s + 2] = -1;
        continue;
      }
      byte[] padded = Arrays.copyOfRange(all, start[s], start[s] + 16);
      Arrays.fill(padded, length[s], 16, (byte) 0);
      words[3 * s] = (long) LONG.get(padded, 0);
      words[3 * s + 1] = (long) LONG.get(padded, 8);
      words[3 * s + 2] = length[s];
    }
  }

  static EncodedNames of(NameTable table) {
    Object cached = table.formatCache(SLOT);
    if (cached != null) return (EncodedNames) cached;
    EncodedNames made = new EncodedNames(table);
    table.formatCache(SLOT, made);
    return made;
  }
}
