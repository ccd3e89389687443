package dev.peregrine.bind;

import dev.peregrine.stream.Decoder;
import dev.peregrine.stream.Encoder;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;

/**
 * Reads and writes values of one type through the format-neutral {@link ValueReader} and
 * {@link ValueWriter}. Codecs never see null: callers write and read nulls themselves.
 *
 * <pre>{@code
 * Codec<Money> money = new Codec<>() {
 *   public Money read(ValueReader in) { return Money.parse(in.readString()); }
 *   public void write(ValueWriter out, Money m) { out.value(m.toString()); }
 * };
 * Json json = Json.builder().register(Money.class, money).build();
 * }</pre>
 *
 * @param <T> the bound type
 */
public interface Codec<T> extends Decoder<T>, Encoder<T> {
  /** Reads one value; the reader is positioned on a value that is not null. */
  @Override
  T read(ValueReader in);

  /** Writes one value that is not null. */
  @Override
  void write(ValueWriter out, T value);
}
