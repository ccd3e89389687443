package dev.peregrine.bind.gen;

import dev.peregrine.bind.BeanTwin;
import dev.peregrine.bind.Binder;
import dev.peregrine.Codec;
import dev.peregrine.internal.gen.GeneratedCodec;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;

/**
 * A bean codec that starts on its reflection twin and, after {@code threshold} uses, generates its class
 * and goes through the generated codec from then on. A type used a few times (configuration read at
 * start-up) never pays for generating a class; a type in a hot loop switches within microseconds.
 *
 * <p>Memory model: {@link #generated} is a plain field, written once under the lock. A thread that does not
 * see the write yet uses the twin, which reads and writes the same documents; a thread that sees it sees
 * the codec fully built, because every field of a generated codec is final (JLS 17.5). So the hot path
 * costs one plain load and a null check, not a volatile read (and a write, a compare of the value's class
 * with the bean's). If generation fails, the type stays on
 * reflection for good and nothing is logged; {@link #path()} tells tests which way a type went.
 */
public final class ColdStartCodec implements Codec<Object> {
  private final BeanTwin twin;
  private final Class<?> type; // the bean class, the one the generated class is written for
  private final boolean byRuntimeClass; // see BeanTwin.writesByRuntimeClass
  private final int threshold;
  private GeneratedCodec generated;
  private int uses; // racy on purpose: a lost increment only delays the switch by a use
  private Throwable failure; // written under the lock, read racily (then at worst one more locked look)

  ColdStartCodec(BeanTwin twin, int threshold) {
    this.twin = twin;
    this.type = twin.plan().type();
    this.byRuntimeClass = twin.writesByRuntimeClass();
    this.threshold = threshold;
  }

  @Override
  public Object read(ValueReader in) {
    GeneratedCodec g = generated;
    return g != null ? g.read(in) : cold().read(in);
  }

  @Override
  public void write(ValueWriter out, Object value) {
    GeneratedCodec g = generated;
    if (g != null && value.getClass() == type) {
      g.write(out, value);
      return;
    }
    writeOther(out, value); // out of line: this method stays within HotSpot's 35 bytes for inlining anywhere
  }

  /**
   * Before the switch, and for a value of another class than the bean's: a subclass's (or an
   * implementation's) value goes to its own class's codec, which the twin finds and caches, unless it is
   * written as this type (static typing).
   */
  private void writeOther(ValueWriter out, Object value) {
    if (byRuntimeClass && value.getClass() != type) {
      twin.write(out, value);
      return;
    }
    GeneratedCodec g = generated;
    if (g != null) {
      g.write(out, value);
    } else {
      cold().write(out, value);
    }
  }

  /**
   * The generated codec once switched, else null (a plain read, as in {@link #read}). Public for
   * {@link GeneratedCodec#promoted}, in the one package generated classes link against.
   */
  public GeneratedCodec generated() {
    return generated;
  }

  private Codec<Object> cold() {
    if (failure != null || uses++ < threshold) return twin;
    Codec<Object> g = promote();
    return g != null ? g : twin;
  }

  private synchronized GeneratedCodec promote() {
    if (generated == null && failure == null) {
      try {
        generated = CodecGenerator.generate(twin);
      } catch (Exception | LinkageError e) {
        // Class bytes the JVM rejects are a bug of the generator, not a bean it cannot serve: loud in tests.
        if (Binder.strictInternalErrors() && e instanceof LinkageError && !(e instanceof NoClassDefFoundError)) {
          throw new AssertionError("generated codec of " + twin.plan().type().getName() + " rejected", e);
        }
        failure = e; // reflection from now on
      }
    }
    return generated;
  }

  /** Which codec serves this type now: "generated", "reflective", or "reflective (failed: reason)". */
  String path() {
    synchronized (this) {
      if (generated != null) return "generated";
      return failure == null ? "reflective" : "reflective (failed: " + failure + ")";
    }
  }

  /** Generates now, whatever the count (tests). */
  boolean generateNow() {
    return promote() != null;
  }

  /** Why generation failed, or null. */
  synchronized Throwable failure() {
    return failure;
  }
}
