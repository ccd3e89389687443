package dev.peregrine;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A text pattern for a date, time or number property.
 *
 * <p>For {@code java.time} types and {@code java.util.Date} it is a {@link java.time.format.DateTimeFormatter}
 * pattern ({@code "yyyy-MM-dd HH:mm:ss"}); {@code Date} and {@code Instant} use UTC unless the pattern holds a
 * zone. For numbers it is a {@link java.text.DecimalFormat} pattern and the number is written as a string
 * (and read from one, or from a plain number).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER, ElementType.RECORD_COMPONENT})
public @interface Format {
  /** The pattern. */
  String value();
}
