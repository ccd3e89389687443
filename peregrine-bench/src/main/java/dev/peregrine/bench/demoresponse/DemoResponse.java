package dev.peregrine.bench.demoresponse;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** The blog's DemoResponse: a code and a list of entities. */
public class DemoResponse {
  private int code;
  private List<DemoEntity> data;

  public DemoResponse() {}

  public int getCode() {
    return code;
  }

  public void setCode(int code) {
    this.code = code;
  }

  public List<DemoEntity> getData() {
    return data;
  }

  public void setData(List<DemoEntity> data) {
    this.data = data;
  }

  /**
   * The blog's value ({@code initDemoResponse}) with {@code size} entities: {@code index} in every number,
   * {@code String.valueOf(index)} for both texts, and the size as the code.
   */
  public static DemoResponse of(int size) {
    List<DemoEntity> data = new ArrayList<>(size);
    for (long index = 0; index < size; index++) {
      DemoEntity entity = new DemoEntity();
      entity.setAppId(index);
      entity.setCategory(String.valueOf(index));
      entity.setCtr(index);
      entity.setId((int) index);
      entity.setName(String.valueOf(index));
      entity.setPrice(index);
      data.add(entity);
    }
    DemoResponse response = new DemoResponse();
    response.setCode(size);
    response.setData(data);
    return response;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof DemoResponse r && code == r.code && Objects.equals(data, r.data);
  }

  @Override
  public int hashCode() {
    return Objects.hash(code, data);
  }
}
