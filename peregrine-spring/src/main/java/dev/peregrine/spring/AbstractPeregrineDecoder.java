package dev.peregrine.spring;

import dev.peregrine.PeregrineException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Type;
import java.util.Map;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;
import org.reactivestreams.Publisher;
import org.springframework.core.ResolvableType;
import org.springframework.core.codec.AbstractDecoder;
import org.springframework.core.codec.DecodingException;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferUtils;
import org.springframework.util.MimeType;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

/**
 * What the JSON and the CBOR decoder share. A single value ({@code Mono<T>}, a plain {@code @RequestBody T}) is
 * collected up to {@link #getMaxInMemorySize()} bytes, as Spring's own decoders collect it, and bound from those
 * bytes; a larger body fails with Spring's {@code DataBufferLimitException} (a 413 on a WebFlux server) once
 * that many bytes have arrived, not after the whole body. A stream ({@code Flux<T>}) is bound element by element
 * through Peregrine's sequence reader on a blocking-capable worker, its input fed through a queue of a few
 * buffers: memory holds one element and the read-ahead, whatever the length of the stream.
 */
abstract class AbstractPeregrineDecoder extends AbstractDecoder<Object> {
  /** Spring's default for its own codecs, which Boot's {@code spring.http.codecs.max-in-memory-size} overrides. */
  static final int DEFAULT_MAX_IN_MEMORY_SIZE = 256 * 1024;

  // How many network buffers the stream's reader may hold ahead of the parser.
  private static final int BUFFERS_AHEAD = 4;

  private final String format;
  private int maxInMemorySize = DEFAULT_MAX_IN_MEMORY_SIZE;

  AbstractPeregrineDecoder(String format, MimeType... mimeTypes) {
    super(mimeTypes);
    this.format = format;
  }

  /** Binds a whole document. */
  abstract Object readValue(byte[] document, Type type);

  /** The elements of a sequence (an array, or values back to back), bound one at a time. */
  abstract Stream<Object> readSequence(InputStream in, Type type);

  /** The most bytes a single value may take before it is bound; -1 for no bound but the format's limits. */
  public int getMaxInMemorySize() {
    return maxInMemorySize;
  }

  /**
   * Sets the most bytes a single value ({@code Mono<T>}) may take; -1 lifts this bound, leaving the Peregrine
   * document-size limit. Streams ({@code Flux<T>}) are bounded per element by the document-size limit instead.
   */
  public void setMaxInMemorySize(int byteCount) {
    this.maxInMemorySize = byteCount;
  }

  @Override
  public boolean canDecode(ResolvableType elementType, @Nullable MimeType mimeType) {
    return super.canDecode(elementType, mimeType) && !CharSequence.class.isAssignableFrom(elementType.toClass());
  }

  @Override
  public Flux<Object> decode(Publisher<DataBuffer> input, ResolvableType elementType, @Nullable MimeType mimeType,
      @Nullable Map<String, Object> hints) {
    Type type = ResolvedTypes.of(elementType);
    return Flux.using(() -> DataBufferUtils.subscriberInputStream(input, BUFFERS_AHEAD),
            in -> Flux.fromStream(() -> readSequence(in, type)), AbstractPeregrineDecoder::closeQuietly)
        .onErrorMap(this::decodingError)
        .subscribeOn(Schedulers.boundedElastic());
  }

  @Override
  public Mono<Object> decodeToMono(Publisher<DataBuffer> input, ResolvableType elementType,
      @Nullable MimeType mimeType, @Nullable Map<String, Object> hints) {
    Type type = ResolvedTypes.of(elementType);
    return DataBufferUtils.join(input, maxInMemorySize).flatMap(buffer -> Mono.justOrEmpty(bind(buffer, type)));
  }

  @Override
  public @Nullable Object decode(DataBuffer buffer, ResolvableType targetType, @Nullable MimeType mimeType,
      @Nullable Map<String, Object> hints) {
    return bind(buffer, ResolvedTypes.of(targetType));
  }

  private @Nullable Object bind(DataBuffer buffer, Type type) {
    try {
      byte[] bytes = new byte[buffer.readableByteCount()];
      buffer.read(bytes);
      return readValue(bytes, type);
    } catch (PeregrineException e) {
      throw (DecodingException) decodingError(e);
    } finally {
      DataBufferUtils.release(buffer);
    }
  }

  private Throwable decodingError(Throwable e) {
    if (e instanceof PeregrineException) return new DecodingException(format + " decoding error: " + e.getMessage(), e);
    if (e instanceof UncheckedIOException io) return new DecodingException("I/O error while reading " + format, io);
    return e;
  }

  private static void closeQuietly(InputStream in) {
    try {
      in.close(); // cancels the subscription to the body and releases the buffers it holds
    } catch (IOException ignored) {
      // nothing is left to release
    }
  }
}
