package dev.peregrine.bench.scenario;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Collections;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

/**
 * The data files the suite ships in its resources ({@code dev/peregrine/bench/data}, where {@code SOURCE.md} says
 * where each comes from and under what terms): the three nativejson-benchmark corpora, gzipped, and
 * jvm-serializers' media.2 to media.4. The suite reads them from one folder (its {@code --data} folder, passed to
 * every child JVM), so they are unpacked once per JVM into a temporary folder, removed when the JVM exits.
 * {@code --data DIR} replaces them.
 */
public final class BundledData {
  private BundledData() {}

  private static final String RESOURCES = "/dev/peregrine/bench/data/";

  /**
   * Every file as the suite reads it, with the SHA-256 of its bytes (after unpacking): the same as in
   * {@code SOURCE.md}, checked on every unpacking so that a damaged resource fails the run at once.
   */
  public static final Map<String, String> SHA256 = sha256();

  private static Map<String, String> sha256() {
    Map<String, String> files = new LinkedHashMap<>();
    files.put("twitter.json", "30721e496a8d73cfc50658923c34eb2c0fbe15ee6835005e43ee624d8dedf200");
    files.put("citm_catalog.json", "a73e7a883f6ea8de113dff59702975e60119b4b58d451d518a929f31c92e2059");
    files.put("canada.json", "f83b3b354030d5dd58740c68ac4fecef64cb730a0d12a90362a7f23077f50d78");
    files.put("media.2.json", "12b64084e7d416e453ad9539a3ab7acad0f26d533e84f8b8ddd0170caa25052c");
    files.put("media.3.json", "6ed015d020aceebfc90a7bd61c199bc911f694c2212067d962e13fe36327105c");
    files.put("media.4.json", "5a160a8a0a9545255bec54c6c3bc291ebb97ce4570df60b5b9acb69ba529dd2e");
    return Collections.unmodifiableMap(files);
  }

  /** What the report says about data from {@link #folder()}. */
  public static final String DESCRIPTION = "the corpora (twitter, citm_catalog, canada: nativejson-benchmark's) and "
      + "jvm-serializers' media.2-4, shipped with the suite (peregrine-bench/src/main/resources/dev/peregrine/bench/"
      + "data, SOURCE.md there says where each comes from)";

  private static Path folder;

  /** The folder holding every file of {@link #SHA256}, unpacked on the first call. */
  public static synchronized Path folder() {
    if (folder == null) {
      try {
        Path dir = Files.createTempDirectory("peregrine-bench-data");
        Runtime.getRuntime().addShutdownHook(new Thread(() -> deleteQuietly(dir)));
        for (String name : SHA256.keySet()) {
          byte[] bytes = read(name);
          Files.write(dir.resolve(name), bytes);
        }
        folder = dir;
      } catch (IOException e) {
        throw new UncheckedIOException("cannot unpack the suite's data files", e);
      }
    }
    return folder;
  }

  /** Where the data of a run came from: the shipped files, or the {@code --data} folder given. */
  public static String describe(Path data) {
    if (data == null) {
      return "none";
    }
    return folder != null && data.equals(folder) ? DESCRIPTION
        : "--data " + data + " (the suite also ships the corpora and media files; without --data it uses those)";
  }

  /** The bytes of the shipped file {@code name} (a key of {@link #SHA256}), checked against its SHA-256. */
  public static byte[] read(String name) throws IOException {
    String expected = SHA256.get(name);
    if (expected == null) {
      throw new IllegalArgumentException("the suite ships no " + name);
    }
    boolean gzipped = !name.startsWith("media."); // the corpora; the media files are a few hundred bytes
    String resource = RESOURCES + name + (gzipped ? ".gz" : "");
    InputStream raw = BundledData.class.getResourceAsStream(resource);
    if (raw == null) {
      throw new IOException("the resource " + resource + " is missing from the class path");
    }
    byte[] bytes;
    try (InputStream in = gzipped ? new GZIPInputStream(raw) : raw) {
      bytes = in.readAllBytes();
    }
    String actual = sha256(bytes);
    if (!actual.equals(expected)) {
      throw new IOException(resource + " unpacks to bytes of SHA-256 " + actual + ", not " + expected);
    }
    return bytes;
  }

  /** The lower-case hex SHA-256 of {@code bytes}. */
  public static String sha256(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e); // every JDK has SHA-256
    }
  }

  private static void deleteQuietly(Path dir) {
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    } catch (IOException e) {
      // a temporary folder left behind is harmless; the JVM is exiting
    }
  }
}
