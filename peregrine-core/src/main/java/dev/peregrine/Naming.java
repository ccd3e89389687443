package dev.peregrine;

import java.util.Locale;
import java.util.function.UnaryOperator;

/**
 * How a property's Java name becomes its name in documents, for the properties whose name is not given
 * explicitly ({@link Property#value()}, Jackson's {@code @JsonProperty("name")}): a name given explicitly is
 * never renamed. Each translation is Jackson's strategy of the same name, character for character, so that
 * documents written by a Jackson application read the same.
 *
 * <pre>{@code
 * Json json = Json.builder().naming(Naming.SNAKE_CASE).build();   // userId <-> "user_id"
 * @NamingStrategy(Naming.KEBAB_CASE) class Header { ... }          // for one class
 * }</pre>
 */
public enum Naming implements UnaryOperator<String> {
  /** The Java name as it is ({@code userId}): the default. */
  LOWER_CAMEL_CASE {
    @Override
    public String apply(String name) {
      return name;
    }
  },
  /** {@code userId} as {@code UserId}: the first character in upper case. */
  UPPER_CAMEL_CASE {
    @Override
    public String apply(String name) {
      if (name.isEmpty()) return name;
      char first = name.charAt(0);
      char upper = Character.toUpperCase(first);
      return first == upper ? name : upper + name.substring(1);
    }
  },
  /** {@code userId} as {@code user_id}, {@code aURL} as {@code a_url}; a leading underscore is dropped. */
  SNAKE_CASE {
    @Override
    public String apply(String name) {
      return snakeCase(name);
    }
  },
  /** {@code userId} as {@code USER_ID}. */
  SCREAMING_SNAKE_CASE {
    @Override
    public String apply(String name) {
      return snakeCase(name).toUpperCase(Locale.ROOT);
    }
  },
  /** {@code userId} as {@code user-id}, {@code aURLValue} as {@code a-url-value}. */
  KEBAB_CASE {
    @Override
    public String apply(String name) {
      return lowerCaseWithSeparator(name, '-');
    }
  },
  /** {@code userId} as {@code user.id}. */
  LOWER_DOT_CASE {
    @Override
    public String apply(String name) {
      return lowerCaseWithSeparator(name, '.');
    }
  },
  /** {@code userId} as {@code userid}. */
  LOWER_CASE {
    @Override
    public String apply(String name) {
      return name.toLowerCase(Locale.ROOT);
    }
  };

  /**
   * Jackson's snake case: an upper-case letter starts a word (a run of them is one word, so {@code URL} is
   * {@code url}) unless an underscore comes before it; a leading underscore is dropped.
   */
  private static String snakeCase(String name) {
    int length = name.length();
    StringBuilder out = new StringBuilder(length * 2);
    boolean previousUpper = false;
    for (int i = 0; i < length; i++) {
      char c = name.charAt(i);
      if (i == 0 && c == '_') continue;
      if (Character.isUpperCase(c)) {
        if (!previousUpper && out.length() > 0 && out.charAt(out.length() - 1) != '_') out.append('_');
        c = Character.toLowerCase(c);
        previousUpper = true;
      } else {
        previousUpper = false;
      }
      out.append(c);
    }
    return out.length() > 0 ? out.toString() : name;
  }

  /**
   * Jackson's kebab and dot cases: an upper-case letter starts a word, and in a run of them the last one starts
   * the next word when a lower-case character follows ({@code aURLValue}: {@code a-url-value}).
   */
  private static String lowerCaseWithSeparator(String name, char separator) {
    int length = name.length();
    StringBuilder out = new StringBuilder(length + (length >> 1));
    int upperRun = 0;
    for (int i = 0; i < length; i++) {
      char c = name.charAt(i);
      char lower = Character.toLowerCase(c);
      if (lower == c) {
        if (upperRun > 1) out.insert(out.length() - 1, separator);
        upperRun = 0;
      } else {
        if (upperRun == 0 && i > 0) out.append(separator);
        upperRun++;
      }
      out.append(lower);
    }
    return out.toString();
  }
}
