package dev.peregrine.bench.typematrix.corpora;

import com.dslplatform.json.CompiledJson;
import java.util.List;

/**
 * canada.json bound to records, covering every member the document has: a GeoJSON polygon of
 * 111,126 numbers, its coordinates as {@code List<List<List<Double>>>}. {@code @CompiledJson} is DSL-JSON's (its
 * annotation processor writes a converter per class); every other library ignores it.
 */
public final class CanadaRecords {
  private CanadaRecords() {}

  /** The document: a GeoJSON feature collection. */
  @CompiledJson
  public record FeatureCollection(
      String type,
      List<Feature> features) {}

  /** A feature: Canada's outline. */
  @CompiledJson
  public record Feature(
      String type,
      Properties properties,
      Geometry geometry) {}

  /** The feature's properties. */
  @CompiledJson
  public record Properties(
      String name) {}

  /** A polygon: rings of [longitude, latitude] points. */
  @CompiledJson
  public record Geometry(
      String type,
      List<List<List<Double>>> coordinates) {}
}
