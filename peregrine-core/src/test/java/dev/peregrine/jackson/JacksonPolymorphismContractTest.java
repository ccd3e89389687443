package dev.peregrine.jackson;

import static dev.peregrine.jackson.JacksonOracles.assertReadsAsJackson;
import static dev.peregrine.jackson.JacksonOracles.assertWritesAsJackson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonTypeName;
import dev.peregrine.Cbor;
import dev.peregrine.Json;
import dev.peregrine.PeregrineException;
import dev.peregrine.TypeRef;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/**
 * Jackson's polymorphism: {@code @JsonTypeInfo(use = NAME | SIMPLE_NAME)} with the id as a property, an existing
 * property, a wrapper object or a wrapper array, {@code visible} and {@code defaultImpl}, over subtypes declared by
 * {@code @JsonSubTypes}, {@code @JsonTypeName} or a sealed base; never a class named by the input
 * ({@code use = CLASS | MINIMAL_CLASS} is refused when the codec is built). Compared with Jackson 2 and 3.
 */
class JacksonPolymorphismContractTest {
  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
  @JsonSubTypes({@JsonSubTypes.Type(value = Circle.class, name = "circle"),
      @JsonSubTypes.Type(value = Rect.class, name = "rect", names = {"rectangle"}),
      @JsonSubTypes.Type(Square.class)})
  public interface Shape {}

  public static class Circle implements Shape {
    public int r;

    public Circle() {}

    Circle(int r) {
      this.r = r;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Circle c && c.r == r;
    }

    @Override
    public int hashCode() {
      return r;
    }
  }

  public static class Rect implements Shape {
    public int w;
    public int h;

    public Rect() {}

    Rect(int w, int h) {
      this.w = w;
      this.h = h;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Rect x && x.w == w && x.h == h;
    }

    @Override
    public int hashCode() {
      return Objects.hash(w, h);
    }
  }

  @JsonTypeName("sq")
  public static class Square extends Rect {
    public Square() {}

    Square(int side) {
      super(side, side);
    }
  }

  public static class Drawing {
    public List<Shape> shapes;
    public Shape main;

    @Override
    public boolean equals(Object o) {
      return o instanceof Drawing d && Objects.equals(d.shapes, shapes) && Objects.equals(d.main, main);
    }

    @Override
    public int hashCode() {
      return Objects.hash(shapes, main);
    }
  }

  private static Drawing drawing() {
    Drawing d = new Drawing();
    d.shapes = List.of(new Circle(1), new Rect(2, 3), new Square(4));
    d.main = new Circle(5);
    return d;
  }

  @NamedContractTest
  void idAsAPropertyWritesAndReadsAsJackson(Variant v) {
    Drawing d = drawing();
    String written = v.write(d);
    assertEquals("{\"shapes\":[{\"kind\":\"circle\",\"r\":1},{\"kind\":\"rect\",\"w\":2,\"h\":3},"
        + "{\"kind\":\"sq\",\"w\":4,\"h\":4}],\"main\":{\"kind\":\"circle\",\"r\":5}}", written);
    assertWritesAsJackson(d, written);
    String doc = "{\"shapes\":[{\"w\":1,\"kind\":\"rectangle\",\"h\":2},{\"kind\":\"sq\",\"w\":3,\"h\":3}],"
        + "\"main\":{\"kind\":\"circle\",\"r\":7}}";
    Drawing read = v.read(doc, Drawing.class);
    assertEquals(new Rect(1, 2), read.shapes.get(0));
    assertInstanceOf(Square.class, read.shapes.get(1));
    assertReadsAsJackson(doc, Drawing.class, read);
  }

  @NamedContractTest
  void aSubtypeWrittenOnItsOwnCarriesItsId(Variant v) {
    assertWritesAsJackson(new Circle(2), v.write(new Circle(2)));
    assertEquals(new Circle(2), v.read("{\"kind\":\"circle\",\"r\":2}", Shape.class));
  }

  @ContractTest
  void idAsAPropertyRoundTrips(Variant v) {
    assertEquals(drawing(), v.roundTrip(drawing(), Drawing.class));
  }

  @NamedContractTest
  void unknownAndClassNameIdsAreFormatErrors(Variant v) {
    assertThrows(v.error(), () -> v.read("{\"kind\":\"triangle\"}", Shape.class));
    assertThrows(v.error(), () -> v.read("{\"kind\":\"" + Circle.class.getName() + "\"}", Shape.class));
    assertThrows(v.error(), () -> v.read("{\"r\":1}", Shape.class));
  }

  // ---- wrappers

  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.WRAPPER_OBJECT)
  @JsonSubTypes({@JsonSubTypes.Type(value = Email.class, name = "email"), @JsonSubTypes.Type(Sms.class)})
  public abstract static class Message {
    public String text;

    @Override
    public boolean equals(Object o) {
      return o != null && o.getClass() == getClass() && Objects.equals(((Message) o).text, text);
    }

    @Override
    public int hashCode() {
      return Objects.hashCode(text);
    }
  }

  public static class Email extends Message {
    public String to;

    @Override
    public boolean equals(Object o) {
      return super.equals(o) && Objects.equals(((Email) o).to, to);
    }

    @Override
    public int hashCode() {
      return Objects.hash(text, to);
    }
  }

  public static class Sms extends Message {
    public long number;

    @Override
    public boolean equals(Object o) {
      return super.equals(o) && ((Sms) o).number == number;
    }

    @Override
    public int hashCode() {
      return Objects.hash(text, number);
    }
  }

  @JsonTypeInfo(use = JsonTypeInfo.Id.SIMPLE_NAME, include = JsonTypeInfo.As.WRAPPER_ARRAY)
  @JsonSubTypes({@JsonSubTypes.Type(Cat.class), @JsonSubTypes.Type(Dog.class)})
  public sealed interface Pet permits Cat, Dog {}

  public record Cat(String name, int lives) implements Pet {}

  public record Dog(String name, boolean good) implements Pet {}

  public static class Mail {
    public List<Message> messages;
    public List<Pet> pets;

    @Override
    public boolean equals(Object o) {
      return o instanceof Mail m && Objects.equals(m.messages, messages) && Objects.equals(m.pets, pets);
    }

    @Override
    public int hashCode() {
      return Objects.hash(messages, pets);
    }
  }

  private static Mail mail() {
    Email e = new Email();
    e.text = "hi";
    e.to = "a@b";
    Sms s = new Sms();
    s.text = "yo";
    s.number = 555;
    Mail m = new Mail();
    m.messages = List.of(e, s);
    m.pets = List.of(new Cat("c", 9), new Dog("d", true));
    return m;
  }

  @NamedContractTest
  void wrappersWriteAndReadAsJackson(Variant v) {
    Mail m = mail();
    String written = v.write(m);
    assertTrue(written.startsWith("{\"messages\":[{\"email\":{\"text\":\"hi\",\"to\":\"a@b\"}},"
        + "{\"JacksonPolymorphismContractTest$Sms\":{\"text\":\"yo\",\"number\":555}}],\"pets\":[[\""), written);
    assertWritesAsJackson(m, written);
    Mail read = v.read(written, Mail.class);
    assertEquals(m, read);
    assertReadsAsJackson(written, Mail.class, read);
  }

  @ContractTest
  void wrappersRoundTrip(Variant v) {
    assertEquals(mail(), v.roundTrip(mail(), Mail.class));
    assertEquals(new Cat("x", 1), v.roundTrip(new Cat("x", 1), Pet.class));
  }

  @NamedContractTest
  void aWrapperHoldsOneValue(Variant v) {
    assertThrows(v.error(), () -> v.read("{\"email\":{\"text\":\"a\"},\"Sms\":{}}", Message.class));
    assertThrows(v.error(), () -> v.read("{}", Message.class));
  }

  // ---- an existing property, visible, and a default

  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.EXISTING_PROPERTY, property = "type",
      visible = true, defaultImpl = Generic.class)
  @JsonSubTypes({@JsonSubTypes.Type(value = Click.class, name = "click"),
      @JsonSubTypes.Type(value = Generic.class, name = "generic")})
  public abstract static class Event {
    private String type;

    public String getType() {
      return type;
    }

    public void setType(String type) {
      this.type = type;
    }
  }

  public static class Click extends Event {
    public int x;

    public Click() {
      setType("click");
    }
  }

  public static class Generic extends Event {
    public String data;
  }

  @NamedContractTest
  void existingVisiblePropertyAndDefaultImplAsJackson(Variant v) {
    Click c = new Click();
    c.x = 3;
    String written = v.write(c);
    assertWritesAsJackson(c, written);
    for (String doc : new String[] {"{\"x\":4,\"type\":\"click\"}", "{\"type\":\"click\",\"x\":4}",
        "{\"type\":\"scroll\",\"data\":\"d\"}", "{\"data\":\"e\"}", "{}"}) {
      Event read = v.read(doc, Event.class);
      assertReadsAsJackson(doc, Event.class, read);
    }
    Event unknown = v.read("{\"type\":\"scroll\",\"data\":\"d\"}", Event.class);
    assertInstanceOf(Generic.class, unknown);
    assertEquals("scroll", unknown.getType(), "visible: the id reaches the bean");
  }

  @ContractTest
  void existingPropertyRoundTrips(Variant v) {
    Click c = new Click();
    c.x = 3;
    Event back = v.roundTrip(c, Event.class);
    assertEquals(3, ((Click) back).x);
    List<Event> events = v.roundTrip(List.of(c, new Generic()), new TypeRef<List<Event>>() {});
    assertInstanceOf(Generic.class, events.get(1));
  }

  // ---- a sealed base whose subtypes @JsonSubTypes names: the names are the ids written, as Jackson writes them

  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
  @JsonSubTypes({@JsonSubTypes.Type(value = Disc.class, name = "disc"), @JsonSubTypes.Type(value = Tile.class, name = "tile")})
  public sealed interface Piece permits Disc, Tile, Pawn {}

  public record Disc(int r) implements Piece {}

  public record Tile(int side) implements Piece {}

  /** Permitted but not listed: its id is its class name, for Jackson and Peregrine alike. */
  public record Pawn(int rank) implements Piece {}

  public record Board(Piece main, List<Piece> pieces) {}

  @NamedContractTest
  void aSealedBasesListedNamesAreTheIdsWritten(Variant v) {
    Board board = new Board(new Disc(1), List.of(new Tile(2), new Pawn(3)));
    String written = v.write(board);
    assertEquals("{\"main\":{\"kind\":\"disc\",\"r\":1},\"pieces\":[{\"kind\":\"tile\",\"side\":2},"
        + "{\"kind\":\"JacksonPolymorphismContractTest$Pawn\",\"rank\":3}]}", written);
    assertWritesAsJackson(board, written);
    assertWritesAsJackson(new Disc(4), v.write(new Disc(4)));
    assertEquals(board, v.read(written, Board.class));
    // Jackson reads only the subtypes it lists; Peregrine also reads the permitted one it writes.
    String listedOnly = "{\"main\":{\"kind\":\"tile\",\"side\":1},\"pieces\":[{\"kind\":\"disc\",\"r\":2}]}";
    assertReadsAsJackson(listedOnly, Board.class, v.read(listedOnly, Board.class));
  }

  @ContractTest
  void aSealedBaseWithListedNamesRoundTrips(Variant v) {
    Board board = new Board(new Tile(5), List.of(new Disc(6), new Pawn(7)));
    assertEquals(board, v.roundTrip(board, Board.class));
  }

  // ---- refused

  @JsonTypeInfo(use = JsonTypeInfo.Id.CLASS)
  public interface ByClass {}

  public static class Impl implements ByClass {
    public int a;
  }

  public static class HoldsByClass {
    public ByClass value;
  }

  @JsonTypeInfo(use = JsonTypeInfo.Id.MINIMAL_CLASS)
  @JsonSubTypes(@JsonSubTypes.Type(MinimalImpl.class))
  public abstract static class ByMinimalClass {}

  public static class MinimalImpl extends ByMinimalClass {}

  @JsonTypeInfo(use = JsonTypeInfo.Id.DEDUCTION)
  @JsonSubTypes(@JsonSubTypes.Type(Deduced.class))
  public interface ByDeduction {}

  public static class Deduced implements ByDeduction {}

  @Test
  void classNamesFromTheInputAreRefusedWithWhyAndWhatInstead() {
    for (Class<?> type : new Class<?>[] {ByClass.class, HoldsByClass.class, ByMinimalClass.class, MinimalImpl.class}) {
      PeregrineException e = assertThrows(PeregrineException.class, () -> Json.create().read("{}", type));
      assertTrue(e.getMessage().contains("takes a class name from the input"), e.getMessage());
      assertTrue(e.getMessage().contains("use = NAME"), e.getMessage());
      assertThrows(PeregrineException.class, () -> Json.builder().codegen(false).build().read("{}", type));
      assertThrows(PeregrineException.class, () -> Cbor.create().read(new byte[] {(byte) 0xa0}, type));
    }
    PeregrineException w = assertThrows(PeregrineException.class, () -> Json.create().write(new Impl()));
    assertTrue(w.getMessage().contains("@JsonTypeInfo"), w.getMessage());
  }

  @Test
  void deductionIsRefusedWithItsReason() {
    PeregrineException e = assertThrows(PeregrineException.class, () -> Json.create().read("{}", ByDeduction.class));
    assertTrue(e.getMessage().contains("DEDUCTION"), e.getMessage());
  }

  public static class PerProperty {
    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME)
    public Shape shape;
  }

  @Test
  void typeInfoOnAPropertyIsRefused() {
    PeregrineException e = assertThrows(PeregrineException.class, () -> Json.create().write(new PerProperty()));
    assertTrue(e.getMessage().contains("@JsonTypeInfo on " + PerProperty.class.getName() + ".shape"), e.getMessage());
  }
}
