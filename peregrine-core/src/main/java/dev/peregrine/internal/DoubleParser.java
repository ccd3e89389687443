package dev.peregrine.internal;

import java.nio.charset.StandardCharsets;

/** Placeholder until the correctly rounded fast parser lands; the JDK's parser is correct, only slower. */
public final class DoubleParser {
  private DoubleParser() {}

  public static double parseDouble(byte[] b, int off, int len) {
    return Double.parseDouble(new String(b, off, len, StandardCharsets.ISO_8859_1));
  }

  public static float parseFloat(byte[] b, int off, int len) {
    return Float.parseFloat(new String(b, off, len, StandardCharsets.ISO_8859_1));
  }
}
