package dev.peregrine.bench.data;

import java.math.BigDecimal;
import java.math.MathContext;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;

/**
 * A document shaped like canada.json (a GeoJSON FeatureCollection holding one Polygon feature of 480 closed rings,
 * 55,563 [longitude, latitude] points: 111,126 numbers): each ring a random walk of points in Canada's longitudes
 * and latitudes, at a millionth of a degree, each written as the original writes its numbers, with up to 17
 * significant digits (the double nearest the six-decimal value, in full: {@code -65.613616999999977}), so that
 * number parsing is what the document stresses. Its whitespace is the original's: none inside the coordinates.
 */
final class CanadaStandIn {
  private CanadaStandIn() {}

  static final int RINGS = 480;
  static final int POINTS = 55_563;

  private static final MathContext DIGITS = new MathContext(17);

  static byte[] generate(long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    int[] sizes = ringSizes(r);
    StringBuilder b = new StringBuilder(2_300_000);
    b.append("{ \"type\": \"FeatureCollection\",\n  \"features\": [\n{\n    \"type\": \"Feature\",\n"
        + "\"properties\": { \"name\": \"Canada\" },\n\"geometry\": {\"type\":\"Polygon\",\"coordinates\":[");
    for (int ring = 0; ring < RINGS; ring++) {
      b.append(ring == 0 ? "[" : ",[");
      long lon = r.nextLong(-141_000_000L, -53_000_000L);
      long lat = r.nextLong(42_000_000L, 83_000_000L);
      long firstLon = lon;
      long firstLat = lat;
      for (int p = 0; p < sizes[ring]; p++) {
        if (p == sizes[ring] - 1) { // a GeoJSON ring ends where it starts
          lon = firstLon;
          lat = firstLat;
        }
        b.append(p == 0 ? "[" : ",[").append(degrees(lon)).append(',').append(degrees(lat)).append(']');
        lon += r.nextLong(-20_000, 20_001);
        lat += r.nextLong(-10_000, 10_001);
      }
      b.append(']');
    }
    b.append("]}\n}\n]\n}\n");
    return b.toString().getBytes(StandardCharsets.US_ASCII);
  }

  /** Ring sizes from 4 points up, summing to {@link #POINTS}, a few rings large and most small, as a coast's. */
  private static int[] ringSizes(SplittableRandom r) {
    int[] sizes = new int[RINGS];
    double[] weights = new double[RINGS];
    double sum = 0;
    for (int i = 0; i < RINGS; i++) {
      weights[i] = Math.pow(r.nextDouble(), 4);
      sum += weights[i];
    }
    int spare = POINTS - 4 * RINGS;
    int given = 0;
    for (int i = 0; i < RINGS; i++) {
      sizes[i] = 4 + (int) (spare * weights[i] / sum);
      given += sizes[i];
    }
    sizes[0] += POINTS - given;
    return sizes;
  }

  /** The double nearest {@code micro} millionths, with up to 17 significant digits and no trailing zeros. */
  private static String degrees(long micro) {
    double d = micro / 1e6;
    String s = new BigDecimal(d).round(DIGITS).stripTrailingZeros().toPlainString();
    return s.indexOf('.') < 0 ? s + ".0" : s;
  }
}
