package dev.peregrine.bench.scaling;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One record of JsonPerformanceVS's samples: scalar fields beside a list of 10 strings and a map of 10, about 1 KB of
 * JSON ({@link ScaleData} fills it). A bean with getters and setters, as JsonPerformanceVS's was, so that every peer
 * (json-smart and fastjson 1 included) binds it with its defaults. The boolean's getter is {@code getActive}:
 * dsl-json 1.x's runtime analysis did not bind {@code isActive} (it read every {@code active} as false).
 */
public class ScaleRecord {
  private long id;
  private String name;
  private String email;
  private String city;
  private String description;
  private int quantity;
  private double score;
  private boolean active;
  private long createdAt;
  private List<String> tags;
  private Map<String, String> attributes;

  public ScaleRecord() {}

  public long getId() {
    return id;
  }

  public void setId(long id) {
    this.id = id;
  }

  public String getName() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }

  public String getEmail() {
    return email;
  }

  public void setEmail(String email) {
    this.email = email;
  }

  public String getCity() {
    return city;
  }

  public void setCity(String city) {
    this.city = city;
  }

  public String getDescription() {
    return description;
  }

  public void setDescription(String description) {
    this.description = description;
  }

  public int getQuantity() {
    return quantity;
  }

  public void setQuantity(int quantity) {
    this.quantity = quantity;
  }

  public double getScore() {
    return score;
  }

  public void setScore(double score) {
    this.score = score;
  }

  public boolean getActive() {
    return active;
  }

  public void setActive(boolean active) {
    this.active = active;
  }

  public long getCreatedAt() {
    return createdAt;
  }

  public void setCreatedAt(long createdAt) {
    this.createdAt = createdAt;
  }

  public List<String> getTags() {
    return tags;
  }

  public void setTags(List<String> tags) {
    this.tags = tags;
  }

  public Map<String, String> getAttributes() {
    return attributes;
  }

  public void setAttributes(Map<String, String> attributes) {
    this.attributes = attributes;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ScaleRecord r && id == r.id && quantity == r.quantity
        && Double.compare(score, r.score) == 0 && active == r.active && createdAt == r.createdAt
        && Objects.equals(name, r.name) && Objects.equals(email, r.email) && Objects.equals(city, r.city)
        && Objects.equals(description, r.description) && Objects.equals(tags, r.tags)
        && Objects.equals(attributes, r.attributes);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, name, email, city, description, quantity, score, active, createdAt, tags, attributes);
  }
}
