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
import { accessTokens, secondsLeft } from '../auth/accessTokens';
import type { VerifyAccessToken } from '../auth/requestUser';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { freshAppPerTest, openTestApp } from '../testing/openTestApp';
import { signTestToken, testSecret, testVerifier, type TokenUser } from './testing/testAccessTokens';
import { connectLive, liveTestSocket, nextEvent, recordEvents, refusal, type LiveTestSocket } from './testing/liveTestClient';

const SECRET = testSecret();
const ALICE: TokenUser = { id: 'user-alice', email: 'alice@example.com', device: 'alice-laptop' };
const ALICE_PHONE: TokenUser = { ...ALICE, device: 'alice-phone' };
const BOB: TokenUser = { id: 'user-bob', email: 'bob@example.com', device: 'bob-laptop' };
const PLOT = { id: 'doc-1', name: 'Plot 1', archived: false, updatedAt: '2025-01-02T03:04:05.000Z' };

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

  describe.skipIf(testDatabase.skipReason !== undefined)("with the accounts' access tokens", () => {
    const secret = new TextEncoder().encode(testSecret());
    const tokens = accessTokens(secret);
    const verify: VerifyAccessToken = async (token) => {
      const verified = await tokens.verify(token);
      return { id: verified.sub, email: verified.email, device: verified.device, secondsLeft: secondsLeft(verified) };
    };
    const server = freshAppPerTest(testDatabase, { live: { verify } });

    it('admits a token the accounts signed and refuses one that ran out', async () => {
      const { app } = server();
      const baseUrl = await listen(app);
      const claims = { sub: ALICE.id, email: ALICE.email, device: 'alice-laptop' };
      const twoDaysAgo = accessTokens(secret, () => new Date(Date.now() - 2 * 86_400_000));
      const expired = await twoDaysAgo.sign(claims, 'day');
      expect(await refusal(liveTestSocket(baseUrl, expired))).toEqual({ message: LIVE_AUTH_ERRORS.invalid, data: { status: 401 } });

      const alice = liveTestSocket(baseUrl, await tokens.sign(claims, 'year'));
      try {
        await connectLive(alice);
        const received = nextEvent(alice, 'documentsList');
        app.live.documentsChanged(ALICE.id);
        expect(await received).toEqual({});
      } finally {
        alice.disconnect();
      }
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
