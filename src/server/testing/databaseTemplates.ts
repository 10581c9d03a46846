/**
 * What the test run's global set-up (databaseTemplatesSetup.ts) hands every test worker: where the
 * migrated templates are, and the naming that ties each database a test makes to its run, so two
 * runs never collide and the run's tear-down finds everything it made.
 */
import pg from 'pg';

export interface DatabaseTemplates {
  /** Names every database and schema this run makes; another run's never start with it. */
  runKey: string;
  /** A migrated SQLite file to copy. */
  sqliteFile: string;
  /** The PostgreSQL server (its `test` database) and the migrated template database on it; undefined without one. */
  postgres: { url: string; template: string } | undefined;
  /** Why the PostgreSQL half is skipped, when it is. */
  postgresSkipReason: string | undefined;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Every database and schema a test of this run makes starts with this. */
export const runPrefix = (runKey: string) => `planimetry_test_${runKey}_`;

/** The URL of another database on the same server. */
export function inDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs one statement on its own connection (CREATE and DROP DATABASE refuse a transaction). */
export async function runOnServer<Row extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}
