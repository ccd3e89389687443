package dev.peregrine.spring;

import dev.peregrine.Cbor;
import dev.peregrine.Json;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/**
 * Spring Boot auto-configuration of Peregrine's {@link Json} and {@link Cbor} beans, which the HTTP message
 * converters ({@link PeregrineHttpMessageConvertersAutoConfiguration}) and the WebFlux codecs
 * ({@link PeregrineCodecsAutoConfiguration}) use. Each bean is built from the {@code spring.peregrine.*}
 * properties ({@link PeregrineProperties}) and then every {@link PeregrineJsonBuilderCustomizer} or
 * {@link PeregrineCborBuilderCustomizer} bean, in order; declare a {@code Json} or {@code Cbor} bean of your
 * own to replace one whole.
 */
@AutoConfiguration
@ConditionalOnClass(Json.class)
@EnableConfigurationProperties(PeregrineProperties.class)
public class PeregrineAutoConfiguration {
  /** Created by Spring. */
  public PeregrineAutoConfiguration() {}

  /** The Json every Peregrine converter and codec of the application uses. */
  @Bean
  @ConditionalOnMissingBean
  public Json peregrineJson(PeregrineProperties properties, ObjectProvider<PeregrineJsonBuilderCustomizer> customizers) {
    Json.Builder builder = Json.builder();
    if (properties.getIncludeNulls() != null) builder.includeNulls(properties.getIncludeNulls());
    if (properties.getFailOnUnknownProperties() != null) {
      builder.failOnUnknownProperties(properties.getFailOnUnknownProperties());
    }
    if (properties.getMaxDocumentSize() != null) builder.maxDocumentSize(properties.getMaxDocumentSize().toBytes());
    if (properties.getMaxDepth() != null) builder.maxDepth(properties.getMaxDepth());
    if (properties.getPretty() != null) builder.pretty(properties.getPretty());
    customizers.orderedStream().forEach(customizer -> customizer.customize(builder));
    return builder.build();
  }

  /** The Cbor every Peregrine converter and codec of the application uses. */
  @Bean
  @ConditionalOnMissingBean
  public Cbor peregrineCbor(PeregrineProperties properties, ObjectProvider<PeregrineCborBuilderCustomizer> customizers) {
    // The same options as the Json's: the two builders share them but no public supertype that is meant to stay.
    Cbor.Builder builder = Cbor.builder();
    if (properties.getIncludeNulls() != null) builder.includeNulls(properties.getIncludeNulls());
    if (properties.getFailOnUnknownProperties() != null) {
      builder.failOnUnknownProperties(properties.getFailOnUnknownProperties());
    }
    if (properties.getMaxDocumentSize() != null) builder.maxDocumentSize(properties.getMaxDocumentSize().toBytes());
    if (properties.getMaxDepth() != null) builder.maxDepth(properties.getMaxDepth());
    customizers.orderedStream().forEach(customizer -> customizer.customize(builder));
    return builder.build();
  }
}
