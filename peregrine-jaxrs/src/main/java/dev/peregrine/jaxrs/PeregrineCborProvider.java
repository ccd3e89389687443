package dev.peregrine.jaxrs;

import dev.peregrine.Cbor;
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
 * Reads and writes CBOR entities ({@code application/cbor} and every {@code +cbor} type, RFC 8949) with
 * Peregrine, binding as {@link PeregrineJsonProvider} does for JSON: the same types, the resource method's
 * generic type, the same error answers (400, or 413 past the document-size limit, with an
 * {@code application/problem+json} body naming Peregrine's reason, path and offset).
 *
 * <p>The {@link Cbor} used is, in order: the one given to {@link #PeregrineCborProvider(Cbor)}; else the one an
 * application's {@code ContextResolver<Cbor>} gives for the entity's class; else {@link Cbor#create()} (map
 * mode: property names as text keys, readable by any CBOR decoder). Both ends must agree on options that
 * change the encoding, such as {@code beansAsArrays}.
 *
 * <p>A {@code byte[]} entity is taken as CBOR already and left to the runtime's own provider, as are the other
 * pass-through types ({@code String}, streams, {@code StreamingOutput}, {@code Response}).
 */
@Provider
@Consumes({PeregrineCborProvider.APPLICATION_CBOR, MediaType.WILDCARD})
// A quality of source below JSON's: where a resource does not say what it produces and the client accepts
// anything, the runtime picks JSON, not CBOR; a client that asks for CBOR gets it.
@Produces({PeregrineCborProvider.APPLICATION_CBOR + ";qs=0.5", MediaType.WILDCARD})
public class PeregrineCborProvider implements MessageBodyReader<Object>, MessageBodyWriter<Object> {
  /** {@code application/cbor}, which {@code MediaType} has no constant for. */
  public static final String APPLICATION_CBOR = "application/cbor";

  /** {@link #APPLICATION_CBOR} as a {@code MediaType}. */
  public static final MediaType APPLICATION_CBOR_TYPE = new MediaType("application", "cbor");

  private final Cbor fixed;

  @Context
  private Providers providers;

  // Tells a server, where a bad body is the client's error (400), from a client, where it is the response's.
  @Context
  private Configuration configuration;

  /** A provider that takes its {@link Cbor} from the application's {@code ContextResolver<Cbor>}, if any. */
  public PeregrineCborProvider() {
    this.fixed = null;
  }

  /** A provider that always uses {@code cbor}. */
  public PeregrineCborProvider(Cbor cbor) {
    this.fixed = Objects.requireNonNull(cbor, "cbor");
  }

  /** True for a CBOR media type and a type other than the pass-through ones ({@code byte[]}, streams...). */
  @Override
  public boolean isReadable(Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
    return Entities.isCbor(mediaType) && Entities.binds(type);
  }

  /**
   * Binds the entity to {@code genericType}, reading the stream as it arrives (left open).
   *
   * @throws jakarta.ws.rs.BadRequestException (400) when the body is not CBOR of that type, with Peregrine's
   *     reason, path and offset in an {@code application/problem+json} body and the {@link PeregrineException}
   *     as its cause
   * @throws jakarta.ws.rs.ClientErrorException (413) when the body is past the document-size limit
   * @throws IOException when the stream fails
   */
  @Override
  public Object readFrom(Class<Object> type, Type genericType, Annotation[] annotations, MediaType mediaType,
      MultivaluedMap<String, String> httpHeaders, InputStream entityStream) throws IOException {
    Cbor cbor = cbor(type, mediaType);
    try {
      return cbor.read(entityStream, Entities.typeOf(type, genericType));
    } catch (PeregrineException e) {
      throw Entities.readFailure(e, configuration);
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  /** True for a CBOR media type and a type other than the pass-through ones ({@code byte[]}, streams...). */
  @Override
  public boolean isWriteable(Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
    return Entities.isCbor(mediaType) && Entities.binds(type);
  }

  /** Unknown in advance: the body is written as it is made. */
  @Override
  public long getSize(Object value, Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
    return -1;
  }

  /**
   * Writes {@code value} as CBOR to the entity stream as it goes (left open). A value Peregrine cannot write
   * raises its {@link PeregrineException}: a server error.
   */
  @Override
  public void writeTo(Object value, Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType,
      MultivaluedMap<String, Object> httpHeaders, OutputStream entityStream) throws IOException {
    try {
      cbor(type, mediaType).write(value, entityStream);
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  private Cbor cbor(Class<?> type, MediaType mediaType) {
    if (fixed != null) return fixed;
    if (providers != null) {
      ContextResolver<Cbor> resolver = providers.getContextResolver(Cbor.class, mediaType);
      if (resolver != null) {
        Cbor cbor = resolver.getContext(type);
        if (cbor != null) return cbor;
      }
    }
    return Cbor.create();
  }
}
