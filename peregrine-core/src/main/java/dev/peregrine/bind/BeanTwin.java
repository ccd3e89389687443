package dev.peregrine.bind;

import dev.peregrine.Codec;
import dev.peregrine.PeregrineException;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;

/**
 * The reflective codec a generated codec is the twin of, seen from the generated side: the plan to generate
 * from, and the cold paths (errors, unknown names, members the generated class may not touch), which stay
 * in one place so that both codecs fail with the same message and path. Internal: not for applications.
 */
public interface BeanTwin extends Codec<Object> {
  /** What to generate from. */
  BeanPlan plan();

  /** An unknown property name has just been read: this type's own id, skipped, or an error. */
  void unknownProperty(ValueReader in);

  /** Array mode: element {@code index} is past the last property: skipped, or an error. */
  void extraElement(ValueReader in, int index);

  /**
   * Whether {@link #write} hands a value of another class than the bean's (a subclass, an implementation) to
   * that class's own codec: false for a final class, or with static typing, where every value is written
   * as this type. A generated codec, written for the bean's class alone, sends such values here.
   */
  boolean writesByRuntimeClass();

  /** Reads a property through reflection (a member the generated class cannot reach). */
  Object get(ValueWriter out, int slot, Object bean);

  /**
   * Sets a property through reflection (a member the generated class cannot reach, or one filled in place);
   * null keeps a primitive.
   */
  void set(ValueReader in, int slot, Object bean, Object value);

  /** The exception for a getter of {@code slot} that threw {@code e}. */
  PeregrineException getFailed(ValueWriter out, int slot, Throwable e);

  /** The exception for a setter of {@code slot} that threw {@code e}. */
  PeregrineException setFailed(ValueReader in, int slot, Throwable e);

  /** The exception for a creator (constructor or factory) that threw {@code e}. */
  PeregrineException createFailed(ValueReader in, Throwable e);
}
