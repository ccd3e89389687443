package dev.peregrine.internal;

/**
 * Writers' working arrays, and their {@link KeyCache}, reused between writes in a {@link SlotPool}. At most 16
 * sets stay alive, each with at most {@code MAX_KEPT} output bytes and {@code MAX_KEPT_TEXT} chars of a String
 * result's text (32 MiB in all), so a burst of huge documents does not pin memory. A set whose buffer grew
 * past that is dropped (a text array past its bound, alone); below it, a document of up to a mebibyte is
 * written without growing its buffer again (at 256 KiB, citm_catalog's 500 KB were copied and zeroed through
 * six doublings on every write: a fifth of its write time).
 *
 * <p>Arrays come back dirty: writers expose only the bytes they wrote.
 */
public final class BufferPool {
  private static final int MAX_KEPT = 1024 * 1024;
  private static final int MAX_KEPT_TEXT = 512 * 1024;
  private static final int FRESH = 8 * 1024;
  /** Chars of the scratch array: strings are copied out of their String this many at a time. */
  public static final int CHARS = 256;
  private static final SlotPool<Buffers> POOL = new SlotPool<>(16);

  /** An output buffer and the scratch chars and key cache that go with it, taken and given back together. */
  public static final class Buffers {
    /** The output buffer; a writer that grew it puts the larger copy back here before {@link #give}. */
    public byte[] bytes = new byte[FRESH];
    public final char[] chars = new char[CHARS];
    public final KeyCache keys = new KeyCache();
    /**
     * A String result's chars once it has one past U+00FF (Utf8JsonWriter's Latin-1 mode), null until a write
     * needed one; kept up to {@code MAX_KEPT_TEXT} chars, so that text with wide chars (twitter's) is not
     * copied and zeroed through its doublings on every write: a fifth of writing twitter as a String.
     */
    public char[] text;

    private Buffers() {}
  }

  private BufferPool() {}

  /** Arrays for one call; give them back with {@link #give} when the call is done with them. */
  public static Buffers take() {
    Buffers b = POOL.take();
    return b != null ? b : new Buffers();
  }

  /** Returns arrays taken with {@link #take}; the caller must not touch them again. */
  public static void give(Buffers b) {
    if (b.text != null && b.text.length > MAX_KEPT_TEXT) b.text = null;
    if (b.bytes.length <= MAX_KEPT) {
      POOL.give(b);
    } else {
      POOL.drop(b);
    }
  }
}
