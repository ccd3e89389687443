/**
 * The token layer's fast paths, shared by the formats, the built-in codecs and generated code: a bound
 * type's name table (a name matched in its encoded form, written from a form encoded once) and text parsed
 * or printed in place in a reader's or writer's buffer. Not exported: the public methods of
 * {@code ValueReader} and {@code ValueWriter} that take these types are for Peregrine's own code, and an
 * application, which cannot name them, has no way to call those methods.
 */
package dev.peregrine.stream.internal;
