package dev.peregrine;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks the constructor or static factory method that builds instances on read. Each parameter is named by
 * {@link Property}, by its record component, or by its compiled name when the class is compiled with
 * {@code -parameters}. Properties with no parameter are then set through setters or fields.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.CONSTRUCTOR, ElementType.METHOD})
public @interface Creator {

}
