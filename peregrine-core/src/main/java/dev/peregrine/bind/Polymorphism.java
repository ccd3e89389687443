package dev.peregrine.bind;

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
    if (base.isSealed()) {
      Deque<Class<?>> todo = new ArrayDeque<>();
      for (Class<?> p : base.getPermittedSubclasses()) todo.add(p);
      while (!todo.isEmpty()) {
        Class<?> c = todo.poll();
        if (c.isSealed()) for (Class<?> p : c.getPermittedSubclasses()) todo.add(p);
        if (c.isInterface() || Modifier.isAbstract(c.getModifiers()) || c.isEnum()) continue;
        Class<?> previous = ids.putIfAbsent(idOf(c), c);
        if (previous != null && previous != c) {
          throw new PeregrineException("subtypes " + previous.getName() + " and " + c.getName() + " of "
              + base.getName() + " share the type id '" + idOf(c) + "': give one a @TypeName", null);
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

  /** {@code [typeProperty, id]} when {@code c} is a declared subtype of some base, else null. */
  static String[] declaredIdentity(Class<?> c, BindConfig config) {
    for (Map.Entry<Class<?>, Map<String, Class<?>>> e : config.subtypes().entrySet()) {
      for (Map.Entry<String, Class<?>> id : e.getValue().entrySet()) {
        if (id.getValue() == c) return new String[] {typeProperty(e.getKey(), config), id.getKey()};
      }
    }
    Deque<Class<?>> todo = new ArrayDeque<>();
    todo.add(c);
    while (!todo.isEmpty()) {
      Class<?> t = todo.poll();
      for (Class<?> i : t.getInterfaces()) todo.add(i);
      if (t.getSuperclass() != null) todo.add(t.getSuperclass());
      if (t != c && t.isSealed() && subtypesOf(t, config).containsValue(c)) {
        return new String[] {typeProperty(t, config), idOf(c)};
      }
    }
    return null;
  }

  static String typeProperty(Class<?> base, BindConfig config) {
    TypeProperty tp = base.getAnnotation(TypeProperty.class);
    return tp != null ? tp.value() : config.typeProperty();
  }

  private static String idOf(Class<?> c) {
    TypeName n = c.getAnnotation(TypeName.class);
    return n != null ? n.value() : c.getSimpleName();
  }

  /** The codec of a polymorphic base type: dispatches on the runtime class or the type id. */
  static final class PolymorphicCodec implements Codec<Object>, References.Shareable {
    private final Class<?> base;
    private final Map<String, Class<?>> ids;
    private final String typeProperty;
    private final CodecContext context;

    PolymorphicCodec(Class<?> base, Map<String, Class<?>> ids, CodecContext context) {
      this.base = base;
      this.ids = ids;
      this.typeProperty = typeProperty(base, context.config());
      this.context = context;
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
      if (c != base) return context.codec(c);
      BeanCodec own = baseCodec;
      if (own == null) {
        String id = null;
        for (Map.Entry<String, Class<?>> e : ids.entrySet()) if (e.getValue() == base) id = e.getKey();
        baseCodec = own = new BeanCodec(BeanModel.of(base, context.config()), context, typeProperty, id);
      }
      return own;
    }

    private volatile BeanCodec baseCodec; // built on first use; a race builds two equal codecs

    @Override
    public Object read(ValueReader in) {
      if (context.config().beansAsArrays()) return readArray(in);
      in.beginObject();
      String first = in.nextName();
      if (first == null) throw in.error("missing type property '" + typeProperty + "' for " + base.getSimpleName());
      if (first.equals(typeProperty)) {
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
      if (!(id instanceof String s)) throw in.error("missing type property '" + typeProperty + "' for " + base.getSimpleName());
      Codec<Object> sub = subtype(in, s);
      if (!(sub instanceof BeanCodec)) object.remove(typeProperty);
      return sub.read(new TreeReader(object, in));
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
      return !context.config().beansAsArrays();
    }

    @Override
    public boolean writesThroughRuntimeClass() {
      return true; // each value goes to its subtype's bean codec, which is shareable itself
    }

    private Codec<Object> subtype(ValueReader in, String id) {
      Class<?> c = ids.get(id);
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
