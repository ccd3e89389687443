package dev.peregrine.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class SlotPoolTest {
  @Test
  void anObjectGivenBackIsTakenAgainAndANestedCallGetsNone() {
    SlotPool<Object> pool = new SlotPool<>(4);
    assertNull(pool.take(), "empty at first");
    Object a = new Object();
    pool.give(a);
    assertSame(a, pool.take());
    assertNull(pool.take(), "taken: a nested call makes its own");
    Object nested = new Object();
    pool.give(nested); // the slot is taken: not kept
    pool.give(a);
    assertSame(a, pool.take(), "the slot kept its own object, not the nested call's");
    pool.give(a);
  }

  @Test
  void aDroppedObjectLeavesItsSlotFreeAndEmpty() {
    SlotPool<Object> pool = new SlotPool<>(4);
    Object a = new Object();
    pool.give(a);
    assertSame(a, pool.take());
    pool.drop(a);
    assertNull(pool.take(), "dropped: nothing kept");
    Object b = new Object();
    pool.give(b);
    assertSame(b, pool.take(), "and the slot is free for the next one");
    pool.give(b);
  }

  @Test
  void neverOneObjectToTwoCallersAtOnce() throws Exception {
    SlotPool<AtomicInteger> pool = new SlotPool<>(2); // few slots: threads share them
    int threads = 8;
    CountDownLatch start = new CountDownLatch(1);
    AtomicInteger clashes = new AtomicInteger();
    AtomicInteger reused = new AtomicInteger();
    List<Thread> all = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      Thread thread = new Thread(() -> {
        try {
          start.await();
        } catch (InterruptedException e) {
          return;
        }
        for (int i = 0; i < 50_000; i++) {
          AtomicInteger in = pool.take();
          if (in == null) {
            in = new AtomicInteger();
          } else {
            reused.incrementAndGet();
          }
          if (in.incrementAndGet() != 1) clashes.incrementAndGet(); // someone else holds it too
          in.decrementAndGet();
          if (i % 7 == 0) {
            pool.drop(in);
          } else {
            pool.give(in);
          }
        }
      });
      all.add(thread);
      thread.start();
    }
    start.countDown();
    for (Thread thread : all) thread.join();
    assertEquals(0, clashes.get(), "an object was held by two callers at once");
    assertTrue(reused.get() > 0, "the pool handed nothing back");
  }

  @Test
  void slotsArePerThreadSoAnotherThreadDoesNotTakeThisOnesObjectWhenTheyDiffer() throws Exception {
    SlotPool<Object> pool = new SlotPool<>(1 << 10);
    Object mine = new Object();
    pool.give(mine);
    Object[] theirs = new Object[1];
    Thread other = new Thread(() -> theirs[0] = pool.take());
    other.start();
    other.join();
    if (((other.getId() ^ Thread.currentThread().getId()) & ((1 << 10) - 1)) != 0) {
      assertNotSame(mine, theirs[0]);
    }
    assertSame(mine, pool.take());
    pool.give(mine);
  }
}
