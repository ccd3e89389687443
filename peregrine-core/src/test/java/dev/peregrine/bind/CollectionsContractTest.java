package dev.peregrine.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.peregrine.TypeRef;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;
import dev.peregrine.model.Models.Box;
import dev.peregrine.model.Models.Color;
import dev.peregrine.model.Models.Pair;
import dev.peregrine.model.Models.Point;
import dev.peregrine.model.Models.Tone;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Queue;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;

/** Collections, maps and nested generics. */
class CollectionsContractTest {

  @ContractTest
  void listsAndTheirImplementations(Variant v) {
    String text = "[3,1,2]";
    assertEquals(List.of(3, 1, 2), v.read(text, new TypeRef<List<Integer>>() {}));
    assertEquals(List.of(3, 1, 2), v.read(text, new TypeRef<Collection<Integer>>() {}).stream().toList());
    assertInstanceOf(ArrayList.class, v.read(text, new TypeRef<ArrayList<Integer>>() {}));
    LinkedList<Integer> linked = v.read(text, new TypeRef<LinkedList<Integer>>() {});
    assertEquals(List.of(3, 1, 2), linked);
    assertEquals(List.of(), v.read("[]", new TypeRef<List<String>>() {}));
    assertEquals(java.util.Arrays.asList("a", null, "b"), v.read("[\"a\",null,\"b\"]", new TypeRef<List<String>>() {}));
  }

  public record Strings(List<String> list, String[] array, Set<String> set, List<Object> any) {}

  public record StringMap(Map<String, String> map) {}

  @ContractTest
  void collectionsAndArraysOfStringsWithNullsRoundTrip(Variant v) {
    // Strings in a declared collection or array go straight to the writer; nulls and escapes as anywhere.
    Strings value = new Strings(java.util.Arrays.asList("a", null, "\u00e9\u4e2d\"\n", ""),
        new String[] {null, "x", "\ud83d\ude00"}, new LinkedHashSet<>(java.util.Arrays.asList("s", null)),
        java.util.Arrays.asList("t", null, 1));
    Strings back = v.read(v.write(value), Strings.class);
    assertEquals(value.list(), back.list());
    org.junit.jupiter.api.Assertions.assertArrayEquals(value.array(), back.array());
    assertEquals(value.set(), back.set());
    assertEquals(value.any(), back.any());
    // and numbers and booleans read as their text, as a String property reads them
    assertEquals(java.util.Arrays.asList("1", "true", "x", null, "2.5"),
        v.read("[1,true,\"x\",null,2.5]", new TypeRef<List<String>>() {}));
    org.junit.jupiter.api.Assertions.assertArrayEquals(new String[] {"1", null, "false"},
        v.read("[1,null,false]", String[].class));
    assertThrows(dev.peregrine.PeregrineException.class, () -> v.read("[\"a\",{}]", String[].class));
    Map<String, String> map = new java.util.LinkedHashMap<>();
    map.put("a", "x\u00e9\"");
    map.put("b", null);
    assertEquals(new StringMap(map), v.read(v.write(new StringMap(map)), StringMap.class));
    map.put("b", "1");
    assertEquals(map, v.read("{\"a\":\"x\u00e9\\\"\",\"b\":1}", new TypeRef<Map<String, String>>() {}));
  }

  public record Arrays(String[] strings, Integer[] ints, Point[] points, Color[] colors, Object[] any) {}

  @ContractTest
  void arraysOfEveryLengthAroundTheirGrowthReadWholeAndExact(Variant v) {
    // Arrays are read into an array of their component class that doubles as it fills (8, 16, 32 slots)
    // and is trimmed at the end: every length up to past the third doubling, each element in its place.
    Color[] colors = Color.values();
    for (int n = 0; n <= 40; n++) {
      String[] strings = new String[n];
      Integer[] ints = new Integer[n];
      Point[] points = new Point[n];
      Color[] cs = new Color[n];
      Object[] any = new Object[n];
      for (int i = 0; i < n; i++) {
        strings[i] = i % 7 == 3 ? null : "s" + i;
        ints[i] = i % 5 == 4 ? null : i * 31;
        points[i] = i % 6 == 5 ? null : new Point(i, -i);
        cs[i] = colors[i % colors.length];
        any[i] = i % 2 == 0 ? "a" + i : java.math.BigInteger.valueOf(i);
      }
      Arrays back = v.read(v.write(new Arrays(strings, ints, points, cs, any)), Arrays.class);
      assertEquals(String[].class, back.strings().getClass());
      assertEquals(Integer[].class, back.ints().getClass());
      assertEquals(Point[].class, back.points().getClass());
      assertEquals(Color[].class, back.colors().getClass());
      org.junit.jupiter.api.Assertions.assertArrayEquals(strings, back.strings(), "n = " + n);
      org.junit.jupiter.api.Assertions.assertArrayEquals(ints, back.ints(), "n = " + n);
      org.junit.jupiter.api.Assertions.assertArrayEquals(points, back.points(), "n = " + n);
      org.junit.jupiter.api.Assertions.assertArrayEquals(cs, back.colors(), "n = " + n);
      assertEquals(n, back.any().length);
      for (int i = 0; i < n; i++) assertEquals(String.valueOf(any[i]), String.valueOf(back.any()[i]), "n = " + n);
    }
    // an element that fails names its index, past the growth too
    StringBuilder text = new StringBuilder("[");
    for (int i = 0; i < 20; i++) text.append(i).append(',');
    text.append("{}]");
    dev.peregrine.PeregrineException e =
        assertThrows(dev.peregrine.PeregrineException.class, () -> v.read(text.toString(), Integer[].class));
    org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().contains("[20]"), e.getMessage());
  }

  @ContractTest
  void setsAndTheirImplementations(Variant v) {
    String text = "[3,1,2,1]";
    assertEquals(Set.of(1, 2, 3), v.read(text, new TypeRef<Set<Integer>>() {}));
    assertInstanceOf(HashSet.class, v.read(text, new TypeRef<HashSet<Integer>>() {}));
    LinkedHashSet<Integer> ordered = v.read(text, new TypeRef<LinkedHashSet<Integer>>() {});
    assertEquals(List.of(3, 1, 2), new ArrayList<>(ordered));
    TreeSet<Integer> sorted = v.read(text, new TypeRef<TreeSet<Integer>>() {});
    assertEquals(List.of(1, 2, 3), new ArrayList<>(sorted));
    SortedSet<String> sortedStrings = v.read("[\"b\",\"a\"]", new TypeRef<SortedSet<String>>() {});
    assertEquals(List.of("a", "b"), new ArrayList<>(sortedStrings));
    EnumSet<Color> colors = v.read("[\"BLUE\",\"RED\"]", new TypeRef<EnumSet<Color>>() {});
    assertEquals(EnumSet.of(Color.RED, Color.BLUE), colors);
    assertEquals("[\"RED\",\"BLUE\"]", v.write(EnumSet.of(Color.BLUE, Color.RED)));
  }

  @ContractTest
  void dequesAndQueues(Variant v) {
    Deque<String> deque = v.read("[\"a\",\"b\"]", new TypeRef<Deque<String>>() {});
    assertEquals("a", deque.peekFirst());
    assertEquals("b", deque.peekLast());
    ArrayDeque<Integer> ad = v.read("[1,2]", new TypeRef<ArrayDeque<Integer>>() {});
    assertEquals(List.of(1, 2), new ArrayList<>(ad));
    Queue<Integer> q = v.read("[5,6]", new TypeRef<Queue<Integer>>() {});
    assertEquals(5, q.poll());
    assertEquals(6, q.poll());
    assertEquals("[1,2]", v.write(new ArrayDeque<>(List.of(1, 2))));
  }

  @ContractTest
  void mapsAndTheirImplementations(Variant v) {
    String text = "{\"b\":2,\"a\":1,\"c\":3}";
    assertEquals(Map.of("a", 1, "b", 2, "c", 3), v.read(text, new TypeRef<Map<String, Integer>>() {}));
    assertInstanceOf(HashMap.class, v.read(text, new TypeRef<HashMap<String, Integer>>() {}));
    LinkedHashMap<String, Integer> ordered = v.read(text, new TypeRef<LinkedHashMap<String, Integer>>() {});
    assertEquals(List.of("b", "a", "c"), new ArrayList<>(ordered.keySet()));
    Map<String, Integer> plain = v.read(text, new TypeRef<Map<String, Integer>>() {});
    assertEquals(List.of("b", "a", "c"), new ArrayList<>(plain.keySet()), "a Map keeps document order");
    TreeMap<String, Integer> sorted = v.read(text, new TypeRef<TreeMap<String, Integer>>() {});
    assertEquals(List.of("a", "b", "c"), new ArrayList<>(sorted.keySet()));
    SortedMap<String, Integer> sm = v.read(text, new TypeRef<SortedMap<String, Integer>>() {});
    assertEquals("a", sm.firstKey());
    NavigableMap<String, Integer> nm = v.read(text, new TypeRef<NavigableMap<String, Integer>>() {});
    assertEquals("c", nm.lastKey());
    assertEquals(Map.of(), v.read("{}", new TypeRef<Map<String, Integer>>() {}));
  }

  @ContractTest
  void mapWritingKeepsIterationOrder(Variant v) {
    Map<String, Integer> m = new LinkedHashMap<>();
    m.put("z", 1);
    m.put("a", 2);
    assertEquals("{\"z\":1,\"a\":2}", v.write(m));
    assertEquals("{\"a\":2,\"z\":1}", v.write(new TreeMap<>(m)));
  }

  @ContractTest
  void integerMapKeysAreWrittenAsStrings(Variant v) {
    Map<Integer, String> byInt = new TreeMap<>(Map.of(1, "one", -20, "minus twenty"));
    assertEquals("{\"-20\":\"minus twenty\",\"1\":\"one\"}", v.write(byInt));
    assertEquals(byInt, v.roundTrip(byInt, new TypeRef<Map<Integer, String>>() {}));
    assertEquals(byInt, v.roundTrip(byInt, new TypeRef<TreeMap<Integer, String>>() {}));
    assertEquals(Map.of(7L, true), v.read("{\"7\":true}", new TypeRef<Map<Long, Boolean>>() {}));
  }

  @ContractTest
  void enumMapKeysAreWrittenByName(Variant v) {
    Map<Color, Integer> byColor = new LinkedHashMap<>();
    byColor.put(Color.RED, 1);
    byColor.put(Color.GREEN, 2);
    assertEquals("{\"RED\":1,\"GREEN\":2}", v.write(byColor));
    assertEquals(byColor, v.roundTrip(byColor, new TypeRef<Map<Color, Integer>>() {}));
  }

  @ContractTest
  void enumMapKeysAreNamedAsEnumValuesAre(Variant v) {
    Map<Tone, Tone> byTone = new LinkedHashMap<>();
    byTone.put(Tone.WARM, Tone.COOL);
    byTone.put(Tone.COOL, Tone.WARM);
    assertEquals("{\"warm\":\"COOL\",\"COOL\":\"warm\"}", v.write(byTone));
    assertEquals(byTone, v.roundTrip(byTone, new TypeRef<Map<Tone, Tone>>() {}));
    EnumMap<Tone, Integer> read = v.read("{\"hot\":1,\"lukewarm\":2}", new TypeRef<EnumMap<Tone, Integer>>() {});
    assertEquals(Map.of(Tone.WARM, 1, Tone.OTHER, 2), read);
    assertThrows(v.error(), () -> v.read("{\"WARM\":1}", new TypeRef<Map<Color, Integer>>() {}));
  }

  @ContractTest
  void enumMapsRoundTrip(Variant v) {
    EnumMap<Color, Integer> byColor = new EnumMap<>(Color.class);
    byColor.put(Color.GREEN, 2);
    byColor.put(Color.RED, 1);
    assertEquals(byColor, v.read("{\"GREEN\":2,\"RED\":1}", new TypeRef<EnumMap<Color, Integer>>() {}));
    assertEquals("{\"RED\":1,\"GREEN\":2}", v.write(byColor));
    assertEquals(byColor, v.roundTrip(byColor, new TypeRef<EnumMap<Color, Integer>>() {}));
  }

  @NamedContractTest
  void uuidMapKeysAreWrittenAsStrings(Variant v) {
    UUID id = UUID.fromString("00000000-0000-0001-0000-000000000002");
    Map<UUID, Point> byId = Map.of(id, new Point(1, 2));
    assertEquals("{\"" + id + "\":{\"x\":1,\"y\":2}}", v.write(byId));
  }

  @ContractTest
  void uuidMapKeysRoundTrip(Variant v) {
    UUID id = UUID.fromString("00000000-0000-0001-0000-000000000002");
    Map<UUID, Point> byId = Map.of(id, new Point(1, 2));
    assertEquals(byId, v.roundTrip(byId, new TypeRef<Map<UUID, Point>>() {}));
  }

  @ContractTest
  void badMapKeysAreFormatExceptions(Variant v) {
    assertThrows(v.error(), () -> v.read("{\"x\":1}", new TypeRef<Map<Integer, Integer>>() {}));
    assertThrows(v.error(), () -> v.read("{\"PURPLE\":1}", new TypeRef<Map<Color, Integer>>() {}));
  }

  @ContractTest
  void nestedGenericsWithIntegerKeysRoundTrip(Variant v) {
    TypeRef<Map<String, List<Map<Integer, Set<String>>>>> type = new TypeRef<>() {};
    Map<String, List<Map<Integer, Set<String>>>> value =
        Map.of("k", List.of(Map.of(1, Set.of("a", "b")), Map.of(), Map.of(-3, Set.of())));
    assertEquals(value, v.roundTrip(value, type));
  }

  @ContractTest
  void nestedGenerics(Variant v) {
    Box<List<Point>> box = new Box<>(List.of(new Point(1, 2), new Point(3, 4)));
    Box<List<Point>> back = v.roundTrip(box, new TypeRef<Box<List<Point>>>() {});
    assertEquals(box, back);
    assertInstanceOf(Point.class, back.value().get(0), "the type argument reached the element codec");

    List<List<List<Integer>>> deep = List.of(List.of(List.of(1), List.of()), List.of());
    assertEquals(deep, v.roundTrip(deep, new TypeRef<List<List<List<Integer>>>>() {}));
  }

  @NamedContractTest
  void nestedGenericBeansFromText(Variant v) {
    Pair<String, Box<Integer>> pair = v.read("{\"first\":\"f\",\"second\":{\"value\":9}}",
        new TypeRef<Pair<String, Box<Integer>>>() {});
    assertEquals(new Pair<>("f", new Box<>(9)), pair);
  }

  @NamedContractTest
  void listOfBeans(Variant v) {
    List<Point> points = List.of(new Point(1, 2), new Point(-1, 0));
    assertEquals("[{\"x\":1,\"y\":2},{\"x\":-1,\"y\":0}]", v.write(points));
    assertEquals(points, v.roundTrip(points, new TypeRef<List<Point>>() {}));
    Point[] array = v.read("[{\"x\":5,\"y\":6}]", Point[].class);
    assertEquals(new Point(5, 6), array[0]);
  }

  @ContractTest
  void rawCollectionsReadTrees(Variant v) {
    assertEquals(List.of(1, "a", Map.of("b", true)), v.read("[1,\"a\",{\"b\":true}]", List.class));
    assertEquals(Map.of("a", List.of(1L << 40)), v.read("{\"a\":[1099511627776]}", Map.class));
  }
}
