package dev.peregrine.bench.demoresponse;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.peregrine.bench.peer.TypedJson;
import dev.peregrine.bench.peer.Peer;
import dev.peregrine.bench.peer.Peers;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The hand-written writer writes what every library writes, and escapes what JSON requires. */
class DemoWriterTest {
  private static final ObjectMapper TREES = new ObjectMapper();

  static Iterable<String> libraries() {
    return Peers.with(Peers.Use.DEMO, Peers.Use.DEMO_PUBLISHED);
  }

  @ParameterizedTest
  @MethodSource("libraries")
  void sameDocumentAsTheLibrary(String library) throws Exception {
    TypedJson<DemoResponse> codec = Peers.json(library, DemoResponse.class, Peer.Binding.DEFAULTS);
    for (int size : new int[] {0, 1, 10, 300}) {
      DemoResponse value = DemoResponse.of(size);
      String hand = DemoWriter.write(value);
      assertEquals(TREES.readTree(hand), TREES.readTree(codec.writeString(value)), library + " at " + size);
      assertEquals(TREES.readTree(hand), TREES.readTree(codec.writeBytes(value)), library + " bytes at " + size);
      assertEquals(value, codec.readString(hand), library + " reads the hand-written text at " + size);
      assertEquals(value, codec.readBytes(DemoWriter.writeBytes(value)), library + " reads its bytes at " + size);
    }
  }

  @Test
  void escapesQuotesBackslashesAndControlCharacters() throws Exception {
    DemoResponse value = DemoResponse.of(2);
    value.getData().get(0).setName("a \"quoted\" back\\slash\n\t\u0001\u001f end");
    value.getData().get(1).setCategory("café ü 😀 </script>");
    value.getData().get(1).setPrice(null);
    String hand = DemoWriter.write(value);
    assertEquals(value, TREES.readValue(hand, DemoResponse.class));
    assertEquals(TREES.readTree(TREES.writeValueAsString(value)), TREES.readTree(hand));
    assertEquals(hand, new String(DemoWriter.writeBytes(value), StandardCharsets.UTF_8));
    assertEquals("{\"code\":1,\"data\":[{\"id\":0,\"name\":\"0\",\"category\":\"0\",\"price\":0,\"appId\":0,"
        + "\"ctr\":0}]}", DemoWriter.write(DemoResponse.of(1)));
  }
}
