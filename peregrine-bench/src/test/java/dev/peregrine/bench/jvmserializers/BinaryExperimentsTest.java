package dev.peregrine.bench.jvmserializers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.jvmserializers.BinaryResults;
import dev.peregrine.bench.jvmserializers.BinaryResults.Outcome;
import dev.peregrine.bench.result.Profile;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A few real cells, in the smoke profile: the check's verdicts and the names --only matches. No configuration
 * here overflows its stack on the cycle (Kryo without references and Gson do): a StackOverflowError in a test
 * JVM that surefire forked loses the results of every test class that runs after it in that JVM (seen with
 * surefire 3.5.2: the build passes with those classes unreported), while the suite's own JVM carries on.
 */
class BinaryExperimentsTest {

  private static BinaryResults.Row row(BinaryResults out, String name) {
    return out.rows.stream().filter(r -> r.name().equals(name)).findFirst()
        .orElseThrow(() -> new AssertionError(name + " did not run: " + out.rows));
  }

  @Test
  void verdictsOfTheCheck() {
    BinaryResults out = new BinaryResults();
    BinaryExperiments.run(out, Profile.SMOKE,
        Pattern.compile("^Serializers/kryo$|^Xson/cycles/(moshi|kryo-refs|peregrine-cbor|protobuf)$"
            + "|^Xson/(subclass-list|large-bytes)/(kryo|gson|peregrine-cbor|protobuf)$"),
        null);
    assertTrue(out.rows.stream().allMatch(r -> r.name().matches("Serializers/kryo|Xson/cycles/(moshi|kryo-refs|"
        + "peregrine-cbor|protobuf)|Xson/(subclass-list|large-bytes)/(kryo|gson|peregrine-cbor|protobuf)")));
    assertTrue(row(out, "Serializers/kryo").timed());
    assertTrue(row(out, "Serializers/kryo").createNs() > 0);

    BinaryResults.Row moshi = row(out, "Xson/cycles/moshi");
    assertEquals(Outcome.ERROR, moshi.write(), "no references: the cycle is written until Moshi's depth limit");
    assertEquals(Outcome.UNKNOW, moshi.read());
    assertTrue(moshi.reason().startsWith("JsonDataException: Nesting too deep"), moshi.reason());
    assertTrue(row(out, "Xson/cycles/kryo-refs").timed());
    BinaryResults.Row cbor = row(out, "Xson/cycles/peregrine-cbor");
    assertTrue(cbor.timed(), cbor::reason);
    assertEquals("references(true)", cbor.option());

    BinaryResults.Row gson = row(out, "Xson/subclass-list/gson");
    assertEquals(Outcome.OK, gson.write());
    assertEquals(Outcome.ERROR, gson.read());
    assertEquals("wrong value: $.animals[1]: expected a Dog, got an Animal", gson.reason());

    BinaryResults.Row proto = row(out, "Xson/cycles/protobuf");
    assertEquals(Outcome.NOT_APPLICABLE, proto.write());
    assertTrue(proto.reason().contains("no .proto schema"), proto.reason());

    BinaryResults.Row large = row(out, "Xson/large-bytes/peregrine-cbor");
    assertTrue(large.timed(), large::reason);
    assertTrue(large.size() > 256 * 1024 && large.size() < 256 * 1024 + 64, "the smoke profile's 256 KiB");
    assertTrue(large.deflated() > 0);
    assertEquals(3, out.cases.size(), "the three cases that ran");
  }

  @Test
  void deflatedSizeIsDeflatersOutput() {
    assertTrue(BinaryExperiments.deflatedSize(new byte[10_000]) < 100);
  }
}
