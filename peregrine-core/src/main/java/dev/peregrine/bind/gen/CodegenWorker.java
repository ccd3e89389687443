package dev.peregrine.bind.gen;

import java.util.ArrayDeque;

/**
 * Generates bean codecs off the calling thread: a {@link ColdStartCodec} past its threshold hands itself here
 * and goes on serving its type through the reflective twin, which writes and reads the same documents, until
 * the generated class is published (see {@link ColdStartCodec} for why a plain field is enough).
 *
 * <p>Why: in a fresh JVM the first generation costs tens of milliseconds, not the one millisecond it costs
 * warm (ASM's classes are loaded, verified and interpreted for the first time). Seed 004's loop (10,000 writes
 * of a small response in a fresh JVM, issue 23) spent about a fifth of its time waiting for it.
 *
 * <p>One daemon thread at a time, started when work arrives and ended when the queue is empty, so no thread
 * lingers (nor pins a class loader) in an application that has stopped asking. Where a thread cannot be started
 * (a security policy, no memory for a stack), the caller generates itself, as it did before.
 */
final class CodegenWorker implements Runnable {
  private static final Object LOCK = new Object();
  private static final ArrayDeque<ColdStartCodec> QUEUE = new ArrayDeque<>();
  private static boolean running; // guarded by LOCK

  private CodegenWorker() {}

  /** Queues {@code codec}'s generation; true when a thread will do it, false when the caller must. */
  static boolean submit(ColdStartCodec codec) {
    synchronized (LOCK) {
      QUEUE.add(codec);
      if (running) return true;
      try {
        Thread t = new Thread(null, new CodegenWorker(), "peregrine-codegen", 0, false);
        t.setDaemon(true);
        // Generation names the bean's loader itself; the creator's context loader is not ours to hold.
        t.setContextClassLoader(null);
        t.start();
        running = true;
        return true;
      } catch (SecurityException | OutOfMemoryError | IllegalStateException e) {
        QUEUE.remove(codec);
        return false;
      }
    }
  }

  @Override
  public void run() {
    while (true) {
      ColdStartCodec next;
      synchronized (LOCK) {
        next = QUEUE.poll();
        if (next == null) {
          running = false;
          return;
        }
      }
      try {
        next.promote();
      } catch (Throwable e) {
        // promote() keeps the type on reflection for any failure it expects; what escapes it (an internal
        // error in strict mode, a VirtualMachineError) is reported by the thread's handler, and the queue
        // goes on with the other types.
        Thread t = Thread.currentThread();
        t.getUncaughtExceptionHandler().uncaughtException(t, e);
      }
    }
  }
}
