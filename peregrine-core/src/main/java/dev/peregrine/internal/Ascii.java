package dev.peregrine.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/** ASCII checks over byte ranges, 8 bytes at a time. */
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
}
