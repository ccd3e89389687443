package dev.peregrine.spring;

import dev.peregrine.Cbor;
import dev.peregrine.Json;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.http.codec.CodecCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.core.annotation.Order;
import org.springframework.core.env.Environment;
import org.springframework.http.codec.CodecConfigurer;
import org.springframework.util.ClassUtils;
import org.springframework.util.unit.DataSize;
import reactor.core.publisher.Flux;

/**
 * Registers Peregrine's WebFlux codecs through Boot's {@link CodecCustomizer}, which configures the WebFlux
 * server and the WebClient Boot builds: {@link PeregrineJsonEncoder}/{@link PeregrineJsonDecoder} for JSON and
 * NDJSON, and {@link PeregrineCborEncoder}/{@link PeregrineCborDecoder} for CBOR.
 *
 * <p>JSON follows Boot's {@code spring.http.codecs.preferred-json-mapper} property: Peregrine when it is unset or
 * {@code peregrine}, the mapper it names otherwise. CBOR is Peregrine's unless
 * {@code spring.peregrine.cbor.enabled=false}. With Jackson on the class path Peregrine's codecs take Jackson's
 * place among Spring's default codecs (so Server-Sent Events carry Peregrine's JSON too); without it they are
 * registered ahead of the defaults. A single value is held in memory up to
 * {@code spring.http.codecs.max-in-memory-size} (256KB by default), as Spring's own decoders hold it.
 */
@AutoConfiguration(after = PeregrineAutoConfiguration.class)
@ConditionalOnClass({CodecCustomizer.class, CodecConfigurer.class, Flux.class})
public class PeregrineCodecsAutoConfiguration {
  /** The value of {@code spring.http.codecs.preferred-json-mapper} that selects Peregrine (also the default). */
  public static final String PEREGRINE = "peregrine";

  private static final String MAX_IN_MEMORY_SIZE = "spring.http.codecs.max-in-memory-size";

  /** Created by Spring. */
  public PeregrineCodecsAutoConfiguration() {}

  /** Peregrine's JSON and NDJSON encoder and decoder, in place of Jackson's. */
  @Bean
  @Order(PeregrineHttpMessageConvertersAutoConfiguration.ORDER)
  @ConditionalOnBean(Json.class)
  @ConditionalOnProperty(name = "spring.http.codecs.preferred-json-mapper", havingValue = PEREGRINE,
      matchIfMissing = true)
  public CodecCustomizer peregrineJsonCodecCustomizer(Json json, Environment environment) {
    int maxInMemorySize = maxInMemorySize(environment);
    return configurer -> {
      PeregrineJsonDecoder decoder = new PeregrineJsonDecoder(json);
      decoder.setMaxInMemorySize(maxInMemorySize);
      PeregrineJsonEncoder encoder = new PeregrineJsonEncoder(json);
      if (jacksonPresent(configurer)) {
        configurer.defaultCodecs().jacksonJsonDecoder(decoder);
        configurer.defaultCodecs().jacksonJsonEncoder(encoder);
      } else {
        configurer.customCodecs().register(decoder);
        configurer.customCodecs().register(encoder);
      }
    };
  }

  /** Peregrine's CBOR encoder and decoder, in place of Jackson's. */
  @Bean
  @Order(PeregrineHttpMessageConvertersAutoConfiguration.ORDER)
  @ConditionalOnBean(Cbor.class)
  @ConditionalOnProperty(name = "spring.peregrine.cbor.enabled", havingValue = "true", matchIfMissing = true)
  public CodecCustomizer peregrineCborCodecCustomizer(Cbor cbor, Environment environment) {
    int maxInMemorySize = maxInMemorySize(environment);
    return configurer -> {
      PeregrineCborDecoder decoder = new PeregrineCborDecoder(cbor);
      decoder.setMaxInMemorySize(maxInMemorySize);
      PeregrineCborEncoder encoder = new PeregrineCborEncoder(cbor);
      if (jacksonCborPresent(configurer)) {
        configurer.defaultCodecs().jacksonCborDecoder(decoder);
        configurer.defaultCodecs().jacksonCborEncoder(encoder);
      } else {
        configurer.customCodecs().register(decoder);
        configurer.customCodecs().register(encoder);
      }
    };
  }

  private static int maxInMemorySize(Environment environment) {
    return Binder.get(environment).bind(MAX_IN_MEMORY_SIZE, DataSize.class)
        .map(size -> (int) Math.min(Integer.MAX_VALUE, size.toBytes()))
        .orElse(AbstractPeregrineDecoder.DEFAULT_MAX_IN_MEMORY_SIZE);
  }

  // Spring's default codecs consult their Jackson slots only when Jackson is there (BaseDefaultCodecs checks the
  // same classes); otherwise a codec put in the slot would never be asked.
  private static boolean jacksonPresent(CodecConfigurer configurer) {
    ClassLoader loader = configurer.getClass().getClassLoader();
    return ClassUtils.isPresent("tools.jackson.databind.ObjectMapper", loader)
        || (ClassUtils.isPresent("com.fasterxml.jackson.databind.ObjectMapper", loader)
            && ClassUtils.isPresent("com.fasterxml.jackson.core.JsonGenerator", loader));
  }

  private static boolean jacksonCborPresent(CodecConfigurer configurer) {
    ClassLoader loader = configurer.getClass().getClassLoader();
    return (ClassUtils.isPresent("tools.jackson.databind.ObjectMapper", loader)
        && ClassUtils.isPresent("tools.jackson.dataformat.cbor.CBORMapper", loader))
        || ClassUtils.isPresent("com.fasterxml.jackson.dataformat.cbor.CBORFactory", loader);
  }
}
