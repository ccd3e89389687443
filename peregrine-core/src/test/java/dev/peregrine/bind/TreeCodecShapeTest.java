package dev.peregrine.bind;

import dev.peregrine.testing.Bytecode;
import org.junit.jupiter.api.Test;

/**
 * The tree writer's compiled shape (see {@code TreeCodec.write}): the method that writes a tree value, its
 * object's and array's loops included, is larger than C2 inlines, so each nested container is a call to the one
 * compiled method and no JVM inlines the recursion to a depth of its own.
 */
class TreeCodecShapeTest {
  @Test
  void writeIsTooLargeForC2ToInline() throws Exception {
    Bytecode.assertTooLargeToInline(TreeCodec.class, "write");
  }
}
