package dev.peregrine.bind.gen;

import dev.peregrine.bind.BeanTwin;
import dev.peregrine.json.JsonFormat;
import dev.peregrine.model.Models;
import dev.peregrine.stream.Limits;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A cold-start codec that generates in the background (CodegenWorker): the threshold's use and the ones after it
 * go through the twin without waiting, the generated codec takes over when published, and the documents are the
 * same on both sides of the switch.
 */
class ColdStartBackgroundTest {
  private static String write(ColdStartCodec codec, Object value) {
    return JsonFormat.writeString(codec::write, value, false, Limits.DEFAULT);
  }

  private static void awaitGenerated(ColdStartCodec codec) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (!codec.path().equals("generated") && System.nanoTime() < deadline) {
      Thread.sleep(5);
    }
  }

  @Test
  void switchesWithoutTheCallerGenerating() throws InterruptedException {
    Bound reflective = Bound.reflection();
    ColdStartCodec cold = new ColdStartCodec((BeanTwin) reflective.binder.codec(Models.Point.class), 2, true);
    List<String> before = new ArrayList<>();
    for (int i = 0; i < 2; i++) {
      before.add(write(cold, new Models.Point(i, -i)));
      assertEquals("reflective", cold.path());
    }
    // The use past the threshold hands the work over and is itself written through the twin.
    String third = write(cold, new Models.Point(7, 8));
    assertEquals(reflective.write(new Models.Point(7, 8)), third);
    awaitGenerated(cold);
    assertEquals("generated", cold.path());
    for (int i = 0; i < 2; i++) {
      assertEquals(before.get(i), write(cold, new Models.Point(i, -i)), "the same document after the switch");
    }
  }

  @Test
  void manyTypesAtOnceAreAllGenerated() throws InterruptedException {
    Bound reflective = Bound.reflection();
    List<Object> values = List.of(new Models.Point(1, 2), new Models.Listed("b", "t", 3),
        new Models.Renamed("x", 1), new Models.Person());
    List<ColdStartCodec> codecs = new ArrayList<>();
    for (Object v : values) {
      codecs.add(new ColdStartCodec((BeanTwin) reflective.binder.codec(v.getClass()), 0, true));
    }
    // Threshold 0 in the background: the first use queues; the types share the worker (or a later one).
    for (int i = 0; i < values.size(); i++) {
      assertEquals(reflective.write(values.get(i)), write(codecs.get(i), values.get(i)));
    }
    for (int i = 0; i < values.size(); i++) {
      awaitGenerated(codecs.get(i));
      assertEquals("generated", codecs.get(i).path(), values.get(i).getClass().getName());
      assertEquals(reflective.write(values.get(i)), write(codecs.get(i), values.get(i)));
    }
  }
}
