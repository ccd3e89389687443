package dev.peregrine.jackson;

import static dev.peregrine.jackson.JacksonOracles.JACKSON_2;
import static dev.peregrine.jackson.JacksonOracles.JACKSON_3;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.PeregrineException;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.JsonContractTest;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URL;
import java.nio.ByteBuffer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Currency;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.TimeZone;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Pattern;

/**
 * The JDK's value types that Jackson binds out of the box: written and read as Jackson 2 and Jackson 3 write and
 * read them, in every format, input mode and engine, and refused where Jackson's read is not safe on a stranger's
 * document (a host name looked up, a class loaded, an unknown time zone taken as GMT).
 */
class JacksonJdkTypesContractTest {
  /** Every type whose form is the same in Peregrine, Jackson 2 and Jackson 3. */
  public static class Values {
    public URL url;
    public URI uri;
    public Path path;
    public File file;
    public Pattern pattern;
    public InetAddress ipv4;
    public InetAddress ipv6;
    public InetSocketAddress socket;
    public InetSocketAddress unresolved;
    public Currency currency;
    public TimeZone timeZone;
    public ZoneId zoneId;
    public ZoneOffset zoneOffset;
    public Charset charset;
    public StringBuilder builder;
    public StringBuffer buffer;
    public AtomicInteger atomicInteger;
    public AtomicLong atomicLong;
    public AtomicBoolean atomicBoolean;
    public AtomicReference<String> atomicReference;
    public AtomicReference<List<Integer>> emptyReference;
    public OptionalInt optionalInt;
    public OptionalLong optionalLong;
    public OptionalDouble optionalDouble;
    public UUID uuid;
    public ByteBuffer bytes;
    public java.sql.Time time;

    static Values sample() {
      try {
        Values v = new Values();
        v.url = new URL("https://example.com/a%20b?q=1#f");
        v.uri = URI.create("urn:isbn:0451450523");
        v.path = Path.of("/tmp/peregrine does not exist/x.json");
        v.file = new File("/tmp/f.txt");
        v.pattern = Pattern.compile("[a-z]+(\\d{2,})?");
        v.ipv4 = InetAddress.getByName("192.168.0.1");
        v.ipv6 = InetAddress.getByName("2001:db8::1");
        v.socket = new InetSocketAddress(InetAddress.getByName("10.0.0.1"), 8080);
        v.unresolved = InetSocketAddress.createUnresolved("example.com", 443);
        v.currency = Currency.getInstance("EUR");
        v.timeZone = TimeZone.getTimeZone("Europe/Paris");
        v.zoneId = ZoneId.of("America/New_York");
        v.zoneOffset = ZoneOffset.ofHoursMinutes(5, 30);
        v.charset = StandardCharsets.ISO_8859_1;
        v.builder = new StringBuilder("built");
        v.buffer = new StringBuffer("buffered");
        v.atomicInteger = new AtomicInteger(7);
        v.atomicLong = new AtomicLong(1L << 40);
        v.atomicBoolean = new AtomicBoolean(true);
        v.atomicReference = new AtomicReference<>("held");
        v.emptyReference = new AtomicReference<>();
        v.optionalInt = OptionalInt.of(3);
        v.optionalLong = OptionalLong.empty();
        v.optionalDouble = OptionalDouble.of(2.5);
        v.uuid = UUID.fromString("123e4567-e89b-12d3-a456-426614174000");
        v.bytes = ByteBuffer.wrap(new byte[] {1, 2, 3, (byte) 0xff});
        v.time = java.sql.Time.valueOf("03:04:05");
        return v;
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  @NamedContractTest
  void writtenAsJacksonWritesThem(Variant v) {
    Values values = Values.sample();
    JacksonOracles.assertWritesAsJackson(values, v.write(values));
  }

  @NamedContractTest
  void readAsJacksonReadsThem(Variant v) {
    String json = JacksonOracles.jackson2(Values.sample());
    Values peregrine = v.read(json, Values.class);
    JacksonOracles.assertReadsAsJackson(json, Values.class, peregrine);
    assertNull(peregrine.emptyReference, "an absent property stays null");
    Values withNull = v.read("{\"emptyReference\":null,\"atomicReference\":null}", Values.class);
    assertNull(withNull.emptyReference.get(), "null reads as an empty reference, as in Jackson");
    assertNull(withNull.atomicReference.get());
  }

  @ContractTest
  void roundTripInEveryFormat(Variant v) {
    Values values = Values.sample();
    Values back = v.roundTrip(values, Values.class);
    assertEquals(JacksonOracles.jackson2(values), JacksonOracles.jackson2(back));
    assertEquals(values.url, back.url);
    assertEquals(values.path, back.path);
    assertEquals(InetSocketAddress.createUnresolved("10.0.0.1", 8080), back.socket, "unresolved, as Jackson reads it");
    assertEquals(values.ipv6, back.ipv6);
    assertEquals(values.timeZone, back.timeZone);
  }

  /** The forms Peregrine writes differently from one of the Jacksons; each is read by both. */
  public static class Differing {
    public Locale locale;
    public java.sql.Date sqlDate;
    public java.sql.Timestamp timestamp;
    public InetAddress named;
  }

  @NamedContractTest
  void whereTheFormsDifferEachSideReadsTheOthers(Variant v) throws IOException {
    Differing d = new Differing();
    // A language tag with a script (zh-Hant-TW) is one Jackson 2 misreads (as zh_HANT_TW): the doc says so.
    d.locale = Locale.forLanguageTag("en-US");
    d.sqlDate = java.sql.Date.valueOf("2024-01-02");
    d.timestamp = java.sql.Timestamp.valueOf("2024-01-02 03:04:05.123456789");
    d.named = InetAddress.getByAddress("gateway", new byte[] {10, 0, 0, 1});
    // A language tag (as Jackson 3; Jackson 2 writes en_US), every fraction digit of a Timestamp (Jackson:
    // milliseconds), a java.sql.Date's day (as Jackson 2; Jackson 3 writes the instant), an address as its
    // literal (Jackson writes the host name, which it then has to look up).
    String expected = "{\"locale\":\"en-US\",\"sqlDate\":\"2024-01-02\",\"timestamp\":\""
        + d.timestamp.toInstant() + "\",\"named\":\"10.0.0.1\"}";
    String written = v.write(d);
    assertEquals(JacksonOracles.tree(expected), JacksonOracles.tree(written));
    Differing two = JACKSON_2.readValue(expected, Differing.class);
    Differing three = JACKSON_3.readValue(expected, Differing.class);
    for (Differing jackson : List.of(two, three)) {
      assertEquals(d.locale, jackson.locale);
      assertEquals(d.sqlDate.toString(), jackson.sqlDate.toString());
      assertEquals(d.timestamp.getTime(), jackson.timestamp.getTime());
      assertEquals(d.named.getHostAddress(), jackson.named.getHostAddress());
    }
    Differing back = v.read(JacksonOracles.jackson2(d).replace("\"gateway\"", "\"10.0.0.1\""), Differing.class);
    assertEquals(d.locale, back.locale);
    assertEquals(d.sqlDate, back.sqlDate);
    assertEquals(d.timestamp.getTime(), back.timestamp.getTime());
    assertEquals(d.timestamp, v.read(expected, Differing.class).timestamp, "every digit kept");
  }

  @ContractTest
  void aHostNameIsNeverLookedUp(Variant v) {
    PeregrineException e = assertThrows(v.error(), () -> v.read("\"example.com\"", InetAddress.class));
    assertTrue(e.getMessage().contains("is not a literal IP address (host names are not looked up"), e.getMessage());
    for (String notLiteral : List.of("localhost", "010.0.0.1", "1.2.3", "0x7f.0.0.1", "fe80::1%eth0", "", "[::1",
        "1.2.3.4.5", "256.1.1.1")) {
      assertThrows(v.error(), () -> v.read("\"" + notLiteral + "\"", InetAddress.class), notLiteral);
    }
    assertEquals(InetAddress.getLoopbackAddress().getHostAddress(), v.read("\"127.0.0.1\"", InetAddress.class).getHostAddress());
    assertEquals("0:0:0:0:0:0:0:1", v.read("\"[::1]\"", InetAddress.class).getHostAddress());
    InetSocketAddress socket = v.read("\"example.com:443\"", InetSocketAddress.class);
    assertTrue(socket.isUnresolved());
    assertEquals("example.com", socket.getHostString());
    assertThrows(v.error(), () -> v.read("\"example.com:99999\"", InetSocketAddress.class));
    assertThrows(v.error(), () -> v.read("\"example.com:x\"", InetSocketAddress.class));
  }

  @ContractTest
  void aClassIsRefusedSayingWhy(Variant v) {
    PeregrineException e = assertThrows(v.error(), () -> v.read("\"java.lang.Runtime\"", Class.class));
    assertTrue(e.reason().startsWith("java.lang.Class is never bound: reading it would load a class the document"
        + " names"), e.getMessage());
    PeregrineException write = assertThrows(v.error(), () -> v.write(new Holder()));
    assertTrue(write.reason().contains("needed by " + Holder.class.getName() + ".type"), write.getMessage());
  }

  public static class Holder {
    public Class<?> type = String.class;
  }

  @ContractTest
  void urlsPathsZonesAndPatternsOutsideTheirFormsAreErrors(Variant v) {
    String[][] bad = {
        {"\"gopher2://x/\"", "url"}, {"\"evil:payload\"", "url"}, {"\"no protocol\"", "url"},
        {"\"http://example.com/x\"", "path"}, {"\"jar:file:/x.zip!/a\"", "path"}, {"\"file://host/share\"", "path"},
        {"\"Nowhere/Zone\"", "timeZone"}, {"\"+25:00\"", "timeZone"}, {"\"no-such-charset\"", "charset"},
        {"\"a(b\"", "pattern"}, {"\"" + "(".repeat(100_000) + ")".repeat(100_000) + "\"", "pattern"},
        {"\"a\\u0000b\"", "file"}};
    for (String[] b : bad) {
      String doc = "{\"" + b[1] + "\":" + b[0] + "}";
      Class<?> type = switch (b[1]) {
        case "url" -> URL.class;
        case "path" -> Path.class;
        case "timeZone" -> TimeZone.class;
        case "charset" -> Charset.class;
        case "pattern" -> Pattern.class;
        default -> File.class;
      };
      assertThrows(v.error(), () -> v.read(b[0], type), doc);
    }
    // Jackson's forms of each: a plain path, and a URI with an encoded space; TimeZone's own short ids.
    assertEquals(Path.of("rel/p"), v.read("\"rel/p\"", Path.class));
    assertEquals(Path.of("/tmp/x y"), v.read("\"file:///tmp/x%20y\"", Path.class));
    assertEquals("PST", v.read("\"PST\"", TimeZone.class).getID());
    assertEquals("GMT+01:00", v.read("\"+01:00\"", TimeZone.class).getID());
    assertEquals("GMT", v.read("\"GMT\"", TimeZone.class).getID());
    Pattern deep = v.read("\"" + "(".repeat(500) + "a" + ")".repeat(500) + "\"", Pattern.class);
    assertTrue(deep.matcher("a").matches());
  }

  @JsonContractTest
  void aValueHeldAsObjectIsWrittenByItsRuntimeClass(Variant v) {
    // Path, InetAddress, TimeZone, Charset and ByteBuffer values are of JDK-private subclasses.
    List<Object> values = List.of(Path.of("/tmp/a"), TimeZone.getTimeZone("UTC"), StandardCharsets.UTF_8,
        ByteBuffer.wrap(new byte[] {1}), InetAddress.getLoopbackAddress(), new StringBuilder("s"));
    assertEquals("[\"file:///tmp/a\",\"UTC\",\"UTF-8\",\"AQ==\",\"127.0.0.1\",\"s\"]", v.write(values));
  }

  @ContractTest
  void javaSqlTypesReadTheirTextAndMilliseconds(Variant v) {
    assertEquals(java.sql.Time.valueOf("03:04:05"), v.read("\"03:04:05\"", java.sql.Time.class));
    assertEquals(new java.sql.Timestamp(5), v.read("5", java.sql.Timestamp.class));
    assertEquals(new java.sql.Date(5), v.read("5", java.sql.Date.class));
    assertEquals(new java.sql.Date(1_700_000_000_123L), v.read("\"2023-11-14T22:13:20.123Z\"", java.sql.Date.class));
    assertThrows(v.error(), () -> v.read("\"2024-13-01\"", java.sql.Date.class));
    assertThrows(v.error(), () -> v.read("\"25:00:00\"", java.sql.Time.class));
  }
}
