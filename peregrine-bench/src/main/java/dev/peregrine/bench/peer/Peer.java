package dev.peregrine.bench.peer;

import dev.peregrine.bench.model.MediaContent;
import java.util.List;

/**
 * One library the suite compares (or one variant of it: a module, a mode, a format), with everything the
 * experiments ask of it. Each capability either works or throws {@link NotApplicable} with the reason, which
 * the experiments print as "n/a": the Eishay model (JSON text and UTF-8, the library's tree, its binary format),
 * typed JSON of any class ({@link #json}: bytes, String and streams, for JsonPerformanceVS, the blog's
 * DemoResponse test, the type matrix and the typed documents). {@link Peers} lists them all, one line each.
 *
 * <p>A peer is created once per benchmark fork and used by one thread, so it may keep reusable buffers where its
 * library's documentation recommends that (the settings line then says so). A peer is built by its id in a cold
 * JVM too (the cold-start harness), so its construction uses no lambda.
 */
public interface Peer {

  /** The two families: JSON libraries run the JSON scenarios, binary ones the binary scenarios. */
  enum Kind {
    JSON,
    BINARY
  }

  /**
   * How a typed-JSON binding is configured. Most experiments time a library as its users get it; the type matrix
   * and the typed documents bind {@code java.time}, {@code Optional} and dates, which some libraries write as
   * numbers or their own text by default, so there each library gets what its users add for ISO-8601 text.
   */
  enum Binding {
    /** The library's defaults (JsonPerformanceVS, the blog's DemoResponse test). */
    DEFAULTS,
    /** {@code java.time}, {@code Optional} and dates as ISO-8601 text (the type matrix, the typed documents). */
    ISO_TIME
  }

  /** The name in tables and in the JMH parameter, e.g. {@code jackson-blackbird}. */
  String id();

  Kind kind();

  /** Maven {@code group:artifact} whose version the report prints ("jdk" for the JDK's own). */
  String artifact();

  /** Every non-default setting and every API choice of the Eishay adapter, in words; "defaults" when none. */
  String settings();

  /** JSON text of the value. */
  default String writeString(MediaContent value) throws Exception {
    throw new NotApplicable("no JSON text output");
  }

  /** UTF-8 JSON of the value. */
  default byte[] writeUtf8(MediaContent value) throws Exception {
    throw new NotApplicable("no UTF-8 JSON output");
  }

  default MediaContent readString(String json) throws Exception {
    throw new NotApplicable("no JSON text input");
  }

  default MediaContent readUtf8(byte[] json) throws Exception {
    throw new NotApplicable("no UTF-8 JSON input");
  }

  /** The library's own untyped tree of a JSON document. */
  default Object parseTree(String json) throws Exception {
    throw new NotApplicable("no JSON tree model");
  }

  default Object parseTree(byte[] json) throws Exception {
    throw new NotApplicable("no JSON tree model");
  }

  /** JSON text of a tree made by {@link #parseTree}. */
  default String writeTree(Object tree) throws Exception {
    throw new NotApplicable("no JSON tree model");
  }

  /** The value in the library's binary format. */
  default byte[] encode(MediaContent value) throws Exception {
    throw new NotApplicable("no binary format");
  }

  default MediaContent decode(byte[] bytes) throws Exception {
    throw new NotApplicable("no binary format");
  }

  /**
   * The library's JSON binding of {@code type}, configured as {@code binding} says: created once per class and
   * reused for every call, as its users hold a mapper or adapter.
   */
  default <T> TypedJson<T> json(Class<T> type, Binding binding) throws NotApplicable {
    throw new NotApplicable(kind() == Kind.JSON ? "no typed JSON binding of any class in this suite"
        : "not a JSON library");
  }

  /** Every setting of {@link #json} under {@code binding}, in words, for the report. */
  default String jsonSettings(Binding binding) {
    return settings();
  }

  /** The library's streaming API for a long array of values, in its format. */
  default Sequences sequences() throws NotApplicable {
    throw new NotApplicable("no streaming API for the elements of an array in this suite");
  }

  /**
   * The JVM options the library's documentation asks for on JDK {@code feature} (its release number, 17, 21, 25...).
   * The suite gives them to the JVMs that run this peer alone (cold start, the check with Unsafe denied); JVMs that
   * time several peers in turns run without them, so that no peer's option changes another's numbers.
   */
  default List<String> jvmOptions(int feature) {
    return List.of();
  }

  /** How {@link TypedJson#writeTo} and {@link TypedJson#readFrom} call the library, for the report. */
  default String streamApi() {
    return "no stream API";
  }
}
