package dev.peregrine.bench.typematrix;

import dev.peregrine.bench.peer.Jackson2;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.peregrine.bench.typematrix.TypeCases.TypeCase;
import java.math.BigDecimal;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ValueEqualityTest {
  @Test
  void aChangedFieldDeepInsideIsFoundWithItsPath() {
    TypeBeans.BeanListBean a = (TypeBeans.BeanListBean) TypeCases.named("List-bean").newValue();
    TypeBeans.BeanListBean b = (TypeBeans.BeanListBean) TypeCases.named("List-bean").newValue();
    assertNull(ValueEquality.difference(a, b));
    b.f3.get(1).price += 0.01;
    String d = ValueEquality.difference(a, b);
    assertNotNull(d);
    assertTrue(d.startsWith("$.f3[1].price: expected"), d);
  }

  @Test
  void doublesAreComparedBitForBitAndArraysElementByElement() {
    TypeBeans.DoubleArrayBean a = (TypeBeans.DoubleArrayBean) TypeCases.named("double-array").newValue();
    TypeBeans.DoubleArrayBean b = (TypeBeans.DoubleArrayBean) TypeCases.named("double-array").newValue();
    b.f5[2] = Math.nextUp(b.f5[2]);
    assertNotNull(ValueEquality.difference(a, b));
  }

  @Test
  void theLeniencesAreValueEqualities() {
    assertNull(ValueEquality.difference(new BigDecimal("1.50"), new BigDecimal("1.5")));
    assertNotNull(ValueEquality.difference(new BigDecimal("1.50"), new BigDecimal("1.51")));
    ZonedDateTime paris = ZonedDateTime.of(2024, 7, 1, 10, 0, 0, 0, ZoneId.of("Europe/Paris"));
    assertNull(ValueEquality.difference(paris, paris.withZoneSameInstant(ZoneOffset.ofHours(2))));
    // The same instant at another offset is another value.
    assertNotNull(ValueEquality.difference(paris, paris.withZoneSameInstant(ZoneOffset.UTC)));
    assertNull(ValueEquality.difference(new LinkedHashSet<>(List.of("a", "b")), new HashSet<>(List.of("b", "a"))));
    assertNull(ValueEquality.difference(Optional.empty(), null));
    assertNotNull(ValueEquality.difference(Optional.of("x"), null));
    assertNotNull(ValueEquality.difference(List.of("a", "b"), List.of("b", "a")));
  }

  @Test
  void everyRowIsSeededTheSameAndTheReferenceMapperReadsBackItsOwnDocument() throws Exception {
    ObjectMapper reference = Jackson2.referenceMapper();
    List<TypeCase> all = TypeCases.all();
    assertEquals(all.size(), all.stream().map(TypeCase::name).distinct().count(), "row names are unique");
    for (TypeCase c : all) {
      Object value = c.newValue();
      assertNull(ValueEquality.difference(value, c.newValue()), c.name());
      byte[] json = reference.writeValueAsBytes(value);
      assertNull(ValueEquality.difference(value, reference.readValue(json, c.bean())), c.name());
    }
  }
}
