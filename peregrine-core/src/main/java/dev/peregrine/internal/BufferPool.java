package dev.peregrine.internal;

/**
 * Output buffers reused between writes, in a {@link SlotPool}. At most 16 buffers of at most
 * {@code MAX_KEPT} bytes stay alive, so a burst of huge documents does not pin memory.
 *
 * <p>Buffers come back dirty: writers expose only the bytes they wrote.
 */
public final class BufferPool {
  private static final int MAX_KEPT = 256 * 1024;
  private static final int FRESH = 8 * 1024;
  private static final SlotPool<byte[]> POOL = new SlotPool<>(16);

  private BufferPool() {}

  /** A buffer for one call; give it back with {@link #give} when the call is done with it. */
  public static byte[] take() {
    byte[] b = POOL.take();
    return b != null ? b : new byte[FRESH];
  }

  /** Returns a buffer taken with {@link #take} (or grown from one); the caller must not touch it again. */
  public static void give(byte[] b) {
    if (b.length <= MAX_KEPT) POOL.give(b);
  }
}
