import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowedOrigins } from './originGuard';
import { identifyUser, registerAuthentication, requireUser, type RequestUser, type VerifyAccessToken } from './requestUser';

const ANN: RequestUser = { id: 'user-ann', email: 'ann@example.com', device: 'ann-laptop', secondsLeft: 3600, sessionId: 'session-1' };

describe('request authentication', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** An app whose token check is counted: a script or tile fetched with the cookie must not pay for it. */
  async function open(): Promise<{ app: FastifyInstance; verify: ReturnType<typeof vi.fn<VerifyAccessToken>> }> {
    const verify = vi.fn<VerifyAccessToken>(async (token) => {
      if (token !== 'good') throw new Error('not a token of ours');
      return ANN;
    });
    const server = Fastify();
    await server.register(fastifyCookie);
    registerAuthentication(server, verify, { origins: allowedOrigins(undefined), secureCookies: false });
    server.get('/assets/main.js', async () => 'script');
    server.get('/me', { preHandler: requireUser }, async (request) => ({ id: request.user?.id }));
    server.get('/either', async (request) => {
      const first = await identifyUser(request);
      const second = await identifyUser(request);
      return { first: first?.id ?? null, second: second?.id ?? null };
    });
    await server.ready();
    app = server;
    return { app: server, verify };
  }

  it('checks no token for a route that never reads the user, though the cookie comes along', async () => {
    const { app, verify } = await open();
    const script = await app.inject({ method: 'GET', url: '/assets/main.js', headers: { cookie: 'access-token=good' } });
    expect(script.statusCode).toBe(200);
    expect(verify).not.toHaveBeenCalled();
  });

  it('checks the token once per request, however often the route asks', async () => {
    const { app, verify } = await open();
    expect((await app.inject({ method: 'GET', url: '/either', headers: { cookie: 'access-token=good' } })).json()).toEqual({ first: 'user-ann', second: 'user-ann' });
    expect(verify).toHaveBeenCalledTimes(1);
    expect((await app.inject({ method: 'GET', url: '/me', headers: { 'access-token': 'good' } })).json()).toEqual({ id: 'user-ann' });
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('answers 401 to a bad token where the user is needed, and drops a bad cookie there', async () => {
    const { app } = await open();
    const refused = await app.inject({ method: 'GET', url: '/me', headers: { cookie: 'access-token=forged' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.cookies.find((cookie) => cookie.name === 'access-token')).toMatchObject({ value: '', maxAge: 0 });
    expect((await app.inject({ method: 'GET', url: '/either', headers: { 'access-token': 'forged' } })).json()).toEqual({ first: null, second: null });
  });
});
