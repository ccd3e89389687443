package dev.peregrine.bench.demoresponse;

import dev.peregrine.bench.peer.TypedJson;
import dev.peregrine.bench.peer.Peer;
import dev.peregrine.bench.peer.Peers;
import dev.peregrine.bench.peers.WarmTimer;
import java.nio.charset.StandardCharsets;
import dev.peregrine.bench.scaling.ScaleProbe;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The probe of the blog's DemoResponse test, started by the suite ({@code run.DemoRunner}) or by hand.
 *
 * <pre>
 * java -cp CP dev.peregrine.bench.demoresponse.DemoProbe loop LIBRARY|hand-written SIZE LOOPS
 * java -cp CP dev.peregrine.bench.demoresponse.DemoProbe warm LIBRARY|hand-written SIZES WARMUP_MS ITERATIONS ITERATION_MS
 * </pre>
 *
 * {@code loop} is the blog's method, the first thing a fresh JVM does: the write to a String, LOOPS times,
 * timed as one total in milliseconds ({@code demo loop}). {@code warm} times ({@link WarmTimer}) four operations
 * at each size of SIZES (comma-separated, ascending): write to a String, write to UTF-8 bytes, read from the
 * String, read from the bytes (the hand-written writer has no reader: only the writes), after every case in
 * turns for {@link ScaleProbe#PREWARM_FACTOR} times one case's warmup. Before anything is
 * timed the writer's output is checked against the hand-written one: byte for byte ({@code identical=true}) or,
 * when a library orders members otherwise, read back to the value; a library's reads must give the value.
 */
public final class DemoProbe {
  private DemoProbe() {}

  public static final String PREFIX = "demo ";

  /** The id of the hand-written writer, beside the libraries' ids. */
  public static final String HAND_WRITTEN = "hand-written";

  public static void main(String[] args) {
    try {
      switch (args[0]) {
        case "loop" -> loop(args[1], Integer.parseInt(args[2]), Integer.parseInt(args[3]));
        case "warm" -> {
          // One codec for the whole JVM, as a service keeps one mapper.
          TypedJson<DemoResponse> codec = args[1].equals(HAND_WRITTEN) ? null
              : Peers.json(args[1], DemoResponse.class, Peer.Binding.DEFAULTS);
          prewarm(codec, args[2], Long.parseLong(args[3]));
          for (String size : args[2].split(",")) {
            warm(codec, Integer.parseInt(size), Long.parseLong(args[3]), Integer.parseInt(args[4]),
                Long.parseLong(args[5]));
          }
        }
        default -> throw new IllegalArgumentException("loop or warm: " + args[0]);
      }
    } catch (Throwable t) {
      String m = t.toString();
      System.out.println(PREFIX + "error " + m.replaceAll("\\s+", " "));
      System.exit(1);
    }
  }

  private static void loop(String library, int size, int loops) throws Exception {
    DemoResponse value = DemoResponse.of(size);
    boolean hand = library.equals(HAND_WRITTEN);
    TypedJson<DemoResponse> codec = hand ? null : Peers.json(library, DemoResponse.class, Peer.Binding.DEFAULTS);
    long start = System.nanoTime();
    String last = null;
    for (int i = 0; i < loops; i++) {
      last = hand ? DemoWriter.write(value) : codec.writeString(value);
    }
    long nanos = System.nanoTime() - start;
    boolean identical = check(value, codec, last);
    System.out.println(PREFIX + "loop size=" + size + " loops=" + loops + " totalMs=" + nanos / 1e6 + " bytes="
        + last.getBytes(StandardCharsets.UTF_8).length + " identical=" + identical);
  }

  /** Whether {@code text} is the hand-written document byte for byte; fails when it is not even the same value. */
  private static boolean check(DemoResponse value, TypedJson<DemoResponse> codec, String text) throws Exception {
    if (DemoWriter.write(value).equals(text)) {
      return true;
    }
    if (codec == null || !value.equals(codec.readString(text))
        || !value.equals(Peers.json("jackson", DemoResponse.class, Peer.Binding.DEFAULTS).readString(text))) {
      throw new IllegalStateException("the text written does not read back to the value");
    }
    return false;
  }

  /** Every operation at every size in turns, {@link ScaleProbe#PREWARM_FACTOR} times one case's warmup. */
  private static void prewarm(TypedJson<DemoResponse> codec, String sizes, long warmupMillis) throws Exception {
    boolean hand = codec == null;
    List<WarmTimer.Operation> all = new ArrayList<>();
    for (String size : sizes.split(",")) {
      DemoResponse value = DemoResponse.of(Integer.parseInt(size));
      String text = DemoWriter.write(value);
      byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
      if (hand) {
        all.add(() -> DemoWriter.write(value));
        all.add(() -> DemoWriter.writeBytes(value));
      } else {
        all.add(() -> codec.writeString(value));
        all.add(() -> codec.writeBytes(value));
        all.add(() -> codec.readString(text));
        all.add(() -> codec.readBytes(utf8));
      }
    }
    WarmTimer.prewarm(all, ScaleProbe.PREWARM_FACTOR * warmupMillis);
  }

  /** The four operations (the hand-written writer's two) at one size; {@code codec} null for the hand-written. */
  private static void warm(TypedJson<DemoResponse> codec, int size, long warmupMillis, int iterations,
      long iterationMillis) throws Exception {
    DemoResponse value = DemoResponse.of(size);
    boolean hand = codec == null;
    String expected = DemoWriter.write(value);
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
    check(value, codec, codec.writeString(value));
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
