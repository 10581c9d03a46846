import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { redisAnswers, TEST_REDIS_URL } from '../testing/testRedis';
import { addressFromBody, DEFAULT_RATE_LIMITS, forgiveAttempt, guessChecks, scaledRateLimits, rateLimited, registerRateLimiting, tooManyRequests, type RateLimits, type RateLimitingOptions } from './rateLimits';

const WINDOW = 15 * 60_000;
const LIMITS: RateLimits = {
  perIp: { max: 6, windowMs: WINDOW },
  perIpAndAddress: { max: 3, windowMs: WINDOW },
  perAddress: { max: 5, windowMs: WINDOW },
  mailsPerAddress: { max: 2, windowMs: WINDOW },
  perUser: { max: 2, windowMs: WINDOW },
  documentsPerUser: { max: 4, windowMs: WINDOW },
  documentBytesPerUser: { max: 1000, windowMs: WINDOW },
};

/** A server with one login-like route limited as /login is. */
async function limitedApp(options: RateLimitingOptions = {}, trustProxy: FastifyServerOptions['trustProxy'] = false): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy });
  await registerRateLimiting(app, options);
  await app.register(async (instance) => {
    instance.post('/try', { preHandler: rateLimited(instance, guessChecks('login', LIMITS, addressFromBody)) }, async () => ({ ok: true }));
    // A password check: "right" is forgiven, as POST /login forgives a right password.
    instance.post('/check', { preHandler: rateLimited(instance, guessChecks('check', LIMITS, addressFromBody)) }, async (request, reply) => {
      const { password } = request.body as { password?: string };
      if (password !== 'right') return reply.code(401).send({ ok: false });
      await forgiveAttempt(request);
      return { ok: true };
    });
  });
  await app.ready();
  return app;
}

const redisUp = await redisAnswers();

const attempt = (app: FastifyInstance, email: string, ip: string) =>
  app.inject({ method: 'POST', url: '/try', remoteAddress: ip, payload: { email } }).then((response) => response.statusCode);
const check = (app: FastifyInstance, password: string, ip = '203.0.113.9', email = 'ann@example.com') =>
  app.inject({ method: 'POST', url: '/check', remoteAddress: ip, payload: { email, password } }).then((response) => response.statusCode);

/** The trust issue's finding 11: a person logging in and out all day spent the guessing limit. */
async function expectOnlyFailuresCount(app: FastifyInstance) {
  // Twice the per-address allowance of right passwords from one IP: none is counted.
  for (let i = 0; i < 2 * LIMITS.perAddress.max; i += 1) expect(await check(app, 'right')).toBe(200);
  for (let i = 0; i < LIMITS.perIpAndAddress.max; i += 1) expect(await check(app, 'wrong')).toBe(401);
  expect(await check(app, 'wrong')).toBe(429);
  expect(await check(app, 'right')).toBe(429);
  // Guesses sent all at once are counted as they arrive, so no more than the allowance get through.
  const burst = await Promise.all(Array.from({ length: 10 }, () => check(app, 'wrong', '198.51.100.4', 'bob@example.com')));
  expect(burst.filter((status) => status === 401)).toHaveLength(LIMITS.perIpAndAddress.max);
  expect(burst.filter((status) => status === 429)).toHaveLength(10 - LIMITS.perIpAndAddress.max);
}

describe('rate limits', () => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    vi.useRealTimers();
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  const open = async (options?: RateLimitingOptions, trustProxy?: FastifyServerOptions['trustProxy']) => {
    const app = await limitedApp(options, trustProxy);
    apps.push(app);
    return app;
  };

  it('stops one IP guessing at an address without locking the address out for everyone else', async () => {
    const app = await open();
    for (let i = 0; i < 3; i += 1) expect(await attempt(app, 'ann@example.com', '203.0.113.9')).toBe(200);
    const refused = await app.inject({ method: 'POST', url: '/try', remoteAddress: '203.0.113.9', payload: { email: 'Ann@Example.com' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooManyRequests(WINDOW / 1000));
    expect(refused.headers['retry-after']).toBe('900');
    // The owner, on their own network, still gets in.
    expect(await attempt(app, 'ann@example.com', '198.51.100.20')).toBe(200);
  });

  it('bounds a guess spread over many IPs with the slower count per address', async () => {
    const app = await open();
    for (let i = 0; i < 5; i += 1) expect(await attempt(app, 'ann@example.com', `192.0.2.${i}`)).toBe(200);
    expect(await attempt(app, 'ann@example.com', '192.0.2.99')).toBe(429);
    expect(await attempt(app, 'bob@example.com', '192.0.2.99')).toBe(200);
  });

  it('bounds one IP trying many addresses', async () => {
    const app = await open();
    for (let i = 0; i < 6; i += 1) expect(await attempt(app, `user${i}@example.com`, '203.0.113.5')).toBe(200);
    expect(await attempt(app, 'fresh@example.com', '203.0.113.5')).toBe(429);
    expect(await attempt(app, 'fresh@example.com', '203.0.113.6')).toBe(200);
  });

  it('opens again when the window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const app = await open();
    for (let i = 0; i < 3; i += 1) await attempt(app, 'ann@example.com', '203.0.113.9');
    expect(await attempt(app, 'ann@example.com', '203.0.113.9')).toBe(429);
    vi.setSystemTime(Date.now() + WINDOW);
    expect(await attempt(app, 'ann@example.com', '203.0.113.9')).toBe(200);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy, so a client cannot pick the address it is counted by', async () => {
    const forged = (app: FastifyInstance, forwardedFor: string, ip = '203.0.113.9') =>
      app
        .inject({ method: 'POST', url: '/try', remoteAddress: ip, headers: { 'x-forwarded-for': forwardedFor }, payload: { email: 'ann@example.com' } })
        .then((response) => response.statusCode);
    const direct = await open();
    for (let i = 0; i < 3; i += 1) expect(await forged(direct, `198.51.100.${i}`)).toBe(200);
    expect(await forged(direct, '198.51.100.99')).toBe(429);

    // Behind a trusted proxy at 10.0.0.1, the forwarded address is the person's.
    const proxied = await open({}, '10.0.0.1');
    for (let i = 0; i < 3; i += 1) expect(await forged(proxied, '198.51.100.7', '10.0.0.1')).toBe(200);
    expect(await forged(proxied, '198.51.100.7', '10.0.0.1')).toBe(429);
    expect(await forged(proxied, '198.51.100.8', '10.0.0.1')).toBe(200);
  });

  it('counts failed passwords only, and counts each attempt as it arrives', async () => {
    await expectOnlyFailuresCount(await open());
  });

  it('words the 429 in minutes', () => {
    expect(tooManyRequests(30)).toEqual({ success: false, message: 'Too many attempts. Please try again in 1 minute.' });
    expect(tooManyRequests(14 * 60 + 1).message).toBe('Too many attempts. Please try again in 15 minutes.');
  });

  describe.skipIf(!redisUp)('with Redis', () => {
    it('shares one count among server processes, so a second process is no way around the limit', async () => {
      const redisKey = `planimetry-rate-test-${randomBytes(6).toString('hex')}`;
      const [first, second] = [await open({ redisUrl: TEST_REDIS_URL, redisKey }), await open({ redisUrl: TEST_REDIS_URL, redisKey })];
      expect(await attempt(first, 'ann@example.com', '203.0.113.9')).toBe(200);
      expect(await attempt(second, 'ann@example.com', '203.0.113.9')).toBe(200);
      expect(await attempt(first, 'ann@example.com', '203.0.113.9')).toBe(200);
      expect(await attempt(second, 'ann@example.com', '203.0.113.9')).toBe(429);
      // An app on its own memory counts alone: the shared count above is Redis's.
      const alone = await open();
      expect(await attempt(alone, 'ann@example.com', '203.0.113.9')).toBe(200);
    });

    it('counts failed passwords only there too, refunds included', async () => {
      const redisKey = `planimetry-rate-test-${randomBytes(6).toString('hex')}`;
      await expectOnlyFailuresCount(await open({ redisUrl: TEST_REDIS_URL, redisKey }));
    });
  });
});

describe('scaledRateLimits', () => {
  it('multiplies every allowance and keeps every window, so a factor of 1 is today\'s limits', () => {
    expect(scaledRateLimits(DEFAULT_RATE_LIMITS, 1)).toEqual(DEFAULT_RATE_LIMITS);
    const raised = scaledRateLimits(DEFAULT_RATE_LIMITS, 1000);
    for (const [name, limit] of Object.entries(DEFAULT_RATE_LIMITS)) {
      expect(raised[name as keyof typeof raised]).toEqual({ max: limit.max * 1000, windowMs: limit.windowMs });
    }
  });
});
