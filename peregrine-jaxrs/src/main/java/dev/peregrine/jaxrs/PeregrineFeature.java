package dev.peregrine.jaxrs;

import jakarta.ws.rs.RuntimeType;
import jakarta.ws.rs.core.Configuration;
import jakarta.ws.rs.core.Feature;
import jakarta.ws.rs.core.FeatureContext;
import java.util.Locale;

/**
 * Registers {@link PeregrineJsonProvider} and {@link PeregrineCborProvider}, on a server or a client:
 * {@code resourceConfig.register(PeregrineFeature.class)} or {@code client.register(PeregrineFeature.class)}.
 * Under Jersey it is registered by itself when this jar is on the class path (see
 * {@link PeregrineAutoDiscoverable}).
 *
 * <p>JSON follows Jersey's convention for choosing among JSON providers, the property
 * {@value #JSON_FEATURE} (or its {@code jersey.config.server.jsonFeature} / {@code jersey.config.client.jsonFeature}
 * forms): unset or {@value #NAME}, Peregrine serves JSON and claims the property, so that Jersey's other JSON
 * features (Jackson's, JSON-B's) stand aside; set to another feature's name ({@code JacksonFeature}), Peregrine
 * leaves JSON to it and serves CBOR only.
 */
public final class PeregrineFeature implements Feature {
  /** Jersey's property naming the one JSON feature to enable. */
  public static final String JSON_FEATURE = "jersey.config.jsonFeature";

  /** The value of {@link #JSON_FEATURE} that chooses Peregrine. */
  public static final String NAME = "PeregrineFeature";

  /** Registers the providers (the JSON one unless another JSON feature is chosen). */
  @Override
  public boolean configure(FeatureContext context) {
    Configuration config = context.getConfiguration();
    String runtimeKey = runtimeKey(config.getRuntimeType());
    Object chosen = runtimeKey != null ? config.getProperty(runtimeKey) : null;
    if (chosen == null) chosen = config.getProperty(JSON_FEATURE);
    if (chosen == null || NAME.equalsIgnoreCase(chosen.toString())) {
      // Claimed as Jersey's JSON features claim it: a feature configured after this one sees JSON taken.
      context.property(runtimeKey != null ? runtimeKey : JSON_FEATURE, NAME);
      if (!config.isRegistered(PeregrineJsonProvider.class)) context.register(PeregrineJsonProvider.class);
    }
    if (!config.isRegistered(PeregrineCborProvider.class)) context.register(PeregrineCborProvider.class);
    return true;
  }

  private static String runtimeKey(RuntimeType runtime) {
    return runtime == null ? null : "jersey.config." + runtime.name().toLowerCase(Locale.ROOT) + ".jsonFeature";
  }
}
