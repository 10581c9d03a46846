/**
 * Limits on the routes an attacker would hammer: login, register and password reset (issue 6,
 * "rate-limited per IP and per address"). A fixed window per key is enough here: it bounds
 * password guessing and mail floods, and a person who mistypes a few times never meets it.
 *
 * The counters live in this process. Several servers behind one address each count on their
 * own, which multiplies the limit by the number of processes but still bounds it.
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ApiError } from '../../shared/api';
import { normalizeEmail } from '../../shared/accounts';

export interface RateLimit {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

/** Per address: 10 attempts per 15 minutes. Per IP: 100, so a shared office network still works. */
export const PER_ADDRESS_LIMIT: RateLimit = { max: 10, windowMs: 15 * 60_000 };
export const PER_IP_LIMIT: RateLimit = { max: 100, windowMs: 15 * 60_000 };

export interface RateLimits {
  perAddress: RateLimit;
  perIp: RateLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { perAddress: PER_ADDRESS_LIMIT, perIp: PER_IP_LIMIT };

/** Counts hits per key in fixed windows. */
export interface RateLimiter {
  /** Counts one hit; answers 0 when allowed, else the seconds until the key may try again. */
  hit(key: string): number;
}

export function createRateLimiter(limit: RateLimit, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();
  return {
    hit(key) {
      const time = now();
      // Forget finished windows now and then, so a flood of distinct keys cannot grow the map forever.
      if (time - lastSweep > limit.windowMs) {
        for (const [stored, window] of windows) if (time - window.start >= limit.windowMs) windows.delete(stored);
        lastSweep = time;
      }
      const window = windows.get(key);
      if (window === undefined || time - window.start >= limit.windowMs) {
        windows.set(key, { start: time, count: 1 });
        return 0;
      }
      window.count += 1;
      if (window.count <= limit.max) return 0;
      return Math.max(1, Math.ceil((window.start + limit.windowMs - time) / 1000));
    },
  };
}

function minutes(seconds: number): string {
  const count = Math.ceil(seconds / 60);
  return count === 1 ? '1 minute' : `${count} minutes`;
}

/** The body of a 429. */
export function tooManyRequests(retryAfterSeconds: number): ApiError {
  return { success: false, message: `Too many attempts. Please try again in ${minutes(retryAfterSeconds)}.` };
}

/** Reads the e-mail address a request is about (body or route parameter); undefined when none. */
export type AddressOf = (request: FastifyRequest) => string | undefined;

export const addressFromBody: AddressOf = (request) => {
  const body = request.body as { email?: unknown } | null | undefined;
  return typeof body?.email === 'string' ? body.email : undefined;
};

export const addressFromParams: AddressOf = (request) => {
  const params = request.params as { email?: unknown } | undefined;
  return typeof params?.email === 'string' ? params.email : undefined;
};

/**
 * One limiter pair for a group of routes (login, register, reset each get their own). Returns a
 * preHandler: it runs after validation, so the address is the one the route will use.
 */
export function rateLimited(
  name: string,
  limits: RateLimits,
  addressOf: AddressOf,
  now: () => number = Date.now,
): preHandlerAsyncHookHandler {
  const byIp = createRateLimiter(limits.perIp, now);
  const byAddress = createRateLimiter(limits.perAddress, now);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const address = addressOf(request);
    // Both counters see every request, so hammering one address also spends the IP's allowance.
    const waits = [byIp.hit(`${name}:${request.ip}`), address === undefined ? 0 : byAddress.hit(`${name}:${normalizeEmail(address)}`)];
    const wait = Math.max(...waits);
    if (wait > 0) {
      request.log.warn({ route: name, ip: request.ip }, 'Rate limit reached');
      await reply.code(429).header('retry-after', String(wait)).send(tooManyRequests(wait));
    }
  };
}
