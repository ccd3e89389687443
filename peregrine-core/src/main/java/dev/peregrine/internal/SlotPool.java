package dev.peregrine.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * Objects kept for reuse between calls, without ThreadLocal: a few slots picked by thread id. An object stays
 * in its slot; a flag per slot says it is taken, set with an atomic compare-and-set by {@link #take} and
 * cleared by {@link #give} with a plain release store. A thread that finds its slot taken (another thread on
 * the same slot, a nested call) gets null and makes a fresh object, so the pool never blocks and never hands
 * one object to two callers. Every object taken must come back through {@link #give} or {@link #drop}, on
 * every path, or its slot stays taken. Nothing is tied to a thread, so nothing outlives its use the way a
 * ThreadLocal's value does in a pooled-thread server.
 *
 * <p>Why flags: storing the object back into a reference array (as this pool did) runs G1's post-write
 * barrier, a StoreLoad fence on every give; an int flag has none.
 */
public final class SlotPool<T> {
  private static final VarHandle FLAG = MethodHandles.arrayElementVarHandle(int[].class);
  // Ints per slot's flag: one cache line each, so that threads on different slots do not share one.
  private static final int STRIDE = 16;

  private final Object[] objects;
  private final int[] flags;
  private final int mask;

  /** A pool of {@code slots} slots, a power of two. */
  public SlotPool(int slots) {
    if (Integer.bitCount(slots) != 1) throw new IllegalArgumentException("slots must be a power of two: " + slots);
    this.objects = new Object[slots];
    this.flags = new int[slots * STRIDE];
    this.mask = slots - 1;
  }

  /** This thread's slot's object, now the caller's alone, or null when the slot is empty or taken. */
  @SuppressWarnings("unchecked")
  public T take() {
    int i = slot();
    int f = i * STRIDE;
    if ((int) FLAG.getOpaque(flags, f) != 0 || !FLAG.compareAndSet(flags, f, 0, 1)) return null;
    Object value = objects[i];
    if (value == null) FLAG.setRelease(flags, f, 0); // nothing kept yet: the caller's fresh one comes to give()
    return (T) value;
  }

  /**
   * Gives back {@code value}: the slot's own object, or a fresh one, which the slot keeps if it is free (else it
   * is left to the collector); the caller must not touch it again.
   */
  public void give(T value) {
    int i = slot();
    int f = i * STRIDE;
    if (objects[i] == value) { // the one this caller took: it holds the flag
      FLAG.setRelease(flags, f, 0);
      return;
    }
    if ((int) FLAG.getOpaque(flags, f) == 0 && FLAG.compareAndSet(flags, f, 0, 1)) {
      objects[i] = value;
      FLAG.setRelease(flags, f, 0);
    }
  }

  /** An object taken that is not to be kept (it failed, or grew too large): its slot is free and empty again. */
  public void drop(T value) {
    int i = slot();
    int f = i * STRIDE;
    if (objects[i] == value) {
      objects[i] = null;
      FLAG.setRelease(flags, f, 0);
    }
  }

  @SuppressWarnings("deprecation") // Thread.threadId() is JDK 19+; getId() is the same number.
  private int slot() {
    return (int) Thread.currentThread().getId() & mask;
  }
}
