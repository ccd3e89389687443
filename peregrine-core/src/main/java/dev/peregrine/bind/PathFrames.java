package dev.peregrine.bind;

import java.util.Arrays;

/**
 * The path to a value inside a document ({@code $.a.b[2]}), as a stack of open containers: in an object, the
 * name of the member at hand; in an array, the index of the element at hand. {@link PathReader} and
 * {@link PathWriter} keep one each, for JSON's {@code {"$ref": path}} references.
 */
final class PathFrames {
  private String[] names = new String[16];
  private int[] indexes = new int[16];
  private boolean[] arrays = new boolean[16];
  private int depth;

  /** Opens a container; in an array, the element at hand starts at {@code firstIndex}. */
  void open(boolean array, int firstIndex) {
    if (depth == names.length) {
      names = Arrays.copyOf(names, depth * 2);
      indexes = Arrays.copyOf(indexes, depth * 2);
      arrays = Arrays.copyOf(arrays, depth * 2);
    }
    names[depth] = null;
    indexes[depth] = firstIndex;
    arrays[depth] = array;
    depth++;
  }

  void close() {
    depth--;
  }

  /** In an object: the member at hand is {@code name}. */
  void name(String name) {
    names[depth - 1] = name;
  }

  /** In an array: the element at hand moves on by one (outside arrays, nothing). */
  void step() {
    if (depth > 0 && arrays[depth - 1]) indexes[depth - 1]++;
  }

  String path() {
    StringBuilder sb = new StringBuilder("$");
    for (int d = 0; d < depth; d++) {
      if (arrays[d]) {
        sb.append('[').append(indexes[d]).append(']');
      } else if (names[d] != null) {
        sb.append('.').append(names[d]);
      }
    }
    return sb.toString();
  }
}
