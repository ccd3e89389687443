package dev.peregrine.bench.service;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * One HTTP/1.1 connection to the service on the loopback address, kept alive from request to request: a GET,
 * then its response read whole (a Content-Length body or a chunked one). The load generator's client, written
 * on a plain socket so that the client's own cost per request stays small beside the server's on a machine of
 * two cores; it understands what an embedded Tomcat answers to a GET and refuses anything else with an
 * {@link IOException}. Not thread-safe: one per worker.
 */
public final class HttpConnection implements Closeable {
  /** A response: its status, its Content-Type (null when absent) and its body. */
  public record Response(int status, String contentType, byte[] body) {}

  /** No header line or chunk-size line is longer than this; a longer one is an error, not a buffer grown. */
  private static final int MAX_LINE = 8192;

  /** The largest body accepted: far past the 300-entity response (~24 KB). */
  private static final int MAX_BODY = 16 << 20;

  private final String host;
  private final int port;
  private final int timeoutMillis;
  private Socket socket;
  private InputStream in;
  private OutputStream out;
  private final StringBuilder line = new StringBuilder();

  public HttpConnection(String host, int port, int timeoutMillis) {
    this.host = host;
    this.port = port;
    this.timeoutMillis = timeoutMillis;
  }

  /** GET {@code path}; opens the connection first when it is not open (or the server closed it). */
  public Response get(String path) throws IOException {
    if (socket == null) {
      open();
    }
    out.write(("GET " + path + " HTTP/1.1\r\nHost: " + host + ":" + port + "\r\nAccept: application/json\r\n\r\n")
        .getBytes(StandardCharsets.US_ASCII));
    out.flush();
    String status = readLine();
    if (!status.startsWith("HTTP/1.1 ") || status.length() < 12) {
      throw new IOException("not an HTTP/1.1 status line: " + status);
    }
    int code = Integer.parseInt(status.substring(9, 12));
    long length = -1;
    boolean chunked = false;
    boolean close = false;
    String contentType = null;
    for (String header = readLine(); !header.isEmpty(); header = readLine()) {
      int colon = header.indexOf(':');
      if (colon <= 0) {
        throw new IOException("malformed header: " + header);
      }
      String name = header.substring(0, colon).strip().toLowerCase(Locale.ROOT);
      String value = header.substring(colon + 1).strip();
      switch (name) {
        case "content-length" -> length = Long.parseLong(value);
        case "transfer-encoding" -> chunked = value.equalsIgnoreCase("chunked");
        case "connection" -> close = value.equalsIgnoreCase("close");
        case "content-type" -> contentType = value;
        default -> { }
      }
    }
    byte[] body;
    if (chunked) {
      body = readChunked();
    } else if (length >= 0) {
      if (length > MAX_BODY) {
        throw new IOException("body of " + length + " bytes");
      }
      body = in.readNBytes((int) length);
      if (body.length != length) {
        throw new IOException("connection closed after " + body.length + " of " + length + " bytes");
      }
    } else {
      throw new IOException("a response without Content-Length or chunked encoding");
    }
    if (close) {
      close();
    }
    return new Response(code, contentType, body);
  }

  private void open() throws IOException {
    Socket s = new Socket();
    s.setTcpNoDelay(true);
    s.setSoTimeout(timeoutMillis);
    s.connect(new InetSocketAddress(host, port), timeoutMillis);
    socket = s;
    in = new BufferedInputStream(s.getInputStream(), 65536);
    out = s.getOutputStream();
  }

  private byte[] readChunked() throws IOException {
    ByteArrayOutputStream body = new ByteArrayOutputStream(32768);
    while (true) {
      String size = readLine();
      int semicolon = size.indexOf(';');
      int n = Integer.parseInt((semicolon >= 0 ? size.substring(0, semicolon) : size).strip(), 16);
      if (n == 0) {
        while (!readLine().isEmpty()) {
          // trailers: none expected, skipped
        }
        return body.toByteArray();
      }
      if (n < 0 || body.size() + (long) n > MAX_BODY) {
        throw new IOException("chunk of " + n + " bytes");
      }
      byte[] chunk = in.readNBytes(n);
      if (chunk.length != n) {
        throw new IOException("connection closed inside a chunk");
      }
      body.write(chunk);
      if (!readLine().isEmpty()) {
        throw new IOException("no CRLF after a chunk");
      }
    }
  }

  /** A line without its CRLF; header lines are ASCII. */
  private String readLine() throws IOException {
    line.setLength(0);
    while (true) {
      int b = in.read();
      if (b < 0) {
        throw new IOException("connection closed by the server");
      }
      if (b == '\n') {
        int last = line.length() - 1;
        if (last >= 0 && line.charAt(last) == '\r') {
          line.setLength(last);
        }
        return line.toString();
      }
      if (line.length() == MAX_LINE) {
        throw new IOException("a line longer than " + MAX_LINE + " bytes");
      }
      line.append((char) b);
    }
  }

  @Override
  public void close() throws IOException {
    if (socket != null) {
      try {
        socket.close();
      } finally {
        socket = null;
        in = null;
        out = null;
      }
    }
  }
}
