/**
 * The databases every server test runs against: a fresh SQLite file, and a fresh schema on the
 * local PostgreSQL server when one answers. Test files run `describe.each(testDatabases)`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, type Database, type DatabaseKind, type DatabaseOptions } from '../db/createDatabase';

/** Connection settings a test may choose; SQLite has no connections and ignores them. */
export type TestDatabaseOptions = Pick<DatabaseOptions, 'applicationName' | 'connectionTimeoutMillis' | 'onConnectionError'> & {
  /** Connect through this port of 127.0.0.1 (a test's proxy) instead; the schema is still made on the real server. */
  viaPort?: number;
};

/** One engine the server tests run against. */
export interface TestDatabase {
  kind: DatabaseKind;
  /** Why this engine's tests are skipped; undefined when they run. */
  skipReason: string | undefined;
  /** Opens an empty, unmigrated database; its `destroy()` also deletes it. */
  open(options?: TestDatabaseOptions): Promise<Database>;
}

/** TEST_DATABASE_URL when set, otherwise the local server as the users a test machine usually has. */
const POSTGRES_CANDIDATES = process.env.TEST_DATABASE_URL
  ? [process.env.TEST_DATABASE_URL]
  : ['postgres://postgres@127.0.0.1:5432/test', 'postgres://root@127.0.0.1:5432/test'];

/** The URL as it can be printed: TEST_DATABASE_URL may carry a password. */
function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return '(unparsable TEST_DATABASE_URL)';
  }
}

/** The URL with its host and port replaced by 127.0.0.1 and `port`. */
function throughPort(url: string, port: number): string {
  const parsed = new URL(url);
  parsed.hostname = '127.0.0.1';
  parsed.port = String(port);
  return parsed.toString();
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function findPostgresUrl(): Promise<string | undefined> {
  for (const url of POSTGRES_CANDIDATES) {
    if (await answers(url)) return url;
  }
  return undefined;
}

async function withClient(url: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

const sqlite: TestDatabase = {
  kind: 'sqlite',
  skipReason: undefined,
  async open() {
    const dataDir = await mkdtemp(join(tmpdir(), 'planimetry-test-'));
    const database = createDatabase({ dataDir });
    return {
      ...database,
      async destroy() {
        await database.destroy();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  },
};

function postgres(url: string | undefined): TestDatabase {
  return {
    kind: 'postgres',
    skipReason:
      url === undefined ? `no PostgreSQL server answered at ${POSTGRES_CANDIDATES.map(withoutPassword).join(' or ')}` : undefined,
    async open({ viaPort, ...options } = {}) {
      if (url === undefined) throw new Error('PostgreSQL is not available');
      const schema = `planimetry_test_${randomBytes(6).toString('hex')}`;
      await withClient(url, `create schema ${schema}`);
      const databaseUrl = viaPort === undefined ? url : throughPort(url, viaPort);
      const database = createDatabase({ ...options, databaseUrl, dataDir: tmpdir(), schema });
      return {
        ...database,
        async destroy() {
          await database.destroy();
          await withClient(url, `drop schema if exists ${schema} cascade`);
        },
      };
    },
  };
}

/** The PostgreSQL server the tests use, for tests that start server processes of their own; undefined without one. */
export const postgresUrl = await findPostgresUrl();
if (postgresUrl === undefined) {
  console.warn(`Skipping the PostgreSQL half of the server tests: ${postgres(undefined).skipReason}.`);
}

/** SQLite always, PostgreSQL with a skip reason when no server answers. */
export const testDatabases: readonly TestDatabase[] = [sqlite, postgres(postgresUrl)];
