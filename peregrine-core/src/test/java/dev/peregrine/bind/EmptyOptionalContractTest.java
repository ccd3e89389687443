package dev.peregrine.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * An empty Optional is an absent value: a user found {@code Optional.empty()} written as {@code null} while
 * nulls are skipped (the default). It is skipped as a null is, and written as null when nulls are included.
 */
public class EmptyOptionalContractTest {
  public static final class Pojo {
    public String name = "n";
    public Optional<String> nick = Optional.empty();
    public OptionalInt age = OptionalInt.empty();
    public OptionalLong id = OptionalLong.empty();
    public OptionalDouble score = OptionalDouble.empty();
    public Optional<Pojo> next = Optional.empty();
  }

  public record Rec(String name, Optional<String> nick, OptionalInt age) {}

  @NamedContractTest
  void emptyOptionalIsSkippedAsANullIs(Variant v) {
    assertEquals("{\"name\":\"n\"}", v.write(new Pojo()));
    assertEquals("{\"name\":\"r\"}", v.write(new Rec("r", Optional.empty(), OptionalInt.empty())));
    assertEquals("{\"name\":\"n\",\"nick\":null,\"age\":null,\"id\":null,\"score\":null,\"next\":null}",
        v.with(b -> b.includeNulls(true)).write(new Pojo()));
    Pojo p = new Pojo();
    p.nick = Optional.of("k");
    p.age = OptionalInt.of(3);
    p.next = Optional.of(new Pojo());
    assertEquals("{\"name\":\"n\",\"nick\":\"k\",\"age\":3,\"next\":{\"name\":\"n\"}}", v.write(p));
    assertEquals("{\"name\":\"r\",\"nick\":\"k\"}", v.write(new Rec("r", Optional.of("k"), OptionalInt.empty())));
  }

  @ContractTest
  void emptyOptionalReadsBackEmpty(Variant v) {
    Rec r = new Rec("r", Optional.empty(), OptionalInt.empty());
    assertEquals(r, v.roundTrip(r, Rec.class));
    assertEquals(r, v.with(b -> b.includeNulls(true)).roundTrip(r, Rec.class));
    Rec full = new Rec("r", Optional.of("k"), OptionalInt.of(4));
    assertEquals(full, v.roundTrip(full, Rec.class));
    Pojo back = v.roundTrip(new Pojo(), Pojo.class);
    assertEquals(Optional.empty(), back.nick);
    assertEquals(OptionalInt.empty(), back.age);
    assertEquals(Optional.empty(), back.next);
  }
}
