package dev.peregrine.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;
import dev.peregrine.model.Models.Formatted;
import dev.peregrine.model.Models.Level;
import dev.peregrine.model.Models.Listed;
import dev.peregrine.model.Models.NullsIncluded;
import dev.peregrine.model.Models.NullsNever;
import dev.peregrine.model.Models.NullsPerProperty;
import dev.peregrine.model.Models.Ordered;
import dev.peregrine.model.Models.Renamed;
import dev.peregrine.model.Models.WithIgnored;
import dev.peregrine.model.Models.WithLevel;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Date;

/** Every annotation of the public API. */
class AnnotationsContractTest {

  @NamedContractTest
  void propertyRenamesAndAliasesAreReadOnly(Variant v) {
    Renamed r = new Renamed("Ann Lee", 3);
    assertEquals("{\"full_name\":\"Ann Lee\",\"yrs\":3}", v.write(r));
    assertEquals(r, v.roundTrip(r, Renamed.class));
    assertEquals(r, v.read("{\"fullName\":\"Ann Lee\",\"yrs\":3}", Renamed.class));
    assertEquals(r, v.read("{\"name\":\"Ann Lee\",\"yrs\":3}", Renamed.class));
    assertEquals(new Renamed(null, 0), v.read("{\"years\":3}", Renamed.class), "the Java name is not an alias");
  }

  @NamedContractTest
  void propertyOrderPutsLowerFirst(Variant v) {
    assertEquals("{\"a\":1,\"b\":2,\"c\":3}", v.write(new Ordered(3, 1, 2)));
  }

  @NamedContractTest
  void propertyOrderOnTheClassListsTheFirstProperties(Variant v) {
    assertEquals("{\"id\":1,\"title\":\"t\",\"body\":\"b\"}", v.write(new Listed("b", "t", 1)));
    assertEquals(new Listed("b", "t", 1), v.read("{\"body\":\"b\",\"id\":1,\"title\":\"t\"}", Listed.class));
  }

  @NamedContractTest
  void ignoredPropertiesAreNeitherWrittenNorRead(Variant v) {
    WithIgnored w = new WithIgnored();
    w.setKept("k");
    w.setSecret("s");
    assertEquals("{\"kept\":\"k\"}", v.write(w));
    WithIgnored back = v.read("{\"kept\":\"k\",\"secret\":\"s\"}", WithIgnored.class);
    assertEquals("k", back.getKept());
    assertNull(back.getSecret());
  }

  @ContractTest
  void ignoredPropertiesDoNotRoundTrip(Variant v) {
    WithIgnored w = new WithIgnored();
    w.setKept("k");
    w.setSecret("s");
    WithIgnored back = v.roundTrip(w, WithIgnored.class);
    assertEquals("k", back.getKept());
    assertNull(back.getSecret());
  }

  @NamedContractTest
  void formatPatternsForDatesAndNumbers(Variant v) {
    Date stamp = Date.from(LocalDate.of(2024, 2, 29).atStartOfDay(ZoneOffset.UTC).toInstant());
    Formatted f = new Formatted(LocalDate.of(2024, 2, 29), 1234.5, stamp);
    assertEquals("{\"day\":\"29/02/2024\",\"price\":\"1,234.50\",\"stamp\":\"2024-02-29\"}", v.write(f));
    Formatted plain = v.read("{\"day\":\"01/12/1999\",\"price\":99.5,\"stamp\":\"1999-12-01\"}", Formatted.class);
    assertEquals(LocalDate.of(1999, 12, 1), plain.day());
    assertEquals(99.5, plain.price(), "a plain number is accepted for a formatted number");
  }

  @ContractTest
  void formattedValuesRoundTrip(Variant v) {
    Date stamp = Date.from(LocalDate.of(2024, 2, 29).atStartOfDay(ZoneOffset.UTC).toInstant());
    Formatted f = new Formatted(LocalDate.of(2024, 2, 29), 1234.5, stamp);
    assertEquals(f, v.roundTrip(f, Formatted.class));
  }

  @NamedContractTest
  void includeNullsOnTheClass(Variant v) {
    assertEquals("{\"a\":null,\"b\":null}", v.write(new NullsIncluded(null, null)));
  }

  @NamedContractTest
  void includeNullsOnOneProperty(Variant v) {
    assertEquals("{\"shown\":null}", v.write(new NullsPerProperty(null, null)));
  }

  @NamedContractTest
  void includeNullsFalseWinsOverTheFacade(Variant v) {
    assertEquals("{\"other\":null}", v.with(b -> b.includeNulls(true)).write(new NullsNever(null, null)));
  }

  @NamedContractTest
  void enumFallbackCatchesUnknownNames(Variant v) {
    assertEquals(new WithLevel(Level.HIGH), v.read("{\"level\":\"HIGH\"}", WithLevel.class));
    assertEquals(new WithLevel(Level.UNKNOWN), v.read("{\"level\":\"EXTREME\"}", WithLevel.class));
    assertEquals(Level.UNKNOWN, v.read("\"\"", Level.class));
  }
}
