package dev.peregrine.bench.coldstart;

import dev.peregrine.bench.peer.Peers;
import dev.peregrine.bench.peer.Peer;
import dev.peregrine.bench.model.MediaContent;
import dev.peregrine.bench.eishay.Eishay;
import dev.peregrine.bench.eishay.Scenario;

/**
 * The cold-start probe, run by the suite in a fresh JVM per measurement (JsonPerformanceVS's method): a user's first
 * write or first read of MediaContent with one library, timed with {@link System#nanoTime} from inside
 * {@code main}.
 *
 * <pre>
 * java -cp ... dev.peregrine.bench.coldstart.ColdStart write|read|empty LIBRARY [--check]
 * </pre>
 *
 * <p>The timed span starts before the library's adapter is created, so it includes loading and initialising
 * the library and building its mapper or facade, as a user's first call would; it ends when the first UTF-8
 * document is written or the first MediaContent is read. The model classes, the value and the document are
 * ready before the clock starts (an application has its model loaded before it serialises it), every jar of
 * the class path is already open (see below), and nothing of any library is touched before it:
 * {@link Libraries} creates only the one adapter, without lambdas.
 *
 * <p>{@code empty} does nothing, so the suite can time a bare JVM start and exit as a baseline.
 *
 * <p>Prints one line per measurement, {@code coldstart DIRECTION NANOS}; on failure one line
 * {@code coldstart error MESSAGE} and exit status 1. {@code --check} verifies the result after the clock
 * stops (the suite asks for it in the first JVM of each series, to keep the other JVMs short).
 */
public final class ColdStart {
  private ColdStart() {}

  /** The prefix of every line the suite reads back. */
  static final String PREFIX = "coldstart ";

  public static void main(String[] args) {
    if (args.length < 1) {
      System.out.println(PREFIX + "error usage: ColdStart write|read|empty LIBRARY [--check]");
      System.exit(2);
    }
    String mode = args[0];
    if (mode.equals("empty")) {
      System.out.println(PREFIX + "empty 0");
      return;
    }
    try {
      String id = args[1];
      boolean check = args.length > 2 && args[2].equals("--check");
      Peers.kind(id);
      MediaContent value = Eishay.value();
      byte[] document = Eishay.COMPACT_UTF8;
      // The suite's class path holds every library, and the JDK opens its jars lazily, in order, on the first
      // lookup that reaches them: without this, a library late on the class path (moshi) would pay inside the
      // timed span for opening the jars of every library before it, and peregrine-core (first) for none. A
      // lookup of a name no jar holds opens them all, before the clock starts.
      ColdStart.class.getClassLoader().getResource("dev/peregrine/bench/cold-start-opens-every-jar");
      switch (mode) {
        case "write" -> {
          long start = System.nanoTime();
          Peer library = Peers.create(id);
          byte[] written = library.writeUtf8(value);
          long nanos = System.nanoTime() - start;
          if (check) {
            checkWritten(library, written);
          }
          System.out.println(PREFIX + "write " + nanos);
        }
        case "read" -> {
          long start = System.nanoTime();
          Peer library = Peers.create(id);
          MediaContent read = library.readUtf8(document);
          long nanos = System.nanoTime() - start;
          if (check) {
            checkRead(read);
          }
          System.out.println(PREFIX + "read " + nanos);
        }
        default -> throw new IllegalArgumentException("unknown mode " + mode);
      }
    } catch (Throwable t) {
      System.out.println(PREFIX + "error " + Scenario.firstLine(t));
      System.exit(1);
    }
  }

  /**
   * The output reads back, with the same library, to the value. The suite's WriteUTF8Bytes check judges the
   * same output with a separate Jackson mapper; loading Jackson here would only lengthen every cold JVM.
   */
  private static void checkWritten(Peer library, byte[] written) throws Exception {
    if (written == null || written.length == 0 || written[0] != '{') {
      throw new IllegalStateException("the first write did not produce a JSON object");
    }
    if (!Eishay.value().equals(library.readUtf8(written))) {
      throw new IllegalStateException("the first write does not read back to the Eishay value");
    }
  }

  private static void checkRead(MediaContent read) {
    if (!Eishay.value().equals(read)) {
      throw new IllegalStateException("the first read did not produce the Eishay value");
    }
  }
}
