package dev.peregrine.bind;

import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Per-document state for references ({@code Json.builder().references(true)}): each bean, collection, map
 * or array is written in full the first time and as {@code {"$ref": "<path of its first occurrence>"}} afterwards, as fastjson
 * does; reading resolves such paths to the instance already built. Containers push their path segments only
 * while references are on, so the default path pays nothing.
 *
 * <p>Beans built through a creator (records, {@code @Creator}) exist only after all their properties are
 * read, so a cycle that runs back through one cannot be rebuilt; it is reported as an error on read.
 */
final class References {
  /** The property that marks a reference object. */
  static final String REF = "$ref";

  private References() {}

  /** The path of the value being processed, as a stack of segments. */
  abstract static class Paths {
    private final List<String> segments = new ArrayList<>();

    void push(String property) {
      segments.add("." + property);
    }

    void push(int index) {
      segments.add("[" + index + "]");
    }

    void pop() {
      segments.remove(segments.size() - 1);
    }

    String current() {
      StringBuilder sb = new StringBuilder("$");
      for (String s : segments) sb.append(s);
      return sb.toString();
    }
  }

  /** Writing: where each bean was first written. */
  static final class Writing extends Paths {
    private final Map<Object, String> seen = new IdentityHashMap<>();

    /** The path of an earlier occurrence of {@code bean}, or null after recording this one. */
    String firstPathOf(Object bean) {
      String path = seen.get(bean);
      if (path == null) seen.put(bean, current());
      return path;
    }
  }

  /** Reading: the bean built at each path. */
  static final class Reading extends Paths {
    private final Map<String, Object> built = new HashMap<>();

    void record(Object bean) {
      built.put(current(), bean);
    }

    /** The bean built at {@code path}, or null when none was (yet). */
    Object resolve(String path) {
      return built.get(path);
    }
  }

  /** Writes {@code {"$ref": path}} and returns true when {@code value} was written before. */
  static boolean writeIfSeen(ValueWriter out, Writing refs, Object value) {
    String first = refs.firstPathOf(value);
    if (first == null) return false;
    out.beginObject();
    out.name(REF);
    out.value(first);
    out.endObject();
    return true;
  }

  /**
   * Reads a reference object where a container was expected: its start is next. Returns the instance it
   * names, which must be a {@code type}.
   */
  static Object readWhole(ValueReader in, Reading refs, Class<?> type) {
    in.beginObject();
    String name = in.nextName();
    if (!REF.equals(name)) throw in.error("expected " + type.getSimpleName() + " or a {\"$ref\": path} object");
    return resolve(in, refs, type);
  }

  /** The instance a reference names; its {@code "$ref"} name has been read and its path is next. */
  static Object resolve(ValueReader in, Reading refs, Class<?> type) {
    String path = in.readString();
    if (in.nextName() != null) throw in.error("a $ref object must have no other properties");
    Object target = refs.resolve(path);
    if (target == null) {
      throw in.error("reference '" + path + "' does not name an object read before it"
          + " (a cycle through a record or @Creator class cannot be rebuilt)");
    }
    if (!type.isInstance(target)) {
      throw in.error("reference '" + path + "' names a " + target.getClass().getSimpleName() + ", not a " + type.getSimpleName());
    }
    return target;
  }

  // An instanceof whose operand is null never resolves its class. Without references in use, the checks
  // below would meet classes HotSpot's compiler sees as unresolved, and it compiles those as calls out of
  // line, on every collection and bean read and written. Naming the classes here resolves them.
  @SuppressWarnings("unused")
  private static final Class<?>[] RESOLVED = {Reading.class, Writing.class, Paths.class};

  static Writing writing(ValueWriter out) {
    return out.bindingState() instanceof Writing w ? w : null;
  }

  static Reading reading(ValueReader in) {
    return in.bindingState() instanceof Reading r ? r : null;
  }

  static Paths paths(Object state) {
    return state instanceof Paths p ? p : null;
  }
}
