package dev.peregrine.bench.jvmserializers;

import java.util.ArrayList;
import java.util.List;

/**
 * What the binary-framework experiments found: the jvm-serializers table of fastjson2's benchmark README ({@code
 * experiment} "Serializers", one row per library of the suite on media.1) and the XSON comparison's ten cases
 * ({@code experiment} the case's name, one row per configuration). Empty when neither ran.
 */
public final class BinaryResults {

  /** The experiment name of the jvm-serializers table. */
  public static final String SERIALIZERS = "Serializers";

  /** The XSON comparison's words for a write or read: OK, ERROR, or UNKNOW for a read after a failed write. */
  public enum Outcome {
    OK,
    ERROR,
    UNKNOW,
    NOT_APPLICABLE
  }

  /** One XSON case that ran: its number in the XSON comparison, its name, what it holds. */
  public record CaseInfo(int number, String name, String description) {}

  /**
   * One configuration in one experiment. Times are medians in ns per operation ({@code createNs} only in the
   * Serializers table: building the value), {@code totalLow} to {@code totalHigh} the range of the rounds'
   * totals; {@code size} the bytes written and {@code deflated} those bytes after {@code java.util.zip.Deflater}
   * at its default level; NaN and -1 when nothing was timed. {@code option} is what the case needed of the
   * configuration ("" for nothing), {@code reason} why a write or read is ERROR or n/a.
   */
  public record Row(String experiment, String configuration, String library, String family, String option,
      Outcome write, Outcome read, String reason, double createNs, double serNs, double deserNs,
      double totalNs, double totalLow, double totalHigh, int size, int deflated) {

    public boolean timed() {
      return write == Outcome.OK && read == Outcome.OK && !Double.isNaN(totalNs);
    }

    /** What {@code --only} matches: {@code Serializers/kryo}, {@code Xson/cycles/peregrine-cbor}. */
    public String name() {
      return experiment.equals(SERIALIZERS) ? SERIALIZERS + "/" + configuration
          : "Xson/" + experiment + "/" + configuration;
    }
  }

  /** How the times were taken, in words for the report. */
  public String method = "";
  /** The JDK they ran on. */
  public String jdk = "";
  public final List<CaseInfo> cases = new ArrayList<>();
  public final List<Row> rows = new ArrayList<>();

  public List<Row> rowsOf(String experiment) {
    return rows.stream().filter(r -> r.experiment().equals(experiment)).toList();
  }

  public boolean isEmpty() {
    return rows.isEmpty();
  }
}
