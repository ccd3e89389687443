package dev.peregrine.bench.unsafedenied;

import dev.peregrine.bench.peer.Peers;
import dev.peregrine.bench.peer.Peer;
import dev.peregrine.bench.peer.NotApplicable;
import dev.peregrine.bench.report.ReportText;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.eishay.Scenario;
import dev.peregrine.bench.eishay.Scenarios;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import dev.peregrine.bench.run.ChildJvm;

/**
 * Which libraries still work when the JVM denies {@code sun.misc.Unsafe}'s memory access. JDK 23 deprecated
 * those methods for removal (JEP 471) and added {@code --sun-misc-unsafe-memory-access=deny}, under which
 * each of them throws {@link UnsupportedOperationException}; JDK 24 warns on their first use by default (JEP
 * 498), and the JDK's plan is to deny by default in a later release, then remove them. A library that needs
 * them for its speed or to start at all stops working on that day.
 *
 * <p>The probe, run in a fresh JVM with that option, one JVM per library:
 *
 * <pre>
 * java --sun-misc-unsafe-memory-access=deny -cp ... dev.peregrine.bench.unsafedenied.NoUnsafe LIBRARY
 * </pre>
 *
 * <p>prepares every Eishay scenario of the library's family as the suite does before timing it: builds the
 * operation, runs it three times and checks the result. It prints {@code nounsafe ok N} (N scenarios passed,
 * those the library cannot do at all not counted) or, at the first failure, {@code nounsafe error MESSAGE}
 * with the scenario, the deepest cause and the first frame of library code it came from, and exits 1. The
 * suite runs a library that fails once more with Unsafe allowed, to tell a library that needs Unsafe from one
 * that fails anyway.
 */
public final class NoUnsafe {
  private NoUnsafe() {}

  /** The prefix of every line the suite reads back. */
  static final String PREFIX = "nounsafe ";

  /** The JVM option under test. */
  static final String OPTION = Results.NoUnsafeRun.OPTION;

  /** The first JDK feature release that knows {@link #OPTION}. */
  public static final int FIRST_JDK = Results.NoUnsafeRun.FIRST_JDK;

  /** A JVM that takes longer than this is killed and its library marked as failed. */
  private static final long TIMEOUT_SECONDS = 180;

  public static void main(String[] args) {
    if (args.length != 1) {
      System.out.println(PREFIX + "error usage: NoUnsafe LIBRARY");
      System.exit(2);
    }
    String id = args[0];
    String scenario = "creating the adapter";
    int passed = 0;
    try {
      Peer.Kind kind = Peers.kind(id);
      for (Scenario s : Scenarios.eishay()) {
        if (s.kind() != kind) {
          continue;
        }
        scenario = s.name();
        try {
          s.prepare(Peers.create(id));
          passed++;
        } catch (NotApplicable e) {
          // the library cannot do this scenario at all, Unsafe or not
        }
      }
    } catch (Throwable t) {
      System.out.println(PREFIX + "error " + describe(scenario, t));
      System.exit(1);
    }
    System.out.println(PREFIX + "ok " + passed);
  }

  /**
   * "in SCENARIO: DeepestCause: message (at first.library.Frame)": the deepest cause says what the JVM
   * refused, the frame which library code asked for it.
   */
  static String describe(String scenario, Throwable t) {
    Throwable root = t;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    String where = "";
    for (StackTraceElement e : root.getStackTrace()) {
      String c = e.getClassName();
      if (!c.startsWith("java.") && !c.startsWith("jdk.") && !c.startsWith("sun.")) {
        where = " (at " + c + "." + e.getMethodName() + ")";
        break;
      }
    }
    return Scenario.abbreviate("in " + scenario + ": " + Scenario.firstLine(root) + where);
  }

  /** The name {@code --only} matches, like a scenario pair: {@code NoUnsafe/fastjson2}. */
  static String name(String library) {
    return "NoUnsafe/" + library;
  }

  /** The JDK feature release of a version string such as "25.0.3+9-LTS" or "17.0.15+6-Debian", or 0. */
  static int feature(String version) {
    try {
      return Runtime.Version.parse(version).feature();
    } catch (IllegalArgumentException e) {
      return 0;
    }
  }

  /** Whether the suite can run the probe on this JDK. */
  public static boolean canDeny(Results.Jdk jdk) {
    return feature(jdk.version()) >= FIRST_JDK;
  }

  /** The libraries whose {@link #name} {@code only} lets through (all when it is null). */
  public static List<String> plan(List<String> libraries, Pattern only) {
    return libraries.stream().filter(id -> only == null || only.matcher(name(id)).find()).toList();
  }

  /** One JVM per library on every JDK that can deny Unsafe, one after another. */
  public static List<Results.NoUnsafeRun> run(List<Results.Jdk> jdks, List<String> libraries, List<String> jvmArgs,
      String classPath, Path logs) throws IOException {
    List<Results.NoUnsafeRun> all = new ArrayList<>();
    for (Results.Jdk jdk : jdks) {
      if (!canDeny(jdk)) {
        continue;
      }
      System.out.printf(Locale.ROOT, "[without Unsafe] %d JVMs with %s · %s%n", libraries.size(), OPTION,
          jdk.label());
      for (String id : libraries) {
        Path log = logs.resolve(("nounsafe-" + jdk.version() + "-" + id).replaceAll("[^A-Za-z0-9._-]", "_")
            + ".log");
        Files.deleteIfExists(log);
        Results.NoUnsafeRun result = probe(jdk, id, jvmArgs, classPath, log, true);
        if (!result.runs()) {
          // The same JVM with Unsafe allowed tells a library that needs it from one that fails here anyway.
          Results.NoUnsafeRun allowed = probe(jdk, id, jvmArgs, classPath, log, false);
          result = new Results.NoUnsafeRun(id, jdk.label(), false, !allowed.runs(), 0, result.reason());
        }
        System.out.printf(Locale.ROOT, "  %-30s %s%n", id, ReportText.noUnsafeCell(result));
        all.add(result);
      }
    }
    return all;
  }

  private static Results.NoUnsafeRun probe(Results.Jdk jdk, String id, List<String> jvmArgs, String classPath,
      Path log, boolean deny) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(jdk.javaPath());
    command.addAll(jvmArgs);
    if (deny) {
      command.add(OPTION);
    }
    command.addAll(Peers.jvmOptions(id, jdk.version()));
    command.add("-cp");
    command.add(classPath);
    command.add(NoUnsafe.class.getName());
    command.add(id);
    ChildJvm.Outcome outcome = ChildJvm.run(command, TIMEOUT_SECONDS, log, (deny ? OPTION : "Unsafe allowed")
        + " " + id);
    return outcome.exited() ? parse(id, jdk.label(), outcome.output(), outcome.status(), log)
        : new Results.NoUnsafeRun(id, jdk.label(), false, false, 0,
            "no answer within " + TIMEOUT_SECONDS + " s (log: " + log + ")");
  }

  /** What the probe printed: its verdict, or why there is none (a JVM that died before printing one). */
  static Results.NoUnsafeRun parse(String library, String jdk, String output, int exitStatus, Path log) {
    for (String line : output.split("\n")) {
      String s = line.strip();
      if (s.startsWith(PREFIX + "error ")) {
        return new Results.NoUnsafeRun(library, jdk, false, false, 0, s.substring((PREFIX + "error ").length()));
      }
      if (s.startsWith(PREFIX + "ok ") && exitStatus == 0) {
        return new Results.NoUnsafeRun(library, jdk, true, false,
            Integer.parseInt(s.substring((PREFIX + "ok ").length()).strip()), null);
      }
    }
    return new Results.NoUnsafeRun(library, jdk, false, false, 0, "exit status " + exitStatus
        + ", no verdict printed: " + ChildJvm.failureIn(log) + " (log: " + log + ")");
  }
}
