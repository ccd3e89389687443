package dev.peregrine.bench.lib;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import com.fasterxml.jackson.module.afterburner.AfterburnerModule;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import dev.peregrine.bench.model.MediaContent;
import org.msgpack.jackson.dataformat.MessagePackFactory;

/**
 * Jackson 2 databind over JSON: default, with the Blackbird module (accessors generated through
 * LambdaMetafactory) or with the Afterburner module (accessors generated as bytecode).
 */
final class Jackson implements Library {
  private final boolean blackbird;
  private final boolean afterburner;
  private final ObjectMapper mapper;

  Jackson(boolean blackbird) {
    this(blackbird, false);
  }

  private Jackson(boolean blackbird, boolean afterburner) {
    this.blackbird = blackbird;
    this.afterburner = afterburner;
    this.mapper = blackbird ? JsonMapper.builder().addModule(new BlackbirdModule()).build()
        : afterburner ? JsonMapper.builder().addModule(new AfterburnerModule()).build()
        : new ObjectMapper();
  }

  static Jackson afterburner() {
    return new Jackson(false, true);
  }

  @Override
  public String id() {
    return blackbird ? "jackson-blackbird" : afterburner ? "jackson-afterburner" : "jackson";
  }

  @Override
  public Kind kind() {
    return Kind.JSON;
  }

  @Override
  public String artifact() {
    return blackbird ? "com.fasterxml.jackson.module:jackson-module-blackbird"
        : afterburner ? "com.fasterxml.jackson.module:jackson-module-afterburner"
        : "com.fasterxml.jackson.core:jackson-databind";
  }

  @Override
  public String settings() {
    return (blackbird ? "ObjectMapper with BlackbirdModule"
        : afterburner ? "ObjectMapper with AfterburnerModule" : "new ObjectMapper(), defaults")
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
