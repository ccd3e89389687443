package dev.peregrine.bind;

import dev.peregrine.Codec;
import dev.peregrine.CodecContext;
import dev.peregrine.CodecFactory;
import dev.peregrine.PeregrineException;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import java.io.File;
import java.lang.annotation.Annotation;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.MalformedURLException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;
import java.nio.charset.Charset;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.DateTimeException;
import java.time.ZoneId;
import java.util.Locale;
import java.util.Set;
import java.util.TimeZone;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import static dev.peregrine.bind.NumericText.quote;

/**
 * Codecs of the JDK's value types that Jackson reads and writes out of the box, in Jackson's forms: {@code URL},
 * {@code Path} (a {@code file:} URI, as Jackson writes it), {@code File} (its absolute path), {@code Pattern},
 * {@code InetAddress} and {@code InetSocketAddress}, {@code TimeZone}, {@code Charset}, {@code StringBuilder},
 * {@code StringBuffer}, {@code ByteBuffer} (the format's binary value), {@code AtomicReference}, and the
 * {@code java.sql} date types ({@link SqlCodecs}, reached only for them, so that module {@code java.sql} is
 * needed only by programs that use them).
 *
 * <p>Each is safe on input a stranger wrote, where Jackson's reads are not always:
 *
 * <ul>
 *   <li>{@code InetAddress} reads only a literal address ({@code 127.0.0.1}, {@code ::1}): a host name is refused,
 *       never looked up, as a lookup would send a DNS query the document chose (Jackson's
 *       {@code InetAddress.getByName} resolves it). An {@code InetSocketAddress} keeps its host unresolved, as
 *       Jackson reads it.
 *   <li>{@code URL} takes only the JDK's own protocols (http, https, ftp, file, jar, mailto, jrt), so that no
 *       protocol handler is looked up by a name from the input; nothing is opened or resolved.
 *   <li>{@code Path} reads a path or a {@code file:} URI on the default file system, and refuses other schemes
 *       (as Jackson does), so no file system provider is started by the input.
 *   <li>{@code Pattern}: one nested too deep for the JDK's recursive compiler is its syntax error ("Stack
 *       overflow during pattern compilation"), an error like any other. Matching input against a pattern that
 *       input chose can take exponential time: that is the caller's to bound.
 *   <li>{@code TimeZone} refuses an unknown id, where {@code TimeZone.getTimeZone} (and Jackson) quietly gives
 *       GMT.
 *   <li>{@code Class} is refused when the codec is built: binding it would load a class the document names, the
 *       root of Jackson's and fastjson's deserialization vulnerabilities.
 * </ul>
 */
final class JdkCodecs implements CodecFactory {
  /** The protocols whose handlers the JDK itself carries. */
  private static final Set<String> URL_PROTOCOLS = Set.of("http", "https", "ftp", "file", "jar", "mailto", "jrt");

  @Override
  public Codec<?> create(Type type, Set<? extends Annotation> annotations, CodecContext context) {
    Class<?> c = Types.raw(type);
    if (c == Class.class) {
      throw new PeregrineException("java.lang.Class is never bound: reading it would load a class the document"
          + " names, the root of Jackson's and fastjson's deserialization vulnerabilities (bind the name as a"
          + " String, or declare subtypes of a base type: Json.builder().subtypes(...) or a sealed type)", null);
    }
    if (c == AtomicReference.class) {
      Type content = type instanceof ParameterizedType p ? upperBound(p.getActualTypeArguments()[0]) : Object.class;
      return new AtomicReferenceCodec<>(context.codec(content, annotations));
    }
    if (!(type instanceof Class<?>)) return null;
    if (c.getPackageName().equals("java.sql")) return SqlCodecs.of(c, Binder.config(context));
    if (c == URL.class) return new UrlCodec();
    if (c == File.class) return new FileCodec();
    if (c == Pattern.class) return new PatternCodec();
    if (c == InetSocketAddress.class) return new InetSocketAddressCodec();
    if (c == StringBuilder.class) return new TextCodec<>(context.codec(String.class), StringBuilder::new);
    if (c == StringBuffer.class) return new TextCodec<>(context.codec(String.class), StringBuffer::new);
    // Abstract types and interfaces, also asked for by the runtime class of a value written as Object
    // (sun.nio.fs.UnixPath, Inet4Address, sun.util.calendar.ZoneInfo, HeapByteBuffer): a codec for a subtype
    // checks that what it reads is one.
    if (Path.class.isAssignableFrom(c)) return narrowed(c, Path.class, new PathCodec());
    if (InetAddress.class.isAssignableFrom(c)) return narrowed(c, InetAddress.class, new InetAddressCodec());
    if (TimeZone.class.isAssignableFrom(c)) return narrowed(c, TimeZone.class, new TimeZoneCodec());
    if (Charset.class.isAssignableFrom(c)) return narrowed(c, Charset.class, new CharsetCodec());
    if (ByteBuffer.class.isAssignableFrom(c)) return narrowed(c, ByteBuffer.class, new ByteBufferCodec());
    return null;
  }

  private static Type upperBound(Type t) {
    if (t instanceof WildcardType w) return w.getUpperBounds()[0];
    if (t instanceof TypeVariable<?> v) return v.getBounds()[0];
    return t;
  }

  /** {@code codec} of {@code base}, for {@code type}: a read that gives another subtype is an error. */
  private static <T> Codec<?> narrowed(Class<?> type, Class<T> base, Codec<T> codec) {
    if (type == base) return codec;
    return new Codec<T>() {
      @Override
      public T read(ValueReader in) {
        T value = codec.read(in);
        if (!type.isInstance(value)) {
          throw in.error("read a " + value.getClass().getName() + ", which is not a " + type.getName());
        }
        return value;
      }

      @Override
      public void write(ValueWriter out, T value) {
        codec.write(out, value);
      }
    };
  }

  /** Text read as a String is (coerced as its codec says) and held in a builder. */
  static final class TextCodec<T extends CharSequence> implements Codec<T> {
    private final Codec<String> strings;
    private final java.util.function.Function<String, T> make;

    TextCodec(Codec<String> strings, java.util.function.Function<String, T> make) {
      this.strings = strings;
      this.make = make;
    }

    @Override
    public T read(ValueReader in) {
      return make.apply(strings.read(in));
    }

    @Override
    public void write(ValueWriter out, T value) {
      out.value(value.toString());
    }
  }

  /** {@code AtomicReference<T>}, as Jackson: null reads as an empty reference, an empty one writes null. */
  static final class AtomicReferenceCodec<T> implements NullableCodec<AtomicReference<T>> {
    private final Codec<T> inner;

    AtomicReferenceCodec(Codec<T> inner) {
      this.inner = inner;
    }

    @Override
    public AtomicReference<T> readNull() {
      return new AtomicReference<>();
    }

    @Override
    public boolean writesNull(AtomicReference<T> value) {
      return value.get() == null;
    }

    @Override
    public AtomicReference<T> read(ValueReader in) {
      return new AtomicReference<>(inner.read(in));
    }

    @Override
    public void write(ValueWriter out, AtomicReference<T> value) {
      T v = value.get();
      if (v == null) {
        out.nullValue();
      } else {
        inner.write(out, v);
      }
    }
  }

  static final class UrlCodec implements Codec<URL> {
    @Override
    @SuppressWarnings("deprecation") // URL(String) is Jackson's parser; URI's is stricter (no spaces)
    public URL read(ValueReader in) {
      String s = in.readString();
      int colon = s.indexOf(':');
      String protocol = colon > 0 ? s.substring(0, colon).toLowerCase(Locale.ROOT) : "";
      if (!URL_PROTOCOLS.contains(protocol)) {
        throw in.error(quote(s) + " is not a URL of the JDK's protocols " + new java.util.TreeSet<>(URL_PROTOCOLS)
            + " (register a Codec for URL to take others)");
      }
      try {
        return new URL(s);
      } catch (MalformedURLException e) {
        throw in.error(quote(s) + " is not a URL: " + e.getMessage(), e);
      }
    }

    @Override
    public void write(ValueWriter out, URL value) {
      out.value(value.toExternalForm());
    }
  }

  /**
   * A Path as Jackson writes it, its absolute {@code file:} URI ({@code Path.toUri}, which like Jackson's adds a
   * slash after a directory that exists); read from such a URI or from a plain path.
   */
  static final class PathCodec implements Codec<Path> {
    @Override
    public Path read(ValueReader in) {
      String s = in.readString();
      try {
        String scheme = scheme(s);
        if (scheme == null) return Path.of(s);
        if (!scheme.equalsIgnoreCase("file")) {
          throw in.error(quote(s) + " is not a Path: only the file scheme names a path on the default file system");
        }
        return Path.of(new URI(s));
      } catch (URISyntaxException | IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
        // InvalidPathException is an IllegalArgumentException
        throw in.error(quote(s) + " is not a Path: " + e.getMessage(), e);
      }
    }

    /** The scheme of a URI, or null for a plain path (a one-letter scheme is a Windows drive, as Jackson takes it). */
    private static String scheme(String s) {
      try {
        String scheme = new URI(s).getScheme();
        return scheme != null && scheme.length() > 1 ? scheme : null;
      } catch (URISyntaxException e) {
        return null;
      }
    }

    @Override
    public void write(ValueWriter out, Path value) {
      out.value(value.toUri().toString());
    }
  }

  /** A File as its absolute path, as Jackson writes it. */
  static final class FileCodec implements Codec<File> {
    @Override
    public File read(ValueReader in) {
      String s = in.readString();
      // The only name no file system takes; the File would fail at its every use.
      if (s.indexOf('\0') >= 0) throw in.error(quote(s) + " is not a file name: it holds a NUL character");
      return new File(s);
    }

    @Override
    public void write(ValueWriter out, File value) {
      out.value(value.getAbsolutePath());
    }
  }

  /** A Pattern as its source text ({@code pattern()}), compiled without flags, as Jackson does. */
  static final class PatternCodec implements Codec<Pattern> {
    @Override
    public Pattern read(ValueReader in) {
      String s = in.readString();
      try {
        return Pattern.compile(s);
      } catch (PatternSyntaxException e) {
        throw in.error(quote(s) + " is not a regular expression: " + e.getDescription(), e);
      }
    }

    @Override
    public void write(ValueWriter out, Pattern value) {
      out.value(value.pattern());
    }
  }

  /**
   * An IP address as its literal text ({@code getHostAddress}); only literal addresses are read. Jackson writes
   * an address that carries a host name as the name, and looks a name up on read; this writes the address.
   */
  static final class InetAddressCodec implements Codec<InetAddress> {
    @Override
    public InetAddress read(ValueReader in) {
      String s = in.readString();
      InetAddress a = literal(s);
      if (a == null) {
        throw in.error(quote(s) + " is not a literal IP address (host names are not looked up: a lookup would be a"
            + " DNS query chosen by the document)");
      }
      return a;
    }

    @Override
    public void write(ValueWriter out, InetAddress value) {
      out.value(value.getHostAddress());
    }
  }

  /**
   * The address {@code s} spells, or null when it is not a literal address: dotted-quad IPv4 (no leading
   * zeros, which the JDK may take as octal) or IPv6 (in brackets or not, with a numeric scope at most). Only
   * text that the JDK's parser takes as a literal reaches it, so {@code getByName} never does a lookup.
   */
  static InetAddress literal(String s) {
    byte[] v4 = ipv4(s);
    try {
      if (v4 != null) return InetAddress.getByAddress(v4);
      String t = s.length() > 2 && s.charAt(0) == '[' && s.charAt(s.length() - 1) == ']'
          ? s.substring(1, s.length() - 1) : s;
      if (!looksLikeIpv6(t)) return null;
      return InetAddress.getByName(t);
    } catch (UnknownHostException e) {
      return null;
    }
  }

  private static byte[] ipv4(String s) {
    byte[] b = new byte[4];
    int part = 0;
    int i = 0;
    int n = s.length();
    while (part < 4) {
      int start = i;
      int v = 0;
      while (i < n && i - start < 3 && s.charAt(i) >= '0' && s.charAt(i) <= '9') v = v * 10 + (s.charAt(i++) - '0');
      int digits = i - start;
      if (digits == 0 || v > 255 || digits > 1 && s.charAt(start) == '0') return null;
      b[part++] = (byte) v;
      if (part < 4) {
        if (i >= n || s.charAt(i) != '.') return null;
        i++;
      }
    }
    return i == n ? b : null;
  }

  private static boolean looksLikeIpv6(String s) {
    int percent = s.indexOf('%');
    String address = percent < 0 ? s : s.substring(0, percent);
    if (address.indexOf(':') < 0) return false;
    for (int i = 0; i < address.length(); i++) {
      char ch = address.charAt(i);
      if (Character.digit(ch, 16) < 0 && ch != ':' && ch != '.') return false;
    }
    if (percent >= 0) {
      // A numeric scope only: a named one is looked up among the network interfaces.
      if (percent == s.length() - 1) return false;
      for (int i = percent + 1; i < s.length(); i++) {
        if (s.charAt(i) < '0' || s.charAt(i) > '9') return false;
      }
    }
    return true;
  }

  /**
   * {@code host:port} as Jackson writes and reads it: an IPv6 host in brackets, the port 0 when absent; read
   * unresolved (no lookup), as Jackson reads it.
   */
  static final class InetSocketAddressCodec implements Codec<InetSocketAddress> {
    @Override
    public InetSocketAddress read(ValueReader in) {
      String s = in.readString();
      String host = s;
      String port = null;
      if (s.startsWith("[")) {
        int close = s.lastIndexOf(']');
        if (close < 0) throw in.error(quote(s) + " is not a socket address: an IPv6 host needs its closing bracket");
        host = s.substring(0, close + 1);
        int colon = s.indexOf(':', close);
        if (colon >= 0) port = s.substring(colon + 1);
      } else {
        int colon = s.indexOf(':');
        if (colon >= 0 && s.indexOf(':', colon + 1) < 0) {
          host = s.substring(0, colon);
          port = s.substring(colon + 1);
        }
      }
      try {
        return InetSocketAddress.createUnresolved(host, port == null ? 0 : Integer.parseInt(port));
      } catch (IllegalArgumentException e) { // NumberFormatException too
        throw in.error(quote(s) + " is not a socket address (host:port)", e);
      }
    }

    @Override
    public void write(ValueWriter out, InetSocketAddress value) {
      // Jackson's form: the host name when there is one, else the address (IPv6 in brackets); toString, not
      // getHostName, which could look the name of an address up.
      InetAddress address = value.getAddress();
      String host = address == null ? value.getHostString() : address.toString().trim();
      int slash = host.indexOf('/');
      if (slash == 0) {
        host = address instanceof Inet6Address ? "[" + host.substring(1) + "]" : host.substring(1);
      } else if (slash > 0) {
        host = host.substring(0, slash);
      }
      out.value(host + ":" + value.getPort());
    }
  }

  /** A TimeZone as its id; an id neither {@code ZoneId} nor {@code TimeZone} knows is an error. */
  static final class TimeZoneCodec implements Codec<TimeZone> {
    @Override
    public TimeZone read(ValueReader in) {
      String s = in.readString();
      // TimeZone's own ids first, so that "PST" stays PST as Jackson reads it; it answers GMT for an id it
      // does not know, and then ZoneId's forms ("+01:00", "Z") are tried.
      TimeZone zone = TimeZone.getTimeZone(s);
      if (!zone.getID().equals("GMT") || s.equals("GMT")) return zone;
      try {
        return TimeZone.getTimeZone(ZoneId.of(s));
      } catch (DateTimeException e) {
        throw in.error(quote(s) + " is not a time zone id", e);
      }
    }

    @Override
    public void write(ValueWriter out, TimeZone value) {
      out.value(value.getID());
    }
  }

  static final class CharsetCodec implements Codec<Charset> {
    @Override
    public Charset read(ValueReader in) {
      String s = in.readString();
      try {
        return Charset.forName(s);
      } catch (IllegalArgumentException e) { // IllegalCharsetNameException, UnsupportedCharsetException
        throw in.error(quote(s) + " is not a charset this JVM supports", e);
      }
    }

    @Override
    public void write(ValueWriter out, Charset value) {
      out.value(value.name());
    }
  }

  /** A ByteBuffer's remaining bytes as the format's binary value (base64 in JSON), as Jackson writes them. */
  static final class ByteBufferCodec implements Codec<ByteBuffer> {
    @Override
    public ByteBuffer read(ValueReader in) {
      return ByteBuffer.wrap(in.readBinary());
    }

    @Override
    public void write(ValueWriter out, ByteBuffer value) {
      ByteBuffer b = value.duplicate();
      byte[] bytes = new byte[b.remaining()];
      b.get(bytes);
      out.binaryValue(bytes);
    }
  }
}
