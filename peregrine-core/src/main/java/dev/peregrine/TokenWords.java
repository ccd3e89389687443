package dev.peregrine;

/**
 * The words a token reader's and writer's messages use for a format's keyed container and its keys, so that
 * the shared state machine ({@link AbstractTokenReader}) and shape checks ({@link AbstractTokenWriter}) speak
 * each format's language: JSON's objects and property names, CBOR's maps and keys.
 *
 * @param object the keyed container ("object", "map")
 * @param anObject the same with its article ("an object", "a map")
 * @param name what comes before a value in it, said short ("name", "key")
 * @param propertyName the same said whole, as the document holds it ("property name", "key")
 * @param oneRoot the message for a second root value
 */
record TokenWords(String object, String anObject, String name, String propertyName, String oneRoot) {
  static final TokenWords JSON = new TokenWords("object", "an object", "name", "property name",
      "a JSON document holds one root value");
  static final TokenWords CBOR = new TokenWords("map", "a map", "key", "key",
      "a CBOR document holds one root item");
}
