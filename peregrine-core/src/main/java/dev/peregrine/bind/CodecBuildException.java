package dev.peregrine.bind;

import dev.peregrine.Codec;
import dev.peregrine.CodecFactory;
import dev.peregrine.PeregrineException;
import java.lang.reflect.Type;

/**
 * A codec could not be built for a type (none answers it, or its declaration is wrong), with the bean
 * property that needed it. It never reaches the caller as it is: where it escapes a read or a write,
 * {@link Binder} turns it, like any other bare {@link PeregrineException}, into the format's exception
 * with the document's path and position.
 */
final class CodecBuildException extends PeregrineException {
  private final boolean located;

  private CodecBuildException(String reason, Throwable cause, boolean located) {
    super(reason, cause);
    this.located = located;
  }

  /** No factory answers {@code type}. */
  static CodecBuildException noCodec(Type type) {
    return new CodecBuildException("no codec for " + type.getTypeName()
        + " (register a Codec or CodecFactory for it)", null, false);
  }

  /**
   * {@code e}, raised while building the codec of property {@code name} of {@code bean}, saying so; the
   * innermost property is the one that needed it, so one already located is passed on as it is.
   */
  static PeregrineException neededBy(PeregrineException e, Class<?> bean, String name) {
    if (e instanceof CodecBuildException c && c.located) return e;
    if (e.getClass() != PeregrineException.class && !(e instanceof CodecBuildException)) return e;
    return new CodecBuildException(e.reason() + ", needed by " + bean.getName() + "." + name, e.getCause(), true);
  }

  /** Whether {@code e} is a bare exception of binding, not yet the format's own. */
  static boolean isBare(PeregrineException e) {
    return e.getClass() == PeregrineException.class || e instanceof CodecBuildException;
  }
}
