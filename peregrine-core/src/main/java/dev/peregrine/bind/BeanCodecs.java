package dev.peregrine.bind;

import dev.peregrine.Codec;
import dev.peregrine.CodecContext;
import dev.peregrine.CodecFactory;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import java.util.Map;
import java.util.Set;

/**
 * The last factories asked: {@code Object} (the tree), polymorphic bases, then any other class as a bean.
 * JDK classes that no earlier factory handled are refused rather than taken apart by reflection.
 */
final class BeanCodecs implements CodecFactory {
  private final BeanCodecGenerator generator;

  /** {@code generator} is null when the binder has none: every bean stays on reflection. */
  BeanCodecs(BeanCodecGenerator generator) {
    this.generator = generator;
  }

  private static final Set<Class<?>> GENERAL =
      Set.of(java.io.Serializable.class, Comparable.class, CharSequence.class, Cloneable.class);

  @Override
  public Codec<?> create(Type type, Set<? extends Annotation> annotations, CodecContext context) {
    Class<?> raw = Types.raw(type);
    // Object, and Enum as the bound of an element type nobody named (a RegularEnumSet written by its
    // runtime class): written by each value's runtime class.
    if (raw == Object.class || raw == Enum.class) return new TreeCodec(context);
    if (raw.isPrimitive() || raw.isArray() || raw.isEnum() || raw.isAnnotation()) return null;
    Map<String, Class<?>> subtypes = Polymorphism.subtypesOf(raw, Binder.config(context));
    if (!subtypes.isEmpty()) {
      JacksonAnnotations.check(raw); // an interface base is no bean: its annotations are checked here
      return new Polymorphism.PolymorphicCodec(raw, subtypes, context);
    }
    String pkg = raw.getPackageName();
    if (pkg.startsWith("java.") || pkg.startsWith("javax.") || pkg.startsWith("jdk.") || pkg.startsWith("sun.")
        || pkg.startsWith("com.sun.")) {
      // Marker-like JDK interfaces a property may be declared as: written by runtime class, read as a tree
      // value. Every other JDK type needs its own codec (JdkCodecs refuses Class before this).
      return GENERAL.contains(raw) ? new TreeCodec(context) : null;
    }
    Codec<Object> single = JacksonValues.valueCodec(type, raw, context); // @JsonValue, a delegating creator
    if (single != null) return single;
    String[] identity = Polymorphism.declaredIdentity(raw, Binder.config(context));
    BeanModel model = BeanModel.of(type, Binder.config(context));
    if (identity != null && identity[2] != null) { // Jackson's @JsonTypeInfo: its way of carrying the id
      return Polymorphism.memberCodec(model, context, identity[0], identity[1], identity[2]);
    }
    BindConfig config = Binder.config(context);
    BeanCodec reflective = new BeanCodec(model, context, identity == null ? null : identity[0],
        identity == null ? null : identity[1], config.beansAsArrays() || JacksonValues.beanAsArray(raw, annotations));
    // Code generation covers map and array mode; references, declared subtypes (whose codec Polymorphism
    // drives through BeanCodec itself), write-only types and the features only the reflective codec has
    // (BeanModel.reflectiveOnly) stay reflective.
    if (generator == null || !config.codegen() || config.references() || identity != null
        || model.cannotCreate != null || model.reflectiveOnly != null) {
      return reflective;
    }
    return generator.codecFor(reflective);
  }
}
