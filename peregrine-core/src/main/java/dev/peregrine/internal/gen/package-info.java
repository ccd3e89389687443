/**
 * Internal, not for applications: what a generated bean codec links against. A generated codec is a hidden
 * class in the bean's own package and module, so the one Peregrine class it extends ({@link
 * dev.peregrine.internal.gen.GeneratedCodec}) has to be public in an exported package; the code generator
 * itself ({@code dev.peregrine.bind.gen}) is not exported. Nothing here is a compatibility promise.
 */
package dev.peregrine.internal.gen;
