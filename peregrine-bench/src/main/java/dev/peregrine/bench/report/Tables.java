package dev.peregrine.bench.report;

import dev.peregrine.bench.report.ReportDocument.Align;
import dev.peregrine.bench.report.ReportDocument.Column;
import dev.peregrine.bench.report.ReportDocument.Tone;

/** What every section's tables share: columns aligned left or right, Peregrine's rows picked out, anchors. */
public final class Tables {
  private Tables() {}

  /** A row's tone: Peregrine's own rows stand out. */
  public static Tone ours(String library) {
    return library.startsWith("peregrine") ? Tone.OURS : Tone.NONE;
  }

  public static Column left(String header) {
    return new Column(header, Align.LEFT);
  }

  public static Column right(String header) {
    return new Column(header, Align.RIGHT);
  }

  /** The page's anchor of a scenario or JDK name. */
  public static String anchor(String name) {
    return name.replaceAll("[^A-Za-z0-9]", "-");
  }
}
