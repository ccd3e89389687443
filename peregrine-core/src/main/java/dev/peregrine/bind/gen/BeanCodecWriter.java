package dev.peregrine.bind.gen;

import dev.peregrine.PeregrineException;
import dev.peregrine.bind.BeanPlan;
import dev.peregrine.bind.BindConfig;
import dev.peregrine.bind.Binder;
import dev.peregrine.Codec;
import dev.peregrine.internal.gen.GeneratedCodec;
import dev.peregrine.stream.internal.NameTable;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import java.lang.reflect.AccessibleObject;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;
import static org.objectweb.asm.Opcodes.*;

/**
 * Writes the class file of one generated bean codec, the bytecode twin of the reflective {@code BeanCodec}
 * over the same plan. In Java terms, for a bean with a no-argument constructor:
 *
 * <pre>{@code
 * public void write(ValueWriter out, Object value) {
 *   Bean b = (Bean) value;
 *   out.beginObject();
 *   int count = b.count;                 // a private field: the class is the bean's nestmate
 *   out.name(names, 0);
 *   try { out.value(count); } catch (PeregrineException e) { throw e.prependProperty("count"); }
 *   Object tags = b.getTags();           // getters are called in try/catch -> twin.getFailed
 *   if (tags != null) { out.name(names, 1); try { c1.write(out, tags); } catch ... }
 *   out.endObject();
 * }
 *
 * public Object read(ValueReader in) {
 *   if (in.readsReferencesNatively()) return readByTwin(in);
 *   in.beginObject();
 *   int slot = in.nextName(names);
 *   Bean b = new Bean();
 *   for (;; slot = in.nextName(names)) {
 *     switch (slot) {
 *       case END_OF_OBJECT: return b;
 *       case 0: b.count = in.readInt(c0); break;            // typed, no boxing
 *       case 1: b.setTags((List) (in.readNull() ? nullValue(c1) : c1.read(in))); break;
 *       default: unknownProperty(in);                       // type id, failOnUnknown, skip
 *     }
 *   }
 * }
 * }</pre>
 *
 * Before that loop, the read runs a straight line in the order documents are expected to list the names
 * ({@link NameTable#expectedOrder()}: as readers last saw them when the class is generated): each step
 * passes the next name's bytes as constants to {@code nextNameQuick(names, entry, slot, length, w0, w1)},
 * which confirms them in place (else {@code nextName(names)} reads the name), and reads that property; the
 * first other answer (another slot, an unknown name, the end) goes to the loop's switch. In array mode the
 * straight line is every slot in order, element k being slot k: each step only asks whether another element
 * follows. A nested bean's codec is read through its generated class once it has one
 * ({@link GeneratedCodec#promoted}), so that HotSpot can inline it.
 *
 * <p>With a creator (records, {@code @Creator}), values wait in locals until the object ends, then the
 * creator is called and the other properties are set, as the reflective codec does. A member the hidden
 * class may not touch directly (a private field of a superclass in another nest) goes through the twin's
 * reflection; everything else is direct.
 */
final class BeanCodecWriter {
  /** Appended to the bean's class name to name its codec class. */
  static final String SUFFIX = "$$PeregrineCodec";

  private static final String BASE = Type.getInternalName(GeneratedCodec.class);
  private static final String CODEC = Type.getInternalName(Codec.class);
  private static final String CODEC_DESC = Type.getDescriptor(Codec.class);
  private static final String READER = Type.getInternalName(ValueReader.class);
  private static final String WRITER = Type.getInternalName(ValueWriter.class);
  private static final String NAMES_DESC = Type.getDescriptor(NameTable.class);
  private static final String PE = Type.getInternalName(PeregrineException.class);
  private static final String OBJECT = "java/lang/Object";
  private static final String OBJECT_DESC = "Ljava/lang/Object;";

  /** The built-in codecs: a property bound by one of these for its type gets typed reads and writes. */
  private static final Binder PLAIN = new Binder(BindConfig.DEFAULT);
  private static final Class<?>[] TYPED = {int.class, long.class, double.class, float.class, boolean.class, String.class};

  private final BeanPlan plan;
  private final Class<?> bean;
  private final String beanName;
  private final String className;
  private final int n;
  /**
   * The entries whose names the read confirms in a straight line before falling back to its loop: the
   * expected order, cut at the first name that cannot be passed as words. Empty in array mode.
   */
  private final int[] expected;
  /** Steps of the straight line: every slot in array mode, else the expected names; none past MAX_STRAIGHT_LINE. */
  private final int steps;

  BeanCodecWriter(BeanPlan plan) {
    this.plan = plan;
    this.bean = plan.type();
    this.beanName = Type.getInternalName(bean);
    this.className = cat(beanName, SUFFIX);
    this.n = plan.properties().size();
    this.expected = plan.asArray() || n > MAX_STRAIGHT_LINE ? new int[0] : confirmable(plan.names());
    this.steps = n > MAX_STRAIGHT_LINE ? 0 : plan.asArray() ? n : expected.length;
  }

  /**
   * Beans with more properties read through the loop alone: the straight line repeats each property's read,
   * and a method past HotSpot's 8,000 bytes of bytecode is never compiled.
   */
  static final int MAX_STRAIGHT_LINE = 32;

  private static int[] confirmable(NameTable names) {
    int[] order = names.expectedOrder();
    int k = 0;
    while (k < order.length && wordsName(names.utf8(order[k])) && !questionMark(names.utf8(order[k]))) k++;
    return java.util.Arrays.copyOf(order, k);
  }

  // A name with a question mark is not confirmed in place (see ValueReader.nextNameQuick).
  private static boolean questionMark(byte[] name) {
    for (byte c : name) if (c == '?') return true;
    return false;
  }

  /** Whether a name can be passed to nextName as words: 1 to 16 bytes of printable ASCII, no quote or backslash. */
  private static boolean wordsName(byte[] name) {
    if (name.length == 0 || name.length > 16) return false;
    for (byte c : name) if (c < 0x20 || c > 0x7e || c == '"' || c == '\\') return false;
    return true;
  }

  byte[] toBytes() {
    ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS) {
      // Frames are computed where branches meet; the types met there are the bean's and the JDK's, known
      // to the bean's loader (not necessarily to ASM's).
      @Override
      protected String getCommonSuperClass(String a, String b) {
        try {
          Class<?> x = Class.forName(a.replace('/', '.'), false, bean.getClassLoader());
          Class<?> y = Class.forName(b.replace('/', '.'), false, bean.getClassLoader());
          if (x.isAssignableFrom(y)) return a;
          if (y.isAssignableFrom(x)) return b;
          if (x.isInterface() || y.isInterface()) return OBJECT;
          do x = x.getSuperclass(); while (!x.isAssignableFrom(y));
          return Type.getInternalName(x);
        } catch (ClassNotFoundException | LinkageError e) {
          return OBJECT;
        }
      }
    };
    cw.visit(V17, ACC_PUBLIC | ACC_FINAL | ACC_SUPER | ACC_SYNTHETIC, className, null, BASE, null);
    for (int i = 0; i < n; i++) cw.visitField(ACC_PRIVATE | ACC_FINAL, codecField(i), CODEC_DESC, null, null).visitEnd();
    constructor(cw);
    write(cw);
    if (plan.creator() instanceof Constructor<?> c && c.getParameterCount() == 0) {
      readSettingAsRead(cw, c);
    } else {
      readThroughCreator(cw);
    }
    cw.visitEnd();
    return cw.toByteArray();
  }

  /**
   * The parts' text joined: the generator's names and descriptors. Not {@code +}: javac compiles that to an
   * invokedynamic site per expression, each bootstrapped (method handles spun) at its first run, which made
   * a fresh JVM's first generation several milliseconds slower (the DemoResponse loop of the blog's test).
   */
  private static String cat(Object... parts) {
    StringBuilder b = new StringBuilder(64);
    for (Object p : parts) b.append(p);
    return b.toString();
  }

  private static String codecField(int slot) {
    return cat("c", slot);
  }

  // Copies each property codec into a final field of its own: one load per use instead of an array
  // load and its bounds check.
  private void constructor(ClassWriter cw) {
    String desc = cat("(", CODEC_DESC, ")V");
    MethodVisitor mv = cw.visitMethod(ACC_PUBLIC, "<init>", desc, null, null);
    mv.visitCode();
    mv.visitVarInsn(ALOAD, 0);
    mv.visitVarInsn(ALOAD, 1);
    mv.visitMethodInsn(INVOKESPECIAL, BASE, "<init>", desc, false);
    for (int i = 0; i < n; i++) {
      mv.visitVarInsn(ALOAD, 0);
      mv.visitVarInsn(ALOAD, 0);
      mv.visitFieldInsn(GETFIELD, BASE, "codecs", cat("[", CODEC_DESC));
      push(mv, i);
      mv.visitInsn(AALOAD);
      mv.visitFieldInsn(PUTFIELD, className, codecField(i), CODEC_DESC);
    }
    mv.visitInsn(RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  // ---- write ----

  private void write(ClassWriter cw) {
    MethodVisitor mv = cw.visitMethod(ACC_PUBLIC, "write", cat("(L", WRITER, ";", OBJECT_DESC, ")V"), null, null);
    Handlers handlers = new Handlers(mv);
    mv.visitCode();
    mv.visitVarInsn(ALOAD, 2);
    mv.visitTypeInsn(CHECKCAST, beanName);
    mv.visitVarInsn(ASTORE, 3);
    boolean asArray = plan.asArray();
    mv.visitVarInsn(ALOAD, 1);
    mv.visitMethodInsn(INVOKEVIRTUAL, WRITER, asArray ? "beginArray" : "beginObject", "()V", false);
    final int value = 4; // a local for the property's value; wide types take 4 and 5
    for (int i = 0; i < n; i++) {
      BeanPlan.Slot slot = plan.properties().get(i);
      if (slot.getter() == null) {
        if (asArray) { // position names the property, so one with no getter still takes its place
          mv.visitVarInsn(ALOAD, 1);
          mv.visitMethodInsn(INVOKEVIRTUAL, WRITER, "nullValue", "()V", false);
        }
        continue;
      }
      boolean direct = directlyUsable(slot.getter());
      Class<?> memberType = direct ? getterType(slot.getter()) : Object.class;
      Class<?> typed = typed(i, memberType);
      // A boxed number or boolean with its plain codec: a null as any object's, else unboxed and written as
      // its primitive is (name and value in one call for Integer and Long), not through the codec.
      Class<?> unboxed = typed == null && !slot.mayWriteNull() ? unboxedTyped(i, memberType) : null;
      // The value first, as the reflective codec does (a getter that throws writes no name).
      if (direct) {
        Label start = new Label();
        Label end = new Label();
        boolean method = slot.getter() instanceof Method;
        if (method) handlers.getFailed(start, end, i);
        mv.visitLabel(start);
        mv.visitVarInsn(ALOAD, 3);
        if (method) {
          Method m = (Method) slot.getter();
          boolean itf = m.getDeclaringClass().isInterface();
          mv.visitMethodInsn(itf ? INVOKEINTERFACE : INVOKEVIRTUAL, Type.getInternalName(m.getDeclaringClass()),
              m.getName(), Type.getMethodDescriptor(m), itf);
        } else {
          Field f = (Field) slot.getter();
          mv.visitFieldInsn(GETFIELD, Type.getInternalName(f.getDeclaringClass()), f.getName(), Type.getDescriptor(f.getType()));
        }
        mv.visitLabel(end);
        if (typed == null && memberType.isPrimitive()) box(mv, memberType);
      } else {
        mv.visitVarInsn(ALOAD, 0);
        mv.visitVarInsn(ALOAD, 1);
        push(mv, i);
        mv.visitVarInsn(ALOAD, 3);
        mv.visitMethodInsn(INVOKEVIRTUAL, BASE, "getReflectively", cat("(L", WRITER, ";I", OBJECT_DESC, ")", OBJECT_DESC),
            false);
      }
      Type valueType = typed != null ? Type.getType(typed) : Type.getType(Object.class);
      mv.visitVarInsn(valueType.getOpcode(ISTORE), value);

      Label start = new Label();
      Label end = new Label();
      handlers.prepend(start, end, slot.name(), false);
      Label next = new Label();
      if (typed == null || typed == String.class) {
        Label present = new Label();
        mv.visitVarInsn(ALOAD, value);
        if (typed == null && slot.mayWriteNull() && !asArray) { // Optional.empty(): skipped as a null is
          Label absent = new Label();
          mv.visitJumpInsn(IFNULL, absent);
          mv.visitVarInsn(ALOAD, 0);
          mv.visitFieldInsn(GETFIELD, className, codecField(i), CODEC_DESC);
          mv.visitVarInsn(ALOAD, value);
          mv.visitMethodInsn(INVOKESTATIC, BASE, "writesNull", cat("(", CODEC_DESC, OBJECT_DESC, ")Z"), false);
          mv.visitJumpInsn(IFEQ, present);
          mv.visitLabel(absent);
        } else {
          mv.visitJumpInsn(IFNONNULL, present);
        }
        if (asArray || slot.includeNulls()) {
          if (!asArray) name(mv, i);
          mv.visitVarInsn(ALOAD, 1);
          mv.visitMethodInsn(INVOKEVIRTUAL, WRITER, "nullValue", "()V", false);
        }
        mv.visitJumpInsn(GOTO, next);
        mv.visitLabel(present);
      }
      int valueLocal = value;
      if (unboxed != null) {
        mv.visitVarInsn(ALOAD, value);
        castOrUnbox(mv, unboxed);
        typed = unboxed;
        valueType = Type.getType(unboxed);
        valueLocal = value + 2; // past the object, which the null path leaves there
        mv.visitVarInsn(valueType.getOpcode(ISTORE), valueLocal);
      }
      // An int, long or text property whose name goes as words is one call, name and value (see
      // ValueWriter.property); inside the handler's range, as a value's failure is.
      boolean fused = !asArray && (typed == int.class || typed == long.class || typed == String.class)
          && wordsName(plan.names().utf8(i));
      if (!asArray && !fused) name(mv, i);
      mv.visitLabel(start);
      if (fused) {
        pushNameWords(mv, i);
        mv.visitVarInsn(valueType.getOpcode(ILOAD), valueLocal);
        mv.visitMethodInsn(INVOKEVIRTUAL, WRITER, "property", cat("(", NAMES_DESC, "IIJJ", valueType.getDescriptor(), ")V"),
            false);
      } else if (typed != null) {
        mv.visitVarInsn(ALOAD, 1);
        mv.visitVarInsn(valueType.getOpcode(ILOAD), valueLocal);
        mv.visitMethodInsn(INVOKEVIRTUAL, WRITER, "value", cat("(", valueType.getDescriptor(), ")V"), false);
      } else {
        // Unlike readValue, a nested bean is written through its cold-start codec even once generated:
        // calling the generated class from here measured 12% slower on JDK 25 and allocated 64 bytes more
        // per MediaContent (a bigger caller, so less inlined and escape-analysed beyond it).
        mv.visitVarInsn(ALOAD, 0);
        mv.visitFieldInsn(GETFIELD, className, codecField(i), CODEC_DESC);
        mv.visitVarInsn(ALOAD, 1);
        mv.visitVarInsn(ALOAD, value);
        mv.visitMethodInsn(INVOKEINTERFACE, CODEC, "write", cat("(L", WRITER, ";", OBJECT_DESC, ")V"), true);
      }
      mv.visitLabel(end);
      mv.visitLabel(next);
    }
    mv.visitVarInsn(ALOAD, 1);
    mv.visitMethodInsn(INVOKEVIRTUAL, WRITER, asArray ? "endArray" : "endObject", "()V", false);
    mv.visitInsn(RETURN);
    handlers.emit();
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  /** Pushes {@code GeneratedCodec.promoted(c_i)}. */
  private void promoted(MethodVisitor mv, int i) {
    mv.visitVarInsn(ALOAD, 0);
    mv.visitFieldInsn(GETFIELD, className, codecField(i), CODEC_DESC);
    mv.visitMethodInsn(INVOKESTATIC, BASE, "promoted", cat("(", CODEC_DESC, ")L", BASE, ";"), false);
  }

  /** Writes slot i's name: as constants when it can be passed as words (see ValueWriter), else from the table. */
  private void name(MethodVisitor mv, int slot) {
    if (wordsName(plan.names().utf8(slot))) {
      pushNameWords(mv, slot);
      mv.visitMethodInsn(INVOKEVIRTUAL, WRITER, "name", cat("(", NAMES_DESC, "IIJJ)V"), false);
    } else {
      mv.visitVarInsn(ALOAD, 1);
      mv.visitVarInsn(ALOAD, 0);
      mv.visitFieldInsn(GETFIELD, BASE, "names", NAMES_DESC);
      push(mv, slot);
      mv.visitMethodInsn(INVOKEVIRTUAL, WRITER, "name", cat("(", NAMES_DESC, "I)V"), false);
    }
  }

  /** Pushes the writer and slot i's name as name(NameTable, int, int, long, long) takes it. */
  private void pushNameWords(MethodVisitor mv, int slot) {
    byte[] name = plan.names().utf8(slot);
    mv.visitVarInsn(ALOAD, 1);
    mv.visitVarInsn(ALOAD, 0);
    mv.visitFieldInsn(GETFIELD, BASE, "names", NAMES_DESC);
    push(mv, slot);
    push(mv, name.length);
    mv.visitLdcInsn(ValueReader.nameWord(name, 0));
    mv.visitLdcInsn(ValueReader.nameWord(name, 1));
  }

  // ---- read ----

  /** The start shared by both read shapes: native references go to the twin; then the object's start. */
  private MethodVisitor readPrologue(ClassWriter cw, int indexLocal) {
    MethodVisitor mv = cw.visitMethod(ACC_PUBLIC, "read", cat("(L", READER, ";)", OBJECT_DESC), null, null);
    mv.visitCode();
    Label plain = new Label();
    mv.visitVarInsn(ALOAD, 1);
    mv.visitMethodInsn(INVOKEVIRTUAL, READER, "readsReferencesNatively", "()Z", false);
    mv.visitJumpInsn(IFEQ, plain);
    mv.visitVarInsn(ALOAD, 0);
    mv.visitVarInsn(ALOAD, 1);
    mv.visitMethodInsn(INVOKEVIRTUAL, BASE, "readByTwin", cat("(L", READER, ";)", OBJECT_DESC), false);
    mv.visitInsn(ARETURN);
    mv.visitLabel(plain);
    mv.visitVarInsn(ALOAD, 1);
    mv.visitMethodInsn(INVOKEVIRTUAL, READER, plan.asArray() ? "beginArray" : "beginObject", "()V", false);
    if (plan.asArray()) {
      mv.visitInsn(ICONST_M1);
      mv.visitVarInsn(ISTORE, indexLocal);
      mv.visitVarInsn(ALOAD, 1);
      push(mv, n);
      mv.visitMethodInsn(INVOKEVIRTUAL, READER, "takeElements", "(I)Z", false);
      mv.visitVarInsn(ISTORE, indexLocal + 1);
    }
    return mv;
  }

  /**
   * Pushes the next slot, as {@code nextName} returns it. Array mode counts elements in {@code indexLocal}:
   * END_OF_OBJECT after the last, the element's index while it names a property, UNKNOWN_NAME past them.
   * When the reader took all the array's elements at once ({@code takeElements}, its answer in the local
   * after the count), each element up to the last slot's is there without asking; the straight line's
   * counter is a constant, so that check folds to the local's.
   */
  private void nextSlot(MethodVisitor mv, int indexLocal) {
    if (!plan.asArray()) {
      nextName(mv);
      return;
    }
    Label more = new Label();
    Label property = new Label();
    Label pushed = new Label();
    Label ask = new Label();
    mv.visitIincInsn(indexLocal, 1);
    mv.visitVarInsn(ILOAD, indexLocal + 1);
    mv.visitJumpInsn(IFEQ, ask);
    mv.visitVarInsn(ILOAD, indexLocal);
    push(mv, n);
    mv.visitJumpInsn(IF_ICMPLT, property);
    mv.visitLabel(ask);
    mv.visitVarInsn(ALOAD, 1);
    mv.visitMethodInsn(INVOKEVIRTUAL, READER, "hasNextElement", "()Z", false);
    mv.visitJumpInsn(IFNE, more);
    push(mv, ValueReader.END_OF_OBJECT);
    mv.visitJumpInsn(GOTO, pushed);
    mv.visitLabel(more);
    mv.visitVarInsn(ILOAD, indexLocal);
    push(mv, n);
    mv.visitJumpInsn(IF_ICMPLT, property);
    push(mv, ValueReader.UNKNOWN_NAME);
    mv.visitJumpInsn(GOTO, pushed);
    mv.visitLabel(property);
    mv.visitVarInsn(ILOAD, indexLocal);
    mv.visitLabel(pushed);
  }

  private void nextName(MethodVisitor mv) {
    mv.visitVarInsn(ALOAD, 1);
    mv.visitVarInsn(ALOAD, 0);
    mv.visitFieldInsn(GETFIELD, BASE, "names", NAMES_DESC);
    mv.visitMethodInsn(INVOKEVIRTUAL, READER, "nextName", cat("(", NAMES_DESC, ")I"), false);
  }

  /** {@code tableswitch} on the slot on the stack: END_OF_OBJECT (-2), UNKNOWN_NAME (-1), then each slot. */
  private Label[] dispatch(MethodVisitor mv, Label end, Label unknown) {
    Label[] cases = new Label[n];
    Label[] targets = new Label[n + 2];
    targets[0] = end;
    targets[1] = unknown;
    for (int i = 0; i < n; i++) targets[i + 2] = cases[i] = new Label();
    mv.visitTableSwitchInsn(ValueReader.END_OF_OBJECT, n - 1, unknown, targets);
    return cases;
  }

  private void unknown(MethodVisitor mv, Label unknown, Label loop, int indexLocal) {
    mv.visitLabel(unknown);
    mv.visitVarInsn(ALOAD, 0);
    mv.visitVarInsn(ALOAD, 1);
    if (plan.asArray()) {
      mv.visitVarInsn(ILOAD, indexLocal);
      mv.visitMethodInsn(INVOKEVIRTUAL, BASE, "extraElement", cat("(L", READER, ";I)V"), false);
    } else {
      mv.visitMethodInsn(INVOKEVIRTUAL, BASE, "unknownProperty", cat("(L", READER, ";)V"), false);
    }
    mv.visitJumpInsn(GOTO, loop);
  }

  // A bean made by its no-argument constructor: each property is set as soon as it is read.
  // Locals: 0 this, 1 in, 2 bean, 3 first slot, 4 (and 5) the value read.
  private void readSettingAsRead(ClassWriter cw, Constructor<?> c) {
    if (!directlyUsable(c)) throw new IllegalStateException("constructor not reachable: " + c);
    final int index = 6; // array mode's element count, and in 7 whether takeElements took them; 4 and 5 hold the value read
    MethodVisitor mv = readPrologue(cw, index);
    Handlers handlers = new Handlers(mv);
    // The first name before creating, as the reflective codec does, so errors carry the same position.
    if (steps > 0) {
      step(mv, 0, index);
    } else {
      nextSlot(mv, index);
    }
    mv.visitVarInsn(ISTORE, 3);
    Label start = new Label();
    Label end = new Label();
    handlers.createFailed(start, end);
    mv.visitLabel(start);
    mv.visitTypeInsn(NEW, beanName);
    mv.visitInsn(DUP);
    mv.visitMethodInsn(INVOKESPECIAL, beanName, "<init>", "()V", false);
    mv.visitLabel(end);
    mv.visitVarInsn(ASTORE, 2);
    mv.visitVarInsn(ILOAD, 3);
    Label loop = new Label();
    Label dispatch = new Label();
    Label done = new Label();
    Label unknown = new Label();
    // The straight line: each expected name (in array mode, each element) confirmed in turn and its property
    // read; the first other slot (or the end) goes to the loop's dispatch.
    // A long line in object mode: this method reads its first step, parts of LINE_PART steps the rest.
    int here = !plan.asArray() && steps > LINE_PART + 2 ? 1 : steps;
    for (int k = 0; k < here; k++) {
      if (k > 0) step(mv, k, index);
      int i = confirmed(mv, k, dispatch);
      Label after = new Label();
      setAsRead(mv, handlers, i, after);
      mv.visitLabel(after);
    }
    List<int[]> parts = new ArrayList<>();
    for (int from = here; from < steps; from += LINE_PART) {
      parts.add(new int[] {from, Math.min(steps, from + LINE_PART)});
      mv.visitVarInsn(ALOAD, 0);
      mv.visitVarInsn(ALOAD, 1);
      mv.visitVarInsn(ALOAD, 2);
      mv.visitMethodInsn(INVOKESPECIAL, className, cat("line", Integer.toString(from)), linePartDesc(), false);
      mv.visitInsn(DUP);
      push(mv, LINE_DONE);
      mv.visitJumpInsn(IF_ICMPNE, dispatch);
      mv.visitInsn(POP);
    }
    if (steps > 0) {
      mv.visitJumpInsn(GOTO, loop);
    } else {
      mv.visitJumpInsn(GOTO, dispatch);
    }
    mv.visitLabel(loop);
    nextSlot(mv, index);
    mv.visitLabel(dispatch);
    Label[] cases = dispatch(mv, done, unknown);
    for (int i = 0; i < n; i++) {
      mv.visitLabel(cases[i]);
      setAsRead(mv, handlers, i, loop);
    }
    unknown(mv, unknown, loop, index);
    mv.visitLabel(done);
    mv.visitVarInsn(ALOAD, 2);
    mv.visitInsn(ARETURN);
    handlers.emit();
    mv.visitMaxs(0, 0);
    mv.visitEnd();
    for (int[] part : parts) linePart(cw, part[0], part[1]);
  }

  /**
   * Steps of the straight line per method, past its first. C2 inlines the calls of one compiled
   * method up to a budget (DesiredMethodLimit, 8,000 bytes of inlined bytecode; NodeCountInliningCutoff); a
   * property's step inlines the reader's name check and its typed read, each with a VarHandle word read of
   * ~220 bytes of plumbing, so a bean of 12 booleans had its first 6 properties inlined and the other 6
   * called (PrintInlining). A longer line is cut into methods of this many steps, each compiled with a
   * budget of its own and larger than C2 inlines into its caller (FreqInlineSize, 325 bytes): the last,
   * shorter part may be inlined back, within the budget the first step leaves.
   */
  static final int LINE_PART = 6;

  /** What a part of the straight line answers when each of its names was the one expected. */
  private static final int LINE_DONE = Integer.MIN_VALUE;

  private String linePartDesc() {
    return cat("(L", READER, ";L", beanName, ";)I");
  }

  /**
   * {@code int line<from>(ValueReader in, Bean bean)}: steps {@code from} to {@code to - 1} of the straight
   * line, as readSettingAsRead has them (same locals: 1 the reader, 2 the bean, 4 and 5 the value); answers
   * LINE_DONE, or the slot of the first name that was not the expected one, for the caller's dispatch.
   */
  private void linePart(ClassWriter cw, int from, int to) {
    MethodVisitor mv = cw.visitMethod(ACC_PRIVATE, cat("line", Integer.toString(from)), linePartDesc(), null, null);
    mv.visitCode();
    Handlers handlers = new Handlers(mv);
    Label other = new Label();
    for (int k = from; k < to; k++) {
      step(mv, k, -1);
      int i = confirmed(mv, k, other);
      Label after = new Label();
      setAsRead(mv, handlers, i, after);
      mv.visitLabel(after);
    }
    push(mv, LINE_DONE);
    mv.visitInsn(IRETURN);
    mv.visitLabel(other);
    mv.visitInsn(IRETURN);
    handlers.emit();
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  /** Reads slot i into the bean in local 2 (through local 4), then jumps to {@code after}. */
  private void setAsRead(MethodVisitor mv, Handlers handlers, int i, Label after) {
    BeanPlan.Slot slot = plan.properties().get(i);
    AccessibleObject setter = slot.setter();
    if (setter == null && !slot.fillsInPlace()) {
      readValue(mv, handlers, i, null);
      mv.visitInsn(POP); // read and dropped, as the reflective codec does
    } else {
      // A property filled in place (no setter) goes through the twin: a cold path.
      boolean direct = setter != null && directlyUsable(setter) && accepts(setterType(setter), slot.type());
      Class<?> typed = direct ? typed(i, setterType(setter)) : null;
      readValue(mv, handlers, i, typed);
      Type t = typed != null ? Type.getType(typed) : Type.getType(Object.class);
      mv.visitVarInsn(t.getOpcode(ISTORE), 4);
      set(mv, handlers, i, setter, direct, typed, 2, 4);
    }
    mv.visitJumpInsn(GOTO, after);
  }

  /** With the slot on the stack: on to {@code dispatch} (slot kept) unless it is step k's; returns that slot. */
  private int confirmed(MethodVisitor mv, int k, Label dispatch) {
    int i = plan.asArray() ? k : plan.names().slot(expected[k]);
    mv.visitInsn(DUP);
    push(mv, i);
    mv.visitJumpInsn(IF_ICMPNE, dispatch);
    mv.visitInsn(POP);
    return i;
  }

  /**
   * Pushes the next slot for step k of the straight line: the next element's in array mode (then k, unless
   * the array has ended; the counter is a constant along the line, so HotSpot folds the checks to the one
   * for the end), else the next name's, as step k expects it.
   */
  private void step(MethodVisitor mv, int k, int indexLocal) {
    if (plan.asArray()) {
      nextSlot(mv, indexLocal);
    } else {
      expectedName(mv, k);
    }
  }

  /**
   * Pushes the next slot for step k: {@code nextNameQuick(names, entry, slot, length, w0, w1)}, then, only
   * when that answers ASK_AGAIN, {@code nextName(names)}.
   */
  private void expectedName(MethodVisitor mv, int k) {
    int entry = expected[k];
    byte[] name = plan.names().utf8(entry);
    Label known = new Label();
    mv.visitVarInsn(ALOAD, 1);
    mv.visitVarInsn(ALOAD, 0);
    mv.visitFieldInsn(GETFIELD, BASE, "names", NAMES_DESC);
    push(mv, entry);
    push(mv, plan.names().slot(entry));
    push(mv, name.length);
    mv.visitLdcInsn(ValueReader.nameWord(name, 0));
    mv.visitLdcInsn(ValueReader.nameWord(name, 1));
    mv.visitMethodInsn(INVOKEVIRTUAL, READER, "nextNameQuick", cat("(", NAMES_DESC, "IIIJJ)I"), false);
    mv.visitInsn(DUP);
    push(mv, ValueReader.ASK_AGAIN);
    mv.visitJumpInsn(IF_ICMPNE, known);
    mv.visitInsn(POP);
    nextName(mv);
    mv.visitLabel(known);
  }

  // A bean made by a creator: values wait in locals (creator parameters start at their defaults, other
  // properties at UNSET) until the object ends; then the creator runs and the other properties are set.
  // Locals: 0 this, 1 in, 2 bean, then one per slot (two for long and double).
  private void readThroughCreator(ClassWriter cw) {
    Executable creator = plan.creator();
    if (!directlyUsable(creator)) throw new IllegalStateException("creator not reachable: " + creator);
    Class<?>[] params = creator.getParameterTypes();
    for (Class<?> p : params) if (!typeUsable(p)) throw new IllegalStateException("creator parameter type not reachable: " + p);
    int[] slotOfParam = new int[params.length];
    java.util.Arrays.fill(slotOfParam, -1);
    int[] local = new int[n];
    Class<?>[] typed = new Class<?>[n];
    boolean[] direct = new boolean[n];
    int next = 3;
    for (int i = 0; i < n; i++) {
      BeanPlan.Slot slot = plan.properties().get(i);
      local[i] = next;
      if (slot.creatorIndex() >= 0) {
        if (!accepts(params[slot.creatorIndex()], slot.type())) {
          throw new IllegalStateException("creator parameter " + slot.name() + " does not take a " + slot.type());
        }
        slotOfParam[slot.creatorIndex()] = i;
        typed[i] = typed(i, params[slot.creatorIndex()]);
      } else if (slot.setter() != null) {
        direct[i] = directlyUsable(slot.setter()) && accepts(setterType(slot.setter()), slot.type());
      }
      next += typed[i] == long.class || typed[i] == double.class ? 2 : 1;
    }

    final int index = next; // array mode's element count (then takeElements' answer), after the slots' locals
    MethodVisitor mv = readPrologue(cw, index);
    Handlers handlers = new Handlers(mv);
    for (int i = 0; i < n; i++) {
      BeanPlan.Slot slot = plan.properties().get(i);
      if (typed[i] != null) {
        Type t = Type.getType(typed[i]);
        // Typed parameters start at the value the built-in codec reads for null: 0, false or null.
        mv.visitInsn(t.getSort() == Type.LONG ? LCONST_0 : t.getSort() == Type.DOUBLE ? DCONST_0
            : t.getSort() == Type.FLOAT ? FCONST_0 : t.getSort() == Type.OBJECT ? ACONST_NULL : ICONST_0);
        mv.visitVarInsn(t.getOpcode(ISTORE), local[i]);
      } else if (slot.creatorIndex() >= 0) {
        mv.visitVarInsn(ALOAD, 0);
        mv.visitFieldInsn(GETFIELD, BASE, "creatorDefaults", cat("[", OBJECT_DESC));
        push(mv, slot.creatorIndex());
        mv.visitInsn(AALOAD);
        mv.visitVarInsn(ASTORE, local[i]);
      } else {
        mv.visitFieldInsn(GETSTATIC, BASE, "UNSET", OBJECT_DESC);
        mv.visitVarInsn(ASTORE, local[i]);
      }
    }
    Label loop = new Label();
    Label dispatch = new Label();
    Label done = new Label();
    Label unknown = new Label();
    // The straight line, as in readSettingAsRead.
    for (int k = 0; k < steps; k++) {
      step(mv, k, index);
      int i = confirmed(mv, k, dispatch);
      Label after = new Label();
      keepForCreator(mv, handlers, i, typed[i], local[i], after);
      mv.visitLabel(after);
    }
    mv.visitLabel(loop);
    nextSlot(mv, index);
    mv.visitLabel(dispatch);
    Label[] cases = dispatch(mv, done, unknown);
    for (int i = 0; i < n; i++) {
      mv.visitLabel(cases[i]);
      keepForCreator(mv, handlers, i, typed[i], local[i], loop);
    }
    unknown(mv, unknown, loop, index);

    mv.visitLabel(done);
    Label start = new Label();
    Label end = new Label();
    handlers.createFailed(start, end);
    mv.visitLabel(start);
    boolean constructor = creator instanceof Constructor<?>;
    if (constructor) {
      mv.visitTypeInsn(NEW, beanName);
      mv.visitInsn(DUP);
    }
    for (int p = 0; p < params.length; p++) {
      int i = slotOfParam[p];
      if (i < 0) { // an ignored parameter: never read, its default from the twin
        mv.visitVarInsn(ALOAD, 0);
        mv.visitFieldInsn(GETFIELD, BASE, "creatorDefaults", cat("[", OBJECT_DESC));
        push(mv, p);
        mv.visitInsn(AALOAD);
        castOrUnbox(mv, params[p]);
      } else if (typed[i] != null) {
        mv.visitVarInsn(Type.getType(typed[i]).getOpcode(ILOAD), local[i]);
      } else {
        mv.visitVarInsn(ALOAD, local[i]);
        castOrUnbox(mv, params[p]);
      }
    }
    if (constructor) {
      mv.visitMethodInsn(INVOKESPECIAL, beanName, "<init>", Type.getConstructorDescriptor((Constructor<?>) creator), false);
    } else {
      Method m = (Method) creator;
      mv.visitMethodInsn(INVOKESTATIC, Type.getInternalName(m.getDeclaringClass()), m.getName(),
          Type.getMethodDescriptor(m), m.getDeclaringClass().isInterface());
      mv.visitTypeInsn(CHECKCAST, beanName);
    }
    mv.visitLabel(end);
    mv.visitVarInsn(ASTORE, 2);
    for (int i = 0; i < n; i++) {
      BeanPlan.Slot slot = plan.properties().get(i);
      if (slot.creatorIndex() >= 0 || slot.setter() == null && !slot.fillsInPlace()) continue;
      Label skip = new Label();
      mv.visitVarInsn(ALOAD, local[i]);
      mv.visitFieldInsn(GETSTATIC, BASE, "UNSET", OBJECT_DESC);
      mv.visitJumpInsn(IF_ACMPEQ, skip);
      set(mv, handlers, i, slot.setter(), direct[i], null, 2, local[i]);
      mv.visitLabel(skip);
    }
    mv.visitVarInsn(ALOAD, 2);
    mv.visitInsn(ARETURN);
    handlers.emit();
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  /** Reads slot i into its local (typed, or an Object), as the creator will take it; then jumps to {@code after}. */
  private void keepForCreator(MethodVisitor mv, Handlers handlers, int i, Class<?> typed, int local, Label after) {
    BeanPlan.Slot slot = plan.properties().get(i);
    readValue(mv, handlers, i, typed);
    if (typed != null) {
      mv.visitVarInsn(Type.getType(typed).getOpcode(ISTORE), local);
    } else if (slot.creatorIndex() >= 0) {
      // A null read sets the parameter's default (a NullableCodec's null value is not null), replacing
      // any earlier value of a repeated property: the last one wins, as in the reflective twin.
      Label isNull = new Label();
      mv.visitInsn(DUP);
      mv.visitJumpInsn(IFNULL, isNull);
      mv.visitVarInsn(ASTORE, local);
      mv.visitJumpInsn(GOTO, after);
      mv.visitLabel(isNull);
      mv.visitInsn(POP);
      mv.visitVarInsn(ALOAD, 0);
      mv.visitFieldInsn(GETFIELD, BASE, "creatorDefaults", cat("[", OBJECT_DESC));
      push(mv, slot.creatorIndex());
      mv.visitInsn(AALOAD);
      mv.visitVarInsn(ASTORE, local);
    } else if (slot.setter() != null || slot.fillsInPlace()) {
      mv.visitVarInsn(ASTORE, local);
    } else {
      mv.visitInsn(POP);
    }
    mv.visitJumpInsn(GOTO, after);
  }

  /** Reads slot i's value onto the stack: typed (a primitive or String) or as Binder.readNullable would. */
  private void readValue(MethodVisitor mv, Handlers handlers, int i, Class<?> typed) {
    Label start = new Label();
    Label end = new Label();
    handlers.prepend(start, end, plan.properties().get(i).name(), true);
    mv.visitLabel(start);
    mv.visitVarInsn(ALOAD, 1);
    mv.visitVarInsn(ALOAD, 0);
    mv.visitFieldInsn(GETFIELD, className, codecField(i), CODEC_DESC);
    if (typed != null) {
      typedRead(mv, typed);
    } else {
      // Binder.readNullable spelled out here, so that the codec's read is called from this class's own call
      // site: its type profile then sees only this property's codec and HotSpot inlines it, where the
      // shared site in readNullable sees every codec and dispatches through the interface table.
      Label notNull = new Label();
      Label done = new Label();
      mv.visitVarInsn(ALOAD, 1);
      mv.visitMethodInsn(INVOKEVIRTUAL, READER, "readNull", "()Z", false);
      mv.visitJumpInsn(IFEQ, notNull);
      mv.visitMethodInsn(INVOKESTATIC, BASE, "nullValue", cat("(", CODEC_DESC, ")", OBJECT_DESC), false);
      mv.visitInsn(SWAP);
      mv.visitInsn(POP);
      mv.visitJumpInsn(GOTO, done);
      mv.visitLabel(notNull);
      Class<?> unboxed = unboxedTyped(i, plan.properties().get(i).type());
      if (unboxed != null) {
        // A boxed number or boolean with its plain codec: read as its primitive is (the codec is the typed
        // read's fallback for anything but a number or a boolean, as it is for the primitive), then boxed;
        // the codec's own read peeked at the token first, and the typed read looks at it once.
        typedRead(mv, unboxed);
        box(mv, unboxed);
      } else if (plan.codecs()[i] instanceof ColdStartCodec) {
        // A nested bean: its generated codec once it has one, called from here (see GeneratedCodec.promoted).
        Label cold = new Label();
        mv.visitInsn(POP2);
        promoted(mv, i);
        mv.visitInsn(DUP);
        mv.visitJumpInsn(IFNULL, cold);
        mv.visitVarInsn(ALOAD, 1);
        mv.visitMethodInsn(INVOKEVIRTUAL, BASE, "read", cat("(L", READER, ";)", OBJECT_DESC), false);
        mv.visitJumpInsn(GOTO, done);
        mv.visitLabel(cold);
        mv.visitInsn(POP);
        mv.visitVarInsn(ALOAD, 0);
        mv.visitFieldInsn(GETFIELD, className, codecField(i), CODEC_DESC);
        mv.visitVarInsn(ALOAD, 1);
      } else {
        mv.visitInsn(SWAP);
      }
      if (unboxed == null) mv.visitMethodInsn(INVOKEINTERFACE, CODEC, "read", cat("(L", READER, ";)", OBJECT_DESC), true);
      mv.visitLabel(done);
    }
    mv.visitLabel(end);
  }

  /** With the reader and the slot's codec on the stack: the reader's typed read of {@code typed} (a primitive or String). */
  private static void typedRead(MethodVisitor mv, Class<?> typed) {
    String kind = typed == String.class ? "String" : cat(Character.toUpperCase(typed.getName().charAt(0)), typed.getName().substring(1));
    mv.visitMethodInsn(INVOKEVIRTUAL, READER, cat("read", kind), cat("(", CODEC_DESC, ")", Type.getDescriptor(typed)), false);
  }

  /**
   * Sets slot i of the bean in local {@code beanLocal} to the value in local {@code valueLocal} (typed, or
   * an Object). A null for a primitive keeps the default; a setter that throws, or a value of the wrong
   * type, fails as in the reflective codec.
   */
  private void set(MethodVisitor mv, Handlers handlers, int i, AccessibleObject setter, boolean direct,
      Class<?> typed, int beanLocal, int valueLocal) {
    if (!direct) {
      mv.visitVarInsn(ALOAD, 0);
      mv.visitVarInsn(ALOAD, 1);
      push(mv, i);
      mv.visitVarInsn(ALOAD, beanLocal);
      mv.visitVarInsn(ALOAD, valueLocal);
      mv.visitMethodInsn(INVOKEVIRTUAL, BASE, "setReflectively", cat("(L", READER, ";I", OBJECT_DESC, OBJECT_DESC, ")V"),
          false);
      return;
    }
    Class<?> type = setterType(setter);
    Label skip = new Label();
    if (typed == null && type.isPrimitive()) {
      mv.visitVarInsn(ALOAD, valueLocal);
      mv.visitJumpInsn(IFNULL, skip);
    }
    Label start = new Label();
    Label end = new Label();
    handlers.setFailed(start, end, i);
    mv.visitLabel(start);
    mv.visitVarInsn(ALOAD, beanLocal);
    if (typed != null) {
      mv.visitVarInsn(Type.getType(typed).getOpcode(ILOAD), valueLocal);
    } else {
      mv.visitVarInsn(ALOAD, valueLocal);
      castOrUnbox(mv, type);
    }
    if (setter instanceof Field f) {
      mv.visitFieldInsn(PUTFIELD, Type.getInternalName(f.getDeclaringClass()), f.getName(), Type.getDescriptor(f.getType()));
    } else {
      Method m = (Method) setter;
      boolean itf = m.getDeclaringClass().isInterface();
      mv.visitMethodInsn(itf ? INVOKEINTERFACE : INVOKEVIRTUAL, Type.getInternalName(m.getDeclaringClass()),
          m.getName(), Type.getMethodDescriptor(m), itf);
      if (m.getReturnType() != void.class) mv.visitInsn(Type.getType(m.getReturnType()).getSize() == 2 ? POP2 : POP);
    }
    mv.visitLabel(end);
    mv.visitLabel(skip);
  }

  // ---- types and access ----

  /** The typed kind of slot i for a member of {@code type}, or null when it goes through its codec as an Object. */
  private Class<?> typed(int i, Class<?> type) {
    for (Class<?> t : TYPED) {
      if (t == type) return plan.codecs()[i] == PLAIN.codec(t) ? t : null;
    }
    return null;
  }

  /**
   * The primitive of a boxed member type whose slot has the box's plain codec (which writes the primitive's
   * value, and reads nothing differently), or null.
   */
  private Class<?> unboxedTyped(int i, Class<?> type) {
    for (Class<?> t : TYPED) {
      if (t.isPrimitive() && java.lang.invoke.MethodType.methodType(t).wrap().returnType() == type) {
        return plan.codecs()[i] == PLAIN.codec(type) ? t : null;
      }
    }
    return null;
  }

  private static Class<?> getterType(AccessibleObject getter) {
    return getter instanceof Field f ? f.getType() : ((Method) getter).getReturnType();
  }

  private static Class<?> setterType(AccessibleObject setter) {
    return setter instanceof Field f ? f.getType() : ((Method) setter).getParameterTypes()[0];
  }

  /**
   * Whether the generated class, a nestmate of the bean in its package, may use this member directly (and
   * name its declaring class); members of other nests that are private, or protected in another package,
   * go through the twin's reflection.
   */
  private boolean directlyUsable(AccessibleObject member) {
    Member m = (Member) member;
    Class<?> declaring = m.getDeclaringClass();
    if (Modifier.isStatic(m.getModifiers()) && !(member instanceof Method)) return false;
    if (declaring.getModule() != bean.getModule()) return false;
    if (declaring.getNestHost() == bean.getNestHost()) return true;
    if (Modifier.isPrivate(m.getModifiers())) return false;
    return samePackage(declaring) || (Modifier.isPublic(m.getModifiers()) && typeUsable(declaring));
  }

  /**
   * Whether a value its codec reads for a property of class {@code valueType} can go to a member of
   * {@code memberType} by a cast (or unboxing) alone; reflection would also widen (an Integer into a long
   * setter), so such members stay with the twin.
   */
  private boolean accepts(Class<?> memberType, Class<?> valueType) {
    if (!typeUsable(memberType)) return false;
    if (!memberType.isPrimitive()) return true;
    return valueType == memberType || valueType == java.lang.invoke.MethodType.methodType(memberType).wrap().returnType();
  }

  /** Whether the generated class may name {@code type} (in a cast, or as the owner of a member). */
  private boolean typeUsable(Class<?> type) {
    while (type.isArray()) type = type.getComponentType();
    if (type.isPrimitive()) return true;
    try {
      if (Class.forName(type.getName(), false, bean.getClassLoader()) != type) return false;
    } catch (ClassNotFoundException | LinkageError e) {
      return false;
    }
    if (type.getNestHost() == bean.getNestHost() || samePackage(type)) return true;
    return Modifier.isPublic(type.getModifiers()) && type.getModule().isExported(type.getPackageName(), bean.getModule());
  }

  private boolean samePackage(Class<?> c) {
    return c.getClassLoader() == bean.getClassLoader() && c.getPackageName().equals(bean.getPackageName());
  }

  private static void castOrUnbox(MethodVisitor mv, Class<?> type) {
    if (type.isPrimitive()) {
      Class<?> box = java.lang.invoke.MethodType.methodType(type).wrap().returnType();
      String owner = Type.getInternalName(box);
      mv.visitTypeInsn(CHECKCAST, owner);
      mv.visitMethodInsn(INVOKEVIRTUAL, owner, cat(type.getName(), "Value"), cat("()", Type.getDescriptor(type)), false);
    } else if (type != Object.class) {
      mv.visitTypeInsn(CHECKCAST, Type.getInternalName(type));
    }
  }

  private static void box(MethodVisitor mv, Class<?> primitive) {
    Class<?> box = java.lang.invoke.MethodType.methodType(primitive).wrap().returnType();
    String owner = Type.getInternalName(box);
    mv.visitMethodInsn(INVOKESTATIC, owner, "valueOf", cat("(", Type.getDescriptor(primitive), ")L", owner, ";"), false);
  }

  private static void push(MethodVisitor mv, int value) {
    if (value >= -1 && value <= 5) {
      mv.visitInsn(ICONST_0 + value);
    } else if (value >= Byte.MIN_VALUE && value <= Byte.MAX_VALUE) {
      mv.visitIntInsn(BIPUSH, value);
    } else if (value >= Short.MIN_VALUE && value <= Short.MAX_VALUE) {
      mv.visitIntInsn(SIPUSH, value);
    } else {
      mv.visitLdcInsn(value);
    }
  }

  /**
   * The exception handlers of one method, emitted after its body: out of the way of the straight-line
   * code, each a few bytes that pass the exception to a helper of {@link GeneratedCodec} or add the
   * property to its path.
   */
  private final class Handlers {
    private final MethodVisitor mv;
    // The handlers' bodies, emitted after the method's code. Plain records, not lambdas: each lambda's first
    // capture bootstraps an invokedynamic call site, milliseconds in a fresh JVM's first generation.
    private final List<Body> bodies = new ArrayList<>();

    /** One handler's body: prependProperty when {@code method} is null, else a GeneratedCodec helper. */
    private record Body(Label handler, String name, boolean reading, String method, String desc, int slot) {}

    Handlers(MethodVisitor mv) {
      this.mv = mv;
    }

    /**
     * {@code catch (RuntimeException e) { throw GeneratedCodec.unchecked(in, e).prependProperty(name); }}, with the
     * writer in a write method: ours pass as they are, others become ours at the current position.
     */
    void prepend(Label start, Label end, String name, boolean reading) {
      Label handler = new Label();
      mv.visitTryCatchBlock(start, end, handler, "java/lang/RuntimeException");
      bodies.add(new Body(handler, name, reading, null, null, -1));
    }

    /** {@code catch (Throwable e) { throw getFailed(e, this, out, slot); }} */
    void getFailed(Label start, Label end, int slot) {
      helper(start, end, slot, "getFailed", cat("(Ljava/lang/Throwable;L", BASE, ";L", WRITER, ";I)L", PE, ";"));
    }

    /** {@code catch (Throwable e) { throw setFailed(e, this, in, slot); }} */
    void setFailed(Label start, Label end, int slot) {
      helper(start, end, slot, "setFailed", cat("(Ljava/lang/Throwable;L", BASE, ";L", READER, ";I)L", PE, ";"));
    }

    /** {@code catch (Throwable e) { throw createFailed(e, this, in); }} */
    void createFailed(Label start, Label end) {
      helper(start, end, -1, "createFailed", cat("(Ljava/lang/Throwable;L", BASE, ";L", READER, ";)L", PE, ";"));
    }

    private void helper(Label start, Label end, int slot, String method, String desc) {
      Label handler = new Label();
      mv.visitTryCatchBlock(start, end, handler, "java/lang/Throwable");
      bodies.add(new Body(handler, null, false, method, desc, slot));
    }

    void emit() {
      for (Body b : bodies) {
        mv.visitLabel(b.handler());
        if (b.method() == null) {
          mv.visitVarInsn(ALOAD, 1); // the reader or writer: parameter 1 of read and write
          mv.visitInsn(SWAP);
          mv.visitMethodInsn(INVOKESTATIC, BASE, "unchecked",
              cat("(L", b.reading() ? READER : WRITER, ";Ljava/lang/RuntimeException;)L", PE, ";"), false);
          mv.visitLdcInsn(b.name());
          mv.visitMethodInsn(INVOKEVIRTUAL, PE, "prependProperty", cat("(Ljava/lang/String;)L", PE, ";"), false);
        } else {
          mv.visitVarInsn(ALOAD, 0);
          mv.visitVarInsn(ALOAD, 1); // the reader or writer: parameter 1 of read and write
          if (b.slot() >= 0) push(mv, b.slot());
          mv.visitMethodInsn(INVOKESTATIC, BASE, b.method(), b.desc(), false);
        }
        mv.visitInsn(ATHROW);
      }
    }
  }
}
