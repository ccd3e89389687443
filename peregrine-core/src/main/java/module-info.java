/**
 * Peregrine: JSON (RFC 8259) and CBOR (RFC 8949) data binding, with no runtime dependencies.
 *
 * <p>Exported, for applications: {@code dev.peregrine} (the facades {@code Json} and {@code Cbor}, their
 * builders, {@code TypeRef}, the exceptions and the annotations), {@code dev.peregrine.bind} (the codec SPI:
 * {@code Codec}, {@code CodecFactory}, {@code CodecContext}), {@code dev.peregrine.stream} (the token reader
 * and writer codecs work on, and {@code Limits}), {@code dev.peregrine.tree} (the ordered maps and lists
 * untyped values read into) and {@code dev.peregrine.cbor} (CBOR's own values {@code CborTag} and
 * {@code CborSimple}, which {@code Cbor.parse} returns).
 *
 * <p>Exported because generated code needs them: a bean's generated codec is a hidden class defined in the
 * bean's own package and module (a nestmate of the bean, so that it reaches private members without
 * reflection), and it links against {@code dev.peregrine.bind.gen.GeneratedCodec} (its superclass) and the
 * types of {@code bind} and {@code stream} it calls ({@code BeanTwin}, {@code BeanPlan}, {@code Binder},
 * {@code NullableCodec}, {@code ValueReader}, {@code ValueWriter}, {@code NameTable}). The module that
 * defines it is the application's, not known here, so these exports cannot be qualified. The types of them
 * that are marked "Internal" are not for applications.
 *
 * <p>Not exported: {@code dev.peregrine.json} (the JSON reader and writer, reached through {@code Json}),
 * {@code dev.peregrine.internal} (numbers, buffers, UTF-8) and ASM, which the jar carries relocated to
 * {@code dev.peregrine.internal.asm}.
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
  exports dev.peregrine.bind;
  exports dev.peregrine.bind.gen;
  exports dev.peregrine.cbor;
  exports dev.peregrine.stream;
  exports dev.peregrine.tree;
}
