package dev.peregrine.jackson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JacksonAnnotationsInside;
import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonIdentityInfo;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import com.fasterxml.jackson.annotation.JsonView;
import com.fasterxml.jackson.annotation.ObjectIdGenerators;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import dev.peregrine.Cbor;
import dev.peregrine.PeregrineException;
import dev.peregrine.Json;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import org.junit.jupiter.api.Test;

/**
 * A Jackson annotation Peregrine does not honour is never silently ignored: the class is refused when its codec
 * is built, on read and on write, naming the class, the member, the annotation and what to use instead.
 * Documentation-only annotations change nothing and pass.
 */
class UnsupportedJacksonAnnotationsTest {
  public static class Viewed {
    public static class Public {}

    @JsonView(Public.class)
    public String name = "a";
  }

  @JsonIdentityInfo(generator = ObjectIdGenerators.IntSequenceGenerator.class)
  public static class Identified {
    public String name = "a";
  }

  public static class Serialized {
    @JsonSerialize(using = ToStringSerializer.class)
    public long id = 1;
  }

  @Retention(RetentionPolicy.RUNTIME)
  @JacksonAnnotationsInside
  @JsonIgnore
  public @interface Secret {}

  public static class Composed {
    @Secret
    public String password = "p";
  }

  @JsonClassDescription("a described class")
  public static class Described {
    @JsonPropertyDescription("its name")
    public String name = "a";
  }

  private static String refusal(Object value) {
    Class<?> type = value.getClass();
    PeregrineException w = assertThrows(PeregrineException.class, () -> Json.create().write(value));
    assertThrows(PeregrineException.class, () -> Json.create().read("{}", type));
    assertThrows(PeregrineException.class, () -> Cbor.create().write(value));
    assertThrows(PeregrineException.class, () -> Json.builder().codegen(false).build().write(value));
    return w.getMessage();
  }

  @Test
  void viewsAreRefusedNamingTheMember() {
    String m = refusal(new Viewed());
    assertTrue(m.contains("@JsonView on " + Viewed.class.getName() + ".name"), m);
    assertTrue(m.contains("no views"), m);
  }

  @Test
  void identityIsRefusedPointingAtReferences() {
    String m = refusal(new Identified());
    assertTrue(m.contains("@JsonIdentityInfo on " + Identified.class.getName()), m);
    assertTrue(m.contains("references(true)"), m);
  }

  @Test
  void jacksonSerializersAreRefusedPointingAtCodecs() {
    String m = refusal(new Serialized());
    assertTrue(m.contains("@JsonSerialize on " + Serialized.class.getName() + ".id"), m);
    assertTrue(m.contains("register a Codec"), m);
  }

  @Test
  void composedAnnotationsAreRefusedRatherThanIgnored() {
    String m = refusal(new Composed());
    assertTrue(m.contains("@Secret on " + Composed.class.getName() + ".password"), m);
  }

  @Test
  void documentationAnnotationsChangeNothing() {
    assertEquals("{\"name\":\"a\"}", Json.create().write(new Described()));
    assertEquals("b", Json.create().read("{\"name\":\"b\"}", Described.class).name);
  }
}
