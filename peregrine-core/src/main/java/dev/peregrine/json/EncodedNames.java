package dev.peregrine.json;

import dev.peregrine.bind.Limits;
import dev.peregrine.bind.NameTable;
import java.util.Arrays;

/**
 * The writer's form of a {@link NameTable}: every canonical name quoted, escaped and followed by its colon,
 * each preceded by a comma, all in one array ({@code ,"id":,"name":...}). A name that is not its object's
 * first starts at its comma, the first one byte later, so the separator costs no branch of its own.
 *
 * <p>The array keeps 8 bytes of padding after the last name, so the writer may copy a name 8 bytes at a
 * time and read a whole word past its end.
 */
final class EncodedNames {
  final byte[] bytes;
  /** Per slot, the offset of the comma before its name. */
  final int[] start;
  /** Per slot, the length of comma, quoted name and colon. */
  final int[] length;
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
  }

  static EncodedNames of(NameTable table) {
    Object cached = table.formatCache(NameTable.JSON_WRITE_SLOT);
    if (cached != null) return (EncodedNames) cached;
    EncodedNames made = new EncodedNames(table);
    table.formatCache(NameTable.JSON_WRITE_SLOT, made);
    return made;
  }
}
