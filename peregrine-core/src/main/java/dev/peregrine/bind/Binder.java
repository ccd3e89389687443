package dev.peregrine.bind;

import dev.peregrine.Codec;
import dev.peregrine.CodecContext;
import dev.peregrine.CodecFactory;
import dev.peregrine.PeregrineException;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import java.lang.annotation.Annotation;
import java.lang.ref.Reference;
import java.lang.ref.WeakReference;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The codec registry of one facade: asks the factories in order (user factories first, then the
 * built-ins) and caches the answer per (type, annotations). Thread-safe; codecs are built under a lock,
 * looked up without one.
 *
 * <p>A recursive type (a {@code Node} holding {@code List<Node>}) asks for its own codec while that codec
 * is being built; it gets a placeholder that forwards to the finished codec.
 *
 * <p>Class loaders: a facade may outlive the classes it binds ({@code Json.create()} is one for the JVM,
 * and a server that shares this library between applications drops an application's loader to redeploy
 * it). The codec of a type that names a class of another loader than this library's and its ancestors
 * ({@link LoaderAnchors}) is therefore held by that class, through a {@code ClassValue}, not by the binder,
 * so that the loader is collected with its codecs and their generated classes whatever facade saw them; and
 * codecs hold the binder only weakly ({@link Context}), so that a facade dropped while the class lives is
 * collected too.
 */
public final class Binder implements CodecContext {
  // Not a record: a record's equals and hashCode bootstrap through method handles on first use, which
  // costs tens of milliseconds of a cold start; this key is hashed on the first read of any type.
  private static final class Key {
    final Type type;
    final Set<? extends Annotation> annotations;

    Key(Type type, Set<? extends Annotation> annotations) {
      this.type = type;
      this.annotations = annotations;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && k.type.equals(type) && k.annotations.equals(annotations);
    }

    @Override
    public int hashCode() {
      return type.hashCode() * 31 + annotations.hashCode();
    }
  }

  private final BindConfig config;
  private final List<CodecFactory> factories;
  // What the factories and codecs are given to look codecs up: not this binder itself (see Context).
  private final Context context;
  // The codecs of types of this library's loaders, which live as long as it does.
  private final Map<Key, Codec<?>> cache = new ConcurrentHashMap<>();
  // The codecs of types that name a class of another loader, held by that class (LoaderAnchors.anchor).
  private final ClassValue<Map<Key, Codec<?>>> anchored = new AnchoredCodecs();
  private final Map<Key, Placeholder<?>> building = new HashMap<>();
  // The last root type read or written and its codec: callers usually repeat one type, and this spares
  // the registry's key hashing per document. One immutable pair, so racing threads see a consistent one.
  // Only for a type of this library's loaders: the field must not keep another loader's class alive.
  private record RootCodec(Type type, Codec<Object> codec) {}

  private volatile RootCodec lastRoot = new RootCodec(Void.class, null);

  /** A registry for {@code config} that binds every bean through reflection. */
  public Binder(BindConfig config) {
    this(config, null);
  }

  /**
   * A registry for {@code config}; when {@code config.codegen()} is on, bean codecs go through
   * {@code generator} (null: none, every bean on reflection).
   */
  public Binder(BindConfig config, BeanCodecGenerator generator) {
    this.config = Objects.requireNonNull(config, "config");
    this.context = new Context(this);
    List<CodecFactory> all = new ArrayList<>(config.factories());
    all.addAll(BuiltInCodecs.factories(generator));
    this.factories = List.copyOf(all);
  }

  /** The binding configuration. */
  public BindConfig config() {
    return config;
  }

  /**
   * The configuration of the binder behind {@code context}, the one a built-in factory or codec is given:
   * the configuration is not part of the codec SPI, whose contexts are all this binder's.
   */
  static BindConfig config(CodecContext context) {
    if (context instanceof Context c) return c.config;
    return ((Binder) context).config;
  }

  @Override
  public <T> Codec<T> codec(Type type) {
    return codec(type, Set.of());
  }

  @Override
  @SuppressWarnings("unchecked")
  public <T> Codec<T> codec(Type type, Set<? extends Annotation> annotations) {
    Key key = new Key(Objects.requireNonNull(type, "type"), annotations);
    Codec<?> c = cache.get(key);
    if (c == null) c = anchoredOrBuilt(key);
    return (Codec<T>) c;
  }

  // A codec not among those of this library's loaders: cached on a class of another loader, or built.
  private Codec<?> anchoredOrBuilt(Key key) {
    Class<?> anchor = LoaderAnchors.anchor(key.type, key.annotations);
    Codec<?> c = anchor == null ? null : anchored.get(anchor).get(key);
    return c != null ? c : build(key);
  }

  // Where the codec of key is cached: here, or on the class of another loader that its type names.
  private Map<Key, Codec<?>> cacheOf(Key key) {
    Class<?> anchor = LoaderAnchors.anchor(key.type, key.annotations);
    return anchor == null ? cache : anchored.get(anchor);
  }

  /** The codecs one binder caches on a class of another loader; a static class, so it holds no binder. */
  private static final class AnchoredCodecs extends ClassValue<Map<Key, Codec<?>>> {
    @Override
    protected Map<Key, Codec<?>> computeValue(Class<?> type) {
      return new ConcurrentHashMap<>();
    }
  }

  /**
   * The binder as factories and codecs see it. A codec keeps it to look codecs up as it runs (the codec of
   * a value's runtime class); one cached on a class of another loader would keep the binder alive as long
   * as that class, if this held it strongly. A codec only runs inside a call on the binder (readRoot,
   * readElement, writeRoot), which keeps the binder reachable to its end, so a weak reference is enough.
   */
  private static final class Context implements CodecContext {
    private final WeakReference<Binder> binder;
    private final BindConfig config;

    Context(Binder binder) {
      this.binder = new WeakReference<>(binder);
      this.config = binder.config;
    }

    private Binder binder() {
      Binder b = binder.get();
      if (b == null) throw new IllegalStateException("a codec used after its facade was collected");
      return b;
    }

    @Override
    public <T> Codec<T> codec(Type type) {
      return binder().codec(type);
    }

    @Override
    public <T> Codec<T> codec(Type type, Set<? extends Annotation> annotations) {
      return binder().codec(type, annotations);
    }

  }

  // Codecs built during the outermost build (a type and every type it reaches), published to the cache
  // only when that build succeeds, as Moshi's lookup chain does: a codec that holds a placeholder of a type
  // whose build then failed must never be handed out, or every later use of it fails.
  private final Map<Key, Codec<?>> built = new HashMap<>();

  private synchronized Codec<?> build(Key key) {
    Codec<?> done = cacheOf(key).get(key);
    if (done == null) done = built.get(key);
    if (done != null) return done;
    Placeholder<?> pending = building.get(key);
    if (pending != null) return pending;
    boolean outermost = building.isEmpty();
    Placeholder<Object> placeholder = new Placeholder<>(key.type);
    building.put(key, placeholder);
    try {
      Codec<?> made = null;
      for (CodecFactory f : factories) {
        made = f.create(key.type, key.annotations, context);
        if (made != null) break;
      }
      if (made == null) throw CodecBuildException.noCodec(key.type);
      // References are one decorator around every codec of values that can be shared (References).
      if (config.references() && made instanceof References.Shareable) made = new References.ReferenceCodec(made);
      @SuppressWarnings("unchecked")
      Codec<Object> typed = (Codec<Object>) made;
      placeholder.target = typed;
      built.put(key, made);
      if (outermost) {
        for (Map.Entry<Key, Codec<?>> e : built.entrySet()) cacheOf(e.getKey()).put(e.getKey(), e.getValue());
      }
      return made;
    } finally {
      building.remove(key);
      if (outermost) built.clear(); // published, or dropped with the failure
    }
  }

  /**
   * Reads one root value of {@code type}. Any exception that escapes a codec without a location (a setter
   * that throws, a JDK parse error) is turned into the format's exception at the reader's position, its
   * message saying so when it is a bug of ours ({@link InternalErrors}); a StackOverflowError from a thread
   * with a small stack becomes one too.
   */
  public Object readRoot(ValueReader in, Type type) {
    ValueReader reader = config.references() ? References.reading(in) : in;
    try {
      return readNullable(reader, rootCodec(type));
    } catch (RuntimeException e) {
      throw unchecked(in, e);
    } catch (StackOverflowError e) {
      throw in.error("nesting too deep for this thread's stack", e);
    } finally {
      Reference.reachabilityFence(this); // the codecs hold it weakly (Context)
    }
  }

  /**
   * A top-level array bound to a type, read one element at a time (from a stream, each element's bytes on
   * their own): the codec of a collection, an array of references or the tree ({@code Object}) is one.
   * Internal: for the facades.
   */
  public interface ArrayTarget {
    /** An empty container for the elements. */
    Object newContainer();

    /** Reads one element (null included) and adds it to {@code container}, as the codec's own read does. */
    void readElement(ValueReader in, Object container);

    /** The value of the type from the container of all its elements. */
    Object finish(Object container);
  }

  /**
   * The array target of {@code type}: its codec when that is a built-in collection, array or tree codec and
   * references are off (they span the document); else null, and the document is read whole.
   */
  public ArrayTarget arrayTarget(Type type) {
    if (config.references()) return null;
    Codec<Object> codec;
    try {
      codec = rootCodec(type);
    } catch (RuntimeException e) {
      return null; // a codec that cannot be built: the whole read reports it, located, as readRoot does
    }
    return codec instanceof ArrayTarget t ? t : null;
  }

  /** Reads one element of a top-level array into {@code container}, its exceptions as {@link #readRoot}'s. */
  public void readElement(ValueReader in, ArrayTarget target, Object container) {
    try {
      target.readElement(in, container);
    } catch (RuntimeException e) {
      throw unchecked(in, e);
    } catch (StackOverflowError e) {
      throw in.error("nesting too deep for this thread's stack", e);
    } finally {
      Reference.reachabilityFence(this); // the codecs hold it weakly (Context)
    }
  }

  /** Writes one root value, choosing the codec by its runtime class. */
  public void writeRoot(ValueWriter out, Object value) {
    if (!config.references()) {
      writeOnce(out, value);
      return;
    }
    References.Writing refs = new References.Writing();
    ValueWriter rehearsal = out.writesReferencesNatively() ? out.rehearsal() : null;
    if (rehearsal != null) { // a first pass finds the values met more than once: only those are marked
      refs.rehearse();
      writeOnce(References.writing(rehearsal, refs), value);
      refs.perform();
    }
    writeOnce(References.writing(out, refs), value);
  }

  private void writeOnce(ValueWriter out, Object value) {
    try {
      if (value == null) {
        out.nullValue();
      } else {
        rootCodec(value.getClass()).write(out, value);
      }
    } catch (RuntimeException e) {
      throw unchecked(out, e);
    } catch (StackOverflowError e) {
      throw out.error("nesting too deep for this thread's stack (a circular reference? enable references)");
    } finally {
      Reference.reachabilityFence(this); // the codecs hold it weakly (Context)
    }
  }

  private Codec<Object> rootCodec(Type type) {
    RootCodec last = lastRoot;
    if (last.type == type) return last.codec; // identity: Class objects are unique; other Types just miss
    Codec<Object> codec = codec(type);
    if (LoaderAnchors.anchor(type, Set.of()) == null) lastRoot = new RootCodec(type, codec);
    return codec;
  }

  /** Reads a value that may be null: the codec's own null value when it has one, else null. */
  public static <T> T readNullable(ValueReader in, Codec<T> codec) {
    if (in.readNull()) return codec instanceof NullableCodec<T> n ? n.readNull() : null;
    return codec.read(in);
  }

  /** Writes a value that may be null. */
  public static <T> void writeNullable(ValueWriter out, Codec<T> codec, T value) {
    if (value == null) {
      out.nullValue();
    } else {
      codec.write(out, value);
    }
  }

  /**
   * The format's exception for an unchecked exception that escaped a codec (a user codec's own, say) while
   * reading, at the reader's position; the beans, collections and maps it escapes through add their
   * property or index to its path, as they do for the format's own exceptions. The format's exceptions pass
   * as they are; a bare PeregrineException (a codec that cannot be built) becomes the format's, so that a
   * caller of Json catches JsonException alone.
   */
  public static PeregrineException unchecked(ValueReader in, RuntimeException e) {
    if (e instanceof java.io.UncheckedIOException io) throw io; // the stream failed: not the document's fault
    if (e instanceof PeregrineException p) return CodecBuildException.isBare(p) ? in.error(p.reason(), p) : p;
    return in.error(InternalErrors.reason(e), e);
  }

  /** As {@link #unchecked(ValueReader, RuntimeException)}, while writing. */
  public static PeregrineException unchecked(ValueWriter out, RuntimeException e) {
    if (e instanceof java.io.UncheckedIOException io) throw io; // the stream failed: not the value's fault
    if (e instanceof PeregrineException p) return CodecBuildException.isBare(p) ? out.error(p.reason()) : p;
    return out.error(InternalErrors.reason(e), e);
  }

  /**
   * Whether bugs of ours fail loudly instead of being reported ({@code -Dperegrine.strictInternalErrors=true},
   * set by the project's own test run): see {@link InternalErrors}; generated codecs that fail to verify too.
   */
  public static boolean strictInternalErrors() {
    return InternalErrors.STRICT;
  }

  /** A reason for an exception that escaped a codec. */
  static String describe(Throwable e) {
    String m = e.getMessage();
    return e.getClass().getSimpleName() + (m == null ? "" : ": " + m);
  }

  /** A factory that answers {@code codec} for exactly {@code type} and nothing else. */
  public static CodecFactory exactFactory(Type type, Codec<?> codec) {
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(codec, "codec");
    return (t, annotations, context) -> t.equals(type) ? codec : null;
  }

  /** Stands in for a codec still being built; forwards once it is done. */
  private static final class Placeholder<T> implements Codec<T> {
    private final Type type;
    volatile Codec<T> target;

    Placeholder(Type type) {
      this.type = type;
    }

    private Codec<T> target() {
      Codec<T> t = target;
      if (t == null) throw new IllegalStateException("codec for " + type.getTypeName() + " used while being built");
      return t;
    }

    @Override
    public T read(ValueReader in) {
      return target().read(in);
    }

    @Override
    public void write(ValueWriter out, T value) {
      target().write(out, value);
    }
  }
}
