/**
 * Peregrine: JSON (RFC 8259) and CBOR (RFC 8949) data binding, with no runtime dependencies.
 *
 * <p>Exported, for applications:
 *
 * <ul>
 *   <li>{@code dev.peregrine}: the facades {@code Json} and {@code Cbor} and their builders, {@code TypeRef},
 *       the exceptions, the annotations, {@code SequenceWriter}; the token readers and writers, named alike
 *       for both formats ({@code JsonReader}, {@code JsonWriter}, {@code JsonToken} and {@code CborReader},
 *       {@code CborWriter}, {@code CborToken}); CBOR's own values {@code CborTag} and {@code CborSimple},
 *       which {@code Cbor.parse} returns; and the codec SPI: {@code Codec}, {@code CodecFactory},
 *       {@code CodecContext}.
 *   <li>{@code dev.peregrine.stream}: what a codec reads from and writes to, {@code ValueReader} and
 *       {@code ValueWriter}, and the input {@code Limits}.
 *   <li>{@code dev.peregrine.tree}: the ordered maps and lists untyped values read into.
 * </ul>
 *
 * <p>Exported because generated code needs it, and not for applications: {@code dev.peregrine.internal.gen},
 * whose one public type is {@code GeneratedCodec}. A bean's generated codec is a hidden class defined in the
 * bean's own package and module (a nestmate of the bean, so that it reaches private members without
 * reflection); it extends {@code GeneratedCodec} and calls, besides it, only the public API above. The module
 * that defines it is the application's, not known here, so this export cannot be qualified.
 *
 * <p>Not exported: {@code dev.peregrine.json} and {@code dev.peregrine.cbor} (each format's reader and writer
 * over bytes, reached through the facades), {@code dev.peregrine.bind} (binding: the codecs, the factory
 * chain, the bean model), {@code dev.peregrine.bind.gen} (the code generator), {@code dev.peregrine.stream.internal}
 * (name tables and text parsed in place, which a few public methods of {@code ValueReader} and
 * {@code ValueWriter} take for Peregrine's own codecs), {@code dev.peregrine.internal} (numbers, buffers,
 * UTF-8) and ASM, which the jar carries relocated to {@code dev.peregrine.internal.asm}.
 *
 * <p>What an application module must do: {@code requires dev.peregrine;} and, for its bound classes, either
 * open their packages to {@code dev.peregrine} ({@code opens com.acme.model to dev.peregrine;}), which binds
 * private fields and constructors and lets generated codecs be defined, or bind only public members of
 * public classes in exported packages (public records, public getters and setters), which works without
 * opening but stays on reflection. Missing access fails with a message that names the {@code opens} line.
 */
module dev.peregrine {
  // Compile time only: the build relocates ASM into dev.peregrine.internal.asm inside this module's jar, so
  // at run time nothing outside the module is needed. On exploded classes (the tests), add the ASM module
  // with --add-modules org.objectweb.asm.
  requires static org.objectweb.asm;
  // Only for programs that bind java.sql.Timestamp, Date or Time, which then have the module: its classes are
  // named by one class of bind alone, loaded only when such a type is bound.
  requires static java.sql;

  exports dev.peregrine;
  exports dev.peregrine.stream;
  exports dev.peregrine.tree;
  // For generated codecs only (see above).
  exports dev.peregrine.internal.gen;
}
