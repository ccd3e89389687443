package dev.peregrine.internal;

/** Placeholder until the shortest-digit writer lands. */
public final class NumberWriter {
  private NumberWriter() {}

  public static int writeDouble(byte[] buf, int pos, double v) {
    return ascii(buf, pos, Double.toString(v));
  }

  public static int writeFloat(byte[] buf, int pos, float v) {
    return ascii(buf, pos, Float.toString(v));
  }

  public static int writeInt(byte[] buf, int pos, int v) {
    return ascii(buf, pos, Integer.toString(v));
  }

  public static int writeLong(byte[] buf, int pos, long v) {
    return ascii(buf, pos, Long.toString(v));
  }

  private static int ascii(byte[] buf, int pos, String s) {
    for (int i = 0; i < s.length(); i++) buf[pos++] = (byte) s.charAt(i);
    return pos;
  }
}
