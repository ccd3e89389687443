package dev.peregrine.contract;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** A test of the contract on the formats that write beans with property names: JSON and CBOR map mode. */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@ParameterizedTest(name = "[{0}]")
@MethodSource("dev.peregrine.contract.Variants#named")
public @interface NamedContractTest {}
