package dev.peregrine.spring;

import dev.peregrine.PeregrineException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Type;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.springframework.core.ResolvableType;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.HttpOutputMessage;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.converter.AbstractSmartHttpMessageConverter;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.http.converter.HttpMessageNotWritableException;

/**
 * What the JSON and the CBOR converter share: generic-aware reads through the declared type, streaming writes,
 * and Peregrine's errors turned into Spring's, so that a malformed or wrongly typed body is a 400 whose message
 * carries Peregrine's reason, path and offset.
 */
abstract class AbstractPeregrineHttpMessageConverter extends AbstractSmartHttpMessageConverter<Object> {
  private final String format;

  private final List<MediaType> problemDetailMediaTypes;

  AbstractPeregrineHttpMessageConverter(String format, List<MediaType> problemDetailMediaTypes,
      MediaType... supportedMediaTypes) {
    super(supportedMediaTypes);
    this.format = format;
    this.problemDetailMediaTypes = List.copyOf(problemDetailMediaTypes);
  }

  /** The media types a {@link ProblemDetail} is written as (none but RFC 9457's own, as Jackson's converters do). */
  @Override
  public List<MediaType> getSupportedMediaTypes(Class<?> clazz) {
    return ProblemDetail.class.isAssignableFrom(clazz) ? problemDetailMediaTypes : getSupportedMediaTypes();
  }

  /** Binds the body to {@code type}; reads the stream as it arrives, within the document-size limit. */
  abstract Object read(InputStream body, Type type);

  /** Writes the value to {@code body} as it goes. */
  abstract void write(Object value, OutputStream body);

  /** Whether a body of this media type's charset can be read or written (JSON is UTF-8; CBOR has none). */
  abstract boolean supportsCharset(@Nullable Charset charset);

  @Override
  public boolean canRead(ResolvableType type, @Nullable MediaType mediaType) {
    return canRead(mediaType) && (mediaType == null || supportsCharset(mediaType.getCharset()));
  }

  @Override
  public boolean canWrite(ResolvableType targetType, Class<?> valueClass, @Nullable MediaType mediaType) {
    return canWrite(mediaType) && (mediaType == null || supportsCharset(mediaType.getCharset()));
  }

  @Override
  public Object read(ResolvableType type, HttpInputMessage inputMessage, @Nullable Map<String, Object> hints)
      throws IOException {
    try {
      return read(inputMessage.getBody(), ResolvedTypes.of(type));
    } catch (PeregrineException e) {
      throw new HttpMessageNotReadableException(format + " parse error: " + e.getMessage(), e, inputMessage);
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  @Override
  protected void writeInternal(Object value, ResolvableType type, HttpOutputMessage outputMessage,
      @Nullable Map<String, Object> hints) throws IOException {
    try {
      SizedBody body = new SizedBody(outputMessage);
      write(ProblemDetails.forWriting(value), body);
      body.finish();
    } catch (PeregrineException e) {
      throw new HttpMessageNotWritableException("Could not write " + format + ": " + e.getMessage(), e);
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  @Override
  protected boolean supportsRepeatableWrites(Object value) {
    return true;
  }

  static boolean isUtf8(@Nullable Charset charset) {
    return charset == null || charset.equals(StandardCharsets.UTF_8) || charset.equals(StandardCharsets.US_ASCII);
  }

  /**
   * The body as it is written: held until {@link #MOST_HELD} bytes, so that a response of that size is sent whole
   * with its Content-Length (one write to the server, no chunked framing, and nothing sent when writing fails
   * half-way, which leaves the error response to Spring); a larger one is streamed from that point on, chunked,
   * so that memory stays bounded whatever the response's size.
   */
  static final class SizedBody extends OutputStream {
    /** Held before streaming: a typical API response fits, a large listing streams. */
    static final int MOST_HELD = 256 * 1024;

    private final HttpOutputMessage message;
    private byte[] held = new byte[8192];
    private int count;
    private OutputStream streaming;

    SizedBody(HttpOutputMessage message) {
      this.message = message;
    }

    @Override
    public void write(int b) throws IOException {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      if (streaming != null) {
        streaming.write(b, off, len);
      } else if (len <= MOST_HELD - count) {
        if (count + len > held.length) {
          held = java.util.Arrays.copyOf(held, Math.min(MOST_HELD, Math.max(held.length * 2, count + len)));
        }
        System.arraycopy(b, off, held, count, len);
        count += len;
      } else {
        streaming = message.getBody();
        streaming.write(held, 0, count);
        held = null;
        streaming.write(b, off, len);
      }
    }

    /** Sends what is held, with its length, unless the body is streaming already. */
    void finish() throws IOException {
      if (streaming == null) {
        message.getHeaders().setContentLength(count);
        message.getBody().write(held, 0, count);
      }
    }
  }
}
