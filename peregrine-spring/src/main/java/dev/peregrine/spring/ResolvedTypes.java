package dev.peregrine.spring;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.Arrays;
import java.util.Objects;
import org.springframework.core.ResolvableType;

/**
 * The {@link Type} Peregrine binds for a Spring {@link ResolvableType}: the declared type itself when it holds
 * no type variable (the common case: {@code List<Order>} from a controller's signature), else the type with
 * every variable replaced by what Spring resolved it to in its context ({@code Page<T>} declared in a generic
 * base controller, read as {@code Page<Order>} in its subclass), or by its bound when nothing resolves it.
 */
final class ResolvedTypes {
  private ResolvedTypes() {}

  static Type of(ResolvableType type) {
    if (type == ResolvableType.NONE) return Object.class;
    Type declared = type.getType();
    if (declared instanceof Class<?>) return declared;
    if (!holdsVariable(declared)) return declared;
    return rebuild(type);
  }

  private static Type rebuild(ResolvableType type) {
    if (type.isArray()) {
      Type component = rebuild(type.getComponentType());
      return component instanceof Class<?> c ? c.arrayType() : new GenericArray(component);
    }
    Class<?> raw = type.resolve(Object.class);
    if (!type.hasGenerics()) return raw;
    ResolvableType[] generics = type.getGenerics();
    Type[] arguments = new Type[generics.length];
    for (int i = 0; i < generics.length; i++) arguments[i] = rebuild(generics[i]);
    return new Parameterized(raw, arguments, raw.getDeclaringClass());
  }

  private static boolean holdsVariable(Type type) {
    if (type instanceof TypeVariable<?>) return true;
    if (type instanceof ParameterizedType p) {
      for (Type argument : p.getActualTypeArguments()) {
        if (holdsVariable(argument)) return true;
      }
      return false;
    }
    if (type instanceof WildcardType w) {
      for (Type bound : w.getUpperBounds()) {
        if (holdsVariable(bound)) return true;
      }
      return false;
    }
    if (type instanceof java.lang.reflect.GenericArrayType g) return holdsVariable(g.getGenericComponentType());
    return false;
  }

  /** A parameterized type equal to the JDK's for the same raw type, owner and arguments (codec caches key on it). */
  private record Parameterized(Class<?> raw, Type[] arguments, Type owner) implements ParameterizedType {
    @Override
    public Type[] getActualTypeArguments() {
      return arguments.clone();
    }

    @Override
    public Type getRawType() {
      return raw;
    }

    @Override
    public Type getOwnerType() {
      return owner;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof ParameterizedType p && raw.equals(p.getRawType()) && Objects.equals(owner, p.getOwnerType())
          && Arrays.equals(arguments, p.getActualTypeArguments());
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(arguments) ^ Objects.hashCode(owner) ^ raw.hashCode();
    }

    @Override
    public String toString() {
      StringBuilder sb = new StringBuilder(raw.getTypeName()).append('<');
      for (int i = 0; i < arguments.length; i++) sb.append(i == 0 ? "" : ", ").append(arguments[i].getTypeName());
      return sb.append('>').toString();
    }
  }

  private record GenericArray(Type component) implements java.lang.reflect.GenericArrayType {
    @Override
    public Type getGenericComponentType() {
      return component;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof java.lang.reflect.GenericArrayType g && component.equals(g.getGenericComponentType());
    }

    @Override
    public int hashCode() {
      return component.hashCode();
    }

    @Override
    public String toString() {
      return component.getTypeName() + "[]";
    }
  }
}
