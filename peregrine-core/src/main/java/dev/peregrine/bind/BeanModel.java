package dev.peregrine.bind;

import dev.peregrine.Creator;
import dev.peregrine.Ignore;
import dev.peregrine.IncludeNulls;
import dev.peregrine.PeregrineException;
import dev.peregrine.Property;
import dev.peregrine.PropertyOrder;
import java.lang.annotation.Annotation;
import java.lang.reflect.AccessibleObject;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * What reflection finds in a bean class: its properties in write order, how to get and set each, and how
 * to create an instance. Built once per bound type; the reflective {@link BeanCodec} and (later) generated
 * codecs both work from it, so discovery rules exist once.
 *
 * <p>Which members are properties (the visibility rule Jackson's users expect). A class's properties, with
 * its superclasses' (superclass first, fields in declaration order, then properties that have no field), are
 * its public getters ({@code getX}, {@code isX} for a {@code boolean}), its public setters ({@code setX}), its
 * public non-static, non-transient fields, and its members annotated {@link Property} whatever their
 * visibility. A non-public field with the name of such a property is its backing field: its type,
 * annotations and place are the property's, it is read when there is no getter and assigned when there is no
 * setter; a boolean field {@code isX} backs property {@code x} (see linkIsFields). A non-public field
 * is a property on its own only when the class and its superclasses have no getter or setter at all
 * (field-only beans), or with {@link BindConfig#privateFields()}. So a {@code passwordHash} field with no
 * accessor is not written by a class with getters, and {@code mName} with {@code getName()} is one property,
 * {@code name}. Writing prefers the getter over the field, reading the setter over the field. Records use
 * their components and canonical constructor.
 *
 * <p>A final field is never assigned, by either engine (the JDK is moving to make final fields final for
 * reflection too). Its property is read, in this order: through a creator parameter of its name (a
 * {@link Creator}, or the only constructor when its parameters are named); else, when it is a Collection or
 * a Map, by filling in place the instance the bean holds (read through the getter, or the field): the
 * value read is added to it ({@code addAll}, {@code putAll}, as Jackson's {@code USE_GETTERS_AS_SETTERS}
 * does), a null value leaves it as it is, and a held instance that is null or refuses the addition
 * (unmodifiable) fails with the property's path unless there is nothing to add; else not at all: it is
 * written, and on read its value is read and dropped, as for any property with a getter and no setter. A
 * Collection or Map property with a getter, no setter and no field (or a final one) is filled in place the
 * same way.
 */
final class BeanModel {
  /** One property of the bean. */
  static final class Prop {
    final String name;
    final String[] aliases;
    final Type type;
    final Set<Annotation> annotations;
    final Member getter; // null: not written
    final Member setter; // null: only through the creator, filled in place, or not read
    int creatorIndex = -1;
    /**
     * Read by adding the value's elements (or entries) to the Collection (Map) the bean holds, as its getter
     * returns it: a Collection or Map property with no setter, whose field is final or absent, and no creator
     * parameter.
     */
    boolean fillsInPlace;
    final Boolean includeNulls; // null: the facade's setting
    final int order;
    /** Jackson's annotations on the property: inclusion, null handling, required (see JacksonProperties). */
    Jackson jackson = Jackson.NONE;

    Prop(String name, String[] aliases, Type type, Set<Annotation> annotations, Member getter, Member setter,
        Boolean includeNulls, int order) {
      this.name = name;
      this.aliases = aliases;
      this.type = type;
      this.annotations = annotations;
      this.getter = getter;
      this.setter = setter;
      this.includeNulls = includeNulls;
      this.order = order;
    }

    /** This property without its getter (not written) or its setter (not read). */
    Prop without(boolean getter, boolean setter) {
      Prop p = new Prop(name, aliases, type, annotations, getter ? null : this.getter, setter ? null : this.setter,
          includeNulls, order);
      p.creatorIndex = setter ? -1 : creatorIndex;
      p.fillsInPlace = !setter && fillsInPlace;
      p.jackson = jackson;
      return p;
    }
  }

  /**
   * What Jackson's annotations add to a property: which values are written as absent
   * ({@code @JsonInclude(NON_EMPTY)}, {@code NON_DEFAULT}, and {@code NON_NULL}, which writes an empty
   * Optional as null), what a null read becomes ({@code @JsonSetter(nulls)}), whether it must be present.
   *
   * @param javaName the name before renaming, which {@code @JsonPropertyOrder} may list too
   * @param omit which non-null values are written as absent
   * @param defaultValue for {@code NON_DEFAULT}, the value left out (null: empty values)
   * @param nulls {@code SKIP}, {@code FAIL}, {@code AS_EMPTY}, or null (a null is read as null)
   * @param required whether a document without it is refused
   */
  record Jackson(String javaName, JacksonProperties.PropertyCodec.Omit omit, Object defaultValue, String nulls,
      boolean required) {
    static final Jackson NONE = new Jackson(null, JacksonProperties.PropertyCodec.Omit.NONE, null, null, false);

    boolean wrapsCodec() {
      return omit != JacksonProperties.PropertyCodec.Omit.NONE || "FAIL".equals(nulls) || "AS_EMPTY".equals(nulls);
    }
  }

  /** A field or a method, made accessible, used as getter or setter. */
  record Member(AccessibleObject target) {
    Object get(Object bean) throws ReflectiveOperationException {
      return target instanceof Field f ? f.get(bean) : ((Method) target).invoke(bean);
    }

    void set(Object bean, Object value) throws ReflectiveOperationException {
      if (target instanceof Field f) {
        f.set(bean, value);
      } else {
        ((Method) target).invoke(bean, value);
      }
    }
  }

  final Class<?> type;
  final List<Prop> props;
  /** The constructor or factory method that creates instances, with a property per parameter; or null. */
  final Executable creator;
  /** Why no instance can be created, when that is the case (the bean can still be written). */
  final String cannotCreate;
  /**
   * The creator parameters that are ignored ({@code @Ignore} on the record component, the parameter, or the
   * property it names): never read from input, they take their type's default (see {@link #defaultOf}).
   */
  final Set<Integer> ignoredCreatorParams;
  /**
   * Names read and dropped without a word even when unknown properties fail, as Jackson does for the names
   * its annotations leave out ({@code @JsonIgnore}, {@code @JsonIgnoreProperties}, {@code READ_ONLY}).
   */
  Set<String> ignorable = Set.of();
  /** The names {@code @JsonIgnoreProperties} leaves out on read (dropped without a word, as {@link #ignorable}). */
  Set<String> ignoredByClass = Set.of();
  /** With {@code @JsonIncludeProperties}: the only names read; any other is dropped without a word. Else null. */
  Set<String> includedOnly;
  /** {@code @JsonIgnoreProperties(ignoreUnknown = true)}: unknown properties are skipped whatever the facade says. */
  boolean ignoreUnknown;
  /**
   * Why this bean stays on the reflective codec with code generation on, or null: features that only the
   * reflective codec implements (required properties, nulls skipped), which it then honours for both engines.
   */
  String reflectiveOnly;
  /** Jackson's {@code @JsonAnySetter} and {@code @JsonAnyGetter}, or null when the class has neither. */
  AnyProperties any;
  /** The properties annotated {@code @JsonUnwrapped}: written and read flat, in the bean's own object. */
  List<Unwrapped> unwrapped = List.of();

  /**
   * A nested bean whose properties are written and read as the bean's own, with a prefix and a suffix.
   *
   * @param name its Java name, for error paths
   * @param getter how it is read from the bean, or null (not written)
   * @param setter how it is set, or null (not read)
   * @param type its type, which must be written as an object
   */
  record Unwrapped(String name, Member getter, Member setter, Type type, String prefix, String suffix) {}

  /**
   * Where the properties that are not the bean's go on read, and which map's entries are written as
   * properties after the bean's own.
   *
   * @param setter a method taking (name, value), or a Map field (then {@code setterIsMap}); null: none
   * @param setterValue the type of the values the setter takes
   * @param getter a method or field holding a Map whose entries are written as properties; null: none
   * @param getterValue the type of that map's values
   */
  record AnyProperties(Member setter, boolean setterIsMap, Type setterValue, Member getter, Type getterValue) {
    @SuppressWarnings("unchecked")
    void set(Object bean, String name, Object value) throws ReflectiveOperationException {
      if (!setterIsMap) {
        ((Method) setter.target()).invoke(bean, name, value);
        return;
      }
      Map<String, Object> map = (Map<String, Object>) setter.get(bean);
      if (map == null) { // as Jackson: a map the bean does not hold yet is made
        map = new LinkedHashMap<>();
        setter.set(bean, map);
      }
      map.put(name, value);
    }
  }

  /**
   * Finds the members annotated {@code @JsonAnySetter} and {@code @JsonAnyGetter} (enabled) and takes them out of
   * {@code found}, where their names would make ordinary properties.
   */
  private static AnyProperties anyProperties(Type beanType, List<Class<?>> chain, Map<String, Found> found) {
    AccessibleObject setter = null;
    AccessibleObject getter = null;
    for (Class<?> c : chain) {
      List<AccessibleObject> members = new ArrayList<>(Arrays.asList(c.getDeclaredFields()));
      members.addAll(Arrays.asList(c.getDeclaredMethods()));
      for (AccessibleObject m : members) {
        Annotation s = JacksonAnnotations.find(m, "JsonAnySetter");
        if (s != null && (Boolean) JacksonAnnotations.attribute(s, "enabled")) setter = m;
        Annotation g = JacksonAnnotations.find(m, "JsonAnyGetter");
        if (g != null && (Boolean) JacksonAnnotations.attribute(g, "enabled")) getter = m;
      }
    }
    if (setter == null && getter == null) return null;
    for (java.util.Iterator<Found> it = found.values().iterator(); it.hasNext(); ) {
      Found x = it.next();
      if (x.field != null && (x.field.equals(setter) || x.field.equals(getter)) || x.getter != null && x.getter.equals(getter)) {
        it.remove();
      }
    }
    Type setterValue = null;
    boolean setterIsMap = setter instanceof Field;
    if (setter instanceof Method m) {
      if (m.getParameterCount() != 2 || m.getParameterTypes()[0] != String.class) {
        throw new PeregrineException("@JsonAnySetter method " + m.getName() + " must take a String name and a value",
            null);
      }
      setterValue = Types.resolve(beanType, m.getDeclaringClass(), m.getGenericParameterTypes()[1]);
    } else if (setter instanceof Field f) {
      setterValue = mapValueType(beanType, f.getDeclaringClass(), f.getGenericType(), "@JsonAnySetter field " + f.getName());
    }
    Type getterValue = null;
    if (getter instanceof Method m) {
      if (m.getParameterCount() != 0) {
        throw new PeregrineException("@JsonAnyGetter method " + m.getName() + " must take no parameter", null);
      }
      getterValue = mapValueType(beanType, m.getDeclaringClass(), m.getGenericReturnType(),
          "@JsonAnyGetter method " + m.getName());
    } else if (getter instanceof Field f) {
      getterValue = mapValueType(beanType, f.getDeclaringClass(), f.getGenericType(), "@JsonAnyGetter field " + f.getName());
    }
    return new AnyProperties(setter == null ? null : member(setter), setterIsMap, setterValue,
        getter == null ? null : member(getter), getterValue);
  }

  /** The value type of a Map type with String keys; refuses any other type. */
  private static Type mapValueType(Type beanType, Class<?> declaring, Type t, String what) {
    Type resolved = Types.resolve(beanType, declaring, t);
    if (!Map.class.isAssignableFrom(Types.raw(resolved))) throw new PeregrineException(what + " must be a Map", null);
    Type[] args = Types.arguments(resolved, Map.class);
    return args.length == 2 ? args[1] : Object.class;
  }

  private BeanModel(Class<?> type, List<Prop> props, Executable creator, String cannotCreate,
      Set<Integer> ignoredCreatorParams) {
    this.type = type;
    this.props = props;
    this.creator = creator;
    this.cannotCreate = cannotCreate;
    this.ignoredCreatorParams = new HashSet<>(ignoredCreatorParams);
  }

  /**
   * The value an ignored creator parameter of {@code type} takes: zero or false for a primitive, empty for
   * the Optionals, null otherwise. No codec is asked for: an ignored property may be of a type that has none.
   */
  static Object defaultOf(Class<?> type) {
    if (type.isPrimitive()) return java.lang.reflect.Array.get(java.lang.reflect.Array.newInstance(type, 1), 0);
    if (type == java.util.Optional.class) return java.util.Optional.empty();
    if (type == java.util.OptionalInt.class) return java.util.OptionalInt.empty();
    if (type == java.util.OptionalLong.class) return java.util.OptionalLong.empty();
    if (type == java.util.OptionalDouble.class) return java.util.OptionalDouble.empty();
    return null;
  }

  static BeanModel of(Type beanType, BindConfig config) {
    Class<?> raw = Types.raw(beanType);
    JacksonAnnotations.check(raw);
    UnaryOperator<String> naming = JacksonProperties.naming(raw, config);
    Set<String> ignorable = new HashSet<>();
    BeanModel model = raw.isRecord() ? ofRecord(beanType, raw, naming, ignorable)
        : ofClass(beanType, raw, config.privateFields(), naming, ignorable);
    return model.withJacksonClassAnnotations(ignorable);
  }

  /**
   * Applies Jackson's class annotations that select properties ({@code @JsonIgnoreProperties},
   * {@code @JsonIncludeProperties}) and notes what the codec must honour.
   */
  private BeanModel withJacksonClassAnnotations(Set<String> ignorable) {
    java.lang.annotation.Annotation ignore = JacksonProperties.onClass(type, "JsonIgnoreProperties");
    java.lang.annotation.Annotation include = JacksonProperties.onClass(type, "JsonIncludeProperties");
    List<Prop> kept = new ArrayList<>(props);
    boolean changed = false;
    if (ignore != null) {
      boolean allowGetters = (Boolean) JacksonAnnotations.attribute(ignore, "allowGetters");
      boolean allowSetters = (Boolean) JacksonAnnotations.attribute(ignore, "allowSetters");
      ignoreUnknown = (Boolean) JacksonAnnotations.attribute(ignore, "ignoreUnknown");
      List<String> names = JacksonProperties.names(ignore);
      if (!allowSetters) ignoredByClass = Set.copyOf(names);
      for (int i = 0; i < kept.size(); i++) {
        Prop p = kept.get(i);
        if (!names.contains(p.name)) continue;
        changed = true;
        if (allowGetters == allowSetters) {
          kept.remove(i--);
          ignoredCreatorParams.add(p.creatorIndex);
        } else if (allowGetters) { // written, never read
          kept.set(i, p.without(false, true));
          if (p.creatorIndex >= 0) ignoredCreatorParams.add(p.creatorIndex);
        } else { // read, never written
          kept.set(i, p.without(true, false));
        }
      }
    }
    if (include != null) {
      includedOnly = Set.copyOf(JacksonProperties.names(include));
      for (Prop p : props) {
        if (!includedOnly.contains(p.name)) {
          changed |= kept.remove(p);
          ignoredCreatorParams.add(p.creatorIndex);
        }
      }
    }
    ignoredCreatorParams.remove(-1);
    BeanModel m = !changed ? this
        : new BeanModel(type, ordered(type, kept), creator, cannotCreate, ignoredCreatorParams);
    m.ignorable = Set.copyOf(ignorable);
    m.ignoredByClass = ignoredByClass;
    m.includedOnly = includedOnly;
    m.ignoreUnknown = ignoreUnknown;
    m.any = any;
    m.unwrapped = unwrapped;
    if (any != null || !unwrapped.isEmpty()) m.reflectiveOnly = "any-properties or unwrapped properties";
    for (Prop p : m.props) {
      if (p.jackson.required()) m.reflectiveOnly = "a required property";
      if ("SKIP".equals(p.jackson.nulls())) m.reflectiveOnly = "nulls skipped";
    }
    return m;
  }

  private static BeanModel ofRecord(Type beanType, Class<?> raw, UnaryOperator<String> naming, Set<String> ignorable) {
    RecordComponent[] components = raw.getRecordComponents();
    List<Prop> props = new ArrayList<>();
    Set<Integer> ignored = new HashSet<>();
    Class<?>[] types = new Class<?>[components.length];
    for (int i = 0; i < components.length; i++) {
      RecordComponent rc = components[i];
      types[i] = rc.getType();
      // Jackson's annotations do not target record components: javac puts them on the field, the accessor
      // and the canonical constructor's parameter.
      AccessibleObject[] parts = {recordField(raw, rc.getName()), rc.getAccessor()};
      // An ignored component is no property at all, neither written nor read (mass assignment): the
      // canonical constructor gets its type's default.
      boolean ignore = componentAnnotation(rc, Ignore.class) != null;
      if (ignore || jacksonIgnored(parts, rc.getType())) {
        if (!ignore) ignorable.add(rc.getName());
        ignored.add(i);
        continue;
      }
      Method accessor = rc.getAccessor();
      if (JacksonProperties.find(parts, "JsonUnwrapped") != null) {
        throw new PeregrineException("@JsonUnwrapped on record component " + raw.getName() + "." + rc.getName()
            + " is not supported: Peregrine unwraps properties set after creation; use a class with a setter", null);
      }
      String explicit = explicitName(componentAnnotation(rc, Property.class), parts);
      String name = explicit != null ? explicit : naming.apply(rc.getName());
      String access = JacksonProperties.access(parts);
      Member getter = "WRITE_ONLY".equals(access) ? null : member(accessor);
      Type t = Types.resolve(beanType, raw, rc.getGenericType());
      Boolean nulls = includeNullsOf(rc);
      Jackson jackson = jackson(rc.getName(), parts, raw, t, null);
      if (nulls == null) nulls = jacksonIncludeNulls(parts, raw, rc.getName());
      Prop p = new Prop(name, JacksonProperties.aliases(parts, aliasesOf(rc)), t, valueAnnotations(componentAnnotations(rc)),
          getter, null, nulls, orderOf(rc) != Integer.MAX_VALUE ? orderOf(rc) : JacksonProperties.index(parts));
      p.jackson = jackson;
      if ("READ_ONLY".equals(access)) { // written, never read: the constructor gets the type's default
        ignorable.add(name);
        ignored.add(i);
      } else {
        p.creatorIndex = i;
      }
      props.add(p);
    }
    Constructor<?> canonical;
    try {
      canonical = raw.getDeclaredConstructor(types);
      canonical.setAccessible(true);
    } catch (java.lang.reflect.InaccessibleObjectException e) {
      return new BeanModel(raw, ordered(raw, props), null, notOpen(raw), ignored);
    } catch (ReflectiveOperationException | RuntimeException e) {
      return new BeanModel(raw, ordered(raw, props), null, "its canonical constructor is not accessible: " + e,
          ignored);
    }
    for (Executable e : JacksonValues.propertiesCreators(raw)) {
      if (!e.equals(canonical)) {
        return new BeanModel(raw, ordered(raw, props), null, "its @JsonCreator " + e.getName() + " is not its "
            + "canonical constructor, through which Peregrine creates records", ignored);
      }
    }
    return new BeanModel(raw, ordered(raw, props), canonical, null, ignored);
  }

  private static final class Found {
    Field field;
    Method getter;
    Method setter;
    int position;
    boolean notWritten; // an ignored getter: the field does not write it either
    boolean notRead; // an ignored setter: the field does not read it either
  }

  private static BeanModel ofClass(Type beanType, Class<?> raw, boolean privateFields, UnaryOperator<String> naming,
      Set<String> ignorable) {
    List<Class<?>> chain = new ArrayList<>();
    for (Class<?> c = raw; c != null && c != Object.class; c = c.getSuperclass()) chain.add(0, c);
    Map<String, Found> found = new LinkedHashMap<>();
    int position = 0;
    for (Class<?> c : chain) {
      for (Field f : c.getDeclaredFields()) {
        int m = f.getModifiers();
        if (Modifier.isStatic(m) || Modifier.isTransient(m) || f.isSynthetic()) continue;
        Found x = found(found, f.getName());
        x.field = f;
        x.position = position++;
      }
    }
    boolean accessors = false; // whether the class has a getter or setter: then fields alone are no properties
    for (Class<?> c : chain) {
      Method[] methods = c.getDeclaredMethods();
      // getDeclaredMethods has no defined order; sort so that getter-only properties come out stable.
      Arrays.sort(methods, BY_NAME);
      for (Method m : methods) {
        int mod = m.getModifiers();
        if (Modifier.isStatic(mod) || m.isSynthetic() || m.isBridge()) continue;
        if (!Modifier.isPublic(mod) && !InheritedAnnotations.present(m, Property.class)
            && !JacksonProperties.marksProperty(m)) {
          continue;
        }
        String n = m.getName();
        // A method named by @JsonProperty, @JsonGetter or @JsonSetter is an accessor whatever its name.
        boolean named = JacksonProperties.explicit(m);
        if (m.getParameterCount() == 0 && m.getReturnType() != void.class) {
          String prop = n.startsWith("get") && n.length() > 3 && !n.equals("getClass") ? decapitalize(n.substring(3))
              : n.startsWith("is") && n.length() > 2 && m.getReturnType() == boolean.class ? decapitalize(n.substring(2))
              : named ? n : null;
          if (prop == null) continue;
          Found x = found(found, prop);
          if (x.getter == null || x.getter.getDeclaringClass() != c || n.startsWith("get")) x.getter = m;
          if (x.field == null && x.position == 0) x.position = 1_000_000 + position++;
          accessors |= !InheritedAnnotations.present(m, Ignore.class);
        } else if (m.getParameterCount() == 1 && (n.startsWith("set") && n.length() > 3 || named)) {
          Found x = found(found, n.startsWith("set") && n.length() > 3 ? decapitalize(n.substring(3)) : n);
          // Among overloads, prefer the one taking the field's type.
          if (x.setter == null || (x.field != null && m.getParameterTypes()[0] == x.field.getType())) x.setter = m;
          if (x.field == null && x.position == 0) x.position = 1_000_000 + position++;
          accessors |= !InheritedAnnotations.present(m, Ignore.class);
        }
      }
    }
    accessors |= addDefaultGetters(chain, found, position);
    linkIsFields(found);
    AnyProperties any = anyProperties(beanType, chain, found);
    List<Map.Entry<String, Found>> entries = new ArrayList<>(found.entrySet());
    entries.sort(BY_POSITION);
    List<Prop> props = new ArrayList<>();
    Set<String> ignoredNames = new HashSet<>();
    Set<String> readOnly = new HashSet<>();
    List<Unwrapped> unwrapped = new ArrayList<>();
    for (Map.Entry<String, Found> e : entries) {
      Found x = e.getValue();
      AccessibleObject[] parts = {x.field, x.getter, x.setter};
      if (anyAnnotated(parts, Ignore.class)) {
        ignoredNames.add(e.getKey());
        Property named = annotation(parts, Property.class);
        if (named != null && !named.value().isEmpty()) ignoredNames.add(named.value());
        continue;
      }
      if (jacksonIgnorals(x, e.getKey(), ignoredNames, ignorable)) continue;
      if (x.getter == null && x.setter == null && !Modifier.isPublic(x.field.getModifiers())
          && !x.field.isAnnotationPresent(Property.class) && !JacksonProperties.marksProperty(x.field)
          && accessors && !privateFields) {
        continue; // a non-public field on its own, in a class with accessors: not a property
      }
      parts = new AccessibleObject[] {x.field, x.getter, x.setter};
      String access = JacksonProperties.access(parts);
      Member getter = "WRITE_ONLY".equals(access) || x.notWritten ? null
          : x.getter != null ? member(x.getter) : x.field != null ? member(x.field) : null;
      // A final field is never assigned (see the class comment): its property is read through a creator
      // parameter, filled in place, or not at all.
      boolean assignable = x.field != null && !Modifier.isFinal(x.field.getModifiers());
      Member setter = "READ_ONLY".equals(access) || x.notRead ? null
          : x.setter != null ? member(x.setter) : assignable ? member(x.field) : null;
      if (getter == null && setter == null) continue;
      Type t = x.field != null ? x.field.getGenericType()
          : x.getter != null ? x.getter.getGenericReturnType() : x.setter.getGenericParameterTypes()[0];
      Class<?> declaring = x.field != null ? x.field.getDeclaringClass()
          : x.getter != null ? x.getter.getDeclaringClass() : x.setter.getDeclaringClass();
      Property named = annotation(parts, Property.class);
      IncludeNulls nulls = annotation(parts, IncludeNulls.class);
      Set<Annotation> annotations = new LinkedHashSet<>();
      for (AccessibleObject a : parts) if (a != null) annotations.addAll(valueAnnotations(InheritedAnnotations.of(a)));
      String explicit = explicitName(named, parts);
      String name = explicit != null ? explicit : naming.apply(e.getKey());
      Type resolved = Types.resolve(beanType, declaring, t);
      Annotation flat = JacksonProperties.find(parts, "JsonUnwrapped");
      if (flat != null && (Boolean) JacksonAnnotations.attribute(flat, "enabled")) {
        unwrapped.add(new Unwrapped(e.getKey(), getter, setter, resolved,
            (String) JacksonAnnotations.attribute(flat, "prefix"), (String) JacksonAnnotations.attribute(flat, "suffix")));
        continue;
      }
      String[] aliases = JacksonProperties.aliases(parts, named != null ? named.aliases() : new String[0]);
      // A setter named otherwise than the getter (@JsonSetter("b") with @JsonGetter("a")): its name is read too.
      String setterName = x.setter == null ? null : JacksonProperties.explicitName(x.setter);
      if (setterName != null && !setterName.equals(name)) {
        aliases = Arrays.copyOf(aliases, aliases.length + 1);
        aliases[aliases.length - 1] = setterName;
      }
      Prop p = new Prop(name, aliases, resolved, Set.copyOf(annotations), getter, setter,
          nulls != null ? Boolean.valueOf(nulls.value())
              : jacksonIncludeNulls(parts, raw, e.getKey()),
          named != null && named.order() != Integer.MAX_VALUE ? named.order() : JacksonProperties.index(parts));
      p.jackson = jackson(e.getKey(), parts, raw, resolved, x.getter != null ? x.getter : x.field);
      p.fillsInPlace = setter == null && getter != null && isContainer(Types.raw(p.type)) && !"READ_ONLY".equals(access);
      if ("READ_ONLY".equals(access)) {
        ignorable.add(name);
        readOnly.add(name);
      }
      props.add(p);
    }
    String cannotCreate = null;
    Executable creator = null;
    Set<Integer> ignoredParams = new HashSet<>();
    if (Modifier.isAbstract(raw.getModifiers()) || raw.isInterface()) {
      cannotCreate = "it is abstract; declare its subtypes (a sealed type, or Json.builder().subtype(...))";
    } else if (raw.getEnclosingClass() != null && !Modifier.isStatic(raw.getModifiers()) && !raw.isLocalClass()) {
      cannotCreate = "it is an inner (non-static) class";
    } else {
      try {
        creator = findCreator(raw, props, ignoredNames, ignoredParams, naming, readOnly);
      } catch (PeregrineException ex) {
        cannotCreate = ex.reason();
      }
    }
    for (Prop p : props) if (p.creatorIndex >= 0) p.fillsInPlace = false; // the creator takes it
    BeanModel model = new BeanModel(raw, ordered(raw, props), creator, cannotCreate, ignoredParams);
    model.any = any;
    model.unwrapped = List.copyOf(unwrapped);
    return model;
  }

  // A @Creator constructor or factory; else the no-arg constructor (returned as is, no parameters); else the
  // only constructor when its parameter names are known. A parameter annotated @Ignore, or naming an ignored
  // property, goes into ignoredParams instead of becoming a property.
  private static Executable findCreator(Class<?> raw, List<Prop> props, Set<String> ignoredNames,
      Set<Integer> ignoredParams, UnaryOperator<String> naming, Set<String> readOnly) {
    List<Executable> candidates = new ArrayList<>();
    for (Constructor<?> c : raw.getDeclaredConstructors()) if (c.isAnnotationPresent(Creator.class)) candidates.add(c);
    for (Method m : raw.getDeclaredMethods()) {
      if (m.isAnnotationPresent(Creator.class)) {
        if (!Modifier.isStatic(m.getModifiers()) || !raw.isAssignableFrom(m.getReturnType())) {
          throw new PeregrineException("@Creator method " + m.getName() + " must be static and return " + raw.getSimpleName(), null);
        }
        candidates.add(m);
      }
    }
    for (Executable e : JacksonValues.propertiesCreators(raw)) if (!candidates.contains(e)) candidates.add(e);
    if (candidates.size() > 1) throw new PeregrineException("more than one @Creator in " + raw.getName(), null);
    Executable creator = candidates.isEmpty() ? null : candidates.get(0);
    if (creator == null) {
      try {
        Constructor<?> noArg = raw.getDeclaredConstructor();
        noArg.setAccessible(true);
        return noArg;
      } catch (NoSuchMethodException e) {
        creator = onlyConstructor(raw);
        if (creator == null) {
          throw new PeregrineException("it has no no-arg constructor and no @Creator", null);
        }
      } catch (java.lang.reflect.InaccessibleObjectException e) {
        throw new PeregrineException(notOpen(raw), null);
      } catch (RuntimeException e) {
        throw new PeregrineException("its constructor is not accessible: " + e.getMessage(), null);
      }
    }
    try {
      creator.setAccessible(true);
    } catch (java.lang.reflect.InaccessibleObjectException e) {
      throw new PeregrineException(notOpen(raw), null);
    }
    Parameter[] params = creator.getParameters();
    String[] listed = creator instanceof Constructor<?> c ? JacksonValues.constructorProperties(c) : null;
    Set<String> used = new HashSet<>();
    for (int i = 0; i < params.length; i++) {
      Property named = params[i].getAnnotation(Property.class);
      if (JacksonAnnotations.find(params[i], "JsonUnwrapped") != null) {
        throw new PeregrineException("@JsonUnwrapped on a creator parameter of " + raw.getName() + " is not "
            + "supported: Peregrine unwraps properties set after creation; use a setter or a field", null);
      }
      String explicit = explicitName(named, params[i]);
      // Names from @ConstructorProperties are explicit, as Jackson takes them: never renamed.
      String name = explicit != null ? explicit : listed != null ? listed[i]
          : params[i].isNamePresent() ? naming.apply(params[i].getName()) : null;
      if (name == null) {
        throw new PeregrineException("parameter " + i + " of the creator of " + raw.getName()
            + " has no name: annotate it with @Property or compile with -parameters", null);
      }
      if (!used.add(name)) throw new PeregrineException("two creator parameters named '" + name + "'", null);
      if (params[i].isAnnotationPresent(Ignore.class) || ignoredNames.contains(name)) {
        ignoredParams.add(i);
        props.removeIf(p -> p.name.equals(name)); // ignoring the parameter ignores its property
        continue;
      }
      if (readOnly.contains(name) || "READ_ONLY".equals(JacksonProperties.access(new AnnotatedElement[] {params[i]}))) {
        ignoredParams.add(i); // written, never read: the parameter gets its type's default
        continue;
      }
      Prop match = null;
      for (Prop p : props) if (p.name.equals(name)) match = p;
      if (match == null) {
        AnnotatedElement[] parts = {params[i]};
        match = new Prop(name, JacksonProperties.aliases(parts, named != null ? named.aliases() : new String[0]),
            params[i].getParameterizedType(), valueAnnotations(params[i].getAnnotations()), null, null, null,
            Integer.MAX_VALUE);
        match.jackson = jackson(params[i].getName(), parts, raw, match.type, null);
        props.add(match);
      }
      match.creatorIndex = i;
    }
    return creator;
  }

  // @PropertyOrder names first, then @Property(order) ascending, then the rest in declaration order.
  private static List<Prop> ordered(Class<?> raw, List<Prop> props) {
    PropertyOrder po = raw.getAnnotation(PropertyOrder.class);
    Annotation jackson = po == null ? JacksonProperties.onClass(raw, "JsonPropertyOrder") : null;
    List<String> first = po != null ? Arrays.asList(po.value()) : JacksonProperties.names(jackson);
    // Jackson's alphabetic: the properties not listed, by name.
    boolean alphabetic = jackson != null && (Boolean) JacksonAnnotations.attribute(jackson, "alphabetic");
    List<Prop> out = new ArrayList<>(props);
    out.sort(new Comparator<Prop>() {
      @Override
      public int compare(Prop a, Prop b) {
        int c = Integer.compare(rank(a), rank(b));
        if (c != 0) return c;
        c = Integer.compare(a.order, b.order);
        return c != 0 || !alphabetic || rank(a) < 0 ? c : a.name.compareTo(b.name);
      }

      // Jackson lists a property by its name or by its Java name.
      private int rank(Prop p) {
        int i = first.indexOf(p.name);
        if (i < 0 && p.jackson.javaName() != null) i = first.indexOf(p.jackson.javaName());
        return i >= 0 ? i - first.size() : 0;
      }
    });
    return List.copyOf(out);
  }

  // Introspection runs on the first use of every type, so it avoids lambdas: each lambda is a class spun
  // at its first call, a cost a cold start pays in full. Plain classes and loops instead.
  private static final Comparator<Method> BY_NAME = new Comparator<>() {
    @Override
    public int compare(Method a, Method b) {
      return a.getName().compareTo(b.getName());
    }
  };

  private static final Comparator<Map.Entry<String, Found>> BY_POSITION = new Comparator<>() {
    @Override
    public int compare(Map.Entry<String, Found> a, Map.Entry<String, Found> b) {
      return Integer.compare(a.getValue().position, b.getValue().position);
    }
  };

  /**
   * The getters that are default methods of the class's interfaces, for the properties the class itself has no
   * getter for (as Jackson finds them); an interface's own interfaces after it. Whether there was any.
   */
  private static boolean addDefaultGetters(List<Class<?>> chain, Map<String, Found> found, int position) {
    boolean any = false;
    Deque<Class<?>> todo = new ArrayDeque<>();
    for (Class<?> c : chain) todo.addAll(Arrays.asList(c.getInterfaces()));
    Set<Class<?>> seen = new HashSet<>();
    while (!todo.isEmpty()) {
      Class<?> i = todo.poll();
      if (!seen.add(i)) continue;
      todo.addAll(Arrays.asList(i.getInterfaces()));
      Method[] methods = i.getDeclaredMethods();
      Arrays.sort(methods, BY_NAME);
      for (Method m : methods) {
        if (!m.isDefault() || !Modifier.isPublic(m.getModifiers()) || m.getParameterCount() != 0) continue;
        String n = m.getName();
        String prop = n.startsWith("get") && n.length() > 3 ? decapitalize(n.substring(3))
            : n.startsWith("is") && n.length() > 2 && m.getReturnType() == boolean.class ? decapitalize(n.substring(2))
            : null;
        if (prop == null || m.getReturnType() == void.class) continue;
        Found x = found(found, prop);
        if (x.getter != null) continue; // the class's own getter, or a nearer interface's, overrides it
        x.getter = m;
        if (x.field == null && x.position == 0) x.position = 1_000_000 + position++;
        any |= !InheritedAnnotations.present(m, Ignore.class);
      }
    }
    return any;
  }

  /**
   * A boolean field named as its getter is ({@code boolean isActive} with {@code isActive()} and
   * {@code setActive}, as Lombok and IDEs generate them) is the accessors' property, {@code active}, not a
   * second property {@code isActive}: the field joins the accessors (its place, type and annotations count),
   * as Jackson and fastjson2 bind it. Only when no field of the property's own name exists and the field has
   * no accessor of its own name.
   */
  private static void linkIsFields(Map<String, Found> found) {
    for (java.util.Iterator<Map.Entry<String, Found>> it = found.entrySet().iterator(); it.hasNext(); ) {
      Map.Entry<String, Found> e = it.next();
      String name = e.getKey();
      Found isField = e.getValue();
      Field f = isField.field;
      if (f == null || isField.getter != null || isField.setter != null || name.length() < 3
          || !name.startsWith("is") || !Character.isUpperCase(name.charAt(2))
          || (f.getType() != boolean.class && f.getType() != Boolean.class)) {
        continue;
      }
      Found accessors = found.get(decapitalize(name.substring(2)));
      if (accessors == null || accessors.field != null || (accessors.getter == null && accessors.setter == null)) continue;
      accessors.field = f;
      accessors.position = isField.position;
      it.remove();
    }
  }

  /** Whether a property of this class is filled in place when it has no setter: a Collection or a Map. */
  private static boolean isContainer(Class<?> c) {
    return java.util.Collection.class.isAssignableFrom(c) || Map.class.isAssignableFrom(c);
  }

  private static Found found(Map<String, Found> found, String name) {
    Found x = found.get(name);
    if (x == null) {
      x = new Found();
      found.put(name, x);
    }
    return x;
  }

  /**
   * The constructor that creates instances of a class without a no-arg constructor or a marked creator: its
   * only constructor when its parameters are named (as Jackson finds a record-like class's; with a second
   * constructor of any visibility, neither does); one marked {@code @JsonCreator} (delegating, or disabled)
   * is never taken.
   */
  private static Constructor<?> onlyConstructor(Class<?> raw) {
    Constructor<?>[] all = raw.getDeclaredConstructors();
    Constructor<?> only = all.length == 1 ? all[0] : null;
    return only != null && allNamed(only.getParameters()) && JacksonValues.creatorMode(only) == null ? only : null;
  }

  private static boolean allNamed(Parameter[] params) {
    for (Parameter p : params) {
      if (!p.isNamePresent() && !p.isAnnotationPresent(Property.class) && JacksonProperties.explicitName(p) == null) {
        return false;
      }
    }
    return true;
  }

  private static Member member(AccessibleObject target) {
    try {
      target.setAccessible(true);
      return new Member(target);
    } catch (java.lang.reflect.InaccessibleObjectException e) {
      // A class in a named module that does not open its package: binding without this member would
      // silently drop the property, so the type is refused with the line that fixes it.
      Class<?> owner = ((java.lang.reflect.Member) target).getDeclaringClass();
      throw new PeregrineException("cannot bind " + owner.getName() + ": " + notOpen(owner), null);
    } catch (RuntimeException e) {
      return null; // a security manager's refusal: not bound through this member
    }
  }

  /** Why a class whose members cannot be made accessible is not bound, and what its module must say. */
  static String notOpen(Class<?> c) {
    String pkg = c.getPackageName();
    String us = BeanModel.class.getModule().getName(); // null when Peregrine is on the class path
    String opens = us == null ? "opens " + pkg + ";" : "opens " + pkg + " to " + us + ";";
    return "module " + c.getModule().getName() + " does not open " + pkg + " to " + (us == null ? "the class path" : us)
        + ": add '" + opens + "' to its module-info.java";
  }

  // Peregrine's annotations on a getter or setter are inherited from the methods it overrides, as Jackson's are.
  private static boolean anyAnnotated(AccessibleObject[] parts, Class<? extends Annotation> a) {
    for (AccessibleObject p : parts) if (InheritedAnnotations.present(p, a)) return true;
    return false;
  }

  private static <A extends Annotation> A annotation(AccessibleObject[] parts, Class<A> a) {
    for (AccessibleObject p : parts) {
      A found = InheritedAnnotations.find(p, a);
      if (found != null) return found;
    }
    return null;
  }

  /**
   * Peregrine's annotation on a record component or else on its accessor: an accessor declared in the record's
   * body, or the interface method the accessor implements.
   */
  private static <A extends Annotation> A componentAnnotation(RecordComponent rc, Class<A> type) {
    A own = rc.getAnnotation(type);
    return own != null ? own : InheritedAnnotations.find(rc.getAccessor(), type);
  }

  /**
   * A record component's annotations, then its accessor's binding annotations of the types it lacks: Jackson's
   * {@code @JsonFormat} (which does not target record components, so javac puts it on the accessor), and those
   * of an accessor declared in the record's body or inherited from the interface method it implements.
   */
  private static Annotation[] componentAnnotations(RecordComponent rc) {
    List<Annotation> all = new ArrayList<>(Arrays.asList(rc.getAnnotations()));
    for (Annotation a : InheritedAnnotations.of(rc.getAccessor())) {
      if (InheritedAnnotations.isBinding(a.annotationType()) && rc.getAnnotation(a.annotationType()) == null) all.add(a);
    }
    return all.toArray(new Annotation[0]);
  }

  private static String[] aliasesOf(RecordComponent rc) {
    Property named = componentAnnotation(rc, Property.class);
    return named != null ? named.aliases() : new String[0];
  }

  private static Boolean includeNullsOf(RecordComponent rc) {
    IncludeNulls n = componentAnnotation(rc, IncludeNulls.class);
    return n == null ? null : n.value();
  }

  private static int orderOf(RecordComponent rc) {
    Property named = componentAnnotation(rc, Property.class);
    return named != null ? named.order() : Integer.MAX_VALUE;
  }

  /** The annotations that can change how a property's value is coded (naming ones do not). */
  private static Set<Annotation> valueAnnotations(Annotation[] all) {
    Set<Annotation> out = new LinkedHashSet<>();
    for (Annotation a : all) {
      Class<? extends Annotation> t = a.annotationType();
      if (t != Property.class && t != Ignore.class && t != IncludeNulls.class && !JacksonAnnotations.isPropertyAnnotation(t)) {
        out.add(a);
      }
    }
    return Set.copyOf(out);
  }

  // ---- Jackson's property annotations (read through JacksonProperties)

  /** The name given explicitly by {@code @Property} or by Jackson's naming annotations on one of the parts, or null. */
  private static String explicitName(Property named, AnnotatedElement... parts) {
    if (named != null && !named.value().isEmpty()) return named.value();
    for (AnnotatedElement p : parts) {
      String n = p == null ? null : JacksonProperties.explicitName(p);
      if (n != null) return n;
    }
    return null;
  }

  /** The field that holds record component {@code name}. */
  private static Field recordField(Class<?> record, String name) {
    try {
      return record.getDeclaredField(name);
    } catch (NoSuchFieldException e) {
      return null;
    }
  }

  /** Whether Jackson leaves a record component out: {@code @JsonIgnore} on one of its parts, or a {@code @JsonIgnoreType} type. */
  private static boolean jacksonIgnored(AccessibleObject[] parts, Class<?> type) {
    for (AccessibleObject p : parts) if (JacksonProperties.ignored(p)) return true;
    return JacksonProperties.ignoredType(type);
  }

  /**
   * Jackson's ignorals on a class's property, as Jackson applies them: {@code @JsonIgnore} on a part leaves the
   * whole property out (true: its names are then ignorable) unless another part is named explicitly
   * ({@code @JsonProperty}, {@code @JsonGetter}, {@code @JsonSetter}), in which case only the ignored parts go
   * (an ignored getter with a named setter: read, never written); a property of a {@code @JsonIgnoreType}
   * type is left out.
   */
  private static boolean jacksonIgnorals(Found x, String name, Set<String> ignoredNames, Set<String> ignorable) {
    boolean fieldIgnored = JacksonProperties.ignored(x.field);
    boolean getterIgnored = JacksonProperties.ignored(x.getter);
    boolean setterIgnored = JacksonProperties.ignored(x.setter);
    Class<?> type = x.field != null ? x.field.getType() : x.getter != null ? x.getter.getReturnType()
        : x.setter.getParameterTypes()[0];
    boolean typeIgnored = JacksonProperties.ignoredType(type);
    if (!fieldIgnored && !getterIgnored && !setterIgnored && !typeIgnored) return false;
    boolean keptExplicit = !fieldIgnored && JacksonProperties.explicit(x.field)
        || !getterIgnored && JacksonProperties.explicit(x.getter) || !setterIgnored && JacksonProperties.explicit(x.setter);
    if (typeIgnored || !keptExplicit) {
      ignoredNames.add(name);
      ignorable.add(name);
      String explicit = explicitName(null, x.field, x.getter, x.setter);
      if (explicit != null) {
        ignoredNames.add(explicit);
        ignorable.add(explicit);
      }
      return true;
    }
    if (fieldIgnored) x.field = null;
    if (getterIgnored) x.getter = null;
    if (setterIgnored) x.setter = null;
    x.notWritten = getterIgnored;
    x.notRead = setterIgnored;
    if (setterIgnored || x.setter == null && (x.field == null || Modifier.isFinal(x.field.getModifiers()))) {
      ignorable.add(name);
    }
    return false;
  }

  /** {@code @JsonInclude} of a property, else of its class: its value, and whether it is the class's. */
  private static String[] inclusion(AnnotatedElement[] parts, Class<?> bean, String javaName) {
    for (AnnotatedElement p : parts) {
      String own = p == null ? null : JacksonProperties.inclusion(p, bean.getName() + "." + javaName);
      if (own != null) return new String[] {own, null};
    }
    String classWide = JacksonProperties.inclusion(bean, bean.getName());
    return classWide == null ? null : new String[] {classWide, "class"};
  }

  /** Whether nulls are written, as {@code @JsonInclude} says (null: it says nothing). */
  private static Boolean jacksonIncludeNulls(AnnotatedElement[] parts, Class<?> bean, String javaName) {
    String[] inclusion = inclusion(parts, bean, javaName);
    if (inclusion == null) return null;
    // Jackson's class-wide NON_DEFAULT writes a null where the default instance holds a value; Peregrine leaves
    // it out, as a value written as absent (the default's) and a null cannot be told apart here.
    return inclusion[0].equals("ALWAYS");
  }

  /** What Jackson's annotations add to a property: inclusion of non-null values, nulls read, required. */
  private static Jackson jackson(String javaName, AnnotatedElement[] parts, Class<?> bean, Type type,
      AccessibleObject getter) {
    String where = bean.getName() + "." + javaName;
    String[] inclusion = inclusion(parts, bean, javaName);
    JacksonProperties.PropertyCodec.Omit omit = JacksonProperties.PropertyCodec.Omit.NONE;
    Object defaultValue = null;
    if (inclusion != null) {
      switch (inclusion[0]) {
        case "NON_NULL" -> omit = JacksonProperties.PropertyCodec.Omit.NOT_PRESENT;
        case "NON_EMPTY" -> omit = JacksonProperties.PropertyCodec.Omit.EMPTY;
        case "NON_DEFAULT" -> {
          Object[] d = inclusion[1] == null ? null : classDefault(bean, getter);
          if (d == null) {
            omit = JacksonProperties.PropertyCodec.Omit.DEFAULT;
            defaultValue = JacksonProperties.typeDefault(Types.raw(type));
          } else if (d[0] != null) {
            omit = JacksonProperties.PropertyCodec.Omit.DEFAULT;
            defaultValue = d[0];
          }
        }
        default -> { }
      }
    }
    String nulls = JacksonProperties.nulls(parts, where);
    boolean required = JacksonProperties.required(parts);
    return new Jackson(javaName, omit, defaultValue, nulls, required);
  }

  /**
   * The value of {@code getter} on an instance made by {@code bean}'s no-argument constructor, in a one-element
   * array; null when there is no such constructor or getter (then Jackson uses the type's default).
   */
  private static Object[] classDefault(Class<?> bean, AccessibleObject getter) {
    if (getter == null) return null;
    try {
      Constructor<?> c = bean.getDeclaredConstructor();
      c.setAccessible(true);
      getter.setAccessible(true);
      Object instance = c.newInstance();
      return new Object[] {getter instanceof Field f ? f.get(instance) : ((Method) getter).invoke(instance)};
    } catch (ReflectiveOperationException | RuntimeException e) {
      return null;
    }
  }

  /** As java.beans.Introspector: "URL" stays "URL", "Name" becomes "name". */
  static String decapitalize(String s) {
    if (s.length() > 1 && Character.isUpperCase(s.charAt(1)) && Character.isUpperCase(s.charAt(0))) return s;
    // A StringBuilder, not +: an invokedynamic concatenation is bootstrapped at its first run (milliseconds).
    return new StringBuilder(s.length()).append(Character.toLowerCase(s.charAt(0))).append(s, 1, s.length())
        .toString();
  }
}
