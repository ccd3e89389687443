package dev.peregrine.spring;

import dev.peregrine.Cbor;
import dev.peregrine.Json;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
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
 * {@code spring.peregrine.cbor.enabled=false} (see {@link #peregrineCodecCustomizer} for where each goes). A
 * single value is held in memory up to
 * {@code spring.http.codecs.max-in-memory-size} (256KB by default), as Spring's own decoders hold it.
 */
@AutoConfiguration(after = PeregrineAutoConfiguration.class)
@ConditionalOnClass({CodecCustomizer.class, CodecConfigurer.class, Flux.class})
public class PeregrineCodecsAutoConfiguration {
  /** The value of {@code spring.http.codecs.preferred-json-mapper} that selects Peregrine (also the default). */
  public static final String PEREGRINE = "peregrine";

  private static final String MAX_IN_MEMORY_SIZE = "spring.http.codecs.max-in-memory-size";
  private static final String PREFERRED_JSON_MAPPER = "spring.http.codecs.preferred-json-mapper";
  private static final String CBOR_ENABLED = "spring.peregrine.cbor.enabled";

  /** Created by Spring. */
  public PeregrineCodecsAutoConfiguration() {}

  /**
   * Peregrine's JSON, NDJSON and CBOR encoders and decoders. One customizer registers them all because their
   * order matters: Spring asks the codecs an application registers before its default ones, and the first
   * that can write a type answers a request that accepts anything, which must get JSON, not CBOR. So JSON is
   * registered first, and CBOR after it; where JSON is left to another mapper, CBOR only takes the place of
   * Jackson's CBOR codec among the defaults (which Spring orders after JSON), and is not registered without it.
   */
  @Bean
  @Order(PeregrineHttpMessageConvertersAutoConfiguration.ORDER)
  public CodecCustomizer peregrineCodecCustomizer(ObjectProvider<Json> json, ObjectProvider<Cbor> cbor,
      Environment environment) {
    Binder binder = Binder.get(environment);
    int maxInMemorySize = binder.bind(MAX_IN_MEMORY_SIZE, DataSize.class)
        .map(size -> (int) Math.min(Integer.MAX_VALUE, size.toBytes()))
        .orElse(AbstractPeregrineDecoder.DEFAULT_MAX_IN_MEMORY_SIZE);
    String preferred = binder.bind(PREFERRED_JSON_MAPPER, String.class).orElse(PEREGRINE);
    Json jsonBean = PEREGRINE.equals(preferred) ? json.getIfAvailable() : null;
    Cbor cborBean = binder.bind(CBOR_ENABLED, Boolean.class).orElse(true) ? cbor.getIfAvailable() : null;
    return configurer -> {
      if (jsonBean != null) {
        PeregrineJsonDecoder decoder = new PeregrineJsonDecoder(jsonBean);
        decoder.setMaxInMemorySize(maxInMemorySize);
        PeregrineJsonEncoder encoder = new PeregrineJsonEncoder(jsonBean);
        configurer.customCodecs().register(decoder);
        configurer.customCodecs().register(encoder);
        // Also in Jackson's place, where the defaults would ask it (Server-Sent Events' data, for one).
        if (jacksonPresent(configurer)) {
          configurer.defaultCodecs().jacksonJsonDecoder(decoder);
          configurer.defaultCodecs().jacksonJsonEncoder(encoder);
        }
      }
      if (cborBean != null) {
        PeregrineCborDecoder decoder = new PeregrineCborDecoder(cborBean);
        decoder.setMaxInMemorySize(maxInMemorySize);
        PeregrineCborEncoder encoder = new PeregrineCborEncoder(cborBean);
        if (jacksonCborPresent(configurer)) {
          configurer.defaultCodecs().jacksonCborDecoder(decoder);
          configurer.defaultCodecs().jacksonCborEncoder(encoder);
        } else if (jsonBean != null) {
          configurer.customCodecs().register(decoder);
          configurer.customCodecs().register(encoder);
        }
      }
    };
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
