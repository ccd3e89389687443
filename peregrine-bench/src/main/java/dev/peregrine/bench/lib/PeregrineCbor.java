package dev.peregrine.bench.lib;

import dev.peregrine.Cbor;
import dev.peregrine.bench.model.MediaContent;

/**
 * Peregrine's CBOR facade: map mode (its default) or array mode (positional, as fastjson2's BeanToArray),
 * each also with string references (RFC 8949 tags 256/25: a repeated key or string costs one or two bytes).
 */
final class PeregrineCbor implements Library {
  private final boolean arrays;
  private final boolean stringRefs;
  private final Cbor cbor;

  PeregrineCbor(boolean arrays, boolean stringRefs) {
    this.arrays = arrays;
    this.stringRefs = stringRefs;
    this.cbor = Cbor.builder().beansAsArrays(arrays).stringRefs(stringRefs).build();
  }

  @Override
  public String id() {
    return (arrays ? "peregrine-cbor-array" : "peregrine-cbor") + (stringRefs ? "-stringrefs" : "");
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
    String mode = arrays ? "beansAsArrays(true) (array mode, as the seed's BeanToArray)" : "map mode (the default)";
    return "Cbor.builder(): " + mode + (stringRefs ? ", stringRefs(true) (tags 256/25)" : ", no string references (the default)");
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
