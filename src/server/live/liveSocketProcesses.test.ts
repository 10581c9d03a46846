/**
 * Two API server processes behind "one address": each a separate Node process on its own port,
 * sharing one PostgreSQL schema and one Redis. Nothing but Redis links their sockets, so an event
 * caused in one process reaching a client of the other shows the adapter's fan-out.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { healthResponseSchema } from '../../shared/api';
import { createDatabase } from '../db/createDatabase';
import { migrateToLatest } from '../db/migrateToLatest';
import { postgresUrl, testDatabases } from '../testing/databases';
import { openTestApp } from '../testing/openTestApp';
import { bundleWorker, type BundledWorker } from '../uploads/testing/bundleWorker';
import { signTestToken, testSecret, testVerifier, type TokenUser } from './testing/testAccessTokens';
import { connectLive, liveTestSocket, nextEvent, recordEvents, type LiveTestSocket } from './testing/liveTestClient';
import { startServerProcess, type ServerProcess } from './testing/startServerProcess';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(url: string): Promise<boolean> {
  const client = createClient({ url, socket: { connectTimeout: 2000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    if (client.isOpen) client.destroy();
  }
}

async function inPostgres(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

const skipReason =
  postgresUrl === undefined
    ? 'no PostgreSQL server answered'
    : !(await redisAnswers(REDIS_URL))
      ? `no Redis answered at ${REDIS_URL}`
      : undefined;

const SECRET = testSecret();
const ALICE: TokenUser = { id: 'user-alice', email: 'alice@example.com', device: 'alice-laptop' };
const ALICE_PHONE: TokenUser = { ...ALICE, device: 'alice-phone' };
const BOB: TokenUser = { id: 'user-bob', email: 'bob@example.com', device: 'bob-laptop' };
const PLOT = { id: 'doc-1', name: 'Plot 1' };

describe.skipIf(skipReason !== undefined)('two server processes sharing PostgreSQL and Redis', () => {
  const schema = `planimetry_live_${randomBytes(6).toString('hex')}`;
  // A channel prefix of this run's own, so parallel runs on the same Redis never see each other.
  const redisKey = `planimetry-live-test-${randomBytes(6).toString('hex')}`;
  let bundle: BundledWorker | undefined;
  const processes: ServerProcess[] = [];
  const sockets: LiveTestSocket[] = [];

  beforeAll(async () => {
    await inPostgres(`create schema ${schema}`);
    const database = createDatabase({ databaseUrl: postgresUrl, schema, dataDir: '/nonexistent' });
    try {
      await migrateToLatest(database.db);
    } finally {
      await database.destroy();
    }
    bundle = await bundleWorker('src/server/live/testing/liveServerProcess.ts');
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    // Every test ends with a clean close; a process that hangs is killed and fails the test.
    await Promise.all(processes.splice(0).map((server) => server.stop()));
  });
  afterAll(async () => {
    await bundle?.remove();
    if (postgresUrl !== undefined) await inPostgres(`drop schema if exists ${schema} cascade`);
  });

  const startTwo = async (): Promise<[ServerProcess, ServerProcess]> => {
    if (!bundle || postgresUrl === undefined) throw new Error('not set up');
    const env = { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema, REDIS_URL, LIVE_REDIS_KEY: redisKey, LIVE_TEST_SECRET: SECRET };
    const started = await Promise.all([startServerProcess(bundle.url, env), startServerProcess(bundle.url, env)]);
    processes.push(...started);
    return started;
  };
  const connectAs = async (server: ServerProcess, user: TokenUser) => {
    const socket = liveTestSocket(server.baseUrl, await signTestToken(SECRET, user));
    sockets.push(socket);
    return connectLive(socket);
  };

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
      live: { verify: testVerifier(SECRET), redisUrl: REDIS_URL, redisKey: `${redisKey}-other` },
    });
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const address = other.app.server.address();
      if (address === null || typeof address === 'string') throw new Error('not listening on a port');
      const elsewhere = liveTestSocket(`http://127.0.0.1:${address.port}`, await signTestToken(SECRET, ALICE));
      sockets.push(elsewhere);
      await connectLive(elsewhere);
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
});
