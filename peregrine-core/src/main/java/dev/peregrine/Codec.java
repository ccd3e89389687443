package dev.peregrine;

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
 * <p>The readers and writers of every format know codecs by this type too, so that a reader can hand a
 * value it does not decide itself (a number written as text where an int is expected, the content of a CBOR
 * tag) back to the codec that does.
 *
 * @param <T> the bound type
 */
public interface Codec<T> {
  /** Reads one value; the reader is positioned on a value that is not null. */
  T read(ValueReader in);

  /** Writes one value that is not null. */
  void write(ValueWriter out, T value);
}
