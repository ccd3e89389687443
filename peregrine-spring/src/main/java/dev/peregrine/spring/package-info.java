/**
 * Peregrine in Spring Boot 4 (Spring Framework 7): with this module on the class path, Peregrine's {@code Json}
 * and {@code Cbor} serve JSON and CBOR for Spring MVC, RestClient, RestTemplate, WebFlux and WebClient in place
 * of Jackson. The auto-configurations are {@link dev.peregrine.spring.PeregrineAutoConfiguration} (the beans),
 * {@link dev.peregrine.spring.PeregrineHttpMessageConvertersAutoConfiguration} (the HTTP message converters) and
 * {@link dev.peregrine.spring.PeregrineCodecsAutoConfiguration} (the WebFlux codecs).
 */
@NullMarked
package dev.peregrine.spring;

import org.jspecify.annotations.NullMarked;
