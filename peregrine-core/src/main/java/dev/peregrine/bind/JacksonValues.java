package dev.peregrine.bind;

import dev.peregrine.Codec;
import dev.peregrine.CodecContext;
import dev.peregrine.PeregrineException;
import dev.peregrine.Property;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import java.lang.annotation.Annotation;
import java.lang.reflect.AccessibleObject;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.lang.reflect.Type;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Jackson's creators and values, read as Peregrine's own machinery: a {@code @JsonCreator} in properties mode
 * (and a {@code @ConstructorProperties} constructor) is a {@link dev.peregrine.Creator}; a {@code @JsonValue}
 * or a delegating creator makes a class a single value ({@link #valueCodec}). Read when a codec is built, never
 * per value.
 *
 * <p>Jackson's rule for a {@code @JsonCreator} of mode DEFAULT with one parameter is followed as Jackson applies
 * it with parameter names known (Jackson 3, or Jackson 2 with its parameter-names module): properties mode when
 * the parameter is named by {@code @JsonProperty} (or {@code @Property}), or when its compiled name is that of a
 * visible property (a public getter or field, a record component, or an annotated member); else delegating: the whole value is read
 * as the parameter's type and handed to it.
 */
final class JacksonValues {
  private JacksonValues() {}

  private static final String CONSTRUCTOR_PROPERTIES = "java.beans.ConstructorProperties";

  /** The mode of a {@code @JsonCreator} on {@code e}, or null when it has none. */
  static String creatorMode(Executable e) {
    Annotation a = JacksonAnnotations.find(e, "JsonCreator");
    return a == null ? null : (String) JacksonAnnotations.attribute(a, "mode");
  }

  /** Whether {@code e} carries {@code @JsonCreator(mode = DISABLED)}: never a creator, not even implicitly. */
  static boolean disabled(Executable e) {
    return "DISABLED".equals(creatorMode(e));
  }

  /**
   * The members of {@code raw} marked {@code @JsonCreator} that take properties (not DISABLED, not
   * delegating); else its {@code @ConstructorProperties} constructors, which Jackson takes as properties
   * creators too. A static factory must be static and return the class, as a {@code @Creator} must.
   */
  static List<Executable> propertiesCreators(Class<?> raw) {
    List<Executable> out = new ArrayList<>();
    for (Executable e : creators(raw)) if (!delegating(raw, e)) out.add(e);
    if (!out.isEmpty() || delegatingCreator(raw) != null) return out;
    for (Constructor<?> c : raw.getDeclaredConstructors()) {
      if (!c.isSynthetic() && constructorProperties(c) != null && !disabled(c)) out.add(c);
    }
    return out;
  }

  /** The members of {@code raw} marked {@code @JsonCreator}, DISABLED ones left out. */
  private static List<Executable> creators(Class<?> raw) {
    List<Executable> out = new ArrayList<>();
    for (Constructor<?> c : raw.getDeclaredConstructors()) {
      String mode = c.isSynthetic() ? null : creatorMode(c);
      if (mode != null && !mode.equals("DISABLED")) out.add(c);
    }
    for (Method m : raw.getDeclaredMethods()) {
      String mode = m.isSynthetic() || m.isBridge() ? null : creatorMode(m);
      if (mode == null || mode.equals("DISABLED")) continue;
      if (!Modifier.isStatic(m.getModifiers()) || !raw.isAssignableFrom(m.getReturnType())) {
        throw new PeregrineException("@JsonCreator method " + m.getName() + " must be static and return "
            + raw.getSimpleName(), null);
      }
      out.add(m);
    }
    return out;
  }

  /** The names {@code @ConstructorProperties} gives the parameters of {@code c}, or null. */
  static String[] constructorProperties(Constructor<?> c) {
    for (Annotation a : c.getDeclaredAnnotations()) {
      // By name: Peregrine does not require the module java.desktop, where the annotation lives.
      if (a.annotationType().getName().equals(CONSTRUCTOR_PROPERTIES)) {
        Object names = JacksonAnnotations.attribute(a, "value");
        if (names instanceof String[] s && s.length == c.getParameterCount()) return s;
        throw new PeregrineException("@ConstructorProperties on a constructor of " + c.getDeclaringClass().getName()
            + " names " + (names instanceof String[] s ? s.length : 0) + " parameters of "
            + c.getParameterCount(), null);
      }
    }
    return null;
  }

  /** The name {@code @JsonProperty} gives a creator parameter, or null. */
  static String parameterName(Parameter p) {
    Annotation a = JacksonAnnotations.find(p, "JsonProperty");
    if (a == null) return null;
    String name = (String) JacksonAnnotations.attribute(a, "value");
    return name.isEmpty() ? null : name;
  }

  /** The delegating {@code @JsonCreator} of {@code raw}, or null. */
  static Executable delegatingCreator(Class<?> raw) {
    Executable found = null;
    for (Executable e : creators(raw)) {
      if (!delegating(raw, e)) continue;
      if (found != null) {
        throw new PeregrineException("more than one delegating @JsonCreator in " + raw.getName(), null);
      }
      if (e.getParameterCount() != 1) {
        throw new PeregrineException("the delegating @JsonCreator of " + raw.getName() + " takes "
            + e.getParameterCount() + " parameters: Peregrine injects no values, so it must take exactly one", null);
      }
      found = e;
    }
    return found;
  }

  private static boolean delegating(Class<?> raw, Executable e) {
    String mode = creatorMode(e);
    if ("DELEGATING".equals(mode)) return true;
    if (!"DEFAULT".equals(mode) || e.getParameterCount() != 1) return false;
    Parameter p = e.getParameters()[0];
    if (parameterName(p) != null) return false;
    Property named = p.getAnnotation(Property.class);
    if (named != null && !named.value().isEmpty()) return false;
    return !p.isNamePresent() || !visibleProperty(raw, p.getName());
  }

  /**
   * Whether {@code raw} has a property {@code name} Jackson would write: a public getter or field of that
   * name, or a member of it marked {@code @JsonProperty} or {@code @Property}.
   */
  private static boolean visibleProperty(Class<?> raw, String name) {
    if (raw.isRecord()) {
      for (java.lang.reflect.RecordComponent rc : raw.getRecordComponents()) if (rc.getName().equals(name)) return true;
    }
    String cap = Character.toUpperCase(name.charAt(0)) + name.substring(1);
    for (Method m : raw.getMethods()) {
      if (m.getParameterCount() == 0 && !Modifier.isStatic(m.getModifiers())
          && (m.getName().equals("get" + cap) || m.getName().equals("is" + cap) && m.getReturnType() == boolean.class)) {
        return true;
      }
    }
    for (Class<?> c = raw; c != null && c != Object.class; c = c.getSuperclass()) {
      for (Field f : c.getDeclaredFields()) {
        if (f.getName().equals(name) && !Modifier.isStatic(f.getModifiers())
            && (Modifier.isPublic(f.getModifiers()) || marked(f))) {
          return true;
        }
      }
      for (Method m : c.getDeclaredMethods()) {
        if (m.getParameterCount() == 0 && marked(m) && BeanModel.decapitalize(stripPrefix(m.getName())).equals(name)) {
          return true;
        }
      }
    }
    return false;
  }

  private static String stripPrefix(String n) {
    if (n.startsWith("get") && n.length() > 3) return n.substring(3);
    if (n.startsWith("is") && n.length() > 2) return n.substring(2);
    return n;
  }

  private static boolean marked(AnnotatedElement e) {
    return e.isAnnotationPresent(Property.class) || JacksonAnnotations.find(e, "JsonProperty") != null;
  }

  /**
   * The member marked {@code @JsonValue} (a method without parameters or a field) of {@code raw} or its
   * supertypes, the nearest first; null when there is none. Two in one class are an error, as in Jackson.
   */
  static AccessibleObject jsonValue(Class<?> raw) {
    Deque<Class<?>> todo = new ArrayDeque<>();
    Set<Class<?>> seen = new HashSet<>();
    todo.add(raw);
    while (!todo.isEmpty()) {
      Class<?> c = todo.poll();
      if (c == Object.class || !seen.add(c)) continue;
      AccessibleObject found = null;
      for (Method m : c.getDeclaredMethods()) {
        if (m.isSynthetic() || m.isBridge() || !isJsonValue(m)) continue;
        if (m.getParameterCount() != 0 || m.getReturnType() == void.class || Modifier.isStatic(m.getModifiers())) {
          throw new PeregrineException("@JsonValue method " + c.getName() + "." + m.getName()
              + "() must be an instance method without parameters that returns a value", null);
        }
        found = one(c, found, m);
      }
      for (Field f : c.getDeclaredFields()) {
        if (!f.isSynthetic() && !Modifier.isStatic(f.getModifiers()) && isJsonValue(f)) found = one(c, found, f);
      }
      if (found != null) return found;
      if (c.getSuperclass() != null) todo.add(c.getSuperclass());
      for (Class<?> i : c.getInterfaces()) todo.add(i);
    }
    return null;
  }

  private static AccessibleObject one(Class<?> c, AccessibleObject found, AccessibleObject next) {
    if (found == null) return next;
    // On a record component the annotation lands on both its field and its accessor: one value.
    if (c.isRecord() && found instanceof Method m && next instanceof Field f && m.getName().equals(f.getName())) {
      return found;
    }
    throw new PeregrineException("more than one @JsonValue in " + c.getName(), null);
  }

  private static boolean isJsonValue(AnnotatedElement e) {
    Annotation a = JacksonAnnotations.find(e, "JsonValue");
    return a != null && Boolean.TRUE.equals(JacksonAnnotations.attribute(a, "value"));
  }

  /**
   * The codec of a class written as one value ({@code @JsonValue}) or read from one (a delegating
   * {@code @JsonCreator}), or null when it is neither. Written through its {@code @JsonValue} (else as a
   * bean); read through its delegating creator, else through a single-argument constructor or static
   * {@code valueOf}/{@code fromString} taking the {@code @JsonValue}'s type (as Jackson finds them), else as
   * a bean.
   */
  static Codec<Object> valueCodec(Type type, Class<?> raw, CodecContext context) {
    if (raw.isInterface() || raw.isEnum()) return null;
    AccessibleObject value = jsonValue(raw);
    Executable delegate = Modifier.isAbstract(raw.getModifiers()) ? null : delegatingCreator(raw);
    if (value == null && delegate == null) return null;
    JacksonAnnotations.check(raw);
    if (delegate == null && !Modifier.isAbstract(raw.getModifiers())) delegate = implicitDelegate(raw, value);
    return new ValueCodec(type, raw, value, delegate, context);
  }

  // A public one-argument constructor, or static valueOf or fromString, taking what the @JsonValue returns.
  private static Executable implicitDelegate(Class<?> raw, AccessibleObject value) {
    Class<?> t = value instanceof Method m ? m.getReturnType() : ((Field) value).getType();
    for (Constructor<?> c : raw.getConstructors()) {
      if (c.getParameterCount() == 1 && c.getParameterTypes()[0] == t && !disabled(c)) return c;
    }
    for (Method m : raw.getMethods()) {
      if (Modifier.isStatic(m.getModifiers()) && m.getParameterCount() == 1 && m.getParameterTypes()[0] == t
          && raw.isAssignableFrom(m.getReturnType()) && !disabled(m)
          && (m.getName().equals("valueOf") || m.getName().equals("fromString") && t == String.class)) {
        return m;
      }
    }
    return null;
  }

  /** A class bound as a single value: see {@link #valueCodec}. */
  static final class ValueCodec implements Codec<Object> {
    private final Class<?> raw;
    private final AccessibleObject value; // null: written as a bean
    private final Codec<Object> valueCodec;
    private final Executable delegate; // null: read as a bean
    private final Codec<Object> delegateCodec;
    private final Object delegateNull; // what the delegate takes for null: a primitive's default
    private final Type type;
    private final CodecContext context;
    private volatile Codec<Object> bean; // built on first use, for the direction that binds it as a bean

    ValueCodec(Type type, Class<?> raw, AccessibleObject value, Executable delegate, CodecContext context) {
      this.type = type;
      this.raw = raw;
      this.value = value;
      this.delegate = delegate;
      this.context = context;
      try {
        if (value != null) value.setAccessible(true);
        if (delegate != null) delegate.setAccessible(true);
      } catch (java.lang.reflect.InaccessibleObjectException e) {
        throw new PeregrineException(BeanModel.notOpen(raw), null);
      }
      Type valueType = value instanceof Method m ? Types.resolve(type, m.getDeclaringClass(), m.getGenericReturnType())
          : value instanceof Field f ? Types.resolve(type, f.getDeclaringClass(), f.getGenericType()) : null;
      this.valueCodec = valueType == null ? null
          : context.codec(valueType, annotationsOf(value));
      Class<?> param = delegate == null ? null : delegate.getParameterTypes()[0];
      this.delegateCodec = delegate == null ? null
          : context.codec(Types.resolve(type, raw, delegate.getGenericParameterTypes()[0]),
              annotationsOf(delegate.getParameters()[0]));
      this.delegateNull = param != null && param.isPrimitive() ? BeanModel.defaultOf(param) : null;
    }

    // A @JsonFormat on the member shapes the value it reads or writes, as on a property.
    private static Set<Annotation> annotationsOf(AnnotatedElement e) {
      Annotation format = JacksonAnnotations.find(e, "JsonFormat");
      return format == null ? Set.of() : Set.of(format);
    }

    private Codec<Object> bean() {
      Codec<Object> b = bean;
      if (b == null) bean = b = new BeanCodec(BeanModel.of(type, Binder.config(context)), context, null, null);
      return b;
    }

    @Override
    public Object read(ValueReader in) {
      if (delegate == null) return bean().read(in);
      Object arg = Binder.readNullable(in, delegateCodec);
      if (arg == null) arg = delegateNull;
      try {
        return delegate instanceof Constructor<?> c ? c.newInstance(arg) : ((Method) delegate).invoke(null, arg);
      } catch (InvocationTargetException e) {
        Throwable cause = e.getCause() == null ? e : e.getCause();
        throw in.error("cannot create " + raw.getName() + ": " + Binder.describe(cause), cause);
      } catch (ReflectiveOperationException | RuntimeException e) {
        throw in.error("cannot create " + raw.getName() + ": " + Binder.describe(e), e);
      }
    }

    @Override
    public void write(ValueWriter out, Object v) {
      if (value == null) {
        bean().write(out, v);
        return;
      }
      Object written;
      try {
        written = value instanceof Method m ? m.invoke(v) : ((Field) value).get(v);
      } catch (InvocationTargetException e) {
        Throwable cause = e.getCause() == null ? e : e.getCause();
        throw out.error("cannot get the @JsonValue of " + raw.getName() + ": " + Binder.describe(cause));
      } catch (ReflectiveOperationException | RuntimeException e) {
        throw out.error("cannot get the @JsonValue of " + raw.getName() + ": " + Binder.describe(e));
      }
      Binder.writeNullable(out, valueCodec, written);
    }
  }

  /**
   * Why an annotation of {@code JacksonAnnotations.VALUE_ANNOTATIONS} is refused where it stands, for what it
   * says (the annotation itself is honoured), or null.
   */
  static String refusal(Annotation a, AnnotatedElement e) {
    switch (a.annotationType().getSimpleName()) {
      case "JsonTypeInfo":
        if (!(e instanceof Class<?>)) return "type information on a property is not supported: put @JsonTypeInfo on the base type";
        return typeInfoRefusal(a);
      case "JsonSubTypes":
        return e instanceof Class<?> ? null : "subtypes listed on a property are not supported: put @JsonSubTypes on the base type";
      case "JsonFormat":
        if (java.lang.reflect.Array.getLength(JacksonAnnotations.attribute(a, "with")) > 0
            || java.lang.reflect.Array.getLength(JacksonAnnotations.attribute(a, "without")) > 0) {
          return "Jackson's format features (with, without) are not supported: the builder's options are Peregrine's";
        }
        if (!JacksonAnnotations.attribute(a, "lenient").equals("DEFAULT")) {
          return "lenient is not supported: Peregrine reads dates and times strictly, in ISO-8601 or the pattern";
        }
        return null;
      default:
        return null;
    }
  }

  // ---- enums

  /** The name {@code @JsonProperty} gives an enum constant's field, or null. */
  static String constantName(Field constant) {
    Annotation a = JacksonAnnotations.find(constant, "JsonProperty");
    if (a == null) return null;
    String name = (String) JacksonAnnotations.attribute(a, "value");
    return name.isEmpty() ? null : name;
  }

  /** The names {@code @JsonAlias} adds to an enum constant (read only). */
  static String[] constantAliases(Field constant) {
    Annotation a = JacksonAnnotations.find(constant, "JsonAlias");
    return a == null ? new String[0] : (String[]) JacksonAnnotations.attribute(a, "value");
  }

  /** Whether an enum constant is {@code @JsonEnumDefaultValue}: Peregrine's {@code @EnumFallback}. */
  static boolean defaultConstant(Field constant) {
    return JacksonAnnotations.find(constant, "JsonEnumDefaultValue") != null;
  }

  /**
   * The names an enum's {@code @JsonValue} gives its constants, by ordinal, or null when it has none. Jackson
   * writes them through the value's own type; Peregrine writes constants as text, so the value must be text.
   */
  static String[] enumValues(Class<?> type) {
    AccessibleObject value = jsonValue(type);
    if (value == null) return null;
    Class<?> t = value instanceof Method m ? m.getReturnType() : ((Field) value).getType();
    if (t != String.class) {
      throw new PeregrineException("the @JsonValue of enum " + type.getName() + " is a " + t.getName()
          + ": Peregrine writes enum constants as text, so it must return a String (or register a Codec for "
          + type.getSimpleName() + ")", null);
    }
    Object[] constants = type.getEnumConstants();
    String[] out = new String[constants.length];
    try {
      value.setAccessible(true);
      for (int i = 0; i < constants.length; i++) {
        Object v = value instanceof Method m ? m.invoke(constants[i]) : ((Field) value).get(constants[i]);
        if (v == null) throw new PeregrineException("the @JsonValue of " + constants[i] + " is null", null);
        out[i] = (String) v;
      }
    } catch (InvocationTargetException e) {
      throw new PeregrineException("the @JsonValue of enum " + type.getName() + " failed: "
          + Binder.describe(e.getCause()), e.getCause());
    } catch (ReflectiveOperationException | RuntimeException e) {
      if (e instanceof PeregrineException p) throw p;
      throw new PeregrineException("cannot read the @JsonValue of enum " + type.getName() + ": " + Binder.describe(e), e);
    }
    return out;
  }

  /**
   * Whether an enum is written as its ordinals: {@code @JsonFormat(shape = NUMBER or NUMBER_INT)} on the
   * property (first) or on the enum; {@code STRING} or the natural shapes keep {@code byDefault}.
   */
  static boolean enumAsOrdinals(Class<?> type, Set<? extends Annotation> annotations, boolean byDefault) {
    Annotation format = jsonFormat(annotations);
    String shape = format == null ? null : shapeOf(format);
    if (shape == null) {
      format = JacksonAnnotations.find(type, "JsonFormat");
      shape = format == null ? null : shapeOf(format);
    }
    if (shape == null) return byDefault;
    switch (shape) {
      case "NUMBER", "NUMBER_INT":
        return true;
      case "STRING":
        return false;
      default:
        throw new PeregrineException("@JsonFormat(shape = " + shape + ") on enum " + type.getName()
            + " is not supported: Peregrine writes a constant as its name (STRING) or its ordinal (NUMBER)", null);
    }
  }

  // ---- @JsonFormat

  /** The {@code @JsonFormat} among a property's annotations, or null. */
  static Annotation jsonFormat(Set<? extends Annotation> annotations) {
    for (Annotation a : annotations) {
      Class<? extends Annotation> t = a.annotationType();
      if (t.getSimpleName().equals("JsonFormat") && t.getPackageName().equals("com.fasterxml.jackson.annotation")) {
        return a;
      }
    }
    return null;
  }

  /** The shape a {@code @JsonFormat} asks for, or null for ANY, NATURAL and SCALAR (the type's own). */
  static String shapeOf(Annotation format) {
    String shape = (String) JacksonAnnotations.attribute(format, "shape");
    return shape.equals("ANY") || shape.equals("NATURAL") || shape.equals("SCALAR") ? null : shape;
  }

  // ---- polymorphism

  /**
   * A base type's {@code @JsonTypeInfo}: the property (or wrapper) that carries the type id.
   *
   * @param include PROPERTY, EXISTING_PROPERTY (the bean writes the id itself), WRAPPER_OBJECT or WRAPPER_ARRAY
   * @param property the type id's property
   * @param visible whether the id read is also handed to the bean's property of that name
   * @param defaultImpl the class read when the id is missing or unknown, or null
   */
  record TypeInfo(boolean simpleName, String include, String property, boolean visible, Class<?> defaultImpl) {
    boolean wrapper() {
      return include.startsWith("WRAPPER_");
    }
  }

  /**
   * The {@code @JsonTypeInfo} {@code type} carries or inherits (the nearest supertype's first, as Jackson finds
   * it); null when there is none or it says {@code use = NONE}. A refused one fails with its reason.
   */
  static TypeInfo typeInfo(Class<?> type) {
    Annotation a = inherited(type, "JsonTypeInfo");
    if (a == null) return null;
    String why = typeInfoRefusal(a);
    if (why != null) throw new PeregrineException("@JsonTypeInfo on " + type.getName() + " is not supported: " + why, null);
    String use = (String) JacksonAnnotations.attribute(a, "use");
    if (use.equals("NONE")) return null;
    String property = (String) JacksonAnnotations.attribute(a, "property");
    Class<?> defaultImpl = (Class<?>) JacksonAnnotations.attribute(a, "defaultImpl");
    if (defaultImpl.getSimpleName().equals("JsonTypeInfo") || defaultImpl.getSimpleName().equals("None")) defaultImpl = null;
    return new TypeInfo(use.equals("SIMPLE_NAME"), (String) JacksonAnnotations.attribute(a, "include"),
        property.isEmpty() ? "@type" : property, Boolean.TRUE.equals(JacksonAnnotations.attribute(a, "visible")),
        defaultImpl);
  }

  /** Why a {@code @JsonTypeInfo} is refused, or null. */
  static String typeInfoRefusal(Annotation a) {
    String use = (String) JacksonAnnotations.attribute(a, "use");
    switch (use) {
      case "CLASS", "MINIMAL_CLASS":
        return "use = " + use + " takes a class name from the input, so a document could have any class on the "
            + "class path loaded and created (the root of Jackson's and fastjson's deserialization "
            + "vulnerabilities); Peregrine never loads a class named by its input: use @JsonTypeInfo(use = NAME) "
            + "with the subtypes listed in @JsonSubTypes (or a sealed base) instead";
      case "DEDUCTION":
        return "use = DEDUCTION guesses the subtype from the properties present, which Peregrine does not do: "
            + "write a type id with @JsonTypeInfo(use = NAME) and @JsonSubTypes";
      case "CUSTOM":
        return "use = CUSTOM needs Jackson's TypeIdResolver: use NAME with @JsonSubTypes";
      default:
        break;
    }
    String include = (String) JacksonAnnotations.attribute(a, "include");
    if (include.equals("EXTERNAL_PROPERTY")) {
      return "include = EXTERNAL_PROPERTY (the id beside the value, in its owner) is not supported: use PROPERTY, "
          + "EXISTING_PROPERTY, WRAPPER_OBJECT or WRAPPER_ARRAY";
    }
    Class<?> defaultImpl = (Class<?>) JacksonAnnotations.attribute(a, "defaultImpl");
    if (defaultImpl == Void.class) {
      return "defaultImpl = Void.class (an unknown subtype read as null) is not supported: name a subtype";
    }
    return null;
  }

  /**
   * The subtypes {@code @JsonSubTypes} declares for {@code base} (on it, its supertypes and, transitively, the
   * subtypes listed), by id, the first id of each its written one; concrete classes only, and {@code base}
   * itself when it is concrete (it is a member of its own family). Ids as Jackson gives them: the entry's
   * {@code name} (and {@code names}, read only), else the class's {@code @JsonTypeName} or {@code @TypeName},
   * else its unqualified name.
   */
  static void addSubtypes(Class<?> base, TypeInfo info, java.util.Map<String, Class<?>> ids) {
    java.util.Map<String, Class<?>> found = new java.util.LinkedHashMap<>();
    collectSubtypes(base, info, found);
    boolean others = false;
    for (Class<?> c : found.values()) others |= c != base;
    if (!others) return; // a subtype of a family seen from itself: written with its id (declaredIdentity), no family
    if (isConcrete(base) && !found.containsValue(base)) add(found, base, typeName(base, info), base);
    for (java.util.Map.Entry<String, Class<?>> e : found.entrySet()) add(ids, e.getValue(), e.getKey(), base);
  }

  private static void collectSubtypes(Class<?> base, TypeInfo info, java.util.Map<String, Class<?>> ids) {
    Deque<Class<?>> todo = new ArrayDeque<>();
    Set<Class<?>> seen = new HashSet<>();
    for (Class<?> c : supertypes(base)) todo.add(c);
    while (!todo.isEmpty()) {
      Class<?> c = todo.poll();
      if (!seen.add(c)) continue;
      if (c != base && base.isAssignableFrom(c) && isConcrete(c) && !ids.containsValue(c)) {
        add(ids, c, typeName(c, info), base);
      }
      Annotation listed = JacksonAnnotations.find(c, "JsonSubTypes");
      if (listed == null) continue;
      for (Annotation entry : (Annotation[]) JacksonAnnotations.attribute(listed, "value")) {
        Class<?> sub = (Class<?>) JacksonAnnotations.attribute(entry, "value");
        // An entry's own name comes first: it is the id written, the class's default name is then none.
        if (base.isAssignableFrom(sub) && isConcrete(sub)) named(ids, entry, sub, base);
        todo.add(sub);
      }
    }
  }

  private static void named(java.util.Map<String, Class<?>> ids, Annotation entry, Class<?> sub, Class<?> base) {
    String name = (String) JacksonAnnotations.attribute(entry, "name");
    if (!name.isEmpty()) add(ids, sub, name, base);
    for (String alias : (String[]) JacksonAnnotations.attribute(entry, "names")) add(ids, sub, alias, base);
  }

  private static void add(java.util.Map<String, Class<?>> ids, Class<?> sub, String id, Class<?> base) {
    Class<?> previous = ids.putIfAbsent(id, sub);
    if (previous != null && previous != sub) {
      throw new PeregrineException("subtypes " + previous.getName() + " and " + sub.getName() + " of "
          + base.getName() + " share the type id '" + id + "'", null);
    }
  }

  /** The id of {@code c} under {@code info}: its {@code @JsonTypeName}, else its unqualified name. */
  static String typeName(Class<?> c, TypeInfo info) {
    String named = jsonTypeName(c);
    if (named != null) return named;
    dev.peregrine.TypeName own = c.getAnnotation(dev.peregrine.TypeName.class);
    if (own != null) return own.value();
    String n = c.getName();
    // NAME keeps the enclosing classes as Jackson does ("Outer$Inner"); SIMPLE_NAME drops them.
    int cut = info != null && info.simpleName() ? Math.max(n.lastIndexOf('.'), n.lastIndexOf('$')) : n.lastIndexOf('.');
    return n.substring(cut + 1);
  }

  /** The id {@code @JsonTypeName} gives {@code c}, or null. */
  static String jsonTypeName(Class<?> c) {
    Annotation a = JacksonAnnotations.find(c, "JsonTypeName");
    String name = a == null ? "" : (String) JacksonAnnotations.attribute(a, "value");
    return name.isEmpty() ? null : name;
  }

  private static boolean isConcrete(Class<?> c) {
    return !c.isInterface() && !Modifier.isAbstract(c.getModifiers()) && !c.isEnum() && !c.isPrimitive();
  }

  /** {@code type} and its supertypes, nearest first (superclasses before interfaces at each level). */
  private static List<Class<?>> supertypes(Class<?> type) {
    List<Class<?>> out = new ArrayList<>();
    Deque<Class<?>> todo = new ArrayDeque<>();
    todo.add(type);
    while (!todo.isEmpty()) {
      Class<?> c = todo.poll();
      if (c == Object.class || out.contains(c)) continue;
      out.add(c);
      if (c.getSuperclass() != null) todo.add(c.getSuperclass());
      todo.addAll(java.util.Arrays.asList(c.getInterfaces()));
    }
    return out;
  }

  private static Annotation inherited(Class<?> type, String name) {
    for (Class<?> c : supertypes(type)) {
      Annotation a = JacksonAnnotations.find(c, name);
      if (a != null) return a;
    }
    return null;
  }

  /** A declared subtype written inside a wrapper that names it: {@code {"id": {...}}} or {@code ["id", {...}]}. */
  static final class WrappedCodec implements Codec<Object> {
    final Codec<Object> inner;
    private final String id;
    private final boolean array;

    WrappedCodec(Codec<Object> inner, String id, boolean array) {
      this.inner = inner;
      this.id = id;
      this.array = array;
    }

    @Override
    public void write(ValueWriter out, Object value) {
      if (array) {
        out.beginArray();
        out.value(id);
        inner.write(out, value);
        out.endArray();
      } else {
        out.beginObject();
        out.name(id);
        inner.write(out, value);
        out.endObject();
      }
    }

    @Override
    public Object read(ValueReader in) {
      String found;
      if (array) {
        in.beginArray();
        if (!in.hasNextElement()) throw in.error("missing type id '" + id + "'");
        found = in.readString();
      } else {
        in.beginObject();
        found = in.nextName();
        if (found == null) throw in.error("missing type id '" + id + "'");
      }
      if (!found.equals(id)) throw in.error("type id '" + found + "' does not name this type (its id is '" + id + "')");
      return finish(in, inner, array);
    }

    /** Reads the wrapped value with {@code codec} and the wrapper's end. */
    static Object finish(ValueReader in, Codec<Object> codec, boolean array) {
      if (array && !in.hasNextElement()) throw in.error("missing the value after the type id");
      Object v = Binder.readNullable(in, codec);
      if (array ? in.hasNextElement() : in.nextName() != null) {
        throw in.error("a type wrapper holds one value after the type id");
      }
      return v;
    }
  }

  /**
   * Whether a bean is written and read as an array of its property values in order: Jackson's
   * {@code @JsonFormat(shape = ARRAY)} on the property (first) or on the class.
   */
  static boolean beanAsArray(Class<?> raw, Set<? extends Annotation> annotations) {
    Annotation format = jsonFormat(annotations);
    String shape = format == null ? null : shapeOf(format);
    if (shape == null) {
      format = JacksonAnnotations.find(raw, "JsonFormat");
      shape = format == null ? null : shapeOf(format);
    }
    return "ARRAY".equals(shape);
  }

  // ---- @JsonFormat on scalars

  /**
   * The codec of a number, boolean, date or time under Jackson's {@code @JsonFormat}, or null to code it as
   * usual (a natural shape without a pattern, or a format that changes nothing for the type, as in Jackson).
   * {@code plain} is the type's own codec when it has one that needs no configuration.
   *
   * <p>Numbers: {@code shape = STRING} writes the number's {@code toString} as text (read from text or a
   * number). Dates and times: {@code pattern} with {@code locale} and {@code timezone} (default UTC for
   * {@code Date} and {@code Instant}) as a {@code DateTimeFormatter} pattern (Jackson reads {@code Date}
   * patterns as {@code SimpleDateFormat}'s, which agree on the common letters); {@code shape = NUMBER} writes a
   * {@code Date} as epoch milliseconds and an {@code Instant} as decimal epoch seconds, as Jackson does.
   * What Jackson would do that Peregrine does not is refused, with the reason.
   */
  static Codec<?> formattedScalar(Class<?> c, Annotation format, Codec<?> plain) {
    String shape = shapeOf(format);
    String pattern = (String) JacksonAnnotations.attribute(format, "pattern");
    String zone = (String) JacksonAnnotations.attribute(format, "timezone");
    String locale = (String) JacksonAnnotations.attribute(format, "locale");
    boolean time = c == java.util.Date.class || c.getPackageName().equals("java.time");
    if (time) return formattedTime(c, shape, pattern, zone, locale);
    if (plain == null) return null;
    boolean number = c.isPrimitive() ? c != boolean.class && c != char.class : Number.class.isAssignableFrom(c);
    if (number && "STRING".equals(shape)) return new NumberAsTextCodec(plain);
    if ((c == boolean.class || c == Boolean.class) && shape != null && shape.startsWith("NUMBER")) {
      throw new PeregrineException("@JsonFormat(shape = " + shape + ") on a boolean is not supported: Peregrine "
          + "writes a boolean as true or false", null);
    }
    return null;
  }

  private static final BindConfig JACKSON_TIMESTAMPS =
      BindConfig.DEFAULT.withEpochSeconds(true).withDatesAsTimestamps(true);

  private static Codec<?> formattedTime(Class<?> c, String shape, String pattern, String zone, String locale) {
    if (shape != null && shape.startsWith("NUMBER")) {
      // Jackson's numeric forms, as datesAsTimestamps writes them (Date epoch milliseconds, Instant decimal
      // epoch seconds) and epochSeconds reads them (a whole number of an Instant is seconds).
      if (c == java.util.Date.class || c == java.time.Instant.class) return TimeCodecs.plain(c, JACKSON_TIMESTAMPS);
      throw new PeregrineException("@JsonFormat(shape = " + shape + ") on " + c.getName() + " is not supported: "
          + "Peregrine writes it as ISO-8601 text or by a pattern", null);
    }
    if (shape != null && !shape.equals("STRING")) {
      throw new PeregrineException("@JsonFormat(shape = " + shape + ") on " + c.getName() + " is not supported: "
          + "Peregrine writes it as text", null);
    }
    if (pattern.isEmpty()) {
      if (!zone.isEmpty()) {
        throw new PeregrineException("@JsonFormat(timezone = \"" + zone + "\") without a pattern on " + c.getName()
            + " is not supported: give the pattern to write it in", null);
      }
      return null; // the ISO-8601 text Peregrine writes anyway (a locale changes nothing without a pattern)
    }
    java.time.ZoneId zoneId = zone.isEmpty() ? null : java.util.TimeZone.getTimeZone(zone).toZoneId();
    java.util.Locale loc = locale.isEmpty() ? null : java.util.Locale.forLanguageTag(locale.replace('_', '-'));
    Codec<?> k = TimeCodecs.formatted(c, pattern, loc, zoneId);
    if (k == null) {
      throw new PeregrineException("@JsonFormat(pattern = \"" + pattern + "\") does not apply to " + c.getName(), null);
    }
    return k;
  }

  /** A number written as its {@code toString} text, read as its codec reads it (text or a number). */
  private static final class NumberAsTextCodec implements Codec<Object> {
    private final Codec<Object> plain;

    @SuppressWarnings("unchecked")
    NumberAsTextCodec(Codec<?> plain) {
      this.plain = (Codec<Object>) plain;
    }

    @Override
    public Object read(ValueReader in) {
      return plain.read(in);
    }

    @Override
    public void write(ValueWriter out, Object value) {
      out.value(value.toString());
    }
  }
}
