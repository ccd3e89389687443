package dev.peregrine.bind;

import dev.peregrine.Codec;
import dev.peregrine.internal.IsoText;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueReader.Kind;
import dev.peregrine.stream.ValueWriter;
import java.sql.Time;
import java.sql.Timestamp;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import static dev.peregrine.bind.NumericText.quote;

/**
 * Codecs of {@code java.sql.Timestamp}, {@code java.sql.Date} and {@code java.sql.Time}. Only this class names
 * them, and it is reached only for a type of package {@code java.sql} ({@link JdkCodecs}), so that the module
 * {@code java.sql}, which Peregrine requires statically, need be present only in programs that bind them.
 *
 * <p>Every one reads an integer as milliseconds since the epoch, as Jackson writes {@code Date} and its subclasses
 * by default. As text: a Timestamp is its instant in UTC with every fraction digit it holds
 * ({@code "2024-01-02T03:04:05.123456789Z"}; Jackson writes milliseconds), read from an instant with any
 * offset; a {@code java.sql.Date} is its {@code yyyy-MM-dd} ({@code toString}, as Jackson 2 writes it), read as
 * that day at midnight in the JVM's time zone ({@code Date.valueOf}, so that it prints back as the same day), or
 * from an instant; a {@code Time} is its {@code HH:mm:ss}, as Jackson writes it. Under {@code datesAsTimestamps}
 * a Timestamp and a Date are written as milliseconds, as Jackson 2 does, and a Time stays text.
 */
final class SqlCodecs {
  private SqlCodecs() {}

  /** The codec of a {@code java.sql} type, or null for one that is not a date or time. */
  static Codec<?> of(Class<?> type, BindConfig config) {
    boolean millis = config.datesAsTimestamps();
    if (type == Timestamp.class) return new TimestampCodec(millis);
    if (type == java.sql.Date.class) return new DateCodec(millis);
    if (type == Time.class) return new TimeCodec();
    return null;
  }

  static final class TimestampCodec implements Codec<Timestamp> {
    private final boolean millis;

    TimestampCodec(boolean millis) {
      this.millis = millis;
    }

    @Override
    public Timestamp read(ValueReader in) {
      if (in.peek() == Kind.NUMBER) return new Timestamp(in.readLong());
      Instant instant = TimeCodecs.parseInstant(in, "a Timestamp");
      try {
        return Timestamp.from(instant);
      } catch (IllegalArgumentException e) {
        throw in.error(quote(instant.toString()) + " is not a Timestamp", e);
      }
    }

    @Override
    public void write(ValueWriter out, Timestamp value) {
      if (millis) {
        out.value(value.getTime());
      } else {
        out.textValue(value.toInstant(), IsoText.MAX_INSTANT, IsoText::printInstant);
      }
    }
  }

  static final class DateCodec implements Codec<java.sql.Date> {
    private final boolean millis;

    DateCodec(boolean millis) {
      this.millis = millis;
    }

    @Override
    public java.sql.Date read(ValueReader in) {
      if (in.peek() == Kind.NUMBER) return new java.sql.Date(in.readLong());
      if (in.peek() != Kind.STRING) return new java.sql.Date(TimeCodecs.parseInstant(in, "a java.sql.Date").toEpochMilli());
      String s = in.readString();
      try {
        if (s.length() <= 11) return java.sql.Date.valueOf(LocalDate.parse(s));
        return new java.sql.Date(java.time.format.DateTimeFormatter.ISO_INSTANT.parse(s, Instant::from).toEpochMilli());
      } catch (DateTimeException | ArithmeticException e) {
        throw in.error(quote(s) + " is not a java.sql.Date (yyyy-MM-dd, or an instant)", e);
      }
    }

    @Override
    public void write(ValueWriter out, java.sql.Date value) {
      if (millis) {
        out.value(value.getTime());
      } else {
        out.value(value.toLocalDate().toString());
      }
    }
  }

  static final class TimeCodec implements Codec<Time> {
    @Override
    public Time read(ValueReader in) {
      if (in.peek() == Kind.NUMBER) return new Time(in.readLong());
      if (in.peek() != Kind.STRING) return new Time(TimeCodecs.parseInstant(in, "a Time").toEpochMilli());
      String s = in.readString();
      try {
        return Time.valueOf(LocalTime.parse(s));
      } catch (DateTimeException e) {
        throw in.error(quote(s) + " is not a Time (HH:mm:ss)", e);
      }
    }

    @Override
    public void write(ValueWriter out, Time value) {
      out.value(value.toString());
    }
  }
}
