package dev.peregrine.cbor;

import dev.peregrine.CborException;
import dev.peregrine.CborSimple;
import dev.peregrine.CborTag;
import dev.peregrine.Codec;
import dev.peregrine.PeregrineException;
import dev.peregrine.stream.Limits;
import dev.peregrine.stream.internal.NameTable;
import dev.peregrine.stream.internal.TextPrinter;
import dev.peregrine.stream.ValueWriter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;

/**
 * A first pass over a value that writes nothing: it counts the items of every container as {@link CborBytesWriter}
 * counts them, estimates each container's size, and keeps the counts of the large ones (about
 * {@link #LARGE} bytes or more) as a {@link Plan}, so that a writer to a stream can give those their final
 * heads before they end and let their bytes go ({@link CborBytesWriter#streamTo(java.io.OutputStream, Plan)}).
 * A bean's head is known only at its end otherwise, which held a bean root, and everything in it, whole.
 *
 * <p>Containers are found again by where they are: the index of each among the items of the one around it
 * (map keys count as items, as in CborBytesWriter), from the root down. Every container around a large one is
 * large, so the plan is a tree from the root. Its memory is a few dozen bytes per large container: about
 * one per {@code LARGE} bytes of output at each level of nesting.
 */
final class CborCensus extends ValueWriter {
  /** A container estimated at this many bytes or more is planned; a smaller one may be held whole. */
  static final int LARGE = 16 * 1024;

  private final Limits limits;
  private final boolean references;
  private int depth;
  // Per level, the root at 0: the items so far, the estimated bytes so far, the container's index in the one
  // around it, whether it is a map, and the large containers ended inside it so far (in item order).
  private int[] items = new int[16];
  private long[] bytes = new long[16];
  private int[] indexes = new int[16];
  private boolean[] maps = new boolean[16];
  private Plan[][] children = new Plan[16][];
  private int[] childCounts = new int[16];

  CborCensus(Limits limits, boolean references) {
    this.limits = limits;
    this.references = references;
  }

  /** The plan of the value written, once it was written. */
  Plan plan() {
    return new Plan(-1, 0, Arrays.copyOf(children[0] == null ? new Plan[0] : children[0], childCounts[0]));
  }

  private void item(long size) {
    items[depth]++;
    bytes[depth] += size;
  }

  private void open(boolean map) {
    int d = depth;
    if (d >= limits.maxDepth()) throw error("nesting deeper than the limit of " + limits.maxDepth());
    int index = items[d];
    items[d]++;
    if (++d == items.length) {
      int n = d * 2;
      items = Arrays.copyOf(items, n);
      bytes = Arrays.copyOf(bytes, n);
      indexes = Arrays.copyOf(indexes, n);
      maps = Arrays.copyOf(maps, n);
      children = Arrays.copyOf(children, n);
      childCounts = Arrays.copyOf(childCounts, n);
    }
    depth = d;
    items[d] = 0;
    bytes[d] = 1;
    indexes[d] = index;
    maps[d] = map;
    childCounts[d] = 0;
  }

  private void close() {
    int d = depth;
    long size = bytes[d] + 8;
    int count = maps[d] ? items[d] >>> 1 : items[d];
    Plan[] inside = childCounts[d] == 0 ? Plan.NONE : Arrays.copyOf(children[d], childCounts[d]);
    children[d] = null;
    depth = --d;
    bytes[d] += size;
    if (size < LARGE) return;
    if (children[d] == null) children[d] = new Plan[4];
    if (childCounts[d] == children[d].length) children[d] = Arrays.copyOf(children[d], childCounts[d] * 2);
    children[d][childCounts[d]++] = new Plan(indexes[d + 1], count, inside);
  }

  @Override
  public void beginObject() {
    open(true);
  }

  @Override
  public void endObject() {
    close();
  }

  @Override
  public void beginArray() {
    open(false);
  }

  @Override
  public void endArray() {
    close();
  }

  @Override
  public void name(String name) {
    item(1 + name.length());
  }

  @Override
  public void name(NameTable names, int index) {
    item(1 + names.name(index).length());
  }

  @Override
  public void name(NameTable names, int index, int length, long w0, long w1) {
    item(1 + length);
  }

  @Override
  public void property(NameTable names, int index, int length, long w0, long w1, int value) {
    item(1 + length);
    item(5);
  }

  @Override
  public void property(NameTable names, int index, int length, long w0, long w1, long value) {
    item(1 + length);
    item(9);
  }

  @Override
  public void property(NameTable names, int index, int length, long w0, long w1, String value) {
    item(1 + length);
    item(3 + value.length());
  }

  @Override
  public void value(String value) {
    item(3 + value.length());
  }

  @Override
  public void value(NameTable names, int index) {
    item(1 + names.name(index).length());
  }

  @Override
  public <T> void textValue(T value, int maxLength, TextPrinter<T> printer) {
    item(2 + maxLength);
  }

  @Override
  public void value(boolean value) {
    item(1);
  }

  @Override
  public void value(int value) {
    item(5);
  }

  @Override
  public void value(long value) {
    item(9);
  }

  @Override
  public void value(double value) {
    item(9);
  }

  @Override
  public void value(float value) {
    item(5);
  }

  @Override
  public void value(BigInteger value) {
    item(4 + value.bitLength() / 8);
  }

  @Override
  public void value(BigDecimal value) {
    item(8 + value.unscaledValue().bitLength() / 8);
  }

  @Override
  public void binaryValue(byte[] value) {
    item(9 + value.length);
  }

  @Override
  public void nullValue() {
    item(1);
  }

  // CborBytesWriter.writeFormatValue's items: a simple value is one, a tag none (its content is the item).
  @Override
  public boolean writeFormatValue(Object value, Codec<Object> content) {
    if (value instanceof CborSimple) {
      item(2);
    } else if (value instanceof CborTag t) {
      bytes[depth] += 9;
      if (t.value() == null) {
        nullValue();
      } else {
        content.write(this, t.value());
      }
    } else {
      return false;
    }
    return true;
  }

  @Override
  public boolean acceptsValueKeys() {
    return true;
  }

  @Override
  public boolean writesReferencesNatively() {
    return references;
  }

  @Override
  public void markShared() {
    bytes[depth] += 2;
  }

  @Override
  public void writeSharedReference(int index) {
    item(7);
  }

  // No first pass of its own: which values are marked changes no count (a mark is no item; the first
  // occurrence is written in full and the others as references either way).
  @Override
  public ValueWriter rehearsal() {
    return null;
  }

  @Override
  public Limits limits() {
    return limits;
  }

  @Override
  public PeregrineException error(String reason) {
    return new CborException(reason, null);
  }

  @Override
  public PeregrineException error(String reason, Throwable cause) {
    return new CborException(reason, cause);
  }

  /**
   * The large containers of a value, as a tree from the root: each with its index among the items of the
   * container around it, the argument of its head (elements, or pairs for a map), and the large containers
   * inside it, in item order.
   */
  static final class Plan {
    static final Plan[] NONE = new Plan[0];

    final int index;
    final int count;
    private final Plan[] inside;

    Plan(int index, int count, Plan[] inside) {
      this.index = index;
      this.count = count;
      this.inside = inside;
    }

    /** The large container inside this one at item {@code index}, or null. */
    Plan inside(int index) {
      int lo = 0;
      int hi = inside.length - 1;
      while (lo <= hi) {
        int mid = (lo + hi) >>> 1;
        int at = inside[mid].index;
        if (at == index) return inside[mid];
        if (at < index) {
          lo = mid + 1;
        } else {
          hi = mid - 1;
        }
      }
      return null;
    }

    /** Whether the plan holds no container at all (a value with none as large as LARGE). */
    boolean isEmpty() {
      return inside.length == 0;
    }
  }
}
