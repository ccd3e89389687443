package dev.peregrine.spring;

import dev.peregrine.spring.Model.Animal;
import dev.peregrine.spring.Model.Cat;
import dev.peregrine.spring.Model.Dog;
import dev.peregrine.spring.Model.Order;
import dev.peregrine.spring.Model.Page;
import dev.peregrine.spring.Model.Person;
import dev.peregrine.spring.Model.Shape;
import jakarta.servlet.Filter;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/** A Spring MVC application on Tomcat, configured by Boot alone: no converter is named here. */
@SpringBootConfiguration
@EnableAutoConfiguration
@Import({MvcApp.OrderController.class, MvcApp.OrderPageController.class})
class MvcApp {
  /** Bytes the application has taken from request bodies, counted below the converters. */
  static final AtomicLong BODY_BYTES_READ = new AtomicLong();

  @Bean
  PeregrineJsonBuilderCustomizer animals() {
    return builder -> builder.subtypes(Animal.class, Dog.class, Cat.class);
  }

  @Bean
  PeregrineCborBuilderCustomizer cborAnimals() {
    return builder -> builder.subtypes(Animal.class, Dog.class, Cat.class);
  }

  /** Counts what is read of each request body, to show a refused body was not read whole. */
  @Bean
  Filter countingFilter() {
    return (request, response, chain) -> chain.doFilter(new CountingRequest((HttpServletRequest) request), response);
  }

  @RestController
  static class OrderController {
    @GetMapping("/orders")
    List<Order> orders() {
      return Model.orders(5);
    }

    @GetMapping("/orders/many")
    List<Order> many(@org.springframework.web.bind.annotation.RequestParam("n") int n) {
      return Model.orders(n);
    }

    @GetMapping("/orders/page")
    Page<Order> page() {
      return new Page<>(Model.orders(3), 2, 42);
    }

    @PostMapping("/orders")
    Order echo(@RequestBody Order order) {
      return order;
    }

    @PostMapping("/orders/list")
    List<Order> echoList(@RequestBody List<Order> orders) {
      return orders;
    }

    @PostMapping("/orders/page")
    Page<Order> echoPage(@RequestBody Page<Order> page) {
      return page;
    }

    @PostMapping("/orders/count")
    int count(@RequestBody List<Order> orders) {
      return orders.size();
    }

    @GetMapping("/shapes")
    List<Shape> shapes() {
      return Model.shapes();
    }

    @PostMapping("/shapes")
    List<Shape> echoShapes(@RequestBody List<Shape> shapes) {
      return shapes;
    }

    @PostMapping("/animals")
    List<Animal> echoAnimals(@RequestBody List<Animal> animals) {
      return animals;
    }

    @GetMapping("/person")
    Person person() {
      return new Person("Ada Lovelace", 36);
    }
  }

  /**
   * A generic controller: its {@code Page<T>} is a {@code Page<Order>} only in the subclass. It answers with the
   * classes the elements were bound to.
   */
  abstract static class PageClassesController<T> {
    @PostMapping
    List<String> classes(@RequestBody Page<T> page) {
      return page.items().stream().map(item -> item.getClass().getSimpleName()).toList();
    }
  }

  @RestController
  @org.springframework.web.bind.annotation.RequestMapping("/generic/orders")
  static class OrderPageController extends PageClassesController<Order> {}

  private static final class CountingRequest extends HttpServletRequestWrapper {
    CountingRequest(HttpServletRequest request) {
      super(request);
    }

    @Override
    public ServletInputStream getInputStream() throws IOException {
      ServletInputStream in = super.getInputStream();
      return new ServletInputStream() {
        @Override
        public int read() throws IOException {
          int b = in.read();
          if (b >= 0) BODY_BYTES_READ.incrementAndGet();
          return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
          int n = in.read(buffer, offset, length);
          if (n > 0) BODY_BYTES_READ.addAndGet(n);
          return n;
        }

        @Override
        public boolean isFinished() {
          return in.isFinished();
        }

        @Override
        public boolean isReady() {
          return in.isReady();
        }

        @Override
        public void setReadListener(ReadListener listener) {
          in.setReadListener(listener);
        }
      };
    }
  }
}
