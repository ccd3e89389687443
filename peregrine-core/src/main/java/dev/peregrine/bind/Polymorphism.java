package dev.peregrine.bind;

import dev.peregrine.Codec;
import dev.peregrine.CodecContext;
import dev.peregrine.PeregrineException;
import dev.peregrine.TypeName;
import dev.peregrine.TypeProperty;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import dev.peregrine.tree.JsonObject;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Polymorphism through declared subtypes only: the permitted subclasses of a sealed type (followed down
 * through sealed intermediates) and the subtypes registered on the builder. A type id from the input is
 * looked up in that set; no class is ever loaded by a name from the input.
 */
final class Polymorphism {
  private Polymorphism() {}

  /** The concrete declared subtypes of {@code base} by id; empty when {@code base} declares none. */
  static Map<String, Class<?>> subtypesOf(Class<?> base, BindConfig config) {
    Map<String, Class<?>> ids = new LinkedHashMap<>();
    Map<String, Class<?>> registered = config.subtypes().get(base);
    if (registered != null) ids.putAll(registered);
    // Jackson's ids before the sealed type's own: a permitted subclass that @JsonSubTypes names is written with
    // that name, as Jackson writes it, and its class name is then no id of it.
    JacksonValues.TypeInfo jackson = JacksonValues.typeInfo(base);
    if (jackson != null) JacksonValues.addSubtypes(base, jackson, ids);
    if (base.isSealed()) {
      Deque<Class<?>> todo = new ArrayDeque<>();
      for (Class<?> p : base.getPermittedSubclasses()) todo.add(p);
      while (!todo.isEmpty()) {
        Class<?> c = todo.poll();
        if (c.isSealed()) for (Class<?> p : c.getPermittedSubclasses()) todo.add(p);
        if (c.isInterface() || Modifier.isAbstract(c.getModifiers()) || c.isEnum() || ids.containsValue(c)) continue;
        // Under @JsonTypeInfo, a permitted subclass @JsonSubTypes leaves out is named as Jackson names it.
        String id = jackson != null ? JacksonValues.typeName(c, jackson) : idOf(c);
        Class<?> previous = ids.putIfAbsent(id, c);
        if (previous != null && previous != c) {
          throw new PeregrineException("subtypes " + previous.getName() + " and " + c.getName() + " of "
              + base.getName() + " share the type id '" + id + "': give one a @TypeName", null);
        }
      }
    }
    // A concrete base is a member of its own family: its instances are written with its own id and read
    // back by it (as Jackson does), unless it is declared under another id already.
    if (!ids.isEmpty() && isConcrete(base) && !ids.containsValue(base)) {
      Class<?> previous = ids.putIfAbsent(idOf(base), base);
      if (previous != null) {
        throw new PeregrineException(previous.getName() + " takes the type id '" + idOf(base) + "' of its base "
            + base.getName() + ", whose own instances need it: give one a @TypeName", null);
      }
    }
    return ids;
  }

  private static boolean isConcrete(Class<?> c) {
    return !c.isInterface() && !Modifier.isAbstract(c.getModifiers()) && !c.isEnum() && !c.isPrimitive();
  }

  /**
   * {@code [typeProperty, id, include]} when {@code c} is a declared subtype of some base, else null; include
   * is null but for a base with Jackson's {@code @JsonTypeInfo}, where it is its {@code include}.
   */
  static String[] declaredIdentity(Class<?> c, BindConfig config) {
    for (Map.Entry<Class<?>, Map<String, Class<?>>> e : config.subtypes().entrySet()) {
      for (Map.Entry<String, Class<?>> id : e.getValue().entrySet()) {
        if (id.getValue() == c) return new String[] {typeProperty(e.getKey(), config), id.getKey(), include(e.getKey())};
      }
    }
    Deque<Class<?>> todo = new ArrayDeque<>();
    todo.add(c);
    while (!todo.isEmpty()) {
      Class<?> t = todo.poll();
      for (Class<?> i : t.getInterfaces()) todo.add(i);
      if (t.getSuperclass() != null) todo.add(t.getSuperclass());
      if (t != c && (t.isSealed() || JacksonValues.typeInfo(t) != null)) {
        // The first id of c in the family is the one written; the others are read only.
        for (Map.Entry<String, Class<?>> e : subtypesOf(t, config).entrySet()) {
          if (e.getValue() == c) return new String[] {typeProperty(t, config), e.getKey(), include(t)};
        }
      }
    }
    return null;
  }

  static String typeProperty(Class<?> base, BindConfig config) {
    TypeProperty tp = base.getAnnotation(TypeProperty.class);
    if (tp != null) return tp.value();
    JacksonValues.TypeInfo jackson = JacksonValues.typeInfo(base);
    return jackson != null ? jackson.property() : config.typeProperty();
  }

  /** How a base's subtypes carry their id: Jackson's {@code include}, or null for Peregrine's first property. */
  private static String include(Class<?> base) {
    JacksonValues.TypeInfo jackson = JacksonValues.typeInfo(base);
    return jackson == null ? null : jackson.include();
  }

  private static String idOf(Class<?> c) {
    TypeName n = c.getAnnotation(TypeName.class);
    if (n != null) return n.value();
    String jackson = JacksonValues.jsonTypeName(c);
    return jackson != null ? jackson : c.getSimpleName();
  }

  /**
   * The codec of a declared subtype's own instances, which carry its type id as its family says: as the
   * first property (Peregrine's way, Jackson's PROPERTY), not at all (Jackson's EXISTING_PROPERTY: a property
   * of the bean holds it), or in a wrapper (WRAPPER_OBJECT, WRAPPER_ARRAY). In array mode always first.
   */
  static Codec<Object> memberCodec(BeanModel model, CodecContext context, String typeProperty, String id,
      String include) {
    if (include == null || include.equals("PROPERTY") || Binder.config(context).beansAsArrays()) {
      return new BeanCodec(model, context, typeProperty, id);
    }
    BeanCodec plain = new BeanCodec(model, context, null, null);
    if (include.equals("EXISTING_PROPERTY")) return plain;
    return new JacksonValues.WrappedCodec(plain, id, include.equals("WRAPPER_ARRAY"));
  }

  /** The codec of a polymorphic base type: dispatches on the runtime class or the type id. */
  static final class PolymorphicCodec implements Codec<Object>, References.Shareable {
    private final Class<?> base;
    private final Map<String, Class<?>> ids;
    private final String typeProperty;
    private final CodecContext context;
    private final JacksonValues.TypeInfo jackson; // null: Peregrine's own way (the id as a property)

    PolymorphicCodec(Class<?> base, Map<String, Class<?>> ids, CodecContext context) {
      this.base = base;
      this.ids = ids;
      this.typeProperty = typeProperty(base, Binder.config(context));
      this.context = context;
      this.jackson = JacksonValues.typeInfo(base);
    }

    @Override
    public void write(ValueWriter out, Object value) {
      if (!ids.containsValue(value.getClass())) {
        throw out.error(value.getClass().getName() + " is not a declared subtype of " + base.getName()
            + " (declared: " + String.join(", ", ids.keySet()) + ")");
      }
      codecOf(value.getClass()).write(out, value); // a declared subtype's codec writes its id first
    }

    // The codec of a member of the family: a subtype's own, or for the base itself a bean codec that writes
    // the base's id (the base's codec in the context is this one).
    private Codec<Object> codecOf(Class<?> c) {
      if (c != base) {
        Codec<Object> own = context.codec(c);
        // A member that has subtypes of its own (a concrete class with subclasses) is a family too: its own
        // instances are read and written by that family's codec for them.
        return References.unwrapped(own) instanceof PolymorphicCodec family ? family.codecOf(c) : own;
      }
      Codec<Object> own = baseCodec;
      if (own == null) {
        String id = null;
        for (Map.Entry<String, Class<?>> e : ids.entrySet()) if (id == null && e.getValue() == base) id = e.getKey();
        baseCodec = own = memberCodec(BeanModel.of(base, Binder.config(context)), context, typeProperty, id,
            jackson == null ? null : jackson.include());
      }
      return own;
    }

    private volatile Codec<Object> baseCodec; // built on first use; a race builds two equal codecs

    @Override
    public Object read(ValueReader in) {
      if (Binder.config(context).beansAsArrays()) return readArray(in);
      if (jackson != null && jackson.wrapper()) return readWrapped(in);
      in.beginObject();
      String first = in.nextName();
      if (first == null) {
        if (jackson != null && jackson.defaultImpl() != null) return subtype(in, null).read(new TreeReader(new JsonObject(), in));
        throw in.error("missing type property '" + typeProperty + "' for " + base.getSimpleName());
      }
      // A visible id is handed to the bean as well: through the tree, below.
      if (first.equals(typeProperty) && (jackson == null || !jackson.visible())) {
        Codec<Object> sub = subtype(in, in.readString());
        if (sub instanceof BeanCodec bean) return bean.readProperties(in);
        JsonObject rest = readRest(in, new JsonObject());
        return sub.read(new TreeReader(rest, in));
      }
      // The id is not first: keep the object as a tree, then bind it once the id is known.
      JsonObject object = new JsonObject();
      object.put(first, readTreeValue(in, first));
      readRest(in, object);
      Object id = object.get(typeProperty);
      boolean fallback = jackson != null && jackson.defaultImpl() != null;
      if (!(id instanceof String) && !fallback) {
        throw in.error("missing type property '" + typeProperty + "' for " + base.getSimpleName());
      }
      Codec<Object> sub = subtype(in, id instanceof String s ? s : null);
      // A bean codec of the family checks the id itself; Jackson's hands it on only when visible (an alias
      // of the id, from @JsonSubTypes names, is no id the bean knows).
      if (!(sub instanceof BeanCodec) || jackson != null && !jackson.visible()) {
        object.remove(typeProperty);
      }
      return sub.read(new TreeReader(object, in));
    }

    /** Jackson's WRAPPER_OBJECT ({@code {"id": {...}}}) and WRAPPER_ARRAY ({@code ["id", {...}]}). */
    private Object readWrapped(ValueReader in) {
      boolean array = jackson.include().equals("WRAPPER_ARRAY");
      String id;
      if (array) {
        in.beginArray();
        id = in.hasNextElement() ? in.readString() : null;
      } else {
        in.beginObject();
        id = in.nextName();
      }
      if (id == null) throw in.error("missing type id for " + base.getSimpleName());
      Codec<Object> sub = subtype(in, id);
      if (sub instanceof JacksonValues.WrappedCodec w) sub = w.inner;
      return JacksonValues.WrappedCodec.finish(in, sub, array);
    }

    /** Array mode: the type id is the first element, the subtype's properties follow by position. */
    private Object readArray(ValueReader in) {
      in.beginArray();
      if (!in.hasNextElement()) throw in.error("missing type id for " + base.getSimpleName());
      String id = in.readString();
      Codec<Object> sub = subtype(in, id);
      if (!(sub instanceof BeanCodec bean)) throw in.error("subtype '" + id + "' of " + base.getSimpleName() + " is not a bean");
      return bean.readElements(in, true);
    }

    private JsonObject readRest(ValueReader in, JsonObject into) {
      for (String name; (name = in.nextName()) != null; ) into.put(name, readTreeValue(in, name));
      return into;
    }

    private Object readTreeValue(ValueReader in, String name) {
      try {
        return Binder.readNullable(in, context.codec(Object.class));
      } catch (PeregrineException e) {
        throw e.prependProperty(name);
      }
    }

    @Override
    public Class<?> sharedType() {
      return base;
    }

    @Override
    public boolean readsObjects() {
      return !Binder.config(context).beansAsArrays();
    }

    @Override
    public boolean writesThroughRuntimeClass() {
      return true; // each value goes to its subtype's bean codec, which is shareable itself
    }

    private Codec<Object> subtype(ValueReader in, String id) {
      Class<?> c = id == null ? null : ids.get(id);
      if (c == null && jackson != null) c = jackson.defaultImpl(); // a missing or unknown id, as Jackson reads it
      if (c == null) {
        throw in.error("unknown type id '" + id + "' for " + base.getSimpleName() + " (declared: "
            + String.join(", ", ids.keySet()) + ")");
      }
      // The subtype's own codec, not the references decorator around it: this codec's decorator has
      // taken care of the reference already.
      return References.unwrapped(codecOf(c));
    }
  }
}
