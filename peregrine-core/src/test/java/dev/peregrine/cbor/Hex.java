package dev.peregrine.cbor;

import java.util.HexFormat;

/** Hex helpers for the CBOR tests. */
final class Hex {
  private Hex() {}

  static byte[] bytes(String hex) {
    return HexFormat.of().parseHex(hex.replace(" ", ""));
  }

  static String hex(byte[] b) {
    return HexFormat.of().formatHex(b);
  }
}
