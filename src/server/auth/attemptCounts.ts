/**
 * Counts of password attempts that can be taken back. A login is counted when it arrives, before
 * the password is checked, so a thousand guesses sent at once cannot all slip under the limit;
 * when the password proves right the attempt is refunded, so only failures stay counted and a
 * person logging in and out all day never meets the limit (trust round two, finding 11).
 * @fastify/rate-limit's stores only ever add, hence these: one in this process's memory, one in
 * Redis shared by every process (the same connection the other limits use).
 */
import type { Redis } from 'ioredis';

export interface AttemptCount {
  /** Attempts in the window, this one included. */
  count: number;
  /** Until the window ends. */
  ttlMs: number;
}

export interface AttemptStore {
  /** Counts one attempt under `key`; the first attempt starts a window of `windowMs`. */
  add(key: string, windowMs: number): Promise<AttemptCount>;
  /** Takes one attempt back (never below zero); the window keeps its end. */
  refund(key: string): Promise<void>;
}

/** In this process: at most `maxKeys` windows, the oldest dropped first. */
export function memoryAttemptStore(maxKeys: number, now: () => number = () => Date.now()): AttemptStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    async add(key, windowMs) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        windows.delete(key);
        window = { count: 0, endsAt: at + windowMs };
        windows.set(key, window);
        if (windows.size > maxKeys) windows.delete(windows.keys().next().value as string);
      }
      window.count += 1;
      return { count: window.count, ttlMs: window.endsAt - at };
    },
    async refund(key) {
      const window = windows.get(key);
      if (window && window.endsAt > now() && window.count > 0) window.count -= 1;
    },
  };
}

/** The refund as one step in Redis: a key that expired meanwhile is not brought back at -1. */
const REFUND_SCRIPT = `local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/** In Redis under `prefix`: INCR, an expiry set by the first attempt only (PEXPIRE NX), PTTL. */
export function redisAttemptStore(redis: Redis, prefix: string): AttemptStore {
  return {
    async add(key, windowMs) {
      const replies = await redis.multi().incr(prefix + key).pexpire(prefix + key, windowMs, 'NX').pttl(prefix + key).exec();
      if (!replies || replies.some(([error]) => error)) throw replies?.find(([error]) => error)?.[0] ?? new Error('Redis transaction discarded');
      const count = Number(replies[0]?.[1]);
      const ttlMs = Number(replies[2]?.[1]);
      return { count, ttlMs: ttlMs > 0 ? ttlMs : windowMs };
    },
    async refund(key) {
      await redis.eval(REFUND_SCRIPT, 1, prefix + key);
    },
  };
}
