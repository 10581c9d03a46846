import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drainWithin, trackInFlight } from './drainWithin';

afterEach(() => {
  vi.useRealTimers();
});

describe('drainWithin', () => {
  it('answers drained when the close finishes in time, without forcing anything', async () => {
    const onTimeout = vi.fn();
    await expect(drainWithin(Promise.resolve(), 1000, onTimeout)).resolves.toBe('drained');
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('forces once and answers timed-out when the close outlasts the limit', async () => {
    vi.useFakeTimers();
    const onTimeout = vi.fn();
    const result = drainWithin(new Promise(() => {}), 10_000, onTimeout);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(onTimeout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('timed-out');
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('passes a failed close on and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const onTimeout = vi.fn();
    await expect(drainWithin(Promise.reject(new Error('pool')), 10_000, onTimeout)).rejects.toThrow('pool');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});

describe('trackInFlight', () => {
  const request = (server: EventEmitter) => {
    const response = new EventEmitter();
    server.emit('request', {}, response);
    return () => response.emit('close');
  };

  it('is idle at once with nothing in flight', async () => {
    const tracker = trackInFlight(new EventEmitter() as unknown as Server);
    await expect(tracker.idle()).resolves.toBeUndefined();
  });

  it('waits for the last answer of the requests in flight', async () => {
    const server = new EventEmitter();
    const tracker = trackInFlight(server as unknown as Server);
    const finishFirst = request(server);
    const finishSecond = request(server);
    let idle = false;
    const waiting = tracker.idle().then(() => (idle = true));
    finishFirst();
    await Promise.resolve();
    expect(idle).toBe(false);
    expect(tracker.count()).toBe(1);
    finishSecond();
    await waiting;
    expect(tracker.count()).toBe(0);
  });
});
