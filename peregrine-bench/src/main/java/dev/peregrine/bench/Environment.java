package dev.peregrine.bench;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;

/** What the report header says about the machine, the JDKs and the libraries' versions. */
final class Environment {
  private Environment() {}

  static String cpuModel() {
    for (String line : lines(Path.of("/proc/cpuinfo"))) {
      if (line.startsWith("model name")) {
        return line.substring(line.indexOf(':') + 1).strip();
      }
    }
    return System.getProperty("os.arch");
  }

  static String memory() {
    for (String line : lines(Path.of("/proc/meminfo"))) {
      if (line.startsWith("MemTotal:")) {
        long kb = Long.parseLong(line.replaceAll("[^0-9]", ""));
        return String.format("%.1f GiB", kb / 1024.0 / 1024.0);
      }
    }
    return "unknown";
  }

  /** The 1, 5 and 15 minute load averages: a busy machine makes every number here noisier. */
  static String loadAverage() {
    List<String> lines = lines(Path.of("/proc/loadavg"));
    if (lines.isEmpty()) {
      return "unknown";
    }
    String[] parts = lines.get(0).split(" ");
    return parts.length >= 3 ? parts[0] + " " + parts[1] + " " + parts[2] : lines.get(0);
  }

  /**
   * The version of a Maven artifact on the class path: its {@code pom.properties}, else the version folder of
   * its jar in a Maven repository layout. "jdk" answers with the running JDK's version.
   */
  static String version(String artifact) {
    if (artifact.equals("jdk")) {
      return "JDK";
    }
    String[] ga = artifact.split(":");
    String resource = "META-INF/maven/" + ga[0] + "/" + ga[1] + "/pom.properties";
    try (InputStream in = Environment.class.getClassLoader().getResourceAsStream(resource)) {
      if (in != null) {
        Properties p = new Properties();
        p.load(in);
        String v = p.getProperty("version");
        if (v != null) {
          return v;
        }
      }
    } catch (IOException ignored) {
      // fall back to the class path
    }
    String marker = "/" + ga[0].replace('.', '/') + "/" + ga[1] + "/";
    for (String entry : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
      int at = entry.replace('\\', '/').indexOf(marker);
      if (at >= 0) {
        String rest = entry.substring(at + marker.length());
        int slash = rest.indexOf('/');
        return slash > 0 ? rest.substring(0, slash) : rest;
      }
    }
    return "?";
  }

  /** Asks a JDK for its version and VM name. */
  static Results.Jdk describeJdk(String javaExecutable) throws IOException, InterruptedException {
    Process p = new ProcessBuilder(javaExecutable, "-XshowSettings:properties", "-version")
        .redirectErrorStream(true)
        .start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
      throw new IOException(javaExecutable + " -version failed:\n" + out);
    }
    return new Results.Jdk(javaExecutable, property(out, "java.runtime.version", property(out, "java.version", "?")),
        property(out, "java.vm.name", "?") + " (" + property(out, "java.vendor", "?") + ")");
  }

  private static String property(String settings, String key, String fallback) {
    for (String line : settings.split("\n")) {
      String s = line.strip();
      if (s.startsWith(key + " = ")) {
        return s.substring(key.length() + 3);
      }
    }
    return fallback;
  }

  private static List<String> lines(Path file) {
    try {
      return Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException | RuntimeException e) {
      return new ArrayList<>();
    }
  }
}
