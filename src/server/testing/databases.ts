/**
 * The databases every server test runs against: a SQLite file, and a database on the local
 * PostgreSQL server when one answers, each a copy of the run's migrated template
 * (databaseTemplatesSetup.ts) and the test's own. Test files run `describe.each(testDatabases)`.
 */
import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { createDatabase, SQLITE_FILE_NAME, type Database, type DatabaseKind, type DatabaseOptions } from '../db/createDatabase';
import { inDatabase, runOnServer, runPrefix, type DatabaseTemplates } from './databaseTemplates';

/** Connection settings a test may choose; SQLite has no connections and ignores them. */
export type TestDatabaseOptions = Pick<DatabaseOptions, 'applicationName' | 'connectionTimeoutMillis' | 'onConnectionError'> & {
  /** Connect through this port of 127.0.0.1 (a test's proxy) instead; the database is still made on the real server. */
  viaPort?: number;
};

/** A test's database; on PostgreSQL with the URL of its own database, for a second session of the test's. */
export type OpenedTestDatabase = Database & { url?: string };

/** One engine the server tests run against. */
export interface TestDatabase {
  kind: DatabaseKind;
  /** Why this engine's tests are skipped; undefined when they run. */
  skipReason: string | undefined;
  /** Opens a migrated database of the test's own (a copy of the run's template); its `destroy()` also deletes it. */
  open(options?: TestDatabaseOptions): Promise<OpenedTestDatabase>;
  /** Opens an empty, unmigrated one, for tests of the migrations (on PostgreSQL a schema of its own in the `test` database). */
  openEmpty(options?: TestDatabaseOptions): Promise<Database>;
}

const templates = inject('databaseTemplates');

/** The URL with its host and port replaced by 127.0.0.1 and `port`. */
function throughPort(url: string, port: number): string {
  const parsed = new URL(url);
  parsed.hostname = '127.0.0.1';
  parsed.port = String(port);
  return parsed.toString();
}

/** A name of this run that no other test's database or schema carries. */
const uniqueName = () => `${runPrefix(templates.runKey)}${randomBytes(6).toString('hex')}`;

/** A database in a directory of its own, deleted with it. */
/**
 * Makes the copy's first query. A test's database used to have answered the migrations before the
 * test began; a template copy has answered nothing, and Kysely only marks a driver it has
 * connected as destroyed, so a test that shuts the database down would see the pool's or the
 * file's own error instead of the one a server shut down after serving sees.
 */
async function connected<T extends Database>(database: T): Promise<T> {
  await sql`select 1`.execute(database.db);
  return database;
}

async function openSqlite(copyOf: string | undefined): Promise<Database> {
  const dataDir = await mkdtemp(join(tmpdir(), 'planimetry-test-'));
  if (copyOf !== undefined) await copyFile(copyOf, join(dataDir, SQLITE_FILE_NAME));
  const database = createDatabase({ dataDir });
  return {
    ...database,
    async destroy() {
      await database.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const sqlite: TestDatabase = {
  kind: 'sqlite',
  skipReason: undefined,
  open: async () => connected(await openSqlite(templates.sqliteFile)),
  openEmpty: () => openSqlite(undefined),
};

function postgres(server: DatabaseTemplates['postgres']): TestDatabase {
  const available = () => {
    if (server === undefined) throw new Error('PostgreSQL is not available');
    return server;
  };
  return {
    kind: 'postgres',
    skipReason: templates.postgresSkipReason,
    async open({ viaPort, ...options } = {}) {
      const { url, template } = available();
      const name = uniqueName();
      // WAL_LOG, not FILE_COPY: measured here, FILE_COPY's checkpoints made creating and dropping
      // a copy slower (about 320 against 270 ms idle, 1.4–1.9 s against 0.6–1.1 s under load).
      await runOnServer(url, `create database "${name}" template "${template}" strategy wal_log`);
      const ownUrl = inDatabase(url, name);
      const database = createDatabase({ ...options, databaseUrl: viaPort === undefined ? ownUrl : throughPort(ownUrl, viaPort), dataDir: tmpdir() });
      return connected({
        ...database,
        url: ownUrl,
        async destroy() {
          await database.destroy();
          // Not waited for: no test uses the name again, and the run's tear-down drops what a
          // process that ended first left behind.
          void runOnServer(url, `drop database if exists "${name}" with (force)`).catch(() => undefined);
        },
      });
    },
    async openEmpty({ viaPort, ...options } = {}) {
      const { url } = available();
      const schema = uniqueName();
      await runOnServer(url, `create schema ${schema}`);
      const databaseUrl = viaPort === undefined ? url : throughPort(url, viaPort);
      const database = createDatabase({ ...options, databaseUrl, dataDir: tmpdir(), schema });
      return {
        ...database,
        async destroy() {
          await database.destroy();
          await runOnServer(url, `drop schema if exists ${schema} cascade`);
        },
      };
    },
  };
}

/** The PostgreSQL server the tests use (its `test` database), for tests that start server processes of their own; undefined without one. */
export const postgresUrl = templates.postgres?.url;

/** SQLite always, PostgreSQL with a skip reason when no server answers. */
export const testDatabases: readonly TestDatabase[] = [sqlite, postgres(templates.postgres)];
