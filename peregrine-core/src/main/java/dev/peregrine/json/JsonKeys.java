package dev.peregrine.json;

import dev.peregrine.internal.Ascii;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * Strings for property names read as text (tree objects, maps), shared by every reader: documents repeat
 * their keys, and a key seen before comes back as the same String, so parsing allocates nothing for it
 * and the map it goes into finds its hash already computed.
 *
 * <p>A fixed direct-mapped table: a new key replaces whatever was in its slot, so the table never grows and
 * crafted keys can at worst make it miss. Only plain ASCII keys of at most {@link #MAX_LENGTH} bytes are
 * kept. Entries are immutable and published racily: a thread sees a whole entry or an older one.
 */
final class JsonKeys {
  /** Longest key kept, in bytes. */
  static final int MAX_LENGTH = 32;
  private static final int SIZE = 1024;
  private static final Entry[] TABLE = new Entry[SIZE];

  private record Entry(JsonNames.Name name, String text) {}

  private static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private JsonKeys() {}

  /**
   * The String of the plain ASCII key whose opening quote is at {@code b[p]} and closing quote at
   * {@code b[close]}, at most {@link #MAX_LENGTH} bytes long, with 8 bytes from p in bounds.
   */
  static String key(byte[] b, int p, int close, int end, long head) {
    int quoted = close - p + 1;
    // The first bytes and, for longer keys, the last 8 (keys often share a prefix and differ at the end).
    long h = head ^ (quoted > 8 ? Long.rotateLeft((long) LONG_LE.get(b, close - 7), 17) : 0) ^ quoted;
    int slot = (int) ((h * 0x9E3779B97F4A7C15L) >>> 54) & (SIZE - 1);
    Entry e = TABLE[slot];
    if (e != null && e.name.quotedLength == quoted && e.name.matchesAt(b, p, end)) return e.text;
    byte[] bytes = Arrays.copyOfRange(b, p + 1, close);
    String text = Ascii.string(bytes, 0, bytes.length);
    TABLE[slot] = new Entry(new JsonNames.Name(0, 0, bytes), text);
    return text;
  }
}
