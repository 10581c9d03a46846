/**
 * Two API server processes behind "one address": each a separate Node process on its own port,
 * sharing one PostgreSQL schema and one Redis. Nothing but Redis links their sockets, so an event
 * caused in one process reaching a client of the other shows the adapter's fan-out.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponseSchema } from '../../shared/api';
import { ACCOUNT_MESSAGES, documentSummarySchema, documentsListResponseSchema } from '../../shared/accounts';
import { SQUARE_PLOT } from '../documents/testing/documentsTestApp';
import { readOutbox } from '../mail/readOutbox';
import { testDatabases } from '../testing/databases';
import { openTestApp } from '../testing/openTestApp';
import { TEST_REDIS_URL } from '../testing/testRedis';
import { signTestToken, testSecret, testVerifier, type TokenUser } from './testing/testAccessTokens';
import { nextEvent, recordEvents } from './testing/liveTestClient';
import type { ServerProcess } from './testing/startServerProcess';
import { processApi, twoProcesses, twoProcessesSkipReason } from './testing/twoProcesses';

const SECRET = testSecret();
const ALICE: TokenUser = { id: 'user-alice', email: 'alice@example.com', device: 'alice-laptop' };
const ALICE_PHONE: TokenUser = { ...ALICE, device: 'alice-phone' };
const BOB: TokenUser = { id: 'user-bob', email: 'bob@example.com', device: 'bob-laptop' };
const PLOT = { id: 'doc-1', name: 'Plot 1' };

describe.skipIf(twoProcessesSkipReason !== undefined)('two server processes sharing PostgreSQL and Redis', () => {
  const { redisKey, ...fixture } = twoProcesses('live');
  const startTwo = (accountsDir?: string) => fixture.startTwo({ secret: SECRET, accountsDir });
  const connectAs = async (server: ServerProcess, user: TokenUser) => fixture.connect(server, await signTestToken(SECRET, user));

  it('delivers a documentsList caused in one process to a client connected to the other, both ways', async () => {
    const [first, second] = await startTwo();
    expect(first.baseUrl).not.toBe(second.baseUrl);
    for (const server of [first, second]) {
      const health = healthResponseSchema.parse(await (await fetch(`${server.baseUrl}/api/health`)).json());
      expect(health.database).toBe('postgres');
    }
    const aliceOnSecond = await connectAs(second, ALICE);
    const aliceOnFirst = await connectAs(first, ALICE_PHONE);

    const throughFirst = nextEvent(aliceOnSecond, 'documentsList');
    first.send({ type: 'documentsChanged', userId: ALICE.id, documents: [PLOT] });
    expect(await throughFirst).toEqual({ documents: [PLOT] });

    const throughSecond = nextEvent(aliceOnFirst, 'documentsList');
    second.send({ type: 'documentsChanged', userId: ALICE.id });
    expect(await throughSecond).toEqual({});
  });

  it("keeps one user's events from another user's socket across processes, and logs out one device", async () => {
    const [first, second] = await startTwo();
    const bob = await connectAs(second, BOB);
    const aliceLaptop = await connectAs(second, ALICE);
    const alicePhone = await connectAs(first, ALICE_PHONE);
    const bobsLists = recordEvents(bob, 'documentsList');
    const laptopLogouts = recordEvents(aliceLaptop, 'logout');

    const alicesList = nextEvent(aliceLaptop, 'documentsList');
    first.send({ type: 'documentsChanged', userId: ALICE.id, documents: [PLOT] });
    expect(await alicesList).toEqual({ documents: [PLOT] });
    // Bob's own event follows through the same Redis channel: had Alice's reached him, it would be first.
    const bobsList = nextEvent(bob, 'documentsList');
    first.send({ type: 'documentsChanged', userId: BOB.id, documents: [] });
    expect(await bobsList).toEqual({ documents: [] });
    expect(bobsLists).toEqual([{ documents: [] }]);

    const phoneLogout = nextEvent(alicePhone, 'logout');
    second.send({ type: 'logout', userId: ALICE.id, reason: 'devices-exceeded', device: 'alice-phone' });
    expect(await phoneLogout).toEqual({ reason: 'devices-exceeded' });
    const laptopLogout = nextEvent(aliceLaptop, 'logout');
    second.send({ type: 'logout', userId: ALICE.id, reason: 'plan-changed' });
    expect(await laptopLogout).toEqual({ reason: 'plan-changed' });
    expect(laptopLogouts).toEqual([{ reason: 'plan-changed' }]);
  });

  it('does not reach a server on the same Redis with another channel prefix', async () => {
    const [first, second] = await startTwo();
    const sqlite = testDatabases.find((database) => database.kind === 'sqlite');
    if (!sqlite) throw new Error('no SQLite test database');
    const other = await openTestApp(sqlite, {
      live: { verify: testVerifier(SECRET), redisUrl: TEST_REDIS_URL, redisKey: `${redisKey}-other` },
    });
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const address = other.app.server.address();
      if (address === null || typeof address === 'string') throw new Error('not listening on a port');
      const elsewhere = await fixture.connect(`http://127.0.0.1:${address.port}`, await signTestToken(SECRET, ALICE));
      const heardElsewhere = recordEvents(elsewhere, 'documentsList');
      const aliceOnSecond = await connectAs(second, ALICE_PHONE);

      const reached = nextEvent(aliceOnSecond, 'documentsList');
      first.send({ type: 'documentsChanged', userId: ALICE.id, documents: [PLOT] });
      expect(await reached).toEqual({ documents: [PLOT] });
      // An event of the other server's own comes after: had the first one reached it, it would be first.
      const own = nextEvent(elsewhere, 'documentsList');
      other.app.live.documentsChanged(ALICE.id, []);
      expect(await own).toEqual({ documents: [] });
      expect(heardElsewhere).toEqual([{ documents: [] }]);
    } finally {
      await other.close();
    }
  });

  it('closes each process cleanly with clients connected: Redis clients quit and the process ends by itself', async () => {
    const [first, second] = await startTwo();
    await connectAs(first, ALICE);
    await connectAs(second, BOB);
    expect(await Promise.all([first.stop(), second.stop()])).toEqual([0, 0]);
  });

  describe('with accounts and documents in both processes', () => {
    let dataDir = '';
    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'planimetry-two-processes-'));
    });
    afterAll(async () => {
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    const api = processApi;

    /** Registers through one process, verifies through the other, and logs in a device through each. */
    const aliceOnTwoDevices = async (first: ServerProcess, second: ServerProcess) => {
      const email = `alice-${randomBytes(4).toString('hex')}@example.com`;
      const password = 'secret-123';
      const registered = await api(first, 'POST', '/register', undefined, { type: 'user', firstName: 'Alice', lastName: 'Lee', email, password });
      expect(registered.status).toBe(200);
      const mail = (await readOutbox(dataDir)).find((message) => message.to === email);
      const link = /http:\/\/planimetry\.test\/verify\/(\S+)/.exec(mail?.text ?? '');
      if (!link?.[1]) throw new Error(`no verification link mailed to ${email}`);
      expect((await api(second, 'GET', `/verify/${link[1]}`)).status).toBe(200);
      const login = async (server: ServerProcess, deviceUuid: string) => {
        const answer = await api(server, 'POST', '/login', undefined, { email, password, deviceUuid });
        expect(answer.status).toBe(200);
        return answer.body.accessToken as string;
      };
      return { laptop: await login(first, 'alice-laptop-01'), phone: await login(second, 'alice-phone-001') };
    };

    it('refuses the open through one process of a document whose lock another device took through the other', async () => {
      const [first, second] = await startTwo(dataDir);
      const alice = await aliceOnTwoDevices(first, second);
      const saved = await api(first, 'POST', '/api/document', alice.laptop, { name: 'Plot 1', state: SQUARE_PLOT.state });
      expect(saved.status).toBe(200);
      const id = documentSummarySchema.parse(saved.body.document).id;

      expect((await api(first, 'GET', `/api/document/${id}`, alice.laptop)).status).toBe(200);
      const refused = await api(second, 'GET', `/api/document/${id}`, alice.phone);
      expect(refused.status).toBe(423);
      expect(refused.body).toMatchObject({ success: false, message: ACCOUNT_MESSAGES.fileOpenOnOtherDevice, holder: 'same-account-device' });
      const listed = documentsListResponseSchema.parse((await api(second, 'GET', '/api/documents', alice.phone)).body);
      expect(listed.documents.map((document) => [document.name, document.locked_by_device, document.lock_holder])).toEqual([['Plot 1', 'alice-laptop-01', 'same-account-device']]);

      // Clearing the laptop's canvas through its process lets the phone open the document through the other.
      expect((await api(first, 'POST', '/api/document/clear-canvas', alice.laptop, {})).status).toBe(200);
      expect((await api(second, 'GET', `/api/document/${id}`, alice.phone)).status).toBe(200);
    });

    it('agrees on one signing key without JWT_SECRET, and ends a session everywhere at logout through one process', async () => {
      const [first, second] = await startTwo(dataDir);
      const alice = await aliceOnTwoDevices(first, second);
      // The laptop's token was signed by the first process, the phone's by the second.
      expect((await api(second, 'GET', '/api/user', alice.laptop)).status).toBe(200);
      expect((await api(first, 'GET', '/api/user', alice.phone)).status).toBe(200);

      const phone = await fixture.connect(first, alice.phone);
      const closed = new Promise<string>((resolve) => phone.once('disconnect', resolve));
      const email = ((await api(first, 'GET', '/api/user', alice.phone)).body.user as { email: string }).email;
      expect((await api(second, 'GET', `/logout/${email}`, alice.phone)).status).toBe(200);
      expect(await closed).toBe('io server disconnect');
      expect((await api(first, 'GET', '/api/user', alice.phone)).status).toBe(401);
      expect((await api(first, 'GET', '/api/user', alice.laptop)).status).toBe(200);
    });

    it('counts login attempts in Redis, so a second process is no way around the limit', async () => {
      const [first, second] = await startTwo(dataDir);
      const email = `target-${randomBytes(4).toString('hex')}@example.com`;
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const server = attempt % 2 === 0 ? first : second;
        statuses.push((await api(server, 'POST', '/login', undefined, { email, password: 'guess-123' })).status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses[10]).toBe(429);
    });

    it('sends documentsList to a device connected to the other process when a document is saved through one', async () => {
      const [first, second] = await startTwo(dataDir);
      const alice = await aliceOnTwoDevices(first, second);
      const phone = await fixture.connect(second, alice.phone);

      const heard = nextEvent(phone, 'documentsList');
      const saved = await api(first, 'POST', '/api/document', alice.laptop, { name: 'Plot 2', state: SQUARE_PLOT.state });
      expect(saved.status).toBe(200);
      expect(await heard).toEqual({});
      const listed = documentsListResponseSchema.parse((await api(second, 'GET', '/api/documents', alice.phone)).body);
      expect(listed.documents.map((document) => document.name)).toContain('Plot 2');
    });
  });
});
