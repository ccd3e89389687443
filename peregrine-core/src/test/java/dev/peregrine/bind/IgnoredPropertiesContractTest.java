package dev.peregrine.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Creator;
import dev.peregrine.Ignore;
import dev.peregrine.PeregrineException;
import dev.peregrine.Property;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;
import java.util.Optional;

/**
 * An ignored property is never taken from input, through fields, setters, records or creator parameters
 * (mass assignment: a user reported {@code @Ignore} on a record component let {@code "admin": true} in).
 * The creator parameter of an ignored property gets its type's default.
 */
public class IgnoredPropertiesContractTest {
  public record Account(String name, @Ignore boolean admin) {}

  public record Ignores(@Ignore int level, String name, @Ignore Optional<String> note, @Ignore String role) {}

  public static final class Pojo {
    private final String name;
    @Ignore private final boolean admin;

    @Creator
    public Pojo(@Property("name") String name, @Property("admin") boolean admin) {
      this.name = name;
      this.admin = admin;
    }

    public String getName() {
      return name;
    }

    public boolean isAdmin() {
      return admin;
    }
  }

  public static final class Parameter {
    final String name;
    final boolean admin;

    @Creator
    public Parameter(@Property("name") String name, @Ignore @Property("admin") boolean admin) {
      this.name = name;
      this.admin = admin;
    }

    public String getName() {
      return name;
    }
  }

  public static final class WithSetter {
    public String name;
    private boolean admin;

    @Ignore
    public void setAdmin(boolean admin) {
      this.admin = admin;
    }

    boolean admin() {
      return admin;
    }
  }

  static final String ATTACK = "{\"name\":\"m\",\"admin\":true,\"level\":9,\"note\":\"x\",\"role\":\"root\"}";

  @NamedContractTest
  void ignoredRecordComponentIsNeverReadFromInput(Variant v) {
    Account a = v.read(ATTACK, Account.class);
    assertEquals("m", a.name());
    assertFalse(a.admin(), "an @Ignore record component was taken from input");
    Ignores i = v.read(ATTACK, Ignores.class);
    assertEquals(new Ignores(0, "m", Optional.empty(), null), i);
  }

  @NamedContractTest
  void ignoredCreatorParameterIsNeverReadFromInput(Variant v) {
    Pojo p = v.read(ATTACK, Pojo.class);
    assertEquals("m", p.getName());
    assertFalse(p.isAdmin(), "the creator parameter of an @Ignore field was taken from input");
    assertFalse(v.read(ATTACK, Parameter.class).admin, "an @Ignore creator parameter was taken from input");
    assertFalse(v.read(ATTACK, WithSetter.class).admin(), "an @Ignore setter was called");
  }

  @NamedContractTest
  void ignoredPropertyIsUnknownWhenUnknownPropertiesFail(Variant v) {
    Variant strict = v.with(b -> b.failOnUnknownProperties(true));
    for (Class<?> type : new Class<?>[] {Account.class, Pojo.class, Parameter.class, WithSetter.class}) {
      PeregrineException e = assertThrows(v.error(), () -> strict.read("{\"name\":\"m\",\"admin\":true}", type));
      assertTrue(e.getMessage().contains("unknown property 'admin'"), e.getMessage());
    }
    assertEquals("m", strict.read("{\"name\":\"m\"}", Account.class).name());
  }

  @NamedContractTest
  void ignoredPropertyIsNotWritten(Variant v) {
    assertEquals("{\"name\":\"m\"}", v.write(new Account("m", true)));
    assertEquals("{\"name\":\"m\"}", v.with(b -> b.includeNulls(true)).write(new Pojo("m", true)));
  }

  @ContractTest
  void ignoredRecordComponentTakesNoPositionInArrayMode(Variant v) {
    Account back = v.roundTrip(new Account("m", true), Account.class);
    assertEquals(new Account("m", false), back);
    Ignores i = v.roundTrip(new Ignores(3, "n", Optional.of("x"), "root"), Ignores.class);
    assertEquals(new Ignores(0, "n", Optional.empty(), null), i);
    assertEquals("p", v.roundTrip(new Parameter("p", true), Parameter.class).name);
  }
}
