package dev.peregrine.contract;

import dev.peregrine.Json;
import java.util.Arrays;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

/**
 * The source of every contract test's parameters: each input mode crossed with each engine.
 *
 * <p>To add a dimension (code generation on and off), add an entry to {@link #ENGINES}; every contract test
 * then runs against it in every mode without further change.
 */
public final class Variants {
  private Variants() {}

  /** An engine: a name and the builder settings that select it. */
  public record Engine(String name, UnaryOperator<Json.Builder> settings) {}

  /** The engines under test. */
  public static final List<Engine> ENGINES = List.of(new Engine("default", b -> b));

  /** Every mode with every engine: the {@code @MethodSource} of {@link ContractTest}. */
  public static Stream<Variant> all() {
    return ENGINES.stream()
        .flatMap(e -> Arrays.stream(InputMode.values()).map(m -> new Variant(m, e.name(), e.settings())));
  }

  /** The modes that carry raw bytes (not STRING) with every engine, for inputs that are not valid UTF-8. */
  public static Stream<Variant> rawBytes() {
    return all().filter(v -> v.mode().carriesRawBytes());
  }
}
