package dev.peregrine.bind.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Json;
import java.lang.invoke.MethodHandles;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * A generated codec whose method is past HotSpot's 8,000-byte limit for compiling would run interpreted for
 * good: such a type stays on its reflective codec. The XSON comparison's bean of 255 int fields is one.
 */
class HugeMethodTest {

  @Test
  void theLargestMethodIsMeasuredFromTheClassFile() {
    byte[] classFile = classWithMethods("t/Sizes", 10, 3000, 7);
    int[] largest = ClassFileSizes.largestMethod(classFile);
    // Each ICONST_0 + POP pair is 2 bytes, plus RETURN: a method of n pairs has 2n + 1 bytes.
    assertEquals(6001, largest[0]);
    assertEquals(1, largest[1]);
    assertThrows(IllegalStateException.class,
        () -> CodecGenerator.checkCompilable(classWithMethods("t/Huge", 4001), Object.class));
    CodecGenerator.checkCompilable(classWithMethods("t/Fits", 3999), Object.class); // 7,999 bytes
  }

  @Test
  void aBeanOfManyPropertiesStaysOnReflectionAndStillBinds() throws Exception {
    // Defined in this package, in this loader, as application classes are (a bean of another loader and
    // module is not generated at all).
    Class<?> bean = MethodHandles.lookup().defineClass(wideBean("dev/peregrine/bind/gen/Wide300", 300));
    Bound codegen = Bound.codegen();
    Object value = bean.getConstructor().newInstance();
    for (int i = 0; i < 300; i++) bean.getField("f" + i).setInt(value, i * 7);
    String text = codegen.write(value);
    String again = codegen.write(value); // past the threshold, whatever it is set to
    assertEquals(text, again);
    String path = codegen.path(bean);
    assertTrue(path.startsWith("reflective (failed:") && path.contains("HotSpot compiles"), path);
    Object back = codegen.read(text, bean);
    assertEquals(2093, bean.getField("f299").getInt(back));
    Map<String, Object> tree = new LinkedHashMap<>();
    for (int i = 0; i < 300; i++) tree.put("f" + i, i * 7);
    assertEquals(Json.create().write(tree), text);
    // A narrow bean of the same shape is still generated.
    Class<?> narrow = MethodHandles.lookup().defineClass(wideBean("dev/peregrine/bind/gen/Wide10", 10));
    Object small = narrow.getConstructor().newInstance();
    codegen.write(small);
    codegen.write(small);
    assertEquals("generated", codegen.path(narrow));
  }

  /** A class whose methods have the given numbers of ICONST_0/POP pairs. */
  private static byte[] classWithMethods(String name, int... pairs) {
    ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
    cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC, name, null, "java/lang/Object", null);
    for (int m = 0; m < pairs.length; m++) {
      MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "m" + m, "()V", null, null);
      mv.visitCode();
      for (int i = 0; i < pairs[m]; i++) {
        mv.visitInsn(Opcodes.ICONST_0);
        mv.visitInsn(Opcodes.POP);
      }
      mv.visitInsn(Opcodes.RETURN);
      mv.visitMaxs(0, 0);
      mv.visitEnd();
    }
    cw.visitEnd();
    return cw.toByteArray();
  }

  /** A public class with n public int fields f0..f(n-1) and a public no-argument constructor. */
  private static byte[] wideBean(String name, int n) {
    ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
    cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC, name, null, "java/lang/Object", null);
    for (int i = 0; i < n; i++) cw.visitField(Opcodes.ACC_PUBLIC, "f" + i, "I", null, null).visitEnd();
    MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC, "<init>", "()V", null, null);
    mv.visitCode();
    mv.visitVarInsn(Opcodes.ALOAD, 0);
    mv.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
    mv.visitInsn(Opcodes.RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
    cw.visitEnd();
    return cw.toByteArray();
  }
}
