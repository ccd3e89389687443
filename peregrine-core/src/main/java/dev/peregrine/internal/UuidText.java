package dev.peregrine.internal;

import java.util.UUID;

/**
 * A UUID's canonical text, 8-4-4-4-12 hex digits, parsed from and printed to ASCII bytes. Parsing takes
 * either case and nothing else ({@link UUID#fromString} would take {@code "1-2-3-4-5"} and widen it);
 * printing writes lower case, as {@link UUID#toString}.
 */
public final class UuidText {
  private UuidText() {}

  public static final int LENGTH = 36;

  private static final byte[] HEX = {'0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'a', 'b', 'c', 'd', 'e', 'f'};
  // The value of each byte as a hex digit, or -1.
  private static final byte[] DIGIT = new byte[256];

  static {
    java.util.Arrays.fill(DIGIT, (byte) -1);
    for (int i = 0; i < 10; i++) DIGIT['0' + i] = (byte) i;
    for (int i = 0; i < 6; i++) {
      DIGIT['a' + i] = (byte) (10 + i);
      DIGIT['A' + i] = (byte) (10 + i);
    }
  }

  /** The UUID {@code b[from, to)} spells, or null when it is not the canonical form. */
  public static UUID parse(byte[] b, int from, int to) {
    if (to - from != LENGTH || b[from + 8] != '-' || b[from + 13] != '-' || b[from + 18] != '-'
        || b[from + 23] != '-') {
      return null;
    }
    long a = hex(b, from, 8);
    long c = hex(b, from + 9, 4);
    long d = hex(b, from + 14, 4);
    long e = hex(b, from + 19, 4);
    long f = hex(b, from + 24, 12);
    if ((a | c | d | e | f) < 0) return null;
    return new UUID(a << 32 | c << 16 | d, e << 48 | f);
  }

  /** The n (at most 15) hex digits at p as a number, or -1 when one is not a hex digit. */
  private static long hex(byte[] b, int p, int n) {
    long v = 0;
    int bad = 0;
    for (int i = p; i < p + n; i++) {
      int digit = DIGIT[b[i] & 0xFF];
      bad |= digit;
      v = v << 4 | (digit & 0xF);
    }
    return bad < 0 ? -1 : v;
  }

  /** Writes the 36 characters of {@code uuid} from {@code p}; returns {@code p + 36}. */
  public static int print(UUID uuid, byte[] b, int p) {
    long high = uuid.getMostSignificantBits();
    long low = uuid.getLeastSignificantBits();
    hex(b, p, high >>> 32, 8);
    b[p + 8] = '-';
    hex(b, p + 9, high >>> 16, 4);
    b[p + 13] = '-';
    hex(b, p + 14, high, 4);
    b[p + 18] = '-';
    hex(b, p + 19, low >>> 48, 4);
    b[p + 23] = '-';
    hex(b, p + 24, low, 12);
    return p + LENGTH;
  }

  // Two hex digits a byte, as one little-endian short per byte value.
  private static final short[] HEX_PAIRS = new short[256];

  static {
    for (int i = 0; i < 256; i++) HEX_PAIRS[i] = (short) (HEX[i >>> 4] | HEX[i & 0xF] << 8);
  }

  private static final java.lang.invoke.VarHandle SHORT =
      java.lang.invoke.MethodHandles.byteArrayViewVarHandle(short[].class, java.nio.ByteOrder.LITTLE_ENDIAN);

  // The low n (even) hex digits of v at b[p, p + n), two at a time.
  private static void hex(byte[] b, int p, long v, int n) {
    for (int i = p + n - 2; i >= p; i -= 2) {
      SHORT.set(b, i, HEX_PAIRS[(int) v & 0xFF]);
      v >>>= 8;
    }
  }
}
