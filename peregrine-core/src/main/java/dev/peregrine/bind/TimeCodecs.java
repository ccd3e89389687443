package dev.peregrine.bind;

import dev.peregrine.Codec;
import dev.peregrine.PeregrineException;
import dev.peregrine.internal.IsoText;
import dev.peregrine.stream.ValueReader.Kind;
import dev.peregrine.stream.internal.TextParser;
import dev.peregrine.stream.internal.TextPrinter;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.MonthDay;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalQueries;
import java.time.temporal.TemporalQuery;
import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.TimeZone;
import java.util.function.BiConsumer;
import java.util.function.Function;
import static dev.peregrine.bind.NumericText.describe;
import static dev.peregrine.bind.NumericText.quote;

/**
 * Codecs of {@code java.time} values, {@code java.util.Date} and {@code Calendar}.
 *
 * <p>By default a value is the ISO-8601 text of its type's {@code toString}, read back with its
 * {@code parse}. {@code Date} and {@code Calendar} are written as an instant in UTC with exactly three
 * fraction digits ({@code "2024-01-02T03:04:05.678Z"}) and read from an instant with any offset (a Calendar
 * read is in UTC, as Jackson reads it).
 *
 * <p>What a number means, for the types that read one: {@code Date} and {@code Calendar}, an integer of
 * milliseconds since the epoch; {@code Instant}, {@code OffsetDateTime} and {@code ZonedDateTime} (the latter
 * two in UTC), decimal seconds since the epoch ({@code 1700000000.123456789}, Jackson's form), and an integer
 * of milliseconds, or of seconds under {@code epochSeconds}; {@code Duration}, seconds; {@code LocalDate}, an
 * integer epoch day; {@code Year}, the year. {@code LocalDate}, {@code LocalDateTime}, {@code LocalTime},
 * {@code OffsetTime} and {@code YearMonth} also read Jackson's arrays of fields. See {@link TimestampForms},
 * which also writes these forms under {@code datesAsTimestamps}.
 *
 * <p>Under {@code @Format} the types that have fields to print use a {@link DateTimeFormatter} pattern,
 * built once per codec (formatters are immutable and thread-safe). {@code Instant} and {@code Date} are
 * formatted in UTC; on read a zone or offset in the text wins, and a pattern without a time of day reads
 * as midnight.
 *
 * <p>{@code DayOfWeek} and {@code Month} are enums and go through {@link EnumCodecs}.
 */
final class TimeCodecs {
  private TimeCodecs() {}

  /**
   * IsoText's parsers: they take digits, signs, the forms' letters and separators and a zone's id, never a
   * question mark ({@link TextParser#takesQuestionMarks}), so a reader over a String's Latin-1 bytes need not
   * look for one before it hands them a text: one that stands for a wide char is declined like any other
   * byte they do not take, and the text is then read as any string is.
   */
  @FunctionalInterface
  interface IsoParser<T> extends TextParser<T> {
    @Override
    default boolean takesQuestionMarks() {
      return false;
    }
  }

  private static final IsoParser<Instant> INSTANT = IsoText::parseInstant;

  /**
   * The codec for {@code type} under {@code config} (ISO text, or Jackson's timestamps under
   * {@code datesAsTimestamps}), or null when it is not a date or time type.
   */
  static Codec<?> plain(Class<?> type, BindConfig config) {
    Codec<?> iso = iso(type, config.epochSeconds());
    return iso != null && config.datesAsTimestamps() ? timestamps(type, iso) : iso;
  }

  /** The ISO codec for {@code type}, or null when it is not a date or time type. */
  private static Codec<?> iso(Class<?> type, boolean epochSeconds) {
    if (type == Instant.class) return new InstantCodec(epochSeconds);
    if (type == Date.class) return new DateCodec();
    if (type == Calendar.class || type == GregorianCalendar.class) return new CalendarCodec();
    // The common ISO forms are parsed and printed in place (IsoText); the parser declines what it does not
    // take, and the JDK's parse then decides, so what is accepted is the JDK's.
    if (type == LocalDate.class) return new LocalDateCodec();
    if (type == LocalTime.class) return new LocalTimeCodec();
    if (type == LocalDateTime.class) return new LocalDateTimeCodec();
    if (type == OffsetDateTime.class) return new OffsetDateTimeCodec(epochSeconds);
    if (type == OffsetTime.class) return new OffsetTimeCodec();
    if (type == ZonedDateTime.class) return new ZonedCodec(epochSeconds);
    if (type == Duration.class) return new DurationCodec();
    if (type == Period.class) return new IsoCodec<>("a Period", Period::parse);
    if (type == Year.class) return new YearCodec();
    if (type == YearMonth.class) {
      return new IsoCodec<YearMonth>("a YearMonth", YearMonth::parse) {
        @Override
        YearMonth readOther(ValueReader in) {
          return TimestampForms.yearMonth(in);
        }
      };
    }
    if (type == MonthDay.class) return new IsoCodec<>("a MonthDay", MonthDay::parse);
    if (type == ZoneOffset.class) return new IsoCodec<>("a ZoneOffset", ZoneOffset::of);
    // ZoneId is abstract: values are ZoneOffset or a JDK-private region class, which a writer that looks
    // codecs up by runtime class asks for.
    if (ZoneId.class.isAssignableFrom(type)) return new IsoCodec<ZoneId>("a ZoneId", ZoneId::of);
    return null;
  }

  /**
   * {@code iso} writing Jackson's timestamp form of {@code type} instead of its text, and reading as
   * {@code iso} does (every form); {@code iso} itself for the types Jackson writes as text even then.
   */
  @SuppressWarnings("unchecked")
  private static Codec<?> timestamps(Class<?> type, Codec<?> iso) {
    if (type == Instant.class) {
      return new TimestampCodec<>((Codec<Instant>) iso, (out, i) -> TimestampForms.writeSeconds(out, i.getEpochSecond(), i.getNano()));
    }
    if (type == OffsetDateTime.class) {
      return new TimestampCodec<>((Codec<OffsetDateTime>) iso, (out, t) -> TimestampForms.writeSeconds(out, t.toEpochSecond(), t.getNano()));
    }
    if (type == ZonedDateTime.class) {
      return new TimestampCodec<>((Codec<ZonedDateTime>) iso, (out, t) -> TimestampForms.writeSeconds(out, t.toEpochSecond(), t.getNano()));
    }
    if (type == Duration.class) {
      return new TimestampCodec<>((Codec<Duration>) iso, (out, d) -> TimestampForms.writeSeconds(out, d.getSeconds(), d.getNano()));
    }
    if (type == Date.class) return new TimestampCodec<>((Codec<Date>) iso, (out, d) -> out.value(d.getTime()));
    if (type == Calendar.class || type == GregorianCalendar.class) {
      return new TimestampCodec<>((Codec<Calendar>) iso, (out, c) -> out.value(c.getTimeInMillis()));
    }
    if (type == LocalDate.class) return new TimestampCodec<>((Codec<LocalDate>) iso, TimestampForms::writeLocalDate);
    if (type == LocalDateTime.class) {
      return new TimestampCodec<>((Codec<LocalDateTime>) iso, TimestampForms::writeLocalDateTime);
    }
    if (type == LocalTime.class) return new TimestampCodec<>((Codec<LocalTime>) iso, TimestampForms::writeLocalTime);
    if (type == OffsetTime.class) return new TimestampCodec<>((Codec<OffsetTime>) iso, TimestampForms::writeOffsetTime);
    if (type == YearMonth.class) return new TimestampCodec<>((Codec<YearMonth>) iso, TimestampForms::writeYearMonth);
    if (type == Year.class) return new TimestampCodec<>((Codec<Year>) iso, (out, y) -> out.value(y.getValue()));
    return iso;
  }

  /** A codec that reads as its ISO codec and writes a timestamp form. */
  static final class TimestampCodec<T> implements Codec<T> {
    private final Codec<T> iso;
    private final BiConsumer<ValueWriter, T> writer;

    TimestampCodec(Codec<T> iso, BiConsumer<ValueWriter, T> writer) {
      this.iso = iso;
      this.writer = writer;
    }

    @Override
    public T read(ValueReader in) {
      return iso.read(in);
    }

    @Override
    public void write(ValueWriter out, T value) {
      writer.accept(out, value);
    }
  }

  /**
   * The codec for {@code type} under {@code @Format(pattern)}, or null when {@code type} is not one that a
   * date-time pattern applies to (Duration, Period and zones have no fields to print).
   */
  static Codec<?> formatted(Class<?> type, String pattern) {
    return formatted(type, pattern, null, null);
  }

  /**
   * As {@link #formatted(Class, String)}, in {@code locale} (null: the default) and, when {@code zone} is not
   * null, printing and parsing in that zone (Jackson's {@code @JsonFormat} locale and timezone); instants
   * without a zone are in UTC.
   */
  static Codec<?> formatted(Class<?> type, String pattern, java.util.Locale locale, ZoneId zone) {
    if (type == Duration.class || type == Period.class || ZoneId.class.isAssignableFrom(type)) return null;
    DateTimeFormatter f = formatter(type, pattern, locale);
    if (zone != null) f = f.withZone(zone);
    if (type == Instant.class) {
      return new PatternCodec<Instant>("an Instant", pattern, utc(f, zone), TimeCodecs::instantFrom, i -> i);
    }
    if (type == Date.class) {
      return new PatternCodec<Date>("a Date", pattern, utc(f, zone), t -> Date.from(instantFrom(t)),
          Date::toInstant);
    }
    if (type == LocalDate.class) return patterned("a LocalDate", f, pattern, LocalDate::from);
    if (type == LocalTime.class) return patterned("a LocalTime", f, pattern, LocalTime::from);
    if (type == LocalDateTime.class) return patterned("a LocalDateTime", f, pattern, LocalDateTime::from);
    if (type == OffsetDateTime.class) return patterned("an OffsetDateTime", f, pattern, OffsetDateTime::from);
    if (type == OffsetTime.class) return patterned("an OffsetTime", f, pattern, OffsetTime::from);
    if (type == ZonedDateTime.class) return patterned("a ZonedDateTime", f, pattern, ZonedDateTime::from);
    if (type == Year.class) return patterned("a Year", f, pattern, Year::from);
    if (type == YearMonth.class) return patterned("a YearMonth", f, pattern, YearMonth::from);
    if (type == MonthDay.class) return patterned("a MonthDay", f, pattern, MonthDay::from);
    return null;
  }

  private static <T extends TemporalAccessor> Codec<T> patterned(String name, DateTimeFormatter formatter,
      String pattern, TemporalQuery<T> query) {
    return new PatternCodec<T>(name, pattern, formatter, query::queryFrom, t -> t);
  }

  private static DateTimeFormatter formatter(Class<?> type, String pattern, java.util.Locale locale) {
    try {
      return locale == null ? DateTimeFormatter.ofPattern(pattern) : DateTimeFormatter.ofPattern(pattern, locale);
    } catch (IllegalArgumentException e) {
      throw new PeregrineException("@Format(\"" + pattern + "\") on " + type.getName()
          + " is not a DateTimeFormatter pattern: " + e.getMessage(), e);
    }
  }

  /**
   * The formatter of an instant type: printing needs a zone to find the fields, and UTC is the one that
   * does not depend on the machine. When parsing, a zone or offset in the text takes precedence.
   */
  private static DateTimeFormatter utc(DateTimeFormatter formatter, ZoneId zone) {
    return zone != null ? formatter : formatter.withZone(ZoneOffset.UTC);
  }

  /** The instant a parsed text names; a text with a date but no time of day is taken at midnight. */
  private static Instant instantFrom(TemporalAccessor t) {
    if (t.isSupported(ChronoField.INSTANT_SECONDS)) return Instant.from(t);
    LocalDate date = t.query(TemporalQueries.localDate());
    if (date == null) throw new DateTimeException("the text has no date");
    LocalTime time = t.query(TemporalQueries.localTime());
    ZoneId zone = t.query(TemporalQueries.zone());
    return ZonedDateTime.of(date, time == null ? LocalTime.MIDNIGHT : time, zone == null ? ZoneOffset.UTC : zone)
        .toInstant();
  }

  private static String readText(ValueReader in, String name) {
    expectText(in, name);
    return in.readString();
  }

  private static void expectText(ValueReader in, String name) {
    Kind k = in.peek();
    if (k != Kind.STRING) throw in.error("expected " + name + " as a string, found " + describe(k));
  }

  /** A value whose text form is its toString and whose parser is given. */
  static class IsoCodec<T> implements Codec<T> {
    private final String name;
    private final Function<String, T> parse;

    IsoCodec(String name, Function<String, T> parse) {
      this.name = name;
      this.parse = parse;
    }

    @Override
    public T read(ValueReader in) {
      if (in.peek() != Kind.STRING) return readOther(in);
      return parsed(in, in.readString());
    }

    @Override
    public void write(ValueWriter out, T value) {
      out.value(value.toString());
    }

    /**
     * The read of a value that is not text: an error, unless the type has another form (Jackson's timestamps,
     * {@link TimestampForms}), which a subclass then reads. Only reached off the text path.
     */
    T readOther(ValueReader in) {
      throw in.error("expected " + name + " as a string, found " + describe(in.peek()));
    }

    /**
     * The read of the subclasses that parse the text where the reader holds it: {@code parser} may decline a
     * text, and {@code parse} then decides, so what is accepted is the JDK's. Each subclass passes its own
     * constant parser (and prints with its own constant printer) from a read (and write) of its own: a
     * property's call of its codec then inlines down to the reader's call of that parser, which the JIT
     * binds to that one parser. One class that kept the parser in a field shared the reader's call site among
     * all of them, and where a document has several of these types that call went through the interface
     * table and was never inlined. With the reader's readText small enough to inline (Utf8JsonReader), beans
     * of the time types read in one JVM after each other went from 1.05 to 1.18 of fastjson2 (LocalDateTime),
     * 0.77 to 0.85 (LocalTime), 0.94 to 0.98 (OffsetDateTime); where HotSpot compiled readText on its own
     * first, too big to inline later, nothing changes (LocalDate stayed at 0.83).
     */
    final T read(ValueReader in, IsoParser<T> parser) {
      if (in.peek() != Kind.STRING) return readOther(in);
      T value = in.readText(parser);
      return value != null ? value : parsed(in, in.unmatchedString());
    }

    private T parsed(ValueReader in, String s) {
      try {
        return parse.apply(s);
      } catch (DateTimeException e) {
        // Covers DateTimeParseException and the zone lookup's ZoneRulesException.
        throw in.error(quote(s) + " is not " + name, e);
      }
    }
  }

  /**
   * A LocalDate's common form, {@code yyyy-MM-dd}, is 10 bytes: the reader tries it where a closing quote
   * would then be, without scanning for it ({@link TextParser#fixedLength}); IsoText takes only digits and
   * dashes.
   */
  static final class LocalDateCodec extends IsoCodec<LocalDate> {
    private static final IsoParser<LocalDate> PARSER = new IsoParser<>() {
      @Override
      public LocalDate parse(byte[] b, int from, int to) {
        return IsoText.parseLocalDate(b, from, to);
      }

      @Override
      public int fixedLength() {
        return IsoText.DATE_LENGTH;
      }
    };
    private static final TextPrinter<LocalDate> PRINTER = IsoText::printLocalDate;

    LocalDateCodec() {
      super("a LocalDate", LocalDate::parse);
    }

    @Override
    public LocalDate read(ValueReader in) {
      return read(in, PARSER);
    }

    @Override
    LocalDate readOther(ValueReader in) {
      return TimestampForms.localDate(in);
    }

    @Override
    public void write(ValueWriter out, LocalDate value) {
      out.textValue(value, IsoText.MAX_DATE, PRINTER);
    }
  }

  static final class LocalTimeCodec extends IsoCodec<LocalTime> {
    private static final IsoParser<LocalTime> PARSER = IsoText::parseLocalTime;
    private static final TextPrinter<LocalTime> PRINTER = IsoText::printLocalTime;

    LocalTimeCodec() {
      super("a LocalTime", LocalTime::parse);
    }

    @Override
    public LocalTime read(ValueReader in) {
      return read(in, PARSER);
    }

    @Override
    LocalTime readOther(ValueReader in) {
      return TimestampForms.localTime(in);
    }

    @Override
    public void write(ValueWriter out, LocalTime value) {
      out.textValue(value, IsoText.MAX_TIME, PRINTER);
    }
  }

  static final class LocalDateTimeCodec extends IsoCodec<LocalDateTime> {
    private static final IsoParser<LocalDateTime> PARSER = IsoText::parseLocalDateTime;
    private static final TextPrinter<LocalDateTime> PRINTER = IsoText::printLocalDateTime;

    LocalDateTimeCodec() {
      super("a LocalDateTime", LocalDateTime::parse);
    }

    @Override
    public LocalDateTime read(ValueReader in) {
      return read(in, PARSER);
    }

    @Override
    LocalDateTime readOther(ValueReader in) {
      return TimestampForms.localDateTime(in);
    }

    @Override
    public void write(ValueWriter out, LocalDateTime value) {
      out.textValue(value, IsoText.MAX_DATE_TIME, PRINTER);
    }
  }

  static final class OffsetDateTimeCodec extends IsoCodec<OffsetDateTime> {
    private static final IsoParser<OffsetDateTime> PARSER = IsoText::parseOffsetDateTime;
    private static final TextPrinter<OffsetDateTime> PRINTER = IsoText::printOffsetDateTime;

    private final boolean epochSeconds;

    OffsetDateTimeCodec(boolean epochSeconds) {
      super("an OffsetDateTime", OffsetDateTime::parse);
      this.epochSeconds = epochSeconds;
    }

    @Override
    public OffsetDateTime read(ValueReader in) {
      return read(in, PARSER);
    }

    /** A number is an instant, taken in UTC (as Jackson does unless told of another time zone). */
    @Override
    OffsetDateTime readOther(ValueReader in) {
      if (in.peek() != Kind.NUMBER) return super.readOther(in);
      return TimestampForms.instant(in, epochSeconds, "an OffsetDateTime").atOffset(ZoneOffset.UTC);
    }

    @Override
    public void write(ValueWriter out, OffsetDateTime value) {
      out.textValue(value, IsoText.MAX_OFFSET_DATE_TIME, PRINTER);
    }
  }

  static final class OffsetTimeCodec extends IsoCodec<OffsetTime> {
    private static final IsoParser<OffsetTime> PARSER = IsoText::parseOffsetTime;
    private static final TextPrinter<OffsetTime> PRINTER = IsoText::printOffsetTime;

    OffsetTimeCodec() {
      super("an OffsetTime", OffsetTime::parse);
    }

    @Override
    public OffsetTime read(ValueReader in) {
      return read(in, PARSER);
    }

    @Override
    OffsetTime readOther(ValueReader in) {
      return TimestampForms.offsetTime(in);
    }

    @Override
    public void write(ValueWriter out, OffsetTime value) {
      out.textValue(value, IsoText.MAX_OFFSET_TIME, PRINTER);
    }
  }

  /** ZonedDateTime: its text ends with the zone's id in brackets, so its room depends on the value. */
  static final class ZonedCodec extends IsoCodec<ZonedDateTime> {
    private static final IsoParser<ZonedDateTime> PARSER = IsoText::parseZonedDateTime;
    private static final TextPrinter<ZonedDateTime> PRINTER = IsoText::printZonedDateTime;

    private final boolean epochSeconds;

    ZonedCodec(boolean epochSeconds) {
      super("a ZonedDateTime", ZonedDateTime::parse);
      this.epochSeconds = epochSeconds;
    }

    @Override
    public ZonedDateTime read(ValueReader in) {
      return read(in, PARSER);
    }

    /** A number is an instant, taken in UTC (as Jackson does unless told of another time zone). */
    @Override
    ZonedDateTime readOther(ValueReader in) {
      if (in.peek() != Kind.NUMBER) return super.readOther(in);
      return TimestampForms.instant(in, epochSeconds, "a ZonedDateTime").atZone(ZoneOffset.UTC);
    }

    @Override
    public void write(ValueWriter out, ZonedDateTime value) {
      out.textValue(value, IsoText.maxZonedLength(value), PRINTER);
    }
  }

  static final class DurationCodec extends IsoCodec<Duration> {
    private static final IsoParser<Duration> PARSER = IsoText::parseDuration;
    private static final TextPrinter<Duration> PRINTER = IsoText::printDuration;

    DurationCodec() {
      super("a Duration", Duration::parse);
    }

    @Override
    public Duration read(ValueReader in) {
      return read(in, PARSER);
    }

    @Override
    Duration readOther(ValueReader in) {
      if (in.peek() != Kind.NUMBER) return super.readOther(in);
      return TimestampForms.duration(in);
    }

    @Override
    public void write(ValueWriter out, Duration value) {
      out.textValue(value, IsoText.MAX_DURATION, PRINTER);
    }
  }

  static final class InstantCodec implements Codec<Instant> {
    private final boolean epochSeconds;

    InstantCodec(boolean epochSeconds) {
      this.epochSeconds = epochSeconds;
    }

    @Override
    public Instant read(ValueReader in) {
      Kind k = in.peek();
      if (k == Kind.NUMBER) return TimestampForms.instant(in, epochSeconds, "an Instant");
      return parseInstant(in, "an Instant");
    }

    @Override
    public void write(ValueWriter out, Instant value) {
      out.textValue(value, IsoText.MAX_INSTANT, IsoText::printInstant);
    }
  }

  /** An instant's text as ISO_INSTANT reads it (the common shape in place), or the reader's error. */
  static Instant parseInstant(ValueReader in, String name) {
    expectText(in, name);
    Instant value = in.readText(INSTANT);
    if (value != null) return value;
    String s = in.unmatchedString();
    try {
      // ISO_INSTANT, as Instant.parse, but it also takes an offset other than Z (since JDK 12).
      return DateTimeFormatter.ISO_INSTANT.parse(s, Instant::from);
    } catch (DateTimeException e) {
      throw in.error(quote(s) + " is not " + name, e);
    }
  }

  static final class DateCodec implements Codec<Date> {
    @Override
    public Date read(ValueReader in) {
      Kind k = in.peek();
      if (k == Kind.NUMBER) return new Date(in.readLong());
      Instant instant = parseInstant(in, "a Date");
      try {
        return Date.from(instant);
      } catch (IllegalArgumentException e) {
        // An Instant beyond Date's range of epoch milliseconds in a long.
        throw in.error(quote(instant.toString()) + " is not a Date", e);
      }
    }

    @Override
    public void write(ValueWriter out, Date value) {
      // Always millisecond precision, so that its strings have one shape.
      out.textValue(value.toInstant(), IsoText.MAX_INSTANT, DATE_PRINTER);
    }

    static final TextPrinter<Instant> DATE_PRINTER = (instant, b, p) -> IsoText.printInstant(instant, b, p, true);
  }

  /** A Calendar as an instant (as Date), read as a GregorianCalendar in UTC, as Jackson reads it. */
  static final class CalendarCodec implements Codec<Calendar> {
    private static final TimeZone UTC = TimeZone.getTimeZone(ZoneOffset.UTC);

    @Override
    public Calendar read(ValueReader in) {
      long millis;
      if (in.peek() == Kind.NUMBER) {
        millis = in.readLong();
      } else {
        Instant instant = parseInstant(in, "a Calendar");
        try {
          millis = instant.toEpochMilli();
        } catch (ArithmeticException e) {
          throw in.error(quote(instant.toString()) + " is not a Calendar", e);
        }
      }
      GregorianCalendar c = new GregorianCalendar(UTC);
      c.setTimeInMillis(millis);
      return c;
    }

    @Override
    public void write(ValueWriter out, Calendar value) {
      out.textValue(value.toInstant(), IsoText.MAX_INSTANT, DateCodec.DATE_PRINTER);
    }
  }

  static final class YearCodec implements Codec<Year> {
    @Override
    public Year read(ValueReader in) {
      Kind k = in.peek();
      if (k == Kind.NUMBER) {
        int y = in.readInt();
        try {
          return Year.of(y);
        } catch (DateTimeException e) {
          throw in.error(y + " is out of range for a Year", e);
        }
      }
      String s = readText(in, "a Year");
      try {
        return Year.parse(s);
      } catch (DateTimeException e) {
        throw in.error(quote(s) + " is not a Year", e);
      }
    }

    @Override
    public void write(ValueWriter out, Year value) {
      out.value(value.toString());
    }
  }

  /** A value printed and parsed by a pattern formatter; {@code toTemporal} gives the formatter's view. */
  static final class PatternCodec<T> implements Codec<T> {
    private final String name;
    private final String pattern;
    private final DateTimeFormatter formatter;
    private final Function<TemporalAccessor, T> fromParsed;
    private final Function<T, TemporalAccessor> toTemporal;

    PatternCodec(String name, String pattern, DateTimeFormatter formatter,
        Function<TemporalAccessor, T> fromParsed, Function<T, TemporalAccessor> toTemporal) {
      this.name = name;
      this.pattern = pattern;
      this.formatter = formatter;
      this.fromParsed = fromParsed;
      this.toTemporal = toTemporal;
    }

    @Override
    public T read(ValueReader in) {
      String s = readText(in, name);
      try {
        return fromParsed.apply(formatter.parse(s));
      } catch (DateTimeException | IllegalArgumentException e) {
        throw in.error(quote(s) + " is not " + name + " in the format \"" + pattern + "\"", e);
      }
    }

    @Override
    public void write(ValueWriter out, T value) {
      try {
        out.value(formatter.format(toTemporal.apply(value)));
      } catch (DateTimeException e) {
        // The pattern asks for a field the value lacks, such as a zone for a LocalDateTime.
        throw NumericText.writeError(out, "cannot format " + name + " with \"" + pattern + "\"", e);
      }
    }
  }
}
