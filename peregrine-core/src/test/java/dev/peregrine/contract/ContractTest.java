package dev.peregrine.contract;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A test of the contract, run once per {@link Variant}: every format (JSON, CBOR map mode, CBOR array mode),
 * every input mode and both engines. Tests that state beans by property name use {@link NamedContractTest};
 * tests of JSON's own syntax or options use {@link JsonContractTest}.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@ParameterizedTest(name = "[{0}]")
@MethodSource("dev.peregrine.contract.Variants#all")
public @interface ContractTest {}
