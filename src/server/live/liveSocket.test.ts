import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorSchema, healthResponseSchema } from '../../shared/api';
import {
  documentsListPayloadSchema,
  LIVE_AUTH_ERRORS,
  LIVE_SOCKET_PATH,
  LIVE_TOKEN_MAX_LENGTH,
  logoutPayloadSchema,
} from '../../shared/liveEvents';
import { accountsServerPerTest, sessionCookie } from '../routes/accountsTestServer';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { freshAppPerTest, openTestApp } from '../testing/openTestApp';
import { DEFAULT_MAX_SOCKETS_PER_ACCOUNT } from './socketAllowance';
import { signTestToken, testSecret, testVerifier, type TokenUser } from './testing/testAccessTokens';
import { connectLive, liveTestSocket, nextEvent, recordEvents, refusal, type LiveTestSocket } from './testing/liveTestClient';

const SECRET = testSecret();
const ALICE: TokenUser = { id: 'user-alice', email: 'alice@example.com', device: 'alice-laptop' };
const ALICE_PHONE: TokenUser = { ...ALICE, device: 'alice-phone' };
const BOB: TokenUser = { id: 'user-bob', email: 'bob@example.com', device: 'bob-laptop' };
const PLOT = { id: 'doc-1', name: 'Plot 1', archived: false, updatedAt: '2025-01-02T03:04:05.000Z' };

/**
 * A socket for `token` admitted as soon as the server has let one of the account's sockets go:
 * the client's own disconnect reaches the server a moment later, so each refusal is a sign to
 * try again, until the live client's deadline.
 */
async function admittedOnceFreed(baseUrl: string, token: string): Promise<LiveTestSocket> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const socket = liveTestSocket(baseUrl, token);
    try {
      return await connectLive(socket);
    } catch (error) {
      socket.disconnect();
      if ((error as Error).message !== LIVE_AUTH_ERRORS.tooMany || Date.now() > deadline) throw error;
    }
  }
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe.each(testDatabases)('the live socket on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('one server process', () => {
    const server = freshAppPerTest(testDatabase, { live: { verify: testVerifier(SECRET) } });
    const sockets: LiveTestSocket[] = [];
    afterEach(() => {
      for (const socket of sockets.splice(0)) socket.disconnect();
    });
    const connectAs = async (baseUrl: string, user: TokenUser, options?: Parameters<typeof liveTestSocket>[2]) => {
      const socket = liveTestSocket(baseUrl, await signTestToken(SECRET, user), options);
      sockets.push(socket);
      return connectLive(socket);
    };

    it('delivers documentsList to a socket that connected with the token as the query parameter', async () => {
      const { app } = server();
      const alice = await connectAs(await listen(app), ALICE);
      const received = nextEvent(alice, 'documentsList');
      app.live.documentsChanged(ALICE.id);
      expect(documentsListPayloadSchema.parse(await received)).toEqual({});
    });

    it('sends the new list with the event when the sender has it, fields and all', async () => {
      const { app } = server();
      const alice = await connectAs(await listen(app), ALICE, { tokenIn: 'auth', transports: ['polling'] });
      const received = nextEvent(alice, 'documentsList');
      app.live.documentsChanged(ALICE.id, [PLOT]);
      expect(documentsListPayloadSchema.parse(await received)).toEqual({ documents: [PLOT] });
    });

    it("keeps one user's events from another user's socket", async () => {
      const { app } = server();
      const baseUrl = await listen(app);
      const alice = await connectAs(baseUrl, ALICE);
      const bob = await connectAs(baseUrl, BOB);
      const bobsEvents = recordEvents(bob, 'documentsList');
      const alicesEvent = nextEvent(alice, 'documentsList');
      const bobsEvent = nextEvent(bob, 'documentsList');

      app.live.documentsChanged(ALICE.id, [PLOT]);
      app.live.documentsChanged(BOB.id, []);

      expect(await alicesEvent).toEqual({ documents: [PLOT] });
      // Bob's own event came after Alice's on the same connection: had hers reached him, it would be first.
      expect(await bobsEvent).toEqual({ documents: [] });
      expect(bobsEvents).toEqual([{ documents: [] }]);
    });

    it('reaches every device of the user, and only the named device when one is given', async () => {
      const { app } = server();
      const baseUrl = await listen(app);
      const laptop = await connectAs(baseUrl, ALICE);
      const phone = await connectAs(baseUrl, ALICE_PHONE);
      const laptopLogouts = recordEvents(laptop, 'logout');

      const bothList = Promise.all([nextEvent(laptop, 'documentsList'), nextEvent(phone, 'documentsList')]);
      app.live.documentsChanged(ALICE.id);
      expect(await bothList).toEqual([{}, {}]);

      const phoneLogout = nextEvent(phone, 'logout');
      app.live.logout(ALICE.id, 'devices-exceeded', ALICE_PHONE.device ?? undefined);
      expect(logoutPayloadSchema.parse(await phoneLogout)).toEqual({ reason: 'devices-exceeded' });

      const laptopLogout = nextEvent(laptop, 'logout');
      app.live.logout(ALICE.id, 'plan-changed');
      expect(await laptopLogout).toEqual({ reason: 'plan-changed' });
      expect(laptopLogouts).toEqual([{ reason: 'plan-changed' }]);
    });

    it('refuses a handshake without a token, with a forged, expired, malformed or oversized one, and keeps serving', async () => {
      const { app } = server();
      const baseUrl = await listen(app);
      const forged = await signTestToken(testSecret(), ALICE);
      const expired = await signTestToken(SECRET, ALICE, -60);
      const valid = await signTestToken(SECRET, ALICE);

      const missing = await refusal(liveTestSocket(baseUrl, undefined));
      expect(missing).toEqual({ message: LIVE_AUTH_ERRORS.missing, data: { status: 401 } });
      for (const token of [forged, expired, 'not-a-token', `${valid}x`, 'a'.repeat(LIVE_TOKEN_MAX_LENGTH + 1)]) {
        expect(await refusal(liveTestSocket(baseUrl, token))).toEqual({ message: LIVE_AUTH_ERRORS.invalid, data: { status: 401 } });
      }
      expect((await refusal(liveTestSocket(baseUrl, forged, { tokenIn: 'auth' }))).message).toBe(LIVE_AUTH_ERRORS.invalid);

      const alice = await connectAs(baseUrl, ALICE);
      expect(alice.connected).toBe(true);
    });

    it('admits at most its allowance of sockets per account, counting them again as they close', async () => {
      const { app } = server();
      const baseUrl = await listen(app);
      const token = await signTestToken(SECRET, ALICE);
      const open = [];
      for (let index = 0; index < DEFAULT_MAX_SOCKETS_PER_ACCOUNT; index += 1) {
        const socket = liveTestSocket(baseUrl, token);
        sockets.push(socket);
        open.push(await connectLive(socket));
      }
      expect(await refusal(liveTestSocket(baseUrl, token))).toEqual({ message: LIVE_AUTH_ERRORS.tooMany, data: { status: 429 } });
      // Another account is not held back by Alice's.
      expect((await connectAs(baseUrl, BOB)).connected).toBe(true);
      // One of hers closes: once the server has seen it go, one more is admitted, and only one.
      open[0]?.disconnect();
      const admitted = await admittedOnceFreed(baseUrl, token);
      sockets.push(admitted);
      expect(await refusal(liveTestSocket(baseUrl, token))).toMatchObject({ message: LIVE_AUTH_ERRORS.tooMany });
    });

    it('serves the HTTP API on the same port as the socket', async () => {
      const { app } = server();
      const baseUrl = await listen(app);
      await connectAs(baseUrl, ALICE);
      const response = await fetch(`${baseUrl}/api/health`);
      expect(healthResponseSchema.parse(await response.json())).toMatchObject({ status: 'ok', database: testDatabase.kind });
    });

    it('closes with sockets still connected, dropping them so that they reconnect elsewhere', async () => {
      const { app } = server();
      const alice = await connectAs(await listen(app), ALICE);
      const disconnected = new Promise<string>((resolve) => alice.once('disconnect', resolve));
      await app.close();
      // Not "io server disconnect", which tells a client never to reconnect: behind one address,
      // another process takes over when this one stops.
      expect(await disconnected).toBe('transport close');
    });
  });

  describe.skipIf(testDatabase.skipReason !== undefined)("with the accounts' tokens and sessions", () => {
    const server = accountsServerPerTest(testDatabase, {}, () => ({ live: {} }));
    const login = async (device: string) => {
      const response = await server().request('POST', '/login', { body: { email: ALICE.email, password: 'secret-123', deviceUuid: device } });
      return { token: response.json().accessToken as string, cookie: sessionCookie(response) };
    };
    const sockets: LiveTestSocket[] = [];
    afterEach(() => {
      for (const socket of sockets.splice(0)) socket.disconnect();
    });
    const open = (baseUrl: string, token: string | undefined, options?: Parameters<typeof liveTestSocket>[2]) => {
      const socket = liveTestSocket(baseUrl, token, options);
      sockets.push(socket);
      return socket;
    };

    it('admits a token the accounts signed and refuses one that ran out', async () => {
      await server().registerAndVerify(ALICE.email);
      const baseUrl = await listen(server().app);
      const { token } = await login('alice-laptop');
      const alice = await connectLive(open(baseUrl, token));
      const received = nextEvent(alice, 'documentsList');
      const { id } = await server().database.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
      server().app.live.documentsChanged(id);
      expect(await received).toEqual({});
      alice.disconnect();
      server().advance(2 * 86_400_000);
      expect(await refusal(open(baseUrl, token))).toEqual({ message: LIVE_AUTH_ERRORS.invalid, data: { status: 401 } });
    });

    it('admits the HttpOnly cookie from our own page, and refuses it from another site (cross-site WebSocket hijacking)', async () => {
      await server().registerAndVerify(ALICE.email);
      const baseUrl = await listen(server().app);
      const { cookie } = await login('alice-laptop');
      const ours = await connectLive(open(baseUrl, undefined, { headers: { cookie, origin: baseUrl } }));
      expect(ours.connected).toBe(true);
      const fromPublicUrl = await connectLive(open(baseUrl, undefined, { headers: { cookie, origin: 'https://planimetry.example' } }));
      expect(fromPublicUrl.connected).toBe(true);
      const hijack = await refusal(open(baseUrl, undefined, { headers: { cookie, origin: 'https://evil.example' } }));
      expect(hijack.message).toBe(LIVE_AUTH_ERRORS.invalid);
    });

    it('closes the sockets of a session that logs out or is ended by a password change, and refuses their tokens after', async () => {
      await server().registerAndVerify(ALICE.email);
      const baseUrl = await listen(server().app);
      const laptop = await login('alice-laptop');
      const phone = await login('alice-phone');
      const laptopSocket = await connectLive(open(baseUrl, laptop.token));
      const phoneSocket = await connectLive(open(baseUrl, phone.token));
      const phoneClosed = new Promise<string>((resolve) => phoneSocket.once('disconnect', resolve));

      // The laptop changes the password: the phone's session ends, the laptop's goes on.
      const changed = await server().request('POST', '/api/update/password', { token: laptop.token, body: { oldPassword: 'secret-123', newPassword: 'better-456' } });
      expect(changed.statusCode).toBe(200);
      expect(await phoneClosed).toBe('io server disconnect');
      expect(laptopSocket.connected).toBe(true);
      expect((await refusal(open(baseUrl, phone.token))).message).toBe(LIVE_AUTH_ERRORS.invalid);

      const laptopClosed = new Promise<string>((resolve) => laptopSocket.once('disconnect', resolve));
      expect((await server().request('GET', `/logout/${ALICE.email}`, { token: laptop.token })).statusCode).toBe(200);
      expect(await laptopClosed).toBe('io server disconnect');
      expect((await refusal(open(baseUrl, laptop.token))).message).toBe(LIVE_AUTH_ERRORS.invalid);
    });
  });

  describe.skipIf(testDatabase.skipReason !== undefined)('without the live option', () => {
    const server = freshAppPerTest(testDatabase);

    it('has a silent app.live and no socket endpoint', async () => {
      const { app } = server();
      expect(() => app.live.documentsChanged(ALICE.id)).not.toThrow();
      const response = await app.inject({ method: 'GET', url: `${LIVE_SOCKET_PATH}/?EIO=4&transport=polling` });
      expect(response.statusCode).toBe(404);
      apiErrorSchema.parse(response.json());
    });
  });

  describe.skipIf(testDatabase.skipReason !== undefined)('with a Redis that does not answer', () => {
    it('refuses to start, naming the address without its password', async () => {
      const started = openTestApp(testDatabase, {
        live: { verify: testVerifier(SECRET), redisUrl: 'redis://user:secret-word@127.0.0.1:1' },
      });
      await expect(started).rejects.toThrow(/could not connect to Redis at redis:\/\/user@127\.0\.0\.1:1/);
      await expect(started).rejects.not.toThrow(/secret-word/);
    });
  });
});
