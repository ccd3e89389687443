package dev.peregrine.bench.lib;

import dev.peregrine.Cbor;
import dev.peregrine.bench.model.MediaContent;

/** Peregrine's CBOR facade: map mode (its default), or array mode (positional, as fastjson2's BeanToArray). */
final class PeregrineCbor implements Library {
  private final boolean arrays;
  private final Cbor cbor;

  PeregrineCbor(boolean arrays) {
    this.arrays = arrays;
    this.cbor = Cbor.builder().beansAsArrays(arrays).build();
  }

  @Override
  public String id() {
    return arrays ? "peregrine-cbor-array" : "peregrine-cbor";
  }

  @Override
  public Kind kind() {
    return Kind.BINARY;
  }

  @Override
  public String artifact() {
    return "dev.peregrine:peregrine-core";
  }

  @Override
  public String settings() {
    return arrays ? "Cbor.builder().beansAsArrays(true) (array mode, the seed's BeanToArray option)" : "Cbor.create() defaults (map mode)";
  }

  @Override
  public byte[] encode(MediaContent value) {
    return cbor.write(value);
  }

  @Override
  public MediaContent decode(byte[] bytes) {
    return cbor.read(bytes, MediaContent.class);
  }
}
