package dev.peregrine.bench.run;

import dev.peregrine.bench.peer.Peers;
import java.util.ArrayList;
import java.util.List;

/** The JVM options of the JVMs the suite starts: the benchmark forks and the probe JVMs. */
public final class JvmOptions {
  private JvmOptions() {}

  /** JVM options of every cold-start JVM, and the start of every JMH fork's: a fixed heap keeps GC sizing out of it. */
  public static final List<String> FORK_JVM_ARGS = withExtraPeers("-Xms1g", "-Xmx1g");

  /**
   * JVM options of every JMH fork, printed in the report: the heap is also touched before the benchmark starts.
   * G1 begins with a ~51 MB young generation and, after three or four collections, grows it to ~614 MB of pages
   * the process has never touched; on the shared 2-core VM the first touch of a page costs ~5 us (~0.6 us a
   * page to rewrite it). Until the next collection every operation pays for the pages it allocates into: the
   * allocation rate, not the code, set the score. ParseString/peregrine (1.5 KB per read) ran at 150-250 ops/ms
   * instead of ~1,100 for 2-4 s, through the whole quick measurement whenever its eden grew late in the warmup;
   * a fork whose eden grew early had finished the first pass before measuring. Pre-touching makes that the same
   * for every pair, at ~1 s more per fork start. Cold-start JVMs keep {@link #FORK_JVM_ARGS}: they time what a
   * fresh JVM does, page faults included.
   */
  public static final List<String> BENCHMARK_JVM_ARGS = withExtraPeers("-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch");

  /**
   * The options, and the peers added from outside the table ({@link Peers#EXTRA_PEERS_PROPERTY}) when this JVM has
   * any, so that every JVM the suite starts knows the same peers.
   */
  private static List<String> withExtraPeers(String... options) {
    List<String> list = new ArrayList<>(List.of(options));
    String extra = System.getProperty(Peers.EXTRA_PEERS_PROPERTY);
    if (extra != null && !extra.isBlank()) {
      list.add("-D" + Peers.EXTRA_PEERS_PROPERTY + "=" + extra);
    }
    return List.copyOf(list);
  }
}
