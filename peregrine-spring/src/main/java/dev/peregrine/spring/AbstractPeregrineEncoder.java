package dev.peregrine.spring;

import dev.peregrine.PeregrineException;
import dev.peregrine.SequenceWriter;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.reactivestreams.Publisher;
import org.springframework.core.ResolvableType;
import org.springframework.core.codec.AbstractEncoder;
import org.springframework.core.codec.EncodingException;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferFactory;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.codec.HttpMessageEncoder;
import org.springframework.util.MimeType;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * What the JSON and the CBOR encoder share. A single value is written whole into one buffer; a stream
 * ({@code Flux<T>}) is written element by element through Peregrine's {@link SequenceWriter} as the elements
 * arrive, each element's bytes handed on as one buffer: memory holds one element, never the stream.
 */
abstract class AbstractPeregrineEncoder extends AbstractEncoder<Object> implements HttpMessageEncoder<Object> {
  private final String format;
  private final List<MediaType> streamingMediaTypes;
  private final List<MimeType> problemDetailMimeTypes;

  AbstractPeregrineEncoder(String format, List<MediaType> streamingMediaTypes, List<MimeType> problemDetailMimeTypes,
      MimeType... mimeTypes) {
    super(mimeTypes);
    this.format = format;
    this.streamingMediaTypes = List.copyOf(streamingMediaTypes);
    this.problemDetailMimeTypes = List.copyOf(problemDetailMimeTypes);
  }

  /** The types a {@link ProblemDetail} is written as (none but RFC 9457's own, as Jackson's encoders do). */
  @Override
  public List<MimeType> getEncodableMimeTypes(ResolvableType elementType) {
    if (ProblemDetail.class.isAssignableFrom(elementType.toClass())) return problemDetailMimeTypes;
    return super.getEncodableMimeTypes(elementType);
  }

  /** A whole document. */
  abstract byte[] writeValue(Object value);

  /** A writer of the elements of {@code mimeType}'s stream to {@code out}. */
  abstract SequenceWriter sequenceWriter(OutputStream out, @Nullable MimeType mimeType);

  /**
   * Whether each element of a stream of this type is a line of its own, to be handed on with its line feed as
   * soon as it is written (NDJSON), rather than with the separator before the next element (an array).
   */
  boolean isLines(@Nullable MimeType mimeType) {
    return false;
  }

  @Override
  public List<MediaType> getStreamingMediaTypes() {
    return streamingMediaTypes;
  }

  @Override
  public Flux<DataBuffer> encode(Publisher<?> input, DataBufferFactory bufferFactory, ResolvableType elementType,
      @Nullable MimeType mimeType, @Nullable Map<String, Object> hints) {
    if (input instanceof Mono<?> mono) {
      return mono.map(value -> encodeValue(value, bufferFactory, elementType, mimeType, hints)).flux();
    }
    boolean lines = isLines(mimeType);
    return Flux.defer(() -> {
      ByteArrayOutputStream sink = new ByteArrayOutputStream();
      SequenceWriter writer = sequenceWriter(sink, mimeType);
      Flux<DataBuffer> elements = Flux.from(input).map(value -> {
        long before = writer.count();
        write(writer, ProblemDetails.forWriting(value));
        writer.flush();
        byte[] bytes = sink.toByteArray();
        sink.reset();
        // A line's separator is the line feed the writer puts before the next line: hand it on with this one.
        if (lines) bytes = line(bytes, before > 0);
        return bufferFactory.wrap(bytes);
      });
      // The array's end (or "[]"); lines have none: the line feed after the last was handed on with it.
      Mono<DataBuffer> end = Mono.defer(() -> {
        writer.close();
        return lines ? Mono.empty() : Mono.just(bufferFactory.wrap(sink.toByteArray()));
      });
      return elements.concatWith(end);
    });
  }

  private static byte[] line(byte[] written, boolean separated) {
    int from = separated ? 1 : 0;
    byte[] line = new byte[written.length - from + 1];
    System.arraycopy(written, from, line, 0, written.length - from);
    line[line.length - 1] = '\n';
    return line;
  }

  private void write(SequenceWriter writer, Object value) {
    try {
      writer.write(value);
    } catch (PeregrineException e) {
      throw new EncodingException(format + " encoding error: " + e.getMessage(), e);
    }
  }

  @Override
  public DataBuffer encodeValue(Object value, DataBufferFactory bufferFactory, ResolvableType valueType,
      @Nullable MimeType mimeType, @Nullable Map<String, Object> hints) {
    try {
      return bufferFactory.wrap(writeValue(ProblemDetails.forWriting(value)));
    } catch (PeregrineException e) {
      throw new EncodingException(format + " encoding error: " + e.getMessage(), e);
    }
  }
}
