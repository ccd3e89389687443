package dev.peregrine.jackson;

import static dev.peregrine.jackson.JacksonOracles.assertReadsAsJackson;
import static dev.peregrine.jackson.JacksonOracles.assertWritesAsJackson;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Jackson's {@code @JsonValue} on a method or a field: the object is written as that one value, and read back
 * through a delegating creator, or a single-argument constructor or static {@code valueOf} taking that value's
 * type, as Jackson finds them; records included. Compared with Jackson 2 and 3 on the same classes.
 */
class JacksonValueContractTest {
  public static final class UserId {
    private final String value;

    @JsonCreator
    public UserId(String value) {
      this.value = value;
    }

    @JsonValue
    public String value() {
      return value;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof UserId u && u.value.equals(value);
    }

    @Override
    public int hashCode() {
      return value.hashCode();
    }
  }

  public static final class Temperature {
    @JsonValue
    private final double celsius;

    public Temperature(double celsius) {
      this.celsius = celsius;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Temperature t && t.celsius == celsius;
    }

    @Override
    public int hashCode() {
      return Double.hashCode(celsius);
    }
  }

  public static final class Code {
    private final String text;

    private Code(String text) {
      this.text = text;
    }

    public static Code valueOf(String text) {
      return new Code(text.toUpperCase(java.util.Locale.ROOT));
    }

    @JsonValue
    public String text() {
      return text;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Code c && c.text.equals(text);
    }

    @Override
    public int hashCode() {
      return text.hashCode();
    }
  }

  /** A value whose @JsonValue is itself a structure. */
  public static final class Attributes {
    private final Map<String, Integer> values;

    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    public Attributes(Map<String, Integer> values) {
      this.values = Map.copyOf(values);
    }

    @JsonValue
    public Map<String, Integer> values() {
      return values;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Attributes a && a.values.equals(values);
    }

    @Override
    public int hashCode() {
      return values.hashCode();
    }
  }

  public record Email(@JsonValue String address) {}

  public static class Customer {
    public UserId id;
    public List<Temperature> readings;
    public Code code;
    public Attributes attributes;
    public Email email;

    @Override
    public boolean equals(Object o) {
      return o instanceof Customer c && Objects.equals(c.id, id) && Objects.equals(c.readings, readings)
          && Objects.equals(c.code, code) && Objects.equals(c.attributes, attributes) && Objects.equals(c.email, email);
    }

    @Override
    public int hashCode() {
      return Objects.hash(id, readings, code, attributes, email);
    }
  }

  private static Customer customer() {
    Customer c = new Customer();
    c.id = new UserId("u-1");
    c.readings = List.of(new Temperature(21.5), new Temperature(-3));
    c.code = Code.valueOf("ab");
    c.attributes = new Attributes(Map.of("a", 1));
    c.email = new Email("a@example.com");
    return c;
  }

  @NamedContractTest
  void jsonValuesWriteAsJackson(Variant v) {
    Customer c = customer();
    String written = v.write(c);
    assertEquals("{\"id\":\"u-1\",\"readings\":[21.5,-3.0],\"code\":\"AB\",\"attributes\":{\"a\":1},"
        + "\"email\":\"a@example.com\"}", written.replace("-3,", "-3.0,").replace("-3]", "-3.0]"));
    assertWritesAsJackson(c, written);
  }

  @NamedContractTest
  void jsonValuesReadAsJackson(Variant v) {
    String doc = "{\"id\":\"u-2\",\"readings\":[1.5],\"code\":\"xy\",\"attributes\":{\"b\":2},\"email\":\"e@x\"}";
    Customer read = v.read(doc, Customer.class);
    assertEquals(new UserId("u-2"), read.id);
    assertEquals(Code.valueOf("XY"), read.code);
    assertEquals(new Email("e@x"), read.email);
    assertReadsAsJackson(doc, Customer.class, read);
  }

  @ContractTest
  void jsonValuesRoundTrip(Variant v) {
    assertEquals(customer(), v.roundTrip(customer(), Customer.class));
    assertEquals(new UserId("r"), v.roundTrip(new UserId("r"), UserId.class));
  }

  @NamedContractTest
  void aNullJsonValueIsWrittenAsNull(Variant v) {
    Customer c = new Customer();
    c.id = new UserId(null);
    assertEquals("{\"id\":null}", v.write(c));
    assertWritesAsJackson(c, v.write(c));
  }
}
