package dev.peregrine.contract;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** A test of JSON's own syntax, options or text, in every JSON input mode with both engines. */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@ParameterizedTest(name = "[{0}]")
@MethodSource("dev.peregrine.contract.Variants#json")
public @interface JsonContractTest {}
