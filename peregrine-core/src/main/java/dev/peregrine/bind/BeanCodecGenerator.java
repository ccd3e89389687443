package dev.peregrine.bind;

import dev.peregrine.Codec;

/**
 * The hook through which run-time code generation plugs into binding: given a bean's reflective codec (its
 * {@link BeanTwin}, which hands over the {@link BeanPlan}), a codec for the same type that may switch to a
 * generated class. Binding calls it, when a {@link Binder} has one and {@link BindConfig#codegen()} is on,
 * for every bean type in the configurations generation covers; it never names an implementation, so that a
 * binder without a generator never loads one. The facade passes {@code dev.peregrine.bind.gen}'s.
 * Internal: not for applications, which choose with {@code Json.builder().codegen(boolean)}.
 */
public interface BeanCodecGenerator {
  /** A codec for {@code twin}'s type that reads and writes what {@code twin} does. */
  Codec<Object> codecFor(BeanTwin twin);
}
