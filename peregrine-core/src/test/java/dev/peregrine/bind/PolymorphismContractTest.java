package dev.peregrine.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.PeregrineException;
import dev.peregrine.TypeRef;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;
import dev.peregrine.model.Models.Animal;
import dev.peregrine.model.Models.Bike;
import dev.peregrine.model.Models.Car;
import dev.peregrine.model.Models.Cat;
import dev.peregrine.model.Models.Circle;
import dev.peregrine.model.Models.Cow;
import dev.peregrine.model.Models.Dog;
import dev.peregrine.model.Models.Drawing;
import dev.peregrine.model.Models.Garage;
import dev.peregrine.model.Models.Kennel;
import dev.peregrine.model.Models.Puppy;
import dev.peregrine.model.Models.Shape;
import dev.peregrine.model.Models.Square;
import dev.peregrine.model.Models.Vehicle;
import dev.peregrine.model.Models.Zoo;
import java.util.List;

/** Sealed hierarchies and registered subtypes; type ids are looked up, never loaded. */
class PolymorphismContractTest {

  @NamedContractTest
  void sealedInterfaceWritesTheTypeIdFirst(Variant v) {
    Drawing d = new Drawing("t", List.of(new Circle(1), new Square(2)), new Circle(3));
    assertEquals("{\"title\":\"t\",\"shapes\":[{\"@type\":\"circle\",\"r\":1},{\"@type\":\"Square\",\"side\":2}],"
        + "\"main\":{\"@type\":\"circle\",\"r\":3}}", v.write(d));
  }

  @ContractTest
  void sealedInterfacesRoundTrip(Variant v) {
    Drawing d = new Drawing("t", List.of(new Circle(1), new Square(2)), new Circle(3));
    assertEquals(d, v.roundTrip(d, Drawing.class));
    assertEquals(new Square(4), v.roundTrip(new Square(4), Shape.class));
  }

  @NamedContractTest
  void sealedInterfaceReadAsTheBase(Variant v) {
    assertEquals(new Circle(3), v.read("{\"@type\":\"circle\",\"r\":3}", Shape.class));
    assertEquals(new Square(4), v.read("{\"@type\":\"Square\",\"side\":4}", Shape.class));
    List<Shape> shapes = v.read("[{\"@type\":\"Square\",\"side\":1},{\"@type\":\"circle\",\"r\":2}]",
        new TypeRef<List<Shape>>() {});
    assertEquals(List.of(new Square(1), new Circle(2)), shapes);
  }

  @NamedContractTest
  void typeIdAfterOtherPropertiesStillWorks(Variant v) {
    assertEquals(new Circle(3), v.read("{\"r\":3,\"@type\":\"circle\"}", Shape.class));
    Drawing d = v.read("{\"main\":{\"side\":5,\"extra\":[1,{\"x\":2}],\"@type\":\"Square\"}}", Drawing.class);
    assertEquals(new Square(5), d.main());
  }

  @NamedContractTest
  void unknownTypeIdsAreFormatExceptions(Variant v) {
    assertThrows(v.error(), () -> v.read("{\"@type\":\"Triangle\",\"r\":1}", Shape.class));
    assertThrows(v.error(), () -> v.read("{\"@type\":\"java.lang.ProcessBuilder\"}", Shape.class));
    assertThrows(v.error(), () -> v.read("{\"@type\":\"" + Circle.class.getName() + "\",\"r\":1}", Shape.class),
        "a class name is not a type id");
    String hexagon = "{\"title\":\"t\",\"shapes\":[{\"@type\":\"circle\",\"r\":1},{\"@type\":\"Hexagon\"}]}";
    PeregrineException e = assertThrows(v.error(), () -> v.read(hexagon, Drawing.class));
    assertTrue(e.path().startsWith("$.shapes[1]"), e.path());
  }

  @NamedContractTest
  void aMissingOrNonStringTypeIdIsAFormatException(Variant v) {
    assertThrows(v.error(), () -> v.read("{\"r\":1}", Shape.class));
    assertThrows(v.error(), () -> v.read("{\"@type\":1,\"r\":1}", Shape.class));
  }

  static Garage garage() {
    Car car = new Car();
    car.setWheels(4);
    car.setPlate("AB-12");
    Bike bike = new Bike();
    bike.setWheels(2);
    bike.setElectric(true);
    return new Garage(List.of(car, bike));
  }

  @NamedContractTest
  void sealedAbstractClassWithItsOwnTypeProperty(Variant v) {
    assertEquals("{\"vehicles\":[{\"kind\":\"Car\",\"wheels\":4,\"plate\":\"AB-12\"},"
        + "{\"kind\":\"Bike\",\"wheels\":2,\"electric\":true}]}", v.write(garage()));
    assertInstanceOf(Bike.class, v.read("{\"wheels\":2,\"kind\":\"Bike\"}", Vehicle.class));
  }

  @ContractTest
  void sealedAbstractClassesRoundTrip(Variant v) {
    Garage back = v.roundTrip(garage(), Garage.class);
    Car c = assertInstanceOf(Car.class, back.vehicles().get(0));
    assertEquals("AB-12", c.getPlate());
    assertEquals(4, c.getWheels());
    assertTrue(assertInstanceOf(Bike.class, back.vehicles().get(1)).isElectric());
  }

  static Variant withZooSubtypes(Variant v) {
    return v.with(b -> b.subtype(Animal.class, Dog.class).subtype(Animal.class, Cat.class, "kitty"));
  }

  static Zoo dogAndCat() {
    Dog dog = new Dog();
    dog.setName("Rex");
    dog.setGoodBoy(true);
    Cat cat = new Cat();
    cat.setName("Tom");
    cat.setLives(9);
    return new Zoo(List.of(dog, cat));
  }

  @NamedContractTest
  void registeredSubtypes(Variant v) {
    assertEquals("{\"animals\":[{\"@type\":\"Dog\",\"name\":\"Rex\",\"goodBoy\":true},"
        + "{\"@type\":\"kitty\",\"name\":\"Tom\",\"lives\":9}]}", withZooSubtypes(v).write(dogAndCat()));
  }

  @ContractTest
  void registeredSubtypesRoundTrip(Variant v) {
    Zoo back = withZooSubtypes(v).roundTrip(dogAndCat(), Zoo.class);
    assertEquals("Rex", assertInstanceOf(Dog.class, back.animals().get(0)).getName());
    assertEquals(9, assertInstanceOf(Cat.class, back.animals().get(1)).getLives());
  }

  @NamedContractTest
  void registeringSeveralSubtypesAtOnce(Variant v) {
    Variant subtypes = v.with(b -> b.subtypes(Animal.class, Dog.class, Cat.class));
    assertInstanceOf(Cat.class, subtypes.read("{\"@type\":\"Cat\",\"lives\":3}", Animal.class));
    assertInstanceOf(Dog.class, subtypes.read("{\"@type\":\"Dog\"}", Animal.class));
  }

  @NamedContractTest
  void anUnregisteredSubclassIsNeverInstantiated(Variant v) {
    Variant zoo = withZooSubtypes(v);
    int before = Cow.instances;
    assertThrows(v.error(), () -> zoo.read("{\"@type\":\"Cow\"}", Animal.class));
    assertThrows(v.error(), () -> zoo.read("{\"@type\":\"" + Cow.class.getName() + "\"}", Animal.class));
    assertThrows(v.error(), () -> zoo.read("{\"@type\":\"Cat\"}", Animal.class), "Cat's id is kitty");
    assertEquals(before, Cow.instances);
  }

  @NamedContractTest
  void theTypePropertyNameIsConfigurable(Variant v) {
    Variant typed = v.with(b -> b.typeProperty("type"));
    assertEquals("{\"main\":{\"type\":\"circle\",\"r\":1}}", typed.write(new Drawing(null, null, new Circle(1))));
    assertEquals(new Circle(1), typed.read("{\"type\":\"circle\",\"r\":1}", Shape.class));
    assertThrows(v.error(), () -> typed.read("{\"@type\":\"circle\",\"r\":1}", Shape.class));
  }
  static Kennel kennel() {
    Dog rex = new Dog();
    rex.setName("Rex");
    rex.setGoodBoy(true);
    Puppy bit = new Puppy();
    bit.setName("Bit");
    bit.setWeeks(9);
    return new Kennel(List.of(rex, bit), new Dog[] {bit, rex});
  }

  @NamedContractTest
  void aConcreteBaseIsAMemberOfItsFamilyUnderItsOwnId(Variant v) {
    // The XSON comparison's cases 7 and 8: an array and a list of a class holding the class and a subclass.
    Variant dogs = v.with(b -> b.subtype(Dog.class, Puppy.class));
    assertEquals("{\"dogs\":[{\"@type\":\"Dog\",\"name\":\"Rex\",\"goodBoy\":true},"
        + "{\"@type\":\"Puppy\",\"name\":\"Bit\",\"goodBoy\":false,\"weeks\":9}],\"line\":["
        + "{\"@type\":\"Puppy\",\"name\":\"Bit\",\"goodBoy\":false,\"weeks\":9},"
        + "{\"@type\":\"Dog\",\"name\":\"Rex\",\"goodBoy\":true}]}", dogs.write(kennel()));
    assertEquals(Dog.class, dogs.read("{\"@type\":\"Dog\",\"name\":\"Rex\"}", Dog.class).getClass());
    assertEquals(Dog.class, dogs.read("{\"name\":\"Rex\",\"@type\":\"Dog\"}", Dog.class).getClass());
    // The base named under an id of choice.
    Variant named = v.with(b -> b.subtype(Dog.class, Puppy.class, "pup").subtype(Dog.class, Dog.class, "dog"));
    assertEquals("{\"@type\":\"dog\",\"name\":\"Rex\",\"goodBoy\":true}", named.write(kennel().dogs().get(0)));
    assertThrows(v.error(), () -> named.read("{\"@type\":\"Dog\"}", Dog.class), "Dog's id is dog");
  }

  @ContractTest
  void aConcreteBaseAndItsSubclassRoundTrip(Variant v) {
    Kennel back = v.with(b -> b.subtype(Dog.class, Puppy.class)).roundTrip(kennel(), Kennel.class);
    assertEquals(Dog.class, back.dogs().get(0).getClass());
    assertEquals(9, assertInstanceOf(Puppy.class, back.dogs().get(1)).getWeeks());
    assertEquals(Puppy.class, back.line()[0].getClass());
    assertEquals("Rex", back.line()[1].getName());
    assertEquals(Dog.class, back.line()[1].getClass());
  }

  @org.junit.jupiter.api.Test
  void anAbstractBaseOrAnInterfaceCannotBeItsOwnSubtype() {
    assertThrows(IllegalArgumentException.class,
        () -> dev.peregrine.Json.builder().subtype(Animal.class, Animal.class));
    assertThrows(IllegalArgumentException.class, () -> dev.peregrine.Json.builder().subtype(Shape.class, Shape.class));
  }
}
