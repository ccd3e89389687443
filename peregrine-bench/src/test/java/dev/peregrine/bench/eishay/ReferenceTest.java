package dev.peregrine.bench.eishay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReferenceTest {
  private static String difference(String expected, String actual, List<String> notes) throws Exception {
    return Reference.difference(expected.getBytes(StandardCharsets.UTF_8), actual, notes);
  }

  @Test
  void memberOrderDoesNotMatter() throws Exception {
    List<String> notes = new ArrayList<>();
    assertNull(difference("{\"a\":1,\"b\":[true,null]}", "{\"b\":[true,null],\"a\":1}", notes));
    assertTrue(notes.isEmpty());
  }

  @Test
  void nullMemberMayBeOmittedButIsNoted() throws Exception {
    List<String> notes = new ArrayList<>();
    assertNull(difference("{\"a\":1,\"b\":null}", "{\"a\":1}", notes));
    assertEquals(List.of("omits null members (at $.b)"), notes);
  }

  @Test
  void integerWrittenWithFractionIsEqualButNoted() throws Exception {
    List<String> notes = new ArrayList<>();
    assertNull(difference("[640]", "[640.0]", notes));
    assertEquals(1, notes.size());
    assertTrue(notes.get(0).startsWith("writes number 640 as 640.0"));
  }

  @Test
  void longSqueezedThroughDoubleIsAnError() throws Exception {
    String d = difference("[505874924095815681]", "[5.0587492409581568E17]", new ArrayList<>());
    assertNotNull(d);
    assertTrue(d.startsWith("$[0]"), d);
  }

  @Test
  void sameDoubleSpelledDifferentlyIsEqual() throws Exception {
    assertNull(difference("[-65.613616999999977]", "[-65.61361699999998]", new ArrayList<>()));
    assertNotNull(difference("[0.1]", "[0.10000001]", new ArrayList<>()));
  }

  @Test
  void differencesSayWhere() throws Exception {
    assertEquals("$.a[1]: expected \"x\", got \"y\"",
        difference("{\"a\":[1,\"x\"]}", "{\"a\":[1,\"y\"]}", new ArrayList<>()));
    assertEquals("$: unexpected member \"c\"", difference("{}", "{\"c\":1}", new ArrayList<>()));
  }
}
