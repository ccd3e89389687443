package dev.peregrine.bind;

import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.Arrays;
import java.util.Objects;

/** Generic type arithmetic: raw classes, type arguments, and type variables resolved against a subtype. */
public final class Types {
  private Types() {}

  /** The class of a type: {@code List} for {@code List<String>}, the bound for a variable or wildcard. */
  public static Class<?> raw(Type type) {
    if (type instanceof Class<?> c) return c;
    if (type instanceof ParameterizedType p) return (Class<?>) p.getRawType();
    if (type instanceof GenericArrayType g) return java.lang.reflect.Array.newInstance(raw(g.getGenericComponentType()), 0).getClass();
    if (type instanceof WildcardType w) return raw(w.getUpperBounds()[0]);
    if (type instanceof TypeVariable<?> v) return raw(v.getBounds()[0]);
    throw new IllegalArgumentException("unsupported type " + type);
  }

  /**
   * The type arguments of {@code supertype} as seen from {@code type}: for {@code ArrayList<String>} and
   * {@code Collection.class}, {@code [String]}. Unknown arguments become {@code Object}.
   */
  public static Type[] arguments(Type type, Class<?> supertype) {
    Type s = supertypeOf(type, supertype);
    TypeVariable<?>[] vars = supertype.getTypeParameters();
    Type[] out = new Type[vars.length];
    for (int i = 0; i < vars.length; i++) {
      Type arg = s instanceof ParameterizedType p ? p.getActualTypeArguments()[i] : Object.class;
      out[i] = arg instanceof TypeVariable<?> || arg instanceof WildcardType ? boundOf(arg) : arg;
    }
    return out;
  }

  private static Type boundOf(Type t) {
    if (t instanceof WildcardType w) {
      Type upper = w.getUpperBounds()[0];
      return upper instanceof TypeVariable<?> ? Object.class : upper;
    }
    if (t instanceof TypeVariable<?> v) {
      Type b = v.getBounds()[0];
      return b instanceof TypeVariable<?> || b instanceof ParameterizedType ? raw(b) : b;
    }
    return t;
  }

  /** The generic form of {@code supertype} as {@code type} extends or implements it, variables resolved. */
  public static Type supertypeOf(Type type, Class<?> supertype) {
    Class<?> raw = raw(type);
    if (raw == supertype) return type;
    if (supertype.isInterface()) {
      for (Type i : raw.getGenericInterfaces()) {
        if (supertype.isAssignableFrom(raw(i))) return supertypeOf(resolve(type, raw, i), supertype);
      }
    }
    Type sup = raw.getGenericSuperclass();
    if (sup != null && supertype.isAssignableFrom(raw(sup))) return supertypeOf(resolve(type, raw, sup), supertype);
    return supertype;
  }

  /**
   * {@code toResolve}, declared in {@code declaring}, with the type variables of the classes between
   * {@code context} and {@code declaring} replaced by their actual arguments.
   */
  public static Type resolve(Type context, Class<?> declaring, Type toResolve) {
    if (toResolve instanceof Class<?>) return toResolve;
    if (toResolve instanceof TypeVariable<?> v) {
      if (!(v.getGenericDeclaration() instanceof Class<?> owner)) return boundOf(v);
      Type owned = supertypeOf(context, owner);
      if (owned instanceof ParameterizedType p) {
        int i = Arrays.asList(owner.getTypeParameters()).indexOf(v);
        Type arg = p.getActualTypeArguments()[i];
        return arg instanceof TypeVariable<?> ? boundOf(arg) : resolve(context, declaring, arg);
      }
      return boundOf(v);
    }
    if (toResolve instanceof ParameterizedType p) {
      Type[] args = p.getActualTypeArguments().clone();
      boolean changed = false;
      for (int i = 0; i < args.length; i++) {
        Type r = resolve(context, declaring, args[i]);
        if (r != args[i]) {
          args[i] = r;
          changed = true;
        }
      }
      return changed ? new Parameterized((Class<?>) p.getRawType(), p.getOwnerType(), args) : p;
    }
    if (toResolve instanceof GenericArrayType g) {
      Type c = resolve(context, declaring, g.getGenericComponentType());
      return c instanceof Class<?> cc ? java.lang.reflect.Array.newInstance(cc, 0).getClass() : new GenericArray(c);
    }
    if (toResolve instanceof WildcardType w) {
      Type upper = w.getUpperBounds()[0];
      return w.getLowerBounds().length > 0 ? Object.class : resolve(context, declaring, upper);
    }
    return toResolve;
  }

  /** The component type of an array type, or null. */
  public static Type componentType(Type type) {
    if (type instanceof GenericArrayType g) return g.getGenericComponentType();
    if (type instanceof Class<?> c && c.isArray()) return c.getComponentType();
    return null;
  }

  /** A parameterized type built at runtime; equal to the JDK's for the same parts. */
  public static ParameterizedType parameterized(Class<?> raw, Type... args) {
    return new Parameterized(raw, raw.getDeclaringClass(), args);
  }

  private record Parameterized(Class<?> rawType, Type ownerType, Type[] args) implements ParameterizedType {
    @Override
    public Type[] getActualTypeArguments() {
      return args.clone();
    }

    @Override
    public Type getRawType() {
      return rawType;
    }

    @Override
    public Type getOwnerType() {
      return ownerType;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof ParameterizedType p && rawType.equals(p.getRawType())
          && Objects.equals(ownerType, p.getOwnerType()) && Arrays.equals(args, p.getActualTypeArguments());
    }

    @Override
    public int hashCode() {
      // Same formula as the JDK's ParameterizedTypeImpl, so both kinds mix in hash maps.
      return Arrays.hashCode(args) ^ Objects.hashCode(ownerType) ^ rawType.hashCode();
    }

    @Override
    public String toString() {
      StringBuilder sb = new StringBuilder(rawType.getTypeName()).append('<');
      for (int i = 0; i < args.length; i++) sb.append(i > 0 ? ", " : "").append(args[i].getTypeName());
      return sb.append('>').toString();
    }
  }

  private record GenericArray(Type component) implements GenericArrayType {
    @Override
    public Type getGenericComponentType() {
      return component;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof GenericArrayType g && component.equals(g.getGenericComponentType());
    }

    @Override
    public int hashCode() {
      return component.hashCode();
    }
  }
}
