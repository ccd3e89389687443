package dev.peregrine;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** Names the property that carries the type id for this polymorphic base type (default: the builder's, {@code "@type"}). */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE})
public @interface TypeProperty {
  /** The property name. */
  String value();
}
