package dev.peregrine;

import dev.peregrine.Codec;
import dev.peregrine.CodecFactory;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import java.util.Set;

/** What a {@link CodecFactory} may ask while it builds a codec. */
public interface CodecContext {
  /** The codec for a type with no property annotations. */
  <T> Codec<T> codec(Type type);

  /** The codec for a type as bound under the given property annotations (such as a format). */
  <T> Codec<T> codec(Type type, Set<? extends Annotation> annotations);
}
