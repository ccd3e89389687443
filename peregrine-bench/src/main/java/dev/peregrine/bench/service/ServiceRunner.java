package dev.peregrine.bench.service;

import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.service.ServiceResults;
import dev.peregrine.bench.service.ServiceLoad;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import dev.peregrine.bench.scaling.ScaleRunner;
import dev.peregrine.bench.run.TimeLeft;
import dev.peregrine.bench.run.JvmOptions;
import dev.peregrine.bench.run.ChildJvm;

/**
 * The service experiment: the DemoResponse served over HTTP/1.1 by the Spring Boot application of the module
 * peregrine-bench-service ({@code dev.peregrine.bench.service.server.DemoService}), a fresh server JVM per
 * library and round, each loaded by {@link ServiceLoad} in a JVM of its own on the loopback address. The
 * libraries take turns: round 1 is one server JVM of each, then round 2, the order rotated each round, so that
 * every library's rounds sample the same stretches of a shared machine. A library whose server does not start,
 * serves through another converter than its own, or fails the check runs no more rounds and is reported with
 * the reason. Series are named {@code Service/LIBRARY} for {@code --only}.
 */
public final class ServiceRunner {
  /** The server's main class, in the service module (not on the suite's class path). */
  static final String SERVER_MAIN = "dev.peregrine.bench.service.server.DemoService";

  /**
   * The service's class path: the system property ./bench sets from the service module's build, else that
   * build's output found from the project root.
   */
  public static final String CLASS_PATH_PROPERTY = "peregrine.bench.serviceClassPath";

  /** The libraries in the order of a first round: the floor, Boot's default, then the others. */
  public static final List<String> LIBRARIES = List.of(ServiceResults.FLOOR, ServiceResults.BASELINE, "peregrine",
      "fastjson2");

  /**
   * Which converter class each library's server must pick for the DemoResponse (a part of its name): the check
   * that the library asked for is the one serving, since every response has the same JSON value.
   */
  static final Map<String, String> CONVERTERS = Map.of(ServiceResults.FLOOR, "FixedBodyConverter",
      ServiceResults.BASELINE, "JacksonJsonHttpMessageConverter", "peregrine", "Peregrine", "fastjson2",
      "FastJsonHttpMessageConverter");

  /**
   * What a profile measures: the sizes (entities), rounds (server JVMs per library), the load's concurrency, the
   * first warmup over every size, each size's warmup and measured window, and the most responses a window
   * keeps.
   */
  public record Settings(List<Integer> sizes, int rounds, int concurrency, long prewarmMillis, int passes,
      long warmupMillis, long measureMillis, int maxRequests) {
    public String describe() {
      return String.format(Locale.ROOT, "%s entities; %d round%s, a fresh server JVM per library and round (the "
          + "libraries in turns); %d connections kept alive, requests back to back; per server %s, then %d "
          + "pass%s over the sizes in turns, each size %,d ms of warmup and %,d ms of its window (%,d ms in all, "
          + "at most %,d responses)", sizes.stream().map(String::valueOf).collect(Collectors.joining(", ")), rounds,
          rounds == 1 ? "" : "s", concurrency, prewarmMillis == 0 ? "no warmup over every size"
          : String.format(Locale.ROOT, "%,d ms over every size in turns and on until the server's JIT is quiet "
          + "(at most %,d ms more)", prewarmMillis, prewarmMillis * ServiceLoad.SETTLE_FACTOR), passes,
          passes == 1 ? "" : "es", warmupMillis, measureMillis / passes, measureMillis, maxRequests);
    }
  }

  /**
   * Smoke: one size, one round, a few hundred requests (CI sees every converter serve and pass the check).
   * Quick: the blog's five sizes, three rounds, 1.2 s per size in three passes (about 4 minutes on 2 cores).
   * Full: five rounds of 5 s per size in five passes, after longer warmups.
   */
  public static Settings settings(Profile profile) {
    return switch (profile) {
      case SMOKE -> new Settings(List.of(100), 1, 2, 0, 1, 200, 300, 2_000);
      case QUICK -> new Settings(List.of(10, 50, 100, 200, 300), 3, 4, 2_000, 3, 150, 1_200, 200_000);
      case FULL -> new Settings(List.of(10, 50, 100, 200, 300), 5, 4, 10_000, 5, 500, 5_000, 1_000_000);
    };
  }

  /** The libraries {@code only} selects ({@code Service/LIBRARY}), in {@link #LIBRARIES}' order. */
  public static List<String> plan(Pattern only) {
    return LIBRARIES.stream().filter(l -> only == null || only.matcher(seriesName(l)).find()).toList();
  }

  public static String seriesName(String library) {
    return "Service/" + library;
  }

  /** Server JVMs of a run (each with its load JVM). */
  public static int jvms(Settings settings, Pattern only) {
    return plan(only).size() * settings.rounds();
  }

  /**
   * A server JVM's time: its start (Spring Boot and Tomcat with a pre-touched heap: 4-5 s on the 2-core machine
   * with a build beside it, 17 s at a load average of 18), the load JVM's start and check (1 s), then the load.
   */
  public static long millisPerJvm(Settings s) {
    // The settling after the first warmup: about half of it again, up to twice it on a busy machine (a load
    // average of 15 on 2 cores: the quick profile's servers took 5m16s where this estimated 3m56s).
    return 8_000 + s.prewarmMillis() * 3 / 2 + s.sizes().size() * (s.passes() * (s.warmupMillis() + 30)
        + s.measureMillis());
  }

  /**
   * The server's JVM options: the forks' fixed, pre-touched heap ({@link JvmOptions#BENCHMARK_JVM_ARGS}), so
   * that page faults of a growing heap do not fall into one library's windows and not another's.
   */
  static final List<String> SERVER_JVM_ARGS = JvmOptions.BENCHMARK_JVM_ARGS;

  /** The load generator's: a heap for its latency arrays, and the same for every library. */
  static final List<String> LOAD_JVM_ARGS = List.of("-Xms256m", "-Xmx256m");

  /** How long a server may take to print its ready line. */
  static final long START_TIMEOUT_SECONDS = 120;

  private final String loadClassPath;
  private final String serverClassPath;
  private final Path logs;
  private final Settings settings;
  private final Pattern only;
  private TimeLeft clock;

  public ServiceRunner(String loadClassPath, String serverClassPath, Path logs, Settings settings, Pattern only) {
    this.loadClassPath = loadClassPath;
    this.serverClassPath = serverClassPath;
    this.logs = logs;
    this.settings = settings;
    this.only = only;
  }

  /**
   * The service's class path: the {@link #CLASS_PATH_PROPERTY} property, else the service module's build under
   * {@code root} (target/classes and target/service.classpath); null when neither exists.
   */
  public static String serverClassPath(Path root) throws IOException {
    String property = System.getProperty(CLASS_PATH_PROPERTY);
    if (property != null && !property.isBlank()) {
      return property;
    }
    Path target = root.resolve("peregrine-bench-service").resolve("target");
    Path file = target.resolve("service.classpath");
    if (!Files.isRegularFile(file) || !Files.isDirectory(target.resolve("classes"))) {
      return null;
    }
    return target.resolve("classes").toAbsolutePath() + java.io.File.pathSeparator
        + Files.readString(file, StandardCharsets.UTF_8).strip();
  }

  /** From now on the progress lines give the whole run's time left from {@code clock}. */
  public ServiceRunner clock(TimeLeft clock) {
    this.clock = clock;
    return this;
  }

  public void run(Results.Jdk jdk, ServiceResults results) throws IOException {
    results.jdk = jdk.label();
    results.plan = settings.describe();
    List<String> libraries = plan(only);
    int planned = libraries.size() * settings.rounds();
    Path log = logs.resolve(("service-" + jdk.version()).replaceAll("[^A-Za-z0-9._-]", "_") + ".log");
    Files.deleteIfExists(log);
    System.out.printf(Locale.ROOT, "Service: %d server JVMs one at a time; %s%n", planned, settings.describe());
    int done = 0;
    for (int round = 1; round <= settings.rounds(); round++) {
      for (int i = 0; i < libraries.size(); i++) {
        String library = libraries.get((i + round - 1) % libraries.size());
        if (results.failures.containsKey(library)) {
          continue;
        }
        System.out.printf(Locale.ROOT, "[service %d/%d] %s · round %d/%d%s%n", ++done, planned,
            seriesName(library), round, settings.rounds(), clock == null ? "" : " · " + clock.left(done - 1,
                planned) + " left");
        String failure = measure(jdk, library, round, log, results);
        if (failure != null) {
          results.failures.put(library, failure);
          System.out.println("  ERROR: " + failure);
        }
      }
    }
  }

  /** One server JVM of {@code library}: started, loaded, stopped; the reason it could not be measured, or null. */
  String measure(Results.Jdk jdk, String library, int round, Path log, ServiceResults results) throws IOException {
    List<String> command = new ArrayList<>(List.of(jdk.javaPath()));
    command.addAll(SERVER_JVM_ARGS);
    command.addAll(List.of("-cp", serverClassPath, SERVER_MAIN, library));
    Path output = Files.createTempFile("peregrine-service", ".out");
    Process server = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile()).start();
    try {
      Map<String, String> ready = awaitReady(server, output);
      if (ready == null) {
        return server.isAlive() ? "the server printed no ready line in " + START_TIMEOUT_SECONDS + " s"
            : "the server exited with status " + server.exitValue() + ": " + lastException(output);
      }
      String converter = ready.getOrDefault("converter", "none");
      results.converters.put(library, converter);
      String expected = CONVERTERS.get(library);
      if (!converter.contains(expected)) {
        return "served by " + converter + ", not by a " + expected;
      }
      List<String> load = new ArrayList<>(List.of(jdk.javaPath()));
      load.addAll(LOAD_JVM_ARGS);
      load.addAll(List.of("-cp", loadClassPath, ServiceLoad.class.getName(), ready.get("port"),
          settings.sizes().stream().map(String::valueOf).collect(Collectors.joining(",")),
          String.valueOf(settings.concurrency()), String.valueOf(settings.prewarmMillis()),
          String.valueOf(settings.passes()), String.valueOf(settings.warmupMillis()), String.valueOf(settings.measureMillis()),
          String.valueOf(settings.maxRequests())));
      long timeout = 120 + 2 * millisPerJvm(settings) / 1000;
      ChildJvm.Outcome o = ChildJvm.run(load, timeout, log, seriesName(library) + " round " + round + " (load)");
      List<ServiceResults.Window> windows = windows(library, round, o.output());
      if (!o.exited() || o.status() != 0 || windows.size() != settings.sizes().size()) {
        return loadFailure(o);
      }
      results.windows.addAll(windows);
      for (ServiceResults.Window w : windows) {
        System.out.printf(Locale.ROOT, "  %d entities: %,.0f requests/s, %.1f us server CPU per request%n",
            w.size(), w.requestsPerSecond(), w.cpuMicrosPerRequest());
      }
      return null;
    } finally {
      stop(server);
      String text = Files.readString(output, StandardCharsets.UTF_8);
      Files.writeString(log, "== " + seriesName(library) + " round " + round + " (server: " + String.join(" ",
          command.subList(command.indexOf(SERVER_MAIN), command.size())) + ")\n" + text, StandardCharsets.UTF_8,
          StandardOpenOption.CREATE, StandardOpenOption.APPEND);
      Files.deleteIfExists(output);
      if (results.versions.isEmpty()) {
        versions(text, results);
      }
    }
  }

  /** The fields of the server's ready line, once it printed it; null when it exited or the time ran out first. */
  private static Map<String, String> awaitReady(Process server, Path output) throws IOException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(START_TIMEOUT_SECONDS);
    while (System.nanoTime() < deadline) {
      for (String line : Files.readAllLines(output, StandardCharsets.UTF_8)) {
        Map<String, String> ready = ScaleRunner.fields(line.strip(), ServiceLoad.PREFIX + "ready ");
        if (ready != null) {
          return ready;
        }
      }
      if (!server.isAlive()) {
        return null;
      }
      try {
        Thread.sleep(100);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IOException("interrupted", e);
      }
    }
    return null;
  }

  private static void versions(String serverOutput, ServiceResults results) {
    for (String line : serverOutput.split("\n")) {
      Map<String, String> v = ScaleRunner.fields(line.strip(), ServiceLoad.PREFIX + "versions ");
      if (v != null) {
        results.versions.putAll(v);
      }
    }
  }

  /** The windows a load JVM printed. */
  static List<ServiceResults.Window> windows(String library, int round, String output) {
    List<ServiceResults.Window> windows = new ArrayList<>();
    for (String line : output.split("\n")) {
      Map<String, String> f = ScaleRunner.fields(line.strip(), ServiceLoad.PREFIX + "result ");
      if (f != null) {
        windows.add(new ServiceResults.Window(library, round, Integer.parseInt(f.get("size")),
            Integer.parseInt(f.get("requests")), Double.parseDouble(f.get("seconds")),
            Long.parseLong(f.get("cpuNanos")), Long.parseLong(f.get("p50Nanos")), Long.parseLong(f.get("p99Nanos")),
            Integer.parseInt(f.get("bytes"))));
      }
    }
    return windows;
  }

  private static String loadFailure(ChildJvm.Outcome o) {
    for (String line : o.output().split("\n")) {
      if (line.startsWith(ServiceLoad.PREFIX + "error ")) {
        return line.substring((ServiceLoad.PREFIX + "error ").length()).strip();
      }
    }
    return !o.exited() ? "the load generator gave no answer in time" : "the load generator exited with status "
        + o.status() + " without its results";
  }

  private static String lastException(Path output) {
    return ChildJvm.failureIn(output);
  }

  /** Ends the server (SIGTERM, then by force after 10 s) and waits for it. */
  private static void stop(Process server) {
    server.destroy();
    try {
      if (!server.waitFor(10, TimeUnit.SECONDS)) {
        server.destroyForcibly();
        server.waitFor(10, TimeUnit.SECONDS);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      server.destroyForcibly();
    }
  }
}
