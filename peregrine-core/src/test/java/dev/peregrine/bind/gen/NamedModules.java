package dev.peregrine.bind.gen;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.module.Configuration;
import java.lang.module.ModuleFinder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;
import java.util.spi.ToolProvider;

/** Compiles a one-class named module at test time and loads it in a layer of its own. */
final class NamedModules {
  private NamedModules() {}

  /**
   * Class {@code m.beans.P} (an int property {@code x} with a public getter and setter) in module
   * {@code m.beans}, which exports its package when {@code opens} is false and opens it (to everyone) when
   * true; the module never reads Peregrine's. Null when this runtime has no javac.
   */
  static Class<?> beanInModule(Path dir, boolean opens) throws Exception {
    Optional<ToolProvider> javac = ToolProvider.findFirst("javac");
    if (javac.isEmpty()) return null;
    Path src = dir.resolve("src");
    Path out = dir.resolve("out");
    Files.createDirectories(src.resolve("m/beans"));
    Files.writeString(src.resolve("module-info.java"), "module m.beans { " + (opens ? "opens" : "exports") + " m.beans; }");
    Files.writeString(src.resolve("m/beans/P.java"), "package m.beans; public class P { private int x; public P() {}"
        + " public int getX() { return x; } public void setX(int x) { this.x = x; } }");
    StringWriter log = new StringWriter();
    int rc = javac.get().run(new PrintWriter(log), new PrintWriter(log), "-d", out.toString(),
        src.resolve("module-info.java").toString(), src.resolve("m/beans/P.java").toString());
    if (rc != 0) throw new AssertionError("javac failed: " + log);
    Configuration cf = ModuleLayer.boot().configuration().resolve(ModuleFinder.of(out), ModuleFinder.of(), Set.of("m.beans"));
    ModuleLayer layer = ModuleLayer.boot().defineModulesWithOneLoader(cf, ClassLoader.getSystemClassLoader());
    return layer.findLoader("m.beans").loadClass("m.beans.P");
  }
}
