package dev.peregrine.bench.lib;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import dev.peregrine.bench.model.MediaContent;
import org.msgpack.jackson.dataformat.MessagePackFactory;

/** Jackson databind over JSON, default or with the Blackbird module (generated accessors). */
final class Jackson implements Library {
  private final boolean blackbird;
  private final ObjectMapper mapper;

  Jackson(boolean blackbird) {
    this.blackbird = blackbird;
    this.mapper = blackbird ? JsonMapper.builder().addModule(new BlackbirdModule()).build() : new ObjectMapper();
  }

  @Override
  public String id() {
    return blackbird ? "jackson-blackbird" : "jackson";
  }

  @Override
  public Kind kind() {
    return Kind.JSON;
  }

  @Override
  public String artifact() {
    return blackbird ? "com.fasterxml.jackson.module:jackson-module-blackbird" : "com.fasterxml.jackson.core:jackson-databind";
  }

  @Override
  public String settings() {
    return (blackbird ? "ObjectMapper with BlackbirdModule" : "new ObjectMapper(), defaults")
        + "; tree = readTree (JsonNode)";
  }

  @Override
  public String writeString(MediaContent value) throws Exception {
    return mapper.writeValueAsString(value);
  }

  @Override
  public byte[] writeUtf8(MediaContent value) throws Exception {
    return mapper.writeValueAsBytes(value);
  }

  @Override
  public MediaContent readString(String text) throws Exception {
    return mapper.readValue(text, MediaContent.class);
  }

  @Override
  public MediaContent readUtf8(byte[] utf8) throws Exception {
    return mapper.readValue(utf8, MediaContent.class);
  }

  @Override
  public Object parseTree(String text) throws Exception {
    return mapper.readTree(text);
  }

  @Override
  public Object parseTree(byte[] utf8) throws Exception {
    return mapper.readTree(utf8);
  }

  @Override
  public String writeTree(Object tree) throws Exception {
    return mapper.writeValueAsString(tree);
  }

  /** Jackson databind over a binary format backend: CBOR, Smile or MessagePack. */
  static final class Binary implements Library {
    private final String id;
    private final String artifact;
    private final ObjectMapper mapper;

    private Binary(String id, String artifact, JsonFactory factory) {
      this.id = id;
      this.artifact = artifact;
      this.mapper = new ObjectMapper(factory);
    }

    static Binary cbor() {
      return new Binary("jackson-cbor", "com.fasterxml.jackson.dataformat:jackson-dataformat-cbor", new CBORFactory());
    }

    static Binary smile() {
      return new Binary("jackson-smile", "com.fasterxml.jackson.dataformat:jackson-dataformat-smile", new SmileFactory());
    }

    static Binary msgpack() {
      return new Binary("msgpack", "org.msgpack:jackson-dataformat-msgpack", new MessagePackFactory());
    }

    @Override
    public String id() {
      return id;
    }

    @Override
    public Kind kind() {
      return Kind.BINARY;
    }

    @Override
    public String artifact() {
      return artifact;
    }

    @Override
    public String settings() {
      return "new ObjectMapper(new " + mapper.getFactory().getClass().getSimpleName() + "()), defaults";
    }

    @Override
    public byte[] encode(MediaContent value) throws Exception {
      return mapper.writeValueAsBytes(value);
    }

    @Override
    public MediaContent decode(byte[] bytes) throws Exception {
      return mapper.readValue(bytes, MediaContent.class);
    }
  }
}
