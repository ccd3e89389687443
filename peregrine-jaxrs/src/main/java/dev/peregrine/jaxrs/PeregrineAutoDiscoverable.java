package dev.peregrine.jaxrs;

import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.core.FeatureContext;
import org.glassfish.jersey.internal.spi.AutoDiscoverable;

/**
 * Jersey's hook for this jar: Jersey finds it through {@code META-INF/services} and registers
 * {@link PeregrineFeature} on every server and client, so that adding the dependency is the whole setup.
 * The feature is registered ahead of Jersey's JSON features (Jackson's, JSON-B's), which then find JSON taken;
 * set {@code jersey.config.jsonFeature=JacksonFeature} to keep Jackson for JSON, or
 * {@code jersey.config.disableAutoDiscovery=true} to register the providers by hand. Not for applications.
 */
public final class PeregrineAutoDiscoverable implements AutoDiscoverable {
  // Features are configured in the order of their priority, lowest first; Jersey's JSON features have the
  // default, Priorities.USER.
  static final int FEATURE_PRIORITY = Priorities.USER - 100;

  /** Registers {@link PeregrineFeature} unless the application registered it. */
  @Override
  public void configure(FeatureContext context) {
    if (!context.getConfiguration().isRegistered(PeregrineFeature.class)) {
      context.register(PeregrineFeature.class, FEATURE_PRIORITY);
    }
  }
}
