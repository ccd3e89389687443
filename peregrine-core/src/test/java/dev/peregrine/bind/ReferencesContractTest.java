package dev.peregrine.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.peregrine.Json;
import dev.peregrine.JsonException;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.JsonContractTest;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;
import dev.peregrine.model.Models.Cell;
import dev.peregrine.model.Models.Node;
import dev.peregrine.model.Models.Shared;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Shared and circular graphs: references when they are on ({@code $ref} in JSON, tags 28 and 29 in CBOR, whose
 * form is in CborBindingTest), an error for cycles when off.
 */
class ReferencesContractTest {

  static Json withReferences(Variant v) {
    return v.json(b -> b.references(true));
  }

  static Variant referencesOn(Variant v) {
    return v.with(b -> b.references(true));
  }

  /** a -> b -> a. */
  static Node twoNodeCycle() {
    Node a = new Node("a");
    Node b = new Node("b");
    a.setNext(b);
    b.setNext(a);
    return a;
  }

  /** a -> a. */
  static Node selfReference() {
    Node a = new Node("a");
    a.setNext(a);
    return a;
  }

  /** a -> b -> c -> b. */
  static Node cycleBelowTheRoot() {
    Node a = new Node("a");
    Node b = new Node("b");
    Node c = new Node("c");
    a.setNext(b);
    b.setNext(c);
    c.setNext(b);
    return a;
  }

  /** One cell as first, second and the first of all. */
  static Shared sharedCell() {
    Cell one = new Cell(1);
    Shared s = new Shared();
    s.setFirst(one);
    s.setSecond(one);
    s.setAll(List.of(one, new Cell(2)));
    return s;
  }

  @ContractTest
  void twoNodeCycleRoundTrips(Variant v) {
    Node back = referencesOn(v).roundTrip(twoNodeCycle(), Node.class);
    assertEquals("a", back.getName());
    assertEquals("b", back.getNext().getName());
    assertSame(back, back.getNext().getNext());
  }

  @ContractTest
  void selfReferenceRoundTrips(Variant v) {
    Node back = referencesOn(v).roundTrip(selfReference(), Node.class);
    assertSame(back, back.getNext());
  }

  @ContractTest
  void referenceToANestedObject(Variant v) {
    Node back = referencesOn(v).roundTrip(cycleBelowTheRoot(), Node.class);
    assertSame(back.getNext(), back.getNext().getNext().getNext());
  }

  @ContractTest
  void cyclesThroughListsRoundTrip(Variant v) {
    Node a = new Node("a");
    Node b = new Node("b");
    a.setLinks(new ArrayList<>(List.of(b, a)));
    b.setLinks(new ArrayList<>(List.of(a)));
    Node back = referencesOn(v).roundTrip(a, Node.class);
    Node b2 = back.getLinks().get(0);
    assertEquals("b", b2.getName());
    assertSame(back, back.getLinks().get(1));
    assertSame(back, b2.getLinks().get(0));
  }

  @ContractTest
  void sharedObjectsShareOnRead(Variant v) {
    Shared back = referencesOn(v).roundTrip(sharedCell(), Shared.class);
    assertSame(back.getFirst(), back.getSecond());
    assertSame(back.getFirst(), back.getAll().get(0));
    assertEquals(2, back.getAll().get(1).getValue());
  }

  @JsonContractTest
  void referencesAreWrittenAsThePathOfTheFirstOccurrence(Variant v) {
    Json json = withReferences(v);
    assertEquals("{\"name\":\"a\",\"next\":{\"name\":\"b\",\"next\":{\"$ref\":\"$\"}}}", v.write(json, twoNodeCycle()));
    assertEquals("{\"name\":\"a\",\"next\":{\"$ref\":\"$\"}}", v.write(json, selfReference()));
    assertEquals("{\"name\":\"a\",\"next\":{\"name\":\"b\",\"next\":{\"name\":\"c\",\"next\":{\"$ref\":\"$.next\"}}}}",
        v.write(json, cycleBelowTheRoot()));
    assertEquals("{\"first\":{\"value\":1},\"second\":{\"$ref\":\"$.first\"},"
        + "\"all\":[{\"$ref\":\"$.first\"},{\"value\":2}]}", v.write(json, sharedCell()));
  }

  @JsonContractTest
  void referencesReadFromHandWrittenJson(Variant v) {
    Json json = withReferences(v);
    Shared s = v.read(json, "{\"all\":[{\"value\":5},{\"$ref\":\"$.all[0]\"}],\"first\":{\"$ref\":\"$.all[0]\"}}",
        Shared.class);
    assertSame(s.getAll().get(0), s.getAll().get(1));
    assertSame(s.getAll().get(0), s.getFirst());
    assertEquals(5, s.getFirst().getValue());
  }

  @JsonContractTest
  void aReferenceToNothingIsAJsonException(Variant v) {
    Json json = withReferences(v);
    assertThrows(JsonException.class, () -> v.read(json, "{\"first\":{\"$ref\":\"$.nowhere\"}}", Shared.class));
  }

  @NamedContractTest
  void withoutReferencesSharedObjectsAreWrittenInFull(Variant v) {
    Cell one = new Cell(1);
    Shared s = new Shared();
    s.setFirst(one);
    s.setSecond(one);
    s.setAll(List.of(one));
    assertEquals("{\"first\":{\"value\":1},\"second\":{\"value\":1},\"all\":[{\"value\":1}]}", v.write(s));
  }

  @ContractTest
  void withoutReferencesACycleIsAFormatException(Variant v) {
    assertThrows(v.error(), () -> v.write(twoNodeCycle()));
    Node self = new Node("self");
    self.setNext(self);
    assertThrows(v.error(), () -> v.write(self));
  }

  @ContractTest
  void withoutReferencesASelfContainingCollectionIsAFormatException(Variant v) {
    List<Object> list = new ArrayList<>();
    list.add(1);
    list.add(list);
    assertThrows(v.error(), () -> v.write(list));
    Map<String, Object> map = new HashMap<>();
    map.put("me", map);
    assertThrows(v.error(), () -> v.write(map));
    Object[] array = new Object[1];
    array[0] = array;
    assertThrows(v.error(), () -> v.write(array));
  }

  @JsonContractTest
  void withReferencesASelfContainingListIsWritten(Variant v) {
    List<Object> list = new ArrayList<>();
    list.add(1);
    list.add(list);
    assertEquals("[1,{\"$ref\":\"$\"}]", v.write(withReferences(v), list));
  }

  @ContractTest
  void valuesAreNeverReferences(Variant v) {
    String text = "same";
    Integer boxed = 1000;
    java.util.UUID id = java.util.UUID.randomUUID();
    List<Object> values = List.of(text, text, boxed, boxed, id, id);
    assertEquals("[\"same\",\"same\",1000,1000,\"" + id + "\",\"" + id + "\"]", referencesOn(v).write(values));
  }
}
