/**
 * Limits on the routes an attacker would hammer: login, registration, password reset, mail and
 * conversions. Counting is @fastify/rate-limit's, in this process or, with REDIS_URL, in Redis
 * so that every server process shares one count (`registerRateLimiting`).
 *
 * Login guesses are counted per address *and* IP, so one attacker hammering an address is
 * stopped without locking its owner out from their own network; a slower count per address
 * from everywhere bounds a guess spread over many addresses of a botnet; a count per IP bounds
 * one source trying many addresses. These login counts keep failures only: an attempt is
 * counted as it arrives and refunded when its password proves right (`forgiveAttempt`,
 * attemptCounts.ts). Mail is counted per address, so nobody floods an inbox.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import type { ApiError } from '../../shared/api';
import { normalizeEmail } from '../../shared/accounts';
import { memoryAttemptStore, redisAttemptStore, type AttemptStore } from './attemptCounts';

export interface RateLimit {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

/** Every limit the server applies; tests tighten them. */
export interface RateLimits {
  /** One IP, across every address and route group. */
  perIp: RateLimit;
  /** One address tried from one IP: a person who mistypes never meets it, a guesser does. */
  perIpAndAddress: RateLimit;
  /** One address from everywhere: slower, so a spread-out guess is bounded too. */
  perAddress: RateLimit;
  /** Mails one address may be sent by one route group (verification, reset, address change). */
  mailsPerAddress: RateLimit;
  /** Costly work one logged-in user may ask for (conversions, address changes). */
  perUser: RateLimit;
  /**
   * Document calls one account may make (list, open, save, archive, delete, heartbeat): far more
   * than a person clicks, so one account flooding its own large document cannot hold the server.
   */
  documentsPerUser: RateLimit;
  /**
   * Bytes of document states one account may be sent: `max` at once, refilled over `windowMs`
   * (documents/byteAllowance.ts), so one account re-opening large documents cannot keep the
   * server busy pushing them while everyone else waits.
   */
  documentBytesPerUser: RateLimit;
}

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  perIp: { max: 100, windowMs: 15 * MINUTE },
  perIpAndAddress: { max: 10, windowMs: 15 * MINUTE },
  perAddress: { max: 50, windowMs: 60 * MINUTE },
  mailsPerAddress: { max: 5, windowMs: 60 * MINUTE },
  perUser: { max: 30, windowMs: 15 * MINUTE },
  documentsPerUser: { max: 300, windowMs: 5 * MINUTE },
  // Two of the largest documents (8 MB) at once, then 1 MB a second: a person opens a few a minute.
  documentBytesPerUser: { max: 16 * 1024 * 1024, windowMs: 16_000 },
};

/** `limits` with every allowance multiplied by `factor` (RATE_LIMIT_FACTOR), the windows as they are. */
export function scaledRateLimits(limits: RateLimits, factor: number): RateLimits {
  const scale = (limit: RateLimit): RateLimit => ({ max: limit.max * factor, windowMs: limit.windowMs });
  return {
    perIp: scale(limits.perIp),
    perIpAndAddress: scale(limits.perIpAndAddress),
    perAddress: scale(limits.perAddress),
    mailsPerAddress: scale(limits.mailsPerAddress),
    perUser: scale(limits.perUser),
    documentsPerUser: scale(limits.documentsPerUser),
    documentBytesPerUser: scale(limits.documentBytesPerUser),
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

/** Answers 429 with Retry-After and the wait in words: every refusal for a limit looks alike. */
export async function refuseTooMany(reply: FastifyReply, waitSeconds: number): Promise<void> {
  await reply.code(429).header('retry-after', String(waitSeconds)).send(tooManyRequests(waitSeconds));
}

/** Reads what a request is about (an address, a user); undefined when it has none. */
export type KeyOf = (request: FastifyRequest) => string | undefined;

export const addressFromBody: KeyOf = (request) => {
  const body = request.body as { email?: unknown } | null | undefined;
  return typeof body?.email === 'string' ? normalizeEmail(body.email) : undefined;
};

export const addressFromParams: KeyOf = (request) => {
  const params = request.params as { email?: unknown } | undefined;
  return typeof params?.email === 'string' ? normalizeEmail(params.email) : undefined;
};

export const userOf: KeyOf = (request) => request.user?.id;

/** One count: its name (part of the store key), its limit, and what it counts by. */
export interface LimitCheck {
  name: string;
  limit: RateLimit;
  key: KeyOf;
  /**
   * Counted only while every check before it allows the request, so attempts refused by a
   * narrower count do not spend a wider one (one attacker cannot use up an address's budget).
   */
  onlyIfAllowed?: boolean;
  /** Skips the check for this request when it answers true (a known device of the account). */
  exempt?: (request: FastifyRequest) => Promise<boolean>;
  /** Counts failures only: the route calls `forgiveAttempt` once the password proved right. */
  refundable?: boolean;
}

const ipOf: KeyOf = (request) => request.ip;

/** How many more attempts than failures one IP may make (see `guessChecks`). */
export const EVERY_ATTEMPT_FACTOR = 5;

/**
 * The login-style checks of a route group: per IP, per address and IP, then per address from
 * everywhere. The last is spent only by attempts the others let through, and not at all by a
 * device the account has logged in from before (`knownDevice`, a device cookie in OWASP's
 * words): strangers guessing from many addresses cannot lock the owner out of their own device.
 * These three keep failures only (`forgiveAttempt`). One more counts every attempt from an IP,
 * right or wrong, at `EVERY_ATTEMPT_FACTOR` times the IP's allowance: each costs a password hash,
 * so one source cannot make the server hash without end, while an office behind one address
 * logging in at nine fits.
 */
export function guessChecks(group: string, limits: RateLimits, addressOf: KeyOf, knownDevice?: LimitCheck['exempt']): LimitCheck[] {
  return [
    { name: `${group}:ip`, limit: limits.perIp, key: ipOf, refundable: true },
    { name: `${group}:ip-every`, limit: { max: limits.perIp.max * EVERY_ATTEMPT_FACTOR, windowMs: limits.perIp.windowMs }, key: ipOf },
    { name: `${group}:ip+address`, limit: limits.perIpAndAddress, key: (request) => joinKeys(request.ip, addressOf(request)), refundable: true },
    { name: `${group}:address`, limit: limits.perAddress, key: addressOf, onlyIfAllowed: true, exempt: knownDevice, refundable: true },
  ];
}

/** The checks of a route group that sends mail to an address: per IP, and mails per address. */
export function mailChecks(group: string, limits: RateLimits, addressOf: KeyOf): LimitCheck[] {
  return [
    { name: `${group}:ip`, limit: limits.perIp, key: ipOf },
    { name: `${group}:mail`, limit: limits.mailsPerAddress, key: addressOf },
  ];
}

/** Per IP only (address lookups, feedback). */
export function ipChecks(group: string, limits: RateLimits): LimitCheck[] {
  return [{ name: `${group}:ip`, limit: limits.perIp, key: ipOf }];
}

/** Per logged-in user (costly work). */
export function userChecks(group: string, limits: RateLimits): LimitCheck[] {
  return [{ name: `${group}:user`, limit: limits.perUser, key: userOf }];
}

function joinKeys(...parts: (string | undefined)[]): string | undefined {
  return parts.every((part) => part !== undefined) ? parts.join('|') : undefined;
}

/**
 * A preHandler counting the request against every check (all of them, so hammering one address
 * also spends the IP's allowance) and answering 429 with the longest wait when any is exceeded.
 * It runs after validation, so the address is the one the route will use. When the store fails
 * (Redis away) the request goes through and the failure is logged: a Redis outage must not lock
 * every person out, and the per-process limits of a restarted Redis return with it.
 */
export function rateLimited(app: FastifyInstance, checks: readonly LimitCheck[]): preHandlerAsyncHookHandler {
  const limiters = checks.map((check) => ({ check, count: app.rateCounter(check) }));
  return async (request: FastifyRequest, reply: FastifyReply) => {
    let waitSeconds = 0;
    const counted: string[] = [];
    for (const { check, count } of limiters) {
      const key = check.key(request);
      if (key === undefined || (check.onlyIfAllowed && waitSeconds > 0)) continue;
      if (check.exempt && (await check.exempt(request))) continue;
      try {
        if (check.refundable) {
          const storeKey = `${check.name}:${key}`;
          const attempts = await app.attemptStore.add(storeKey, check.limit.windowMs);
          counted.push(storeKey);
          if (attempts.count > check.limit.max) waitSeconds = Math.max(waitSeconds, Math.ceil(attempts.ttlMs / 1000), 1);
          continue;
        }
        const result = await count(request);
        if (!result.isAllowed && result.isExceeded) waitSeconds = Math.max(waitSeconds, result.ttlInSeconds, 1);
      } catch (error) {
        request.log.warn({ err: error, check: check.name }, 'Rate limit store failed; request allowed');
      }
    }
    if (waitSeconds > 0) {
      // Refused before its password was looked at: not a failure.
      await refund(request, counted);
      request.log.warn({ ip: request.ip, checks: checks.map((check) => check.name) }, 'Rate limit reached');
      await refuseTooMany(reply, waitSeconds);
      return;
    }
    refundableAttempts.set(request, counted);
  };
}

/** The refundable counts each admitted request added to, until its route forgives them. */
const refundableAttempts = new WeakMap<FastifyRequest, string[]>();

async function refund(request: FastifyRequest, keys: readonly string[]): Promise<void> {
  try {
    await Promise.all(keys.map((key) => request.server.attemptStore.refund(key)));
  } catch (error) {
    request.log.warn({ err: error }, 'Rate limit store failed; attempt not refunded');
  }
}

/**
 * The attempt proved its password (or one-time password) right: it leaves the address counts
 * of `guessChecks`, so only failures spend them. Once per request; a no-op for other routes.
 */
export async function forgiveAttempt(request: FastifyRequest): Promise<void> {
  const keys = refundableAttempts.get(request);
  refundableAttempts.delete(request);
  if (keys) await refund(request, keys);
}

/** Counts a request for one check, as `createRateLimit` answers. */
type RateCounter = ReturnType<FastifyInstance['createRateLimit']>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The one counter of a check's name. Routes that share a name (login and the one-time
     * password's new password both count as `login`) share its count: @fastify/rate-limit gives
     * every limiter it creates a store of its own in memory, so each name is created once.
     */
    rateCounter(check: LimitCheck): RateCounter;
    /** The counts of `refundable` checks: in Redis with REDIS_URL, else in this process. */
    attemptStore: AttemptStore;
  }
}

export interface RateLimitingOptions {
  /** REDIS_URL: counts shared by every process through Redis; this process's memory without it. */
  redisUrl?: string;
  /** Prefix of the Redis keys; each test run uses its own. */
  redisKey?: string;
}

/** Keys a process may track in memory; old ones are dropped first (an LRU). */
const LOCAL_KEYS = 100_000;

/**
 * Registers @fastify/rate-limit on the root instance without a global limit, so routes opt in
 * through `rateLimited`. With a Redis URL the counts live in Redis (ioredis, which the plugin's
 * Redis store is written for), and the connection closes with the app.
 */
export async function registerRateLimiting(app: FastifyInstance, options: RateLimitingOptions = {}): Promise<void> {
  let redis: Redis | undefined;
  if (options.redisUrl) {
    // One retry and no offline queue: a count that cannot be made fails at once and is logged.
    // Named after this process, as the live socket's connections are (`CLIENT LIST`).
    redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true, connectionName: `planimetry-limits-${process.pid}` });
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Rate limits: Redis connection error'));
    await redis.connect();
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis?.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    cache: LOCAL_KEYS,
    ...(redis ? { redis, nameSpace: `${options.redisKey ?? 'planimetry-rate'}:` } : {}),
  });
  const prefix = `${options.redisKey ?? 'planimetry-rate'}:attempts:`;
  app.decorate('attemptStore', redis ? redisAttemptStore(redis, prefix) : memoryAttemptStore(LOCAL_KEYS));
  const counters = new Map<string, RateCounter>();
  app.decorate('rateCounter', (check: LimitCheck) => {
    let counter = counters.get(check.name);
    if (!counter) {
      counter = app.createRateLimit({
        max: check.limit.max,
        timeWindow: check.limit.windowMs,
        keyGenerator: (request: FastifyRequest) => `${check.name}:${check.key(request) ?? ''}`,
      });
      counters.set(check.name, counter);
    }
    return counter;
  });
}
