package dev.peregrine.property;

import dev.peregrine.contract.Format;
import dev.peregrine.contract.Variant;
import dev.peregrine.contract.Variants;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

/**
 * One variant of the contract suite (a format, an input mode and an engine) with its facades built once for
 * every try: the defaults, and nulls included.
 */
record Facades(Variant.Built plain, Variant.Built withNulls) {
  /** Every format, input mode and engine. */
  static final List<Facades> ALL = Variants.all()
      .map(v -> new Facades(v.built(), v.with(b -> b.includeNulls(true)).built())).toList();

  static Arbitrary<Facades> all() {
    return Arbitraries.of(ALL);
  }

  Format format() {
    return plain.variant().format();
  }

  @Override
  public String toString() {
    return plain.toString();
  }
}
