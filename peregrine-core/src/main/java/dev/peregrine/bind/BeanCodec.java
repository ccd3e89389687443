package dev.peregrine.bind;

import dev.peregrine.Codec;
import dev.peregrine.CodecContext;
import dev.peregrine.IncludeNulls;
import dev.peregrine.PeregrineException;
import dev.peregrine.stream.internal.NameTable;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.Set;
import java.util.List;
import java.util.Map;

/**
 * The reflective codec for beans and records, working from a {@link BeanModel}.
 *
 * <p>Written as an object of its properties in model order, nulls skipped unless included. When the class
 * is a declared subtype of a polymorphic base, its type id is written first (and accepted on read), so a
 * subtype written on its own still reads back through its base type.
 *
 * <p>A value whose class is not the bean's (the bean type is an interface, an abstract class or a
 * superclass of it) is written by its own class's codec, so that none of its properties is lost, unless the
 * bean class is final or static typing is on ({@link BindConfig#staticTyping()}).
 *
 * <p>It is also the reflection twin of the codec {@code dev.peregrine.bind.gen} generates from the same
 * model ({@link #plan()}), and keeps the cold paths (errors, unknown names) for both, so that they stay
 * one implementation.
 */
final class BeanCodec implements BeanTwin, References.Shareable {
  private final BeanModel model;
  private final BeanModel.Prop[] props;
  private final Codec<Object>[] codecs;
  private final boolean[] includeNulls;
  private final boolean[] mayWriteNull; // a codec that writes some values as null (Optional.empty())
  private final NameTable names;
  private final boolean failOnUnknown;
  private final String typeProperty; // null unless this is a declared subtype
  private final String typeId;
  private final int creatorArity;
  private final Object[] creatorDefaults; // values for creator parameters absent from the input
  private final boolean asArray; // array mode: properties by position, see writeArray
  private final int[] required; // the slots of required properties (@JsonProperty(required = true))
  private final Codec<Object> anySetterCodec; // the values @JsonAnySetter takes, or null
  private final Codec<Object> anyGetterCodec; // the values of the @JsonAnyGetter map, or null
  private final Codec<Object>[] unwrappedCodecs; // per model.unwrapped: the nested bean's codec
  private final Set<String>[] unwrappedNames; // per model.unwrapped: the names its bean reads; null: any name
  private final CodecContext context;
  /** The bean class, when a value of another class is written by that class's codec; else null. */
  private final Class<?> exactClass;
  private RuntimeCodec lastRuntime; // the codec of the last other class written: see runtimeCodec

  BeanCodec(BeanModel model, CodecContext context, String typeProperty, String typeId) {
    this(model, context, typeProperty, typeId, Binder.config(context).beansAsArrays());
  }

  /** {@code asArray}: array mode for this class alone (Jackson's {@code @JsonFormat(shape = ARRAY)}), or all. */
  @SuppressWarnings("unchecked")
  BeanCodec(BeanModel model, CodecContext context, String typeProperty, String typeId, boolean asArray) {
    this.model = model;
    this.props = model.props.toArray(new BeanModel.Prop[0]);
    this.codecs = new Codec[props.length];
    this.includeNulls = new boolean[props.length];
    this.mayWriteNull = new boolean[props.length];
    String[] canonical = new String[props.length];
    String[][] aliases = new String[props.length][];
    int arity = 0;
    IncludeNulls classNulls = model.type.getAnnotation(IncludeNulls.class);
    for (int i = 0; i < props.length; i++) {
      BeanModel.Prop p = props[i];
      canonical[i] = p.name;
      aliases[i] = p.aliases;
      includeNulls[i] = p.includeNulls != null ? p.includeNulls
          : classNulls != null ? classNulls.value() : Binder.config(context).includeNulls();
      arity = Math.max(arity, p.creatorIndex + 1);
    }
    this.names = new NameTable(canonical, aliases);
    this.failOnUnknown = Binder.config(context).failOnUnknownProperties() && !model.ignoreUnknown;
    this.typeProperty = typeProperty;
    this.typeId = typeId;
    this.creatorArity = model.creator == null ? 0 : model.creator.getParameterCount();
    this.asArray = asArray;
    int requiredCount = 0;
    for (BeanModel.Prop p : props) if (p.jackson.required()) requiredCount++;
    this.required = new int[requiredCount];
    for (int i = 0, k = 0; i < props.length; i++) if (props[i].jackson.required()) required[k++] = i;
    this.context = context;
    this.exactClass = Binder.config(context).staticTyping() || Modifier.isFinal(model.type.getModifiers()) ? null : model.type;
    // Codecs last: a recursive type asks for this codec's placeholder while they are built.
    Codec<Object>[] plain = new Codec[props.length]; // before Jackson's annotations: the creator's defaults
    for (int i = 0; i < props.length; i++) {
      BeanModel.Prop p = props[i];
      try {
        plain[i] = context.codec(p.type, p.annotations);
        codecs[i] = !p.jackson.wrapsCodec() ? plain[i] : new JacksonProperties.PropertyCodec(plain[i],
            p.jackson.omit(), p.jackson.defaultValue(), p.jackson.nulls(), Types.raw(p.type), p.name);
      } catch (PeregrineException e) {
        throw CodecBuildException.neededBy(e, model.type, p.name);
      }
      mayWriteNull[i] = NullableCodec.mayWriteNull(codecs[i]);
    }
    BeanModel.AnyProperties any = model.any;
    if ((any != null || !model.unwrapped.isEmpty()) && asArray) {
      throw new PeregrineException("cannot bind " + model.type.getName() + " in array mode: its properties named by "
          + "@JsonAnySetter, @JsonAnyGetter or @JsonUnwrapped have no position", null);
    }
    this.unwrappedCodecs = new Codec[model.unwrapped.size()];
    this.unwrappedNames = new Set[model.unwrapped.size()];
    for (int i = 0; i < unwrappedCodecs.length; i++) {
      BeanModel.Unwrapped u = model.unwrapped.get(i);
      try {
        unwrappedCodecs[i] = context.codec(u.type());
      } catch (PeregrineException e) {
        throw CodecBuildException.neededBy(e, model.type, u.name());
      }
      BeanModel nested = BeanModel.of(u.type(), Binder.config(context));
      if (nested.any == null && nested.unwrapped.isEmpty()) {
        Set<String> known = new HashSet<>();
        for (BeanModel.Prop p : nested.props) {
          known.add(p.name);
          known.addAll(List.of(p.aliases));
        }
        unwrappedNames[i] = known;
      }
    }
    try {
      this.anySetterCodec = any == null || any.setter() == null ? null : context.codec(any.setterValue());
      this.anyGetterCodec = any == null || any.getter() == null ? null : context.codec(any.getterValue());
    } catch (PeregrineException e) {
      throw CodecBuildException.neededBy(e, model.type, "(any property)");
    }
    this.creatorDefaults = new Object[creatorArity];
    for (int i : model.ignoredCreatorParams) { // none without a creator (a record that cannot be created)
      if (i < creatorArity) creatorDefaults[i] = BeanModel.defaultOf(model.creator.getParameterTypes()[i]);
    }
    for (BeanModel.Prop p : props) {
      if (p.creatorIndex >= 0) {
        Codec<Object> c = plain[indexOf(p)];
        Class<?> raw = Types.raw(p.type);
        creatorDefaults[p.creatorIndex] = c instanceof NullableCodec<Object> n ? n.readNull()
            : raw.isPrimitive() ? Array.get(Array.newInstance(raw, 1), 0) : null;
      }
    }
  }

  private int indexOf(BeanModel.Prop p) {
    for (int i = 0; i < props.length; i++) if (props[i] == p) return i;
    throw new IllegalStateException();
  }

  @Override
  @SuppressWarnings("unchecked")
  public void write(ValueWriter out, Object bean) {
    if (exactClass != null && bean.getClass() != exactClass) {
      Codec<Object> runtime = runtimeCodec(bean.getClass());
      if (runtime != null) {
        runtime.write(out, bean);
        return;
      }
    }
    if (asArray) {
      writeArray(out, bean);
      return;
    }
    out.beginObject();
    if (typeId != null) {
      out.name(typeProperty);
      out.value(typeId);
    }
    for (int i = 0; i < props.length; i++) {
      BeanModel.Prop p = props[i];
      if (p.getter == null) continue;
      Object value;
      try {
        value = p.getter.get(bean);
      } catch (ReflectiveOperationException | RuntimeException e) {
        throw getFailed(out, i, e);
      }
      if (value == null || mayWriteNull[i] && ((NullableCodec<Object>) codecs[i]).writesNull(value)) {
        if (includeNulls[i]) {
          out.name(names, i);
          out.nullValue();
        }
        continue;
      }
      out.name(names, i);
      try {
        codecs[i].write(out, value);
      } catch (RuntimeException e) {
        throw Binder.unchecked(out, e).prependProperty(p.name);
      }
    }
    for (int i = 0; i < unwrappedCodecs.length; i++) writeUnwrapped(out, bean, i);
    if (anyGetterCodec != null) writeAny(out, bean);
    out.endObject();
  }

  /** The properties of the nested bean of {@code model.unwrapped[i]}, in this bean's object (nothing for a null). */
  private void writeUnwrapped(ValueWriter out, Object bean, int i) {
    BeanModel.Unwrapped u = model.unwrapped.get(i);
    if (u.getter() == null) return;
    Object value;
    try {
      value = u.getter().get(bean);
    } catch (ReflectiveOperationException | RuntimeException e) {
      throw out.error("cannot get " + u.name() + ": " + Binder.describe(cause(e)), cause(e)).prependProperty(u.name());
    }
    if (value == null) return;
    try {
      unwrappedCodecs[i].write(new UnwrappedWriter(out, u.prefix(), u.suffix()), value);
    } catch (RuntimeException e) {
      throw Binder.unchecked(out, e);
    }
  }

  /**
   * Keeps a property the bean does not have for the {@code @JsonUnwrapped} bean whose names it has (with the
   * prefix and suffix), read as a tree into {@code buffers}; false when it is none's.
   */
  @SuppressWarnings("unchecked")
  private boolean unknownToUnwrapped(ValueReader in, Map<String, Object>[] buffers) {
    if (buffers == null) return false;
    String name = in.lastName();
    for (int i = 0; i < buffers.length; i++) {
      BeanModel.Unwrapped u = model.unwrapped.get(i);
      if (name.length() < u.prefix().length() + u.suffix().length() || !name.startsWith(u.prefix())
          || !name.endsWith(u.suffix())) {
        continue;
      }
      String inner = name.substring(u.prefix().length(), name.length() - u.suffix().length());
      if (unwrappedNames[i] != null && !unwrappedNames[i].contains(inner)) continue;
      try {
        buffers[i].put(inner, Binder.readNullable(in, context.codec(Object.class)));
      } catch (RuntimeException e) {
        throw Binder.unchecked(in, e).prependProperty(name);
      }
      return true;
    }
    return false;
  }

  @SuppressWarnings("unchecked")
  private Map<String, Object>[] unwrappedBuffers() {
    if (unwrappedCodecs.length == 0) return null;
    Map<String, Object>[] buffers = new Map[unwrappedCodecs.length];
    for (int i = 0; i < buffers.length; i++) buffers[i] = new java.util.LinkedHashMap<>();
    return buffers;
  }

  /**
   * Binds each {@code @JsonUnwrapped} bean from the properties kept for it and sets it; as Jackson, a bean is
   * made even when the document held none of its properties.
   */
  private void setUnwrapped(ValueReader in, Object bean, Map<String, Object>[] buffers) {
    if (buffers == null) return;
    for (int i = 0; i < buffers.length; i++) {
      BeanModel.Unwrapped u = model.unwrapped.get(i);
      if (u.setter() == null) continue;
      Object value;
      try {
        value = unwrappedCodecs[i].read(new TreeReader(buffers[i], in));
      } catch (RuntimeException e) {
        throw Binder.unchecked(in, e).prependProperty(u.name());
      }
      try {
        u.setter().set(bean, value);
      } catch (ReflectiveOperationException | RuntimeException e) {
        throw in.error("cannot set " + u.name() + ": " + Binder.describe(cause(e)), cause(e)).prependProperty(u.name());
      }
    }
  }

  /** The entries of the {@code @JsonAnyGetter} map, after the bean's own properties, as Jackson writes them. */
  private void writeAny(ValueWriter out, Object bean) {
    Map<?, ?> map;
    try {
      map = (Map<?, ?>) model.any.getter().get(bean);
    } catch (ReflectiveOperationException | RuntimeException e) {
      throw out.error("cannot get the @JsonAnyGetter map: " + Binder.describe(cause(e)), cause(e));
    }
    if (map == null) return;
    for (Map.Entry<?, ?> e : map.entrySet()) {
      String name = String.valueOf(e.getKey());
      Object value = e.getValue();
      if (value == null && !Binder.config(context).includeNulls()) continue;
      out.name(name);
      try {
        Binder.writeNullable(out, anyGetterCodec, value);
      } catch (RuntimeException ex) {
        throw Binder.unchecked(out, ex).prependProperty(name);
      }
    }
  }

  /**
   * Array mode: every property in model order, nulls included (and null for a property that has no getter),
   * so that position alone names a property; a declared subtype's id goes first.
   */
  private void writeArray(ValueWriter out, Object bean) {
    out.beginArray();
    if (typeId != null) out.value(typeId);
    for (int i = 0; i < props.length; i++) {
      BeanModel.Prop p = props[i];
      Object value;
      try {
        value = p.getter == null ? null : p.getter.get(bean);
      } catch (ReflectiveOperationException | RuntimeException e) {
        throw getFailed(out, i, e);
      }
      if (value == null) {
        out.nullValue();
        continue;
      }
      try {
        codecs[i].write(out, value);
      } catch (RuntimeException e) {
        throw Binder.unchecked(out, e).prependProperty(p.name);
      }
    }
    out.endArray();
  }

  @Override
  public Object read(ValueReader in) {
    if (asArray) {
      in.beginArray();
      return readElements(in, false);
    }
    in.beginObject();
    return readProperties(in);
  }

  /**
   * Array mode: reads the elements of an array whose start has been consumed (and, when {@code idRead}, the
   * type id too), up to and including its end. Missing trailing elements keep their defaults; extra ones
   * are skipped, or rejected with failOnUnknownProperties.
   */
  Object readElements(ValueReader in, boolean idRead) {
    if (model.cannotCreate != null) {
      throw in.error("cannot create " + model.type.getName() + ": " + model.cannotCreate);
    }
    if (typeId != null && !idRead) {
      if (!in.hasNextElement()) throw in.error("missing type id of " + model.type.getSimpleName());
      String id = in.readString();
      if (!id.equals(typeId)) {
        throw in.error("type id '" + id + "' does not name " + model.type.getSimpleName() + " (its id is '" + typeId + "')");
      }
    }
    if (creatorArity == 0 && !(model.creator instanceof Method)) {
      Object bean = instantiate(in, new Object[0]);
      References.created(in, bean); // before its properties: a cycle back to it resolves
      int i = 0;
      for (; in.hasNextElement(); i++) {
        if (i >= props.length) {
          extraElement(in, i);
          continue;
        }
        Object value = readProperty(in, i);
        if (readsInto(props[i])) set(in, props[i], bean, value);
      }
      if (required.length > 0) checkRequired(in, null, i);
      return bean;
    }
    Object[] values = new Object[props.length];
    int n = 0;
    for (; in.hasNextElement(); n++) {
      if (n >= props.length) {
        extraElement(in, n);
      } else {
        values[n] = readProperty(in, n);
      }
    }
    n = Math.min(n, props.length);
    if (required.length > 0) checkRequired(in, null, n);
    Object[] args = creatorDefaults.clone();
    for (int i = 0; i < n; i++) {
      if (props[i].creatorIndex >= 0 && values[i] != null) args[props[i].creatorIndex] = values[i];
    }
    Object bean = instantiate(in, args);
    for (int i = 0; i < n; i++) {
      if (props[i].creatorIndex < 0 && readsInto(props[i])) set(in, props[i], bean, values[i]);
    }
    return bean;
  }

  @Override
  public void extraElement(ValueReader in, int index) {
    if (failOnUnknown) {
      throw in.error(model.type.getSimpleName() + " has " + props.length + " properties; element " + index + " is one too many");
    }
    in.skipValue();
  }

  /** Reads the properties of an object whose start has been consumed, up to and including its end. */
  Object readProperties(ValueReader in) {
    if (model.cannotCreate != null) {
      throw in.error("cannot create " + model.type.getName() + ": " + model.cannotCreate);
    }
    int slot = in.nextName(names);
    if (creatorArity == 0 && !(model.creator instanceof Method)) {
      Object bean = instantiate(in, new Object[0]);
      References.created(in, bean); // before its properties: a cycle back to it resolves
      boolean[] seen = required.length > 0 ? new boolean[props.length] : null;
      Map<String, Object>[] flat = unwrappedBuffers();
      for (; slot != ValueReader.END_OF_OBJECT; slot = in.nextName(names)) {
        if (slot < 0) {
          if (!unknownToUnwrapped(in, flat) && !unknownToAnySetter(in, bean, null)) unknown(in);
          continue;
        }
        BeanModel.Prop p = props[slot];
        Object value = readProperty(in, slot);
        if (seen != null) seen[slot] = true;
        if (readsInto(p)) set(in, p, bean, value);
      }
      if (seen != null) checkRequired(in, seen, 0);
      setUnwrapped(in, bean, flat);
      return bean;
    }
    // With a creator, values wait until all are read; creator parameters first, the others after creation.
    Object[] values = new Object[props.length];
    boolean[] seen = new boolean[props.length];
    List<Object> anyValues = anySetterCodec == null ? null : new ArrayList<>(); // name, value, ... for after creation
    Map<String, Object>[] flat = unwrappedBuffers();
    for (; slot != ValueReader.END_OF_OBJECT; slot = in.nextName(names)) {
      if (slot < 0) {
        if (!unknownToUnwrapped(in, flat) && !unknownToAnySetter(in, null, anyValues)) unknown(in);
        continue;
      }
      values[slot] = readProperty(in, slot);
      seen[slot] = true;
    }
    if (required.length > 0) checkRequired(in, seen, 0);
    Object[] args = creatorDefaults.clone();
    for (int i = 0; i < props.length; i++) {
      if (seen[i] && props[i].creatorIndex >= 0 && values[i] != null) args[props[i].creatorIndex] = values[i];
    }
    Object bean = instantiate(in, args);
    for (int i = 0; i < props.length; i++) {
      if (seen[i] && props[i].creatorIndex < 0 && readsInto(props[i])) set(in, props[i], bean, values[i]);
    }
    if (anyValues != null) {
      for (int i = 0; i < anyValues.size(); i += 2) setAny(in, bean, (String) anyValues.get(i), anyValues.get(i + 1));
    }
    setUnwrapped(in, bean, flat);
    return bean;
  }

  /**
   * Refuses a document without a required property ({@code @JsonProperty(required = true)}): {@code seen}
   * says which properties the object had, or, in array mode (null), the first {@code elements} slots.
   */
  private void checkRequired(ValueReader in, boolean[] seen, int elements) {
    for (int i : required) {
      if (seen != null ? !seen[i] : i >= elements) {
        throw in.error("missing required property '" + props[i].name + "' of " + model.type.getName());
      }
    }
  }

  private Object readProperty(ValueReader in, int slot) {
    try {
      return Binder.readNullable(in, codecs[slot]);
    } catch (RuntimeException e) {
      throw Binder.unchecked(in, e).prependProperty(props[slot].name);
    }
  }

  @Override
  public BeanPlan plan() {
    List<BeanPlan.Slot> slots = new ArrayList<>(props.length);
    for (int i = 0; i < props.length; i++) {
      BeanModel.Prop p = props[i];
      slots.add(new BeanPlan.Slot(p.name, Types.raw(p.type), p.getter == null ? null : p.getter.target(),
          p.setter == null ? null : p.setter.target(), p.creatorIndex, includeNulls[i], mayWriteNull[i],
          p.fillsInPlace));
    }
    return new BeanPlan(model.type, model.creator, List.copyOf(slots), names, codecs, creatorDefaults, asArray);
  }

  @Override
  public void unknownProperty(ValueReader in) {
    unknown(in);
  }

  @Override
  public Object get(ValueWriter out, int slot, Object bean) {
    try {
      return props[slot].getter.get(bean);
    } catch (ReflectiveOperationException | RuntimeException e) {
      throw getFailed(out, slot, e);
    }
  }

  @Override
  public void set(ValueReader in, int slot, Object bean, Object value) {
    set(in, props[slot], bean, value);
  }

  @Override
  public PeregrineException getFailed(ValueWriter out, int slot, Throwable e) {
    String name = props[slot].name;
    return out.error("cannot get " + name + ": " + Binder.describe(cause(e)), cause(e)).prependProperty(name);
  }

  @Override
  public PeregrineException setFailed(ValueReader in, int slot, Throwable e) {
    String name = props[slot].name;
    return in.error("cannot set " + name + ": " + Binder.describe(cause(e)), cause(e)).prependProperty(name);
  }

  @Override
  public PeregrineException createFailed(ValueReader in, Throwable e) {
    return in.error("cannot create " + model.type.getName() + ": " + Binder.describe(cause(e)), cause(e));
  }

  /**
   * Reads a property the bean does not have into its {@code @JsonAnySetter}: now, into {@code bean}, or into
   * {@code later} (name, value) when the bean is made after its properties are read. False when it is not one
   * (no any-setter, a name Jackson's annotations leave out, or this type's id), for {@link #unknown}.
   */
  private boolean unknownToAnySetter(ValueReader in, Object bean, List<Object> later) {
    if (anySetterCodec == null) return false;
    String name = in.lastName();
    // Names Jackson's annotations leave out do not reach the any-setter, as in Jackson 3 (Jackson 2 passes the
    // names of ignored members to it): an ignored secret never lands in the map either.
    if (typeProperty != null && name.equals(typeProperty) || model.ignorable.contains(name)
        || model.ignoredByClass.contains(name) || model.includedOnly != null && !model.includedOnly.contains(name)) {
      return false;
    }
    Object value;
    try {
      value = Binder.readNullable(in, anySetterCodec);
    } catch (RuntimeException e) {
      throw Binder.unchecked(in, e).prependProperty(name);
    }
    if (bean != null) {
      setAny(in, bean, name, value);
    } else {
      later.add(name);
      later.add(value);
    }
    return true;
  }

  private void setAny(ValueReader in, Object bean, String name, Object value) {
    try {
      model.any.set(bean, name, value);
    } catch (ReflectiveOperationException | RuntimeException e) {
      throw in.error("cannot set " + name + " through @JsonAnySetter: " + Binder.describe(cause(e)), cause(e))
          .prependProperty(name);
    }
  }

  /** Handles a name that is not a property: this type's own id, or an unknown property (skipped or an error). */
  private void unknown(ValueReader in) {
    String name = in.lastName();
    if (typeProperty != null && name.equals(typeProperty)) {
      String id = in.readString();
      if (!id.equals(typeId)) {
        throw in.error("type id '" + id + "' does not name " + model.type.getSimpleName() + " (its id is '" + typeId + "')");
      }
      return;
    }
    if (failOnUnknown && !model.ignorable.contains(name) && !model.ignoredByClass.contains(name)
        && (model.includedOnly == null || model.includedOnly.contains(name))) {
      throw in.error("unknown property '" + name + "' for " + model.type.getName() + " (known: "
          + String.join(", ", List.of(canonicalNames())) + ")");
    }
    in.skipValue();
  }

  @Override
  public Class<?> sharedType() {
    return model.type;
  }

  @Override
  public boolean readsObjects() {
    return !asArray;
  }

  private String[] canonicalNames() {
    String[] out = new String[props.length];
    for (int i = 0; i < props.length; i++) out[i] = props[i].name;
    return out;
  }

  private Object instantiate(ValueReader in, Object[] args) {
    try {
      if (model.creator instanceof Constructor<?> c) return c.newInstance(args);
      return ((Method) model.creator).invoke(null, args);
    } catch (ReflectiveOperationException | RuntimeException e) {
      throw createFailed(in, e);
    }
  }

  private static boolean readsInto(BeanModel.Prop p) {
    return p.setter != null || p.fillsInPlace;
  }

  private void set(ValueReader in, BeanModel.Prop p, Object bean, Object value) {
    if (value == null && (Types.raw(p.type).isPrimitive() || "SKIP".equals(p.jackson.nulls()))) {
      return; // keep the default, as Jackson does
    }
    if (p.fillsInPlace) {
      fill(in, p, bean, value);
      return;
    }
    try {
      p.setter.set(bean, value);
    } catch (ReflectiveOperationException | RuntimeException e) {
      throw setFailed(in, indexOf(p), e);
    }
  }

  /**
   * Adds what was read to the Collection or Map the bean holds (see BeanModel: a final field is never
   * assigned). A null leaves the held instance as it is, as does an empty value: so a bean holding an
   * unmodifiable empty list reads back what it wrote.
   */
  @SuppressWarnings("unchecked")
  private void fill(ValueReader in, BeanModel.Prop p, Object bean, Object value) {
    if (value == null || value instanceof Collection<?> c && c.isEmpty() || value instanceof Map<?, ?> m && m.isEmpty()) {
      return;
    }
    Object held;
    try {
      held = p.getter.get(bean);
    } catch (ReflectiveOperationException | RuntimeException e) {
      throw setFailed(in, indexOf(p), e);
    }
    if (held == null) {
      throw in.error("cannot fill " + p.name + ": the bean holds null, and a property with no setter is filled"
          + " in place, never assigned").prependProperty(p.name);
    }
    try {
      if (held instanceof Collection<?> c && value instanceof Collection<?> v) {
        ((Collection<Object>) c).addAll(v);
      } else if (held instanceof Map<?, ?> m && value instanceof Map<?, ?> v) {
        ((Map<Object, Object>) m).putAll(v);
      } else {
        throw in.error("cannot fill " + p.name + ": the bean holds a " + held.getClass().getName());
      }
    } catch (UnsupportedOperationException e) {
      throw in.error("cannot fill " + p.name + ": the bean holds an unmodifiable " + held.getClass().getName()
          + ", and a property with no setter is filled in place, never assigned", e).prependProperty(p.name);
    } catch (PeregrineException e) {
      throw e.prependProperty(p.name);
    } catch (RuntimeException e) {
      throw setFailed(in, indexOf(p), e);
    }
  }

  /**
   * The codec that writes a value of {@code c}, a subclass or an implementation of this codec's type: its own
   * class's (without the references decorator, which has seen the value already), so that none of its
   * properties is lost; null, to write it as this type, for a class that is not bound by its own properties
   * (a hidden class such as a lambda's, a dynamic proxy, a JDK class). The last class asked is kept, so that
   * a run of values of one class looks its codec up once; but only a class of this type's own loader: one of
   * another loader (a web application's subclass of a shared library's type) kept here would keep that loader
   * alive after it is dropped, so it is looked up each time, where the binder caches it on the class itself.
   */
  private Codec<Object> runtimeCodec(Class<?> c) {
    RuntimeCodec last = lastRuntime;
    if (last != null && last.type == c) return last.codec;
    Codec<Object> codec = boundByOwnProperties(c) ? References.unwrapped(context.codec(c)) : null;
    if (c.getClassLoader() == model.type.getClassLoader()) lastRuntime = new RuntimeCodec(c, codec);
    return codec;
  }

  private static boolean boundByOwnProperties(Class<?> c) {
    if (c.isHidden() || java.lang.reflect.Proxy.isProxyClass(c)) return false;
    String pkg = c.getPackageName();
    return !(pkg.startsWith("java.") || pkg.startsWith("javax.") || pkg.startsWith("jdk.") || pkg.startsWith("sun.")
        || pkg.startsWith("com.sun."));
  }

  /** A class and its codec, immutable, so that a racing thread sees both or neither (a plain field holds it). */
  private static final class RuntimeCodec {
    final Class<?> type;
    final Codec<Object> codec;

    RuntimeCodec(Class<?> type, Codec<Object> codec) {
      this.type = type;
      this.codec = codec;
    }
  }

  @Override
  public boolean writesByRuntimeClass() {
    return exactClass != null;
  }

  private static Throwable cause(Throwable e) {
    return e instanceof InvocationTargetException ite && ite.getCause() != null ? ite.getCause() : e;
  }
}
