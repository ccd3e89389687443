package dev.peregrine.jackson;

import static dev.peregrine.jackson.JacksonOracles.assertReadsAsJackson;
import static dev.peregrine.jackson.JacksonOracles.assertWritesAsJackson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonEnumDefaultValue;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.peregrine.Json;
import dev.peregrine.PeregrineException;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;
import java.io.IOException;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/**
 * Jackson's enum annotations: {@code @JsonProperty} and {@code @JsonAlias} on constants, {@code @JsonValue},
 * {@code @JsonEnumDefaultValue} (Peregrine's {@code @EnumFallback}: Jackson honours it only with
 * {@code READ_UNKNOWN_ENUM_VALUES_USING_DEFAULT_VALUE}, which the oracles here turn on), and
 * {@code @JsonFormat(shape = NUMBER)} (ordinals) on the enum or on a property.
 */
class JacksonEnumsContractTest {
  public enum Status {
    @JsonProperty("active") ACTIVE,
    @JsonProperty("on_hold") @JsonAlias({"paused", "held"}) ON_HOLD,
    CLOSED
  }

  public enum Level {
    LOW("l"), HIGH("h");

    private final String code;

    Level(String code) {
      this.code = code;
    }

    @JsonValue
    public String code() {
      return code;
    }
  }

  public enum Color {
    RED, GREEN, @JsonEnumDefaultValue UNKNOWN
  }

  @JsonFormat(shape = JsonFormat.Shape.NUMBER)
  public enum Priority {
    MINOR, MAJOR, CRITICAL
  }

  public enum Size {
    SMALL, LARGE
  }

  public enum Numbered {
    ONE, TWO;

    @JsonValue
    public int number() {
      return ordinal() + 1;
    }
  }

  public static class Ticket {
    public Status status;
    public Level level;
    public Color color;
    public Priority priority;
    @JsonFormat(shape = JsonFormat.Shape.NUMBER)
    public Size size;
    public List<Status> history;

    @Override
    public boolean equals(Object o) {
      return o instanceof Ticket t && t.status == status && t.level == level && t.color == color
          && t.priority == priority && t.size == size && Objects.equals(t.history, history);
    }

    @Override
    public int hashCode() {
      return Objects.hash(status, level, color, priority, size, history);
    }
  }

  private static Ticket ticket() {
    Ticket t = new Ticket();
    t.status = Status.ON_HOLD;
    t.level = Level.HIGH;
    t.color = Color.GREEN;
    t.priority = Priority.CRITICAL;
    t.size = Size.LARGE;
    t.history = List.of(Status.ACTIVE, Status.CLOSED);
    return t;
  }

  @NamedContractTest
  void enumAnnotationsWriteAsJackson(Variant v) {
    Ticket t = ticket();
    String written = v.write(t);
    assertEquals("{\"status\":\"on_hold\",\"level\":\"h\",\"color\":\"GREEN\",\"priority\":2,\"size\":1,"
        + "\"history\":[\"active\",\"CLOSED\"]}", written);
    assertWritesAsJackson(t, written);
  }

  @NamedContractTest
  void enumAnnotationsReadAsJackson(Variant v) {
    String doc = "{\"status\":\"held\",\"level\":\"l\",\"color\":\"RED\",\"priority\":1,\"size\":0,"
        + "\"history\":[\"on_hold\",\"paused\"]}";
    Ticket read = v.read(doc, Ticket.class);
    assertEquals(Status.ON_HOLD, read.status);
    assertEquals(Level.LOW, read.level);
    assertEquals(Priority.MAJOR, read.priority);
    assertEquals(Size.SMALL, read.size);
    assertReadsAsJackson(doc, Ticket.class, read);
  }

  @NamedContractTest
  void shapeNumberStillReadsNames(Variant v) {
    Ticket read = v.read("{\"priority\":\"MINOR\",\"size\":\"LARGE\"}", Ticket.class);
    assertEquals(Priority.MINOR, read.priority);
    assertEquals(Size.LARGE, read.size);
    assertReadsAsJackson("{\"priority\":\"MINOR\",\"size\":\"LARGE\"}", Ticket.class, read);
  }

  @NamedContractTest
  void enumDefaultValueReadsUnknownNamesAsJacksonWithItsFeatureOn(Variant v) throws IOException {
    String doc = "{\"color\":\"PURPLE\"}";
    Ticket read = v.read(doc, Ticket.class);
    assertEquals(Color.UNKNOWN, read.color);
    ObjectMapper two = JacksonOracles.JACKSON_2.copy()
        .enable(DeserializationFeature.READ_UNKNOWN_ENUM_VALUES_USING_DEFAULT_VALUE);
    assertEquals(Color.UNKNOWN, two.readValue(doc, Ticket.class).color);
    tools.jackson.databind.ObjectMapper three = JacksonOracles.JACKSON_3.rebuild()
        .enable(tools.jackson.databind.cfg.EnumFeature.READ_UNKNOWN_ENUM_VALUES_USING_DEFAULT_VALUE).build();
    assertEquals(Color.UNKNOWN, three.readValue(doc, Ticket.class).color);
  }

  @ContractTest
  void annotatedEnumsRoundTrip(Variant v) {
    assertEquals(ticket(), v.roundTrip(ticket(), Ticket.class));
    assertEquals(Level.HIGH, v.roundTrip(Level.HIGH, Level.class));
    assertEquals(Priority.MINOR, v.roundTrip(Priority.MINOR, Priority.class));
  }

  @NamedContractTest
  void unknownNamesWithoutADefaultAreFormatErrors(Variant v) {
    assertThrows(v.error(), () -> v.read("{\"status\":\"ACTIVE\"}", Ticket.class), "the @JsonProperty name replaces it");
    assertThrows(v.error(), () -> v.read("{\"level\":\"HIGH\"}", Ticket.class), "the @JsonValue replaces the name");
  }

  @Test
  void aJsonValueThatIsNoTextIsRefusedWithWhatToDo() {
    PeregrineException e = assertThrows(PeregrineException.class, () -> Json.create().write(Numbered.ONE));
    assertTrue(e.getMessage().contains("must return a String"), e.getMessage());
  }
}
