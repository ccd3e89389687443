package dev.peregrine.jackson;

import static dev.peregrine.jackson.JacksonOracles.assertReadsAsJackson;
import static dev.peregrine.jackson.JacksonOracles.assertWritesAsJackson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.peregrine.Cbor;
import dev.peregrine.PeregrineException;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code @JsonAnySetter} (a method taking name and value, or a Map field, receives the properties the class does
 * not have) and {@code @JsonAnyGetter} (a Map's entries written after the properties), as Jackson 2 and 3.
 */
class JsonAnyPropertiesContractTest {
  public static class Extensible {
    public String name;
    @JsonIgnore public String secret;
    private final Map<String, Object> extra = new LinkedHashMap<>();

    @JsonAnySetter
    public void set(String key, Object value) {
      extra.put(key, value);
    }

    @JsonAnyGetter
    public Map<String, Object> getExtra() {
      return extra;
    }
  }

  public static class MapField {
    public int id;
    @JsonAnySetter @JsonAnyGetter public Map<String, Integer> counts;
  }

  public static class Created {
    final String name;
    final Map<String, String> rest = new LinkedHashMap<>();

    @JsonCreator
    public Created(@JsonProperty("name") String name) {
      this.name = name;
    }

    @JsonProperty("name")
    public String name() {
      return name;
    }

    @JsonAnySetter
    void other(String key, String value) {
      rest.put(key, value);
    }

    @JsonAnyGetter
    Map<String, String> rest() {
      return rest;
    }
  }

  static final String DOC = "{\"name\":\"n\",\"secret\":\"s\",\"a\":1,\"b\":[true,null],\"c\":{\"d\":\"e\"}}";

  @NamedContractTest
  void unknownPropertiesGoToTheAnySetterAndComeBackFromTheAnyGetter(Variant v) {
    Extensible e = v.read(DOC, Extensible.class);
    // Jackson 3 keeps the name of an ignored member out of the any-setter, Jackson 2 passes it: Peregrine does as 3.
    assertEquals(JacksonOracles.tree(JacksonOracles.jackson2(JacksonOracles.JACKSON_3.readValue(DOC, Extensible.class))),
        JacksonOracles.tree(JacksonOracles.jackson2(e)));
    assertEquals("n", e.name);
    assertEquals(List.of("a", "b", "c"), List.copyOf(e.extra.keySet()), "an ignored name reached the any-setter");
    String written = v.write(e);
    assertWritesAsJackson(e, written);
    assertEquals("{\"name\":\"n\",\"a\":1,\"b\":[true,null],\"c\":{\"d\":\"e\"}}", written);
    // Every unknown name has a place, so none fails.
    assertEquals(e.extra, v.with(b -> b.failOnUnknownProperties(true)).read(DOC, Extensible.class).extra);
  }

  @NamedContractTest
  void aMapFieldAndACreatorTakeAnyPropertiesToo(Variant v) {
    String doc = "{\"id\":3,\"x\":1,\"y\":2}";
    MapField m = v.read(doc, MapField.class);
    assertEquals(Map.of("x", 1, "y", 2), m.counts);
    assertReadsAsJackson(doc, MapField.class, m);
    assertReadsAsJackson("{\"name\":\"n\",\"a\":1}", Extensible.class, v.read("{\"name\":\"n\",\"a\":1}", Extensible.class));
    assertWritesAsJackson(m, v.write(m));
    String created = "{\"p\":\"q\",\"name\":\"n\",\"r\":\"s\"}";
    Created c = v.read(created, Created.class);
    assertEquals("n", c.name);
    assertEquals(Map.of("p", "q", "r", "s"), c.rest);
    assertReadsAsJackson(created, Created.class, c);
    assertWritesAsJackson(c, v.write(c));
  }

  @NamedContractTest
  void aBadAnyValueFailsWithItsName(Variant v) {
    PeregrineException e = assertThrows(v.error(), () -> v.read("{\"id\":3,\"x\":\"many\"}", MapField.class));
    assertTrue(e.getMessage().contains("$.x"), e.getMessage());
  }

  @Test
  void arrayModeRefusesAnyProperties() {
    Cbor arrays = Cbor.builder().beansAsArrays(true).build();
    PeregrineException e = assertThrows(PeregrineException.class, () -> arrays.write(new Extensible()));
    assertTrue(e.getMessage().contains("array mode"), e.getMessage());
  }
}
