package dev.peregrine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The public API, visible in review: the packages the module exports and every type an application can name
 * in them ({@code api/exported-types.txt}), and every public or protected member of those types
 * ({@code api/peregrine-core.api}), both compared with the committed files. Every exported type is a promise
 * kept from the first release on, so a change here must be deliberate: after changing the API on purpose,
 * run
 *
 * <pre>{@code mvn -B -q test -pl peregrine-core -Dtest=PublicApiTest -Dperegrine.api.update=true}</pre>
 *
 * <p>which rewrites both files, and commit them with the change; the diff shows what the API gained and lost.
 *
 * <p>How types are counted: every class, interface, enum, record and annotation of an exported package that
 * is public, or a public or protected member type of such a type (nested types count one each); anonymous,
 * local and synthetic classes, and package-private ones, do not. Members: those declared by the type, and the
 * public and protected ones it inherits from a class or interface of this module that is not itself exported
 * API (the token readers' package-private superclass, say), so that every call an application can make is
 * listed once. Members inherited from the JDK are left out. A member whose signature names a type of this
 * module that is not exported (a hook for Peregrine's own code, which an application cannot call) is marked
 * so at the end of its line.
 */
class PublicApiTest {
  private static final int MAX_EXPORTED_TYPES = 40;
  private static final String UPDATE = "peregrine.api.update";

  @Test
  void exportedPackagesAndTypesAreTheCommittedList() throws Exception {
    compare(Path.of("api", "exported-types.txt"), typeListing());
  }

  @Test
  void publicAndProtectedMembersAreTheCommittedBaseline() throws Exception {
    compare(Path.of("api", "peregrine-core.api"), memberListing());
  }

  @Test
  void atMostFortyPublicTypesAreExported() throws Exception {
    List<Class<?>> types = exportedTypes();
    assertTrue(types.size() <= MAX_EXPORTED_TYPES, types.size() + " exported types, more than " + MAX_EXPORTED_TYPES
        + ": " + types.stream().map(Class::getName).collect(Collectors.joining(", ")));
  }

  @Test
  void generatedCodeLinksAgainstOneInternalPackage() throws Exception {
    // Every exported package but the one generated codecs need is for applications; that one holds a single
    // public type, which says it is internal.
    List<String> internal = exportedPackages().stream().filter(p -> p.contains(".internal")).toList();
    assertEquals(List.of("dev.peregrine.internal.gen"), internal);
    List<String> inIt = exportedTypes().stream().map(Class::getName)
        .filter(n -> n.startsWith("dev.peregrine.internal.gen.")).toList();
    assertEquals(List.of("dev.peregrine.internal.gen.GeneratedCodec"), inIt);
  }

  // The listings.

  private static List<String> typeListing() throws Exception {
    List<String> lines = new ArrayList<>();
    List<Class<?>> types = exportedTypes();
    lines.add("# The packages dev.peregrine exports and the public types in them (" + types.size()
        + ", nested types counted). Regenerate: -Dperegrine.api.update=true (see PublicApiTest).");
    for (String p : exportedPackages()) {
      lines.add("exports " + p);
      for (Class<?> c : types) {
        if (c.getPackageName().equals(p)) lines.add("  " + kind(c) + " " + c.getName());
      }
    }
    return lines;
  }

  private static List<String> memberListing() throws Exception {
    Set<String> exported = new LinkedHashSet<>(exportedPackages());
    Set<String> lines = new TreeSet<>();
    for (Class<?> c : exportedTypes()) {
      Set<String> hiddenSupers = new TreeSet<>();
      hiddenTypes(c.getGenericSuperclass() == null ? Object.class : c.getGenericSuperclass(), exported, hiddenSupers,
          new LinkedHashSet<>());
      for (Type t : c.getGenericInterfaces()) hiddenTypes(t, exported, hiddenSupers, new LinkedHashSet<>());
      lines.add(c.getName() + " " + typeSignature(c)
          + (hiddenSupers.isEmpty() ? "" : "   # names non-exported " + String.join(", ", hiddenSupers)));
      for (Member m : members(c, exported)) {
        String line = c.getName() + " " + memberSignature(m);
        Set<String> hidden = new TreeSet<>();
        for (Type t : typesIn(m)) hiddenTypes(t, exported, hidden, new LinkedHashSet<>());
        if (!hidden.isEmpty()) line += "   # names non-exported " + String.join(", ", hidden);
        lines.add(line);
      }
    }
    List<String> out = new ArrayList<>();
    out.add("# Every public and protected member of every exported type of dev.peregrine, one per line, sorted.");
    out.add("# Regenerate after a deliberate API change: -Dperegrine.api.update=true (see PublicApiTest).");
    out.addAll(lines);
    return out;
  }

  // The module and its exported types, read from the compiled classes.

  private static Path classes() throws URISyntaxException {
    Path p = Path.of(Json.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    assertTrue(Files.isDirectory(p), "expected the compiled classes in a folder, found " + p);
    return p;
  }

  private static List<String> exportedPackages() throws Exception {
    ModuleDescriptor d;
    try (InputStream in = Files.newInputStream(classes().resolve("module-info.class"))) {
      d = ModuleDescriptor.read(in);
    }
    return d.exports().stream().filter(e -> !e.isQualified()).map(ModuleDescriptor.Exports::source).sorted().toList();
  }

  private static List<Class<?>> exportedTypes() throws Exception {
    List<Class<?>> types = new ArrayList<>();
    for (String p : exportedPackages()) {
      Path dir = classes().resolve(p.replace('.', '/'));
      List<String> names;
      try (Stream<Path> files = Files.list(dir)) {
        names = files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".class"))
            .filter(n -> !n.equals("package-info.class")).map(n -> p + "." + n.substring(0, n.length() - 6))
            .sorted().toList();
      }
      for (String n : names) {
        Class<?> c = Class.forName(n, false, PublicApiTest.class.getClassLoader());
        if (accessible(c)) types.add(c);
      }
    }
    return types;
  }

  /** Whether an application can name {@code c}: public or protected, as are all the types around it. */
  private static boolean accessible(Class<?> c) {
    if (c.isAnonymousClass() || c.isLocalClass() || c.isSynthetic()) return false;
    for (Class<?> k = c; k != null; k = k.getDeclaringClass()) {
      int m = k.getModifiers();
      boolean ok = k.getDeclaringClass() == null ? Modifier.isPublic(m) : Modifier.isPublic(m) || Modifier.isProtected(m);
      if (!ok) return false;
    }
    return true;
  }

  private static boolean isExportedApi(Class<?> c, Set<String> exported) {
    return exported.contains(c.getPackageName()) && accessible(c);
  }

  private static boolean ours(Class<?> c) {
    return c.getName().startsWith("dev.peregrine.");
  }

  /** The members of {@code c} an application can use, as described in the class comment. */
  private static List<Member> members(Class<?> c, Set<String> exported) {
    List<Member> out = new ArrayList<>();
    Set<String> seen = new LinkedHashSet<>();
    for (Constructor<?> k : c.getDeclaredConstructors()) {
      if (visible(k.getModifiers()) && !k.isSynthetic()) out.add(k);
    }
    Deque<Class<?>> todo = new ArrayDeque<>();
    todo.add(c);
    Set<Class<?>> visited = new LinkedHashSet<>();
    while (!todo.isEmpty()) {
      Class<?> k = todo.poll();
      if (!visited.add(k)) continue;
      if (k != c && (!ours(k) || isExportedApi(k, exported))) continue;
      for (Method m : k.getDeclaredMethods()) {
        if (!visible(m.getModifiers()) || m.isSynthetic() || m.isBridge()) continue;
        String key = m.getName() + Arrays.toString(m.getParameterTypes());
        if (seen.add("m " + key)) out.add(m);
      }
      for (Field f : k.getDeclaredFields()) {
        if (!visible(f.getModifiers()) || f.isSynthetic()) continue;
        if (seen.add("f " + f.getName())) out.add(f);
      }
      if (k.getSuperclass() != null) todo.add(k.getSuperclass());
      todo.addAll(Arrays.asList(k.getInterfaces()));
    }
    return out;
  }

  private static boolean visible(int modifiers) {
    return Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers);
  }

  private static String kind(Class<?> c) {
    if (c.isAnnotation()) return "@interface";
    if (c.isInterface()) return "interface";
    if (c.isEnum()) return "enum";
    if (c.isRecord()) return "record";
    return "class";
  }

  private static String typeSignature(Class<?> c) {
    int mods = c.getModifiers() & (Modifier.PUBLIC | Modifier.PROTECTED | Modifier.STATIC | Modifier.FINAL
        | Modifier.ABSTRACT);
    if (c.isInterface()) mods &= ~(Modifier.ABSTRACT | Modifier.STATIC);
    if (c.isEnum() || c.isRecord()) mods &= ~(Modifier.FINAL | Modifier.STATIC | Modifier.ABSTRACT);
    StringBuilder b = new StringBuilder("type ").append(Modifier.toString(mods)).append(' ').append(kind(c))
        .append(typeParameters(c.getTypeParameters()));
    Type sup = c.getGenericSuperclass();
    if (sup != null && sup != Object.class && !c.isEnum() && !c.isRecord()) b.append(" extends ").append(sup.getTypeName());
    Type[] itfs = c.getGenericInterfaces();
    if (c.isAnnotation()) itfs = new Type[0];
    if (itfs.length > 0) {
      b.append(c.isInterface() ? " extends " : " implements ")
          .append(Arrays.stream(itfs).map(Type::getTypeName).collect(Collectors.joining(", ")));
    }
    return b.toString();
  }

  private static String memberSignature(Member m) {
    int mods = m.getModifiers() & (Modifier.PUBLIC | Modifier.PROTECTED | Modifier.STATIC | Modifier.FINAL
        | Modifier.ABSTRACT);
    String prefix = Modifier.toString(mods);
    if (m instanceof Field f) return "field " + prefix + " " + f.getGenericType().getTypeName() + " " + f.getName();
    Executable e = (Executable) m;
    StringBuilder b = new StringBuilder(m instanceof Constructor ? "constructor " : "method ").append(prefix);
    if (m instanceof Method x && x.isDefault()) b.append(" default");
    String tp = typeParameters(e.getTypeParameters());
    if (!tp.isEmpty()) b.append(' ').append(tp);
    if (m instanceof Method x) b.append(' ').append(x.getGenericReturnType().getTypeName());
    b.append(' ').append(m instanceof Constructor ? m.getDeclaringClass().getSimpleName() : m.getName()).append('(')
        .append(Arrays.stream(e.getGenericParameterTypes()).map(Type::getTypeName).collect(Collectors.joining(", ")))
        .append(')');
    Type[] thrown = e.getGenericExceptionTypes();
    if (thrown.length > 0) {
      b.append(" throws ").append(Arrays.stream(thrown).map(Type::getTypeName).collect(Collectors.joining(", ")));
    }
    return b.toString();
  }

  private static String typeParameters(TypeVariable<?>[] vars) {
    if (vars.length == 0) return "";
    return Arrays.stream(vars).map(v -> {
      Type[] bounds = v.getBounds();
      boolean plain = bounds.length == 1 && bounds[0] == Object.class;
      return plain ? v.getName()
          : v.getName() + " extends " + Arrays.stream(bounds).map(Type::getTypeName).collect(Collectors.joining(" & "));
    }).collect(Collectors.joining(", ", "<", ">"));
  }

  private static List<Type> typesIn(Member m) {
    List<Type> types = new ArrayList<>();
    if (m instanceof Field f) types.add(f.getGenericType());
    if (m instanceof Method x) types.add(x.getGenericReturnType());
    if (m instanceof Executable e) {
      types.addAll(Arrays.asList(e.getGenericParameterTypes()));
      types.addAll(Arrays.asList(e.getGenericExceptionTypes()));
    }
    return types;
  }

  /** Adds to {@code out} the classes of this module named in {@code t} that applications cannot name. */
  private static void hiddenTypes(Type t, Set<String> exported, Set<String> out, Set<Type> seen) {
    if (!seen.add(t)) return;
    if (t instanceof Class<?> c) {
      while (c.isArray()) c = c.getComponentType();
      if (ours(c) && !isExportedApi(c, exported)) out.add(c.getName());
    } else if (t instanceof java.lang.reflect.ParameterizedType p) {
      hiddenTypes(p.getRawType(), exported, out, seen);
      for (Type a : p.getActualTypeArguments()) hiddenTypes(a, exported, out, seen);
    } else if (t instanceof java.lang.reflect.GenericArrayType g) {
      hiddenTypes(g.getGenericComponentType(), exported, out, seen);
    } else if (t instanceof java.lang.reflect.WildcardType w) {
      for (Type b : w.getUpperBounds()) hiddenTypes(b, exported, out, seen);
      for (Type b : w.getLowerBounds()) hiddenTypes(b, exported, out, seen);
    } else if (t instanceof TypeVariable<?> v) {
      for (Type b : v.getBounds()) hiddenTypes(b, exported, out, seen);
    }
  }

  // Comparing with the committed file, or rewriting it on request.

  private static void compare(Path relative, List<String> actual) throws IOException {
    Path file = Path.of(System.getProperty("basedir", ".")).resolve(relative);
    if (Boolean.getBoolean(UPDATE)) {
      Files.createDirectories(file.getParent());
      Files.write(file, actual, StandardCharsets.UTF_8);
      return;
    }
    assertTrue(Files.exists(file), file + " is missing: run with -D" + UPDATE + "=true to write it");
    List<String> expected = Files.readAllLines(file, StandardCharsets.UTF_8);
    if (expected.equals(actual)) return;
    Set<String> was = new LinkedHashSet<>(expected);
    Set<String> now = new LinkedHashSet<>(actual);
    StringBuilder diff = new StringBuilder("the public API differs from " + relative
        + " (- only in the committed file, + only in the code). If the change is deliberate, run"
        + " mvn -B -q test -pl peregrine-core -Dtest=PublicApiTest -D" + UPDATE + "=true and commit the file.\n");
    for (String l : expected) if (!now.contains(l)) diff.append("- ").append(l).append('\n');
    for (String l : actual) if (!was.contains(l)) diff.append("+ ").append(l).append('\n');
    if (was.equals(now)) diff.append("(the same lines in another order)\n");
    fail(diff.toString());
  }
}
