package dev.peregrine.bench.data;

import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;

/**
 * A minimal JSON writer for the stand-in documents: indented as the real corpora are (so that their sizes and
 * whitespace are alike), and able to write a string's non-ASCII characters as {@code \}{@code uXXXX} escapes, which
 * a general-purpose library would not do for one string and not another. Written here rather than with a peer
 * library so that no library under comparison produces the input it is measured on.
 */
final class JsonText {
  private final StringBuilder out = new StringBuilder(1 << 16);
  private final String indent;
  private final Deque<Boolean> first = new ArrayDeque<>();
  private boolean afterName;
  private boolean allAscii;

  /** {@code indent}: the text of one level of indentation, or null for no whitespace at all. */
  JsonText(String indent) {
    this.indent = indent;
  }

  /** Every string from here on with its non-ASCII characters escaped. */
  JsonText allAscii() {
    allAscii = true;
    return this;
  }

  JsonText beginObject() {
    return open('{');
  }

  JsonText endObject() {
    return close('}');
  }

  JsonText beginArray() {
    return open('[');
  }

  JsonText endArray() {
    return close(']');
  }

  JsonText name(String name) {
    separator();
    quote(name, false);
    out.append(indent == null ? ":" : ": ");
    afterName = true;
    return this;
  }

  JsonText value(String s) {
    return string(s, false);
  }

  /** The string with every character outside ASCII as a {@code \}{@code uXXXX} escape. */
  JsonText escaped(String s) {
    return string(s, true);
  }

  JsonText value(long n) {
    separator();
    out.append(n);
    return this;
  }

  JsonText number(String literal) {
    separator();
    out.append(literal);
    return this;
  }

  JsonText value(boolean b) {
    separator();
    out.append(b);
    return this;
  }

  JsonText nullValue() {
    separator();
    out.append("null");
    return this;
  }

  JsonText field(String name, String s) {
    return name(name).value(s);
  }

  JsonText field(String name, long n) {
    return name(name).value(n);
  }

  JsonText field(String name, boolean b) {
    return name(name).value(b);
  }

  /** A string member, or null when {@code s} is. */
  JsonText nullable(String name, String s) {
    name(name);
    return s == null ? nullValue() : value(s);
  }

  /** A number member, or null when {@code n} is. */
  JsonText nullable(String name, Long n) {
    name(name);
    return n == null ? nullValue() : value(n.longValue());
  }

  byte[] bytes() {
    if (!first.isEmpty()) {
      throw new IllegalStateException("unclosed object or array");
    }
    if (indent != null) {
      out.append('\n');
    }
    return out.toString().getBytes(StandardCharsets.UTF_8);
  }

  private JsonText string(String s, boolean asciiOnly) {
    separator();
    quote(s, asciiOnly || allAscii);
    return this;
  }

  private JsonText open(char c) {
    separator();
    out.append(c);
    first.push(true);
    return this;
  }

  private JsonText close(char c) {
    boolean empty = first.pop();
    if (!empty) {
      newline();
    }
    out.append(c);
    return this;
  }

  private void separator() {
    if (afterName) {
      afterName = false;
      return;
    }
    if (first.isEmpty()) {
      return;
    }
    if (!first.pop()) {
      out.append(',');
    }
    first.push(false);
    newline();
  }

  private void newline() {
    if (indent != null) {
      out.append('\n');
      out.append(indent.repeat(first.size()));
    }
  }

  private void quote(String s, boolean asciiOnly) {
    out.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\t' -> out.append("\\t");
        case '\r' -> out.append("\\r");
        default -> {
          if (c < 0x20 || (asciiOnly && c > 0x7e)) {
            out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    out.append('"');
  }
}
