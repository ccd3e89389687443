package dev.peregrine.bench.lab;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Random;

/**
 * The search for a JSON string's end alone (the type matrix's String-long rows), over the type matrix's long strings
 * (12 strings of about 430 ASCII bytes, as in {@code TypeCases}' String-long row): the word test with three
 * terms (the older one), with two (core's {@code Ascii.jsonSpecials}, copied here), both two
 * words a step, blocks of 64 bytes in a loop C2 could vectorise (it does not), and the JDK's vectorised
 * {@code String.indexOf} over the same text as a String (what fastjson2
 * reaches through JDK internals for bytes, and what a reader over a String could call). Nanoseconds per
 * document, each round in turns; absolute times, so compare within one run.
 *
 * <p>Run: {@code java -cp "peregrine-bench-lab/target/classes:$(cat peregrine-bench-lab/target/lab.classpath)"
 * dev.peregrine.bench.lab.StringScanProbe [rounds (8)]}. Measured on JDK 17: three terms 700-900 ns, two
 * 500-570 ns, indexOf 130-200 ns.
 */
public final class StringScanProbe {
  private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final long HIGH = 0x8080808080808080L;
  private static final long ONES = 0x0101010101010101L;
  private static final String LOREM = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod "
      + "tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation "
      + "ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in "
      + "voluptate velit esse cillum dolore eu fugiat nulla pariatur. Excepteur sint occaecat cupidatat non "
      + "proident, sunt in culpa qui officia deserunt mollit anim id est laborum.";

  private StringScanProbe() {}

  private interface Scan {
    int run(byte[] b, int q, int end);
  }

  // The older word test, which Ascii.jsonSpecials replaced: x - 0x20, a quote's and a backslash's term.
  private static long threeTerms(long w) {
    return ((w - 0x20 * ONES) | ((w ^ '"' * ONES) - ONES) | ((w ^ '\\' * ONES) - ONES)) & HIGH;
  }

  // The two runs differ only in their word test and are written out twice on purpose: one loop taking the test
  // as a function would have one call site see both tests, and measure that call rather than the tests.
  private static int threeTermRun(byte[] b, int q, int end) {
    for (int last = end - 16; q <= last; q += 16) {
      long f0 = threeTerms((long) LONG.get(b, q));
      long f1 = threeTerms((long) LONG.get(b, q + 8));
      if ((f0 | f1) != 0) return f0 != 0 ? q + (Long.numberOfTrailingZeros(f0) >>> 3) : q + 8 + (Long.numberOfTrailingZeros(f1) >>> 3);
    }
    return byteRun(b, q, end);
  }

  // The word test as Ascii.jsonSpecials has it (copied: the suite may use only the public API).
  private static long twoTerms(long w) {
    return (((w ^ 0x02 * ONES) - 0x21 * ONES) | ((w ^ '\\' * ONES) - ONES)) & HIGH;
  }

  private static int twoTermRun(byte[] b, int q, int end) {
    for (int last = end - 16; q <= last; q += 16) {
      long f0 = twoTerms((long) LONG.get(b, q));
      long f1 = twoTerms((long) LONG.get(b, q + 8));
      if ((f0 | f1) != 0) return f0 != 0 ? q + (Long.numberOfTrailingZeros(f0) >>> 3) : q + 8 + (Long.numberOfTrailingZeros(f1) >>> 3);
    }
    return byteRun(b, q, end);
  }

  // Blocks of 64 bytes, each tested by a loop with no exit (an OR of every byte's terms: below 0x20 or not
  // ASCII, a quote, a backslash, each negative as an int), the shape C2's auto-vectoriser takes; the block
  // with a hit is searched by the two-term words. Measured on JDK 17 and 25: C2 did not vectorise it, and it
  // ran 9x slower than the two-term words (3,700-3,900 ns against 410); an OR of the bytes alone, in a test
  // program, 3x slower. So no vector search for a string's end without the JDK's internals.
  private static int blockRun(byte[] b, int q, int end) {
    for (int last = end - BLOCK; q <= last; q += BLOCK) {
      int acc = 0;
      for (int j = q; j < q + BLOCK; j++) {
        int c = b[j];
        acc |= (c - 0x20) | ((c ^ '"') - 1) | ((c ^ '\\') - 1);
      }
      if (acc < 0) break;
    }
    return twoTermRun(b, q, end);
  }

  private static final int BLOCK = 64;

  private static int byteRun(byte[] b, int q, int end) {
    for (; q < end; q++) {
      int c = b[q];
      if (c == '"' || c == '\\' || c < 0x20) return q;
    }
    return q;
  }

  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 8;
    Random r = new Random(1);
    StringBuilder doc = new StringBuilder("{");
    for (int i = 0; i < 12; i++) {
      doc.append("\"f").append(i).append("\":\"").append(LOREM.substring(r.nextInt(40))).append(" #")
          .append(r.nextInt(1000)).append("\",");
    }
    doc.setLength(doc.length() - 1);
    String text = doc.append('}').toString();
    byte[] b = text.getBytes(StandardCharsets.ISO_8859_1);
    int[] starts = new int[12];
    for (int i = 0, n = 0; i < b.length; i++) {
      if (b[i] == ':') starts[n++] = i + 2;
    }
    Scan[] scans = {StringScanProbe::threeTermRun, StringScanProbe::twoTermRun, StringScanProbe::blockRun,
        (bytes, q, end) -> text.indexOf('"', q)};
    String[] names = {"three terms", "two terms", "blocks of 64", "String.indexOf"};
    for (int s = 0; s < scans.length; s++) { // all find the same ends
      for (int start : starts) {
        if (scans[s].run(b, start, b.length) != scans[1].run(b, start, b.length)) throw new AssertionError(names[s]);
      }
    }
    long check = 0;
    for (int round = 0; round < rounds; round++) {
      StringBuilder line = new StringBuilder("round " + round + ":");
      for (int s = 0; s < scans.length; s++) {
        Scan scan = scans[s];
        int reps = 200_000;
        long t0 = System.nanoTime();
        for (int k = 0; k < reps; k++) {
          for (int start : starts) check += scan.run(b, start, b.length);
        }
        line.append(String.format("  %s %.0f ns", names[s], (double) (System.nanoTime() - t0) / reps));
      }
      System.out.println(line);
    }
    if (check == 42) System.out.println(); // keeps the results live
  }
}
