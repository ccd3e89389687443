package dev.peregrine;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Writes null properties as {@code null} for this class or property (Peregrine skips them by default, as
 * fastjson2 does). {@code @IncludeNulls(false)} skips them even when the facade includes nulls.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.FIELD, ElementType.METHOD, ElementType.RECORD_COMPONENT})
public @interface IncludeNulls {
  /** Whether null values are written. */
  boolean value() default true;
}
