package dev.peregrine.contract;

import dev.peregrine.Cbor;
import dev.peregrine.Json;
import dev.peregrine.TypeRef;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.reflect.Type;

/**
 * One facade of the library, {@link Json} or {@link Cbor}, seen through the overloads both share, so that an
 * input mode can call the overload it stands for on either format. Each method calls exactly one public
 * overload of the facade: no mode is routed around the code it exercises.
 */
interface Facade {
  Object read(String text, Type type);

  Object read(byte[] document, Type type);

  Object read(InputStream document, Type type);

  Object parse(String text);

  Object parse(byte[] document);

  Object parse(InputStream document);

  /** {@code write(Object)}: the String overload for JSON, the only byte[] one for CBOR. */
  byte[] write(Object value);

  /** {@code writeBytes(Object)} for JSON; CBOR's byte[] {@code write(Object)}. */
  byte[] writeBytes(Object value);

  void write(Object value, OutputStream out);

  static Facade of(Json json) {
    return new Facade() {
      @Override
      public Object read(String text, Type type) {
        return type instanceof Class<?> c ? json.read(text, c) : json.read(text, TypeRef.of(type));
      }

      @Override
      public Object read(byte[] document, Type type) {
        return type instanceof Class<?> c ? json.read(document, c) : json.read(document, TypeRef.of(type));
      }

      @Override
      public Object read(InputStream document, Type type) {
        return type instanceof Class<?> c ? json.read(document, c) : json.read(document, TypeRef.of(type));
      }

      @Override
      public Object parse(String text) {
        return json.parse(text);
      }

      @Override
      public Object parse(byte[] document) {
        return json.parse(document);
      }

      @Override
      public Object parse(InputStream document) {
        return json.parse(document);
      }

      @Override
      public byte[] write(Object value) {
        return json.write(value).getBytes(java.nio.charset.StandardCharsets.UTF_8);
      }

      @Override
      public byte[] writeBytes(Object value) {
        return json.writeBytes(value);
      }

      @Override
      public void write(Object value, OutputStream out) {
        json.write(value, out);
      }
    };
  }

  static Facade of(Cbor cbor) {
    return new Facade() {
      @Override
      public Object read(String text, Type type) {
        throw new UnsupportedOperationException("CBOR has no text input");
      }

      @Override
      public Object read(byte[] document, Type type) {
        return type instanceof Class<?> c ? cbor.read(document, c) : cbor.read(document, TypeRef.of(type));
      }

      @Override
      public Object read(InputStream document, Type type) {
        return type instanceof Class<?> c ? cbor.read(document, c) : cbor.read(document, TypeRef.of(type));
      }

      @Override
      public Object parse(String text) {
        throw new UnsupportedOperationException("CBOR has no text input");
      }

      @Override
      public Object parse(byte[] document) {
        return cbor.parse(document);
      }

      @Override
      public Object parse(InputStream document) {
        return cbor.parse(document);
      }

      @Override
      public byte[] write(Object value) {
        return cbor.write(value);
      }

      @Override
      public byte[] writeBytes(Object value) {
        return cbor.write(value);
      }

      @Override
      public void write(Object value, OutputStream out) {
        cbor.write(value, out);
      }
    };
  }
}
