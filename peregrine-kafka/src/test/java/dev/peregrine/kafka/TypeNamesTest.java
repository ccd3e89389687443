package dev.peregrine.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.TypeRef;
import dev.peregrine.kafka.Orders.Order;
import java.lang.reflect.Type;
import java.util.List;
import java.util.Map;
import org.apache.kafka.common.config.ConfigException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The type properties: every form a configuration can give a type in, and the errors for the wrong ones. */
class TypeNamesTest {
  private static final String P = PeregrineKafkaConfig.VALUE_TYPE;

  private static Type resolve(Object value) {
    return TypeNames.resolve(P, value);
  }

  /** The JDK's own type, to compare the parsed one with: equal both ways, and hashing alike. */
  private static void assertSameType(Type expected, Type actual) {
    assertEquals(expected, actual);
    assertEquals(actual, expected);
    assertEquals(expected.hashCode(), actual.hashCode());
    assertEquals(expected.getTypeName(), actual.getTypeName());
  }

  @Test
  void aClassTypeRefOrTypeIsTakenAsItIs() {
    assertEquals(Order.class, resolve(Order.class));
    Type listOfOrders = new TypeRef<List<Order>>() {}.type();
    assertEquals(listOfOrders, resolve(new TypeRef<List<Order>>() {}));
    assertEquals(listOfOrders, resolve(listOfOrders));
  }

  @ParameterizedTest
  @ValueSource(strings = {"dev.peregrine.kafka.Orders$Order", "dev.peregrine.kafka.Orders.Order",
      "  dev.peregrine.kafka.Orders.Order  "})
  void aNestedClassIsFoundByItsBinaryOrCanonicalName(String name) {
    assertEquals(Order.class, resolve(name));
  }

  @Test
  void javaLangMayBeLeftOut() {
    assertEquals(String.class, resolve("String"));
    assertEquals(Long.class, resolve("Long"));
    assertEquals(Object.class, resolve("java.lang.Object"));
  }

  @Test
  void typeArgumentsAndArraysMakeTheJdksGenericTypes() {
    assertSameType(new TypeRef<List<Order>>() {}.type(), resolve("java.util.List<dev.peregrine.kafka.Orders.Order>"));
    assertSameType(new TypeRef<Map<String, List<Order>>>() {}.type(),
        resolve("java.util.Map< String , java.util.List<dev.peregrine.kafka.Orders$Order> >"));
    assertSameType(Order[][].class, resolve("dev.peregrine.kafka.Orders.Order[][]"));
    assertSameType(new TypeRef<List<String>[]>() {}.type(), resolve("java.util.List<String>[]"));
    assertSameType(new TypeRef<Map.Entry<String, Long>>() {}.type(), resolve("java.util.Map.Entry<String,Long>"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"com.example.Missing", "java.util.List<Missing>", "java.util.List<String", "java.util.List<>",
      "java.util.Map<String>", "String<Long>", "String[", "String]", "java.util.List<String> x", "", "  ", "<String>"})
  void aNameThatNamesNoTypeIsAConfigurationErrorNamingTheProperty(String name) {
    ConfigException e = assertThrows(ConfigException.class, () -> resolve(name));
    assertTrue(e.getMessage().contains(P), e.getMessage());
  }

  @Test
  void aMissingOrForeignValueIsAConfigurationError() {
    assertTrue(assertThrows(ConfigException.class, () -> resolve(null)).getMessage().contains(P));
    assertTrue(assertThrows(ConfigException.class, () -> resolve(42)).getMessage().contains(P));
  }
}
