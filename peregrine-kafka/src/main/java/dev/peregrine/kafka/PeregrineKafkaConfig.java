package dev.peregrine.kafka;

/**
 * The properties Peregrine's deserializers and serdes read from a Kafka client's or a Streams application's
 * configuration: the type a record's key or value is read as.
 *
 * <pre>{@code
 * props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, JsonDeserializer.class);
 * props.put(PeregrineKafkaConfig.VALUE_TYPE, "com.acme.Order");            // or Order.class
 * props.put(PeregrineKafkaConfig.KEY_TYPE, "java.util.List<com.acme.OrderId>");
 * }</pre>
 *
 * <p>A value may be a {@code Class}, a {@link dev.peregrine.TypeRef}, a {@link java.lang.reflect.Type} or a
 * type name: a class's binary or canonical name ({@code com.acme.Outer$Inner} or {@code com.acme.Outer.Inner};
 * {@code java.lang} may be left out), optionally with type arguments in angle brackets and {@code []} for
 * arrays, as in {@code java.util.Map<String, java.util.List<com.acme.Order>>}. Classes are loaded through the
 * thread's context class loader, as Kafka loads the classes its own configuration names.
 */
public final class PeregrineKafkaConfig {
  /** The type of record keys, read by a deserializer or serde configured as a key's ({@code isKey}). */
  public static final String KEY_TYPE = "peregrine.key.type";

  /** The type of record values, read by a deserializer or serde configured as a value's. */
  public static final String VALUE_TYPE = "peregrine.value.type";

  private PeregrineKafkaConfig() {}
}
