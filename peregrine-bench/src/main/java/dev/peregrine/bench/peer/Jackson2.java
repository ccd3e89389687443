package dev.peregrine.bench.peer;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SequenceWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.fasterxml.jackson.module.afterburner.AfterburnerModule;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import dev.peregrine.bench.model.MediaContent;
import java.io.BufferedInputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Iterator;
import java.util.List;
import java.util.function.ToLongFunction;
import org.msgpack.jackson.dataformat.MessagePackFactory;

/**
 * Jackson 2 databind: over JSON by default, with the Blackbird module (accessors generated through
 * LambdaMetafactory) or with the Afterburner module (accessors generated as bytecode); and over CBOR, Smile and
 * MessagePack ({@link Binary}). Every Jackson 2 mapper of the suite's peers is configured here, in
 * {@link #builder}.
 */
public final class Jackson2 implements Peer {
  private final boolean blackbird;
  private final boolean afterburner;
  private final ObjectMapper mapper;
  /** The mapper of {@link Binding#ISO_TIME}, made on first use and shared by every class bound with it. */
  private ObjectMapper isoMapper;

  Jackson2(boolean blackbird) {
    this(blackbird, false);
  }

  private Jackson2(boolean blackbird, boolean afterburner) {
    this.blackbird = blackbird;
    this.afterburner = afterburner;
    this.mapper = builder(Binding.DEFAULTS).build();
  }

  /**
   * The variant's mapper under {@code binding}. {@link Binding#ISO_TIME} is Jackson 2 as its users set it up for
   * {@code java.time} and {@code Optional}: {@code JavaTimeModule} and {@code Jdk8Module}, dates and durations as
   * ISO-8601 text instead of its default timestamps, and the offset read kept instead of moved to UTC
   * ({@code ADJUST_DATES_TO_CONTEXT_TIME_ZONE} off).
   */
  private JsonMapper.Builder builder(Binding binding) {
    JsonMapper.Builder builder = binding == Binding.ISO_TIME ? isoTime() : JsonMapper.builder();
    if (blackbird) {
      builder.addModule(new BlackbirdModule());
    } else if (afterburner) {
      builder.addModule(new AfterburnerModule());
    }
    return builder;
  }

  private static JsonMapper.Builder isoTime() {
    return JsonMapper.builder().addModule(new JavaTimeModule()).addModule(new Jdk8Module())
        .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
        .disable(SerializationFeature.WRITE_DURATIONS_AS_TIMESTAMPS)
        .disable(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE);
  }

  /**
   * The suite's reference mapper, which writes the type matrix's documents and judges every peer's output: plain
   * Jackson 2 with {@link Binding#ISO_TIME}.
   */
  public static ObjectMapper referenceMapper() {
    return isoTime().build();
  }

  static Jackson2 afterburner() {
    return new Jackson2(false, true);
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
        : afterburner ? "ObjectMapper with AfterburnerModule" : "JsonMapper.builder().build(), defaults")
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

  @Override
  public <T> TypedJson<T> json(Class<T> type, Binding binding) {
    if (binding == Binding.DEFAULTS) {
      return new Typed<>(mapper, type);
    }
    if (isoMapper == null) {
      isoMapper = builder(binding).build();
    }
    return new Typed<>(isoMapper, type);
  }

  @Override
  public String jsonSettings(Binding binding) {
    String module = blackbird ? " + BlackbirdModule" : afterburner ? " + AfterburnerModule" : "";
    return binding == Binding.DEFAULTS ? "JsonMapper.builder()" + module + ", defaults"
        : "JavaTimeModule + Jdk8Module" + module + "; WRITE_DATES_AS_TIMESTAMPS, WRITE_DURATIONS_AS_TIMESTAMPS "
            + "and ADJUST_DATES_TO_CONTEXT_TIME_ZONE off (ISO-8601 text, offsets kept)";
  }

  @Override
  public String streamApi() {
    return "writeValue(OutputStream, value) / readValue(InputStream, Class)";
  }

  private static final class Typed<T> implements TypedJson<T> {
    private final ObjectMapper mapper;
    private final Class<T> type;

    Typed(ObjectMapper mapper, Class<T> type) {
      this.mapper = mapper;
      this.type = type;
    }

    public String writeString(T value) throws Exception {
      return mapper.writeValueAsString(value);
    }

    public byte[] writeBytes(T value) throws Exception {
      return mapper.writeValueAsBytes(value);
    }

    public T readString(String json) throws Exception {
      return mapper.readValue(json, type);
    }

    public T readBytes(byte[] json) throws Exception {
      return mapper.readValue(json, type);
    }

    public void writeTo(T value, OutputStream out) throws Exception {
      mapper.writeValue(out, value);
    }

    public T readFrom(InputStream in) throws Exception {
      return mapper.readValue(in, type);
    }
  }

  /**
   * Jackson's element-by-element API: {@code readerFor(type).readValues} (a {@code MappingIterator}) over a 64 KiB
   * buffered stream, {@code writerFor(type).writeValuesAsArray} (a {@code SequenceWriter}); the whole array
   * through {@code readValue} with a {@code List} type.
   */
  static Sequences sequences(ObjectMapper mapper) {
    return new Sequences() {
      public <T> long read(InputStream in, Class<T> type, ToLongFunction<? super T> each, long[] sum)
          throws Exception {
        long count = 0;
        try (MappingIterator<T> items = mapper.readerFor(type).readValues(new BufferedInputStream(in, 65536))) {
          for (; items.hasNext(); count++) {
            sum[0] += each.applyAsLong(items.next());
          }
        }
        return count;
      }

      public <T> List<T> readAll(InputStream in, Class<T> type) throws Exception {
        return mapper.readValue(in, mapper.getTypeFactory().constructCollectionType(List.class, type));
      }

      public <T> void write(OutputStream out, Class<T> type, Iterator<? extends T> items) throws Exception {
        try (SequenceWriter w = mapper.writerFor(type).writeValuesAsArray(out)) {
          while (items.hasNext()) {
            w.write(items.next());
          }
        }
      }
    };
  }

  @Override
  public Sequences sequences() {
    return sequences(mapper);
  }

  /** Jackson databind over a binary format backend: CBOR, Smile or MessagePack. */
  static final class Binary implements Peer {
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

    @Override
    public Sequences sequences() {
      return Jackson2.sequences(mapper);
    }
  }
}
