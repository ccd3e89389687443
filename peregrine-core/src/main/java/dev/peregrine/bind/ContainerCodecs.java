package dev.peregrine.bind;

import dev.peregrine.Codec;
import dev.peregrine.CodecContext;
import dev.peregrine.CodecFactory;
import dev.peregrine.PeregrineException;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import java.lang.annotation.Annotation;
import java.lang.reflect.Array;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Deque;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.Queue;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Codecs for arrays, collections and maps. Interfaces get the usual implementation (List: ArrayList, Set:
 * LinkedHashSet to keep document order, SortedSet: TreeSet, Queue/Deque: ArrayDeque, Map: LinkedHashMap,
 * SortedMap: TreeMap); a concrete class is created through its public no-arg constructor.
 */
final class ContainerCodecs implements CodecFactory {
  @Override
  public Codec<?> create(Type type, Set<? extends Annotation> annotations, CodecContext context) {
    Class<?> raw = Types.raw(type);
    Type component = Types.componentType(type);
    if (component != null) {
      if (raw == byte[].class || raw == char[].class) return null; // scalars: base64 and text
      if (Types.raw(component).isPrimitive()) return PrimitiveArrayCodec.of(raw, context.codec(component));
      return new ArrayCodec<>(Types.raw(component), context.codec(component, annotations));
    }
    if (Collection.class.isAssignableFrom(raw)) {
      Type element = Types.arguments(type, Collection.class)[0];
      Supplier<Collection<Object>> make = orUncreatable(collectionFactory(raw, element), raw);
      return new CollectionCodec(context.codec(element, annotations), make);
    }
    if (Map.class.isAssignableFrom(raw)) {
      Type[] kv = Types.arguments(type, Map.class);
      Supplier<Map<Object, Object>> make = orUncreatable(mapFactory(raw, kv[0]), raw);
      return new MapCodec(keyCodec(Types.raw(kv[0])), context.codec(kv[1], annotations), make);
    }
    return null;
  }

  // The two containers nearly every model uses, as classes rather than method references: a method
  // reference is a class spun at its first use, which a cold start pays for.
  private static final Supplier<Collection<Object>> NEW_LIST = new Supplier<>() {
    @Override
    public Collection<Object> get() {
      return new ArrayList<>();
    }
  };

  private static final Supplier<Map<Object, Object>> NEW_MAP = new Supplier<>() {
    @Override
    public Map<Object, Object> get() {
      return new LinkedHashMap<>();
    }
  };

  // A collection's list when the format announced its length (CBOR), else (JSON) one of UNKNOWN_LENGTH slots
  // when an element follows, or an empty one that allocates nothing. ArrayList's default, ten slots at the
  // first element, kept 32 bytes idle in every list of two (the streaming experiment: a JSON document of two million
  // records with a list of two tags each held 64 MB more than the same CBOR; with four slots its live set went from
  // 686 to 638 MB, Jackson's 687); a longer list grows from four, which a list of ten pays with three copies
  // of its first few elements.
  private static final int UNKNOWN_LENGTH = 4;

  private static ArrayList<Object> newList(int knownLength, boolean any) {
    if (knownLength >= 0) return new ArrayList<>(knownLength);
    return any ? new ArrayList<>(UNKNOWN_LENGTH) : new ArrayList<>();
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static Supplier<Collection<Object>> collectionFactory(Class<?> raw, Type element) {
    if (raw.isAssignableFrom(ArrayList.class)) return NEW_LIST; // List, Collection, Iterable
    if (raw == EnumSet.class) {
      Class elementClass = Types.raw(element);
      return () -> (Collection) EnumSet.noneOf(elementClass);
    }
    if (raw.isAssignableFrom(LinkedHashSet.class)) return LinkedHashSet::new;
    if (raw.isAssignableFrom(TreeSet.class) && (raw == SortedSet.class || raw == NavigableSet.class || raw == TreeSet.class)) {
      return TreeSet::new;
    }
    if (raw.isAssignableFrom(ArrayDeque.class) && (raw == Queue.class || raw == Deque.class || raw == ArrayDeque.class)) {
      return ArrayDeque::new;
    }
    return constructor(raw);
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static Supplier<Map<Object, Object>> mapFactory(Class<?> raw, Type key) {
    if (raw.isAssignableFrom(LinkedHashMap.class) && raw != HashMap.class) return NEW_MAP; // Map
    if (raw == HashMap.class) return HashMap::new;
    if (raw == SortedMap.class || raw == NavigableMap.class || raw == TreeMap.class) return TreeMap::new;
    if (raw == ConcurrentMap.class || raw == ConcurrentHashMap.class) return ConcurrentHashMap::new;
    if (raw == EnumMap.class) {
      Class keyClass = Types.raw(key);
      return () -> new EnumMap(keyClass);
    }
    return constructor(raw);
  }

  // Any container can be written (List.of(...) has no public constructor); reading one needs a way to make it.
  private static <C> Supplier<C> orUncreatable(Supplier<C> make, Class<?> raw) {
    if (make != null) return make;
    return () -> {
      throw new IllegalStateException("cannot create " + raw.getName() + ": declare the property as an interface"
          + " (List, Set, Map...) or a class with a public no-arg constructor");
    };
  }

  // A concrete container class with a public no-arg constructor (JsonObject, a user's own list...).
  @SuppressWarnings("unchecked")
  private static <C> Supplier<C> constructor(Class<?> raw) {
    if (raw.isInterface() || Modifier.isAbstract(raw.getModifiers())) return null;
    try {
      java.lang.reflect.Constructor<?> c = raw.getConstructor();
      return () -> {
        try {
          return (C) c.newInstance();
        } catch (ReflectiveOperationException e) {
          throw new IllegalStateException("cannot create " + raw.getName() + ": " + e, e);
        }
      };
    } catch (NoSuchMethodException e) {
      return null;
    }
  }

  /**
   * An element of a collection or an array, or a map's value: when {@code strings} (its codec is the built-in
   * String codec) a String goes to {@link ValueWriter#stringElement}, which a format may write faster for runs
   * of Strings; anything else, null included, through its codec as every element.
   */
  @SuppressWarnings("unchecked")
  private static <E> void writeElement(ValueWriter out, Codec<E> codec, boolean strings, Object v) {
    if (strings && v != null) {
      out.stringElement((String) v);
    } else {
      Binder.writeNullable(out, codec, (E) v);
    }
  }

  /** An array of references: read straight into an array of the component class (a list when streamed). */
  private static final class ArrayCodec<E> implements Codec<Object>, References.Shareable, Binder.ArrayTarget {
    private final Class<?> componentClass;
    private final Codec<E> element;
    // The elements are the built-in String codec's: read with ValueReader.readString(codec), which decides the
    // common case in one look, and written with ValueWriter.stringElement (writeElement).
    private final boolean strings;

    ArrayCodec(Class<?> componentClass, Codec<E> element) {
      this.componentClass = componentClass;
      this.element = element;
      this.strings = ScalarCodecs.StringCodec.class.isInstance(element);
    }

    @Override
    @SuppressWarnings("unchecked")
    public Object read(ValueReader in) {
      in.beginArray();
      int known = in.knownLength();
      // Straight into an array of the component class (sized as the format announced, CBOR's length capped
      // by the reader, else 8 slots), doubled as it fills and trimmed at the end: a list then its toArray cost
      // the String[] row a fifth of its read (the list's growth, its adds, the copy's store check of each).
      Object[] items = newArray(known >= 0 ? known : 8);
      int n = 0;
      while (in.hasNextElement()) {
        if (n == items.length) items = Arrays.copyOf(items, n == 0 ? 8 : n < (1 << 29) ? 2 * n : n + (n >>> 1));
        try {
          items[n] = strings ? in.readString((Codec<Object>) element) : Binder.readNullable(in, element);
        } catch (RuntimeException e) {
          throw Binder.unchecked(in, e).prependIndex(n);
        }
        n++;
      }
      // Exists only now: shareable, but no cycle can run through it.
      return n == items.length ? items : Arrays.copyOf(items, n);
    }

    @Override
    public void write(ValueWriter out, Object array) {
      Object[] items = (Object[]) array;
      out.beginArray(items.length);
      for (int i = 0; i < items.length; i++) {
        try {
          writeElement(out, element, strings, items[i]);
        } catch (RuntimeException e) {
          throw Binder.unchecked(out, e).prependIndex(i);
        }
      }
      out.endArray();
    }

    // toArray copies in one block, with the JVM's store check; Array.set would be a reflective call each. A
    // String[] is made directly: Array.newInstance of a class known only at run time is a call into the JVM.
    private Object[] toArray(List<E> items) {
      return items.toArray(newArray(items.size()));
    }

    private Object[] newArray(int n) {
      return componentClass == String.class ? new String[n] : (Object[]) Array.newInstance(componentClass, n);
    }

    @Override
    public Object newContainer() {
      return new ArrayList<E>();
    }

    @Override
    @SuppressWarnings("unchecked")
    public void readElement(ValueReader in, Object container) {
      ((List<E>) container).add(Binder.readNullable(in, element));
    }

    @Override
    @SuppressWarnings("unchecked")
    public Object finish(Object container) {
      List<E> items = (List<E>) container;
      return toArray(items);
    }

    @Override
    public Class<?> sharedType() {
      return Object[].class;
    }

    @Override
    public boolean readsObjects() {
      return false;
    }
  }

  /** Any collection, elements in iteration order. */
  private static final class CollectionCodec implements Codec<Collection<Object>>, References.Shareable,
      Binder.ArrayTarget {
    private final Codec<Object> element;
    private final Supplier<Collection<Object>> make;
    // The elements are the built-in String codec's: read with ValueReader.readString(codec), which decides the
    // common case in one look, and written with ValueWriter.stringElement (writeElement).
    private final boolean strings;

    CollectionCodec(Codec<Object> element, Supplier<Collection<Object>> make) {
      this.element = element;
      this.make = make;
      this.strings = ScalarCodecs.StringCodec.class.isInstance(element);
    }

    @Override
    @SuppressWarnings("unchecked")
    public Collection<Object> read(ValueReader in) {
      in.beginArray();
      int known = in.knownLength(); // asked before hasNextElement, which counts the element off
      boolean more = in.hasNextElement();
      Collection<Object> items = make == NEW_LIST ? newList(known, more) : make.get();
      References.created(in, items); // before its elements: a cycle back to it resolves
      int i = 0;
      while (more) {
        try {
          // Binder.readNullable spelled out: this call site's type profile sees only element codecs of
          // collections (often one or two kinds), where readNullable's shared one sees every codec.
          Object v = strings ? in.readString(element) // the String codec's read, in one look at the input
              : in.readNull() ? (element instanceof NullableCodec<Object> n ? n.readNull() : null) : element.read(in);
          if (v == null && items instanceof ArrayDeque) throw in.error("null element in a Deque");
          items.add(v);
        } catch (RuntimeException e) { // also a TreeSet of incomparable values, an EnumSet given null
          throw Binder.unchecked(in, e).prependIndex(i);
        }
        i++;
        more = in.hasNextElement();
      }
      return items;
    }

    @Override
    public Object newContainer() {
      return make.get();
    }

    // One element as read's loop reads it (kept apart, so that read's call site stays the collections' own).
    @Override
    @SuppressWarnings("unchecked")
    public void readElement(ValueReader in, Object container) {
      Collection<Object> items = (Collection<Object>) container;
      Object v = Binder.readNullable(in, element);
      if (v == null && items instanceof ArrayDeque) throw in.error("null element in a Deque");
      items.add(v);
    }

    @Override
    public Object finish(Object container) {
      return container;
    }

    @Override
    public void write(ValueWriter out, Collection<Object> items) {
      out.beginArray(items.size());
      int i = 0;
      for (Object v : items) {
        try {
          writeElement(out, element, strings, v);
        } catch (RuntimeException e) {
          throw Binder.unchecked(out, e).prependIndex(i);
        }
        i++;
      }
      out.endArray();
    }

    @Override
    public Class<?> sharedType() {
      return Collection.class;
    }

    @Override
    public boolean readsObjects() {
      return false;
    }
  }

  /** Whether {@code codec} is this class's codec for a collection or a map (no user codec replaced it). */
  static boolean isBuiltIn(Codec<?> codec) {
    if (codec instanceof References.ReferenceCodec r) codec = r.wrapped();
    return codec instanceof CollectionCodec || codec instanceof MapCodec;
  }

  /** Converts map keys to and from the property names that carry them. */
  private record KeyCodec(Function<Object, String> toName, Function<String, Object> fromName) {}

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static KeyCodec keyCodec(Class<?> key) {
    Function<Object, String> str = String::valueOf;
    // A key of an undeclared type (a map written by its runtime class) that is an enum constant is named as
    // a declared enum key is.
    Function<Object, String> any = k -> k instanceof Enum<?> e ? EnumCodecs.keyName(e) : String.valueOf(k);
    if (key == String.class || key == CharSequence.class) return new KeyCodec(str, s -> s);
    if (key == Object.class) return new KeyCodec(any, s -> s);
    if (key == Integer.class) return new KeyCodec(str, Integer::valueOf);
    if (key == Long.class) return new KeyCodec(str, Long::valueOf);
    if (key == Short.class) return new KeyCodec(str, Short::valueOf);
    if (key == Byte.class) return new KeyCodec(str, Byte::valueOf);
    if (key == Double.class) return new KeyCodec(str, Double::valueOf);
    if (key == Float.class) return new KeyCodec(str, Float::valueOf);
    if (key == Boolean.class) {
      return new KeyCodec(str, s -> switch (s) {
        case "true" -> Boolean.TRUE;
        case "false" -> Boolean.FALSE;
        default -> throw new IllegalArgumentException("not a boolean: " + s);
      });
    }
    if (key == Character.class) {
      return new KeyCodec(str, s -> {
        if (s.length() != 1) throw new IllegalArgumentException("not a single character: " + s);
        return s.charAt(0);
      });
    }
    if (key == BigInteger.class) return new KeyCodec(str, BigInteger::new);
    if (key == BigDecimal.class) return new KeyCodec(str, BigDecimal::new);
    if (key == UUID.class) return new KeyCodec(str, UUID::fromString);
    if (key.isEnum()) {
      // Keys are named as values are: @Property names and aliases, and the @EnumFallback constant.
      EnumCodecs.EnumCodec codec = EnumCodecs.forKeys(key);
      return new KeyCodec(k -> codec.keyName((Enum) k), codec::ofKey);
    }
    // Any other key (Enum as the bound of an EnumMap written by its runtime class, a user's type) is written
    // by toString, as Jackson does (an enum constant by its written name); reading it needs a codec for the
    // map type.
    return new KeyCodec(any, s -> {
      throw new PeregrineException("map keys of " + key.getName() + " cannot be read: use String, a number, "
          + "Boolean, Character, UUID or an enum, or register a Codec for the map type", null);
    });
  }

  /** Any map whose keys convert to property names; entries in iteration order. */
  private static final class MapCodec implements Codec<Map<Object, Object>>, References.Shareable {
    private final KeyCodec keys;
    private final Codec<Object> value;
    private final Supplier<Map<Object, Object>> make;
    // The values are the built-in String codec's: read and written as a collection's Strings are.
    private final boolean strings;

    MapCodec(KeyCodec keys, Codec<Object> value, Supplier<Map<Object, Object>> make) {
      this.keys = keys;
      this.value = value;
      this.make = make;
      this.strings = ScalarCodecs.StringCodec.class.isInstance(value);
    }

    @Override
    @SuppressWarnings("unchecked")
    public Map<Object, Object> read(ValueReader in) {
      in.beginObject();
      String name = in.nextName();
      Map<Object, Object> map = make.get();
      References.created(in, map); // before its entries: a cycle back to it resolves
      for (; name != null; name = in.nextName()) {
        try {
          Object key;
          try {
            key = keys.fromName.apply(name);
          } catch (RuntimeException e) {
            throw in.error("invalid map key '" + name + "': " + Binder.describe(e), e);
          }
          Object v = strings ? in.readString(value) : Binder.readNullable(in, value);
          if (v == null && map instanceof ConcurrentMap) throw in.error("null value in a ConcurrentMap");
          map.put(key, v);
        } catch (RuntimeException e) {
          throw Binder.unchecked(in, e).prependProperty(name);
        }
      }
      return map;
    }

    @Override
    public void write(ValueWriter out, Map<Object, Object> map) {
      // Entries with null values are written: in a map they are data, not absent properties, and a tree
      // must read back equal.
      out.beginObject(map.size());
      for (Map.Entry<Object, Object> e : map.entrySet()) {
        Object k = e.getKey();
        if (k == null) throw out.error("null map key");
        String name = k instanceof String text ? text : keys.toName.apply(k); // the tree's case, without a call
        try {
          out.name(name);
          writeElement(out, value, strings, e.getValue());
        } catch (RuntimeException ex) {
          throw Binder.unchecked(out, ex).prependProperty(name);
        }
      }
      out.endObject();
    }

    @Override
    public Class<?> sharedType() {
      return Map.class;
    }

    @Override
    public boolean readsObjects() {
      return true;
    }
  }
}
