package dev.peregrine.jackson;

import static dev.peregrine.jackson.JacksonOracles.assertWritesAsJackson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonInclude.Include;
import dev.peregrine.Json;
import dev.peregrine.PeregrineException;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code @JsonInclude} on properties and on classes: NON_NULL, NON_ABSENT, NON_EMPTY, NON_DEFAULT (a type's
 * default on a property, a default instance's value on a class) and ALWAYS, written as Jackson 2 and 3 write
 * them, in both engines.
 */
class JsonIncludeContractTest {
  public static class PerProperty {
    @JsonInclude(Include.ALWAYS) public String always;
    @JsonInclude(Include.NON_NULL) public Optional<String> nonNull = Optional.empty();
    @JsonInclude(Include.NON_ABSENT) public Optional<String> nonAbsent = Optional.empty();
    @JsonInclude(Include.NON_EMPTY) public String emptyText = "";
    @JsonInclude(Include.NON_EMPTY) public List<String> emptyList = new ArrayList<>();
    @JsonInclude(Include.NON_EMPTY) public Map<String, Integer> emptyMap = Map.of();
    @JsonInclude(Include.NON_EMPTY) public int[] emptyArray = {};
    @JsonInclude(Include.NON_EMPTY) public int zeroIsNotEmpty;
    @JsonInclude(Include.NON_DEFAULT) public int zero;
    @JsonInclude(Include.NON_DEFAULT) public boolean no;
    @JsonInclude(Include.NON_DEFAULT) public Integer boxedZero = 0;
    @JsonInclude(Include.NON_DEFAULT) public String blank = "";
    @JsonInclude(Include.NON_DEFAULT) public List<String> none = List.of();
    public String plain;
  }

  static PerProperty full() {
    PerProperty p = new PerProperty();
    p.always = "a";
    p.nonNull = Optional.of("n");
    p.nonAbsent = Optional.of("b");
    p.emptyText = "t";
    p.emptyList = List.of("x");
    p.emptyMap = Map.of("k", 1);
    p.emptyArray = new int[] {1};
    p.zeroIsNotEmpty = 2;
    p.zero = 3;
    p.no = true;
    p.boxedZero = 4;
    p.blank = "s";
    p.none = List.of("y");
    p.plain = "p";
    return p;
  }

  @JsonInclude(Include.NON_DEFAULT)
  public static class ClassDefaults {
    public int count = 5;
    public String name = "default";
    public String note;
    public boolean flag;
  }

  @JsonInclude(Include.NON_EMPTY)
  public static class ClassNonEmpty {
    public String name = "";
    public List<String> tags = List.of();
    public String kept = "k";
    @JsonInclude(Include.ALWAYS) public String overridden;
  }

  @JsonInclude(Include.ALWAYS)
  public record AlwaysRecord(String name, Optional<String> note, @JsonInclude(Include.NON_NULL) String skipped) {}

  @NamedContractTest
  void propertyInclusionIsJacksons(Variant v) {
    PerProperty empty = new PerProperty();
    String written = v.write(empty);
    assertWritesAsJackson(empty, written);
    assertEquals("{\"always\":null,\"nonNull\":null,\"zeroIsNotEmpty\":0}", written);
    assertWritesAsJackson(full(), v.write(full()));
    // The facade's includeNulls does not override a property's own inclusion.
    assertEquals(written.replace("}", ",\"plain\":null}"), v.with(b -> b.includeNulls(true)).write(empty));
  }

  @NamedContractTest
  void classInclusionIsJacksons(Variant v) {
    ClassDefaults d = new ClassDefaults();
    assertEquals("{}", v.write(d));
    assertWritesAsJackson(d, v.write(d));
    d.count = 0;
    d.name = "other";
    d.note = "n";
    d.flag = true;
    assertWritesAsJackson(d, v.write(d));
    assertEquals("{\"count\":0,\"name\":\"other\",\"note\":\"n\",\"flag\":true}", v.write(d));
    // Where the default instance holds a value, Jackson writes a null and Peregrine leaves it out.
    d.name = null;
    assertEquals("{\"count\":0,\"note\":\"n\",\"flag\":true}", v.write(d));
    assertEquals("{\"kept\":\"k\",\"overridden\":null}", v.write(new ClassNonEmpty()));
    assertWritesAsJackson(new ClassNonEmpty(), v.write(new ClassNonEmpty()));
    AlwaysRecord r = new AlwaysRecord(null, Optional.empty(), null);
    assertEquals("{\"name\":null,\"note\":null}", v.write(r));
    assertWritesAsJackson(r, v.write(r));
  }

  @ContractTest
  void inclusionChangesNothingRead(Variant v) {
    PerProperty back = v.roundTrip(full(), PerProperty.class);
    assertEquals(v.write(full()), v.write(back));
    assertEquals(new AlwaysRecord("n", Optional.of("o"), "s"),
        v.roundTrip(new AlwaysRecord("n", Optional.of("o"), "s"), AlwaysRecord.class));
    ClassDefaults d = new ClassDefaults();
    d.count = 0;
    assertEquals(0, v.roundTrip(d, ClassDefaults.class).count);
  }

  public static class ContentFilter {
    @JsonInclude(content = Include.NON_NULL) public Map<String, String> map;
  }

  @org.junit.jupiter.api.Test
  void contentInclusionIsRefused() {
    PeregrineException e = assertThrows(PeregrineException.class, () -> Json.create().write(new ContentFilter()));
    assertTrue(e.getMessage().contains("@JsonInclude on " + ContentFilter.class.getName() + ".map"), e.getMessage());
  }
}
