package dev.peregrine.bind;

import java.lang.annotation.Annotation;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Which class a codec is cached on, so that caching it keeps no class loader alive that would otherwise be
 * collected. A type whose classes (and property annotations) all come from this library's class loader or
 * one of its ancestors (the JDK's, and the application's when the library is on its class path) lives as
 * long as the library: its codec may be held anywhere. Any other type names a class of another loader, an
 * application's in a server that shares this library between applications and drops an application's loader
 * to redeploy it: its codec is held by that class ({@link Binder}, through a {@code ClassValue}), and goes
 * with it. Where a type names classes of several such loaders, the class of the loader deepest in its
 * parent chain is taken, which sees the others' classes in the usual parent-first delegation.
 */
final class LoaderAnchors {
  private LoaderAnchors() {}

  // This library's loader and its ancestors, nearest first (the boot loader, null, is always among them).
  private static final ClassLoader[] OURS = ours();

  private static ClassLoader[] ours() {
    List<ClassLoader> out = new ArrayList<>();
    for (ClassLoader l = LoaderAnchors.class.getClassLoader(); l != null; l = l.getParent()) out.add(l);
    return out.toArray(new ClassLoader[0]);
  }

  /** Whether {@code c}'s loader is this library's or one of its ancestors. */
  static boolean isOurs(Class<?> c) {
    ClassLoader l = c.getClassLoader();
    if (l == null) return true;
    for (ClassLoader o : OURS) if (o == l) return true;
    return false;
  }

  /**
   * The class the codec of {@code type} under {@code annotations} is to be cached on: null when the codec
   * may be held anywhere, else a class of another loader that the type or an annotation names.
   */
  static Class<?> anchor(Type type, Set<? extends Annotation> annotations) {
    Class<?> found = null;
    if (type instanceof Class<?> c) {
      while (c.isArray()) c = c.getComponentType();
      if (!isOurs(c)) found = c;
    } else {
      found = deeper(found, anchorOfParts(type));
    }
    if (!annotations.isEmpty()) {
      for (Annotation a : annotations) {
        Class<?> t = a.annotationType();
        if (!isOurs(t)) found = deeper(found, t);
      }
    }
    return found;
  }

  // The anchor of a type that is not a class: its parts' deepest, walked with a stack of its own.
  private static Class<?> anchorOfParts(Type type) {
    Class<?> found = null;
    List<Type> todo = new ArrayList<>();
    todo.add(type);
    // A bound may name its own variable (T extends Comparable<T>); each type is walked at most this often.
    for (int steps = 0; !todo.isEmpty() && steps < 1000; steps++) {
      Type t = todo.remove(todo.size() - 1);
      if (t instanceof Class<?> c) {
        while (c.isArray()) c = c.getComponentType();
        if (!isOurs(c)) found = deeper(found, c);
      } else if (t instanceof ParameterizedType p) {
        todo.add(p.getRawType());
        if (p.getOwnerType() != null) todo.add(p.getOwnerType());
        todo.addAll(List.of(p.getActualTypeArguments()));
      } else if (t instanceof GenericArrayType g) {
        todo.add(g.getGenericComponentType());
      } else if (t instanceof WildcardType w) {
        todo.addAll(List.of(w.getUpperBounds()));
        todo.addAll(List.of(w.getLowerBounds()));
      } else if (t instanceof TypeVariable<?> v && v.getGenericDeclaration() instanceof Class<?> declaring) {
        todo.add(declaring); // the variable holds its declaration; its bounds are that class's to name
      }
    }
    return found;
  }

  // Of two anchors (either may be null), the one whose loader is deeper in its parent chain.
  private static Class<?> deeper(Class<?> a, Class<?> b) {
    if (a == null) return b;
    if (b == null || a.getClassLoader() == b.getClassLoader()) return a;
    return depth(b.getClassLoader()) > depth(a.getClassLoader()) ? b : a;
  }

  private static int depth(ClassLoader l) {
    int d = 0;
    for (; l != null; l = l.getParent()) d++;
    return d;
  }
}
