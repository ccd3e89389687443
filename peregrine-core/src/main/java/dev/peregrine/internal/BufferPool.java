package dev.peregrine.internal;

import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Output buffers reused between calls, without ThreadLocal: a few slots picked by thread id, each taken
 * with an atomic swap and put back when the call ends. A thread that finds its slot empty (first use, or
 * another thread on the same slot holds it) allocates a fresh buffer, so the pool never blocks and never
 * hands one buffer to two writers. At most {@code SLOTS} buffers of at most {@code MAX_KEPT} bytes stay
 * alive, so a burst of huge documents does not pin memory, and no buffer outlives its thread's interest
 * the way a ThreadLocal's does in a pooled-thread server.
 *
 * <p>Buffers come back dirty: writers expose only the bytes they wrote.
 */
public final class BufferPool {
  private static final int SLOTS = 16;
  private static final int MAX_KEPT = 256 * 1024;
  private static final int FRESH = 8 * 1024;
  private static final AtomicReferenceArray<byte[]> SLOT = new AtomicReferenceArray<>(SLOTS);

  private BufferPool() {}

  /** A buffer for one call; give it back with {@link #give} when the call is done with it. */
  public static byte[] take() {
    byte[] b = SLOT.getAndSet(slot(), null);
    return b != null ? b : new byte[FRESH];
  }

  /** Returns a buffer taken with {@link #take} (or grown from one); the caller must not touch it again. */
  public static void give(byte[] b) {
    if (b.length <= MAX_KEPT) SLOT.setRelease(slot(), b);
  }

  @SuppressWarnings("deprecation") // Thread.threadId() is JDK 19+; getId() is the same number.
  private static int slot() {
    return (int) Thread.currentThread().getId() & (SLOTS - 1);
  }
}
