package dev.peregrine.jaxrs;

import jakarta.ws.rs.ext.ReaderInterceptor;
import jakarta.ws.rs.ext.ReaderInterceptorContext;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Sits between the runtime's entity stream and the message body reader, counting the bytes the reader takes
 * and noticing whether it closed the stream by the time it returns (the runtime closes it afterwards, as it
 * should). One request at a time: the tests that look at it send one.
 */
public class CountingReaderInterceptor implements ReaderInterceptor {
  static final AtomicLong BYTES_READ = new AtomicLong();
  static final AtomicBoolean CLOSED_BY_READER = new AtomicBoolean();

  @Override
  public Object aroundReadFrom(ReaderInterceptorContext context) throws IOException {
    BYTES_READ.set(0);
    CLOSED_BY_READER.set(false);
    AtomicBoolean closed = new AtomicBoolean();
    context.setInputStream(new FilterInputStream(context.getInputStream()) {
      @Override
      public int read() throws IOException {
        int b = super.read();
        if (b >= 0) BYTES_READ.incrementAndGet();
        return b;
      }

      @Override
      public int read(byte[] buf, int off, int len) throws IOException {
        int n = super.read(buf, off, len);
        if (n > 0) BYTES_READ.addAndGet(n);
        return n;
      }

      @Override
      public long skip(long n) throws IOException {
        long skipped = super.skip(n);
        BYTES_READ.addAndGet(skipped);
        return skipped;
      }

      @Override
      public void close() throws IOException {
        closed.set(true);
        super.close();
      }
    });
    try {
      return context.proceed();
    } finally {
      CLOSED_BY_READER.set(closed.get());
    }
  }
}
