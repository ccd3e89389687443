package dev.peregrine.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Codec;
import dev.peregrine.Format;
import dev.peregrine.PeregrineException;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import java.util.List;
import java.util.Set;

/** Test helpers: built-in codecs looked up through a {@link Binder}, run over tokens. */
final class Codecs {
  static final Binder BINDER = new Binder(BindConfig.DEFAULT);

  private Codecs() {}

  static <T> Codec<T> codec(Type type) {
    return BINDER.codec(type);
  }

  static <T> Codec<T> codec(Type type, String pattern) {
    return BINDER.codec(type, Set.of(format(pattern)));
  }

  /** A {@link Format} instance, equal and hashed as the annotation contract says. */
  static Format format(String pattern) {
    return new Format() {
      @Override
      public String value() {
        return pattern;
      }

      @Override
      public Class<? extends Annotation> annotationType() {
        return Format.class;
      }

      @Override
      public boolean equals(Object o) {
        return o instanceof Format f && f.value().equals(pattern);
      }

      @Override
      public int hashCode() {
        return (127 * "value".hashCode()) ^ pattern.hashCode();
      }

      @Override
      public String toString() {
        return "@Format(\"" + pattern + "\")";
      }
    };
  }

  static <T> List<Token> write(Codec<T> codec, T value) {
    TokenWriter w = new TokenWriter();
    codec.write(w, value);
    return w.tokens;
  }

  /** The one token a scalar writes. */
  static <T> Token writeOne(Codec<T> codec, T value) {
    List<Token> tokens = write(codec, value);
    assertEquals(1, tokens.size(), () -> "tokens: " + tokens);
    return tokens.get(0);
  }

  /** Reads one value and checks that it consumed every token. */
  static <T> T read(Codec<T> codec, Token... tokens) {
    TokenReader r = new TokenReader(List.of(tokens));
    T value = codec.read(r);
    assertTrue(r.atEnd(), "tokens left after the value");
    return value;
  }

  static <T> T roundTrip(Codec<T> codec, T value) {
    TokenReader r = new TokenReader(write(codec, value));
    T back = codec.read(r);
    assertTrue(r.atEnd(), "tokens left after the value");
    return back;
  }

  /** Asserts that reading fails with a reason containing {@code fragment}; returns the exception. */
  static PeregrineException readFails(Codec<?> codec, String fragment, Token... tokens) {
    PeregrineException e = assertThrows(PeregrineException.class, () -> codec.read(TokenReader.of(tokens)));
    assertTrue(e.reason().contains(fragment), () -> "reason '" + e.reason() + "' lacks '" + fragment + "'");
    return e;
  }
}
