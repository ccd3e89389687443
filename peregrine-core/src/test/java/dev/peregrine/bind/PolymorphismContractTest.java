package dev.peregrine.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Json;
import dev.peregrine.JsonException;
import dev.peregrine.TypeRef;
import dev.peregrine.contract.JsonContractTest;
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
import dev.peregrine.model.Models.Shape;
import dev.peregrine.model.Models.Square;
import dev.peregrine.model.Models.Vehicle;
import dev.peregrine.model.Models.Zoo;
import java.util.List;

/** Sealed hierarchies and registered subtypes; type ids are looked up, never loaded. */
class PolymorphismContractTest {

  @JsonContractTest
  void sealedInterfaceWritesTheTypeIdFirst(Variant v) {
    Drawing d = new Drawing("t", List.of(new Circle(1), new Square(2)), new Circle(3));
    assertEquals("{\"title\":\"t\",\"shapes\":[{\"@type\":\"circle\",\"r\":1},{\"@type\":\"Square\",\"side\":2}],"
        + "\"main\":{\"@type\":\"circle\",\"r\":3}}", v.write(d));
    assertEquals(d, v.roundTrip(d, Drawing.class));
  }

  @JsonContractTest
  void sealedInterfaceReadAsTheBase(Variant v) {
    assertEquals(new Circle(3), v.read("{\"@type\":\"circle\",\"r\":3}", Shape.class));
    assertEquals(new Square(4), v.read("{\"@type\":\"Square\",\"side\":4}", Shape.class));
    List<Shape> shapes = v.read("[{\"@type\":\"Square\",\"side\":1},{\"@type\":\"circle\",\"r\":2}]",
        new TypeRef<List<Shape>>() {});
    assertEquals(List.of(new Square(1), new Circle(2)), shapes);
  }

  @JsonContractTest
  void typeIdAfterOtherPropertiesStillWorks(Variant v) {
    assertEquals(new Circle(3), v.read("{\"r\":3,\"@type\":\"circle\"}", Shape.class));
    Drawing d = v.read("{\"main\":{\"side\":5,\"extra\":[1,{\"x\":2}],\"@type\":\"Square\"}}", Drawing.class);
    assertEquals(new Square(5), d.main());
  }

  @JsonContractTest
  void unknownTypeIdsAreJsonExceptions(Variant v) {
    assertThrows(JsonException.class, () -> v.read("{\"@type\":\"Triangle\",\"r\":1}", Shape.class));
    assertThrows(JsonException.class, () -> v.read("{\"@type\":\"java.lang.ProcessBuilder\"}", Shape.class));
    assertThrows(JsonException.class, () -> v.read("{\"@type\":\"" + Circle.class.getName() + "\",\"r\":1}", Shape.class),
        "a class name is not a type id");
    JsonException e = assertThrows(JsonException.class,
        () -> v.read("{\"title\":\"t\",\"shapes\":[{\"@type\":\"circle\",\"r\":1},{\"@type\":\"Hexagon\"}]}", Drawing.class));
    assertTrue(e.path().startsWith("$.shapes[1]"), e.path());
  }

  @JsonContractTest
  void aMissingOrNonStringTypeIdIsAJsonException(Variant v) {
    assertThrows(JsonException.class, () -> v.read("{\"r\":1}", Shape.class));
    assertThrows(JsonException.class, () -> v.read("{\"@type\":1,\"r\":1}", Shape.class));
  }

  @JsonContractTest
  void sealedAbstractClassWithItsOwnTypeProperty(Variant v) {
    Car car = new Car();
    car.setWheels(4);
    car.setPlate("AB-12");
    Bike bike = new Bike();
    bike.setWheels(2);
    bike.setElectric(true);
    Garage g = new Garage(List.of(car, bike));
    assertEquals("{\"vehicles\":[{\"kind\":\"Car\",\"wheels\":4,\"plate\":\"AB-12\"},"
        + "{\"kind\":\"Bike\",\"wheels\":2,\"electric\":true}]}", v.write(g));
    Garage back = v.roundTrip(g, Garage.class);
    Car c = assertInstanceOf(Car.class, back.vehicles().get(0));
    assertEquals("AB-12", c.getPlate());
    assertEquals(4, c.getWheels());
    assertTrue(assertInstanceOf(Bike.class, back.vehicles().get(1)).isElectric());
    assertInstanceOf(Bike.class, v.read("{\"wheels\":2,\"kind\":\"Bike\"}", Vehicle.class));
  }

  static Json zooJson(Variant v) {
    return v.json(b -> b.subtype(Animal.class, Dog.class).subtype(Animal.class, Cat.class, "kitty"));
  }

  @JsonContractTest
  void registeredSubtypes(Variant v) {
    Json json = zooJson(v);
    Dog dog = new Dog();
    dog.setName("Rex");
    dog.setGoodBoy(true);
    Cat cat = new Cat();
    cat.setName("Tom");
    cat.setLives(9);
    Zoo zoo = new Zoo(List.of(dog, cat));
    assertEquals("{\"animals\":[{\"@type\":\"Dog\",\"name\":\"Rex\",\"goodBoy\":true},"
        + "{\"@type\":\"kitty\",\"name\":\"Tom\",\"lives\":9}]}", v.write(json, zoo));
    Zoo back = v.roundTrip(json, zoo, Zoo.class);
    assertEquals("Rex", assertInstanceOf(Dog.class, back.animals().get(0)).getName());
    assertEquals(9, assertInstanceOf(Cat.class, back.animals().get(1)).getLives());
  }

  @JsonContractTest
  void registeringSeveralSubtypesAtOnce(Variant v) {
    Json json = v.json(b -> b.subtypes(Animal.class, Dog.class, Cat.class));
    assertInstanceOf(Cat.class, v.read(json, "{\"@type\":\"Cat\",\"lives\":3}", Animal.class));
    assertInstanceOf(Dog.class, v.read(json, "{\"@type\":\"Dog\"}", Animal.class));
  }

  @JsonContractTest
  void anUnregisteredSubclassIsNeverInstantiated(Variant v) {
    Json json = zooJson(v);
    int before = Cow.instances;
    assertThrows(JsonException.class, () -> v.read(json, "{\"@type\":\"Cow\"}", Animal.class));
    assertThrows(JsonException.class, () -> v.read(json, "{\"@type\":\"" + Cow.class.getName() + "\"}", Animal.class));
    assertThrows(JsonException.class, () -> v.read(json, "{\"@type\":\"Cat\"}", Animal.class), "Cat's id is kitty");
    assertEquals(before, Cow.instances);
  }

  @JsonContractTest
  void theTypePropertyNameIsConfigurable(Variant v) {
    Json json = v.json(b -> b.typeProperty("type"));
    assertEquals("{\"main\":{\"type\":\"circle\",\"r\":1}}", v.write(json, new Drawing(null, null, new Circle(1))));
    assertEquals(new Circle(1), v.read(json, "{\"type\":\"circle\",\"r\":1}", Shape.class));
    assertThrows(JsonException.class, () -> v.read(json, "{\"@type\":\"circle\",\"r\":1}", Shape.class));
  }
}
