package dev.peregrine.bench.lib;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every library the suite compares, in report order. Adding one is an adapter class and a line here. An
 * adapter is built lazily by id, so a library whose classes fail to load or initialise affects only itself.
 */
public final class Libraries {
  private Libraries() {}

  /** Builds an adapter; may throw anything its library throws while starting up. */
  @FunctionalInterface
  interface Factory {
    Library create() throws Exception;
  }

  private static final Map<String, Factory> ALL = new LinkedHashMap<>();
  private static final Map<String, Library.Kind> KINDS = new LinkedHashMap<>();

  static {
    json("peregrine", PeregrineJson::new);
    json("fastjson2", Fastjson2::new);
    json("fastjson1", Fastjson1::new);
    json("jackson", () -> new Jackson(false));
    json("jackson-blackbird", () -> new Jackson(true));
    json("gson", Gson::new);
    json("json-smart", JsonSmart::new);
    json("dsl-json", DslJson::new);
    json("moshi", Moshi::new);

    binary("peregrine-cbor", () -> new PeregrineCbor(false, false));
    binary("peregrine-cbor-stringrefs", () -> new PeregrineCbor(false, true));
    binary("peregrine-cbor-array", () -> new PeregrineCbor(true, false));
    binary("peregrine-cbor-array-stringrefs", () -> new PeregrineCbor(true, true));
    binary("fastjson2-jsonb", () -> new Fastjson2.Jsonb(false));
    binary("fastjson2-jsonb-arrays", () -> new Fastjson2.Jsonb(true));
    binary("kryo", () -> new Kryo(false));
    binary("kryo-refs", () -> new Kryo(true));
    binary("hessian", () -> new Hessian(false));
    binary("hessian-deflate", () -> new Hessian(true));
    binary("java-serialization", JavaSerialization::new);
    binary("protobuf", Protobuf::new);
    binary("jackson-cbor", Jackson.Binary::cbor);
    binary("jackson-smile", Jackson.Binary::smile);
    binary("msgpack", Jackson.Binary::msgpack);
    binary("jboss-river", JbossRiver::new);
    binary("xson", Xson::new);
    binary("fory", Fory::new);
  }

  private static void json(String id, Factory factory) {
    ALL.put(id, factory);
    KINDS.put(id, Library.Kind.JSON);
  }

  private static void binary(String id, Factory factory) {
    ALL.put(id, factory);
    KINDS.put(id, Library.Kind.BINARY);
  }

  /** All ids in report order. */
  public static List<String> ids() {
    return new ArrayList<>(ALL.keySet());
  }

  public static Library.Kind kind(String id) {
    Library.Kind kind = KINDS.get(id);
    if (kind == null) {
      throw new IllegalArgumentException("unknown library " + id + "; known: " + ALL.keySet());
    }
    return kind;
  }

  /** A new adapter; its constructor's exceptions and linkage errors pass through for the caller to report. */
  public static Library create(String id) throws Exception {
    kind(id);
    return ALL.get(id).create();
  }
}
