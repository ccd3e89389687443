package dev.peregrine.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;

/**
 * A method's size in bytecode, read from its class file with the JDK's javap, for the tests that keep a method
 * above what C2 inlines where the JIT's choices hang on it (Utf8JsonReader.scanString, TreeCodec.write).
 */
public final class Bytecode {
  private Bytecode() {}

  /** C2's FreqInlineSize (JDK 17 to 25): a hot callee with more bytecode than this is not inlined. */
  public static final int FREQ_INLINE_SIZE = 325;

  /**
   * Fails unless {@code type}'s method {@code method} has more bytecode than C2 inlines (the method's comment
   * says why it must).
   */
  public static void assertTooLargeToInline(Class<?> type, String method) throws Exception {
    int size = size(type, method);
    assertTrue(size > FREQ_INLINE_SIZE, type.getSimpleName() + "." + method + " has " + size
        + " bytes of bytecode, C2 inlines up to " + FREQ_INLINE_SIZE + ": its comment says why it must stay larger");
  }

  /**
   * The offset of the last instruction of {@code type}'s method {@code method} plus one: a lower bound of its
   * code's length, enough here. Skips the test when the JDK has no javap.
   */
  public static int size(Class<?> type, String method) throws Exception {
    Path dir = Files.createTempDirectory("bytecode");
    Path file = dir.resolve(type.getSimpleName() + ".class");
    try {
      try (InputStream in = type.getResourceAsStream(type.getSimpleName() + ".class")) {
        Files.write(file, in.readAllBytes());
      }
      return size(file, method);
    } finally {
      Files.deleteIfExists(file);
      Files.deleteIfExists(dir);
    }
  }

  /** As {@link #assertTooLargeToInline(Class, String)}, for a class file (a generated codec dumped). */
  public static void assertTooLargeToInline(Path classFile, String method) throws Exception {
    int size = size(classFile, method);
    assertTrue(size > FREQ_INLINE_SIZE, classFile.getFileName() + ": " + method + " has " + size
        + " bytes of bytecode, C2 inlines up to " + FREQ_INLINE_SIZE + ": its comment says why it must stay larger");
  }

  /** As {@link #size(Class, String)}, for a class file. */
  public static int size(Path classFile, String method) throws Exception {
    Optional<ToolProvider> javap = ToolProvider.findFirst("javap");
    assumeTrue(javap.isPresent(), "no javap in this JDK");
    StringWriter out = new StringWriter();
    int status = javap.get().run(new PrintWriter(out), new PrintWriter(new StringWriter()), "-c", "-p",
        classFile.toString());
    assertTrue(status == 0, "javap failed: " + out);
    int last = -1;
    boolean inMethod = false;
    Pattern instruction = Pattern.compile("^\\s+(\\d+): \\w+");
    for (String line : out.toString().split("\n")) {
      if (!line.startsWith("    ") && line.startsWith("  ") && line.contains("(")) {
        inMethod = line.contains(" " + method + "(");
      } else if (inMethod) {
        Matcher m = instruction.matcher(line);
        if (m.find()) last = Integer.parseInt(m.group(1));
      }
    }
    assertTrue(last >= 0, "no method " + method + " in " + classFile.getFileName());
    return last + 1;
  }
}
