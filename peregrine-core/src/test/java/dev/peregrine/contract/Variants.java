package dev.peregrine.contract;

import dev.peregrine.BindingBuilder;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * The sources of the contract tests' parameters: each format crossed with each of its input modes and each
 * engine.
 *
 * <p>To add a dimension, add an entry to {@link #ENGINES} or to {@link Format}; every contract test then runs
 * against it without further change.
 *
 * <p>The engines are code generation off (every bean through the reflective codec) and on (a class
 * generated per bean type). The build runs tests with {@code peregrine.codegen.threshold=0}, so that the
 * codegen engine switches to the generated class on a type's first use and every test exercises it.
 */
public final class Variants {
  private Variants() {}

  /** An engine: a name and the builder settings that select it. */
  public record Engine(String name, Consumer<BindingBuilder<?>> settings) {}

  /** The engines under test. */
  public static final List<Engine> ENGINES = List.of(
      new Engine("reflection", b -> b.codegen(false)),
      new Engine("codegen", b -> b.codegen(true)));

  /** Every format, mode and engine: the {@code @MethodSource} of {@link ContractTest}. */
  public static Stream<Variant> all() {
    return Arrays.stream(Format.values()).flatMap(Variants::of);
  }

  /** The formats that write beans with their property names (JSON, CBOR map mode): {@link NamedContractTest}. */
  public static Stream<Variant> named() {
    return all().filter(v -> v.format().namesProperties());
  }

  /** JSON alone, in every mode with every engine: {@link JsonContractTest}. */
  public static Stream<Variant> json() {
    return of(Format.JSON);
  }

  /** JSON in the modes that carry raw bytes (not STRING), for inputs that are not valid UTF-8. */
  public static Stream<Variant> rawBytes() {
    return json().filter(v -> v.mode().carriesRawBytes());
  }

  private static Stream<Variant> of(Format format) {
    return ENGINES.stream().flatMap(e -> Arrays.stream(InputMode.values())
        .filter(m -> format == Format.JSON || m.carriesRawBytes())
        .map(m -> new Variant(format, m, e.name(), e.settings())));
  }
}
