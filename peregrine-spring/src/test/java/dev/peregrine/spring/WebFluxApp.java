package dev.peregrine.spring;

import dev.peregrine.spring.Model.Order;
import dev.peregrine.spring.Model.Page;
import dev.peregrine.spring.Model.Person;
import dev.peregrine.spring.Model.Shape;
import java.util.List;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Import;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/** A WebFlux application, configured by Boot alone: no codec is named here. */
@SpringBootConfiguration
@EnableAutoConfiguration
@Import(WebFluxApp.OrderController.class)
class WebFluxApp {
  @RestController
  static class OrderController {
    @GetMapping("/orders")
    Flux<Order> orders(@RequestParam(name = "n", defaultValue = "5") int n) {
      return Flux.range(0, n).map(Model::order);
    }

    /** Three orders, then a stream that never ends: what arrives before the end shows streaming. */
    @GetMapping("/orders/open-ended")
    Flux<Order> openEnded() {
      return Flux.concat(Flux.range(0, 3).map(Model::order), Flux.never());
    }

    @GetMapping("/orders/page")
    Mono<Page<Order>> page() {
      return Mono.just(new Page<>(Model.orders(3), 2, 42));
    }

    @PostMapping("/orders")
    Mono<Order> echo(@RequestBody Mono<Order> order) {
      return order;
    }

    @PostMapping("/orders/list")
    List<Order> echoList(@RequestBody List<Order> orders) {
      return orders;
    }

    /** Consumes a stream of orders element by element. */
    @PostMapping("/orders/count")
    Mono<Long> count(@RequestBody Flux<Order> orders) {
      return orders.count();
    }

    @PostMapping("/orders/stream")
    Flux<Order> echoStream(@RequestBody Flux<Order> orders) {
      return orders;
    }

    @GetMapping("/shapes")
    Flux<Shape> shapes() {
      return Flux.fromIterable(Model.shapes());
    }

    @GetMapping("/person")
    Mono<Person> person() {
      return Mono.just(new Person("Ada Lovelace", 36));
    }
  }
}
