import { describe, expect, it } from 'vitest';
import { memoryAttemptStore } from './attemptCounts';

describe('memoryAttemptStore', () => {
  it('counts within a window, refunds never below zero, and starts again when the window ends', async () => {
    let now = 1_000;
    const store = memoryAttemptStore(10, () => now);
    expect(await store.add('a', 60_000)).toEqual({ count: 1, ttlMs: 60_000 });
    now += 10_000;
    expect(await store.add('a', 60_000)).toEqual({ count: 2, ttlMs: 50_000 });
    await store.refund('a');
    await store.refund('a');
    await store.refund('a');
    // The window keeps its end: a refund is no way to stretch or restart it.
    expect(await store.add('a', 60_000)).toEqual({ count: 1, ttlMs: 50_000 });
    now += 50_000;
    expect(await store.add('a', 60_000)).toEqual({ count: 1, ttlMs: 60_000 });
    // A refund after the window ended brings nothing back.
    now += 60_000;
    await store.refund('a');
    expect(await store.add('a', 60_000)).toEqual({ count: 1, ttlMs: 60_000 });
  });

  it('keeps at most its number of keys, dropping the oldest', async () => {
    const store = memoryAttemptStore(2, () => 0);
    await store.add('a', 1_000);
    await store.add('a', 1_000);
    await store.add('b', 1_000);
    await store.add('c', 1_000);
    expect((await store.add('a', 1_000)).count).toBe(1);
    expect((await store.add('c', 1_000)).count).toBe(2);
  });
});
