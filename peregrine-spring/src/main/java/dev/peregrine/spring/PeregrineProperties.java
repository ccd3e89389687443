package dev.peregrine.spring;

import org.jspecify.annotations.Nullable;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.util.unit.DataSize;

/**
 * The common options of the auto-configured {@link dev.peregrine.Json} and {@link dev.peregrine.Cbor}, under
 * {@code spring.peregrine}. Unset options keep Peregrine's defaults; anything else is set through a
 * {@link PeregrineJsonBuilderCustomizer} or {@link PeregrineCborBuilderCustomizer} bean.
 */
@ConfigurationProperties("spring.peregrine")
public class PeregrineProperties {
  // The field comments are the property descriptions in Boot's configuration metadata.
  /** Whether null properties are written (default: skipped). */
  private @Nullable Boolean includeNulls;
  /** Whether a property the target type does not have fails the read (default: skipped). */
  private @Nullable Boolean failOnUnknownProperties;
  /** Whether JSON is indented (default: compact). */
  private @Nullable Boolean pretty;
  /** Largest document read, e.g. 1MB (default: 256MB); in a stream, the largest element. */
  private @Nullable DataSize maxDocumentSize;
  /** Deepest nesting of arrays and objects read (default: 1000). */
  private @Nullable Integer maxDepth;

  /** Whether null properties are written (Peregrine's default: skipped). */
  public @Nullable Boolean getIncludeNulls() {
    return includeNulls;
  }

  /** Sets whether null properties are written. */
  public void setIncludeNulls(@Nullable Boolean includeNulls) {
    this.includeNulls = includeNulls;
  }

  /** Whether a property the target type does not have fails the read (Peregrine's default: skipped). */
  public @Nullable Boolean getFailOnUnknownProperties() {
    return failOnUnknownProperties;
  }

  /** Sets whether an unknown property fails the read. */
  public void setFailOnUnknownProperties(@Nullable Boolean failOnUnknownProperties) {
    this.failOnUnknownProperties = failOnUnknownProperties;
  }

  /** Whether JSON is indented (default: compact). */
  public @Nullable Boolean getPretty() {
    return pretty;
  }

  /** Sets whether JSON is indented. */
  public void setPretty(@Nullable Boolean pretty) {
    this.pretty = pretty;
  }

  /**
   * The largest document read, e.g. {@code 1MB} (Peregrine's default: 256MB). A request body past it is refused
   * once that many bytes were read, without being held whole; in a stream it bounds each element.
   */
  public @Nullable DataSize getMaxDocumentSize() {
    return maxDocumentSize;
  }

  /** Sets the largest document read. */
  public void setMaxDocumentSize(@Nullable DataSize maxDocumentSize) {
    this.maxDocumentSize = maxDocumentSize;
  }

  /** The deepest nesting of arrays and objects read (Peregrine's default: 1000). */
  public @Nullable Integer getMaxDepth() {
    return maxDepth;
  }

  /** Sets the deepest nesting read. */
  public void setMaxDepth(@Nullable Integer maxDepth) {
    this.maxDepth = maxDepth;
  }
}
