package dev.peregrine.bench.service.server;

import dev.peregrine.bench.demoresponse.DemoResponse;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * The service's endpoints: {@code GET /demo?size=N}, the blog's response of N entities, built for each request as
 * a service builds its response from its data (the same work whatever the converter); {@code GET /cpu}, this
 * process's CPU time in nanoseconds, which the load generator reads before and after a measured window;
 * {@code GET /jit}, the JIT compilers' time so far.
 */
@RestController
public class DemoController {
  /** The largest response served: the blog's largest is 300 entities. */
  static final int MAX_SIZE = 10_000;

  @GetMapping(value = "/demo", produces = "application/json")
  public DemoResponse demo(@RequestParam("size") int size) {
    if (size < 0 || size > MAX_SIZE) {
      throw new IllegalArgumentException("size out of range: " + size);
    }
    return DemoResponse.of(size);
  }

  /**
   * The process's CPU clock (every thread: Tomcat's, the garbage collector's, the JIT compiler's), as the
   * platform's {@link com.sun.management.OperatingSystemMXBean} gives it; -1 where it cannot.
   */
  @GetMapping("/cpu")
  public void cpu(HttpServletResponse response) throws IOException {
    // Written here rather than returned: a converter put first (fastjson2's) would quote a returned String.
    text(response, String.valueOf(processCpuNanos()));
  }

  /**
   * The milliseconds this JVM's JIT compilers have spent so far (-1 where the JVM does not say): the load
   * generator warms up until it stops growing, so that no window pays for compiling.
   */
  @GetMapping("/jit")
  public void jit(HttpServletResponse response) throws IOException {
    CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    long millis = jit != null && jit.isCompilationTimeMonitoringSupported() ? jit.getTotalCompilationTime() : -1;
    text(response, String.valueOf(millis));
  }

  private static void text(HttpServletResponse response, String value) throws IOException {
    byte[] text = value.getBytes(StandardCharsets.US_ASCII);
    response.setContentType("text/plain");
    response.setContentLength(text.length);
    response.getOutputStream().write(text);
  }

  static long processCpuNanos() {
    return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
        ? os.getProcessCpuTime() : -1;
  }
}
