package dev.peregrine.bench.xson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.SharedData;
import dev.peregrine.bench.peer.NotApplicable;
import dev.peregrine.bench.jvmserializers.SameValue;
import dev.peregrine.bench.serializers.XsonConfigurations;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * XSON's cases 2 to 4 on the suite's generated media.2-4: every configuration writes and reads them back as the
 * same value, or fails; and where {@code ../shared/data} holds jvm-serializers' own files, each configuration
 * passes or fails on a stand-in as it does on the original, so that the stand-ins test what the originals test.
 */
class XsonStandInMediaTest {

  @Test
  void mostConfigurationsRoundTripTheStandIns() {
    Map<String, String> outcomes = outcomes(null);
    assertEquals(3 * XsonConfigurations.ALL.size(), outcomes.size());
    long ok = outcomes.values().stream().filter("ok"::equals).count();
    assertTrue(ok >= outcomes.size() / 2, () -> ok + " of " + outcomes.size() + " pass: " + outcomes);
  }

  @Test
  void everyConfigurationPassesOrFailsOnAStandInAsOnTheOriginal() {
    Path real = SharedData.require("jvm-serializers/tpc/data");
    assertEquals(outcomes(real), outcomes(null));
  }

  /** "media.N configuration" to ok, n/a or fails, for media.2-4 read from {@code data} (null: the stand-ins). */
  private static Map<String, String> outcomes(Path data) {
    List<String> missing = new ArrayList<>();
    List<XsonCase> cases = XsonCase.all(data, 1, missing);
    assertTrue(missing.isEmpty(), missing::toString);
    Map<String, String> outcomes = new LinkedHashMap<>();
    for (XsonCase c : cases.subList(1, 4)) {
      for (XsonConfigurations.Configuration conf : XsonConfigurations.ALL) {
        outcomes.put(c.name() + " " + conf.id(), outcome(conf.id(), c));
      }
    }
    return outcomes;
  }

  private static String outcome(String id, XsonCase c) {
    try {
      Object value = c.value().get();
      XsonConfigurations.Codec codec = XsonConfigurations.prepare(id, c, value).codec();
      return SameValue.difference(value, codec.read(codec.write(value))) == null ? "ok" : "fails";
    } catch (NotApplicable e) {
      return "n/a";
    } catch (Throwable t) {
      return "fails";
    }
  }
}
