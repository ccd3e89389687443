package dev.peregrine;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Names a property and, optionally, where it goes and which other names it answers to on read.
 *
 * <pre>{@code
 * record Image(@Property(value = "uri", aliases = {"url", "href"}) String uri, ...) {}
 * }</pre>
 *
 * <p>On a creator parameter it names the property that fills the parameter.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER, ElementType.RECORD_COMPONENT})
public @interface Property {
  /** The property name written and read; empty keeps the Java name. */
  String value() default "";

  /** Other names accepted on read; never written. */
  String[] aliases() default {};

  /** Position among the properties on write: lower first; unset properties keep declaration order after them. */
  int order() default Integer.MAX_VALUE;
}
