package dev.peregrine.bind;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * The property names of one bound type, fixed when its codec is built, so that readers can match an
 * encoded name against them without decoding it and writers can emit a form encoded once.
 *
 * <p>Entries are the canonical names (written) followed by aliases (read only); {@link #index(String)}
 * maps any of them to the slot of the property. Formats keep their own encoded forms in
 * {@link #formatCache(int)} slots, filled lazily and racily (every thread computes the same value).
 */
public final class NameTable {
  /** Cache slot used by the JSON format. */
  public static final int JSON_SLOT = 0;
  /** Cache slot used by the CBOR format. */
  public static final int CBOR_SLOT = 1;
  /** Cache slot used by the JSON writer. */
  public static final int JSON_WRITE_SLOT = 2;

  private final String[] names;
  private final int[] slotOf;
  private final int canonical;
  private final byte[][] utf8;
  private final Map<String, Integer> byName;
  // One field per format slot rather than an array: callers pass a constant slot, so after inlining a
  // lookup is a single field load, on the writer's per-name path.
  private Object jsonCache;
  private Object cborCache;
  private Object jsonWriteCache;

  /**
   * A table of {@code names.length} properties: {@code names[i]} is written for slot i. {@code aliases[i]}
   * (may be null or empty) lists other names read into slot i.
   */
  public NameTable(String[] names, String[][] aliases) {
    int total = names.length;
    if (aliases != null) for (String[] a : aliases) total += a == null ? 0 : a.length;
    this.names = new String[total];
    this.slotOf = new int[total];
    this.utf8 = new byte[total][];
    this.byName = new HashMap<>(total * 2);
    this.canonical = names.length;
    int n = 0;
    for (int i = 0; i < names.length; i++) n = add(n, names[i], i);
    if (aliases != null) {
      for (int i = 0; i < aliases.length; i++) {
        if (aliases[i] != null) for (String a : aliases[i]) n = add(n, a, i);
      }
    }
  }

  private int add(int n, String name, int slot) {
    if (byName.putIfAbsent(name, slot) != null) {
      throw new IllegalArgumentException("duplicate property name '" + name + "'");
    }
    names[n] = name;
    slotOf[n] = slot;
    utf8[n] = name.getBytes(StandardCharsets.UTF_8);
    return n + 1;
  }

  /** Number of entries, canonical names and aliases together. */
  public int entries() {
    return names.length;
  }

  /** The name of entry {@code e}. */
  public String name(int entry) {
    return names[entry];
  }

  /** The property slot that entry {@code e} fills (the entry itself for canonical names). */
  public int slot(int entry) {
    return slotOf[entry];
  }

  /** The UTF-8 bytes of entry {@code e}; callers must not modify them. */
  public byte[] utf8(int entry) {
    return utf8[entry];
  }

  /** The property slot for a decoded name, or -1. */
  public int index(String name) {
    Integer i = byName.get(name);
    return i == null ? -1 : i;
  }

  /**
   * A format cache that learns the order in which documents list the names, as a chain of entries: the
   * first of an object, then each one's successor. Any chain is valid, cycles included.
   */
  public interface LearnedOrder {
    /** The entry last seen first in an object, or -1. */
    int firstLearned();

    /** The entry last seen after {@code entry}, or -1. */
    int learnedAfter(int entry);
  }

  /**
   * The entries in the order documents are expected to list them, each slot once: as the JSON reader last
   * saw them, else the CBOR reader, else the canonical names in slot order. Generated codecs confirm names
   * in this order first. A hint only: every order reads alike.
   */
  public int[] expectedOrder() {
    LearnedOrder learned = jsonCache instanceof LearnedOrder j ? j : cborCache instanceof LearnedOrder c ? c : null;
    if (learned == null) {
      int[] order = new int[canonical];
      for (int i = 0; i < canonical; i++) order[i] = i;
      return order;
    }
    // The chain up to its end or the first entry of a slot already taken (which also ends a cycle).
    int[] order = new int[canonical];
    boolean[] taken = new boolean[canonical];
    int count = 0;
    for (int e = learned.firstLearned(); e >= 0 && e < names.length && !taken[slotOf[e]]; e = learned.learnedAfter(e)) {
      taken[slotOf[e]] = true;
      order[count++] = e;
    }
    return java.util.Arrays.copyOf(order, count);
  }

  /** A format's cached data for this table, or null before the format stored it. */
  public Object formatCache(int slot) {
    return switch (slot) {
      case JSON_SLOT -> jsonCache;
      case CBOR_SLOT -> cborCache;
      case JSON_WRITE_SLOT -> jsonWriteCache;
      default -> throw new IllegalArgumentException("no format cache slot " + slot);
    };
  }

  /** Stores a format's data; it must be immutable and derived from the names alone. */
  public void formatCache(int slot, Object data) {
    switch (slot) {
      case JSON_SLOT -> jsonCache = data;
      case CBOR_SLOT -> cborCache = data;
      case JSON_WRITE_SLOT -> jsonWriteCache = data;
      default -> throw new IllegalArgumentException("no format cache slot " + slot);
    }
  }
}
