package dev.peregrine.bind;

import dev.peregrine.Ignore;
import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The binding annotations of a member, with those a method inherits from the methods it overrides, as Jackson
 * merges them: an {@code @Ignore} or {@code @JsonIgnore} on a superclass's or an interface's getter hides the
 * property of a class that overrides the getter without repeating it (else a password marked on
 * {@code Account.getPassword()} would be written by a subclass that overrides the getter). Each annotation type
 * comes from the nearest method that carries it: the method's own, then its superclasses' (nearest first),
 * then its interfaces' (those of its class, then of each superclass, each before its own superinterfaces).
 *
 * <p>Only the annotations binding reads are inherited: Peregrine's own and Jackson's. Other annotations (those a
 * user's codec factory may read) stay where they are declared, as the reflection API gives them.
 *
 * <p>Looked up when a bean's model is built, never per value. Which ancestors of a class declare annotated
 * methods is worked out once per class and cached, so that a class hierarchy without such annotations costs
 * no method lookups at all.
 */
final class InheritedAnnotations {
  private InheritedAnnotations() {}

  private static final String PEREGRINE = Ignore.class.getPackageName();
  private static final Method[] NO_METHODS = new Method[0];
  private static final Class<?>[] NO_CLASSES = new Class<?>[0];

  /** Whether binding reads annotations of this type: Peregrine's own or Jackson's. */
  static boolean isBinding(Class<? extends Annotation> t) {
    return t.getPackageName().equals(PEREGRINE) || JacksonAnnotations.isJackson(t);
  }

  /** The methods a class declares that can be overridden and carry a binding annotation. */
  private static final ClassValue<Method[]> ANNOTATED_METHODS = new ClassValue<>() {
    @Override
    protected Method[] computeValue(Class<?> c) {
      List<Method> out = null;
      for (Method m : c.getDeclaredMethods()) {
        int mod = m.getModifiers();
        if (Modifier.isPrivate(mod) || Modifier.isStatic(mod) || m.isSynthetic()) continue;
        for (Annotation a : m.getDeclaredAnnotations()) {
          if (isBinding(a.annotationType())) {
            if (out == null) out = new ArrayList<>();
            out.add(m);
            break;
          }
        }
      }
      return out == null ? NO_METHODS : out.toArray(NO_METHODS);
    }
  };

  /**
   * The superclasses and interfaces of a class that declare annotated methods, in the order their annotations
   * are inherited (see the class comment).
   */
  private static final ClassValue<Class<?>[]> ANNOTATED_ANCESTORS = new ClassValue<>() {
    @Override
    protected Class<?>[] computeValue(Class<?> type) {
      List<Class<?>> out = null;
      for (Class<?> c = type.getSuperclass(); c != null && c != Object.class; c = c.getSuperclass()) {
        if (ANNOTATED_METHODS.get(c).length > 0) {
          if (out == null) out = new ArrayList<>();
          out.add(c);
        }
      }
      Set<Class<?>> seen = new HashSet<>();
      for (Class<?> c = type; c != null; c = c.getSuperclass()) {
        Deque<Class<?>> todo = new ArrayDeque<>(Arrays.asList(c.getInterfaces()));
        while (!todo.isEmpty()) {
          Class<?> i = todo.poll();
          if (!seen.add(i)) continue;
          if (ANNOTATED_METHODS.get(i).length > 0) {
            if (out == null) out = new ArrayList<>();
            out.add(i);
          }
          todo.addAll(Arrays.asList(i.getInterfaces()));
        }
      }
      return out == null ? NO_CLASSES : out.toArray(NO_CLASSES);
    }
  };

  /** The annotated methods that {@code m} overrides, nearest first; empty for a private or static method. */
  private static List<Method> overridden(Method m) {
    int mod = m.getModifiers();
    if (Modifier.isPrivate(mod) || Modifier.isStatic(mod)) return List.of();
    Class<?>[] ancestors = ANNOTATED_ANCESTORS.get(m.getDeclaringClass());
    if (ancestors.length == 0) return List.of();
    List<Method> out = new ArrayList<>(2);
    Class<?>[] params = null;
    for (Class<?> c : ancestors) {
      for (Method o : ANNOTATED_METHODS.get(c)) {
        if (!o.getName().equals(m.getName()) || o.getParameterCount() != m.getParameterCount()) continue;
        if (params == null) params = m.getParameterTypes();
        if (Arrays.equals(o.getParameterTypes(), params)) out.add(o);
      }
    }
    return out;
  }

  /** The annotation of type {@code type} on {@code e} or, for a method, on the nearest method it overrides. */
  static <A extends Annotation> A find(AnnotatedElement e, Class<A> type) {
    if (e == null) return null;
    A a = e.getAnnotation(type);
    if (a != null || !(e instanceof Method m)) return a;
    for (Method o : overridden(m)) {
      a = o.getAnnotation(type);
      if (a != null) return a;
    }
    return null;
  }

  /** Whether {@code e} or, for a method, one it overrides carries an annotation of type {@code type}. */
  static boolean present(AnnotatedElement e, Class<? extends Annotation> type) {
    return find(e, type) != null;
  }

  /** Jackson's annotation {@code simpleName} on {@code e} or, for a method, on the nearest method it overrides. */
  static Annotation findJackson(AnnotatedElement e, String simpleName) {
    if (e == null) return null;
    Annotation a = JacksonAnnotations.find(e, simpleName);
    if (a != null || !(e instanceof Method m)) return a;
    for (Method o : overridden(m)) {
      a = JacksonAnnotations.find(o, simpleName);
      if (a != null) return a;
    }
    return null;
  }

  /**
   * The annotations of {@code e}: its own and, for a method, the binding annotations of the methods it overrides
   * whose types it does not carry itself (nearest first).
   */
  static Annotation[] of(AnnotatedElement e) {
    Annotation[] own = e.getAnnotations();
    if (!(e instanceof Method m)) return own;
    List<Method> overridden = overridden(m);
    if (overridden.isEmpty()) return own;
    List<Annotation> all = new ArrayList<>(Arrays.asList(own));
    Set<Class<? extends Annotation>> types = new HashSet<>();
    for (Annotation a : own) types.add(a.annotationType());
    for (Method o : overridden) {
      for (Annotation a : o.getDeclaredAnnotations()) {
        if (isBinding(a.annotationType()) && types.add(a.annotationType())) all.add(a);
      }
    }
    return all.toArray(new Annotation[0]);
  }
}
