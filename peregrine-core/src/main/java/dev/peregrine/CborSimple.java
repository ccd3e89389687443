package dev.peregrine;

import java.util.Arrays;
import java.util.Objects;

/**
 * A CBOR simple value with no Java mapping (RFC 8949 section 3.3): anything but false, true and null, such
 * as {@code undefined} (23) or {@code simple(16)}. Values 24 to 31 are not well-formed and do not exist.
 *
 * @param value 0 to 19 or 23 or 32 to 255
 */
public record CborSimple(int value) {
  /** {@code undefined}, simple value 23. Typed binding reads it as null. */
  public static final CborSimple UNDEFINED = new CborSimple(23);

  /** Checks the range. */
  public CborSimple {
    if (value < 0 || value > 255 || (value >= 20 && value <= 22) || (value >= 24 && value < 32)) {
      throw new IllegalArgumentException("not a simple value without a mapping: " + value);
    }
  }

  @Override
  public String toString() {
    return value == 23 ? "undefined" : "simple(" + value + ")";
  }

  static boolean deepEquals(Object a, Object b) {
    return a instanceof byte[] x && b instanceof byte[] y ? Arrays.equals(x, y) : Objects.equals(a, b);
  }

  static String hex(byte[] b) {
    StringBuilder sb = new StringBuilder(b.length * 2);
    for (byte x : b) sb.append(Character.forDigit((x >> 4) & 15, 16)).append(Character.forDigit(x & 15, 16));
    return sb.toString();
  }
}
