package dev.peregrine.bench.service.server;

import com.alibaba.fastjson2.support.spring6.http.converter.FastJsonHttpMessageConverter;
import java.util.List;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * Puts fastjson2's converter or the fixed body first among Spring MVC's converters when the service runs with
 * them. fastjson2's documentation registers its converter in a {@link WebMvcConfigurer} at index 0, with a
 * default {@code FastJsonConfig}: so here. Jackson and Peregrine are left to Boot's own choice of JSON mapper.
 */
@Configuration
public class ConverterChoice implements WebMvcConfigurer {
  private final String library;

  public ConverterChoice(@Value("${" + DemoService.LIBRARY_PROPERTY + "}") String library) {
    this.library = library;
  }

  @Override
  public void extendMessageConverters(List<HttpMessageConverter<?>> converters) {
    switch (library) {
      case "fastjson2" -> converters.add(0, new FastJsonHttpMessageConverter());
      case "no-op" -> converters.add(0, new FixedBodyConverter());
      default -> { }
    }
  }
}
