package dev.peregrine.spring;

import dev.peregrine.Cbor;
import dev.peregrine.Json;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.http.converter.autoconfigure.ClientHttpMessageConvertersCustomizer;
import org.springframework.boot.http.converter.autoconfigure.ServerHttpMessageConvertersCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.core.annotation.Order;
import org.springframework.http.converter.HttpMessageConverters;

/**
 * Registers Peregrine's converters the way Spring Boot registers Jackson's: as the JSON converter and the CBOR
 * converter of the server (Spring MVC) and of the clients Boot builds (RestClient, RestTemplate), through
 * {@link ServerHttpMessageConvertersCustomizer} and {@link ClientHttpMessageConvertersCustomizer} beans.
 *
 * <p>JSON follows Boot's {@code spring.http.converters.preferred-json-mapper} property: Peregrine serves JSON
 * when it is unset or {@code peregrine}, and leaves JSON to Jackson (or Gson, JSON-B) when it names that mapper.
 * CBOR is Peregrine's unless {@code spring.peregrine.cbor.enabled=false}. The customizers run after Boot's own
 * (order 0), so that Peregrine's converter takes the JSON slot even with Jackson on the class path, and before
 * an application's customizers of default order, which may still replace it.
 */
@AutoConfiguration(after = PeregrineAutoConfiguration.class)
@ConditionalOnClass({HttpMessageConverters.class, ServerHttpMessageConvertersCustomizer.class})
public class PeregrineHttpMessageConvertersAutoConfiguration {
  /** The value of {@code spring.http.converters.preferred-json-mapper} that selects Peregrine (also the default). */
  public static final String PEREGRINE = "peregrine";

  /** The order of the customizers: after Boot's (0), before an application's of default order. */
  public static final int ORDER = 10;

  /** Created by Spring. */
  public PeregrineHttpMessageConvertersAutoConfiguration() {}

  /** Puts Peregrine's JSON converter in the JSON slot of the server's and the clients' converters. */
  @Bean
  @Order(ORDER)
  @ConditionalOnBean(Json.class)
  @ConditionalOnProperty(name = "spring.http.converters.preferred-json-mapper", havingValue = PEREGRINE,
      matchIfMissing = true)
  public JsonConvertersCustomizer peregrineJsonConvertersCustomizer(Json json) {
    return new JsonConvertersCustomizer(new PeregrineJsonHttpMessageConverter(json));
  }

  /** Puts Peregrine's CBOR converter in the CBOR slot of the server's and the clients' converters. */
  @Bean
  @Order(ORDER)
  @ConditionalOnBean(Cbor.class)
  @ConditionalOnProperty(name = "spring.peregrine.cbor.enabled", havingValue = "true", matchIfMissing = true)
  public CborConvertersCustomizer peregrineCborConvertersCustomizer(Cbor cbor) {
    return new CborConvertersCustomizer(new PeregrineCborHttpMessageConverter(cbor));
  }

  /** Sets the JSON converter of a server's or a client's converters. */
  public static final class JsonConvertersCustomizer
      implements ServerHttpMessageConvertersCustomizer, ClientHttpMessageConvertersCustomizer {
    private final PeregrineJsonHttpMessageConverter converter;

    /** A customizer setting {@code converter}. */
    public JsonConvertersCustomizer(PeregrineJsonHttpMessageConverter converter) {
      this.converter = converter;
    }

    @Override
    public void customize(HttpMessageConverters.ServerBuilder builder) {
      builder.withJsonConverter(converter);
    }

    @Override
    public void customize(HttpMessageConverters.ClientBuilder builder) {
      builder.withJsonConverter(converter);
    }
  }

  /** Sets the CBOR converter of a server's or a client's converters. */
  public static final class CborConvertersCustomizer
      implements ServerHttpMessageConvertersCustomizer, ClientHttpMessageConvertersCustomizer {
    private final PeregrineCborHttpMessageConverter converter;

    /** A customizer setting {@code converter}. */
    public CborConvertersCustomizer(PeregrineCborHttpMessageConverter converter) {
      this.converter = converter;
    }

    @Override
    public void customize(HttpMessageConverters.ServerBuilder builder) {
      builder.withCborConverter(converter);
    }

    @Override
    public void customize(HttpMessageConverters.ClientBuilder builder) {
      builder.withCborConverter(converter);
    }
  }
}
