package dev.peregrine.bench.typematrix.corpora;

import com.dslplatform.json.CompiledJson;
import java.util.List;

/**
 * canada.json bound to POJOs (private fields, getters and setters), covering every member the document has:
 * a GeoJSON polygon of 111,126 numbers, its coordinates as {@code double[][][]}.
 * {@code @CompiledJson} is DSL-JSON's (its annotation processor writes a converter per class); every other
 * library ignores it.
 */
public final class CanadaPojos {
  private CanadaPojos() {}

  /** The document: a GeoJSON feature collection. */
  @CompiledJson
  public static class FeatureCollection {
    private String type;
    private List<Feature> features;

    public String getType() {
      return type;
    }

    public void setType(String type) {
      this.type = type;
    }

    public List<Feature> getFeatures() {
      return features;
    }

    public void setFeatures(List<Feature> features) {
      this.features = features;
    }
  }

  /** A feature: Canada's outline. */
  @CompiledJson
  public static class Feature {
    private String type;
    private Properties properties;
    private Geometry geometry;

    public String getType() {
      return type;
    }

    public void setType(String type) {
      this.type = type;
    }

    public Properties getProperties() {
      return properties;
    }

    public void setProperties(Properties properties) {
      this.properties = properties;
    }

    public Geometry getGeometry() {
      return geometry;
    }

    public void setGeometry(Geometry geometry) {
      this.geometry = geometry;
    }
  }

  /** The feature's properties. */
  @CompiledJson
  public static class Properties {
    private String name;

    public String getName() {
      return name;
    }

    public void setName(String name) {
      this.name = name;
    }
  }

  /** A polygon: rings of [longitude, latitude] points. */
  @CompiledJson
  public static class Geometry {
    private String type;
    private double[][][] coordinates;

    public String getType() {
      return type;
    }

    public void setType(String type) {
      this.type = type;
    }

    public double[][][] getCoordinates() {
      return coordinates;
    }

    public void setCoordinates(double[][][] coordinates) {
      this.coordinates = coordinates;
    }
  }
}
