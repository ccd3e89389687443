package dev.peregrine.bench.run;

import java.util.List;

/** The JVM options of the JVMs the suite starts: the benchmark forks and the probe JVMs. */
public final class JvmOptions {
  private JvmOptions() {}

  /** JVM options of every cold-start JVM, and the start of every JMH fork's: a fixed heap keeps GC sizing out of it. */
  public static final List<String> FORK_JVM_ARGS = List.of("-Xms1g", "-Xmx1g");

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
  public static final List<String> BENCHMARK_JVM_ARGS = List.of("-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch");

  /**
   * JVM options of the scenarios' turns (ScenarioTurnsRunner): {@link #BENCHMARK_JVM_ARGS} and {@code -Xbatch},
   * each compilation done while the thread that asked for it waits, instead of in the background. Which code a
   * JVM ends up with depends on when each compilation lands against the profiles the libraries taking turns
   * write into the JDK code they share (the three trees are LinkedHashMaps); in the background that follows the
   * machine's load. Session 14, the two Eishay tree parses, Peregrine, fastjson2 and Jackson in turns, 8 JVMs
   * each, fastjson2 ÷ Peregrine per JVM: with a busy loop on one of the two cores, 1.06-1.33 (3 JVMs in a state
   * where fastjson2 and Jackson ran ~15% slower and Peregrine up to ~15% faster), and 1.03-1.38 with none; with
   * -Xbatch, 1.18-1.34 (one JVM) and 1.32-1.39 with the busy loop, 1.28-1.30 and 1.30-1.37 without. The thread's
   * waits are not in its CPU time, which the rounds count, so the scores are unchanged but for that choice of
   * code; the warmup takes longer in wall time (about a second a JVM).
   */
  public static final List<String> TURNS_JVM_ARGS = List.of("-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch", "-Xbatch");
}
