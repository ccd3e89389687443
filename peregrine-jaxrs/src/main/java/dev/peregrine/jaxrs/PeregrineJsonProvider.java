package dev.peregrine.jaxrs;

import dev.peregrine.Json;
import dev.peregrine.PeregrineException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Configuration;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.ext.ContextResolver;
import jakarta.ws.rs.ext.MessageBodyReader;
import jakarta.ws.rs.ext.MessageBodyWriter;
import jakarta.ws.rs.ext.Provider;
import jakarta.ws.rs.ext.Providers;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import java.util.Objects;

/**
 * Reads and writes JSON entities ({@code application/json}, {@code text/json} and every {@code +json} type) with
 * Peregrine: records, beans, generic collections and maps ({@code List<Order>} from the resource method's
 * generic type), {@code java.time}, {@code Optional} and declared subtypes, as {@link Json} binds them.
 *
 * <p>The {@link Json} used is, in order: the one given to {@link #PeregrineJsonProvider(Json)}; else the one an
 * application's {@code ContextResolver<Json>} gives for the entity's class; else {@link Json#create()}.
 *
 * <pre>{@code
 * @Provider
 * public class JsonConfig implements ContextResolver<Json> {
 *   private final Json json = Json.builder().naming(Naming.SNAKE_CASE).maxDocumentSize(1 << 20).build();
 *   public Json getContext(Class<?> type) { return json; }
 * }
 * }</pre>
 *
 * <p>A body that is not JSON, or not the type the method takes, is answered 400 Bad Request, and one past the
 * {@link Json}'s document-size limit 413 Content Too Large, each with an {@code application/problem+json} body
 * that carries Peregrine's reason, path and offset (see {@link #readFrom}). The body is read as it arrives and
 * refused at the limit, never held whole first. Writing streams to the entity stream through a small buffer.
 * Neither direction closes the entity stream: the runtime owns it.
 *
 * <p>{@code String}, {@code byte[]}, streams, {@code StreamingOutput} and {@code Response} entities are left to
 * the runtime's own providers, which pass them through unchanged. Only UTF-8 JSON is read or written: an
 * entity declared in another charset is not this provider's.
 */
@Provider
@Consumes({MediaType.APPLICATION_JSON, "text/json", MediaType.WILDCARD})
@Produces({MediaType.APPLICATION_JSON, "text/json", MediaType.WILDCARD})
public class PeregrineJsonProvider implements MessageBodyReader<Object>, MessageBodyWriter<Object> {
  private final Json fixed;

  @Context
  private Providers providers;

  // Tells a server, where a bad body is the client's error (400), from a client, where it is the response's.
  @Context
  private Configuration configuration;

  /** A provider that takes its {@link Json} from the application's {@code ContextResolver<Json>}, if any. */
  public PeregrineJsonProvider() {
    this.fixed = null;
  }

  /** A provider that always uses {@code json}. */
  public PeregrineJsonProvider(Json json) {
    this.fixed = Objects.requireNonNull(json, "json");
  }

  /** True for a JSON media type and a type other than the pass-through ones ({@code String}, streams...). */
  @Override
  public boolean isReadable(Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
    return Entities.isJson(mediaType) && Entities.binds(type);
  }

  /**
   * Binds the entity to {@code genericType}, reading the stream as it arrives (left open).
   *
   * @throws jakarta.ws.rs.BadRequestException (400) when the body is not JSON of that type; its response's
   *     {@code application/problem+json} body holds Peregrine's {@code reason}, {@code path} ({@code $.items[2].qty}),
   *     {@code offset}, {@code line} and {@code column}, and its cause is the {@link PeregrineException}
   * @throws jakarta.ws.rs.ClientErrorException (413) when the body is past the document-size limit
   * @throws IOException when the stream fails
   */
  @Override
  public Object readFrom(Class<Object> type, Type genericType, Annotation[] annotations, MediaType mediaType,
      MultivaluedMap<String, String> httpHeaders, InputStream entityStream) throws IOException {
    Json json = json(type, mediaType);
    try {
      return json.read(entityStream, Entities.typeOf(type, genericType));
    } catch (PeregrineException e) {
      throw Entities.readFailure(e, configuration);
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  /** True for a JSON media type and a type other than the pass-through ones ({@code String}, streams...). */
  @Override
  public boolean isWriteable(Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
    return Entities.isJson(mediaType) && Entities.binds(type);
  }

  /** Unknown in advance: the body is written as it is made. */
  @Override
  public long getSize(Object value, Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
    return -1;
  }

  /**
   * Writes {@code value} as UTF-8 JSON to the entity stream as it goes (left open). A value Peregrine cannot
   * write (a cycle without references, say) raises its {@link PeregrineException}: a server error.
   */
  @Override
  public void writeTo(Object value, Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType,
      MultivaluedMap<String, Object> httpHeaders, OutputStream entityStream) throws IOException {
    try {
      json(type, mediaType).write(value, entityStream);
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  private Json json(Class<?> type, MediaType mediaType) {
    if (fixed != null) return fixed;
    if (providers != null) {
      ContextResolver<Json> resolver = providers.getContextResolver(Json.class, mediaType);
      if (resolver != null) {
        Json json = resolver.getContext(type);
        if (json != null) return json;
      }
    }
    return Json.create();
  }
}
