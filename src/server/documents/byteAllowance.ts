/**
 * How many bytes of document states one account may be sent: a token bucket that holds a burst
 * (`RateLimit.max` bytes) and refills it over `windowMs`. Opening a document spends its state's
 * size once it is read; an open is refused (429) only while the account's bucket is empty, so
 * any one document, however large, opens when the account has not just read others. Until
 * issue 35 one account re-opening its own 7 MB document over four connections had the server
 * push about 460 MB a second, and every other request waited behind it. Counted in this
 * process (a cluster of N processes allows N times as much): the bucket must be read before
 * and written after every open, and a round trip to Redis for that would cost more than it saves.
 */
import type { RateLimit } from '../auth/rateLimits';

export interface ByteAllowance {
  /** Seconds until `key` may be sent more; 0 when it may now. */
  waitSeconds(key: string): number;
  /** Takes `bytes` sent to `key` from its bucket (it may go below zero: the next open waits longer). */
  spend(key: string, bytes: number): void;
}

/** Buckets kept before full ones are swept away (a full bucket is the same as none). */
const SWEEP_ABOVE = 10_000;

export function byteAllowance(limit: RateLimit, nowMs: () => number = () => performance.now()): ByteAllowance {
  const perMs = limit.max / limit.windowMs;
  const buckets = new Map<string, { bytes: number; at: number }>();
  /** The bucket's bytes now, refilled since it was last touched, at most the burst. */
  const level = (key: string, now: number): number => {
    const bucket = buckets.get(key);
    return bucket === undefined ? limit.max : Math.min(limit.max, bucket.bytes + (now - bucket.at) * perMs);
  };
  return {
    waitSeconds(key) {
      const bytes = level(key, nowMs());
      return bytes > 0 ? 0 : Math.max(1, Math.ceil((1 - bytes) / perMs / 1000));
    },
    spend(key, bytes) {
      const now = nowMs();
      buckets.set(key, { bytes: level(key, now) - bytes, at: now });
      if (buckets.size > SWEEP_ABOVE) {
        for (const [other] of buckets) if (level(other, now) >= limit.max) buckets.delete(other);
      }
    },
  };
}
