package dev.peregrine.json;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.testing.Bytecode;
import org.junit.jupiter.api.Test;

/**
 * The reader's compiled shape where the JIT's choices hang on it (see {@code Utf8JsonReader.scanString}): a
 * method kept larger than C2 inlines, so that whether it is inlined does not depend on compile order.
 */
class Utf8JsonReaderShapeTest {
  @Test
  void scanStringIsTooLargeForC2ToInline() throws Exception {
    int size = Bytecode.size(Utf8JsonReader.class, "scanString");
    assertTrue(size > Bytecode.FREQ_INLINE_SIZE, "scanString has " + size + " bytes of bytecode, C2 inlines up to "
        + Bytecode.FREQ_INLINE_SIZE + ": its comment says why it must stay larger");
  }
}
