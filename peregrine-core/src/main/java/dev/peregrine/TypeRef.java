package dev.peregrine;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;

/**
 * A super-type token that captures a generic type, which a {@code Class} cannot:
 *
 * <pre>{@code
 * List<Image> images = json.read(text, new TypeRef<List<Image>>() {});
 * }</pre>
 *
 * @param <T> the captured type
 */
public abstract class TypeRef<T> {
  private final Type type;

  /** Captures the type argument of the anonymous subclass. */
  protected TypeRef() {
    Type superclass = getClass().getGenericSuperclass();
    if (!(superclass instanceof ParameterizedType p)) {
      throw new IllegalArgumentException("TypeRef must be created with a type argument: new TypeRef<List<X>>() {}");
    }
    this.type = p.getActualTypeArguments()[0];
  }

  private TypeRef(Type type) {
    this.type = type;
  }

  /** A token for a type obtained by reflection. */
  public static TypeRef<Object> of(Type type) {
    return new TypeRef<>(type) {};
  }

  /** The captured type. */
  public Type type() {
    return type;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof TypeRef<?> t && t.type.equals(type);
  }

  @Override
  public int hashCode() {
    return type.hashCode();
  }

  @Override
  public String toString() {
    return "TypeRef<" + type.getTypeName() + ">";
  }
}
