package dev.peregrine;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The type id of a subtype in a declared polymorphic hierarchy (a sealed type or subtypes registered on the
 * builder). Without it the id is the simple class name. Ids are looked up in the declared set only; a class
 * is never loaded by a name from the input.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE})
public @interface TypeName {
  /** The type id written and accepted. */
  String value();
}
