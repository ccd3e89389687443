package dev.peregrine.jackson;

import static dev.peregrine.jackson.JacksonOracles.assertReadsAsJackson;
import static dev.peregrine.jackson.JacksonOracles.assertWritesAsJackson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonIgnoreType;
import com.fasterxml.jackson.annotation.JsonIncludeProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.peregrine.Json;
import dev.peregrine.PeregrineException;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;

/**
 * {@code @JsonIgnore} (and {@code @JsonIgnore(false)}), {@code @JsonIgnoreProperties} (names, ignoreUnknown,
 * allowGetters, allowSetters), {@code @JsonIncludeProperties} and {@code @JsonIgnoreType}, against Jackson 2
 * and 3: an ignored property is never written and never taken from input (a password, an admin flag).
 */
class JsonIgnoreContractTest {
  public static class User {
    public String name;
    @JsonIgnore public String password;
    @JsonIgnore(false) public String email;
    private boolean admin;

    @JsonIgnore
    public boolean isAdmin() {
      return admin;
    }

    public void setAdmin(boolean admin) {
      this.admin = admin;
    }
  }

  static User user() {
    User u = new User();
    u.name = "ann";
    u.password = "secret";
    u.email = "a@b";
    u.admin = true;
    return u;
  }

  /** Ignored on the getter, named on the setter: read, never written (Jackson's split). */
  public static class Login {
    private String password;
    public String user;

    @JsonIgnore
    public String getPassword() {
      return password;
    }

    @JsonProperty
    public void setPassword(String password) {
      this.password = password;
    }

    String password() {
      return password;
    }
  }

  public static class Base {
    protected String token = "t";

    @JsonIgnore
    public String getToken() {
      return token;
    }

    public void setToken(String token) {
      this.token = token;
    }
  }

  /** Overrides an ignored getter without repeating the annotation: Jackson still ignores it. */
  public static class Derived extends Base {
    public String name = "d";

    @Override
    public String getToken() {
      return token;
    }
  }

  public record Rec(String name, @JsonIgnore boolean admin) {}

  @JsonIgnoreProperties({"secret", "internal"})
  public static class Listed {
    public String name = "n";
    public String secret = "s";
    public String internal = "i";
  }

  @JsonIgnoreProperties(ignoreUnknown = true)
  public static class Lenient {
    public String name;
  }

  @JsonIgnoreProperties(value = {"created"}, allowGetters = true)
  public static class Getters {
    public String name = "n";
    public String created = "c";
  }

  @JsonIgnoreProperties(value = {"password"}, allowSetters = true)
  public static class Setters {
    public String name = "n";
    public String password = "p";
  }

  @JsonIncludeProperties({"id", "name"})
  public static class Included {
    public String id = "1";
    public String name = "n";
    public String ssn = "123";
  }

  @JsonIgnoreType
  public static class Credentials {
    public String key = "k";
  }

  public static class Holder {
    public String name = "h";
    public Credentials credentials = new Credentials();
  }

  static final String ATTACK = "{\"name\":\"m\",\"password\":\"pw\",\"admin\":true,\"email\":\"e\",\"secret\":\"x\","
      + "\"internal\":\"y\",\"created\":\"z\",\"ssn\":\"999\",\"credentials\":{\"key\":\"q\"},\"token\":\"forged\","
      + "\"id\":\"9\",\"user\":\"u\"}";

  @NamedContractTest
  void ignoredPropertiesAreNeitherWrittenNorRead(Variant v) {
    String written = v.write(user());
    assertEquals("{\"name\":\"ann\",\"email\":\"a@b\"}", written);
    assertWritesAsJackson(user(), written);
    User read = v.read(ATTACK, User.class);
    assertReadsAsJackson(ATTACK, User.class, read);
    assertNull(read.password);
    assertFalse(read.admin, "an ignored getter's property was taken from input");
    assertEquals("e", read.email);
    Rec r = v.read(ATTACK, Rec.class);
    assertEquals(new Rec("m", false), r);
    assertEquals("{\"name\":\"m\"}", v.write(new Rec("m", true)));
    assertWritesAsJackson(new Rec("m", true), v.write(new Rec("m", true)));
  }

  @NamedContractTest
  void anIgnoredGetterWithANamedSetterIsReadNotWritten(Variant v) {
    Login l = v.read(ATTACK, Login.class);
    assertEquals("pw", l.password());
    assertReadsAsJackson(ATTACK, Login.class, l);
    assertEquals("{\"user\":\"u\"}", v.write(l));
    assertWritesAsJackson(l, v.write(l));
  }

  @NamedContractTest
  void anOverridingGetterKeepsTheIgnoreOfTheGetterItOverrides(Variant v) {
    assertEquals("{\"name\":\"d\"}", v.write(new Derived()));
    assertWritesAsJackson(new Derived(), v.write(new Derived()));
    assertEquals("t", v.read(ATTACK, Derived.class).token);
  }

  @NamedContractTest
  void ignoredNamesAreDroppedEvenWhenUnknownPropertiesFail(Variant v) {
    Variant strict = v.with(b -> b.failOnUnknownProperties(true));
    assertEquals("m", strict.read("{\"name\":\"m\",\"password\":\"pw\",\"admin\":true}", User.class).name);
    assertEquals("m", strict.read("{\"name\":\"m\",\"secret\":\"x\"}", Listed.class).name);
    assertEquals("m", strict.read("{\"name\":\"m\",\"ssn\":\"x\"}", Included.class).name);
    assertEquals("m", strict.read("{\"name\":\"m\",\"other\":1}", Lenient.class).name);
    PeregrineException e = assertThrows(v.error(), () -> strict.read("{\"name\":\"m\",\"other\":1}", Listed.class));
    assertTrue(e.getMessage().contains("unknown property 'other'"), e.getMessage());
  }

  @NamedContractTest
  void ignorePropertiesSelectsByName(Variant v) {
    for (Object value : new Object[] {new Listed(), new Getters(), new Setters(), new Included(), new Holder()}) {
      assertWritesAsJackson(value, v.write(value));
      Object read = v.read(ATTACK, value.getClass());
      @SuppressWarnings("unchecked")
      Class<Object> type = (Class<Object>) value.getClass();
      assertReadsAsJackson(ATTACK, type, read);
    }
    assertEquals("{\"name\":\"n\"}", v.write(new Listed()));
    assertEquals("s", v.read(ATTACK, Listed.class).secret);
    assertEquals("{\"name\":\"n\",\"created\":\"c\"}", v.write(new Getters()));
    assertEquals("c", v.read(ATTACK, Getters.class).created);
    assertEquals("{\"name\":\"n\"}", v.write(new Setters()));
    assertEquals("pw", v.read(ATTACK, Setters.class).password);
    assertEquals("{\"id\":\"1\",\"name\":\"n\"}", v.write(new Included()));
    assertEquals("123", v.read(ATTACK, Included.class).ssn);
    assertEquals("{\"name\":\"h\"}", v.write(new Holder()));
    assertEquals("k", v.read(ATTACK, Holder.class).credentials.key);
  }

  @ContractTest
  void ignoredPropertiesHoldInEveryFormat(Variant v) {
    User back = v.roundTrip(user(), User.class);
    assertNull(back.password);
    assertFalse(back.admin);
    assertEquals("a@b", back.email);
    assertEquals(new Rec("m", false), v.roundTrip(new Rec("m", true), Rec.class));
    Setters s = new Setters();
    s.password = "changed";
    // Array mode holds a place for a property that is not written, as null, which it reads as null.
    assertEquals(v.format().namesProperties() ? "p" : null, v.roundTrip(s, Setters.class).password);
    Included i = new Included();
    i.ssn = "000";
    assertEquals("123", v.roundTrip(i, Included.class).ssn);
  }

  public static class OnAMember {
    @JsonIgnoreProperties("x") public Listed listed;
  }

  @org.junit.jupiter.api.Test
  void ignorePropertiesOnAPropertyIsRefused() {
    PeregrineException e = assertThrows(PeregrineException.class, () -> Json.create().write(new OnAMember()));
    assertTrue(e.getMessage().contains("@JsonIgnoreProperties on " + OnAMember.class.getName() + ".listed"),
        e.getMessage());
  }
}
