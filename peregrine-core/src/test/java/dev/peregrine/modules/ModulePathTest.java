package dev.peregrine.modules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Json;
import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Peregrine as the JPMS module {@code dev.peregrine}, used by two application modules on the module path,
 * each compiled here from {@code src/test/resources/dev/peregrine/modules} and run in a JVM of its own:
 * {@code user.open} opens its model (private fields, records, enums, generics, java.time, a user codec,
 * JSON and CBOR in both modes, both engines; generated classes are defined in its package), and
 * {@code user.closed} only exports it (public records and accessors bind on reflection; a class that needs
 * its private fields is refused with the {@code opens} line to add). The module is the compiled classes
 * with ASM beside them as its own module, as the jar carries ASM relocated inside.
 */
class ModulePathTest {
  @TempDir Path dir;

  @Test
  void anOpenModuleBindsPrivateMembersAndGetsGeneratedCodecs() throws Exception {
    Path dump = dir.resolve("generated");
    List<String> out = run("user.open", "com.example.open.Main", "-Dperegrine.dumpGeneratedTo=" + dump);
    assertEquals("ALL OK", out.get(out.size() - 1), String.join("\n", out));
    assertTrue(out.stream().filter(l -> l.startsWith("ok ")).count() == 33, String.join("\n", out));
    List<String> generated;
    try (Stream<Path> files = Files.list(dump)) {
      generated = files.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList());
    }
    assertTrue(generated.stream().anyMatch(n -> n.startsWith("com.example.open.Main$Album$$")), generated.toString());
    assertTrue(generated.stream().anyMatch(n -> n.startsWith("com.example.open.Main$Image$$")), generated.toString());
  }

  @Test
  void aModuleThatDoesNotOpenItsPackageBindsPublicMembersAndIsToldWhatToOpen() throws Exception {
    Path dump = dir.resolve("generated");
    List<String> out = run("user.closed", "com.example.closed.Main", "-Dperegrine.dumpGeneratedTo=" + dump);
    assertEquals("ALL OK", out.get(out.size() - 1), String.join("\n", out));
    String message = "message: cannot bind com.example.closed.Sealed: module user.closed does not open"
        + " com.example.closed to dev.peregrine: add 'opens com.example.closed to dev.peregrine;' to its"
        + " module-info.java at $ (offset 0, line 1, column 1)";
    assertEquals(2, out.stream().filter(message::equals).count(), String.join("\n", out));
    // No class can be defined in a package Peregrine may not look into: the types stay on reflection.
    assertTrue(!Files.exists(dump) || Files.list(dump).findAny().isEmpty(), "generated classes in " + dump);
  }

  /** Compiles the module {@code name} against dev.peregrine and runs {@code main} in it; its output lines. */
  private List<String> run(String name, String main, String... jvmOptions) throws Exception {
    Path peregrine = location(Json.class);
    Path asm = location(org.objectweb.asm.ClassWriter.class);
    Path source = resource("/dev/peregrine/modules/" + name);
    Path classes = dir.resolve("classes").resolve(name);
    List<String> files;
    try (Stream<Path> all = Files.walk(source)) {
      files = all.filter(p -> p.toString().endsWith(".java")).map(Path::toString).collect(Collectors.toList());
    }
    // The javac of this JDK, as a process: the tests are compiled into the module, which does not read
    // java.compiler.
    List<String> javac = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "javac").toString(),
        "--module-path", peregrine + File.pathSeparator + asm, "-d", classes.toString()));
    javac.addAll(files);
    execute(javac);

    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-Dperegrine.codegen.threshold=0");
    command.add("-Dperegrine.strictInternalErrors=true");
    command.addAll(List.of(jvmOptions));
    command.addAll(List.of("--module-path", peregrine + File.pathSeparator + asm + File.pathSeparator + classes,
        "--add-modules", "org.objectweb.asm", "--module", name + "/" + main));
    return execute(command).lines().collect(Collectors.toList());
  }

  /** Runs a command to its end; its output, both streams. */
  private static String execute(List<String> command) throws Exception {
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "timed out: " + output);
    assertEquals(0, p.exitValue(), String.join(" ", command) + "\n" + output);
    return output;
  }

  private static Path location(Class<?> c) throws URISyntaxException {
    return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
  }

  private static Path resource(String name) throws URISyntaxException, IOException {
    return Path.of(ModulePathTest.class.getResource(name).toURI());
  }
}
