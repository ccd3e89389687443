package dev.peregrine.bench.peer;

import dev.peregrine.bench.model.MediaContent;
import java.io.BufferedInputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Iterator;
import java.util.List;
import java.util.function.ToLongFunction;
import tools.jackson.databind.MappingIterator;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.SequenceWriter;
import tools.jackson.databind.cfg.DateTimeFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * Jackson 3 databind ({@code tools.jackson.core:jackson-databind}, its own packages, so it sits beside Jackson 2
 * on one class path), with its defaults. Its exceptions are unchecked. Every Jackson 3 mapper of the suite's peers
 * is configured here, in {@link #builder}.
 */
final class Jackson3 implements Peer {
  private final ObjectMapper mapper = builder(Binding.DEFAULTS).build();
  /** The mapper of {@link Binding#ISO_TIME}, made on first use and shared by every class bound with it. */
  private ObjectMapper isoMapper;

  /**
   * java.time and Optional are built in and dates are ISO-8601 text by default; for {@link Binding#ISO_TIME} the
   * offset read is kept ({@code DateTimeFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE} off), as for Jackson 2.
   */
  private static JsonMapper.Builder builder(Binding binding) {
    JsonMapper.Builder builder = JsonMapper.builder();
    if (binding == Binding.ISO_TIME) {
      builder.disable(DateTimeFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE);
    }
    return builder;
  }

  @Override
  public String id() {
    return "jackson3";
  }

  @Override
  public Kind kind() {
    return Kind.JSON;
  }

  @Override
  public String artifact() {
    return "tools.jackson.core:jackson-databind";
  }

  @Override
  public String settings() {
    return "JsonMapper.builder().build(), defaults; tree = readTree (JsonNode)";
  }

  @Override
  public String writeString(MediaContent value) {
    return mapper.writeValueAsString(value);
  }

  @Override
  public byte[] writeUtf8(MediaContent value) {
    return mapper.writeValueAsBytes(value);
  }

  @Override
  public MediaContent readString(String text) {
    return mapper.readValue(text, MediaContent.class);
  }

  @Override
  public MediaContent readUtf8(byte[] utf8) {
    return mapper.readValue(utf8, MediaContent.class);
  }

  @Override
  public Object parseTree(String text) {
    return mapper.readTree(text);
  }

  @Override
  public Object parseTree(byte[] utf8) {
    return mapper.readTree(utf8);
  }

  @Override
  public String writeTree(Object tree) {
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
    return binding == Binding.DEFAULTS ? "JsonMapper.builder().build(), defaults"
        : "JsonMapper.builder() defaults but DateTimeFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE off";
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

    public String writeString(T value) {
      return mapper.writeValueAsString(value);
    }

    public byte[] writeBytes(T value) {
      return mapper.writeValueAsBytes(value);
    }

    public T readString(String json) {
      return mapper.readValue(json, type);
    }

    public T readBytes(byte[] json) {
      return mapper.readValue(json, type);
    }

    public void writeTo(T value, OutputStream out) {
      mapper.writeValue(out, value);
    }

    public T readFrom(InputStream in) {
      return mapper.readValue(in, type);
    }
  }

  /** As Jackson 2's: {@code readValues} (a {@code MappingIterator}), {@code writeValuesAsArray}, {@code readValue}. */
  @Override
  public Sequences sequences() {
    return new Sequences() {
      public <T> long read(InputStream in, Class<T> type, ToLongFunction<? super T> each, long[] sum) {
        long count = 0;
        try (MappingIterator<T> items = mapper.readerFor(type).readValues(new BufferedInputStream(in, 65536))) {
          for (; items.hasNext(); count++) {
            sum[0] += each.applyAsLong(items.next());
          }
        }
        return count;
      }

      public <T> List<T> readAll(InputStream in, Class<T> type) {
        return mapper.readValue(in, mapper.getTypeFactory().constructCollectionType(List.class, type));
      }

      public <T> void write(OutputStream out, Class<T> type, Iterator<? extends T> items) {
        try (SequenceWriter w = mapper.writerFor(type).writeValuesAsArray(out)) {
          while (items.hasNext()) {
            w.write(items.next());
          }
        }
      }
    };
  }
}
