package dev.peregrine.jackson;

import static dev.peregrine.jackson.JacksonOracles.JACKSON_2;
import static dev.peregrine.jackson.JacksonOracles.JACKSON_3;
import static dev.peregrine.jackson.JacksonOracles.assertReadsAsJackson;
import static dev.peregrine.jackson.JacksonOracles.assertWritesAsJackson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonGetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSetter;
import dev.peregrine.PeregrineException;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;
import java.util.Objects;

/**
 * {@code @JsonProperty} (name, access, required, index), {@code @JsonGetter} and {@code @JsonSetter} names, on
 * fields, accessors, record components and creator parameters, against Jackson 2 and 3 on the same classes.
 */
class JsonPropertyContractTest {
  public static class Named {
    @JsonProperty("user_id") public String userId;
    @JsonProperty private String hidden; // a private field made a property, its name kept
    private int count;
    private String label;
    private String kind = "k";

    @JsonProperty("n")
    public int getCount() {
      return count;
    }

    @JsonProperty("n")
    public void setCount(int count) {
      this.count = count;
    }

    @JsonGetter("title")
    public String getLabel() {
      return label;
    }

    @JsonSetter("title")
    public void setLabel(String label) {
      this.label = label;
    }

    @JsonProperty("kind")
    String kind() { // neither public nor named as a getter
      return kind;
    }

    @JsonProperty("kind")
    void kind(String kind) {
      this.kind = kind;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Named n && Objects.equals(userId, n.userId) && Objects.equals(hidden, n.hidden)
          && count == n.count && Objects.equals(label, n.label) && Objects.equals(kind, n.kind);
    }

    @Override
    public int hashCode() {
      return Objects.hash(userId, count);
    }
  }

  static Named named() {
    Named n = new Named();
    n.userId = "u";
    n.hidden = "h";
    n.count = 2;
    n.label = "l";
    n.kind = "z";
    return n;
  }

  public record Rec(@JsonProperty("user_id") String userId, @JsonProperty(index = 0) int rank) {}

  public static final class Created {
    final String name;
    final int size;

    public Created(@JsonProperty("full_name") String name, @JsonProperty("size") int size) {
      this.name = name;
      this.size = size;
    }

    @JsonProperty("full_name")
    public String name() {
      return name;
    }

    public int getSize() {
      return size;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Created c && Objects.equals(name, c.name) && size == c.size;
    }

    @Override
    public int hashCode() {
      return Objects.hash(name, size);
    }
  }

  public static class Account {
    public String name;
    @JsonProperty(access = JsonProperty.Access.WRITE_ONLY) public String password;
    @JsonProperty(access = JsonProperty.Access.READ_ONLY) public String id;
  }

  public static class Required {
    @JsonProperty(required = true) public String id;
    public String note;
  }

  public record RequiredRecord(@JsonProperty(required = true) String id, String note) {}

  public static class Split {
    private String value = "v";

    @JsonGetter("out")
    public String getValue() {
      return value;
    }

    @JsonSetter("in")
    public void setValue(String value) {
      this.value = value;
    }
  }

  public static class Indexed {
    @JsonProperty(index = 2) public String c = "c";
    @JsonProperty(index = 0) public String a = "a";
    @JsonProperty(index = 1) public String b = "b";
  }

  @NamedContractTest
  void namesOnFieldsAccessorsAndPrivateMembersAreJacksons(Variant v) {
    String written = v.write(named());
    assertWritesAsJackson(named(), written);
    assertEquals("{\"user_id\":\"u\",\"hidden\":\"h\",\"n\":2,\"title\":\"l\",\"kind\":\"z\"}", written);
    String doc = "{\"user_id\":\"a\",\"hidden\":\"b\",\"n\":5,\"title\":\"t\",\"kind\":\"q\",\"userId\":\"no\",\"count\":9}";
    Named read = v.read(doc, Named.class);
    assertReadsAsJackson(doc, Named.class, read);
    assertEquals("a", read.userId);
    assertEquals(5, read.count);
  }

  @ContractTest
  void namedPropertiesRoundTripInEveryFormat(Variant v) {
    assertEquals(named(), v.roundTrip(named(), Named.class));
    assertEquals(new Rec("u", 1), v.roundTrip(new Rec("u", 1), Rec.class));
    assertEquals(new Created("n", 3), v.roundTrip(new Created("n", 3), Created.class));
  }

  @NamedContractTest
  void recordComponentsAndCreatorParametersAreNamed(Variant v) {
    assertWritesAsJackson(new Rec("u", 1), v.write(new Rec("u", 1)));
    assertEquals("{\"rank\":1,\"user_id\":\"u\"}", v.write(new Rec("u", 1)), "index orders the properties");
    assertReadsAsJackson("{\"user_id\":\"x\",\"rank\":4}", Rec.class, v.read("{\"user_id\":\"x\",\"rank\":4}", Rec.class));
    assertEquals(new Created("n", 3), v.read("{\"full_name\":\"n\",\"size\":3}", Created.class));
    assertReadsAsJackson("{\"full_name\":\"n\",\"size\":3}", Created.class,
        v.read("{\"full_name\":\"n\",\"size\":3}", Created.class));
    assertWritesAsJackson(new Created("n", 3), v.write(new Created("n", 3)));
  }

  @NamedContractTest
  void writeOnlyIsNeverWrittenAndReadOnlyNeverRead(Variant v) {
    Account a = new Account();
    a.name = "ann";
    a.password = "secret";
    a.id = "7";
    String written = v.write(a);
    assertEquals("{\"name\":\"ann\",\"id\":\"7\"}", written);
    assertWritesAsJackson(a, written);
    String doc = "{\"name\":\"bo\",\"password\":\"pw\",\"id\":\"forged\"}";
    Account read = v.read(doc, Account.class);
    assertReadsAsJackson(doc, Account.class, read);
    assertEquals("pw", read.password);
    assertNull(read.id, "a READ_ONLY property was taken from input");
    // Jackson drops a read-only property without a word even when unknown properties fail.
    assertEquals("bo", v.with(b -> b.failOnUnknownProperties(true)).read(doc, Account.class).name);
  }

  @ContractTest
  void accessHoldsInEveryFormat(Variant v) {
    Account a = new Account();
    a.name = "ann";
    a.password = "secret";
    a.id = "7";
    Account back = v.roundTrip(a, Account.class);
    assertNull(back.password);
    assertNull(back.id);
    assertEquals("ann", back.name);
  }

  @ContractTest
  void aMissingRequiredPropertyIsAnErrorNamingIt(Variant v) {
    // In array mode position names a property: an array that ends before it lacks it.
    String without = v.format().namesProperties() ? "{\"note\":\"n\"}" : "[]";
    for (Class<?> type : new Class<?>[] {Required.class, RequiredRecord.class}) {
      PeregrineException e = assertThrows(v.error(), () -> v.read(without, type));
      assertTrue(e.getMessage().contains("missing required property 'id'"), e.getMessage());
    }
    Required r = new Required();
    r.id = "i";
    assertEquals("i", v.roundTrip(r, Required.class).id);
    assertEquals(new RequiredRecord("i", null), v.roundTrip(new RequiredRecord("i", null), RequiredRecord.class));
    // Jackson enforces it for creator properties; Peregrine for every property.
    assertThrows(Exception.class, () -> JACKSON_2.readValue("{\"note\":\"n\"}", RequiredRecord.class));
    assertThrows(Exception.class, () -> JACKSON_3.readValue("{\"note\":\"n\"}", RequiredRecord.class));
  }

  @NamedContractTest
  void aGetterAndASetterNamedApartWriteOneNameAndReadTheOther(Variant v) {
    assertEquals("{\"out\":\"v\"}", v.write(new Split()));
    assertWritesAsJackson(new Split(), v.write(new Split()));
    Split read = v.read("{\"in\":\"w\"}", Split.class);
    assertEquals("w", read.value);
    assertReadsAsJackson("{\"in\":\"w\"}", Split.class, read);
  }

  @NamedContractTest
  void indexOrdersProperties(Variant v) {
    assertEquals("{\"a\":\"a\",\"b\":\"b\",\"c\":\"c\"}", v.write(new Indexed()));
    assertEquals(JacksonOracles.jackson2(new Indexed()), v.write(new Indexed()));
  }
}
