package dev.peregrine.json;

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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The reader's compiled shape where the JIT's choices hang on it (see {@code Utf8JsonReader.scanString}): a
 * method kept larger than C2 inlines, so that whether it is inlined does not depend on compile order. Read
 * from the class file with the JDK's javap.
 */
class Utf8JsonReaderShapeTest {
  /** C2's FreqInlineSize (JDK 17 to 25): a hot callee with more bytecode than this is not inlined. */
  private static final int FREQ_INLINE_SIZE = 325;

  @Test
  void scanStringIsTooLargeForC2ToInline(@TempDir Path dir) throws Exception {
    int size = bytecodeSize(dir, Utf8JsonReader.class, "scanString");
    assertTrue(size > FREQ_INLINE_SIZE, "scanString has " + size + " bytes of bytecode, C2 inlines up to "
        + FREQ_INLINE_SIZE + ": its comment says why it must stay larger");
  }

  // The offset of the method's last instruction plus one: a lower bound of its code's length, enough here.
  private static int bytecodeSize(Path dir, Class<?> type, String method) throws Exception {
    Optional<ToolProvider> javap = ToolProvider.findFirst("javap");
    assumeTrue(javap.isPresent(), "no javap in this JDK");
    Path file = dir.resolve(type.getSimpleName() + ".class");
    try (InputStream in = type.getResourceAsStream(type.getSimpleName() + ".class")) {
      Files.write(file, in.readAllBytes());
    }
    StringWriter out = new StringWriter();
    int status = javap.get().run(new PrintWriter(out), new PrintWriter(new StringWriter()), "-c", "-p",
        file.toString());
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
    assertTrue(last >= 0, "no method " + method + " in " + type.getName());
    return last + 1;
  }
}
