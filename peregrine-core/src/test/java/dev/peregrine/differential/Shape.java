package dev.peregrine.differential;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A generated bean class shape: the root class's kind and its fields (and its base class's), each a value type
 * and a way of being declared. {@link #sources} writes the Java sources of the shape, with a static
 * {@code Root.sample(Random)} that makes a value of it, and of the classes its fields use.
 */
record Shape(Kind kind, List<Field> fields, List<Field> baseFields) {

  /** How the root class is declared. */
  enum Kind {
    PLAIN, WITH_BASE, GENERIC_BASE, RECORD
  }

  /** How a field is declared and reached. */
  enum Access {
    /** {@code public T f;} */
    PUBLIC_FIELD,
    /** A private field with a public getter and setter. */
    BEAN,
    /** A private field with a public getter only. */
    GETTER_ONLY,
    /** {@code private final} collection or map, filled at construction, with a public getter only. */
    FINAL_COLLECTION,
    /** A private field with no accessor. */
    PRIVATE_HIDDEN,
    /** A private field {@code mF} behind {@code getF()} and {@code setF()}. */
    M_PREFIX,
    /** {@code public transient T f;}: no property for either library. */
    PUBLIC_TRANSIENT,
    /** {@code public static int f}: no property for either library. */
    STATIC
  }

  /** The Java type of a field, and how a value of it is made. */
  enum Type {
    INT("int", "Values.anInt(r)"),
    LONG("long", "Values.aLong(r)"),
    DOUBLE("double", "Values.aDouble(r)"),
    BOOLEAN("boolean", "r.nextBoolean()"),
    STRING("String", "Values.aString(r)"),
    BOXED_INT("Integer", "Integer.valueOf(Values.anInt(r))"),
    ENUM("Color", "Color.values()[r.nextInt(3)]"),
    LIST_STRING("java.util.List<String>", "Values.someStrings(r)"),
    MAP_STRING_INT("java.util.Map<String, Integer>", "Values.someInts(r)"),
    BIG_DECIMAL("java.math.BigDecimal", "Values.aBigDecimal(r)"),
    LOCAL_DATE("java.time.LocalDate", "Values.aLocalDate(r)"),
    INSTANT("java.time.Instant", "Values.anInstant(r)"),
    OPTIONAL_STRING("java.util.Optional<String>", "Values.anOptional(r)"),
    INT_ARRAY("int[]", "Values.someInts(r, 4)"),
    CHAR("char", "Values.aChar(r)"),
    FLOAT("float", "Values.aFloat(r)"),
    SHORT("short", "(short) Values.anInt(r)"),
    BYTE("byte", "(byte) Values.anInt(r)"),
    BOXED_LONG("Long", "Long.valueOf(Values.aLong(r))"),
    BOXED_DOUBLE("Double", "Double.valueOf(Values.aDouble(r))"),
    BOXED_BOOLEAN("Boolean", "Boolean.valueOf(r.nextBoolean())"),
    BIG_INTEGER("java.math.BigInteger", "Values.aBigInteger(r)"),
    UUID("java.util.UUID", "new java.util.UUID(r.nextLong(), r.nextLong())"),
    LOCAL_DATE_TIME("java.time.LocalDateTime", "Values.aLocalDateTime(r)"),
    OFFSET_DATE_TIME("java.time.OffsetDateTime", "Values.anOffsetDateTime(r)"),
    DURATION("java.time.Duration", "java.time.Duration.ofSeconds(r.nextInt(1_000_000) - 500_000, r.nextInt(1_000_000_000))"),
    BYTE_ARRAY("byte[]", "Values.someBytes(r)"),
    STRING_ARRAY("String[]", "Values.someStrings(r).toArray(new String[0])"),
    SET_STRING("java.util.Set<String>", "new java.util.LinkedHashSet<>(Values.someStrings(r))"),
    LIST_LIST_INT("java.util.List<java.util.List<Integer>>", "Values.someLists(r)"),
    MAP_STRING_LIST("java.util.Map<String, java.util.List<String>>", "Values.someStringLists(r)"),
    MAP_ENUM_KEY("java.util.Map<Color, Integer>", "Values.someByEnum(r, Color.values())"),
    MAP_INT_KEY("java.util.Map<Integer, String>", "Values.someByInt(r)"),
    MAP_STRING_LEAF("java.util.Map<String, Leaf>", "Leaf.map(r)"),
    OPTIONAL_LEAF("java.util.Optional<Leaf>", "r.nextBoolean() ? java.util.Optional.empty() : java.util.Optional.of(Leaf.sample(r))"),
    LEAF("Leaf", "Leaf.sample(r)"),
    LIST_LEAF("java.util.List<Leaf>", "Leaf.list(r)"),
    /** Declared as an interface, holding a class that implements it with more properties. */
    PET("Pet", "Dog.sample(r)"),
    /** Declared as a concrete class, holding it or a subclass with more properties. */
    ANIMAL("Animal", "Animal.sample(r)"),
    LIST_PET("java.util.List<Pet>", "Values.listOf(r, Dog::sample)"),
    MAP_STRING_ANIMAL("java.util.Map<String, Animal>", "Values.mapOf(r, Animal::sample)"),
    /** A generic class as a property's type. */
    BOX_OF_LEAF("GenericBase<Leaf>", "GenericBase.of(Leaf.sample(r))"),
    LIST_OF_BOX("java.util.List<GenericBase<Integer>>", "Values.listOf(r, q -> GenericBase.of(Values.anInt(q)))");

    final String java;
    final String make;

    Type(String java, String make) {
      this.java = java;
      this.make = make;
    }

    boolean primitive() {
      return this == INT || this == LONG || this == DOUBLE || this == BOOLEAN || this == CHAR || this == FLOAT
          || this == SHORT || this == BYTE;
    }

    boolean collection() {
      return this == LIST_STRING || this == MAP_STRING_INT || this == LIST_LEAF || this == SET_STRING
          || this == LIST_LIST_INT || this == MAP_STRING_LIST || this == MAP_ENUM_KEY || this == MAP_INT_KEY
          || this == MAP_STRING_LEAF || this == LIST_PET || this == MAP_STRING_ANIMAL || this == LIST_OF_BOX;
    }

    /** The value may be null (not for primitives, Optionals or the collections of final fields). */
    boolean nullable() {
      return !primitive() && this != OPTIONAL_STRING && this != OPTIONAL_LEAF;
    }

    boolean map() {
      return java.startsWith("java.util.Map");
    }

    /** Java's getter prefix for it: {@code is} for a primitive boolean. */
    String getterPrefix() {
      return this == BOOLEAN ? "is" : "get";
    }
  }

  /** One field: its type and how it is declared. */
  record Field(Access access, Type type) {
    /** The combinations that exist in Java: a final collection needs a collection, a static field is an int. */
    boolean valid() {
      return (access != Access.FINAL_COLLECTION || type.collection()) && (access != Access.STATIC || type == Type.INT);
    }
  }

  /** The types whose fields the shape declares. */
  Set<Type> types() {
    Set<Type> out = EnumSet.noneOf(Type.class);
    for (Field f : fields) out.add(f.type);
    for (Field f : baseFields) out.add(f.type);
    return out;
  }

  /**
   * Whether the root class and its superclasses declare no getter or setter at all (a field-only bean): then
   * Peregrine binds its private fields, which Jackson sees only with field visibility ANY.
   */
  boolean fieldOnly() {
    if (kind == Kind.RECORD || kind == Kind.GENERIC_BASE) return false;
    for (Field f : fields) if (hasAccessor(f.access)) return false;
    for (Field f : baseFields) if (hasAccessor(f.access)) return false;
    return true;
  }

  private static boolean hasAccessor(Access a) {
    return a == Access.BEAN || a == Access.GETTER_ONLY || a == Access.FINAL_COLLECTION || a == Access.M_PREFIX;
  }

  /** The sources of the shape in package {@code pkg}: binary class name to source text. */
  Map<String, String> sources(String pkg) {
    Map<String, String> out = new LinkedHashMap<>();
    String head = "package " + pkg + ";\nimport dev.peregrine.differential.Values;\nimport java.util.Random;\n";
    out.put(pkg + ".Color", head + "public enum Color { RED, GREEN, BLUE }\n");
    out.put(pkg + ".Leaf", head + """
        public class Leaf {
          private String label;
          private int count;
          public String getLabel() { return label; }
          public void setLabel(String label) { this.label = label; }
          public int getCount() { return count; }
          public void setCount(int count) { this.count = count; }
          public static Leaf sample(Random r) {
            Leaf x = new Leaf();
            x.label = Values.maybeNull(r) ? null : Values.aString(r);
            x.count = Values.anInt(r);
            return x;
          }
          public static java.util.Map<String, Leaf> map(Random r) {
            java.util.Map<String, Leaf> out = new java.util.LinkedHashMap<>();
            int n = r.nextInt(3);
            for (int i = 0; i < n; i++) out.put(Values.aString(r), sample(r));
            return out;
          }
          public static java.util.List<Leaf> list(Random r) {
            java.util.List<Leaf> out = new java.util.ArrayList<>();
            int n = r.nextInt(3);
            for (int i = 0; i < n; i++) out.add(sample(r));
            return out;
          }
        }
        """);
    out.put(pkg + ".Pet", head + "public interface Pet { String getName(); }\n");
    out.put(pkg + ".Dog", head + """
        public class Dog implements Pet {
          private String name;
          private boolean good;
          public String getName() { return name; }
          public void setName(String name) { this.name = name; }
          public boolean isGood() { return good; }
          public void setGood(boolean good) { this.good = good; }
          public static Dog sample(Random r) {
            Dog x = new Dog();
            x.name = Values.aString(r);
            x.good = r.nextBoolean();
            return x;
          }
        }
        """);
    out.put(pkg + ".Animal", head + """
        public class Animal {
          public String name;
          public static Animal sample(Random r) {
            Animal x = r.nextBoolean() ? new Animal() : new Cat(Values.anInt(r));
            x.name = Values.aString(r);
            return x;
          }
        }
        """);
    out.put(pkg + ".Cat", head + """
        public class Cat extends Animal {
          public int lives;
          public Cat() {}
          Cat(int lives) { this.lives = lives; }
        }
        """);
    out.put(pkg + ".GenericBase", head + """
        public class GenericBase<T> {
          private T value;
          public T getValue() { return value; }
          public void setValue(T value) { this.value = value; }
          public static <T> GenericBase<T> of(T value) { GenericBase<T> b = new GenericBase<>(); b.value = value; return b; }
        }
        """);
    if (kind == Kind.RECORD) {
      out.put(pkg + ".Root", head + recordSource());
    } else {
      if (kind == Kind.WITH_BASE) out.put(pkg + ".Base", head + classSource("Base", null, baseFields, "b"));
      String parent = kind == Kind.WITH_BASE ? "Base" : kind == Kind.GENERIC_BASE ? "GenericBase<String>" : null;
      out.put(pkg + ".Root", head + classSource("Root", parent, fields, "f"));
    }
    return out;
  }

  private String recordSource() {
    List<String> components = new ArrayList<>();
    List<String> values = new ArrayList<>();
    for (int i = 0; i < fields.size(); i++) {
      Type t = fields.get(i).type;
      components.add(t.java + " f" + i);
      values.add(make(t));
    }
    return "public record Root(" + String.join(", ", components) + ") {\n"
        + "  public static Root sample(Random r) {\n    return new Root(" + String.join(",\n        ", values) + ");\n  }\n}\n";
  }

  private String classSource(String name, String parent, List<Field> declared, String prefix) {
    StringBuilder s = new StringBuilder("public class " + name + (parent == null ? "" : " extends " + parent) + " {\n");
    StringBuilder fill = new StringBuilder();
    for (int i = 0; i < declared.size(); i++) {
      Field f = declared.get(i);
      String p = prefix + i;
      String cap = Character.toUpperCase(p.charAt(0)) + p.substring(1);
      String t = f.type.java;
      switch (f.access) {
        case PUBLIC_FIELD -> s.append("  public ").append(t).append(' ').append(p).append(";\n");
        case PUBLIC_TRANSIENT -> s.append("  public transient ").append(t).append(' ').append(p).append(";\n");
        case STATIC -> s.append("  public static int ").append(p).append(" = 7;\n");
        case PRIVATE_HIDDEN -> s.append("  private ").append(t).append(' ').append(p).append(";\n");
        case BEAN, GETTER_ONLY -> {
          s.append("  private ").append(t).append(' ').append(p).append(";\n");
          s.append("  public ").append(t).append(' ').append(f.type.getterPrefix()).append(cap).append("() { return ")
              .append(p).append("; }\n");
          if (f.access == Access.BEAN) {
            s.append("  public void set").append(cap).append('(').append(t).append(" v) { this.").append(p)
                .append(" = v; }\n");
          }
        }
        case M_PREFIX -> {
          String field = "m" + cap;
          s.append("  private ").append(t).append(' ').append(field).append(";\n");
          s.append("  public ").append(t).append(' ').append(f.type.getterPrefix()).append(cap).append("() { return ")
              .append(field).append("; }\n");
          s.append("  public void set").append(cap).append('(').append(t).append(" v) { this.").append(field)
              .append(" = v; }\n");
        }
        case FINAL_COLLECTION -> {
          String impl = f.type.map() ? "java.util.LinkedHashMap<>()"
              : f.type == Type.SET_STRING ? "java.util.LinkedHashSet<>()" : "java.util.ArrayList<>()";
          s.append("  private final ").append(t).append(' ').append(p).append(" = new ").append(impl).append(";\n");
          s.append("  public ").append(t).append(" get").append(cap).append("() { return ").append(p).append("; }\n");
        }
      }
      String target = f.access == Access.M_PREFIX ? "x.m" + cap : "x." + p;
      switch (f.access) {
        case STATIC -> { }
        case FINAL_COLLECTION -> fill.append("    ").append(target)
            .append(f.type.map() ? ".putAll(" : ".addAll(").append(f.type.make).append(");\n");
        default -> fill.append("    ").append(target).append(" = ").append(make(f.type)).append(";\n");
      }
    }
    if (name.equals("Root")) {
      s.append("  public static Root sample(Random r) {\n    Root x = new Root();\n").append(fill);
      if (kind == Kind.WITH_BASE) s.append("    Base.fill(x, r);\n");
      if (kind == Kind.GENERIC_BASE) s.append("    x.setValue(Values.maybeNull(r) ? null : Values.aString(r));\n");
      s.append("    return x;\n  }\n");
    } else {
      s.append("  static void fill(").append(name).append(" x, Random r) {\n").append(fill).append("  }\n");
    }
    return s.append("}\n").toString();
  }

  private static String make(Type t) {
    return t.nullable() ? "Values.maybeNull(r) ? null : " + t.make : t.make;
  }
}
