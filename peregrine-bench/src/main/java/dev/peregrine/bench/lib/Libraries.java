package dev.peregrine.bench.lib;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every library the suite compares, in report order. Adding one is an adapter class, a line in the table and
 * a case in {@link #create}. An adapter is built lazily by id, so a library whose classes fail to load or
 * initialise affects only itself.
 *
 * <p>{@link #create} is a plain switch rather than a map of lambdas on purpose: the cold-start harness
 * ({@code dev.peregrine.bench.coldstart.ColdStart}) goes through this class in a fresh JVM, and bootstrapping 25
 * lambdas there would load and link the JDK's lambda machinery (and every adapter class) before the timed
 * first call, which would hand a head start to the libraries that use lambdas themselves.
 */
public final class Libraries {
  private Libraries() {}

  private static final Map<String, Library.Kind> KINDS = new LinkedHashMap<>();

  static {
    json("peregrine");
    json("fastjson2");
    json("fastjson1");
    json("jackson");
    json("jackson-blackbird");
    json("jackson-afterburner");
    json("jackson3");
    json("avaje-jsonb");
    json("gson");
    json("json-smart");
    json("dsl-json");
    json("dsl-json-compiled");
    json("moshi");

    binary("peregrine-cbor");
    binary("peregrine-cbor-stringrefs");
    binary("peregrine-cbor-array");
    binary("peregrine-cbor-array-stringrefs");
    binary("peregrine-cbor-array-compact");
    binary("fastjson2-jsonb");
    binary("fastjson2-jsonb-arrays");
    binary("kryo");
    binary("kryo-refs");
    binary("hessian");
    binary("hessian-deflate");
    binary("java-serialization");
    binary("protobuf");
    binary("jackson-cbor");
    binary("jackson-smile");
    binary("msgpack");
    binary("jboss-river");
    binary("xson");
    binary("fory");
  }

  private static void json(String id) {
    KINDS.put(id, Library.Kind.JSON);
  }

  private static void binary(String id) {
    KINDS.put(id, Library.Kind.BINARY);
  }

  /** All ids in report order. */
  public static List<String> ids() {
    return new ArrayList<>(KINDS.keySet());
  }

  public static Library.Kind kind(String id) {
    Library.Kind kind = KINDS.get(id);
    if (kind == null) {
      throw new IllegalArgumentException("unknown library " + id + "; known: " + KINDS.keySet());
    }
    return kind;
  }

  /**
   * A new adapter; its constructor's exceptions and linkage errors pass through for the caller to report.
   * Only the chosen adapter's class is loaded.
   */
  public static Library create(String id) throws Exception {
    kind(id);
    return switch (id) {
      case "peregrine" -> new PeregrineJson();
      case "fastjson2" -> new Fastjson2();
      case "fastjson1" -> new Fastjson1();
      case "jackson" -> new Jackson(false);
      case "jackson-blackbird" -> new Jackson(true);
      case "jackson-afterburner" -> Jackson.afterburner();
      case "jackson3" -> new Jackson3();
      case "avaje-jsonb" -> new Avaje();
      case "gson" -> new Gson();
      case "json-smart" -> new JsonSmart();
      case "dsl-json" -> new DslJson();
      case "dsl-json-compiled" -> DslJson.compiled();
      case "moshi" -> new Moshi();

      case "peregrine-cbor" -> new PeregrineCbor(false, false);
      case "peregrine-cbor-stringrefs" -> new PeregrineCbor(false, true);
      case "peregrine-cbor-array" -> new PeregrineCbor(true, false);
      case "peregrine-cbor-array-stringrefs" -> new PeregrineCbor(true, true);
      case "peregrine-cbor-array-compact" -> PeregrineCbor.compact();
      case "fastjson2-jsonb" -> new Fastjson2.Jsonb(false);
      case "fastjson2-jsonb-arrays" -> new Fastjson2.Jsonb(true);
      case "kryo" -> new Kryo(false);
      case "kryo-refs" -> new Kryo(true);
      case "hessian" -> new Hessian(false);
      case "hessian-deflate" -> new Hessian(true);
      case "java-serialization" -> new JavaSerialization();
      case "protobuf" -> new Protobuf();
      case "jackson-cbor" -> Jackson.Binary.cbor();
      case "jackson-smile" -> Jackson.Binary.smile();
      case "msgpack" -> Jackson.Binary.msgpack();
      case "jboss-river" -> new JbossRiver();
      case "xson" -> new Xson();
      case "fory" -> new Fory();
      default -> throw new IllegalStateException("no case for " + id + " in Libraries.create");
    };
  }
}
