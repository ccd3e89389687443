package dev.peregrine.contract;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** A contract test whose input is not valid UTF-8, so it runs in the modes that carry raw bytes. */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@ParameterizedTest(name = "[{0}]")
@MethodSource("dev.peregrine.contract.Variants#rawBytes")
public @interface RawBytesContractTest {}
