/**
 * Runtime code generation of bean codecs, each the twin of the reflective {@code BeanCodec}, plugged into
 * binding through {@link dev.peregrine.bind.BeanCodecGenerator}. This package depends on {@code bind};
 * {@code bind} never names it, and a binder built without a generator (code generation off) never loads it.
 *
 * <p>How it fits together:
 *
 * <ul>
 *   <li>The facade builds its {@code Binder} with {@link dev.peregrine.bind.gen.CodecGenerator#INSTANCE} when
 *       code generation is on.
 *   <li>{@code BeanCodecs} builds the reflective codec as always; when the configuration is one generation
 *       covers (map or array mode, no references, not a declared subtype, a type that can be created) it
 *       hands it to the generator, which wraps it in a {@link dev.peregrine.bind.gen.ColdStartCodec}.
 *   <li>After {@code peregrine.codegen.threshold} uses the cold-start codec asks the twin for its
 *       {@link dev.peregrine.bind.BeanPlan} and {@code BeanCodecWriter} writes a class (with ASM, shaded into
 *       the jar) that extends {@link dev.peregrine.internal.gen.GeneratedCodec}; it is defined as a hidden
 *       nestmate of the bean, so private fields and constructors are plain bytecode.
 *   <li>Cold paths (error text, unknown names, members of other nests) call back into the twin through
 *       {@link dev.peregrine.bind.BeanTwin}, so both codecs fail alike and the rules exist once.
 * </ul>
 *
 * <p>Inspect: {@code -Dperegrine.dumpGeneratedTo=DIR} writes each class file, then
 * {@code javap -c -p 'DIR/com.example.Bean$$PeregrineCodec.class'}. Compare: {@code -Dperegrine.codegen=false}
 * or {@code Json.builder().codegen(false)} binds through reflection only. The contract suite runs every test
 * both ways.
 */
package dev.peregrine.bind.gen;

