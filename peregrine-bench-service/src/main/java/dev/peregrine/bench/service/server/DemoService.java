package dev.peregrine.bench.service.server;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * The comparison suite's service: a Spring Boot application that serves the blog's DemoResponse over HTTP/1.1
 * from embedded Tomcat ({@link DemoController}), with one JSON converter chosen at start.
 *
 * <pre>
 * java -cp CP dev.peregrine.bench.service.server.DemoService LIBRARY [SPRING_ARGS...]
 * </pre>
 *
 * LIBRARY is one of {@link #LIBRARIES}: {@code jackson3} (Boot's default converter, Jackson 3), {@code peregrine}
 * (Peregrine's converter from peregrine-spring, chosen with Boot's {@code spring.http.converters.preferred-json-mapper}),
 * {@code fastjson2} (fastjson2's own Spring converter, put first as its documentation does) or {@code no-op} (a
 * converter that writes the response's bytes serialized once at start: the floor). The server listens on a free
 * port of the loopback address and prints one line, {@code service ready port=N pid=P converter=CLASS}, once it
 * takes requests; CLASS is the converter Spring MVC picks for a DemoResponse as application/json, so that the
 * suite can tell the library it asked for is the one serving.
 */
@SpringBootApplication
public class DemoService {
  /** The converters the service can run with. */
  public static final List<String> LIBRARIES = List.of("jackson3", "peregrine", "fastjson2", "no-op");

  /** The property holding the library, read by {@link ConverterChoice}. */
  static final String LIBRARY_PROPERTY = "demo.service.library";

  public static void main(String[] args) {
    if (args.length == 0 || !LIBRARIES.contains(args[0])) {
      System.err.println("usage: DemoService " + String.join("|", LIBRARIES) + " [SPRING_ARGS...]");
      System.exit(2);
    }
    String library = args[0];
    SpringApplication app = new SpringApplication(DemoService.class);
    app.setDefaultProperties(Map.of(
        LIBRARY_PROPERTY, library,
        // Boot's own convention picks the JSON mapper; fastjson2 and the floor are put before it instead.
        "spring.http.converters.preferred-json-mapper", library.equals("peregrine") ? "peregrine" : "jackson",
        // Peregrine's CBOR converter would sit among every library's converters; only JSON is measured.
        "spring.peregrine.cbor.enabled", "false",
        "server.address", "127.0.0.1",
        "server.port", "0",
        "spring.main.banner-mode", "off",
        "logging.level.root", "warn",
        "spring.jmx.enabled", "false"));
    String[] rest = new String[args.length - 1];
    System.arraycopy(args, 1, rest, 0, rest.length);
    app.run(rest);
  }

  static String readyLine(int port, long pid, String converter) {
    return String.format(Locale.ROOT, "service ready port=%d pid=%d converter=%s", port, pid, converter);
  }
}
