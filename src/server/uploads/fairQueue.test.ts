import { describe, expect, it } from 'vitest';
import { createFairQueue, type JobOwner } from './fairQueue';

const owner = (account: string, ip: string): JobOwner => ({ account, ip });

describe('createFairQueue', () => {
  it('queues anyone while there is room, so an idle pool serves one person\'s many jobs', () => {
    const queue = createFairQueue<string>(3);
    for (const job of ['a1', 'a2', 'a3']) expect(queue.offer(owner('a', '10.0.0.1'), job)).toEqual({ queued: true });
    expect(queue.length).toBe(3);
  });

  it('gives a newcomer the place of the newest job of one IP holding many accounts\' jobs (the ten accounts of finding 7)', () => {
    const queue = createFairQueue<string>(10);
    for (let index = 0; index < 10; index += 1) queue.offer(owner(`free-${index}`, '198.51.100.9'), `free-${index}`);
    const offered = queue.offer(owner('ann', '203.0.113.5'), 'ann');
    expect(offered).toEqual({ queued: true, evicted: 'free-9' });
    expect(queue.offer(owner('bob', '203.0.113.6'), 'bob')).toEqual({ queued: true, evicted: 'free-8' });
    expect(queue.length).toBe(10);
  });

  it('counts one account from many IPs as one owner too', () => {
    const queue = createFairQueue<string>(4);
    for (let index = 0; index < 4; index += 1) queue.offer(owner('mallory', `192.0.2.${index}`), `m${index}`);
    expect(queue.offer(owner('ann', '203.0.113.5'), 'ann')).toEqual({ queued: true, evicted: 'm3' });
  });

  it('refuses the newcomer among equals: every owner holds one job, the pool is shared as evenly as it can be', () => {
    const queue = createFairQueue<string>(3);
    for (let index = 0; index < 3; index += 1) queue.offer(owner(`user-${index}`, `192.0.2.${index}`), `u${index}`);
    expect(queue.offer(owner('ann', '203.0.113.5'), 'ann')).toEqual({ queued: false });
    // A second job of an owner who already waits is refused as well.
    expect(queue.offer(owner('user-0', '192.0.2.0'), 'u0-again')).toEqual({ queued: false });
    expect(queue.length).toBe(3);
  });

  it('counts running jobs in an owner\'s load, and starts next the job of the owner with the fewest running', () => {
    const queue = createFairQueue<string>(2);
    const busy = owner('busy', '10.0.0.1');
    queue.started(busy);
    queue.offer(busy, 'busy-2');
    queue.offer(busy, 'busy-3');
    // busy holds 3 (one running): a newcomer takes the newest waiting place.
    expect(queue.offer(owner('ann', '10.0.0.2'), 'ann')).toEqual({ queued: true, evicted: 'busy-3' });
    // ann has nothing running, busy one: ann goes first though she came later.
    expect(queue.take()).toBe('ann');
    expect(queue.take()).toBe('busy-2');
    expect(queue.take()).toBeUndefined();
    queue.finished(busy);
    queue.finished(busy);
    queue.finished(owner('ann', '10.0.0.2'));
    // All finished: the oldest goes first again.
    queue.offer(owner('x', '1.1.1.1'), 'x');
    queue.offer(owner('y', '2.2.2.2'), 'y');
    expect(queue.take()).toBe('x');
  });

  it('drains every waiting job, and counts nothing for them after', () => {
    const queue = createFairQueue<string>(2);
    queue.offer(owner('a', '1.1.1.1'), 'a1');
    queue.offer(owner('a', '1.1.1.1'), 'a2');
    expect(queue.drain()).toEqual(['a1', 'a2']);
    expect(queue.length).toBe(0);
    queue.offer(owner('a', '1.1.1.1'), 'a3');
    queue.offer(owner('b', '2.2.2.2'), 'b1');
    // a holds one, as b does: nobody left over from the drain weighs on a.
    expect(queue.offer(owner('c', '3.3.3.3'), 'c1')).toEqual({ queued: false });
  });
});
