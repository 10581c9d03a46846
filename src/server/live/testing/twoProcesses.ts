/**
 * Two API server processes behind "one address", for tests: each a separate Node process on its
 * own port, sharing one PostgreSQL schema (made for the run, dropped after it) and one Redis under
 * a channel prefix of the run's own. `twoProcesses` registers the vitest hooks that set them up
 * and stop them; call it inside the `describe` that `twoProcessesSkipReason` guards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createDatabase } from '../../db/createDatabase';
import { migrateToLatest } from '../../db/migrateToLatest';
import { postgresUrl } from '../../testing/databases';
import { redisAnswers, TEST_REDIS_URL } from '../../testing/testRedis';
import { bundleWorker, type BundledWorker } from '../../uploads/testing/bundleWorker';
import { connectLive, liveTestSocket, type LiveTestSocket } from './liveTestClient';
import { startServerProcess, type ServerProcess } from './startServerProcess';

/** Why the two-process tests cannot run here, or undefined when PostgreSQL and Redis answer. */
export const twoProcessesSkipReason =
  postgresUrl === undefined
    ? 'no PostgreSQL server answered'
    : !(await redisAnswers(TEST_REDIS_URL))
      ? `no Redis answered at ${TEST_REDIS_URL}`
      : undefined;

export async function inPostgres(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** A JSON call to one process, as a signed-in client (`token`) or a stranger makes it. */
export async function processApi(server: ServerProcess, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { ...(token ? { 'access-token': token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export interface TwoProcesses {
  /** The run's own PostgreSQL schema and Redis channel prefix. */
  schema: string;
  redisKey: string;
  /** Starts two processes with the same settings; with `accountsDir` they also serve accounts and documents from it. */
  startTwo(options: { secret: string; accountsDir?: string }): Promise<[ServerProcess, ServerProcess]>;
  /** A live socket of `token` connected to `server` (or a base URL), disconnected after the test. */
  connect(server: ServerProcess | string, token: string): Promise<LiveTestSocket>;
}

export function twoProcesses(name: string): TwoProcesses {
  const schema = `planimetry_${name}_${randomBytes(6).toString('hex')}`;
  const redisKey = `planimetry-${name}-test-${randomBytes(6).toString('hex')}`;
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

  return {
    schema,
    redisKey,
    async startTwo({ secret, accountsDir }) {
      if (!bundle || postgresUrl === undefined) throw new Error('not set up');
      const env = {
        DATABASE_URL: postgresUrl,
        DATABASE_SCHEMA: schema,
        REDIS_URL: TEST_REDIS_URL,
        LIVE_REDIS_KEY: redisKey,
        LIVE_TEST_SECRET: secret,
        ...(accountsDir === undefined ? {} : { ACCOUNTS_DATA_DIR: accountsDir }),
      };
      const started = await Promise.all([startServerProcess(bundle.url, env), startServerProcess(bundle.url, env)]);
      processes.push(...started);
      return started;
    },
    async connect(server, token) {
      const socket = liveTestSocket(typeof server === 'string' ? server : server.baseUrl, token);
      sockets.push(socket);
      return connectLive(socket);
    },
  };
}
