package dev.peregrine.bench.peer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.peregrine.bench.scaling.ScaleData;
import dev.peregrine.bench.scaling.ScaleSample;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every peer of JsonPerformanceVS reads the hand-written document to the sample, and writes the same JSON value,
 * both ways.
 */
class ScaleSampleBindingTest {
  private static final ObjectMapper TREES = new ObjectMapper();

  static Iterable<String> libraries() {
    return Peers.with(Peers.Use.SCALE);
  }

  @ParameterizedTest
  @MethodSource("libraries")
  void readsAndWritesTheSample(String library) throws Exception {
    ScaleSample sample = ScaleData.sample(25, 11);
    String json = ScaleData.json(sample);
    TypedJson<ScaleSample> codec = Peers.create(library).json(ScaleSample.class, Peer.Binding.DEFAULTS);
    assertEquals(sample, codec.readString(json), "readString");
    assertEquals(sample, codec.readBytes(json.getBytes(StandardCharsets.UTF_8)), "readBytes");
    assertEquals(sample, codec.readFrom(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8))), "readFrom");
    assertEquals(TREES.readTree(json), TREES.readTree(codec.writeString(sample)), "writeString");
    assertEquals(TREES.readTree(json), TREES.readTree(codec.writeBytes(sample)), "writeBytes");
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    codec.writeTo(sample, out);
    assertEquals(TREES.readTree(json), TREES.readTree(out.toByteArray()), "writeTo");
  }

  @org.junit.jupiter.api.Test
  void recordsAreAboutOneKilobyteAndSeeded() {
    String json = ScaleData.json(ScaleData.sample(1000, ScaleData.SAME_SEED));
    int perRecord = json.getBytes(StandardCharsets.UTF_8).length / 1000;
    assertTrue(perRecord > 900 && perRecord < 1200, perRecord + " bytes per record");
    assertEquals(ScaleData.sample(10, 5), ScaleData.sample(10, 5));
    assertTrue(!ScaleData.sample(10, 5).equals(ScaleData.sample(10, 6)));
  }
}
