package dev.peregrine.internal;

import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Objects kept for reuse between calls, without ThreadLocal: a few slots picked by thread id, each emptied
 * with an atomic swap when taken and refilled when the call is done. A thread that finds its slot empty
 * (first use, another thread on the same slot, a nested call) makes a fresh object, so the pool never
 * blocks and never hands one object to two callers; nothing is tied to a thread, so nothing outlives its
 * use the way a ThreadLocal's value does in a pooled-thread server.
 */
public final class SlotPool<T> {
  private final AtomicReferenceArray<T> slots;
  private final int mask;

  /** A pool of {@code slots} slots, a power of two. */
  public SlotPool(int slots) {
    if (Integer.bitCount(slots) != 1) throw new IllegalArgumentException("slots must be a power of two: " + slots);
    this.slots = new AtomicReferenceArray<>(slots);
    this.mask = slots - 1;
  }

  /** This thread's slot's object, now the caller's alone, or null when the slot is empty. */
  public T take() {
    int i = slot();
    return slots.get(i) == null ? null : slots.getAndSet(i, null); // no atomic write when empty
  }

  /** Puts {@code value} in this thread's slot (replacing what another caller left there); the caller must not touch it again. */
  public void give(T value) {
    slots.setRelease(slot(), value);
  }

  @SuppressWarnings("deprecation") // Thread.threadId() is JDK 19+; getId() is the same number.
  private int slot() {
    return (int) Thread.currentThread().getId() & mask;
  }
}
