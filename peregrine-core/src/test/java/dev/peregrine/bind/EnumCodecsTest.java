package dev.peregrine.bind;

import static dev.peregrine.bind.Codecs.codec;
import static org.junit.jupiter.api.Assertions.assertNull;
import static dev.peregrine.bind.Codecs.read;
import static dev.peregrine.bind.Codecs.readFails;
import static dev.peregrine.bind.Codecs.roundTrip;
import static dev.peregrine.bind.Codecs.writeOne;
import static dev.peregrine.bind.Token.num;
import static dev.peregrine.bind.Token.str;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Codec;
import dev.peregrine.EnumFallback;
import dev.peregrine.PeregrineException;
import dev.peregrine.Property;
import org.junit.jupiter.api.Test;

class EnumCodecsTest {
  enum Color { RED, GREEN }

  enum Size {
    @Property(value = "s", aliases = {"small", "S"}) SMALL,
    @Property("m") MEDIUM,
    LARGE,
    @EnumFallback UNKNOWN
  }

  enum Op {
    PLUS { int apply(int a, int b) { return a + b; } },
    TIMES { int apply(int a, int b) { return a * b; } };

    abstract int apply(int a, int b);
  }

  enum Clash { @Property("x") A, @Property(aliases = "x") B }

  enum TwoFallbacks { @EnumFallback A, @EnumFallback B }

  @Test
  void constantsAreWrittenByNameAndRead() {
    for (Color c : Color.values()) {
      assertEquals(str(c.name()), writeOne(codec(Color.class), c));
      assertSame(c, roundTrip(codec(Color.class), c));
    }
  }

  @Test
  void propertyRenamesAndAliases() {
    Codec<Size> c = codec(Size.class);
    assertEquals(str("s"), writeOne(c, Size.SMALL));
    assertEquals(str("m"), writeOne(c, Size.MEDIUM));
    assertEquals(str("LARGE"), writeOne(c, Size.LARGE));
    assertSame(Size.SMALL, read(c, str("s")));
    assertSame(Size.SMALL, read(c, str("small")));
    assertSame(Size.SMALL, read(c, str("S")));
    assertSame(Size.MEDIUM, read(c, str("m")));
    for (Size s : Size.values()) assertSame(s, roundTrip(c, s));
  }

  @Test
  void unknownNamesReadAsTheFallback() {
    Codec<Size> c = codec(Size.class);
    assertSame(Size.UNKNOWN, read(c, str("HUGE")));
    // A renamed constant answers to its new name only.
    assertSame(Size.UNKNOWN, read(c, str("MEDIUM")));
  }

  @Test
  void unknownNamesWithoutAFallbackAreErrors() {
    readFails(codec(Color.class), "unknown constant 'BLUE' of enum " + Color.class.getName()
        + "; expected one of RED, GREEN", str("BLUE"));
    readFails(codec(Color.class), "unknown constant 'red'", str("red"));
  }

  @Test
  void ordinalsAreRejected() {
    readFails(codec(Color.class), "found a number (ordinals are not accepted)", num("0"));
    // Not even with a fallback: a number is the wrong kind of value, not an unknown name.
    readFails(codec(Size.class), "ordinals are not accepted", num("1"));
    readFails(codec(Color.class), "found a boolean", Token.bool(true));
  }

  @Test
  void constantsWithBodiesUseTheirEnumsCodec() {
    Class<?> body = Op.PLUS.getClass();
    assertTrue(body != Op.class && !body.isEnum());
    Codec<Object> c = codec(body);
    assertEquals(str("PLUS"), writeOne(c, Op.PLUS));
    assertSame(Op.TIMES, read(codec(Op.class), str("TIMES")));
  }

  @Test
  void ambiguousDeclarationsFailWhenTheCodecIsMade() {
    PeregrineException e = assertThrows(PeregrineException.class, () -> codec(Clash.class));
    assertTrue(e.getMessage().contains("the name 'x' is used by both A and B"), e.getMessage());
    PeregrineException e2 = assertThrows(PeregrineException.class, () -> codec(TwoFallbacks.class));
    assertTrue(e2.getMessage().contains("marks both A and B @EnumFallback"), e2.getMessage());
  }

  @Test
  void enumItselfIsNotAnEnumType() {
    // Enum itself is the bound of an unnamed element type; the enum factory must not claim it (the
    // fallback writes such values by their runtime class).
    assertNull(new EnumCodecs().create(Enum.class, java.util.Set.of(), Codecs.BINDER));
  }

  // A constant's first word near the end of the input is read as the word that ends there, shifted down
  // (JsonNames.wordAtEnd): at every distance from the end, in inputs shorter and longer than a word, and
  // with bytes before it that must not leak into the word.
  @Test
  void constantsAtTheEndOfTheInputAreMatchedAtEveryDistance() {
    dev.peregrine.Json json = dev.peregrine.Json.create();
    for (int pad = 0; pad < 12; pad++) {
      String spaces = " ".repeat(pad);
      assertEquals(Color.RED, json.read(spaces + "\"RED\"", Color.class));
      assertEquals(Color.GREEN, json.read(spaces + "\"GREEN\"" + " ".repeat(pad % 3), Color.class));
      assertEquals(Color.RED, json.read(("[\"GREEN\"," + spaces + "\"RED\"]").getBytes(java.nio.charset.StandardCharsets.UTF_8),
          new dev.peregrine.TypeRef<java.util.List<Color>>() {}).get(1));
      assertThrows(PeregrineException.class, () -> json.read(spaces + "\"RE\"", Color.class));
      assertThrows(PeregrineException.class, () -> json.read(spaces + "\"REDD\"", Color.class));
      assertThrows(PeregrineException.class, () -> json.read(spaces + "\"RED", Color.class));
      assertEquals(Size.SMALL, json.read(spaces + "\"s\"", Size.class));
      assertEquals(Size.UNKNOWN, json.read("\" " + spaces + "s\"", Size.class));
    }
  }
}
