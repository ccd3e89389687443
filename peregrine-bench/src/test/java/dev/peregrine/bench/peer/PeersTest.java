package dev.peregrine.bench.peer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.peregrine.bench.model.MediaContent;
import dev.peregrine.bench.eishay.Eishay;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The table of peers: one line per id, every peer starts and says which library it is, every artifact's version is
 * found, and every capability either works on the Eishay value or names the reason it cannot.
 */
class PeersTest {
  private static final ObjectMapper TREES = Jackson2.referenceMapper();

  static List<String> ids() {
    return Peers.ids();
  }

  @Test
  void everyIdIsOneLineOfTheTable() {
    List<String> ids = Peers.ids();
    assertEquals(ids.size(), new HashSet<>(ids).size(), "ids unique: " + ids);
    assertTrue(ids.contains("fory-json"), "Fory's JSON module is a peer");
    assertTrue(ids.contains("jackson3"), "Jackson 3 is a peer");
  }

  @Test
  void theJsonExperimentsHaveJackson3AndForyJsonBesideJackson2() {
    for (Peers.Use use : List.of(Peers.Use.SCALE, Peers.Use.DEMO, Peers.Use.TYPES)) {
      List<String> ids = Peers.with(use);
      assertTrue(ids.containsAll(List.of("jackson", "jackson3", "fory-json")), use + ": " + ids);
    }
  }

  @Test
  void publishedLibrariesComeFirstAndTheBaselinesAreSingle() {
    assertEquals(List.of("fastjson1", "jackson", "gson", "json-smart"),
        Peers.with(Peers.Use.SCALE, Peers.Use.SCALE_PUBLISHED).subList(0, 4));
    assertEquals("gson", Peers.the(Peers.Use.COLD_START_BASELINE));
  }

  @ParameterizedTest
  @MethodSource("ids")
  void startsAsTheLibraryItsLineNames(String id) throws Exception {
    Peer peer = Peers.create(id);
    assertEquals(id, peer.id());
    assertEquals(Peers.kind(id), peer.kind());
    assertFalse(peer.settings().isBlank(), "settings in words");
    if (!peer.artifact().startsWith("dev.peregrine:")) { // in the reactor, Peregrine is a folder of classes
      assertNotEquals("?", Peers.version(peer.artifact()), "the version of " + peer.artifact());
    }
  }

  @ParameterizedTest
  @MethodSource("ids")
  void everyCapabilityWorksOnTheEishayValueOrSaysWhyNot(String id) throws Exception {
    Peer peer = Peers.create(id);
    MediaContent value = Eishay.value();
    List<String> failures = new ArrayList<>();
    capability(failures, "writeUtf8/readUtf8", () -> assertEquals(value, peer.readUtf8(peer.writeUtf8(value))));
    capability(failures, "writeString/readString",
        () -> assertEquals(value, peer.readString(peer.writeString(value))));
    // Trees keep numbers as each library types them (Moshi's doubles), so only the shape is compared.
    capability(failures, "tree", () -> assertEquals(
        TREES.readTree(Eishay.COMPACT_UTF8).properties().stream().map(e -> e.getKey()).toList(),
        TREES.readTree(peer.writeTree(peer.parseTree(Eishay.COMPACT_UTF8))).properties().stream()
            .map(e -> e.getKey()).toList()));
    capability(failures, "binary", () -> assertEquals(value, peer.decode(peer.encode(value))));
    for (Peer.Binding binding : Peer.Binding.values()) {
      capability(failures, "json " + binding, () -> {
        TypedJson<MediaContent> json = peer.json(MediaContent.class, binding);
        assertFalse(peer.jsonSettings(binding).isBlank());
        assertEquals(value, json.readBytes(json.writeBytes(value)), "bytes");
        assertEquals(value, json.readString(json.writeString(value)), "String");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        json.writeTo(value, out);
        assertEquals(value, TREES.readValue(out.toByteArray(), MediaContent.class), "writeTo");
        assertEquals(value, json.readFrom(new ByteArrayInputStream(
            Eishay.COMPACT.getBytes(StandardCharsets.UTF_8))), "readFrom");
      });
    }
    capability(failures, "sequences", () -> {
      Sequences sequences = peer.sequences();
      List<MediaContent> values = List.of(value, value, value);
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      sequences.write(out, MediaContent.class, values.iterator());
      long[] sum = new long[1];
      assertEquals(3, sequences.read(new ByteArrayInputStream(out.toByteArray()), MediaContent.class,
          m -> m.getMedia().getWidth(), sum), "read element by element");
      assertEquals(3L * value.getMedia().getWidth(), sum[0]);
      assertEquals(values, sequences.readAll(new ByteArrayInputStream(out.toByteArray()), MediaContent.class));
    });
    for (int feature : new int[] {17, 25}) {
      for (String option : peer.jvmOptions(feature)) {
        if (!option.startsWith("-")) {
          failures.add("a JVM option that is not one: " + option);
        }
      }
    }
    // XSON 1.0.2 cannot decode a bean with an enum-typed property (see its peer); the suite reports it as ERROR.
    failures.removeIf(f -> id.equals("xson") && f.startsWith("binary: ") && f.contains("Unknown system reader index"));
    if (!failures.isEmpty()) {
      fail(id + ": " + failures);
    }
  }

  @FunctionalInterface
  interface Check {
    void run() throws Exception;
  }

  /** Passes when the check passes or the peer throws {@link NotApplicable} with a reason. */
  private static void capability(List<String> failures, String name, Check check) {
    try {
      check.run();
    } catch (NotApplicable e) {
      if (e.getMessage() == null || e.getMessage().isBlank()) {
        failures.add(name + ": n/a without a reason");
      }
    } catch (Throwable t) {
      failures.add(name + ": " + t);
    }
  }
}
