package dev.peregrine.bench.eishay;

import dev.peregrine.bench.peer.Peer;
import dev.peregrine.bench.model.MediaContent;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The scenario table: the nine Eishay scenarios of fastjson2's benchmark wiki, the two its benchmark README adds,
 * and a tree parse and write of each corpus. Names are fastjson2's ("ParseString"), corpus scenarios are {@code
 * ParseTreeUTF8Bytes:twitter}.
 */
public final class Scenarios {
  private Scenarios() {}

  /** The corpora looked for in the data folder, in report order. */
  public static final List<String> CORPORA = List.of("twitter", "citm_catalog", "canada");

  /** The system property that tells a benchmark fork where the corpora are. */
  public static final String DATA_PROPERTY = "peregrine.bench.data";

  private static final Peer.Kind JSON = Peer.Kind.JSON;
  private static final Peer.Kind BINARY = Peer.Kind.BINARY;

  /** The Eishay scenarios, in fastjson2's order. */
  public static List<Scenario> eishay() {
    List<Scenario> all = new ArrayList<>();
    all.add(new Scenario("ParseString", "JSON text to MediaContent", JSON,
        lib -> () -> lib.readString(Eishay.COMPACT), Scenario::isEishayValue));
    all.add(new Scenario("ParseStringPretty", "indented JSON text to MediaContent", JSON,
        lib -> () -> lib.readString(Eishay.PRETTY), Scenario::isEishayValue));
    all.add(new Scenario("ParseTreeString", "JSON text to the library's tree", JSON,
        lib -> () -> lib.parseTree(Eishay.COMPACT), Scenario.isTreeOf(Eishay.COMPACT_UTF8)));
    all.add(new Scenario("ParseTreeUTF8Bytes", "UTF-8 JSON to the library's tree", JSON,
        lib -> () -> lib.parseTree(Eishay.COMPACT_UTF8), Scenario.isTreeOf(Eishay.COMPACT_UTF8)));
    all.add(new Scenario("ParseUTF8Bytes", "UTF-8 JSON to MediaContent", JSON,
        lib -> () -> lib.readUtf8(Eishay.COMPACT_UTF8), Scenario::isEishayValue));
    all.add(new Scenario("ParseUTF8BytesPretty", "indented UTF-8 JSON to MediaContent", JSON,
        lib -> () -> lib.readUtf8(Eishay.PRETTY_UTF8), Scenario::isEishayValue));
    all.add(new Scenario("WriteString", "MediaContent to JSON text", JSON,
        lib -> {
          MediaContent value = Eishay.value();
          return () -> lib.writeString(value);
        },
        Scenario::bindsToEishayValue));
    all.add(new Scenario("WriteUTF8Bytes", "MediaContent to UTF-8 JSON", JSON,
        lib -> {
          MediaContent value = Eishay.value();
          return () -> lib.writeUtf8(value);
        },
        Scenario::bindsToEishayValue));
    all.add(new Scenario("WriteStringTree", "the library's tree to JSON text", JSON,
        lib -> {
          Object tree = lib.parseTree(Eishay.COMPACT);
          return () -> lib.writeTree(tree);
        },
        Scenario.isDocument(Eishay.COMPACT_UTF8)));
    all.add(new Scenario("WriteBinary", "MediaContent to the library's binary format", BINARY,
        lib -> {
          MediaContent value = Eishay.value();
          return () -> lib.encode(value);
        },
        Scenario::decodesToEishayValue));
    all.add(new Scenario("ParseBinary", "the library's binary format to MediaContent", BINARY,
        lib -> {
          byte[] bytes = lib.encode(Eishay.value());
          return () -> lib.decode(bytes);
        },
        Scenario::isEishayValue));
    return all;
  }

  /** Tree parse and write of each corpus present in {@code dir}. */
  public static List<Scenario> corpora(Path dir) {
    List<Scenario> all = new ArrayList<>();
    if (dir == null) {
      return all;
    }
    for (String corpus : CORPORA) {
      Path file = dir.resolve(corpus + ".json");
      if (Files.isRegularFile(file)) {
        all.add(parseCorpus(corpus, file));
        all.add(writeCorpus(corpus, file));
      }
    }
    return all;
  }

  private static Scenario parseCorpus(String corpus, Path file) {
    return new Scenario("ParseTreeUTF8Bytes:" + corpus, corpus + ".json (UTF-8) to the library's tree", JSON,
        lib -> {
          byte[] document = read(file);
          return () -> lib.parseTree(document);
        },
        (lib, result, notes) -> Scenario.isTreeOf(read(file)).verify(lib, result, notes));
  }

  private static Scenario writeCorpus(String corpus, Path file) {
    return new Scenario("WriteStringTree:" + corpus, "the library's tree of " + corpus + ".json to JSON text", JSON,
        lib -> {
          // The tree comes from text, so that a library's byte input cannot fail its write scenario.
          Object tree = lib.parseTree(new String(read(file), StandardCharsets.UTF_8));
          return () -> lib.writeTree(tree);
        },
        (lib, result, notes) -> Scenario.isDocument(read(file)).verify(lib, result, notes));
  }

  /** Every scenario: Eishay first, then the corpora found in {@code dataDir} (may be null). */
  public static List<Scenario> all(Path dataDir) {
    List<Scenario> all = eishay();
    all.addAll(corpora(dataDir));
    return all;
  }

  /** The scenario named {@code name}; corpus scenarios read their file from {@link #DATA_PROPERTY}. */
  public static Scenario find(String name) {
    String data = System.getProperty(DATA_PROPERTY);
    for (Scenario s : all(data == null || data.isEmpty() ? null : Path.of(data))) {
      if (s.name().equals(name)) {
        return s;
      }
    }
    throw new IllegalArgumentException("unknown scenario " + name + " (data folder: " + data + ")");
  }

  private static byte[] read(Path file) {
    try {
      return Files.readAllBytes(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
