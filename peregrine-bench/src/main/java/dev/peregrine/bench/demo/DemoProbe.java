package dev.peregrine.bench.demo;

import dev.peregrine.bench.peers.PeerCodec;
import dev.peregrine.bench.peers.PeerCodecs;
import dev.peregrine.bench.peers.WarmTimer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Seed 004's probe: one JVM per (writer, size), started by the suite ({@code run.DemoRunner}) or by hand.
 *
 * <pre>
 * java -cp CP dev.peregrine.bench.demo.DemoProbe LIBRARY|hand-written SIZE LOOPS WARMUP_MS ITERATIONS ITERATION_MS
 * </pre>
 *
 * First the seed's method in the fresh JVM: {@code toJSONString} (here the library's write to a String) LOOPS
 * times, timed as one total in milliseconds ({@code demo loop}). Then the warm measurement ({@link WarmTimer})
 * of four operations: write to a String, write to UTF-8 bytes, read from the String, read from the bytes (the
 * hand-written writer has no reader: it prints only the writes). Before anything is timed the writer's output
 * is checked against the hand-written one as JSON text: byte for byte ({@code identical=true}) or, when a
 * library orders members otherwise, member for member after reading it back to the value; a library's reads
 * must give the value. With WARMUP_MS 0 only the loop runs.
 */
public final class DemoProbe {
  private DemoProbe() {}

  public static final String PREFIX = "demo ";

  /** The id of the hand-written writer, beside the libraries' ids. */
  public static final String HAND_WRITTEN = "hand-written";

  public static void main(String[] args) {
    try {
      run(args[0], Integer.parseInt(args[1]), Integer.parseInt(args[2]), Long.parseLong(args[3]),
          Integer.parseInt(args[4]), Long.parseLong(args[5]));
    } catch (Throwable t) {
      String m = t.toString();
      System.out.println(PREFIX + "error " + m.replaceAll("\\s+", " "));
      System.exit(1);
    }
  }

  private static void run(String library, int size, int loops, long warmupMillis, int iterations,
      long iterationMillis) throws Exception {
    DemoResponse value = DemoResponse.of(size);
    boolean hand = library.equals(HAND_WRITTEN);
    PeerCodec<DemoResponse> codec = hand ? null : PeerCodecs.create(library, DemoResponse.class);
    String expected = DemoWriter.write(value);

    long start = System.nanoTime();
    Object last = null;
    for (int i = 0; i < loops; i++) {
      last = hand ? DemoWriter.write(value) : codec.writeString(value);
    }
    long nanos = System.nanoTime() - start;
    String text = (String) last;
    boolean identical = expected.equals(text);
    if (!hand && !identical && !value.equals(codec.readString(text))) {
      throw new IllegalStateException("the text written does not read back to the value");
    }
    if (!hand && !identical && !value.equals(PeerCodecs.create("peregrine", DemoResponse.class).readString(text))) {
      throw new IllegalStateException("the text written is not the hand-written document member for member");
    }
    System.out.println(PREFIX + "loop size=" + size + " loops=" + loops + " totalMs=" + nanos / 1e6 + " bytes="
        + text.getBytes(StandardCharsets.UTF_8).length + " identical=" + identical);
    if (warmupMillis <= 0) {
      return;
    }
    byte[] utf8 = expected.getBytes(StandardCharsets.UTF_8);
    if (hand) {
      if (!Arrays.equals(utf8, DemoWriter.writeBytes(value))) {
        throw new IllegalStateException("the hand-written bytes are not the text's UTF-8");
      }
      print("writeString", size, WarmTimer.time(() -> DemoWriter.write(value), warmupMillis, iterations,
          iterationMillis));
      print("writeBytes", size, WarmTimer.time(() -> DemoWriter.writeBytes(value), warmupMillis, iterations,
          iterationMillis));
      return;
    }
    if (!value.equals(codec.readString(expected)) || !value.equals(codec.readBytes(utf8))
        || !value.equals(codec.readBytes(codec.writeBytes(value)))) {
      throw new IllegalStateException("a read does not give the value");
    }
    print("writeString", size, WarmTimer.time(() -> codec.writeString(value), warmupMillis, iterations,
        iterationMillis));
    print("writeBytes", size, WarmTimer.time(() -> codec.writeBytes(value), warmupMillis, iterations,
        iterationMillis));
    print("readString", size, WarmTimer.time(() -> codec.readString(expected), warmupMillis, iterations,
        iterationMillis));
    print("readBytes", size, WarmTimer.time(() -> codec.readBytes(utf8), warmupMillis, iterations,
        iterationMillis));
  }

  private static void print(String op, int size, WarmTimer.Timing t) {
    System.out.println(PREFIX + "warm " + op + " size=" + size + " " + t.line());
  }
}
