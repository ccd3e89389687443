package dev.peregrine.bind.gen;

import dev.peregrine.PeregrineException;
import dev.peregrine.bind.BeanCodecGenerator;
import dev.peregrine.bind.BeanPlan;
import dev.peregrine.bind.BeanTwin;
import dev.peregrine.Codec;
import dev.peregrine.internal.gen.GeneratedCodec;
import dev.peregrine.stream.internal.NameTable;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Generates a codec class per bean type at run time, from the model its reflective codec was built from.
 *
 * <p>The class is a hidden class defined through {@code MethodHandles.privateLookupIn(bean)} as a nestmate
 * of the bean, so it reads and writes private fields and calls private constructors directly, with no
 * reflection and no JDK internals. A bean the lookup cannot reach (a named module that does not open its
 * package to Peregrine, a class loader other than Peregrine's or one that cannot see it) keeps its
 * reflective codec; so does any type whose generation fails.
 *
 * <p>System properties: {@code peregrine.codegen.threshold} (default {@value #DEFAULT_THRESHOLD}) is the
 * number of uses of a type on reflection before its class is generated, 0 for the first use;
 * {@code peregrine.dumpGeneratedTo=<dir>} writes every generated class file to that folder, named after the
 * bean class, for {@code javap -c -p}. Internal: not for applications; they choose with
 * {@code Json.builder().codegen(boolean)}.
 */
public final class CodecGenerator implements BeanCodecGenerator {
  /** The generator the facade plugs into its binder when code generation is on. */
  public static final CodecGenerator INSTANCE = new CodecGenerator();

  /**
   * Uses on reflection before generating. Generating and defining one class costs about a millisecond on a
   * warm JVM (0.8 to 2 ms for an 11-property bean on the 2-core dev machine), while the generated codec
   * saves a fraction of a microsecond per use; so a type used once or a few times (configuration, start-up)
   * is not worth a class. 15 because that is where JDK 17's reflection stops calling a getter, setter or
   * constructor natively and spins a class of its own for each one ({@code sun.reflect.inflationThreshold}):
   * a reflective codec used more often than that pays for a class per property anyway (the blog's DemoResponse
   * loop spun eight for its two beans before generating their codecs at the 64th use, when that was the
   * threshold). JDK 18 and later reflect through method handles and spin none, so the count changes nothing
   * there.
   */
  static final int DEFAULT_THRESHOLD = 15;

  /**
   * The peregrine classes the generated code links against; the bean's class loader must see these. Only
   * GeneratedCodec is not public API: the generated class, in the application's module, may name no other
   * internal type (NameTable appears only in descriptors, which the JVM does not check for access).
   */
  private static final Class<?>[] LINKED = {GeneratedCodec.class, Codec.class, ValueReader.class, ValueWriter.class,
      NameTable.class, PeregrineException.class};

  private CodecGenerator() {}

  /** A codec for {@code twin}'s type that starts on {@code twin} and switches to a generated class. */
  @Override
  public Codec<Object> codecFor(BeanTwin twin) {
    return new ColdStartCodec(twin, Integer.getInteger("peregrine.codegen.threshold", DEFAULT_THRESHOLD));
  }

  /** Generates, defines and instantiates the codec class of {@code twin}'s type; throws when it cannot. */
  static GeneratedCodec generate(BeanTwin twin) throws ReflectiveOperationException {
    BeanPlan plan = twin.plan();
    Class<?> bean = plan.type();
    checkReachable(bean);
    // On the module path, a private lookup in the bean's class needs this module to read the bean's (an
    // application module is not among the modules Peregrine requires) and the bean's package to be open to
    // this module; reading is ours to add, opening is the application's to declare.
    CodecGenerator.class.getModule().addReads(bean.getModule());
    MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(bean, MethodHandles.lookup());
    byte[] bytes = new BeanCodecWriter(plan).toBytes();
    dump(bean, bytes);
    checkCompilable(bytes, bean);
    MethodHandles.Lookup hidden = lookup.defineHiddenClass(bytes, true, MethodHandles.Lookup.ClassOption.NESTMATE);
    return instantiate(hidden.lookupClass(), twin);
  }

  /**
   * The generated class's one instance, made through core reflection, not a method handle: a fresh JVM's first
   * {@code MethodHandle.invoke} adapts its type by spinning lambda-form classes (1-3 ms on JDK 17, measured
   * alone), which the first generation paid inside the blog's DemoResponse loop; a constructor called once
   * through reflection runs natively and spins nothing. The constructor is public in a class of the bean's
   * package, which the private lookup has just shown to be open to this module, so making it accessible
   * cannot fail where the definition succeeded.
   */
  static GeneratedCodec instantiate(Class<?> generated, BeanTwin twin) throws ReflectiveOperationException {
    Constructor<?> constructor = generated.getDeclaredConstructor(Codec.class);
    constructor.setAccessible(true);
    try {
      return (GeneratedCodec) constructor.newInstance(twin);
    } catch (InvocationTargetException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException r) throw r;
      if (cause instanceof Error r) throw r;
      throw e;
    }
  }

  /**
   * Fails unless the generated class, living in the bean's package and loader, can link against Peregrine:
   * its loader must find these very classes and its module must read Peregrine's. Checked up front because
   * the JVM would only find out at the first call into the generated code.
   */
  private static void checkReachable(Class<?> bean) {
    ClassLoader loader = bean.getClassLoader();
    if (loader == null) throw new IllegalStateException(bean + " is in the boot loader");
    for (Class<?> c : LINKED) {
      Class<?> seen;
      try {
        seen = Class.forName(c.getName(), false, loader);
      } catch (ClassNotFoundException e) {
        seen = null;
      }
      if (seen != c) throw new IllegalStateException("the loader of " + bean.getName() + " does not see " + c.getName());
    }
    if (!bean.getModule().canRead(CodecGenerator.class.getModule())) {
      throw new IllegalStateException(bean.getModule() + " does not read " + CodecGenerator.class.getModule());
    }
  }

  /**
   * HotSpot never compiles a method of more than 8,000 bytes of bytecode ({@code -XX:HugeMethodLimit}, on by
   * default through {@code DontCompileHugeMethods}): such a codec would run interpreted for good, many times
   * slower than the reflective one it replaces (a bean of 255 int properties writes 11,730 bytes). Refused
   * here, so that the type stays on reflection; splitting the methods is what would let it be generated.
   */
  static final int HUGE_METHOD = 8000;

  static void checkCompilable(byte[] classFile, Class<?> bean) {
    int[] largest = ClassFileSizes.largestMethod(classFile);
    if (largest[0] > HUGE_METHOD) {
      throw new IllegalStateException("the generated codec of " + bean.getName() + " has a method of " + largest[0]
          + " bytes of bytecode, over the " + HUGE_METHOD + " that HotSpot compiles");
    }
  }

  /** Writes the class file to {@code peregrine.dumpGeneratedTo} when set; a failure to write is ignored. */
  private static void dump(Class<?> bean, byte[] bytes) {
    String dir = System.getProperty("peregrine.dumpGeneratedTo");
    if (dir == null || dir.isEmpty()) return;
    try {
      Path folder = Files.createDirectories(Path.of(dir));
      String base = bean.getName() + BeanCodecWriter.SUFFIX;
      // One type can be generated more than once (other settings, another Json): number the later ones.
      for (int n = 1; ; n++) {
        Path file = folder.resolve(n == 1 ? base + ".class" : base + "-" + n + ".class");
        try {
          Files.write(file, bytes, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
          return;
        } catch (java.nio.file.FileAlreadyExistsException taken) {
          // try the next number
        }
      }
    } catch (IOException | RuntimeException e) {
      // Inspection aid only: never let it break binding.
    }
  }
}
