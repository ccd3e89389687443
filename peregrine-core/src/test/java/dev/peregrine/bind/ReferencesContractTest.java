package dev.peregrine.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.peregrine.Json;
import dev.peregrine.JsonException;
import dev.peregrine.contract.JsonContractTest;
import dev.peregrine.contract.Variant;
import dev.peregrine.model.Models.Cell;
import dev.peregrine.model.Models.Node;
import dev.peregrine.model.Models.Shared;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Shared and circular graphs: {@code $ref} when references are on, an error for cycles when off. */
class ReferencesContractTest {

  static Json withReferences(Variant v) {
    return v.json(b -> b.references(true));
  }

  @JsonContractTest
  void twoNodeCycleRoundTrips(Variant v) {
    Json json = withReferences(v);
    Node a = new Node("a");
    Node b = new Node("b");
    a.setNext(b);
    b.setNext(a);
    assertEquals("{\"name\":\"a\",\"next\":{\"name\":\"b\",\"next\":{\"$ref\":\"$\"}}}", v.write(json, a));
    Node back = v.roundTrip(json, a, Node.class);
    assertEquals("a", back.getName());
    assertEquals("b", back.getNext().getName());
    assertSame(back, back.getNext().getNext());
  }

  @JsonContractTest
  void selfReferenceRoundTrips(Variant v) {
    Json json = withReferences(v);
    Node a = new Node("a");
    a.setNext(a);
    assertEquals("{\"name\":\"a\",\"next\":{\"$ref\":\"$\"}}", v.write(json, a));
    Node back = v.roundTrip(json, a, Node.class);
    assertSame(back, back.getNext());
  }

  @JsonContractTest
  void referenceToANestedObject(Variant v) {
    Json json = withReferences(v);
    Node a = new Node("a");
    Node b = new Node("b");
    Node c = new Node("c");
    a.setNext(b);
    b.setNext(c);
    c.setNext(b);
    assertEquals("{\"name\":\"a\",\"next\":{\"name\":\"b\",\"next\":{\"name\":\"c\",\"next\":{\"$ref\":\"$.next\"}}}}",
        v.write(json, a));
    Node back = v.roundTrip(json, a, Node.class);
    assertSame(back.getNext(), back.getNext().getNext().getNext());
  }

  @JsonContractTest
  void cyclesThroughListsRoundTrip(Variant v) {
    Json json = withReferences(v);
    Node a = new Node("a");
    Node b = new Node("b");
    a.setLinks(new ArrayList<>(List.of(b, a)));
    b.setLinks(new ArrayList<>(List.of(a)));
    Node back = v.roundTrip(json, a, Node.class);
    Node b2 = back.getLinks().get(0);
    assertEquals("b", b2.getName());
    assertSame(back, back.getLinks().get(1));
    assertSame(back, b2.getLinks().get(0));
  }

  @JsonContractTest
  void sharedObjectsAreWrittenOnceAndShareOnRead(Variant v) {
    Json json = withReferences(v);
    Cell one = new Cell(1);
    Shared s = new Shared();
    s.setFirst(one);
    s.setSecond(one);
    s.setAll(List.of(one, new Cell(2)));
    assertEquals("{\"first\":{\"value\":1},\"second\":{\"$ref\":\"$.first\"},"
        + "\"all\":[{\"$ref\":\"$.first\"},{\"value\":2}]}", v.write(json, s));
    Shared back = v.roundTrip(json, s, Shared.class);
    assertSame(back.getFirst(), back.getSecond());
    assertSame(back.getFirst(), back.getAll().get(0));
    assertEquals(2, back.getAll().get(1).getValue());
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

  @JsonContractTest
  void withoutReferencesSharedObjectsAreWrittenInFull(Variant v) {
    Cell one = new Cell(1);
    Shared s = new Shared();
    s.setFirst(one);
    s.setSecond(one);
    s.setAll(List.of(one));
    assertEquals("{\"first\":{\"value\":1},\"second\":{\"value\":1},\"all\":[{\"value\":1}]}", v.write(s));
  }

  @JsonContractTest
  void withoutReferencesACycleIsAJsonException(Variant v) {
    Node a = new Node("a");
    Node b = new Node("b");
    a.setNext(b);
    b.setNext(a);
    assertThrows(JsonException.class, () -> v.write(a));
    Node self = new Node("self");
    self.setNext(self);
    assertThrows(JsonException.class, () -> v.write(self));
  }

  @JsonContractTest
  void withoutReferencesASelfContainingCollectionIsAJsonException(Variant v) {
    List<Object> list = new ArrayList<>();
    list.add(1);
    list.add(list);
    assertThrows(JsonException.class, () -> v.write(list));
    Map<String, Object> map = new HashMap<>();
    map.put("me", map);
    assertThrows(JsonException.class, () -> v.write(map));
    Object[] array = new Object[1];
    array[0] = array;
    assertThrows(JsonException.class, () -> v.write(array));
  }

  @JsonContractTest
  void withReferencesASelfContainingListIsWritten(Variant v) {
    List<Object> list = new ArrayList<>();
    list.add(1);
    list.add(list);
    assertEquals("[1,{\"$ref\":\"$\"}]", v.write(withReferences(v), list));
  }

  @JsonContractTest
  void valuesAreNeverReferences(Variant v) {
    String text = "same";
    Integer boxed = 1000;
    java.util.UUID id = java.util.UUID.randomUUID();
    List<Object> values = List.of(text, text, boxed, boxed, id, id);
    assertEquals("[\"same\",\"same\",1000,1000,\"" + id + "\",\"" + id + "\"]", v.write(withReferences(v), values));
  }
}
