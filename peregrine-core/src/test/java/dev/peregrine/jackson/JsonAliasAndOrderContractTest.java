package dev.peregrine.jackson;

import static dev.peregrine.jackson.JacksonOracles.assertReadsAsJackson;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;

/** {@code @JsonAlias} (other names accepted on read) and {@code @JsonPropertyOrder} (listed names first, alphabetic), as Jackson 2 and 3. */
class JsonAliasAndOrderContractTest {
  public static class Aliased {
    @JsonAlias({"uid", "user-id"}) public String userId;
    @JsonProperty("full_name") @JsonAlias("name") public String fullName;
  }

  public record AliasedRecord(@JsonAlias("n") String name, int size) {}

  @JsonPropertyOrder({"id", "full_name"})
  public static class Ordered {
    public String zeta = "z";
    @JsonProperty("full_name") public String name = "n";
    public String alpha = "a";
    public String id = "i";
  }

  @JsonPropertyOrder(value = {"id"}, alphabetic = true)
  public static class Alphabetic {
    public String zeta = "z";
    public String beta = "b";
    public String id = "i";
    public String alpha = "a";
  }

  @JsonPropertyOrder({"name", "fullName"}) // by the Java name, which Jackson accepts too
  public static class ByJavaName {
    public String id = "i";
    @JsonProperty("full") public String fullName = "f";
    public String name = "n";
  }

  @NamedContractTest
  void aliasesAreReadNeverWritten(Variant v) {
    for (String doc : new String[] {"{\"uid\":\"a\",\"name\":\"n\"}", "{\"user-id\":\"a\",\"full_name\":\"n\"}",
        "{\"userId\":\"a\",\"name\":\"n\"}"}) {
      Aliased a = v.read(doc, Aliased.class);
      assertEquals("a", a.userId);
      assertEquals("n", a.fullName);
      assertReadsAsJackson(doc, Aliased.class, a);
    }
    Aliased a = v.read("{\"uid\":\"a\"}", Aliased.class);
    assertEquals("{\"userId\":\"a\"}", v.write(a));
    assertEquals(new AliasedRecord("r", 2), v.read("{\"n\":\"r\",\"size\":2}", AliasedRecord.class));
    assertReadsAsJackson("{\"n\":\"r\",\"size\":2}", AliasedRecord.class,
        v.read("{\"n\":\"r\",\"size\":2}", AliasedRecord.class));
  }

  @NamedContractTest
  void propertyOrderIsJacksons(Variant v) {
    assertEquals(JacksonOracles.jackson2(new Ordered()), v.write(new Ordered()));
    assertEquals("{\"id\":\"i\",\"full_name\":\"n\",\"zeta\":\"z\",\"alpha\":\"a\"}", v.write(new Ordered()));
    for (Object o : new Object[] {new Alphabetic(), new ByJavaName()}) {
      assertEquals(JacksonOracles.jackson2(o), v.write(o));
      assertEquals(JacksonOracles.jackson3(o), v.write(o));
    }
  }

  @ContractTest
  void orderedBeansRoundTripInEveryFormat(Variant v) {
    Alphabetic a = new Alphabetic();
    a.beta = "changed";
    assertEquals("changed", v.roundTrip(a, Alphabetic.class).beta);
    Ordered o = new Ordered();
    o.name = "m";
    assertEquals("m", v.roundTrip(o, Ordered.class).name);
  }
}
