package dev.peregrine.bench.lab;

import dev.peregrine.bench.eishay.Eishay;
import dev.peregrine.internal.Ascii;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The reading side of {@link StringCopyProbe}: what it costs, with the JDK's public API, to make a String of
 * a run of UTF-8 bytes whose length is known (a CBOR text string) and be sure the bytes were valid; nanoseconds
 * per string over the Eishay value's nine strings. The ways:
 * <ul>
 *   <li>{@code copy}: the deprecated {@code String(byte[], 0, int, int)} alone, the floor (no check at all);
 *   <li>{@code words+copy}: Peregrine's check 8 bytes at a time ({@code Ascii.isAscii}), then that copy;
 *   <li>{@code utf8}: {@code new String(bytes, off, len, UTF_8)}, which checks for bytes past ASCII by an
 *       intrinsic and copies, then {@code indexOf('\uFFFD')} (at once -1 for a Latin-1 String) to know that
 *       nothing was replaced;
 *   <li>{@code latin1}: {@code new String(bytes, off, len, ISO_8859_1)} after the words check.
 * </ul>
 * With {@code wide}, the strings are made of text past ASCII instead (each doubled with Chinese text), where
 * only {@code utf8} is valid; the others show the floor.
 *
 * <p>Run: {@code java -cp CLASSPATH dev.peregrine.bench.lab.StringMakeProbe [ROUNDS (6)] [wide]} (the classpath
 * as the other probes). A loop timed by {@code System.nanoTime}, not JMH: compare the ways with each other.
 */
public final class StringMakeProbe {
  private static final String[] WAYS = {"copy", "words+copy", "utf8", "latin1"};

  private StringMakeProbe() {}

  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 6;
    boolean wide = args.length > 1 && args[1].equals("wide");
    List<byte[]> texts = new ArrayList<>();
    for (String s : StringCopyProbe.strings(Eishay.value())) texts.add((wide ? s + "\u4e2d\u6587" : s).getBytes(StandardCharsets.UTF_8));
    // One buffer with the texts one after the other, as a reader sees them.
    int total = texts.stream().mapToInt(t -> t.length).sum();
    byte[] buf = new byte[total + 8];
    int[] offs = new int[texts.size()];
    int[] lens = new int[texts.size()];
    int p = 0;
    for (int i = 0; i < texts.size(); i++) {
      offs[i] = p;
      lens[i] = texts.get(i).length;
      System.arraycopy(texts.get(i), 0, buf, p, lens[i]);
      p += lens[i];
    }
    long sink = 0;
    for (int round = 0; round < rounds; round++) {
      StringBuilder line = new StringBuilder();
      for (int way = 0; way < WAYS.length; way++) {
        long t = System.nanoTime();
        for (int i = 0; i < 200_000; i++) {
          for (int k = 0; k < offs.length; k++) sink += make(way, buf, offs[k], lens[k]).length();
        }
        line.append(String.format("  %s %.1f", WAYS[way], (System.nanoTime() - t) / 200_000.0 / offs.length));
      }
      System.out.println("ns per string:" + line);
    }
    if (sink == 42) System.out.println();
  }

  @SuppressWarnings("deprecation") // String(byte[], int hibyte, int, int): each byte as a Latin-1 char
  private static String make(int way, byte[] b, int off, int len) {
    switch (way) {
      case 0 -> {
        return new String(b, 0, off, len);
      }
      case 1 -> {
        return Ascii.isAscii(b, off, len) ? new String(b, 0, off, len) : "";
      }
      case 2 -> {
        String s = new String(b, off, len, StandardCharsets.UTF_8);
        return s.indexOf('\uFFFD') < 0 ? s : "";
      }
      default -> {
        return Ascii.isAscii(b, off, len) ? new String(b, off, len, StandardCharsets.ISO_8859_1) : "";
      }
    }
  }
}
