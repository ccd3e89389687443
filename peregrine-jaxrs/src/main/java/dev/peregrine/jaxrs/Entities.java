package dev.peregrine.jaxrs;

import dev.peregrine.Json;
import dev.peregrine.PeregrineException;
import dev.peregrine.TypeRef;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.ClientErrorException;
import jakarta.ws.rs.ProcessingException;
import jakarta.ws.rs.RuntimeType;
import jakarta.ws.rs.core.Configuration;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
import java.io.File;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;
import java.lang.reflect.Type;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/** What the JSON and the CBOR providers share: which types they bind, and how a bad entity is answered. */
final class Entities {
  /** The media type of the error body: RFC 9457 problem details. */
  static final String PROBLEM_JSON = "application/problem+json";

  // Types that are the entity's bytes or text already, or a way to produce them: the runtime's own providers
  // pass them through unchanged, as users who return pre-encoded JSON expect (Jackson's provider leaves the
  // same types alone). Binding them would wrap a JSON text in quotes or a byte[] in a base64 string.
  private static final Set<Class<?>> PASS_THROUGH = Set.of(String.class, byte[].class, char[].class,
      InputStream.class, Reader.class, OutputStream.class, Writer.class, StreamingOutput.class, Response.class,
      File.class, Path.class);

  private Entities() {}

  static boolean binds(Class<?> type) {
    for (Class<?> c : PASS_THROUGH) {
      if (c.isAssignableFrom(type)) return false;
    }
    return true;
  }

  /** {@code application/json}, {@code text/json} or any {@code +json} suffix, in UTF-8 (RFC 8259's only encoding). */
  static boolean isJson(MediaType m) {
    if (m == null) return true;
    String sub = m.getSubtype();
    return ("json".equalsIgnoreCase(sub) || endsWithIgnoreCase(sub, "+json")) && utf8(m);
  }

  /** {@code application/cbor} or any {@code +cbor} suffix (RFC 8949 registers the suffix). */
  static boolean isCbor(MediaType m) {
    if (m == null) return false;
    String sub = m.getSubtype();
    return "cbor".equalsIgnoreCase(sub) || endsWithIgnoreCase(sub, "+cbor");
  }

  // JSON is read and written as UTF-8 only: a body declared in another charset is left to other providers (and
  // without one the runtime answers 415) rather than misread.
  private static boolean utf8(MediaType m) {
    String charset = m.getParameters().get(MediaType.CHARSET_PARAMETER);
    if (charset == null) return true;
    String c = charset.trim();
    return c.equalsIgnoreCase("UTF-8") || c.equalsIgnoreCase("UTF8") || c.equalsIgnoreCase("US-ASCII");
  }

  private static boolean endsWithIgnoreCase(String s, String suffix) {
    return s.regionMatches(true, s.length() - suffix.length(), suffix, 0, suffix.length());
  }

  /**
   * The type to bind: the generic type when the runtime knows it ({@code List<Order>}), else the class. A type
   * variable or wildcard the runtime could not resolve says less than the class, so the class is used then.
   */
  static TypeRef<Object> typeOf(Class<?> type, Type genericType) {
    boolean generic = genericType instanceof java.lang.reflect.ParameterizedType
        || genericType instanceof java.lang.reflect.GenericArrayType;
    return TypeRef.of(generic ? genericType : type);
  }

  /**
   * A body that could not be read. On a server, a client error carrying Peregrine's reason, path and place: 413
   * when the body is past the document-size limit, else 400. The response's entity is an RFC 9457 problem
   * document ({@code application/problem+json}) with {@code reason}, {@code path}, {@code offset}, {@code line}
   * and {@code column} members; the exception's cause is Peregrine's, for an application's own exception mapper.
   * On a client, whose response body is at fault and where a WebApplicationException would pass for the
   * server's answer, a ProcessingException with Peregrine's as its cause.
   */
  static RuntimeException readFailure(PeregrineException e, Configuration configuration) {
    if (configuration != null && configuration.getRuntimeType() == RuntimeType.CLIENT) {
      return new ProcessingException("Response body could not be read: " + e.getMessage(), e);
    }
    Response.Status status = tooLarge(e) ? Response.Status.REQUEST_ENTITY_TOO_LARGE : Response.Status.BAD_REQUEST;
    Map<String, Object> problem = new LinkedHashMap<>();
    problem.put("type", "about:blank");
    problem.put("title", status.getReasonPhrase());
    problem.put("status", status.getStatusCode());
    problem.put("detail", e.getMessage());
    problem.put("reason", e.reason());
    problem.put("path", e.path());
    if (e.offset() >= 0) problem.put("offset", e.offset());
    if (e.line() >= 0) problem.put("line", e.line());
    if (e.column() >= 0) problem.put("column", e.column());
    // Written here, as text, so that the error body never depends on which writer the runtime would pick.
    Response response = Response.status(status).type(PROBLEM_JSON).entity(Json.create().write(problem)).build();
    String message = "Request body could not be read: " + e.getMessage();
    return status == Response.Status.BAD_REQUEST
        ? new BadRequestException(message, response, e)
        : new ClientErrorException(message, response, e);
  }

  // Peregrine reports the document-size limit with this reason, in JSON and CBOR alike, from every input path;
  // core has no error kind to test instead (a test pins the text, so a change in core shows here).
  private static boolean tooLarge(PeregrineException e) {
    String reason = e.reason();
    return reason != null && reason.startsWith("document larger than the limit of ");
  }
}
