package dev.peregrine.contract;

import dev.peregrine.Json;
import dev.peregrine.TypeRef;
import java.util.function.UnaryOperator;

/**
 * One configuration the contract suite runs against: an input mode combined with an engine, the builder
 * settings that select an implementation (today the single default one; code generation on and off will
 * be two engines). Tests build every {@link Json} through {@link #json} so that the engine applies to all.
 *
 * @param mode how documents reach the facade
 * @param engine the engine's name, shown in test names
 * @param engineSettings applied to every builder before the test's own settings
 */
public record Variant(InputMode mode, String engine, UnaryOperator<Json.Builder> engineSettings) {

  /** A facade of this engine with the defaults. */
  public Json json() {
    return engineSettings.apply(Json.builder()).build();
  }

  /** A facade of this engine with the test's own settings applied after the engine's. */
  public Json json(UnaryOperator<Json.Builder> settings) {
    return settings.apply(engineSettings.apply(Json.builder())).build();
  }

  /** Reads {@code text} as a {@code type} through this variant's mode. */
  public <T> T read(Json json, String text, Class<T> type) {
    return mode.read(json, text, type);
  }

  /** Reads {@code text} as a generic type through this variant's mode. */
  public <T> T read(Json json, String text, TypeRef<T> type) {
    return mode.read(json, text, type);
  }

  /** Reads {@code text} as a {@code type} with the engine's default facade. */
  public <T> T read(String text, Class<T> type) {
    return mode.read(json(), text, type);
  }

  /** Reads {@code text} as a generic type with the engine's default facade. */
  public <T> T read(String text, TypeRef<T> type) {
    return mode.read(json(), text, type);
  }

  /** The tree of {@code text}. */
  public Object parse(Json json, String text) {
    return mode.parse(json, text);
  }

  /** The tree of {@code text} with the engine's default facade. */
  public Object parse(String text) {
    return mode.parse(json(), text);
  }

  /** The tree of UTF-8 bytes. */
  public Object parse(Json json, byte[] utf8) {
    return mode.parse(json, utf8);
  }

  /** {@code value} written and read back as {@code type} through this mode. */
  public <T> T roundTrip(Json json, Object value, Class<T> type) {
    return mode.roundTrip(json, value, type);
  }

  /** {@code value} written and read back as a generic type through this mode. */
  public <T> T roundTrip(Json json, Object value, TypeRef<T> type) {
    return mode.roundTrip(json, value, type);
  }

  /** {@code value} written and read back with the engine's default facade. */
  public <T> T roundTrip(Object value, Class<T> type) {
    return mode.roundTrip(json(), value, type);
  }

  /** {@code value} written and read back as a generic type with the engine's default facade. */
  public <T> T roundTrip(Object value, TypeRef<T> type) {
    return mode.roundTrip(json(), value, type);
  }

  /** The text this mode's output overload writes. */
  public String write(Json json, Object value) {
    return mode.writeText(json, value);
  }

  /** The text this mode's output overload writes with the engine's default facade. */
  public String write(Object value) {
    return mode.writeText(json(), value);
  }

  @Override
  public String toString() {
    return mode + "/" + engine;
  }
}
