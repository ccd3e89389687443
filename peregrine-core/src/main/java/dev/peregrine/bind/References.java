package dev.peregrine.bind;

import dev.peregrine.Codec;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * References ({@code Json.builder().references(true)}), the one place they live: each value that can be
 * shared or take part in a cycle (a bean, a collection, a map, an array, a tree container: the codecs that
 * are {@link Shareable}) is written in full the first time it is met and as a reference afterwards, and
 * read back as the instance already built. The {@link Binder} wraps every shareable codec in a
 * {@link ReferenceCodec} when references are on, and nothing else knows of them; with references off,
 * nothing is wrapped and no codec pays for them.
 *
 * <p>Two forms, as the format offers: JSON has none of its own, so a reference is {@code {"$ref": "<path of
 * the first occurrence>"}} as fastjson writes it, the paths kept by a {@link PathWriter} / {@link PathReader}
 * around the format's writer or reader. CBOR marks shared values itself (tag 28 before a value met again,
 * tag 29 and an index for a reference), through the format's {@code markShared} / {@code
 * writeSharedReference} / {@code readShareMark} / {@code readSharedReference}; a first pass over the
 * document, on the writer's {@code rehearsal()}, finds the values met more than once, so that only those
 * are marked.
 *
 * <p>A cycle can be rebuilt only through an instance that exists before its content is read: codecs that
 * create one first (a bean with a no-argument constructor, a collection, a map, a tree container) announce
 * it with {@link #created}. A bean built through a creator (records, {@code @Creator}) or an array exists
 * only once all of its content is read, so a reference back to it from inside is an error on read.
 */
final class References {
  /** The property that marks a reference object. */
  static final String REF = "$ref";

  private References() {}

  /**
   * A codec of values that can be shared or take part in a cycle; with references on, the binder wraps it
   * in a {@link ReferenceCodec}.
   */
  interface Shareable {
    /** The type a reference read in its place must name (in errors: "names a X, not a Y"). */
    Class<?> sharedType();

    /** Whether it reads an object (JSON {@code {...}}), where a {@code $ref} object is told by its first name. */
    boolean readsObjects();

    /**
     * Whether it writes a value by handing it to the codec of the value's runtime class (the tree, a
     * polymorphic base), which is shareable itself and takes care of the reference; then only reads are
     * wrapped.
     */
    default boolean writesThroughRuntimeClass() {
      return false;
    }
  }

  /** {@code codec} without the references decorator, when it has one. */
  static Codec<Object> unwrapped(Codec<Object> codec) {
    return codec instanceof ReferenceCodec r ? r.wrapped() : codec;
  }

  /**
   * Announces that {@code instance}, the value being read, exists, before its content is read, so that a
   * reference to it from inside resolves (a cycle). A no-op with references off.
   */
  static void created(ValueReader in, Object instance) {
    if (in.bindingState() instanceof Reading r) r.created(instance);
  }

  // An instanceof whose operand is null never resolves its class. Without references in use, the check
  // above would meet a class HotSpot's compiler sees as unresolved, and it compiles that as a call out of
  // line, on every collection and bean read. Naming the class here resolves it.
  @SuppressWarnings("unused")
  private static final Class<?>[] RESOLVED = {Reading.class};

  /**
   * Sets up one document for references: the reader the codecs read through, the state in its binding
   * slot. A format without native references reads through a {@link PathReader}, which keeps the path of
   * the value being read.
   */
  static ValueReader reading(ValueReader in) {
    if (in.readsReferencesNatively()) {
      in.bindingState(new Reading(null));
      return in;
    }
    PathReader paths = new PathReader(in);
    paths.bindingState(new Reading(paths));
    return paths;
  }

  /** As {@link #reading}, for a writer; {@code state} may come from a first pass (see {@link Writing}). */
  static ValueWriter writing(ValueWriter out, Writing state) {
    if (out.writesReferencesNatively()) {
      out.bindingState(state);
      return out;
    }
    PathWriter paths = new PathWriter(out);
    state.paths = paths;
    paths.bindingState(state);
    return paths;
  }

  /** Writing: where or in which order each shareable value was first written. */
  static final class Writing {
    /** The path of each value's first occurrence (JSON); the index of each marked value (native). */
    private final Map<Object, Object> seen = new IdentityHashMap<>();
    /** Native references, first pass: values met more than once are collected here. */
    private Map<Object, Boolean> repeated;
    private boolean counting;
    private int marks;
    private PathWriter paths;

    /** A state for a document written once. */
    Writing() {}

    /** Starts the first of two passes (native references): the values met more than once are found. */
    void rehearse() {
      counting = true;
      repeated = new IdentityHashMap<>();
    }

    /** Starts the second pass: only the values the first met more than once are marked. */
    void perform() {
      counting = false;
      seen.clear();
      marks = 0;
    }
  }

  /** Reading: the value built for each path (JSON) or share mark (native). */
  static final class Reading {
    private final PathReader paths;
    private final Map<String, Object> byPath;
    private Object[] byMark = new Object[0];
    // The values being read, innermost last: each one's path or mark, and whether created() filled it.
    private String[] pendingPath = new String[8];
    private int[] pendingMark = new int[8];
    private boolean[] pendingDone = new boolean[8];
    private int pending;

    Reading(PathReader paths) {
      this.paths = paths;
      this.byPath = paths == null ? null : new HashMap<>();
    }

    void enter(String path, int mark) {
      if (pending == pendingPath.length) {
        pendingPath = Arrays.copyOf(pendingPath, pending * 2);
        pendingMark = Arrays.copyOf(pendingMark, pending * 2);
        pendingDone = Arrays.copyOf(pendingDone, pending * 2);
      }
      pendingPath[pending] = path;
      pendingMark[pending] = mark;
      pendingDone[pending] = false;
      pending++;
    }

    /** The innermost value being read exists: record it, unless it was recorded already. */
    void created(Object instance) {
      int top = pending - 1;
      if (top < 0 || pendingDone[top]) return;
      pendingDone[top] = true;
      record(pendingPath[top], pendingMark[top], instance);
    }

    /** The innermost value has been read (or failed): record it if created() did not. */
    void exit(Object value, boolean ok) {
      int top = --pending;
      if (ok && !pendingDone[top] && value != null) record(pendingPath[top], pendingMark[top], value);
      pendingPath[top] = null;
    }

    private void record(String path, int mark, Object value) {
      if (path != null) byPath.put(path, value);
      if (mark >= 0) {
        if (mark >= byMark.length) byMark = Arrays.copyOf(byMark, Math.max(16, mark * 2 + 1));
        byMark[mark] = value;
      }
    }

    /** The value of share mark {@code index}, or null when it has none yet. */
    Object marked(int index) {
      return index < byMark.length ? byMark[index] : null;
    }
  }

  /** The decorator: references around a shareable codec. */
  static final class ReferenceCodec implements Codec<Object> {
    private final Codec<Object> codec;
    private final Class<?> type;
    private final boolean readsObjects;
    private final boolean writesThroughRuntimeClass;

    @SuppressWarnings("unchecked")
    ReferenceCodec(Codec<?> codec) {
      this.codec = (Codec<Object>) codec;
      Shareable s = (Shareable) codec;
      this.type = s.sharedType();
      this.readsObjects = s.readsObjects();
      this.writesThroughRuntimeClass = s.writesThroughRuntimeClass();
    }

    /** The codec it wraps. */
    Codec<Object> wrapped() {
      return codec;
    }

    @Override
    public void write(ValueWriter out, Object value) {
      if (writesThroughRuntimeClass || !(out.bindingState() instanceof Writing refs)) {
        codec.write(out, value); // handed on to a shareable codec; or a writer not set up by the binder
        return;
      }
      Object first = refs.seen.get(value);
      if (refs.paths == null) { // native references
        if (first != null) {
          if (refs.counting) refs.repeated.put(value, Boolean.TRUE);
          out.writeSharedReference((Integer) first);
          return;
        }
        // Marks are numbered in document order, so a value is marked where it is first written, before it
        // is known whether it will be met again: a first pass meets the whole graph, the second marks only
        // what the first met more than once; with no first pass, every value is marked.
        if (refs.counting || refs.repeated == null || refs.repeated.containsKey(value)) {
          refs.seen.put(value, refs.marks++);
          out.markShared();
        }
      } else {
        if (first != null) {
          out.beginObject();
          out.name(REF);
          out.value((String) first);
          out.endObject();
          return;
        }
        refs.seen.put(value, refs.paths.path());
      }
      codec.write(out, value);
    }

    @Override
    public Object read(ValueReader in) {
      if (!(in.bindingState() instanceof Reading refs)) return codec.read(in); // a reader not set up by the binder
      int mark = -1;
      String path = null;
      if (refs.paths == null) { // native references
        Object target = in.readSharedReference(refs::marked);
        if (target != null) return check(in, target, "a shared value");
        mark = in.readShareMark();
      } else {
        if (in.peek() == ValueReader.Kind.OBJECT) {
          // A {"$ref": path} object in the value's place; anything else is handed back to the codec
          // (objects) or refused (arrays), as it was read.
          path = refs.paths.path();
          in.beginObject();
          String name = in.nextName();
          if (REF.equals(name)) return resolve(in, refs);
          if (!readsObjects) {
            throw in.error("expected " + type.getSimpleName() + " or a {\"$ref\": path} object");
          }
          refs.paths.replay(name);
        } else {
          path = refs.paths.path();
        }
      }
      refs.enter(path, mark);
      Object value = null;
      boolean ok = false;
      try {
        value = codec.read(in);
        ok = true;
        return value;
      } finally {
        refs.exit(value, ok);
      }
    }

    /** The instance a reference names; its {@code "$ref"} name has been read and its path is next. */
    private Object resolve(ValueReader in, Reading refs) {
      String path = in.readString();
      if (in.nextName() != null) throw in.error("a $ref object must have no other properties");
      Object target = refs.byPath.get(path);
      if (target == null) {
        throw in.error("reference '" + path + "' does not name an object read before it"
            + " (a cycle through a record, a @Creator class or an array cannot be rebuilt)");
      }
      return check(in, target, "reference '" + path + "'");
    }

    private Object check(ValueReader in, Object target, String what) {
      if (!type.isInstance(target)) {
        throw in.error(what + " names a " + target.getClass().getSimpleName() + ", not a " + type.getSimpleName());
      }
      return target;
    }
  }
}
