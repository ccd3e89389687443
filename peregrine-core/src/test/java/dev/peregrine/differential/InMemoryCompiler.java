package dev.peregrine.differential;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.net.URI;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles Java sources held in memory and loads the classes in a loader of their own, whose parent is the
 * test's loader (so the sources may call the test's helpers and both libraries see the classes as users'
 * classes on the class path). Compiled with {@code -parameters}, as build tools compile applications.
 */
public final class InMemoryCompiler {
  private static final JavaCompiler COMPILER = ToolProvider.getSystemJavaCompiler();

  private InMemoryCompiler() {}

  /** Compiles {@code sources} (binary class name to source text) and returns a loader holding the classes. */
  public static ClassLoader compile(Map<String, String> sources) {
    if (COMPILER == null) throw new IllegalStateException("no system Java compiler: run the tests on a JDK");
    List<JavaFileObject> units = new ArrayList<>();
    for (Map.Entry<String, String> e : sources.entrySet()) units.add(new Source(e.getKey(), e.getValue()));
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    StandardJavaFileManager standard = COMPILER.getStandardFileManager(diagnostics, null, null);
    Map<String, ByteArrayOutputStream> classes = new HashMap<>();
    ForwardingJavaFileManager<StandardJavaFileManager> manager = new ForwardingJavaFileManager<>(standard) {
      @Override
      public JavaFileObject getJavaFileForOutput(Location location, String className, JavaFileObject.Kind kind,
          FileObject sibling) {
        return new SimpleJavaFileObject(URI.create("mem:///" + className.replace('.', '/') + kind.extension), kind) {
          @Override
          public OutputStream openOutputStream() {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            classes.put(className, bytes);
            return bytes;
          }
        };
      }
    };
    List<String> options = List.of("-parameters", "-g", "--release", "17", "-proc:none",
        "-classpath", System.getProperty("java.class.path"));
    boolean ok = COMPILER.getTask(null, manager, diagnostics, options, null, units).call();
    if (!ok) {
      StringBuilder why = new StringBuilder("generated sources do not compile:");
      for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) why.append('\n').append(d);
      for (Map.Entry<String, String> e : sources.entrySet()) why.append("\n// ").append(e.getKey()).append('\n').append(e.getValue());
      throw new IllegalStateException(why.toString());
    }
    Map<String, byte[]> bytes = new HashMap<>();
    classes.forEach((name, out) -> bytes.put(name, out.toByteArray()));
    return new ClassLoader(InMemoryCompiler.class.getClassLoader()) {
      @Override
      protected Class<?> findClass(String name) throws ClassNotFoundException {
        byte[] b = bytes.get(name);
        if (b == null) throw new ClassNotFoundException(name);
        return defineClass(name, b, 0, b.length);
      }
    };
  }

  private static final class Source extends SimpleJavaFileObject {
    private final String text;

    Source(String className, String text) {
      super(URI.create("mem:///" + className.replace('.', '/') + Kind.SOURCE.extension), Kind.SOURCE);
      this.text = text;
    }

    @Override
    public CharSequence getCharContent(boolean ignoreEncodingErrors) {
      return text;
    }
  }
}
