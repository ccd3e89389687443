package dev.peregrine.bench.lab;

import dev.peregrine.bench.eishay.Eishay;
import dev.peregrine.bench.model.Image;
import dev.peregrine.bench.model.MediaContent;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * What it costs, without a String's own bytes, to copy the Eishay value's nine strings into a byte array as
 * UTF-8 and know that they were ASCII: nanoseconds per string for each way a writer can do it with the JDK's
 * public API, and, with {@code wide}, the same after the JVM has read one string that is not Latin-1 (which
 * changes what C2 compiles for every {@code charAt}). The ways:
 * <ul>
 *   <li>{@code copy}: {@code getBytes(int, int, byte[], int)} alone, the floor (it cannot tell ASCII);
 *   <li>{@code copy+charAt}: that copy and a loop of {@code charAt} over the chars, ORed (the CBOR writer's);
 *   <li>{@code encoder}: {@code getBytes(UTF_8)}, then a copy of its bytes;
 *   <li>{@code copy+words}: the copy and a check of the copied bytes 8 at a time (not enough alone: a char past
 *       U+00FF can have a low byte under 0x80);
 *   <li>{@code copy+getChars}: the copy, then the chars copied out and ORed;
 *   <li>{@code getChars+store}: the chars copied out, then stored a byte each and ORed.
 * </ul>
 *
 * <p>Run: {@code java -cp CLASSPATH dev.peregrine.bench.lab.StringCopyProbe [ROUNDS (6)] [wide]} (the classpath
 * as the other probes). A loop timed by {@code System.nanoTime}, not JMH: compare the ways with each other.
 */
public final class StringCopyProbe {
  private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final String[] WAYS = {"copy", "copy+charAt", "encoder", "copy+words", "copy+getChars",
      "getChars+store"};
  private static final byte[] OUT = new byte[4096];
  private static final char[] CHARS = new char[256];

  private StringCopyProbe() {}

  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 6;
    String[] strings = strings(Eishay.value());
    if (args.length > 1 && args[1].equals("wide")) {
      String wide = "\u4e2d\u6587 text";
      for (int way = 0; way < WAYS.length; way++) write(way, wide, 0);
    }
    long sink = 0;
    for (int round = 0; round < rounds; round++) {
      StringBuilder line = new StringBuilder();
      for (int way = 0; way < WAYS.length; way++) {
        long t = System.nanoTime();
        for (int i = 0; i < 200_000; i++) {
          int p = 0;
          for (String s : strings) p = write(way, s, p) & 1023;
          sink += p;
        }
        line.append(String.format("  %s %.1f", WAYS[way], (System.nanoTime() - t) / 200_000.0 / strings.length));
      }
      System.out.println("ns per string:" + line);
    }
    if (sink == 42) System.out.println();
  }

  /** The Eishay value's nine strings, in document order (StringMakeProbe's too). */
  static String[] strings(MediaContent value) {
    List<String> all = new ArrayList<>(List.of(value.getMedia().getUri(), value.getMedia().getTitle(),
        value.getMedia().getFormat()));
    all.addAll(value.getMedia().getPersons());
    for (Image image : value.getImages()) {
      all.add(image.getUri());
      all.add(image.getTitle());
    }
    return all.toArray(new String[0]);
  }

  // Writes s at p by the way given; the position after it, or -1 where the way found a char past ASCII.
  @SuppressWarnings("deprecation") // getBytes(int, int, byte[], int): each char's low byte
  private static int write(int way, String s, int p) {
    byte[] b = OUT;
    int n = s.length();
    switch (way) {
      case 0 -> {
        s.getBytes(0, n, b, p);
        return p + n;
      }
      case 1 -> {
        s.getBytes(0, n, b, p);
        int any = 0;
        for (int i = 0; i < n; i++) any |= s.charAt(i);
        return any < 0x80 ? p + n : -1;
      }
      case 2 -> {
        byte[] u = s.getBytes(StandardCharsets.UTF_8);
        if (u.length != n) return -1;
        System.arraycopy(u, 0, b, p, n);
        return p + n;
      }
      case 3 -> {
        s.getBytes(0, n, b, p);
        long any = 0;
        int i = p;
        for (; i + 8 <= p + n; i += 8) any |= (long) LONG.get(b, i);
        for (; i < p + n; i++) any |= b[i];
        return (any & 0x8080808080808080L) == 0 ? p + n : -1;
      }
      case 4 -> {
        s.getBytes(0, n, b, p);
        s.getChars(0, n, CHARS, 0);
        int any = 0;
        for (int i = 0; i < n; i++) any |= CHARS[i];
        return any < 0x80 ? p + n : -1;
      }
      default -> {
        s.getChars(0, n, CHARS, 0);
        int any = 0;
        for (int i = 0; i < n; i++) {
          char c = CHARS[i];
          any |= c;
          b[p + i] = (byte) c;
        }
        return any < 0x80 ? p + n : -1;
      }
    }
  }
}
