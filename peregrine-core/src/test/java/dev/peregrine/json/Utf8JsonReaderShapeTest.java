package dev.peregrine.json;

import dev.peregrine.testing.Bytecode;
import org.junit.jupiter.api.Test;

/**
 * The reader's compiled shape where the JIT's choices hang on it (see {@code Utf8JsonReader.scanString}): a
 * method kept larger than C2 inlines, so that whether it is inlined does not depend on compile order.
 */
class Utf8JsonReaderShapeTest {
  @Test
  void scanStringIsTooLargeForC2ToInline() throws Exception {
    Bytecode.assertTooLargeToInline(Utf8JsonReader.class, "scanString");
  }
}
