package dev.peregrine.jaxrs;

import jakarta.ws.rs.client.Client;
import jakarta.ws.rs.client.WebTarget;
import org.glassfish.jersey.server.ResourceConfig;
import org.glassfish.jersey.server.ServerProperties;
import org.glassfish.jersey.test.JerseyTest;
import org.glassfish.jersey.test.TestProperties;

/**
 * A real Grizzly HTTP server from Jersey's test framework on a free port of the loopback interface, and
 * Jersey's client (over HttpURLConnection, real sockets) pointed at it. Held for a test class: JerseyTest
 * is used as an object here, so one server serves every test of a class (JUnit 5 would start one per test).
 */
final class TestServer implements AutoCloseable {
  private final JerseyTest jersey;

  private TestServer(JerseyTest jersey) {
    this.jersey = jersey;
  }

  static TestServer start(ResourceConfig config) {
    // WADL needs JAXB, which the tests do not bring; without this Jersey warns on every start.
    config.property(ServerProperties.WADL_FEATURE_DISABLE, true);
    JerseyTest jersey = new JerseyTest(config) {
      {
        forceSet(TestProperties.CONTAINER_PORT, "0");
      }
    };
    try {
      jersey.setUp();
    } catch (Exception e) {
      throw new IllegalStateException("the test server did not start", e);
    }
    return new TestServer(jersey);
  }

  WebTarget target(String path) {
    return jersey.target(path);
  }

  Client client() {
    return jersey.client();
  }

  @Override
  public void close() throws Exception {
    jersey.tearDown();
  }
}
