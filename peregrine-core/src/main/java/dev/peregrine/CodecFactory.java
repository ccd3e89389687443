package dev.peregrine;

import dev.peregrine.Codec;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import java.util.Set;

/**
 * Makes codecs for the types it knows. Factories are asked in order, user factories first, then the
 * built-ins; the first non-null answer wins and is cached per (type, annotations).
 */
public interface CodecFactory {
  /**
   * A codec for {@code type} carrying {@code annotations} (those of the property being bound, or none), or
   * null when this factory does not handle it. Use {@code context} for the codecs of component types.
   */
  Codec<?> create(Type type, Set<? extends Annotation> annotations, CodecContext context);
}
