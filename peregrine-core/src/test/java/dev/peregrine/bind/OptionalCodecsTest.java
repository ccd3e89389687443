package dev.peregrine.bind;

import static dev.peregrine.bind.Codecs.read;
import static dev.peregrine.bind.Codecs.roundTrip;
import static dev.peregrine.bind.Codecs.write;
import static dev.peregrine.bind.Codecs.writeOne;
import static dev.peregrine.bind.Token.num;
import static dev.peregrine.bind.Token.str;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.peregrine.Codec;
import java.lang.reflect.Type;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class OptionalCodecsTest {
  // Field types stand in for the TypeRef the facade will give.
  @SuppressWarnings("unused")
  private Optional<String> optionalString;
  @SuppressWarnings("unused")
  private Optional<? extends Number> optionalNumber;
  @SuppressWarnings("unused")
  private Optional<LocalDate> optionalDate;

  private static Type typeOf(String field) throws NoSuchFieldException {
    return OptionalCodecsTest.class.getDeclaredField(field).getGenericType();
  }

  @Test
  void presentValuesGoThroughTheContentCodec() throws Exception {
    Codec<Optional<String>> c = Codecs.codec(typeOf("optionalString"));
    assertEquals(str("x"), writeOne(c, Optional.of("x")));
    assertEquals(Optional.of("x"), read(c, str("x")));
    assertEquals(Optional.of("12"), read(c, num("12")));
    Codec<Optional<Number>> n = Codecs.codec(typeOf("optionalNumber"));
    assertEquals(Optional.of(5), read(n, num("5")));
  }

  @Test
  void emptyWritesNullAndNullReadsAsEmpty() throws Exception {
    Codec<Optional<String>> c = Codecs.codec(typeOf("optionalString"));
    assertEquals(List.of(Token.nul()), write(c, Optional.empty()));
    assertEquals(Optional.empty(), assertInstanceOf(NullableCodec.class, c).readNull());

    Codec<OptionalInt> i = Codecs.codec(OptionalInt.class);
    assertEquals(List.of(Token.nul()), write(i, OptionalInt.empty()));
    assertEquals(OptionalInt.empty(), assertInstanceOf(NullableCodec.class, i).readNull());
    assertEquals(OptionalInt.of(3), roundTrip(i, OptionalInt.of(3)));

    Codec<OptionalLong> l = Codecs.codec(OptionalLong.class);
    assertEquals(OptionalLong.empty(), assertInstanceOf(NullableCodec.class, l).readNull());
    assertEquals(OptionalLong.of(Long.MIN_VALUE), roundTrip(l, OptionalLong.of(Long.MIN_VALUE)));

    Codec<OptionalDouble> d = Codecs.codec(OptionalDouble.class);
    assertEquals(OptionalDouble.empty(), assertInstanceOf(NullableCodec.class, d).readNull());
    assertEquals(OptionalDouble.of(2.5), roundTrip(d, OptionalDouble.of(2.5)));
    assertEquals(OptionalDouble.of(2.5), read(d, str("2.5")));
  }

  @Test
  void theFormatOfTheOptionalPropertyAppliesToItsContents() throws Exception {
    Codec<Optional<LocalDate>> c = Codecs.codec(typeOf("optionalDate"), "dd.MM.yyyy");
    assertEquals(str("02.01.2024"), writeOne(c, Optional.of(LocalDate.of(2024, 1, 2))));
    assertEquals(Optional.of(LocalDate.of(2024, 1, 2)), read(c, str("02.01.2024")));
    Codec<OptionalInt> i = Codecs.codec(OptionalInt.class, "#,##0");
    assertEquals(str("1,000"), writeOne(i, OptionalInt.of(1000)));
    assertEquals(OptionalInt.of(1000), read(i, str("1,000")));
  }
}
