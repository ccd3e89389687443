package dev.peregrine.bind.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.testing.Bytecode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A generated read of many expected names is cut into parts (BeanCodecWriter.LINE_PART), each larger than C2
 * inlines into its caller, so that each is compiled with an inlining budget of its own: in one method, C2
 * inlined the first 6 of a 12-boolean bean's properties and called the other 6. What the parts read
 * is checked against the reflective codec by GeneratedVersusReflectivePropertiesTest.
 */
class GeneratedReadShapeTest {
  public static class TwelveBooleans {
    public boolean f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @Test
  void aLongStraightLineIsReadInPartsTooLargeToInline(@TempDir Path dir) throws Exception {
    String before = System.getProperty("peregrine.dumpGeneratedTo");
    System.setProperty("peregrine.dumpGeneratedTo", dir.toString());
    Bound b = Bound.codegen();
    TwelveBooleans back;
    try {
      back = b.read("{\"f0\":true,\"f1\":false,\"f2\":true,\"f3\":false,\"f4\":true,\"f5\":false,\"f6\":true,"
          + "\"f7\":false,\"f8\":true,\"f9\":false,\"f10\":true,\"f11\":true}", TwelveBooleans.class);
      assertEquals("generated", b.path(TwelveBooleans.class));
    } finally {
      if (before == null) System.clearProperty("peregrine.dumpGeneratedTo");
      else System.setProperty("peregrine.dumpGeneratedTo", before);
    }
    assertTrue(back.f0 && !back.f7 && back.f10 && back.f11);
    Path file = dir.resolve(TwelveBooleans.class.getName() + BeanCodecWriter.SUFFIX + ".class");
    assertTrue(Files.exists(file), file.toString());
    // The read keeps the first name (read before the bean is made); steps 1-6 and 7-11 are the parts.
    Bytecode.assertTooLargeToInline(file, "line1");
    Bytecode.assertTooLargeToInline(file, "line7");
  }
}
