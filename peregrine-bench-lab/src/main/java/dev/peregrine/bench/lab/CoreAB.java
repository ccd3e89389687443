package dev.peregrine.bench.lab;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;

/**
 * Two builds of peregrine-core in one JVM, in turns, on the Eishay document: each jar in a class loader of its
 * own (with its own copy of the bench's model classes, since the generated codecs are nestmates of the beans),
 * then many rounds of a short slice of each ({@link Turns}), the ratio B ÷ A taken round by round, so that the
 * machine's drift falls on both alike. Where the suite's A/B ({@code tools/ab-suite}) compares each revision's
 * ratio to a peer across separate runs, this measures the change itself; {@code peregrine-bench-lab/tools/core-ab}
 * runs it in several JVMs. It references no Peregrine class, so the application class path holds neither build.
 *
 * <p>Arguments: {@code JAR_A JAR_B MODEL_CLASSES_DIR [rounds (20)] [slice ms (200)] [cell regex (.*), or cells
 * separated by commas, run in that order]}.
 */
public final class CoreAB {
  public static void main(String[] args) throws Throwable {
    Build a = new Build(Path.of(args[0]), Path.of(args[2]));
    Build b = new Build(Path.of(args[1]), Path.of(args[2]));
    int rounds = args.length > 3 ? Integer.parseInt(args[3]) : 20;
    long slice = (args.length > 4 ? Long.parseLong(args[4]) : 200) * 1_000_000L;
    String filter = args.length > 5 ? args[5] : ".*";
    System.out.printf("%-22s %8s %8s   %s%n", "cell (B ÷ A)", "median", "IQR", "B ops/s, A ops/s (medians)");
    // A list of cells (a,b) runs in its order, as a suite JVM runs its scenarios one after the other.
    boolean listed = filter.contains(",");
    List<String> cells = listed ? List.of(filter.split(","))
        : List.of("eishay/write/utf8", "eishay/write/string", "eishay/read/utf8", "eishay/read/string");
    for (String cell : cells) {
      if (listed || cell.matches(filter)) cell(cell, rounds, slice, a.op(cell), b.op(cell));
    }
  }

  /** A peregrine-core jar in a loader of its own, with the model classes, its facade and the Eishay value. */
  static final class Build {
    final Object json;
    final Object value;
    final String text;
    final byte[] utf8;
    final Class<?> bean;
    final MethodHandles.Lookup lookup = MethodHandles.publicLookup();

    Build(Path jar, Path models) throws Throwable {
      URL[] urls = {jar.toUri().toURL(), models.toUri().toURL()};
      // Parent: the platform loader, so the application class path (the bench, its peers) is not seen.
      ClassLoader loader = new URLClassLoader(urls, ClassLoader.getPlatformClassLoader());
      Class<?> jsonClass = Class.forName("dev.peregrine.Json", true, loader);
      json = jsonClass.getMethod("create").invoke(null);
      Class<?> eishay = Class.forName("dev.peregrine.bench.eishay.Eishay", true, loader);
      value = eishay.getMethod("value").invoke(null);
      text = (String) eishay.getField("COMPACT").get(null);
      utf8 = (byte[]) eishay.getField("COMPACT_UTF8").get(null);
      bean = Class.forName("dev.peregrine.bench.model.MediaContent", true, loader);
    }

    /** One operation of this build, bound to its facade and its copy of the value or the document. */
    Turns.Op op(String cell) throws Throwable {
      Class<?> type = json.getClass();
      switch (cell) {
        case "eishay/write/utf8": {
          MethodHandle h = bind(type, "writeBytes", MethodType.methodType(byte[].class, Object.class));
          return () -> h.invoke(value);
        }
        case "eishay/write/string": {
          MethodHandle h = bind(type, "write", MethodType.methodType(String.class, Object.class));
          return () -> h.invoke(value);
        }
        case "eishay/read/utf8": {
          MethodHandle h = bind(type, "read", MethodType.methodType(Object.class, byte[].class, Class.class));
          return () -> h.invoke(utf8, bean);
        }
        case "eishay/read/string": {
          MethodHandle h = bind(type, "read", MethodType.methodType(Object.class, String.class, Class.class));
          return () -> h.invoke(text, bean);
        }
        default:
          throw new IllegalArgumentException(cell);
      }
    }

    private MethodHandle bind(Class<?> type, String name, MethodType signature) throws ReflectiveOperationException {
      return lookup.findVirtual(type, name, signature).bindTo(json);
    }
  }

  // The turns with B first: the ratio is then B ÷ A.
  private static void cell(String name, int rounds, long slice, Turns.Op a, Turns.Op b) {
    Turns.cell(name, rounds, slice, Turns.unchecked(b), Turns.unchecked(a));
  }
}
