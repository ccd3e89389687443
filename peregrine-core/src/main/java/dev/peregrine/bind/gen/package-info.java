/**
 * Runtime code generation of bean codecs, each the twin of the reflective {@code BeanCodec}.
 *
 * <p>How it fits together:
 *
 * <ul>
 *   <li>{@code BeanCodecs} builds the reflective codec as always; when {@code BindConfig.codegen()} is on and
 *       the configuration is the common one (no references, no array mode, not a declared subtype, a type
 *       that can be created) it wraps it in a {@link dev.peregrine.bind.gen.ColdStartCodec} through
 *       {@link dev.peregrine.bind.gen.CodecGenerator#coldStart}.
 *   <li>After {@code peregrine.codegen.threshold} uses the cold-start codec asks the twin for its
 *       {@link dev.peregrine.bind.gen.BeanPlan} and {@code BeanCodecWriter} writes a class (with ASM,
 *       shaded into the jar) that extends {@link dev.peregrine.bind.gen.GeneratedCodec}; it is defined as a
 *       hidden nestmate of the bean, so private fields and constructors are plain bytecode.
 *   <li>Cold paths (error text, unknown names, members of other nests) call back into the twin through
 *       {@link dev.peregrine.bind.gen.BeanTwin}, so both codecs fail alike and the rules exist once.
 * </ul>
 *
 * <p>Inspect: {@code -Dperegrine.dumpGeneratedTo=DIR} writes each class file, then
 * {@code javap -c -p 'DIR/com.example.Bean$$PeregrineCodec.class'}. Compare: {@code -Dperegrine.codegen=false}
 * or {@code Json.builder().codegen(false)} binds through reflection only. The contract suite runs every test
 * both ways.
 */
package dev.peregrine.bind.gen;
