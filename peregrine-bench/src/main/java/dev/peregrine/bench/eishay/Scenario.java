package dev.peregrine.bench.eishay;

import dev.peregrine.bench.peer.Peer;
import dev.peregrine.bench.peer.NotApplicable;
import dev.peregrine.bench.model.MediaContent;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One timed operation, e.g. "ParseString: JSON text to MediaContent". {@link #prepare} builds the operation
 * for a library and checks its result before anything is timed, so a benchmark never measures a wrong answer.
 */
public final class Scenario {

  /** The unit of work JMH times; its result is consumed by JMH. */
  @FunctionalInterface
  public interface Operation {
    Object run() throws Exception;
  }

  /** An operation that passed its check, with the size of what it writes (or -1) and remarks for the report. */
  public record Prepared(Operation operation, int outputBytes, List<String> notes) {}

  /** The output of a library is not the expected value; the message says how. */
  public static final class CheckFailed extends Exception {
    private static final long serialVersionUID = 1L;

    CheckFailed(String message) {
      super(message);
    }
  }

  @FunctionalInterface
  interface Verifier {
    /** Throws {@link CheckFailed} when {@code result} is wrong; may add notes. */
    void verify(Peer library, Object result, List<String> notes) throws Exception;
  }

  @FunctionalInterface
  interface Builder {
    Operation build(Peer library) throws Exception;
  }

  private final String name;
  private final String description;
  private final Peer.Kind kind;
  private final String baseline;
  private final Builder builder;
  private final Verifier verifier;

  Scenario(String name, String description, Peer.Kind kind, Builder builder, Verifier verifier) {
    this.name = name;
    this.description = description;
    this.kind = kind;
    this.baseline = kind == Peer.Kind.JSON ? "fastjson2" : "fastjson2-jsonb";
    this.builder = builder;
    this.verifier = verifier;
  }

  public String name() {
    return name;
  }

  public String description() {
    return description;
  }

  /** The family of libraries that run this scenario. */
  public Peer.Kind kind() {
    return kind;
  }

  /** The library the "% of" column divides by, as fastjson2's benchmark pages do. */
  public String baseline() {
    return baseline;
  }

  /**
   * Builds the operation for {@code library}, runs it three times (to catch state that leaks between calls)
   * and checks the last result.
   *
   * @throws NotApplicable when the library cannot do this at all
   * @throws CheckFailed when its result is wrong
   */
  public Prepared prepare(Peer library) throws Exception {
    Operation operation = builder.build(library);
    Object result = null;
    for (int i = 0; i < 3; i++) {
      result = operation.run();
    }
    List<String> notes = new ArrayList<>();
    verifier.verify(library, result, notes);
    int size = result instanceof byte[] b ? b.length
        : result instanceof String s && name.startsWith("Write") ? s.getBytes(StandardCharsets.UTF_8).length
        : -1;
    return new Prepared(operation, size, notes);
  }

  // ---- verifiers shared by the scenario table in Scenarios ----

  /** The result is the Eishay value. */
  static void isEishayValue(Peer library, Object result, List<String> notes) throws CheckFailed {
    MediaContent expected = Eishay.value();
    if (!Objects.equals(expected, result)) {
      throw new CheckFailed("decoded value differs: got " + abbreviate(String.valueOf(result)));
    }
  }

  /** The result is JSON (String or UTF-8) that the reference binds to the Eishay value. */
  static void bindsToEishayValue(Peer library, Object result, List<String> notes) throws Exception {
    MediaContent back;
    try {
      back = result instanceof byte[] b ? Reference.bind(b) : Reference.bind((String) result);
    } catch (Exception e) {
      throw new CheckFailed("output is not the Eishay document: " + firstLine(e) + "; output: "
          + abbreviate(text(result)));
    }
    if (!Eishay.value().equals(back)) {
      throw new CheckFailed("output describes another value: " + abbreviate(text(result)));
    }
  }

  /** The result is a byte form that the library itself decodes to the Eishay value. */
  static void decodesToEishayValue(Peer library, Object result, List<String> notes) throws Exception {
    isEishayValue(library, library.decode((byte[]) result), notes);
  }

  /** The result is JSON text equal, as a JSON value, to {@code document}. */
  static Verifier isDocument(byte[] document) {
    return (library, result, notes) -> {
      String difference = Reference.difference(document, (String) result, notes);
      if (difference != null) {
        throw new CheckFailed("tree output differs from the document at " + difference);
      }
    };
  }

  /** The result is a tree that the library writes back as {@code document}. */
  static Verifier isTreeOf(byte[] document) {
    Verifier written = isDocument(document);
    return (library, result, notes) -> written.verify(library, library.writeTree(result), notes);
  }

  private static String text(Object result) {
    return result instanceof byte[] b ? new String(b, StandardCharsets.UTF_8) : String.valueOf(result);
  }

  public static String firstLine(Throwable e) {
    String message = String.valueOf(e.getMessage());
    int end = message.indexOf('\n');
    return e.getClass().getSimpleName() + ": " + (end < 0 ? message : message.substring(0, end));
  }

  public static String abbreviate(String text) {
    return text.length() <= 200 ? text : text.substring(0, 197) + "...";
  }
}
