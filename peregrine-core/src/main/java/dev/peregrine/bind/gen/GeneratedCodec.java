package dev.peregrine.bind.gen;

import dev.peregrine.PeregrineException;
import dev.peregrine.bind.BeanPlan;
import dev.peregrine.bind.BeanTwin;
import dev.peregrine.Codec;
import dev.peregrine.bind.NullableCodec;
import dev.peregrine.stream.internal.NameTable;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;

/**
 * The superclass of every generated bean codec: the state they share with their reflection twin, and the
 * helpers their bytecode calls, so that the generated methods hold only the straight-line work per property
 * and stay small enough for HotSpot to compile well. Internal: public only because generated classes live
 * in the bean's package.
 *
 * <p>Every field is final and so is every field of the generated subclass: a codec published through a
 * plain field (see {@link ColdStartCodec}) is seen fully built by any thread that sees it at all.
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
  /** The reflective codec of the same type: cold paths, and reads with format-level references. */
  protected final BeanTwin twin;

  /** Takes the shared state from the plan the subclass was generated from. */
  protected GeneratedCodec(BeanTwin twin, BeanPlan plan) {
    this.twin = twin;
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
   * that class and lets HotSpot inline it; the call inside {@link ColdStartCodec} is shared by every bean
   * type and so stays a virtual call. (Writes do not: see BeanCodecWriter.write.)
   */
  public static GeneratedCodec promoted(Codec<Object> codec) {
    return codec instanceof ColdStartCodec c ? c.generated() : null;
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

  // Typed properties (bound by the built-in codec of a primitive or String) are read by
  // ValueReader.readInt(Codec) and its siblings, which a format decides with one look at the input.

  /** What a property of this codec reads as when the input has null (after the null is consumed). */
  public static Object nullValue(Codec<Object> codec) {
    return codec instanceof NullableCodec<Object> n ? n.readNull() : null;
  }
}
