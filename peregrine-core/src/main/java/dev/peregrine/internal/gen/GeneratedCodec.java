package dev.peregrine.internal.gen;

import dev.peregrine.Codec;
import dev.peregrine.PeregrineException;
import dev.peregrine.bind.Binder;
import dev.peregrine.bind.BeanPlan;
import dev.peregrine.bind.BeanTwin;
import dev.peregrine.bind.NullableCodec;
import dev.peregrine.bind.gen.ColdStartCodec;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import dev.peregrine.stream.internal.NameTable;

/**
 * Internal, not for applications: the superclass of every generated bean codec, with the state they share
 * with their reflection twin and the helpers their bytecode calls, so that the generated methods hold only
 * the straight-line work per property and stay small enough for HotSpot to compile well.
 *
 * <p>Public, and its package exported, only because a generated codec is a class of the bean's own package
 * and module (a nestmate of the bean), which links against this class alone among Peregrine's internals;
 * everything else it calls is public API ({@link Codec}, {@link ValueReader}, {@link ValueWriter},
 * {@link PeregrineException}). This class may change in any release.
 *
 * <p>Every field is final and so is every field of the generated subclass: a codec published through a
 * plain field (as the codec that starts on reflection publishes it) is seen fully built by any thread that
 * sees it at all.
 */
public abstract class GeneratedCodec implements Codec<Object> {
  /** Marks a property that the input did not contain (creator beans keep values until all are read). */
  public static final Object UNSET = new Object();

  /** The property names, slot i being property i. */
  protected final NameTable names;
  /** The codec of each property, in slots. */
  protected final Codec<Object>[] codecs;
  /** The argument of each creator parameter absent from the input. */
  protected final Object[] creatorDefaults;
  // The reflective codec of the same type: cold paths, and reads with format-level references.
  private final BeanTwin twin;

  /**
   * Takes the shared state from {@code twin}, the reflective codec of the bean that the subclass was
   * generated from.
   */
  protected GeneratedCodec(Codec<Object> twin) {
    this.twin = (BeanTwin) twin;
    BeanPlan plan = this.twin.plan();
    this.names = plan.names();
    this.codecs = plan.codecs();
    this.creatorDefaults = plan.creatorDefaults();
  }

  @Override
  public abstract Object read(ValueReader in);

  @Override
  public abstract void write(ValueWriter out, Object value);

  /**
   * The generated codec behind a property codec that started cold, once it has switched, else null. A
   * generated read calls the nested bean's generated codec itself, from its own call site, which sees only
   * that class and lets HotSpot inline it; the call inside the cold-start codec is shared by every bean
   * type and so stays a virtual call. (Writes do not: see BeanCodecWriter.write.)
   */
  public static GeneratedCodec promoted(Codec<Object> codec) {
    return codec instanceof ColdStartCodec c ? c.generated() : null;
  }

  // The twin's methods as the generated code calls them: the twin's type is not exported, so the generated
  // class, which belongs to the application's module, cannot name it. Each is final and a few bytes long,
  // which HotSpot inlines into the generated method.

  /** Reads the whole value through the twin (a reader with format-level references). */
  protected final Object readByTwin(ValueReader in) {
    return twin.read(in);
  }

  /** Reads a property through reflection (a member the generated class cannot reach). */
  protected final Object getReflectively(ValueWriter out, int slot, Object bean) {
    return twin.get(out, slot, bean);
  }

  /**
   * Sets a property through reflection (a member the generated class cannot reach, or one filled in place);
   * null keeps a primitive.
   */
  protected final void setReflectively(ValueReader in, int slot, Object bean, Object value) {
    twin.set(in, slot, bean, value);
  }

  /** An unknown property name has just been read: this type's own id, skipped, or an error. */
  protected final void unknownProperty(ValueReader in) {
    twin.unknownProperty(in);
  }

  /** Array mode: element {@code index} is past the last property: skipped, or an error. */
  protected final void extraElement(ValueReader in, int index) {
    twin.extraElement(in, index);
  }

  /** Whether {@code codec} (one whose values may be written as null) writes {@code value} as a null. */
  public static boolean writesNull(Codec<Object> codec, Object value) {
    return ((NullableCodec<Object>) codec).writesNull(value);
  }

  // Exception handlers of the generated code: the exception is on the operand stack first.

  /** The exception for a getter that threw. */
  public static PeregrineException getFailed(Throwable e, GeneratedCodec codec, ValueWriter out, int slot) {
    return codec.twin.getFailed(out, slot, e);
  }

  /** The exception for a setter that threw (or a value its type does not accept). */
  public static PeregrineException setFailed(Throwable e, GeneratedCodec codec, ValueReader in, int slot) {
    return codec.twin.setFailed(in, slot, e);
  }

  /** The exception for a creator that threw. */
  public static PeregrineException createFailed(Throwable e, GeneratedCodec codec, ValueReader in) {
    return codec.twin.createFailed(in, e);
  }

  /** The format's exception for an unchecked exception of a property's codec while reading. */
  public static PeregrineException unchecked(ValueReader in, RuntimeException e) {
    return Binder.unchecked(in, e);
  }

  /** The format's exception for an unchecked exception of a property's codec while writing. */
  public static PeregrineException unchecked(ValueWriter out, RuntimeException e) {
    return Binder.unchecked(out, e);
  }

  // Typed properties (bound by the built-in codec of a primitive or String) are read by
  // ValueReader.readInt(Codec) and its siblings, which a format decides with one look at the input.

  /** What a property of this codec reads as when the input has null (after the null is consumed). */
  public static Object nullValue(Codec<Object> codec) {
    return codec instanceof NullableCodec<Object> n ? n.readNull() : null;
  }
}
