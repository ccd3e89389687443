package dev.peregrine.jaxrs;

import jakarta.ws.rs.ext.WriterInterceptor;
import jakarta.ws.rs.ext.WriterInterceptorContext;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Sits between the message body writer and the runtime's entity stream, recording the bytes written, the
 * largest single write and whether the writer closed the stream before it returned. One response at a time:
 * the tests that look at it ask for one.
 */
public class StreamingWriterInterceptor implements WriterInterceptor {
  static final AtomicLong BYTES_WRITTEN = new AtomicLong();
  static final AtomicLong LARGEST_WRITE = new AtomicLong();
  static final AtomicBoolean CLOSED_BY_WRITER = new AtomicBoolean();

  @Override
  public void aroundWriteTo(WriterInterceptorContext context) throws IOException {
    BYTES_WRITTEN.set(0);
    LARGEST_WRITE.set(0);
    AtomicBoolean closed = new AtomicBoolean();
    context.setOutputStream(new FilterOutputStream(context.getOutputStream()) {
      @Override
      public void write(int b) throws IOException {
        out.write(b);
        BYTES_WRITTEN.incrementAndGet();
        LARGEST_WRITE.accumulateAndGet(1, Math::max);
      }

      @Override
      public void write(byte[] b, int off, int len) throws IOException {
        out.write(b, off, len);
        BYTES_WRITTEN.addAndGet(len);
        LARGEST_WRITE.accumulateAndGet(len, Math::max);
      }

      @Override
      public void close() throws IOException {
        closed.set(true);
        super.close();
      }
    });
    try {
      context.proceed();
    } finally {
      CLOSED_BY_WRITER.set(closed.get());
    }
  }
}
