package dev.peregrine.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.peregrine.Json;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.JsonContractTest;
import dev.peregrine.contract.Variant;
import dev.peregrine.model.Models.Nullable;
import dev.peregrine.model.Models.Person;
import dev.peregrine.model.Models.Point;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** A built facade is immutable and shareable; nothing the caller passes in is changed. */
class ConfigurationContractTest {

  // Json's own builder and defaults (pretty is JSON's option); the other tests run the shared rule everywhere.
  @JsonContractTest
  void changingTheBuilderLaterDoesNotChangeABuiltFacade(Variant v) {
    Json.Builder builder = Json.builder();
    Json built = builder.build();
    builder.includeNulls(true).pretty(true);
    assertEquals("{\"count\":1}", v.write(built, new Nullable(null, 1, null, null)));
  }

  @JsonContractTest
  void createReturnsTheDefaults(Variant v) {
    assertSame(Json.create(), Json.create());
    assertEquals("{\"count\":1}", v.write(Json.create(), new Nullable(null, 1, null, null)));
  }

  @ContractTest
  void theValueWrittenIsNotChanged(Variant v) {
    List<String> tags = new ArrayList<>(List.of("b", "a"));
    Person p = new Person("n", 1, tags, new Point(1, 2));
    v.write(p);
    assertEquals(List.of("b", "a"), p.getTags());
    assertSame(tags, p.getTags());
  }

  @ContractTest
  void aFacadeIsSafeToShareBetweenThreads(Variant v) throws Exception {
    Variant.Built facade = v.built();
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<Person>> results = new ArrayList<>();
      for (int i = 0; i < 64; i++) {
        int n = i;
        results.add(pool.submit(() -> facade.roundTrip(new Person("p" + n, n, List.of("t" + n), new Point(n, -n)),
            Person.class)));
      }
      for (int i = 0; i < results.size(); i++) {
        assertEquals(new Person("p" + i, i, List.of("t" + i), new Point(i, -i)), results.get(i).get());
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @ContractTest
  void readingTheSameBytesTwiceGivesEqualValues(Variant v) {
    String text = "{\"k\":[1,2,{\"x\":\"y\"}]}";
    Object first = v.parse(text);
    Object second = v.parse(text);
    assertEquals(first, second);
    assertEquals(Map.of("k", List.of(1, 2, Map.of("x", "y"))), first);
  }
}
