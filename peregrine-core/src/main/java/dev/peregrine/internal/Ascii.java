package dev.peregrine.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/** ASCII byte ranges: checked 8 bytes at a time, and made into Strings without a charset. */
public final class Ascii {
  private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private Ascii() {}

  /** Whether {@code b[off, off + len)} holds only bytes below 0x80 (so Latin-1 decoding is exact). */
  public static boolean isAscii(byte[] b, int off, int len) {
    int i = off;
    int end = off + len;
    long any = 0;
    for (; i + 8 <= end; i += 8) any |= (long) LONG.get(b, i);
    if ((any & 0x8080808080808080L) != 0) return false;
    for (; i < end; i++) {
      if (b[i] < 0) return false;
    }
    return true;
  }

  /**
   * The String of ASCII bytes {@code b[from, from + len)}. The old {@code String(byte[], hibyte, ...)}
   * constructor is deprecated because it ignores encodings, which is exactly right for ASCII; with hibyte 0
   * it copies the bytes straight into a Latin-1 String, and is small enough for HotSpot to inline, where
   * {@code new String(b, from, len, ISO_8859_1)} goes through the charset dispatch (840 bytes on JDK 17, not
   * inlined) and costs ~4 ns more per string.
   */
  @SuppressWarnings("deprecation")
  public static String string(byte[] b, int from, int len) {
    return new String(b, 0, from, len);
  }
}
