package dev.peregrine.bind;

import java.util.Arrays;

/**
 * One format-neutral token, for the in-memory {@link TokenReader} and {@link TokenWriter} that test codecs
 * without a real format. Numbers keep their text, as a format would read it.
 */
sealed interface Token {
  record BeginObject() implements Token {}

  record EndObject() implements Token {}

  record BeginArray() implements Token {}

  record EndArray() implements Token {}

  record Name(String name) implements Token {}

  record Str(String value) implements Token {}

  record Num(String text) implements Token {}

  record Bool(boolean value) implements Token {}

  record Null() implements Token {}

  record Bin(byte[] value) implements Token {
    @Override
    public boolean equals(Object o) {
      return o instanceof Bin b && Arrays.equals(value, b.value);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(value);
    }

    @Override
    public String toString() {
      return "Bin" + Arrays.toString(value);
    }
  }

  static Token str(String s) {
    return new Str(s);
  }

  static Token num(String text) {
    return new Num(text);
  }

  static Token bool(boolean b) {
    return new Bool(b);
  }

  static Token nul() {
    return new Null();
  }
}
