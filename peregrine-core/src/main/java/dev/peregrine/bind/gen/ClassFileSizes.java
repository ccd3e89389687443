package dev.peregrine.bind.gen;

import java.nio.ByteBuffer;

/**
 * Reads the bytecode length of each method of a class file (JVMS 4.1 to 4.7.3): the constant pool is walked
 * for the index of the name "Code", then each method's attributes for it. The class files are ours, from the
 * generator; a malformed one is an internal error.
 */
final class ClassFileSizes {
  private ClassFileSizes() {}

  /** {@code [length, index]} of the longest method's code, in bytes, and its index among the methods. */
  static int[] largestMethod(byte[] classFile) {
    ByteBuffer in = ByteBuffer.wrap(classFile);
    in.position(8); // magic, minor, major
    int poolCount = in.getShort() & 0xFFFF;
    int codeName = -1;
    for (int i = 1; i < poolCount; i++) {
      int tag = in.get();
      switch (tag) {
        case 1 -> { // Utf8
          int length = in.getShort() & 0xFFFF;
          if (length == 4 && classFile[in.position()] == 'C' && classFile[in.position() + 1] == 'o'
              && classFile[in.position() + 2] == 'd' && classFile[in.position() + 3] == 'e') {
            codeName = i;
          }
          in.position(in.position() + length);
        }
        case 3, 4, 9, 10, 11, 12, 17, 18 -> in.position(in.position() + 4);
        case 5, 6 -> {
          in.position(in.position() + 8);
          i++; // takes two entries
        }
        case 7, 8, 16, 19, 20 -> in.position(in.position() + 2);
        case 15 -> in.position(in.position() + 3);
        default -> throw new IllegalStateException("constant pool tag " + tag + " at entry " + i);
      }
    }
    in.position(in.position() + 6); // access, this, super
    int interfaces = in.getShort() & 0xFFFF;
    in.position(in.position() + 2 * interfaces);
    skipMembers(in); // fields
    int methods = in.getShort() & 0xFFFF;
    int[] largest = {0, -1};
    for (int m = 0; m < methods; m++) {
      in.position(in.position() + 6); // access, name, descriptor
      int attributes = in.getShort() & 0xFFFF;
      for (int a = 0; a < attributes; a++) {
        int name = in.getShort() & 0xFFFF;
        int length = in.getInt();
        int next = in.position() + length;
        if (name == codeName) {
          int code = in.getInt(in.position() + 4); // after max_stack and max_locals
          if (code > largest[0]) {
            largest[0] = code;
            largest[1] = m;
          }
        }
        in.position(next);
      }
    }
    return largest;
  }

  private static void skipMembers(ByteBuffer in) {
    int count = in.getShort() & 0xFFFF;
    for (int i = 0; i < count; i++) {
      in.position(in.position() + 6);
      int attributes = in.getShort() & 0xFFFF;
      for (int a = 0; a < attributes; a++) {
        in.position(in.position() + 2);
        int length = in.getInt();
        in.position(in.position() + length);
      }
    }
  }
}
