package dev.peregrine.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.peregrine.Json;
import dev.peregrine.Naming;
import dev.peregrine.TypeRef;
import dev.peregrine.spring.Model.Animal;
import dev.peregrine.spring.Model.Cat;
import dev.peregrine.spring.Model.Dog;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.context.annotation.Bean;

/**
 * The Java block of this module's README, quoted from here word for word (peregrine-core's DocSnippetsTest
 * compares them), and what the customizer it declares does to the Json it is applied to.
 */
class ReadmeSnippetsTest {
  record Order(String orderId, Animal pet) {}

  static class Config {
    // snippet modelCustomizerBean
    @Bean
    PeregrineJsonBuilderCustomizer peregrineNaming() {
      return builder -> builder.naming(Naming.SNAKE_CASE).subtypes(Animal.class, Dog.class, Cat.class);
    }
    // end snippet
  }

  @Test
  void theCustomizerNamesInSnakeCaseAndBindsTheDeclaredSubtypes() {
    Json.Builder builder = Json.builder();
    new Config().peregrineNaming().customize(builder);
    Json json = builder.build();
    Order order = new Order("o-1", new Cat(9));
    String text = json.write(order);
    assertThat(text).contains("\"order_id\":\"o-1\"");
    assertThat(json.read(text, Order.class)).isEqualTo(order);
    assertThat(json.read(json.write(List.of(new Dog("Rex"))), new TypeRef<List<Animal>>() {}))
        .containsExactly(new Dog("Rex"));
  }
}
