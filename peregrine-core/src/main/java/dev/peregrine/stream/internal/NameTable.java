package dev.peregrine.stream.internal;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The property names of one bound type, fixed when its codec is built, so that readers can match an
 * encoded name against them without decoding it and writers can emit a form encoded once.
 *
 * <p>Entries are the canonical names (written) followed by aliases (read only); {@link #index(String)}
 * maps any of them to the slot of the property, and {@link #find} maps a name's UTF-8 bytes to its entry,
 * for every format. Formats keep their own encoded forms in cache slots they reserve once
 * ({@link #reserveCacheSlot()}), filled lazily and racily (every thread computes the same value).
 */
public final class NameTable {
  /** How many cache slots formats may reserve; the project's formats take three. */
  private static final int CACHE_SLOTS = 4;

  private static final AtomicInteger reserved = new AtomicInteger();

  /**
   * A cache slot of every table for one format's own data (its encoded names, the order its reader learned),
   * reserved once per format, typically into a {@code static final} field so that a look-up by the slot
   * folds to one field load.
   */
  public static int reserveCacheSlot() {
    int slot = reserved.getAndIncrement();
    if (slot >= CACHE_SLOTS) throw new IllegalStateException("all " + CACHE_SLOTS + " name table cache slots are taken");
    return slot;
  }

  private final String[] names;
  private final int[] slotOf;
  private final int canonical;
  private final byte[][] utf8;
  private final Map<String, Integer> byName;
  // An open-addressing index of every entry by the hash of its UTF-8 bytes (see hash): entry + 1, 0 for
  // empty, and the hash; at most half full.
  private final int[] indexEntries;
  private final int[] indexHashes;
  private final int indexMask;
  // One field per cache slot rather than an array: callers pass a constant slot, so after inlining a
  // lookup is a single field load, on the writer's per-name path.
  private Object cache0;
  private Object cache1;
  private Object cache2;
  private Object cache3;

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
    int size = Integer.highestOneBit(Math.max(4, total * 2) - 1) << 1;
    indexEntries = new int[size];
    indexHashes = new int[size];
    indexMask = size - 1;
    for (int e = 0; e < total; e++) {
      int h = hash(utf8[e], 0, utf8[e].length);
      int i = h & indexMask;
      while (indexEntries[i] != 0) i = (i + 1) & indexMask;
      indexEntries[i] = e + 1;
      indexHashes[i] = h;
    }
  }

  /**
   * The hash {@link #find} takes: {@code h = 31 * h + b} over the bytes, as signed values. Readers compute
   * it as they scan a name, so that looking the name up costs no second pass.
   */
  public static int hash(byte[] b, int from, int to) {
    int h = 0;
    for (int i = from; i < to; i++) h = h * 31 + b[i];
    return h;
  }

  /** The entry whose UTF-8 name is exactly {@code b[from, to)}, or -1; {@code hash} is {@link #hash} of it. */
  public int find(byte[] b, int from, int to, int hash) {
    int i = hash & indexMask;
    int e;
    while ((e = indexEntries[i]) != 0) {
      if (indexHashes[i] == hash) {
        byte[] name = utf8[e - 1];
        if (Arrays.equals(name, 0, name.length, b, from, to)) return e - 1;
      }
      i = (i + 1) & indexMask;
    }
    return -1;
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
   * The entries in the order documents are expected to list them, each slot once: as the reader of the
   * first cache slot that learns an order last saw them, else the canonical names in slot order. Generated
   * codecs confirm names in this order first. A hint only: every order reads alike.
   */
  public int[] expectedOrder() {
    LearnedOrder learned = null;
    for (int slot = 0; slot < CACHE_SLOTS && learned == null; slot++) {
      if (formatCache(slot) instanceof LearnedOrder l) learned = l;
    }
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

  /** A format's cached data for this table in a slot it reserved, or null before the format stored it. */
  public Object formatCache(int slot) {
    return switch (slot) {
      case 0 -> cache0;
      case 1 -> cache1;
      case 2 -> cache2;
      case 3 -> cache3;
      default -> throw new IllegalArgumentException("no format cache slot " + slot);
    };
  }

  /** Stores a format's data; it must be immutable and derived from the names alone. */
  public void formatCache(int slot, Object data) {
    switch (slot) {
      case 0 -> cache0 = data;
      case 1 -> cache1 = data;
      case 2 -> cache2 = data;
      case 3 -> cache3 = data;
      default -> throw new IllegalArgumentException("no format cache slot " + slot);
    }
  }
}
