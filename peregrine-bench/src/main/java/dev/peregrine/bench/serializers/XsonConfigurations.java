package dev.peregrine.bench.serializers;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONB;
import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;
import com.alibaba.fastjson2.filter.Filter;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.fasterxml.jackson.annotation.JsonIdentityInfo;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.ObjectIdGenerators;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import com.squareup.moshi.JsonAdapter;
import dev.peregrine.Cbor;
import dev.peregrine.Json;
import dev.peregrine.bench.peer.Hessian;
import dev.peregrine.bench.peer.Peers;
import dev.peregrine.bench.peer.Peer;
import dev.peregrine.bench.peer.NotApplicable;
import dev.peregrine.bench.model.MediaContent;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import net.minidev.json.JSONValue;
import okio.Buffer;
import org.jboss.marshalling.Marshaller;
import org.jboss.marshalling.Marshalling;
import org.jboss.marshalling.MarshallingConfiguration;
import org.jboss.marshalling.Unmarshaller;
import org.jboss.marshalling.river.RiverMarshallerFactory;
import org.msgpack.jackson.dataformat.MessagePackFactory;
import dev.peregrine.bench.xson.XsonCase;
import dev.peregrine.bench.xson.XsonCodec;
import dev.peregrine.bench.xson.XsonModel;

/**
 * The configurations of the XSON comparison's matrix: every library of the suite with the variants the
 * published comparisons name. Each is built anew for a case, with library defaults and, where a case needs it
 * and the library has a switch for it, that switch, named in the cell ({@link Prepared#option}).
 */
public final class XsonConfigurations {
  private XsonConfigurations() {}

  /** A configuration's read and write of one case's value. */
  public interface Codec {
    byte[] write(Object value) throws Exception;

    Object read(byte[] bytes) throws Exception;
  }

  /** How a format is read back: by names and types in the bytes, by a schema both ends share, or JSON text. */
  public enum Family {
    JSON,
    SELF_DESCRIBING,
    SCHEMA_BOUND
  }

  /**
   * One configuration: {@code library} is the suite's id of the library (for its version and the check with
   * Unsafe denied).
   */
  public record Configuration(String id, String library, Family family, String settings) {}

  /** A codec for one case, and the option it was given for that case ("" for none). */
  public record Prepared(Codec codec, String option) {}

  /** Every configuration, in the matrix's order. */
  public static final List<Configuration> ALL = List.of(
      new Configuration("java-unshared", "java-serialization", Family.SELF_DESCRIBING,
          "ObjectOutputStream.writeUnshared / readUnshared"),
      new Configuration("java-shared", "java-serialization", Family.SELF_DESCRIBING,
          "ObjectOutputStream.writeObject / readObject"),
      new Configuration("xson", "xson", Family.SELF_DESCRIBING, "XSON.encode / XSON.decode, defaults"),
      new Configuration("xson-ext", "xson", Family.SELF_DESCRIBING,
          "XsonSupport.addCustomAgreementType: each class of the case mapped to a short key (its own class "
              + "loader, since the mapping is global)"),
      new Configuration("hessian", "hessian", Family.SELF_DESCRIBING, "Hessian2Output / Hessian2Input, defaults"),
      new Configuration("hessian-deflate", "hessian-deflate", Family.SELF_DESCRIBING,
          "Hessian2 inside its Deflation envelope"),
      new Configuration("jboss-river", "jboss-river", Family.SELF_DESCRIBING,
          "RiverMarshallerFactory, default MarshallingConfiguration"),
      new Configuration("kryo", "kryo", Family.SELF_DESCRIBING,
          "setRegistrationRequired(false) (class names written), references off"),
      new Configuration("kryo-refs", "kryo-refs", Family.SELF_DESCRIBING,
          "setRegistrationRequired(false), setReferences(true)"),
      new Configuration("kryo-reg", "kryo", Family.SCHEMA_BOUND,
          "every class of the case's value registered (its default requires it), references off"),
      new Configuration("kryo-reg-refs", "kryo-refs", Family.SCHEMA_BOUND,
          "every class of the case's value registered, setReferences(true)"),
      new Configuration("fastjson2", "fastjson2", Family.JSON, "JSON.toJSONBytes / JSON.parseObject(byte[])"),
      new Configuration("fastjson2-jsonb", "fastjson2-jsonb", Family.SELF_DESCRIBING,
          "JSONB.toBytes / JSONB.parseObject"),
      new Configuration("fastjson2-jsonb-arrays", "fastjson2-jsonb-arrays", Family.SCHEMA_BOUND,
          "JSONB with BeanToArray / SupportArrayToBean"),
      new Configuration("fastjson1", "fastjson1", Family.JSON, "JSON.toJSONBytes / JSON.parseObject, defaults"),
      new Configuration("jackson", "jackson", Family.JSON, "new ObjectMapper()"),
      new Configuration("jackson-blackbird", "jackson-blackbird", Family.JSON, "ObjectMapper with BlackbirdModule"),
      new Configuration("jackson-cbor", "jackson-cbor", Family.SELF_DESCRIBING, "new ObjectMapper(new CBORFactory())"),
      new Configuration("jackson-smile", "jackson-smile", Family.SELF_DESCRIBING,
          "new ObjectMapper(new SmileFactory())"),
      new Configuration("msgpack", "msgpack", Family.SELF_DESCRIBING,
          "new ObjectMapper(new MessagePackFactory()) (jackson-dataformat-msgpack)"),
      new Configuration("gson", "gson", Family.JSON, "new Gson(), through String"),
      new Configuration("moshi", "moshi", Family.JSON, "new Moshi.Builder().build(), okio Buffer"),
      new Configuration("json-smart", "json-smart", Family.JSON, "JSONValue.toJSONString / JSONValue.parse(byte[], Class)"),
      new Configuration("dsl-json", "dsl-json", Family.JSON, "Settings.withRuntime().includeServiceLoader()"),
      new Configuration("protobuf", "protobuf", Family.SCHEMA_BOUND,
          "classes generated from media_content.proto (media cases only)"),
      new Configuration("fory", "fory", Family.SELF_DESCRIBING,
          "Language.JAVA, every class of the case's value registered (its default requires it)"),
      new Configuration("peregrine", "peregrine", Family.JSON, "Json.builder()"),
      new Configuration("peregrine-cbor", "peregrine-cbor", Family.SELF_DESCRIBING, "Cbor.builder(), map mode"),
      new Configuration("peregrine-cbor-array", "peregrine-cbor-array", Family.SCHEMA_BOUND,
          "Cbor.builder().beansAsArrays(true)"));

  /** The configuration called {@code id}. */
  public static Configuration byId(String id) {
    return ALL.stream().filter(c -> c.id().equals(id)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no configuration " + id));
  }

  /** A new codec of configuration {@code id} for case {@code c}; {@link NotApplicable} when it cannot take part. */
  public static Prepared prepare(String id, XsonCase c, Object value) throws Exception {
    boolean subtypes = c.need() == XsonCase.Need.SUBTYPES;
    boolean references = c.need() == XsonCase.Need.REFERENCES;
    Class<?> type = c.type();
    return switch (id) {
      case "java-unshared" -> new Prepared(new JavaBuiltIn(false), "");
      case "java-shared" -> new Prepared(new JavaBuiltIn(true), "");
      case "xson" -> new Prepared(XsonCodec.plain(), "");
      case "xson-ext" -> new Prepared(XsonCodec.ext(XsonCase.classesOf(value)), "");
      case "hessian" -> new Prepared(new HessianCodec(false), "");
      case "hessian-deflate" -> new Prepared(new HessianCodec(true), "");
      case "jboss-river" -> new Prepared(new JbossCodec(type), "");
      case "kryo" -> new Prepared(new KryoCodec(type, false, null), "");
      case "kryo-refs" -> new Prepared(new KryoCodec(type, true, null), "");
      case "kryo-reg" -> new Prepared(new KryoCodec(type, false, XsonCase.classesOf(value)), "");
      case "kryo-reg-refs" -> new Prepared(new KryoCodec(type, true, XsonCase.classesOf(value)), "");
      case "fastjson2", "fastjson2-jsonb", "fastjson2-jsonb-arrays" -> fastjson2(id, type, subtypes, references);
      case "fastjson1" -> new Prepared(new Codec() {
        @Override
        public byte[] write(Object v) {
          return com.alibaba.fastjson.JSON.toJSONBytes(v);
        }

        @Override
        public Object read(byte[] bytes) {
          return com.alibaba.fastjson.JSON.parseObject(bytes, type);
        }
      }, "");
      case "jackson" -> jackson(new JsonFactory(), false, type, subtypes, references);
      case "jackson-blackbird" -> jackson(new JsonFactory(), true, type, subtypes, references);
      case "jackson-cbor" -> jackson(new CBORFactory(), false, type, subtypes, references);
      case "jackson-smile" -> jackson(new SmileFactory(), false, type, subtypes, references);
      case "msgpack" -> jackson(new MessagePackFactory(), false, type, subtypes, references);
      case "gson" -> {
        com.google.gson.Gson gson = new com.google.gson.Gson();
        yield new Prepared(new Codec() {
          @Override
          public byte[] write(Object v) {
            return gson.toJson(v).getBytes(StandardCharsets.UTF_8);
          }

          @Override
          public Object read(byte[] bytes) {
            return gson.fromJson(new String(bytes, StandardCharsets.UTF_8), type);
          }
        }, "");
      }
      case "moshi" -> {
        JsonAdapter<Object> adapter = new com.squareup.moshi.Moshi.Builder().build().adapter((Class<Object>) type);
        yield new Prepared(new Codec() {
          @Override
          public byte[] write(Object v) throws Exception {
            Buffer buffer = new Buffer();
            adapter.toJson(buffer, v);
            return buffer.readByteArray();
          }

          @Override
          public Object read(byte[] bytes) throws Exception {
            return adapter.fromJson(new Buffer().write(bytes));
          }
        }, "");
      }
      case "json-smart" -> new Prepared(new Codec() {
        @Override
        public byte[] write(Object v) {
          return JSONValue.toJSONString(v).getBytes(StandardCharsets.UTF_8);
        }

        @Override
        public Object read(byte[] bytes) {
          return JSONValue.parse(bytes, type);
        }
      }, "");
      case "dsl-json" -> {
        com.dslplatform.json.DslJson<Object> dsl = new com.dslplatform.json.DslJson<>(
            com.dslplatform.json.runtime.Settings.withRuntime().includeServiceLoader());
        com.dslplatform.json.JsonWriter writer = dsl.newWriter();
        yield new Prepared(new Codec() {
          @Override
          public byte[] write(Object v) throws Exception {
            writer.reset();
            dsl.serialize(writer, v);
            return writer.toByteArray();
          }

          @Override
          public Object read(byte[] bytes) throws Exception {
            return dsl.deserialize(type, bytes, bytes.length);
          }
        }, "");
      }
      case "protobuf" -> {
        if (type != MediaContent.class) {
          throw new NotApplicable("no .proto schema for this case (the suite has media_content.proto only)");
        }
        Peer proto = Peers.create("protobuf");
        yield new Prepared(new Codec() {
          @Override
          public byte[] write(Object v) throws Exception {
            return proto.encode((MediaContent) v);
          }

          @Override
          public Object read(byte[] bytes) throws Exception {
            return proto.decode(bytes);
          }
        }, "");
      }
      case "fory" -> fory(value, references);
      case "peregrine", "peregrine-cbor", "peregrine-cbor-array" -> peregrine(id, type, subtypes, references);
      default -> throw new IllegalArgumentException("no configuration " + id);
    };
  }

  private static Prepared peregrine(String id, Class<?> type, boolean subtypes, boolean references) {
    String option = subtypes ? "subtypes(Animal, Dog)" : references ? "references(true)" : "";
    if (id.equals("peregrine")) {
      Json.Builder b = Json.builder();
      if (subtypes) {
        b.subtypes(XsonModel.Animal.class, XsonModel.Dog.class);
      }
      Json json = b.references(references).build();
      return new Prepared(new Codec() {
        @Override
        public byte[] write(Object v) {
          return json.writeBytes(v);
        }

        @Override
        public Object read(byte[] bytes) {
          return json.read(bytes, type);
        }
      }, option);
    }
    Cbor.Builder b = Cbor.builder().beansAsArrays(id.equals("peregrine-cbor-array"));
    if (subtypes) {
      b.subtypes(XsonModel.Animal.class, XsonModel.Dog.class);
    }
    Cbor cbor = b.references(references).build();
    return new Prepared(new Codec() {
      @Override
      public byte[] write(Object v) {
        return cbor.write(v);
      }

      @Override
      public Object read(byte[] bytes) {
        return cbor.read(bytes, type);
      }
    }, option);
  }

  private static Prepared fastjson2(String id, Class<?> type, boolean subtypes, boolean references) {
    List<JSONWriter.Feature> write = new ArrayList<>();
    List<JSONReader.Feature> read = new ArrayList<>();
    List<String> option = new ArrayList<>();
    boolean jsonb = !id.equals("fastjson2");
    if (id.equals("fastjson2-jsonb-arrays")) {
      write.add(JSONWriter.Feature.BeanToArray);
      read.add(JSONReader.Feature.SupportArrayToBean);
    }
    if (references) {
      write.add(JSONWriter.Feature.ReferenceDetection);
      option.add("WriteFeature.ReferenceDetection");
    }
    Filter filter = null;
    if (subtypes) {
      write.add(JSONWriter.Feature.WriteClassName);
      filter = JSONReader.autoTypeFilter(XsonModel.Animal.class, XsonModel.Dog.class);
      option.add("WriteClassName + autoTypeFilter(Animal, Dog)");
    }
    JSONWriter.Feature[] w = write.toArray(new JSONWriter.Feature[0]);
    JSONReader.Feature[] r = read.toArray(new JSONReader.Feature[0]);
    Filter f = filter;
    return new Prepared(new Codec() {
      @Override
      public byte[] write(Object v) {
        return jsonb ? JSONB.toBytes(v, w) : JSON.toJSONBytes(v, w);
      }

      @Override
      public Object read(byte[] bytes) {
        if (jsonb) {
          return f == null ? JSONB.parseObject(bytes, type, r) : JSONB.parseObject(bytes, type, f, r);
        }
        return f == null ? JSON.parseObject(bytes, type, r) : JSON.parseObject(bytes, type, f, r);
      }
    }, String.join(", ", option));
  }

  /** Jackson's declared subtypes, given to {@code Animal} as a mix-in (the model carries no annotations). */
  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME)
  @JsonSubTypes({@JsonSubTypes.Type(value = XsonModel.Animal.class, name = "Animal"),
      @JsonSubTypes.Type(value = XsonModel.Dog.class, name = "Dog")})
  private abstract static class AnimalSubtypes {}

  /** Jackson's object identities for case 9's nodes, as a mix-in. */
  @JsonIdentityInfo(generator = ObjectIdGenerators.IntSequenceGenerator.class)
  private abstract static class NodeIdentity {}

  private static Prepared jackson(JsonFactory factory, boolean blackbird, Class<?> type, boolean subtypes,
      boolean references) {
    ObjectMapper mapper = new ObjectMapper(factory);
    if (blackbird) {
      mapper.registerModule(new BlackbirdModule());
    }
    String option = "";
    if (subtypes) {
      mapper.addMixIn(XsonModel.Animal.class, AnimalSubtypes.class);
      option = "mix-in @JsonTypeInfo + @JsonSubTypes(Animal, Dog)";
    }
    if (references) {
      mapper.addMixIn(XsonModel.Node.class, NodeIdentity.class);
      option = "mix-in @JsonIdentityInfo on Node";
    }
    return new Prepared(new Codec() {
      @Override
      public byte[] write(Object v) throws Exception {
        return mapper.writeValueAsBytes(v);
      }

      @Override
      public Object read(byte[] bytes) throws Exception {
        return mapper.readValue(bytes, type);
      }
    }, option);
  }

  private static Prepared fory(Object value, boolean references) {
    org.apache.fory.Fory fory = org.apache.fory.Fory.builder().withLanguage(org.apache.fory.config.Language.JAVA)
        .requireClassRegistration(true).withRefTracking(references).build();
    for (Class<?> c : XsonCase.classesOf(value)) {
      if (!c.getName().startsWith("java.") && !(c.isArray() && c.getComponentType().isPrimitive())) {
        fory.register(c);
      }
    }
    return new Prepared(new Codec() {
      @Override
      public byte[] write(Object v) {
        return fory.serialize(v);
      }

      @Override
      public Object read(byte[] bytes) {
        return fory.deserialize(bytes);
      }
    }, references ? "withRefTracking(true)" : "");
  }

  private static final class JavaBuiltIn implements Codec {
    private final boolean shared;

    JavaBuiltIn(boolean shared) {
      this.shared = shared;
    }

    @Override
    public byte[] write(Object v) throws Exception {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream(1024);
      try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
        if (shared) {
          out.writeObject(v);
        } else {
          out.writeUnshared(v);
        }
      }
      return bytes.toByteArray();
    }

    @Override
    public Object read(byte[] bytes) throws Exception {
      try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
        return shared ? in.readObject() : in.readUnshared();
      }
    }
  }

  private static final class HessianCodec implements Codec {
    private final boolean deflate;

    HessianCodec(boolean deflate) {
      this.deflate = deflate;
    }

    @Override
    public byte[] write(Object v) throws Exception {
      return Hessian.write(v, deflate);
    }

    @Override
    public Object read(byte[] bytes) throws Exception {
      return Hessian.read(bytes, deflate);
    }
  }

  private static final class JbossCodec implements Codec {
    private final Class<?> type;
    private final Marshaller marshaller;
    private final Unmarshaller unmarshaller;

    JbossCodec(Class<?> type) throws Exception {
      this.type = type;
      RiverMarshallerFactory factory = new RiverMarshallerFactory();
      MarshallingConfiguration config = new MarshallingConfiguration();
      marshaller = factory.createMarshaller(config);
      unmarshaller = factory.createUnmarshaller(config);
    }

    @Override
    public byte[] write(Object v) throws Exception {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream(512);
      marshaller.start(Marshalling.createByteOutput(bytes));
      marshaller.writeObject(v);
      marshaller.finish();
      return bytes.toByteArray();
    }

    @Override
    public Object read(byte[] bytes) throws Exception {
      unmarshaller.start(Marshalling.createByteInput(new ByteArrayInputStream(bytes)));
      Object value = unmarshaller.readObject(type);
      unmarshaller.finish();
      return value;
    }
  }

  private static final class KryoCodec implements Codec {
    private final Class<?> type;
    private final com.esotericsoftware.kryo.Kryo kryo = new com.esotericsoftware.kryo.Kryo();
    private final Output output = new Output(1024, -1);
    private final Input input = new Input();

    /** {@code registered} null: registration not required, class names written. */
    KryoCodec(Class<?> type, boolean references, List<Class<?>> registered) {
      this.type = type;
      kryo.setReferences(references);
      kryo.setRegistrationRequired(registered != null);
      if (registered != null) {
        registered.forEach(kryo::register);
      }
    }

    @Override
    public byte[] write(Object v) {
      output.reset();
      kryo.writeObject(output, v);
      return output.toBytes();
    }

    @Override
    public Object read(byte[] bytes) {
      input.setBuffer(bytes);
      return kryo.readObject(input, type);
    }
  }
}
