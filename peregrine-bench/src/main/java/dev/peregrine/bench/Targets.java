package dev.peregrine.bench;

import dev.peregrine.bench.lib.Library;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Peregrine's own targets, checked against the run: throughput ratios against the peers the issues name
 * (JSON: at least 1.25x fastjson2 and 3x Jackson in every JSON scenario; CBOR map mode at least 1.25x
 * fastjson2 JSONB, array mode at least 1.25x JSONB with BeanToArray, both at least Fory) and the binary
 * sizes (map mode no larger than JSONB, shown for plain map mode and with string references; array mode no
 * larger than registered Kryo, shown for plain array mode and for the compact variant with string references
 * and enum ordinals). A comparison appears only
 * when both sides were measured on that JDK.
 */
final class Targets {

  /** One comparison: {@code subject} against {@code peer} in one scenario on one JDK. */
  record Check(String scenario, String subject, String peer, double ratio, double target, String what) {
    boolean met() {
      return what.equals("size") ? ratio <= target : ratio >= target;
    }
  }

  private record Goal(String subject, String peer, double target) {}

  private static final List<Goal> JSON = List.of(new Goal("peregrine", "fastjson2", 1.25),
      new Goal("peregrine", "jackson", 3.0));
  private static final List<Goal> BINARY = List.of(
      new Goal("peregrine-cbor", "fastjson2-jsonb", 1.25), new Goal("peregrine-cbor", "fory", 1.0),
      new Goal("peregrine-cbor-array", "fastjson2-jsonb-arrays", 1.25),
      new Goal("peregrine-cbor-array", "fory", 1.0));
  private static final List<Goal> SIZES = List.of(new Goal("peregrine-cbor", "fastjson2-jsonb", 1.0),
      // Map mode with string references (the optional stringref): any decoder with the stringref
      // extension reads it, and nothing about the classes needs to be shared; the plain map mode's row stays.
      new Goal("peregrine-cbor-stringrefs", "fastjson2-jsonb", 1.0),
      new Goal("peregrine-cbor-array", "kryo", 1.0),
      // The same size target met with every compact option on (string references, enum ordinals), which, as
      // Kryo's registration does, asks both ends to share the classes; the plain array mode's row stays.
      new Goal("peregrine-cbor-array-compact", "kryo", 1.0));

  static final String LEGEND = "Throughput ratios are Peregrine's ops/ms divided by the peer's in this run, on the "
      + "same JDK (met at or above the target). Size ratios are Peregrine's encoded bytes divided by the peer's "
      + "(met at or below 1).";

  private Targets() {}

  static List<Check> of(Results results, String jdk) {
    List<Check> checks = new ArrayList<>();
    for (Results.ScenarioInfo s : results.scenarios) {
      List<Goal> goals = s.kind() == Library.Kind.JSON ? JSON : BINARY;
      for (Goal g : goals) {
        Optional<Results.Cell> a = measured(results, s.name(), g.subject(), jdk);
        Optional<Results.Cell> b = measured(results, s.name(), g.peer(), jdk);
        if (a.isPresent() && b.isPresent()) {
          checks.add(new Check(s.name(), g.subject(), g.peer(), a.get().score() / b.get().score(), g.target(),
              "throughput"));
        }
      }
      if (s.kind() == Library.Kind.BINARY && s.name().startsWith("Write")) {
        for (Goal g : SIZES) {
          Optional<Results.Cell> a = measured(results, s.name(), g.subject(), jdk);
          Optional<Results.Cell> b = measured(results, s.name(), g.peer(), jdk);
          if (a.isPresent() && b.isPresent() && a.get().outputBytes() > 0 && b.get().outputBytes() > 0) {
            checks.add(new Check(s.name(), g.subject(), g.peer(),
                a.get().outputBytes() / (double) b.get().outputBytes(), g.target(), "size"));
          }
        }
      }
    }
    return checks;
  }

  private static Optional<Results.Cell> measured(Results results, String scenario, String library, String jdk) {
    return results.cell(scenario, library, jdk).filter(c -> c.status() == Results.Status.MEASURED);
  }

  static String ratio(double r) {
    return String.format(Locale.ROOT, "%.2f", r);
  }

  static String target(Check c) {
    return (c.what().equals("size") ? "≤ " : "≥ ") + ratio(c.target());
  }
}
