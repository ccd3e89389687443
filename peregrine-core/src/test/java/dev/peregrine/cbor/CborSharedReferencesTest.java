package dev.peregrine.cbor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.peregrine.Cbor;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * With references on, CBOR marks a value shareable (tag 28) only when the graph holds it more than once. A
 * user found every bean tagged 28, even in a graph where nothing is shared: two bytes per bean for nothing.
 */
class CborSharedReferencesTest {
  public static final class Node {
    public String name;
    public Node next;
    public Node other;
    public List<Node> kids = new ArrayList<>();

    public Node() {}

    Node(String name) {
      this.name = name;
    }
  }

  static Cbor cbor(boolean references, boolean arrays, boolean codegen) {
    return Cbor.builder().references(references).beansAsArrays(arrays).codegen(codegen).build();
  }

  static int count(byte[] bytes, int tagByte) {
    int n = 0;
    for (byte b : bytes) if ((b & 0xff) == tagByte) n++;
    return n;
  }

  @ParameterizedTest(name = "arrays {0}, codegen {1}")
  @CsvSource({"false,false", "false,true", "true,false", "true,true"})
  void aTreeWithNothingSharedCarriesNoMarks(boolean arrays, boolean codegen) {
    Node root = new Node("root");
    root.next = new Node("a");
    root.kids.add(new Node("b"));
    root.kids.add(new Node("c"));
    byte[] with = cbor(true, arrays, codegen).write(root);
    assertArrayEquals(cbor(false, arrays, codegen).write(root), with, "the same bytes as without references");
    assertEquals(0, count(with, 0xd8), "no tag 28 or 29 (0xd8 0x1c / 0xd8 0x1d)");
  }

  @ParameterizedTest(name = "arrays {0}, codegen {1}")
  @CsvSource({"false,false", "false,true", "true,false", "true,true"})
  void onlyTheSharedValuesAreMarked(boolean arrays, boolean codegen) {
    Node root = new Node("root");
    Node shared = new Node("shared");
    root.next = shared;
    root.other = new Node("once");
    root.kids.add(shared);
    root.kids.add(new Node("c"));
    root.kids.add(root); // a cycle
    Cbor cbor = cbor(true, arrays, codegen);
    byte[] bytes = cbor.write(root);
    assertEquals(2, countPairs(bytes, 0x1c), "tag 28 on root and shared only");
    assertEquals(2, countPairs(bytes, 0x1d), "tag 29 for shared's and root's second meeting");
    Node back = cbor.read(bytes, Node.class);
    assertSame(back.next, back.kids.get(0));
    assertSame(back, back.kids.get(2));
    assertNotSame(back.other, back.kids.get(1));
    assertEquals("shared", back.next.name);
    assertEquals("once", back.other.name);
    // what the first pass wrote is not in the output, and the writer is reused cleanly
    assertArrayEquals(bytes, cbor.write(root));
  }

  public static final class Holder {
    public List<String> first;
    public List<String> second;
    public java.util.Map<String, Object> data;
  }

  // Collections and maps used to be shared as JSON's {"$ref": path} maps inside CBOR (not tags 28 and 29),
  // and, with references on, a user's map with a "$ref" key was taken for one.
  @ParameterizedTest(name = "arrays {0}, codegen {1}")
  @CsvSource({"false,false", "false,true", "true,false", "true,true"})
  void sharedCollectionsAndMapsAreTagsAndAMapWithARefKeyIsData(boolean arrays, boolean codegen) {
    Holder h = new Holder();
    h.first = new ArrayList<>(List.of("a", "b"));
    h.second = h.first;
    h.data = new java.util.LinkedHashMap<>();
    h.data.put("$ref", "$.first");
    h.data.put("self", h.data); // a cycle through a map
    Cbor cbor = cbor(true, arrays, codegen);
    byte[] bytes = cbor.write(h);
    assertEquals(2, countPairs(bytes, 0x1c), "tag 28 on the shared list and the map");
    assertEquals(2, countPairs(bytes, 0x1d), "tag 29 for the list's and the map's second meeting");
    String text = new String(bytes, java.nio.charset.StandardCharsets.ISO_8859_1);
    assertEquals(text.indexOf("$ref"), text.lastIndexOf("$ref"), "\"$ref\" only as the user's key, never a reference");
    Holder back = cbor.read(bytes, Holder.class);
    assertEquals(List.of("a", "b"), back.first);
    assertSame(back.first, back.second);
    assertEquals("$.first", back.data.get("$ref"), "a key named $ref is data in CBOR");
    assertSame(back.data, back.data.get("self"));
  }

  private static int countPairs(byte[] bytes, int tag) {
    int n = 0;
    for (int i = 0; i + 1 < bytes.length; i++) if ((bytes[i] & 0xff) == 0xd8 && bytes[i + 1] == tag) n++;
    return n;
  }
}
