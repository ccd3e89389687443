package dev.peregrine.bind;

import java.util.List;

/** The built-in factories, in the order they are asked (after user factories). */
final class BuiltInCodecs {
  private BuiltInCodecs() {}

  static List<CodecFactory> factories() {
    return List.of(
        new ScalarCodecs(),
        new EnumCodecs());
  }
}
