package dev.peregrine.bind;

import dev.peregrine.CodecFactory;
import java.util.List;

/** The built-in factories, in the order they are asked (after user factories). */
final class BuiltInCodecs {
  private BuiltInCodecs() {}

  static List<CodecFactory> factories(BeanCodecGenerator generator) {
    List<CodecFactory> all = new java.util.ArrayList<>(scalars());
    all.add(new ContainerCodecs());
    all.add(new BeanCodecs(generator));
    return all;
  }

  /** Scalars and enums, asked before containers and beans. */
  private static List<CodecFactory> scalars() {
    return List.of(new ScalarCodecs(), new JdkCodecs(), new EnumCodecs());
  }
}
