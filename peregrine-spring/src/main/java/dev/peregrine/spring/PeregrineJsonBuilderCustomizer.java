package dev.peregrine.spring;

import dev.peregrine.Json;

/**
 * Customizes the {@link Json.Builder} of the auto-configured {@link Json} bean, as a
 * {@code JsonMapperBuilderCustomizer} customizes Jackson's mapper in Spring Boot: declare one or more as beans
 * (ordered with {@link org.springframework.core.annotation.Order @Order}); each runs after the
 * {@code spring.peregrine.*} properties were applied.
 *
 * <pre>{@code
 * @Bean
 * PeregrineJsonBuilderCustomizer snakeCase() {
 *   return builder -> builder.naming(Naming.SNAKE_CASE).subtypes(Shape.class, Circle.class, Square.class);
 * }
 * }</pre>
 */
@FunctionalInterface
public interface PeregrineJsonBuilderCustomizer {
  /** Changes the builder before the Json is built. */
  void customize(Json.Builder builder);
}
