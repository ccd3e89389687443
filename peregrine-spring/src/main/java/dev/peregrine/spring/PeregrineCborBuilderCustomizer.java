package dev.peregrine.spring;

import dev.peregrine.Cbor;

/**
 * Customizes the {@link Cbor.Builder} of the auto-configured {@link Cbor} bean, as
 * {@link PeregrineJsonBuilderCustomizer} does the Json's; each runs after the {@code spring.peregrine.*}
 * properties were applied.
 */
@FunctionalInterface
public interface PeregrineCborBuilderCustomizer {
  /** Changes the builder before the Cbor is built. */
  void customize(Cbor.Builder builder);
}
