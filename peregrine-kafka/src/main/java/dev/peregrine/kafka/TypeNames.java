package dev.peregrine.kafka;

import dev.peregrine.TypeRef;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.apache.kafka.common.config.ConfigException;
import org.apache.kafka.common.utils.Utils;

/**
 * A configuration value naming a type, turned into the {@link Type} it names. Type names follow the grammar
 * {@code type := name ['<' type {',' type} '>'] {'[]'}}, with spaces allowed between tokens.
 */
final class TypeNames {
  private TypeNames() {}

  static Type resolve(String property, Object value) {
    if (value == null) {
      throw new ConfigException(property, null, "the type to read records as is missing: set it to a class name"
          + " (java.lang.Object reads the untyped tree)");
    }
    if (value instanceof Type type) return type;
    if (value instanceof TypeRef<?> ref) return ref.type();
    if (value instanceof String name) return new Parser(property, name).parseAll();
    throw new ConfigException(property, value, "expected a type name, a Class, a TypeRef or a Type");
  }

  /** A recursive descent over the type name; nesting is bounded by the name's length, which a user wrote. */
  private static final class Parser {
    private final String property;
    private final String text;
    private int pos;

    Parser(String property, String text) {
      this.property = property;
      this.text = text;
    }

    Type parseAll() {
      Type type = parseType();
      skipSpaces();
      if (pos != text.length()) throw fail("unexpected '" + text.charAt(pos) + "' at index " + pos);
      return type;
    }

    private Type parseType() {
      skipSpaces();
      int start = pos;
      while (pos < text.length() && isNamePart(text.charAt(pos))) pos++;
      if (start == pos) throw fail("a type name was expected at index " + start);
      Class<?> raw = load(text.substring(start, pos));
      Type type = raw;
      skipSpaces();
      if (peek('<')) {
        pos++;
        List<Type> args = new ArrayList<>();
        while (true) {
          args.add(parseType());
          skipSpaces();
          if (!peek(',')) break;
          pos++;
        }
        if (!peek('>')) throw fail("'>' or ',' was expected at index " + pos);
        pos++;
        int declared = raw.getTypeParameters().length;
        if (declared != args.size()) {
          throw fail(raw.getName() + " takes " + declared + " type arguments, not " + args.size());
        }
        type = new Parameterized(raw, args.toArray(new Type[0]));
      }
      skipSpaces();
      while (peek('[')) {
        pos++;
        skipSpaces();
        if (!peek(']')) throw fail("']' was expected at index " + pos);
        pos++;
        type = type instanceof Class<?> c ? c.arrayType() : new GenericArray(type);
        skipSpaces();
      }
      return type;
    }

    // A canonical name (Outer.Inner) is tried as binary names too (Outer$Inner), from the right.
    private Class<?> load(String name) {
      ClassLoader loader = Utils.getContextOrKafkaClassLoader();
      String candidate = name;
      while (true) {
        try {
          return Class.forName(candidate, false, loader);
        } catch (ClassNotFoundException e) {
          int dot = candidate.lastIndexOf('.');
          if (dot < 0) break;
          candidate = candidate.substring(0, dot) + '$' + candidate.substring(dot + 1);
        }
      }
      if (name.indexOf('.') < 0) {
        try {
          return Class.forName("java.lang." + name, false, loader);
        } catch (ClassNotFoundException ignored) {
          // reported below, under the name the user wrote
        }
      }
      throw fail("class " + name + " was not found");
    }

    private boolean peek(char c) {
      return pos < text.length() && text.charAt(pos) == c;
    }

    private void skipSpaces() {
      while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) pos++;
    }

    private static boolean isNamePart(char c) {
      return Character.isJavaIdentifierPart(c) || c == '.';
    }

    private ConfigException fail(String why) {
      return new ConfigException(property, text, why);
    }
  }

  /** A parameterized type equal to the JDK's for the same class and arguments (the binder caches by type). */
  static final class Parameterized implements ParameterizedType {
    private final Class<?> raw;
    private final Type[] args;
    private final Type owner;

    Parameterized(Class<?> raw, Type[] args) {
      this.raw = raw;
      this.args = args;
      this.owner = raw.getDeclaringClass();
    }

    @Override
    public Type[] getActualTypeArguments() {
      return args.clone();
    }

    @Override
    public Type getRawType() {
      return raw;
    }

    @Override
    public Type getOwnerType() {
      return owner;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof ParameterizedType p && raw.equals(p.getRawType())
          && Objects.equals(owner, p.getOwnerType()) && Arrays.equals(args, p.getActualTypeArguments());
    }

    // The JDK's formula, so that equal types hash alike whichever implementation made them.
    @Override
    public int hashCode() {
      return Arrays.hashCode(args) ^ Objects.hashCode(owner) ^ raw.hashCode();
    }

    @Override
    public String toString() {
      StringBuilder sb = new StringBuilder(raw.getName()).append('<');
      for (int i = 0; i < args.length; i++) {
        if (i > 0) sb.append(", ");
        sb.append(args[i].getTypeName());
      }
      return sb.append('>').toString();
    }
  }

  /** An array of a parameterized type, equal to the JDK's. */
  static final class GenericArray implements GenericArrayType {
    private final Type component;

    GenericArray(Type component) {
      this.component = component;
    }

    @Override
    public Type getGenericComponentType() {
      return component;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof GenericArrayType g && component.equals(g.getGenericComponentType());
    }

    @Override
    public int hashCode() {
      return component.hashCode();
    }

    @Override
    public String toString() {
      return component.getTypeName() + "[]";
    }
  }
}
