package dev.peregrine.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.PeregrineException;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;
import java.lang.reflect.Proxy;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A bean value is written by its own class, with all of its properties, when its property, element or map
 * value is declared as an interface, an abstract class or a superclass of it; {@code staticTyping(true)}
 * writes it as the declared type. Values of a class that is not bound by its properties (a lambda, a
 * dynamic proxy) are written as the declared type.
 */
class RuntimeClassWritesContractTest {

  public interface Event {
    String getId();
  }

  public static class Click implements Event {
    private String id;
    private int x;

    public Click() {}

    Click(String id, int x) {
      this.id = id;
      this.x = x;
    }

    @Override
    public String getId() {
      return id;
    }

    public void setId(String id) {
      this.id = id;
    }

    public int getX() {
      return x;
    }

    public void setX(int x) {
      this.x = x;
    }
  }

  public interface Marker {}

  public static class Marked implements Marker {
    public String note = "n";
  }

  public abstract static class Shape {
    public String name = "s";
  }

  public static class Circle extends Shape {
    public double r = 1.5;
  }

  public static class Animal {
    public String name;
  }

  public static class Dog extends Animal {
    public boolean good;

    Dog() {}

    Dog(String name, boolean good) {
      this.name = name;
      this.good = good;
    }
  }

  public enum Level implements Marker {
    LOW,
    HIGH {
      @Override
      public String toString() {
        return "high";
      }
    }
  }

  public static class Located extends Animal {
    public java.util.concurrent.Semaphore permits = new java.util.concurrent.Semaphore(1);
  }

  public static class Holder {
    public Event event;
    public Marker marker;
    public Shape shape;
    public Animal animal;
  }

  public static class Containers {
    public List<Event> events;
    public Map<String, Event> byId;
    public Optional<Event> maybe;
  }

  public static class Animals {
    public List<Animal> all;
  }

  private static Holder holder() {
    Holder h = new Holder();
    h.event = new Click("c1", 5);
    h.marker = new Marked();
    h.shape = new Circle();
    h.animal = new Dog("rex", true);
    return h;
  }

  @ContractTest
  void interfaceAbstractAndSuperclassPropertiesWriteTheRuntimeObjectsProperties(Variant v) {
    String expected = v.format().namesProperties()
        ? "{\"event\":{\"id\":\"c1\",\"x\":5},\"marker\":{\"note\":\"n\"},\"shape\":{\"name\":\"s\",\"r\":1.5},"
            + "\"animal\":{\"name\":\"rex\",\"good\":true}}"
        : "[[\"c1\",5],[\"n\"],[\"s\",1.5],[\"rex\",true]]";
    // Twice: the second write goes through the cached codec of each runtime class.
    assertEquals(expected, v.write(holder()));
    assertEquals(expected, v.built().write(holder()));
  }

  @ContractTest
  void staticTypingWritesTheDeclaredTypesProperties(Variant v) {
    String expected = v.format().namesProperties()
        ? "{\"event\":{\"id\":\"c1\"},\"marker\":{},\"shape\":{\"name\":\"s\"},\"animal\":{\"name\":\"rex\"}}"
        : "[[\"c1\"],[],[\"s\"],[\"rex\"]]";
    assertEquals(expected, v.with(b -> b.staticTyping(true)).write(holder()));
  }

  @ContractTest
  void elementsMapValuesAndOptionalsWriteTheRuntimeObjectsProperties(Variant v) {
    Containers c = new Containers();
    c.events = List.of(new Click("a", 1), new Click("b", 2));
    Map<String, Event> byId = new LinkedHashMap<>();
    byId.put("k", new Click("c", 3));
    c.byId = byId;
    c.maybe = Optional.of(new Click("d", 4));
    String expected = v.format().namesProperties()
        ? "{\"events\":[{\"id\":\"a\",\"x\":1},{\"id\":\"b\",\"x\":2}],\"byId\":{\"k\":{\"id\":\"c\",\"x\":3}},"
            + "\"maybe\":{\"id\":\"d\",\"x\":4}}"
        : "[[[\"a\",1],[\"b\",2]],{\"k\":[\"c\",3]},[\"d\",4]]";
    assertEquals(expected, v.write(c));
  }

  @NamedContractTest
  void theRootIsWrittenByItsRuntimeClass(Variant v) {
    assertEquals("{\"id\":\"c1\",\"x\":5}", v.write(new Click("c1", 5)));
    assertEquals("[{\"id\":\"a\",\"x\":1}]", v.write(List.<Event>of(new Click("a", 1))));
  }

  @ContractTest
  void aSubclassWrittenAsItsConcreteSuperclassReadsBackAsTheSuperclass(Variant v) {
    Animals a = new Animals();
    a.all = List.of(new Dog("rex", true), new Animal());
    Animals back = v.roundTrip(a, Animals.class);
    assertEquals("rex", back.all.get(0).name);
    assertEquals(Animal.class, back.all.get(0).getClass(), "no subtypes declared: read as the declared type");
  }

  /** The runtime class's codec is reached past the references decorator: a value is marked once, not twice. */
  @ContractTest
  void aSharedSubclassValueIsWrittenInFullOnceWithReferences(Variant v) {
    Variant refs = v.with(b -> b.references(true));
    Animals a = new Animals();
    Dog rex = new Dog("rex", true);
    a.all = List.of(rex, rex);
    if (v.format() == dev.peregrine.contract.Format.JSON) {
      assertEquals("{\"all\":[{\"name\":\"rex\",\"good\":true},{\"$ref\":\"$.all[0]\"}]}", refs.write(a));
    }
    Animals back = refs.roundTrip(a, Animals.class);
    assertEquals("rex", back.all.get(0).name);
    assertSame(back.all.get(0), back.all.get(1));
  }

  @ContractTest
  void aDeclaredSubtypeIsWrittenWithItsTypeIdAndReadsBackThroughItsBase(Variant v) {
    Variant declared = v.with(b -> b.subtypes(Event.class, Click.class));
    Containers c = new Containers();
    c.events = List.of(new Click("a", 1));
    c.maybe = Optional.of(new Click("d", 4));
    if (v.format().namesProperties()) {
      assertEquals("{\"events\":[{\"@type\":\"Click\",\"id\":\"a\",\"x\":1}],\"maybe\":{\"@type\":\"Click\",\"id\":\"d\",\"x\":4}}",
          declared.write(c));
    }
    Containers back = declared.roundTrip(c, Containers.class);
    Click click = assertInstanceOf(Click.class, back.events.get(0));
    assertEquals(1, click.getX());
    assertEquals(4, assertInstanceOf(Click.class, back.maybe.orElseThrow()).getX());
  }

  @NamedContractTest
  void anonymousClassesWriteTheirOwnProperties(Variant v) {
    Holder h = new Holder();
    h.event = new Event() {
      @Override
      public String getId() {
        return "anon";
      }

      @SuppressWarnings("unused")
      public int getExtra() {
        return 3;
      }
    };
    assertEquals("{\"event\":{\"extra\":3,\"id\":\"anon\"}}", v.write(h));
  }

  @ContractTest
  void enumConstantsOfADeclaredInterfaceAreWrittenByName(Variant v) {
    Holder h = new Holder();
    h.marker = Level.HIGH; // a constant with a body: an anonymous subclass of the enum
    assertEquals(v.format().namesProperties() ? "{\"marker\":\"HIGH\"}" : "[null,\"HIGH\",null,null]", v.write(h));
    h.marker = Level.LOW;
    assertEquals(v.format().namesProperties() ? "{\"marker\":\"LOW\"}" : "[null,\"LOW\",null,null]", v.write(h));
  }

  @ContractTest
  void aSubclassWithAPropertyOfNoCodecFailsWithTheFormatsException(Variant v) {
    Holder h = new Holder();
    h.animal = new Located();
    PeregrineException e = assertThrows(v.error(), () -> v.write(h));
    assertTrue(e.getMessage().contains("no codec for java.util.concurrent.Semaphore"), e.getMessage());
  }

  @NamedContractTest
  void lambdasAndProxiesAreWrittenAsTheDeclaredType(Variant v) {
    Holder h = new Holder();
    h.event = () -> "lambda";
    assertEquals("{\"event\":{\"id\":\"lambda\"}}", v.write(h));
    h.event = (Event) Proxy.newProxyInstance(Event.class.getClassLoader(), new Class<?>[] {Event.class},
        (proxy, method, args) -> method.getName().equals("getId") ? "proxied" : null);
    assertEquals("{\"event\":{\"id\":\"proxied\"}}", v.write(h));
  }
}
