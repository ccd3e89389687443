package dev.peregrine;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The naming strategy of one class's properties, over the builder's ({@code naming(...)}); Jackson's
 * {@code @JsonNaming} does the same. Names given explicitly ({@link Property#value()}) are kept as they are.
 *
 * <pre>{@code
 * @NamingStrategy(Naming.SNAKE_CASE)
 * public record Event(String eventType, long createdAt) {}   // {"event_type":...,"created_at":...}
 * }</pre>
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE})
public @interface NamingStrategy {
  /** The strategy. */
  Naming value();
}
