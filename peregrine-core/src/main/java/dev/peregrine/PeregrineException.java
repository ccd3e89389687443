package dev.peregrine;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The one exception Peregrine throws for bad input, bad configuration or a value it cannot bind.
 *
 * <p>It says where: {@link #offset()} is the byte offset into the input (or into the output written so
 * far), {@link #line()} and {@link #column()} are 1-based (column counts bytes), and {@link #path()} is
 * the location in the document, such as {@code $.media.persons[1]}. All of them appear in
 * {@link #getMessage()}. A location that does not apply (for instance, no input exists while writing) is
 * -1.
 */
public class PeregrineException extends RuntimeException {
  private final String reason;
  // Not final: an error found in one element of a sequence is moved to where the element is in the stream
  // (locatedIn), before it is thrown on.
  private long offset;
  private long line;
  private long column;
  // Built while the exception unwinds through codecs: each container prepends its own segment, so the
  // happy path never pays for path bookkeeping.
  private final Deque<String> pathSegments = new ArrayDeque<>();

  /** An exception at a known place in the input. */
  public PeregrineException(String reason, long offset, long line, long column, Throwable cause) {
    super(reason, cause);
    this.reason = reason;
    this.offset = offset;
    this.line = line;
    this.column = column;
  }

  /** An exception with no input position (for instance, while writing). */
  public PeregrineException(String reason, Throwable cause) {
    this(reason, -1, -1, -1, cause);
  }

  /** The reason alone, without location. */
  public String reason() {
    return reason;
  }

  /** Byte offset into the input where the problem was found, or -1. */
  public long offset() {
    return offset;
  }

  /** 1-based line of {@link #offset()}, or -1. */
  public long line() {
    return line;
  }

  /** 1-based column (in bytes) of {@link #offset()}, or -1. */
  public long column() {
    return column;
  }

  /** Where in the document: {@code $} for the root, then {@code .name} and {@code [index]} segments. */
  public String path() {
    StringBuilder sb = new StringBuilder("$");
    for (String s : pathSegments) sb.append(s);
    return sb.toString();
  }

  /**
   * Prepends a property segment while the exception unwinds out of an object. Names that are not plain
   * identifiers are written in bracket form ({@code ['a b']}).
   */
  public PeregrineException prependProperty(String name) {
    pathSegments.addFirst(propertySegment(name));
    return this;
  }

  // A property's path segment, as path() shows it; JsonReader.path() builds its paths with it too.
  static String propertySegment(String name) {
    if (isIdentifier(name)) return "." + name;
    return "['" + name.replace("\\", "\\\\").replace("'", "\\'") + "']";
  }

  /**
   * Moves this exception, found in a part of a larger input read on its own (an element of a sequence), to
   * where it is in the whole: the part began at byte {@code offset}, on line {@code line} and column
   * {@code column} (-1 when lines do not apply).
   */
  PeregrineException locatedIn(long offset, long line, long column) {
    if (this.offset < 0) return this;
    if (this.line >= 0 && line >= 0) {
      if (this.line == 1) this.column = column + this.column - 1;
      this.line = line + this.line - 1;
    }
    this.offset = offset + this.offset;
    return this;
  }

  /**
   * Gives this exception, found at an outer place of the document after {@code from} was thrown deeper
   * inside it, the path of that place: the first {@code segments} segments of {@code from}'s path.
   */
  PeregrineException withPathPrefixOf(PeregrineException from, int segments) {
    int n = 0;
    for (String s : from.pathSegments) {
      if (n++ == segments) break;
      pathSegments.addLast(s);
    }
    return this;
  }

  /** Prepends an index segment while the exception unwinds out of an array. */
  public PeregrineException prependIndex(int index) {
    pathSegments.addFirst("[" + index + "]");
    return this;
  }

  @Override
  public String getMessage() {
    StringBuilder sb = new StringBuilder(reason);
    sb.append(" at ").append(shortPath());
    if (offset >= 0) {
      sb.append(" (offset ").append(offset);
      if (line >= 0) sb.append(", line ").append(line).append(", column ").append(column);
      sb.append(')');
    }
    return sb.toString();
  }

  // A path thousands of levels deep (a cycle, hostile nesting) would bury the message: keep its ends.
  private String shortPath() {
    int n = pathSegments.size();
    if (n <= 24) return path();
    StringBuilder sb = new StringBuilder("$");
    int i = 0;
    for (String s : pathSegments) {
      if (i < 8 || i >= n - 8) sb.append(s);
      if (i == 8) sb.append("...(").append(n - 16).append(" more levels)...");
      i++;
    }
    return sb.toString();
  }

  private static boolean isIdentifier(String s) {
    if (s.isEmpty() || !Character.isJavaIdentifierStart(s.charAt(0))) return false;
    for (int i = 1; i < s.length(); i++) {
      if (!Character.isJavaIdentifierPart(s.charAt(i))) return false;
    }
    return true;
  }
}
