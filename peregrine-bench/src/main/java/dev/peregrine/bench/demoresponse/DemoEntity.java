package dev.peregrine.bench.demoresponse;

import java.util.Objects;

/** The blog's DemoEntity, field for field: a bean with getters and setters, as the blog's. */
public class DemoEntity {
  private int id;
  private String name;
  private String category;
  private Long price;
  private Long appId;
  private Long ctr;

  public DemoEntity() {}

  public int getId() {
    return id;
  }

  public void setId(int id) {
    this.id = id;
  }

  public String getName() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }

  public String getCategory() {
    return category;
  }

  public void setCategory(String category) {
    this.category = category;
  }

  public Long getPrice() {
    return price;
  }

  public void setPrice(Long price) {
    this.price = price;
  }

  public Long getAppId() {
    return appId;
  }

  public void setAppId(Long appId) {
    this.appId = appId;
  }

  public Long getCtr() {
    return ctr;
  }

  public void setCtr(Long ctr) {
    this.ctr = ctr;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof DemoEntity e && id == e.id && Objects.equals(name, e.name)
        && Objects.equals(category, e.category) && Objects.equals(price, e.price) && Objects.equals(appId, e.appId)
        && Objects.equals(ctr, e.ctr);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, name, category, price, appId, ctr);
  }
}
