import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../shared/settings';
import { testDatabases } from '../testing/databases';
import { createDatabase, DEFAULT_APPLICATION_NAME, SQLITE_FILE_NAME, type Database } from './createDatabase';
import { migrateToLatest } from './migrateToLatest';
import { settingsRepository } from './settingsRepository';

describe('createDatabase on SQLite', () => {
  let parent: string;
  let database: Database | undefined;

  beforeEach(async () => {
    parent = await mkdtemp(join(tmpdir(), 'planimetry-create-'));
  });
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
    await rm(parent, { recursive: true, force: true });
  });

  it('creates the missing data directory and the database file in it', async () => {
    const dataDir = join(parent, 'nested', 'data');
    database = createDatabase({ dataDir });
    expect(database.kind).toBe('sqlite');
    expect(existsSync(join(dataDir, SQLITE_FILE_NAME))).toBe(true);
  });

  it('turns on write-ahead logging and foreign keys', async () => {
    database = createDatabase({ dataDir: parent });
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(database.db);
    const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(database.db);
    expect(journal.rows[0]?.journal_mode).toBe('wal');
    expect(foreignKeys.rows[0]?.foreign_keys).toBe(1);
  });

  it('treats an empty DATABASE_URL as no URL', () => {
    database = createDatabase({ databaseUrl: '  ', dataDir: parent });
    expect(database.kind).toBe('sqlite');
  });

  it('can be destroyed twice, even before any query', async () => {
    database = createDatabase({ dataDir: parent });
    await database.destroy();
    await expect(database.destroy()).resolves.toBeUndefined();
  });
});

describe('createDatabase with a URL', () => {
  it('picks PostgreSQL for both URL schemes without connecting yet', async () => {
    for (const scheme of ['postgres', 'postgresql']) {
      const database = createDatabase({ databaseUrl: `${scheme}://nobody@127.0.0.1:1/none`, dataDir: tmpdir() });
      expect(database.kind).toBe('postgres');
      await database.destroy();
    }
  });

  it('refuses other schemes and quotes only the scheme, never the password', () => {
    const attempt = () => createDatabase({ databaseUrl: 'mysql://user:secret@host/db', dataDir: tmpdir() });
    expect(attempt).toThrow(/postgres:\/\/.*mysql:/);
    expect(attempt).not.toThrow(/secret/);
  });

  it('refuses a schema name that could inject connection options', () => {
    const attempt = () =>
      createDatabase({ databaseUrl: 'postgres://x@127.0.0.1/db', dataDir: tmpdir(), schema: 'a -c role=admin' });
    expect(attempt).toThrow(/schema name/);
  });
});

const postgres = testDatabases.find((entry) => entry.kind === 'postgres');

describe.skipIf(postgres?.skipReason !== undefined)('createDatabase on PostgreSQL', () => {
  it('keeps each schema to itself through the search_path', async () => {
    const [first, second] = [await postgres!.openEmpty(), await postgres!.openEmpty()];
    try {
      await migrateToLatest(first.db);
      await migrateToLatest(second.db);
      const saved = { ...DEFAULT_SETTINGS, lineWeight: 4 };
      await settingsRepository(first.db).put('client-one-1', saved);
      expect(await settingsRepository(first.db).get('client-one-1')).toEqual(saved);
      expect(await settingsRepository(second.db).get('client-one-1')).toBeUndefined();
      const schemas = await Promise.all(
        [first, second].map(async ({ db }) => (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name),
      );
      expect(schemas[0]).toMatch(/^planimetry_test_/);
      expect(schemas[1]).toMatch(/^planimetry_test_/);
      expect(schemas[0]).not.toBe(schemas[1]);
    } finally {
      await first.destroy();
      await second.destroy();
    }
  });

  it('names its sessions planimetry, or as asked, in pg_stat_activity', async () => {
    const [plain, named] = [await postgres!.open(), await postgres!.open({ applicationName: 'planimetry-test-named' })];
    try {
      const nameOf = async ({ db }: Database) =>
        (await sql<{ name: string }>`select current_setting('application_name') as name`.execute(db)).rows[0]?.name;
      expect(await nameOf(plain)).toBe(DEFAULT_APPLICATION_NAME);
      expect(await nameOf(named)).toBe('planimetry-test-named');
    } finally {
      await plain.destroy();
      await named.destroy();
    }
  });
});
