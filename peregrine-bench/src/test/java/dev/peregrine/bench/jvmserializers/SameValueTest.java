package dev.peregrine.bench.jvmserializers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import dev.peregrine.bench.xson.XsonModel;

class SameValueTest {

  @Test
  void aCopyOfEveryCaseIsTheSameValue() {
    assertNull(SameValue.difference(XsonModel.AllTypes.sample(), XsonModel.AllTypes.sample()));
    assertNull(SameValue.difference(XsonModel.Node.sample(), XsonModel.Node.sample()));
    assertNull(SameValue.difference(XsonModel.AnimalArray.sample(), XsonModel.AnimalArray.sample()));
    assertNull(SameValue.difference(XsonModel.Blob.sample(1000), XsonModel.Blob.sample(1000)));
  }

  @Test
  void aLostSubclassIsADifference() {
    XsonModel.AnimalList read = XsonModel.AnimalList.sample();
    XsonModel.Animal dog = read.getAnimals().get(1);
    XsonModel.Animal plain = new XsonModel.Animal();
    plain.setName(dog.getName());
    plain.setLegs(dog.getLegs());
    read.getAnimals().set(1, plain);
    assertEquals("$.animals[1]: expected a Dog, got an Animal",
        SameValue.difference(XsonModel.AnimalList.sample(), read));
  }

  @Test
  void aCycleReadBackAsCopiesIsADifference() {
    XsonModel.Node a = XsonModel.Node.sample();
    XsonModel.Node copy = new XsonModel.Node();
    copy.setName("A");
    copy.setPeer(a.getPeer());
    a.setSelf(copy); // A.self is an A, but not A itself
    String d = SameValue.difference(XsonModel.Node.sample(), a);
    assertTrue(d != null && d.contains("read back as a copy"), d);
  }

  @Test
  void twoObjectsReadBackAsOneIsADifference() {
    XsonModel.AnimalList written = XsonModel.AnimalList.sample();
    XsonModel.AnimalList read = XsonModel.AnimalList.sample();
    read.getAnimals().set(2, read.getAnimals().get(0));
    written.getAnimals().get(2).setName("Tweety");
    written.getAnimals().get(2).setLegs(2);
    String d = SameValue.difference(written, read);
    assertTrue(d != null && d.contains("read back as one"), d);
  }

  @Test
  void arraysAndValues() {
    XsonModel.Blob b = XsonModel.Blob.sample(1000);
    b.getData()[999]++;
    String d = SameValue.difference(XsonModel.Blob.sample(1000), b);
    assertTrue(d != null && d.startsWith("$.data[999]: expected"), d);
    assertEquals("$: expected 3 elements, got 2", SameValue.difference(new int[] {1, 2, 3}, new int[] {1, 2}));
    assertNull(SameValue.difference(new BigDecimal("1.50"), new BigDecimal("1.5")), "a scale is not a value");
    assertTrue(SameValue.difference(1, 1L) != null, "an Integer read back as a Long is another value");
    assertNull(SameValue.difference(new LinkedHashSet<>(List.of("a", "b")), new HashSet<>(List.of("b", "a"))));
    assertTrue(SameValue.difference(Set.of("a"), new ArrayList<>(List.of("a"))) != null);
    assertTrue(SameValue.difference(new ArrayList<>(List.of("a", "b")), new ArrayList<>(List.of("b", "a"))) != null);
  }
}
