package dev.peregrine.jackson;

import static dev.peregrine.jackson.JacksonOracles.assertReadsAsJackson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import dev.peregrine.PeregrineException;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code @JsonSetter(nulls = ...)}: SKIP keeps what the property holds, FAIL is an error with the property's
 * path, AS_EMPTY reads an empty string, collection, map or array, SET and DEFAULT read null; as Jackson 2 and 3.
 */
class JsonSetterNullsContractTest {
  public static class Nullable {
    @JsonSetter(nulls = Nulls.SKIP) public List<String> skipped = new ArrayList<>(List.of("kept"));
    @JsonSetter(nulls = Nulls.AS_EMPTY) public List<String> emptyList = List.of("x");
    @JsonSetter(nulls = Nulls.AS_EMPTY) public Map<String, Integer> emptyMap = Map.of("x", 1);
    @JsonSetter(nulls = Nulls.AS_EMPTY) public String emptyText = "x";
    @JsonSetter(nulls = Nulls.AS_EMPTY) public int[] emptyArray = {1};
    @JsonSetter(nulls = Nulls.SET) public String set = "x";
    @JsonSetter(nulls = Nulls.DEFAULT) public String byDefault = "x";
    private String viaSetter = "held";

    public String getViaSetter() {
      return viaSetter;
    }

    @JsonSetter(nulls = Nulls.SKIP)
    public void setViaSetter(String value) {
      this.viaSetter = value;
    }
  }

  public static class Strict {
    public String name;
    @JsonSetter(nulls = Nulls.FAIL) public String id = "x";
  }

  public record StrictRecord(String name, @JsonSetter(nulls = Nulls.FAIL) String id) {}

  static final String NULLS = "{\"skipped\":null,\"emptyList\":null,\"emptyMap\":null,\"emptyText\":null,"
      + "\"emptyArray\":null,\"set\":null,\"byDefault\":null,\"viaSetter\":null}";

  @NamedContractTest
  void nullsAreReadAsTheSetterSays(Variant v) {
    Nullable n = v.read(NULLS, Nullable.class);
    assertReadsAsJackson(NULLS, Nullable.class, n);
    assertEquals(List.of("kept"), n.skipped);
    assertEquals(List.of(), n.emptyList);
    assertEquals(Map.of(), n.emptyMap);
    assertEquals("", n.emptyText);
    assertEquals(0, n.emptyArray.length);
    assertEquals(null, n.set);
    assertEquals(null, n.byDefault);
    assertEquals("held", n.viaSetter);
    Nullable values = v.read("{\"skipped\":[\"a\"],\"viaSetter\":\"b\"}", Nullable.class);
    assertEquals(List.of("a"), values.skipped);
    assertEquals("b", values.viaSetter);
  }

  @NamedContractTest
  void aNullForAFailingPropertyIsAnErrorWithItsPath(Variant v) {
    for (Class<?> type : new Class<?>[] {Strict.class, StrictRecord.class}) {
      PeregrineException e = assertThrows(v.error(), () -> v.read("{\"name\":\"n\",\"id\":null}", type));
      assertTrue(e.getMessage().contains("$.id"), e.getMessage());
      assertTrue(e.getMessage().contains("null is not accepted for id"), e.getMessage());
      assertThrows(Exception.class, () -> JacksonOracles.JACKSON_2.readValue("{\"id\":null}", type));
      assertThrows(Exception.class, () -> JacksonOracles.JACKSON_3.readValue("{\"id\":null}", type));
    }
    assertEquals("i", v.read("{\"id\":\"i\"}", Strict.class).id);
    assertEquals("x", v.read("{\"name\":\"n\"}", Strict.class).id, "absent is not null");
  }

  @ContractTest
  void nullHandlingHoldsInEveryFormat(Variant v) {
    Nullable written = new Nullable();
    written.skipped = null;
    written.emptyList = null;
    written.viaSetter = null;
    Nullable back = v.roundTrip(written, Nullable.class);
    assertEquals(List.of("kept"), back.skipped);
    assertEquals("held", back.viaSetter);
    // Array mode writes the nulls, so they reach the setter rules; map modes leave them out.
    assertEquals(v.format().namesProperties() ? List.of("x") : List.of(), back.emptyList);
  }
}
