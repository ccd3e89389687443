package dev.peregrine;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Leaves a property out of binding, both on read and on write: on a field, getter or setter, a record
 * component, or a {@link Creator} parameter. An ignored property is never taken from input, whatever way
 * the bean is created: a creator parameter that is ignored (or names an ignored property) gets its type's
 * default (zero, false, an empty Optional, or null), and with {@code failOnUnknownProperties} the ignored
 * name in input is an unknown property. On a getter or setter it holds for every method that overrides it, in a
 * subclass or implementing an interface's method, so that an override cannot bring the property back.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.RECORD_COMPONENT, ElementType.PARAMETER})
public @interface Ignore {

}
