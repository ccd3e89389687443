package dev.peregrine.jackson;

import dev.peregrine.Json;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The oracles agree with Peregrine on a plain class, where no annotation is involved: the baseline of the rest. */
class JacksonOraclesTest {
  public static class Plain {
    public String name = "a";
    public String absent;
    public Optional<String> empty = Optional.empty();
    public LocalDate day = LocalDate.of(2024, 1, 2);
    public List<Integer> numbers = List.of(1, 2);
  }

  @Test
  void aPlainClassWritesAndReadsAlikeInAllThree() {
    Json json = Json.create();
    JacksonOracles.assertWritesAsJackson(new Plain(), json.write(new Plain()));
    String doc = "{\"name\":\"b\",\"day\":\"2020-02-03\",\"numbers\":[3],\"unknown\":1}";
    JacksonOracles.assertReadsAsJackson(doc, Plain.class, json.read(doc, Plain.class));
  }
}
