package dev.peregrine.json;

import dev.peregrine.stream.internal.NameTable;
import java.util.Arrays;

/**
 * The JSON reader's form of a {@link NameTable}, built once per table: each entry as a {@link Name} the
 * reader compares in place and chains in the order documents list them. Names are found by their bytes
 * through the table's own index ({@link NameTable#find}); the reader looks up only names that are plain
 * ASCII with nothing to escape, the only ones it compares as raw bytes. Every other name is decoded first
 * and found through {@link NameTable#index(String)}.
 */
final class JsonNames implements NameTable.LearnedOrder {
  /** This format's cache slot in every table. */
  private static final int SLOT = NameTable.reserveCacheSlot();

  /**
   * One entry of the table as the reader matches it: the name with its quotes, {@code "name"}, compared in
   * place as words. Its length (0 for names that are not plain ASCII, and for {@link #start}, so they never
   * match), its first 8 bytes as a little-endian long (masked to the length when shorter) and, when longer,
   * the 8 bytes that end at the closing quote. Both quotes are compared, so a name that has this one as a
   * prefix never matches. Everything the hot path needs sits in this one object.
   */
  static final class Name {
    /** Its place in {@link #byIndex}: entry + 1, 0 for {@link #start}. */
    final int index;
    final int slot;
    final int quotedLength;
    final long head;
    final long headMask;
    final long tail;
    final byte[] quoted;
    /**
     * The name that followed this one last time, learned by readers; for {@link #start}, the first name of
     * an object. Documents of one type usually repeat their order (often not the declaration order), so
     * the guess is right after the first object. Shared by all threads and written racily: every value is
     * a Name of the same table, and a wrong or stale guess only costs a hash lookup.
     */
    Name next;
    /** The next Name in {@link #byHead} with the same key (see there), or null. */
    Name sameHead;
    /**
     * Whether the name has a question mark, which a String's Latin-1 bytes (Utf8JsonReader.overLatin1) also
     * have where the String has a char past U+00FF: a match of such a name there is checked against the text.
     */
    final boolean questionMark;

    Name(int index, int slot, byte[] name) {
      this.index = index;
      this.slot = slot;
      boolean mark = false;
      for (int i = 0; name != null && i < name.length; i++) mark |= name[i] == '?';
      questionMark = mark;
      if (name == null || !isPlainAscii(name)) {
        quotedLength = 0;
        head = headMask = tail = 0;
        quoted = null;
        return;
      }
      byte[] q = new byte[name.length + 2];
      q[0] = '"';
      System.arraycopy(name, 0, q, 1, name.length);
      q[q.length - 1] = '"';
      quoted = q;
      quotedLength = q.length;
      if (q.length < 8) {
        long w = 0;
        for (int i = q.length - 1; i >= 0; i--) w = (w << 8) | (q[i] & 0xFF);
        head = w;
        headMask = (1L << (8 * q.length)) - 1;
        tail = 0;
      } else {
        head = (long) LONG_LE.get(q, 0);
        headMask = -1L;
        tail = (long) LONG_LE.get(q, q.length - 8);
      }
    }

    /**
     * Whether this is exactly the quoted name that starts at {@code b[p]}, the opening quote. Answers false
     * when fewer than 8 bytes, or fewer than the quoted name's length, remain before {@code end}: the
     * caller then looks the name up the slow way.
     */
    boolean matchesAt(byte[] b, int p, int end) {
      int n = quotedLength;
      if (n == 0 || p + Math.max(8, n) > end) return false;
      if (((long) LONG_LE.get(b, p) & headMask) != head) return false;
      if (n <= 8) return true;
      if ((long) LONG_LE.get(b, p + n - 8) != tail) return false;
      return n <= 16 || Arrays.equals(quoted, 8, n - 8, b, p + 8, p + n - 8);
    }
  }

  private final NameTable table;
  /**
   * {@link #start}, then the Name of each entry. Readers remember a Name by its index, an int, so that
   * remembering costs no reference store (and no GC barrier) per property.
   */
  final Name[] byIndex;
  /** Matches nothing; its {@link Name#next} is the first name of an object. */
  final Name start;
  /**
   * The plain ASCII names by a key of their first word, a perfect hash (see {@link #perfectHash}); names that
   * share a key are chained by {@link Name#sameHead}. The key is the first {@link #keyMask} bytes, as many as
   * the shortest quoted name has (up to 8), when that keeps every chain short: then the input's first word
   * only needs masking. Else it is the whole {@link Name#head}, which {@link #upToQuote} finds in the input by
   * its closing quote. Null when the table has no plain name or no such hash was found; {@link #find} is used
   * then. A hit costs one word read, a mask, a multiply and one compare for a name of up to 6 characters.
   */
  private final Name[] byHead;
  /** {@link #byHead}'s hash: a key's slot is {@code (key * headMultiplier) >>> headShift}. */
  private final long headMultiplier;
  private final int headShift;
  /** The mask of the key's bytes in a name's first word, or 0 when the key is the head up to its quote. */
  final long keyMask;

  private JsonNames(NameTable table) {
    this.table = table;
    int entries = table.entries();
    byIndex = new Name[entries + 1];
    start = byIndex[0] = new Name(0, -1, null);
    for (int e = 0; e < entries; e++) {
      byte[] name = table.utf8(e);
      byIndex[e + 1] = new Name(e + 1, table.slot(e), name);
    }
    for (int i = 0; i <= entries; i++) byIndex[i].next = byIndex[i < entries ? i + 1 : 0];
    long prefix = prefixMask(byIndex);
    int perfect = prefix == 0 ? -1 : perfectHash(byIndex, prefix);
    if (perfect < 0) {
      prefix = 0;
      perfect = perfectHash(byIndex, -1L);
    }
    if (perfect < 0) {
      byHead = null;
      headMultiplier = 0;
      headShift = 0;
      keyMask = 0;
    } else {
      keyMask = prefix;
      headMultiplier = MULTIPLIERS[perfect >>> 8];
      headShift = 64 - (perfect & 0xFF);
      byHead = fill(byIndex, prefix == 0 ? -1L : prefix, headMultiplier, 1 << (perfect & 0xFF));
    }
  }

  // The mask of as many bytes as the shortest plain quoted name has, at most 8; 0 when there is no plain name.
  private static long prefixMask(Name[] names) {
    int shortest = 9;
    for (int i = 1; i < names.length; i++) {
      int len = names[i].quotedLength;
      if (len > 0) shortest = Math.min(shortest, len);
    }
    return shortest == 9 ? 0 : shortest >= 8 ? -1L : (1L << (8 * shortest)) - 1;
  }

  private static final int MAX_SAME_HEAD = 3;
  private static final long[] MULTIPLIERS = {
      0x9E3779B97F4A7C15L, 0xC2B2AE3D27D4EB4FL, 0x165667B19E3779F9L, 0xD6E8FEB86659FD93L,
      0xFF51AFD7ED558CCDL, 0xC4CEB9FE1A85EC53L, 0x94D049BB133111EBL, 0xBF58476D1CE4E5B9L};

  /**
   * A perfect index of the plain names by key, their head masked by {@code mask} ({@link #byHead}): a
   * multiplier and a power-of-two size (from 2 to 32 slots a distinct key) under which no two distinct keys
   * share a slot, as the multiplier's index times 256 plus the size's log2; names that share a key are
   * chained. -1 when none is found, or some key has more than MAX_SAME_HEAD names.
   */
  private static int perfectHash(Name[] names, long mask) {
    int plain = 0;
    for (int i = 1; i < names.length; i++) if (names[i].quotedLength > 0) plain++;
    if (plain == 0 || plain > 1024) return -1;
    for (int size = Integer.highestOneBit(plain * 2 - 1) << 1; size <= plain * 32 && size <= 1 << 14; size <<= 1) {
      for (int m = 0; m < MULTIPLIERS.length; m++) {
        if (fill(names, mask, MULTIPLIERS[m], size) != null) return m << 8 | Integer.numberOfTrailingZeros(size);
      }
    }
    return -1;
  }

  private static Name[] fill(Name[] names, long mask, long m, int size) {
    Name[] index = new Name[size];
    int shift = 64 - Integer.numberOfTrailingZeros(size);
    for (Name n : names) n.sameHead = null;
    for (int i = 1; i < names.length; i++) {
      Name n = names[i];
      if (n.quotedLength == 0) continue;
      long key = n.head & mask;
      int s = (int) ((key * m) >>> shift);
      Name first = index[s];
      if (first == null) {
        index[s] = n;
        continue;
      }
      if ((first.head & mask) != key) return null;
      int chain = 2;
      Name last = first;
      for (; last.sameHead != null; chain++) last = last.sameHead;
      if (chain > MAX_SAME_HEAD) return null;
      last.sameHead = n;
    }
    return index;
  }

  @Override
  public int firstLearned() {
    return start.next.index - 1; // start, index 0, when nothing follows: -1
  }

  @Override
  public int learnedAfter(int entry) {
    return byIndex[entry + 1].next.index - 1;
  }

  static JsonNames of(NameTable table) {
    Object cached = table.formatCache(SLOT);
    if (cached != null) return (JsonNames) cached;
    JsonNames made = new JsonNames(table);
    table.formatCache(SLOT, made);
    return made;
  }

  /**
   * The Name whose quoted form starts at {@code b[p]} (an opening quote) and is a whole string token, or
   * null, in which case the caller decodes the string and looks it up by text (which also covers a string cut
   * by the end of the input and escaped forms). Looked up by the string's first word in
   * {@link #byHead}, else through the hash of the plain bytes.
   */
  Name matchString(byte[] b, int p, int end) {
    Name[] index = byHead;
    if (index != null) {
      // The first word, zeros past the input's end (no name has a zero byte, so none matches into them).
      long w = p + 8 <= end ? (long) LONG_LE.get(b, p) : wordAtEnd(b, p, end);
      long mask = keyMask;
      long key = mask != 0 ? w & mask : upToQuote(w);
      for (Name n = index[(int) ((key * headMultiplier) >>> headShift)]; n != null; n = n.sameHead) {
        if ((w & n.headMask) != n.head) continue;
        int len = n.quotedLength;
        if (len <= 8) return n; // the head holds the closing quote: the whole name matched
        if (p + len <= end && (long) LONG_LE.get(b, p + len - 8) == n.tail
            && (len <= 16 || Arrays.equals(n.quoted, 8, len - 8, b, p + 8, p + len - 8))) {
          return n;
        }
      }
      return null;
    }
    long run = scanPlain(b, p + 1, end);
    int q = (int) run;
    return q < end && b[q] == '"' ? find(b, p + 1, q, (int) (run >>> 32)) : null;
  }

  private static final long ONES = 0x0101010101010101L;
  private static final long QUOTES = 0x2222222222222222L;
  private static final long HIGHS = 0x8080808080808080L;

  // The word w (a string's first 8 bytes, its opening quote first) up to and including a closing quote among
  // bytes 1 to 7; all of it when there is none (or it is byte 7): no branch on the length.
  private static long upToQuote(long w) {
    long x = w ^ QUOTES;
    long found = (x - ONES) & ~x & HIGHS & ~0xFFL; // a quote in bytes 1 to 7; the lowest one is exact
    return w & (-1L >>> (63 - Long.numberOfTrailingZeros(found | Long.MIN_VALUE)));
  }

  // The bytes b[p, end), 1 to 7 of them, as a little-endian word with zeros above them: the word that ends at
  // end shifted down, when the array has 8 bytes there (a byte loop for the last value of a document was a
  // tenth of reading a bean of enums), else byte by byte.
  private static long wordAtEnd(byte[] b, int p, int end) {
    if (end >= 8) return (long) LONG_LE.get(b, end - 8) >>> ((8 - (end - p)) << 3);
    long w = 0;
    for (int i = end - 1; i >= p; i--) w = (w << 8) | (b[i] & 0xFF);
    return w;
  }

  /**
   * The plain run of a name from {@code b[from]}, up to a quote, backslash, control or non-ASCII byte, or
   * {@code end}, hashed as {@link NameTable#hash} does, in one pass: the hash in the high 32 bits, the index where
   * the run stops in the low 32.
   */
  static long scanPlain(byte[] b, int from, int end) {
    int q = from;
    int hash = 0;
    while (q < end) {
      int c = b[q];
      if (c == '"' || c == '\\' || c < 0x20) break; // c < 0x20 includes non-ASCII (negative) bytes
      hash = hash * 31 + c;
      q++;
    }
    return (long) hash << 32 | q;
  }

  /** The Name that is exactly {@code b[from, to)}, or null. {@code hash} is {@link NameTable#hash} of it. */
  Name find(byte[] b, int from, int to, int hash) {
    int e = table.find(b, from, to, hash);
    return e < 0 ? null : byIndex[e + 1];
  }

  private static final java.lang.invoke.VarHandle LONG_LE =
      java.lang.invoke.MethodHandles.byteArrayViewVarHandle(long[].class, java.nio.ByteOrder.LITTLE_ENDIAN);

  private static boolean isPlainAscii(byte[] name) {
    for (byte c : name) {
      if (c < 0x20 || c == '"' || c == '\\') return false; // c < 0x20 includes non-ASCII
    }
    return true;
  }
}
