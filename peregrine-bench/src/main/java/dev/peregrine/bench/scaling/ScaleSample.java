package dev.peregrine.bench.scaling;

import java.util.List;
import java.util.Objects;

/**
 * One of JsonPerformanceVS's samples: N records in one object, {@code {"records": [...]}}. A wrapper rather than a bare
 * list, so that every peer binds it through its plain {@code Class} API (json-smart has no other).
 */
public class ScaleSample {
  private List<ScaleRecord> records;

  public ScaleSample() {}

  public ScaleSample(List<ScaleRecord> records) {
    this.records = records;
  }

  public List<ScaleRecord> getRecords() {
    return records;
  }

  public void setRecords(List<ScaleRecord> records) {
    this.records = records;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ScaleSample s && Objects.equals(records, s.records);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(records);
  }
}
