package dev.peregrine.cbor;

import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.peregrine.Cbor;
import dev.peregrine.CborException;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * RFC 8949 Appendix F.1: every example that is not well-formed raises CborException, both when parsed as a
 * tree and when skipped as the value of an unknown property.
 */
class CborMalformedTest {
  static final class Empty {}

  static Stream<String> notWellFormed() {
    return Stream.of(
        // end of input in a head
        "18", "19", "1a", "1b", "1901", "1a0102", "1b01020304050607", "38", "58", "78", "98", "9a01ff00", "b8",
        "d8", "f8", "f900", "fa0000", "fb000000",
        // definite-length strings with short data
        "41", "61", "5affffffff00", "5bffffffffffffffff010203", "7affffffff00", "7b7fffffffffffffff010203",
        // definite-length maps and arrays not closed with enough items
        "81", "818181818181818181", "8200", "a1", "a20102", "a100", "a2000000",
        // a tag with no content
        "c0",
        // indefinite-length strings not closed by a break
        "5f4100", "7f6100",
        // indefinite-length maps and arrays not closed by a break
        "9f", "9f0102", "bf", "bf01020102", "819f", "9f8000", "9f9f9f9f9fffffffff", "9f819f819f9fffffff",
        // reserved additional information
        "1c", "1d", "1e", "3c", "3d", "3e", "5c", "5d", "5e", "7c", "7d", "7e", "9c", "9d", "9e", "bc", "bd", "be",
        "dc", "dd", "de", "fc", "fd", "fe",
        // reserved two-byte simple values
        "f800", "f801", "f818", "f81f",
        // indefinite-length string chunks of the wrong type, or not definite
        "5f00ff", "5f21ff", "5f6100ff", "5f80ff", "5fa0ff", "5fc000ff", "5fe0ff", "7f4100ff", "5f5f4100ffff",
        "7f7f6100ffff",
        // a break outside an indefinite-length item, or in a definite one, or in a map's value position
        "ff", "81ff", "8200ff", "a1ff", "a1ff00", "a100ff", "a20000ff", "9f81ff", "9f829f819f9fffffffff",
        "bf00ff", "bf000000ff",
        // indefinite length on major types 0, 1 and 6
        "1f", "3f", "df");
  }

  @ParameterizedTest
  @MethodSource("notWellFormed")
  void parseRejects(String hex) {
    assertThrows(CborException.class, () -> Cbor.create().parse(Hex.bytes(hex)));
  }

  @ParameterizedTest
  @MethodSource("notWellFormed")
  void skipRejects(String hex) {
    // {"x": <malformed>} into a class without x: the value is skipped, and skipping checks it too.
    assertThrows(CborException.class, () -> Cbor.create().read(Hex.bytes("a16178" + hex), Empty.class));
  }

  @ParameterizedTest
  @MethodSource("notWellFormed")
  void typedReadRejects(String hex) {
    assertThrows(CborException.class, () -> Cbor.create().read(Hex.bytes(hex), String.class));
  }
}
