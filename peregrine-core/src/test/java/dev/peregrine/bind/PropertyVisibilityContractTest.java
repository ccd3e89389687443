package dev.peregrine.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.PeregrineException;
import dev.peregrine.Property;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;

/**
 * Which members are properties: public getters, setters and fields, and {@code @Property} members; a
 * non-public field only as the backing field of one of those, or on its own in a class with no getter or
 * setter at all, or with {@code privateFields(true)}.
 */
class PropertyVisibilityContractTest {

  /** A secret with no accessor in a class with accessors. */
  public static class Account {
    private String name;
    private String passwordHash = "$2a$10$hash";

    public String getName() {
      return name;
    }

    public void setName(String name) {
      this.name = name;
    }
  }

  /** A field named apart from its accessors (Android's mName style). */
  public static class Prefixed {
    private String mName;

    public String getName() {
      return mName;
    }

    public void setName(String name) {
      mName = name;
    }
  }

  /** Fields of every visibility and no accessor: all are properties. */
  public static class FieldsOnly {
    private String a = "a";
    int b = 2;
    protected long c = 3;
    public boolean d = true;
  }

  /** Annotated members of any visibility are properties; a public field is one too. */
  public static class Annotated {
    @Property
    private String secret = "s";
    private String hidden = "h";
    public String open = "o";

    public int getN() {
      return 1;
    }

    @Property
    private String getCode() {
      return "c" + hidden.length();
    }

    @Property
    private void setCode(String code) {
      hidden = code;
    }
  }

  /** A getter whose field is assigned on read: no setter. */
  public static class Backed {
    private String name;

    public String getName() {
      return name;
    }
  }

  /** A subclass with private fields only, under a superclass with accessors: the class has accessors. */
  public static class Base {
    private int id;

    public int getId() {
      return id;
    }

    public void setId(int id) {
      this.id = id;
    }
  }

  public static class Sub extends Base {
    private String internal = "i";
  }

  public static class Faulty {
    public String getBad() {
      throw new IllegalStateException("boom");
    }
  }

  @NamedContractTest
  void privateFieldsWithoutAccessorsAreNotWrittenBesideAccessors(Variant v) {
    Account a = new Account();
    a.setName("ann");
    assertEquals("{\"name\":\"ann\"}", v.write(a));
    Account back = v.read("{\"name\":\"bob\",\"passwordHash\":\"x\"}", Account.class);
    assertEquals("bob", back.getName());
    assertEquals("$2a$10$hash", back.passwordHash, "not read either");
  }

  @NamedContractTest
  void privateFieldsOptionMakesEveryFieldAProperty(Variant v) {
    Account a = new Account();
    a.setName("ann");
    Variant all = v.with(b -> b.privateFields(true));
    assertEquals("{\"name\":\"ann\",\"passwordHash\":\"$2a$10$hash\"}", all.write(a));
    assertEquals("x", all.read("{\"passwordHash\":\"x\"}", Account.class).passwordHash);
  }

  @NamedContractTest
  void aFieldNamedApartFromItsAccessorsIsWrittenOnce(Variant v) {
    Prefixed p = new Prefixed();
    p.setName("x");
    assertEquals("{\"name\":\"x\"}", v.write(p));
    assertEquals("y", v.read("{\"name\":\"y\",\"mName\":\"z\"}", Prefixed.class).getName());
  }

  @ContractTest
  void fieldOnlyBeansKeepEveryField(Variant v) {
    String expected = v.format().namesProperties() ? "{\"a\":\"a\",\"b\":2,\"c\":3,\"d\":true}" : "[\"a\",2,3,true]";
    assertEquals(expected, v.write(new FieldsOnly()));
  }

  @NamedContractTest
  void annotatedMembersOfAnyVisibilityArePropertiesAndPublicFieldsToo(Variant v) {
    assertEquals("{\"secret\":\"s\",\"open\":\"o\",\"code\":\"c1\",\"n\":1}", v.write(new Annotated()));
    Annotated back = v.read("{\"secret\":\"t\",\"hidden\":\"no\",\"code\":\"abc\"}", Annotated.class);
    assertEquals("t", back.secret);
    assertEquals("abc", back.hidden, "set through the private @Property setter, not as a property of its own");
  }

  @ContractTest
  void aBackingFieldIsAssignedWhenThereIsNoSetter(Variant v) {
    Backed b = new Backed();
    b.name = "n";
    assertEquals("n", v.roundTrip(b, Backed.class).getName());
  }

  @NamedContractTest
  void accessorsOfASuperclassHideTheSubclassesPrivateFields(Variant v) {
    Sub s = new Sub();
    s.setId(4);
    assertEquals("{\"id\":4}", v.write(s));
  }

  @ContractTest
  void aGetterThatThrowsKeepsItsCause(Variant v) {
    PeregrineException e = assertThrows(v.error(), () -> v.write(new Faulty()));
    assertEquals("$.bad", e.path());
    assertTrue(e.getMessage().contains("cannot get bad: IllegalStateException: boom"), e.getMessage());
    assertEquals("boom", assertInstanceOf(IllegalStateException.class, e.getCause()).getMessage());
  }
}
