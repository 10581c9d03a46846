import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { HealthResponse } from '../../shared/api';
import { cachedStatements } from './cachedStatements';
import type { DatabaseSchema } from './DatabaseSchema';
import { createPostgresPool, type ConnectionErrorListener } from './createPostgresPool';

/** The two engines the server runs on: SQLite for one machine, PostgreSQL for several. */
export type DatabaseKind = HealthResponse['database'];

/** Where the data lives; see `createDatabase`. */
export interface DatabaseOptions {
  /** A `postgres://` or `postgresql://` URL; without one the server uses SQLite. */
  databaseUrl?: string;
  /** Directory of the SQLite file `planimetry.db`, created when missing. */
  dataDir: string;
  /**
   * PostgreSQL schema to work in, set as the search_path of every pooled connection so that
   * tests (or tenants) can share one server without seeing each other's tables.
   */
  schema?: string;
  /**
   * How the pool's sessions are named in PostgreSQL's `pg_stat_activity` (`planimetry` by
   * default), so an operator, or a test, can tell them from other clients' sessions.
   */
  applicationName?: string;
  /**
   * PostgreSQL: how long opening a session, or waiting for a free one, may take before the
   * query fails (and its request answers 503); `DEFAULT_CONNECTION_TIMEOUT_MS` by default.
   */
  connectionTimeoutMillis?: number;
  /**
   * PostgreSQL: told when a session is lost (the server restarted, an operator terminated it,
   * the network broke). The pool reconnects by itself; this is for the log. Stderr by default.
   */
  onConnectionError?: ConnectionErrorListener;
}

/** An open database and how to close it. */
export interface Database {
  db: Kysely<DatabaseSchema>;
  kind: DatabaseKind;
  /** Closes every connection. Safe to call more than once. */
  destroy(): Promise<void>;
}

/** File name of the SQLite database inside the data directory. */
export const SQLITE_FILE_NAME = 'planimetry.db';

const POSTGRES_URL = /^postgres(ql)?:\/\//;
const SCHEMA_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Opens the database named by the options: PostgreSQL for a postgres URL, otherwise SQLite in
 * `dataDir`. It does not run migrations; call `migrateToLatest` next.
 */
export function createDatabase(options: DatabaseOptions): Database {
  const url = options.databaseUrl?.trim();
  if (url) {
    if (!POSTGRES_URL.test(url)) {
      // Only the scheme is quoted: the rest of the URL may hold a password.
      const scheme = /^[^:]*:/.exec(url)?.[0] ?? '(none)';
      throw new Error(`DATABASE_URL must start with postgres:// or postgresql://, not ${scheme}`);
    }
    return createPostgresDatabase(url, options);
  }
  return createSqliteDatabase(options.dataDir);
}

function createSqliteDatabase(dataDir: string): Database {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new BetterSqlite3(join(dataDir, SQLITE_FILE_NAME));
  // WAL lets readers go on while a write is in progress; SQLite leaves foreign keys off unless asked.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Each query's statement is prepared once and kept, not prepared again on every call.
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: cachedStatements(sqlite) }) });
  return {
    db,
    kind: 'sqlite',
    async destroy() {
      await db.destroy();
      // Kysely only closes the file if it ever ran a query.
      if (sqlite.open) sqlite.close();
    },
  };
}

/** The `application_name` of the server's PostgreSQL sessions unless the options name another. */
export const DEFAULT_APPLICATION_NAME = 'planimetry';

/** Five seconds: a healthy server on a local network opens a session in milliseconds. */
export const DEFAULT_CONNECTION_TIMEOUT_MS = 5_000;

const logToStderr: ConnectionErrorListener = (error) => {
  console.error(`PostgreSQL connection lost (the pool reconnects on the next query): ${error.message}`);
};

function createPostgresDatabase(url: string, options: DatabaseOptions): Database {
  const { schema } = options;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`PostgreSQL schema name must be letters, digits and underscores: ${JSON.stringify(schema)}`);
  }
  const pool = createPostgresPool({
    url,
    schema,
    applicationName: options.applicationName ?? DEFAULT_APPLICATION_NAME,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? DEFAULT_CONNECTION_TIMEOUT_MS,
    onConnectionError: options.onConnectionError ?? logToStderr,
  });
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    async destroy() {
      await db.destroy();
      if (!pool.ending) await pool.end();
    },
  };
}
