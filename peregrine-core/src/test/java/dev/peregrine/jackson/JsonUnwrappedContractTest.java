package dev.peregrine.jackson;

import static dev.peregrine.jackson.JacksonOracles.assertReadsAsJackson;
import static dev.peregrine.jackson.JacksonOracles.assertWritesAsJackson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.peregrine.Json;
import dev.peregrine.PeregrineException;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/** {@code @JsonUnwrapped}: a nested bean's properties written and read flat, with prefix and suffix, as Jackson 2 and 3. */
class JsonUnwrappedContractTest {
  public static class Location {
    public double lat;
    public double lon;
    public List<String> tags;

    @Override
    public boolean equals(Object o) {
      return o instanceof Location l && lat == l.lat && lon == l.lon && Objects.equals(tags, l.tags);
    }

    @Override
    public int hashCode() {
      return Objects.hash(lat, lon);
    }
  }

  public static class Name {
    public String first;
    public String last;
  }

  public static class Place {
    public String id;
    @JsonUnwrapped public Location location;
    @JsonUnwrapped(prefix = "name_", suffix = "_x") public Name name;
    public String after;
  }

  public static class Outer {
    public String kind;
    @JsonUnwrapped(prefix = "p.") public Place place;
  }

  static Place place() {
    Place p = new Place();
    p.id = "i";
    p.location = new Location();
    p.location.lat = 1.5;
    p.location.lon = -2;
    p.location.tags = List.of("a", "b");
    p.name = new Name();
    p.name.first = "Ann";
    p.name.last = "Lee";
    p.after = "z";
    return p;
  }

  @NamedContractTest
  void nestedPropertiesAreWrittenAndReadFlat(Variant v) {
    String written = v.write(place());
    assertEquals("{\"id\":\"i\",\"after\":\"z\",\"lat\":1.5,\"lon\":-2.0,\"tags\":[\"a\",\"b\"],"
        + "\"name_first_x\":\"Ann\",\"name_last_x\":\"Lee\"}", written);
    assertWritesAsJackson(place(), written);
    Place back = v.read(written, Place.class);
    assertReadsAsJackson(written, Place.class, back);
    assertEquals(place().location, back.location);
    assertEquals("Lee", back.name.last);
    String partial = "{\"id\":\"j\",\"lon\":3,\"other\":1}";
    assertReadsAsJackson(partial, Place.class, v.read(partial, Place.class));
  }

  @NamedContractTest
  void unwrappingNests(Variant v) {
    Outer o = new Outer();
    o.kind = "k";
    o.place = place();
    String written = v.write(o);
    assertWritesAsJackson(o, written);
    assertTrue(written.contains("\"p.name_first_x\":\"Ann\""), written);
    Outer back = v.read(written, Outer.class);
    assertReadsAsJackson(written, Outer.class, back);
    assertEquals(place().location, back.place.location);
  }

  @NamedContractTest
  void unknownPropertiesStillFailWhenAsked(Variant v) {
    Variant strict = v.with(b -> b.failOnUnknownProperties(true));
    assertEquals(1.5, strict.read("{\"lat\":1.5}", Place.class).location.lat);
    PeregrineException e = assertThrows(v.error(), () -> strict.read("{\"lat\":1.5,\"zzz\":1}", Place.class));
    assertTrue(e.getMessage().contains("unknown property 'zzz'"), e.getMessage());
    PeregrineException bad = assertThrows(v.error(), () -> v.read("{\"lat\":\"north\"}", Place.class));
    assertTrue(bad.getMessage().contains("location"), bad.getMessage());
  }

  public record Unwrappable(@JsonUnwrapped Name name) {}

  @Test
  void aRecordComponentIsRefused() {
    PeregrineException e = assertThrows(PeregrineException.class,
        () -> Json.create().write(new Unwrappable(new Name())));
    assertTrue(e.getMessage().contains("@JsonUnwrapped on record component"), e.getMessage());
  }
}
